//! The shared table's messages in English.

use std::borrow::Cow;

use super::Text;
use crate::i18n::en_count;

const COLOURS: [&str; 6] = ["Red", "Blue", "Green", "Cyan", "Navy", "Olive"];

#[inline(always)]
pub(super) fn text(message: Text) -> Cow<'static, str> {
    let words = match message {
        Text::NewGameNotStored => "The browser refused to store the new game (storage full?).",
        Text::MovesNotStored => {
            "The browser refused the save (storage full?): the game goes on in memory."
        }
        Text::RematchNotStored => "The new game could not be stored (storage full?).",
        Text::MakeRoom => "To make room, export and delete old games on the home page.",
        Text::OpenHomePage => "Open the home page",
        Text::Details => "Details",
        Text::NothingDeleted => "Nothing was deleted.",
        Text::ExportSave => "Export the save",
        Text::BackToShelf => "Back to the shelf",
        Text::CannotOpenGame => "This game cannot be opened",
        Text::GameLog => "Game log",
        Text::Log => "Log",
        Text::Undo => "Undo",
        Text::UndoMoveOf(name) => return format!("Undo {name}'s move").into(),
        Text::Redo => "Redo",
        Text::ComputerThinking => "The computer is thinking…",
        Text::Percent(n) => return format!("{n}%").into(),
        Text::PlayNow => "Play now",
        Text::Players => "Players",
        Text::NumberOfPlayers => "Number of players",
        Text::Rules => "Rules",
        Text::PassAndPlayNote => {
            "With several humans, the device is passed around: each secret is shown behind a curtain to its owner only."
        }
        Text::Start => "Start",
        Text::Player(n) => return format!("Player {n}").into(),
        Text::Name => "Name",
        Text::NameOfPlayer(n) => return format!("Name of player {n}").into(),
        Text::Colour => "Colour",
        Text::ColourOfPlayer(n) => return format!("Colour of player {n}").into(),
        Text::PlayedBy => "Played by",
        Text::WhoPlaysPlayer(n) => return format!("Who plays player {n}").into(),
        Text::InvitationsNote => {
            "Each seat on another device gets its invitation, a link and a QR code, when the game starts."
        }
        Text::FirstPlayer => "First player",
        Text::DrawnAtRandom => "Drawn at random",
        Text::ColourName(i) => COLOURS.get(i).copied().unwrap_or("?"),
        Text::ColourSwapped(colour, name) => {
            return format!(
                "{} — {name}'s, swapped",
                COLOURS.get(colour).unwrap_or(&"?")
            )
            .into();
        }
        Text::Human => "Human",
        Text::ComputerQuick => "Computer (quick)",
        Text::ComputerStrong => "Computer (strong)",
        Text::OnAnotherDevice => "On another device",
        Text::PlaysElsewhere(name) => {
            return format!("{name} is playing on another device.").into();
        }
        Text::PassDeviceTo(name) => return format!("Pass the device to {name}").into(),
        Text::IAmShow(name) => return format!("I am {name}: show").into(),
        Text::PassDeviceBack => "Pass the device back to the table",
        Text::ShowTable => "Show the table",
        Text::LookAway => "Everybody else: look away.",
        Text::SinceYourLastTurn => "Since your last turn",
        Text::Result => "Result",
        Text::Ranking => "Ranking",
        Text::Rematch => "Rematch",
        Text::Winners([]) => "The game is over",
        Text::Winners([one]) => return format!("{one} wins!").into(),
        Text::Winners([first @ .., last]) => {
            return format!("{} and {last} share the win!", first.join(", ")).into();
        }
        Text::Points(n) => return en_count(n, "point", "points").into(),
        Text::Replay => "Replay",
        Text::ReplayStart => "Start",
        Text::ReplayBack => "Back",
        Text::ReplayForward => "Forward",
        Text::ReplayEnd => "End",
        Text::ReplayMove(k, total) => return format!("Move {k} / {total}").into(),
        Text::GameBegins => "The game begins.",
        Text::MoveOf(name) => return format!("Move of {name}").into(),
        Text::PutBack => "Put back",
        Text::EscapeKey => "Esc",
        Text::WholeBoard => "Whole board",
        Text::ZoomIn => "Zoom in",
        Text::LastMoveOf(name) => return format!(", last move of {name}").into(),
        Text::WhatToDoNow => "What to do now",
        Text::RulesOfThisStep => "Rules of this step",
        Text::CloseRules => "Close the rules and back to the game",
        Text::BackToGame => "Back to the game",
        Text::OpeningRules => "Opening the rules…",
        Text::RulesOffline => {
            "The rules cannot be read: this device is offline and has not kept them yet."
        }
        Text::TryAgain => "Try again",
        Text::OwnPage => "This screen has its own page:",
        Text::OpenIt => "open it",
        Text::CannotBeFollowed => "This game cannot be followed from another device.",
        Text::CannotBePlayedElsewhere => "This game cannot be played from another device.",
        Text::PageNotFound => "Page not found",
        Text::HomeLink => "Tablée, home",
        Text::TheAddress => "The address",
        Text::AddressAsksTooMuch => {
            "This page's address asks for something it cannot do; the page goes on without it:"
        }
        Text::NewGame => "New game",
        Text::NewVersionReady => "A new version of Tablée is ready.",
        Text::ReloadToUpdate => "Reload to update",
        Text::CannotShowGame => "This game cannot be shown",
        Text::Example => "Example:",
        Text::QrCodeOfLink => "QR code of the link",
        Text::ScanOrSend => "Scan the code with another device, or send it the link.",
        Text::Link => "Link",
        Text::Copied => "Copied",
        Text::CopyLink => "Copy the link",
        Text::Invite(name) => return format!("Invite {name}").into(),
        Text::PlayersElsewhere => "Players on other devices",
        Text::Connected => "connected",
        Text::NotConnected => "not connected",
        Text::WaitingFor(name) => {
            return format!("Waiting for {name}, who is not connected.").into();
        }
        Text::ComputerPlaysFor(name) => return format!("Let the computer play for {name}").into(),
        Text::HostLeft => {
            "The host's device has left: the table waits, and resumes when it comes back."
        }
        Text::YouPlayHere(name, "") => return format!("You play {name} here.").into(),
        Text::YouPlayHere(name, absent) => {
            return format!("You play {name} here. Not connected: {absent}.").into();
        }
        Text::TableAcrossDevices => "Table across devices",
        Text::JoinHeading => "Join a table",
        Text::JoinLede(title) => {
            return format!(
                "A game of {title}, held by another device: give your name and sit down."
            )
            .into();
        }
        Text::YourName => "Your name",
        Text::SitDown => "Sit down",
        Text::WaitingForHost => "Waiting for the device that holds the table…",
    };
    Cow::Borrowed(words)
}

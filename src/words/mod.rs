//! The shared table's messages: what every game's table, setup, curtain and end banner say. Each
//! language words them in its own file ([`en`], [`fr`]); a game's own messages live in its
//! folder the same way.

use std::borrow::Cow;

use crate::i18n::Message;

mod en;
mod fr;

/// A message of the shared table, with its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text<'a> {
    // Saves and storage.
    /// The browser refused to store a new game.
    NewGameNotStored,
    /// The browser refused a table's save; the game goes on in memory.
    MovesNotStored,
    /// A rematch could not be stored.
    RematchNotStored,
    /// Where room is made when the storage is full.
    MakeRoom,
    OpenHomePage,
    /// The toggle over a parser's account of a damaged save.
    Details,
    NothingDeleted,
    ExportSave,
    BackToShelf,
    CannotOpenGame,
    // The table.
    GameLog,
    Log,
    Undo,
    /// Undo, when the move taken back is another human's (pass-and-play): its player's name.
    UndoMoveOf(&'a str),
    Redo,
    ComputerThinking,
    /// How far a computer's thinking is, in percent.
    Percent(u32),
    PlayNow,
    // The setup.
    Players,
    NumberOfPlayers,
    Rules,
    PassAndPlayNote,
    Start,
    /// A seat's heading in the setup: its number.
    Player(usize),
    Name,
    NameOfPlayer(usize),
    Colour,
    ColourOfPlayer(usize),
    PlayedBy,
    WhoPlaysPlayer(usize),
    InvitationsNote,
    FirstPlayer,
    DrawnAtRandom,
    /// A player colour's name, by its index in `seats::COLOURS`.
    ColourName(usize),
    /// A colour another seat has: taking it swaps the two (its name, that seat's player).
    ColourSwapped(usize, &'a str),
    Human,
    ComputerQuick,
    ComputerStrong,
    OnAnotherDevice,
    /// A seat on another device is to play: its player's name.
    PlaysElsewhere(&'a str),
    // The curtain.
    PassDeviceTo(&'a str),
    /// The curtain's button: the player to move says who they are.
    IAmShow(&'a str),
    PassDeviceBack,
    ShowTable,
    LookAway,
    SinceYourLastTurn,
    // The end.
    Result,
    Ranking,
    Rematch,
    /// The end banner's headline: who won (none when nobody did), in seat order.
    Winners(&'a [String]),
    /// A score.
    Points(i64),
    Replay,
    ReplayStart,
    ReplayBack,
    ReplayForward,
    ReplayEnd,
    /// The replay's step: move `0` of `1`.
    ReplayMove(usize, usize),
    GameBegins,
    /// A replayed move that wrote nothing in the log: whose it was.
    MoveOf(&'a str),
    // The board.
    PutBack,
    /// The key that puts a held piece back.
    EscapeKey,
    WholeBoard,
    ZoomIn,
    /// Added to a spot's accessible name: whose last move it is.
    LastMoveOf(&'a str),
    // The step's help and the rules.
    WhatToDoNow,
    RulesOfThisStep,
    CloseRules,
    BackToGame,
    OpeningRules,
    RulesOffline,
    TryAgain,
    // The pages.
    OwnPage,
    OpenIt,
    CannotBeFollowed,
    CannotBePlayedElsewhere,
    PageNotFound,
    HomeLink,
    TheAddress,
    AddressAsksTooMuch,
    NewGame,
    NewVersionReady,
    ReloadToUpdate,
    CannotShowGame,
    Example,
    // Across devices.
    QrCodeOfLink,
    ScanOrSend,
    Link,
    Copied,
    CopyLink,
    /// An invitation's heading: the player invited.
    Invite(&'a str),
    PlayersElsewhere,
    Connected,
    NotConnected,
    /// A remote seat is to play and its device is away: its player's name.
    WaitingFor(&'a str),
    /// The host may give an absent seat to a computer: its player's name.
    ComputerPlaysFor(&'a str),
    HostLeft,
    /// A guest's line: the seat it plays, and the players whose devices are away (none: `""`).
    YouPlayHere(&'a str, &'a str),
    TableAcrossDevices,
    JoinHeading,
    /// The guest's form's opening line: the game's title.
    JoinLede(&'a str),
    YourName,
    SitDown,
    WaitingForHost,
}

// Inlined down to the call site, where the message is known: the `match` folds to its one arm,
// so a page carries only the messages it shows, as when the words were written there (Drunter &
// Drüber's page: 7.0 kB more code than before the catalogue without it, 3.7 kB with it). A
// message's words never name another message, which would make the functions recursive and
// stop the inlining.
impl Message for Text<'_> {
    #[inline(always)]
    fn en(&self) -> Cow<'static, str> {
        en::text(*self)
    }
    #[inline(always)]
    fn fr(&self) -> Cow<'static, str> {
        fr::text(*self)
    }
}

//! The shelf's messages in English.

use std::borrow::Cow;

use super::Shelf;
use crate::game_kind::GameKind;
use crate::i18n::en_count;
use crate::storage::{Options, Unit};
use tablee_rules::casbah::DraftOrder;

#[inline(always)]
pub(super) fn shelf(message: Shelf) -> Cow<'static, str> {
    let words = match message {
        Shelf::Heading => "The shelf",
        Shelf::Lede => {
            "Classic European tile and card games: play together around one phone or computer, passing it from hand to hand, or against the computer."
        }
        Shelf::Blurb(GameKind::Casbah) => {
            "Build a casbah of rooms and gardens whose doors must all match."
        }
        Shelf::Blurb(GameKind::Drunter) => {
            "Lay paths, vote on toilets, keep your buildings standing."
        }
        Shelf::Blurb(GameKind::CaptnClever) => {
            "Sail between islands to the treasures your neighbour picks."
        }
        Shelf::Blurb(GameKind::Cabanes) => {
            "Build three tree huts tile by tile, race up their tracks, and fire cannons at the others."
        }
        Shelf::Blurb(GameKind::Robinson) => "A rules companion for Robinson Crusoé.",
        Shelf::OfGame(g) => return format!("of {}", g.title()).into(),
        Shelf::NewGameOf(g) => return format!("New game of {}", g.title()).into(),
        Shelf::RulesOf(g) => return format!("Rules of {}", g.title()).into(),
        Shelf::SavedGames => "Saved games",
        Shelf::NoSavedGame => "No saved game yet.",
        Shelf::OpenToSeeProgress => "Open it to see how far it has gone.",
        Shelf::SaveKeptAside => "Save kept aside",
        Shelf::SaveKeptAsideNamed(id, Some(g)) => {
            return format!("Save kept aside « {id} » of {}", g.title()).into();
        }
        Shelf::SaveKeptAsideNamed(id, None) => return format!("Save kept aside « {id} »").into(),
        Shelf::NothingDeletedExportOrDelete => {
            "Nothing was deleted: export it to keep a copy, or delete it."
        }
        Shelf::Resume => "Resume",
        Shelf::SeeResult => "See the result",
        Shelf::Export => "Export",
        Shelf::Delete => "Delete",
        Shelf::ResumeSave(label) => return format!("Resume {label}").into(),
        Shelf::SeeResultOf(label) => return format!("See the result {label}").into(),
        Shelf::ExportSave(label) => return format!("Export {label}").into(),
        Shelf::DeleteSave(label) => return format!("Delete {label}").into(),
        Shelf::DeleteForGood => "Delete this game for good?",
        Shelf::YesDelete => "Yes, delete",
        Shelf::YesDeleteSave(label) => return format!("Yes, delete {label}").into(),
        Shelf::KeepIt => "Keep it",
        Shelf::KeepSave(label) => return format!("Keep {label}").into(),
        Shelf::Options(options) => return options_text(options).into(),
        Shelf::Score(unit, n) => {
            return match unit {
                Unit::Points => en_count(n, "point", "points"),
                Unit::Treasures => en_count(n, "treasure", "treasures"),
            }
            .into();
        }
        Shelf::Progress(moves, to_move) => {
            let moves = en_count(moves, "move played", "moves played");
            return match to_move {
                None => format!("{moves} · finished"),
                Some(name) => format!("{moves} · {name} to play"),
            }
            .into();
        }
        Shelf::CompanionProgress(steps, over) => {
            let steps = en_count(steps, "step recorded", "steps recorded");
            return if over {
                format!("{steps} · finished")
            } else {
                steps
            }
            .into();
        }
        Shelf::LastMove(when) => return format!("Last move: {when}").into(),
        Shelf::FileUnreadable => "The file could not be read.",
        Shelf::ImportFromTextOpen => "Import a saved game from text…",
        Shelf::ImportFromText => "Import from text",
        Shelf::SavedGameText => "The saved game's text",
        Shelf::ImportThisText => "Import this text",
        Shelf::ImportSavedGame => "Import a saved game…",
        Shelf::ImportFromFile => "Import a saved game from a file",
        Shelf::GameImported => "Game imported.",
        Shelf::OpenIt => "Open it",
        Shelf::NothingImported => "Nothing was imported.",
        Shelf::StorageFullNotImported => {
            "The browser's storage is full: the game was not imported. To make room, export and delete old games below."
        }
    };
    Cow::Borrowed(words)
}

fn options_text(options: Options) -> String {
    match options {
        Options::Size {
            width,
            height,
            solo: true,
            ..
        } => format!("Solo puzzle {width}×{height}"),
        Options::Size {
            width,
            height,
            draft,
            ..
        } => match draft {
            DraftOrder::Rulebook => format!("{width}×{height}"),
            DraftOrder::Snake => format!("{width}×{height}, snake draft"),
            DraftOrder::Rotating => format!("{width}×{height}, rotating draft"),
            DraftOrder::Drawn => format!("{width}×{height}, drawn draft"),
        },
        Options::Variant(false) => "Base game".into(),
        Options::Variant(true) => "Variant".into(),
        Options::Scenario(n) => format!("Scenario {n}"),
    }
}

//! The shelf's messages; each language words them in its own file (`en.rs`, `fr.rs`).

use std::borrow::Cow;

use crate::game_kind::GameKind;
use crate::i18n::Message;
use crate::storage::{Options, Unit};

/// A message of the shelf, with its values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shelf<'a> {
    /// The page's heading; its shell draws the same (scripts/page-shell.mjs, tests/shell.rs).
    Heading,
    /// The line under the heading: what Tablée is.
    Lede,
    /// What a game of the shelf is, in one line.
    Blurb(GameKind),
    /// "of" and a game's title: "of Casbah", "de Casbah", "des Cabanes de M'sieur Robinson".
    OfGame(GameKind),
    NewGameOf(GameKind),
    RulesOf(GameKind),
    SavedGames,
    NoSavedGame,
    /// A saved game its game's page has not checked yet.
    OpenToSeeProgress,
    SaveKeptAside,
    /// A save kept aside as the list names it: its name, and its game when known.
    SaveKeptAsideNamed(&'a str, Option<GameKind>),
    /// Said after why a save is kept aside.
    NothingDeletedExportOrDelete,
    // A save's buttons, and their names with the save's label.
    Resume,
    SeeResult,
    Export,
    Delete,
    ResumeSave(&'a str),
    SeeResultOf(&'a str),
    ExportSave(&'a str),
    DeleteSave(&'a str),
    DeleteForGood,
    YesDelete,
    YesDeleteSave(&'a str),
    KeepIt,
    KeepSave(&'a str),
    /// A saved game's size or rules, as the setup form named them.
    Options(Options),
    /// A score with its unit.
    Score(Unit, i64),
    /// How far a game has gone: moves played, and who is to play (none once it is over).
    Progress(usize, Option<&'a str>),
    /// How far a companion's sheet has gone: steps recorded, and whether it is over.
    CompanionProgress(usize, bool),
    /// The date and time of a save's last move, written in the reader's language.
    LastMove(&'a str),
    // Importing a save.
    FileUnreadable,
    ImportFromTextOpen,
    ImportFromText,
    SavedGameText,
    ImportThisText,
    ImportSavedGame,
    ImportFromFile,
    GameImported,
    OpenIt,
    NothingImported,
    StorageFullNotImported,
}

// Inlined to the call site, where the message is known (see `words::Text`).
impl Message for Shelf<'_> {
    #[inline(always)]
    fn en(&self) -> Cow<'static, str> {
        super::en::shelf(*self)
    }
    #[inline(always)]
    fn fr(&self) -> Cow<'static, str> {
        super::fr::shelf(*self)
    }
}

//! Saved games in the browser's localStorage: one key per game, each a versioned envelope around the
//! game's record (setup, seed, actions). Every save is checked when read — its envelope, then its
//! moves replayed by the engine — and a bad one is reported and kept aside: never deleted, never
//! overwritten.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use tablee_rules::{Game, Record, RecordError, Seat, Session, Turn};
use thiserror::Error;

use crate::game_kind::GameKind;
use crate::i18n::{Lang, Message};
use crate::platform::{local, now};
use crate::seats::PlayerConfig;

mod en;
mod fr;

/// Version of the save envelope. Bump it and add a step to [`migrate`] when the envelope changes.
/// Format 2 added `redo`; format 3 `sealed`, in files of games under way ([`exported`]).
pub const FORMAT: u32 = 3;
const PREFIX: &str = "tablee.save.";
/// Beside each save, its line on the shelf ([`ShelfLine`]), written by the page of its game.
const SHELF_PREFIX: &str = "tablee.shelf.";
/// An imported file larger than this is not a save of ours.
pub const MAX_IMPORT_BYTES: usize = 2 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub format: u32,
    pub id: String,
    pub game: GameKind,
    /// When the last move was played (or taken back), in milliseconds since the epoch: shown on
    /// the shelf, newest first. Writing a save whose moves did not change keeps it.
    pub updated: f64,
    pub players: Vec<PlayerConfig>,
    pub over: bool,
    /// The game's own record, checked again by its engine when loaded.
    pub record: serde_json::Value,
    /// The actions undo took away (the session's redo stack), so that redo survives a reload.
    /// Null in saves of format 1.
    #[serde(default)]
    pub redo: serde_json::Value,
    /// In a file of a game under way ([`exported`]): its record and redo stack under a seal
    /// (`record` and `redo` are then null), read back by [`unsealed`] when it is imported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<String>,
}

/// Why a save cannot be opened. Each says what happened and that nothing was lost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoadError {
    Missing,
    NoStorage,
    Corrupted,
    Truncated,
    Foreign,
    TooOld(u32),
    TooNew(u32),
    /// A field of the envelope is missing or not what Tablée writes; the parser's account is
    /// only for the "details" toggle.
    Damaged(String),
    /// The game's moves (or undone moves) cannot be read; the parser's account as above.
    Moves(String),
    UnknownGame(String),
    /// Move `n` (counted from 1) is recorded for a player whose turn it was not.
    WrongSeat(usize),
    /// The save is a game of `save`, opened by the page of `page`.
    WrongGame {
        save: GameKind,
        page: GameKind,
    },
    /// The game's engine refuses a move of the save (`at`, counted from 1) or its setup (`at` is
    /// none), for the reason its table gives (a sentence), in each language.
    Refused {
        at: Option<usize>,
        en: String,
        fr: String,
    },
    TooLarge,
    /// Only the page of the save's game carries its engine (a page carries one game).
    OtherPage(GameKind),
}

/// What a game's page says of its saves (each game's page implements it): the kind they name,
/// the reason a save its engine refuses is kept aside in the words its table uses (the engine's
/// own English messages stay out of the pages), and what the shelf shows of a game.
pub trait SavedGame: Game {
    const KIND: GameKind;
    fn refusal(e: &Self::Error, setup: &Self::Setup, players: &[PlayerConfig], l: Lang) -> String;
    /// The options the game was started with, and each seat's score when everybody may see it.
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>);
}

/// A full check of a save (its envelope, then every move replayed by its game's engine), saying
/// how far the game has gone: [`check_as`] for one game, or the rooms' dispatch over every game
/// the page carries. The functions below that check a save are handed one.
pub type Check = fn(&SaveFile) -> Result<Summary, LoadError>;

impl LoadError {
    /// The message in the player's language (`en.rs`, `fr.rs`).
    pub fn describe(&self, l: Lang) -> String {
        l.say(self).into_owned()
    }

    /// What the parser said, for whoever opens the "details" toggle (never in the message).
    pub fn details(&self) -> Option<&str> {
        match self {
            LoadError::Damaged(d) | LoadError::Moves(d) => Some(d),
            _ => None,
        }
    }
}

/// Why a save cannot be opened, worded by each language's file.
impl Message for LoadError {
    fn en(&self) -> Cow<'static, str> {
        en::load_error(self)
    }
    fn fr(&self) -> Cow<'static, str> {
        fr::load_error(self)
    }
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for LoadError {}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StoreError {
    #[error("The browser's storage is full or refused the save.")]
    Refused,
    #[error("The browser's storage cannot be used.")]
    NoStorage,
}

/// Brings an envelope of an older format up to [`FORMAT`], one step at a time. Format 1 is the
/// first one published, so nothing older can be converted.
fn migrate(format: u64, value: serde_json::Value) -> Result<serde_json::Value, LoadError> {
    match format {
        f if f == u64::from(FORMAT) => Ok(value),
        // Format 1 had no redo stack: `redo` stays null, nothing to redo. Format 2 had no seal.
        1 | 2 => Ok(value),
        f if f > u64::from(FORMAT) => Err(LoadError::TooNew(u32::try_from(f).unwrap_or(u32::MAX))),
        f => Err(LoadError::TooOld(u32::try_from(f).unwrap_or(0))),
    }
}

/// Reads a save's envelope (not yet its moves: see [`check`]).
pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            LoadError::Truncated
        } else {
            LoadError::Corrupted
        }
    })?;
    let serde_json::Value::Object(fields) = &value else {
        return Err(LoadError::Foreign);
    };
    if !fields.contains_key("record") && !fields.contains_key("format") {
        return Err(LoadError::Foreign);
    }
    let format = match fields.get("format") {
        None => 0,
        Some(f) => f
            .as_u64()
            .ok_or_else(|| LoadError::Damaged("`format` is not a number".into()))?,
    };
    if let Some(game) = fields.get("game").and_then(serde_json::Value::as_str) {
        if !GameKind::SHELF.iter().any(|g| {
            serde_json::to_value(g)
                .ok()
                .as_ref()
                .and_then(|v| v.as_str())
                == Some(game)
        }) {
            return Err(LoadError::UnknownGame(game.chars().take(40).collect()));
        }
    }
    let value = migrate(format, value)?;
    serde_json::from_value(value).map_err(|e| LoadError::Damaged(describe_serde(&e)))
}

/// serde's account of a bad field ("missing field `players`"), for the details toggle.
fn describe_serde(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let text = text.split(" at line").next().unwrap_or(&text);
    // serde quotes a wrong value with `{:?}`, which the deployable pages print as nothing
    // (scripts/build): "string , expected u8" reads "string, expected u8" there.
    text.replace(" , ", ", ")
}

/// The options a game was started with, as the shelf names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Options {
    /// Casbah: the casbah's size, whether it is the solo puzzle, and the draft order (absent
    /// from summaries written before there was a choice: the rulebook's).
    Size {
        width: u8,
        height: u8,
        solo: bool,
        #[serde(default)]
        draft: tablee_rules::casbah::DraftOrder,
    },
    /// Drunter & Drüber, Capt'n Clever: the base game or the rulebook's variant (Les Cabanes: the
    /// base game, its only one).
    Variant(bool),
    /// The Robinson companion: the scenario's number in the box.
    Scenario(u8),
}

/// What a score counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unit {
    Points,
    Treasures,
}

/// How far a saved game has gone, read from its replayed game: only what the whole table may
/// see (Drunter's scores depend on secret goals, so they are given once the game is over).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub options: Options,
    /// Actions played so far.
    pub moves: usize,
    /// Whose decision the game waits for; `None` once it is over.
    pub to_move: Option<Seat>,
    /// Each seat's score in seat order, when there is one everybody may see.
    pub scores: Option<(Unit, Vec<i64>)>,
    /// What the hidden piles have shown so far, in a game under way that hides an order
    /// ([`tablee_rules::Record::shown_by`]): what the home page, which carries no engine, puts
    /// in an exported file instead of the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<Vec<Vec<u16>>>,
}

/// Checks a save of `G` completely and says how far the game has gone; a save of another game
/// is refused as one for another page.
pub fn check_as<G: SavedGame>(save: &SaveFile) -> Result<Summary, LoadError> {
    if save.game != G::KIND {
        return Err(LoadError::OtherPage(save.game));
    }
    let session = session_of::<G>(save)?;
    let game = session.game();
    let (options, scores) = game.shelf_facts();
    let shown = if game.is_over() {
        None
    } else {
        session.record().shown_by(game).filter(|s| !s.is_empty())
    };
    Ok(Summary {
        options,
        moves: session.record().turns.len(),
        to_move: game.to_move(),
        scores,
        shown,
    })
}

/// A save's line on the shelf, stored beside it by the page of its game each time it writes or
/// opens the save, so that the home page (which carries no engine) shows every save's state.
/// It counts only for the exact text it was made from (`text_hash`): a save changed since (by
/// an older version, or by hand) shows as not yet checked until its game's page opens it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShelfLine {
    pub text_hash: String,
    pub state: Result<Summary, LoadError>,
}

/// FNV-1a over a save's text: short and stable, only to tell that the text is the same.
pub fn text_hash(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// What the shelf says of a save it cannot check itself: its stored line, if it was made from
/// this very text.
pub fn shelf_line(id: &str, text: &str) -> Option<Result<Summary, LoadError>> {
    let stored = local()?
        .get_item(&format!("{SHELF_PREFIX}{id}"))
        .ok()
        .flatten()?;
    let line: ShelfLine = serde_json::from_str(&stored).ok()?;
    (line.text_hash == text_hash(text)).then_some(line.state)
}

/// Writes a save's shelf line (on the page of its game, which has just checked it).
fn note_on_shelf(id: &str, text: &str, state: Result<Summary, LoadError>) {
    let line = ShelfLine {
        text_hash: text_hash(text),
        state,
    };
    if let (Some(storage), Ok(json)) = (local(), serde_json::to_string(&line)) {
        // A refused line only costs the shelf its detail: the save itself is what matters.
        let _ = storage.set_item(&format!("{SHELF_PREFIX}{id}"), &json);
    }
}

/// A save's game replayed by its engine (every move checked again), with what undo took away.
pub fn session_of<G: SavedGame>(save: &SaveFile) -> Result<Session<G>, LoadError> {
    let record: Record<G> = serde_json::from_value(save.record.clone())
        .map_err(|e| LoadError::Moves(format!("record: {}", describe_serde(&e))))?;
    let redo: Vec<Turn<G>> = if save.redo.is_null() {
        Vec::new()
    } else {
        serde_json::from_value(save.redo.clone())
            .map_err(|e| LoadError::Moves(format!("redo: {}", describe_serde(&e))))?
    };
    let setup = record.setup.clone();
    let refused = |at: Option<usize>, e: &G::Error| LoadError::Refused {
        at,
        en: G::refusal(e, &setup, &save.players, Lang::En),
        fr: G::refusal(e, &setup, &save.players, Lang::Fr),
    };
    Session::from_saved(record, redo).map_err(|e| match e {
        RecordError::Setup(e) => refused(None, &e),
        RecordError::WrongSeat { index, .. } => LoadError::WrongSeat(index + 1),
        RecordError::Illegal { index, error } => refused(Some(index + 1), &error),
    })
}

/// What a save whose move `n` its engine refuses still holds: the game up to the move before
/// it, and the refused move, for a page that shows it read-only (the companion's sheet). None
/// when the fault is elsewhere (unreadable moves, a wrong player, a setup refused).
pub fn readable_part<G: Game>(save: &SaveFile) -> Option<(Session<G>, G::Action)> {
    let mut record: Record<G> = serde_json::from_value(save.record.clone()).ok()?;
    let Err(RecordError::Illegal { index, .. }) = Session::from_record(record.clone()) else {
        return None;
    };
    let refused = record.turns.get(index)?.action.clone();
    record.turns.truncate(index);
    Some((Session::from_record(record).ok()?, refused))
}

/// The envelope around a game being played.
pub fn save_file<G: SavedGame>(
    id: &str,
    players: &[PlayerConfig],
    session: &Session<G>,
) -> SaveFile {
    SaveFile {
        format: FORMAT,
        id: id.to_string(),
        game: G::KIND,
        updated: now(),
        players: players.to_vec(),
        over: session.game().is_over(),
        record: serde_json::to_value(session.record()).unwrap_or_default(),
        redo: serde_json::to_value(session.redo_stack()).unwrap_or_default(),
        sealed: None,
    }
}

/// The file Export offers of `save`. A finished game has nothing left to hide: it goes whole.
/// A game under way goes sealed ([`crate::seal`]), so that the file shows no seat's secret;
/// and when its game hides an order (`shown`, from its shelf line), its record goes without
/// the seed, which would tell that order: what the piles have shown is dealt as it came, and
/// the rest is dealt anew from a seed drawn on import ([`unsealed`]).
pub fn exported(save: &SaveFile, shown: Option<&[Vec<u16>]>) -> SaveFile {
    if save.over || save.sealed.is_some() {
        return save.clone();
    }
    let mut record = save.record.clone();
    if let (Some(shown), serde_json::Value::Object(fields)) = (shown, &mut record) {
        fields.remove("seed");
        fields.insert("shown".into(), serde_json::json!(shown));
    }
    let inside = serde_json::json!({ "record": record, "redo": save.redo });
    SaveFile {
        format: FORMAT,
        record: serde_json::Value::Null,
        redo: serde_json::Value::Null,
        sealed: Some(crate::seal::seal(
            &inside.to_string(),
            save.updated.to_bits(),
        )),
        ..save.clone()
    }
}

/// An imported file as a save: a sealed one opened, its record given `seed` if it came
/// without one (its hidden order is dealt anew from it). Any other file is kept as it is.
pub fn unsealed(save: SaveFile, seed: u64) -> Result<SaveFile, LoadError> {
    let Some(sealed) = &save.sealed else {
        return Ok(save);
    };
    let damaged = || LoadError::Moves("the sealed record cannot be read".into());
    let inside: serde_json::Value = crate::seal::unseal(sealed)
        .and_then(|text| serde_json::from_str(&text).ok())
        .ok_or_else(damaged)?;
    let serde_json::Value::Object(mut inside) = inside else {
        return Err(damaged());
    };
    let mut record = inside.remove("record").ok_or_else(damaged)?;
    if let serde_json::Value::Object(fields) = &mut record {
        fields.entry("seed").or_insert(serde_json::json!(seed));
    }
    Ok(SaveFile {
        record,
        redo: inside.remove("redo").unwrap_or_default(),
        sealed: None,
        ..save
    })
}

/// Stores a game being played under `id`, its shelf line written by its own engine's check.
pub fn store_session<G: SavedGame>(
    id: &str,
    players: &[PlayerConfig],
    session: &Session<G>,
) -> Result<(), StoreError> {
    store(&save_file(id, players, session), check_as::<G>)
}

/// [`parse`] then `check`.
pub fn read(text: &str, check: Check) -> Result<SaveFile, LoadError> {
    let save = parse(text)?;
    check(&save)?;
    Ok(save)
}

fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

fn exists(id: &str) -> bool {
    local()
        .and_then(|s| s.get_item(&key(id)).ok().flatten())
        .is_some()
}

/// An id no save uses yet, starting from `base`.
fn free_id(base: &str) -> String {
    let mut id = base.to_string();
    let mut n = 2;
    while exists(&id) {
        id = format!("{base}-{n}");
        n += 1;
    }
    id
}

/// A fresh id for a new game, never one a save already has.
pub fn new_id(seed: u64) -> String {
    free_id(&format!("g{:x}{:04x}", now() as u64, seed & 0xffff))
}

pub fn load(id: &str, check: Check) -> Result<SaveFile, LoadError> {
    read(&raw(id)?, check)
}

/// Opens a saved game of `G` for play: its envelope read, its moves replayed by the engine
/// once (the same checks as [`load`], whose replay would otherwise be done twice).
pub fn open<G: SavedGame>(id: &str) -> Result<(Vec<PlayerConfig>, Session<G>), LoadError> {
    let save = parse(&raw(id)?)?;
    if save.game != G::KIND {
        return Err(LoadError::WrongGame {
            save: save.game,
            page: G::KIND,
        });
    }
    let session = session_of(&save).inspect_err(|e| {
        if let Ok(text) = raw(id) {
            note_on_shelf(id, &text, Err(e.clone()));
        }
    })?;
    Ok((save.players, session))
}

/// The game a save is of, read from its envelope alone (no engine): which page opens it.
pub fn kind_of(id: &str) -> Option<GameKind> {
    raw(id)
        .ok()
        .and_then(|text| parse(&text).ok())
        .map(|s| s.game)
}

/// A save's text as stored (for export).
pub fn raw(id: &str) -> Result<String, LoadError> {
    let storage = local().ok_or(LoadError::NoStorage)?;
    storage
        .get_item(&key(id))
        .map_err(|_| LoadError::NoStorage)?
        .ok_or(LoadError::Missing)
}

/// The text of the file Export offers of the save `id`: [`exported`], with what its game's page
/// noted of its piles. A save kept aside (its envelope unreadable, or its game's page refused
/// it) goes as it is, to be mended.
pub fn export_text(id: &str) -> Option<String> {
    let text = raw(id).ok()?;
    let Ok(save) = parse(&text) else {
        return Some(text);
    };
    let shown = match shelf_line(id, &text) {
        Some(Err(_)) => return Some(text),
        Some(Ok(summary)) => summary.shown,
        None => None,
    };
    serde_json::to_string(&exported(&save, shown.as_deref())).ok()
}

/// Offers a save's text as a file to download (from the shelf, or a game's own page).
pub fn export(id: &str) {
    let Some(text) = export_text(id) else { return };
    let blob = gloo::file::Blob::new_with_options(text.as_str(), Some("application/json"));
    let url = gloo::file::ObjectUrl::from(blob);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(a) = document
        .create_element("a")
        .ok()
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlAnchorElement>(e).ok())
    else {
        return;
    };
    a.set_href(&url);
    a.set_download(&format!("tablee-{id}.json"));
    a.click();
    // The browser reads the URL after this handler returns: release it a little later.
    gloo::timers::callback::Timeout::new(30_000, move || drop(url)).forget();
}

/// The time to show for `save` about to replace `previous`: its own when a move was played or
/// taken back since, the previous one when only the game was opened again.
pub fn last_move_time(save: &SaveFile, previous: Option<&SaveFile>) -> f64 {
    match previous {
        Some(p) if p.id == save.id && p.record == save.record && p.redo == save.redo => p.updated,
        _ => save.updated,
    }
}

/// Stores a save under its id; on the page of its game, `check` writes its shelf line too.
pub fn store(save: &SaveFile, check: Check) -> Result<(), StoreError> {
    let storage = local().ok_or(StoreError::NoStorage)?;
    let previous = storage
        .get_item(&key(&save.id))
        .ok()
        .flatten()
        .and_then(|text| parse(&text).ok());
    let save = SaveFile {
        updated: last_move_time(save, previous.as_ref()),
        ..save.clone()
    };
    let text = serde_json::to_string(&save).map_err(|_| StoreError::Refused)?;
    storage
        .set_item(&key(&save.id), &text)
        .map_err(|_| StoreError::Refused)?;
    if save.game.here() {
        note_on_shelf(&save.id, &text, check(&save));
    }
    Ok(())
}

pub fn delete(id: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(&key(id));
        let _ = s.remove_item(&format!("{SHELF_PREFIX}{id}"));
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ImportError {
    #[error("{0}")]
    Load(LoadError),
    #[error("{0}")]
    Store(StoreError),
}

/// Imports a save from a file's text after the same checks as a stored save. It gets a new id if
/// its own is taken: an import never overwrites a save. Returns the id it was stored under.
pub fn import(text: &str, check: Check) -> Result<String, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::Load(LoadError::TooLarge));
    }
    // A page that does not carry the save's game checks its envelope only; its game's page
    // replays its moves when it is opened, and keeps it aside if one is illegal.
    let mut save = parse(text)
        .and_then(|save| unsealed(save, crate::address::random_seed()))
        .map_err(ImportError::Load)?;
    if save.game.here() {
        check(&save).map_err(ImportError::Load)?;
    }
    let base: String = save
        .id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(40)
        .collect();
    save.id = free_id(if base.is_empty() { "imported" } else { &base });
    store(&save, check).map_err(ImportError::Store)?;
    Ok(save.id)
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Game(SaveFile, Summary),
    /// A save of a game this page does not carry, whose page has not checked this text yet (a
    /// save written before the shelf lines, or changed since): shown with its envelope's facts.
    Unchecked(SaveFile),
    /// Kept aside: shown with its reason, and its game and last move when they can still be
    /// read; never deleted but by the player.
    Damaged {
        id: String,
        error: LoadError,
        game: Option<GameKind>,
        updated: Option<f64>,
    },
}

/// Every save, newest first; bad ones after, with their reason.
pub fn list(check: Check) -> Vec<Listed> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let len = storage.length().unwrap_or(0);
    let mut games = Vec::new();
    let mut damaged = Vec::new();
    for i in 0..len {
        let Some(k) = storage.key(i).ok().flatten() else {
            continue;
        };
        let Some(id) = k.strip_prefix(PREFIX) else {
            continue;
        };
        let Some(text) = storage.get_item(&k).ok().flatten() else {
            continue;
        };
        let state = parse(&text).map(|save| {
            let state = if save.game.here() {
                Some(check(&save))
            } else {
                shelf_line(id, &text)
            };
            (save, state)
        });
        match state {
            Ok((save, Some(Ok(summary)))) => games.push(Listed::Game(save, summary)),
            Ok((save, None)) => games.push(Listed::Unchecked(save)),
            Ok((_, Some(Err(error)))) | Err(error) => {
                let (game, updated) = glimpse(&text);
                damaged.push(Listed::Damaged {
                    id: id.to_string(),
                    error,
                    game,
                    updated,
                });
            }
        }
    }
    sort_newest_first(&mut games);
    games.into_iter().chain(damaged).collect()
}

/// The game and the time of the last move of a save that cannot open, when its text still
/// names them: read field by field, whatever is wrong elsewhere in it.
pub fn glimpse(text: &str) -> (Option<GameKind>, Option<f64>) {
    let Ok(serde_json::Value::Object(fields)) = serde_json::from_str(text) else {
        return (None, None);
    };
    let game = fields
        .get("game")
        .and_then(|g| serde_json::from_value(g.clone()).ok());
    let updated = fields
        .get("updated")
        .and_then(serde_json::Value::as_f64)
        .filter(|t| t.is_finite() && *t > 0.0);
    (game, updated)
}

/// Whether the save `id` names a seat played on another device (read from its envelope, no
/// engine needed): such a table opens on its game's live page.
pub fn plays_across_devices(id: &str) -> bool {
    let Ok(text) = raw(id) else { return false };
    let Ok(serde_json::Value::Object(fields)) = serde_json::from_str(&text) else {
        return false;
    };
    fields
        .get("players")
        .and_then(serde_json::Value::as_array)
        .is_some_and(|players| {
            players
                .iter()
                .any(|p| p.get("kind").and_then(|k| k.get("Remote")).is_some())
        })
}

/// Games by the time of their last move, the newest first.
pub fn sort_newest_first(games: &mut [Listed]) {
    let time = |l: &Listed| match l {
        Listed::Game(save, _) | Listed::Unchecked(save) => save.updated,
        Listed::Damaged { .. } => f64::NEG_INFINITY,
    };
    games.sort_by(|a, b| time(b).total_cmp(&time(a)));
}

/// Best score kept for a puzzle (e.g. Casbah solo per size).
pub fn best(key: &str) -> Option<i64> {
    local()?
        .get_item(&format!("tablee.best.{key}"))
        .ok()
        .flatten()?
        .parse()
        .ok()
}

/// Keeps `score` if it beats the best so far; true when it did.
pub fn offer_best(key: &str, score: i64) -> bool {
    if best(key).is_some_and(|b| b >= score) {
        return false;
    }
    local().is_some_and(|s| {
        s.set_item(&format!("tablee.best.{key}"), &score.to_string())
            .is_ok()
    })
}

/// Saves a game whenever `changed` changes (its number of actions and its players, say); never
/// while it is `None` (a table this device does not keep). Returns true while the browser
/// refuses the save: the game then goes on in memory.
#[yew::hook]
pub fn use_autosave<K: PartialEq + 'static>(
    changed: Option<K>,
    check: Check,
    save: impl FnOnce() -> SaveFile + 'static,
) -> bool {
    let failed = yew::use_state_eq(|| false);
    {
        let failed = failed.clone();
        yew::use_effect_with(changed, move |changed| {
            if changed.is_some() {
                failed.set(store(&save(), check).is_err());
            }
        });
    }
    *failed
}

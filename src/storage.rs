//! Saved games in the browser's localStorage: one key per game, each a versioned envelope around the
//! game's record (setup, seed, actions). A damaged save is reported, never deleted or overwritten.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::route::GameKind;
use crate::seats::PlayerConfig;

/// Version of the save envelope. Bump it (and teach [`parse`] to migrate) when it changes.
pub const FORMAT: u32 = 1;
const PREFIX: &str = "tablee.save.";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub id: String,
    pub game: GameKind,
    /// Milliseconds since the epoch, for sorting.
    pub updated: f64,
    pub players: Vec<PlayerConfig>,
    pub over: bool,
    /// The game's own record, checked again by its engine when loaded.
    pub record: serde_json::Value,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadError {
    #[error("no saved game has this name")]
    Missing,
    #[error("the save is damaged")]
    Damaged,
    #[error("the save comes from a newer version of Tablée ({0})")]
    TooNew(u32),
    #[error("the save's moves do not replay: {0}")]
    Replay(String),
    #[error("the browser's storage cannot be read")]
    NoStorage,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StoreError {
    #[error("the browser's storage is full or refused the save")]
    Refused,
    #[error("the browser's storage cannot be used")]
    NoStorage,
}

/// Reads and checks a save's text.
pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| LoadError::Damaged)?;
    let format = value
        .get("format")
        .and_then(serde_json::Value::as_u64)
        .ok_or(LoadError::Damaged)?;
    if format > u64::from(FORMAT) {
        return Err(LoadError::TooNew(u32::try_from(format).unwrap_or(u32::MAX)));
    }
    serde_json::from_value(value).map_err(|_| LoadError::Damaged)
}

pub fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn now() -> f64 {
    js_now()
}

fn js_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.time_origin() + p.now())
}

/// A fresh id for a new game.
pub fn new_id(seed: u64) -> String {
    format!("g{:x}{:04x}", now() as u64, seed & 0xffff)
}

pub fn load(id: &str) -> Result<SaveFile, LoadError> {
    let storage = local().ok_or(LoadError::NoStorage)?;
    let text = storage
        .get_item(&format!("{PREFIX}{id}"))
        .map_err(|_| LoadError::NoStorage)?
        .ok_or(LoadError::Missing)?;
    parse(&text)
}

pub fn store(save: &SaveFile) -> Result<(), StoreError> {
    let storage = local().ok_or(StoreError::NoStorage)?;
    let text = serde_json::to_string(save).map_err(|_| StoreError::Refused)?;
    storage
        .set_item(&format!("{PREFIX}{}", save.id), &text)
        .map_err(|_| StoreError::Refused)
}

pub fn delete(id: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(&format!("{PREFIX}{id}"));
    }
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Game(SaveFile),
    Damaged { id: String, error: LoadError },
}

/// Every save, newest first; damaged ones are listed as such.
pub fn list() -> Vec<Listed> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let len = storage.length().unwrap_or(0);
    let mut games = Vec::new();
    let mut damaged = Vec::new();
    for i in 0..len {
        let Some(key) = storage.key(i).ok().flatten() else {
            continue;
        };
        let Some(id) = key.strip_prefix(PREFIX) else {
            continue;
        };
        match storage.get_item(&key).ok().flatten().map(|t| parse(&t)) {
            Some(Ok(save)) => games.push(save),
            Some(Err(error)) => damaged.push(Listed::Damaged {
                id: id.to_string(),
                error,
            }),
            None => {}
        }
    }
    games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    games.into_iter().map(Listed::Game).chain(damaged).collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_are_checked_when_read() {
        let good = SaveFile {
            format: FORMAT,
            id: "g1".into(),
            game: GameKind::Casbah,
            updated: 1.0,
            players: Vec::new(),
            over: false,
            record: serde_json::json!({"setup": {}, "seed": 1, "turns": []}),
        };
        let text = serde_json::to_string(&good).unwrap();
        assert_eq!(parse(&text), Ok(good));
        assert_eq!(parse(&text[..text.len() / 2]), Err(LoadError::Damaged));
        assert_eq!(parse("not json"), Err(LoadError::Damaged));
        assert_eq!(parse(r#"{"format": 99}"#), Err(LoadError::TooNew(99)));
        assert_eq!(parse(r#"{"format": 1, "id": 3}"#), Err(LoadError::Damaged));
    }
}

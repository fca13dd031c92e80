//! Helpers shared by the Drunter & Drüber test files.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use tablee_rules::Game;
use tablee_rules::drunter::{Drunter, DrunterSetup, TILES, TileId, TileKind};

/// The `nth` tile of the box of this kind and length.
pub fn tile(kind: TileKind, len: u8, nth: usize) -> TileId {
    TILES
        .iter()
        .filter(|t| t.kind == kind && t.len == len)
        .nth(nth)
        .unwrap()
        .id
}

/// A game whose state is changed through its saved form (hands, goals, cards).
pub fn tweaked(setup: DrunterSetup, seed: u64, f: impl FnOnce(&mut serde_json::Value)) -> Drunter {
    let game = Drunter::new(setup, seed).unwrap();
    let mut v = serde_json::to_value(&game).unwrap();
    f(&mut v);
    serde_json::from_value(v).unwrap()
}

/// The base game (no variant) for `seats` players.
pub fn base(seats: u8) -> DrunterSetup {
    DrunterSetup::new(seats, false)
}

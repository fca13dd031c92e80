//! Helpers shared by the Capt'n Clever test files: islands and positions by name, scenarios.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use tablee_rules::captn::{
    BoardMap, Captn, CaptnAction, CaptnEvent, CaptnSetup, IslandId, PositionId, Scenario,
    SeaLayout, Treasure,
};
use tablee_rules::{Game, Seat};

/// The sea the tests that name islands and positions are written on: the rules are the same on
/// every sea, and the rulebook's illustrations were laid out on this one.
pub const SEA: SeaLayout = SeaLayout::First;

pub fn board() -> BoardMap {
    BoardMap::of_layout(SEA).unwrap()
}

/// A game's setup on the tests' sea.
pub fn setup(seats: u8, variant: bool) -> CaptnSetup {
    CaptnSetup {
        sea: SEA,
        ..CaptnSetup::new(seats, variant)
    }
}

/// The island of a treasure, by its key ("map", "anchor", ...).
pub fn isl(name: &str) -> IslandId {
    board()
        .island_of(Treasure::from_key(name).unwrap())
        .unwrap()
}

/// The ship position between two islands, by their keys.
pub fn pos(a: &str, b: &str) -> PositionId {
    board()
        .position_between(isl(a), isl(b))
        .unwrap_or_else(|| panic!("no position {a}-{b}"))
}

/// A scenario at the start of `turn`'s turn: captains, ships and targets by name, one per seat.
pub fn scenario(captains: &[&str], ships: &[(&str, &str)], targets: &[&str], turn: u8) -> Scenario {
    Scenario {
        variant: false,
        sea: SEA,
        captains: captains.iter().map(|c| isl(c)).collect(),
        ships: ships.iter().map(|(a, b)| pos(a, b)).collect(),
        targets: targets.iter().map(|t| isl(t)).collect(),
        found: Vec::new(),
        turn: Seat(turn),
    }
}

pub fn start(s: &Scenario) -> Captn {
    s.start(1).unwrap()
}

pub fn move_ship(g: &mut Captn, a: &str, b: &str) -> Vec<CaptnEvent> {
    g.apply(&CaptnAction::MoveShip {
        position: pos(a, b),
    })
    .unwrap()
}

pub fn move_captain(g: &mut Captn, to: &str) -> Vec<CaptnEvent> {
    g.apply(&CaptnAction::MoveCaptain { island: isl(to) })
        .unwrap()
}

pub fn names(islands: &[IslandId]) -> Vec<&'static str> {
    let b = board();
    islands
        .iter()
        .map(|i| b.island(*i).unwrap().treasure.key())
        .collect()
}

/// Plays a new game's setting up: each seat places its captain and ship as listed, then (base
/// game) each chooser gives the listed target.
pub fn set_up(g: &mut Captn, captains: &[&str], ships: &[(&str, &str)]) {
    for (c, (a, b)) in captains.iter().zip(ships) {
        g.apply(&CaptnAction::PlaceCaptain { island: isl(c) })
            .unwrap();
        g.apply(&CaptnAction::PlaceShip {
            position: pos(a, b),
        })
        .unwrap();
    }
}

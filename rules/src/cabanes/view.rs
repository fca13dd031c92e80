use serde::{Deserialize, Serialize};

use super::{Hut, Phase, TileId, Track};
use crate::Seat;

/// What a seat sees of a pile: its face-up top tile and how many tiles of each back lie below
/// (their order stays secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    pub top: Option<TileId>,
    pub green_below: u8,
    pub yellow_below: u8,
}

/// The game as one seat sees it: everything but the order of the piles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CabanesView {
    pub seat: Seat,
    pub seats: u8,
    pub huts: Vec<Hut>,
    pub tracks: Vec<Track>,
    pub piles: Vec<PileView>,
    /// The tiles in front of every seat (face up, visible to all).
    pub fronts: Vec<Vec<TileId>>,
    pub bananas: Vec<u32>,
    pub destroyed: Vec<TileId>,
    pub turn: Seat,
    pub phase: Phase,
}

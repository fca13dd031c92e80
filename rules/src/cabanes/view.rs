use serde::{Deserialize, Serialize};

use super::legal::{actions_for, targets_on};
use super::{CabanesAction, Hut, Phase, Target, TileId, Track};
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

impl CabanesView {
    /// Whose decision the game waits for; `None` once it is over.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over { .. } => None,
            _ => Some(self.turn),
        }
    }

    pub fn front(&self, seat: Seat) -> &[TileId] {
        self.fronts.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// The same actions as the game's, worked out from what this seat sees.
    pub fn legal_actions(&self) -> Vec<CabanesAction> {
        let tops: Vec<Option<TileId>> = self.piles.iter().map(|p| p.top).collect();
        actions_for(&self.phase, &self.huts, &tops, self.front(self.turn))
    }

    /// During a cannon shot: every tile that may be knocked off, with what falls with it.
    pub fn cannon_targets(&self) -> Vec<Target> {
        match self.phase {
            Phase::Cannon { hut } => targets_on(&self.huts, hut),
            _ => Vec::new(),
        }
    }
}

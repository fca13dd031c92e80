use serde::{Deserialize, Serialize};

use crate::Seat;

/// Where the game stands. Nothing here is secret: every seat's view carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// In turn order, the seat whose turn it is places its captain and its ship (either first).
    Placing,
    /// The chooser of `for_seat` (the seat that holds `for_seat`'s cards) secretly gives it its
    /// next target. `opening`: the round before the first turn, seat 0's target first.
    Choosing { for_seat: Seat, opening: bool },
    /// A turn: the seat may move its ship once and must move its captain if it can.
    Turn {
        ship_moved: bool,
        captain_moved: bool,
        /// The captain stopped on his target this turn (the ship may still move if it has not).
        found: bool,
    },
    /// Someone laid his ninth treasure.
    Over { winner: Seat },
}

impl Phase {
    /// A fresh turn: nothing moved yet.
    pub const START: Phase = Phase::Turn {
        ship_moved: false,
        captain_moved: false,
        found: false,
    };
}

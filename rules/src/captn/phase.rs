use serde::{Deserialize, Serialize};

use crate::Seat;

/// Where the game stands. Nothing here is secret: every seat's view carries it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
        /// The game's last turn: this seat (the second of two) plays it because `finisher` (the
        /// first) has laid his ninth treasure, and shares his win by laying his own ninth now
        /// ([`super::CaptnSetup::last_turn`]).
        #[serde(default)]
        finisher: Option<Seat>,
    },
    /// The game is over: `winners` laid their ninth treasure, the first to lay it first (two
    /// share the win when the second of two players lays his ninth in his last turn).
    Over { winners: Vec<Seat> },
}

impl Phase {
    /// A fresh turn: nothing moved yet.
    pub const START: Phase = Phase::Turn {
        ship_moved: false,
        captain_moved: false,
        found: false,
        finisher: None,
    };

    /// Whether nothing has moved yet in this turn (the game's last turn included).
    pub fn fresh_turn(&self) -> bool {
        matches!(
            self,
            Phase::Turn {
                ship_moved: false,
                captain_moved: false,
                ..
            }
        )
    }
}

use serde::{Deserialize, Serialize};

use crate::Seat;

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The three huts are complete.
    AllComplete,
    /// The piles are empty and this seat cannot build any of its tiles.
    Blocked { seat: Seat },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Play,
    /// The seat to move has just built a cannon on `hut`.
    Cannon {
        hut: u8,
    },
    Over {
        ending: Ending,
    },
}

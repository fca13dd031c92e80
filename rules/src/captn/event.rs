use serde::{Deserialize, Serialize};

use super::{IslandId, PositionId};
use crate::Seat;

/// What happened, for the game log and animations. Events never carry a secret: a target given
/// is announced without its island.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptnEvent {
    CaptainPlaced {
        seat: Seat,
        island: IslandId,
    },
    ShipPlaced {
        seat: Seat,
        position: PositionId,
    },
    /// `seat` received its next target face down, from its chooser (`by`) or, in the easy
    /// variant, from the top of its own deck (`by` is `None`). Only `seat` learns the island.
    TargetGiven {
        seat: Seat,
        by: Option<Seat>,
    },
    ShipMoved {
        seat: Seat,
        from: PositionId,
        to: PositionId,
    },
    /// The captain sailed along `route` (a shortest chain of islands, both ends included).
    CaptainMoved {
        seat: Seat,
        from: IslandId,
        to: IslandId,
        route: Vec<IslandId>,
    },
    /// The captain stopped on his target: the card is laid face up, `count` treasures now.
    TreasureFound {
        seat: Seat,
        island: IslandId,
        count: u8,
    },
    /// The turn ended with the captain where he was: he could not reach any empty island.
    CaptainStayed {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// At two players, `finisher` (the first seat) laid his ninth treasure: his turn is over and
    /// `seat` plays the game's last turn, sharing the win if he lays his own ninth in it.
    LastTurn {
        seat: Seat,
        finisher: Seat,
    },
    /// The game is over: `winners` laid their ninth treasure (two share the win when the second
    /// of two players lays his ninth in his last turn).
    Won {
        winners: Vec<Seat>,
    },
}

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The colour of a jetty: a ship may lie between two facing jetties of the same colour.
///
/// These are board colours, chosen apart from the players' colours so that a jetty is never
/// mistaken for a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum JettyColour {
    Orange,
    Purple,
    Teal,
    Pink,
    White,
    Black,
    Brown,
}

impl JettyColour {
    pub const ALL: [JettyColour; 7] = [
        JettyColour::Orange,
        JettyColour::Purple,
        JettyColour::Teal,
        JettyColour::Pink,
        JettyColour::White,
        JettyColour::Black,
        JettyColour::Brown,
    ];

    /// The word used in the board data file.
    pub fn key(self) -> &'static str {
        match self {
            JettyColour::Orange => "orange",
            JettyColour::Purple => "purple",
            JettyColour::Teal => "teal",
            JettyColour::Pink => "pink",
            JettyColour::White => "white",
            JettyColour::Black => "black",
            JettyColour::Brown => "brown",
        }
    }

    pub fn from_key(key: &str) -> Option<JettyColour> {
        JettyColour::ALL.into_iter().find(|c| c.key() == key)
    }
}

/// A player's colour: his captain, his ship and his nine treasure cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Crew {
    Green,
    Blue,
    Red,
    Yellow,
}

impl Crew {
    pub const ALL: [Crew; 4] = [Crew::Green, Crew::Blue, Crew::Red, Crew::Yellow];

    /// Seats take the colours in this order: seat 0 green, 1 blue, 2 red, 3 yellow.
    pub fn of(seat: Seat) -> Crew {
        Crew::ALL
            .get(seat.index() % Crew::ALL.len())
            .copied()
            .unwrap_or(Crew::Green)
    }

    pub fn key(self) -> &'static str {
        match self {
            Crew::Green => "green",
            Crew::Blue => "blue",
            Crew::Red => "red",
            Crew::Yellow => "yellow",
        }
    }
}

use serde::{Deserialize, Serialize};

/// A place at the table, counted clockwise from the first player (0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat to the left, who plays next.
    pub fn next(self, seats: u8) -> Seat {
        Seat((self.0 + 1) % seats.max(1))
    }
}

use serde::{Deserialize, Serialize};

/// A place at the table, counted clockwise from the first player (0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat to the left, who plays next. Never overflows, even for a seat number a tampered
    /// save made too large.
    pub fn next(self, seats: u8) -> Seat {
        Seat(((u16::from(self.0) + 1) % u16::from(seats.max(1))) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_seat_goes_round_the_table() {
        assert_eq!(Seat(0).next(3), Seat(1));
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(255).next(4), Seat(0));
        assert_eq!(Seat(3).next(0), Seat(0));
    }
}

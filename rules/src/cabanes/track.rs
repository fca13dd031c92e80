use serde::{Deserialize, Serialize};

use crate::Seat;

/// The last space of a hut's score track (25 spaces after the start space); a pawn stops there.
pub const TRACK_END: u8 = 25;

/// A seat's pawn on a hut's track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pawn {
    pub seat: Seat,
    /// 0 = the start space.
    pub space: u8,
    /// When the pawn arrived on its space: an earlier arrival stands higher in the stack.
    pub arrival: u32,
}

/// One hut's score track with every seat's pawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Track {
    pawns: Vec<Pawn>,
}

impl Track {
    /// Every pawn on the start space.
    pub fn new(seats: u8) -> Track {
        Track {
            pawns: (0..seats)
                .map(|s| Pawn {
                    seat: Seat(s),
                    space: 0,
                    arrival: 0,
                })
                .collect(),
        }
    }

    pub fn pawns(&self) -> &[Pawn] {
        &self.pawns
    }

    pub fn space(&self, seat: Seat) -> u8 {
        self.pawns
            .iter()
            .find(|p| p.seat == seat)
            .map_or(0, |p| p.space)
    }

    /// Moves `seat`'s pawn `by` spaces (never past the last space); a pawn that moves goes to the
    /// bottom of the stack on its new space (`arrival` is the game's arrival counter). Returns the
    /// space it stands on.
    pub fn advance(&mut self, seat: Seat, by: u8, arrival: u32) -> u8 {
        let Some(pawn) = self.pawns.iter_mut().find(|p| p.seat == seat) else {
            return 0;
        };
        let to = pawn.space.saturating_add(by).min(TRACK_END);
        if to != pawn.space {
            pawn.space = to;
            pawn.arrival = arrival;
        }
        pawn.space
    }

    /// Pawns from the leader down: furthest first, and on one space the first arrived (higher in
    /// the stack) first. Pawns on the start space come last.
    pub fn ranking(&self) -> Vec<Pawn> {
        let mut pawns = self.pawns.clone();
        pawns.sort_by_key(|p| (std::cmp::Reverse(p.space), p.arrival, p.seat));
        pawns
    }

    /// The seat ahead on this hut, if any pawn has left the start space.
    pub fn leader(&self) -> Option<Seat> {
        self.ranking()
            .first()
            .filter(|p| p.space > 0)
            .map(|p| p.seat)
    }

    /// The pawns standing on `space`, top of the stack first.
    pub fn stack(&self, space: u8) -> Vec<Seat> {
        self.ranking()
            .into_iter()
            .filter(|p| p.space == space)
            .map(|p| p.seat)
            .collect()
    }
}

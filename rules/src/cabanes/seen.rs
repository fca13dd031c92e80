//! Les Cabanes across devices: every tile in the huts, in front of the seats or face up on the
//! piles is open to all; only the order of the piles below their tops is hidden, and the seed
//! that dealt it.

use super::Cabanes;
use crate::{Game, Seat, SeededRng, Seen};

/// What the seed and the piles' stand-in order are dealt from in a seen game: one constant, so
/// that they tell nothing.
const STAND_IN_SEED: u64 = 0;

impl Seen for Cabanes {
    /// The whole game but the piles: below each face-up top, the tiles nobody has seen yet, with
    /// the pile's backs in their places, in an order that depends only on what is open. The
    /// events and actions show only tiles that were face up: they are sent whole.
    fn seen_by(&self, seat: Seat) -> Cabanes {
        let mut seen = self.clone();
        seen.seed = STAND_IN_SEED;
        seen.piles = self
            .view(seat)
            .deal_unseen(&mut SeededRng::new(STAND_IN_SEED));
        seen
    }
}

//! Computer players for Les Cabanes de M'sieur Robinson. They decide from their own seat's
//! [`CabanesView`] only, so they never see the order of the piles.
//!
//! - [`quick_action`]: the action that leaves the seat the most points if the game ended now.
//! - [`strong_action`]: the quick player's best few actions, each played out a few turns on
//!   guesses of the hidden pile order, judged by the lead over the best other seat.

mod quick;
mod strong;

pub use quick::quick_action;
pub use strong::strong_action;

use super::{CabanesAction, CabanesView};
use crate::{SeededRng, Strength};

/// The computer's choice at `strength` for the seat of `view` (`None` when it is not to move).
pub fn choose(
    view: &CabanesView,
    strength: Strength,
    rng: &mut SeededRng,
) -> Option<CabanesAction> {
    match strength {
        Strength::Quick => quick_action(view, rng),
        Strength::Strong => strong_action(view, rng),
    }
}

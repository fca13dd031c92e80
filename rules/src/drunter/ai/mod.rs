//! Computer players for Drunter & Drüber. Both decide from their own seat's [`DrunterView`] only,
//! so they cannot peek at the other goals or ballots.

mod quick;
mod sim;
mod strong;

pub use quick::quick_action;
pub use strong::strong_action;

use crate::drunter::{DrunterAction, DrunterView};
use crate::{SeededRng, Strength};

/// The choice of a computer player of `strength` for the seat of `view` (`None` when that seat is
/// not to move).
pub fn choose(
    view: &DrunterView,
    strength: Strength,
    rng: &mut SeededRng,
) -> Option<DrunterAction> {
    match strength {
        Strength::Quick => quick_action(view, rng),
        Strength::Strong => strong_action(view, rng),
    }
}

//! Computer players for Capt'n Clever. They decide from their own seat's [`CaptnView`] only, so
//! they never see another seat's target or the cards a chooser holds outside his choosing moment.
//!
//! - [`quick_action`]: greedy rules of thumb, one step at a time.
//! - [`strong_action`]: tries every way to play the whole turn (ship then captain, captain then
//!   ship, or stranding the captain on purpose) and keeps the one that leaves its captain fewest
//!   turns from its target, counting on its own ship more than on the others', and the others
//!   farthest from theirs; as a chooser it sends its neighbour to the island that would take him
//!   longest to reach.

mod plan;
mod quick;
mod strong;

pub use plan::{Outcome, hops, open_hops, outcomes, turns_to};
pub use quick::quick_action;
pub use strong::strong_action;

use super::{CaptnAction, CaptnView};
use crate::{SeededRng, Strength};

/// The computer's choice at `strength` for the seat of `view` (`None` when it is not to move).
pub fn choose(view: &CaptnView, strength: Strength, rng: &mut SeededRng) -> Option<CaptnAction> {
    match strength {
        Strength::Quick => quick_action(view, rng),
        Strength::Strong => strong_action(view, rng),
    }
}

/// One of the best-scored items (highest score), ties broken at random.
fn best<T: Clone>(scored: &[(i32, T)], rng: &mut SeededRng) -> Option<T> {
    let top = scored.iter().map(|(s, _)| *s).max()?;
    let ties: Vec<&T> = scored
        .iter()
        .filter(|(s, _)| *s == top)
        .map(|(_, t)| t)
        .collect();
    rng.choose(&ties).map(|t| (*t).clone())
}

//! Drunter & Drüber as one seat knows it ([`Seen`]): the board, the hands of tiles and the cards
//! still held lie open; the other seats' goal cards, their ballots until the reveal and their
//! kept goal are replaced by stand-ins, and the seed, which tells every goal dealt, by a constant.

use super::{Drunter, DrunterAction, GoalCard, Phase};
use crate::{Seat, Seen};

/// What stands in for a goal card a seat may not know, whichever it is. A special card, which
/// the base game never deals.
const UNKNOWN_GOAL: GoalCard = GoalCard::EveryBuilding;

impl Seen for Drunter {
    /// Once the game is over every goal has been revealed and stays: only the seed is replaced.
    /// Before, each other seat keeps as many goal cards, all stand-ins; a ballot cast in secret
    /// is sent empty (who has chosen stays known), and a kept goal as a stand-in (who has kept
    /// stays known).
    fn seen_by(&self, seat: Seat) -> Drunter {
        let mut seen = self.clone();
        seen.seed = 0;
        if self.phase == Phase::Over {
            return seen;
        }
        let other = |s: usize| s != seat.index();
        for (s, goals) in seen.goals.iter_mut().enumerate() {
            if other(s) {
                goals.fill(UNKNOWN_GOAL);
            }
        }
        match &mut seen.phase {
            Phase::Vote {
                ballots,
                revealed: false,
                ..
            } => {
                for (s, ballot) in ballots.iter_mut().enumerate() {
                    if let (true, Some(cards)) = (other(s), ballot) {
                        cards.clear();
                    }
                }
            }
            Phase::Keep { kept } => {
                for (s, goal) in kept.iter_mut().enumerate() {
                    if let (true, Some(goal)) = (other(s), goal) {
                        *goal = UNKNOWN_GOAL;
                    }
                }
            }
            Phase::Build | Phase::Vote { .. } | Phase::Over => {}
        }
        seen
    }

    /// Another seat's ballot and kept goal are sent as stand-ins: the ballot is shown by the
    /// reveal's event, the goals by the end's, which every seat is sent whole. No event carries
    /// a secret before its reveal (`Voted` and `Kept` name only the seat).
    fn action_seen_by(action: &DrunterAction, actor: Seat, seat: Seat) -> DrunterAction {
        match action {
            DrunterAction::Vote { .. } if actor != seat => {
                DrunterAction::Vote { cards: Vec::new() }
            }
            DrunterAction::Keep { .. } if actor != seat => {
                DrunterAction::Keep { goal: UNKNOWN_GOAL }
            }
            _ => action.clone(),
        }
    }
}

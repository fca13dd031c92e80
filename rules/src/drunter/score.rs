use serde::{Deserialize, Serialize};

use super::{Card, GoalCard, Scored, Town};
use crate::Seat;

/// One player's score: what his (kept) goal card earns, building by building, and the tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub seat: Seat,
    pub goal: GoalCard,
    /// The uncovered buildings the goal counts, each with its points.
    pub buildings: Vec<Scored>,
    pub total: u32,
    /// Base game: the votes (yes and no added, the joker counting 2) of the inhabitant cards still
    /// held. Variant: what the second goal card scores.
    pub tie_break: u32,
}

/// The votes a hand of inhabitant cards is worth, for the tie-break.
pub fn tie_break_votes(cards: &[Card]) -> u32 {
    cards.iter().map(|c| c.votes()).sum()
}

pub(crate) fn score_line(
    seat: Seat,
    goals: &[GoalCard],
    town: &Town,
    cards: &[Card],
) -> Option<ScoreLine> {
    let goal = *goals.first()?;
    let buildings = goal.score(town);
    let total = buildings.iter().map(|s| s.points).sum();
    let tie_break = match goals.get(1) {
        Some(second) => second.total(town),
        None => tie_break_votes(cards),
    };
    Some(ScoreLine {
        seat,
        goal,
        buildings,
        total,
        tie_break,
    })
}

/// The seats with the best total, ties broken by the tie-break (several if still tied).
pub(crate) fn winners(scores: &[ScoreLine]) -> Vec<Seat> {
    let best = scores.iter().map(|s| (s.total, s.tie_break)).max();
    scores
        .iter()
        .filter(|s| Some((s.total, s.tie_break)) == best)
        .map(|s| s.seat)
        .collect()
}

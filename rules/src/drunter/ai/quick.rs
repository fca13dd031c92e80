//! The quick computer player: a rule of thumb, answering at once.
//!
//! - Building: lays the tile that costs the goal cards it does not hold most points (on average:
//!   in the variant an opponent may hold "every building" or "all fours" as well as a type) and
//!   costs its own goal nothing (a lay that raises it, such as covering the lowest of a type for
//!   "lowest of each type", is welcome), preferring to avoid toilets where a vote follows (a vote
//!   costs cards); ties broken at random.
//! - Voting: against a tile that would lower its goal's score, with its strongest "no" left; for
//!   its own tile with its weakest "yes"; otherwise it abstains.
//! - Joker: the way it voted, or yes for its own tile.
//! - Variant: keeps the goal card that scores most on the board as it stands.

use crate::drunter::{
    Building, Card, DrunterAction, DrunterView, GoalCard, PhaseView, Plan, Tile, Town, Vote,
};
use crate::{Pos, SeededRng};

/// The quick player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn quick_action(view: &DrunterView, rng: &mut SeededRng) -> Option<DrunterAction> {
    if view.to_move != Some(view.seat) {
        return None;
    }
    match &view.phase {
        PhaseView::Over { .. } => None,
        PhaseView::Keep { .. } => {
            let best = view
                .goals
                .iter()
                .copied()
                .max_by_key(|g| (g.total(&view.town), std::cmp::Reverse(*g)))?;
            Some(DrunterAction::Keep { goal: best })
        }
        PhaseView::Build => Some(build(view, rng)),
        PhaseView::Vote {
            builder,
            tile,
            path,
            dir,
            revealed,
            ..
        } => {
            let hurts_me = Tile::get(*tile)
                .and_then(|t| view.town.plan(t, *path, *dir).ok())
                .is_some_and(|p| own_change(&view.town, &p, &view.goals, view.goals_kept) < 0);
            let mine = *builder == view.seat;
            let want = if hurts_me {
                Some(Vote::No)
            } else if mine {
                Some(Vote::Yes)
            } else {
                None
            };
            if revealed.is_some() {
                return Some(DrunterAction::Joker {
                    vote: want.unwrap_or(Vote::Yes),
                });
            }
            Some(DrunterAction::Vote {
                cards: ballot(view.my_cards(), want, mine),
            })
        }
    }
}

fn build(view: &DrunterView, rng: &mut SeededRng) -> DrunterAction {
    let lays = view.legal_lays();
    let score = |tile, path, dir| -> i32 {
        Tile::get(tile)
            .and_then(|t| view.town.plan(t, path, dir).ok())
            .map_or(i32::MIN, |plan| {
                lay_score(
                    &view.town,
                    &plan,
                    &view.goals,
                    view.goals_kept,
                    view.variant,
                )
            })
    };
    let scored: Vec<_> = lays
        .iter()
        .map(|(t, p, d)| (score(*t, *p, *d), (*t, *p, *d)))
        .collect();
    let Some(best) = scored.iter().map(|(w, _)| *w).max() else {
        return DrunterAction::Pass;
    };
    let top: Vec<_> = scored
        .iter()
        .filter(|(w, _)| *w == best)
        .map(|(_, l)| *l)
        .collect();
    match rng.choose(&top) {
        Some((tile, path, dir)) => DrunterAction::Lay {
            tile: *tile,
            path: *path,
            dir: *dir,
        },
        None => DrunterAction::Pass,
    }
}

/// How much the quick player likes a lay: points the goal cards it does not hold would lose, its
/// own score spared at almost any price (and a lay that raises it welcome), toilets avoided where
/// they bring a vote (not in the variant).
pub(super) fn lay_score(
    town: &Town,
    plan: &Plan,
    goals: &[GoalCard],
    kept: bool,
    variant: bool,
) -> i32 {
    let others = others_loss(town, plan, goals, variant);
    let own = own_change(town, plan, goals, kept);
    let own = if own < 0 { 20 * own } else { 2 * own };
    let toilets = if variant {
        0
    } else {
        plan.toilets.len() as i32
    };
    others + TENTHS * (own - 3 * toilets)
}

/// [`others_loss`] is counted in tenths of a point, so that the variant's averages keep their
/// differences.
const TENTHS: i32 = 10;

/// What a lay costs the goal cards a seat does not hold, averaged over them and counted for five
/// cards, in tenths of a point: in the base game exactly the points of the other types' buildings it covers; in the
/// variant it weighs each building by every card that may count it (a four is worth more to
/// take away than a five, since "all fours" counts it too).
pub(super) fn others_loss(town: &Town, plan: &Plan, goals: &[GoalCard], variant: bool) -> i32 {
    if plan.buildings.is_empty() {
        return 0;
    }
    let mut unseen = if variant {
        GoalCard::variant_deck()
    } else {
        GoalCard::buildings()
    };
    for g in goals {
        if let Some(i) = unseen.iter().position(|d| d == g) {
            unseen.remove(i);
        }
    }
    if unseen.is_empty() {
        return 0;
    }
    let covered: Vec<Pos> = plan.buildings.iter().map(|(p, _)| *p).collect();
    let lost: i32 = unseen
        .iter()
        .map(|card| match card {
            // Covering the lowest of a type may raise it: only the totals tell.
            GoalCard::LowestOfEachType => {
                card.total(town) as i32 - card.total_without(town, &covered) as i32
            }
            _ => plan.buildings.iter().map(|(_, b)| points(*card, b)).sum(),
        })
        .sum();
    (f64::from(5 * TENTHS * lost) / unseen.len() as f64).round() as i32
}

/// What one standing building scores for `card` (not for "lowest of each type", which depends on
/// the others of its type).
fn points(card: GoalCard, b: &Building) -> i32 {
    match card {
        GoalCard::Building(kind) if kind == b.kind => i32::from(b.value),
        GoalCard::EveryBuilding => 1,
        GoalCard::AllThrees if b.value == 3 => 3,
        GoalCard::AllFours if b.value == 4 => 4,
        _ => 0,
    }
}

/// How a lay would change a seat's own score: for each goal card it still plays for (only the kept
/// one once kept), its total after the lay minus now; the worst of them.
pub(super) fn own_change(town: &Town, plan: &Plan, goals: &[GoalCard], kept: bool) -> i32 {
    let covered: Vec<Pos> = plan.buildings.iter().map(|(p, _)| *p).collect();
    goals
        .iter()
        .take(if kept { 1 } else { 2 })
        .map(|g| g.total_without(town, &covered) as i32 - g.total(town) as i32)
        .min()
        .unwrap_or(0)
}

/// Roughly what a building brings to a seat with these goal cards (only the kept one once kept).
pub(super) fn worth(goals: &[GoalCard], kept: bool, b: &Building) -> i32 {
    goals
        .iter()
        .take(if kept { 1 } else { 2 })
        .map(|g| match g {
            GoalCard::Building(kind) if *kind == b.kind => i32::from(b.value),
            GoalCard::EveryBuilding | GoalCard::LowestOfEachType => 1,
            GoalCard::AllThrees if b.value == 3 => 3,
            GoalCard::AllFours if b.value == 4 => 4,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// The cards to vote with: the strongest card for `want` when it matters (own goal at stake), the
/// weakest when it is just one's own tile; "???" otherwise.
pub(super) fn ballot(held: &[Card], want: Option<Vote>, mine: bool) -> Vec<Card> {
    let Some(want) = want else {
        return vec![Card::Abstain];
    };
    let mut options: Vec<Card> = held
        .iter()
        .copied()
        .filter(|c| c.vote() == Some(want) || *c == Card::Joker)
        .collect();
    options.sort_by_key(|c| c.votes());
    let pick = if mine && want == Vote::Yes {
        options.first()
    } else {
        options.last()
    };
    pick.map_or_else(|| vec![Card::Abstain], |c| vec![*c])
}

//! The strong computer player: determinized playouts from its own seat's view.
//!
//! It sees what its seat sees and nothing more. The other seats' goals are unknown, so it deals
//! them guesses from the goal cards it does not hold itself, favouring building types that are
//! still standing (a player hardly lets his own type be built over, so a type much covered is
//! less likely anybody's). Each guess is a *determinization*: a complete game copied from the
//! view (board, face-up hands and cards) with those goals, which every seat then plays to the end
//! by the quick rule of thumb. An end is worth a share of the win plus a little for the margin.
//!
//! - Building: every distinct lay (tiles of one kind and length are alike) is ranked by what it
//!   covers: its own goal's points lost heavily, the guessed goals' points gained, toilets (a vote
//!   costs cards). The best few are each played out on the same set of guesses, with the same
//!   dice, and the best average wins.
//! - Voting: the pending tile is played out both ways (laid, or returned) to price the outcome.
//!   The other ballots are predicted from the guesses by the quick rule; it then picks the set of
//!   cards that best trades the chance of the outcome it wants against the votes spent (each
//!   vote counts at the tie-break; the joker is kept for when it matters, its way being chosen
//!   after the reveal, a tie goes to yes, and "???" always comes back).
//! - Joker: the way the playouts prefer.
//! - Variant: each goal card it may keep is played out, and it keeps the better.

use super::quick::worth;
use super::sim::{Lay, Sim, count, guess_goals, lays};
use crate::drunter::{Card, DrunterAction, DrunterView, GoalCard, PhaseView, Plan, Tile, Vote};
use crate::{Seat, SeededRng};

/// Lays played out at most (the rest are cut by the quick ranking).
const CANDIDATES: usize = 8;
/// Simulated turns allowed for one building decision (sets the number of guesses).
const BUILD_WORK: usize = 14_000;
/// Guesses per building decision, at least and at most.
const GUESSES: (usize, usize) = (8, 48);
/// Guesses to price a vote or a kept goal.
const VOTE_GUESSES: usize = 24;
/// What spending one vote costs, in win share (the tie-break, later votes).
const VOTE_COST: f64 = 0.004;
/// What spending the joker costs on top of its two votes.
const JOKER_COST: f64 = 0.01;

/// The strong player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn strong_action(view: &DrunterView, rng: &mut SeededRng) -> Option<DrunterAction> {
    if view.to_move != Some(view.seat) {
        return None;
    }
    match &view.phase {
        PhaseView::Over { .. } => None,
        PhaseView::Build => Some(build(view, rng)),
        PhaseView::Keep { .. } => keep(view, rng),
        PhaseView::Vote {
            builder,
            tile,
            path,
            dir,
            revealed,
            ..
        } => {
            let lay = Lay {
                tile: *tile,
                path: *path,
                dir: *dir,
            };
            let plan = Tile::get(*tile).and_then(|t| view.town.plan(t, *path, *dir).ok());
            let guesses = guesses(view, VOTE_GUESSES, rng);
            let (yes, no) = match &plan {
                Some(plan) => vote_values(view, &guesses, *builder, lay, plan),
                None => (0.0, 0.0),
            };
            let want = if yes >= no { Vote::Yes } else { Vote::No };
            if revealed.is_some() {
                return Some(DrunterAction::Joker { vote: want });
            }
            let cards = match &plan {
                Some(plan) => ballot(view, &guesses, *builder, plan, want, (yes - no).abs()),
                None => vec![Card::Abstain],
            };
            Some(DrunterAction::Vote { cards })
        }
    }
}

/// How likely a goal card is to be somebody else's, from the board alone: a building type much
/// covered is probably nobody's, as its owner would have steered the paths away.
fn likelihood(view: &DrunterView, goal: GoalCard) -> f64 {
    let GoalCard::Building(kind) = goal else {
        return 1.0;
    };
    let value = |buildings: Vec<(crate::Pos, crate::drunter::Building)>| -> f64 {
        buildings
            .iter()
            .filter(|(_, b)| b.kind == kind)
            .map(|(_, b)| f64::from(b.value))
            .sum()
    };
    let printed = value(view.town.map().buildings());
    let standing = value(view.town.standing_buildings());
    let left = if printed > 0.0 {
        standing / printed
    } else {
        1.0
    };
    0.1 + left * left
}

/// `n` determinizations of the hidden goals.
fn guesses(view: &DrunterView, n: usize, rng: &mut SeededRng) -> Vec<(Sim, u64)> {
    (0..n)
        .map(|_| {
            let goals = guess_goals(view, |g| likelihood(view, g), rng);
            (Sim::new(view, goals), rng.next_u64())
        })
        .collect()
}

/// The average end, over `guesses`, after `prepare` changes each copy of the game.
fn play_out(guesses: &[(Sim, u64)], me: Seat, prepare: impl Fn(&mut Sim)) -> f64 {
    let total: f64 = guesses
        .iter()
        .map(|(sim, seed)| {
            let mut sim = sim.clone();
            prepare(&mut sim);
            sim.run(&mut SeededRng::new(*seed));
            sim.utility(me)
        })
        .sum();
    total / guesses.len().max(1) as f64
}

fn build(view: &DrunterView, rng: &mut SeededRng) -> DrunterAction {
    let mut options = lays(&view.town, view.hand());
    let lay_action = |lay: Lay| DrunterAction::Lay {
        tile: lay.tile,
        path: lay.path,
        dir: lay.dir,
    };
    if options.len() <= 1 {
        return options
            .pop()
            .map_or(DrunterAction::Pass, |(lay, _)| lay_action(lay));
    }
    let left: usize = view.hands.iter().map(Vec::len).sum();
    let per_guess = CANDIDATES.min(options.len()) * left.max(1);
    let n = (BUILD_WORK / per_guess).clamp(GUESSES.0, GUESSES.1);
    let guesses = guesses(view, n, rng);
    // Rank by what the lay covers, then play the best few out.
    let mut ranked: Vec<(f64, Lay, Plan)> = options
        .into_iter()
        .map(|(lay, plan)| (first_look(view, &guesses, &plan), lay, plan))
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(CANDIDATES);
    let me = view.seat;
    let mut best: Option<(f64, Lay)> = None;
    for (_, lay, plan) in &ranked {
        let v = play_out(&guesses, me, |sim| {
            sim.play(me, *lay, plan);
            sim.turn = me.next(sim.seats);
        });
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, *lay));
        }
    }
    best.map_or(DrunterAction::Pass, |(_, lay)| lay_action(lay))
}

/// A lay's worth at a glance: others' guessed points covered, minus one's own, minus toilets.
fn first_look(view: &DrunterView, guesses: &[(Sim, u64)], plan: &Plan) -> f64 {
    let mut others = 0.0;
    for (sim, _) in guesses {
        for (s, goals) in sim.goals.iter().enumerate() {
            if s != view.seat.index() {
                others += plan
                    .buildings
                    .iter()
                    .map(|(_, b)| f64::from(worth(goals, sim.kept, b)))
                    .sum::<f64>();
            }
        }
    }
    let others = others / guesses.len().max(1) as f64;
    let mine: f64 = plan
        .buildings
        .iter()
        .map(|(_, b)| f64::from(worth(&view.goals, view.goals_kept, b)))
        .sum();
    others - 4.0 * mine - plan.toilets.len() as f64
}

/// The average end if the pending tile is laid, and if it is returned.
fn vote_values(
    view: &DrunterView,
    guesses: &[(Sim, u64)],
    builder: Seat,
    lay: Lay,
    plan: &Plan,
) -> (f64, f64) {
    let me = view.seat;
    let after = builder.next(view.seats);
    let yes = play_out(guesses, me, |sim| {
        sim.build(builder, lay, plan);
        sim.turn = after;
    });
    let no = play_out(guesses, me, |sim| sim.turn = after);
    (yes, no)
}

/// The cards to vote with: the cheapest set that gets `want` often enough for what is at stake,
/// the other ballots predicted from each guess.
fn ballot(
    view: &DrunterView,
    guesses: &[(Sim, u64)],
    builder: Seat,
    plan: &Plan,
    want: Vote,
    stake: f64,
) -> Vec<Card> {
    let me = view.seat.index();
    let others: Vec<Vec<(Vec<Card>, Vote)>> = guesses
        .iter()
        .map(|(sim, _)| {
            let mut b = sim.ballots(builder, plan);
            if let Some(mine) = b.get_mut(me) {
                *mine = (Vec::new(), want);
            }
            b
        })
        .collect();
    // Only cards voting our way (and the joker, turned our way after the reveal) are worth playing.
    // A seat holds each card once: at most four of them, which bounds the sets tried.
    let mut useful: Vec<Card> = view
        .my_cards()
        .iter()
        .copied()
        .filter(|c| c.vote() == Some(want) || *c == Card::Joker)
        .collect();
    useful.sort();
    useful.dedup();
    let mut best = (f64::MIN, Vec::new());
    for mask in 0u32..(1 << useful.len()) {
        let chosen: Vec<Card> = useful
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, c)| *c)
            .collect();
        let wins = others
            .iter()
            .filter(|b| {
                let mut all = (*b).clone();
                if let Some(mine) = all.get_mut(me) {
                    mine.0.clone_from(&chosen);
                }
                count(all.iter().map(|(c, j)| (c.as_slice(), *j))) == want
            })
            .count();
        let p = wins as f64 / others.len().max(1) as f64;
        let votes: u32 = chosen.iter().map(|c| c.votes()).sum();
        let joker = if chosen.contains(&Card::Joker) {
            JOKER_COST
        } else {
            0.0
        };
        let value = p * stake - f64::from(votes) * VOTE_COST - joker;
        if value > best.0 {
            best = (value, chosen);
        }
    }
    if best.1.is_empty() {
        vec![Card::Abstain]
    } else {
        best.1
    }
}

/// Variant: keeps the goal card whose playouts end best.
fn keep(view: &DrunterView, rng: &mut SeededRng) -> Option<DrunterAction> {
    let guesses = guesses(view, VOTE_GUESSES, rng);
    let me = view.seat;
    let mut best: Option<(f64, GoalCard)> = None;
    for goal in view.goals.iter().copied() {
        let v = play_out(&guesses, me, |sim| {
            if let Some(mine) = sim.goals.get_mut(me.index())
                && let Some(i) = mine.iter().position(|g| *g == goal)
            {
                let card = mine.remove(i);
                mine.insert(0, card);
            }
            // Ours is chosen: the others keep by the quick rule.
            let ours = sim.goals.get(me.index()).cloned();
            sim.keep_all();
            if let (Some(ours), Some(slot)) = (ours, sim.goals.get_mut(me.index())) {
                *slot = ours;
            }
            sim.turn = sim.turn.next(sim.seats);
        });
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, goal));
        }
    }
    best.map(|(_, goal)| DrunterAction::Keep { goal })
}

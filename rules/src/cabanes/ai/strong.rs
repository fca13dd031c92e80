//! The strong computer player: the quick player's best few actions, each played out a few turns
//! on guesses of the hidden pile order, and the one that leaves the seat furthest ahead chosen.
//!
//! It sees what its seat sees and nothing more. The order of the piles below their face-up tops
//! is secret, so it deals guesses: the tiles it has not seen (not in a hut, in front of anybody,
//! destroyed or face up) are shuffled by back into each pile's hidden part, as many greens and
//! yellows as its view counts there. Each guess is a complete game copied from the view; after
//! the candidate action every seat plays the quick rule of thumb for a few turns (it sees who
//! would take the tile it leaves, what the next tile turned up gives, who a cannon hurts). The
//! position is then worth the seat's points if the game ended there minus the best of the
//! others' (so taking points from the leader counts as much as scoring), plus a bonus for a
//! game won outright. Every candidate is played out on the same guesses with the same dice.

use std::cmp::Reverse;

use super::quick::{Scorer, quick_action};
use crate::cabanes::{Cabanes, CabanesAction, CabanesView, Phase};
use crate::{Game, Seat, SeededRng};

/// Actions played out at most, the best of the quick ranking (plus its best way to keep a tile).
const CANDIDATES: usize = 6;
/// Turns every seat plays after the candidate before the position is counted.
const ROUNDS: usize = 2;
/// Simulated actions allowed for one decision (sets the number of guesses).
const WORK: usize = 1_000;
/// Guesses per decision, at least and at most.
const GUESSES: (usize, usize) = (4, 24);
/// What winning a finished game is worth, in points of margin.
const WIN: f64 = 10.0;

/// The strong player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn strong_action(view: &CabanesView, rng: &mut SeededRng) -> Option<CabanesAction> {
    if view.to_move() != Some(view.seat) {
        return None;
    }
    let mut actions = view.legal_actions();
    if actions.len() <= 1 {
        return actions.pop();
    }
    // Shuffled first, so that the stable sort breaks the quick ranking's ties at random.
    rng.shuffle(&mut actions);
    let scorer = Scorer::new(view);
    let mut ranked: Vec<(i64, CabanesAction)> =
        actions.into_iter().map(|a| (scorer.value(&a), a)).collect();
    ranked.sort_by_key(|(value, _)| Reverse(*value));
    let mut candidates: Vec<CabanesAction> = ranked
        .iter()
        .take(CANDIDATES)
        .map(|(_, a)| a.clone())
        .collect();
    // Keeping a tile changes no hut now, so the quick ranking puts it last; its worth shows later.
    if let Some((_, keep)) = ranked
        .iter()
        .find(|(_, a)| matches!(a, CabanesAction::Keep { .. }))
        && !candidates.contains(keep)
    {
        candidates.push(keep.clone());
    }
    let horizon = ROUNDS * usize::from(view.seats);
    let guesses = (WORK / (candidates.len() * horizon).max(1)).clamp(GUESSES.0, GUESSES.1);
    let games: Vec<(Cabanes, u64)> = (0..guesses)
        .map(|_| {
            let piles = view.deal_unseen(rng);
            (Cabanes::from_view(view, piles), rng.next_u64())
        })
        .collect();
    let mut best: Option<(f64, CabanesAction)> = None;
    for candidate in candidates {
        let value: f64 = games
            .iter()
            .map(|(game, dice)| play_out(game.clone(), &candidate, view.seat, horizon, *dice))
            .sum();
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, candidate));
        }
    }
    best.map(|(_, a)| a)
}

/// Applies `action` to the guessed `game`, lets every seat play the quick rule for `horizon`
/// changes of turn, and counts what the position is worth to `seat`.
fn play_out(
    mut game: Cabanes,
    action: &CabanesAction,
    seat: Seat,
    horizon: usize,
    dice: u64,
) -> f64 {
    if game.apply(action).is_err() {
        return f64::MIN;
    }
    let mut rng = SeededRng::new(dice);
    let mut turns = 0;
    let mut last = game.turn();
    while let Some(to_move) = game.to_move() {
        if to_move != last {
            turns += 1;
            last = to_move;
            if turns >= horizon {
                break;
            }
        }
        let Some(next) = quick_action(&game.view(to_move), &mut rng) else {
            break;
        };
        if game.apply(&next).is_err() {
            break;
        }
    }
    worth(&game, seat)
}

/// The seat's points if the game ended now minus the best of the others', plus [`WIN`] (shared on
/// a tie) when the game is over and the seat among its winners.
fn worth(game: &Cabanes, seat: Seat) -> f64 {
    let scores = game.scores();
    let mine = scores
        .iter()
        .find(|l| l.seat == seat)
        .map_or(0, |l| l.total);
    let best_other = scores
        .iter()
        .filter(|l| l.seat != seat)
        .map(|l| l.total)
        .max()
        .unwrap_or(0);
    let mut value = f64::from(mine - best_other);
    if matches!(game.phase(), Phase::Over { .. }) {
        let winners = game.winners();
        if winners.contains(&seat) {
            value += WIN / winners.len() as f64;
        }
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cabanes::{Back, CabanesSetup, TileId, tile};

    #[test]
    fn a_guess_deals_exactly_the_unseen_tiles_with_each_piles_backs() {
        for (seats, moves) in [(2, 0), (3, 25), (4, 60)] {
            let mut game = Cabanes::new(CabanesSetup { seats }, 5).unwrap();
            let mut rng = SeededRng::new(5);
            for _ in 0..moves {
                let Some(seat) = game.to_move() else { break };
                let action = quick_action(&game.view(seat), &mut rng).unwrap();
                game.apply(&action).unwrap();
            }
            let view = game.view(game.to_move().unwrap());
            let guessed = view.deal_unseen(&mut SeededRng::new(9));
            let real = game.piles_secret();
            assert_eq!(guessed.len(), real.len());
            let backs = |pile: &[TileId]| -> Vec<Back> {
                pile.iter().map(|t| tile(*t).unwrap().back).collect()
            };
            for (g, r) in guessed.iter().zip(real) {
                assert_eq!(g.last(), r.last(), "the face-up top stays");
                assert_eq!(backs(g), backs(r), "the same backs in the same places");
            }
            let mut dealt: Vec<TileId> = guessed.iter().flatten().copied().collect();
            let mut hidden: Vec<TileId> = real.iter().flatten().copied().collect();
            dealt.sort();
            hidden.sort();
            assert_eq!(dealt, hidden, "only the tiles the view has not seen");
            let other = view.deal_unseen(&mut SeededRng::new(10));
            assert_ne!(other, guessed, "another guess deals another order");
        }
    }
}

//! The strong player: plans whole turns.
//!
//! - Its turn: every way to play the rest of the turn (ship then captain, captain then ship, the
//!   ship alone stranding the captain on purpose, nothing) is scored by [`turns_to`] from where its
//!   captain ends to its target; finding the treasure now beats everything. After a find, with its
//!   next target unknown, it lays its ship where the islands it still needs are closest on
//!   average, the worst of them counting double (its chooser will pick a far one). Every plan
//!   also scores how far it leaves the others from the islands they may still need (their
//!   targets are secret, so all but the top of their pile), the next player weighing most. A
//!   captain stranded at the start of the turn is always freed when the ship can free him.
//! - Choosing: the card whose island would take the neighbour's captain longest to reach.
//! - Setting up: its captain on the island from which all the others are closest, its ship on
//!   the position that helps most from there.

use super::super::{CaptnAction, CaptnView, IslandId, Phase, Pieces, PositionId};
use super::{Outcome, best, hops, outcomes, turns_to};
use crate::{Seat, SeededRng};

/// The strong player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn strong_action(view: &CaptnView, rng: &mut SeededRng) -> Option<CaptnAction> {
    if !view.my_move() {
        return None;
    }
    let board = view.board();
    let seat = view.seat;
    match view.phase() {
        Phase::Over { .. } => None,
        Phase::Placing => {
            if view.pieces().captain(seat).is_none() {
                let scored: Vec<(i32, IslandId)> = view
                    .captain_options()
                    .into_iter()
                    .map(|i| {
                        let total: i32 = board
                            .island_ids()
                            .map(|t| i32::from(hops(board, i, t)))
                            .sum();
                        (-total, i)
                    })
                    .collect();
                let island = best(&scored, rng)?;
                return Some(CaptnAction::PlaceCaptain { island });
            }
            let all: Vec<IslandId> = board.island_ids().collect();
            let scored: Vec<(i32, PositionId)> = view
                .ship_options()
                .into_iter()
                .map(|p| {
                    let mut after = view.pieces().clone();
                    if let Some(s) = after.ships.get_mut(seat.index()) {
                        *s = Some(p);
                    }
                    (-spread(view, &after, seat, &all), p)
                })
                .collect();
            best(&scored, rng).map(|position| CaptnAction::PlaceShip { position })
        }
        Phase::Choosing { for_seat, .. } => {
            let cards = view.choice.clone().unwrap_or_default();
            let pieces = view.pieces();
            let scored: Vec<(i32, IslandId)> = cards
                .iter()
                .map(|c| {
                    let far = pieces
                        .captain(for_seat)
                        .map_or(0, |f| i32::from(hops(board, f, *c)));
                    (turns_to(board, pieces, for_seat, *c) * 8 + far, *c)
                })
                .collect();
            best(&scored, rng).map(|island| CaptnAction::ChooseTarget { island })
        }
        Phase::Turn { found, .. } => {
            // The next targets, once this one is found: the islands still needed.
            let mut left = view.not_found();
            left.retain(|i| Some(*i) != view.target);
            let scored: Vec<(i32, CaptnAction)> = freeing(view, outcomes(view))
                .into_iter()
                .map(|o| {
                    let score = if o.found || found {
                        10_000 - spread(view, &o.pieces, seat, &left)
                    } else {
                        let t = view.target;
                        -t.map_or(0, |t| 8 * turns_to(board, &o.pieces, seat, t))
                            - spread(view, &o.pieces, seat, &left) / 4
                    };
                    (score + denial(view, &o.pieces), o.first)
                })
                .collect();
            best(&scored, rng)
        }
    }
}

/// The plans for a captain stranded at the start of his turn: only those that free him, when
/// his ship can. Waiting for another ship could wait for ever once every captain is stranded.
fn freeing(view: &CaptnView, plans: Vec<Outcome>) -> Vec<Outcome> {
    let seat = view.seat;
    let here = view.pieces().captain(seat);
    let fresh = view.phase().fresh_turn();
    if !fresh || !view.reachable().is_empty() {
        return plans;
    }
    let (moving, staying): (Vec<Outcome>, Vec<Outcome>) = plans
        .into_iter()
        .partition(|o| o.pieces.captain(seat) != here);
    if moving.is_empty() { staying } else { moving }
}

/// How far the islands of `wanted` are from `seat`'s captain: the mean plus the worst, in
/// eighths of a turn.
fn spread(view: &CaptnView, pieces: &Pieces, seat: Seat, wanted: &[IslandId]) -> i32 {
    if wanted.is_empty() {
        return 0;
    }
    let costs: Vec<i32> = wanted
        .iter()
        .map(|t| turns_to(view.board(), pieces, seat, *t))
        .collect();
    let sum: i32 = costs.iter().sum();
    let worst = costs.iter().copied().max().unwrap_or(0);
    2 * sum / costs.len() as i32 + 2 * worst
}

/// How hard the pieces make it for the others to reach the islands they may still need (all but
/// the top of their pile: their targets are secret), the next player counting most as he moves
/// first. Higher is better for this seat.
fn denial(view: &CaptnView, pieces: &Pieces) -> i32 {
    let seats = view.seats();
    let mut total = 0;
    for k in 1..seats {
        let other = Seat((view.seat.0 + k) % seats);
        let top = view.piles.get(other.index()).and_then(|p| p.top);
        let wanted: Vec<IslandId> = view
            .board()
            .island_ids()
            .filter(|i| Some(*i) != top)
            .collect();
        let weight = i32::from(seats - k);
        total += weight * spread(view, pieces, other, &wanted);
    }
    total * DENIAL / 100
}

/// Percent weight of the others' difficulty against this seat's own distance.
const DENIAL: i32 = 25;

//! The quick player: greedy rules of thumb, one action at a time.
//!
//! - Setting up: its captain on a random empty island, its ship at a free position touching it.
//! - Its turn: sails straight to its target when a chain of ships reaches it; else moves its ship
//!   so that one does; else sails to the reachable island fewest hops from the target (over the
//!   lanes it may use, not those a crossing ship closes), and lays its ship from there towards
//!   the target. When a captain who cannot move stands on
//!   its target, it links him with its ship so that he must leave. When its own captain cannot
//!   move, it sails its ship where he can, towards the target.
//! - Choosing for its neighbour: the island most printed hops away from his captain, as the
//!   rulebook suggests.

use super::super::{CaptnAction, CaptnView, IslandId, Phase, PositionId};
use super::{best, hops, open_hops};
use crate::SeededRng;

/// The quick player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn quick_action(view: &CaptnView, rng: &mut SeededRng) -> Option<CaptnAction> {
    if !view.my_move() {
        return None;
    }
    let board = view.board();
    let seat = view.seat;
    match view.phase() {
        Phase::Over { .. } => None,
        Phase::Placing => {
            if view.pieces().captain(seat).is_none() {
                let islands = view.captain_options();
                let island = *rng.choose(&islands)?;
                return Some(CaptnAction::PlaceCaptain { island });
            }
            let options = view.ship_options();
            let mine = view.pieces().captain(seat);
            let near: Vec<PositionId> = options
                .iter()
                .copied()
                .filter(|p| {
                    board
                        .position(*p)
                        .is_some_and(|p| mine.is_some_and(|c| p.joins(c)))
                })
                .collect();
            let pick = rng.choose(&near).or_else(|| rng.choose(&options))?;
            Some(CaptnAction::PlaceShip { position: *pick })
        }
        Phase::Choosing { for_seat, .. } => {
            let cards = view.choice.clone().unwrap_or_default();
            let from = view.pieces().captain(for_seat);
            let scored: Vec<(i32, IslandId)> = cards
                .iter()
                .map(|c| (from.map_or(0, |f| i32::from(hops(board, f, *c))), *c))
                .collect();
            best(&scored, rng).map(|island| CaptnAction::ChooseTarget { island })
        }
        Phase::Turn {
            ship_moved,
            captain_moved,
            ..
        } => Some(turn(view, ship_moved, captain_moved, rng)),
    }
}

fn turn(
    view: &CaptnView,
    ship_moved: bool,
    captain_moved: bool,
    rng: &mut SeededRng,
) -> CaptnAction {
    let board = view.board();
    let seat = view.seat;
    let reach = view.reachable();
    let target = view.target;
    // Hops over the lanes this captain may use: a lane closed by a crossing ship does not lead
    // there (two ships closing each other's lanes would otherwise send both captains to and fro
    // for ever). Printed hops, further than any open way, when no open lane leads there.
    let distance = |i: IslandId| -> i32 {
        target.map_or(0, |t| match open_hops(board, view.pieces(), seat, i, t) {
            u8::MAX => 16 + i32::from(hops(board, i, t)),
            h => i32::from(h),
        })
    };
    if let Some(t) = target {
        if !captain_moved && reach.contains(&t) {
            return CaptnAction::MoveCaptain { island: t };
        }
        if !ship_moved && !captain_moved {
            let opening: Vec<PositionId> = view
                .ship_options()
                .into_iter()
                .filter(|p| {
                    let mut after = view.pieces().clone();
                    if let Some(s) = after.ships.get_mut(seat.index()) {
                        *s = Some(*p);
                    }
                    after.reachable(board, seat).contains(&t)
                })
                .collect();
            if let Some(p) = rng.choose(&opening) {
                return CaptnAction::MoveShip { position: *p };
            }
        }
    }
    if let (false, Some(t)) = (ship_moved, target) {
        // Someone stranded on the target island would never leave it: link him, so that he must
        // sail away on his turn.
        if let Some(other) = view.pieces().captain_on(t).filter(|o| *o != seat)
            && view.pieces().reachable(board, other).is_empty()
        {
            let links: Vec<PositionId> = view
                .ship_options()
                .into_iter()
                .filter(|p| board.position(*p).is_some_and(|p| p.joins(t)))
                .collect();
            if let Some(p) = rng.choose(&links) {
                return CaptnAction::MoveShip { position: *p };
            }
        }
    }
    if !ship_moved && !captain_moved && reach.is_empty() {
        // A stranded captain waits for nobody: if every captain were stranded and waiting, the
        // game would never end. Sail the ship where it frees him, towards the target.
        let scored: Vec<(i32, PositionId)> = view
            .ship_options()
            .into_iter()
            .filter_map(|p| {
                let mut after = view.pieces().clone();
                if let Some(s) = after.ships.get_mut(seat.index()) {
                    *s = Some(p);
                }
                let nearest = after
                    .reachable(board, seat)
                    .into_iter()
                    .map(distance)
                    .min()?;
                Some((-nearest, p))
            })
            .collect();
        if let Some(position) = best(&scored, rng) {
            return CaptnAction::MoveShip { position };
        }
    }
    if !captain_moved && !reach.is_empty() {
        let scored: Vec<(i32, IslandId)> = reach.iter().map(|i| (-distance(*i), *i)).collect();
        if let Some(island) = best(&scored, rng) {
            return CaptnAction::MoveCaptain { island };
        }
    }
    if !ship_moved && let (Some(_), Some(here)) = (target, view.pieces().captain(seat)) {
        // Lay the ship from the captain's island towards the target, unless it already does.
        let towards = |p: PositionId| -> i32 {
            board
                .position(p)
                .and_then(|p| p.other(here))
                .map_or(i32::MAX, distance)
        };
        let now = view.pieces().ship(seat).map_or(i32::MAX, towards);
        let scored: Vec<(i32, PositionId)> = view
            .ship_options()
            .into_iter()
            .filter(|p| towards(*p) < now.min(distance(here)))
            .map(|p| (-towards(p), p))
            .collect();
        if let Some(position) = best(&scored, rng) {
            return CaptnAction::MoveShip { position };
        }
    }
    CaptnAction::EndTurn
}

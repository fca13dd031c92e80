//! What the computer players know how to compute: every way to finish a turn, and how far an
//! island is for a captain.

use super::super::{BoardMap, CaptnAction, CaptnView, IslandId, Phase, Pieces, Position};
use crate::Seat;

/// One way to play the rest of a turn: the action to take now, and where everything stands once
/// the turn is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub first: CaptnAction,
    pub pieces: Pieces,
    /// The captain stops on the seat's target in this plan.
    pub found: bool,
}

/// Every way the seat of `view` can play the rest of its turn (empty outside its turn).
pub fn outcomes(view: &CaptnView) -> Vec<Outcome> {
    let Phase::Turn {
        ship_moved,
        captain_moved,
        ..
    } = view.phase()
    else {
        return Vec::new();
    };
    if !view.my_move() {
        return Vec::new();
    }
    let board = view.board();
    let seat = view.seat;
    let start = view.pieces().clone();
    let target = view.target;
    let mut out = Vec::new();
    let ships_after = |pieces: &Pieces, first: CaptnAction, found: bool, out: &mut Vec<Outcome>| {
        // The ship may stay, or move now that the captain has moved.
        out.push(Outcome {
            first,
            pieces: pieces.clone(),
            found,
        });
        if ship_moved {
            return;
        }
        for p in pieces.open_positions(board, seat) {
            let mut after = pieces.clone();
            set_ship(&mut after, seat, p);
            let first = if first == CaptnAction::EndTurn {
                CaptnAction::MoveShip { position: p }
            } else {
                first
            };
            out.push(Outcome {
                first,
                pieces: after,
                found,
            });
        }
    };
    if captain_moved {
        ships_after(&start, CaptnAction::EndTurn, false, &mut out);
        return out;
    }
    // The captain first (with the ships as they are), then perhaps the ship.
    let reach = start.reachable(board, seat);
    for island in &reach {
        let mut after = start.clone();
        set_captain(&mut after, seat, *island);
        let found = target == Some(*island);
        ships_after(
            &after,
            CaptnAction::MoveCaptain { island: *island },
            found,
            &mut out,
        );
    }
    if reach.is_empty() {
        out.push(Outcome {
            first: CaptnAction::EndTurn,
            pieces: start.clone(),
            found: false,
        });
    }
    // The ship first, then the captain wherever he can go, or nowhere (he stays).
    if !ship_moved {
        for p in start.open_positions(board, seat) {
            let mut moved = start.clone();
            set_ship(&mut moved, seat, p);
            let first = CaptnAction::MoveShip { position: p };
            let reach = moved.reachable(board, seat);
            if reach.is_empty() {
                out.push(Outcome {
                    first,
                    pieces: moved.clone(),
                    found: false,
                });
            }
            for island in reach {
                let mut after = moved.clone();
                set_captain(&mut after, seat, island);
                out.push(Outcome {
                    first,
                    pieces: after,
                    found: target == Some(island),
                });
            }
        }
    }
    out
}

fn set_ship(pieces: &mut Pieces, seat: Seat, p: super::super::PositionId) {
    if let Some(s) = pieces.ships.get_mut(seat.index()) {
        *s = Some(p);
    }
}

fn set_captain(pieces: &mut Pieces, seat: Seat, island: IslandId) {
    if let Some(c) = pieces.captains.get_mut(seat.index()) {
        *c = Some(island);
    }
}

/// Island-to-island hops on the printed board, ships ignored (`u8::MAX` when unlinked).
pub fn hops(board: &BoardMap, from: IslandId, to: IslandId) -> u8 {
    hops_over(board, from, to, |_| true)
}

/// Island-to-island hops for `seat`'s captain over the lanes he may use: those holding a ship
/// and those his ship may sail to, not those a crossing ship closes (`u8::MAX` when none leads
/// there).
pub fn open_hops(
    board: &BoardMap,
    pieces: &Pieces,
    seat: Seat,
    from: IslandId,
    to: IslandId,
) -> u8 {
    hops_over(board, from, to, |p| {
        pieces.ship_on(p.id).is_some() || pieces.ship_spot_errors(board, seat, p.id).is_empty()
    })
}

fn hops_over(
    board: &BoardMap,
    from: IslandId,
    to: IslandId,
    open: impl Fn(&Position) -> bool,
) -> u8 {
    let n = board.islands().len();
    let mut dist = vec![u8::MAX; n];
    let Some(d) = dist.get_mut(from.index()) else {
        return u8::MAX;
    };
    *d = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(here) = queue.pop_front() {
        let dh = dist.get(here.index()).copied().unwrap_or(u8::MAX);
        for p in board.positions_at(here).filter(|p| open(p)) {
            let Some(next) = p.other(here) else { continue };
            if let Some(dn) = dist.get_mut(next.index()).filter(|dn| **dn == u8::MAX) {
                *dn = dh.saturating_add(1);
                queue.push_back(next);
            }
        }
    }
    dist.get(to.index()).copied().unwrap_or(u8::MAX)
}

/// One turn, in the units of [`turns_to`].
pub const TURN: i32 = 4;

/// Roughly how many turns `seat`'s captain needs to reach `to` from where the pieces stand, in
/// quarters of a turn. Each turn he may move his own ship once and then cross any chain of ships:
/// a position with his own ship costs nothing, another player's ship a half turn (it may sail
/// away before he uses it), a free position a turn (his ship must go there), a position blocked
/// by a crossing ship a turn and a half. Using his own ship where it lies and also moving it to a
/// free position on the same voyage costs one more turn (it cannot be in both places at once).
pub fn turns_to(board: &BoardMap, pieces: &Pieces, seat: Seat, to: IslandId) -> i32 {
    let Some(from) = pieces.captain(seat) else {
        return 99 * TURN;
    };
    let own = pieces.ship(seat);
    let n = board.islands().len();
    // Edge weights, and whether the edge is "own" (0) or needs the own ship (free/blocked).
    let edges: Vec<(IslandId, IslandId, i32, u8)> = board
        .positions()
        .iter()
        .map(|p| {
            let (w, kind) = if Some(p.id) == own {
                (0, 1u8)
            } else if pieces.ship_on(p.id).is_some() {
                (TURN / 2, 0)
            } else if pieces.ship_spot_errors(board, seat, p.id).is_empty() {
                (TURN, 2)
            } else {
                (TURN + TURN / 2, 2)
            };
            (p.a, p.b, w, kind)
        })
        .collect();
    // Dijkstra over (island, used own ship, needed own ship elsewhere): 9 x 4 states.
    let state = |i: IslandId, flags: u8| i.index() * 4 + usize::from(flags);
    let mut dist = vec![i32::MAX; n * 4];
    let mut done = vec![false; n * 4];
    if let Some(d) = dist.get_mut(state(from, 0)) {
        *d = 0;
    }
    loop {
        let mut best: Option<(usize, i32)> = None;
        for (s, d) in dist.iter().enumerate() {
            if !done.get(s).copied().unwrap_or(true)
                && *d < i32::MAX
                && best.is_none_or(|(_, b)| *d < b)
            {
                best = Some((s, *d));
            }
        }
        let Some((s, d)) = best else { break };
        if let Some(x) = done.get_mut(s) {
            *x = true;
        }
        let here = IslandId((s / 4) as u8);
        let flags = (s % 4) as u8;
        for (a, b, w, kind) in &edges {
            let next = if *a == here {
                *b
            } else if *b == here {
                *a
            } else {
                continue;
            };
            let nflags = flags | kind;
            let mut cost = d + w;
            if nflags == 3 && flags != 3 {
                cost += TURN;
            }
            if let Some(dn) = dist.get_mut(state(next, nflags)).filter(|dn| cost < **dn) {
                *dn = cost;
            }
        }
    }
    let mut best = (0..4u8)
        .filter_map(|f| dist.get(state(to, f)).copied())
        .min()
        .unwrap_or(i32::MAX)
        .min(99 * TURN);
    if from == to {
        // He stands on it: he must leave and come back.
        best = 2 * TURN;
    } else if let Some(other) = pieces.captain_on(to) {
        // Someone stands there: he cannot stop on it until that captain leaves, which he must do
        // on his turn if a ship links him to an empty island, and may never do otherwise.
        best += if pieces.reachable(board, other).is_empty() {
            2 * TURN
        } else {
            TURN / 2
        };
    }
    best
}

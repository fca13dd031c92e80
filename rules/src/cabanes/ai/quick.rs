//! The quick computer player: one look ahead with the real final scoring.
//!
//! Every legal action is tried on a copy of what the seat sees; the one that leaves the seat the
//! most points if the game ended then (its shares of the three huts, minus its monkey tiles left
//! in front) wins, ties broken at random. Keeping a tile changes no hut, so it is chosen only when
//! every build would cost points.

use crate::cabanes::{CabanesAction, CabanesView, Hut, Placed, Track, hut_scores, share, tile};
use crate::{Seat, SeededRng};

/// The quick player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn quick_action(view: &CabanesView, rng: &mut SeededRng) -> Option<CabanesAction> {
    if view.to_move() != Some(view.seat) {
        return None;
    }
    let actions = view.legal_actions();
    let mut best: Vec<&CabanesAction> = Vec::new();
    let mut best_value = i64::MIN;
    for action in &actions {
        let value = evaluate(view, action);
        if value > best_value {
            best_value = value;
            best.clear();
        }
        if value == best_value {
            best.push(action);
        }
    }
    rng.choose(&best).map(|a| (*a).clone())
}

/// The seat's points (times 10, to tell small differences) if the game ended after `action`.
fn evaluate(view: &CabanesView, action: &CabanesAction) -> i64 {
    let seat = view.seat;
    let mut huts = view.huts.clone();
    let mut tracks = view.tracks.clone();
    let mut monkeys_in_front = view
        .front(seat)
        .iter()
        .filter(|t| tile(**t).is_some_and(|t| t.is_monkey()))
        .count() as i64;
    let tops: Vec<_> = view.piles.iter().map(|p| p.top).collect();
    let built = match action {
        CabanesAction::Keep { pile } => {
            let kept = tops.get(usize::from(*pile)).copied().flatten();
            if kept.and_then(tile).is_some_and(|t| t.is_monkey()) {
                monkeys_in_front += 1;
            }
            None
        }
        CabanesAction::BuildFromPile { pile, spot } => tops
            .get(usize::from(*pile))
            .copied()
            .flatten()
            .map(|t| (t, *spot)),
        CabanesAction::BuildFromFront { tile: t, spot } => {
            if tile(*t).is_some_and(|t| t.is_monkey()) {
                monkeys_in_front -= 1;
            }
            Some((*t, *spot))
        }
        CabanesAction::Fire { hut, cell } => {
            if let Some(h) = huts.get_mut(usize::from(*hut)) {
                let taken = h.knock_off(*cell);
                monkeys_in_front += taken
                    .iter()
                    .filter(|p| tile(p.tile).is_some_and(|t| t.is_monkey()))
                    .count() as i64;
            }
            None
        }
        CabanesAction::HoldFire => None,
    };
    let mut bonus = 0;
    if let Some((t, spot)) = built {
        let (Some(hut), Some(track), Some(def)) = (
            huts.get_mut(usize::from(spot.hut)),
            tracks.get_mut(usize::from(spot.hut)),
            tile(t),
        ) else {
            return i64::MIN;
        };
        let Ok(placement) = hut.check(def, spot.cell, spot.mirrored) else {
            return i64::MIN;
        };
        hut.push(Placed {
            cell: spot.cell,
            tile: t,
            mirrored: spot.mirrored,
        });
        track.advance(seat, placement.advance, u32::MAX);
        // Building beats keeping when the points are equal: the track is what shares the points.
        bonus = 1;
    }
    10 * (points(&huts, &tracks, seat) - monkeys_in_front) + bonus
}

/// The seat's shares of the three huts as they stand.
fn points(huts: &[Hut], tracks: &[Track], seat: Seat) -> i64 {
    let stats: Vec<_> = huts.iter().map(Hut::stats).collect();
    hut_scores(&stats)
        .iter()
        .zip(tracks)
        .flat_map(|(h, t)| share(h.total, t))
        .filter(|(who, _)| *who == seat)
        .map(|(_, p)| i64::from(p))
        .sum()
}

//! The quick computer player: one look ahead with the real final scoring.
//!
//! Every legal action is tried on a copy of what the seat sees; the one that leaves the seat the
//! most points if the game ended then (its shares of the three huts, minus its monkey tiles left
//! in front) wins, ties broken at random. Keeping a tile changes no hut, so it is chosen only when
//! every build would cost points.

use crate::cabanes::{
    CabanesAction, CabanesView, Hut, HutStats, Placed, Spot, TileId, Track, hut_scores, share, tile,
};
use crate::{Seat, SeededRng};

/// The quick player's choice for the seat of `view` (`None` when that seat is not to move).
pub fn quick_action(view: &CabanesView, rng: &mut SeededRng) -> Option<CabanesAction> {
    if view.to_move() != Some(view.seat) {
        return None;
    }
    let actions = view.legal_actions();
    let scorer = Scorer::new(view);
    let mut best: Vec<&CabanesAction> = Vec::new();
    let mut best_value = i64::MIN;
    for action in &actions {
        let value = scorer.value(action);
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

/// What the quick player weighs, worked out once per decision: the counts of every hut as it
/// stands, so that trying an action recounts only the hut that action changes.
pub(super) struct Scorer<'a> {
    view: &'a CabanesView,
    stats: Vec<HutStats>,
    monkeys_in_front: i64,
}

fn is_monkey(t: TileId) -> bool {
    tile(t).is_some_and(|t| t.is_monkey())
}

impl<'a> Scorer<'a> {
    pub(super) fn new(view: &'a CabanesView) -> Scorer<'a> {
        Scorer {
            view,
            stats: view.huts.iter().map(Hut::stats).collect(),
            monkeys_in_front: view
                .front(view.seat)
                .iter()
                .filter(|t| is_monkey(**t))
                .count() as i64,
        }
    }

    /// The seat's points (times 10, to tell small differences) if the game ended after `action`,
    /// plus 1 for a build (building beats keeping when the points are equal: the track is what
    /// shares the points).
    pub(super) fn value(&self, action: &CabanesAction) -> i64 {
        let view = self.view;
        let top = |pile: u8| view.piles.get(usize::from(pile)).and_then(|p| p.top);
        let mut monkeys_in_front = self.monkeys_in_front;
        match action {
            CabanesAction::Keep { pile } => {
                if top(*pile).is_some_and(is_monkey) {
                    monkeys_in_front += 1;
                }
                10 * (self.points(None, None) - monkeys_in_front)
            }
            CabanesAction::BuildFromPile { pile, spot } => match top(*pile) {
                Some(t) => self.built(t, *spot, monkeys_in_front),
                None => i64::MIN,
            },
            CabanesAction::BuildFromFront { tile: t, spot } => {
                if is_monkey(*t) {
                    monkeys_in_front -= 1;
                }
                self.built(*t, *spot, monkeys_in_front)
            }
            CabanesAction::Fire { hut, cell } => {
                let Some(mut target) = view.huts.get(usize::from(*hut)).cloned() else {
                    return i64::MIN;
                };
                let taken = target.knock_off(*cell);
                monkeys_in_front += taken.iter().filter(|p| is_monkey(p.tile)).count() as i64;
                let changed = (usize::from(*hut), target.stats());
                10 * (self.points(Some(changed), None) - monkeys_in_front)
            }
            CabanesAction::HoldFire => 10 * (self.points(None, None) - monkeys_in_front),
        }
    }

    fn built(&self, t: TileId, spot: Spot, monkeys_in_front: i64) -> i64 {
        let h = usize::from(spot.hut);
        let (Some(hut), Some(track), Some(def)) =
            (self.view.huts.get(h), self.view.tracks.get(h), tile(t))
        else {
            return i64::MIN;
        };
        let Ok(placement) = hut.check(def, spot.cell, spot.mirrored) else {
            return i64::MIN;
        };
        let mut hut = hut.clone();
        hut.push(Placed {
            cell: spot.cell,
            tile: t,
            mirrored: spot.mirrored,
        });
        let mut track = track.clone();
        track.advance(self.view.seat, placement.advance, u32::MAX);
        let points = self.points(Some((h, hut.stats())), Some((h, &track)));
        10 * (points - monkeys_in_front) + 1
    }

    /// The seat's shares of the three huts, with hut `stats.0` counted as `stats.1` and the track
    /// of hut `track.0` replaced by `track.1`.
    fn points(&self, stats: Option<(usize, HutStats)>, track: Option<(usize, &Track)>) -> i64 {
        let mut all = self.stats.clone();
        if let Some((h, s)) = stats
            && let Some(slot) = all.get_mut(h)
        {
            *slot = s;
        }
        let tracks = self
            .view
            .tracks
            .iter()
            .enumerate()
            .map(|(h, t)| match track {
                Some((changed, new)) if changed == h => new,
                _ => t,
            });
        seat_points(&all, tracks, self.view.seat)
    }
}

/// The seat's shares of the huts counted as `stats` with their `tracks`.
fn seat_points<'t>(stats: &[HutStats], tracks: impl Iterator<Item = &'t Track>, seat: Seat) -> i64 {
    hut_scores(stats)
        .iter()
        .zip(tracks)
        .flat_map(|(h, t)| share(h.total, t))
        .filter(|(who, _)| *who == seat)
        .map(|(_, p)| i64::from(p))
        .sum()
}

use serde::{Deserialize, Serialize};

use super::{HutStats, Track};
use crate::Seat;

/// The points of the three places of a criterion (size, flag, comfort).
const PLACES: [u32; 3] = [5, 3, 1];

/// The points put on one hut, criterion by criterion.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HutScore {
    pub size: u32,
    pub flag: u32,
    pub comfort: u32,
    pub complete: u32,
    /// Male-female couples of one colour (3 points each).
    pub couples: u32,
    /// Monkeys in no couple (-1 each).
    pub lone: u32,
    /// Never below 0.
    pub total: u32,
}

/// One seat's final points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub seat: Seat,
    /// The share of each hut's points.
    pub shares: Vec<u32>,
    pub bananas: u32,
    /// Monkey tiles still in front of the seat (-1 each).
    pub monkeys_in_front: u32,
    pub total: i32,
}

/// 5 / 3 / 1 by descending `key`; huts without a key get nothing; tied huts share the sum of the
/// places they hold (two first: 4 each; two last: 2 each; all three: 3 each).
pub fn place_points<K: Ord + Copy>(keys: &[Option<K>]) -> Vec<u32> {
    let mut ranked: Vec<(usize, K)> = keys
        .iter()
        .enumerate()
        .filter_map(|(i, k)| k.map(|k| (i, k)))
        .collect();
    ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
    let mut points = vec![0; keys.len()];
    let mut place = 0;
    while place < ranked.len() {
        let Some(&(_, key)) = ranked.get(place) else {
            break;
        };
        let group: Vec<usize> = ranked
            .iter()
            .skip(place)
            .take_while(|(_, k)| *k == key)
            .map(|(i, _)| *i)
            .collect();
        let sum: u32 = PLACES.iter().skip(place).take(group.len()).sum();
        let each = sum / group.len().max(1) as u32;
        for i in &group {
            if let Some(p) = points.get_mut(*i) {
                *p = each;
            }
        }
        place += group.len();
    }
    points
}

/// The points put on each hut at the end.
pub fn hut_scores(stats: &[HutStats]) -> Vec<HutScore> {
    let size = place_points(&stats.iter().map(|s| Some(s.tiles)).collect::<Vec<_>>());
    let flag = place_points(
        &stats
            .iter()
            .map(|s| (s.flags > 0).then_some((s.flag_height, s.flags)))
            .collect::<Vec<_>>(),
    );
    let comfort = place_points(
        &stats
            .iter()
            .map(|s| (s.comfort > 0).then_some(s.comfort))
            .collect::<Vec<_>>(),
    );
    let complete_count = stats.iter().filter(|s| s.complete).count();
    let complete_points = match complete_count {
        1 => 6,
        2 => 3,
        3 => 2,
        _ => 0,
    };
    stats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let couples: u32 = s.monkeys.iter().map(|(_, m, f)| (*m).min(*f)).sum();
            let monkeys: u32 = s.monkeys.iter().map(|(_, m, f)| m + f).sum();
            let lone = monkeys.saturating_sub(2 * couples);
            let mut score = HutScore {
                size: size.get(i).copied().unwrap_or(0),
                flag: flag.get(i).copied().unwrap_or(0),
                comfort: comfort.get(i).copied().unwrap_or(0),
                complete: if s.complete { complete_points } else { 0 },
                couples,
                lone,
                total: 0,
            };
            score.total = (score.size + score.flag + score.comfort + score.complete + 3 * couples)
                .saturating_sub(lone);
            score
        })
        .collect()
}

/// How a hut's points go to the seats: the leader takes half rounded up, the next half of the
/// rest rounded up, and so on; what is left goes to the leader; a pawn on the start space takes
/// nothing. Returns (seat, points) leader first, for pawns that left the start.
pub fn share(points: u32, track: &Track) -> Vec<(Seat, u32)> {
    let ranking: Vec<Seat> = track
        .ranking()
        .into_iter()
        .filter(|p| p.space > 0)
        .map(|p| p.seat)
        .collect();
    let mut left = points;
    let mut shares: Vec<(Seat, u32)> = ranking
        .iter()
        .map(|&seat| {
            let take = left.div_ceil(2);
            left -= take;
            (seat, take)
        })
        .collect();
    if let Some(first) = shares.first_mut() {
        first.1 += left;
    }
    shares
}

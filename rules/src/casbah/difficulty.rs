//! How the tile values were set: by measuring how hard each shape is to place.
//!
//! Random games are played (random sizes from the rulebook, random player counts, random draft,
//! random legal placements). Every time a player is to build, each tile in his hand is tried on every
//! candidate cell (empty, next to the casbah, possibly inside it), every way round. A shape's
//! difficulty is the share of those cells where it fits no way round; the easiest shape is worth 2
//! and the hardest 15, the others in proportion (the entrance is worth 1, as printed).
//!
//! The second set ([`TileSet::Second`]) then groups its shapes into three levels of difficulty,
//! cut where the measured difficulties differ most, each level worth the mean of its shapes'
//! values: neighbouring draft picks are then more often worth the same, so who drafts first
//! matters less and the building more.
//!
//! The third set ([`TileSet::Third`]) takes the values as measured again, one per shape: its
//! shapes are spread so that no value covers most tiles, and the draft weighs six values.

use super::{Casbah, CasbahSetup, Phase, Rotation, Shape, Size, Tile, TileSet};
use crate::{Game, SeededRng};

/// Share of candidate cells where the shape does not fit, per shape (rooms and garden), in [`Shape`] order.
#[derive(Clone, Debug, PartialEq)]
pub struct Difficulty {
    pub rates: Vec<(Shape, f64)>,
    pub games: usize,
}

pub fn measure(set: TileSet, games: usize, seed: u64) -> Difficulty {
    let mut rng = SeededRng::new(seed);
    let mut chances = [0u64; Shape::PLAIN.len()];
    let mut failures = [0u64; Shape::PLAIN.len()];
    for _ in 0..games {
        let (size, counts) = Size::RULEBOOK[rng.below(Size::RULEBOOK.len())];
        let seats = counts[rng.below(counts.len())];
        let Ok(mut game) = Casbah::new(
            CasbahSetup {
                tiles: set,
                ..CasbahSetup::new(size, seats)
            },
            rng.next_u64(),
        ) else {
            continue;
        };
        while let Some(seat) = game.to_move() {
            if *game.phase() == Phase::Build && !game.board().is_empty() {
                let cells = game.board().candidate_cells();
                for tile in game.hand(seat).iter().filter_map(|t| Tile::get(*t)) {
                    if let Some(i) = Shape::PLAIN.iter().position(|s| *s == tile.shape()) {
                        let fitting = cells
                            .iter()
                            .filter(|p| {
                                Rotation::ALL
                                    .iter()
                                    .any(|r| game.board().is_legal(tile, *r, **p))
                            })
                            .count();
                        chances[i] += cells.len() as u64;
                        failures[i] += (cells.len() - fitting) as u64;
                    }
                }
            }
            let actions = game.legal_actions();
            let Some(action) = rng.choose(&actions).cloned() else {
                break;
            };
            if game.apply(&action).is_err() {
                break;
            }
        }
    }
    // A shape the set lacks (the second set has no one-door room) is never tried: left out.
    let rates = Shape::PLAIN
        .iter()
        .zip(chances.iter().zip(failures.iter()))
        .filter(|(_, (c, _))| **c > 0)
        .map(|(shape, (c, f))| (*shape, *f as f64 / *c as f64))
        .collect();
    Difficulty { rates, games }
}

impl Difficulty {
    /// Values 2 (easiest) to 15 (hardest), linear in the failure rate.
    pub fn values(&self) -> Vec<(Shape, u8)> {
        let lo = self.rates.iter().map(|r| r.1).fold(f64::INFINITY, f64::min);
        let hi = self
            .rates
            .iter()
            .map(|r| r.1)
            .fold(f64::NEG_INFINITY, f64::max);
        self.rates
            .iter()
            .map(|(shape, rate)| {
                let t = if hi > lo {
                    (rate - lo) / (hi - lo)
                } else {
                    0.0
                };
                (*shape, (2.0 + 13.0 * t).round() as u8)
            })
            .collect()
    }

    /// The values grouped into `count` levels: the shapes sorted by difficulty are cut at the
    /// `count - 1` widest gaps between neighbours, and each level is worth the rounded mean of its
    /// shapes' [`Difficulty::values`].
    pub fn levels(&self, count: usize) -> Vec<(Shape, u8)> {
        let values = self.values();
        let mut sorted: Vec<(Shape, f64)> = self.rates.clone();
        sorted.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut gaps: Vec<(f64, usize)> = sorted
            .windows(2)
            .enumerate()
            .map(|(i, w)| (w[1].1 - w[0].1, i + 1))
            .collect();
        gaps.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut cuts: Vec<usize> = gaps
            .iter()
            .take(count.saturating_sub(1))
            .map(|g| g.1)
            .collect();
        cuts.sort();
        cuts.push(sorted.len());
        let value_of = |s: Shape| {
            values
                .iter()
                .find(|v| v.0 == s)
                .map_or(0.0, |v| f64::from(v.1))
        };
        let mut out = Vec::new();
        let mut start = 0;
        for cut in cuts {
            let level = sorted.get(start..cut).unwrap_or(&[]);
            let mean =
                level.iter().map(|(s, _)| value_of(*s)).sum::<f64>() / level.len().max(1) as f64;
            out.extend(level.iter().map(|(s, _)| (*s, mean.round() as u8)));
            start = cut;
        }
        // Back in the order of the measure.
        self.rates
            .iter()
            .filter_map(|(s, _)| out.iter().find(|o| o.0 == *s).copied())
            .collect()
    }

    /// The values `set` prints: the first and third sets' in proportion, the second's in three
    /// levels.
    pub fn values_for(&self, set: TileSet) -> Vec<(Shape, u8)> {
        match set {
            TileSet::First | TileSet::Third => self.values(),
            TileSet::Second => self.levels(SECOND_SET_LEVELS),
        }
    }
}

/// How many value levels the second set has.
pub const SECOND_SET_LEVELS: usize = 3;

/// The measure behind the values in `data/casbah/tiles.txt`.
pub const GAMES: usize = 400;
pub const SEED: u64 = 2004;

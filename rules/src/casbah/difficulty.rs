//! How the tile values were set: by measuring how hard each shape is to place.
//!
//! Random games are played (random sizes from the rulebook, random player counts, random draft,
//! random legal placements). Every time a player is to build, each tile in his hand is tried on every
//! candidate cell (empty, next to the casbah, possibly inside it), every way round. A shape's
//! difficulty is the share of those cells where it fits no way round; the easiest shape is worth 2
//! and the hardest 15, the others in proportion (the entrance is worth 1, as printed).

use super::{Casbah, CasbahSetup, Phase, Rotation, Shape, Size, Tile};
use crate::{Game, SeededRng};

/// Share of candidate cells where the shape does not fit, per shape (rooms and garden), in [`Shape`] order.
#[derive(Clone, Debug, PartialEq)]
pub struct Difficulty {
    pub rates: Vec<(Shape, f64)>,
    pub games: usize,
}

pub fn measure(games: usize, seed: u64) -> Difficulty {
    let mut rng = SeededRng::new(seed);
    let mut chances = [0u64; Shape::PLAIN.len()];
    let mut failures = [0u64; Shape::PLAIN.len()];
    for _ in 0..games {
        let (size, counts) = Size::RULEBOOK[rng.below(Size::RULEBOOK.len())];
        let seats = counts[rng.below(counts.len())];
        let Ok(mut game) = Casbah::new(CasbahSetup { size, seats }, rng.next_u64()) else {
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
    let rates = Shape::PLAIN
        .iter()
        .zip(chances.iter().zip(failures.iter()))
        .map(|(shape, (c, f))| (*shape, if *c == 0 { 0.0 } else { *f as f64 / *c as f64 }))
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
}

/// The measure behind the values in `data/casbah/tiles.txt`.
pub const GAMES: usize = 400;
pub const SEED: u64 = 2004;

//! Computer players. Casbah hides nothing, so they see what everyone sees.
//!
//! - Quick: greedy. In the draft it takes the tile worth most; when building it places the tile
//!   worth most that fits, so the costly tiles leave its hand first.
//! - Strong: tries each promising action and plays each out to the end many times (rollouts with a
//!   quick-ish policy for everybody), then keeps the action whose rollouts end best for it: its
//!   score minus the best other score. It thinks in slices ([`Thinker::step`]) so a page stays
//!   responsive, and can be stopped at any time with the best action found so far.

use std::collections::BTreeMap;

use super::solver::{Progress, Solver};
use super::{Casbah, CasbahAction, Phase, Rotation, Shape, Tile, TileId, layout};
use crate::{Game, Seat, SeededRng, Strength};

fn value(id: TileId) -> u8 {
    Tile::get(id).map_or(0, |t| t.value)
}

/// The quick player's choice (`None` once the game is over).
pub fn quick_action(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    if let Phase::Draft { pool } = game.phase() {
        return quick_pick(game, pool, rng);
    }
    if let Some(place) = completing_place(game, rng) {
        return Some(place);
    }
    let actions = game.legal_actions();
    let worth = |a: &CasbahAction| match a {
        CasbahAction::Pick(t) | CasbahAction::Place { tile: t, .. } => value(*t),
        CasbahAction::Pass | CasbahAction::TakeHelp(_) => 0,
    };
    let best = actions.iter().map(worth).max()?;
    let top: Vec<&CasbahAction> = actions.iter().filter(|a| worth(a) == best).collect();
    rng.choose(&top).map(|a| (*a).clone())
}

/// The quick draft: the tile worth most among the shapes a complete casbah of this size still
/// needs (counting what every hand already took, for one layout the box can build), else the
/// tile worth least, since an unneeded tile will likely stay in hand and cost its value. Without
/// such a layout it takes the tile worth most.
fn quick_pick(game: &Casbah, pool: &[TileId], rng: &mut SeededRng) -> Option<CasbahAction> {
    let hands: Vec<TileId> = (0..game.seats())
        .flat_map(|s| game.hand(Seat(s)).to_vec())
        .collect();
    let every: Vec<TileId> = pool.iter().chain(&hands).copied().collect();
    let Some(needed) = layout::needed_shapes(game.board().size(), &every) else {
        // No layout found (a size the rulebook does not list): the most valuable tile.
        let pickable = game.pickable();
        let best = pickable.iter().map(|t| value(*t)).max()?;
        let top: Vec<&TileId> = pickable.iter().filter(|t| value(**t) == best).collect();
        return rng.choose(&top).map(|t| CasbahAction::Pick(**t));
    };
    let mut taken: BTreeMap<Shape, usize> = BTreeMap::new();
    for t in hands.iter().filter_map(|t| Tile::get(*t)) {
        *taken.entry(t.shape()).or_insert(0) += 1;
    }
    let wanted = |t: &TileId| {
        Tile::get(*t).is_some_and(|t| {
            taken.get(&t.shape()).copied().unwrap_or(0)
                < needed.get(&t.shape()).copied().unwrap_or(0)
        })
    };
    let worth = |t: &TileId| {
        let v = i32::from(value(*t));
        if wanted(t) { v } else { -v }
    };
    let pickable = game.pickable();
    let best = pickable.iter().map(worth).max()?;
    let top: Vec<&TileId> = pickable.iter().filter(|t| worth(t) == best).collect();
    rng.choose(&top).map(|t| CasbahAction::Pick(**t))
}

/// How many of its most valuable placements the quick player checks with the solver, and how
/// many positions the solver may look at for each.
const CHECKED_PLACES: usize = 6;
const CHECK_BUDGET: u64 = 2_000;

/// The most valuable placement after which the solver still finds a way to complete the casbah
/// with the tiles every hand holds; `None` when none of the first few does (or it cannot tell).
fn completing_place(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    let seat = game.to_move()?;
    let mut places = game.placements(seat);
    rng.shuffle(&mut places);
    places.sort_by_key(|(t, _, _)| std::cmp::Reverse(value(*t)));
    let held: Vec<TileId> = (0..game.seats())
        .flat_map(|s| game.hand(Seat(s)).to_vec())
        .collect();
    for (tile, rotation, pos) in places.into_iter().take(CHECKED_PLACES) {
        let mut board = game.board().clone();
        let Some(t) = Tile::get(tile) else { continue };
        if board.place(t, rotation, pos).is_err() {
            continue;
        }
        let mut rest = held.clone();
        if let Some(i) = rest.iter().position(|h| *h == tile) {
            rest.swap_remove(i);
        }
        if matches!(
            Solver::new(&board, &rest).step(CHECK_BUDGET),
            Progress::Solved(_)
        ) {
            return Some(CasbahAction::Place {
                tile,
                rotation,
                pos,
            });
        }
    }
    None
}

/// A cheap playout move: mostly the quick choice among a few random tries, sometimes random.
fn playout_action(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    let seat = game.to_move()?;
    match game.phase() {
        Phase::Draft { .. } => {
            let pickable = game.pickable();
            let tile = if rng.below(3) == 0 {
                *rng.choose(&pickable)?
            } else {
                *pickable
                    .iter()
                    .max_by_key(|t| (value(**t), rng.below(1000)))?
            };
            Some(CasbahAction::Pick(tile))
        }
        Phase::Build => {
            let mut hand = game.hand(seat).to_vec();
            rng.shuffle(&mut hand);
            hand.sort_by_key(|t| std::cmp::Reverse(value(*t)));
            let mut cells = game.board().candidate_cells();
            rng.shuffle(&mut cells);
            for id in hand {
                let Some(tile) = Tile::get(id) else { continue };
                for pos in &cells {
                    for rotation in Rotation::ALL {
                        if game.board().is_legal(tile, rotation, *pos) {
                            return Some(CasbahAction::Place {
                                tile: id,
                                rotation,
                                pos: *pos,
                            });
                        }
                    }
                }
            }
            Some(CasbahAction::Pass)
        }
        Phase::Over => None,
    }
}

/// How a finished game went for `seat`: its score minus the best other score.
fn margin(game: &Casbah, seat: Seat) -> i32 {
    let scores = game.scores();
    let mine = scores
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.total);
    let others = scores
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| s.total)
        .max();
    mine - others.unwrap_or(0)
}

/// The strong player's thinking, done a slice at a time.
#[derive(Clone, Debug)]
pub struct Thinker {
    game: Casbah,
    seat: Seat,
    candidates: Vec<CasbahAction>,
    totals: Vec<i64>,
    rollouts: Vec<u32>,
    next: usize,
    rng: SeededRng,
    per_candidate: u32,
}

/// How many actions the strong player looks at closely, and how many playouts each gets.
const CANDIDATES: usize = 10;
const PLAYOUTS: u32 = 16;

impl Thinker {
    pub fn new(game: &Casbah, seed: u64) -> Self {
        let mut rng = SeededRng::new(seed);
        let seat = game.to_move().unwrap_or(Seat(0));
        let mut candidates = Self::shortlist(game, &mut rng);
        candidates.truncate(CANDIDATES);
        let n = candidates.len();
        Thinker {
            game: game.clone(),
            seat,
            candidates,
            totals: vec![0; n],
            rollouts: vec![0; n],
            next: 0,
            rng,
            per_candidate: if n > 1 { PLAYOUTS } else { 0 },
        }
    }

    /// Distinct actions, the most valuable first: one per tile look in the draft, one per
    /// (look, rotation, cell) when building.
    fn shortlist(game: &Casbah, rng: &mut SeededRng) -> Vec<CasbahAction> {
        let mut actions = game.legal_actions();
        rng.shuffle(&mut actions);
        let look = |a: &CasbahAction| match a {
            CasbahAction::Pick(t) | CasbahAction::Place { tile: t, .. } => {
                Tile::get(*t).map(|t| (t.kind, t.sides))
            }
            CasbahAction::Pass | CasbahAction::TakeHelp(_) => None,
        };
        let mut seen = Vec::new();
        actions.retain(|a| {
            let key = (
                look(a),
                if let CasbahAction::Place { pos, rotation, .. } = a {
                    Some((*pos, *rotation))
                } else {
                    None
                },
            );
            if seen.contains(&key) {
                return false;
            }
            seen.push(key);
            true
        });
        actions.sort_by_key(|a| match a {
            CasbahAction::Pick(t) | CasbahAction::Place { tile: t, .. } => {
                std::cmp::Reverse(value(*t))
            }
            CasbahAction::Pass | CasbahAction::TakeHelp(_) => std::cmp::Reverse(0),
        });
        actions
    }

    /// Plays up to `playouts` more playouts; returns how far it is, from 0 to 1.
    pub fn step(&mut self, playouts: u32) -> f32 {
        let total = self.per_candidate * self.candidates.len() as u32;
        for _ in 0..playouts {
            let done: u32 = self.rollouts.iter().sum();
            if done >= total {
                break;
            }
            let i = self.next % self.candidates.len().max(1);
            self.next += 1;
            let mut game = self.game.clone();
            if let Some(action) = self.candidates.get(i) {
                if game.apply(action).is_ok() {
                    let mut moves = 0;
                    while !game.is_over() && moves < 400 {
                        let Some(a) = playout_action(&game, &mut self.rng) else {
                            break;
                        };
                        if game.apply(&a).is_err() {
                            break;
                        }
                        moves += 1;
                    }
                    self.totals[i] += i64::from(margin(&game, self.seat));
                    self.rollouts[i] += 1;
                }
            }
        }
        let done: u32 = self.rollouts.iter().sum();
        if total == 0 {
            1.0
        } else {
            done as f32 / total as f32
        }
    }

    pub fn is_done(&self) -> bool {
        self.rollouts.iter().sum::<u32>() >= self.per_candidate * self.candidates.len() as u32
    }

    /// The best action found so far (the first candidate if none was played out yet).
    pub fn best(&self) -> Option<CasbahAction> {
        let mean = |i: usize| {
            let n = self.rollouts.get(i).copied().unwrap_or(0);
            if n == 0 {
                f64::NEG_INFINITY
            } else {
                self.totals[i] as f64 / f64::from(n)
            }
        };
        let best = (0..self.candidates.len()).max_by(|a, b| mean(*a).total_cmp(&mean(*b)))?;
        if mean(best) == f64::NEG_INFINITY {
            return self.candidates.first().cloned();
        }
        self.candidates.get(best).cloned()
    }

    /// Thinks to the end (native callers, tests and benchmarks).
    pub fn decide(mut self) -> Option<CasbahAction> {
        while !self.is_done() {
            self.step(64);
        }
        self.best()
    }
}

/// The action a computer player of this strength takes (the strong one thinking to the end).
pub fn choose(game: &Casbah, strength: Strength, seed: u64) -> Option<CasbahAction> {
    match strength {
        Strength::Quick => quick_action(game, &mut SeededRng::new(seed)),
        Strength::Strong => Thinker::new(game, seed).decide(),
    }
}

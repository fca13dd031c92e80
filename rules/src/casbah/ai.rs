//! Computer players. Casbah hides nothing, so they see what everyone sees.
//!
//! - Quick: greedy. In the draft it takes the tile worth most among those a complete casbah of
//!   this size needs; when building it places the tile worth most that keeps the casbah
//!   completable (following a completion the solver finds when none of the most valuable few
//!   does), so the costly tiles leave its hand first, unless a placement that leaves another
//!   seat's tiles without a spot gains it more than two four-door rooms' worth on the best other
//!   seat ([`blocking_place`]): then it blocks.
//! - Strong: tries each promising action (the quick player's block among them) and plays each out
//!   to the end many times (rollouts with a quick-ish policy for everybody, drafting by the board
//!   too), then keeps the action whose rollouts end best for it: its score minus the best other
//!   score. It thinks in slices ([`Thinker::step`], or [`Thinking::think`] for the app's table)
//!   so a page stays responsive, and can be stopped at any time with the best action found so far.

use std::collections::BTreeMap;

use super::solver::{Progress, Solver};
use super::{Board, Casbah, CasbahAction, Phase, Rotation, Shape, Side, Tile, TileId, layout};
use crate::{Decision, Game, Seat, SeededRng, Strength, Thinking};

fn value(id: TileId) -> u8 {
    Tile::get(id).map_or(0, |t| t.value)
}

/// The quick player's choice (`None` once the game is over).
pub fn quick_action(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    if let Phase::Draft { .. } = game.phase() {
        return quick_pick(game, rng);
    }
    let completing = completing_place(game, rng);
    if let Some(block) = completing
        .as_ref()
        .and_then(|c| blocking_place(game, c, rng))
    {
        return Some(block);
    }
    if completing.is_some() {
        return completing;
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

/// The shapes a complete casbah of this game's size needs, for one layout the box can build
/// (every tile is either on the table or in a hand during the draft); `None` when none is found.
fn board_needs(game: &Casbah) -> Option<BTreeMap<Shape, usize>> {
    let every: Vec<TileId> = (0..game.seats())
        .flat_map(|s| game.hand(Seat(s)).to_vec())
        .chain(game.pool().iter().copied())
        .collect();
    layout::needed_shapes(game.board().size(), &every)
}

/// The quick draft: [`board_pick`] for the layout of this size.
fn quick_pick(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    board_pick(game, board_needs(game).as_ref(), rng)
}

/// The tile worth most among the shapes `needed` still lacks (counting what every hand already
/// took), else the tile worth least, since an unneeded tile will likely stay in hand and cost its
/// value. Without a layout, the tile worth most.
fn board_pick(
    game: &Casbah,
    needed: Option<&BTreeMap<Shape, usize>>,
    rng: &mut SeededRng,
) -> Option<CasbahAction> {
    let pickable = game.pickable();
    let Some(needed) = needed else {
        // No layout found (a size the rulebook does not list): the most valuable tile.
        let best = pickable.iter().map(|t| value(*t)).max()?;
        let top: Vec<&TileId> = pickable.iter().filter(|t| value(**t) == best).collect();
        return rng.choose(&top).map(|t| CasbahAction::Pick(**t));
    };
    let wanted = still_needed(game, needed);
    let worth = |t: &TileId| {
        let v = i32::from(value(*t));
        if wanted(t) { v } else { -v }
    };
    let best = pickable.iter().map(worth).max()?;
    let top: Vec<&TileId> = pickable.iter().filter(|t| worth(t) == best).collect();
    rng.choose(&top).map(|t| CasbahAction::Pick(**t))
}

/// Whether a tile's shape is one `needed` still lacks, counting what every hand already took.
fn still_needed(game: &Casbah, needed: &BTreeMap<Shape, usize>) -> impl Fn(&TileId) -> bool {
    let mut lacking = needed.clone();
    for s in 0..game.seats() {
        for t in game.hand(Seat(s)).iter().filter_map(|t| Tile::get(*t)) {
            if let Some(n) = lacking.get_mut(&t.shape()) {
                *n = n.saturating_sub(1);
            }
        }
    }
    move |t: &TileId| Tile::get(*t).is_some_and(|t| lacking.get(&t.shape()).is_some_and(|n| *n > 0))
}

/// How many of its most valuable placements the quick player checks with the solver, and how
/// many positions the solver may look at for each.
const CHECKED_PLACES: usize = 12;
const CHECK_BUDGET: u64 = 2_000;
/// How many positions the solver may look at to complete the casbah as it stands, when none of
/// the checked placements keeps it completable.
const SOLVE_BUDGET: u64 = 20_000;

/// The most valuable placement after which the solver still finds a way to complete the casbah
/// with the tiles every hand holds; when none of the first few does, the most valuable of the
/// seat's placements that follow one completion of the casbah as it stands
/// ([`following_place`]); `None` when neither finds one (or the solver cannot tell).
fn completing_place(game: &Casbah, rng: &mut SeededRng) -> Option<CasbahAction> {
    let seat = game.to_move()?;
    let mut places = game.placements(seat);
    rng.shuffle(&mut places);
    places.sort_by_key(|(t, _, _)| std::cmp::Reverse(value(*t)));
    let checked = places
        .iter()
        .take(CHECKED_PLACES)
        .find(|(tile, rotation, pos)| keeps_completable(game, *tile, *rotation, *pos))
        .copied();
    checked
        .or_else(|| following_place(game, &places))
        .map(|(tile, rotation, pos)| CasbahAction::Place {
            tile,
            rotation,
            pos,
        })
}

/// The first of `places` (the seat's, the most valuable first) that lays a tile as one completion
/// of the casbah as it stands would: the same kind, turned to show the same sides, on a cell of
/// that completion. The rest of the completion still fits after it (tiles that look alike trade
/// places), so the casbah stays completable for sure, where the value-first check of a few
/// placements finds no such placement among the costly tiles.
fn following_place(game: &Casbah, places: &[Placement]) -> Option<Placement> {
    let Progress::Solved(solution) = Solver::new(game.board(), &held(game)).step(SOLVE_BUDGET)
    else {
        return None;
    };
    let look = |id: TileId, rotation: Rotation| {
        Tile::get(id).map(|t| (t.kind, crate::Dir::ALL.map(|d| t.side(rotation, d))))
    };
    places.iter().copied().find(|(tile, rotation, pos)| {
        solution
            .tiles
            .iter()
            .any(|s| s.pos == *pos && look(s.tile, s.rotation) == look(*tile, *rotation))
    })
}

/// Whether, after this placement, the solver (within [`CHECK_BUDGET`]) still completes the casbah
/// with the tiles every hand holds.
fn keeps_completable(game: &Casbah, tile: TileId, rotation: Rotation, pos: crate::Pos) -> bool {
    let mut board = game.board().clone();
    let Some(t) = Tile::get(tile) else {
        return false;
    };
    if board.place(t, rotation, pos).is_err() {
        return false;
    }
    let mut rest = held(game);
    if let Some(i) = rest.iter().position(|h| *h == tile) {
        rest.swap_remove(i);
    }
    matches!(
        Solver::new(&board, &rest).step(CHECK_BUDGET),
        Progress::Solved(_)
    )
}

/// The tiles every hand holds: what the casbah can still be completed with.
fn held(game: &Casbah) -> Vec<TileId> {
    (0..game.seats())
        .flat_map(|s| game.hand(Seat(s)).to_vec())
        .collect()
}

/// A placement: the tile, how it is turned, where it goes.
type Placement = (TileId, Rotation, crate::Pos);

/// How much a placement must gain on the best other seat, over the placement that keeps the
/// casbah completable, before the quick player blocks instead: just above two four-door rooms
/// killed (their 30 not earned and their 30 owed: 60). Measured (`docs/balance.md`, "Casbah: a
/// build that blocks"): with the third set and a build that keeps the casbah completable, a bar
/// of 46 blocked in about a quarter of the 6x6 games for two, early and gaining exactly 60 (two
/// four-door rooms' worth), and those blocks were what left casbahs unfinished (74-77 % finished
/// on 6x6, 7x6 and 8x5 at 2 players, under the 75 % the fidelity targets ask); at 62, 92-100 %.
const BLOCK_SWING: i32 = 62;

/// The rulebook's counterweight to the draft is the building: "vos adversaires font tout pour
/// vous mettre des bâtons dans les roues". A tile that no longer fits anywhere next to the casbah
/// will likely stay in its owner's hand and cost its value instead of earning it. So among the
/// distinct placements the quick player finds the one that leaves it furthest ahead of the best
/// other seat ([`standing_edge`]), and takes it when it beats `completing` (the placement that
/// keeps the casbah completable) by [`BLOCK_SWING`]; `None` when it does not.
fn blocking_place(
    game: &Casbah,
    completing: &CasbahAction,
    rng: &mut SeededRng,
) -> Option<CasbahAction> {
    let seat = game.to_move()?;
    let CasbahAction::Place {
        tile,
        rotation,
        pos,
    } = completing
    else {
        return None;
    };
    let building = standing_edge(game, seat, (*tile, *rotation, *pos));
    let mut places = distinct_placements(game, seat);
    rng.shuffle(&mut places);
    // The most valuable of the best: a block should also earn what it can.
    places.sort_by_key(|(t, _, _)| std::cmp::Reverse(value(*t)));
    let (edge, (tile, rotation, pos)) = places
        .into_iter()
        .map(|p| (standing_edge(game, seat, p), p))
        .reduce(|best, next| if next.0 > best.0 { next } else { best })?;
    (edge.saturating_sub(building) >= BLOCK_SWING).then_some(CasbahAction::Place {
        tile,
        rotation,
        pos,
    })
}

/// The seat's placements, one per (look, rotation, cell): identical tiles fit alike.
fn distinct_placements(game: &Casbah, seat: Seat) -> Vec<Placement> {
    let mut seen: Vec<([Side; 4], Rotation, crate::Pos)> = Vec::new();
    game.placements(seat)
        .into_iter()
        .filter(|(t, r, p)| {
            let Some(tile) = Tile::get(*t) else {
                return false;
            };
            let key = (tile.sides, *r, *p);
            if seen.contains(&key) {
                return false;
            }
            seen.push(key);
            true
        })
        .collect()
}

/// After `place` by `seat`, its projected score minus the best other seat's
/// ([`projected_scores`]).
fn standing_edge(game: &Casbah, seat: Seat, place: Placement) -> i32 {
    let (tile, rotation, pos) = place;
    let mut board = game.board().clone();
    let Some(placed) = Tile::get(tile) else {
        return i32::MIN;
    };
    if board.place(placed, rotation, pos).is_err() {
        return i32::MIN;
    }
    edge_of(&projected_scores(game, &board, Some((seat, tile))), seat)
}

/// `seat`'s projected score minus the best other one.
fn edge_of(projected: &[i32], seat: Seat) -> i32 {
    let mine = projected.get(seat.index()).copied().unwrap_or(0);
    let others = projected
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, p)| *p)
        .max()
        .unwrap_or(0);
    mine - others
}

/// Every seat's projected score on `board` (the game's, or the game's with `placed`'s tile just
/// laid by its seat): what it earned so far, plus the value of each tile in its hand that still
/// fits somewhere next to the casbah, minus the value of each that fits nowhere (a tile with no
/// spot now will most likely stay in hand: the spots mostly shrink as the rectangle closes).
fn projected_scores(game: &Casbah, board: &Board, placed: Option<(Seat, TileId)>) -> Vec<i32> {
    // Whether a look fits anywhere, asked once per look.
    let mut fits: Vec<([Side; 4], bool)> = Vec::new();
    let scores = game.scores();
    (0..game.seats())
        .map(Seat)
        .map(|s| {
            let mut hand = game.hand(s).to_vec();
            let mut earned = scores
                .iter()
                .find(|l| l.seat == s)
                .map_or(0, |l| i64::from(l.placed_points));
            if let Some((_, tile)) = placed.filter(|(by, _)| *by == s) {
                if let Some(i) = hand.iter().position(|h| *h == tile) {
                    hand.swap_remove(i);
                    earned += i64::from(value(tile));
                }
            }
            let held: i64 = hand
                .iter()
                .filter_map(|id| Tile::get(*id))
                .map(|t| {
                    let alive = match fits.iter().find(|(sides, _)| *sides == t.sides) {
                        Some((_, f)) => *f,
                        None => {
                            let f = board.has_legal_placement(t);
                            fits.push((t.sides, f));
                            f
                        }
                    };
                    if alive {
                        i64::from(t.value)
                    } else {
                        -i64::from(t.value)
                    }
                })
                .sum();
            i32::try_from(earned + held).unwrap_or(i32::MAX)
        })
        .collect()
}

/// A cheap playout move: mostly the quick choice (the draft towards `needed`, the layout found
/// once for the whole thinking), sometimes random.
fn playout_action(
    game: &Casbah,
    needed: Option<&BTreeMap<Shape, usize>>,
    rng: &mut SeededRng,
) -> Option<CasbahAction> {
    let seat = game.to_move()?;
    match game.phase() {
        Phase::Draft { .. } => {
            if rng.below(3) == 0 {
                let pickable = game.pickable();
                return rng.choose(&pickable).map(|t| CasbahAction::Pick(*t));
            }
            board_pick(game, needed, rng)
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
    /// During the draft, the shapes the layout of this size needs (the same all draft long).
    needed: Option<BTreeMap<Shape, usize>>,
}

/// How many actions the strong player looks at closely, and how many playouts each gets.
const CANDIDATES: usize = 10;
const PLAYOUTS: u32 = 16;

/// How many playouts one [`Thinking::think`] plays: a few milliseconds in a phone's page.
const PLAYOUTS_PER_SLICE: u32 = 6;

impl Thinker {
    pub fn new(game: &Casbah, seed: u64) -> Self {
        Self::with_rng(game, SeededRng::new(seed))
    }

    /// A thinker drawing its randomness from `rng`.
    pub fn with_rng(game: &Casbah, mut rng: SeededRng) -> Self {
        let seat = game.to_move().unwrap_or(Seat(0));
        let mut candidates = Self::shortlist(game, &mut rng);
        let needed = match game.phase() {
            Phase::Draft { .. } => board_needs(game),
            _ => None,
        };
        // In the draft, only the shapes the layout still lacks are weighed, when there are any.
        if let Some(needed) = &needed {
            let wanted = still_needed(game, needed);
            if candidates
                .iter()
                .any(|a| matches!(a, CasbahAction::Pick(t) if wanted(t)))
            {
                candidates.retain(|a| matches!(a, CasbahAction::Pick(t) if wanted(t)));
            }
        }
        // When building, only the placements that keep the casbah completable (of the most
        // valuable few) are weighed, when there are any: a hole costs everybody tiles left in hand.
        if *game.phase() == Phase::Build {
            let checked = candidates.len().min(CHECKED_PLACES);
            let keeping: Vec<CasbahAction> = candidates
                .iter()
                .take(checked)
                .filter(|a| {
                    matches!(a, CasbahAction::Place { tile, rotation, pos }
                        if keeps_completable(game, *tile, *rotation, *pos))
                })
                .cloned()
                .collect();
            if !keeping.is_empty() {
                candidates = keeping;
            }
            // The quick player's block, when it would block, is weighed too: the playouts then
            // tell whether the tiles it kills are worth the holes it leaves.
            let completing = completing_place(game, &mut rng);
            if let Some(block) = completing
                .as_ref()
                .and_then(|c| blocking_place(game, c, &mut rng))
            {
                if !candidates.contains(&block) {
                    candidates.insert(0, block);
                }
            }
        }
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
            needed,
        }
    }

    /// Distinct actions, the most valuable first: one per shape in the draft (tiles of a shape
    /// are alike once turned), one per (look, rotation, cell) when building.
    fn shortlist(game: &Casbah, rng: &mut SeededRng) -> Vec<CasbahAction> {
        let mut actions = game.legal_actions();
        rng.shuffle(&mut actions);
        let look = |a: &CasbahAction| match a {
            CasbahAction::Pick(t) => Tile::get(*t).map(|t| (t.kind, t.shape(), None)),
            CasbahAction::Place { tile: t, .. } => {
                Tile::get(*t).map(|t| (t.kind, t.shape(), Some(t.sides)))
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
                        let Some(a) = playout_action(&game, self.needed.as_ref(), &mut self.rng)
                        else {
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
}

impl Thinking for Thinker {
    type Action = CasbahAction;

    fn think(&mut self) -> f32 {
        self.step(PLAYOUTS_PER_SLICE)
    }

    fn is_done(&self) -> bool {
        self.rollouts.iter().sum::<u32>() >= self.per_candidate * self.candidates.len() as u32
    }

    /// The best action found so far (the first candidate if none was played out yet).
    fn best(&self) -> Option<CasbahAction> {
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
}

/// The action a computer player of this strength takes (the strong one thinking to the end).
pub fn choose(game: &Casbah, strength: Strength, seed: u64) -> Option<CasbahAction> {
    start(game, strength, &mut SeededRng::new(seed)).finish()
}

/// How a computer player of this strength decides: the quick one at once, the strong one by a
/// [`Thinker`] drawing on `rng` as it is.
pub fn start(game: &Casbah, strength: Strength, rng: &mut SeededRng) -> Decision<CasbahAction> {
    match strength {
        Strength::Quick => Decision::Now(quick_action(game, rng)),
        Strength::Strong => Decision::Think(Box::new(Thinker::with_rng(game, rng.clone()))),
    }
}

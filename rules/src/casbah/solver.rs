//! Completes a casbah when it can be completed: the solo puzzle's "still completable?", hint and
//! solution.
//!
//! In a complete casbah rooms meet door to door and show windows to gardens and to the outside, so
//! once it is known which empty cells are gardens, every room's shape follows. The solver walks the
//! empty cells of each possible rectangle in reading order, choosing garden or room, and closes a
//! room's shape as soon as its four neighbours are known, counting it against the tiles in hand.
//! Dead ends are remembered, so a position is never explored twice. The search runs in slices
//! ([`Solver::step`]) so that a page can stay responsive and cancel it.

use std::collections::HashSet;

use super::{Board, Rect, Rotation, Shape, Side, Size, Tile, TileId, TileKind};
use crate::{Dir, Pos};

/// One tile of a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolvedTile {
    pub tile: TileId,
    pub rotation: Rotation,
    pub pos: Pos,
}

/// A way to complete the casbah: where each missing tile goes, in an order that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub rect: Rect,
    pub tiles: Vec<SolvedTile>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Still searching; `explored` counts the positions looked at so far.
    Working {
        explored: u64,
    },
    Solved(Solution),
    /// No tiles of the hand can complete the casbah.
    Impossible,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Cell {
    Outside,
    Room,
    Garden,
    Unknown,
}

/// One rectangle (and, on an empty board, one entrance spot) to try.
#[derive(Clone, Copy, Debug)]
struct Problem {
    rect: Rect,
    entrance: Option<(Rotation, Pos)>,
}

const SHAPES: [Shape; 6] = Shape::PLAIN;
const GARDEN: usize = 0;

fn shape_index(shape: Shape) -> Option<usize> {
    SHAPES.iter().position(|s| *s == shape)
}

/// A resumable search for a completion of `board` with the tiles of `hand`.
#[derive(Clone, Debug)]
pub struct Solver {
    board: Board,
    hand: Vec<TileId>,
    /// Problems left to try, the next one last.
    problems: Vec<Problem>,
    current: Option<Search>,
    explored: u64,
}

impl Solver {
    pub fn new(board: &Board, hand: &[TileId]) -> Self {
        let mut problems = if board.is_empty() {
            hand.iter()
                .filter_map(|t| Tile::get(*t))
                .find(|t| t.is_entrance())
                .map(|entrance| entrance_problems(board.size(), entrance))
                .unwrap_or_default()
        } else {
            board
                .rects()
                .iter()
                .map(|r| Problem {
                    rect: *r,
                    entrance: None,
                })
                .collect()
        };
        problems.reverse();
        Solver {
            board: board.clone(),
            hand: hand.to_vec(),
            problems,
            current: None,
            explored: 0,
        }
    }

    /// Searches until a verdict, or pauses after about `budget` more positions.
    pub fn step(&mut self, budget: u64) -> Progress {
        let stop = self.explored.saturating_add(budget);
        loop {
            let search = match self.current.as_mut() {
                Some(search) => search,
                None => {
                    let Some(problem) = self.problems.pop() else {
                        return Progress::Impossible;
                    };
                    self.current = Search::new(&self.board, &self.hand, problem);
                    continue;
                }
            };
            match search.run(&mut self.explored, stop) {
                SearchState::Paused => {
                    return Progress::Working {
                        explored: self.explored,
                    };
                }
                SearchState::Exhausted => self.current = None,
                SearchState::Found => {
                    if let Some(solution) = search.solution(&self.board, &self.hand) {
                        return Progress::Solved(solution);
                    }
                    // Unreachable with a consistent engine; keep looking rather than trust it.
                    self.current = None;
                }
            }
        }
    }

    /// Searches to the end (native callers and tests).
    pub fn solve(mut self) -> Option<Solution> {
        loop {
            match self.step(u64::MAX) {
                Progress::Working { .. } => {}
                Progress::Solved(s) => return Some(s),
                Progress::Impossible => return None,
            }
        }
    }
}

/// A rectangle at the origin, each way round, with the entrance on each edge cell facing out.
fn entrance_problems(size: Size, entrance: &Tile) -> Vec<Problem> {
    let mut out = Vec::new();
    for (width, height) in size.orientations() {
        let rect = Rect {
            x: 0,
            y: 0,
            width,
            height,
        };
        for pos in rect.cells() {
            for rotation in Rotation::ALL {
                let door = Dir::ALL
                    .into_iter()
                    .find(|d| entrance.side(rotation, *d) == Side::Entrance);
                if door.is_some_and(|d| !rect.contains(pos.step(d))) {
                    out.push(Problem {
                        rect,
                        entrance: Some((rotation, pos)),
                    });
                }
            }
        }
    }
    out
}

enum SearchState {
    Found,
    Exhausted,
    Paused,
}

#[derive(Clone, Copy, Debug, Default)]
struct Frame {
    index: usize,
    /// Options of this cell tried so far.
    tried: u8,
    /// What the current option took, to give back when trying the next.
    took_garden: bool,
    closed: Option<usize>,
}

type DeadKey = (usize, Vec<Cell>, [u32; SHAPES.len()]);

/// The search in one rectangle. Cells are numbered in reading order; indices past the rectangle
/// stand for one row of outside below it, so that the last row gets closed like the others.
#[derive(Clone, Debug)]
struct Search {
    problem: Problem,
    width: usize,
    cells: usize,
    grid: Vec<Cell>,
    fixed: Vec<bool>,
    forced: Vec<Cell>,
    free: [u32; SHAPES.len()],
    stack: Vec<Frame>,
    dead: HashSet<DeadKey>,
}

impl Search {
    fn new(board: &Board, hand: &[TileId], problem: Problem) -> Option<Search> {
        let rect = problem.rect;
        let width = usize::try_from(rect.width).ok()?;
        let cells = rect.cells().count();
        let mut grid = vec![Cell::Unknown; cells];
        grid.extend(std::iter::repeat_n(Cell::Outside, width));
        let mut fixed = vec![false; cells + width];
        let mut forced = vec![Cell::Unknown; cells + width];
        let mut free = [0u32; SHAPES.len()];
        let entrance = hand
            .iter()
            .filter_map(|t| Tile::get(*t))
            .find(|t| t.is_entrance());
        for tile in hand.iter().filter_map(|t| Tile::get(*t)) {
            if let Some(i) = shape_index(tile.shape()) {
                free[i] += 1;
            }
        }
        let index = |pos: Pos| -> Option<usize> {
            rect.contains(pos)
                .then(|| ((pos.y - rect.y) * rect.width + (pos.x - rect.x)) as usize)
        };
        let mut placed: Vec<(Pos, &'static Tile, Rotation)> = Vec::new();
        for p in board.placed() {
            placed.push((p.pos, Tile::get(p.tile)?, p.rotation));
        }
        if let (Some((rotation, pos)), Some(entrance)) = (problem.entrance, entrance) {
            placed.push((pos, entrance, rotation));
        }
        for (pos, tile, _) in &placed {
            let i = index(*pos)?;
            grid[i] = if tile.kind == TileKind::Garden {
                Cell::Garden
            } else {
                Cell::Room
            };
            fixed[i] = true;
        }
        // A placed tile decides its empty neighbours: a door calls for a room, a window for a garden.
        for (pos, tile, rotation) in &placed {
            for (dir, n) in pos.neighbours() {
                let side = tile.side(*rotation, dir);
                let Some(j) = index(n) else {
                    if !side.may_face_outside() {
                        return None;
                    }
                    continue;
                };
                if fixed[j] {
                    continue;
                }
                let want = match side {
                    Side::Door => Cell::Room,
                    Side::Window => Cell::Garden,
                    Side::Entrance => return None,
                    Side::Open => continue,
                };
                if forced[j] != Cell::Unknown && forced[j] != want {
                    return None;
                }
                forced[j] = want;
            }
        }
        let stack = vec![Frame::default()];
        Some(Search {
            problem,
            width,
            cells,
            grid,
            fixed,
            forced,
            free,
            stack,
            dead: HashSet::new(),
        })
    }

    fn neighbour(&self, i: usize, dir: Dir) -> Cell {
        let (x, y) = (i % self.width, i / self.width);
        let (dx, dy) = dir.delta();
        let (nx, ny) = (x as i64 + i64::from(dx), y as i64 + i64::from(dy));
        if nx < 0 || ny < 0 || nx >= self.width as i64 {
            return Cell::Outside;
        }
        self.grid
            .get(ny as usize * self.width + nx as usize)
            .copied()
            .unwrap_or(Cell::Outside)
    }

    /// The options of cell `i`, in the order tried.
    fn options(&self, i: usize) -> &'static [Cell] {
        if i >= self.cells {
            return &[Cell::Outside];
        }
        if self.fixed[i] {
            return if self.grid[i] == Cell::Garden {
                &[Cell::Garden]
            } else {
                &[Cell::Room]
            };
        }
        match self.forced[i] {
            Cell::Room => &[Cell::Room],
            Cell::Garden => &[Cell::Garden],
            _ => &[Cell::Room, Cell::Garden],
        }
    }

    /// The doors a room at `i` has, once its four neighbours are known.
    fn doors(&self, i: usize) -> [bool; 4] {
        Dir::ALL.map(|d| self.neighbour(i, d) == Cell::Room)
    }

    fn dead_key(&self, i: usize) -> DeadKey {
        let from = i.saturating_sub(2 * self.width);
        (i, self.grid[from..i].to_vec(), self.free)
    }

    fn undo(&mut self, frame: Frame) {
        if frame.took_garden {
            self.free[GARDEN] += 1;
        }
        if let Some(shape) = frame.closed {
            self.free[shape] += 1;
        }
        if frame.index < self.cells && !self.fixed[frame.index] {
            self.grid[frame.index] = Cell::Unknown;
        }
    }

    fn run(&mut self, explored: &mut u64, stop: u64) -> SearchState {
        while let Some(mut frame) = self.stack.pop() {
            if *explored >= stop {
                self.stack.push(frame);
                return SearchState::Paused;
            }
            let i = frame.index;
            self.undo(frame);
            frame.took_garden = false;
            frame.closed = None;
            let options = self.options(i);
            let Some(choice) = options.get(usize::from(frame.tried)).copied() else {
                let key = self.dead_key(i);
                self.dead.insert(key);
                continue;
            };
            frame.tried += 1;
            *explored += 1;
            if i < self.cells && !self.fixed[i] {
                if choice == Cell::Garden {
                    if self.free[GARDEN] == 0 {
                        self.stack.push(frame);
                        continue;
                    }
                    self.free[GARDEN] -= 1;
                    frame.took_garden = true;
                }
                self.grid[i] = choice;
            }
            // The cell above now has all four neighbours: close it.
            if let Some(above) = i.checked_sub(self.width) {
                if !self.fixed[above] && self.grid[above] == Cell::Room {
                    let shape = shape_index(Shape::of_room(self.doors(above)));
                    match shape {
                        Some(s) if self.free[s] > 0 => {
                            self.free[s] -= 1;
                            frame.closed = Some(s);
                        }
                        _ => {
                            self.stack.push(frame);
                            continue;
                        }
                    }
                }
            }
            self.stack.push(frame);
            if i + 1 == self.cells + self.width {
                return SearchState::Found;
            }
            if self.dead.contains(&self.dead_key(i + 1)) {
                continue;
            }
            self.stack.push(Frame {
                index: i + 1,
                ..Frame::default()
            });
        }
        SearchState::Exhausted
    }

    /// Turns the found layout into tiles of the hand, in an order where each touches the casbah,
    /// and checks it by playing it on a copy of the board.
    fn solution(&self, board: &Board, hand: &[TileId]) -> Option<Solution> {
        let rect = self.problem.rect;
        let mut unused: Vec<&'static Tile> = hand.iter().filter_map(|t| Tile::get(*t)).collect();
        let mut tiles = Vec::new();
        if let Some((rotation, pos)) = self.problem.entrance {
            let at = unused.iter().position(|t| t.is_entrance())?;
            let t = unused.remove(at);
            tiles.push(SolvedTile {
                tile: t.id,
                rotation,
                pos,
            });
        }
        let mut todo: Vec<(Pos, Option<[bool; 4]>)> = Vec::new();
        for (i, pos) in rect.cells().enumerate() {
            if self.fixed[i] {
                continue;
            }
            match self.grid[i] {
                Cell::Garden => todo.push((pos, None)),
                Cell::Room => todo.push((pos, Some(self.doors(i)))),
                _ => return None,
            }
        }
        let mut copy = board.clone();
        for t in &tiles {
            copy.place(Tile::get(t.tile)?, t.rotation, t.pos).ok()?;
        }
        while !todo.is_empty() {
            let k = todo
                .iter()
                .position(|(pos, _)| pos.neighbours().any(|(_, n)| copy.at(n).is_some()))?;
            let (pos, doors) = todo.remove(k);
            let (at, rotation) = unused.iter().enumerate().find_map(|(at, t)| {
                let rotation = match doors {
                    None => (t.kind == TileKind::Garden).then_some(Rotation::new(0)),
                    Some(doors) if t.kind == TileKind::Room => Rotation::ALL
                        .into_iter()
                        .find(|r| Dir::ALL.map(|d| t.side(*r, d) == Side::Door) == doors),
                    Some(_) => None,
                }?;
                Some((at, rotation))
            })?;
            let t = unused.remove(at);
            copy.place(t, rotation, pos).ok()?;
            tiles.push(SolvedTile {
                tile: t.id,
                rotation,
                pos,
            });
        }
        Some(Solution { rect, tiles })
    }
}

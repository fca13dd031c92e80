use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::{Demand, PlacementError, Rect, Rotation, Side, Size, Tile, TileId};
use crate::{Dir, Pos};

/// How far from the origin a tile may go: far beyond any casbah, and far from integer overflow
/// (a hand-edited save may ask for anything).
pub const TABLE_LIMIT: i32 = 10_000;

/// A tile laid on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    pub tile: TileId,
    pub rotation: Rotation,
    pub pos: Pos,
}

/// The casbah under construction, and every placement of its rectangle still consistent with it.
///
/// Before the entrance is down nothing fixes the plane; after, `rects` lists each position and
/// orientation of the agreed rectangle that holds every tile, keeps the cell beyond the entrance
/// outside and every empty cell a door faces inside. It is never empty once a tile is placed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "BoardData", into = "BoardData")]
pub struct Board {
    size: Size,
    placed: Vec<PlacedTile>,
    cells: HashMap<Pos, usize>,
    rects: Vec<Rect>,
}

/// What a save holds of a board: the rest is derived.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct BoardData {
    size: Size,
    placed: Vec<PlacedTile>,
}

impl From<BoardData> for Board {
    fn from(data: BoardData) -> Self {
        let mut board = Board::new(data.size);
        for p in data.placed {
            board.cells.insert(p.pos, board.placed.len());
            board.placed.push(p);
        }
        board.rects = board.rects_from_scratch();
        board
    }
}

impl From<Board> for BoardData {
    fn from(board: Board) -> Self {
        BoardData {
            size: board.size,
            placed: board.placed,
        }
    }
}

impl Board {
    pub fn new(size: Size) -> Self {
        Board {
            size,
            placed: Vec::new(),
            cells: HashMap::new(),
            rects: Vec::new(),
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    /// Tiles in the order they were placed.
    pub fn placed(&self) -> &[PlacedTile] {
        &self.placed
    }

    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    pub fn is_complete(&self) -> bool {
        self.placed.len() == self.size.cells()
    }

    pub fn at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.cells.get(&pos).and_then(|i| self.placed.get(*i))
    }

    /// The side that the tile at `pos` shows towards `dir`.
    pub fn side_at(&self, pos: Pos, dir: Dir) -> Option<Side> {
        let p = self.at(pos)?;
        Some(Tile::get(p.tile)?.side(p.rotation, dir))
    }

    /// The rectangle placements still possible (empty before the first tile).
    pub fn rects(&self) -> &[Rect] {
        &self.rects
    }

    /// No possible rectangle holds this cell: it will never be part of the casbah.
    pub fn surely_outside(&self, pos: Pos) -> bool {
        !self.rects.is_empty() && !self.rects.iter().any(|r| r.contains(pos))
    }

    /// Every possible rectangle holds this cell.
    pub fn surely_inside(&self, pos: Pos) -> bool {
        !self.rects.is_empty() && self.rects.iter().all(|r| r.contains(pos))
    }

    /// The part of the plane worth drawing: the square the entrance may start anywhere in, then,
    /// once it is down, the hull of the rectangles it allowed. Later tiles only narrow those down,
    /// so the frame stays put and every cell keeps its place and its name.
    pub fn frame(&self) -> Rect {
        let first = self.placed.first().map(|p| Board {
            size: self.size,
            placed: vec![*p],
            cells: HashMap::from([(p.pos, 0)]),
            rects: Vec::new(),
        });
        let allowed = first.map_or_else(Vec::new, |b| b.rects_from_scratch());
        Rect::hull(&allowed).unwrap_or_else(|| {
            let side = i32::from(self.size.longest());
            Rect {
                x: 0,
                y: 0,
                width: side,
                height: side,
            }
        })
    }

    /// What the tiles around an empty cell already require of it.
    pub fn demands(&self, pos: Pos) -> Vec<(Dir, Demand)> {
        pos.neighbours()
            .filter_map(|(dir, n)| {
                let side = self.side_at(n, dir.opposite())?;
                let demand = match side {
                    Side::Door => Demand::RoomWithDoor,
                    Side::Window => Demand::GardenOrOutside,
                    Side::Entrance => Demand::Outside,
                    Side::Open => return None,
                };
                Some((dir, demand))
            })
            .collect()
    }

    /// Every rule that placing `tile` turned by `rotation` on `pos` would break (empty when legal).
    pub fn placement_errors(
        &self,
        tile: &Tile,
        rotation: Rotation,
        pos: Pos,
    ) -> Vec<PlacementError> {
        match self.check(tile, rotation, pos, true) {
            Ok(_) => Vec::new(),
            Err(errors) => errors,
        }
    }

    pub fn is_legal(&self, tile: &Tile, rotation: Rotation, pos: Pos) -> bool {
        self.check(tile, rotation, pos, false).is_ok()
    }

    /// Places the tile if it is legal; otherwise changes nothing and says why.
    pub fn place(
        &mut self,
        tile: &Tile,
        rotation: Rotation,
        pos: Pos,
    ) -> Result<(), Vec<PlacementError>> {
        let rects = self.check(tile, rotation, pos, true)?;
        self.cells.insert(pos, self.placed.len());
        self.placed.push(PlacedTile {
            tile: tile.id,
            rotation,
            pos,
        });
        self.rects = rects;
        Ok(())
    }

    /// The empty cells where some tile could go: next to a placed tile and not surely outside
    /// (on an empty board, every cell of the frame).
    pub fn candidate_cells(&self) -> Vec<Pos> {
        if self.is_empty() {
            return self.frame().cells().collect();
        }
        let mut out: Vec<Pos> = Vec::new();
        for p in &self.placed {
            for (_, n) in p.pos.neighbours() {
                if self.at(n).is_none() && !self.surely_outside(n) && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
        out.sort();
        out
    }

    /// Every legal (rotation, cell) for a tile, one rotation per distinct look.
    pub fn legal_placements(&self, tile: &Tile) -> Vec<(Rotation, Pos)> {
        let rotations = tile.distinct_rotations();
        let mut out = Vec::new();
        for pos in self.candidate_cells() {
            for r in &rotations {
                if self.is_legal(tile, *r, pos) {
                    out.push((*r, pos));
                }
            }
        }
        out
    }

    /// The rotations (one per distinct look) in which `tile` fits on `pos`: empty when it fits in
    /// no rotation.
    pub fn legal_rotations(&self, tile: &Tile, pos: Pos) -> Vec<Rotation> {
        tile.distinct_rotations()
            .into_iter()
            .filter(|r| self.is_legal(tile, *r, pos))
            .collect()
    }

    pub fn has_legal_placement(&self, tile: &Tile) -> bool {
        let rotations = tile.distinct_rotations();
        self.candidate_cells()
            .into_iter()
            .any(|pos| rotations.iter().any(|r| self.is_legal(tile, *r, pos)))
    }

    /// Checks the construction rules; on success returns the rectangle placements left afterwards.
    /// With `all` false it stops at the first broken rule.
    fn check(
        &self,
        tile: &Tile,
        rotation: Rotation,
        pos: Pos,
        all: bool,
    ) -> Result<Vec<Rect>, Vec<PlacementError>> {
        if pos.x.abs() > TABLE_LIMIT || pos.y.abs() > TABLE_LIMIT {
            return Err(vec![PlacementError::OffTable { pos }]);
        }
        if self.at(pos).is_some() {
            return Err(vec![PlacementError::Occupied { pos }]);
        }
        if self.is_empty() {
            if !tile.is_entrance() {
                return Err(vec![PlacementError::EntranceFirst]);
            }
        } else if !pos.neighbours().any(|(_, n)| self.at(n).is_some()) {
            let by_corner = [(-1, -1), (1, -1), (-1, 1), (1, 1)]
                .into_iter()
                .any(|(dx, dy)| self.at(Pos::new(pos.x + dx, pos.y + dy)).is_some());
            return Err(vec![PlacementError::NotTouching { by_corner }]);
        }
        let mut errors = Vec::new();
        let side = |dir| tile.side(rotation, dir);
        // Facing sides must match.
        for (dir, n) in pos.neighbours() {
            if let Some(theirs) = self.side_at(n, dir.opposite()) {
                if !side(dir).matches(theirs) {
                    errors.push(PlacementError::SidesClash {
                        dir,
                        mine: side(dir),
                        theirs,
                    });
                    if !all {
                        return Err(errors);
                    }
                }
            }
        }
        // Doors never face the outside; cells keep their destination.
        let mut door_outside = [false; 4];
        for (dir, n) in pos.neighbours() {
            if self.at(n).is_some() {
                continue;
            }
            let mine = side(dir);
            if self.surely_outside(n) {
                if !mine.may_face_outside() {
                    door_outside[dir.index()] = true;
                    errors.push(PlacementError::DoorToOutside { dir });
                }
            } else if let Some(demand) = self
                .demands(n)
                .into_iter()
                .map(|(_, d)| d)
                .find(|d| clashes(mine, *d))
            {
                errors.push(PlacementError::DestinationFixed { dir, mine, demand });
            }
            if !all && !errors.is_empty() {
                return Err(errors);
            }
        }
        // Some placement of the rectangle must still hold it all.
        let needs = RectNeeds::of(self, tile, rotation, pos, door_outside);
        if !all {
            // Only whether one placement is left matters: no need to list them.
            let fits = if self.is_empty() {
                Rect::all_containing(self.size, &[pos])
                    .iter()
                    .any(|r| needs.fit(r))
            } else {
                self.rects.iter().any(|r| needs.fit(r))
            };
            return if fits {
                Ok(Vec::new())
            } else {
                Err(vec![needs.first_unmet(self)])
            };
        }
        match needs.rects_left(self) {
            Ok(rects) if errors.is_empty() => Ok(rects),
            Ok(_) => Err(errors),
            Err(e) => {
                errors.push(e);
                Err(errors)
            }
        }
    }

    /// The rectangle placements consistent with the placed tiles, computed without history
    /// (for a loaded board, and to check the incremental computation).
    pub fn rects_from_scratch(&self) -> Vec<Rect> {
        let cells: Vec<Pos> = self.placed.iter().map(|p| p.pos).collect();
        let mut rects = Rect::all_containing(self.size, &cells);
        for p in &self.placed {
            let Some(tile) = Tile::get(p.tile) else {
                continue;
            };
            for (dir, n) in p.pos.neighbours() {
                match tile.side(p.rotation, dir) {
                    Side::Entrance => rects.retain(|r| !r.contains(n)),
                    Side::Door if self.at(n).is_none() => rects.retain(|r| r.contains(n)),
                    _ => {}
                }
            }
        }
        rects.sort();
        rects
    }
}

/// What a new tile asks of the rectangle: to hold its cell and the cells its doors lead to, and to
/// leave outside the cell beyond the entrance.
struct RectNeeds {
    pos: Pos,
    outside: Option<Pos>,
    inside: [Option<(Dir, Pos)>; 4],
}

impl RectNeeds {
    fn of(board: &Board, tile: &Tile, rotation: Rotation, pos: Pos, skip_doors: [bool; 4]) -> Self {
        let mut needs = RectNeeds {
            pos,
            outside: None,
            inside: [None; 4],
        };
        for (dir, n) in pos.neighbours() {
            match tile.side(rotation, dir) {
                Side::Entrance => needs.outside = Some(n),
                // A door already reported as facing the outside is not reported twice.
                Side::Door if board.at(n).is_none() && !skip_doors[dir.index()] => {
                    needs.inside[dir.index()] = Some((dir, n));
                }
                _ => {}
            }
        }
        needs
    }

    fn fit(&self, r: &Rect) -> bool {
        r.contains(self.pos)
            && self.outside.is_none_or(|o| !r.contains(o))
            && self.inside.iter().flatten().all(|(_, n)| r.contains(*n))
    }

    fn start(&self, board: &Board) -> Vec<Rect> {
        if board.is_empty() {
            Rect::all_containing(board.size, &[self.pos])
        } else {
            board.rects.clone()
        }
    }

    /// The placements left, or the first need no placement meets.
    fn rects_left(&self, board: &Board) -> Result<Vec<Rect>, PlacementError> {
        let mut rects = self.start(board);
        rects.retain(|r| r.contains(self.pos));
        if rects.is_empty() {
            return Err(PlacementError::OutsideRectangle { size: board.size });
        }
        if let Some(o) = self.outside {
            rects.retain(|r| !r.contains(o));
            if rects.is_empty() {
                return Err(PlacementError::EntranceFacesInside);
            }
        }
        for (dir, n) in self.inside.iter().flatten() {
            rects.retain(|r| r.contains(*n));
            if rects.is_empty() {
                return Err(PlacementError::DoorBeyondRectangle {
                    dir: *dir,
                    size: board.size,
                });
            }
        }
        Ok(rects)
    }

    fn first_unmet(&self, board: &Board) -> PlacementError {
        match self.rects_left(board) {
            Err(e) => e,
            Ok(_) => PlacementError::OutsideRectangle { size: board.size },
        }
    }
}

/// Whether a side may face a cell that must already be `demand`.
fn clashes(mine: Side, demand: Demand) -> bool {
    match mine {
        Side::Door => demand != Demand::RoomWithDoor,
        Side::Window | Side::Entrance => demand == Demand::RoomWithDoor,
        Side::Open => false,
    }
}

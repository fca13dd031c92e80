use serde::{Deserialize, Serialize};

use super::{
    BuildError, Edge, Item, MonkeyColour, Sex, Shape, Side, TargetError, Tile, TileId, tile,
};

/// A cell of a hut seen from the side: column `x` (0 = the doormat, where the mailbox tile stands)
/// and `floor` (0 = the ground row, growing upwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub x: i32,
    pub floor: i32,
}

impl Cell {
    pub const fn new(x: i32, floor: i32) -> Cell {
        Cell { x, floor }
    }

    pub fn step(self, side: Side) -> Cell {
        let (dx, dy) = side.delta();
        Cell::new(self.x.saturating_add(dx), self.floor.saturating_add(dy))
    }
}

/// An open cell, turned over or not, and what building a tile there would do or why it may not.
pub type Assessed = (Cell, bool, Result<Placement, Vec<BuildError>>);

/// A tile built in a hut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub cell: Cell,
    pub tile: TileId,
    pub mirrored: bool,
}

/// What building a tile at a legal spot does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    /// The tiles it joins by a real (non-sky) connection.
    pub joined: Vec<Cell>,
    /// Spaces the builder's pawn moves: 2 for a ground tile or two real connections, else 1.
    pub advance: u8,
}

/// A tile a cannon may knock off, and every tile that would fall with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    pub hut: u8,
    pub cell: Cell,
    pub tile: TileId,
    /// The tiles left without a real connection to the ground once the target is gone.
    pub falling: Vec<Placed>,
}

/// What a hut scores on, counted from its tiles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HutStats {
    pub tiles: u32,
    /// Height in tiles of the highest flag (floor 0 = 1), 0 without a flag.
    pub flag_height: u32,
    pub flags: u32,
    pub comfort: u32,
    /// (colour, males, females) for each colour present.
    pub monkeys: Vec<(MonkeyColour, u32, u32)>,
    pub complete: bool,
}

/// One hut: the tiles built on its board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hut {
    tiles: Vec<Placed>,
}

impl Hut {
    /// A hut with its mailbox tile on the ground at the doormat.
    pub fn new(start: TileId) -> Hut {
        Hut::from_tiles(vec![Placed {
            cell: Cell::new(0, 0),
            tile: start,
            mirrored: false,
        }])
    }

    /// A hut as given (a replay viewer, a test position); no rule is checked.
    pub fn from_tiles(tiles: Vec<Placed>) -> Hut {
        Hut { tiles }
    }

    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    pub fn at(&self, cell: Cell) -> Option<&Placed> {
        self.tiles.iter().find(|p| p.cell == cell)
    }

    /// The edge the tile at `cell` shows on `side`, if a known tile is there.
    pub fn edge_at(&self, cell: Cell, side: Side) -> Option<Edge> {
        let placed = self.at(cell)?;
        Some(tile(placed.tile)?.edge(side, placed.mirrored))
    }

    fn floor_has_tiles(&self, floor: i32) -> bool {
        self.tiles.iter().any(|p| p.cell.floor == floor)
    }

    /// Whether `tile` may be built at `cell`, mirrored or not, or every rule it breaks.
    pub fn check(
        &self,
        tile: &Tile,
        cell: Cell,
        mirrored: bool,
    ) -> Result<Placement, Vec<BuildError>> {
        self.judge(tile, cell, mirrored, false)
    }

    /// [`Hut::check`], stopping at the first broken rule when `first_only` (listing the legal
    /// spots needs no reasons, and most open spots break a rule checked early).
    fn judge(
        &self,
        tile: &Tile,
        cell: Cell,
        mirrored: bool,
        first_only: bool,
    ) -> Result<Placement, Vec<BuildError>> {
        let mut errors = Vec::new();
        if cell.floor < 0 {
            errors.push(BuildError::BelowGround { cell });
            return Err(errors);
        }
        if self.at(cell).is_some() {
            errors.push(BuildError::Occupied { cell });
            return Err(errors);
        }
        // Rule b.
        if mirrored && !tile.mirrorable {
            errors.push(BuildError::NotMirrorable { tile: tile.id });
        }
        // Rule e.
        if tile.shape.is_ground() && cell.floor != 0 {
            errors.push(BuildError::GroundTileAboveGround { floor: cell.floor });
        }
        if !tile.shape.is_ground() && cell.floor == 0 {
            errors.push(BuildError::NotAGroundTile);
        }
        if first_only && !errors.is_empty() {
            return Err(errors);
        }
        if cell.floor == 0 {
            if let Some(final_at) = self.final_closing(cell) {
                errors.push(BuildError::BeyondFinal { final_at });
            }
        }
        // Rule c.
        if self.floor_has_tiles(cell.floor)
            && self.at(cell.step(Side::Left)).is_none()
            && self.at(cell.step(Side::Right)).is_none()
        {
            errors.push(BuildError::GapInFloor {
                cell,
                floor: cell.floor,
            });
        }
        // Rule d.
        let below = cell.step(Side::Bottom);
        if cell.floor > 0 && tile.shape != Shape::Cantilever && self.at(below).is_none() {
            errors.push(BuildError::NothingBelow { below });
        }
        if first_only && !errors.is_empty() {
            return Err(errors);
        }
        // Rule a.
        let mut joined = Vec::new();
        let mut touching = Vec::new();
        let mut mismatch = false;
        for side in Side::ALL {
            let neighbour = cell.step(side);
            let Some(theirs) = self.edge_at(neighbour, side.opposite()) else {
                continue;
            };
            touching.push(neighbour);
            let ours = tile.edge(side, mirrored);
            if ours != theirs {
                mismatch = true;
                errors.push(BuildError::EdgeMismatch {
                    side,
                    neighbour,
                    ours,
                    theirs,
                });
            } else if ours.is_real() {
                joined.push(neighbour);
            }
        }
        if touching.is_empty() {
            errors.push(BuildError::Touches);
        } else if joined.is_empty() && !mismatch {
            errors.push(BuildError::OnlySky { touching });
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let advance = if tile.shape.is_ground() || joined.len() >= 2 {
            2
        } else {
            1
        };
        Ok(Placement { joined, advance })
    }

    /// The final tile on the ground row whose closed side faces `cell`'s way, if any.
    fn final_closing(&self, cell: Cell) -> Option<Cell> {
        self.tiles.iter().find_map(|p| {
            if p.cell.floor != 0 {
                return None;
            }
            let t = tile(p.tile)?;
            if t.shape != Shape::Final {
                return None;
            }
            let closed_right = t.edge(Side::Right, p.mirrored) == Edge::Sky;
            let closed_left = t.edge(Side::Left, p.mirrored) == Edge::Sky;
            let beyond = (closed_right && cell.x > p.cell.x) || (closed_left && cell.x < p.cell.x);
            beyond.then_some(p.cell)
        })
    }

    /// Every empty cell next to a tile of the hut, bottom-up, left to right.
    pub fn open_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<(i32, i32)> = self
            .tiles
            .iter()
            .flat_map(|p| Side::ALL.map(|s| p.cell.step(s)))
            .filter(|c| c.floor >= 0 && self.at(*c).is_none())
            .map(|c| (c.floor, c.x))
            .collect();
        cells.sort();
        cells.dedup();
        cells
            .into_iter()
            .map(|(floor, x)| Cell::new(x, floor))
            .collect()
    }

    /// Every (cell, mirrored) where `tile` may be built.
    pub fn legal_spots(&self, tile: &Tile) -> Vec<(Cell, bool)> {
        let mut spots = Vec::new();
        for cell in self.open_cells() {
            for &mirrored in Self::mirrors(tile) {
                if self.judge(tile, cell, mirrored, true).is_ok() {
                    spots.push((cell, mirrored));
                }
            }
        }
        spots
    }

    /// As drawn, and turned over for a tile that allows it.
    fn mirrors(tile: &Tile) -> &'static [bool] {
        if tile.mirrorable {
            &[false, true]
        } else {
            &[false]
        }
    }

    /// For every open cell, as drawn and (for a tile that allows it) turned over: what building
    /// `tile` there would do, or every rule it would break.
    pub fn assess(&self, tile: &Tile) -> Vec<Assessed> {
        let mut spots = Vec::new();
        for cell in self.open_cells() {
            for &mirrored in Self::mirrors(tile) {
                spots.push((cell, mirrored, self.check(tile, cell, mirrored)));
            }
        }
        spots
    }

    /// Complete: surrounded by sky, so no tile can be added (every edge facing an empty cell is sky).
    pub fn is_complete(&self) -> bool {
        self.tiles.iter().all(|p| {
            Side::ALL.iter().all(|&side| {
                let next = p.cell.step(side);
                next.floor < 0
                    || self.at(next).is_some()
                    || !self.edge_at(p.cell, side).is_some_and(Edge::is_real)
            })
        })
    }

    /// Sides of the tile at `cell` that are free: nothing there, or sky.
    pub fn free_sides(&self, cell: Cell) -> u8 {
        Side::ALL
            .iter()
            .filter(|&&side| {
                let next = cell.step(side);
                let blocked_by_board = side == Side::Bottom && next.floor < 0;
                !blocked_by_board
                    && (self.at(next).is_none() || self.edge_at(cell, side) == Some(Edge::Sky))
            })
            .count() as u8
    }

    /// Whether a cannon may knock off the tile at `cell`.
    pub fn check_target(&self, cell: Cell) -> Result<(), TargetError> {
        let placed = self.at(cell).ok_or(TargetError::Empty { cell })?;
        if tile(placed.tile).is_none_or(|t| t.shape.is_ground()) {
            return Err(TargetError::Grass);
        }
        let free = self.free_sides(cell);
        if free < 2 {
            return Err(TargetError::TooFewFreeSides { free });
        }
        Ok(())
    }

    /// The tiles that fall if the tile at `cell` goes: those no longer joined to the ground row by
    /// real connections.
    pub fn falling_with(&self, cell: Cell) -> Vec<Placed> {
        let rest: Vec<Placed> = self
            .tiles
            .iter()
            .copied()
            .filter(|p| p.cell != cell)
            .collect();
        let rest = Hut::from_tiles(rest);
        // A hut holds a few dozen tiles at most: a list is the lightest set.
        let mut held: Vec<Cell> = rest
            .tiles
            .iter()
            .filter(|p| p.cell.floor == 0)
            .map(|p| p.cell)
            .collect();
        let mut frontier: Vec<Cell> = held.clone();
        while let Some(c) = frontier.pop() {
            for side in Side::ALL {
                let next = c.step(side);
                if held.contains(&next) {
                    continue;
                }
                let ours = rest.edge_at(c, side);
                let theirs = rest.edge_at(next, side.opposite());
                if let (Some(a), Some(b)) = (ours, theirs)
                    && a == b
                    && a.is_real()
                {
                    held.push(next);
                    frontier.push(next);
                }
            }
        }
        rest.tiles
            .into_iter()
            .filter(|p| !held.contains(&p.cell))
            .collect()
    }

    /// Every tile a cannon may knock off this hut (numbered `hut`), with what falls with it.
    pub fn targets(&self, hut: u8) -> Vec<Target> {
        self.tiles
            .iter()
            .filter(|p| self.check_target(p.cell).is_ok())
            .map(|p| Target {
                hut,
                cell: p.cell,
                tile: p.tile,
                falling: self.falling_with(p.cell),
            })
            .collect()
    }

    /// Takes the tile at `cell` and everything that falls with it off the hut (the target first).
    pub fn knock_off(&mut self, cell: Cell) -> Vec<Placed> {
        let Some(target) = self.at(cell).copied() else {
            return Vec::new();
        };
        let falling = self.falling_with(cell);
        let mut taken = vec![target];
        taken.extend(falling);
        self.tiles
            .retain(|p| !taken.iter().any(|t| t.cell == p.cell));
        taken
    }

    pub fn push(&mut self, placed: Placed) {
        self.tiles.push(placed);
    }

    /// The counts the final scoring uses.
    pub fn stats(&self) -> HutStats {
        let mut stats = HutStats {
            tiles: self.tiles.len() as u32,
            complete: self.is_complete(),
            ..HutStats::default()
        };
        let mut monkeys = Vec::new();
        for p in &self.tiles {
            match tile(p.tile).and_then(|t| t.item) {
                Some(Item::Flag) => {
                    stats.flags += 1;
                    let height = u32::try_from(p.cell.floor).unwrap_or(0).saturating_add(1);
                    stats.flag_height = stats.flag_height.max(height);
                }
                Some(Item::Comfort(_)) => stats.comfort += 1,
                Some(Item::Monkey { colour, sex }) => monkeys.push((colour, sex)),
                _ => {}
            }
        }
        for colour in MonkeyColour::ALL {
            let count = |sex: Sex| monkeys.iter().filter(|m| **m == (colour, sex)).count() as u32;
            let (males, females) = (count(Sex::Male), count(Sex::Female));
            if males + females > 0 {
                stats.monkeys.push((colour, males, females));
            }
        }
        stats
    }
}

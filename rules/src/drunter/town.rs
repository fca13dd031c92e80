use serde::{Deserialize, Serialize};

use super::{BoardMap, Building, Feature, LayError, PathId, Tile, TileId};
use crate::{Dir, Pos};

/// What lies on a cell once a path covers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cover {
    pub path: PathId,
    /// `None` on a path's start corner.
    pub tile: Option<TileId>,
    /// The direction the tile was laid in (its axis).
    pub dir: Option<Dir>,
    pub bridge: bool,
}

/// A work gang: where its path ends now, and the way it was last built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gang {
    pub path: PathId,
    /// `None` once the gang has left the board: the path is finished.
    pub pos: Option<Pos>,
    /// The direction of the last tile (`None` at the start corner).
    pub heading: Option<Dir>,
}

/// Where a tile would lie and what it would cover.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub cells: Vec<Pos>,
    /// The bridge of another path the tile passes under, if any.
    pub crossed: Option<Pos>,
    pub buildings: Vec<(Pos, Building)>,
    pub toilets: Vec<Pos>,
}

/// The public state of the board: the printed town, the paths laid, the work gangs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Town {
    map: BoardMap,
    cover: Vec<Option<Cover>>,
    gangs: Vec<Gang>,
}

impl Town {
    /// The town before any tile: each gang on its start corner.
    pub fn new(map: BoardMap) -> Town {
        let mut cover = vec![None; map.cells().count()];
        let mut gangs = Vec::new();
        for path in PathId::ALL {
            let pos = map.start(path);
            if let Some(c) = pos
                .and_then(|p| map.index(p))
                .and_then(|i| cover.get_mut(i))
            {
                *c = Some(Cover {
                    path,
                    tile: None,
                    dir: None,
                    bridge: false,
                });
            }
            gangs.push(Gang {
                path,
                pos,
                heading: None,
            });
        }
        Town { map, cover, gangs }
    }

    pub fn map(&self) -> &BoardMap {
        &self.map
    }

    pub fn gangs(&self) -> &[Gang] {
        &self.gangs
    }

    pub fn gang(&self, path: PathId) -> Option<&Gang> {
        self.gangs.get(path.index())
    }

    pub fn cover(&self, pos: Pos) -> Option<Cover> {
        self.map
            .index(pos)
            .and_then(|i| self.cover.get(i).copied().flatten())
    }

    /// On the board and not under a path (a toilet is free: it may be voted away).
    pub fn is_free(&self, pos: Pos) -> bool {
        self.map.contains(pos) && self.cover(pos).is_none()
    }

    /// Buildings no path covers.
    pub fn standing_buildings(&self) -> Vec<(Pos, Building)> {
        self.map
            .buildings()
            .into_iter()
            .filter(|(p, _)| self.cover(*p).is_none())
            .collect()
    }

    /// Toilets no path covers.
    pub fn standing_toilets(&self) -> Vec<Pos> {
        self.map
            .toilets()
            .into_iter()
            .filter(|p| self.cover(*p).is_none())
            .collect()
    }

    /// True when a path going `dir` from beside `pos` may pass under the bridge at `pos`: a bridge of
    /// another path, lying across `dir`.
    fn crossable(&self, pos: Pos, path: PathId, dir: Dir) -> bool {
        self.cover(pos).is_some_and(|c| {
            c.bridge && c.path != path && c.dir.is_some_and(|d| d != dir && d != dir.opposite())
        })
    }

    /// Where `tile` would lie if laid on `path` towards `dir`, or every rule it would break.
    pub fn plan(&self, tile: &Tile, path: PathId, dir: Dir) -> Result<Plan, Vec<LayError>> {
        let mut errors = Vec::new();
        if tile.kind != path.kind() {
            errors.push(LayError::WrongKind {
                kind: tile.kind,
                path,
            });
        }
        let Some(gang) = self.gang(path) else {
            errors.push(LayError::PathFinished { path });
            return Err(errors);
        };
        let Some(at) = gang.pos else {
            errors.push(LayError::PathFinished { path });
            return Err(errors);
        };
        if gang.heading.is_some_and(|h| h.opposite() == dir) {
            errors.push(LayError::GoingBack { path, dir });
        }
        let next = at.step(dir);
        let mut crossed = None;
        let mut start = next;
        if self.crossable(next, path, dir) {
            let beyond = next.step(dir);
            if !self.is_free(beyond) {
                errors.push(LayError::BridgeBlocked {
                    bridge: next,
                    beyond,
                });
            }
            crossed = Some(next);
            start = beyond;
        }
        let mut cells = Vec::new();
        let mut cell = start;
        for _ in 0..tile.len {
            cells.push(cell);
            cell = cell.step(dir);
        }
        for (i, c) in cells.iter().enumerate() {
            if crossed.is_some() && i == 0 && !self.is_free(*c) {
                continue; // already reported as a blocked bridge
            }
            if !self.map.contains(*c) {
                errors.push(LayError::OffBoard { cell: *c });
            } else if self.cover(*c).is_some() {
                errors.push(LayError::CoversPath { cell: *c });
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let buildings = cells
            .iter()
            .filter_map(|c| match self.map.feature(*c) {
                Some(Feature::Building(b)) => Some((*c, b)),
                _ => None,
            })
            .collect();
        let toilets = cells
            .iter()
            .copied()
            .filter(|c| self.map.feature(*c) == Some(Feature::Toilet))
            .collect();
        Ok(Plan {
            cells,
            crossed,
            buildings,
            toilets,
        })
    }

    /// Every rule laying `tile` on `path` towards `dir` would break (empty when it may be laid).
    pub fn lay_errors(&self, tile: &Tile, path: PathId, dir: Dir) -> Vec<LayError> {
        self.plan(tile, path, dir).err().unwrap_or_default()
    }

    /// Every `(path, dir)` where `tile` may be laid now.
    pub fn spots(&self, tile: &Tile) -> Vec<(PathId, Dir)> {
        let mut out = Vec::new();
        for path in PathId::ALL {
            if path.kind() != tile.kind {
                continue;
            }
            for dir in Dir::ALL {
                if self.plan(tile, path, dir).is_ok() {
                    out.push((path, dir));
                }
            }
        }
        out
    }

    /// Where `tile` goes when dropped on `cell`: the `(path, dir)` whose tile would cover that cell
    /// (or pass under a bridge there), or every rule that stops it from the nearest work gang.
    pub fn aim(&self, tile: &Tile, cell: Pos) -> Result<(PathId, Dir), Vec<LayError>> {
        // (distance from the gang, path, dir) of every line from a gang of the tile's kind that
        // reaches `cell`; a crossed bridge adds one cell of reach.
        let mut lines = Vec::new();
        let mut finished = None;
        for path in PathId::ALL.into_iter().filter(|p| p.kind() == tile.kind) {
            let Some(at) = self.gang(path).and_then(|g| g.pos) else {
                finished = Some(path);
                continue;
            };
            for dir in Dir::ALL {
                let mut p = at;
                for k in 1..=u32::from(tile.len) + 1 {
                    p = p.step(dir);
                    if p == cell {
                        lines.push((k, path, dir));
                    }
                }
            }
        }
        lines.sort_by_key(|(k, _, _)| *k);
        let mut refused = None;
        for (_, path, dir) in &lines {
            match self.plan(tile, *path, *dir) {
                Ok(plan) if plan.cells.contains(&cell) || plan.crossed == Some(cell) => {
                    return Ok((*path, *dir));
                }
                Ok(_) => {}
                Err(errors) => {
                    refused.get_or_insert(errors);
                }
            }
        }
        Err(
            refused.unwrap_or_else(|| match (lines.is_empty(), finished) {
                // Every path of this kind is finished: that is the reason, wherever the drop.
                (true, Some(path)) if !self.has_gang_of(tile.kind) => {
                    vec![LayError::PathFinished { path }]
                }
                _ => vec![LayError::NotFromGang {
                    cell,
                    kind: tile.kind,
                }],
            }),
        )
    }

    fn has_gang_of(&self, kind: super::TileKind) -> bool {
        self.gangs
            .iter()
            .any(|g| g.path.kind() == kind && g.pos.is_some())
    }

    /// Lays a planned tile and moves the gang to its far end. Returns true when the gang then has
    /// no way on and leaves the board.
    pub fn lay(&mut self, tile: &Tile, path: PathId, dir: Dir, plan: &Plan) -> bool {
        for (i, c) in plan.cells.iter().enumerate() {
            if let Some(slot) = self.map.index(*c).and_then(|i| self.cover.get_mut(i)) {
                *slot = Some(Cover {
                    path,
                    tile: Some(tile.id),
                    dir: Some(dir),
                    bridge: tile.bridge_at() == Some(i as u8),
                });
            }
        }
        let end = plan.cells.last().copied();
        let mut left = false;
        let way_on = end.is_some_and(|e| self.has_way_on(path, e, Some(dir)));
        if let Some(gang) = self.gangs.get_mut(path.index()) {
            gang.heading = Some(dir);
            gang.pos = if way_on { end } else { None };
            left = !way_on;
        }
        left
    }

    /// Every gang still on the board that has no way on (a tile of any path may have blocked it)
    /// leaves it; returns their paths.
    pub fn release_blocked_gangs(&mut self) -> Vec<PathId> {
        let blocked: Vec<PathId> = self
            .gangs
            .iter()
            .filter(|g| {
                g.pos
                    .is_some_and(|at| !self.has_way_on(g.path, at, g.heading))
            })
            .map(|g| g.path)
            .collect();
        for gang in &mut self.gangs {
            if blocked.contains(&gang.path) {
                gang.pos = None;
            }
        }
        blocked
    }

    /// Whether a gang at `at`, having built towards `heading` (`None` on its start corner), can
    /// still go on: a free cell ahead in one of the other directions, or a bridge of another path
    /// to pass under.
    fn has_way_on(&self, path: PathId, at: Pos, heading: Option<Dir>) -> bool {
        Dir::ALL
            .into_iter()
            .filter(|d| heading.is_none_or(|h| *d != h.opposite()))
            .any(|d| {
                let next = at.step(d);
                self.is_free(next) || (self.crossable(next, path, d) && self.is_free(next.step(d)))
            })
    }

    /// Where the path on `pos` comes from: the previous cell of its path (the gang's cell when its
    /// tile was laid), and the bridge of another path it passed under on the way, if it did.
    /// `None` on a start corner or a cell without a path.
    pub fn came_from(&self, pos: Pos) -> Option<(Pos, Option<Pos>)> {
        let cover = self.cover(pos)?;
        let back = pos.step(cover.dir?.opposite());
        let behind = self.cover(back)?;
        if behind.path == cover.path {
            return Some((back, None));
        }
        let before = back.step(cover.dir?.opposite());
        (behind.bridge && self.cover(before).is_some_and(|c| c.path == cover.path))
            .then_some((before, Some(back)))
    }

    /// Path cells laid so far (start corners excluded).
    pub fn laid_cells(&self) -> usize {
        self.cover
            .iter()
            .filter(|c| c.is_some_and(|c| c.tile.is_some()))
            .count()
    }
}

/// Every rule laying `tile` of `hand` on `path` towards `dir` would break.
pub(crate) fn lay_errors(
    town: &Town,
    hand: &[TileId],
    tile: TileId,
    path: PathId,
    dir: Dir,
) -> Vec<LayError> {
    match Tile::get(tile) {
        Some(t) if hand.contains(&tile) => town.lay_errors(t, path, dir),
        _ => vec![LayError::NotYourTile { tile }],
    }
}

/// Every tile of `hand` that can be laid on `town`, with where.
pub(crate) fn legal_lays(town: &Town, hand: &[TileId]) -> Vec<(TileId, PathId, Dir)> {
    // Tiles of the same kind and length fit the same places: look each up once.
    type Spots = Vec<(PathId, Dir)>;
    let mut known: Vec<((super::TileKind, u8), Spots)> = Vec::new();
    let mut out = Vec::new();
    for id in hand {
        let Some(t) = Tile::get(*id) else { continue };
        let key = (t.kind, t.len);
        let spots = match known.iter().find(|(k, _)| *k == key) {
            Some((_, s)) => s.clone(),
            None => {
                let s = town.spots(t);
                known.push((key, s.clone()));
                s
            }
        };
        out.extend(spots.into_iter().map(|(p, d)| (*id, p, d)));
    }
    out
}

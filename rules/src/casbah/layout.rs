//! Complete casbahs the tiles can build. In a complete casbah rooms meet door to door and show
//! windows to gardens and to the outside, so where the gardens and the entrance stand fixes every
//! cell's shape: a layout is a choice of those, and it can be built when the tiles at hand hold
//! the shapes it needs. The quick player drafts towards one.

use std::collections::BTreeMap;

use super::{Rotation, Shape, Side, Size, Tile, TileId};
use crate::{Dir, Pos, SeededRng};

/// How many times [`needed_shapes`] starts its search afresh for each number of gardens, and how
/// many moves each search makes.
const RESTARTS: usize = 4;
const STEPS: usize = 600;

/// The shapes a complete casbah of `size` needs, cell by cell, with gardens on `gardens` and the
/// entrance on `entrance` opening towards `out` (which must be the outside); `None` when the
/// entrance tile's other sides do not fit there or a room would have no door.
fn shapes(
    size: Size,
    gardens: &[Pos],
    entrance: Pos,
    out: Dir,
    entrance_tile: &Tile,
) -> Option<Vec<Shape>> {
    let (w, h) = (i32::from(size.width), i32::from(size.height));
    let inside = |p: Pos| (0..w).contains(&p.x) && (0..h).contains(&p.y);
    if !inside(entrance) || inside(entrance.step(out)) || gardens.contains(&entrance) {
        return None;
    }
    let room = |p: Pos| inside(p) && !gardens.contains(&p);
    // The entrance turned so that its double door faces `out`: its other sides must be doors
    // where rooms are, windows (or open) elsewhere.
    let fits = Rotation::ALL.into_iter().any(|r| {
        entrance_tile.side(r, out) == Side::Entrance
            && Dir::ALL
                .into_iter()
                .filter(|d| *d != out)
                .all(|d| (entrance_tile.side(r, d) == Side::Door) == room(entrance.step(d)))
    });
    if !fits {
        return None;
    }
    let mut cells = Vec::with_capacity(size.cells());
    for y in 0..h {
        for x in 0..w {
            let p = Pos::new(x, y);
            if p == entrance {
                cells.push(Shape::Entrance);
            } else if gardens.contains(&p) {
                cells.push(Shape::Garden);
            } else {
                let doors = Dir::ALL.map(|d| room(p.step(d)));
                match Shape::of_room(doors) {
                    Shape::Doors0 => return None,
                    shape => cells.push(shape),
                }
            }
        }
    }
    Some(cells)
}

fn counts(shapes: impl IntoIterator<Item = Shape>) -> BTreeMap<Shape, usize> {
    let mut out = BTreeMap::new();
    for s in shapes {
        *out.entry(s).or_insert(0) += 1;
    }
    out
}

/// How many tiles of each shape a complete casbah of `size` takes, for one layout that `tiles`
/// can build (as many gardens as they allow, found by a seeded local search, so the answer is
/// always the same; all of them when they are as many as the cells); `None` when the search
/// finds none.
pub fn needed_shapes(size: Size, tiles: &[TileId]) -> Option<BTreeMap<Shape, usize>> {
    let tiles: Vec<&Tile> = tiles.iter().filter_map(|t| Tile::get(*t)).collect();
    let entrance_tile = tiles.iter().copied().find(|t| t.is_entrance())?;
    let supply = counts(tiles.iter().map(|t| t.shape()));
    // A complete casbah with as many cells as there are tiles takes every tile, whatever the
    // layout: the search would have to hit the very layout the box was cut from (each set is one
    // complete 9x5, which the solver tests prove buildable), so the tiles' shapes are the answer.
    if tiles.len() == size.cells() {
        return Some(supply);
    }
    let gardens_at_most = supply.get(&Shape::Garden).copied().unwrap_or(0);
    let (w, h) = (i32::from(size.width), i32::from(size.height));
    let cells: Vec<Pos> = (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .collect();
    let edge: Vec<(Pos, Dir)> = cells
        .iter()
        .flat_map(|p| Dir::ALL.map(|d| (*p, d)))
        .filter(|(p, d)| {
            let o = p.step(*d);
            !((0..w).contains(&o.x) && (0..h).contains(&o.y))
        })
        .collect();
    // How many tiles the layout lacks (a layout that cannot be built at all lacks everything).
    let lacking = |gardens: &[Pos], (entrance, out): (Pos, Dir)| -> usize {
        match shapes(size, gardens, entrance, out, entrance_tile) {
            None => size.cells() + 1,
            Some(needed) => counts(needed)
                .iter()
                .map(|(s, n)| n.saturating_sub(supply.get(s).copied().unwrap_or(0)))
                .sum(),
        }
    };
    let mut rng = SeededRng::new(u64::from(size.width) * 100 + u64::from(size.height));
    for count in (0..=gardens_at_most.min(cells.len())).rev() {
        for _ in 0..RESTARTS {
            let mut spots = cells.clone();
            rng.shuffle(&mut spots);
            let mut gardens: Vec<Pos> = spots.into_iter().take(count).collect();
            let mut entrance = *rng.choose(&edge)?;
            let mut worst = lacking(&gardens, entrance);
            for _ in 0..STEPS {
                if worst == 0 {
                    break;
                }
                // Move one garden, or the entrance, somewhere else; keep it unless worse.
                let (old_gardens, old_entrance) = (gardens.clone(), entrance);
                let which = rng.below(count + 1);
                match gardens.get_mut(which) {
                    Some(g) => {
                        if let Some(p) = rng.choose(&cells) {
                            *g = *p;
                        }
                    }
                    None => {
                        if let Some(e) = rng.choose(&edge) {
                            entrance = *e;
                        }
                    }
                }
                let distinct = gardens
                    .iter()
                    .enumerate()
                    .all(|(i, g)| !gardens.iter().skip(i + 1).any(|o| o == g));
                let now = if distinct {
                    lacking(&gardens, entrance)
                } else {
                    usize::MAX
                };
                if now <= worst {
                    worst = now;
                } else {
                    gardens = old_gardens;
                    entrance = old_entrance;
                }
            }
            if worst == 0 {
                return shapes(size, &gardens, entrance.0, entrance.1, entrance_tile).map(counts);
            }
        }
    }
    None
}

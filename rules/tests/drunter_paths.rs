//! The path-building rules, each with a legal and an illegal case, on small test towns.

use tablee_rules::drunter::{BoardMap, LayError, PathId, TILES, Tile, TileKind, Town};
use tablee_rules::{Dir, Pos};

fn tile(kind: TileKind, len: u8) -> &'static Tile {
    TILES
        .iter()
        .find(|t| t.kind == kind && t.len == len)
        .unwrap()
}

fn town(map: &str) -> Town {
    Town::new(BoardMap::parse(map).unwrap())
}

const SMALL: &str = "
In .. WC .. Gd
.. .. .. .. ..
.. .. H5 .. ..
.. .. .. .. ..
Gd .. .. .. Ww
";

const SEVEN: &str = "
In .. .. .. .. .. Gd
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
Gd .. .. .. .. .. Ww
";

fn lay(t: &mut Town, kind: TileKind, len: u8, path: PathId, dir: Dir) -> bool {
    let tl = tile(kind, len);
    let plan = t.plan(tl, path, dir).unwrap();
    t.lay(tl, path, dir, &plan)
}

#[test]
fn a_tile_runs_straight_from_the_gang_and_the_gang_moves_to_its_end() {
    let mut t = town(SMALL);
    let plan = t
        .plan(tile(TileKind::Road, 3), PathId::Road, Dir::South)
        .unwrap();
    assert_eq!(
        plan.cells,
        vec![Pos::new(0, 1), Pos::new(0, 2), Pos::new(0, 3)]
    );
    assert!(plan.toilets.is_empty() && plan.buildings.is_empty() && plan.crossed.is_none());
    assert!(!lay(&mut t, TileKind::Road, 3, PathId::Road, Dir::South));
    let gang = t.gang(PathId::Road).unwrap();
    assert_eq!(
        (gang.pos, gang.heading),
        (Some(Pos::new(0, 3)), Some(Dir::South))
    );
    // The middle cell of a 3-cell tile is a bridge.
    assert!(t.cover(Pos::new(0, 2)).unwrap().bridge);
    assert!(!t.cover(Pos::new(0, 1)).unwrap().bridge);
    // Of the three ways on, east is open, south is the guard post's corner, west is off the board.
    assert!(
        t.plan(tile(TileKind::Road, 1), PathId::Road, Dir::East)
            .is_ok()
    );
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::South),
        vec![LayError::CoversPath {
            cell: Pos::new(0, 4)
        }]
    );
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::North),
        vec![
            LayError::GoingBack {
                path: PathId::Road,
                dir: Dir::North
            },
            LayError::CoversPath {
                cell: Pos::new(0, 2)
            }
        ]
    );
}

#[test]
fn a_path_only_takes_tiles_of_its_kind_and_walls_take_wall_tiles() {
    let t = town(SMALL);
    assert_eq!(
        t.lay_errors(tile(TileKind::Wall, 1), PathId::Road, Dir::South),
        vec![LayError::WrongKind {
            kind: TileKind::Wall,
            path: PathId::Road
        }]
    );
    assert!(
        t.lay_errors(tile(TileKind::Wall, 1), PathId::WallA, Dir::South)
            .is_empty()
    );
    assert!(
        t.lay_errors(tile(TileKind::Wall, 1), PathId::WallB, Dir::North)
            .is_empty()
    );
    assert!(
        t.lay_errors(tile(TileKind::Canal, 2), PathId::Canal, Dir::West)
            .is_empty()
    );
    assert!(
        !t.lay_errors(tile(TileKind::Canal, 2), PathId::WallA, Dir::West)
            .is_empty()
    );
}

#[test]
fn the_whole_tile_must_lie_on_the_board() {
    let t = town(SMALL);
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::West),
        vec![LayError::OffBoard {
            cell: Pos::new(-1, 0)
        }]
    );
    let mut t = town(SMALL);
    lay(&mut t, TileKind::Road, 2, PathId::Road, Dir::South);
    // From (0,2) eastwards a 3-cell tile fits; from the east edge it would not.
    assert!(
        t.lay_errors(tile(TileKind::Road, 3), PathId::Road, Dir::East)
            .is_empty()
    );
    assert_eq!(
        t.lay_errors(tile(TileKind::Canal, 3), PathId::Canal, Dir::South),
        vec![
            LayError::OffBoard {
                cell: Pos::new(4, 5)
            },
            LayError::OffBoard {
                cell: Pos::new(4, 6)
            },
            LayError::OffBoard {
                cell: Pos::new(4, 7)
            }
        ]
    );
}

#[test]
fn a_tile_covers_no_path_but_covers_buildings_and_toilets() {
    let mut t = town(SMALL);
    // The road towards the east runs onto a toilet.
    let plan = t
        .plan(tile(TileKind::Road, 3), PathId::Road, Dir::East)
        .unwrap();
    assert_eq!(plan.toilets, vec![Pos::new(2, 0)]);
    // The start corner of another path is a path cell.
    assert_eq!(
        t.lay_errors(tile(TileKind::Wall, 3), PathId::WallA, Dir::West),
        vec![]
    );
    lay(&mut t, TileKind::Wall, 2, PathId::WallB, Dir::East); // (1,4),(2,4)
    lay(&mut t, TileKind::Wall, 2, PathId::WallB, Dir::North); // (2,3),(2,2)
    assert_eq!(t.standing_buildings().len(), 0, "H5 at (2,2) is covered");
    // The canal may not run over the wall.
    assert_eq!(
        t.lay_errors(tile(TileKind::Canal, 3), PathId::Canal, Dir::West),
        vec![
            LayError::CoversPath {
                cell: Pos::new(2, 4)
            },
            LayError::CoversPath {
                cell: Pos::new(1, 4)
            }
        ]
    );
    assert_eq!(
        t.lay_errors(tile(TileKind::Canal, 1), PathId::Canal, Dir::West),
        vec![]
    );
}

#[test]
fn a_path_passes_under_the_bridge_of_another_path() {
    let mut t = town(SEVEN);
    lay(&mut t, TileKind::Wall, 1, PathId::WallA, Dir::South); // (6,1)
    lay(&mut t, TileKind::Wall, 3, PathId::WallA, Dir::West); // (5,1) (4,1)=bridge (3,1)
    lay(&mut t, TileKind::Road, 3, PathId::Road, Dir::East); // (1,0) (2,0) (3,0)
    // Beside the wall's end cell (not its bridge) there is no crossing.
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::South),
        vec![LayError::CoversPath {
            cell: Pos::new(3, 1)
        }]
    );
    lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::East); // (4,0)
    let plan = t
        .plan(tile(TileKind::Road, 2), PathId::Road, Dir::South)
        .unwrap();
    assert_eq!(plan.crossed, Some(Pos::new(4, 1)));
    assert_eq!(plan.cells, vec![Pos::new(4, 2), Pos::new(4, 3)]);
    // Each path cell knows where its path comes from, across the bridge too.
    let mut crossed = t.clone();
    lay(&mut crossed, TileKind::Road, 2, PathId::Road, Dir::South); // (4,2) (4,3)
    assert_eq!(
        crossed.came_from(Pos::new(4, 2)),
        Some((Pos::new(4, 0), Some(Pos::new(4, 1))))
    );
    assert_eq!(
        crossed.came_from(Pos::new(4, 3)),
        Some((Pos::new(4, 2), None))
    );
    assert_eq!(
        crossed.came_from(Pos::new(1, 0)),
        Some((Pos::new(0, 0), None))
    );
    assert_eq!(
        crossed.came_from(Pos::new(5, 1)),
        Some((Pos::new(6, 1), None))
    );
    assert_eq!(crossed.came_from(Pos::new(0, 0)), None, "a start corner");
    assert_eq!(crossed.came_from(Pos::new(2, 2)), None, "no path");
    // At (5,0) the road would be boxed in (edge, guard post, wall's end): its gang leaves.
    let mut other = t.clone();
    assert!(lay(&mut other, TileKind::Road, 1, PathId::Road, Dir::East));
    // The cell beyond the bridge must be free.
    lay(&mut t, TileKind::Canal, 3, PathId::Canal, Dir::North); // (6,5) (6,4) (6,3)
    lay(&mut t, TileKind::Canal, 1, PathId::Canal, Dir::North); // (6,2)
    lay(&mut t, TileKind::Canal, 2, PathId::Canal, Dir::West); // (5,2) (4,2)
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::South),
        vec![LayError::BridgeBlocked {
            bridge: Pos::new(4, 1),
            beyond: Pos::new(4, 2)
        }]
    );
}

#[test]
fn a_path_crossing_along_a_bridge_is_refused() {
    // The road reaches the side of the wall's bridge going the bridge's own way.
    let mut t = town(SEVEN);
    lay(&mut t, TileKind::Wall, 3, PathId::WallB, Dir::North); // (0,5) (0,4)=bridge axis N (0,3)
    lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::South); // (0,1)
    lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::South); // (0,2)
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::South),
        vec![LayError::CoversPath {
            cell: Pos::new(0, 3)
        }]
    );
}

#[test]
fn a_gang_without_a_way_on_leaves_and_its_path_is_finished() {
    let mut t = town("In .. Gd\n.. .. ..\nGd .. Ww\n");
    assert!(!lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::East)); // (1,0): south is free
    assert!(!lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::South)); // (1,1)
    // (0,1): north the inn, west the edge, south a guard post.
    assert!(lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::West));
    assert_eq!(t.gang(PathId::Road).unwrap().pos, None);
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::North),
        vec![LayError::PathFinished { path: PathId::Road }]
    );
}

#[test]
fn a_bridge_at_the_edge_cannot_be_crossed() {
    let mut t =
        town("In .. .. .. Gd\n.. .. .. .. ..\n.. .. .. .. ..\n.. .. .. .. ..\nGd .. .. .. Ww\n");
    lay(&mut t, TileKind::Wall, 3, PathId::WallB, Dir::North); // (0,3) (0,2)=bridge (0,1)
    lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::East); // (1,0)
    lay(&mut t, TileKind::Road, 2, PathId::Road, Dir::South); // (1,1) (1,2)
    // West of (1,2) is the wall's bridge, but beyond it lies the edge.
    assert_eq!(
        t.lay_errors(tile(TileKind::Road, 1), PathId::Road, Dir::West),
        vec![LayError::BridgeBlocked {
            bridge: Pos::new(0, 2),
            beyond: Pos::new(-1, 2)
        }]
    );
}

#[test]
fn a_dropped_tile_is_aimed_from_the_gang_whose_line_reaches_the_cell() {
    let mut t = town(SEVEN);
    let road3 = tile(TileKind::Road, 3);
    // Any cell the tile would cover names the way: next to the gang or at the far end.
    assert_eq!(t.aim(road3, Pos::new(1, 0)), Ok((PathId::Road, Dir::East)));
    assert_eq!(t.aim(road3, Pos::new(3, 0)), Ok((PathId::Road, Dir::East)));
    assert_eq!(t.aim(road3, Pos::new(0, 2)), Ok((PathId::Road, Dir::South)));
    // Beyond the tile's reach, or nowhere near a gang of its kind: said so.
    for cell in [Pos::new(4, 0), Pos::new(3, 3)] {
        assert_eq!(
            t.aim(road3, cell),
            Err(vec![LayError::NotFromGang {
                cell,
                kind: TileKind::Road
            }])
        );
    }
    // Off the board: the nearest line's reasons.
    assert_eq!(
        t.aim(tile(TileKind::Road, 1), Pos::new(-1, 0)),
        Err(vec![LayError::OffBoard {
            cell: Pos::new(-1, 0)
        }])
    );
    // A wall tile goes to whichever wall's gang reaches the cell.
    let wall2 = tile(TileKind::Wall, 2);
    assert_eq!(
        t.aim(wall2, Pos::new(6, 2)),
        Ok((PathId::WallA, Dir::South))
    );
    assert_eq!(
        t.aim(wall2, Pos::new(0, 4)),
        Ok((PathId::WallB, Dir::North))
    );
    // Passing under a bridge: the bridge cell and the cells beyond aim the same crossing.
    lay(&mut t, TileKind::Wall, 1, PathId::WallA, Dir::South);
    lay(&mut t, TileKind::Wall, 3, PathId::WallA, Dir::West);
    lay(&mut t, TileKind::Road, 3, PathId::Road, Dir::East);
    lay(&mut t, TileKind::Road, 1, PathId::Road, Dir::East);
    let road2 = tile(TileKind::Road, 2);
    for cell in [Pos::new(4, 1), Pos::new(4, 2), Pos::new(4, 3)] {
        assert_eq!(
            t.aim(road2, cell),
            Ok((PathId::Road, Dir::South)),
            "{cell:?}"
        );
    }
    // A finished path says so wherever the tile is dropped.
    let mut boxed = t.clone();
    assert!(lay(&mut boxed, TileKind::Road, 1, PathId::Road, Dir::East));
    assert_eq!(
        boxed.aim(road2, Pos::new(2, 2)),
        Err(vec![LayError::PathFinished { path: PathId::Road }])
    );
}

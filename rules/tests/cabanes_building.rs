//! Building rules a to e, each legal and illegal, the spots the engine lists, completeness, and
//! what a cannon may knock off.

use tablee_rules::cabanes::{
    BuildError, Cell, Edge, Hut, Placed, Side, TargetError, Tile, TileId, tile,
};

fn t(id: u8) -> &'static Tile {
    tile(TileId(id)).unwrap()
}

fn c(x: i32, floor: i32) -> Cell {
    Cell::new(x, floor)
}

/// A hut from (x, floor, tile, mirrored); the mailbox start tile 0 stands at (0, 0).
fn hut(tiles: &[(i32, i32, u8, bool)]) -> Hut {
    let mut all = vec![Placed {
        cell: c(0, 0),
        tile: TileId(0),
        mirrored: false,
    }];
    all.extend(tiles.iter().map(|&(x, floor, id, mirrored)| Placed {
        cell: c(x, floor),
        tile: TileId(id),
        mirrored,
    }));
    Hut::from_tiles(all)
}

// Tile ids of the set (see data/cabanes/tiles.txt): edges are top, right, bottom, left.
const GROUND_TBGB: u8 = 3;
const GROUND_TBGB_2: u8 = 4;
const GROUND_SBGB: u8 = 6;
const FINAL_FREE_TBGS: u8 = 9;
const FINAL_SBGS: u8 = 11;
const FINAL_SBGS_2: u8 = 12;
const FINAL_FIXED_TSGB: u8 = 13;
const TRUNK_TSTS: u8 = 17;
const TRUNK_FIXED_TBTS: u8 = 21;
const FORK_SBTB: u8 = 29;
const PLANK_SBSB: u8 = 33;
const CANTILEVER_SSSB: u8 = 38;
const CAP_SSTS: u8 = 51;
const PLANK_END_SBSS: u8 = 70;

#[test]
fn the_ground_row_grows_beside_the_mailbox_and_scores_two() {
    let h = hut(&[]);
    let placement = h.check(t(GROUND_TBGB), c(1, 0), false).unwrap();
    assert_eq!(placement.advance, 2, "a ground tile moves the pawn 2");
    assert_eq!(placement.joined, vec![c(0, 0)]);
    assert!(h.check(t(GROUND_TBGB), c(-1, 0), false).is_ok());
}

#[test]
fn edges_must_match() {
    // Rule a: the fixed final's right side is sky, the start tile's left side a branch.
    let h = hut(&[]);
    assert_eq!(
        h.check(t(FINAL_FIXED_TSGB), c(-1, 0), false),
        Err(vec![BuildError::EdgeMismatch {
            side: Side::Right,
            neighbour: c(0, 0),
            ours: Edge::Sky,
            theirs: Edge::Branch,
        }])
    );
    assert!(h.check(t(FINAL_FIXED_TSGB), c(1, 0), false).is_ok());
    // A trunk on the start tile's trunk: real connection, one tile: +1.
    let placement = h.check(t(TRUNK_TSTS), c(0, 1), false).unwrap();
    assert_eq!(placement.advance, 1);
    // A plank's sky bottom on the start tile's trunk.
    assert_eq!(
        h.check(t(PLANK_SBSB), c(0, 1), false),
        Err(vec![BuildError::EdgeMismatch {
            side: Side::Bottom,
            neighbour: c(0, 0),
            ours: Edge::Sky,
            theirs: Edge::Trunk,
        }])
    );
}

#[test]
fn touching_only_by_sky_is_no_connection() {
    // A trunk with sky sides above the start, a ground tile with a sky top beside it: a plank end
    // at (1, 1) touches both, but only by sky (the rulebook's tile C).
    let h = hut(&[(0, 1, TRUNK_TSTS, false), (1, 0, GROUND_SBGB, false)]);
    assert_eq!(
        h.check(t(PLANK_END_SBSS), c(1, 1), false),
        Err(vec![BuildError::OnlySky {
            touching: vec![c(1, 0), c(0, 1)]
        }])
    );
    // Touching nothing at all, and nothing below.
    let errors = h.check(t(TRUNK_TSTS), c(3, 1), false).unwrap_err();
    assert!(errors.contains(&BuildError::Touches));
    assert!(errors.contains(&BuildError::NothingBelow { below: c(3, 0) }));
}

#[test]
fn two_real_connections_score_two() {
    let h = hut(&[(1, 0, GROUND_TBGB, false), (0, 1, TRUNK_FIXED_TBTS, false)]);
    let placement = h.check(t(FORK_SBTB), c(1, 1), false).unwrap();
    assert_eq!(placement.advance, 2);
    assert_eq!(placement.joined, vec![c(1, 0), c(0, 1)]);
}

#[test]
fn mirroring_only_where_the_tile_allows_it() {
    let h = hut(&[]);
    // Rule b: a fixed tile is never turned over.
    let errors = h.check(t(FINAL_FIXED_TSGB), c(-1, 0), true).unwrap_err();
    assert!(errors.contains(&BuildError::NotMirrorable {
        tile: TileId(FINAL_FIXED_TSGB)
    }));
    // A free final closes the left side as drawn, the right side turned over.
    assert!(h.check(t(FINAL_FREE_TBGS), c(-1, 0), false).is_ok());
    assert!(h.check(t(FINAL_FREE_TBGS), c(1, 0), false).is_err());
    assert!(h.check(t(FINAL_FREE_TBGS), c(1, 0), true).is_ok());
    let mut spots = h.legal_spots(t(FINAL_FREE_TBGS));
    spots.sort();
    assert_eq!(spots, vec![(c(-1, 0), false), (c(1, 0), true)]);
    assert_eq!(h.legal_spots(t(FINAL_FIXED_TSGB)), vec![(c(1, 0), false)]);
    // A fixed tile turned over shows its sides swapped nowhere.
    assert_eq!(t(TRUNK_FIXED_TBTS).edge(Side::Right, false), Edge::Branch);
    assert_eq!(t(TRUNK_FIXED_TBTS).edge(Side::Left, true), Edge::Branch);
}

#[test]
fn no_gap_within_a_floor() {
    // Rule c on the ground row and above.
    let h = hut(&[]);
    assert_eq!(
        h.check(t(GROUND_TBGB), c(2, 0), false),
        Err(vec![
            BuildError::GapInFloor {
                cell: c(2, 0),
                floor: 0
            },
            BuildError::Touches
        ])
    );
    let h = hut(&[
        (1, 0, GROUND_TBGB, false),
        (2, 0, GROUND_TBGB_2, false),
        (0, 1, TRUNK_TSTS, false),
    ]);
    assert_eq!(
        h.check(t(TRUNK_TSTS), c(2, 1), false),
        Err(vec![BuildError::GapInFloor {
            cell: c(2, 1),
            floor: 1
        }])
    );
    // A new floor may start anywhere a tile holds it.
    let h = hut(&[(1, 0, GROUND_TBGB, false)]);
    assert!(h.check(t(TRUNK_TSTS), c(1, 1), false).is_ok());
}

#[test]
fn gravity_and_cantilevers() {
    // Rule d: a plain tile needs a tile below; a cantilever holds by its side.
    let h = hut(&[(0, 1, TRUNK_FIXED_TBTS, false)]);
    assert!(h.check(t(CANTILEVER_SSSB), c(1, 1), false).is_ok());
    assert_eq!(
        h.check(t(PLANK_SBSB), c(1, 1), false),
        Err(vec![BuildError::NothingBelow { below: c(1, 0) }])
    );
}

#[test]
fn the_ground_row_and_its_finals() {
    let h = hut(&[]);
    // Rule e: grass on floor 0 only, and only grass there.
    let errors = h.check(t(GROUND_TBGB), c(0, 1), false).unwrap_err();
    assert!(errors.contains(&BuildError::GroundTileAboveGround { floor: 1 }));
    let errors = h.check(t(TRUNK_FIXED_TBTS), c(1, 0), false).unwrap_err();
    assert!(errors.contains(&BuildError::NotAGroundTile));
    // Nothing beyond a final.
    let h = hut(&[(1, 0, FINAL_FIXED_TSGB, false)]);
    let errors = h.check(t(GROUND_TBGB), c(2, 0), false).unwrap_err();
    assert!(errors.contains(&BuildError::BeyondFinal { final_at: c(1, 0) }));
    assert!(
        h.legal_spots(t(GROUND_TBGB))
            .iter()
            .all(|(cell, _)| cell.x < 1)
    );
    // Below the ground and occupied cells.
    assert_eq!(
        h.check(t(GROUND_TBGB), c(0, -1), false),
        Err(vec![BuildError::BelowGround { cell: c(0, -1) }])
    );
    assert_eq!(
        h.check(t(GROUND_TBGB), c(0, 0), false),
        Err(vec![BuildError::Occupied { cell: c(0, 0) }])
    );
}

#[test]
fn every_spot_listed_is_legal_and_every_other_one_says_why() {
    let h = hut(&[(1, 0, GROUND_TBGB, false), (0, 1, TRUNK_FIXED_TBTS, false)]);
    for id in 0..83u8 {
        let spots = h.legal_spots(t(id));
        for x in -3..=4 {
            for floor in 0..=3 {
                for mirrored in [false, true] {
                    let result = h.check(t(id), c(x, floor), mirrored);
                    assert_eq!(
                        spots.contains(&(c(x, floor), mirrored)),
                        result.is_ok(),
                        "tile {id} at ({x}, {floor}) mirrored {mirrored}: {result:?}"
                    );
                    if let Err(reasons) = result {
                        assert!(!reasons.is_empty());
                    }
                }
            }
        }
    }
}

#[test]
fn a_hut_is_complete_once_surrounded_by_sky() {
    let open = hut(&[(-1, 0, FINAL_SBGS, false), (1, 0, FINAL_SBGS_2, true)]);
    assert!(!open.is_complete(), "the start tile's trunk is open");
    let closed = hut(&[
        (-1, 0, FINAL_SBGS, false),
        (1, 0, FINAL_SBGS_2, true),
        (0, 1, CAP_SSTS, false),
    ]);
    assert!(closed.is_complete());
    assert!(
        !hut(&[(0, 1, CAP_SSTS, false)]).is_complete(),
        "the ground row is not closed"
    );
}

/// A start, a ground tile, a trunk with a branch, a fork, a trunk and a cap on it.
fn tower() -> Hut {
    hut(&[
        (1, 0, GROUND_TBGB, false),
        (0, 1, TRUNK_FIXED_TBTS, false),
        (1, 1, FORK_SBTB, false),
        (0, 2, TRUNK_TSTS, false),
        (0, 3, CAP_SSTS, false),
    ])
}

#[test]
fn a_cannon_needs_two_free_sides_and_no_grass() {
    let h = tower();
    assert_eq!(h.free_sides(c(0, 3)), 3);
    assert_eq!(h.free_sides(c(0, 2)), 2, "sky sides count as free");
    assert_eq!(
        h.check_target(c(0, 1)),
        Err(TargetError::TooFewFreeSides { free: 1 })
    );
    assert_eq!(h.check_target(c(1, 0)), Err(TargetError::Grass));
    assert_eq!(h.check_target(c(0, 0)), Err(TargetError::Grass));
    assert_eq!(
        h.check_target(c(5, 5)),
        Err(TargetError::Empty { cell: c(5, 5) })
    );
    let targets: Vec<Cell> = h.targets(2).iter().map(|t| t.cell).collect();
    assert_eq!(targets, vec![c(1, 1), c(0, 2), c(0, 3)]);
}

#[test]
fn tiles_no_longer_joined_fall_with_the_target() {
    let h = tower();
    // The trunk goes: the cap only held by it falls too (the rulebook's tile A).
    assert_eq!(
        h.falling_with(c(0, 2)),
        vec![Placed {
            cell: c(0, 3),
            tile: TileId(CAP_SSTS),
            mirrored: false
        }]
    );
    // The fork goes: the rest still stands on the ground (tile B).
    assert!(h.falling_with(c(1, 1)).is_empty());
    let mut knocked = h.clone();
    let taken = knocked.knock_off(c(0, 2));
    assert_eq!(
        taken.iter().map(|p| p.cell).collect::<Vec<_>>(),
        vec![c(0, 2), c(0, 3)]
    );
    assert_eq!(knocked.len(), h.len() - 2);
    // Tiles joined to each other but only by sky to the hut fall together.
    let h = hut(&[
        (0, 1, TRUNK_FIXED_TBTS, false),
        (1, 1, CANTILEVER_SSSB, false),
    ]);
    assert_eq!(h.falling_with(c(0, 1)).len(), 1);
}

#[test]
fn every_open_spot_is_assessed_with_its_reasons() {
    use tablee_rules::Game;
    use tablee_rules::cabanes::{Cabanes, CabanesSetup};
    let game = Cabanes::new(CabanesSetup { seats: 2 }, 3).unwrap();
    // A fixed final on three fresh huts: open cells left, right and above each mailbox.
    let assessed = game.assess_spots(TileId(FINAL_FIXED_TSGB));
    assert_eq!(assessed.len(), 9);
    let legal: Vec<_> = assessed
        .iter()
        .filter(|(_, r)| r.is_ok())
        .map(|(s, _)| *s)
        .collect();
    assert_eq!(legal, game.legal_spots(TileId(FINAL_FIXED_TSGB)));
    assert_eq!(legal.len(), 3, "right of each mailbox");
    for (spot, result) in &assessed {
        if let Err(reasons) = result {
            assert!(!reasons.is_empty(), "{spot:?}");
        }
    }
    let above = assessed
        .iter()
        .find(|(s, _)| s.hut == 1 && s.cell == c(0, 1))
        .unwrap();
    assert!(
        matches!(&above.1, Err(r) if r.contains(&BuildError::GroundTileAboveGround { floor: 1 }))
    );
}

#[test]
fn errors_read_as_sentences() {
    assert_eq!(
        TargetError::TooFewFreeSides { free: 1 }.to_string(),
        "the tile has 1 free side: it needs at least 2"
    );
    assert_eq!(
        TargetError::TooFewFreeSides { free: 0 }.to_string(),
        "the tile has 0 free sides: it needs at least 2"
    );
    assert_eq!(
        BuildError::OnlySky {
            touching: vec![c(1, 0), c(0, 1)]
        }
        .to_string(),
        "it touches the hut only by sky (at (1, 0), (0, 1))"
    );
    assert_eq!(
        BuildError::BeyondFinal { final_at: c(2, 0) }.to_string(),
        "the final tile at (2, 0) closes the ground on that side"
    );
}

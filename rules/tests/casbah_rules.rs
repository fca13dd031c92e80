//! The construction rules of the rulebook, each with a legal and an illegal case.

use tablee_rules::casbah::{
    Board, Casbah, CasbahAction, CasbahError, CasbahEvent, CasbahSetup, Demand, Phase,
    PlacementError, Rect, Rotation, Shape, Side, Size, TILES, Tile, TileId, TileSet,
};
use tablee_rules::{Dir, Game, Pos, Seat};

/// A tile of this shape from the set new games are dealt (any set's for a shape it lacks).
fn tile_of(shape: Shape) -> &'static Tile {
    TileSet::NEWEST
        .tiles()
        .iter()
        .chain(TILES)
        .find(|t| t.shape() == shape)
        .expect("the box has this shape")
}

fn entrance() -> &'static Tile {
    tile_of(Shape::Entrance)
}

/// A board with the entrance at the origin, double door facing south.
fn board_with_entrance(size: Size) -> Board {
    let mut b = Board::new(size);
    b.place(entrance(), Rotation::new(0), Pos::new(0, 0))
        .unwrap();
    b
}

/// The rotation that turns `tile` so that its sides read `want` (north, east, south, west).
fn turned(tile: &Tile, want: [Side; 4]) -> Rotation {
    Rotation::ALL
        .into_iter()
        .find(|r| Dir::ALL.map(|d| tile.side(*r, d)) == want)
        .expect("reachable by rotation")
}

use Side::{Door as D, Window as W};

#[test]
fn the_first_tile_is_the_entrance_anywhere() {
    let b = Board::new(Size::new(9, 5));
    assert_eq!(
        b.placement_errors(tile_of(Shape::Doors4), Rotation::new(0), Pos::new(3, 3)),
        vec![PlacementError::EntranceFirst]
    );
    for pos in [Pos::new(0, 0), Pos::new(-20, 7)] {
        for r in Rotation::ALL {
            assert!(b.is_legal(entrance(), r, pos), "{pos:?} {r:?}");
        }
    }
}

#[test]
fn the_entrance_fixes_an_edge_of_the_casbah() {
    let b = board_with_entrance(Size::new(9, 5));
    // Its double door faces south: the cell beyond is outside, the casbah lies north of it.
    assert!(b.surely_outside(Pos::new(0, 1)));
    assert!(b.surely_inside(Pos::new(0, -1)));
    assert!(b.rects().iter().all(|r| r.y + r.height == 1));
    // Both orientations are still possible.
    assert!(b.rects().iter().any(|r| r.width == 9) && b.rects().iter().any(|r| r.width == 5));
}

#[test]
fn occupied_cells_are_refused() {
    let b = board_with_entrance(Size::new(9, 5));
    let errors = b.placement_errors(tile_of(Shape::Doors4), Rotation::new(0), Pos::new(0, 0));
    assert_eq!(
        errors,
        vec![PlacementError::Occupied {
            pos: Pos::new(0, 0)
        }]
    );
}

#[test]
fn tiles_touch_by_a_side_never_only_a_corner() {
    let b = board_with_entrance(Size::new(9, 5));
    let four = tile_of(Shape::Doors4);
    assert_eq!(
        b.placement_errors(four, Rotation::new(0), Pos::new(1, -1)),
        vec![PlacementError::NotTouching { by_corner: true }]
    );
    // Far from the casbah, the cell touches nothing at all, and the error says so.
    assert_eq!(
        b.placement_errors(four, Rotation::new(0), Pos::new(4, -2)),
        vec![PlacementError::NotTouching { by_corner: false }]
    );
    assert!(b.is_legal(four, Rotation::new(0), Pos::new(0, -1)));
}

#[test]
fn doors_meet_doors_and_windows_meet_gardens() {
    let b = board_with_entrance(Size::new(9, 5));
    // North of the entrance is a door: a window facing it clashes, a garden too, a door fits.
    let three = tile_of(Shape::Doors3);
    let window_south = turned(three, [D, D, W, D]);
    assert_eq!(
        b.placement_errors(three, window_south, Pos::new(0, -1)),
        vec![PlacementError::SidesClash {
            dir: Dir::South,
            mine: W,
            theirs: D
        }]
    );
    let garden = tile_of(Shape::Garden);
    assert!(
        b.placement_errors(garden, Rotation::new(0), Pos::new(0, -1))
            .contains(&PlacementError::SidesClash {
                dir: Dir::South,
                mine: Side::Open,
                theirs: D
            })
    );
    assert!(b.is_legal(three, turned(three, [W, D, D, D]), Pos::new(0, -1)));
}

#[test]
fn windows_face_gardens_and_gardens_never_face_doors() {
    let mut b = board_with_entrance(Size::new(9, 5));
    let four = tile_of(Shape::Doors4);
    b.place(four, Rotation::new(0), Pos::new(0, -1)).unwrap();
    let three = tile_of(Shape::Doors3);
    // A room with its window to the north at (0,-2): the cell above must become a garden.
    b.place(three, turned(three, [W, D, D, D]), Pos::new(0, -2))
        .unwrap();
    assert_eq!(
        b.demands(Pos::new(0, -3)),
        vec![(Dir::South, Demand::GardenOrOutside)]
    );
    let garden = tile_of(Shape::Garden);
    assert!(b.is_legal(garden, Rotation::new(0), Pos::new(0, -3)));
    // A door may not face that garden-to-be.
    assert_eq!(
        b.placement_errors(four, Rotation::new(0), Pos::new(0, -3)),
        vec![PlacementError::SidesClash {
            dir: Dir::South,
            mine: D,
            theirs: W
        }]
    );
    // Nor a garden a door of (1,0)'s neighbour: a garden east of the four-door room clashes.
    assert!(
        b.placement_errors(garden, Rotation::new(0), Pos::new(1, -1))
            .contains(&PlacementError::SidesClash {
                dir: Dir::West,
                mine: Side::Open,
                theirs: D
            })
    );
}

#[test]
fn no_door_but_the_entrance_faces_the_outside() {
    let b = board_with_entrance(Size::new(9, 5));
    // East of the entrance, the cell south of (1,0) is beyond the casbah's edge.
    let four = tile_of(Shape::Doors4);
    assert_eq!(
        b.placement_errors(four, Rotation::new(0), Pos::new(1, 0)),
        vec![PlacementError::DoorToOutside { dir: Dir::South }]
    );
    let three = tile_of(Shape::Doors3);
    assert!(b.is_legal(three, turned(three, [D, D, W, D]), Pos::new(1, 0)));
}

#[test]
fn destinations_never_change() {
    let mut b = board_with_entrance(Size::new(9, 5));
    let four = tile_of(Shape::Doors4);
    b.place(four, Rotation::new(0), Pos::new(0, -1)).unwrap();
    // (-1,-1) is faced by the four-door room's west door: it must become a room with a door.
    // A room at (-1,0) whose north window faces it would make it garden-or-outside as well.
    let three = tile_of(Shape::Doors3);
    let errors = b.placement_errors(three, turned(three, [W, D, D, D]), Pos::new(-1, 0));
    assert!(
        errors.contains(&PlacementError::DestinationFixed {
            dir: Dir::North,
            mine: W,
            demand: Demand::RoomWithDoor
        }),
        "{errors:?}"
    );
    // With a door to the north instead, the destination is kept.
    assert!(b.is_legal(three, turned(three, [D, D, W, D]), Pos::new(-1, 0)));
}

#[test]
fn the_casbah_keeps_its_size() {
    // In a 3x3, the entrance at the bottom middle fixes the whole rectangle.
    let b = board_with_entrance(Size::new(3, 3));
    assert_eq!(
        b.rects(),
        &[Rect {
            x: -1,
            y: -2,
            width: 3,
            height: 3
        }]
    );
    // Beyond the double door nothing may go: the cell is outside the only rectangle left.
    let garden = tile_of(Shape::Garden);
    let errors = b.placement_errors(garden, Rotation::new(0), Pos::new(0, 1));
    assert!(
        errors.contains(&PlacementError::OutsideRectangle {
            size: Size::new(3, 3)
        }),
        "{errors:?}"
    );
}

#[test]
fn doors_must_lead_into_the_same_rectangle() {
    // 4x3: lying (4 across, 3 high) or standing (3 across, 4 high). Row y=-3 exists only standing,
    // column x=2 only lying. A four-door room at (1,-2) would need both.
    let mut b = board_with_entrance(Size::new(4, 3));
    let four = tile_of(Shape::Doors4);
    let three = tile_of(Shape::Doors3);
    b.place(four, Rotation::new(0), Pos::new(0, -1)).unwrap();
    b.place(three, turned(three, [D, W, D, D]), Pos::new(1, -1))
        .unwrap();
    assert!(!b.surely_outside(Pos::new(1, -3)) && !b.surely_outside(Pos::new(2, -2)));
    let errors = b.placement_errors(four, Rotation::new(0), Pos::new(1, -2));
    assert_eq!(
        errors,
        vec![PlacementError::DoorBeyondRectangle {
            dir: Dir::East,
            size: Size::new(4, 3)
        }]
    );
    // Each alone is fine: a window to the east keeps the standing casbah possible.
    assert!(b.is_legal(three, turned(three, [D, W, D, D]), Pos::new(1, -2)));
}

#[test]
fn an_unfillable_neighbour_does_not_forbid_a_placement() {
    // A window facing an inside cell when no garden is left: allowed, the cell will stay empty.
    let mut game = Casbah::new(CasbahSetup::new(Size::new(9, 5), 1), 1).unwrap();
    let e = entrance().id;
    game.apply(&CasbahAction::Place {
        tile: e,
        rotation: Rotation::new(0),
        pos: Pos::new(0, 0),
    })
    .unwrap();
    let three = tile_of(Shape::Doors3);
    game.apply(&CasbahAction::Place {
        tile: three.id,
        rotation: turned(three, [W, D, D, D]),
        pos: Pos::new(0, -1),
    })
    .unwrap();
    assert!(
        game.board().surely_inside(Pos::new(0, -2))
            || !game.board().surely_outside(Pos::new(0, -2))
    );
}

fn draft_game(size: Size, seats: u8) -> Casbah {
    Casbah::new(CasbahSetup::new(size, seats), 5).unwrap()
}

#[test]
fn the_draft_goes_round_the_table_until_the_casbah_is_covered() {
    let mut g = draft_game(Size::new(6, 6), 3);
    assert_eq!(g.picks_left(), 36);
    let mut order = Vec::new();
    let ids: Vec<TileId> = g
        .pool()
        .iter()
        .filter(|t| !Tile::get(**t).unwrap().is_entrance())
        .copied()
        .collect();
    for (i, t) in ids.iter().take(35).enumerate() {
        assert!(!g.entrance_forced());
        order.push(g.to_move().unwrap());
        g.apply(&CasbahAction::Pick(*t)).unwrap();
        assert_eq!(g.picks_left(), 36 - i - 1);
    }
    assert_eq!(order[..4], [Seat(0), Seat(1), Seat(2), Seat(0)]);
    // Nobody took the entrance: the last pick must be the entrance.
    let other = ids[35];
    assert_eq!(
        g.apply(&CasbahAction::Pick(other)),
        Err(CasbahError::EntranceMustBeTaken)
    );
    assert_eq!(g.legal_actions(), vec![CasbahAction::Pick(entrance().id)]);
    assert!(g.entrance_forced());
    let events = g.apply(&CasbahAction::Pick(entrance().id)).unwrap();
    assert!(matches!(
        events[0],
        CasbahEvent::Picked {
            seat: Seat(2),
            forced: true,
            ..
        }
    ));
    // Every hand holds 12; the entrance's holder (the last player) starts.
    assert!((0..3).all(|s| g.hand(Seat(s)).len() == 12));
    assert_eq!(events[1], CasbahEvent::DraftOver { first: Seat(2) });
    assert_eq!(g.to_move(), Some(Seat(2)));
    assert_eq!(*g.phase(), Phase::Build);
}

#[test]
fn draft_errors() {
    let mut g = draft_game(Size::new(6, 6), 2);
    let t = g.pool()[0];
    g.apply(&CasbahAction::Pick(t)).unwrap();
    assert_eq!(
        g.apply(&CasbahAction::Pick(t)),
        Err(CasbahError::NotInPool { tile: t })
    );
    assert_eq!(
        g.apply(&CasbahAction::Pass),
        Err(CasbahError::StillDrafting)
    );
    assert_eq!(draft_game(Size::new(4, 11), 4).picks_left(), 44);
}

#[test]
fn setups_that_cannot_be_played_are_refused() {
    let new = |w, h, seats| Casbah::new(CasbahSetup::new(Size::new(w, h), seats), 0).map(|_| ());
    assert_eq!(
        new(2, 2, 2),
        Err(CasbahError::UnplayableSize {
            size: Size::new(2, 2)
        })
    );
    assert_eq!(
        new(10, 5, 2),
        Err(CasbahError::UnplayableSize {
            size: Size::new(10, 5)
        })
    );
    assert_eq!(new(6, 6, 5), Err(CasbahError::SeatCount { seats: 5 }));
    assert_eq!(new(6, 6, 0), Err(CasbahError::SeatCount { seats: 0 }));
    assert!(new(3, 4, 4).is_ok());
}

#[test]
fn a_size_whose_cells_the_players_cannot_share_equally_is_refused() {
    let new = |w, h, seats| Casbah::new(CasbahSetup::new(Size::new(w, h), seats), 0).map(|_| ());
    // The rulebook's table: 5×9 is for 3 players only, 5×8 for 2 or 4, 6×7 for 2 or 3.
    assert_eq!(
        new(9, 5, 2),
        Err(CasbahError::SizeNotForPlayers {
            size: Size::new(9, 5),
            seats: 2,
            cells: 45
        })
    );
    assert!(new(9, 5, 4).is_err());
    assert!(new(9, 5, 3).is_ok());
    assert!(matches!(
        new(8, 5, 3),
        Err(CasbahError::SizeNotForPlayers { cells: 40, .. })
    ));
    assert!(new(8, 5, 2).is_ok() && new(8, 5, 4).is_ok());
    assert!(new(7, 6, 4).is_err() && new(7, 6, 3).is_ok());
    // Smaller casbahs follow the same rule; the solo puzzle takes any size.
    assert!(new(3, 3, 2).is_err() && new(3, 3, 3).is_ok());
    assert!(new(9, 5, 1).is_ok() && new(3, 3, 1).is_ok());
    for (size, counts) in Size::RULEBOOK {
        for seats in 2..=4 {
            assert_eq!(
                new(size.width, size.height, seats).is_ok(),
                counts.contains(&seats),
                "{size:?} for {seats}"
            );
        }
    }
}

#[test]
fn a_game_saved_before_sizes_had_to_suit_the_players_still_opens() {
    // 45 cells for 2 players was dealt 22 each: such a save replays as it was played.
    let setup = CasbahSetup::new(Size::new(5, 9), 2);
    let mut record = tablee_rules::Record::<Casbah>::new(setup, 3);
    let mut game = Casbah::reopen(setup, 3).unwrap();
    assert_eq!(game.picks_left(), 44, "45 cells, 2 players: 22 each");
    for _ in 0..5 {
        let seat = game.to_move().unwrap();
        let action = game.legal_actions()[0].clone();
        game.apply(&action).unwrap();
        record.turns.push(tablee_rules::Turn { seat, action });
    }
    let saved = serde_json::to_string(&record).unwrap();
    let loaded: tablee_rules::Record<Casbah> = serde_json::from_str(&saved).unwrap();
    let session = tablee_rules::Session::from_record(loaded).unwrap();
    assert_eq!(session.game(), &game);
    assert_eq!(session.record().replay().unwrap().0, game);
}

/// Plays the draft by taking, each time, the first tile of the pool.
fn drafted(size: Size, seats: u8) -> Casbah {
    let mut g = draft_game(size, seats);
    while let Phase::Draft { .. } = g.phase() {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    g
}

#[test]
fn the_entrance_holder_places_it_first_and_scores_1() {
    let mut g = drafted(Size::new(6, 6), 2);
    let seat = g.to_move().unwrap();
    assert!(g.hand(seat).contains(&entrance().id));
    assert!(
        g.legal_actions()
            .iter()
            .all(|a| matches!(a, CasbahAction::Place { tile, .. } if *tile == entrance().id))
    );
    let events = g
        .apply(&CasbahAction::Place {
            tile: entrance().id,
            rotation: Rotation::new(0),
            pos: Pos::new(2, 5),
        })
        .unwrap();
    assert!(matches!(events[0], CasbahEvent::Placed { points: 1, .. }));
    assert_eq!(g.scores()[seat.index()].placed_points, 1);
    assert_eq!(g.to_move(), Some(seat.next(2)));
}

#[test]
fn placing_is_compulsory_and_passing_only_without_a_placement() {
    let mut g = drafted(Size::new(6, 6), 2);
    let a = g.legal_actions()[0].clone();
    g.apply(&a).unwrap();
    let options = g.legal_actions().len();
    assert!(options > 0 && !g.legal_actions().contains(&CasbahAction::Pass));
    assert_eq!(
        g.apply(&CasbahAction::Pass),
        Err(CasbahError::MustPlace { options })
    );
    // Play on; whenever a player passes it is because nothing of his fits.
    while !g.is_over() {
        let seat = g.to_move().unwrap();
        let actions = g.legal_actions();
        if actions == vec![CasbahAction::Pass] {
            assert!(g.placements(seat).is_empty());
        }
        g.apply(&actions[actions.len() / 2]).unwrap();
    }
    assert!((0..2).all(|s| !g.can_place(Seat(s))));
}

#[test]
fn an_illegal_placement_changes_nothing_and_carries_the_move() {
    let mut g = drafted(Size::new(6, 6), 2);
    let before = g.clone();
    let seat = g.to_move().unwrap();
    let not_entrance = *g.hand(seat).iter().find(|t| **t != entrance().id).unwrap();
    let err = g
        .apply(&CasbahAction::Place {
            tile: not_entrance,
            rotation: Rotation::new(1),
            pos: Pos::new(1, 1),
        })
        .unwrap_err();
    assert_eq!(
        err,
        CasbahError::IllegalPlacement {
            tile: not_entrance,
            rotation: Rotation::new(1),
            pos: Pos::new(1, 1),
            reasons: vec![PlacementError::EntranceFirst],
            fits_turned: false,
        }
    );
    let theirs = *g.hand(seat.next(2)).first().unwrap();
    assert_eq!(
        g.apply(&CasbahAction::Place {
            tile: theirs,
            rotation: Rotation::new(0),
            pos: Pos::new(1, 1)
        }),
        Err(CasbahError::NotInHand { tile: theirs })
    );
    assert_eq!(g, before);
}

#[test]
fn scoring_subtracts_unplaced_tiles_as_in_the_rulebook() {
    // Rulebook: 28 points taken, tiles of 5 and 2 left: 21.
    assert_eq!(tablee_rules::casbah::final_total(28, 7), 21);
    let mut g = drafted(Size::new(6, 6), 2);
    while !g.is_over() {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    for line in g.scores() {
        let placed: u32 = line
            .placed
            .iter()
            .map(|t| u32::from(Tile::get(*t).unwrap().value))
            .sum();
        let unplaced: u32 = g
            .hand(line.seat)
            .iter()
            .map(|t| u32::from(Tile::get(*t).unwrap().value))
            .sum();
        assert_eq!(
            (line.placed_points, line.unplaced_points),
            (placed, unplaced)
        );
        assert_eq!(line.total, placed as i32 - unplaced as i32);
    }
    assert!(!g.winners().is_empty());
}

#[test]
fn solo_scores_the_tiles_placed() {
    let mut g = Casbah::new(CasbahSetup::new(Size::new(3, 3), 1), 1).unwrap();
    assert_eq!(g.hand(Seat(0)).len(), 45);
    while !g.is_over() {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    let line = &g.scores()[0];
    assert_eq!(line.unplaced_points, 0);
    assert_eq!(line.total, line.placed_points as i32);
}

#[test]
fn the_engine_says_in_which_rotations_a_tile_fits_on_a_cell() {
    let b = board_with_entrance(Size::new(9, 5));
    let three = tile_of(Shape::Doors3);
    // North of the entrance a door is needed facing south: three of its four turns have one.
    let fitting = b.legal_rotations(three, Pos::new(0, -1));
    assert_eq!(fitting.len(), 3);
    assert!(!fitting.contains(&turned(three, [D, D, W, D])));
    for r in &fitting {
        assert!(b.is_legal(three, *r, Pos::new(0, -1)));
    }
    // Beyond the double door nothing fits, in any rotation; a garden looks the same every way.
    assert!(b.legal_rotations(three, Pos::new(0, 1)).is_empty());
    assert!(
        b.legal_rotations(tile_of(Shape::Garden), Pos::new(0, -1))
            .is_empty()
    );
    assert_eq!(
        b.legal_rotations(tile_of(Shape::Doors4), Pos::new(0, -1)),
        vec![Rotation::new(0)]
    );
}

#[test]
fn a_refused_placement_says_whether_the_tile_fits_turned_another_way() {
    let mut g = drafted(Size::new(6, 6), 2);
    let entrance_at = Pos::new(0, 0);
    g.apply(&CasbahAction::Place {
        tile: entrance().id,
        rotation: Rotation::new(0),
        pos: entrance_at,
    })
    .unwrap();
    let seat = g.to_move().unwrap();
    let before = g.clone();
    let hand: Vec<&Tile> = g
        .hand(seat)
        .iter()
        .map(|t| Tile::get(*t).unwrap())
        .collect();
    // A room north of the entrance turned with a window south: refused, but it fits turned.
    let room = hand
        .iter()
        .find(|t| t.sides.contains(&W) && t.sides.contains(&D))
        .expect("a room with a door and a window");
    let window_south = Rotation::ALL
        .into_iter()
        .find(|r| room.side(*r, Dir::South) == W)
        .unwrap();
    match g.apply(&CasbahAction::Place {
        tile: room.id,
        rotation: window_south,
        pos: Pos::new(0, -1),
    }) {
        Err(CasbahError::IllegalPlacement {
            rotation,
            fits_turned,
            reasons,
            ..
        }) => {
            assert_eq!(
                rotation, window_south,
                "the error keeps the tile as dropped"
            );
            assert!(fits_turned);
            assert!(!reasons.is_empty());
        }
        other => panic!("{other:?}"),
    }
    // Beyond the double door: in no rotation.
    match g.apply(&CasbahAction::Place {
        tile: room.id,
        rotation: Rotation::new(0),
        pos: Pos::new(0, 1),
    }) {
        Err(CasbahError::IllegalPlacement { fits_turned, .. }) => assert!(!fits_turned),
        other => panic!("{other:?}"),
    }
    assert_eq!(g, before);
}

#[test]
fn the_frame_stays_put_once_the_entrance_is_down() {
    let mut g = Casbah::new(CasbahSetup::new(Size::new(9, 5), 1), 4).unwrap();
    // Before the entrance: a square where it may go anywhere.
    let empty = g.board().frame();
    assert_eq!((empty.width, empty.height), (9, 9));
    let mut frames = Vec::new();
    let mut rng = tablee_rules::SeededRng::new(4);
    while !g.is_over() && frames.len() < 20 {
        let actions = g.legal_actions();
        let a = rng.choose(&actions).unwrap().clone();
        g.apply(&a).unwrap();
        frames.push(g.board().frame());
    }
    let first = frames[0];
    // The entrance lies on an edge, not in a corner (its side doors lead inside): the casbah may
    // still extend 7 cells along that edge either way, and 8 away from it.
    let mut sides = [first.width, first.height];
    sides.sort();
    assert_eq!(sides, [9, 15]);
    assert!(frames.iter().all(|f| *f == first), "{frames:?}");
    assert!(g.board().placed().iter().all(|p| first.contains(p.pos)));
    // The possible rectangles did narrow down meanwhile.
    assert!(g.board().rects().len() < 18);
}

/// A saved game replayed from its record, checked to name `set`.
fn reopened(saved: &str, set: TileSet) -> tablee_rules::Session<Casbah> {
    let loaded: tablee_rules::Record<Casbah> = serde_json::from_str(saved).unwrap();
    assert_eq!(loaded.setup.tiles, set);
    tablee_rules::Session::from_record(loaded).unwrap()
}

#[test]
fn a_game_saved_before_the_second_tile_set_opens_with_the_first() {
    // A save from before tile sets were versioned: its setup names no set. Seat 1 took tile 3
    // (the first set's two-doors-facing room), seat 2 tile 14 (a four-door room).
    let saved = r#"{"setup":{"size":{"width":6,"height":6},"seats":2},"seed":3,
        "turns":[{"seat":0,"action":{"Pick":3}},{"seat":1,"action":{"Pick":14}}]}"#;
    let session = reopened(saved, TileSet::First);
    let game = session.game();
    let first: Vec<TileId> = TileSet::First.ids();
    assert_eq!(game.hand(Seat(0)), &[TileId(3)]);
    assert_eq!(game.hand(Seat(1)), &[TileId(14)]);
    assert_eq!(
        Tile::get(TileId(3)).map(Tile::shape),
        Some(Shape::Doors2Opposite)
    );
    assert_eq!(Tile::get(TileId(14)).map(Tile::shape), Some(Shape::Doors4));
    // The rest of the first set is still on the table, and nothing of the second.
    assert_eq!(game.pool().len(), 43);
    assert!(game.pool().iter().all(|t| first.contains(t)));
    // New games are dealt the newest set, whose ids follow the older sets'.
    let new = Casbah::new(CasbahSetup::new(Size::new(6, 6), 2), 3).unwrap();
    assert_eq!(new.setup().tiles, TileSet::Third);
    assert_eq!(new.pool(), TileSet::Third.ids().as_slice());
    assert!(new.pool().iter().all(|t| !first.contains(t)));
    // Saved again, the set is named.
    let resaved = serde_json::to_string(session.record()).unwrap();
    assert!(resaved.contains(r#""tiles":"First""#), "{resaved}");
}

#[test]
fn a_game_saved_with_the_second_tile_set_keeps_its_tiles_and_values() {
    // Saved before the third set: seat 1 took tile 61 (the second set's four-door room, worth
    // 15), seat 2 tile 45 (its corner room, worth 3).
    let saved = r#"{"setup":{"size":{"width":6,"height":6},"seats":2,"tiles":"Second"},"seed":3,
        "turns":[{"seat":0,"action":{"Pick":61}},{"seat":1,"action":{"Pick":45}}]}"#;
    let session = reopened(saved, TileSet::Second);
    let game = session.game();
    let second: Vec<TileId> = TileSet::Second.ids();
    assert_eq!(second.first(), Some(&TileId(45)));
    assert_eq!(game.hand(Seat(0)), &[TileId(61)]);
    assert_eq!(game.hand(Seat(1)), &[TileId(45)]);
    let shape_and_value = |id| Tile::get(id).map(|t| (t.shape(), t.value));
    assert_eq!(shape_and_value(TileId(61)), Some((Shape::Doors4, 15)));
    assert_eq!(
        shape_and_value(TileId(45)),
        Some((Shape::Doors2Adjacent, 3))
    );
    // The second set's three values, as they were printed.
    let mut values: Vec<u8> = TileSet::Second.tiles().iter().map(|t| t.value).collect();
    values.sort_unstable();
    values.dedup();
    assert_eq!(values, [1, 3, 8, 15]);
    assert_eq!(game.pool().len(), 43);
    assert!(game.pool().iter().all(|t| second.contains(t)));
    // The third set's ids follow the second's.
    assert_eq!(TileSet::Third.ids().first(), Some(&TileId(90)));
}

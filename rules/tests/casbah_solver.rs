use tablee_rules::casbah::solver::{Progress, Solver};
use tablee_rules::casbah::{Board, Casbah, CasbahAction, CasbahSetup, Size, Tile, TileId, TileSet};
use tablee_rules::{Game, Seat};

fn all_tiles() -> Vec<TileId> {
    TileSet::NEWEST.ids()
}

#[test]
fn the_9x5_casbah_is_solvable_with_all_45_tiles_of_each_set() {
    for set in TileSet::ALL {
        let board = Board::new(Size::new(9, 5));
        let solution = Solver::new(&board, &set.ids())
            .solve()
            .expect("the 9x5 must be solvable");
        assert_eq!(solution.tiles.len(), 45, "{set:?}");
        // Play the solution through the engine: every tile legal, the casbah complete.
        let setup = CasbahSetup {
            tiles: set,
            ..CasbahSetup::new(Size::new(9, 5), 1)
        };
        let mut game = Casbah::new(setup, 1).unwrap();
        for t in &solution.tiles {
            game.apply(&CasbahAction::Place {
                tile: t.tile,
                rotation: t.rotation,
                pos: t.pos,
            })
            .unwrap();
        }
        assert!(game.board().is_complete(), "{set:?}");
        assert!(game.is_over(), "{set:?}");
    }
}

#[test]
fn smaller_rulebook_sizes_are_solvable_solo_with_each_set() {
    for set in TileSet::ALL {
        for (size, _) in Size::RULEBOOK {
            let solution = Solver::new(&Board::new(size), &set.ids()).solve();
            assert!(
                solution.is_some_and(|s| s.tiles.len() == size.cells()),
                "{size:?} with the {set:?} set"
            );
        }
    }
}

#[test]
fn a_hand_without_gardens_cannot_complete_a_9x5() {
    // 45 cells need all 45 tiles: without the gardens it cannot be done.
    for set in TileSet::ALL {
        let hand: Vec<TileId> = set
            .tiles()
            .iter()
            .filter(|t| t.shape() != tablee_rules::casbah::Shape::Garden)
            .map(|t| t.id)
            .collect();
        assert!(
            Solver::new(&Board::new(Size::new(9, 5)), &hand)
                .solve()
                .is_none()
        );
    }
}

#[test]
fn the_solver_pauses_and_resumes() {
    // The 9x5 with the whole box: the newest set's 6x6 can be found within 50 positions.
    let mut solver = Solver::new(&Board::new(Size::new(9, 5)), &all_tiles());
    let mut steps = 0;
    loop {
        steps += 1;
        match solver.step(50) {
            Progress::Working { .. } => continue,
            Progress::Solved(s) => {
                assert_eq!(s.tiles.len(), 45);
                break;
            }
            Progress::Impossible => panic!("9x5 is solvable"),
        }
    }
    assert!(
        steps > 1,
        "a budget of 50 positions must pause at least once"
    );
}

#[test]
fn completability_follows_the_position_and_the_hand() {
    // Entrance placed as a solution says: still completable with every other tile.
    let mut game = Casbah::new(CasbahSetup::new(Size::new(9, 5), 1), 1).unwrap();
    let solution = Solver::new(game.board(), game.hand(Seat(0)))
        .solve()
        .unwrap();
    let first = solution.tiles[0];
    game.apply(&CasbahAction::Place {
        tile: first.tile,
        rotation: first.rotation,
        pos: first.pos,
    })
    .unwrap();
    assert!(
        Solver::new(game.board(), game.hand(Seat(0)))
            .solve()
            .is_some()
    );
    // The same position with one garden fewer in hand cannot be completed: 45 cells need all 45 tiles.
    let mut hand = game.hand(Seat(0)).to_vec();
    let garden = hand
        .iter()
        .position(|t| Tile::get(*t).unwrap().shape() == tablee_rules::casbah::Shape::Garden)
        .unwrap();
    hand.remove(garden);
    assert!(Solver::new(game.board(), &hand).solve().is_none());
    // In a 6x6 there is room to leave tiles out: a missing garden does not matter.
    let mut box_less_a_garden = all_tiles();
    box_less_a_garden.retain(|t| *t != game.hand(Seat(0))[garden]);
    assert_eq!(box_less_a_garden.len(), 44);
    assert!(
        Solver::new(&Board::new(Size::new(6, 6)), &box_less_a_garden)
            .solve()
            .is_some()
    );
}

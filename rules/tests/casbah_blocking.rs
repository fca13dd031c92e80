//! The quick Casbah player blocks: given the choice, it builds so that the leader's four-door
//! room (worth 15) no longer fits anywhere, and it stays in his hand and costs him its value.

use tablee_rules::casbah::{Casbah, CasbahAction, Phase, Tile, TileId, ai};
use tablee_rules::{Game, Seat, Strength};

/// A 6x6 game for two, four tiles built (the entrance, a room west of it, a room and a garden
/// north and south of that). Seat 1 drafted first and holds the four-door room 61 worth 15, so
/// he leads by the draft; seat 2 is to build. Found by playing quick players (seed 14).
const POSITION: &str = r#"{"setup":{"size":{"width":6,"height":6},"seats":2,"tiles":"Second"},
"seed":14,"phase":"Build","board":{"size":{"width":6,"height":6},"placed":[
{"tile":85,"rotation":3,"pos":{"x":0,"y":2}},{"tile":56,"rotation":2,"pos":{"x":-1,"y":2}},
{"tile":80,"rotation":1,"pos":{"x":-1,"y":3}},{"tile":65,"rotation":0,"pos":{"x":-1,"y":1}}]},
"hands":[[45,49,50,54,55,61,64,68,70,71,73,75,76,81,83,86],
[47,48,52,53,57,59,60,62,63,66,67,69,72,77,84,89]],
"placed_by":[[56,65],[85,80]],"turn":1,"picks_made":36,"hints_used":0}"#;

const FOUR_DOORS: TileId = TileId(61);

fn position() -> Casbah {
    serde_json::from_str(POSITION).unwrap()
}

/// Whether the four-door room still has a spot next to the casbah.
fn four_doors_fits(game: &Casbah) -> bool {
    game.board()
        .has_legal_placement(Tile::get(FOUR_DOORS).unwrap())
}

#[test]
fn the_position_is_what_it_claims() {
    let game = position();
    assert_eq!(*game.phase(), Phase::Build);
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert!(game.hand(Seat(0)).contains(&FOUR_DOORS));
    assert_eq!(Tile::get(FOUR_DOORS).unwrap().value, 15);
    let drafted = |s: u8| -> u32 {
        game.hand(Seat(s))
            .iter()
            .map(|t| u32::from(Tile::get(*t).unwrap().value))
            .sum()
    };
    let placed = |s: u8| -> u32 { game.scores()[usize::from(s)].placed_points };
    assert!(
        drafted(0) + placed(0) > drafted(1) + placed(1),
        "seat 1 leads by the draft"
    );
    assert!(
        four_doors_fits(&game),
        "the four-door room fits somewhere before the move"
    );
}

#[test]
fn seat_2_could_leave_the_four_door_room_a_spot() {
    let game = position();
    let keeps_a_spot = game.legal_actions().into_iter().any(|a| {
        let mut after = game.clone();
        after.apply(&a).unwrap();
        four_doors_fits(&after)
    });
    assert!(keeps_a_spot, "blocking is a choice, not the only move");
}

#[test]
fn the_quick_player_leaves_the_leaders_four_door_room_without_a_spot() {
    let game = position();
    for seed in 0..8 {
        let action = ai::choose(&game, Strength::Quick, seed).unwrap();
        assert!(matches!(action, CasbahAction::Place { .. }), "{action:?}");
        let mut after = game.clone();
        after.apply(&action).unwrap();
        assert!(
            !four_doors_fits(&after),
            "seed {seed}: {action:?} leaves the four-door room a spot"
        );
    }
}

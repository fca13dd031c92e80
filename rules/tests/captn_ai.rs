//! The computer players: always a legal action, whole games to the end, no peeking at secrets,
//! and the obvious good moves.

use tablee_rules::captn::{Captn, CaptnAction, CaptnSetup, Phase, ai};
use tablee_rules::{Game, Seat, SeededRng, Strength};

mod captn_common;
use captn_common::{isl, move_captain, scenario, setup, start};
use proptest::prelude::*;

/// Far more actions than any game takes (4-player quick games average under 200).
const ACTIONS_AT_MOST: usize = 3000;

fn play(setup: CaptnSetup, seed: u64, strengths: &[Strength]) -> Captn {
    let mut game = Captn::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed);
    let mut n = 0;
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        let strength = strengths[seat.index() % strengths.len()];
        let action =
            ai::choose(&view, strength, &mut rng).expect("the seat to move gets an action");
        assert!(
            game.legal_actions().contains(&action),
            "{strength:?} chose {action:?}, not legal"
        );
        game.apply(&action).unwrap();
        // Nobody else is asked.
        for s in 0..setup.seats {
            if Some(Seat(s)) != game.to_move() {
                assert_eq!(ai::choose(&game.view(Seat(s)), strength, &mut rng), None);
            }
        }
        n += 1;
        assert!(n < ACTIONS_AT_MOST, "seed {seed}: the game does not end");
    }
    game
}

#[test]
fn computer_games_end_with_a_winner() {
    for seed in 0..6u64 {
        let seats = 2 + (seed % 3) as u8;
        let setup = CaptnSetup::new(seats, seed % 2 == 1);
        let g = play(setup, seed, &[Strength::Quick, Strength::Strong]);
        assert!(!g.winners().is_empty());
        for w in g.winners() {
            assert_eq!(g.found(*w).len(), 9);
        }
    }
}

#[test]
fn quick_games_end_too() {
    for seed in 0..10u64 {
        let setup = CaptnSetup::new(2 + (seed % 3) as u8, seed % 2 == 0);
        assert!(!play(setup, seed, &[Strength::Quick]).winners().is_empty());
    }
}

/// The same game with every other seat's secrets shuffled around (targets and hands).
fn others_changed(g: &Captn, seat: Seat) -> Captn {
    let mut v = serde_json::to_value(g).unwrap();
    for o in 0..usize::from(g.seats()) {
        if o == seat.index() {
            continue;
        }
        let target = v["targets"][o].clone();
        let hand = v["hands"][o].as_array().cloned().unwrap_or_default();
        if let (false, Some(last)) = (target.is_null(), hand.last()) {
            v["targets"][o] = last.clone();
            let n = hand.len() - 1;
            v["hands"][o][n] = target;
        }
    }
    serde_json::from_value(v).unwrap()
}

#[test]
fn the_computer_decides_from_its_own_view_only() {
    for seed in 0..12u64 {
        let mut game = Captn::new(CaptnSetup::new(3, false), seed).unwrap();
        let mut rng = SeededRng::new(seed);
        for _ in 0..(20 + seed as usize * 5) {
            let actions = game.legal_actions();
            let Some(a) = rng.choose(&actions).copied() else {
                break;
            };
            game.apply(&a).unwrap();
        }
        let Some(seat) = game.to_move() else { continue };
        if matches!(game.phase(), Phase::Choosing { .. }) {
            continue;
        }
        let other = others_changed(&game, seat);
        for strength in [Strength::Quick, Strength::Strong] {
            let a = ai::choose(&game.view(seat), strength, &mut SeededRng::new(9));
            let b = ai::choose(&other.view(seat), strength, &mut SeededRng::new(9));
            assert_eq!(
                a, b,
                "seed {seed}: {strength:?} depends on another seat's secret"
            );
        }
    }
}

#[test]
fn both_sail_to_the_target_when_a_chain_of_ships_reaches_it() {
    // Seat 0 on the anchor; its target, the pearl, lies over the map island.
    let g = start(&scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("map", "pearl")],
        &["pearl", "crown"],
        0,
    ));
    for strength in [Strength::Quick, Strength::Strong] {
        for seed in 0..5 {
            let a = ai::choose(&g.view(Seat(0)), strength, &mut SeededRng::new(seed));
            assert_eq!(
                a,
                Some(CaptnAction::MoveCaptain {
                    island: isl("pearl")
                }),
                "{strength:?}"
            );
        }
    }
}

#[test]
fn both_move_their_ship_to_open_the_way_first() {
    // Seat 0 on the map island, its own ship far away; the pearl is one ship move away.
    let g = start(&scenario(
        &["map", "chest"],
        &[("compass", "bottle"), ("crown", "parrot")],
        &["pearl", "crown"],
        0,
    ));
    for strength in [Strength::Quick, Strength::Strong] {
        let mut g = g.clone();
        let mut rng = SeededRng::new(3);
        let a = ai::choose(&g.view(Seat(0)), strength, &mut rng).unwrap();
        g.apply(&a).unwrap();
        let b = ai::choose(&g.view(Seat(0)), strength, &mut rng).unwrap();
        g.apply(&b).unwrap();
        assert_eq!(
            g.found(Seat(0)),
            &[isl("pearl")],
            "{strength:?}: {a:?} {b:?}"
        );
    }
}

#[test]
fn the_strong_chooser_sends_the_neighbour_far_away() {
    // Seat 1 finds its treasure; seat 0 chooses its next one. Seat 1's captain ends on the map
    // island with ships around it: the strong chooser avoids the islands those ships reach.
    let mut g = start(&scenario(
        &["chest", "anchor"],
        &[("map", "pearl"), ("map", "anchor")],
        &["crown", "map"],
        1,
    ));
    move_captain(&mut g, "map");
    g.apply(&CaptnAction::EndTurn).unwrap();
    assert_eq!(g.to_move(), Some(Seat(0)));
    let view = g.view(Seat(0));
    let Some(CaptnAction::ChooseTarget { island }) =
        ai::strong_action(&view, &mut SeededRng::new(1))
    else {
        panic!("the chooser must choose")
    };
    assert!(![isl("pearl"), isl("anchor")].contains(&island));
    assert!(view.choice.unwrap().contains(&island));
    let Some(CaptnAction::ChooseTarget { island: q }) =
        ai::quick_action(&g.view(Seat(0)), &mut SeededRng::new(1))
    else {
        panic!("the chooser must choose")
    };
    assert_ne!(q, isl("pearl"));
}

#[test]
fn four_quick_players_of_seed_921_finish_their_game() {
    // This game once reached a sea where every captain was stranded and every computer ended its
    // turn for ever, none moving the ship that would have freed its captain.
    let setup = setup(4, false);
    let g = play(setup, 921, &[Strength::Quick]);
    assert_eq!(g.winners().len(), 1, "the game ends with a winner");
    assert_eq!(g.found(g.winners()[0]).len(), 9);
}

#[test]
fn both_free_a_stranded_captain_when_every_captain_is_stranded() {
    // The sea the seat-213 game (4 quick players, the match's seeding) stalled on: every captain
    // stranded, seat 0 on the map island, its ship between the chest and the map islands.
    let g = start(&scenario(
        &["map", "crown", "chest", "pearl"],
        &[
            ("chest", "map"),
            ("chest", "crown"),
            ("chest", "pearl"),
            ("map", "pearl"),
        ],
        &["chest", "chest", "compass", "compass"],
        0,
    ));
    assert!(g.reachable().is_empty());
    for strength in [Strength::Quick, Strength::Strong] {
        for seed in 0..5 {
            let mut g = g.clone();
            let mut rng = SeededRng::new(seed);
            let a = ai::choose(&g.view(Seat(0)), strength, &mut rng).unwrap();
            assert!(
                matches!(a, CaptnAction::MoveShip { .. }),
                "{strength:?} chose {a:?}"
            );
            g.apply(&a).unwrap();
            assert!(
                !g.reachable().is_empty(),
                "{strength:?}: {a:?} leaves the captain stranded"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn quick_games_of_any_seed_end(seed in any::<u64>(), seats in 2u8..=4, variant in any::<bool>()) {
        let g = play(CaptnSetup::new(seats, variant), seed, &[Strength::Quick]);
        prop_assert!(!g.winners().is_empty());
    }
}

//! Random legal games: they never panic, keep every invariant, list exactly the actions the engine
//! accepts, replay to the same state and survive a save and a load.

use proptest::prelude::*;
use tablee_rules::captn::{
    Captn, CaptnAction, CaptnSetup, IslandId, Phase, PositionId, Scenario, SeaLayout,
};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

fn assert_invariants(g: &Captn) {
    let board = g.board();
    g.pieces().check(board).unwrap();
    // Every card of every seat is in exactly one place: not handed out, target, or pile.
    for s in 0..g.seats() {
        let seat = Seat(s);
        let mut cards: Vec<IslandId> = g.hand(seat).to_vec();
        cards.extend(g.target(seat));
        cards.extend(g.found(seat).iter().copied());
        cards.sort();
        let all: Vec<IslandId> = board.island_ids().collect();
        assert_eq!(cards, all, "seat {s}'s cards are not conserved");
    }
    match g.phase() {
        Phase::Placing => {}
        Phase::Over { winners } => {
            // One winner, or at two players with the last turn, two sharing the win.
            let shared = g.seats() == 2 && g.setup().last_turn;
            assert!(!winners.is_empty() && winners.len() <= if shared { 2 } else { 1 });
            for w in &winners {
                assert_eq!(g.found(*w).len(), 9, "{winners:?}");
            }
            assert_eq!(g.winners(), winners.as_slice());
            assert!(g.legal_actions().is_empty());
            assert_eq!(g.to_move(), None);
        }
        Phase::Turn {
            finisher: Some(finisher),
            ..
        } => {
            // The last turn: the first seat has his nine treasures and never moves again; the
            // second plays, still short of nine.
            assert!(g.seats() == 2 && g.setup().last_turn);
            assert_eq!(finisher, Seat(0));
            assert_eq!(g.found(finisher).len(), 9);
            assert_eq!(g.to_move(), Some(Seat(1)));
            assert!(g.found(Seat(1)).len() < 9);
            assert!(g.winners().is_empty());
        }
        _ => {
            // Once play began everybody is on the board, and holds a target (or is choosing).
            for s in 0..g.seats() {
                assert!(g.pieces().captain(Seat(s)).is_some());
                assert!(g.pieces().ship(Seat(s)).is_some());
            }
        }
    }
    if g.to_move().is_some() {
        assert!(
            !g.legal_actions().is_empty(),
            "nothing to do in {:?}",
            g.phase()
        );
    }
    if let Phase::Turn { .. } = g.phase() {
        let seat = g.to_move().unwrap();
        assert!(g.target(seat).is_some() || matches!(g.phase(), Phase::Turn { found: true, .. }));
        // The live checks agree with the legal actions.
        for p in 0..22u8 {
            let p = PositionId(p);
            let listed = g
                .legal_actions()
                .contains(&CaptnAction::MoveShip { position: p });
            assert_eq!(g.ship_errors(p).is_empty(), listed, "{p:?}");
        }
        for i in 0..10u8 {
            let i = IslandId(i);
            let listed = g
                .legal_actions()
                .contains(&CaptnAction::MoveCaptain { island: i });
            assert_eq!(g.captain_errors(i).is_empty(), listed, "{i:?}");
            assert_eq!(g.reachable().contains(&i), listed);
        }
    }
}

/// Every action shape, including ids off the board.
fn all_actions() -> Vec<CaptnAction> {
    let mut out = vec![CaptnAction::EndTurn];
    for i in (0..10u8).chain([200]) {
        let island = IslandId(i);
        out.push(CaptnAction::PlaceCaptain { island });
        out.push(CaptnAction::MoveCaptain { island });
        out.push(CaptnAction::ChooseTarget { island });
    }
    for p in (0..21u8).chain([255]) {
        let position = PositionId(p);
        out.push(CaptnAction::PlaceShip { position });
        out.push(CaptnAction::MoveShip { position });
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_rule(seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), moves in 50usize..400) {
        let mut rng = SeededRng::new(seed);
        let mut session = Session::<Captn>::new(CaptnSetup::new(seats, variant), seed).unwrap();
        for _ in 0..moves {
            if session.game().is_over() {
                break;
            }
            let actions = session.game().legal_actions();
            // Prefer sailing to the target now and then, so that games get somewhere.
            let g = session.game();
            let seat = g.to_move().unwrap();
            let to_target = g.target(seat).map(|t| CaptnAction::MoveCaptain { island: t });
            let action = match to_target {
                Some(a) if actions.contains(&a) && rng.below(2) == 0 => a,
                _ => *rng.choose(&actions).unwrap(),
            };
            let events = session.play(action).unwrap();
            if variant {
                assert!(!matches!(session.game().phase(), Phase::Choosing { .. }), "no chooser in the variant");
            }
            prop_assert!(!events.is_empty(), "every action is told");
            assert_invariants(session.game());
        }
        let game = session.game();
        let (replayed, events) = session.record().replay().unwrap();
        prop_assert_eq!(&replayed, game);
        prop_assert_eq!(events.as_slice(), session.events());
        let saved = serde_json::to_string(session.record()).unwrap();
        let loaded: Record<Captn> = serde_json::from_str(&saved).unwrap();
        let reloaded = Session::from_record(loaded).unwrap();
        prop_assert_eq!(reloaded.game(), game);
        let state = serde_json::to_string(game).unwrap();
        let back: Captn = serde_json::from_str(&state).unwrap();
        prop_assert_eq!(&back, game);
        for s in 0..seats {
            let view = game.view(Seat(s));
            let json = serde_json::to_string(&view).unwrap();
            let back: tablee_rules::captn::CaptnView = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back, view);
        }
    }

    #[test]
    fn two_player_computer_games_keep_every_rule_to_their_end(seed in any::<u64>(), variant in any::<bool>()) {
        // Random play rarely finishes a game: computers do, through the last turn.
        let mut game = Captn::new(CaptnSetup::new(2, variant), seed).unwrap();
        let mut rng = SeededRng::new(seed);
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            let a = tablee_rules::captn::ai::choose(&view, tablee_rules::Strength::Quick, &mut rng).unwrap();
            prop_assert!(game.legal_actions().contains(&a));
            game.apply(&a).unwrap();
            assert_invariants(&game);
        }
        prop_assert!(game.is_over());
    }

    #[test]
    fn any_action_is_either_applied_or_changes_nothing(
        seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), steps in 0usize..120,
    ) {
        let mut rng = SeededRng::new(seed);
        let mut game = Captn::new(CaptnSetup::new(seats, variant), seed).unwrap();
        for _ in 0..steps {
            let actions = game.legal_actions();
            let Some(a) = rng.choose(&actions).copied() else { break };
            game.apply(&a).unwrap();
        }
        let before = game.clone();
        let legal = before.legal_actions();
        for a in all_actions() {
            let mut g = before.clone();
            match g.apply(&a) {
                Ok(_) => {
                    prop_assert!(legal.contains(&a), "{:?} accepted but not listed", a);
                    assert_invariants(&g);
                }
                Err(_) => {
                    prop_assert_eq!(&g, &before);
                    prop_assert!(!legal.contains(&a), "{:?} is listed legal but refused", a);
                }
            }
        }
        // The views' own legal actions are the game's, for the seat to move only.
        for s in 0..seats {
            let view = before.view(Seat(s));
            if before.to_move() == Some(Seat(s)) {
                prop_assert_eq!(view.legal_actions(), legal.clone());
            } else {
                prop_assert!(view.legal_actions().is_empty());
            }
        }
    }

    #[test]
    fn a_tampered_save_never_panics(seed in any::<u64>(), field in 0usize..8, value in any::<i64>()) {
        // A save edited by hand: the engine may refuse actions but must not panic.
        let mut game = Captn::new(CaptnSetup::new(3, false ), seed).unwrap();
        let mut rng = SeededRng::new(seed);
        for _ in 0..30 {
            let actions = game.legal_actions();
            let Some(a) = rng.choose(&actions).copied() else { break };
            game.apply(&a).unwrap();
        }
        let mut v = serde_json::to_value(&game).unwrap();
        let path = ["targets", "hands", "found", "sea", "sea", "sea", "sea", "sea"][field];
        let n = serde_json::json!(value.rem_euclid(300));
        match field {
            0 => v[path][0] = n,
            1 => v[path][1][0] = n,
            2 => v[path][2] = serde_json::json!([n]),
            3 => v[path]["pieces"]["captains"][0] = n,
            4 => v[path]["pieces"]["ships"][1] = n,
            5 => v[path]["turn"] = n,
            // A last turn, or an end, naming any seat.
            6 => v[path]["phase"] = serde_json::json!({"Turn": {
                "ship_moved": false, "captain_moved": false, "found": false, "finisher": n,
            }}),
            _ => v[path]["phase"] = serde_json::json!({"Over": {"winners": [n, 1]}}),
        }
        if let Ok(tampered) = serde_json::from_value::<Captn>(v) {
            let _ = tampered.legal_actions();
            let _ = tampered.to_move();
            for s in 0..4 {
                let _ = tampered.view(Seat(s));
            }
            for a in all_actions() {
                let _ = tampered.clone().apply(&a);
            }
            let _ = tampered.reachable();
            let _ = tampered.winners();
            let _ = tampered.table_view();
        }
    }
}

#[test]
fn scenario_games_keep_every_rule_too() {
    let s = Scenario {
        variant: false,
        sea: SeaLayout::First,
        captains: vec![IslandId(0), IslandId(4)],
        ships: vec![PositionId(0), PositionId(11)],
        targets: vec![IslandId(5), IslandId(2)],
        found: Vec::new(),
        turn: Seat(1),
    };
    let g = s.start(1).unwrap();
    assert_invariants(&g);
}

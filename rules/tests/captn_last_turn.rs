//! Our ending at two players: when the first seat lays his ninth treasure, the second plays a last
//! turn (both have then played as many turns) and shares the win if he lays his own ninth in it.
//! Three and four players, and saves from before the rule, end at the first ninth treasure.

use tablee_rules::captn::{Captn, CaptnAction, CaptnError, CaptnEvent, CaptnSetup, Phase, ai};
use tablee_rules::{Game, Record, Seat, SeededRng, Strength};

mod captn_common;
use captn_common::{isl, move_captain, pos, scenario, setup, start};

/// Eight treasures: every island but `missing`.
fn eight_but(missing: &str) -> Vec<tablee_rules::captn::IslandId> {
    [
        "chest", "crown", "parrot", "compass", "map", "anchor", "pearl", "spyglass", "bottle",
    ]
    .iter()
    .filter(|n| **n != missing)
    .map(|n| isl(n))
    .collect()
}

/// Two seats: seat 0 on the anchor, one hop from its ninth treasure on the map island along its
/// own ship; seat 1 on the chest, one hop from the crown along its own ship. Seat 1 has found
/// `second` treasures (all but the crown's and the first missing ones) and is sent to `target`.
fn race(second: usize, target: &str, variant: bool) -> Captn {
    let mut s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("chest", "crown")],
        &["map", target],
        0,
    );
    s.variant = variant;
    let mine: Vec<_> = eight_but("crown")
        .into_iter()
        .filter(|i| *i != isl(target))
        .take(second)
        .collect();
    s.found = vec![eight_but("map"), mine];
    start(&s)
}

#[test]
fn the_first_seat_s_ninth_treasure_gives_the_second_a_last_turn() {
    let mut g = race(8, "crown", false);
    assert!(g.setup().last_turn);
    let events = move_captain(&mut g, "map");
    assert_eq!(
        &events[1..],
        &[
            CaptnEvent::TreasureFound {
                seat: Seat(0),
                island: isl("map"),
                count: 9
            },
            CaptnEvent::TurnEnded { seat: Seat(0) },
            CaptnEvent::LastTurn {
                seat: Seat(1),
                finisher: Seat(0)
            },
        ]
    );
    // The finisher's turn is over at once (his ship may not move any more) and nobody chooses
    // for him: the second seat plays a fresh turn, the game's last.
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(
        g.phase(),
        Phase::Turn {
            ship_moved: false,
            captain_moved: false,
            found: false,
            finisher: Some(Seat(0)),
        }
    );
    assert!(g.phase().fresh_turn());
    assert!(!g.is_over());
    assert!(g.winners().is_empty());
    assert!(g.legal_actions().contains(&CaptnAction::MoveCaptain {
        island: isl("crown")
    }));
    assert!(g.view(Seat(0)).legal_actions().is_empty());
    assert_eq!(g.view(Seat(1)).legal_actions(), g.legal_actions());
    assert_eq!(
        g.view(Seat(0)).captain_errors(isl("pearl")),
        vec![CaptnError::NotYourTurn {
            seat: Seat(0),
            to_move: Some(Seat(1))
        }]
    );
}

#[test]
fn a_ninth_treasure_in_the_last_turn_shares_the_win() {
    let mut g = race(8, "crown", false);
    move_captain(&mut g, "map");
    let events = move_captain(&mut g, "crown");
    assert_eq!(
        &events[1..],
        &[
            CaptnEvent::TreasureFound {
                seat: Seat(1),
                island: isl("crown"),
                count: 9
            },
            CaptnEvent::Won {
                winners: vec![Seat(0), Seat(1)]
            },
        ]
    );
    assert_eq!(g.winners(), &[Seat(0), Seat(1)]);
    assert_eq!(
        g.phase(),
        Phase::Over {
            winners: vec![Seat(0), Seat(1)]
        }
    );
    assert!(g.is_over());
    assert_eq!(g.to_move(), None);
    assert!(g.legal_actions().is_empty());
    assert_eq!(
        g.apply(&CaptnAction::MoveShip {
            position: pos("crown", "parrot")
        }),
        Err(CaptnError::GameOver)
    );
    for s in 0..2 {
        assert_eq!(g.view(Seat(s)).winners(), &[Seat(0), Seat(1)]);
    }
}

#[test]
fn a_last_turn_without_a_ninth_treasure_leaves_the_win_to_the_first_seat() {
    // Seat 1 needs the pearl, out of reach: he sails where he can and ends his turn.
    let mut g = race(8, "pearl", false);
    move_captain(&mut g, "map");
    move_captain(&mut g, "crown");
    assert!(!g.is_over(), "his ship may still move");
    let events = g.apply(&CaptnAction::EndTurn).unwrap();
    assert_eq!(
        events,
        vec![
            CaptnEvent::TurnEnded { seat: Seat(1) },
            CaptnEvent::Won {
                winners: vec![Seat(0)]
            },
        ]
    );
    assert_eq!(g.winners(), &[Seat(0)]);
    assert_eq!(g.to_move(), None);
}

#[test]
fn a_treasure_short_of_nine_in_the_last_turn_ends_the_game_without_a_next_card() {
    for variant in [false, true] {
        // Seat 1 finds his eighth treasure, the crown: nobody chooses or draws his next one.
        let mut g = race(7, "crown", variant);
        move_captain(&mut g, "map");
        let events = move_captain(&mut g, "crown");
        assert!(events.contains(&CaptnEvent::TreasureFound {
            seat: Seat(1),
            island: isl("crown"),
            count: 8
        }));
        let events = g.apply(&CaptnAction::EndTurn).unwrap();
        assert_eq!(
            events,
            vec![
                CaptnEvent::TurnEnded { seat: Seat(1) },
                CaptnEvent::Won {
                    winners: vec![Seat(0)]
                },
            ],
            "variant {variant}"
        );
        assert_eq!(g.winners(), &[Seat(0)]);
    }
}

#[test]
fn the_second_seat_s_ninth_treasure_wins_at_once() {
    // The round is complete: the first seat has played as many turns. Seat 1 to play, both
    // holding eight treasures.
    let mut s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("chest", "crown")],
        &["map", "crown"],
        1,
    );
    s.found = vec![eight_but("map"), eight_but("crown")];
    let mut g = start(&s);
    let events = move_captain(&mut g, "crown");
    assert_eq!(
        events.last(),
        Some(&CaptnEvent::Won {
            winners: vec![Seat(1)]
        })
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CaptnEvent::LastTurn { .. }))
    );
    assert_eq!(g.winners(), &[Seat(1)]);
    assert!(g.is_over());
    assert_eq!(g.to_move(), None);
}

/// A 2-player game between quick computers, with or without the last turn, played until it is
/// over; its record too.
fn played(last_turn: bool, seed: u64) -> (Captn, Record<Captn>, Vec<CaptnEvent>) {
    let setup = CaptnSetup {
        last_turn,
        ..setup(2, true)
    };
    let mut session = tablee_rules::Session::<Captn>::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed);
    while let Some(seat) = session.game().to_move() {
        let view = session.game().view(seat);
        let action = ai::choose(&view, Strength::Quick, &mut rng).unwrap();
        session.play(action).unwrap();
    }
    (
        session.game().clone(),
        session.record().clone(),
        session.events().to_vec(),
    )
}

#[test]
fn a_save_from_before_the_last_turn_keeps_the_rulebook_ending() {
    // A game the first seat finishes first, with the ending of saves made before the rule.
    let (old, record, events) = (1..40)
        .map(|seed| played(false, seed))
        .find(|(g, _, _)| g.winners() == [Seat(0)])
        .expect("the first seat wins some game");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CaptnEvent::LastTurn { .. }))
    );
    assert!(old.found(Seat(1)).len() < 9);
    // Saved before the rule, its setup names no last turn: it replays to the same end.
    let mut json = serde_json::to_value(&record).unwrap();
    let setup = json["setup"].as_object_mut().unwrap();
    assert_eq!(setup.remove("last_turn"), Some(serde_json::json!(false)));
    let saved: Record<Captn> = serde_json::from_value(json).unwrap();
    assert!(!saved.setup.last_turn);
    let (replayed, _) = saved.replay().unwrap();
    assert_eq!(replayed, old);
    assert_eq!(replayed.winners(), &[Seat(0)]);
    // The same moves under the new rule stop short of the end: the second seat is to play.
    let mut new = saved.clone();
    new.setup.last_turn = true;
    let (game, events) = new.replay().unwrap();
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert!(matches!(
        events.last(),
        Some(CaptnEvent::LastTurn {
            seat: Seat(1),
            finisher: Seat(0)
        })
    ));
}

#[test]
fn new_games_have_the_last_turn_at_two_players_only() {
    assert!(CaptnSetup::new(2, false).last_turn);
    assert!(CaptnSetup::new(2, true).last_turn);
    for seats in [3, 4] {
        assert!(!CaptnSetup::new(seats, false).last_turn);
        assert!(!CaptnSetup::new(seats, true).last_turn);
    }
    // Two-player games with the rule end with one winner or two, both holding nine treasures.
    for seed in 1..30 {
        let (g, _, events) = played(true, seed);
        assert!(!g.winners().is_empty() && g.winners().len() <= 2);
        for w in g.winners() {
            assert_eq!(g.found(*w).len(), 9);
        }
        let last_turn = events
            .iter()
            .any(|e| matches!(e, CaptnEvent::LastTurn { .. }));
        // A last turn is played exactly when the first seat laid his ninth treasure.
        assert_eq!(last_turn, g.winners()[0] == Seat(0));
    }
}

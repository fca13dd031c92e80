//! A game from its start: placing, the opening choices and who makes them, the easy variant's
//! draws, what each seat sees, and undo around secrets.

use tablee_rules::captn::{
    BoardMap, Captn, CaptnAction, CaptnError, CaptnEvent, CaptnSetup, IslandId, Phase, Scenario,
    SeaLayout, chooser_of, receiver_of,
};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

mod captn_common;
use captn_common::{isl, move_captain, pos, scenario, set_up, setup};

fn base(seats: u8) -> CaptnSetup {
    setup(seats, false)
}

#[test]
fn two_to_four_players() {
    for seats in [0, 1, 5] {
        assert_eq!(
            Captn::new(base(seats), 1).err(),
            Some(CaptnError::SeatCount { seats })
        );
    }
    for seats in 2..=4 {
        let g = Captn::new(base(seats), 1).unwrap();
        assert_eq!(g.to_move(), Some(Seat(0)));
        assert_eq!(g.phase(), Phase::Placing);
    }
}

#[test]
fn each_player_is_chosen_for_by_his_right_hand_neighbour() {
    // Play goes to the left, seat 0, 1, 2, 3: the right-hand neighbour of s is s - 1.
    assert_eq!(chooser_of(Seat(0), 3), Seat(2));
    assert_eq!(chooser_of(Seat(1), 3), Seat(0));
    assert_eq!(chooser_of(Seat(2), 3), Seat(1));
    assert_eq!(chooser_of(Seat(0), 2), Seat(1));
    assert_eq!(chooser_of(Seat(1), 2), Seat(0));
    for seats in 2..=4u8 {
        for s in 0..seats {
            assert_eq!(receiver_of(chooser_of(Seat(s), seats), seats), Seat(s));
        }
    }
}

#[test]
fn placing_in_turn_order_then_the_opening_choices() {
    let mut g = Captn::new(base(3), 7).unwrap();
    // Seat 0 may place its ship first.
    g.apply(&CaptnAction::PlaceShip {
        position: pos("crown", "anchor"),
    })
    .unwrap();
    assert_eq!(
        g.clone().apply(&CaptnAction::PlaceShip {
            position: pos("chest", "crown")
        }),
        Err(CaptnError::ShipAlreadyPlaced)
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::EndTurn),
        Err(CaptnError::PlacementUnderWay)
    );
    assert_eq!(
        g.clone()
            .apply(&CaptnAction::MoveCaptain { island: isl("map") }),
        Err(CaptnError::PlacementUnderWay)
    );
    assert_eq!(g.to_move(), Some(Seat(0)), "one piece placed: still seat 0");
    g.apply(&CaptnAction::PlaceCaptain {
        island: isl("anchor"),
    })
    .unwrap();
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(
        g.clone().apply(&CaptnAction::PlaceCaptain {
            island: isl("anchor")
        }),
        Err(CaptnError::IslandOccupied {
            island: isl("anchor"),
            by: Seat(0)
        })
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::PlaceShip {
            position: pos("parrot", "map")
        }),
        Err(CaptnError::CrossesShip {
            position: pos("parrot", "map"),
            crossing: pos("crown", "anchor"),
            by: Seat(0)
        })
    );
    assert!(!g.legal_actions().contains(&CaptnAction::PlaceShip {
        position: pos("parrot", "map")
    }));
    assert!(!g.legal_actions().contains(&CaptnAction::PlaceCaptain {
        island: isl("anchor")
    }));
    set_up(
        &mut g,
        &["map", "pearl"],
        &[("map", "spyglass"), ("chest", "pearl")],
    );
    // The opening choices: seat 0's target first, chosen by seat 2, then seat 1's by seat 0, ...
    assert_eq!(
        g.phase(),
        Phase::Choosing {
            for_seat: Seat(0),
            opening: true
        }
    );
    let mut choosers = Vec::new();
    for _ in 0..3 {
        choosers.push(g.to_move().unwrap());
        assert_eq!(g.choice().len(), 9);
        let events = g
            .apply(&CaptnAction::ChooseTarget {
                island: isl("bottle"),
            })
            .unwrap();
        assert!(matches!(
            events[0],
            CaptnEvent::TargetGiven { by: Some(_), .. }
        ));
    }
    assert_eq!(choosers, vec![Seat(2), Seat(0), Seat(1)]);
    assert_eq!(g.phase(), Phase::START);
    assert_eq!(g.to_move(), Some(Seat(0)));
    for s in 0..3 {
        assert_eq!(g.target(Seat(s)), Some(isl("bottle")));
        assert_eq!(g.hand(Seat(s)).len(), 8);
    }
}

#[test]
fn the_easy_variant_draws_targets_from_ones_own_shuffled_deck() {
    let setup = setup(2, true);
    let mut g = Captn::new(setup, 3).unwrap();
    let decks: Vec<Vec<IslandId>> = (0..2).map(|s| g.hand(Seat(s)).to_vec()).collect();
    assert_ne!(decks[0], decks[1], "each deck is shuffled on its own");
    assert_eq!(
        Captn::new(setup, 3).unwrap().hand(Seat(0)),
        decks[0].as_slice(),
        "the same seed shuffles the same way"
    );
    set_up(
        &mut g,
        &["map", "anchor"],
        &[("map", "pearl"), ("anchor", "bottle")],
    );
    // No choosing: both drew the top card of their deck at once.
    assert_eq!(g.phase(), Phase::START);
    for s in 0..2 {
        assert_eq!(g.target(Seat(s)), decks[usize::from(s)].last().copied());
        assert_eq!(g.hand(Seat(s)).len(), 8);
    }
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, CaptnAction::ChooseTarget { .. }))
    );
}

#[test]
fn the_easy_variant_draws_the_next_card_when_the_turn_of_a_find_ends() {
    let mut s: Scenario = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("crown", "parrot")],
        &["map", "crown"],
        0,
    );
    s.variant = true;
    let mut g = s.start(5).unwrap();
    let next = g.hand(Seat(0)).last().copied();
    move_captain(&mut g, "map");
    let events = g.apply(&CaptnAction::EndTurn).unwrap();
    assert_eq!(
        events,
        vec![
            CaptnEvent::TurnEnded { seat: Seat(0) },
            CaptnEvent::TargetGiven {
                seat: Seat(0),
                by: None
            }
        ]
    );
    assert_eq!(g.target(Seat(0)), next);
    assert_eq!(g.to_move(), Some(Seat(1)), "no chooser in the variant");
    assert_eq!(g.phase(), Phase::START);
}

/// A game after `steps` random legal actions.
fn random_game(setup: CaptnSetup, seed: u64, steps: usize) -> Captn {
    let mut g = Captn::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed);
    for _ in 0..steps {
        let actions = g.legal_actions();
        let Some(a) = rng.choose(&actions).copied() else {
            break;
        };
        g.apply(&a).unwrap();
    }
    g
}

/// The same game with every other seat's target swapped for a card still in hand.
fn other_secrets_changed(g: &Captn, seat: Seat) -> Captn {
    let mut v = serde_json::to_value(g).unwrap();
    for o in 0..g.seats() {
        let o = o as usize;
        if o == seat.index() {
            continue;
        }
        let target = v["targets"][o].clone();
        let hand = v["hands"][o].as_array().cloned().unwrap_or_default();
        if let (false, Some(first)) = (target.is_null(), hand.first()) {
            v["targets"][o] = first.clone();
            v["hands"][o][0] = target;
        }
    }
    serde_json::from_value(v).unwrap()
}

#[test]
fn no_view_shows_another_seats_target() {
    for seed in 0..40u64 {
        let seats = 2 + (seed % 3) as u8;
        let setup = setup(seats, seed % 2 == 0);
        let g = random_game(setup, seed, 10 + (seed as usize * 7) % 80);
        for s in 0..seats {
            let seat = Seat(s);
            let view = g.view(seat);
            assert_eq!(view.target, g.target(seat));
            let json = serde_json::to_value(&view).unwrap();
            for key in ["targets", "hands", "deck"] {
                assert!(json.get(key).is_none(), "the view has `{key}`");
            }
            // Changing everybody else's secrets does not change this seat's view, unless this
            // seat is choosing for one of them (it holds that seat's cards).
            let choosing = view.choice.is_some();
            let other = other_secrets_changed(&g, seat);
            if !choosing {
                assert_eq!(
                    serde_json::to_string(&other.view(seat)).unwrap(),
                    serde_json::to_string(&view).unwrap(),
                    "seed {seed}: seat {s}'s view depends on another seat's secret"
                );
            }
        }
    }
}

#[test]
fn only_the_chooser_sees_the_cards_while_choosing() {
    let mut g = Captn::new(base(3), 2).unwrap();
    set_up(
        &mut g,
        &["map", "anchor", "pearl"],
        &[("map", "spyglass"), ("chest", "pearl"), ("crown", "parrot")],
    );
    // Seat 2 chooses for seat 0.
    let v2 = g.view(Seat(2));
    assert_eq!(v2.choice.as_ref().map(Vec::len), Some(9));
    assert_eq!(v2.legal_actions().len(), 9);
    assert!(g.view(Seat(0)).choice.is_none());
    assert!(g.view(Seat(1)).choice.is_none());
    assert!(g.view(Seat(1)).legal_actions().is_empty());
    assert_eq!(g.view(Seat(1)).cards_left, vec![9, 9, 9]);
    g.apply(&CaptnAction::ChooseTarget {
        island: isl("crown"),
    })
    .unwrap();
    assert!(g.view(Seat(2)).choice.is_none(), "the moment is over");
    assert_eq!(g.view(Seat(0)).target, Some(isl("crown")));
    assert_eq!(g.view(Seat(2)).target, None);
    assert_eq!(g.view(Seat(1)).cards_left, vec![8, 9, 9]);
}

#[test]
fn piles_show_their_count_and_top_card_to_all_and_the_whole_pile_to_their_owner() {
    let mut s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("crown", "parrot")],
        &["map", "crown"],
        0,
    );
    s.found = vec![vec![isl("pearl"), isl("bottle")], Vec::new()];
    let mut g = s.start(1).unwrap();
    move_captain(&mut g, "map");
    let mine = g.view(Seat(0));
    let theirs = g.view(Seat(1));
    assert_eq!(mine.found, vec![isl("pearl"), isl("bottle"), isl("map")]);
    assert!(theirs.found.is_empty());
    assert_eq!(theirs.piles[0].count, 3);
    assert_eq!(theirs.piles[0].top, Some(isl("map")));
    assert_eq!(theirs.piles[1].count, 0);
}

#[test]
fn undo_takes_back_moves_but_never_a_chosen_card_or_a_find() {
    let mut session = Session::<Captn>::new(base(2), 4).unwrap();
    for a in [
        CaptnAction::PlaceCaptain {
            island: isl("anchor"),
        },
        CaptnAction::PlaceShip {
            position: pos("map", "anchor"),
        },
        CaptnAction::PlaceCaptain {
            island: isl("chest"),
        },
        CaptnAction::PlaceShip {
            position: pos("crown", "parrot"),
        },
    ] {
        session.play(a).unwrap();
    }
    assert!(session.can_undo(Seat(1)), "placing reveals nothing");
    // Seat 1 chooses the map for seat 0; seat 0 chooses for seat 1.
    session
        .play(CaptnAction::ChooseTarget { island: isl("map") })
        .unwrap();
    assert!(
        !session.can_undo(Seat(1)),
        "a card given is never taken back"
    );
    session
        .play(CaptnAction::ChooseTarget {
            island: isl("bottle"),
        })
        .unwrap();
    assert!(!session.can_undo(Seat(0)));
    // Seat 0 moves its ship away: that may be taken back (its captain then stays, the turn
    // ends by itself, nothing secret shows).
    session
        .play(CaptnAction::MoveShip {
            position: pos("map", "pearl"),
        })
        .unwrap();
    assert_eq!(session.game().to_move(), Some(Seat(1)));
    assert!(session.can_undo(Seat(0)));
    assert!(session.undo(Seat(0)));
    assert_eq!(
        session.game().pieces().ship(Seat(0)),
        Some(pos("map", "anchor"))
    );
    assert!(session.can_redo());
    // It sails to its target: the find is public, no way back.
    session
        .play(CaptnAction::MoveCaptain { island: isl("map") })
        .unwrap();
    assert_eq!(session.game().found(Seat(0)), &[isl("map")]);
    assert!(!session.can_undo(Seat(0)));
}

#[test]
fn new_games_sail_the_current_sea_and_old_saves_replay_on_theirs() {
    let new = CaptnSetup::new(3, false);
    assert_eq!(new.sea, SeaLayout::CURRENT);
    let g = Captn::new(new, 5).unwrap();
    assert_eq!(g.board(), &BoardMap::sea().unwrap());
    assert_eq!(g.board().positions().len(), 14);
    // A save names its sea...
    let json = serde_json::to_value(new).unwrap();
    assert_eq!(json["sea"], "Third");
    // A game started on the second sea replays there.
    let second = CaptnSetup {
        sea: SeaLayout::Second,
        ..new
    };
    let g = Captn::new(second, 5).unwrap();
    assert_eq!(g.board(), &BoardMap::of_layout(SeaLayout::Second).unwrap());
    assert_ne!(g.board(), &BoardMap::sea().unwrap());
    // ...and one from before the second sea names none: it is read as the first, and its moves,
    // made on the first sea's lanes (there were twenty), replay there.
    let mut old = Session::<Captn>::new(setup(2, false), 9).unwrap();
    old.play(CaptnAction::PlaceCaptain { island: isl("map") })
        .unwrap();
    old.play(CaptnAction::PlaceShip {
        position: pos("map", "bottle"),
    })
    .unwrap();
    assert_eq!(
        pos("map", "bottle").0,
        19,
        "a lane the second sea does not have"
    );
    let mut saved = serde_json::to_value(old.record()).unwrap();
    saved["setup"].as_object_mut().unwrap().remove("sea");
    let record: Record<Captn> = serde_json::from_value(saved).unwrap();
    assert_eq!(record.setup.sea, SeaLayout::First);
    let back = Session::from_record(record).unwrap();
    assert_eq!(back.game(), old.game());
    assert_eq!(back.game().board().positions().len(), 20);
    assert_eq!(
        back.game().pieces().ship(Seat(0)),
        Some(pos("map", "bottle"))
    );
}

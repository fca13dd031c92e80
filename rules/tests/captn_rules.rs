//! The rules of a turn, on positions set up by hand: where captains may sail, where ships may go,
//! the rulebook's illustrations 3a–3d and 4a–4b, finding treasures, the chooser, the end.

use tablee_rules::captn::{CaptnAction, CaptnError, CaptnEvent, Phase, Scenario};
use tablee_rules::{Game, Seat};

mod captn_common;
use captn_common::{isl, move_captain, move_ship, names, pos, scenario, start};

/// Illustration 4a, on our board. Pierre (blue, seat 1) stands on the map island (A); his own
/// ship joins it to the anchor (B); the red ship goes on from the anchor to the bottle (C); the
/// red captain stands on the spyglass (D); the yellow ship joins the anchor to the spyglass and
/// the green one the spyglass to the pearl (E). Green and yellow captains stand on islands no
/// ship touches.
fn illustration_4a() -> Scenario {
    scenario(
        &["chest", "map", "spyglass", "compass"],
        &[
            ("spyglass", "pearl"),
            ("map", "anchor"),
            ("anchor", "bottle"),
            ("anchor", "spyglass"),
        ],
        &["crown", "crown", "crown", "crown"],
        1,
    )
}

#[test]
fn illustration_4a_chains_of_ships_over_occupied_islands_to_empty_ones() {
    let g = start(&illustration_4a());
    assert_eq!(g.to_move(), Some(Seat(1)));
    // B with his own ship, C with the red one, E over D with the yellow and green ones; never D.
    assert_eq!(names(&g.reachable()), vec!["anchor", "pearl", "bottle"]);
    assert_eq!(
        g.captain_errors(isl("spyglass")),
        vec![CaptnError::IslandOccupied {
            island: isl("spyglass"),
            by: Seat(2)
        }]
    );
    assert_eq!(
        g.captain_errors(isl("chest")),
        vec![
            CaptnError::IslandOccupied {
                island: isl("chest"),
                by: Seat(0)
            },
            CaptnError::NotReachable {
                island: isl("chest")
            }
        ]
    );
    assert_eq!(
        g.captain_errors(isl("crown")),
        vec![CaptnError::NotReachable {
            island: isl("crown")
        }]
    );
    assert_eq!(
        g.captain_errors(isl("map")),
        vec![CaptnError::AlreadyThere { island: isl("map") }]
    );
    // Whatever he does first, he may not end his turn without moving his captain.
    assert_eq!(
        g.clone().apply(&CaptnAction::EndTurn),
        Err(CaptnError::MustMoveCaptain {
            options: vec![isl("anchor"), isl("pearl"), isl("bottle")]
        })
    );
    assert!(!g.legal_actions().contains(&CaptnAction::EndTurn));
    // He sails to E over D.
    let mut g = g;
    let events = move_captain(&mut g, "pearl");
    assert_eq!(
        events,
        vec![CaptnEvent::CaptainMoved {
            seat: Seat(1),
            from: isl("map"),
            to: isl("pearl"),
            route: vec![isl("map"), isl("anchor"), isl("spyglass"), isl("pearl")],
        }]
    );
    assert_eq!(g.pieces().captain(Seat(1)), Some(isl("pearl")));
    // Once a turn: the captain may not sail again.
    assert_eq!(
        g.clone().apply(&CaptnAction::MoveCaptain {
            island: isl("anchor")
        }),
        Err(CaptnError::CaptainAlreadyMoved)
    );
    // Moving the captain first, then the ship, is allowed; then the turn is over by itself.
    let events = move_ship(&mut g, "chest", "crown");
    assert_eq!(
        events,
        vec![
            CaptnEvent::ShipMoved {
                seat: Seat(1),
                from: pos("map", "anchor"),
                to: pos("chest", "crown")
            },
            CaptnEvent::TurnEnded { seat: Seat(1) }
        ]
    );
    assert_eq!(g.to_move(), Some(Seat(2)));
}

#[test]
fn illustration_4b_moving_the_ship_away_strands_the_captain_who_stays() {
    let mut g = start(&illustration_4a());
    // Pierre would rather not sail to B, C or E: he takes his ship away first.
    let events = move_ship(&mut g, "chest", "crown");
    assert_eq!(
        events,
        vec![
            CaptnEvent::ShipMoved {
                seat: Seat(1),
                from: pos("map", "anchor"),
                to: pos("chest", "crown")
            },
            CaptnEvent::CaptainStayed { seat: Seat(1) },
            CaptnEvent::TurnEnded { seat: Seat(1) },
        ]
    );
    assert_eq!(g.pieces().captain(Seat(1)), Some(isl("map")));
    assert_eq!(g.to_move(), Some(Seat(2)));
    assert_eq!(g.phase(), Phase::START);
}

#[test]
fn illustration_3a_an_isolated_captain_stays_whether_the_ship_moves_or_not() {
    // Sandrine (seat 0) stands on the chest island, which no ship touches.
    let s = scenario(
        &["chest", "anchor"],
        &[("spyglass", "bottle"), ("crown", "parrot")],
        &["map", "map"],
        0,
    );
    let g = start(&s);
    assert!(g.reachable().is_empty());
    assert!(g.legal_actions().contains(&CaptnAction::EndTurn));
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, CaptnAction::MoveCaptain { .. }))
    );
    // Ending the turn at once: the captain stays.
    let mut ended = g.clone();
    assert_eq!(
        ended.apply(&CaptnAction::EndTurn).unwrap(),
        vec![
            CaptnEvent::CaptainStayed { seat: Seat(0) },
            CaptnEvent::TurnEnded { seat: Seat(0) }
        ]
    );
    // Moving the ship without changing the situation: the captain stays, the turn is over.
    let mut moved = g;
    let events = move_ship(&mut moved, "map", "pearl");
    assert!(events.contains(&CaptnEvent::CaptainStayed { seat: Seat(0) }));
    assert_eq!(moved.to_move(), Some(Seat(1)));
    assert_eq!(moved.pieces().captain(Seat(0)), Some(isl("chest")));
}

/// Illustration 3b: Sandrine (seat 0) on the map island (A), her ship to the anchor (B) where the
/// red captain (seat 1) stands, the red ship from the anchor to the bottle (C).
fn illustration_3b() -> Scenario {
    scenario(
        &["map", "anchor"],
        &[("map", "anchor"), ("anchor", "bottle")],
        &["crown", "crown"],
        0,
    )
}

#[test]
fn illustration_3b_hopping_over_the_red_ship_or_moving_away_to_stay() {
    let g = start(&illustration_3b());
    // The neighbour B is occupied: only by jumping the red ship does she reach C.
    assert_eq!(names(&g.reachable()), vec!["bottle"]);
    // She moves her ship so that her captain can no longer move: he stays, exceptionally.
    let mut g2 = g.clone();
    let events = move_ship(&mut g2, "chest", "crown");
    assert!(events.contains(&CaptnEvent::CaptainStayed { seat: Seat(0) }));
    assert_eq!(g2.pieces().captain(Seat(0)), Some(isl("map")));
    // Without the red ship there, she could not have moved at all.
    let mut without = illustration_3b();
    without.ships[1] = pos("crown", "parrot");
    let g3 = start(&without);
    assert!(g3.reachable().is_empty());
    assert!(g3.legal_actions().contains(&CaptnAction::EndTurn));
}

/// Illustration 3c: Jacques (red, seat 1) on the anchor; Sandrine's ship (seat 0) joins it to the
/// empty map island; his own ship lies elsewhere.
fn illustration_3c() -> Scenario {
    scenario(
        &["chest", "anchor"],
        &[("map", "anchor"), ("crown", "parrot")],
        &["compass", "compass"],
        1,
    )
}

#[test]
fn illustration_3c_another_players_ship_forces_the_captain_to_move() {
    let g = start(&illustration_3c());
    assert_eq!(names(&g.reachable()), vec!["map"]);
    assert_eq!(
        g.clone().apply(&CaptnAction::EndTurn),
        Err(CaptnError::MustMoveCaptain {
            options: vec![isl("map")]
        })
    );
    assert_eq!(
        g.end_turn_error(),
        Some(CaptnError::MustMoveCaptain {
            options: vec![isl("map")]
        })
    );
    // He may not touch Sandrine's ship: only his own moves.
    assert_eq!(
        g.ship_errors(pos("map", "anchor")),
        vec![CaptnError::PositionTaken {
            position: pos("map", "anchor"),
            by: Seat(0)
        }]
    );
}

#[test]
fn illustration_3d_moving_the_ship_first_opens_the_island_behind() {
    let mut g = start(&illustration_3c());
    move_ship(&mut g, "map", "pearl");
    // Now he may choose freely between the two empty islands.
    assert_eq!(names(&g.reachable()), vec!["map", "pearl"]);
    let events = move_captain(&mut g, "pearl");
    assert_eq!(
        events[0],
        CaptnEvent::CaptainMoved {
            seat: Seat(1),
            from: isl("anchor"),
            to: isl("pearl"),
            route: vec![isl("anchor"), isl("map"), isl("pearl")],
        }
    );
    // Both done: the turn ended by itself.
    assert_eq!(
        events.last(),
        Some(&CaptnEvent::TurnEnded { seat: Seat(1) })
    );
    assert_eq!(g.to_move(), Some(Seat(0)));
}

#[test]
fn a_ship_move_that_leaves_a_way_still_obliges_the_captain() {
    // Illustration 3d the other way round: after moving his ship, Jacques can still sail, so he
    // must; the end of the turn is refused until he does.
    let mut g = start(&illustration_3c());
    move_ship(&mut g, "map", "pearl");
    assert_eq!(
        g.clone().apply(&CaptnAction::EndTurn),
        Err(CaptnError::MustMoveCaptain {
            options: vec![isl("map"), isl("pearl")]
        })
    );
    assert_eq!(
        g.ship_errors(pos("chest", "crown")),
        vec![CaptnError::ShipAlreadyMoved]
    );
}

#[test]
fn ships_never_cross_nor_share_a_position() {
    // Seat 1's ship lies from the crown to the anchor; seat 0 (to move) on the chest island.
    let s = scenario(
        &["chest", "compass"],
        &[("chest", "crown"), ("crown", "anchor")],
        &["map", "map"],
        0,
    );
    let g = start(&s);
    assert_eq!(
        g.ship_errors(pos("parrot", "map")),
        vec![CaptnError::CrossesShip {
            position: pos("parrot", "map"),
            crossing: pos("crown", "anchor"),
            by: Seat(1)
        }]
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::MoveShip {
            position: pos("parrot", "map")
        }),
        Err(CaptnError::CrossesShip {
            position: pos("parrot", "map"),
            crossing: pos("crown", "anchor"),
            by: Seat(1)
        })
    );
    assert_eq!(
        g.ship_errors(pos("crown", "anchor")),
        vec![CaptnError::PositionTaken {
            position: pos("crown", "anchor"),
            by: Seat(1)
        }]
    );
    // Its own place is no move either.
    assert_eq!(
        g.ship_errors(pos("chest", "crown")),
        vec![CaptnError::PositionTaken {
            position: pos("chest", "crown"),
            by: Seat(0)
        }]
    );
    let open = g.ship_options();
    assert!(!open.contains(&pos("parrot", "map")));
    assert!(!open.contains(&pos("crown", "anchor")));
    assert!(!open.contains(&pos("chest", "crown")));
    assert_eq!(open.len(), 20 - 3);
    for p in open {
        assert!(g.ship_errors(p).is_empty());
    }
    assert_eq!(
        g.ship_errors(tablee_rules::captn::PositionId(99)),
        vec![CaptnError::UnknownPosition {
            position: tablee_rules::captn::PositionId(99)
        }]
    );
}

#[test]
fn ones_own_ship_may_leave_for_a_position_crossing_its_old_one() {
    let s = scenario(
        &["chest", "compass"],
        &[("crown", "anchor"), ("pearl", "spyglass")],
        &["map", "map"],
        0,
    );
    let mut g = start(&s);
    assert!(g.ship_errors(pos("parrot", "map")).is_empty());
    move_ship(&mut g, "parrot", "map");
    assert_eq!(g.pieces().ship(Seat(0)), Some(pos("parrot", "map")));
}

#[test]
fn the_treasure_is_found_only_by_stopping_on_its_island() {
    // Seat 0 on the anchor, target the map island; the ships lead anchor - map - pearl.
    let s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("map", "pearl")],
        &["map", "crown"],
        0,
    );
    let mut passing = start(&s);
    let events = move_captain(&mut passing, "pearl");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CaptnEvent::TreasureFound { .. }))
    );
    assert_eq!(passing.target(Seat(0)), Some(isl("map")));
    assert!(passing.found(Seat(0)).is_empty());

    let mut stopping = start(&s);
    let events = move_captain(&mut stopping, "map");
    assert_eq!(
        events[1],
        CaptnEvent::TreasureFound {
            seat: Seat(0),
            island: isl("map"),
            count: 1
        }
    );
    assert_eq!(stopping.found(Seat(0)), &[isl("map")]);
    assert_eq!(stopping.target(Seat(0)), None);
    assert!(<tablee_rules::captn::Captn as Game>::reveals(&events[1]));
}

#[test]
fn a_captain_standing_on_his_target_must_leave_and_come_back() {
    // The chooser may name the island the captain stands on: he finds nothing by staying.
    let s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("crown", "parrot")],
        &["anchor", "crown"],
        0,
    );
    let mut g = start(&s);
    assert_eq!(
        g.captain_errors(isl("anchor")),
        vec![CaptnError::AlreadyThere {
            island: isl("anchor")
        }]
    );
    move_captain(&mut g, "map");
    assert!(g.found(Seat(0)).is_empty());
}

#[test]
fn after_a_find_the_ship_may_still_move_then_the_chooser_picks_the_next_card() {
    // Three seats: seat 1 finds its treasure; its chooser is seat 0 (its right-hand neighbour).
    let s = scenario(
        &["chest", "anchor", "compass"],
        &[("chest", "crown"), ("map", "anchor"), ("parrot", "compass")],
        &["crown", "map", "crown"],
        1,
    );
    let mut g = start(&s);
    let events = move_captain(&mut g, "map");
    assert!(events.contains(&CaptnEvent::TreasureFound {
        seat: Seat(1),
        island: isl("map"),
        count: 1
    }));
    assert_eq!(
        g.phase(),
        Phase::Turn {
            ship_moved: false,
            captain_moved: true,
            found: true,
            finisher: None
        }
    );
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert!(g.legal_actions().contains(&CaptnAction::MoveShip {
        position: pos("map", "pearl")
    }));
    assert!(g.legal_actions().contains(&CaptnAction::EndTurn));
    let events = move_ship(&mut g, "map", "pearl");
    assert_eq!(
        events.last(),
        Some(&CaptnEvent::TurnEnded { seat: Seat(1) })
    );
    // The chooser's moment: seat 0 is to move, though seat 2 plays next.
    assert_eq!(
        g.phase(),
        Phase::Choosing {
            for_seat: Seat(1),
            opening: false
        }
    );
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(g.choice().len(), 8, "9 cards minus the one found");
    assert!(!g.choice().contains(&isl("map")));
    assert_eq!(
        g.clone()
            .apply(&CaptnAction::ChooseTarget { island: isl("map") }),
        Err(CaptnError::NotATarget {
            island: isl("map"),
            for_seat: Seat(1)
        })
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::EndTurn),
        Err(CaptnError::ChoiceUnderWay {
            chooser: Seat(0),
            for_seat: Seat(1)
        })
    );
    let events = g
        .apply(&CaptnAction::ChooseTarget {
            island: isl("pearl"),
        })
        .unwrap();
    assert_eq!(
        events,
        vec![CaptnEvent::TargetGiven {
            seat: Seat(1),
            by: Some(Seat(0))
        }]
    );
    assert_eq!(g.target(Seat(1)), Some(isl("pearl")));
    assert_eq!(g.to_move(), Some(Seat(2)));
    assert_eq!(g.phase(), Phase::START);
}

#[test]
fn after_a_find_the_turn_may_end_without_a_ship_move() {
    let s = scenario(
        &["chest", "anchor"],
        &[("chest", "crown"), ("map", "anchor")],
        &["crown", "map"],
        1,
    );
    let mut g = start(&s);
    move_captain(&mut g, "map");
    let events = g.apply(&CaptnAction::EndTurn).unwrap();
    assert_eq!(events, vec![CaptnEvent::TurnEnded { seat: Seat(1) }]);
    // Two players: each chooses for the other.
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert!(matches!(
        g.phase(),
        Phase::Choosing {
            for_seat: Seat(1),
            ..
        }
    ));
}

#[test]
fn at_three_players_the_ninth_treasure_wins_at_once() {
    // The rulebook's ending: the seats after the first in the round play no more. (Two players,
    // our addition, end otherwise: `captn_last_turn.rs`.)
    let mut s = scenario(
        &["anchor", "chest", "compass"],
        &[("map", "anchor"), ("chest", "crown"), ("parrot", "compass")],
        &["map", "crown", "crown"],
        0,
    );
    s.found = vec![
        [
            "chest", "crown", "parrot", "compass", "anchor", "pearl", "spyglass", "bottle",
        ]
        .iter()
        .map(|n| isl(n))
        .collect(),
        Vec::new(),
        Vec::new(),
    ];
    let mut g = start(&s);
    let events = move_captain(&mut g, "map");
    assert_eq!(
        &events[1..],
        &[
            CaptnEvent::TreasureFound {
                seat: Seat(0),
                island: isl("map"),
                count: 9
            },
            CaptnEvent::Won {
                winners: vec![Seat(0)]
            }
        ]
    );
    assert_eq!(g.winners(), &[Seat(0)]);
    assert_eq!(g.to_move(), None);
    assert!(g.is_over());
    assert!(g.legal_actions().is_empty());
    assert_eq!(
        g.apply(&CaptnAction::MoveShip {
            position: pos("chest", "crown")
        }),
        Err(CaptnError::GameOver)
    );
    assert_eq!(
        g.ship_errors(pos("chest", "crown")),
        vec![CaptnError::GameOver]
    );
}

#[test]
fn an_eighth_treasure_does_not_end_the_game() {
    let mut s = scenario(
        &["anchor", "chest"],
        &[("map", "anchor"), ("crown", "parrot")],
        &["map", "crown"],
        0,
    );
    s.found = vec![
        [
            "chest", "crown", "parrot", "compass", "anchor", "pearl", "spyglass",
        ]
        .iter()
        .map(|n| isl(n))
        .collect(),
        Vec::new(),
    ];
    let mut g = start(&s);
    move_captain(&mut g, "map");
    assert!(g.winners().is_empty());
    assert_eq!(g.found(Seat(0)).len(), 8);
}

#[test]
fn actions_out_of_their_moment_are_refused_with_the_reason() {
    let g = start(&illustration_3c());
    assert_eq!(
        g.clone()
            .apply(&CaptnAction::PlaceCaptain { island: isl("map") }),
        Err(CaptnError::PlacementOver)
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::PlaceShip {
            position: pos("chest", "crown")
        }),
        Err(CaptnError::PlacementOver)
    );
    assert_eq!(
        g.clone()
            .apply(&CaptnAction::ChooseTarget { island: isl("map") }),
        Err(CaptnError::NoChoice)
    );
    assert_eq!(
        g.clone().apply(&CaptnAction::MoveCaptain {
            island: tablee_rules::captn::IslandId(42)
        }),
        Err(CaptnError::UnknownIsland {
            island: tablee_rules::captn::IslandId(42)
        })
    );
}

#[test]
fn scenarios_that_break_a_rule_are_refused() {
    let crossing = scenario(
        &["chest", "compass"],
        &[("crown", "anchor"), ("parrot", "map")],
        &["map", "map"],
        0,
    );
    assert!(matches!(
        crossing.start(1),
        Err(CaptnError::Scenario { .. })
    ));
    let shared = scenario(
        &["chest", "chest"],
        &[("crown", "anchor"), ("pearl", "map")],
        &["map", "map"],
        0,
    );
    assert!(matches!(shared.start(1), Err(CaptnError::Scenario { .. })));
    let mut found_target = scenario(
        &["chest", "crown"],
        &[("crown", "anchor"), ("pearl", "map")],
        &["map", "map"],
        0,
    );
    found_target.found = vec![vec![isl("map")]];
    assert!(matches!(
        found_target.start(1),
        Err(CaptnError::Scenario { .. })
    ));
    let one = scenario(&["chest"], &[("crown", "anchor")], &["map"], 0);
    assert_eq!(one.start(1).err(), Some(CaptnError::SeatCount { seats: 1 }));
}

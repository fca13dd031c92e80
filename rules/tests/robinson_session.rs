//! The companion's sheet through the rounds: phases, future resources, the night, the end of the
//! game, the setup's checks, the rulings table, undo and saves through the shared `Session`.

mod robinson_common;

use robinson_common::*;
use tablee_rules::robinson::{
    Attempt, BuildTarget, Character, CharacterSetup, Ending, Party, Phase, RULING_WORDS, RULINGS,
    Resources, Robinson, RobinsonAction as A, RobinsonError as E, RobinsonEvent as Ev, Ruling,
    RulingKind, Scenario, Source, Step, Track, WoodVia, Zone, rulings_for, search,
};
use tablee_rules::{Game, Record, Seat, Session};

fn gather(who: Character, space: u8, source: Source) -> A {
    A::Gather {
        attempt: sure(who),
        space,
        source,
        extra: Resources::NONE,
    }
}

#[test]
fn the_rulings_table_has_every_ruling_once_in_order_in_both_languages() {
    let numbers: Vec<String> = RULINGS.iter().map(|e| e.ruling.number()).collect();
    assert_eq!(
        numbers,
        [
            "1.1", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "3.1", "4.1", "5.1", "5.2", "6.2",
            "7.1", "8.1", "9.1", "9.2", "10.1", "11.1", "11.2"
        ]
    );
    assert_eq!(RULING_WORDS.len(), RULINGS.len());
    for (e, w) in RULINGS.iter().zip(RULING_WORDS) {
        assert_eq!(e.ruling.entry(), Some(e));
        assert_eq!(e.words(), Some(w));
        assert_eq!(
            e.ruling.anchor(),
            format!("ruling-{}-{}", e.ruling.0, e.ruling.1)
        );
        for text in [
            e.title_en,
            e.title_fr,
            w.summary_en,
            w.summary_fr,
            w.example_en,
            w.example_fr,
        ] {
            assert!(!text.trim().is_empty(), "{} has an empty text", e.ruling);
        }
        assert_ne!(e.title_en, e.title_fr, "{} is not translated", e.ruling);
        assert_ne!(w.summary_en, w.summary_fr, "{} is not translated", e.ruling);
        assert!(!e.phases.is_empty());
    }
    let allows: Vec<Ruling> = RULINGS
        .iter()
        .filter(|e| e.kind == RulingKind::Allows)
        .map(|e| e.ruling)
        .collect();
    assert_eq!(allows, [Ruling(2, 3), Ruling(2, 6), Ruling(3, 1)]);
    assert_eq!(Ruling(6, 1).entry(), None);
}

#[test]
fn the_faq_search_finds_the_pistol_in_both_languages() {
    for query in ["pistolet", "pistol", "PISTOL", "cartridge", "cartouche"] {
        let found: Vec<Ruling> = search(query).iter().map(|(e, _)| e.ruling).collect();
        assert_eq!(found, [Ruling(5, 2)], "{query}");
    }
    assert_eq!(
        search("10.1").first().map(|(e, _)| e.ruling),
        Some(Ruling(10, 1))
    );
    assert!(
        search("roof shelter")
            .iter()
            .any(|(e, _)| e.ruling == Ruling(2, 1))
    );
    assert!(search("zzz nothing").is_empty());
    assert_eq!(search("").len(), RULINGS.len());
    let night: Vec<Ruling> = rulings_for(Phase::Night).map(|e| e.ruling).collect();
    assert!(night.contains(&Ruling(2, 2)));
    assert!(!night.contains(&Ruling(2, 1)));
}

#[test]
fn every_ruling_error_names_a_ruling_of_the_table_that_refuses() {
    // One refusal of each ruling that refuses, gathered from short sessions.
    let mut seen = Vec::new();
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    let refusals = [
        A::Build {
            attempt: sure(Cook),
            target: BuildTarget::Roof,
            pay: Resources::NONE,
            levels: 1,
        },
        A::MoveCamp { to: 2 },
        A::RevealTotem {
            space: 1,
            effect: 0,
        },
    ];
    for action in refusals {
        if let Err(e) = g.apply(&action) {
            if let Some(r) = e.ruling() {
                seen.push(r);
            }
        }
    }
    for r in &seen {
        let entry = r.entry().expect("a ruling of the table");
        assert_eq!(entry.kind, RulingKind::Refuses);
    }
    assert!(seen.contains(&Ruling(2, 1)) && seen.contains(&Ruling(2, 2)));
}

#[test]
fn a_round_runs_through_its_six_phases_and_round_one_has_no_event() {
    let mut g = new_game(Scenario::Other { number: 3 }, &[Cook]);
    assert_eq!((g.round(), g.phase()), (1, Phase::Morale));
    play(&mut g, A::Advance);
    assert_eq!(g.phase(), Phase::Production);
    assert_eq!(refuse(&mut g, A::Advance), E::ProductionMissing);
    let events = play(
        &mut g,
        A::Produce {
            lose: Resources::NONE,
        },
    );
    assert!(events.contains(&Ev::Produced {
        produced: food(1).plus(&wood(1)),
        lost: Resources::NONE,
        river: None
    }));
    assert_eq!(
        refuse(
            &mut g,
            A::Produce {
                lose: Resources::NONE
            }
        ),
        E::AlreadyProduced
    );
    let mut phases = Vec::new();
    for _ in 0..3 {
        play(&mut g, A::Advance);
        phases.push(g.phase());
    }
    assert_eq!(phases, [Phase::Action, Phase::Weather, Phase::Night]);
    assert_eq!(
        refuse(&mut g, A::Advance),
        E::NightStepMissing { step: Step::Eat }
    );
}

#[test]
fn future_resources_arrive_when_the_action_phase_ends() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    explore(&mut g, Cook, tile(2, &[1], &[Source::Wood, Source::Food]));
    next_actions(&mut g);
    let before = g.available();
    play(&mut g, gather(Cook, 2, Source::Wood));
    play(&mut g, gather(Carpenter, 2, Source::Food));
    assert_eq!(g.available(), before);
    assert_eq!(g.future(), wood(1).plus(&food(1)));
    let events = play(&mut g, A::Advance);
    assert!(events.contains(&Ev::FutureArrived {
        resources: wood(1).plus(&food(1)),
        tokens: Vec::new(),
        items: Vec::new()
    }));
    assert_eq!(g.available(), before.plus(&wood(1)).plus(&food(1)));
}

#[test]
fn the_night_feeds_shelters_and_spoils_the_perishable_food() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter, Friday]);
    go_to(&mut g, Phase::Night);
    // Production gave 1 food: one castaway eats, the other goes hungry.
    assert_eq!(g.available().perishable_food, 1);
    assert!(matches!(
        refuse(
            &mut g,
            A::Eat {
                food: food(1),
                unfed: Vec::new()
            }
        ),
        E::EatersMismatch { alive: 2, .. }
    ));
    assert!(matches!(
        refuse(
            &mut g,
            A::Eat {
                food: food(1),
                unfed: vec![Friday]
            }
        ),
        E::NotInGame { .. }
    ));
    play(
        &mut g,
        A::Eat {
            food: food(1),
            unfed: vec![Carpenter],
        },
    );
    assert_eq!(g.person(Carpenter).unwrap().wounds, 2);
    let events = play(&mut g, A::Sleep);
    assert!(events.contains(&Ev::Slept { sheltered: false }));
    assert_eq!(g.person(Cook).unwrap().wounds, 1);
    assert_eq!(g.person(Carpenter).unwrap().wounds, 3);
    assert_eq!(g.person(Friday).unwrap().wounds, 0);
    give(&mut g, food(2));
    let events = play(&mut g, A::Advance);
    assert!(events.contains(&Ev::Spoiled { perishable_food: 2 }));
    assert_eq!((g.round(), g.phase()), (2, Phase::Event));
    assert_eq!(g.this_round().pawns, Vec::new());
}

#[test]
fn a_castaways_death_ends_the_game_friday_s_does_not() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Friday]);
    play(
        &mut g,
        A::Adjust {
            track: Track::Wounds(Friday),
            delta: 4,
        },
    );
    assert!(g.person(Friday).unwrap().dead);
    assert!(!g.is_over());
    let events = play(
        &mut g,
        A::Adjust {
            track: Track::Wounds(Cook),
            delta: 20,
        },
    );
    assert!(events.contains(&Ev::Over {
        ending: Ending::CastawayDied { who: Cook }
    }));
    assert!(g.is_over());
    assert!(g.legal_actions().is_empty());
    assert_eq!(refuse(&mut g, A::Advance), E::GameOver);
}

#[test]
fn the_setup_is_checked() {
    let new = |s| Robinson::new(s, 1).map(|_| ());
    let mut none = setup_with(Scenario::Other { number: 3 }, &[Friday, Dog]);
    assert_eq!(new(none.clone()), Err(E::CastawayCount { castaways: 0 }));
    none.characters.push(CharacterSetup {
        character: Cook,
        life: 0,
    });
    assert_eq!(new(none), Err(E::NoLife { character: Cook }));
    assert_eq!(
        new(setup_with(
            Scenario::Other { number: 3 },
            &[Cook, Carpenter, Cook]
        )),
        Err(E::CharacterTwice { character: Cook })
    );
    assert_eq!(
        new(setup_with(
            Scenario::Other { number: 3 },
            &[Cook, Carpenter, Explorer, Soldier, Soldier]
        )),
        Err(E::CastawayCount { castaways: 5 })
    );
    let mut woodless = setup_with(Scenario::One, &[Cook]);
    woodless.woodpile.clear();
    assert_eq!(new(woodless), Err(E::WoodpileMismatch));
    let mut stray = setup_with(Scenario::Two, &[Cook]);
    stray.woodpile = vec![1];
    assert_eq!(new(stray), Err(E::WoodpileMismatch));
    assert!(
        new(setup_with(
            Scenario::One,
            &[Cook, Carpenter, Explorer, Soldier]
        ))
        .is_ok()
    );
}

#[test]
fn every_offered_step_is_accepted() {
    let mut g = at_actions(Scenario::Two, &[Cook, Carpenter, Friday, Dog]);
    for phase in [Phase::Action, Phase::Weather, Phase::Night] {
        go_to(&mut g, phase);
        let offered = g.legal_actions();
        assert!(offered.contains(&A::Advance) || phase == Phase::Night);
        for a in offered {
            let mut copy = g.clone();
            assert!(copy.apply(&a).is_ok(), "{a:?} offered but refused");
        }
    }
}

/// Three rounds of scenario 1 as a group would record them.
fn three_rounds() -> Session<Robinson> {
    let mut s = Session::<Robinson>::new(setup_with(Scenario::One, &[Cook, Carpenter]), 5).unwrap();
    let steps = [
        // Round 1: morale, production (1 food, 1 wood), the actions.
        A::Advance,
        A::Produce {
            lose: Resources::NONE,
        },
        A::AddWood {
            amount: 1,
            via: WoodVia::Stock,
        },
        A::Advance,
        A::Explore {
            attempt: sure(Cook),
            space: 2,
            tile: Some(tile(2, &[1, 3], &[Source::Wood])),
        },
        A::Build {
            attempt: sure(Carpenter),
            target: BuildTarget::Shelter,
            pay: Resources::NONE,
            levels: 1,
        },
        A::Advance,
        A::Advance,
        A::Eat {
            food: food(1),
            unfed: vec![Carpenter],
        },
        A::Sleep,
        A::Advance,
        // Round 2.
        A::Advance,
        A::Advance,
        A::Produce {
            lose: Resources::NONE,
        },
        A::Advance,
        A::Gather {
            attempt: sure(Cook),
            space: 2,
            source: Source::Wood,
            extra: Resources::NONE,
        },
        A::Build {
            attempt: sure(Carpenter),
            target: BuildTarget::Roof,
            pay: Resources::NONE,
            levels: 1,
        },
        A::Advance,
        A::Advance,
        A::Eat {
            food: food(1),
            unfed: vec![Carpenter],
        },
        A::Sleep,
        A::Advance,
        // Round 3: two wood on the second column before the actions.
        A::Advance,
        A::Advance,
        A::Produce {
            lose: Resources::NONE,
        },
        A::AddWood {
            amount: 2,
            via: WoodVia::Stock,
        },
        A::Advance,
        A::Rest {
            party: Party::alone(Carpenter, 1),
        },
    ];
    for a in steps {
        if let Err(e) = s.play(a.clone()) {
            panic!("{a:?} refused: {e}");
        }
    }
    s
}

#[test]
fn three_rounds_of_scenario_one_keep_the_sheet() {
    let s = three_rounds();
    let g = s.game();
    assert_eq!((g.round(), g.phase()), (3, Phase::Action));
    assert_eq!(g.woodpile(), &[1, 2, 0, 0, 0]);
    assert_eq!(g.roof(), 1);
    assert_eq!(g.island().len(), 2);
    // Hungry twice (2 + 2), sheltered both nights, then one wound healed by resting.
    assert_eq!(g.person(Carpenter).unwrap().wounds, 3);
}

#[test]
fn undo_through_the_session_returns_the_exact_sheet_of_each_step() {
    let mut s = three_rounds();
    let record = s.record().clone();
    // The sheet after each prefix of the record.
    let mut sheets = Vec::new();
    let mut replay = Robinson::new(record.setup.clone(), record.seed).unwrap();
    sheets.push(replay.clone());
    for t in &record.turns {
        replay.apply(&t.action).unwrap();
        sheets.push(replay.clone());
    }
    assert_eq!(sheets.last(), Some(s.game()));
    for expected in sheets.iter().rev().skip(1) {
        assert!(s.undo(Seat(0)));
        assert_eq!(s.game(), expected);
    }
    assert!(!s.undo(Seat(0)));
    // Redo plays every step again.
    while s.can_redo() {
        assert!(s.redo());
    }
    assert_eq!(s.game(), sheets.last().unwrap());
}

#[test]
fn a_save_replays_to_the_same_sheet_and_round_trips() {
    let s = three_rounds();
    let json = serde_json::to_string(s.record()).unwrap();
    let record: Record<Robinson> = serde_json::from_str(&json).unwrap();
    assert_eq!(&record, s.record());
    let again = Session::from_record(record).unwrap();
    assert_eq!(again.game(), s.game());
    assert_eq!(again.events(), s.events());
    let sheet = serde_json::to_string(s.game()).unwrap();
    let back: Robinson = serde_json::from_str(&sheet).unwrap();
    assert_eq!(&back, s.game());
    // A tampered save with a refused step does not open.
    let mut tampered = s.record().clone();
    tampered.turns.push(tablee_rules::Turn {
        seat: Seat(0),
        action: A::MoveCamp { to: 9 },
    });
    assert!(Session::from_record(tampered).is_err());
}

#[test]
fn nobody_places_more_pawns_than_he_has() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Friday]);
    assert_eq!(
        refuse(
            &mut g,
            A::Rest {
                party: Party::alone(Friday, 2)
            }
        ),
        E::MorePawnsThanOwned {
            character: Friday,
            pawns: 1,
            asked: 2
        }
    );
    assert_eq!(
        refuse(
            &mut g,
            A::Rest {
                party: Party::with(Cook, &[Cook, Cook])
            }
        ),
        E::MorePawnsThanOwned {
            character: Cook,
            pawns: 2,
            asked: 3
        }
    );
}

#[test]
fn gains_from_cards_go_to_the_zone_named() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    let before = g.available();
    play(
        &mut g,
        A::Gain {
            zone: Zone::Future,
            resources: fur(2),
        },
    );
    assert_eq!(g.future(), fur(2));
    assert_eq!(g.available(), before);
    assert!(matches!(
        refuse(&mut g, A::Discard { resources: fur(1) }),
        E::ResourcesStillFuture { .. }
    ));
    play(&mut g, A::Advance);
    play(&mut g, A::Discard { resources: fur(1) });
    assert_eq!(g.available().fur, 1);
}

#[test]
fn pawns_grow_with_the_distance_from_the_camp_and_with_fog() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter, Explorer]);
    explore(&mut g, Cook, tile(2, &[1, 6], &[Source::Wood]));
    // Space 6 is two steps away: two pawns with dice, three without.
    assert_eq!(
        refuse(
            &mut g,
            A::Explore {
                attempt: sure(Carpenter),
                space: 6,
                tile: Some(tile(6, &[2], &[Source::Food])),
            }
        ),
        E::TooFewPawns {
            step: Step::Explore,
            needed: 3,
            given: 2
        }
    );
    play(
        &mut g,
        A::Explore {
            attempt: Attempt::rolled(Party::alone(Carpenter, 2), true),
            space: 6,
            tile: Some(tile(6, &[2], &[Source::Food])),
        },
    );
    // A space beyond any tile cannot be explored.
    assert_eq!(
        refuse(
            &mut g,
            A::Explore {
                attempt: sure(Explorer),
                space: 9,
                tile: Some(tile(9, &[], &[])),
            }
        ),
        E::Unreachable { space: 9 }
    );
    next_actions(&mut g);
    play(
        &mut g,
        A::SetFog {
            space: 2,
            fog: true,
        },
    );
    assert_eq!(
        refuse(&mut g, gather(Cook, 2, Source::Wood)),
        E::TooFewPawns {
            step: Step::Gather,
            needed: 3,
            given: 2
        }
    );
    play(
        &mut g,
        A::Gather {
            attempt: Attempt::sure(Party::with(Cook, &[Cook, Explorer])),
            space: 2,
            source: Source::Wood,
            extra: Resources::NONE,
        },
    );
}

#[test]
fn the_dog_never_leads_and_only_helps_to_hunt_and_explore() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Dog]);
    let party = Party::with;
    assert_eq!(
        refuse(
            &mut g,
            A::Rest {
                party: party(Dog, &[])
            }
        ),
        E::DogLeads
    );
    assert_eq!(
        refuse(
            &mut g,
            A::Build {
                attempt: Attempt::sure(party(Cook, &[Dog])),
                target: BuildTarget::Weapon,
                pay: Resources::NONE,
                levels: 1,
            }
        ),
        E::DogOnlyHuntsOrExplores
    );
    play(
        &mut g,
        A::Explore {
            attempt: Attempt::sure(party(Cook, &[Dog])),
            space: 2,
            tile: Some(tile(2, &[1], &[])),
        },
    );
}

#[test]
fn each_recorded_step_keeps_its_own_events_for_the_log_through_undo() {
    let mut s = three_rounds();
    let record = s.record().clone();
    // What each step did, as a fresh replay reports it step by step.
    let mut replay = Robinson::new(record.setup.clone(), record.seed).unwrap();
    let per_step: Vec<_> = record
        .turns
        .iter()
        .map(|t| replay.apply(&t.action).unwrap())
        .collect();
    for (i, events) in per_step.iter().enumerate() {
        assert_eq!(s.turn_events(i), events.as_slice(), "step {i}");
    }
    assert!(s.turn_events(per_step.len()).is_empty());
    assert!(s.undo(Seat(0)));
    let last = per_step.len() - 1;
    assert!(
        s.turn_events(last).is_empty(),
        "an undone step has no events"
    );
    assert_eq!(s.turn_events(last - 1), per_step[last - 1].as_slice());
}

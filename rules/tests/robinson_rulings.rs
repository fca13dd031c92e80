//! Every ruling of the FAQ: a step it refuses, with the ruling's number, and a step nearby it
//! allows. Rulings 2.3, 2.6 and 3.1 only allow: their tests show the allowance, the event that
//! names them, and the nearest refusal.

mod robinson_common;

use robinson_common::*;
use tablee_rules::Game;
use tablee_rules::robinson::{
    Attempt, Beast, BuildTarget, Cover, Deck, DiscoveryKind, Ending, Part, Party, Phase, Reroll,
    Resources, Robinson, RobinsonAction as A, RobinsonError as E, RobinsonEvent as Ev, Ruling,
    Scenario, Shelter, Source, Terrain, Track, WoodVia, Wound, Zone,
};

fn build(attempt: Attempt, target: BuildTarget, pay: Resources) -> A {
    A::Build {
        attempt,
        target,
        pay,
        levels: 1,
    }
}

fn invention(name: &str, requires: &[&str]) -> BuildTarget {
    BuildTarget::Invention {
        name: name.to_string(),
        per_round: false,
        requires: requires.iter().map(|s| s.to_string()).collect(),
        terrain: None,
    }
}

fn gather(attempt: Attempt, space: u8, source: Source) -> A {
    A::Gather {
        attempt,
        space,
        source,
        extra: Resources::NONE,
    }
}

/// A game at round 1's actions with tile 2 (food and wood) explored... in round 1, so the next
/// round's actions are returned.
fn with_tile_2(characters: &[tablee_rules::robinson::Character]) -> Robinson {
    let mut g = at_actions(Scenario::Other { number: 3 }, characters);
    explore(
        &mut g,
        Cook,
        tile(2, &[1, 3, 6], &[Source::Food, Source::Wood]),
    );
    next_actions(&mut g);
    g
}

/// Explores a space two steps from the camp: two pawns and the dice, here a success.
fn explore_far(
    g: &mut Robinson,
    who: tablee_rules::robinson::Character,
    decl: tablee_rules::robinson::TileDecl,
) {
    play(
        g,
        A::Explore {
            attempt: Attempt::rolled(Party::alone(who, 2), true),
            space: decl.space,
            tile: Some(decl),
        },
    );
}

// 1.1

#[test]
fn ruling_1_1_second_gather_from_a_source_in_a_round_is_refused() {
    let mut g = with_tile_2(&[Cook, Carpenter]);
    play(&mut g, gather(sure(Cook), 2, Source::Food));
    let e = refused_by(
        &mut g,
        gather(sure(Carpenter), 2, Source::Food),
        Ruling(1, 1),
    );
    assert!(matches!(
        e,
        E::SourceGatheredThisRound {
            space: 2,
            kind: Source::Food,
            ..
        }
    ));
    // The other source of the same tile is another source.
    play(&mut g, gather(sure(Carpenter), 2, Source::Wood));
    assert_eq!(g.future().perishable_food, 1);
    assert_eq!(g.future().wood, 1);
    // Next round the food source gives again.
    next_actions(&mut g);
    play(&mut g, gather(sure(Cook), 2, Source::Food));
}

/// The night's steps with the camp moved first: the camp goes to `to`, everyone eats, sleeps.
fn night_moving_camp(g: &mut Robinson, to: u8) {
    go_to(g, Phase::Night);
    play(g, A::MoveCamp { to });
    let alive = g
        .people()
        .iter()
        .filter(|p| p.character.is_castaway() && !p.dead)
        .count() as u16;
    let meals = Resources::of(tablee_rules::robinson::Resource::NonPerishableFood, alive);
    play(
        g,
        A::Gain {
            zone: Zone::Available,
            resources: meals,
        },
    );
    play(
        g,
        A::Eat {
            food: meals,
            unfed: Vec::new(),
        },
    );
    play(g, A::Sleep);
}

#[test]
fn ruling_1_1_the_camps_current_tile_cannot_be_gathered() {
    let mut g = with_tile_2(&[Cook, Carpenter]);
    let e = refused_by(&mut g, gather(sure(Cook), 1, Source::Wood), Ruling(1, 1));
    assert_eq!(
        e,
        E::GatherOnCamp {
            ruling: Ruling(1, 1),
            space: 1
        }
    );
    play(&mut g, gather(sure(Cook), 2, Source::Wood));
    // The camp moves to tile 2: tile 2 now produces and is not gathered; the tile the game began
    // on may be, each source once a round.
    night_moving_camp(&mut g, 2);
    go_to(&mut g, Phase::Action);
    assert_eq!(g.production().wood, 1, "the new camp tile produced");
    let e = refused_by(&mut g, gather(sure(Cook), 2, Source::Wood), Ruling(1, 1));
    assert_eq!(
        e,
        E::GatherOnCamp {
            ruling: Ruling(1, 1),
            space: 2
        }
    );
    play(&mut g, gather(sure(Cook), 1, Source::Wood));
    let e = refused_by(
        &mut g,
        gather(sure(Carpenter), 1, Source::Wood),
        Ruling(1, 1),
    );
    assert!(matches!(
        e,
        E::SourceGatheredThisRound {
            space: 1,
            kind: Source::Wood,
            ..
        }
    ));
}

#[test]
fn ruling_1_1_a_weapon_level_built_in_this_action_phase_does_not_count_in_a_hunt() {
    // Weapon 1; the Soldier builds a second level while the Cook hunts a beast of strength 2 that
    // takes a weapon level: in either order the hunt fights with 1 and the track ends at 1.
    let hunt = A::Hunt {
        party: Party::alone(Cook, 2),
        beast: beast("boar", 2, 1),
        pistol: false,
    };
    let raise = build(sure(Soldier), BuildTarget::Weapon, Resources::NONE);
    let mut sheets = Vec::new();
    for order in [[raise.clone(), hunt.clone()], [hunt.clone(), raise.clone()]] {
        let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Soldier]);
        play(
            &mut g,
            A::Adjust {
                track: Track::Weapon,
                delta: 1,
            },
        );
        let mut events = Vec::new();
        for step in order {
            events.extend(play(&mut g, step));
        }
        assert!(events.contains(&Ev::Hunted {
            beast: "boar".into(),
            weapon_used: 1,
            wounds: 1
        }));
        assert_eq!(g.weapon(), 1, "1, less the beast's 1, plus the level built");
        assert_eq!(g.person(Cook).unwrap().wounds, 1);
        go_to(&mut g, Phase::Event);
        sheets.push(g);
    }
    assert_eq!(sheets[0], sheets[1]);
    // The round after, the level serves.
    let mut g = sheets.remove(0);
    go_to(&mut g, Phase::Action);
    let events = play(
        &mut g,
        A::Hunt {
            party: Party::alone(Soldier, 2),
            beast: beast("goat", 1, 0),
            pistol: false,
        },
    );
    assert!(events.contains(&Ev::Hunted {
        beast: "goat".into(),
        weapon_used: 1,
        wounds: 0
    }));
}

#[test]
fn ruling_1_1_what_is_built_this_round_serves_no_other_build() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(
        &mut g,
        build(sure(Cook), invention("knife", &[]), Resources::NONE),
    );
    let e = refused_by(
        &mut g,
        build(
            sure(Carpenter),
            invention("spear", &["knife"]),
            Resources::NONE,
        ),
        Ruling(1, 1),
    );
    assert!(matches!(e, E::ChainedBuild { built_round: 1, .. }));
    // Nor is its effect used this round.
    refused_by(
        &mut g,
        A::UseItem {
            item: "knife".into(),
        },
        Ruling(1, 1),
    );
    next_actions(&mut g);
    play(
        &mut g,
        build(
            sure(Carpenter),
            invention("spear", &["knife"]),
            Resources::NONE,
        ),
    );
}

#[test]
fn ruling_1_1_resources_gained_this_round_wait_in_future_resources() {
    let mut g = with_tile_2(&[Cook, Carpenter]);
    let wood_before = g.available().wood;
    play(&mut g, gather(sure(Cook), 2, Source::Wood));
    play(&mut g, gather(rolled(Carpenter, true), 2, Source::Food));
    // The weapon takes wood the group does not have yet: the gathered wood waits.
    let pay = wood(wood_before + 1);
    let e = refused_by(
        &mut g,
        build(rolled(Carpenter, true), BuildTarget::Weapon, pay),
        Ruling(1, 1),
    );
    assert!(matches!(e, E::ResourcesStillFuture { future: 1, .. }));
    go_to(&mut g, Phase::Weather);
    assert_eq!(g.available().wood, wood_before + 1);
    assert_eq!(g.future(), Resources::NONE);
    next_actions(&mut g);
    play(&mut g, build(sure(Carpenter), BuildTarget::Weapon, pay));
}

#[test]
fn ruling_1_1_future_resources_do_not_come_early_during_the_actions() {
    let mut g = with_tile_2(&[Cook, Carpenter]);
    let wood_before = g.available().wood;
    play(&mut g, gather(sure(Cook), 2, Source::Wood));
    // Dragged to the available resources during the actions: the wood waits.
    let early = A::MoveResources {
        resources: wood(1),
        to: Zone::Available,
    };
    let e = refused_by(&mut g, early.clone(), Ruling(1, 1));
    assert!(matches!(e, E::ResourcesStillFuture { future: 1, .. }));
    assert!(matches!(
        refuse(
            &mut g,
            A::MoveResources {
                resources: wood(2),
                to: Zone::Available,
            }
        ),
        E::NotEnoughFuture {
            future: 1,
            needed: 2,
            ..
        }
    ));
    // Set aside from the available resources, it waits too, and all of it arrives when the
    // actions end.
    give(&mut g, wood(1));
    play(
        &mut g,
        A::MoveResources {
            resources: wood(1),
            to: Zone::Future,
        },
    );
    assert_eq!((g.available().wood, g.future().wood), (wood_before, 2));
    go_to(&mut g, Phase::Weather);
    assert_eq!((g.available().wood, g.future().wood), (wood_before + 2, 0));
    // Outside the actions, a gain recorded in the wrong zone is moved back.
    play(
        &mut g,
        A::Gain {
            zone: Zone::Future,
            resources: food(1),
        },
    );
    play(
        &mut g,
        A::MoveResources {
            resources: food(1),
            to: Zone::Available,
        },
    );
    assert_eq!(g.future(), Resources::NONE);
}

#[test]
fn ruling_1_1_one_pawn_pair_pays_one_level_not_two() {
    // The FAQ's two roof examples: I raise the roof twice with my two pawns (refused); I raise it
    // once with fur and you once with wood, each with two pawns (accepted).
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    next_actions(&mut g);
    give(&mut g, fur(1).plus(&wood(2)));
    let e = refused_by(
        &mut g,
        A::Build {
            attempt: sure(Cook),
            target: BuildTarget::Roof,
            pay: fur(1).plus(&wood(2)),
            levels: 2,
        },
        Ruling(1, 1),
    );
    assert_eq!(
        e,
        E::OnePairTwoLevels {
            ruling: Ruling(1, 1),
            levels: 2
        }
    );
    play(&mut g, build(sure(Cook), BuildTarget::Roof, fur(1)));
    play(&mut g, build(sure(Carpenter), BuildTarget::Roof, wood(2)));
    assert_eq!(g.roof(), 2);
}

#[test]
fn ruling_1_1_the_same_pawns_act_once_a_round() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Weapon, Resources::NONE),
    );
    let e = refused_by(
        &mut g,
        build(rolled(Cook, true), BuildTarget::Weapon, Resources::NONE),
        Ruling(1, 1),
    );
    assert_eq!(
        e,
        E::PawnsAlreadyUsed {
            ruling: Ruling(1, 1),
            character: Cook,
            pawns: 2,
            used: 2
        }
    );
    // The carpenter's two pawns may each take an action of their own, and no third.
    play(
        &mut g,
        build(
            rolled(Carpenter, true),
            BuildTarget::Weapon,
            Resources::NONE,
        ),
    );
    play(
        &mut g,
        build(
            rolled(Carpenter, false),
            BuildTarget::Weapon,
            Resources::NONE,
        ),
    );
    refused_by(
        &mut g,
        build(
            rolled(Carpenter, true),
            BuildTarget::Weapon,
            Resources::NONE,
        ),
        Ruling(1, 1),
    );
}

#[test]
fn ruling_1_1_an_events_threat_is_dealt_with_once_a_round() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    let threat = |who| A::Threat {
        attempt: sure(who),
        event: "storm over the camp".into(),
        gains: Resources::NONE,
        pistol: false,
    };
    play(&mut g, threat(Cook));
    let e = refused_by(&mut g, threat(Carpenter), Ruling(1, 1));
    assert!(matches!(e, E::ThreatTwice { .. }));
    // Another event's threat is another action.
    play(
        &mut g,
        A::Threat {
            attempt: sure(Carpenter),
            event: "wild goats".into(),
            gains: food(1),
            pistol: false,
        },
    );
}

#[test]
fn ruling_1_1_a_discovery_drawn_during_the_actions_waits() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    play(
        &mut g,
        A::DrawDiscovery {
            kind: DiscoveryKind::Other {
                name: "herbs".into(),
            },
        },
    );
    let id = g.tokens()[0].id;
    refused_by(&mut g, A::UseDiscovery { token: id }, Ruling(1, 1));
    go_to(&mut g, Phase::Weather);
    play(&mut g, A::UseDiscovery { token: id });
}

// 2.1

#[test]
fn ruling_2_1_roof_needs_an_earlier_shelter() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter, Soldier]);
    let e = refused_by(
        &mut g,
        build(sure(Cook), BuildTarget::Roof, Resources::NONE),
        Ruling(2, 1),
    );
    assert_eq!(
        e,
        E::NeedsEarlierShelter {
            ruling: Ruling(2, 1),
            part: Part::Roof,
            built_round: None
        }
    );
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    // Same action phase as the shelter: refused, for the roof and the palisade.
    let e = refused_by(
        &mut g,
        build(sure(Carpenter), BuildTarget::Roof, Resources::NONE),
        Ruling(2, 1),
    );
    assert_eq!(
        e,
        E::NeedsEarlierShelter {
            ruling: Ruling(2, 1),
            part: Part::Roof,
            built_round: Some(1)
        }
    );
    refused_by(
        &mut g,
        build(sure(Soldier), BuildTarget::Palisade, Resources::NONE),
        Ruling(2, 1),
    );
    // The round after: accepted.
    next_actions(&mut g);
    play(
        &mut g,
        build(sure(Carpenter), BuildTarget::Roof, Resources::NONE),
    );
    play(
        &mut g,
        build(sure(Soldier), BuildTarget::Palisade, Resources::NONE),
    );
    assert_eq!((g.roof(), g.palisade()), (1, 1));
}

#[test]
fn ruling_2_1_a_natural_shelter_carries_a_roof_at_once() {
    let mut setup = setup_with(Scenario::Other { number: 3 }, &[Cook]);
    setup.start.natural_shelter = true;
    let mut g = Robinson::new(setup, 1).unwrap();
    go_to(&mut g, Phase::Action);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Roof, Resources::NONE),
    );
    assert_eq!(g.roof(), 1);
    // A card raising the roof without any shelter is refused too.
    let mut bare = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    refused_by(
        &mut bare,
        A::Adjust {
            track: Track::Roof,
            delta: 1,
        },
        Ruling(2, 1),
    );
    play(
        &mut bare,
        A::Adjust {
            track: Track::Weapon,
            delta: 1,
        },
    );
}

#[test]
fn ruling_2_1_the_shelter_and_a_roof_are_not_built_in_one_phase_whatever_the_order() {
    // On a natural shelter with a roof from round 1, the group's own shelter and one more roof
    // level in the same action phase: whichever is recorded first, the other is refused.
    let at_round_2 = || {
        let mut setup = setup_with(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
        setup.start.natural_shelter = true;
        let mut g = Robinson::new(setup, 1).unwrap();
        go_to(&mut g, Phase::Action);
        play(
            &mut g,
            build(sure(Cook), BuildTarget::Roof, Resources::NONE),
        );
        next_actions(&mut g);
        g
    };
    let shelter = build(sure(Cook), BuildTarget::Shelter, Resources::NONE);
    let roof = build(sure(Carpenter), BuildTarget::Roof, Resources::NONE);

    let mut shelter_first = at_round_2();
    play(&mut shelter_first, shelter.clone());
    let e = refused_by(&mut shelter_first, roof.clone(), Ruling(2, 1));
    assert_eq!(
        e,
        E::NeedsEarlierShelter {
            ruling: Ruling(2, 1),
            part: Part::Roof,
            built_round: Some(2)
        }
    );
    assert_eq!(
        shelter_first.roof(),
        0,
        "2.4: the own shelter drops the roof"
    );

    let mut roof_first = at_round_2();
    play(&mut roof_first, roof.clone());
    let e = refused_by(&mut roof_first, shelter.clone(), Ruling(2, 1));
    assert_eq!(
        e,
        E::ShelterAfterLevels {
            ruling: Ruling(2, 1),
            part: Part::Roof
        }
    );
    assert_eq!(roof_first.roof(), 2);
    // The round after, the shelter is built (and drops the roof, 2.4).
    next_actions(&mut roof_first);
    play(&mut roof_first, shelter);
    assert_eq!(roof_first.roof(), 0);
}

// 2.2

#[test]
fn ruling_2_2_the_camp_moves_at_the_start_of_the_night() {
    let mut g = with_tile_2(&[Cook]);
    let e = refused_by(&mut g, A::MoveCamp { to: 2 }, Ruling(2, 2));
    assert_eq!(
        e,
        E::CampMovesAtNightStart {
            ruling: Ruling(2, 2),
            phase: Phase::Action,
            night_begun: false
        }
    );
    go_to(&mut g, Phase::Night);
    give(&mut g, food(1));
    play(
        &mut g,
        A::Eat {
            food: food(1),
            unfed: Vec::new(),
        },
    );
    let e = refused_by(&mut g, A::MoveCamp { to: 2 }, Ruling(2, 2));
    assert!(matches!(
        e,
        E::CampMovesAtNightStart {
            night_begun: true,
            ..
        }
    ));
    // Next night, first thing: accepted.
    play(&mut g, A::Sleep);
    play(&mut g, A::Advance);
    go_to(&mut g, Phase::Night);
    play(&mut g, A::MoveCamp { to: 2 });
    assert_eq!(g.camp(), 2);
    refuse(&mut g, A::MoveCamp { to: 1 });
}

#[test]
fn moving_a_built_shelter_keeps_half_its_roof_and_palisade_rounded_up() {
    let mut g = with_tile_2(&[Cook, Carpenter, Soldier]);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    next_actions(&mut g);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Roof, Resources::NONE),
    );
    play(
        &mut g,
        build(sure(Carpenter), BuildTarget::Roof, Resources::NONE),
    );
    play(
        &mut g,
        build(sure(Soldier), BuildTarget::Palisade, Resources::NONE),
    );
    go_to(&mut g, Phase::Night);
    let events = play(&mut g, A::MoveCamp { to: 2 });
    assert!(events.contains(&Ev::CampMoved {
        from: 1,
        to: 2,
        roof: 1,
        palisade: 1,
        shelter_lost: false
    }));
}

// 2.3

#[test]
fn ruling_2_3_several_builds_in_a_round_raise_several_levels() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    let first = play(
        &mut g,
        build(sure(Cook), BuildTarget::Weapon, Resources::NONE),
    );
    assert!(first.contains(&Ev::LevelRaised {
        part: Part::Weapon,
        level: 1,
        same_round: None,
        past_printed: None
    }));
    let second = play(
        &mut g,
        build(sure(Carpenter), BuildTarget::Weapon, Resources::NONE),
    );
    assert!(second.contains(&Ev::LevelRaised {
        part: Part::Weapon,
        level: 2,
        same_round: Some(Ruling(2, 3)),
        past_printed: None
    }));
    // The nearest refusal: a third level with pawns already placed (ruling 1.1).
    refused_by(
        &mut g,
        build(rolled(Cook, true), BuildTarget::Weapon, Resources::NONE),
        Ruling(1, 1),
    );
}

// 2.4

#[test]
fn ruling_2_4_own_shelter_on_a_natural_shelter_drops_roof_and_palisade() {
    let mut setup = setup_with(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    setup.start.natural_shelter = true;
    let mut g = Robinson::new(setup, 1).unwrap();
    go_to(&mut g, Phase::Action);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Roof, Resources::NONE),
    );
    play(
        &mut g,
        build(sure(Carpenter), BuildTarget::Palisade, Resources::NONE),
    );
    next_actions(&mut g);
    let events = play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    assert!(events.contains(&Ev::LevelsLost {
        roof: 1,
        palisade: 1,
        ruling: Ruling(2, 4)
    }));
    assert_eq!((g.roof(), g.palisade()), (0, 0));
    assert_eq!(g.shelter(), Shelter::Built { round: 2 });
    // A shelter already built is not built again.
    let e = refused_by(
        &mut g,
        build(sure(Carpenter), BuildTarget::Shelter, Resources::NONE),
        Ruling(2, 4),
    );
    assert_eq!(
        e,
        E::ShelterAlreadyBuilt {
            ruling: Ruling(2, 4),
            built_round: 2
        }
    );
}

// 2.5

#[test]
fn ruling_2_5_a_black_marker_on_the_camp_tile_leaves_the_camp_where_it_is() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    let events = play(&mut g, A::CoverTile { space: 1 });
    assert!(events.contains(&Ev::TileCovered {
        space: 1,
        camp_stays: true,
        ruling: Ruling(2, 5)
    }));
    assert_eq!(g.camp(), 1);
    assert_eq!(g.tile(1).unwrap().cover, Cover::Unexplored);
    play(
        &mut g,
        A::Rest {
            party: Party::alone(Cook, 1),
        },
    );
}

#[test]
fn ruling_2_5_a_turned_over_camp_tile_sends_the_camp_to_an_adjacent_tile() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    explore(&mut g, Cook, tile(2, &[1, 6], &[Source::Wood]));
    explore_far(&mut g, Carpenter, tile(6, &[2], &[Source::Food]));
    next_actions(&mut g);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    next_actions(&mut g);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Roof, Resources::NONE),
    );
    play(
        &mut g,
        build(sure(Carpenter), BuildTarget::Roof, Resources::NONE),
    );
    let events = play(&mut g, A::TurnOverTile { space: 1 });
    assert!(events.contains(&Ev::CampMustMove {
        from: 1,
        ruling: Ruling(2, 5)
    }));
    // Nothing else until the camp has moved.
    let e = refused_by(
        &mut g,
        A::Rest {
            party: Party::alone(Cook, 1),
        },
        Ruling(2, 5),
    );
    assert_eq!(
        e,
        E::CampMustMoveFirst {
            ruling: Ruling(2, 5),
            from: 1
        }
    );
    // Tile 6 is two steps away.
    let e = refused_by(&mut g, A::ForcedMove { to: 6 }, Ruling(2, 5));
    assert_eq!(
        e,
        E::ForcedMoveNotAdjacent {
            ruling: Ruling(2, 5),
            from: 1,
            to: 6
        }
    );
    let events = play(&mut g, A::ForcedMove { to: 2 });
    assert!(events.contains(&Ev::CampMoved {
        from: 1,
        to: 2,
        roof: 1,
        palisade: 0,
        shelter_lost: false
    }));
    assert_eq!(g.must_leave(), None);
}

#[test]
fn ruling_2_5_a_turned_over_camp_tile_with_no_neighbour_loses_the_game() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    let events = play(&mut g, A::TurnOverTile { space: 1 });
    assert!(events.contains(&Ev::Over {
        ending: Ending::NoTileForCamp {
            ruling: Ruling(2, 5),
            space: 1
        }
    }));
    assert!(tablee_rules::Game::is_over(&g));
    refuse(&mut g, A::Advance);
}

#[test]
fn ruling_2_5_a_terrain_under_a_black_marker_no_longer_counts_for_an_invention() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    let mut hills = tile(2, &[1], &[]);
    hills.terrain = Terrain::Hills;
    explore(&mut g, Cook, hills);
    next_actions(&mut g);
    let shovel = |terrain| BuildTarget::Invention {
        name: "shovel".into(),
        per_round: false,
        requires: Vec::new(),
        terrain: Some(terrain),
    };
    assert_eq!(
        refuse(
            &mut g,
            build(sure(Cook), shovel(Terrain::Mountains), Resources::NONE)
        ),
        E::TerrainNotExplored {
            terrain: Terrain::Mountains
        }
    );
    play(&mut g, A::CoverTile { space: 2 });
    let e = refused_by(
        &mut g,
        build(sure(Cook), shovel(Terrain::Hills), Resources::NONE),
        Ruling(2, 5),
    );
    assert_eq!(
        e,
        E::TerrainCovered {
            ruling: Ruling(2, 5),
            terrain: Terrain::Hills
        }
    );
    // The starting beach is still uncovered.
    play(
        &mut g,
        build(sure(Carpenter), shovel(Terrain::Beach), Resources::NONE),
    );
}

// 2.6

#[test]
fn ruling_2_6_roof_and_weapon_go_past_the_printed_track() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    play(
        &mut g,
        build(sure(Cook), BuildTarget::Shelter, Resources::NONE),
    );
    next_actions(&mut g);
    for _ in 0..4 {
        play(
            &mut g,
            A::Adjust {
                track: Track::Roof,
                delta: 1,
            },
        );
    }
    for _ in 0..6 {
        play(
            &mut g,
            A::Adjust {
                track: Track::Weapon,
                delta: 1,
            },
        );
    }
    let roof = play(
        &mut g,
        build(rolled(Cook, true), BuildTarget::Roof, Resources::NONE),
    );
    assert!(roof.contains(&Ev::LevelRaised {
        part: Part::Roof,
        level: 5,
        same_round: None,
        past_printed: Some(Ruling(2, 6))
    }));
    let weapon = play(
        &mut g,
        build(rolled(Cook, true), BuildTarget::Weapon, Resources::NONE),
    );
    assert!(weapon.contains(&Ev::LevelRaised {
        part: Part::Weapon,
        level: 7,
        same_round: None,
        past_printed: Some(Ruling(2, 6))
    }));
    // Nearby, what is refused: a track below 0.
    assert_eq!(
        refuse(
            &mut g,
            A::Adjust {
                track: Track::Palisade,
                delta: -1
            }
        ),
        E::BelowZero
    );
}

// 3.1

#[test]
fn ruling_3_1_a_failed_build_returns_its_resources() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    give(&mut g, wood(2));
    let before = g.available();
    let events = play(
        &mut g,
        build(rolled(Cook, false), BuildTarget::Shelter, wood(2)),
    );
    assert!(events.contains(&Ev::BuildFailed {
        returned: wood(2),
        ruling: Ruling(3, 1)
    }));
    assert_eq!(g.available(), before);
    assert_eq!(g.shelter(), Shelter::None);
    // The same wood pays for the next attempt, which succeeds and spends it.
    play(
        &mut g,
        build(rolled(Carpenter, true), BuildTarget::Shelter, wood(2)),
    );
    assert_eq!(g.available().wood, before.wood - 2);
    // Nearby, what is refused: paying with wood the group does not have.
    next_actions(&mut g);
    let have = g.available().wood;
    assert!(matches!(
        refuse(
            &mut g,
            build(sure(Cook), BuildTarget::Weapon, wood(have + 1))
        ),
        E::NotEnoughResources { .. }
    ));
}

// 4.1

#[test]
fn ruling_4_1_a_reroll_works_only_on_ones_own_action() {
    let mut g = with_tile_2(&[Cook, Carpenter, Soldier]);
    play(
        &mut g,
        A::Adjust {
            track: Track::Determination(Carpenter),
            delta: 3,
        },
    );
    let attempt = |leader, supporters: &[_], by| Attempt {
        party: Party::with(leader, supporters),
        dice: true,
        rerolls: vec![Reroll { by, cost: 2 }],
        success: true,
        wounds: Vec::new(),
    };
    // Supporting the cook's gathering.
    let e = refused_by(
        &mut g,
        gather(attempt(Cook, &[], Carpenter), 2, Source::Food),
        Ruling(4, 1),
    );
    assert!(matches!(
        e,
        E::RerollNotOwnAction {
            by: Carpenter,
            leader: Cook,
            supporting: false,
            ..
        }
    ));
    let mut supported = attempt(Cook, &[Carpenter], Carpenter);
    supported.dice = true;
    let e = refused_by(
        &mut g,
        A::Threat {
            attempt: supported,
            event: "a fallen tree".into(),
            gains: Resources::NONE,
            pistol: false,
        },
        Ruling(4, 1),
    );
    assert!(matches!(
        e,
        E::RerollNotOwnAction {
            supporting: true,
            ..
        }
    ));
    // On his own build: accepted, and it costs his determination.
    play(
        &mut g,
        build(
            attempt(Carpenter, &[], Carpenter),
            BuildTarget::Weapon,
            Resources::NONE,
        ),
    );
    assert_eq!(g.person(Carpenter).unwrap().determination, 1);
}

// 5.1

#[test]
fn ruling_5_1_an_items_round_effect_works_once_a_round() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(
        &mut g,
        build(
            sure(Cook),
            BuildTarget::Invention {
                name: "fire pit".into(),
                per_round: true,
                requires: Vec::new(),
                terrain: None,
            },
            Resources::NONE,
        ),
    );
    play(
        &mut g,
        build(sure(Carpenter), invention("rope", &[]), Resources::NONE),
    );
    go_to(&mut g, Phase::Night);
    play(
        &mut g,
        A::UseItem {
            item: "fire pit".into(),
        },
    );
    let e = refused_by(
        &mut g,
        A::UseItem {
            item: "fire pit".into(),
        },
        Ruling(5, 1),
    );
    assert!(matches!(e, E::ItemUsedThisRound { round: 1, .. }));
    // An item without a round effect is not limited; the fire pit works again next night.
    play(
        &mut g,
        A::UseItem {
            item: "rope".into(),
        },
    );
    play(
        &mut g,
        A::UseItem {
            item: "rope".into(),
        },
    );
    go_to(&mut g, Phase::Event);
    go_to(&mut g, Phase::Night);
    play(
        &mut g,
        A::UseItem {
            item: "fire pit".into(),
        },
    );
}

// 5.2

fn beast(name: &str, strength: u8, weapon_loss: u8) -> Beast {
    Beast {
        name: name.into(),
        strength,
        weapon_loss,
        food: 2,
        fur: 1,
    }
}

#[test]
fn ruling_5_2_the_pistol_adds_three_for_one_hunt_and_the_track_stays() {
    // The FAQ's example: the beast needs 3 more than the weapon; a cartridge kills it unhurt.
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Soldier]);
    for _ in 0..2 {
        play(
            &mut g,
            A::Adjust {
                track: Track::Weapon,
                delta: 1,
            },
        );
    }
    let events = play(
        &mut g,
        A::Hunt {
            party: Party::alone(Soldier, 2),
            beast: beast("boar", 5, 0),
            pistol: true,
        },
    );
    assert!(events.contains(&Ev::PistolFired {
        cartridges_left: 1,
        ruling: Ruling(5, 2)
    }));
    assert!(events.contains(&Ev::Hunted {
        beast: "boar".into(),
        weapon_used: 5,
        wounds: 0
    }));
    assert_eq!(g.weapon(), 2, "the weapon track does not move");
    assert_eq!(g.person(Soldier).unwrap().wounds, 0);
    assert_eq!(g.future().perishable_food, 2);
}

#[test]
fn ruling_5_2_the_pistol_may_serve_a_threat_action() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Soldier]);
    let threat = |event: &str, pistol| A::Threat {
        attempt: sure(Soldier),
        event: event.into(),
        gains: Resources::NONE,
        pistol,
    };
    let events = play(&mut g, threat("wild beasts at the camp", true));
    assert!(events.contains(&Ev::PistolFired {
        cartridges_left: 1,
        ruling: Ruling(5, 2)
    }));
    assert_eq!((g.cartridges(), g.weapon()), (1, 0), "the track stays");
    // Another threat without a shot takes no cartridge.
    play(
        &mut g,
        A::Threat {
            attempt: sure(Cook),
            event: "a storm".into(),
            gains: Resources::NONE,
            pistol: false,
        },
    );
    assert_eq!(g.cartridges(), 1);
    // No cartridge left, no shot on a threat either.
    next_actions(&mut g);
    play(&mut g, threat("wild beasts at the camp", true));
    let e = refused_by(
        &mut g,
        A::Threat {
            attempt: sure(Cook),
            event: "a storm".into(),
            gains: Resources::NONE,
            pistol: true,
        },
        Ruling(5, 2),
    );
    assert_eq!(
        e,
        E::NoCartridgeLeft {
            ruling: Ruling(5, 2)
        }
    );
}

#[test]
fn ruling_5_2_a_beast_lowers_the_real_weapon_track_and_no_cartridge_no_shot() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Soldier]);
    play(
        &mut g,
        A::Adjust {
            track: Track::Weapon,
            delta: 2,
        },
    );
    play(
        &mut g,
        A::Hunt {
            party: Party::alone(Soldier, 2),
            beast: beast("jaguar", 5, 1),
            pistol: true,
        },
    );
    assert_eq!(
        g.weapon(),
        1,
        "lowered from the real 2, not from the shot's 5"
    );
    play(
        &mut g,
        A::Hunt {
            party: Party::alone(Cook, 2),
            beast: beast("goat", 4, 0),
            pistol: true,
        },
    );
    assert_eq!(g.cartridges(), 0);
    next_actions(&mut g);
    let e = refused_by(
        &mut g,
        A::Hunt {
            party: Party::alone(Soldier, 2),
            beast: beast("goat", 1, 0),
            pistol: true,
        },
        Ruling(5, 2),
    );
    assert_eq!(
        e,
        E::NoCartridgeLeft {
            ruling: Ruling(5, 2)
        }
    );
    play(
        &mut g,
        A::Hunt {
            party: Party::alone(Soldier, 2),
            beast: beast("goat", 1, 0),
            pistol: false,
        },
    );
}

// 6.2

#[test]
fn ruling_6_2_a_discovery_helper_pawn_serves_once() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    go_to(&mut g, Phase::Weather);
    play(
        &mut g,
        A::DrawDiscovery {
            kind: DiscoveryKind::BuildHelper,
        },
    );
    let id = g.tokens()[0].id;
    next_actions(&mut g);
    let helped = |success| Attempt {
        party: Party {
            leader: Cook,
            leader_pawns: 1,
            supporters: Vec::new(),
            helpers: vec![id],
        },
        dice: false,
        rerolls: Vec::new(),
        success,
        wounds: Vec::new(),
    };
    // Nearby refusal first: a building helper does not hunt.
    assert_eq!(
        refuse(
            &mut g,
            A::Hunt {
                party: helped(true).party,
                beast: beast("goat", 0, 0),
                pistol: false,
            }
        ),
        E::HelperOnlyBuilds {
            step: tablee_rules::robinson::Step::Hunt
        }
    );
    play(
        &mut g,
        build(helped(true), BuildTarget::Weapon, Resources::NONE),
    );
    assert_eq!(g.tokens()[0].used, Some(2));
    next_actions(&mut g);
    let e = refused_by(
        &mut g,
        build(helped(true), BuildTarget::Weapon, Resources::NONE),
        Ruling(6, 2),
    );
    assert_eq!(
        e,
        E::DiscoveryAlreadyUsed {
            ruling: Ruling(6, 2),
            token: id,
            round: 2
        }
    );
    refused_by(&mut g, A::UseDiscovery { token: id }, Ruling(6, 2));
}

// 7.1

#[test]
fn ruling_7_1_totems_apply_the_scenarios_effects_in_order() {
    let mut g = at_actions(Scenario::Other { number: 4 }, &[Cook, Carpenter]);
    let mut a = tile(2, &[1], &[]);
    a.totem = true;
    let mut b = tile(3, &[1], &[]);
    b.totem = true;
    explore(&mut g, Cook, a);
    explore(&mut g, Carpenter, b);
    let e = refused_by(
        &mut g,
        A::RevealTotem {
            space: 3,
            effect: 2,
        },
        Ruling(7, 1),
    );
    assert_eq!(
        e,
        E::TotemOutOfOrder {
            ruling: Ruling(7, 1),
            expected: 1,
            named: 2
        }
    );
    play(
        &mut g,
        A::RevealTotem {
            space: 3,
            effect: 1,
        },
    );
    refused_by(
        &mut g,
        A::RevealTotem {
            space: 2,
            effect: 1,
        },
        Ruling(7, 1),
    );
    play(
        &mut g,
        A::RevealTotem {
            space: 2,
            effect: 2,
        },
    );
    assert_eq!(g.totems(), 2);
    assert!(matches!(
        refuse(
            &mut g,
            A::RevealTotem {
                space: 1,
                effect: 3
            }
        ),
        E::NoTotem { space: 1 }
    ));
}

// 8.1

#[test]
fn ruling_8_1_friday_dying_in_a_successful_action_still_yields_to_future_resources() {
    let mut g = with_tile_2(&[Cook, Friday]);
    let attempt = Attempt {
        party: Party::alone(Friday, 1),
        dice: true,
        rerolls: Vec::new(),
        success: true,
        wounds: vec![Wound {
            who: Friday,
            count: 4,
        }],
    };
    let events = play(&mut g, gather(attempt, 2, Source::Wood));
    assert!(events.contains(&Ev::FridayDied {
        step: tablee_rules::robinson::Step::Gather,
        ruling: Ruling(8, 1)
    }));
    assert!(g.person(Friday).unwrap().dead);
    assert_eq!(g.future().wood, 1);
    assert!(g.ending().is_none(), "Friday's death does not end the game");
    // Dead, he takes no further action.
    next_actions(&mut g);
    assert_eq!(
        refuse(
            &mut g,
            A::Rest {
                party: Party::alone(Friday, 1)
            }
        ),
        E::Dead { character: Friday }
    );
}

#[test]
fn ruling_8_1_friday_killed_leading_a_hunt_puts_the_beast_back_on_top() {
    // The FAQ's case: Friday and the dog hunt; Friday dies of the fight.
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Friday, Dog]);
    let events = play(
        &mut g,
        A::Hunt {
            party: Party::with(Friday, &[Dog]),
            beast: beast("wild boar", 4, 0),
            pistol: false,
        },
    );
    assert!(events.contains(&Ev::BeastBackOnTop {
        beast: "wild boar".into(),
        ruling: Ruling(8, 1)
    }));
    assert!(g.person(Friday).unwrap().dead);
    assert_eq!(g.future(), Resources::NONE, "nothing gained");
    assert_eq!(g.beast_on_top(), Some("wild boar"));
    // The next hunt meets that beast, not another one.
    let e = refused_by(
        &mut g,
        A::Hunt {
            party: Party::alone(Cook, 2),
            beast: beast("goat", 1, 0),
            pistol: false,
        },
        Ruling(8, 1),
    );
    assert!(matches!(e, E::BeastBackOnTop { .. }));
    play(
        &mut g,
        A::Hunt {
            party: Party::alone(Cook, 2),
            beast: beast("wild boar", 4, 0),
            pistol: false,
        },
    );
    assert_eq!(g.beast_on_top(), None);
    assert_eq!(g.future().perishable_food, 2);
}

// 9.1 and 9.2

#[test]
fn ruling_9_1_exhausted_discovery_tokens_stay_exhausted() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook]);
    play(
        &mut g,
        A::DrawDiscovery {
            kind: DiscoveryKind::BuildHelper,
        },
    );
    play(
        &mut g,
        A::DeckRanOut {
            deck: Deck::DiscoveryTokens,
        },
    );
    let e = refused_by(
        &mut g,
        A::DrawDiscovery {
            kind: DiscoveryKind::BuildHelper,
        },
        Ruling(9, 1),
    );
    assert_eq!(
        e,
        E::DiscoveryTokensExhausted {
            ruling: Ruling(9, 1)
        }
    );
    refused_by(
        &mut g,
        A::Reshuffle {
            deck: Deck::DiscoveryTokens,
        },
        Ruling(9, 1),
    );
}

#[test]
fn ruling_9_2_the_invention_deck_is_reshuffled_by_the_carpenters_ability_only() {
    let ran_out = A::DeckRanOut {
        deck: Deck::Invention,
    };
    let draw = A::Draw {
        deck: Deck::Invention,
    };
    let reshuffle = A::Reshuffle {
        deck: Deck::Invention,
    };
    // Without the Carpenter at the table, the invention deck stays empty like the others.
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Soldier]);
    play(&mut g, ran_out.clone());
    for step in [draw.clone(), reshuffle.clone()] {
        let e = refused_by(&mut g, step, Ruling(9, 2));
        assert_eq!(
            e,
            E::ReshuffleNeedsCarpenter {
                ruling: Ruling(9, 2)
            }
        );
    }
    // With him, it is reshuffled, by the step or by drawing from the empty deck.
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(&mut g, ran_out.clone());
    let events = play(&mut g, reshuffle);
    assert_eq!(
        events,
        vec![Ev::InventionsReshuffled {
            ruling: Ruling(9, 2)
        }]
    );
    play(&mut g, ran_out);
    let events = play(&mut g, draw);
    assert!(events.contains(&Ev::InventionsReshuffled {
        ruling: Ruling(9, 2)
    }));
    assert!(!g.empty_decks().contains(&Deck::Invention));
}

#[test]
fn ruling_9_2_empty_decks_stay_empty_but_the_invention_deck() {
    let mut g = at_actions(Scenario::Other { number: 3 }, &[Cook, Carpenter]);
    play(
        &mut g,
        A::DeckRanOut {
            deck: Deck::GatheringAdventure,
        },
    );
    let e = refused_by(
        &mut g,
        A::Draw {
            deck: Deck::GatheringAdventure,
        },
        Ruling(9, 2),
    );
    assert_eq!(
        e,
        E::DeckStaysEmpty {
            ruling: Ruling(9, 2),
            deck: Deck::GatheringAdventure
        }
    );
    refused_by(
        &mut g,
        A::Reshuffle {
            deck: Deck::GatheringAdventure,
        },
        Ruling(9, 2),
    );
    play(
        &mut g,
        A::DeckRanOut {
            deck: Deck::Invention,
        },
    );
    let events = play(
        &mut g,
        A::Draw {
            deck: Deck::Invention,
        },
    );
    assert!(events.contains(&Ev::InventionsReshuffled {
        ruling: Ruling(9, 2)
    }));
    assert!(!g.empty_decks().contains(&Deck::Invention));
    play(
        &mut g,
        A::DeckRanOut {
            deck: Deck::Invention,
        },
    );
    play(
        &mut g,
        A::Reshuffle {
            deck: Deck::Invention,
        },
    );
    // No island tile left: an exploration cannot place one.
    play(
        &mut g,
        A::DeckRanOut {
            deck: Deck::IslandTiles,
        },
    );
    refused_by(
        &mut g,
        A::Explore {
            attempt: sure(Cook),
            space: 2,
            tile: Some(tile(2, &[1], &[])),
        },
        Ruling(9, 2),
    );
}

// 10.1

fn at_river_production(sources: &[Source]) -> Robinson {
    let mut setup = setup_with(Scenario::Other { number: 3 }, &[Cook]);
    setup.start.sources = sources.to_vec();
    let mut g = Robinson::new(setup, 1).unwrap();
    play(&mut g, A::RagingRiver);
    go_to(&mut g, Phase::Production);
    g
}

#[test]
fn ruling_10_1_the_river_takes_half_of_one_wood_and_one_food_the_group_choosing() {
    // The FAQ's first example: 2 / 2 = 1, lost as wood or as food.
    for lose in [wood(1), food(1)] {
        let mut g = at_river_production(&[Source::Wood, Source::Food]);
        let e = refused_by(
            &mut g,
            A::Produce {
                lose: wood(1).plus(&food(1)),
            },
            Ruling(10, 1),
        );
        assert!(matches!(e, E::RiverLossWrong { must_lose: 1, .. }));
        refused_by(
            &mut g,
            A::Produce {
                lose: Resources::NONE,
            },
            Ruling(10, 1),
        );
        refused_by(&mut g, A::Produce { lose: fur(1) }, Ruling(10, 1));
        let events = play(&mut g, A::Produce { lose });
        assert!(events.contains(&Ev::Produced {
            produced: wood(1).plus(&food(1)),
            lost: lose,
            river: Some(Ruling(10, 1))
        }));
        assert_eq!(g.available(), wood(1).plus(&food(1)).minus(&lose).unwrap());
    }
}

#[test]
fn ruling_10_1_the_river_takes_nothing_of_a_single_wood() {
    // The FAQ's second example: 1 / 2 = 0.5, rounded down to 0: nothing lost.
    let mut g = at_river_production(&[Source::Wood]);
    refused_by(&mut g, A::Produce { lose: wood(1) }, Ruling(10, 1));
    play(
        &mut g,
        A::Produce {
            lose: Resources::NONE,
        },
    );
    assert_eq!(g.available(), wood(1));
    // Without the river nothing is lost.
    let mut calm = new_game(Scenario::Other { number: 3 }, &[Cook]);
    go_to(&mut calm, Phase::Production);
    assert_eq!(refuse(&mut calm, A::Produce { lose: wood(1) }), E::NoRiver);
}

// 11.1

fn stock(amount: u8) -> A {
    A::AddWood {
        amount,
        via: WoodVia::Stock,
    }
}

#[test]
fn ruling_11_1_the_woodpile_completes_one_column_a_round() {
    // Columns of 1, 2, 3, 4, 5.
    let mut g = new_game(Scenario::One, &[Cook]);
    give(&mut g, wood(10));
    play(&mut g, stock(1));
    // Column 2 would be completed in the same round.
    let e = refused_by(&mut g, stock(2), Ruling(11, 1));
    assert_eq!(
        e,
        E::WoodpileSecondColumn {
            ruling: Ruling(11, 1),
            column: 2
        }
    );
    // Starting it is fine: a column may take several rounds.
    play(&mut g, stock(1));
    assert_eq!(g.woodpile(), &[1, 1, 0, 0, 0]);
    go_to(&mut g, Phase::Night);
    go_to(&mut g, Phase::Event);
    play(&mut g, stock(1));
    assert_eq!(g.woodpile(), &[1, 2, 0, 0, 0]);
    refused_by(&mut g, stock(3), Ruling(11, 1));
}

#[test]
fn ruling_11_1_wood_goes_on_before_the_actions_but_for_oil_and_the_mast() {
    let mut g = new_game(Scenario::One, &[Cook, Carpenter]);
    give(&mut g, wood(10));
    go_to(&mut g, Phase::Action);
    let e = refused_by(&mut g, stock(1), Ruling(11, 1));
    assert_eq!(
        e,
        E::WoodpileAfterActionsBegan {
            ruling: Ruling(11, 1),
            phase: Phase::Action
        }
    );
    // The mast, during the actions.
    play(
        &mut g,
        build(sure(Carpenter), invention("mast", &[]), Resources::NONE),
    );
    let mast = |amount| A::AddWood {
        amount,
        via: WoodVia::Mast {
            item: "mast".into(),
        },
    };
    // Still one column a round: 1 completes column 1, 3 would complete column 2 too.
    refused_by(&mut g, mast(3), Ruling(11, 1));
    play(&mut g, mast(2));
    assert_eq!(g.woodpile(), &[1, 1, 0, 0, 0]);
    // The oil token, at any time, even at night.
    go_to(&mut g, Phase::Night);
    play(
        &mut g,
        A::DrawDiscovery {
            kind: DiscoveryKind::Oil,
        },
    );
    let oil = g.tokens()[0].id;
    let e = refused_by(
        &mut g,
        A::AddWood {
            amount: 1,
            via: WoodVia::Oil { token: oil },
        },
        Ruling(11, 1),
    );
    assert!(matches!(e, E::WoodpileSecondColumn { column: 2, .. }));
    go_to(&mut g, Phase::Event);
    go_to(&mut g, Phase::Weather);
    play(
        &mut g,
        A::AddWood {
            amount: 1,
            via: WoodVia::Oil { token: oil },
        },
    );
    assert_eq!(g.woodpile(), &[1, 2, 0, 0, 0]);
    // The mast is not in the weather phase.
    let e = refused_by(&mut g, mast(1), Ruling(11, 1));
    assert!(matches!(e, E::MastOnlyDuringActions { .. }));
}

// 11.2

#[test]
fn ruling_11_2_crosses_go_on_explored_tiles_with_an_explorations_pawns() {
    let mut g = at_actions(Scenario::Two, &[Cook, Carpenter, Explorer]);
    explore(&mut g, Cook, tile(2, &[1, 6], &[]));
    explore_far(&mut g, Carpenter, tile(6, &[2], &[]));
    next_actions(&mut g);
    let cross = |attempt, space| A::BuildCross {
        attempt,
        space,
        pay: Resources::NONE,
    };
    // Not on a space with no tile.
    let e = refused_by(&mut g, cross(sure(Cook), 3), Ruling(11, 2));
    assert!(matches!(
        e,
        E::CrossOnUnexploredTile {
            space: 3,
            cover: None,
            ..
        }
    ));
    // Next to the camp: 2 pawns without dice.
    play(&mut g, cross(sure(Cook), 2));
    // With fog (here on the camp tile): one more.
    play(
        &mut g,
        A::SetFog {
            space: 1,
            fog: true,
        },
    );
    let e = refused_by(&mut g, cross(sure(Carpenter), 1), Ruling(11, 2));
    assert_eq!(
        e,
        E::CrossNeedsPawns {
            ruling: Ruling(11, 2),
            needed: 3,
            given: 2,
            fog: true
        }
    );
    play(
        &mut g,
        cross(
            Attempt::sure(Party::with(Carpenter, &[Carpenter, Explorer])),
            1,
        ),
    );
    // Two steps from the camp: 3 pawns without dice, 2 with.
    let e = refused_by(&mut g, cross(rolled(Explorer, true), 6), Ruling(11, 2));
    assert!(matches!(
        e,
        E::CrossNeedsPawns {
            needed: 2,
            given: 1,
            fog: false,
            ..
        }
    ));
    next_actions(&mut g);
    play(
        &mut g,
        cross(Attempt::rolled(Party::alone(Explorer, 2), true), 6),
    );
    // A tile under a black marker is no longer explored.
    play(&mut g, A::CoverTile { space: 6 });
    let e = refused_by(
        &mut g,
        cross(Attempt::rolled(Party::alone(Cook, 2), true), 6),
        Ruling(11, 2),
    );
    assert!(matches!(
        e,
        E::CrossOnUnexploredTile {
            cover: Some(Cover::Unexplored),
            ..
        }
    ));
    assert_eq!(g.crosses(), &[2, 1, 6]);
}

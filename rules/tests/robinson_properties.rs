//! Random recorded steps: offered ones, and arbitrary ones a careless tap or a tampered save could
//! send. None panics; a refused step changes nothing; an offered step is accepted; the record
//! replays to the same sheet; the save round-trips; undo gives back the sheet before each step.

mod robinson_common;

use proptest::prelude::*;
use robinson_common::*;
use tablee_rules::robinson::{
    Attempt, Beast, BuildTarget, Character, Deck, DiscoveryKind, Party, Reroll, Resources,
    Robinson, RobinsonAction as A, Ruling, RulingKind, Scenario, Source, Terrain, TileDecl, Track,
    WoodVia, Wound, Zone,
};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

fn pick<T: Clone>(rng: &mut SeededRng, items: &[T]) -> T {
    rng.choose(items).cloned().expect("a non-empty list")
}

/// Below `below` mostly, sometimes the largest value a tampered save could hold.
fn small(rng: &mut SeededRng, below: usize) -> u8 {
    if rng.below(25) == 0 {
        u8::MAX
    } else {
        rng.below(below) as u8
    }
}

fn count(rng: &mut SeededRng, below: usize) -> u16 {
    if rng.below(40) == 0 {
        u16::MAX
    } else {
        rng.below(below) as u16
    }
}

fn resources(rng: &mut SeededRng) -> Resources {
    Resources {
        wood: count(rng, 4),
        perishable_food: count(rng, 3),
        non_perishable_food: count(rng, 2),
        fur: count(rng, 2),
    }
}

fn party(rng: &mut SeededRng) -> Party {
    let supporters = (0..rng.below(3))
        .map(|_| pick(rng, &Character::ALL))
        .collect();
    Party {
        leader: pick(rng, &Character::ALL),
        leader_pawns: small(rng, 4),
        supporters,
        helpers: (0..rng.below(2)).map(|_| rng.below(4) as u16).collect(),
    }
}

fn attempt(rng: &mut SeededRng) -> Attempt {
    let party = party(rng);
    Attempt {
        dice: rng.below(2) == 0,
        rerolls: (0..rng.below(2))
            .map(|_| Reroll {
                by: pick(rng, &Character::ALL),
                cost: small(rng, 3),
            })
            .collect(),
        success: rng.below(3) > 0,
        wounds: (0..rng.below(2))
            .map(|_| Wound {
                who: pick(rng, &Character::ALL),
                count: small(rng, 5),
            })
            .collect(),
        party,
    }
}

fn space(rng: &mut SeededRng) -> u8 {
    small(rng, 9)
}

fn delta(rng: &mut SeededRng) -> i16 {
    match rng.below(12) {
        0 => i16::MAX,
        1 => i16::MIN,
        _ => rng.below(7) as i16 - 3,
    }
}

fn tile_decl(rng: &mut SeededRng, at: u8) -> TileDecl {
    let mut t = tile(
        at,
        &[space(rng), space(rng), space(rng)],
        &[pick(rng, &[Source::Food, Source::Wood])],
    );
    t.natural_shelter = rng.below(4) == 0;
    t.totem = rng.below(3) == 0;
    t.beast = rng.below(3) == 0;
    t
}

/// Any step, with small random fields: most are refused.
fn arbitrary(rng: &mut SeededRng) -> A {
    let decks = [
        Deck::Event,
        Deck::Hunting,
        Deck::GatheringAdventure,
        Deck::Invention,
        Deck::IslandTiles,
        Deck::DiscoveryTokens,
    ];
    let tracks = [
        Track::Morale,
        Track::Roof,
        Track::Palisade,
        Track::Weapon,
        Track::Wounds(pick(rng, &Character::ALL)),
        Track::Determination(pick(rng, &Character::ALL)),
    ];
    let kinds = [
        DiscoveryKind::BuildHelper,
        DiscoveryKind::Oil,
        DiscoveryKind::Other {
            name: "herbs".into(),
        },
    ];
    let names = ["knife", "fire pit", "mast", "rope"];
    match rng.below(32) {
        0 | 1 => A::Build {
            attempt: attempt(rng),
            target: match rng.below(5) {
                0 => BuildTarget::Shelter,
                1 => BuildTarget::Roof,
                2 => BuildTarget::Palisade,
                3 => BuildTarget::Weapon,
                _ => BuildTarget::Invention {
                    name: pick(rng, &names).into(),
                    per_round: rng.below(2) == 0,
                    terrain: pick(rng, &[None, Some(Terrain::Beach), Some(Terrain::Hills)]),
                    requires: (0..rng.below(2))
                        .map(|_| pick(rng, &names).to_string())
                        .collect(),
                },
            },
            pay: resources(rng),
            levels: small(rng, 3),
        },
        2 => A::Gather {
            attempt: attempt(rng),
            space: space(rng),
            source: pick(rng, &[Source::Food, Source::Wood]),
            extra: resources(rng),
        },
        3 => A::Hunt {
            party: party(rng),
            beast: Beast {
                name: pick(rng, &["goat", "boar"]).into(),
                strength: small(rng, 6),
                weapon_loss: small(rng, 2),
                food: count(rng, 3),
                fur: count(rng, 2),
            },
            pistol: rng.below(2) == 0,
        },
        4 => {
            let at = space(rng);
            A::Explore {
                attempt: attempt(rng),
                space: at,
                tile: (rng.below(4) > 0).then(|| tile_decl(rng, at)),
            }
        }
        5 => A::ArrangeCamp {
            party: party(rng),
            determination: small(rng, 3),
            morale: pick(rng, &[-1, 0, 1, i8::MAX, i8::MIN]),
        },
        6 => A::Rest { party: party(rng) },
        7 => A::Threat {
            attempt: attempt(rng),
            event: pick(rng, &["storm", "fever"]).into(),
            gains: resources(rng),
            pistol: rng.below(4) == 0,
        },
        8 => A::BuildCross {
            attempt: attempt(rng),
            space: space(rng),
            pay: resources(rng),
        },
        9 => A::RagingRiver,
        10 => A::Produce {
            lose: resources(rng),
        },
        11 => A::MoveCamp { to: space(rng) },
        12 => A::Eat {
            food: resources(rng),
            unfed: (0..rng.below(3))
                .map(|_| pick(rng, &Character::ALL))
                .collect(),
        },
        13 => A::Sleep,
        14 => A::UseItem {
            item: pick(rng, &names).into(),
        },
        15 => A::UseDiscovery {
            token: count(rng, 4),
        },
        16 => A::DrawDiscovery {
            kind: pick(rng, &kinds),
        },
        17 => A::UsePower {
            by: pick(rng, &Character::ALL),
            cost: small(rng, 3),
        },
        18 => A::AddWood {
            amount: small(rng, 4),
            via: match rng.below(3) {
                0 => WoodVia::Stock,
                1 => WoodVia::Oil {
                    token: rng.below(4) as u16,
                },
                _ => WoodVia::Mast {
                    item: "mast".into(),
                },
            },
        },
        19 => A::RevealTotem {
            space: space(rng),
            effect: small(rng, 4),
        },
        20 => A::CoverTile { space: space(rng) },
        21 => A::TurnOverTile { space: space(rng) },
        22 => A::ForcedMove { to: space(rng) },
        23 => A::SetFog {
            space: space(rng),
            fog: rng.below(2) == 0,
        },
        24 => A::DeckRanOut {
            deck: pick(rng, &decks),
        },
        25 => A::Draw {
            deck: pick(rng, &decks),
        },
        26 => A::Reshuffle {
            deck: pick(rng, &decks),
        },
        27 => A::Adjust {
            track: pick(rng, &tracks),
            delta: delta(rng),
        },
        28 => A::Gain {
            zone: pick(rng, &[Zone::Available, Zone::Future]),
            resources: resources(rng),
        },
        29 => A::Discard {
            resources: resources(rng),
        },
        30 => A::MoveResources {
            resources: resources(rng),
            to: pick(rng, &[Zone::Available, Zone::Future]),
        },
        _ => A::Advance,
    }
}

/// Every ruling an event names, wherever it sits in the event.
fn rulings_in(value: &serde_json::Value, found: &mut Vec<Ruling>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, v) in map {
                if key == "ruling" || key == "same_round" || key == "past_printed" || key == "river"
                {
                    if let Ok(r) = serde_json::from_value::<Ruling>(v.clone()) {
                        found.push(r);
                        continue;
                    }
                }
                rulings_in(v, found);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| rulings_in(v, found)),
        _ => {}
    }
}

fn scenario(n: u8) -> Scenario {
    match n {
        0 => Scenario::One,
        1 => Scenario::Two,
        _ => Scenario::Other { number: n + 1 },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_steps_never_panic_and_replay_to_the_same_sheet(
        seed in any::<u64>(),
        which in 0u8..4,
        castaways in 1usize..=4,
        friday in any::<bool>(),
        dog in any::<bool>(),
        steps in 40usize..160,
    ) {
        let mut rng = SeededRng::new(seed);
        let mut characters: Vec<Character> = Character::ALL.iter().copied().filter(|c| c.is_castaway()).take(castaways).collect();
        if friday { characters.push(Character::Friday); }
        if dog { characters.push(Character::Dog); }
        let mut session = Session::<Robinson>::new(setup_with(scenario(which), &characters), seed).unwrap();
        let mut before_each = vec![session.game().clone()];
        for _ in 0..steps {
            if session.game().is_over() {
                break;
            }
            let offered = session.game().legal_actions();
            let action = if rng.below(3) == 0 || offered.is_empty() {
                arbitrary(&mut rng)
            } else {
                pick(&mut rng, &offered)
            };
            let was_offered = offered.contains(&action);
            let before = session.game().clone();
            let checked = before.check(&action);
            match session.play(action.clone()) {
                Ok(events) => {
                    let mut named = Vec::new();
                    rulings_in(&serde_json::to_value(&events).unwrap(), &mut named);
                    for r in named {
                        prop_assert!(r.entry().is_some(), "an event names ruling {} the table lacks", r);
                    }
                    prop_assert_eq!(checked, Ok(events));
                    before_each.push(session.game().clone());
                }
                Err(e) => {
                    prop_assert!(!was_offered, "{:?} offered but refused: {}", action, e);
                    if let Some(r) = e.ruling() {
                        prop_assert_eq!(r.entry().map(|entry| entry.kind), Some(RulingKind::Refuses), "{}", e);
                        prop_assert!(e.to_string().starts_with(&r.number()), "{}", e);
                    }
                    prop_assert_eq!(session.game(), &before, "a refused step changed the sheet");
                    prop_assert_eq!(checked, Err(e));
                }
            }
            let g = session.game();
            prop_assert!(tablee_rules::robinson::MORALE_RANGE.contains(&g.morale()));
            prop_assert!(g.tile(g.camp()).is_some(), "the camp stands on a tile");
            prop_assert!(g.woodpile().iter().zip(&g.setup().woodpile).all(|(have, size)| have <= size));
            prop_assert!(g.people().iter().all(|p| p.dead == (p.character != Character::Dog && p.wounds >= p.life)));
        }

        // The record replays to the same sheet, and a save round-trips.
        let json = serde_json::to_string(session.record()).unwrap();
        let record: Record<Robinson> = serde_json::from_str(&json).unwrap();
        let again = Session::from_record(record).unwrap();
        prop_assert_eq!(again.game(), session.game());
        let sheet: Robinson = serde_json::from_str(&serde_json::to_string(session.game()).unwrap()).unwrap();
        prop_assert_eq!(&sheet, session.game());

        // Undo gives back the sheet before each step, down to the setup.
        before_each.pop();
        while let Some(expected) = before_each.pop() {
            prop_assert!(session.undo(Seat(0)));
            prop_assert_eq!(session.game(), &expected);
        }
        prop_assert!(!session.undo(Seat(0)));
    }
}

//! The companion's editions: a session keeps the rulings it was recorded under (an old save has
//! no edition and replays by the first), and under the current rulings an action phase gives the
//! same sheet whatever order the group records its actions in (ruling 2.1).

mod robinson_common;

use robinson_common::*;
use serde_json::Value;
use tablee_rules::robinson::{
    Attempt, Beast, BuildTarget, Deck, Edition, Party, Phase, Resource, Resources, Robinson,
    RobinsonAction as A, RobinsonEvent as Ev, RobinsonSetup, Scenario, Shelter, Source, Track,
    Zone,
};
use tablee_rules::{Game, Record, SeededRng, Session};

fn sure_build(who: tablee_rules::robinson::Character, target: BuildTarget) -> A {
    A::Build {
        attempt: sure(who),
        target,
        pay: Resources::NONE,
        levels: 1,
    }
}

fn beast(strength: u8, weapon_loss: u8) -> Beast {
    Beast {
        name: "boar".into(),
        strength,
        weapon_loss,
        food: 2,
        fur: 1,
    }
}

/// Eats (two castaways) and sleeps.
fn meals() -> [A; 3] {
    let food = Resources::of(Resource::NonPerishableFood, 2);
    [
        A::Gain {
            zone: Zone::Available,
            resources: food,
        },
        A::Eat {
            food,
            unfed: Vec::new(),
        },
        A::Sleep,
    ]
}

/// Two rounds as a group recorded them before the corrected rulings: a hunt counting the weapon
/// level built beside it, the camp's new tile gathered, a roof raised on a natural shelter in the
/// phase of the group's own shelter, the invention deck reshuffled without the Carpenter.
fn old_steps() -> Vec<A> {
    let mut shelter_tile = tile(2, &[1, 3], &[Source::Food, Source::Wood]);
    shelter_tile.natural_shelter = true;
    let mut steps = vec![
        A::Advance,
        A::Produce {
            lose: Resources::NONE,
        },
        A::Advance,
        A::Explore {
            attempt: Attempt::rolled(Party::alone(Cook, 2), true),
            space: 2,
            tile: Some(shelter_tile),
        },
        sure_build(Soldier, BuildTarget::Weapon),
        A::Hunt {
            party: Party::with(Friday, &[Dog]),
            beast: beast(1, 0),
            pistol: false,
        },
        A::Advance,
        A::Advance,
        A::MoveCamp { to: 2 },
    ];
    steps.extend(meals());
    steps.extend([
        A::Advance,
        A::Advance,
        A::Advance,
        A::Produce {
            lose: Resources::NONE,
        },
        A::Advance,
        sure_build(Cook, BuildTarget::Shelter),
        sure_build(Soldier, BuildTarget::Roof),
        A::Gather {
            attempt: Attempt::rolled(Party::alone(Friday, 1), true),
            space: 2,
            source: Source::Food,
            extra: Resources::NONE,
        },
        A::DeckRanOut {
            deck: Deck::Invention,
        },
        A::Draw {
            deck: Deck::Invention,
        },
    ]);
    steps
}

fn old_setup() -> RobinsonSetup {
    let mut setup = setup_with(Scenario::Other { number: 3 }, &[Cook, Soldier, Friday, Dog]);
    setup.edition = Edition::First;
    setup
}

#[test]
fn an_old_session_the_corrected_rulings_would_refuse_still_opens_and_replays_the_same() {
    let mut recorded = Session::<Robinson>::new(old_setup(), 3).unwrap();
    for step in old_steps() {
        if let Err(e) = recorded.play(step.clone()) {
            panic!("{step:?} refused under the first edition: {e}");
        }
    }
    // As the save was written before editions existed: no edition in its setup.
    let mut json = serde_json::to_value(recorded.record()).unwrap();
    let setup = json["setup"].as_object_mut().unwrap();
    assert_eq!(setup.remove("edition"), Some(Value::from("First")));
    let record: Record<Robinson> = serde_json::from_value(json).unwrap();
    assert_eq!(record.setup.edition, Edition::First);
    let reopened = Session::from_record(record.clone()).expect("the old save opens");
    assert_eq!(reopened.game(), recorded.game());
    assert_eq!(reopened.events(), recorded.events());
    // What the first edition made of it.
    let g = reopened.game();
    assert!(reopened.events().contains(&Ev::Hunted {
        beast: "boar".into(),
        weapon_used: 1,
        wounds: 0
    }));
    assert_eq!(g.roof(), 1);
    assert_eq!(g.shelter(), Shelter::Built { round: 2 });
    assert_eq!(g.future().perishable_food, 1, "the camp's tile gathered");
    assert!(!g.empty_decks().contains(&Deck::Invention));

    // The same steps under the current rulings: the hunt fights with weapon 0 and wounds Friday,
    // and the roof beside the shelter is refused, so the save would not replay.
    let mut current = record;
    current.setup.edition = Edition::CURRENT;
    assert!(Session::from_record(current).is_err());
    let mut g = Robinson::new(
        RobinsonSetup {
            edition: Edition::CURRENT,
            ..old_setup()
        },
        3,
    )
    .unwrap();
    let mut refused = Vec::new();
    for step in old_steps() {
        if g.apply(&step).is_err() {
            refused.push(step.step());
        }
    }
    use tablee_rules::robinson::Step;
    assert_eq!(refused, vec![Step::Build, Step::Gather, Step::Draw]);
    assert_eq!(g.person(Friday).unwrap().wounds, 1);
}

/// Every order of `items`.
fn permutations<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first.clone());
            all.push(tail);
        }
    }
    all
}

/// Up to four actions of one phase, each led by another castaway with his two pawns: builds,
/// a hunt, a threat (either with the pistol), arranging the camp. One hunt at most: the rulebook
/// resolves two hunts one after the other, a beast's blow weakening the next, as the group does.
fn random_phase(rng: &mut SeededRng) -> Vec<A> {
    let leaders = [Cook, Carpenter, Explorer, Soldier];
    let count = 2 + rng.below(3);
    let mut hunted = false;
    (0..count)
        .map(|i| {
            let who = leaders[i];
            let mut kind = rng.below(7);
            if kind == 4 && std::mem::replace(&mut hunted, true) {
                kind = 3;
            }
            match kind {
                0 => sure_build(who, BuildTarget::Shelter),
                1 => sure_build(who, BuildTarget::Roof),
                2 => sure_build(who, BuildTarget::Palisade),
                3 => sure_build(who, BuildTarget::Weapon),
                4 => A::Hunt {
                    party: Party::alone(who, 2),
                    beast: beast(rng.below(5) as u8, rng.below(3) as u8),
                    pistol: rng.below(2) == 0,
                },
                5 => A::Threat {
                    attempt: sure(who),
                    event: format!("threat {i}"),
                    gains: Resources::of(Resource::Wood, 1),
                    pistol: rng.below(2) == 0,
                },
                _ => A::ArrangeCamp {
                    party: Party::alone(who, 2),
                    determination: rng.below(3) as u8,
                    morale: 1,
                },
            }
        })
        .collect()
}

#[test]
fn ruling_2_1_a_phase_gives_the_same_sheet_whatever_order_its_actions_are_recorded_in() {
    let mut compared = 0;
    for seed in 0..300 {
        let mut rng = SeededRng::new(seed);
        let mut setup = setup_with(
            Scenario::Other { number: 3 },
            &[Cook, Carpenter, Explorer, Soldier],
        );
        setup.start.natural_shelter = rng.below(2) == 0;
        setup.cartridges = rng.below(2) as u8;
        let mut start = Robinson::new(setup, seed).unwrap();
        go_to(&mut start, Phase::Action);
        let weapon = rng.below(3) as i16;
        if weapon > 0 {
            play(
                &mut start,
                A::Adjust {
                    track: Track::Weapon,
                    delta: weapon,
                },
            );
        }
        if start.sheltered() && rng.below(2) == 0 {
            play(
                &mut start,
                A::Adjust {
                    track: Track::Roof,
                    delta: 1,
                },
            );
        }
        let phase = random_phase(&mut rng);
        let outcomes: Vec<Option<Robinson>> = permutations(&phase)
            .into_iter()
            .map(|order| {
                let mut g = start.clone();
                for step in &order {
                    g.apply(step).ok()?;
                }
                go_to(&mut g, Phase::Event);
                Some(g)
            })
            .collect();
        let first = &outcomes[0];
        for (i, other) in outcomes.iter().enumerate() {
            assert_eq!(
                first.is_some(),
                other.is_some(),
                "seed {seed}: {phase:?} accepted in one order, refused in order {i}"
            );
            assert_eq!(first, other, "seed {seed}: {phase:?}, order {i}");
        }
        compared += usize::from(first.is_some());
    }
    assert!(compared > 100, "only {compared} phases were accepted whole");
}

#[test]
fn the_faq_states_the_corrected_rulings_in_both_languages() {
    use tablee_rules::robinson::Ruling;
    let says = |ruling: Ruling, en: &[&str], fr: &[&str]| {
        let words = ruling
            .entry()
            .and_then(|e| e.words())
            .expect("in the table");
        for w in en {
            assert!(words.summary_en.contains(w), "{ruling}: {w}");
        }
        for w in fr {
            assert!(words.summary_fr.contains(w), "{ruling}: {w}");
        }
    };
    says(
        Ruling(1, 1),
        &["wherever the camp is now", "weapon level built in this"],
        &["là où il est maintenant", "niveau d'arme"],
    );
    says(
        Ruling(2, 1),
        &["whatever order", "not even on a natural shelter"],
        &["quel que soit l'ordre", "pas même sur un abri"],
    );
    says(
        Ruling(5, 2),
        &["a threat action"],
        &["une action de menace"],
    );
    says(
        Ruling(9, 2),
        &["only by the Carpenter's ability"],
        &["seulement par la capacité du Charpentier"],
    );
}

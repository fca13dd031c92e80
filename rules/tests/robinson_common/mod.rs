//! Helpers shared by the Robinson Crusoé companion's test files.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use tablee_rules::Game;
use tablee_rules::robinson::{
    Attempt, Character, CharacterSetup, Edition, Party, Phase, Resource, Resources, Robinson,
    RobinsonAction, RobinsonError, RobinsonEvent, RobinsonSetup, Ruling, Scenario, Source, Space,
    Terrain, TileDecl, Zone,
};

#[allow(unused_imports)]
pub use Character::{Carpenter, Cook, Dog, Explorer, Friday, Soldier};

/// A tile with its neighbours and sources, nothing else on it.
pub fn tile(space: Space, neighbours: &[Space], sources: &[Source]) -> TileDecl {
    TileDecl {
        space,
        neighbours: neighbours.to_vec(),
        terrain: Terrain::Plains,
        sources: sources.to_vec(),
        natural_shelter: false,
        totem: false,
        beast: false,
    }
}

/// The starting tile 1, a beach with a food and a wood source, spaces 2 to 5 around it.
pub fn start_tile() -> TileDecl {
    let mut t = tile(1, &[2, 3, 4, 5], &[Source::Food, Source::Wood]);
    t.terrain = Terrain::Beach;
    t
}

/// A setup of `scenario` with these characters (life 20, Friday 4), the starting tile above,
/// the woodpile of scenario 1 as columns of 1 to 5 wood, two cartridges.
pub fn setup_with(scenario: Scenario, characters: &[Character]) -> RobinsonSetup {
    RobinsonSetup {
        scenario,
        characters: characters
            .iter()
            .map(|&character| CharacterSetup {
                character,
                life: if character == Friday { 4 } else { 20 },
            })
            .collect(),
        start: start_tile(),
        woodpile: if scenario == Scenario::One {
            vec![1, 2, 3, 4, 5]
        } else {
            Vec::new()
        },
        cartridges: 2,
        edition: Edition::CURRENT,
    }
}

pub fn new_game(scenario: Scenario, characters: &[Character]) -> Robinson {
    Robinson::new(setup_with(scenario, characters), 7).unwrap()
}

/// Plays a step that must be accepted.
#[track_caller]
pub fn play(g: &mut Robinson, action: RobinsonAction) -> Vec<RobinsonEvent> {
    match g.apply(&action) {
        Ok(events) => events,
        Err(e) => panic!("{action:?} refused: {e}"),
    }
}

/// Plays a step that must be refused, checks the session did not change, and returns the error.
#[track_caller]
pub fn refuse(g: &mut Robinson, action: RobinsonAction) -> RobinsonError {
    let before = g.clone();
    match g.apply(&action) {
        Ok(events) => panic!("{action:?} accepted: {events:?}"),
        Err(e) => {
            assert_eq!(*g, before, "a refused step changed the session");
            e
        }
    }
}

/// Refused under `ruling`.
#[track_caller]
pub fn refused_by(g: &mut Robinson, action: RobinsonAction, ruling: Ruling) -> RobinsonError {
    let e = refuse(g, action);
    assert_eq!(e.ruling(), Some(ruling), "wrong ruling for {e:?}");
    e
}

/// Feeds every living castaway from the supply, then sleeps.
fn night(g: &mut Robinson) {
    let alive = g
        .people()
        .iter()
        .filter(|p| p.character.is_castaway() && !p.dead)
        .count() as u16;
    play(
        g,
        RobinsonAction::Gain {
            zone: Zone::Available,
            resources: Resources::of(Resource::NonPerishableFood, alive),
        },
    );
    play(
        g,
        RobinsonAction::Eat {
            food: Resources::of(Resource::NonPerishableFood, alive),
            unfed: Vec::new(),
        },
    );
    play(g, RobinsonAction::Sleep);
}

/// Advances to `phase` (of this round or the next), doing what each phase needs on the way:
/// production, and at night eating from the supply and sleeping.
pub fn go_to(g: &mut Robinson, phase: Phase) {
    let mut guard = 0;
    while g.phase() != phase {
        guard += 1;
        assert!(guard < 20, "never reached {phase:?}");
        match g.phase() {
            Phase::Production if !g.this_round().produced => {
                let lose = if g.this_round().river {
                    // Lose food first, as many as the river takes.
                    let produced = g.production();
                    let mut must = (produced.total() / 2) as u16;
                    let mut lose = Resources::NONE;
                    for r in [Resource::PerishableFood, Resource::Wood] {
                        let take = produced.get(r).min(must);
                        lose.set(r, take);
                        must -= take;
                    }
                    lose
                } else {
                    Resources::NONE
                };
                play(g, RobinsonAction::Produce { lose });
            }
            Phase::Night if g.this_round().night.is_empty() => night(g),
            _ => {
                play(g, RobinsonAction::Advance);
            }
        }
    }
}

/// The next round's action phase.
pub fn next_actions(g: &mut Robinson) {
    go_to(g, Phase::Night);
    go_to(g, Phase::Action);
}

/// A game at the action phase of round 1.
pub fn at_actions(scenario: Scenario, characters: &[Character]) -> Robinson {
    let mut g = new_game(scenario, characters);
    go_to(&mut g, Phase::Action);
    g
}

/// A sure success led by `who` with his two pawns.
pub fn sure(who: Character) -> Attempt {
    Attempt::sure(Party::alone(who, 2))
}

/// Rolled for by `who` with one pawn.
pub fn rolled(who: Character, success: bool) -> Attempt {
    Attempt::rolled(Party::alone(who, 1), success)
}

pub fn wood(n: u16) -> Resources {
    Resources::of(Resource::Wood, n)
}

pub fn food(n: u16) -> Resources {
    Resources::of(Resource::PerishableFood, n)
}

pub fn fur(n: u16) -> Resources {
    Resources::of(Resource::Fur, n)
}

/// Gives `resources` to the available zone (a card's effect).
pub fn give(g: &mut Robinson, resources: Resources) {
    play(
        g,
        RobinsonAction::Gain {
            zone: Zone::Available,
            resources,
        },
    );
}

/// Explores `decl` with a sure success by `who` (two pawns).
pub fn explore(g: &mut Robinson, who: Character, decl: TileDecl) {
    play(
        g,
        RobinsonAction::Explore {
            attempt: sure(who),
            space: decl.space,
            tile: Some(decl),
        },
    );
}

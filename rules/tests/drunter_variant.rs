//! The rulebook's variant: two goal cards each, special cards, no votes, one card kept in secret.

use serde_json::json;
use tablee_rules::drunter::{
    BoardMap, BuildingType, Drunter, DrunterAction, DrunterError, DrunterEvent, DrunterSetup,
    GoalCard, PathId, Phase, PhaseView, TILES, TileKind, Town,
};
use tablee_rules::{Dir, Game, Pos, Seat};

mod common;
use common::{tile, tweaked};

const VARIANT: DrunterSetup = DrunterSetup::new(2, true);

const SCHOOL: GoalCard = GoalCard::Building(BuildingType::School);

#[test]
fn each_player_gets_two_goal_cards_from_the_sixteen() {
    let deck = GoalCard::variant_deck();
    assert_eq!(deck.len(), 16);
    for seed in 0..10 {
        let g = Drunter::new(DrunterSetup::new(4, true), seed).unwrap();
        for s in 0..4 {
            assert_eq!(g.goal_cards(Seat(s)).len(), 2);
            assert_eq!(g.view(Seat(s)).goals, g.goal_cards(Seat(s)));
        }
        assert!(!g.goals_kept());
    }
}

#[test]
fn special_cards_score_as_the_rulebook_says() {
    let town = Town::new(BoardMap::town().unwrap());
    assert_eq!(GoalCard::EveryBuilding.total(&town), 30);
    assert_eq!(GoalCard::LowestOfEachType.total(&town), 6);
    assert_eq!(GoalCard::AllThrees.total(&town), 18);
    assert_eq!(GoalCard::AllFours.total(&town), 24);
    assert_eq!(GoalCard::Building(BuildingType::Museum).total(&town), 15);
    // With the lowest museum covered, the next lowest counts; with all covered, nothing.
    let small = Town::new(BoardMap::parse("In M1 M2 Gd\n.. .. .. ..\nGd .. .. Ww\n").unwrap());
    assert_eq!(GoalCard::LowestOfEachType.total(&small), 1);
    let mut covered = small.clone();
    let t = &TILES[usize::from(tile(TileKind::Road, 1, 0).0)];
    let plan = covered.plan(t, PathId::Road, Dir::East).unwrap();
    covered.lay(t, PathId::Road, Dir::East, &plan);
    assert_eq!(GoalCard::LowestOfEachType.total(&covered), 2);
}

#[test]
fn no_vote_in_the_variant_toilets_are_built_over() {
    let road = tile(TileKind::Road, 2, 0);
    let mut g = tweaked(VARIANT, 3, |v| {
        v["hands"] = json!([
            [road.0, tile(TileKind::Road, 1, 0).0],
            [tile(TileKind::Wall, 1, 0).0]
        ]);
    });
    assert_eq!(
        g.table_view().vote_toilets(road, PathId::Road, Dir::East),
        vec![],
        "no vote to warn of"
    );
    let events = g
        .apply(&DrunterAction::Lay {
            tile: road,
            path: PathId::Road,
            dir: Dir::East,
        })
        .unwrap();
    assert!(
        matches!(&events[0], DrunterEvent::Laid { toilets, .. } if toilets == &vec![Pos::new(2, 0)])
    );
    assert_eq!(g.phase(), &Phase::Build);
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn goals_are_kept_in_secret_then_the_second_card_breaks_ties() {
    let one = tile(TileKind::Road, 1, 0);
    let mut g = tweaked(VARIANT, 3, |v| {
        v["hands"] = json!([[one.0], []]);
        v["goals"] = json!([
            [{ "Building": "School" }, "AllFours"],
            [{ "Building": "Tavern" }, "AllThrees"]
        ]);
    });
    assert_eq!(
        g.apply(&DrunterAction::Keep { goal: SCHOOL }),
        Err(DrunterError::NoKeep)
    );
    // No path was finished before the end: the goals are kept before the reveal.
    let events = g
        .apply(&DrunterAction::Lay {
            tile: one,
            path: PathId::Road,
            dir: Dir::South,
        })
        .unwrap();
    assert_eq!(events.last(), Some(&DrunterEvent::KeepCalled));
    assert!(!g.is_over());
    assert_eq!(g.to_move(), Some(Seat(0)));
    let before = g.clone();
    assert_eq!(
        g.apply(&DrunterAction::Keep {
            goal: GoalCard::EveryBuilding
        }),
        Err(DrunterError::GoalNotHeld {
            goal: GoalCard::EveryBuilding
        })
    );
    assert_eq!(
        g.apply(&DrunterAction::Pass),
        Err(DrunterError::KeepUnderWay)
    );
    assert_eq!(g, before);
    // Seat 0 keeps one card or the other: seat 1 cannot tell.
    let mut h = g.clone();
    g.apply(&DrunterAction::Keep { goal: SCHOOL }).unwrap();
    h.apply(&DrunterAction::Keep {
        goal: GoalCard::AllFours,
    })
    .unwrap();
    assert_eq!(
        serde_json::to_string(&g.view(Seat(1))).unwrap(),
        serde_json::to_string(&h.view(Seat(1))).unwrap()
    );
    let PhaseView::Keep { chosen, mine } = g.view(Seat(1)).phase else {
        panic!()
    };
    assert_eq!((chosen, mine), (vec![true, false], None));
    let events = g
        .apply(&DrunterAction::Keep {
            goal: GoalCard::Building(BuildingType::Tavern),
        })
        .unwrap();
    let Some(DrunterEvent::Finished {
        goals,
        scores,
        winners,
    }) = events.last()
    else {
        panic!("{events:?}")
    };
    assert_eq!(goals[0], vec![SCHOOL, GoalCard::AllFours]);
    assert_eq!((scores[0].total, scores[1].total), (15, 15));
    // Second cards: all fours 24 against all threes 18.
    assert_eq!((scores[0].tie_break, scores[1].tie_break), (24, 18));
    assert_eq!(winners, &vec![Seat(0)]);
    // Keeping the other card changes the kept goal.
    h.apply(&DrunterAction::Keep {
        goal: GoalCard::AllThrees,
    })
    .unwrap();
    assert_eq!(h.goal(Seat(0)), Some(GoalCard::AllFours));
    assert_eq!(h.scores()[0].total, 24);
    assert_eq!(h.winners(), vec![Seat(0)]);
}

/// 3×3: the road from the inn (top left), wall A from the top right guard post, wall B from the
/// bottom left one, the canal from the waterworks (bottom right).
const TINY: &str = "In .. Gd\n.. .. ..\nGd .. Ww\n";

/// Seat 0 lays the road east then the canal west; seat 1 lays wall A south, then west into the
/// centre, which leaves the road's gang (at the top middle) and the canal's (at the bottom middle)
/// with no free cell ahead. Returns the events of that last lay and the game.
fn walls_block_two_gangs(setup: DrunterSetup) -> (Vec<DrunterEvent>, Drunter) {
    let (road, canal) = (tile(TileKind::Road, 1, 0), tile(TileKind::Canal, 1, 0));
    let walls = [0, 1, 2].map(|n| tile(TileKind::Wall, 1, n));
    let mut g = tweaked(setup, 3, |v| {
        v["town"] = serde_json::to_value(Town::new(BoardMap::parse(TINY).unwrap())).unwrap();
        v["hands"] = json!([[road.0, canal.0], walls.map(|t| t.0)]);
    });
    let mut lay = |tile, path, dir| g.apply(&DrunterAction::Lay { tile, path, dir }).unwrap();
    lay(road, PathId::Road, Dir::East);
    lay(walls[0], PathId::WallA, Dir::South);
    assert!(
        !lay(canal, PathId::Canal, Dir::West)
            .iter()
            .any(|e| matches!(e, DrunterEvent::GangLeft { .. }))
    );
    let events = lay(walls[1], PathId::WallA, Dir::West);
    (events, g)
}

#[test]
fn a_gang_blocked_by_another_paths_tile_leaves_and_the_goals_are_kept_then() {
    let (events, g) = walls_block_two_gangs(VARIANT);
    assert!(matches!(
        events[0],
        DrunterEvent::Laid {
            path: PathId::WallA,
            ..
        }
    ));
    assert_eq!(
        events[1..],
        [
            DrunterEvent::GangLeft { path: PathId::Road },
            DrunterEvent::GangLeft {
                path: PathId::Canal
            },
            DrunterEvent::KeepCalled
        ]
    );
    assert_eq!(g.town().gang(PathId::Road).unwrap().pos, None);
    assert_eq!(g.town().gang(PathId::Canal).unwrap().pos, None);
    // Wall A's own gang, in the centre, still has the free cell west of it.
    assert_eq!(
        g.town().gang(PathId::WallA).unwrap().pos,
        Some(Pos::new(1, 1))
    );
    assert!(matches!(g.phase(), Phase::Keep { .. }));
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn under_the_first_edition_only_the_path_just_built_could_lose_its_gang() {
    let mut first = VARIANT;
    first.edition = tablee_rules::drunter::Edition::First;
    let (events, g) = walls_block_two_gangs(first);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(
        g.town().gang(PathId::Road).unwrap().pos,
        Some(Pos::new(1, 0))
    );
    assert_eq!(g.phase(), &Phase::Build);
}

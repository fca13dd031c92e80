//! Drunter & Drüber across devices: each seat is sent the open town, the tiles and cards held, its
//! own goal cards and ballot; of the others' goals, of their ballots before the reveal, of their
//! kept cards and of the seed only stand-ins that are the same whatever they hide.

mod common;
mod seen_common;

use common::{base, tweaked};
use proptest::prelude::*;
use seen_common::{each_seat_sees_its_own_table, json, nothing_unseen_is_sent};
use serde_json::json;
use tablee_rules::drunter::{BuildingType, Drunter, DrunterAction, DrunterSetup, GoalCard, Phase};
use tablee_rules::{Game, Seat, SeededRng, SeenSession, Session};

/// A session that starts from `game`, with no history (as a guest's does): two games that differ
/// only in a secret are played on from their starts alike.
fn starting(game: Drunter) -> Session<Drunter> {
    Session::from_seen(SeenSession {
        seat: Seat(0),
        setup: *game.setup(),
        game,
        turns: Vec::new(),
        events: Vec::new(),
        events_at: Vec::new(),
        undo_floor: 0,
        finished: None,
    })
    .unwrap()
}

/// Another goal card of the same sort: the next building, or the next special card.
fn another(goal: GoalCard) -> GoalCard {
    let specials = [
        GoalCard::EveryBuilding,
        GoalCard::LowestOfEachType,
        GoalCard::AllThrees,
        GoalCard::AllFours,
    ];
    let next = |cards: &[GoalCard]| {
        let i = cards.iter().position(|c| *c == goal).unwrap();
        cards[(i + 1) % cards.len()]
    };
    match goal {
        GoalCard::Building(_) => next(&GoalCard::buildings()),
        _ => next(&specials),
    }
}

/// `setup` dealt from `seed`, but every seat other than `observer` holds other goal cards and
/// the seed is another: what `observer` cannot know.
fn dealt_otherwise(setup: DrunterSetup, seed: u64, observer: Seat) -> Drunter {
    tweaked(setup, seed, |v| {
        v["seed"] = json!(seed.wrapping_add(1));
        for s in (0..setup.seats).filter(|s| *s != observer.0) {
            let goals = &mut v["goals"][usize::from(s)];
            let cards: Vec<GoalCard> = serde_json::from_value(goals.clone()).unwrap();
            *goals = json!(cards.into_iter().map(another).collect::<Vec<_>>());
        }
    })
}

/// A random game played until it ends or for `moves` actions.
fn random_moves(
    session: &mut Session<Drunter>,
    rng: &mut SeededRng,
    moves: usize,
    mut at_each: impl FnMut(&Session<Drunter>),
) {
    for _ in 0..moves {
        at_each(session);
        let Some(action) = rng.choose(&session.game().legal_actions()).cloned() else {
            return;
        };
        session.play(action).unwrap();
    }
    at_each(session);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_seat_is_sent_its_own_table_all_along_the_game(
        seats in 2u8..=4, variant in any::<bool>(), seed in any::<u64>(), moves in 0usize..120,
    ) {
        let mut session = Session::<Drunter>::new(DrunterSetup::new(seats, variant), seed).unwrap();
        let mut rng = SeededRng::new(seed ^ 0x5eed);
        let mut step = 0;
        random_moves(&mut session, &mut rng, moves, |s| {
            if step % 5 == 0 {
                each_seat_sees_its_own_table(s, seats);
            }
            step += 1;
        });
        each_seat_sees_its_own_table(&session, seats);
    }

    /// Two games dealt alike but for the other seats' goal cards and the seed, played alike (a
    /// kept goal is the card at the same place): the observer is sent the same all along, until
    /// the end reveals the goals.
    #[test]
    fn a_seat_is_sent_the_same_whatever_goals_the_others_hold(
        seats in 2u8..=4, variant in any::<bool>(), seed in any::<u64>(), observer in 0u8..4, moves in 0usize..120,
    ) {
        let setup = DrunterSetup::new(seats, variant);
        let observer = Seat(observer % seats);
        let mut a = Session::<Drunter>::new(setup, seed).unwrap();
        let mut b = starting(dealt_otherwise(setup, seed, observer));
        prop_assert_ne!(json(a.game()), json(b.game()));
        let mut rng = SeededRng::new(seed ^ 0x5eed);
        for _ in 0..=moves {
            if a.game().is_over() {
                // The goals are revealed: every seat sees them.
                prop_assert_eq!(nothing_unseen_is_sent(&a, &b, seats), 0);
                break;
            }
            prop_assert!(nothing_unseen_is_sent(&a, &b, seats) >= 1, "the observer is compared");
            let Some(action) = rng.choose(&a.game().legal_actions()).cloned() else { break };
            let twin = match &action {
                DrunterAction::Keep { goal } => {
                    let seat = a.game().to_move().unwrap();
                    let place = a.game().goal_cards(seat).iter().position(|g| g == goal).unwrap();
                    DrunterAction::Keep { goal: b.game().goal_cards(seat)[place] }
                }
                _ => action.clone(),
            };
            a.play(action).unwrap();
            b.play(twin).unwrap();
        }
    }
}

/// The first vote of a random game of `seats`, before any ballot (None if the game has none).
fn before_first_vote(seats: u8, seed: u64) -> Option<Session<Drunter>> {
    let mut session = Session::<Drunter>::new(base(seats), seed).unwrap();
    let mut rng = SeededRng::new(seed);
    while !matches!(session.game().phase(), Phase::Vote { .. }) {
        let action = rng.choose(&session.game().legal_actions())?.clone();
        session.play(action).unwrap();
    }
    Some(session)
}

#[test]
fn a_ballot_cast_in_secret_is_sent_to_nobody_else_before_the_reveal() {
    let mut votes = 0;
    for (seats, seed) in (3..=4).flat_map(|n| (0..12).map(move |seed| (n, seed))) {
        let Some(start) = before_first_vote(seats, seed) else {
            continue;
        };
        votes += 1;
        let (mut a, mut b) = (start.clone(), start);
        // Every voter but the last chooses one ballot in `a` and another in `b`.
        for voted in 1..seats {
            let options = a.game().legal_actions();
            a.play(options[0].clone()).unwrap();
            b.play(options[1].clone()).unwrap();
            let others = usize::from(seats - voted);
            assert_eq!(nothing_unseen_is_sent(&a, &b, seats), others);
        }
    }
    assert!(votes > 0, "some game came to a vote");
}

/// Each seat's message, all along random games of `setup` from `deal`, holds none of the other
/// seats' goal cards nor the seed, until the end reveals the goals.
fn no_goal_nor_seed_is_sent_to_another_seat(setup: DrunterSetup, deal: impl Fn(u64) -> Drunter) {
    for seed in (1..=6u64).map(|n| n.wrapping_mul(0x9e37_79b9_7f4a_7c15)) {
        let mut session = starting(deal(seed));
        let mut rng = SeededRng::new(seed);
        random_moves(&mut session, &mut rng, 200, |session| {
            let game = session.game();
            let seen = (0..setup.seats).map(|s| (Seat(s), json(&session.seen_by(Seat(s)))));
            for (seat, sent) in seen {
                assert!(!sent.contains(&game.seed().to_string()), "the seed");
                let others = (0..setup.seats).map(Seat).filter(|s| *s != seat);
                for goal in others.flat_map(|s| game.goal_cards(s)) {
                    assert_eq!(
                        sent.contains(&json(goal)),
                        game.is_over(),
                        "{goal} to {seat:?}"
                    );
                }
            }
        });
        assert!(session.game().is_over());
    }
}

#[test]
fn no_seat_is_sent_another_seats_goal_or_the_seed() {
    // The base game deals each seat another building, never the stand-in's special card.
    let setup = base(4);
    no_goal_nor_seed_is_sent_to_another_seat(setup, |seed| Drunter::new(setup, seed).unwrap());
}

#[test]
fn no_seat_is_sent_another_seats_two_goals_or_kept_card_or_the_seed() {
    // Eight cards, each held once, none the stand-in's.
    let setup = DrunterSetup::new(4, true);
    let building = |i: usize| GoalCard::Building(BuildingType::ALL[i]);
    let goals = [
        [building(0), building(4)],
        [building(1), building(5)],
        [building(2), GoalCard::LowestOfEachType],
        [building(3), GoalCard::AllThrees],
    ];
    no_goal_nor_seed_is_sent_to_another_seat(setup, |seed| {
        tweaked(setup, seed, |v| v["goals"] = json!(goals))
    });
}

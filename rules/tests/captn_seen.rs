//! Capt'n Clever across devices: each seat is sent its own target and pile, and the cards it holds
//! only while it chooses. The others' targets, their piles below the top card (until the end),
//! the cards a chooser gave, the decks and the seed never leave the host while the game goes on.

mod seen_common;

use proptest::prelude::*;
use seen_common::{each_seat_sees_its_own_table, json, nothing_unseen_is_sent, redealt};
use serde_json::{Value, json};
use tablee_rules::captn::{
    Captn, CaptnAction, CaptnSetup, FACE_DOWN, IslandId, Phase, ai, chooser_of,
};
use tablee_rules::{Game, Seat, SeededRng, SeenSession, Session, Strength, Turn};

/// A game played for `moves` actions (fewer if it ends first), mostly by quick computers so that
/// it gets somewhere, now and then at random; `check` sees the session after each action.
fn played(
    setup: CaptnSetup,
    seed: u64,
    moves: usize,
    mut check: impl FnMut(&Session<Captn>),
) -> Session<Captn> {
    let mut session = Session::<Captn>::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed ^ 0x5eed);
    for _ in 0..moves {
        let Some(seat) = session.game().to_move() else {
            break;
        };
        let action = if rng.below(4) == 0 {
            *rng.choose(&session.game().legal_actions()).unwrap()
        } else {
            ai::choose(&session.game().view(seat), Strength::Quick, &mut rng).unwrap()
        };
        session.play(action).unwrap();
        check(&session);
    }
    session
}

/// The host's session as if its game and turns were `game` and `turns`: the same events and
/// undo floor.
fn holding(session: &Session<Captn>, game: Captn, turns: Vec<Turn<Captn>>) -> Session<Captn> {
    let mut parts = session.seen_by(Seat(0));
    parts.game = game;
    parts.turns = turns;
    parts.events = session.events().to_vec();
    Session::from_seen(parts).unwrap()
}

/// `session` with the secrets of `owner` changed through the game's saved form: its target
/// swapped with a card not handed out yet (and so the card its chooser gave it), those cards in
/// another order, its pile below the top card in another order while the game goes on, and
/// another seed.
fn secrets_changed(session: &Session<Captn>, owner: Seat, seed: u64) -> Session<Captn> {
    let game = session.game();
    let mut v = serde_json::to_value(game).unwrap();
    let o = owner.index();
    let mut hand: Vec<IslandId> = serde_json::from_value(v["hands"][o].clone()).unwrap();
    let mut target: Option<IslandId> = serde_json::from_value(v["targets"][o].clone()).unwrap();
    let mut pile: Vec<IslandId> = serde_json::from_value(v["found"][o].clone()).unwrap();
    let mut turns = session.record().turns.clone();
    if let (Some(t), Some(card)) = (target.as_mut(), hand.first_mut()) {
        std::mem::swap(t, card);
        let chooser = chooser_of(owner, game.seats());
        let given = turns.iter_mut().rev().find(|turn| {
            turn.seat == chooser && matches!(turn.action, CaptnAction::ChooseTarget { .. })
        });
        if let Some(turn) = given {
            turn.action = CaptnAction::ChooseTarget { island: *t };
        }
    }
    hand.reverse();
    if !game.is_over() {
        let below = pile.len().saturating_sub(1);
        pile[..below].reverse();
    }
    v["seed"] = json!(seed);
    v["hands"][o] = json!(hand);
    v["targets"][o] = json!(target);
    v["found"][o] = json!(pile);
    holding(session, serde_json::from_value(v).unwrap(), turns)
}

/// Each seat's secrets changed in turn ([`secrets_changed`], `seed` the other seed): every seat
/// that sees the same table is sent the same. How many seats were compared, over all changes.
fn others_secrets_are_not_sent(session: &Session<Captn>, seed: u64) -> usize {
    let seats = session.game().seats();
    let whole = holding(
        session,
        session.game().clone(),
        session.record().turns.clone(),
    );
    (0..seats)
        .map(|owner| {
            nothing_unseen_is_sent(&whole, &secrets_changed(session, Seat(owner), seed), seats)
        })
        .sum()
}

/// The islands in a saved list (of a hand, a pile).
fn islands(v: &Value) -> Vec<IslandId> {
    serde_json::from_value(v.clone()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn each_seat_is_sent_its_own_table_all_along(
        seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), moves in 0usize..400, every in 3usize..12,
    ) {
        let mut played_so_far = 0;
        let session = played(CaptnSetup::new(seats, variant), seed, moves, |session| {
            played_so_far += 1;
            if played_so_far % every == 0 {
                each_seat_sees_its_own_table(session, seats);
                assert!(others_secrets_are_not_sent(session, seed.wrapping_add(1)) > 0);
            }
        });
        each_seat_sees_its_own_table(&session, seats);
    }

    #[test]
    fn what_nobody_has_seen_dealt_anew_is_sent_alike(
        seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), moves in 0usize..300, fresh in any::<u64>(),
    ) {
        prop_assume!(fresh != seed);
        let session = played(CaptnSetup::new(seats, variant), seed, moves, |_| ());
        let anew = redealt(&session, fresh);
        // Dealt anew, every seat sees the same table: each is sent the same.
        prop_assert_eq!(nothing_unseen_is_sent(&session, &anew, seats), usize::from(seats));
    }

    #[test]
    fn another_seats_secrets_changed_are_not_sent(
        seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), moves in 0usize..300, fresh in any::<u64>(),
    ) {
        prop_assume!(fresh != seed);
        let session = played(CaptnSetup::new(seats, variant), seed, moves, |_| ());
        prop_assert!(others_secrets_are_not_sent(&session, fresh) > 0, "some seat saw the same table");
    }

    #[test]
    fn no_secret_of_another_seat_is_in_what_a_seat_is_sent(
        seats in 2u8..=4, seed in (1u64 << 40).., variant in any::<bool>(), moves in 0usize..300,
    ) {
        let session = played(CaptnSetup::new(seats, variant), seed, moves, |_| ());
        let game = session.game();
        for s in (0..seats).map(Seat) {
            // Once the game is over its whole record goes too (as a finished game's file): only
            // then does the seed.
            let seen = session.seen_by(s);
            prop_assert_eq!(seen.finished.as_ref(), game.is_over().then(|| session.record()));
            let sent = json(&SeenSession { finished: None, ..seen });
            prop_assert!(!sent.contains(&seed.to_string()), "the seed tells the decks");
            let v: Value = serde_json::from_str(&sent).unwrap();
            let choosing_for = match game.phase() {
                Phase::Choosing { for_seat, .. } if game.to_move() == Some(s) => Some(for_seat),
                _ => None,
            };
            for o in (0..seats).map(Seat).filter(|o| *o != s) {
                let i = o.index();
                if let Some(target) = game.target(o) {
                    prop_assert_ne!(&v["game"]["targets"][i], &json!(target), "{:?} is sent {:?}'s target", s, o);
                    // Its chooser gave it face down: even he is not shown which card again.
                    let chooser = json!(chooser_of(o, seats));
                    for turn in v["turns"].as_array().unwrap() {
                        if turn["seat"] == chooser {
                            prop_assert_ne!(&turn["action"]["ChooseTarget"]["island"], &json!(target));
                        }
                    }
                }
                let hand = islands(&v["game"]["hands"][i]);
                prop_assert_eq!(hand.len(), game.hand(o).len());
                if choosing_for != Some(o) {
                    prop_assert!(hand.iter().all(|c| *c == FACE_DOWN), "{:?} is sent {:?}'s cards", s, o);
                }
                let pile = islands(&v["game"]["found"][i]);
                prop_assert_eq!(pile.last(), game.found(o).last(), "the top card lies face up");
                if game.is_over() {
                    prop_assert_eq!(pile.as_slice(), game.found(o), "the end shows every pile");
                } else {
                    let below = pile.len().saturating_sub(1);
                    prop_assert!(pile[..below].iter().all(|c| *c == FACE_DOWN), "{:?} is sent {:?}'s pile", s, o);
                }
            }
        }
    }
}

/// A game played to its end: every pile is then laid open to every seat, as the end shows them;
/// the targets left and the decks stay hidden.
#[test]
fn at_the_end_every_seat_is_sent_every_pile_and_no_other_secret() {
    for (seats, variant) in [(2, false), (3, true), (4, false)] {
        let mut along = 0;
        let session = played(CaptnSetup::new(seats, variant), 11, 5_000, |session| {
            along += 1;
            if along % 25 == 0 {
                each_seat_sees_its_own_table(session, seats);
            }
        });
        let game = session.game();
        assert!(game.is_over(), "{seats} seats play to the end");
        each_seat_sees_its_own_table(&session, seats);
        for s in (0..seats).map(Seat) {
            let seen = session.seen_by(s).game;
            assert_eq!(seen.seed(), 0);
            for o in (0..seats).map(Seat) {
                assert_eq!(seen.found(o), game.found(o));
                if o != s {
                    assert!(seen.target(o).is_none_or(|t| t == FACE_DOWN));
                    assert!(seen.hand(o).iter().all(|c| *c == FACE_DOWN));
                }
            }
        }
    }
}

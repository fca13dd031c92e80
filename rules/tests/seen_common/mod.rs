//! The checks every game played across devices passes ([`tablee_rules::Seen`]): what a seat is
//! sent draws the same table and allows the same moves as the whole game, and tells nothing that
//! a game differing only in what the seat cannot see would not tell alike.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use serde::Serialize;
use tablee_rules::{Game, Seat, SeededRng, Seen, SeenSession, Session};

pub fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// A game of `setup` played at random for `moves` actions (fewer if it ends first).
pub fn played<G: Game>(setup: G::Setup, seed: u64, moves: usize) -> Session<G> {
    played_on(
        Session::<G>::new(setup, seed).unwrap(),
        seed ^ 0x5eed,
        moves,
    )
}

/// `session` played on at random (`seed` draws the moves) for `moves` actions (fewer if it ends
/// first).
pub fn played_on<G: Game>(mut session: Session<G>, seed: u64, moves: usize) -> Session<G> {
    let mut rng = SeededRng::new(seed);
    for _ in 0..moves {
        if session.game().is_over() {
            break;
        }
        let action = rng.choose(&session.game().legal_actions()).unwrap().clone();
        session.play(action).unwrap();
    }
    session
}

/// Each seat's session as it is sent: read back from its message, it waits for the same seat,
/// shows the seat its own view, offers it the same moves, refuses the same, and keeps every
/// turn and event in step.
pub fn each_seat_sees_its_own_table<G: Seen>(session: &Session<G>, seats: u8) {
    let game = session.game();
    for s in (0..seats).map(Seat) {
        let sent = json(&session.seen_by(s));
        let seen = Session::<G>::from_seen(serde_json::from_str(&sent).unwrap()).unwrap();
        assert_eq!(seen.game().to_move(), game.to_move(), "seat {s:?}");
        assert_eq!(
            json(&seen.game().view(s)),
            json(&game.view(s)),
            "seat {s:?} sees its own view"
        );
        assert_eq!(seen.record().turns.len(), session.record().turns.len());
        assert_eq!(seen.events().len(), session.events().len());
        for t in 0..=session.record().turns.len() {
            assert_eq!(seen.turn_events(t).len(), session.turn_events(t).len());
        }
        for t in (0..seats).map(Seat) {
            assert_eq!(seen.can_undo(t), session.can_undo(t));
        }
        if game.to_move() == Some(s) {
            let legal = game.legal_actions();
            assert_eq!(
                seen.game().legal_actions(),
                legal,
                "seat {s:?} may do the same"
            );
            for action in legal.iter().take(12) {
                assert!(seen.game().clone().apply(action).is_ok());
            }
        }
    }
}

/// `a` and `b` differ only in what some seats cannot see: each seat whose view is the same in
/// both is sent the same session from both. Once a game is over its whole record goes too (a
/// finished game hides nothing, as its exported file), and only then.
pub fn nothing_unseen_is_sent<G: Seen>(a: &Session<G>, b: &Session<G>, seats: u8) -> usize {
    let mut alike = 0;
    for s in (0..seats).map(Seat) {
        let (sent_a, sent_b) = (a.seen_by(s), b.seen_by(s));
        assert_eq!(sent_a.finished.is_some(), a.game().is_over());
        if json(&a.game().view(s)) == json(&b.game().view(s)) {
            alike += 1;
            let unfinished = |sent: SeenSession<G>| {
                json(&SeenSession {
                    finished: None,
                    ..sent
                })
            };
            assert_eq!(
                unfinished(sent_a),
                unfinished(sent_b),
                "seat {s:?} is sent something it cannot see"
            );
        }
    }
    alike
}

/// `session` dealt anew from `fresh` where nobody has looked ([`tablee_rules::Record::redealt`]).
pub fn redealt<G: Game>(session: &Session<G>, fresh: u64) -> Session<G> {
    let record = session.record().redealt(session.game(), fresh).unwrap();
    Session::from_record(record).unwrap()
}

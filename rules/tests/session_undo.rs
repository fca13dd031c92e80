//! The session's undo in pass-and-play, and redo kept across a save.

use tablee_rules::casbah::{Casbah, CasbahSetup, Phase, Size};
use tablee_rules::{Game, Record, Seat, Session, Turn};

/// A two-player Casbah past its draft, so each move is one placement by the seat to move.
fn building() -> Session<Casbah> {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    while matches!(s.game().phase(), Phase::Draft { .. }) {
        let a = s.game().legal_actions()[0].clone();
        s.play(a).unwrap();
    }
    s
}

fn play_first(s: &mut Session<Casbah>) -> Seat {
    let seat = s.game().to_move().unwrap();
    let a = s.game().legal_actions()[0].clone();
    s.play(a).unwrap();
    seat
}

#[test]
fn undo_may_take_back_a_computers_answer_but_never_another_persons_move() {
    let mut s = building();
    let first = play_first(&mut s);
    assert!(
        s.can_undo_only(first, |_| false),
        "one's own last move alone"
    );
    let second = play_first(&mut s);
    assert_ne!(first, second);
    // The second seat played after the first: the first seat's undo would take that back too.
    assert!(!s.can_undo_only(first, |_| false), "another person's move");
    assert!(
        s.can_undo_only(first, |seat| seat == second),
        "a computer's answer goes back with the move it answered"
    );
    // The seat that moved last takes back only its own move.
    assert!(s.can_undo_only(second, |_| false));
    // Nothing to undo for a seat that never moved since the reveal floor.
    let fresh = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    assert!(!fresh.can_undo_only(Seat(0), |_| true));
}

#[test]
fn the_redo_stack_survives_a_save_and_plays_again() {
    let mut s = building();
    let first = play_first(&mut s);
    let undone = s.record().turns.last().unwrap().clone();
    assert!(s.undo(first));
    assert_eq!(s.redo_stack(), std::slice::from_ref(&undone));

    // What a save holds: the record and the redo stack, as JSON.
    let record = serde_json::to_string(s.record()).unwrap();
    let redo = serde_json::to_string(s.redo_stack()).unwrap();
    let record: Record<Casbah> = serde_json::from_str(&record).unwrap();
    let redo: Vec<Turn<Casbah>> = serde_json::from_str(&redo).unwrap();
    let mut reloaded = Session::from_saved(record, redo).unwrap();

    assert_eq!(reloaded, s);
    assert!(reloaded.can_redo());
    assert!(reloaded.redo());
    assert_eq!(reloaded.record().turns.last(), Some(&undone));
    assert!(!reloaded.can_redo());
}

#[test]
fn a_saved_redo_that_no_longer_applies_is_dropped_not_played() {
    let mut s = building();
    let first = play_first(&mut s);
    let undone = s.record().turns.last().unwrap().clone();
    assert!(s.undo(first));
    // A redo turn recorded for the wrong seat (an altered save): refused when asked, then gone.
    let wrong = Turn {
        seat: Seat(first.0 ^ 1),
        action: undone.action,
    };
    let mut reloaded = Session::from_saved(s.record().clone(), vec![wrong]).unwrap();
    let before = reloaded.record().clone();
    assert!(!reloaded.redo());
    assert_eq!(reloaded.record(), &before);
    assert!(!reloaded.can_redo());
}

#[test]
fn undo_takes_back_ones_own_move_and_redo_plays_it_again() {
    let mut s = building();
    let first = s.game().to_move().unwrap();
    let before = s.game().clone();
    let a = s.game().legal_actions()[0].clone();
    s.play(a.clone()).unwrap();
    let second = s.game().to_move().unwrap();
    let b = s.game().legal_actions()[0].clone();
    s.play(b).unwrap();
    // The first player's undo also removes the answer that followed.
    assert!(s.undo(first));
    assert_eq!(s.game(), &before);
    assert!(s.can_redo());
    assert!(s.redo());
    assert_eq!(s.record().turns.last().unwrap().action, a);
    assert_eq!(s.game().to_move(), Some(second));
    // A new move forgets what could be redone.
    s.undo(first);
    let c = s.game().legal_actions().last().unwrap().clone();
    s.play(c).unwrap();
    assert!(!s.can_redo());
}

#[test]
fn what_a_seat_missed_is_every_event_since_its_last_turn() {
    let mut s = building();
    let first = play_first(&mut s);
    let since_first_move = s.events().len();
    let second = play_first(&mut s);
    // The first seat missed exactly the second's move and what followed it.
    assert_eq!(
        s.events_since_turn_of(first),
        &s.events()[since_first_move..]
    );
    assert!(!s.events_since_turn_of(first).is_empty());
    // The second seat has just played: nothing new for it.
    assert!(s.events_since_turn_of(second).is_empty());
    // A seat that never acted missed everything.
    let fresh = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    assert!(fresh.events_since_turn_of(Seat(1)).is_empty());
    assert_eq!(s.events_since_turn_of(Seat(7)), s.events());
}

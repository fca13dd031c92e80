//! The solo puzzle's helper: each hint or solution it gives is counted, saved with the game and
//! never taken back by undo.

use tablee_rules::casbah::{
    Casbah, CasbahAction, CasbahError, CasbahEvent, CasbahSetup, Help, Size,
};
use tablee_rules::{Game, Record, Seat, Session};

fn solo(size: Size) -> Session<Casbah> {
    Session::new(CasbahSetup::new(size, 1), 9).unwrap()
}

fn play_first(s: &mut Session<Casbah>) {
    let a = s.game().legal_actions()[0].clone();
    s.play(a).unwrap();
}

#[test]
fn hints_are_counted_and_saved_with_the_game() {
    let mut s = solo(Size::new(5, 4));
    assert_eq!(s.game().hints_used(), 0);
    play_first(&mut s);
    let events = s.play(CasbahAction::TakeHelp(Help::Hint)).unwrap();
    assert_eq!(
        events,
        vec![CasbahEvent::Helped {
            help: Help::Hint,
            hints: 1
        }]
    );
    play_first(&mut s);
    s.play(CasbahAction::TakeHelp(Help::Solution)).unwrap();
    assert_eq!(s.game().hints_used(), 2);
    // A help is no move: the same seat is still to play, the board unchanged.
    assert_eq!(s.game().to_move(), Some(Seat(0)));
    assert_eq!(s.game().board().placed().len(), 2);
    // Saved and reopened, the count is the same.
    let saved = serde_json::to_string(s.record()).unwrap();
    let loaded: Record<Casbah> = serde_json::from_str(&saved).unwrap();
    assert_eq!(Session::from_record(loaded).unwrap().game().hints_used(), 2);
    // The help is not among the moves a player (or a computer) chooses from.
    assert!(
        s.game()
            .legal_actions()
            .iter()
            .all(|a| !matches!(a, CasbahAction::TakeHelp(_)))
    );
}

#[test]
fn undo_never_takes_a_hint_back() {
    let mut s = solo(Size::new(5, 4));
    play_first(&mut s);
    play_first(&mut s);
    s.play(CasbahAction::TakeHelp(Help::Hint)).unwrap();
    // Right after a hint: nothing to undo, the hint stays counted.
    assert!(!s.can_undo(Seat(0)));
    assert!(!s.undo(Seat(0)));
    assert_eq!(s.game().hints_used(), 1);
    // A move after the hint can be taken back; the hint and what came before stay.
    play_first(&mut s);
    assert!(s.undo(Seat(0)));
    assert_eq!(s.game().board().placed().len(), 2);
    assert_eq!(s.game().hints_used(), 1);
    assert!(!s.can_undo(Seat(0)));
}

#[test]
fn only_the_solo_puzzle_has_hints() {
    let mut g = Casbah::new(CasbahSetup::new(Size::new(6, 6), 2), 1).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(&CasbahAction::TakeHelp(Help::Hint)),
        Err(CasbahError::StillDrafting)
    );
    while !matches!(g.phase(), tablee_rules::casbah::Phase::Build) {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    assert_eq!(
        g.apply(&CasbahAction::TakeHelp(Help::Hint)),
        Err(CasbahError::HelpOnlySolo)
    );
    assert_eq!(before.hints_used(), 0);
}

//! What a host does with a guest's message: the one place that decides whether a device may sit
//! at a seat, play or undo there. Whatever it does not accept is refused with its reason, and
//! then nothing changes. Pure, so that a fuzzed stream of messages is tested natively.

use tablee_rules::{Game, Seat};

use super::protocol::{Message, Refusal};
use crate::seats::SeatKind;
use crate::storage::SavedGame;
use crate::table::Seating;

/// The longest name a guest may give; a longer one is cut.
const NAME_CHARS: usize = 24;

/// What the host does with a message it accepted.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict<G: Game> {
    /// The device sits at `seat` (a name left blank keeps the seat's).
    Sit { seat: Seat, name: Option<String> },
    /// The engine plays this action for the seat to move, the device's own.
    Play(G::Action),
    /// The seat's moves of this turn are taken back.
    Undo(Seat),
}

/// The host's answer to `message` from a device that sat at `seated` (if it has), at `table`.
pub fn judge<G: SavedGame>(
    table: &Seating<G>,
    seated: Option<Seat>,
    message: Message,
) -> Result<Verdict<G>, Refusal> {
    match message {
        Message::Sit { seat, token, name } => {
            check_token(table, seat, token)?;
            let name: String = name.trim().chars().take(NAME_CHARS).collect();
            Ok(Verdict::Sit {
                seat,
                name: (!name.is_empty()).then_some(name),
            })
        }
        Message::Act {
            seat,
            token,
            turn,
            action,
        } => {
            check_move(table, seated, (seat, token, turn))?;
            if table.game().to_move() != Some(seat) {
                return Err(Refusal::NotToMove(seat));
            }
            let action: G::Action =
                serde_json::from_value(action).map_err(|e| Refusal::NotAnAction(e.to_string()))?;
            table
                .game()
                .clone()
                .apply(&action)
                .map_err(|e| Refusal::Illegal(e.to_string()))?;
            Ok(Verdict::Play(action))
        }
        Message::Undo { seat, token, turn } => {
            check_move(table, seated, (seat, token, turn))?;
            // Only its own moves of this turn: none another seat has answered since.
            if table.game().is_over() || !table.session.can_undo_only(seat, |_| false) {
                return Err(Refusal::CannotUndo(seat));
            }
            Ok(Verdict::Undo(seat))
        }
        Message::Follow | Message::Table(_) | Message::Seen { .. } | Message::Refused(_) => {
            Err(Refusal::NotForHost)
        }
    }
}

/// The seat is played on another device, and `token` is its invitation's.
fn check_token<G: SavedGame>(table: &Seating<G>, seat: Seat, token: u64) -> Result<(), Refusal> {
    match table.players.get(seat.index()).map(|p| p.kind) {
        Some(SeatKind::Remote(t)) if t == token && t != 0 => Ok(()),
        Some(SeatKind::Remote(_)) => Err(Refusal::WrongToken(seat)),
        _ => Err(Refusal::NotRemote(seat)),
    }
}

/// A move of `seat` from a device seated there, made on the table as it stands.
fn check_move<G: SavedGame>(
    table: &Seating<G>,
    seated: Option<Seat>,
    (seat, token, turn): (Seat, u64, usize),
) -> Result<(), Refusal> {
    check_token(table, seat, token)?;
    if seated != Some(seat) {
        return Err(Refusal::NotSeated(seat));
    }
    let now = table.session.record().turns.len();
    if turn != now {
        return Err(Refusal::Stale { sent: turn, now });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::protocol::{decode, encode};
    use crate::seats::seats_of;
    use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
    use tablee_rules::{SeededRng, Session, Strength};

    const TOKEN: u64 = 0x7ab1e;
    const GUEST: Seat = Seat(1);

    /// A Casbah table: the host's human at seat 0, a guest at seat 1, a computer at seat 2.
    fn table(seed: u64) -> Seating<Casbah> {
        let players = seats_of(&[
            SeatKind::Human,
            SeatKind::Remote(TOKEN),
            SeatKind::Computer(Strength::Quick),
        ]);
        let session = Session::new(CasbahSetup::new(Size::new(6, 6), 3), seed).unwrap();
        Seating::new("t", players, session)
    }

    fn act(seat: Seat, token: u64, turn: usize, action: &impl serde::Serialize) -> Message {
        Message::Act {
            seat,
            token,
            turn,
            action: serde_json::to_value(action).unwrap(),
        }
    }

    #[test]
    fn a_guest_sits_with_its_token_only_and_its_name_is_trimmed() {
        let t = table(1);
        let sit = |seat, token, name: &str| Message::Sit {
            seat,
            token,
            name: name.into(),
        };
        assert_eq!(
            judge(&t, None, sit(GUEST, TOKEN, "  Zoé  ")),
            Ok(Verdict::Sit {
                seat: GUEST,
                name: Some("Zoé".into())
            })
        );
        assert_eq!(
            judge(&t, None, sit(GUEST, TOKEN, " ")),
            Ok(Verdict::Sit {
                seat: GUEST,
                name: None
            })
        );
        assert_eq!(
            judge(&t, None, sit(GUEST, TOKEN + 1, "Zoé")),
            Err(Refusal::WrongToken(GUEST))
        );
        assert_eq!(
            judge(&t, None, sit(Seat(0), TOKEN, "Zoé")),
            Err(Refusal::NotRemote(Seat(0)))
        );
        assert_eq!(
            judge(&t, None, sit(Seat(9), TOKEN, "Zoé")),
            Err(Refusal::NotRemote(Seat(9)))
        );
    }

    #[test]
    fn a_guest_plays_only_its_own_legal_move_on_the_table_as_it_stands() {
        let mut t = table(2);
        // Seat 0 picks first: the guest waits.
        let first = t.game().legal_actions()[0].clone();
        assert_eq!(
            judge(&t, Some(GUEST), act(GUEST, TOKEN, 0, &first)),
            Err(Refusal::NotToMove(GUEST))
        );
        t.session.play(first).unwrap();
        let mine = t.game().legal_actions()[0].clone();
        assert_eq!(
            judge(&t, None, act(GUEST, TOKEN, 1, &mine)),
            Err(Refusal::NotSeated(GUEST))
        );
        assert_eq!(
            judge(&t, Some(GUEST), act(GUEST, TOKEN, 0, &mine)),
            Err(Refusal::Stale { sent: 0, now: 1 })
        );
        assert_eq!(
            judge(&t, Some(GUEST), act(GUEST, 0, 1, &mine)),
            Err(Refusal::WrongToken(GUEST))
        );
        assert!(matches!(
            judge(&t, Some(GUEST), act(GUEST, TOKEN, 1, &"Shout")),
            Err(Refusal::NotAnAction(_))
        ));
        // A pick of a tile already taken: the engine's refusal.
        let taken = act(GUEST, TOKEN, 1, &t.session.record().turns[0].action);
        assert!(matches!(
            judge(&t, Some(GUEST), taken),
            Err(Refusal::Illegal(_))
        ));
        assert_eq!(
            judge(&t, Some(GUEST), act(GUEST, TOKEN, 1, &mine)),
            Ok(Verdict::Play(mine))
        );
    }

    #[test]
    fn a_guest_undoes_only_its_own_moves_before_the_next_seat_acts() {
        let mut t = table(3);
        let undo = |turn| Message::Undo {
            seat: GUEST,
            token: TOKEN,
            turn,
        };
        let play_first = |t: &mut Seating<Casbah>| {
            let a = t.game().legal_actions()[0].clone();
            t.session.play(a).unwrap();
        };
        play_first(&mut t);
        assert_eq!(
            judge(&t, Some(GUEST), undo(1)),
            Err(Refusal::CannotUndo(GUEST))
        );
        play_first(&mut t);
        assert_eq!(judge(&t, Some(GUEST), undo(2)), Ok(Verdict::Undo(GUEST)));
        // The computer at seat 2 has answered: too late.
        play_first(&mut t);
        assert_eq!(
            judge(&t, Some(GUEST), undo(3)),
            Err(Refusal::CannotUndo(GUEST))
        );
    }

    #[test]
    fn host_messages_are_not_taken_from_a_guest() {
        let t = table(4);
        for m in [
            Message::Follow,
            Message::Refused("no".into()),
            Message::Seen {
                players: vec![],
                session: serde_json::Value::Null,
                present: vec![],
            },
        ] {
            assert_eq!(judge(&t, Some(GUEST), m), Err(Refusal::NotForHost));
        }
    }

    /// One message of a fuzzed guest stream, as bytes: real moves of any seat for any turn with
    /// right or wrong tokens, undos, sits, host messages, and their bytes mangled.
    fn fuzzed(t: &Seating<Casbah>, rng: &mut SeededRng) -> Vec<u8> {
        let seat = *rng
            .choose(&[GUEST, GUEST, Seat(0), Seat(2), Seat(7)])
            .unwrap();
        let token = *rng.choose(&[TOKEN, TOKEN, 0, TOKEN ^ 1]).unwrap();
        let now = t.session.record().turns.len();
        let turn = *rng
            .choose(&[now, now, now, now.saturating_sub(1), now + 1])
            .unwrap();
        let message = match rng.below(6) {
            0 => Message::Sit {
                seat,
                token,
                name: "x".into(),
            },
            1 | 2 => Message::Undo { seat, token, turn },
            3 => Message::Follow,
            _ => {
                let legal = t.game().legal_actions();
                let action = match rng.choose(&legal) {
                    Some(a) if rng.below(3) > 0 => a.clone(),
                    // A move of the record, long since played.
                    _ => match t.session.record().turns.first() {
                        Some(first) => first.action.clone(),
                        None => return b"{}".to_vec(),
                    },
                };
                act(seat, token, turn, &action)
            }
        };
        let mut bytes = encode("t", &message).to_vec();
        if rng.below(6) == 0 && !bytes.is_empty() {
            let at = rng.below(bytes.len());
            bytes[at] = *rng.choose(&[b'"', b'}', b'0', 0xff]).unwrap();
        }
        bytes
    }

    /// A fuzzed stream of a guest's messages, between the host's own moves and its computer's,
    /// never changes the game but through a legal action of the guest's seat (or its undo of its
    /// own moves); everything else is refused and changes nothing.
    #[test]
    fn a_fuzzed_guest_stream_changes_the_game_only_through_its_own_legal_moves() {
        let (mut played, mut undone, mut refused) = (0, 0, 0);
        for seed in 0..40u64 {
            let mut t = table(seed);
            let mut rng = SeededRng::new(seed ^ 0xf022);
            let mut seated = None;
            for _ in 0..300 {
                if t.game().is_over() {
                    break;
                }
                // The host's human and its computer play their own turns.
                if t.game().to_move() != Some(GUEST) && rng.below(4) == 0 {
                    let a = rng.choose(&t.game().legal_actions()).unwrap().clone();
                    t.session.play(a).unwrap();
                    continue;
                }
                let before = t.session.clone();
                let verdict = decode("t", &fuzzed(&t, &mut rng)).and_then(|m| judge(&t, seated, m));
                match verdict {
                    Ok(Verdict::Sit { seat, .. }) => {
                        assert_eq!(seat, GUEST);
                        seated = Some(seat);
                    }
                    Ok(Verdict::Play(action)) => {
                        assert_eq!(t.game().to_move(), Some(GUEST));
                        assert!(t.game().legal_actions().contains(&action));
                        t.session.play(action).unwrap();
                        played += 1;
                    }
                    Ok(Verdict::Undo(seat)) => {
                        assert_eq!(seat, GUEST);
                        let turns = &t.session.record().turns;
                        let from = turns.iter().rposition(|x| x.seat == GUEST).unwrap();
                        assert!(turns[from..].iter().all(|x| x.seat == GUEST));
                        assert!(t.session.undo(seat));
                        undone += 1;
                    }
                    Err(_) => {
                        assert!(t.session == before, "a refused message changed the game");
                        refused += 1;
                    }
                }
            }
        }
        // The stream reached every verdict, many times.
        assert!(
            played > 100 && undone > 5 && refused > 1000,
            "{played} {undone} {refused}"
        );
    }
}

//! The state of a Capt'n Clever screen and the messages that change it (a Yew reducer). The engine
//! decides every rule; this remembers the piece held, the keyboard cursor and the private moment
//! on screen.

use std::rc::Rc;

use tablee_rules::captn::{Captn, CaptnAction, CaptnError, Phase};
use tablee_rules::{Dir, Game, Seat, Strength};
use yew::prelude::*;

use super::sea::{Geometry, Spot};
use crate::curtain::Privacy;
use crate::game_kind::GameKind;
use crate::seats::{self, PlayerConfig};
use crate::storage::{self, Options, Unit};
use crate::table::{Seating, TableMsg, TableState};

/// The private moments of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// One's turn, played with one's secret target in sight: the curtain before it is the only
    /// one of the turn (the next player's, or the chooser's after a find, closes it).
    Turn,
    /// Choosing the next target of the player one holds the cards of.
    Choose,
}

/// A piece of one's own the player can pick up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Ship,
    Captain,
}

#[derive(Clone, PartialEq)]
pub struct Play {
    pub seating: Seating<Captn>,
    pub held: Option<Piece>,
    pub hover: Option<Spot>,
    /// The keyboard's spot while a piece is held.
    pub cursor: Option<Spot>,
    /// Why the last drop was refused: every rule it broke.
    pub refusal: Vec<CaptnError>,
    pub privacy: Privacy<Moment>,
    /// A human whose last move ended his turn in the engine (both pieces moved), until he says
    /// "End the turn": till then he may take his moves back, and the next seat waits.
    pub ending: Option<Seat>,
}

#[derive(Clone)]
pub enum Msg {
    Hold(Piece),
    Release,
    Hover(Option<Spot>),
    /// The held piece dropped or tapped onto a spot.
    DropOn(Spot),
    /// Arrow keys: the cursor to the next spot that way.
    MoveCursor(Dir),
    /// Enter: the held piece onto the cursor's spot.
    DropAtCursor,
    /// An action from a button, a private panel or a computer player.
    Act(CaptnAction),
    Confirm,
    /// The human whose moves ended his turn lets it pass.
    FinishTurn,
    Undo,
    Redo,
    /// What the shared table says (a table across devices).
    Table(TableMsg<Captn>),
}

impl storage::SavedGame for Captn {
    const KIND: GameKind = GameKind::CaptnClever;

    /// Islands are named by their treasures, from the save's own sea.
    fn refusal(
        e: &CaptnError,
        setup: &tablee_rules::captn::CaptnSetup,
        players: &[PlayerConfig],
        l: crate::i18n::Lang,
    ) -> String {
        match tablee_rules::captn::BoardMap::of_layout(setup.sea) {
            Ok(board) => super::text::error_text(e, &board, players, l),
            Err(_) => l
                .t(
                    "The board data is broken.",
                    "Les données du plateau sont abîmées.",
                )
                .into(),
        }
    }

    /// Base game or variant, and the treasures each seat has found.
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>) {
        let found = (0..self.seats())
            .map(|s| self.found(Seat(s)).len() as i64)
            .collect();
        (
            Options::Variant(self.setup().variant),
            Some((Unit::Treasures, found)),
        )
    }
}

impl From<Seating<Captn>> for Play {
    fn from(seating: Seating<Captn>) -> Play {
        let mut play = Play {
            seating,
            held: None,
            hover: None,
            cursor: None,
            refusal: Vec::new(),
            privacy: Privacy::Table,
            ending: None,
        };
        play.privacy = play.privacy.follow(play.due(), play.curtains());
        play
    }
}

impl Play {
    pub fn game(&self) -> &Captn {
        self.seating.game()
    }

    pub fn curtains(&self) -> bool {
        seats::humans(&self.seating.players).len() > 1
    }

    /// The private moment the game waits for now, if any.
    pub fn due(&self) -> Option<(Seat, Moment)> {
        if let Some(seat) = self.ending {
            return self.curtains().then_some((seat, Moment::Turn));
        }
        let game = self.game();
        let seat = game.to_move()?;
        if let Phase::Choosing { .. } = game.phase() {
            return self
                .seating
                .is_human(seat)
                .then_some((seat, Moment::Choose));
        }
        let turn = matches!(game.phase(), Phase::Turn { .. }) && self.seating.is_human(seat);
        (self.curtains() && turn).then_some((seat, Moment::Turn))
    }

    /// The computer to move and its strength, while the table is on screen (never under a
    /// private moment).
    pub fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        self.seating.computer_to_move(
            self.privacy == Privacy::Table && self.due().is_none() && self.ending.is_none(),
        )
    }

    /// Whose undo the Undo button is: the human ending his turn takes back his own moves of it;
    /// otherwise [`seats::undo_seat_behind_curtains`].
    pub fn undo_seat(&self) -> Option<Seat> {
        match self.ending {
            Some(seat) => self
                .seating
                .session
                .can_undo_only(seat, |_| false)
                .then_some(seat),
            None => seats::undo_seat_behind_curtains(&self.seating.players, &self.seating.session),
        }
    }

    /// Whether the human to move may handle his pieces now: on the table, or in his own turn's
    /// private moment; on a guest's device, not while its last move is on its way to the host
    /// nor while the host is gone ([`Seating::human_to_move`]).
    pub fn can_handle(&self) -> bool {
        let to_move = self.seating.human_to_move();
        self.ending.is_none()
            && matches!(self.game().phase(), Phase::Placing | Phase::Turn { .. })
            && to_move.is_some()
            && match self.privacy {
                Privacy::Table => true,
                Privacy::Open(s, Moment::Turn) => Some(s) == to_move,
                _ => false,
            }
    }

    /// Where a piece of the player to move lies now, if it is on the sea.
    fn spot_of(&self, piece: Piece) -> Option<Spot> {
        let sea = self.game().sea();
        let seat = sea.turn();
        match piece {
            Piece::Ship => sea.ship(seat).map(Spot::Lane),
            Piece::Captain => sea.captain(seat).map(Spot::Island),
        }
    }

    /// Where the keyboard cursor starts for a piece: on the legal spot nearest to where it lies
    /// (the first one while placing), else where it lies.
    fn first_spot(&self, piece: Piece) -> Option<Spot> {
        let sea = self.game().sea();
        let legal: Vec<Spot> = match piece {
            Piece::Ship => sea.ship_options().into_iter().map(Spot::Lane).collect(),
            Piece::Captain => sea
                .captain_options()
                .into_iter()
                .map(Spot::Island)
                .collect(),
        };
        let here = self.spot_of(piece);
        match here {
            Some(at) => Geometry::of(sea.board()).nearest(at, &legal).or(Some(at)),
            None => legal.first().copied(),
        }
    }

    fn act(&mut self, action: CaptnAction) {
        let mover = self.human_in_turn();
        let ends_by_itself = action != CaptnAction::EndTurn;
        match self.seating.play(action) {
            Ok(_) => {
                self.held = None;
                self.refusal.clear();
                if ends_by_itself {
                    self.hold_turn_end(mover);
                }
            }
            Err(e) => self.refusal = vec![e],
        }
    }

    /// The human playing a turn now, if any.
    fn human_in_turn(&self) -> Option<Seat> {
        let seat = self.game().to_move()?;
        (matches!(self.game().phase(), Phase::Turn { .. }) && self.seating.is_human(seat))
            .then_some(seat)
    }

    /// After a move of `mover`'s turn: if it ended the turn by itself (nothing left to move) and
    /// the game goes on, the turn waits for his "End the turn", as the rulebook's "then end the
    /// turn" says and as the button he pressed otherwise. Not when the seat to move now plays on
    /// another device: its screen already shows its turn (it is sent the engine's table), so the
    /// turn passes at once, and the mover's moves stay his to take back until that seat acts.
    fn hold_turn_end(&mut self, mover: Option<Seat>) {
        let Some(seat) = mover else { return };
        let game = self.game();
        let next_elsewhere = game
            .to_move()
            .is_some_and(|s| seats::is_remote(&self.seating.players, s));
        if !game.is_over() && self.human_in_turn() != Some(seat) && !next_elsewhere {
            self.ending = Some(seat);
        }
    }

    /// The action a drop means: placing while setting up, moving during a turn. The engine then
    /// says whether it is legal, with every reason when it is not; a refused piece stays in hand,
    /// so the player can try another spot. Dropped back where it lies, it is simply put down.
    fn drop_on(&mut self, spot: Spot) {
        let Some(piece) = self.held else { return };
        if self.spot_of(piece) == Some(spot) {
            self.held = None;
            self.refusal.clear();
            return;
        }
        let placing = self.game().phase() == Phase::Placing;
        let table = self.game().table_view();
        let (action, errors) = match (piece, spot) {
            (Piece::Ship, Spot::Lane(position)) => (
                if placing {
                    CaptnAction::PlaceShip { position }
                } else {
                    CaptnAction::MoveShip { position }
                },
                table.ship_errors(position),
            ),
            (Piece::Captain, Spot::Island(island)) => (
                if placing {
                    CaptnAction::PlaceCaptain { island }
                } else {
                    CaptnAction::MoveCaptain { island }
                },
                table.captain_errors(island),
            ),
            _ => return,
        };
        self.cursor = Some(spot);
        if errors.is_empty() {
            self.act(action);
        } else {
            self.refusal = errors;
        }
    }
}

impl TableState for Play {
    type Game = Captn;

    fn seating(&self) -> &Seating<Captn> {
        &self.seating
    }

    fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        Play::computer_to_move(self)
    }
}

impl From<TableMsg<Captn>> for Msg {
    fn from(msg: TableMsg<Captn>) -> Msg {
        Msg::Table(msg)
    }
}

impl From<CaptnAction> for Msg {
    fn from(action: CaptnAction) -> Msg {
        Msg::Act(action)
    }
}

impl Reducible for Play {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Table(m) => next.seating.take(m),
            Msg::Hold(piece) => {
                if next.can_handle() {
                    if next.held != Some(piece) {
                        next.cursor = next.first_spot(piece);
                    }
                    next.held = Some(piece);
                    next.refusal.clear();
                }
            }
            Msg::Release => {
                next.held = None;
                next.refusal.clear();
            }
            Msg::Hover(s) => next.hover = s,
            Msg::DropOn(spot) => next.drop_on(spot),
            Msg::MoveCursor(dir) => {
                if next.held.is_some() {
                    let geometry = Geometry::of(next.game().board());
                    next.cursor = next.cursor.map(|c| geometry.step(c, dir));
                }
            }
            Msg::DropAtCursor => {
                if let Some(spot) = next.cursor {
                    next.drop_on(spot);
                }
            }
            // A guest's device plays nothing while its last move is on its way or its host is
            // gone (a card given meanwhile would go nowhere).
            Msg::Act(_)
                if next.seating.guest.is_some() && next.seating.human_to_move().is_none() => {}
            Msg::Act(a) => next.act(a),
            Msg::Confirm => next.privacy = next.privacy.confirm(),
            Msg::FinishTurn => next.ending = None,
            Msg::Undo => {
                if let Some(seat) = next.undo_seat() {
                    next.seating.undo(seat);
                    next.held = None;
                    next.refusal.clear();
                    next.ending = None;
                }
            }
            Msg::Redo => {
                let mover = next.human_in_turn();
                if next.seating.session.redo() {
                    next.hold_turn_end(mover);
                }
            }
        }
        let before = next.privacy;
        next.privacy = next.privacy.follow(next.due(), next.curtains());
        // A chooser whose own turn comes next (always so with two players) keeps the device: no
        // curtain between his two moments, the cards he held have left the page.
        if let (Privacy::Open(s, Moment::Choose), Privacy::Curtain(Some((t, Moment::Turn)))) =
            (before, next.privacy)
            && s == t
        {
            next.privacy = next.privacy.confirm();
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::SeatKind;
    use tablee_rules::Session;
    use tablee_rules::captn::CaptnSetup;

    /// A table of people only, named in seat order.
    fn humans(names: &[&str]) -> Vec<PlayerConfig> {
        names
            .iter()
            .enumerate()
            .map(|(i, n)| PlayerConfig {
                name: (*n).into(),
                colour: i,
                kind: SeatKind::Human,
            })
            .collect()
    }

    fn three_humans() -> Rc<Play> {
        let players = humans(&["Ann", "Bob", "Cy"]);
        let session = Session::new(CaptnSetup::new(3, false), 7).unwrap();
        Rc::new(Play::from(Seating::new("t", players, session)))
    }

    fn send(play: Rc<Play>, msg: Msg) -> Rc<Play> {
        play.reduce(msg)
    }

    /// Places every piece and makes the opening choices, confirming each curtain.
    fn to_first_turn(mut play: Rc<Play>) -> Rc<Play> {
        while play.game().to_move().is_some() && !matches!(play.game().phase(), Phase::Turn { .. })
        {
            if play.privacy.is_curtain() {
                play = send(play, Msg::Confirm);
                continue;
            }
            let action = play.game().legal_actions()[0];
            play = send(play, Msg::Act(action));
        }
        play
    }

    #[test]
    fn a_turn_is_one_private_moment_with_one_curtain_before_it() {
        let play = to_first_turn(three_humans());
        assert_eq!(
            play.privacy,
            Privacy::Curtain(Some((Seat(0), Moment::Turn)))
        );
        assert!(!play.can_handle());
        let play = send(play, Msg::Confirm);
        assert_eq!(play.privacy, Privacy::Open(Seat(0), Moment::Turn));
        assert!(play.can_handle());
        // Playing the turn to its end hands the device straight to the next player (or to the
        // chooser after a find): no curtain back to the table in between.
        let mut play = play;
        while play.game().to_move() == Some(Seat(0)) {
            let action = play.game().legal_actions()[0];
            play = send(play, Msg::Act(action));
        }
        if play.ending.is_some() {
            play = send(play, Msg::FinishTurn);
        }
        let next = play.game().to_move().unwrap();
        assert!(matches!(play.privacy, Privacy::Curtain(Some((s, _))) if s == next));
    }

    /// Moves the pieces of the human to move until the engine ends his turn by itself.
    fn move_both(mut play: Rc<Play>) -> Rc<Play> {
        let seat = play.human_in_turn().expect("a human's turn");
        while play.human_in_turn() == Some(seat) {
            let action = play
                .game()
                .legal_actions()
                .into_iter()
                .find(|a| {
                    matches!(
                        a,
                        CaptnAction::MoveShip { .. } | CaptnAction::MoveCaptain { .. }
                    )
                })
                .expect("a piece to move");
            play = send(play, Msg::Act(action));
        }
        play
    }

    #[test]
    fn a_turn_that_ends_by_itself_waits_for_end_the_turn_and_can_be_taken_back() {
        let players = vec![
            humans(&["Ann"]).remove(0),
            PlayerConfig {
                name: "Bot".into(),
                colour: 1,
                kind: SeatKind::Computer(Strength::Quick),
            },
        ];
        let session = Session::new(CaptnSetup::new(2, false), 7).unwrap();
        let mut play = Rc::new(Play::from(Seating::new("t", players, session)));
        // To Ann's first turn, the computer's moves played for it.
        while play.game().to_move().is_some() && play.human_in_turn() != Some(Seat(0)) {
            let action = play.game().legal_actions()[0];
            play = send(play, Msg::Act(action));
        }
        let start = play.game().clone();
        let play = move_both(play);
        // Both pieces moved: the engine has passed the turn, the table waits for Ann.
        assert_ne!(play.game().to_move(), Some(Seat(0)));
        assert_eq!(play.ending, Some(Seat(0)));
        assert_eq!(play.computer_to_move(), None);
        assert!(!play.can_handle());
        assert_eq!(play.undo_seat(), Some(Seat(0)));
        // Undo takes her last move back and her turn goes on.
        let undone = send(play.clone(), Msg::Undo);
        assert_eq!(undone.ending, None);
        assert_eq!(undone.human_in_turn(), Some(Seat(0)));
        assert!(undone.can_handle());
        let mut undone = undone;
        while undone.game() != &start {
            let seat = undone.undo_seat();
            assert_eq!(seat, Some(Seat(0)), "only Ann's own moves go back");
            undone = send(undone, Msg::Undo);
        }
        // "End the turn": the computer plays, and Ann's turn is no longer hers to take back.
        let ended = send(play, Msg::FinishTurn);
        assert_eq!(ended.ending, None);
        assert!(ended.computer_to_move().is_some());
    }

    #[test]
    fn a_turn_ended_before_a_seat_on_another_device_passes_at_once_and_stays_undoable_until_it_acts()
     {
        let players = vec![
            humans(&["Ann"]).remove(0),
            PlayerConfig {
                name: "Zoé".into(),
                colour: 1,
                kind: SeatKind::Remote(41),
            },
        ];
        let session = Session::new(CaptnSetup::new(2, false), 7).unwrap();
        let mut play = Rc::new(Play::from(Seating::new("t", players, session)));
        // To Ann's first turn, Zoé's moves played as the host plays a guest's (`Msg::Act`).
        while play.game().to_move().is_some() && play.human_in_turn() != Some(Seat(0)) {
            let action = play.game().legal_actions()[0];
            play = send(play, Msg::Act(action));
        }
        let play = move_both(play);
        // Zoé's phone shows her turn already: the host does not hold Ann's, which Ann may still
        // take back.
        assert_eq!(play.game().to_move(), Some(Seat(1)));
        assert_eq!(play.ending, None);
        assert_eq!(play.undo_seat(), Some(Seat(0)));
        // Once Zoé has acted, Ann's turn is no longer hers to take back.
        let action = play.game().legal_actions()[0];
        let answered = send(play, Msg::Act(action));
        assert_eq!(answered.ending, None);
        assert_eq!(answered.undo_seat(), None);
    }

    /// Zoé's phone at Ann's table after each of 200 moves played there: only Zoé's own
    /// moments open (never Ann's, whose secrets the phone does not hold), nothing is held back
    /// for an "End the turn" the host does not wait for, and a move only asks the host, once, and
    /// never while the host is gone.
    #[test]
    fn a_guest_s_screen_opens_its_own_seat_s_moments_only_and_never_holds_the_turn() {
        let zoe = Seat(1);
        let guest_players = vec![
            PlayerConfig {
                name: "Ann".into(),
                colour: 0,
                kind: SeatKind::Remote(0),
            },
            humans(&["Zoé"]).remove(0),
        ];
        let mut host: Session<Captn> = Session::new(CaptnSetup::new(2, false), 11).unwrap();
        let mut opened = Vec::new();
        for _ in 0..200 {
            let Some(to_move) = host.game().to_move() else {
                break;
            };
            let session = Session::from_seen(host.seen_by(zoe)).unwrap();
            let mut seating = Seating::new("t", guest_players.clone(), session);
            seating.guest = Some(crate::table::Guest {
                seat: zoe,
                token: 5,
                asked: None,
                host_here: true,
            });
            let phone = Rc::new(Play::from(seating));
            assert!(phone.privacy.open().is_none_or(|(s, _)| s == zoe));
            assert!(!phone.privacy.is_curtain());
            opened.extend(phone.privacy.open());
            let action = host.game().legal_actions()[0];
            if to_move == zoe {
                let asked = send(phone.clone(), Msg::Act(action));
                assert_eq!(
                    asked.game(),
                    phone.game(),
                    "the phone's table waits for the host"
                );
                assert_eq!(asked.ending, None);
                // Till the host answers, no piece is picked up; while it is gone, nothing is played.
                assert!(!asked.can_handle());
                let mut gone = (*phone).clone();
                gone.seating.take(TableMsg::HostHere(false));
                let gone = send(Rc::new(gone), Msg::Act(action));
                assert!(
                    gone.seating
                        .guest
                        .as_ref()
                        .is_some_and(|g| g.asked.is_none())
                );
                assert!(!gone.can_handle());
            }
            host.play(action).unwrap();
        }
        assert!(
            opened.contains(&(zoe, Moment::Choose)),
            "Zoé chose Ann's cards"
        );
    }

    #[test]
    fn a_refused_spot_keeps_the_piece_in_hand_with_its_reasons() {
        let play = send(to_first_turn(three_humans()), Msg::Confirm);
        let play = send(play, Msg::Hold(Piece::Captain));
        assert_eq!(play.held, Some(Piece::Captain));
        // The cursor starts on an island the captain may reach.
        let own = play.game().sea().captain(Seat(0)).unwrap();
        let options = play.game().sea().captain_options();
        assert!(matches!(play.cursor, Some(Spot::Island(i)) if options.contains(&i)));
        let taken = (0..3)
            .filter_map(|s| play.game().sea().captain(Seat(s)))
            .find(|i| *i != own)
            .unwrap();
        let turns = play.seating.session.record().turns.len();
        let play = send(play, Msg::DropOn(Spot::Island(taken)));
        assert_eq!(play.held, Some(Piece::Captain));
        assert!(
            play.refusal
                .iter()
                .any(|e| matches!(e, CaptnError::IslandOccupied { .. }))
        );
        assert_eq!(play.seating.session.record().turns.len(), turns);
        let play = send(play, Msg::Release);
        assert_eq!(play.held, None);
        assert!(play.refusal.is_empty());
    }

    #[test]
    fn the_keyboard_cursor_moves_and_places_the_held_piece() {
        let play = send(to_first_turn(three_humans()), Msg::Confirm);
        let before = play.seating.session.record().turns.len();
        let options = play.game().sea().captain_options();
        assert!(!options.is_empty());
        // Arrows from the captain's island reach one he may sail to (a breadth-first walk over
        // the islands the cursor visits).
        let held = send(play, Msg::Hold(Piece::Captain));
        let moved: Vec<Rc<Play>> = Dir::ALL
            .iter()
            .map(|d| send(held.clone(), Msg::MoveCursor(*d)))
            .filter(|p| p.cursor != held.cursor)
            .collect();
        assert!(!moved.is_empty(), "some arrow moves the cursor");
        let mut seen = Vec::new();
        let mut queue: std::collections::VecDeque<Rc<Play>> = moved.into_iter().collect();
        let reached = loop {
            let here = queue
                .pop_front()
                .expect("an island reachable by the arrows");
            let Some(Spot::Island(i)) = here.cursor else {
                panic!("a captain's cursor is on an island")
            };
            if options.contains(&i) {
                break here;
            }
            for dir in Dir::ALL {
                let next = send(here.clone(), Msg::MoveCursor(dir));
                if !seen.contains(&next.cursor) {
                    seen.push(next.cursor);
                    queue.push_back(next);
                }
            }
        };
        let placed = send(reached, Msg::DropAtCursor);
        assert_eq!(placed.seating.session.record().turns.len(), before + 1);
        assert_eq!(placed.held, None);
    }

    #[test]
    fn a_chooser_whose_turn_comes_next_goes_on_without_a_curtain() {
        let players = humans(&["Ann", "Bob"]);
        let session = Session::new(CaptnSetup::new(2, false), 3).unwrap();
        let mut play = Rc::new(Play::from(Seating::new("t", players, session)));
        // Placing, then Bob chooses Ann's card and Ann Bob's: Ann, who chose last, plays first.
        let mut curtains = Vec::new();
        while !matches!(play.game().phase(), Phase::Turn { .. }) {
            if let Privacy::Curtain(to) = play.privacy {
                curtains.push(to);
                play = send(play, Msg::Confirm);
                continue;
            }
            let action = play.game().legal_actions()[0];
            play = send(play, Msg::Act(action));
        }
        assert_eq!(
            curtains,
            vec![
                Some((Seat(1), Moment::Choose)),
                Some((Seat(0), Moment::Choose))
            ]
        );
        assert_eq!(play.privacy, Privacy::Open(Seat(0), Moment::Turn));
        assert!(play.can_handle());
    }
}

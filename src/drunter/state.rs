//! The state of a Drunter & Drüber screen and the messages that change it (a Yew reducer). The
//! engine decides every rule; this remembers what the builder holds, which private moment the
//! screen is in, and who has looked at his goal card.

use std::rc::Rc;

use tablee_rules::drunter::{
    Drunter, DrunterAction, DrunterError, DrunterEvent, DrunterSetup, LayError, Phase, PhaseView,
    TileId,
};
use tablee_rules::{Dir, Game, Pos, Seat, Strength};
use yew::prelude::*;

use crate::curtain::Privacy;
use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig};
use crate::storage::{self, Options, Unit};
use crate::table::{Seating, TableMsg, TableState};

/// The private moments of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// Looking at one's goal card(s).
    Goal,
    /// Choosing inhabitant cards for a toilet vote.
    Vote,
    /// The variant: keeping one of two goal cards.
    Keep,
}

/// Why the last try was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A tile dropped where it cannot go, with every rule it breaks there.
    Lay(Vec<LayError>),
    Rule(DrunterError),
}

#[derive(Clone, PartialEq)]
pub struct Play {
    pub seating: Seating<Drunter>,
    /// The tile the builder holds.
    pub held: Option<TileId>,
    pub hover: Option<Pos>,
    pub cursor: Pos,
    pub refusal: Option<Refusal>,
    pub privacy: Privacy<Moment>,
    /// Who has seen his goal card at the start of the game.
    pub looked: Vec<bool>,
    /// A player who asked to look at their goal card again.
    pub peek: Option<Seat>,
    /// How many vote results the table has dismissed: a newer one stays on screen, and the game
    /// waits, until somebody presses Continue.
    pub dismissed_votes: usize,
    /// A lay over a toilet waiting for the builder to confirm that it starts a vote.
    pub confirm: Option<DrunterAction>,
    /// A human seat whose turn was passed for them, having no tile that could be laid.
    pub passed: Option<Seat>,
}

#[derive(Clone)]
pub enum Msg {
    Hold(TileId),
    Release,
    Hover(Option<Pos>),
    MoveCursor(Dir),
    /// Drop or tap the held tile on a cell.
    LayAt(Pos),
    LayAtCursor,
    /// An action from a button, a private panel or a computer player.
    Act(DrunterAction),
    /// The person named on the curtain holds the device.
    Confirm,
    /// A player asks to look at his goal card.
    Peek(Seat),
    /// Done looking at one's goal card.
    Looked(Seat),
    /// Lay the tile waiting for confirmation: the vote starts.
    ConfirmLay,
    /// Do not lay it after all: the tile goes back to the hand.
    CancelLay,
    /// The builder takes back a tile put to the vote, before any ballot.
    TakeBack,
    /// The table has seen the vote's result.
    DismissReveal,
    Undo,
    Redo,
    /// What the shared table says (a table across devices).
    Table(TableMsg<Drunter>),
}

impl storage::SavedGame for Drunter {
    const KIND: GameKind = GameKind::Drunter;

    fn refusal(e: &DrunterError, _: &DrunterSetup, _: &[PlayerConfig], l: Lang) -> String {
        super::text::error_text(e, l)
    }

    /// Base game or variant; the scores only once the game is over (they depend on secret goals).
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>) {
        let scores = self.is_over().then(|| {
            let mut points = vec![0; usize::from(self.seats())];
            for line in self.scores() {
                if let Some(p) = points.get_mut(line.seat.index()) {
                    *p = i64::from(line.total);
                }
            }
            (Unit::Points, points)
        });
        (Options::Variant(self.setup().variant), scores)
    }
}

impl From<Seating<Drunter>> for Play {
    fn from(seating: Seating<Drunter>) -> Play {
        let session = &seating.session;
        let seats = usize::from(session.game().seats());
        // A game under way was looked at when it started; a new one starts with everybody's look.
        let started = !session.record().turns.is_empty();
        // A reopened game shows no old result again.
        let dismissed_votes = votes_counted(session.events());
        let mut play = Play {
            seating,
            looked: (0..seats).map(|_| started).collect(),
            held: None,
            hover: None,
            cursor: Pos::new(0, 0),
            refusal: None,
            privacy: Privacy::Table,
            peek: None,
            dismissed_votes,
            confirm: None,
            passed: None,
        };
        play.privacy = play.privacy.follow(play.due(), play.curtains());
        play
    }
}

impl Play {
    /// Whether a vote's result is on screen, waiting to be dismissed. A table of computers only
    /// has nobody to dismiss it: the result goes to the log and the game goes on.
    pub fn reveal_shown(&self) -> bool {
        !crate::seats::humans(&self.seating.players).is_empty()
            && votes_counted(self.seating.session.events()) > self.dismissed_votes
    }

    /// The same table, its opening looks at the goal cards taken by `seen` already (a reload
    /// during the opening resumes at the player who was looking). Once the game is under way
    /// every look is taken anyway.
    pub fn with_looks(mut self, seen: &[Seat]) -> Play {
        for seat in seen {
            if let Some(look) = self.looked.get_mut(seat.index()) {
                *look = true;
            }
        }
        self.privacy = Privacy::Table.follow(self.due(), self.curtains());
        self
    }

    /// The seats that have taken their opening look.
    pub fn looks_taken(&self) -> Vec<Seat> {
        self.looked
            .iter()
            .enumerate()
            .filter(|(_, looked)| **looked)
            .map(|(i, _)| Seat(i as u8))
            .collect()
    }

    pub fn game(&self) -> &Drunter {
        self.seating.game()
    }

    pub fn humans(&self) -> Vec<Seat> {
        seats::humans(&self.seating.players)
    }

    /// Curtains are needed when at least two people share the device.
    pub fn curtains(&self) -> bool {
        self.humans().len() > 1
    }

    /// The private moment the game waits for now, if any.
    pub fn due(&self) -> Option<(Seat, Moment)> {
        let game = self.game();
        if game.is_over() {
            return None;
        }
        if self.curtains() {
            let first_look = self
                .humans()
                .into_iter()
                .find(|s| !self.looked.get(s.index()).copied().unwrap_or(true));
            if let Some(seat) = first_look.or(self.peek) {
                return Some((seat, Moment::Goal));
            }
        }
        // Not while a guest's choice is on its way to the host: its panel closes at once.
        let seat = self.seating.human_to_move()?;
        match game.phase() {
            Phase::Vote {
                revealed: false, ..
            } => Some((seat, Moment::Vote)),
            Phase::Keep { .. } => Some((seat, Moment::Keep)),
            _ => None,
        }
    }

    /// The computer to move and its strength, while the table is on screen (never under a
    /// private moment).
    pub fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        // A computer's ballot is secret and shows nothing: it is cast under the curtain that
        // ends a human voter's moment, so a computer voting between two humans costs them no
        // trip to the table and back (one curtain, not three screens).
        let free = match self.privacy {
            Privacy::Table => true,
            Privacy::Curtain(None) => matches!(
                self.game().phase(),
                Phase::Vote {
                    revealed: false,
                    ..
                }
            ),
            _ => false,
        };
        self.seating
            .computer_to_move(free && self.due().is_none() && !self.reveal_shown())
    }

    /// Plays an action; a refusal is kept to be explained, the game unchanged.
    fn act(&mut self, action: DrunterAction) {
        match self.seating.play(action) {
            Ok(_) => {
                self.held = None;
                self.refusal = None;
                self.confirm = None;
                self.passed = None;
            }
            Err(e) => self.refusal = Some(Refusal::Rule(e)),
        }
    }

    /// A human to build who has no tile that can be laid passes at once, as at the table: the
    /// engine offers them nothing but passing. Not while a result waits to be seen.
    fn pass_if_stuck(&mut self) {
        // Each human seat at most once: the next ones may be stuck too.
        for _ in 0..self.game().seats() {
            // A guest's pass on its way to the host is not asked again.
            let Some(seat) = self.seating.human_to_move() else {
                return;
            };
            if !(self.game().phase() == &Phase::Build
                && !self.reveal_shown()
                && self.game().legal_actions() == vec![DrunterAction::Pass]
                && self.seating.play(DrunterAction::Pass).is_ok())
            {
                return;
            }
            self.held = None;
            self.passed = Some(seat);
        }
    }

    /// Lays the held tile so that it covers `pos`, as the engine aims it.
    fn lay_at(&mut self, pos: Pos) {
        let Some(tile) = self.held else { return };
        self.cursor = pos;
        let table = self.game().table_view();
        match table.aim(tile, pos) {
            // Over a toilet the builder confirms first: the lay starts a vote.
            Ok((path, dir)) if !table.vote_toilets(tile, path, dir).is_empty() => {
                self.confirm = Some(DrunterAction::Lay { tile, path, dir });
                self.refusal = None;
            }
            Ok((path, dir)) => self.act(DrunterAction::Lay { tile, path, dir }),
            Err(reasons) => {
                self.refusal = Some(Refusal::Lay(reasons));
                // The tile goes back to the hand.
                self.held = None;
            }
        }
    }

    /// Whose undo the Undo button is: see [`seats::undo_seat_behind_curtains`].
    pub fn undo_seat(&self) -> Option<Seat> {
        seats::undo_seat_behind_curtains(&self.seating.players, &self.seating.session)
    }

    /// Whether the builder's tiles can be picked up now (on a guest's device, not while its
    /// tile is on its way to the host).
    pub fn can_build(&self) -> bool {
        matches!(self.game().table_view().phase, PhaseView::Build)
            && self.seating.human_to_move().is_some()
            && self.privacy == Privacy::Table
            && !self.reveal_shown()
            && self.confirm.is_none()
    }

    /// The builder of a tile put to the vote, while they may still take it back (no ballot yet).
    pub fn can_take_back(&self) -> Option<Seat> {
        match self.game().phase() {
            Phase::Vote { lay, .. } if self.seating.session.can_undo(lay.seat) => Some(lay.seat),
            _ => None,
        }
    }
}

impl TableState for Play {
    type Game = Drunter;

    fn seating(&self) -> &Seating<Drunter> {
        &self.seating
    }

    fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        Play::computer_to_move(self)
    }
}

impl From<TableMsg<Drunter>> for Msg {
    fn from(msg: TableMsg<Drunter>) -> Msg {
        Msg::Table(msg)
    }
}

impl From<DrunterAction> for Msg {
    fn from(action: DrunterAction) -> Msg {
        Msg::Act(action)
    }
}

impl Reducible for Play {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        let undoing = matches!(msg, Msg::Undo);
        match msg {
            Msg::Table(m) => next.seating.take(m),
            Msg::Hold(tile) => {
                if next.can_build() {
                    next.held = Some(tile);
                    next.refusal = None;
                    // The suggested spot is one that starts no vote, when there is one.
                    let table = next.game().table_view();
                    let spots: Vec<_> = table
                        .legal_lays()
                        .into_iter()
                        .filter(|(t, _, _)| *t == tile)
                        .collect();
                    let spot = spots
                        .iter()
                        .find(|(t, p, d)| table.vote_toilets(*t, *p, *d).is_empty())
                        .or(spots.first())
                        .copied();
                    let first_cell = spot
                        .and_then(|(t, p, d)| {
                            let tile = tablee_rules::drunter::Tile::get(t)?;
                            next.game().town().plan(tile, p, d).ok()
                        })
                        .and_then(|plan| plan.cells.first().copied());
                    if let Some(cell) = first_cell {
                        next.cursor = cell;
                    }
                }
            }
            Msg::Release => {
                next.held = None;
                next.confirm = None;
            }
            Msg::Hover(p) => next.hover = p,
            Msg::MoveCursor(d) => {
                let p = next.cursor.step(d);
                if next.game().town().map().contains(p) {
                    next.cursor = p;
                }
            }
            Msg::LayAt(p) => next.lay_at(p),
            Msg::LayAtCursor => next.lay_at(next.cursor),
            Msg::Act(a) => next.act(a),
            Msg::Confirm => next.privacy = next.privacy.confirm(),
            Msg::Peek(seat) => {
                if next.seating.is_human(seat) && next.privacy == Privacy::Table {
                    next.peek = Some(seat);
                }
            }
            Msg::Looked(seat) => {
                if let Some(l) = next.looked.get_mut(seat.index()) {
                    *l = true;
                }
                if next.peek == Some(seat) {
                    next.peek = None;
                }
            }
            Msg::ConfirmLay => {
                if let Some(lay) = next.confirm.take() {
                    next.act(lay);
                }
            }
            Msg::CancelLay => {
                next.confirm = None;
                next.held = None;
            }
            Msg::TakeBack => {
                if let Some(builder) = next.can_take_back() {
                    next.seating.undo(builder);
                    next.refusal = None;
                }
            }
            Msg::DismissReveal => {
                next.dismissed_votes = votes_counted(next.seating.session.events());
            }
            Msg::Undo => {
                if let Some(seat) = next.undo_seat() {
                    next.seating.undo(seat);
                    next.held = None;
                    next.refusal = None;
                    next.confirm = None;
                    next.passed = None;
                }
            }
            Msg::Redo => {
                next.seating.session.redo();
            }
        }
        // Undo goes back to a turn as it was: it does not pass again for the player.
        if !undoing {
            next.pass_if_stuck();
        }
        next.privacy = next.privacy.follow(next.due(), next.curtains());
        Rc::new(next)
    }
}

/// How many votes have been counted so far.
pub fn votes_counted(events: &[DrunterEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, DrunterEvent::VoteCounted { .. }))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::SeatKind;
    use crate::seats::seats_of as players;
    use tablee_rules::drunter::{Card, DrunterSetup, ai};
    use tablee_rules::{SeededRng, Session, Strength};

    const ALONE: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer(Strength::Quick)];

    fn send(play: Play, msg: Msg) -> Play {
        (*Rc::new(play).reduce(msg)).clone()
    }

    /// A new two-seat game (a human, then a computer) whose human can lay a tile over a toilet or
    /// elsewhere, with the cell to drop it on the toilet.
    fn toilet_start() -> (Play, TileId, Pos) {
        for seed in 0..200 {
            let session = Session::<Drunter>::new(DrunterSetup::new(2, false), seed).unwrap();
            let table = session.game().table_view();
            let spot = table.legal_lays().into_iter().find_map(|(t, p, d)| {
                let toilets = table.vote_toilets(t, p, d);
                let cell = *toilets.first()?;
                // The drop must aim at this very lay, and the tile must fit elsewhere too.
                let calm = table
                    .legal_lays()
                    .into_iter()
                    .any(|(u, q, e)| u == t && table.vote_toilets(u, q, e).is_empty());
                (calm && table.aim(t, cell) == Ok((p, d))).then_some((t, cell))
            });
            if let Some((tile, cell)) = spot {
                return (
                    Play::from(Seating::new("t", players(&ALONE), session)),
                    tile,
                    cell,
                );
            }
        }
        panic!("no seed opens onto a toilet");
    }

    #[test]
    fn a_lay_over_a_toilet_is_confirmed_first_and_its_result_waits_for_continue() {
        let (play, tile, cell) = toilet_start();
        let play = send(play, Msg::Hold(tile));
        // The suggested spot (where the cursor starts) is the one that starts no vote.
        let table = play.game().table_view();
        let (path, dir) = table.aim(tile, play.cursor).unwrap();
        assert_eq!(table.vote_toilets(tile, path, dir), vec![]);
        // Dropped on the toilet: nothing is played yet, the builder is asked.
        let play = send(play, Msg::LayAt(cell));
        assert!(play.confirm.is_some());
        assert!(play.seating.session.record().turns.is_empty());
        assert!(!play.can_build());
        let back = send(play.clone(), Msg::CancelLay);
        assert_eq!((back.confirm.clone(), back.held), (None, None));
        assert!(back.seating.session.record().turns.is_empty());
        // Confirmed: the vote starts; the builder may take the tile back before any ballot.
        let play = send(play, Msg::ConfirmLay);
        assert!(matches!(play.game().phase(), Phase::Vote { .. }));
        assert_eq!(play.can_take_back(), Some(Seat(0)));
        let taken = send(play.clone(), Msg::TakeBack);
        assert_eq!(taken.game().phase(), &Phase::Build);
        assert!(taken.seating.session.record().turns.is_empty());
        // The human votes, the computer answers: the result stays and the computer waits.
        let play = send(
            play,
            Msg::Act(DrunterAction::Vote {
                cards: vec![Card::Abstain],
            }),
        );
        assert_eq!(play.can_take_back(), None, "a ballot is cast");
        let seat = play.game().to_move().unwrap();
        let mut rng = SeededRng::new(1);
        let answer = ai::choose(&play.game().view(seat), Strength::Quick, &mut rng).unwrap();
        let play = send(play, Msg::Act(answer));
        assert!(play.reveal_shown());
        assert_eq!(play.computer_to_move(), None);
        assert!(!play.can_build());
        let play = send(play, Msg::DismissReveal);
        assert!(!play.reveal_shown());
        // A reopened game does not show the old result again.
        let reopened = Play::from(Seating::new(
            "t",
            play.seating.players.clone(),
            play.seating.session.clone(),
        ));
        assert!(!reopened.reveal_shown());
    }

    #[test]
    fn a_guest_s_move_puts_its_hand_and_ballot_away_until_the_host_plays_it() {
        use crate::curtain::Privacy;
        use crate::table::Guest;
        let (host, tile, cell) = toilet_start();
        // The same table on the device of a guest sitting at seat 0 (seat 1, the host's computer).
        let mut seating = host.seating.clone();
        seating.guest = Some(Guest {
            seat: Seat(0),
            token: 7,
            asked: None,
            host_here: true,
        });
        let guest = Play::from(seating);
        let guest = send(guest, Msg::Hold(tile));
        let guest = send(guest, Msg::LayAt(cell));
        let lay = guest
            .confirm
            .clone()
            .expect("a lay over a toilet is confirmed first");
        let guest = send(guest, Msg::ConfirmLay);
        // Sent, not played: the hand is put away meanwhile, nothing can be picked up.
        assert!(guest.seating.session.record().turns.is_empty());
        assert!(!guest.can_build());
        assert_eq!(send(guest.clone(), Msg::Hold(tile)).held, None);
        // The host plays it and sends the table back: the guest votes first, in its panel.
        let mut played = guest.seating.session.clone();
        played.play(lay).unwrap();
        let players = guest.seating.players.clone();
        let guest = send(
            guest,
            Msg::Table(TableMsg::Seen(players.clone(), Box::new(played.clone()))),
        );
        assert_eq!(guest.privacy, Privacy::Open(Seat(0), Moment::Vote));
        // Its ballot sent, the panel closes until the host's answer.
        let ballot = DrunterAction::Vote {
            cards: vec![Card::Abstain],
        };
        let guest = send(guest, Msg::Act(ballot.clone()));
        assert_eq!(guest.due(), None);
        assert_eq!(guest.privacy, Privacy::Table);
        played.play(ballot).unwrap();
        let guest = send(guest, Msg::Table(TableMsg::Seen(players, Box::new(played))));
        assert_eq!(guest.due(), None, "the computer of the host votes next");
        assert_eq!(guest.computer_to_move(), None, "only the host runs it");
    }

    #[test]
    fn a_computer_voting_between_two_humans_votes_under_one_curtain() {
        use crate::curtain::Privacy;
        let kinds = [
            SeatKind::Human,
            SeatKind::Computer(Strength::Quick),
            SeatKind::Human,
        ];
        // Quick choices until a secret vote where a human votes and the computer comes next.
        let mut found = None;
        'seeds: for seed in 0..100 {
            let mut session = Session::<Drunter>::new(DrunterSetup::new(3, false), seed).unwrap();
            let mut rng = SeededRng::new(seed);
            while let Some(seat) = session.game().to_move() {
                let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
                let secret_vote = |g: &Drunter| {
                    matches!(
                        g.phase(),
                        Phase::Vote {
                            revealed: false,
                            ..
                        }
                    )
                };
                if secret_vote(session.game()) && seat != Seat(1) {
                    let mut after = session.game().clone();
                    after.apply(&action).unwrap();
                    if after.to_move() == Some(Seat(1)) && secret_vote(&after) {
                        found = Some((session, action, rng));
                        break 'seeds;
                    }
                }
                session.play(action).unwrap();
            }
        }
        let (session, ballot, mut rng) =
            found.expect("a vote with the computer between two humans");
        let mut play = Play::from(Seating::new("t", players(&kinds), session));
        play.looked = vec![true; 3];
        play.privacy = play.privacy.follow(play.due(), play.curtains());
        let voter = play.game().to_move().unwrap();
        assert_eq!(play.privacy, Privacy::Curtain(Some((voter, Moment::Vote))));
        let play = send(play, Msg::Confirm);
        assert_eq!(play.privacy, Privacy::Open(voter, Moment::Vote));
        // The human votes: a curtain comes down, and the computer votes under it.
        let play = send(play, Msg::Act(ballot));
        assert_eq!(play.privacy, Privacy::Curtain(None));
        assert_eq!(play.computer_to_move(), Some((Seat(1), Strength::Quick)));
        let answer = ai::quick_action(&play.game().view(Seat(1)), &mut rng).unwrap();
        let play = send(play, Msg::Act(answer));
        // The same curtain now hands the device to the other human, for his ballot.
        let other = play.game().to_move().unwrap();
        assert_ne!(other, voter);
        assert_eq!(play.privacy, Privacy::Curtain(Some((other, Moment::Vote))));
    }

    #[test]
    fn a_reload_during_the_opening_looks_resumes_at_the_player_who_was_looking() {
        use crate::curtain::Privacy;
        let people = players(&[SeatKind::Human; 3]);
        let session = Session::<Drunter>::new(DrunterSetup::new(3, false), 2).unwrap();
        let play = Play::from(Seating::new("t", people.clone(), session.clone()));
        assert_eq!(
            play.privacy,
            Privacy::Curtain(Some((Seat(0), Moment::Goal)))
        );
        let play = send(play, Msg::Confirm);
        let play = send(play, Msg::Looked(Seat(0)));
        assert_eq!(play.looks_taken(), vec![Seat(0)]);
        assert_eq!(
            play.privacy,
            Privacy::Curtain(Some((Seat(1), Moment::Goal)))
        );
        // Reopened with the looks the tab kept: the second player's curtain, not the first's.
        let reopened =
            Play::from(Seating::new("t", people, session)).with_looks(&play.looks_taken());
        assert_eq!(
            reopened.privacy,
            Privacy::Curtain(Some((Seat(1), Moment::Goal)))
        );
    }

    #[test]
    fn a_table_of_computers_goes_on_after_a_vote() {
        // Quick computers in every seat play until a vote is counted: nobody is there to press
        // Continue, so no result holds the game.
        let players = players(&[SeatKind::Computer(Strength::Quick); 3]);
        let session = Session::<Drunter>::new(DrunterSetup::new(3, false), 5).unwrap();
        let mut play = Play::from(Seating::new("t", players, session));
        let mut rng = SeededRng::new(5);
        while votes_counted(play.seating.session.events()) == 0 {
            let seat = play.game().to_move().expect("a vote comes before the end");
            let action = ai::choose(&play.game().view(seat), Strength::Quick, &mut rng).unwrap();
            play = send(play, Msg::Act(action));
        }
        assert!(!play.reveal_shown());
        assert!(play.game().is_over() || play.computer_to_move().is_some());
    }

    #[test]
    fn a_human_with_nothing_to_lay_passes_at_once() {
        // Quick choices played until seat 0 has nothing to lay just after seat 1 built.
        let stuck_after = |seed: u64| {
            let mut rng = SeededRng::new(seed);
            let mut session = Session::<Drunter>::new(DrunterSetup::new(2, false), seed).ok()?;
            let mut last: Option<(Session<Drunter>, DrunterAction)> = None;
            while let Some(seat) = session.game().to_move() {
                if seat == Seat(0) && session.game().legal_actions() == vec![DrunterAction::Pass] {
                    return last.filter(|(before, action)| {
                        before.game().to_move() == Some(Seat(1))
                            && matches!(action, DrunterAction::Lay { .. })
                            && before.game().phase() == &Phase::Build
                    });
                }
                let action = ai::quick_action(&session.game().view(seat), &mut rng)?;
                last = Some((session.clone(), action.clone()));
                session.play(action).ok()?;
            }
            None
        };
        let (before, action) = (0..100)
            .find_map(stuck_after)
            .expect("seat 0 gets stuck after a lay of seat 1");
        // The computer's move arrives; the human's turn is passed for them, and said.
        let play = send(
            Play::from(Seating::new("t", players(&ALONE), before)),
            Msg::Act(action),
        );
        assert_eq!(play.passed, Some(Seat(0)));
        assert!(matches!(
            play.seating.session.events().last(),
            Some(tablee_rules::drunter::DrunterEvent::Passed { seat: Seat(0) })
                | Some(tablee_rules::drunter::DrunterEvent::Finished { .. })
        ));
        // Undo gives the turn back as it was, without passing again.
        let undone = send(play, Msg::Undo);
        assert_eq!(undone.passed, None);
    }
}

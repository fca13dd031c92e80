use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Game, Seat};

/// One action of a recorded game, with the seat that took it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Turn<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
}

/// A whole game as data: setup, seed and the actions taken. Replaying it rebuilds the state, so a
/// save or a replay is a record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub setup: G::Setup,
    pub seed: u64,
    /// What the hidden piles or decks had shown when the game was dealt anew (a file of a game
    /// under way carries no seed: [`Record::redealt`]); dealt first, whatever the seed. Empty
    /// in a game dealt from its seed alone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<Vec<u16>>,
    pub turns: Vec<Turn<G>>,
}

#[derive(Clone, Debug, PartialEq, Error)]
pub enum RecordError<E> {
    #[error("the setup is not playable: {0}")]
    Setup(E),
    #[error("move {index} was played by seat {} but {} was to move", recorded.0, match expected { Some(s) => format!("seat {}", s.0), None => "nobody".to_string() })]
    WrongSeat {
        index: usize,
        recorded: Seat,
        expected: Option<Seat>,
    },
    #[error("move {index} is illegal: {error}")]
    Illegal { index: usize, error: E },
}

/// A replay's end: the game as the record leaves it and every event on the way, or the first
/// move the engine refuses.
pub type Replayed<G> = Result<(G, Vec<<G as Game>::Event>), RecordError<<G as Game>::Error>>;

impl<G: Game> Record<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Self {
        Record {
            setup,
            seed,
            shown: Vec::new(),
            turns: Vec::new(),
        }
    }

    /// The game as the record starts it: its setup, what it had shown, then its seed.
    fn start(&self) -> Result<G, G::Error> {
        G::reopen_shown(self.setup.clone(), self.seed, &self.shown)
    }

    /// The same game with its hidden order dealt anew from `seed`: what `game` (this record
    /// replayed) has shown so far stays where it was, so every recorded action replays alike,
    /// and what nobody has seen yet is dealt anew. None when the record does not start a game.
    pub fn redealt(&self, game: &G, seed: u64) -> Option<Record<G>> {
        Some(Record {
            setup: self.setup.clone(),
            seed,
            shown: self.shown_by(game)?,
            turns: self.turns.clone(),
        })
    }

    /// What the hidden piles or decks have shown from the start of the record to `game` (this
    /// record replayed): [`Game::shown_since`].
    pub fn shown_by(&self, game: &G) -> Option<Vec<Vec<u16>>> {
        Some(game.shown_since(&self.start().ok()?))
    }

    /// The state after every recorded action, each checked again by the engine.
    pub fn replay(&self) -> Replayed<G> {
        self.replay_prefix(self.turns.len())
    }

    fn replay_prefix(&self, len: usize) -> Replayed<G> {
        let mut game = self.start().map_err(RecordError::Setup)?;
        let mut events = Vec::new();
        for (index, turn) in self.turns.iter().take(len).enumerate() {
            if game.to_move() != Some(turn.seat) {
                return Err(RecordError::WrongSeat {
                    index,
                    recorded: turn.seat,
                    expected: game.to_move(),
                });
            }
            let new = game
                .apply(&turn.action)
                .map_err(|error| RecordError::Illegal { index, error })?;
            events.extend(new);
        }
        Ok((game, events))
    }
}

/// A game being played: its record, its current state, the events so far, and what undo took away.
///
/// Undo removes the last action of a seat together with every action taken after it (the computer
/// players' answers), but never an action whose events revealed something.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    record: Record<G>,
    game: G,
    /// `events_at[i]` = number of events produced before turn `i`.
    events_at: Vec<usize>,
    events: Vec<G::Event>,
    /// Index of the first turn undo may remove (everything before it revealed something).
    undo_floor: usize,
    redo: Vec<Turn<G>>,
}

/// Two sessions are alike when they hold the same record and the same undone actions: the state
/// and the events follow from the record.
impl<G: Game + PartialEq> PartialEq for Session<G> {
    fn eq(&self, other: &Self) -> bool {
        self.record == other.record && self.redo == other.redo
    }
}

impl<G: Game> Session<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Result<Self, G::Error> {
        let game = G::new(setup.clone(), seed)?;
        Ok(Session::starting(game, setup, seed))
    }

    fn starting(game: G, setup: G::Setup, seed: u64) -> Self {
        Session {
            record: Record::new(setup, seed),
            game,
            events_at: Vec::new(),
            events: Vec::new(),
            undo_floor: 0,
            redo: Vec::new(),
        }
    }

    /// Rebuilds a session by replaying a record (a save); every action is checked again.
    pub fn from_record(record: Record<G>) -> Result<Self, RecordError<G::Error>> {
        let game = record.start().map_err(RecordError::Setup)?;
        let mut session = Session::starting(game, record.setup.clone(), record.seed);
        session.record.shown = record.shown;
        for (index, turn) in record.turns.into_iter().enumerate() {
            if session.game.to_move() != Some(turn.seat) {
                return Err(RecordError::WrongSeat {
                    index,
                    recorded: turn.seat,
                    expected: session.game.to_move(),
                });
            }
            session
                .play(turn.action)
                .map_err(|error| RecordError::Illegal { index, error })?;
        }
        Ok(session)
    }

    /// A session from its parts, as a host sent them ([`Session::from_seen`]): nothing to redo.
    pub(crate) fn assembled(
        record: Record<G>,
        game: G,
        (events, events_at): (Vec<G::Event>, Vec<usize>),
        undo_floor: usize,
    ) -> Self {
        Session {
            record,
            game,
            events_at,
            events,
            undo_floor,
            redo: Vec::new(),
        }
    }

    /// Every event, where each turn's events start, and the first turn undo may take back.
    pub(crate) fn events_in_turns(&self) -> (&[G::Event], &[usize], usize) {
        (&self.events, &self.events_at, self.undo_floor)
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    pub fn events(&self) -> &[G::Event] {
        &self.events
    }

    /// What the recorded action at `index` did (nothing for an index past the record), for a log
    /// that shows each step with its consequences.
    pub fn turn_events(&self, index: usize) -> &[G::Event] {
        let start = self
            .events_at
            .get(index)
            .copied()
            .unwrap_or(self.events.len());
        let end = self
            .events_at
            .get(index + 1)
            .copied()
            .unwrap_or(self.events.len());
        self.events.get(start..end).unwrap_or(&[])
    }

    /// What happened since `seat` last acted (everything when it never has): what a player
    /// handed the device missed.
    pub fn events_since_turn_of(&self, seat: Seat) -> &[G::Event] {
        let start = self
            .record
            .turns
            .iter()
            .rposition(|t| t.seat == seat)
            .map_or(0, |last| {
                self.events_at
                    .get(last + 1)
                    .copied()
                    .unwrap_or(self.events.len())
            });
        self.events.get(start..).unwrap_or(&[])
    }

    /// Plays an action for the seat to move; a new action forgets what undo took away.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let new = self.play_turn(action)?;
        self.redo.clear();
        Ok(new)
    }

    fn play_turn(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let seat = self.game.to_move();
        let new = self.game.apply(&action)?;
        // `apply` succeeded, so the game was not over and a seat was to move.
        let seat = seat.unwrap_or(Seat(0));
        self.events_at.push(self.events.len());
        self.record.turns.push(Turn { seat, action });
        if new.iter().any(G::reveals) {
            self.undo_floor = self.record.turns.len();
        }
        self.events.extend(new.iter().cloned());
        Ok(new)
    }

    /// Rebuilds a session from a save that also kept what undo took away: the record is replayed
    /// (every action checked again) and the redo stack restored as it was. A redo turn that no
    /// longer applies is dropped when redo is asked for, like any other.
    pub fn from_saved(
        record: Record<G>,
        redo: Vec<Turn<G>>,
    ) -> Result<Self, RecordError<G::Error>> {
        let mut session = Session::from_record(record)?;
        session.redo = redo;
        Ok(session)
    }

    /// The actions undo took away, the next one to redo last.
    pub fn redo_stack(&self) -> &[Turn<G>] {
        &self.redo
    }

    /// Where undo for `seat` would go back to: the index of its last action, if undo may remove it.
    fn undo_point(&self, seat: Seat) -> Option<usize> {
        let index = self.record.turns.iter().rposition(|t| t.seat == seat)?;
        (index >= self.undo_floor).then_some(index)
    }

    pub fn can_undo(&self, seat: Seat) -> bool {
        self.undo_point(seat).is_some()
    }

    /// Whether undo for `seat` would take back only its own actions and those of seats
    /// `may_take_back` accepts (e.g. the computers' answers): never a move of someone else.
    pub fn can_undo_only(&self, seat: Seat, may_take_back: impl Fn(Seat) -> bool) -> bool {
        self.undo_point(seat).is_some_and(|index| {
            self.record
                .turns
                .iter()
                .skip(index)
                .all(|t| t.seat == seat || may_take_back(t.seat))
        })
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last action of `seat` and all that followed it. False when nothing may be undone.
    pub fn undo(&mut self, seat: Seat) -> bool {
        let Some(index) = self.undo_point(seat) else {
            return false;
        };
        let removed: Vec<Turn<G>> = self.record.turns.drain(index..).collect();
        let events_len = self
            .events_at
            .get(index)
            .copied()
            .unwrap_or(self.events.len());
        self.events_at.truncate(index);
        self.events.truncate(events_len);
        // Replaying the remaining turns cannot fail: they were accepted before in the same order.
        match self.record.replay_prefix(index) {
            Ok((game, _)) => self.game = game,
            Err(_) => return false,
        }
        // Only the undoing seat's own action comes back with redo; the answers are played anew.
        if let Some(first) = removed.into_iter().next() {
            self.redo.push(first);
        }
        true
    }

    /// Plays again the action undo took away last. False when there is none or it no longer applies.
    pub fn redo(&mut self) -> bool {
        let Some(turn) = self.redo.pop() else {
            return false;
        };
        if self.game.to_move() != Some(turn.seat) || self.play_turn(turn.action).is_err() {
            self.redo.clear();
            return false;
        }
        true
    }
}

//! A game as one seat knows it, for a table played across devices: the host's engine holds the
//! whole game, and each guest's page is sent only what its seat may know, as a game of the same
//! kind so that the guest's table draws it and checks its moves as at home.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Game, Record, Seat, Session, Turn};

/// A game whose seats may play on other devices.
pub trait Seen: Game {
    /// The game as `seat` knows it: every other seat's secret and every hidden order replaced by
    /// stand-ins that tell nothing (the same whatever they hide). It waits for the same seat; for
    /// `seat` its legal actions, its refusals and its view are those of the whole game. Only the
    /// host's engine plays on from it: a guest sends its actions there.
    fn seen_by(&self, seat: Seat) -> Self;

    /// An event as `seat` may know it: what it tells of other seats' secrets left out.
    fn event_seen_by(event: &Self::Event, seat: Seat) -> Self::Event {
        let _ = seat;
        event.clone()
    }

    /// An action `actor` took, as `seat` may know it.
    fn action_seen_by(action: &Self::Action, actor: Seat, seat: Seat) -> Self::Action {
        let _ = (actor, seat);
        action.clone()
    }
}

/// A session as one seat knows it ([`Session::seen_by`]): what a guest's page is sent after each
/// move, and draws its table from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SeenSession<G: Game> {
    pub seat: Seat,
    pub setup: G::Setup,
    pub game: G,
    /// Every action so far, each as the seat may know it.
    pub turns: Vec<Turn<G>>,
    /// Every event so far, each as the seat may know it; `events_at[i]` counts those before turn `i`.
    pub events: Vec<G::Event>,
    pub events_at: Vec<usize>,
    /// The first turn undo may take back (everything before it showed something).
    pub undo_floor: usize,
    /// Once the game is over, its whole record (as a finished game's file goes: nothing is left
    /// to hide), so that the guest's replay deals what was dealt; none before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<Record<G>>,
}

/// Why a seen session sent by a host cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SeenError {
    #[error("the events do not follow the turns")]
    EventsOutOfStep,
    #[error("the undo floor lies past the last turn")]
    UndoFloorPastEnd,
}

impl<G: Seen> Session<G> {
    /// This session as `seat` knows it. Carries no seed: the seed tells every hidden order.
    pub fn seen_by(&self, seat: Seat) -> SeenSession<G> {
        let (events, events_at, undo_floor) = self.events_in_turns();
        SeenSession {
            seat,
            setup: self.record().setup.clone(),
            game: self.game().seen_by(seat),
            turns: self
                .record()
                .turns
                .iter()
                .map(|t| Turn {
                    seat: t.seat,
                    action: G::action_seen_by(&t.action, t.seat, seat),
                })
                .collect(),
            events: events.iter().map(|e| G::event_seen_by(e, seat)).collect(),
            events_at: events_at.to_vec(),
            undo_floor,
            finished: self.game().is_over().then(|| self.record().clone()),
        }
    }
}

impl<G: Game> Session<G> {
    /// The session a guest's table draws, from what its host sent. It cannot replay (it has no
    /// seed): a guest's moves, undos included, are played by the host's session.
    pub fn from_seen(seen: SeenSession<G>) -> Result<Session<G>, SeenError> {
        let in_step = seen.events_at.len() == seen.turns.len()
            && seen.events_at.windows(2).all(|w| w[0] <= w[1])
            && seen
                .events_at
                .last()
                .is_none_or(|n| *n <= seen.events.len());
        if !in_step {
            return Err(SeenError::EventsOutOfStep);
        }
        if seen.undo_floor > seen.turns.len() {
            return Err(SeenError::UndoFloorPastEnd);
        }
        let record = seen.finished.unwrap_or(Record {
            setup: seen.setup,
            seed: 0,
            shown: Vec::new(),
            turns: seen.turns,
        });
        Ok(Session::assembled(
            record,
            seen.game,
            (seen.events, seen.events_at),
            seen.undo_floor,
        ))
    }
}

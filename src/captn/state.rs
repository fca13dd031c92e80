//! The state of a Capt'n Clever screen and the messages that change it (a Yew reducer). The engine
//! decides every rule; this remembers the piece held, the private moment on screen, and whether
//! the player to move has looked at his current target.

use std::rc::Rc;

use tablee_rules::captn::{Captn, CaptnAction, CaptnError, CaptnEvent, Phase};
use tablee_rules::{Game, Seat, Session, Strength};
use yew::prelude::*;

use super::sea::Spot;
use crate::curtain::Privacy;
use crate::route::GameKind;
use crate::seats::{self, PlayerConfig};
use crate::storage::{self, SaveFile};

/// The private moments of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// Looking at one's current target.
    Target,
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
    pub id: String,
    pub players: Vec<PlayerConfig>,
    pub session: Session<Captn>,
    pub held: Option<Piece>,
    pub hover: Option<Spot>,
    /// Why the last drop was refused: every rule it broke.
    pub refusal: Vec<CaptnError>,
    pub privacy: Privacy<Moment>,
    /// The seat and target-key (see [`Play::target_key`]) of the last look at a target.
    pub looked: Option<(Seat, usize)>,
    /// A player who asked to look at his target again.
    pub peek: Option<Seat>,
}

pub enum Msg {
    Hold(Piece),
    Release,
    Hover(Option<Spot>),
    /// The held piece dropped or tapped onto a spot.
    DropOn(Spot),
    /// An action from a button, a private panel or a computer player.
    Act(CaptnAction),
    Confirm,
    Peek(Seat),
    Looked(Seat),
    Undo,
    Redo,
}

pub fn save_file(id: &str, players: &[PlayerConfig], session: &Session<Captn>) -> SaveFile {
    storage::save_file(GameKind::CaptnClever, id, players, session)
}

impl Play {
    pub fn load(id: &str) -> Result<Play, storage::LoadError> {
        let (players, session) = storage::open(GameKind::CaptnClever, id)?;
        Ok(Play::new(id, players, session))
    }

    pub fn new(id: &str, players: Vec<PlayerConfig>, session: Session<Captn>) -> Play {
        let mut play = Play {
            id: id.to_string(),
            players,
            session,
            held: None,
            hover: None,
            refusal: Vec::new(),
            privacy: Privacy::Table,
            looked: None,
            peek: None,
        };
        play.privacy = play.privacy.follow(play.due(), play.curtains());
        play
    }

    pub fn game(&self) -> &Captn {
        self.session.game()
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        seats::is_human(&self.players, seat)
    }

    pub fn curtains(&self) -> bool {
        seats::humans(&self.players).len() > 1
    }

    /// Changes whenever `seat` has a target he has not seen: a new turn or a new card.
    fn target_key(&self, seat: Seat) -> usize {
        self.session
            .events()
            .iter()
            .filter(|e| match e {
                CaptnEvent::TurnEnded { .. } => true,
                CaptnEvent::TargetGiven { seat: s, .. } => *s == seat,
                _ => false,
            })
            .count()
    }

    /// The private moment the game waits for now, if any.
    pub fn due(&self) -> Option<(Seat, Moment)> {
        let game = self.game();
        let seat = game.to_move()?;
        if let Phase::Choosing { .. } = game.phase() {
            return self.is_human(seat).then_some((seat, Moment::Choose));
        }
        if !self.curtains() {
            return None;
        }
        if let Some(p) = self.peek {
            return Some((p, Moment::Target));
        }
        let fresh = matches!(game.phase(), Phase::Turn { .. })
            && self.is_human(seat)
            && game.target(seat).is_some()
            && self.looked != Some((seat, self.target_key(seat)));
        fresh.then_some((seat, Moment::Target))
    }

    /// The computer to move and its strength, while the table is on screen (never under a
    /// private moment).
    pub fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        crate::table::computer_to_move(
            &self.players,
            self.game().to_move(),
            self.privacy == Privacy::Table && self.due().is_none(),
        )
    }

    /// Whether the human to move may handle his pieces now.
    pub fn can_handle(&self) -> bool {
        matches!(self.game().phase(), Phase::Placing | Phase::Turn { .. })
            && self.game().to_move().is_some_and(|s| self.is_human(s))
            && self.privacy == Privacy::Table
    }

    fn act(&mut self, action: CaptnAction) {
        match self.session.play(action) {
            Ok(_) => {
                self.held = None;
                self.refusal.clear();
            }
            Err(e) => self.refusal = vec![e],
        }
    }

    /// The action a drop means: placing while setting up, moving during a turn. The engine then
    /// says whether it is legal, with every reason when it is not.
    fn drop_on(&mut self, spot: Spot) {
        let Some(piece) = self.held else { return };
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
        if errors.is_empty() {
            self.act(action);
        } else {
            self.refusal = errors;
            self.held = None;
        }
    }
}

impl Reducible for Play {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Hold(piece) => {
                if next.can_handle() {
                    next.held = Some(piece);
                    next.refusal.clear();
                }
            }
            Msg::Release => next.held = None,
            Msg::Hover(s) => next.hover = s,
            Msg::DropOn(spot) => next.drop_on(spot),
            Msg::Act(a) => next.act(a),
            Msg::Confirm => next.privacy = next.privacy.confirm(),
            Msg::Peek(seat) => {
                if next.is_human(seat) && next.privacy == Privacy::Table {
                    next.peek = Some(seat);
                }
            }
            Msg::Looked(seat) => {
                next.looked = Some((seat, next.target_key(seat)));
                if next.peek == Some(seat) {
                    next.peek = None;
                }
            }
            Msg::Undo => {
                if let Some(seat) = seats::undo_seat(&next.players, &next.session) {
                    next.session.undo(seat);
                    next.held = None;
                    next.refusal.clear();
                }
            }
            Msg::Redo => {
                next.session.redo();
            }
        }
        next.privacy = next.privacy.follow(next.due(), next.curtains());
        Rc::new(next)
    }
}

use serde::{Deserialize, Serialize};

use super::{BoardMap, CaptnAction, CaptnError, IslandId, Phase, Pieces, PositionId};
use crate::Seat;

/// Everything on the table that every player sees: the board, the pieces, whose turn it is and
/// where the turn stands. The rules that need no secret live here, so that the game and each
/// seat's view answer the same questions the same way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sea {
    board: BoardMap,
    pieces: Pieces,
    turn: Seat,
    phase: Phase,
}

/// The seat that holds `seat`'s cards and chooses its targets: its right-hand neighbour.
///
/// Play goes clockwise, to the left ("c'est au tour du joueur de gauche"), in seat order 0, 1, 2,
/// 3: so the left-hand neighbour of seat `s` is `s + 1` and the right-hand neighbour is `s - 1`.
/// Each player gives his cards to his right-hand neighbour, who therefore chooses for him.
pub fn chooser_of(seat: Seat, seats: u8) -> Seat {
    let n = seats.max(1);
    Seat(((u16::from(seat.0) + u16::from(n) - 1) % u16::from(n)) as u8)
}

/// The seat `chooser` chooses for: its left-hand neighbour, who plays after it.
pub fn receiver_of(chooser: Seat, seats: u8) -> Seat {
    chooser.next(seats)
}

impl Sea {
    pub(crate) fn new(board: BoardMap, pieces: Pieces, turn: Seat, phase: Phase) -> Sea {
        Sea {
            board,
            pieces,
            turn,
            phase,
        }
    }

    pub fn board(&self) -> &BoardMap {
        &self.board
    }

    pub fn pieces(&self) -> &Pieces {
        &self.pieces
    }

    pub(crate) fn pieces_mut(&mut self) -> &mut Pieces {
        &mut self.pieces
    }

    pub(crate) fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    pub(crate) fn set_turn(&mut self, turn: Seat) {
        self.turn = turn;
    }

    pub fn seats(&self) -> u8 {
        self.pieces.captains.len() as u8
    }

    /// The seat placing or playing its turn (also the finder while its next target is chosen).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn phase(&self) -> Phase {
        self.phase.clone()
    }

    /// Who won, once the game is over (two when they share the win); empty before.
    pub fn winners(&self) -> &[Seat] {
        match &self.phase {
            Phase::Over { winners } => winners,
            _ => &[],
        }
    }

    pub fn captain(&self, seat: Seat) -> Option<IslandId> {
        self.pieces.captain(seat)
    }

    pub fn ship(&self, seat: Seat) -> Option<PositionId> {
        self.pieces.ship(seat)
    }

    pub fn chooser_of(&self, seat: Seat) -> Seat {
        chooser_of(seat, self.seats())
    }

    /// Whose decision the game waits for: the chooser while a target is being chosen.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over { .. } => None,
            Phase::Choosing { for_seat, .. } => Some(self.chooser_of(for_seat)),
            Phase::Placing | Phase::Turn { .. } => Some(self.turn),
        }
    }

    /// The empty islands the captain of the seat whose turn it is could sail to right now (with
    /// the ships where they are). Empty outside a turn and once he has moved.
    pub fn reachable(&self) -> Vec<IslandId> {
        match self.phase {
            Phase::Turn {
                captain_moved: false,
                ..
            } => self.pieces.reachable(&self.board, self.turn),
            _ => Vec::new(),
        }
    }

    /// Where the ship of the seat to move may be placed or moved now (empty when it may not).
    pub fn ship_options(&self) -> Vec<PositionId> {
        match self.phase {
            Phase::Placing if self.ship(self.turn).is_none() => {
                self.pieces.open_positions(&self.board, self.turn)
            }
            Phase::Turn {
                ship_moved: false, ..
            } => self.pieces.open_positions(&self.board, self.turn),
            _ => Vec::new(),
        }
    }

    /// Where the captain of the seat to move may be placed (setting up) or sail to (its turn).
    pub fn captain_options(&self) -> Vec<IslandId> {
        match self.phase {
            Phase::Placing if self.captain(self.turn).is_none() => self
                .board
                .island_ids()
                .filter(|i| self.pieces.captain_on(*i).is_none())
                .collect(),
            _ => self.reachable(),
        }
    }

    /// Why nobody may touch pieces now, if so (a choice under way, or the end).
    fn not_now(&self) -> Option<CaptnError> {
        match self.phase {
            Phase::Over { .. } => Some(CaptnError::GameOver),
            Phase::Choosing { for_seat, .. } => Some(CaptnError::ChoiceUnderWay {
                chooser: self.chooser_of(for_seat),
                for_seat,
            }),
            _ => None,
        }
    }

    /// Every reason the ship of the seat to move may not go to `position` now (placing or moving
    /// it); empty when it may. For the UI to say why a spot does not glow.
    pub fn ship_errors(&self, position: PositionId) -> Vec<CaptnError> {
        if let Some(e) = self.not_now() {
            return vec![e];
        }
        let mut errors = Vec::new();
        match self.phase {
            Phase::Placing if self.ship(self.turn).is_some() => {
                errors.push(CaptnError::ShipAlreadyPlaced)
            }
            Phase::Turn {
                ship_moved: true, ..
            } => errors.push(CaptnError::ShipAlreadyMoved),
            _ => {}
        }
        errors.extend(
            self.pieces
                .ship_spot_errors(&self.board, self.turn, position),
        );
        errors
    }

    /// Every reason the captain of the seat to move may not be placed on (setting up) or sail to
    /// (its turn) `island` now; empty when he may.
    pub fn captain_errors(&self, island: IslandId) -> Vec<CaptnError> {
        if let Some(e) = self.not_now() {
            return vec![e];
        }
        match self.phase {
            Phase::Placing => {
                let mut errors = Vec::new();
                if self.captain(self.turn).is_some() {
                    errors.push(CaptnError::CaptainAlreadyPlaced);
                }
                errors.extend(self.pieces.captain_place_errors(&self.board, island));
                errors
            }
            Phase::Turn { captain_moved, .. } => {
                let mut errors = Vec::new();
                if captain_moved {
                    errors.push(CaptnError::CaptainAlreadyMoved);
                }
                errors.extend(
                    self.pieces
                        .captain_move_errors(&self.board, self.turn, island),
                );
                errors
            }
            _ => Vec::new(),
        }
    }

    /// Why the turn may not end now, if so: the captain still must move (and can).
    pub fn end_turn_error(&self) -> Option<CaptnError> {
        if let Some(e) = self.not_now() {
            return Some(e);
        }
        match self.phase {
            Phase::Placing => Some(CaptnError::PlacementUnderWay),
            _ => {
                let options = self.reachable();
                (!options.is_empty()).then_some(CaptnError::MustMoveCaptain { options })
            }
        }
    }

    /// Whether the seat whose turn it is still has a ship or captain move to make.
    pub(crate) fn moves_left(&self) -> bool {
        !self.reachable().is_empty() || !self.ship_options().is_empty()
    }

    /// Every action the seat to move may take now. `hand`: the cards the chooser holds for the
    /// seat it chooses for (only needed while choosing; the game passes them, a view passes its
    /// own when it is the chooser).
    pub fn legal_actions(&self, hand: &[IslandId]) -> Vec<CaptnAction> {
        match self.phase {
            Phase::Over { .. } => Vec::new(),
            Phase::Choosing { .. } => hand
                .iter()
                .map(|island| CaptnAction::ChooseTarget { island: *island })
                .collect(),
            Phase::Placing => {
                let mut actions: Vec<CaptnAction> = Vec::new();
                if self.captain(self.turn).is_none() {
                    actions.extend(
                        self.captain_options()
                            .into_iter()
                            .map(|island| CaptnAction::PlaceCaptain { island }),
                    );
                }
                actions.extend(
                    self.ship_options()
                        .into_iter()
                        .map(|position| CaptnAction::PlaceShip { position }),
                );
                actions
            }
            Phase::Turn { .. } => {
                let mut actions: Vec<CaptnAction> = self
                    .ship_options()
                    .into_iter()
                    .map(|position| CaptnAction::MoveShip { position })
                    .collect();
                let reachable = self.reachable();
                let must_move = !reachable.is_empty();
                actions.extend(
                    reachable
                        .into_iter()
                        .map(|island| CaptnAction::MoveCaptain { island }),
                );
                if !must_move {
                    actions.push(CaptnAction::EndTurn);
                }
                actions
            }
        }
    }
}

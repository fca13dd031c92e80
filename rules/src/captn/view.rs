use serde::{Deserialize, Serialize};

use super::{BoardMap, Captn, CaptnAction, CaptnError, IslandId, Phase, Pieces, PositionId, Sea};
use crate::{Game, Seat};

/// What others see of a seat's treasures: how many, and the card on top of the pile only
/// (the rulebook advises piling them so that the others soon forget the rest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub count: u8,
    pub top: Option<IslandId>,
}

/// What one seat may see: the whole table, every pile's count and top card, and its own secrets
/// only (its target, its whole pile, and while it chooses, the cards it holds for its neighbour).
/// No other seat's target is ever in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptnView {
    pub seat: Seat,
    pub variant: bool,
    /// The public table: board, pieces, turn and phase.
    pub sea: Sea,
    /// By seat.
    pub piles: Vec<Pile>,
    /// By seat: cards not handed out yet (held face down by the seat's chooser, or its deck).
    pub cards_left: Vec<u8>,
    /// This seat's own current target.
    pub target: Option<IslandId>,
    /// This seat's own pile, the first found first.
    pub found: Vec<IslandId>,
    /// Only while this seat is the chooser to move: the cards it holds for its neighbour, which
    /// it may give. `None` otherwise (even to the chooser outside its choosing moment).
    pub choice: Option<Vec<IslandId>>,
    pub to_move: Option<Seat>,
}

impl CaptnView {
    pub fn board(&self) -> &BoardMap {
        self.sea.board()
    }

    pub fn pieces(&self) -> &Pieces {
        self.sea.pieces()
    }

    pub fn phase(&self) -> Phase {
        self.sea.phase()
    }

    pub fn seats(&self) -> u8 {
        self.sea.seats()
    }

    /// Who won, once the game is over (two when they share the win); empty before.
    pub fn winners(&self) -> &[Seat] {
        self.sea.winners()
    }

    pub fn my_move(&self) -> bool {
        self.to_move == Some(self.seat)
    }

    /// Every action this seat may take now (empty when it is not to move).
    pub fn legal_actions(&self) -> Vec<CaptnAction> {
        if !self.my_move() {
            return Vec::new();
        }
        self.sea
            .legal_actions(self.choice.as_deref().unwrap_or_default())
    }

    fn not_mine(&self) -> Option<CaptnError> {
        (!self.my_move()).then_some(CaptnError::NotYourTurn {
            seat: self.seat,
            to_move: self.to_move,
        })
    }

    /// The empty islands this seat's captain could sail to right now (empty when not its turn).
    pub fn reachable(&self) -> Vec<IslandId> {
        if self.my_move() {
            self.sea.reachable()
        } else {
            Vec::new()
        }
    }

    /// Where this seat's ship may be placed or moved now (empty when not its move).
    pub fn ship_options(&self) -> Vec<PositionId> {
        if self.my_move() {
            self.sea.ship_options()
        } else {
            Vec::new()
        }
    }

    /// Where this seat's captain may be placed or sail to now.
    pub fn captain_options(&self) -> Vec<IslandId> {
        if self.my_move() {
            self.sea.captain_options()
        } else {
            Vec::new()
        }
    }

    /// Every reason this seat's ship may not go to `position` now.
    pub fn ship_errors(&self, position: PositionId) -> Vec<CaptnError> {
        match self.not_mine() {
            Some(e) => vec![e],
            None => self.sea.ship_errors(position),
        }
    }

    /// Every reason this seat's captain may not go to `island` now.
    pub fn captain_errors(&self, island: IslandId) -> Vec<CaptnError> {
        match self.not_mine() {
            Some(e) => vec![e],
            None => self.sea.captain_errors(island),
        }
    }

    /// Why this seat may not end its turn now, if so.
    pub fn end_turn_error(&self) -> Option<CaptnError> {
        self.not_mine().or_else(|| self.sea.end_turn_error())
    }

    /// The islands whose treasure this seat has not found yet (its current target among them):
    /// its future targets are drawn from these.
    pub fn not_found(&self) -> Vec<IslandId> {
        self.board()
            .island_ids()
            .filter(|i| !self.found.contains(i))
            .collect()
    }
}

pub(crate) fn view(game: &Captn, seat: Seat) -> CaptnView {
    let seats = game.seats();
    let choosing = match game.phase() {
        Phase::Choosing { for_seat, .. } if game.sea().chooser_of(for_seat) == seat => {
            Some(game.hand(for_seat).to_vec())
        }
        _ => None,
    };
    CaptnView {
        seat,
        variant: game.setup().variant,
        sea: game.sea().clone(),
        piles: (0..seats)
            .map(|s| {
                let found = game.found(Seat(s));
                Pile {
                    count: found.len() as u8,
                    top: found.last().copied(),
                }
            })
            .collect(),
        cards_left: (0..seats).map(|s| game.hand(Seat(s)).len() as u8).collect(),
        target: game.target(seat),
        found: game.found(seat).to_vec(),
        choice: choosing,
        to_move: game.to_move(),
    }
}

impl Captn {
    /// What the whole table may see: the view of the seat whose turn it is without its secrets
    /// (no target, no pile beyond its top card, no cards to choose from). What a shared screen
    /// shows between private moments.
    pub fn table_view(&self) -> CaptnView {
        let mut v = view(self, self.sea().turn());
        v.target = None;
        v.found.clear();
        v.choice = None;
        v
    }
}

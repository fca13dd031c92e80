use serde::{Deserialize, Serialize};

use super::town::{lay_errors, legal_lays};
use super::{
    Card, DrunterError, Edition, GoalCard, LayError, PathId, ScoreLine, Tile, TileId, Town, Vote,
    check_ballot,
};
use crate::{Dir, Pos, Seat};

/// What one seat may see: the board, the face-up hands and cards, its own goal and its own ballot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrunterView {
    pub seat: Seat,
    pub seats: u8,
    /// The rules the game is played by.
    pub edition: Edition,
    /// The rulebook's variant (no toilet votes).
    pub variant: bool,
    pub town: Town,
    /// Path tiles lie face up.
    pub hands: Vec<Vec<TileId>>,
    /// Inhabitant cards still held (played ones are gone, which everybody saw).
    pub cards: Vec<Vec<Card>>,
    /// This seat's own secret goal cards (two in the variant; the kept one first once kept).
    pub goals: Vec<GoalCard>,
    pub goals_kept: bool,
    /// Whose building turn it is.
    pub turn: Seat,
    pub to_move: Option<Seat>,
    pub phase: PhaseView,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseView {
    Build,
    Vote {
        builder: Seat,
        tile: TileId,
        path: PathId,
        dir: Dir,
        toilets: Vec<Pos>,
        /// Who has chosen already (not what).
        chosen: Vec<bool>,
        /// This seat's own choice, once made.
        mine: Option<Vec<Card>>,
        /// Everybody's cards, only once all have chosen.
        revealed: Option<Vec<Vec<Card>>>,
        jokers: Vec<Option<Vote>>,
    },
    /// Variant: each seat keeps one goal card.
    Keep {
        /// Who has kept already (not which).
        chosen: Vec<bool>,
        mine: Option<GoalCard>,
    },
    Over {
        goals: Vec<Vec<GoalCard>>,
        scores: Vec<ScoreLine>,
        winners: Vec<Seat>,
    },
}

impl DrunterView {
    pub fn hand(&self) -> &[TileId] {
        self.hands.get(self.seat.index()).map_or(&[], Vec::as_slice)
    }

    /// This seat's goal: its kept card, or its first before it keeps one.
    pub fn goal(&self) -> Option<GoalCard> {
        self.goals.first().copied()
    }

    pub fn my_cards(&self) -> &[Card] {
        self.cards.get(self.seat.index()).map_or(&[], Vec::as_slice)
    }

    /// Every tile of this seat's hand that can be laid now, with where.
    pub fn legal_lays(&self) -> Vec<(TileId, PathId, Dir)> {
        legal_lays(&self.town, self.hand())
    }

    /// The lay that dropping `tile` on `cell` means, or every rule it breaks there.
    pub fn aim(&self, tile: TileId, cell: Pos) -> Result<(PathId, Dir), Vec<LayError>> {
        match Tile::get(tile) {
            Some(t) if self.hand().contains(&tile) => self.town.aim(t, cell),
            _ => Err(vec![LayError::NotYourTile { tile }]),
        }
    }

    /// The toilets laying `tile` on `path` towards `dir` would put to the town's vote: none when
    /// it covers none, or in the variant, where paths are built over them without a vote.
    pub fn vote_toilets(&self, tile: TileId, path: PathId, dir: Dir) -> Vec<Pos> {
        if self.variant {
            return Vec::new();
        }
        Tile::get(tile)
            .and_then(|t| self.town.plan(t, path, dir).ok())
            .map(|plan| plan.toilets)
            .unwrap_or_default()
    }

    /// Why this seat's ballot of `cards` would be refused, if it would.
    pub fn ballot_error(&self, cards: &[Card]) -> Option<DrunterError> {
        check_ballot(self.edition, self.my_cards(), cards).err()
    }

    /// Every rule laying `tile` on `path` towards `dir` would break for this seat.
    pub fn lay_errors(&self, tile: TileId, path: PathId, dir: Dir) -> Vec<LayError> {
        lay_errors(&self.town, self.hand(), tile, path, dir)
    }
}

use serde::{Deserialize, Serialize};

use super::legal::{actions_for, targets_on};
use super::{Back, CabanesAction, Hut, Phase, Target, TileId, Track, tile_set};
use crate::{Seat, SeededRng};

/// What a seat sees of a pile: its face-up top tile and how many tiles of each back lie below
/// (their order stays secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    pub top: Option<TileId>,
    pub green_below: u8,
    pub yellow_below: u8,
}

/// The game as one seat sees it: everything but the order of the piles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CabanesView {
    pub seat: Seat,
    pub seats: u8,
    pub huts: Vec<Hut>,
    pub tracks: Vec<Track>,
    pub piles: Vec<PileView>,
    /// The tiles in front of every seat (face up, visible to all).
    pub fronts: Vec<Vec<TileId>>,
    pub bananas: Vec<u32>,
    pub destroyed: Vec<TileId>,
    pub turn: Seat,
    pub phase: Phase,
}

impl CabanesView {
    /// Whose decision the game waits for; `None` once it is over.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over { .. } => None,
            _ => Some(self.turn),
        }
    }

    pub fn front(&self, seat: Seat) -> &[TileId] {
        self.fronts.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// The same actions as the game's, worked out from what this seat sees.
    pub fn legal_actions(&self) -> Vec<CabanesAction> {
        let tops: Vec<Option<TileId>> = self.piles.iter().map(|p| p.top).collect();
        actions_for(&self.phase, &self.huts, &tops, self.front(self.turn))
    }

    /// During a cannon shot: every tile that may be knocked off, with what falls with it.
    pub fn cannon_targets(&self) -> Vec<Target> {
        match self.phase {
            Phase::Cannon { hut } => targets_on(&self.huts, hut),
            _ => Vec::new(),
        }
    }

    /// The piles as they might be: the face-up tops where they are, and below them the tiles this
    /// view has not seen, shuffled by `rng` within each back, as many of each back as the view
    /// counts in each pile (yellows at the bottom, greens above them). Bottom first.
    pub(super) fn deal_unseen(&self, rng: &mut SeededRng) -> Vec<Vec<TileId>> {
        let Ok(set) = tile_set() else {
            return Vec::new();
        };
        let mut seen = vec![false; set.tiles().len()];
        let shown = self
            .huts
            .iter()
            .flat_map(|h| h.tiles().iter().map(|p| p.tile))
            .chain(self.fronts.iter().flatten().copied())
            .chain(self.destroyed.iter().copied())
            .chain(self.piles.iter().filter_map(|p| p.top));
        for t in shown {
            if let Some(s) = seen.get_mut(usize::from(t.0)) {
                *s = true;
            }
        }
        let mut unseen = |back: Back| {
            let mut tiles: Vec<TileId> = set
                .with_back(back)
                .into_iter()
                .filter(|t| !seen.get(usize::from(t.0)).copied().unwrap_or(true))
                .collect();
            rng.shuffle(&mut tiles);
            tiles
        };
        let mut yellows = unseen(Back::Yellow);
        let mut greens = unseen(Back::Green);
        self.piles
            .iter()
            .map(|p| {
                let mut pile: Vec<TileId> = Vec::new();
                pile.extend((0..p.yellow_below).filter_map(|_| yellows.pop()));
                pile.extend((0..p.green_below).filter_map(|_| greens.pop()));
                pile.extend(p.top);
                pile
            })
            .collect()
    }
}

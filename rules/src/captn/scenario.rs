use serde::{Deserialize, Serialize};

use super::{
    BoardMap, Captn, CaptnError, CaptnSetup, IslandId, Phase, Pieces, PositionId, Sea, SeaLayout,
};
use crate::{Seat, SeededRng};

/// A position set up by hand, in the middle of a turn's start: for tests, for the rulebook's
/// illustrations shown in the rules page, and for puzzles. Not a record: it cannot be replayed
/// from a seed, so a game started from a scenario is saved as a state, not as a record. It is
/// played by the current rules (at two players, with the last turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    pub variant: bool,
    /// The sea the position stands on.
    #[serde(default)]
    pub sea: SeaLayout,
    /// One per seat (2 to 4 seats).
    pub captains: Vec<IslandId>,
    /// One per seat.
    pub ships: Vec<PositionId>,
    /// One per seat: each seat's current target.
    pub targets: Vec<IslandId>,
    /// Per seat, the treasures already found (missing seats have found none).
    pub found: Vec<Vec<IslandId>>,
    /// Whose turn starts.
    pub turn: Seat,
}

fn bad(reason: impl Into<String>) -> CaptnError {
    CaptnError::Scenario {
        reason: reason.into(),
    }
}

impl Scenario {
    /// The game at the start of `turn`'s turn, after checking that the position keeps every rule
    /// (captains on distinct islands, ships on distinct positions that do not cross, consistent
    /// cards). In the variant, the cards left are shuffled with `seed`.
    pub fn start(&self, seed: u64) -> Result<Captn, CaptnError> {
        let seats = self.captains.len();
        if !(2..=4).contains(&seats) {
            return Err(CaptnError::SeatCount { seats: seats as u8 });
        }
        if self.ships.len() != seats || self.targets.len() != seats || self.found.len() > seats {
            return Err(bad("one captain, one ship and one target per seat"));
        }
        if self.turn.index() >= seats {
            return Err(bad("the turn is not a seat's"));
        }
        let board = BoardMap::of_layout(self.sea).map_err(CaptnError::Board)?;
        let pieces = Pieces {
            captains: self.captains.iter().copied().map(Some).collect(),
            ships: self.ships.iter().copied().map(Some).collect(),
        };
        pieces.check(&board).map_err(bad)?;
        let mut rng = SeededRng::new(seed);
        let mut hands = Vec::new();
        let mut found = Vec::new();
        for s in 0..seats {
            let mine: Vec<IslandId> = self.found.get(s).cloned().unwrap_or_default();
            let target = self.targets.get(s).copied();
            for (i, f) in mine.iter().enumerate() {
                if board.island(*f).is_none() || mine.iter().skip(i + 1).any(|g| g == f) {
                    return Err(bad(format!(
                        "seat {s} found island {} twice or unknown",
                        f.0
                    )));
                }
            }
            if target.is_none_or(|t| board.island(t).is_none() || mine.contains(&t)) {
                return Err(bad(format!(
                    "seat {s}'s target is unknown or found already"
                )));
            }
            let mut hand: Vec<IslandId> = board
                .island_ids()
                .filter(|i| !mine.contains(i) && Some(*i) != target)
                .collect();
            if self.variant {
                rng.shuffle(&mut hand);
            }
            hands.push(hand);
            found.push(mine);
        }
        let sea = Sea::new(board, pieces, self.turn, Phase::START);
        Ok(Captn::from_parts(
            CaptnSetup {
                sea: self.sea,
                ..CaptnSetup::new(seats as u8, self.variant)
            },
            seed,
            sea,
            hands,
            self.targets.iter().copied().map(Some).collect(),
            found,
        ))
    }
}

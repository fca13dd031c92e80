use serde::{Deserialize, Serialize};

use super::{BoardMap, CaptnError, IslandId, PositionId};
use crate::Seat;

/// Where every captain and ship stands, by seat (`None` before it is placed), and the rules that
/// only depend on where things stand: which islands a captain reaches, where a ship may go.
///
/// Small and cheap to copy, so the computer players try moves on copies of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pieces {
    pub captains: Vec<Option<IslandId>>,
    pub ships: Vec<Option<PositionId>>,
}

/// A set of islands as bits (the board has 9).
pub(crate) type IslandSet = u32;

pub(crate) fn bit(island: IslandId) -> IslandSet {
    1u32.checked_shl(u32::from(island.0)).unwrap_or(0)
}

impl Pieces {
    /// Nobody placed yet.
    pub fn empty(seats: u8) -> Pieces {
        Pieces {
            captains: vec![None; usize::from(seats)],
            ships: vec![None; usize::from(seats)],
        }
    }

    pub fn captain(&self, seat: Seat) -> Option<IslandId> {
        self.captains.get(seat.index()).copied().flatten()
    }

    pub fn ship(&self, seat: Seat) -> Option<PositionId> {
        self.ships.get(seat.index()).copied().flatten()
    }

    /// Whose captain stands on `island`.
    pub fn captain_on(&self, island: IslandId) -> Option<Seat> {
        self.captains
            .iter()
            .position(|c| *c == Some(island))
            .map(|s| Seat(s as u8))
    }

    /// Whose ship lies at `position`.
    pub fn ship_on(&self, position: PositionId) -> Option<Seat> {
        self.ships
            .iter()
            .position(|p| *p == Some(position))
            .map(|s| Seat(s as u8))
    }

    /// The islands joined to `from` by any chain of ships (whoever owns them), `from` included.
    pub(crate) fn connected(&self, board: &BoardMap, from: IslandId) -> IslandSet {
        let links: Vec<(IslandId, IslandId)> = self
            .ships
            .iter()
            .flatten()
            .filter_map(|p| board.position(*p).map(|p| (p.a, p.b)))
            .collect();
        let mut seen = bit(from);
        // Ships are at most four: repeating until nothing changes is enough and cheap.
        loop {
            let before = seen;
            for (a, b) in &links {
                if seen & (bit(*a) | bit(*b)) != 0 {
                    seen |= bit(*a) | bit(*b);
                }
            }
            if seen == before {
                return seen;
            }
        }
    }

    /// The empty islands `seat`'s captain can sail to now: along any chain of ships, over islands
    /// where other captains stand, ending on an island nobody stands on. His own island is never
    /// among them (he must leave it to move).
    pub fn reachable(&self, board: &BoardMap, seat: Seat) -> Vec<IslandId> {
        let Some(from) = self.captain(seat) else {
            return Vec::new();
        };
        let set = self.connected(board, from);
        board
            .island_ids()
            .filter(|i| set & bit(*i) != 0 && self.captain_on(*i).is_none())
            .collect()
    }

    /// A shortest chain of islands from `seat`'s captain to `to` along ships (both ends included),
    /// for drawing the voyage; `None` when `to` is out of reach.
    pub fn route(&self, board: &BoardMap, seat: Seat, to: IslandId) -> Option<Vec<IslandId>> {
        let from = self.captain(seat)?;
        let n = board.islands().len();
        let mut previous: Vec<Option<IslandId>> = vec![None; n];
        let mut queue = std::collections::VecDeque::from([from]);
        let mut seen = bit(from);
        while let Some(here) = queue.pop_front() {
            if here == to {
                let mut path = vec![to];
                let mut at = to;
                while let Some(p) = previous.get(at.index()).copied().flatten() {
                    path.push(p);
                    at = p;
                }
                path.reverse();
                return Some(path);
            }
            for p in self.ships.iter().flatten() {
                let Some(next) = board.position(*p).and_then(|p| p.other(here)) else {
                    continue;
                };
                if seen & bit(next) == 0 {
                    seen |= bit(next);
                    if let Some(slot) = previous.get_mut(next.index()) {
                        *slot = Some(here);
                    }
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// Every reason `seat`'s ship may not go to `position` now (empty when it may): the position
    /// must exist, hold no ship, and cross no ship. `seat`'s own ship does not count, as it leaves
    /// its old place.
    pub fn ship_spot_errors(
        &self,
        board: &BoardMap,
        seat: Seat,
        position: PositionId,
    ) -> Vec<CaptnError> {
        if board.position(position).is_none() {
            return vec![CaptnError::UnknownPosition { position }];
        }
        let mut errors = Vec::new();
        if let Some(by) = self.ship_on(position) {
            errors.push(CaptnError::PositionTaken { position, by });
        }
        for (s, ship) in self.ships.iter().enumerate() {
            let by = Seat(s as u8);
            if by == seat {
                continue;
            }
            if let Some(crossing) = ship.filter(|q| board.cross(position, *q)) {
                errors.push(CaptnError::CrossesShip {
                    position,
                    crossing,
                    by,
                });
            }
        }
        errors
    }

    /// Every position `seat`'s ship may go to now (its own place excluded: that is not a move).
    pub fn open_positions(&self, board: &BoardMap, seat: Seat) -> Vec<PositionId> {
        board
            .positions()
            .iter()
            .map(|p| p.id)
            .filter(|p| self.ship_spot_errors(board, seat, *p).is_empty())
            .collect()
    }

    /// Every reason `seat`'s captain may not sail to `island` now (empty when he may).
    pub fn captain_move_errors(
        &self,
        board: &BoardMap,
        seat: Seat,
        island: IslandId,
    ) -> Vec<CaptnError> {
        if board.island(island).is_none() {
            return vec![CaptnError::UnknownIsland { island }];
        }
        let mut errors = Vec::new();
        match self.captain_on(island) {
            Some(by) if by == seat => return vec![CaptnError::AlreadyThere { island }],
            Some(by) => errors.push(CaptnError::IslandOccupied { island, by }),
            None => {}
        }
        let linked = self
            .captain(seat)
            .is_some_and(|from| self.connected(board, from) & bit(island) != 0);
        if !linked {
            errors.push(CaptnError::NotReachable { island });
        }
        errors
    }

    /// Every reason a captain may not be placed on `island` at the start (empty when he may).
    pub fn captain_place_errors(&self, board: &BoardMap, island: IslandId) -> Vec<CaptnError> {
        if board.island(island).is_none() {
            return vec![CaptnError::UnknownIsland { island }];
        }
        match self.captain_on(island) {
            Some(by) => vec![CaptnError::IslandOccupied { island, by }],
            None => Vec::new(),
        }
    }

    /// No two ships on one position, no two crossing ships, no two captains on one island, every
    /// piece on the board: what every reachable game keeps true.
    pub fn check(&self, board: &BoardMap) -> Result<(), String> {
        let captains: Vec<IslandId> = self.captains.iter().flatten().copied().collect();
        let ships: Vec<PositionId> = self.ships.iter().flatten().copied().collect();
        for (i, c) in captains.iter().enumerate() {
            if board.island(*c).is_none() {
                return Err(format!("captain on unknown island {}", c.0));
            }
            if captains.iter().skip(i + 1).any(|d| d == c) {
                return Err(format!("two captains on island {}", c.0));
            }
        }
        for (i, p) in ships.iter().enumerate() {
            if board.position(*p).is_none() {
                return Err(format!("ship on unknown position {}", p.0));
            }
            for q in ships.iter().skip(i + 1) {
                if p == q {
                    return Err(format!("two ships on position {}", p.0));
                }
                if board.cross(*p, *q) {
                    return Err(format!("ships cross at positions {} and {}", p.0, q.0));
                }
            }
        }
        Ok(())
    }
}

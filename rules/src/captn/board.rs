use serde::{Deserialize, Serialize};

use super::{BoardError, JettyColour, Treasure};

/// The sea of Capt'n Clever as drawn on our board (see `rules/data/captn/islands.txt` and
/// `docs/captn-board.md`), retuned so that the seats have their fair chance (issue 13,
/// `docs/balance.md`).
pub const ISLANDS_MAP: &str = data_file!("../../data/captn/islands.txt");

/// The sea games were played on before the tuning: their saves replay on it.
pub const FIRST_ISLANDS_MAP: &str = data_file!("../../data/captn/islands-first.txt");

/// The first retuned sea (one best start, the anchor): its saves replay on it.
pub const SECOND_ISLANDS_MAP: &str = data_file!("../../data/captn/islands-second.txt");

/// Which of our seas a game is played on. A game replays on the sea it was started on, so the
/// sea of a saved game never changes under it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum SeaLayout {
    /// Saves from before November 23, 2026 (they name no sea): `islands-first.txt`.
    #[default]
    First,
    /// A ring and two middle islands, the anchor the one best start (November 23, 2026):
    /// `islands-second.txt`.
    Second,
    /// Four starts equally close to everything, one of them with a fourth lane: `islands.txt`.
    Third,
}

impl SeaLayout {
    /// The sea every new game is played on.
    pub const CURRENT: SeaLayout = SeaLayout::Third;
}

/// Width of the drawing grid: island coordinates are in `0..=WIDTH` x `0..=HEIGHT`.
pub const WIDTH: i32 = 100;
/// Height of the drawing grid.
pub const HEIGHT: i32 = 50;
/// Radius of an island when drawn, in grid units (the data keeps ship lines clear of other islands).
pub const ISLAND_RADIUS: i32 = 6;

/// An island, by its index in the board file (0..9). It also names the treasure card of that island.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct IslandId(pub u8);

impl IslandId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A ship position, by its index in the board file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PositionId(pub u8);

impl PositionId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// An island: its treasure and where to draw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Island {
    pub id: IslandId,
    pub treasure: Treasure,
    pub x: i32,
    pub y: i32,
}

/// A place for a ship: two neighbouring islands whose facing jetties share a colour. A ship there
/// joins the two islands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub id: PositionId,
    pub a: IslandId,
    pub b: IslandId,
    pub colour: JettyColour,
}

impl Position {
    pub fn joins(&self, island: IslandId) -> bool {
        self.a == island || self.b == island
    }

    /// The island across the water from `island`, if this position touches it.
    pub fn other(&self, island: IslandId) -> Option<IslandId> {
        if self.a == island {
            Some(self.b)
        } else if self.b == island {
            Some(self.a)
        } else {
            None
        }
    }
}

/// The printed board: islands, ship positions and which positions cross.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardMap {
    islands: Vec<Island>,
    positions: Vec<Position>,
    /// For each position, the positions whose lines cross it (computed from the coordinates).
    crossings: Vec<Vec<PositionId>>,
}

/// Where `c` lies from the line `a`→`b`: 1 left, -1 right, 0 on it. Exact in integers.
fn orientation(a: (i32, i32), b: (i32, i32), c: (i32, i32)) -> i64 {
    let v =
        i64::from(b.0 - a.0) * i64::from(c.1 - a.1) - i64::from(b.1 - a.1) * i64::from(c.0 - a.0);
    v.signum()
}

/// Whether the segments `p`–`q` and `r`–`s` cross at a point inside both. Segments that only
/// touch, or share an end (two positions at the same island), do not cross: ships there meet at
/// an island, they are not "en croix".
pub fn segments_cross(p: (i32, i32), q: (i32, i32), r: (i32, i32), s: (i32, i32)) -> bool {
    orientation(p, q, r) * orientation(p, q, s) < 0
        && orientation(r, s, p) * orientation(r, s, q) < 0
}

/// Whether `c` lies on the segment `a`–`b` strictly between its ends.
fn on_segment(a: (i32, i32), b: (i32, i32), c: (i32, i32)) -> bool {
    orientation(a, b, c) == 0
        && c != a
        && c != b
        && (a.0.min(b.0)..=a.0.max(b.0)).contains(&c.0)
        && (a.1.min(b.1)..=a.1.max(b.1)).contains(&c.1)
}

impl BoardMap {
    /// The board new games are played on, read from the shipped data file.
    pub fn sea() -> Result<BoardMap, BoardError> {
        BoardMap::of_layout(SeaLayout::CURRENT)
    }

    /// The board of a game started on `layout`.
    pub fn of_layout(layout: SeaLayout) -> Result<BoardMap, BoardError> {
        BoardMap::parse(match layout {
            SeaLayout::First => FIRST_ISLANDS_MAP,
            SeaLayout::Second => SECOND_ISLANDS_MAP,
            SeaLayout::Third => ISLANDS_MAP,
        })
    }

    /// Reads a board file (format in the file's header and in `docs/captn-board.md`).
    pub fn parse(text: &str) -> Result<BoardMap, BoardError> {
        let mut islands: Vec<Island> = Vec::new();
        let mut positions: Vec<Position> = Vec::new();
        for (line_no, line) in text.lines().enumerate() {
            let line_no = line_no + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split_whitespace().collect();
            let fields_error = |expected| BoardError::Fields {
                line: line_no,
                expected,
                found: fields.len(),
            };
            match fields.first().copied() {
                Some("island") => {
                    let [_, name, x, y] = fields[..] else {
                        return Err(fields_error(4));
                    };
                    let treasure =
                        Treasure::from_key(name).ok_or_else(|| BoardError::UnknownTreasure {
                            line: line_no,
                            name: name.to_string(),
                        })?;
                    if islands.iter().any(|i| i.treasure == treasure) {
                        return Err(BoardError::TreasureTwice {
                            line: line_no,
                            treasure,
                        });
                    }
                    let number = |token: &str| {
                        token.parse::<i32>().map_err(|_| BoardError::BadNumber {
                            line: line_no,
                            token: token.to_string(),
                        })
                    };
                    let (x, y) = (number(x)?, number(y)?);
                    if !(0..=WIDTH).contains(&x) || !(0..=HEIGHT).contains(&y) {
                        return Err(BoardError::OffBoard {
                            line: line_no,
                            x,
                            y,
                        });
                    }
                    let id = IslandId(islands.len() as u8);
                    islands.push(Island { id, treasure, x, y });
                }
                Some("ship") => {
                    let [_, a, b, colour] = fields[..] else {
                        return Err(fields_error(4));
                    };
                    let find = |name: &str| {
                        islands
                            .iter()
                            .find(|i| i.treasure.key() == name)
                            .map(|i| i.id)
                            .ok_or_else(|| BoardError::UnknownIsland {
                                line: line_no,
                                name: name.to_string(),
                            })
                    };
                    let (a, b) = (find(a)?, find(b)?);
                    let colour =
                        JettyColour::from_key(colour).ok_or_else(|| BoardError::UnknownColour {
                            line: line_no,
                            name: colour.to_string(),
                        })?;
                    if a == b {
                        return Err(BoardError::SameIsland { line: line_no });
                    }
                    if positions.iter().any(|p| p.joins(a) && p.joins(b)) {
                        return Err(BoardError::PairTwice { line: line_no });
                    }
                    let centre =
                        |id: IslandId| islands.get(id.index()).map_or((0, 0), |i| (i.x, i.y));
                    if let Some(through) = islands
                        .iter()
                        .find(|i| on_segment(centre(a), centre(b), (i.x, i.y)))
                    {
                        return Err(BoardError::ThroughIsland {
                            line: line_no,
                            treasure: through.treasure,
                        });
                    }
                    let id = PositionId(positions.len() as u8);
                    positions.push(Position { id, a, b, colour });
                }
                _ => {
                    return Err(BoardError::UnknownKeyword {
                        line: line_no,
                        word: fields.first().unwrap_or(&"").to_string(),
                    });
                }
            }
        }
        if islands.len() != Treasure::ALL.len() {
            return Err(BoardError::IslandCount {
                count: islands.len(),
            });
        }
        let centre = |id: IslandId| islands.get(id.index()).map_or((0, 0), |i| (i.x, i.y));
        let crossings = positions
            .iter()
            .map(|p| {
                positions
                    .iter()
                    .filter(|q| segments_cross(centre(p.a), centre(p.b), centre(q.a), centre(q.b)))
                    .map(|q| q.id)
                    .collect()
            })
            .collect();
        Ok(BoardMap {
            islands,
            positions,
            crossings,
        })
    }

    pub fn islands(&self) -> &[Island] {
        &self.islands
    }

    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn island(&self, id: IslandId) -> Option<&Island> {
        self.islands.get(id.index())
    }

    pub fn position(&self, id: PositionId) -> Option<&Position> {
        self.positions.get(id.index())
    }

    /// The island holding `treasure`.
    pub fn island_of(&self, treasure: Treasure) -> Option<IslandId> {
        self.islands
            .iter()
            .find(|i| i.treasure == treasure)
            .map(|i| i.id)
    }

    /// Every island id, in board order.
    pub fn island_ids(&self) -> impl Iterator<Item = IslandId> + '_ {
        self.islands.iter().map(|i| i.id)
    }

    /// The positions whose lines cross `id`'s: they may not hold a ship while `id` does.
    pub fn crossings(&self, id: PositionId) -> &[PositionId] {
        self.crossings.get(id.index()).map_or(&[], Vec::as_slice)
    }

    pub fn cross(&self, p: PositionId, q: PositionId) -> bool {
        self.crossings(p).contains(&q)
    }

    /// Every crossing pair once, the lower id first.
    pub fn crossing_pairs(&self) -> Vec<(PositionId, PositionId)> {
        self.positions
            .iter()
            .flat_map(|p| {
                self.crossings(p.id)
                    .iter()
                    .filter(move |q| **q > p.id)
                    .map(move |q| (p.id, *q))
            })
            .collect()
    }

    /// The position between two islands, if their jetties face each other in one colour.
    pub fn position_between(&self, a: IslandId, b: IslandId) -> Option<PositionId> {
        self.positions
            .iter()
            .find(|p| a != b && p.joins(a) && p.joins(b))
            .map(|p| p.id)
    }

    /// The positions touching an island (its jetties).
    pub fn positions_at(&self, island: IslandId) -> impl Iterator<Item = &Position> + '_ {
        self.positions.iter().filter(move |p| p.joins(island))
    }
}

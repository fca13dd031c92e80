use serde::{Deserialize, Serialize};

use super::{Edition, MapError, PathId};
use crate::Pos;

/// The town of Schilda as drawn on the board (see `rules/data/drunter/town.txt`), tuned so that
/// every goal card has its fair chance (issue 13, `docs/balance.md`).
pub const TOWN_MAP: &str = data_file!("../../data/drunter/town.txt");

/// The town games of the first two editions were played on, before the tuning: their saves
/// replay on it.
pub const FIRST_TOWN_MAP: &str = data_file!("../../data/drunter/town-first.txt");

display_as_variant! {
    /// The six kinds of building a player may secretly want to save.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum BuildingType {
        TownHall,
        School,
        FireStation,
        Tavern,
        Museum,
        ChurchTower,
    }
}

impl BuildingType {
    pub const ALL: [BuildingType; 6] = [
        BuildingType::TownHall,
        BuildingType::School,
        BuildingType::FireStation,
        BuildingType::Tavern,
        BuildingType::Museum,
        BuildingType::ChurchTower,
    ];

    fn from_letter(c: char) -> Option<BuildingType> {
        Some(match c {
            'H' => BuildingType::TownHall,
            'S' => BuildingType::School,
            'F' => BuildingType::FireStation,
            'T' => BuildingType::Tavern,
            'M' => BuildingType::Museum,
            'C' => BuildingType::ChurchTower,
            _ => return None,
        })
    }
}

/// A printed building and the points it is worth to the player who wants it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Building {
    pub kind: BuildingType,
    pub value: u8,
}

/// What is printed on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Feature {
    Ground,
    Toilet,
    Building(Building),
    /// The corner where a path starts (inn, guard posts, waterworks); its work gang stands here.
    Start(PathId),
}

/// The printed board: what each cell shows, row by row from the top left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardMap {
    width: i32,
    height: i32,
    cells: Vec<Feature>,
}

impl BoardMap {
    /// The board of new games.
    pub fn town() -> Result<BoardMap, MapError> {
        BoardMap::parse(TOWN_MAP)
    }

    /// The board a game of `edition` is played on.
    pub fn of_edition(edition: Edition) -> Result<BoardMap, MapError> {
        BoardMap::parse(if edition >= Edition::Third {
            TOWN_MAP
        } else {
            FIRST_TOWN_MAP
        })
    }

    /// Reads a map: one line per row, one two-character token per cell (legend in the data file).
    pub fn parse(text: &str) -> Result<BoardMap, MapError> {
        let mut cells = Vec::new();
        let mut width = None;
        let mut height = 0i32;
        let mut walls = 0;
        for (line_no, line) in text.lines().enumerate() {
            let line_no = line_no + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let row: Vec<&str> = line.split_whitespace().collect();
            let w = *width.get_or_insert(row.len());
            if row.len() != w {
                return Err(MapError::RaggedRow {
                    line: line_no,
                    expected: w,
                    found: row.len(),
                });
            }
            for token in row {
                let feature = match token {
                    ".." => Feature::Ground,
                    "WC" => Feature::Toilet,
                    "In" => Feature::Start(PathId::Road),
                    "Ww" => Feature::Start(PathId::Canal),
                    "Gd" => {
                        walls += 1;
                        Feature::Start(if walls == 1 {
                            PathId::WallA
                        } else {
                            PathId::WallB
                        })
                    }
                    _ => {
                        let mut chars = token.chars();
                        let kind = chars.next().and_then(BuildingType::from_letter);
                        let value = chars.next().and_then(|c| c.to_digit(10));
                        match (kind, value, chars.next()) {
                            (Some(kind), Some(v @ 1..=5), None) => Feature::Building(Building {
                                kind,
                                value: v as u8,
                            }),
                            _ => {
                                return Err(MapError::UnknownToken {
                                    line: line_no,
                                    token: token.to_string(),
                                });
                            }
                        }
                    }
                };
                cells.push(feature);
            }
            height += 1;
        }
        let width = width.unwrap_or(0) as i32;
        let map = BoardMap {
            width,
            height,
            cells,
        };
        for path in PathId::ALL {
            let count = map
                .cells
                .iter()
                .filter(|f| **f == Feature::Start(path))
                .count();
            if count != 1 {
                return Err(MapError::Starts { path, count });
            }
        }
        Ok(map)
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    pub fn contains(&self, pos: Pos) -> bool {
        (0..self.width).contains(&pos.x) && (0..self.height).contains(&pos.y)
    }

    /// The index of a cell in row order, or `None` off the board.
    pub fn index(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| (pos.y * self.width + pos.x) as usize)
    }

    pub fn feature(&self, pos: Pos) -> Option<Feature> {
        self.index(pos).and_then(|i| self.cells.get(i).copied())
    }

    /// Every cell with what is printed on it, row by row.
    pub fn cells(&self) -> impl Iterator<Item = (Pos, Feature)> + '_ {
        let width = self.width.max(1);
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, f)| (Pos::new(i as i32 % width, i as i32 / width), *f))
    }

    pub fn buildings(&self) -> Vec<(Pos, Building)> {
        self.cells()
            .filter_map(|(p, f)| match f {
                Feature::Building(b) => Some((p, b)),
                _ => None,
            })
            .collect()
    }

    pub fn toilets(&self) -> Vec<Pos> {
        self.cells()
            .filter_map(|(p, f)| (f == Feature::Toilet).then_some(p))
            .collect()
    }

    pub fn start(&self, path: PathId) -> Option<Pos> {
        self.cells()
            .find_map(|(p, f)| (f == Feature::Start(path)).then_some(p))
    }
}

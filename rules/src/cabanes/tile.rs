use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::TileSetError;

/// The tile set as written in `data/cabanes/tiles.txt` (one line per tile, in id order).
pub const TILES_TEXT: &str = data_file!("../../data/cabanes/tiles.txt");

/// A tile of the set, by its line in the data file (0 = first tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TileId(pub u8);

display_as_variant! {
    /// What an edge of a tile shows. Two touching edges must show the same.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Edge {
        Sky,
        /// A branch or foliage.
        Branch,
        Trunk,
        Roof,
        /// The bottom of a ground tile, standing on the hut's board.
        Grass,
    }
}

impl Edge {
    /// A real connection joins two tiles; sky against sky does not.
    pub fn is_real(self) -> bool {
        !matches!(self, Edge::Sky)
    }
}

display_as_variant! {
    /// The four sides of a tile, clockwise from the top.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Side {
        Top,
        Right,
        Bottom,
        Left,
    }
}

impl Side {
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    pub fn opposite(self) -> Side {
        match self {
            Side::Top => Side::Bottom,
            Side::Right => Side::Left,
            Side::Bottom => Side::Top,
            Side::Left => Side::Right,
        }
    }

    /// Column and floor steps to the neighbour on this side (floors grow upwards).
    pub fn delta(self) -> (i32, i32) {
        match self {
            Side::Top => (0, 1),
            Side::Right => (1, 0),
            Side::Bottom => (0, -1),
            Side::Left => (-1, 0),
        }
    }
}

/// How a tile stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// A ground tile, with grass: only on floor 0.
    Ground,
    /// A ground tile whose sky side closes the ground row: nothing is built beyond it.
    Final,
    /// Needs a tile directly below it.
    Plain,
    /// "En porte-à-faux": needs no tile below it.
    Cantilever,
}

impl Shape {
    /// Ground tiles (finals included) carry grass and stand on floor 0.
    pub fn is_ground(self) -> bool {
        matches!(self, Shape::Ground | Shape::Final)
    }
}

/// The tile's back: which pile part it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Back {
    /// The mailbox tiles each hut starts with.
    Start,
    Green,
    Yellow,
}

/// A comfort object ("objet de confort"): counts for the comfort score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Comfort {
    Bathtub,
    Barbecue,
    Television,
    Hammock,
    Armchair,
    Radio,
}

impl Comfort {
    pub const ALL: [Comfort; 6] = [
        Comfort::Bathtub,
        Comfort::Barbecue,
        Comfort::Television,
        Comfort::Hammock,
        Comfort::Armchair,
        Comfort::Radio,
    ];
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MonkeyColour {
    Red,
    Blue,
    White,
    Brown,
}

impl MonkeyColour {
    pub const ALL: [MonkeyColour; 4] = [
        MonkeyColour::Red,
        MonkeyColour::Blue,
        MonkeyColour::White,
        MonkeyColour::Brown,
    ];
}

/// Females wear lipstick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sex {
    Male,
    Female,
}

/// The one thing a tile may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    Mailbox,
    Flag,
    Cannon,
    Comfort(Comfort),
    Monkey { colour: MonkeyColour, sex: Sex },
}

/// One tile as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub id: TileId,
    pub back: Back,
    /// Top, right, bottom, left, as drawn (not mirrored).
    pub edges: [Edge; 4],
    pub shape: Shape,
    /// May be turned over left/right before building.
    pub mirrorable: bool,
    pub item: Option<Item>,
}

impl Tile {
    /// The edge on `side` once built, mirrored or not.
    pub fn edge(&self, side: Side, mirrored: bool) -> Edge {
        let side = match (mirrored, side) {
            (true, Side::Left) => Side::Right,
            (true, Side::Right) => Side::Left,
            (_, s) => s,
        };
        let i = match side {
            Side::Top => 0,
            Side::Right => 1,
            Side::Bottom => 2,
            Side::Left => 3,
        };
        self.edges.get(i).copied().unwrap_or(Edge::Sky)
    }

    pub fn is_monkey(&self) -> bool {
        matches!(self.item, Some(Item::Monkey { .. }))
    }

    pub fn is_cannon(&self) -> bool {
        self.item == Some(Item::Cannon)
    }
}

/// The whole set, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    tiles: Vec<Tile>,
}

impl TileSet {
    /// Reads the data file format (see the file's header), refusing any malformed line.
    pub fn parse(text: &str) -> Result<TileSet, TileSetError> {
        let mut tiles = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let content = raw.trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = content.split_whitespace().collect();
            let [back, edges, shape, mirror, item] = fields[..] else {
                return Err(TileSetError::FieldCount {
                    line,
                    found: fields.len(),
                });
            };
            let token = |t: &str| t.to_string();
            let back = match back {
                "start" => Back::Start,
                "green" => Back::Green,
                "yellow" => Back::Yellow,
                other => {
                    return Err(TileSetError::UnknownBack {
                        line,
                        token: token(other),
                    });
                }
            };
            let parsed: Vec<Edge> = edges
                .chars()
                .map(|c| match c {
                    'S' => Ok(Edge::Sky),
                    'B' => Ok(Edge::Branch),
                    'T' => Ok(Edge::Trunk),
                    'R' => Ok(Edge::Roof),
                    'G' => Ok(Edge::Grass),
                    other => Err(TileSetError::UnknownEdge {
                        line,
                        letter: other,
                    }),
                })
                .collect::<Result<_, _>>()?;
            let Ok(edges) = <[Edge; 4]>::try_from(parsed) else {
                return Err(TileSetError::EdgeCount {
                    line,
                    token: token(edges),
                });
            };
            let shape = match shape {
                "ground" => Shape::Ground,
                "final" => Shape::Final,
                "plain" => Shape::Plain,
                "cantilever" => Shape::Cantilever,
                other => {
                    return Err(TileSetError::UnknownShape {
                        line,
                        token: token(other),
                    });
                }
            };
            let mirrorable = match mirror {
                "free" => true,
                "fixed" => false,
                other => {
                    return Err(TileSetError::UnknownMirror {
                        line,
                        token: token(other),
                    });
                }
            };
            let item = parse_item(item).ok_or_else(|| TileSetError::UnknownItem {
                line,
                token: token(item),
            })?;
            let grass_below = edges[2] == Edge::Grass;
            let grass_elsewhere = [edges[0], edges[1], edges[3]].contains(&Edge::Grass);
            if grass_below != shape.is_ground() || grass_elsewhere {
                return Err(TileSetError::GrassMisplaced { line });
            }
            if shape == Shape::Final {
                let sky_sides = [edges[1], edges[3]]
                    .iter()
                    .filter(|e| **e == Edge::Sky)
                    .count();
                if sky_sides != 1 {
                    return Err(TileSetError::FinalWithoutEnd { line });
                }
            }
            let id = u8::try_from(tiles.len()).map_err(|_| TileSetError::TooManyTiles)?;
            tiles.push(Tile {
                id: TileId(id),
                back,
                edges,
                shape,
                mirrorable,
                item,
            });
        }
        Ok(TileSet { tiles })
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    pub fn get(&self, id: TileId) -> Option<&Tile> {
        self.tiles.get(usize::from(id.0))
    }

    pub fn with_back(&self, back: Back) -> Vec<TileId> {
        self.tiles
            .iter()
            .filter(|t| t.back == back)
            .map(|t| t.id)
            .collect()
    }
}

/// `-` is no item (`Some(None)`); an unknown token is `None`.
fn parse_item(token: &str) -> Option<Option<Item>> {
    let item = match token {
        "-" => return Some(None),
        "mailbox" => Item::Mailbox,
        "flag" => Item::Flag,
        "cannon" => Item::Cannon,
        "bathtub" => Item::Comfort(Comfort::Bathtub),
        "barbecue" => Item::Comfort(Comfort::Barbecue),
        "television" => Item::Comfort(Comfort::Television),
        "hammock" => Item::Comfort(Comfort::Hammock),
        "armchair" => Item::Comfort(Comfort::Armchair),
        "radio" => Item::Comfort(Comfort::Radio),
        monkey => {
            let rest = monkey.strip_prefix("monkey-")?;
            let (colour, sex) = rest.split_once('-')?;
            let colour = match colour {
                "red" => MonkeyColour::Red,
                "blue" => MonkeyColour::Blue,
                "white" => MonkeyColour::White,
                "brown" => MonkeyColour::Brown,
                _ => return None,
            };
            let sex = match sex {
                "m" => Sex::Male,
                "f" => Sex::Female,
                _ => return None,
            };
            Item::Monkey { colour, sex }
        }
    };
    Some(Some(item))
}

/// The game's tile set, read once from [`TILES_TEXT`].
pub fn tile_set() -> Result<&'static TileSet, TileSetError> {
    static SET: OnceLock<Result<TileSet, TileSetError>> = OnceLock::new();
    SET.get_or_init(|| TileSet::parse(TILES_TEXT))
        .as_ref()
        .map_err(Clone::clone)
}

/// A tile of the game's set, `None` for an id outside it (a damaged save) or a broken data file.
pub fn tile(id: TileId) -> Option<&'static Tile> {
    tile_set().ok().and_then(|s| s.get(id))
}

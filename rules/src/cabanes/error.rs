use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Cell, Edge, Side, TileId};

/// Why the tile data file could not be read (the line is counted from 1).
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum TileSetError {
    #[error("tiles line {line}: 5 fields expected (back edges shape mirror item), found {found}")]
    FieldCount { line: usize, found: usize },
    #[error("tiles line {line}: unknown back `{token}`")]
    UnknownBack { line: usize, token: String },
    #[error("tiles line {line}: unknown edge letter `{letter}`")]
    UnknownEdge { line: usize, letter: char },
    #[error("tiles line {line}: four edges expected, found `{token}`")]
    EdgeCount { line: usize, token: String },
    #[error("tiles line {line}: unknown shape `{token}`")]
    UnknownShape { line: usize, token: String },
    #[error("tiles line {line}: mirror must be `free` or `fixed`, not `{token}`")]
    UnknownMirror { line: usize, token: String },
    #[error("tiles line {line}: unknown item `{token}`")]
    UnknownItem { line: usize, token: String },
    #[error("tiles line {line}: grass goes at the bottom of ground tiles, and only there")]
    GrassMisplaced { line: usize },
    #[error(
        "tiles line {line}: a final tile needs exactly one sky side (left or right) to close the ground"
    )]
    FinalWithoutEnd { line: usize },
    #[error("more than 256 tiles")]
    TooManyTiles,
}

/// One building rule (a to e of the rulebook) a tile would break at a spot. A refused tile reports
/// every rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum BuildError {
    #[error("there is no hut {hut}")]
    NoSuchHut { hut: u8 },
    #[error("there is no tile {}", tile.0)]
    UnknownTile { tile: TileId },
    #[error("cell ({}, {}) is below the ground", cell.x, cell.floor)]
    BelowGround { cell: Cell },
    #[error("cell ({}, {}) already holds a tile", cell.x, cell.floor)]
    Occupied { cell: Cell },
    /// Rule a: touching edges must match.
    #[error("its {side} edge ({ours}) does not match the {theirs} of the tile at ({}, {})", neighbour.x, neighbour.floor)]
    EdgeMismatch {
        side: Side,
        neighbour: Cell,
        ours: Edge,
        theirs: Edge,
    },
    /// Rule a: a tile must follow on from a tile already built.
    #[error("it touches no tile of the hut")]
    Touches,
    /// Rule a: touching only by sky is no connection.
    #[error("it touches the hut only by sky (at {})", sky_cells(touching))]
    OnlySky { touching: Vec<Cell> },
    /// Rule b.
    #[error("tile {} may not be turned over", tile.0)]
    NotMirrorable { tile: TileId },
    /// Rule c: a floor grows next to a tile already on it.
    #[error("floor {floor} already has tiles and none is beside ({}, {}): no gap within a floor", cell.x, cell.floor)]
    GapInFloor { cell: Cell, floor: i32 },
    /// Rule d: gravity.
    #[error("nothing holds it up: ({}, {}) below is empty and the tile is not a cantilever", below.x, below.floor)]
    NothingBelow { below: Cell },
    /// Rule e: grass belongs on the ground row.
    #[error("a ground tile goes on floor 0, not on floor {floor}")]
    GroundTileAboveGround { floor: i32 },
    /// Rule e: the ground row is made of ground tiles only.
    #[error("only ground tiles (with grass) go on floor 0")]
    NotAGroundTile,
    /// Rule e: nothing beyond a final tile.
    #[error("the final tile at ({}, {}) closes the ground on that side", final_at.x, final_at.floor)]
    BeyondFinal { final_at: Cell },
}

fn sky_cells(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(|c| format!("({}, {})", c.x, c.floor))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a tile may not be knocked off by a cannon.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum TargetError {
    #[error("the cannon fires at one of the two other huts, not at hut {hut} where it stands")]
    OwnHut { hut: u8 },
    #[error("there is no hut {hut}")]
    NoSuchHut { hut: u8 },
    #[error("there is no tile at ({}, {})", cell.x, cell.floor)]
    Empty { cell: Cell },
    #[error("a tile with grass is never knocked off")]
    Grass,
    #[error("the tile has {free} free {}: it needs at least 2", if *free == 1 { "side" } else { "sides" })]
    TooFewFreeSides { free: u8 },
}

/// Why the game refused an action. On error the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum CabanesError {
    #[error("Les Cabanes de M'sieur Robinson is played by 2 to 4 players, not {seats}")]
    SeatCount { seats: u8 },
    #[error("the tile data is broken: {0}")]
    TileSet(TileSetError),
    /// A file's record says pile `pile` showed tiles it cannot hold (unknown, of the wrong back
    /// for their place, shown twice, or more than a pile holds).
    #[error("the tiles shown from pile {pile} do not fit it")]
    ShownTiles { pile: u8 },
    #[error("the game is over")]
    GameOver,
    #[error("there is no pile {pile}")]
    NoSuchPile { pile: u8 },
    #[error("pile {pile} is empty")]
    EmptyPile { pile: u8 },
    #[error("tile {} is not in front of you", tile.0)]
    NotInFront { tile: TileId },
    #[error("tile {} cannot be built at ({}, {}) of hut {hut}: {}", tile.0, cell.x, cell.floor, crate::reasons::joined(reasons))]
    IllegalBuild {
        tile: TileId,
        hut: u8,
        cell: Cell,
        mirrored: bool,
        reasons: Vec<BuildError>,
    },
    #[error("your cannon is ready: fire it or hold fire first")]
    CannonPending,
    #[error("there is no cannon to fire")]
    NoCannon,
    #[error("the cannon cannot knock off that tile: {0}")]
    BadTarget(TargetError),
}

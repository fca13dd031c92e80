use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Rotation, Side, Size, TileId};
use crate::{Dir, Pos};

display_as_variant! {
    /// What an empty cell must already become, because of the sides that face it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Demand {
        /// A door faces it: it must become a room with a door facing back.
        RoomWithDoor,
        /// A French window faces it: it may only become a garden or stay outside.
        GardenOrOutside,
        /// The entrance's double door faces it: it is outside.
        Outside,
    }
}

/// One construction rule a placement breaks. A rejected placement reports every rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum PlacementError {
    #[error("this cell already holds a tile")]
    Occupied { pos: Pos },
    #[error("the first tile placed must be the entrance")]
    EntranceFirst,
    #[error("this cell is too far from the middle of the table")]
    OffTable { pos: Pos },
    /// `by_corner`: the cell touches a placed tile by a corner only (else it touches none).
    #[error("a tile must touch a placed tile by a side")]
    NotTouching { by_corner: bool },
    #[error("the casbah would no longer fit in {}×{}", size.width, size.height)]
    OutsideRectangle { size: Size },
    #[error("the entrance's double door must face the outside")]
    EntranceFacesInside,
    #[error("the {dir} door would lead out of a {}×{} casbah", size.width, size.height)]
    DoorBeyondRectangle { dir: Dir, size: Size },
    #[error("{dir} side: {mine} cannot face the neighbour's {theirs}")]
    SidesClash { dir: Dir, mine: Side, theirs: Side },
    #[error("the {dir} door would face the outside")]
    DoorToOutside { dir: Dir },
    #[error("{dir} side: {mine} cannot face a cell that must be {demand}")]
    DestinationFixed {
        dir: Dir,
        mine: Side,
        demand: Demand,
    },
}

/// Why the game refused an action. On error the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum CasbahError {
    #[error("a casbah must be a rectangle of 3 to 11 cells a side and at most 45 cells, not {}×{}", size.width, size.height)]
    UnplayableSize { size: Size },
    #[error("Casbah is played alone or by 2 to 4 players, not {seats}")]
    SeatCount { seats: u8 },
    #[error("{}×{} is too small for {seats} {} to draft a tile each", size.width, size.height, if *seats == 1 { "player" } else { "players" })]
    TooSmallForPlayers { size: Size, seats: u8 },
    /// The draft hands out one tile per cell, the same number to each player (the rulebook's table
    /// of sizes follows from it): the cells must divide evenly among the players.
    #[error("the {cells} cells of a {}×{} casbah cannot be shared equally among {seats} players", size.width, size.height)]
    SizeNotForPlayers { size: Size, seats: u8, cells: usize },
    #[error("the game is over")]
    GameOver,
    #[error("tiles are being drafted: pick one first")]
    StillDrafting,
    #[error("the draft is over")]
    NotDrafting,
    #[error("tile {} is not left to pick", tile.0)]
    NotInPool { tile: TileId },
    #[error("nobody took the entrance: the last pick must be the entrance")]
    EntranceMustBeTaken,
    #[error("tile {} is not in your hand", tile.0)]
    NotInHand { tile: TileId },
    #[error("tile {} at ({}, {}) breaks the construction rules: {}", tile.0, pos.x, pos.y, crate::reasons::joined(reasons))]
    IllegalPlacement {
        tile: TileId,
        rotation: Rotation,
        pos: Pos,
        /// Every rule broken by the tile as it was turned.
        reasons: Vec<PlacementError>,
        /// Whether the tile would fit on this cell turned another way (false: in no rotation).
        #[serde(default)]
        fits_turned: bool,
    },
    #[error("hints are for the solo puzzle")]
    HelpOnlySolo,
    #[error("you can place a tile ({options} {}), so you may not pass", if *options == 1 { "way" } else { "ways" })]
    MustPlace { options: usize },
}

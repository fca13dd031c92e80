//! Casbah (Sylvie Barc, La Haute Roche 2004): rooms and gardens laid into a rectangle whose place
//! and orientation only the tiles fix.

mod board;
mod error;
mod game;
mod rectangle;
mod tile;

pub use board::{Board, PlacedTile};
pub use error::{CasbahError, Demand, PlacementError};
pub use game::{
    Casbah, CasbahAction, CasbahEvent, CasbahSetup, DraftOrder, Help, Phase, ScoreLine, final_total,
};
pub use rectangle::{Rect, Size};
pub use tile::{Rotation, Shape, Side, TILES, Tile, TileId, TileKind, TileSet};
pub mod ai;
pub mod difficulty;
pub mod layout;
pub mod solver;

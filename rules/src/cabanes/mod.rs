//! Les Cabanes de M'sieur Robinson (Dominique Ehrhard, Asmodée 2006): three huts built side by
//! side out of square tiles whose edges must match, a score track per hut, cannons, bananas and
//! monkeys. The tile set is ours (the rulebook's pictures are lost): `data/cabanes/tiles.txt`.
//!
//! What this version decides where the rulebook is silent:
//! - A hut is a grid seen from the side: column `x` (0 at the doormat) and `floor` (0 = ground).
//!   Floor 0 holds ground tiles (with grass) and nothing else; ground tiles go nowhere else.
//! - Gravity is satisfied by any tile below, even touching only by sky; a cantilever needs none.
//! - A hut is complete when every edge facing an empty cell is sky (so no tile can join it).
//! - When a pile runs out, the bananas go to the leaders after the builder's pawn has moved; a hut
//!   whose pawns are all on the start space gives no banana.
//! - A cannon with no tile to knock off gives no choice; a shot's monkeys go in front of the
//!   shooter like any other fallen tile (and cost a point if still there at the end).

mod action;
mod error;
mod game;
mod hut;
mod legal;
mod phase;
mod score;
mod seen;
mod tile;
mod track;
mod view;

pub mod ai;

pub use action::{CabanesAction, Spot};
pub use error::{BuildError, CabanesError, TargetError, TileSetError};
pub use game::{Cabanes, CabanesEvent, CabanesSetup, HUTS, PILES, winners};
pub use hut::{Assessed, Cell, Hut, HutStats, Placed, Placement, Target};
pub use phase::{Ending, Phase};
pub use score::{HutScore, ScoreLine, hut_scores, place_points, share};
pub use tile::{
    Back, Comfort, Edge, Item, MonkeyColour, Sex, Shape, Side, TILES_TEXT, Tile, TileId, TileSet,
    tile, tile_set,
};
pub use track::{Pawn, TRACK_END, Track};
pub use view::{CabanesView, PileView};

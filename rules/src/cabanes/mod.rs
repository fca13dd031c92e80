//! Les Cabanes de M'sieur Robinson (Dominique Ehrhard, Asmodée 2006): three huts built side by
//! side out of square tiles whose edges must match, a score track per hut, cannons, bananas and
//! monkeys. The tile set is ours (the rulebook's pictures are lost): `data/cabanes/tiles.txt`.

mod error;
mod game;
mod hut;
mod score;
mod tile;
mod track;
mod view;

pub mod ai;

pub use error::{BuildError, CabanesError, TargetError, TileSetError};
pub use game::{
    Cabanes, CabanesAction, CabanesEvent, CabanesSetup, Ending, HUTS, PILES, Phase, Spot, winners,
};
pub use hut::{Assessed, Cell, Hut, HutStats, Placed, Placement, Target};
pub use score::{HutScore, ScoreLine, hut_scores, place_points, share};
pub use tile::{
    Back, Comfort, Edge, Item, MonkeyColour, Sex, Shape, Side, TILES_TEXT, Tile, TileId, TileSet,
    tile, tile_set,
};
pub use track::{Pawn, TRACK_END, Track};
pub use view::{CabanesView, PileView};

//! Drunter & Drüber (Klaus Teuber, Hans im Glück 1991): roads, town walls and a canal laid through
//! Schilda, over the buildings each player secretly hopes to save, with a town vote before any
//! public toilet is built over.

mod board;
mod cards;
mod edition;
mod error;
mod game;
mod goal;
mod score;
mod seen;
mod tile;
mod town;
mod view;

pub use board::{BoardMap, Building, BuildingType, FIRST_TOWN_MAP, Feature, TOWN_MAP};
pub use cards::{Card, Vote, check_ballot};
pub use edition::Edition;
pub use error::{DrunterError, LayError, MapError};
pub use game::{Drunter, DrunterAction, DrunterEvent, DrunterSetup, PendingLay, Phase};
pub use goal::{GoalCard, Scored};
pub use score::{ScoreLine, tie_break_votes};
pub use tile::{PathId, TILES, Tile, TileId, TileKind};
pub use town::{Cover, Gang, Plan, Town};
pub use view::{DrunterView, PhaseView};
pub mod ai;

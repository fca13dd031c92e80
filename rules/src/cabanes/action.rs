use serde::{Deserialize, Serialize};

use super::{Cell, TileId};

/// Where a tile is built: hut (0 to 2), cell, turned over or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot {
    pub hut: u8,
    pub cell: Cell,
    pub mirrored: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CabanesAction {
    /// Action 1: take a pile's top tile and keep it in front of oneself.
    Keep { pile: u8 },
    /// Action 2: take a pile's top tile and build it.
    BuildFromPile { pile: u8, spot: Spot },
    /// Action 3: build one of the tiles in front of oneself.
    BuildFromFront { tile: TileId, spot: Spot },
    /// After building a cannon: knock a tile off one of the two other huts.
    Fire { hut: u8, cell: Cell },
    /// After building a cannon: do not fire.
    HoldFire,
}

use serde::{Deserialize, Serialize};

display_as_variant! {
    /// What a tile builds. Wall tiles continue either of the two town walls.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum TileKind {
        Road,
        Wall,
        Canal,
    }
}

display_as_variant! {
    /// The four paths built during the game, each from its corner, each with its work gang.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum PathId {
        Road,
        WallA,
        WallB,
        Canal,
    }
}

impl PathId {
    pub const ALL: [PathId; 4] = [PathId::Road, PathId::WallA, PathId::WallB, PathId::Canal];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The kind of tile that continues this path.
    pub fn kind(self) -> TileKind {
        match self {
            PathId::Road => TileKind::Road,
            PathId::WallA | PathId::WallB => TileKind::Wall,
            PathId::Canal => TileKind::Canal,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TileId(pub u8);

/// A straight path tile of 1, 2 or 3 cells; a 3-cell tile has a bridge on its middle cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub id: TileId,
    pub kind: TileKind,
    pub len: u8,
}

impl Tile {
    pub fn all() -> &'static [Tile] {
        &TILES
    }

    pub fn get(id: TileId) -> Option<&'static Tile> {
        TILES.get(usize::from(id.0))
    }

    /// The index along the tile of its bridge cell, if it has one.
    pub fn bridge_at(&self) -> Option<u8> {
        (self.len == 3).then_some(1)
    }
}

/// How many tiles of each kind and length the box holds: (kind, 3-cell, 2-cell, 1-cell).
const BOX: [(TileKind, u8, u8, u8); 3] = [
    (TileKind::Wall, 6, 12, 12),
    (TileKind::Road, 3, 6, 6),
    (TileKind::Canal, 3, 6, 6),
];

/// The 60 path tiles of the box.
pub static TILES: [Tile; 60] = build_tiles();

const fn build_tiles() -> [Tile; 60] {
    let mut out = [Tile {
        id: TileId(0),
        kind: TileKind::Road,
        len: 1,
    }; 60];
    let mut n = 0usize;
    let mut k = 0;
    while k < BOX.len() {
        let (kind, three, two, one) = BOX[k];
        let counts = [(3u8, three), (2, two), (1, one)];
        let mut c = 0;
        while c < 3 {
            let (len, count) = counts[c];
            let mut i = 0;
            while i < count {
                out[n] = Tile {
                    id: TileId(n as u8),
                    kind,
                    len,
                };
                n += 1;
                i += 1;
            }
            c += 1;
        }
        k += 1;
    }
    out
}

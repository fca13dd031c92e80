use serde::{Deserialize, Serialize};

use crate::Dir;

/// What one side of a tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Door,
    /// A French window ("porte-fenêtre").
    Window,
    /// A garden's side: gardens are open all round.
    Open,
    /// The entrance's double door, which always faces the outside.
    Entrance,
}

impl Side {
    /// Whether two facing sides of adjacent tiles may touch (the rulebook's construction rules).
    pub fn matches(self, facing: Side) -> bool {
        matches!(
            (self, facing),
            (Side::Door, Side::Door)
                | (Side::Window, Side::Open)
                | (Side::Open, Side::Window)
                | (Side::Open, Side::Open)
        )
    }

    /// Whether this side may face the outside of the casbah.
    pub fn may_face_outside(self) -> bool {
        self != Side::Door
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileKind {
    Room,
    Garden,
    Entrance,
}

/// Index of a tile in [`TILES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TileId(pub u8);

/// Quarter turns clockwise, 0 to 3.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Rotation(u8);

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    pub fn new(quarter_turns: u8) -> Self {
        Rotation(quarter_turns % 4)
    }

    pub fn quarter_turns(self) -> u8 {
        self.0 % 4
    }

    pub fn next(self) -> Rotation {
        Rotation::new(self.0 + 1)
    }

    pub fn degrees(self) -> u16 {
        u16::from(self.quarter_turns()) * 90
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Tile {
    pub id: TileId,
    pub kind: TileKind,
    /// North, east, south, west, unrotated.
    pub sides: [Side; 4],
    pub value: u8,
}

/// The 45 tiles of the box, generated from `data/casbah/tiles.txt` by the build script.
pub static TILES: &[Tile] = include!(concat!(env!("OUT_DIR"), "/casbah_tiles.rs"));

impl Tile {
    /// The tile with this id, or `None` for an id no tile has (a hand-edited save, say).
    pub fn get(id: TileId) -> Option<&'static Tile> {
        TILES.get(usize::from(id.0))
    }

    pub fn all() -> &'static [Tile] {
        TILES
    }

    /// The side facing `dir` once the tile is turned by `rotation`.
    pub fn side(&self, rotation: Rotation, dir: Dir) -> Side {
        self.sides[(dir.index() + 4 - usize::from(rotation.quarter_turns())) % 4]
    }

    pub fn is_entrance(&self) -> bool {
        self.kind == TileKind::Entrance
    }

    pub fn shape(&self) -> Shape {
        Shape::of(self.kind, self.sides)
    }

    /// The distinct rotations (a garden or a four-door room looks the same every way round).
    pub fn distinct_rotations(&self) -> Vec<Rotation> {
        let mut seen: Vec<[Side; 4]> = Vec::new();
        let mut out = Vec::new();
        for r in Rotation::ALL {
            let sides = Dir::ALL.map(|d| self.side(r, d));
            if !seen.contains(&sides) {
                seen.push(sides);
                out.push(r);
            }
        }
        out
    }
}

/// A tile's shape regardless of rotation: what makes two tiles interchangeable on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Shape {
    Garden,
    Entrance,
    /// Four doors.
    Doors4,
    /// Three doors, one window.
    Doors3,
    /// Two doors side by side, two windows.
    Doors2Adjacent,
    /// Two doors facing each other, windows between.
    Doors2Opposite,
    /// One door, three windows.
    Doors1,
    /// No door at all: no tile has it, but an empty cell may call for it.
    Doors0,
}

impl Shape {
    /// Every shape the box's tiles have but the entrance's (which is one of a kind): the shapes
    /// that are counted, measured and interchangeable.
    pub const PLAIN: [Shape; 6] = [
        Shape::Garden,
        Shape::Doors4,
        Shape::Doors3,
        Shape::Doors2Adjacent,
        Shape::Doors2Opposite,
        Shape::Doors1,
    ];

    pub fn of(kind: TileKind, sides: [Side; 4]) -> Shape {
        match kind {
            TileKind::Garden => Shape::Garden,
            TileKind::Entrance => Shape::Entrance,
            TileKind::Room => Shape::of_room(sides.map(|s| s == Side::Door)),
        }
    }

    /// The shape of a room with doors where `doors` is true (north, east, south, west).
    pub fn of_room(doors: [bool; 4]) -> Shape {
        match doors.iter().filter(|d| **d).count() {
            4 => Shape::Doors4,
            3 => Shape::Doors3,
            2 if doors[0] == doors[2] => Shape::Doors2Opposite,
            2 => Shape::Doors2Adjacent,
            1 => Shape::Doors1,
            _ => Shape::Doors0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_40_rooms_with_one_entrance_and_5_gardens() {
        assert_eq!(TILES.len(), 45);
        let count = |k| TILES.iter().filter(|t| t.kind == k).count();
        assert_eq!(count(TileKind::Room), 39);
        assert_eq!(count(TileKind::Entrance), 1);
        assert_eq!(count(TileKind::Garden), 5);
        for (i, t) in TILES.iter().enumerate() {
            assert_eq!(usize::from(t.id.0), i);
            assert!(
                (1..=15).contains(&t.value),
                "tile {i} has value {}",
                t.value
            );
        }
    }

    #[test]
    fn every_room_has_a_door_and_the_entrance_is_worth_1() {
        for t in TILES {
            match t.kind {
                TileKind::Room => assert!(t.sides.contains(&Side::Door), "{t:?}"),
                TileKind::Garden => assert_eq!(t.sides, [Side::Open; 4]),
                TileKind::Entrance => {
                    assert_eq!(t.sides.iter().filter(|s| **s == Side::Entrance).count(), 1);
                    assert_eq!(t.value, 1);
                }
            }
        }
    }

    #[test]
    fn shapes_of_the_box() {
        let count = |s| TILES.iter().filter(|t| t.shape() == s).count();
        assert_eq!(count(Shape::Doors4), 7);
        assert_eq!(count(Shape::Doors3), 23);
        assert_eq!(count(Shape::Doors2Adjacent), 4);
        assert_eq!(count(Shape::Doors2Opposite), 3);
        assert_eq!(count(Shape::Doors1), 2);
        assert_eq!(count(Shape::Doors0), 0);
    }

    #[test]
    fn values_follow_shapes() {
        // The value measures how hard a shape is to place, so equal shapes are worth the same.
        for a in TILES {
            for b in TILES {
                if a.shape() == b.shape() {
                    assert_eq!(a.value, b.value, "{a:?} / {b:?}");
                }
            }
        }
    }

    #[test]
    fn matching_table_of_the_rulebook() {
        use Side::*;
        let ok = [(Door, Door), (Window, Open), (Open, Window), (Open, Open)];
        for a in [Door, Window, Open, Entrance] {
            for b in [Door, Window, Open, Entrance] {
                assert_eq!(a.matches(b), ok.contains(&(a, b)), "{a:?} facing {b:?}");
            }
        }
        assert!(!Door.may_face_outside());
        assert!(
            Window.may_face_outside() && Open.may_face_outside() && Entrance.may_face_outside()
        );
    }

    #[test]
    fn rotation_turns_sides_clockwise() {
        let t = TILES
            .iter()
            .find(|t| t.is_entrance())
            .copied()
            .unwrap_or(TILES[0]);
        // Unrotated the double door faces south; a quarter turn clockwise brings it west.
        assert_eq!(t.side(Rotation::new(0), Dir::South), Side::Entrance);
        assert_eq!(t.side(Rotation::new(1), Dir::West), Side::Entrance);
        assert_eq!(t.side(Rotation::new(2), Dir::North), Side::Entrance);
        assert_eq!(t.side(Rotation::new(3), Dir::East), Side::Entrance);
    }
}

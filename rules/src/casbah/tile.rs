use serde::{Deserialize, Serialize};

use crate::Dir;

display_as_variant! {
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

/// Index of a tile in [`TILES`] (which holds every set, so an id names one tile of one set).
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

/// The tiles of every set, the first set's 45 first, then the second's and the third's, generated
/// from `data/casbah/tiles.txt`, `tiles-second.txt` and `tiles-third.txt` by the build script.
pub static TILES: &[Tile] = include!(concat!(env!("OUT_DIR"), "/casbah_tiles.rs"));

/// Where each set's tiles end in [`TILES`], in [`TileSet::ALL`] order.
const SET_ENDS: [u8; 3] = include!(concat!(env!("OUT_DIR"), "/casbah_set_ends.rs"));

/// Which box of 45 tiles a game is played with. Saves made before the sets were versioned lack
/// the field and hold the first set, so it is the serde default; new games take [`TileSet::NEWEST`].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum TileSet {
    /// The first set: a complete 9x5 with seven four-door rooms, values from 2 to 15.
    #[default]
    First,
    /// Issue 13's set: a complete 9x5 with the fewest four-door rooms (two), fewer value levels.
    Second,
    /// Issue 31's set: a complete 9x5 whose shapes are spread (19 three-door rooms where the
    /// second has 29), each shape worth its own measured value, from 1 to 15.
    Third,
}

impl TileSet {
    pub const ALL: [TileSet; 3] = [TileSet::First, TileSet::Second, TileSet::Third];
    /// The set new games are dealt.
    pub const NEWEST: TileSet = TileSet::Third;

    /// This set's 45 tiles.
    pub fn tiles(self) -> &'static [Tile] {
        let end = |n: usize| usize::from(SET_ENDS.get(n).copied().unwrap_or(0));
        let i = self as usize;
        let start = if i == 0 { 0 } else { end(i - 1) };
        TILES.get(start..end(i)).unwrap_or(&[])
    }

    /// This set's tile ids, in the box's order.
    pub fn ids(self) -> Vec<TileId> {
        self.tiles().iter().map(|t| t.id).collect()
    }
}

impl Tile {
    /// The tile with this id (of any set), or `None` for an id no tile has (a hand-edited save,
    /// say).
    pub fn get(id: TileId) -> Option<&'static Tile> {
        TILES.get(usize::from(id.0))
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
    fn each_box_holds_40_rooms_with_one_entrance_and_5_gardens() {
        for set in TileSet::ALL {
            let tiles = set.tiles();
            assert_eq!(tiles.len(), 45, "{set:?}");
            let count = |k| tiles.iter().filter(|t| t.kind == k).count();
            assert_eq!(count(TileKind::Room), 39, "{set:?}");
            assert_eq!(count(TileKind::Entrance), 1, "{set:?}");
            assert_eq!(count(TileKind::Garden), 5, "{set:?}");
            for t in tiles {
                assert!((1..=15).contains(&t.value), "{t:?} of {set:?}");
            }
        }
        for (i, t) in TILES.iter().enumerate() {
            assert_eq!(usize::from(t.id.0), i);
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

    fn shape_counts(set: TileSet) -> [usize; 6] {
        let count = |s| set.tiles().iter().filter(|t| t.shape() == s).count();
        [
            count(Shape::Doors4),
            count(Shape::Doors3),
            count(Shape::Doors2Adjacent),
            count(Shape::Doors2Opposite),
            count(Shape::Doors1),
            count(Shape::Doors0),
        ]
    }

    #[test]
    fn shapes_of_the_first_box() {
        assert_eq!(shape_counts(TileSet::First), [7, 23, 4, 3, 2, 0]);
    }

    #[test]
    fn the_second_box_has_two_four_door_rooms() {
        assert_eq!(shape_counts(TileSet::Second), [2, 29, 4, 4, 0, 0]);
    }

    #[test]
    fn the_third_box_spreads_its_shapes() {
        // Three-door rooms on 19 of the 45 tiles, not 29 as in the second box.
        assert_eq!(shape_counts(TileSet::Third), [6, 19, 6, 8, 0, 0]);
    }

    #[test]
    fn the_third_box_spreads_its_values() {
        // The draft is a choice: no value is on more than 19 of the 45 tiles (fewer, and the
        // long casbahs at 2 players stop being finished: docs/casbah-tiles.md), and the values
        // span the rulebook's range, one per shape.
        let tiles = TileSet::Third.tiles();
        let values: Vec<u8> = tiles.iter().map(|t| t.value).collect();
        for v in &values {
            let alike = values.iter().filter(|w| *w == v).count();
            assert!(alike <= 19, "{alike} tiles worth {v}");
        }
        let (lo, hi) = (values.iter().min(), values.iter().max());
        assert_eq!((lo, hi), (Some(&1), Some(&15)));
        let mut distinct = values.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() >= 6, "{distinct:?}");
    }

    #[test]
    fn values_follow_shapes() {
        // The value measures how hard a shape is to place, so equal shapes of a set are worth
        // the same.
        for set in TileSet::ALL {
            for a in set.tiles() {
                for b in set.tiles() {
                    if a.shape() == b.shape() {
                        assert_eq!(a.value, b.value, "{a:?} / {b:?}");
                    }
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

use serde::{Deserialize, Serialize};

/// A cell of a square grid. `y` grows downwards, as on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    pub fn step(self, dir: Dir) -> Pos {
        let (dx, dy) = dir.delta();
        Pos::new(self.x.saturating_add(dx), self.y.saturating_add(dy))
    }

    pub fn neighbours(self) -> impl Iterator<Item = (Dir, Pos)> {
        Dir::ALL.into_iter().map(move |d| (d, self.step(d)))
    }
}

display_as_variant! {
    /// The four sides of a square cell, clockwise from the top.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Dir {
        North,
        East,
        South,
        West,
    }
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 4]
    }

    pub fn opposite(self) -> Dir {
        self.turned(2)
    }

    /// This side after `quarter_turns` clockwise quarter turns.
    pub fn turned(self, quarter_turns: u8) -> Dir {
        Dir::from_index(self.index() + usize::from(quarter_turns))
    }

    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::North => (0, -1),
            Dir::East => (1, 0),
            Dir::South => (0, 1),
            Dir::West => (-1, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_and_opposites() {
        assert_eq!(Dir::North.turned(1), Dir::East);
        assert_eq!(Dir::West.turned(1), Dir::North);
        assert_eq!(Dir::East.opposite(), Dir::West);
        for d in Dir::ALL {
            assert_eq!(d.turned(4), d);
            assert_eq!(Pos::new(3, 3).step(d).step(d.opposite()), Pos::new(3, 3));
        }
    }
}

use serde::{Deserialize, Serialize};

use crate::Pos;

/// The agreed size of the casbah, without an orientation: a 9×5 may end up lying either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Size {
    pub width: u8,
    pub height: u8,
}

impl Size {
    /// The sizes the rulebook lists, with the player counts it suggests for each.
    pub const RULEBOOK: [(Size, &'static [u8]); 7] = [
        (Size::new(6, 6), &[2, 3, 4]),
        (Size::new(9, 4), &[2, 3, 4]),
        (Size::new(8, 5), &[2, 4]),
        (Size::new(10, 4), &[2, 4]),
        (Size::new(7, 6), &[2, 3]),
        (Size::new(11, 4), &[2, 4]),
        (Size::new(9, 5), &[3]),
    ];
    pub const MIN_SIDE: u8 = 3;
    pub const MAX_SIDE: u8 = 11;
    pub const MAX_CELLS: usize = 45;

    pub const fn new(width: u8, height: u8) -> Self {
        Size { width, height }
    }

    pub fn cells(self) -> usize {
        usize::from(self.width) * usize::from(self.height)
    }

    /// A casbah must be a real rectangle that the box can fill.
    pub fn is_playable(self) -> bool {
        (Self::MIN_SIDE..=Self::MAX_SIDE).contains(&self.width)
            && (Self::MIN_SIDE..=Self::MAX_SIDE).contains(&self.height)
            && self.cells() <= Self::MAX_CELLS
    }

    /// Whether this many players can play this size: the draft deals one tile per cell, the same
    /// number to each, so the cells must divide evenly among them (the rulebook's table of sizes
    /// and player counts follows from it). The solo puzzle suits any size.
    pub fn suits(self, seats: u8) -> bool {
        seats <= 1 || self.cells() % usize::from(seats) == 0
    }

    /// The player counts, 2 to 4, this size suits.
    pub fn player_counts(self) -> Vec<u8> {
        (2..=4).filter(|n| self.suits(*n)).collect()
    }

    pub fn longest(self) -> u8 {
        self.width.max(self.height)
    }

    /// Both ways the rectangle may lie (one for a square).
    pub fn orientations(self) -> Vec<(i32, i32)> {
        let (w, h) = (i32::from(self.width), i32::from(self.height));
        if w == h {
            vec![(w, h)]
        } else {
            vec![(w, h), (h, w)]
        }
    }
}

/// One placement of the casbah's rectangle in the plane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub width: i32,
    pub height: i32,
}

impl Rect {
    pub fn contains(&self, p: Pos) -> bool {
        p.x >= self.x && p.x < self.x + self.width && p.y >= self.y && p.y < self.y + self.height
    }

    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        (self.y..self.y + self.height)
            .flat_map(move |y| (self.x..self.x + self.width).map(move |x| Pos::new(x, y)))
    }

    /// Every placement of a rectangle of `size` (either way round) that contains all of `cells`.
    pub fn all_containing(size: Size, cells: &[Pos]) -> Vec<Rect> {
        let Some(first) = cells.first() else {
            return Vec::new();
        };
        let (mut min, mut max) = (*first, *first);
        for p in cells {
            min = Pos::new(min.x.min(p.x), min.y.min(p.y));
            max = Pos::new(max.x.max(p.x), max.y.max(p.y));
        }
        let mut out = Vec::new();
        for (width, height) in size.orientations() {
            for y in (max.y - height + 1)..=min.y {
                for x in (max.x - width + 1)..=min.x {
                    out.push(Rect {
                        x,
                        y,
                        width,
                        height,
                    });
                }
            }
        }
        // In order, so that a board keeps the same list whether its rectangles were narrowed
        // down move by move or computed again from its tiles (a loaded save).
        out.sort();
        out
    }

    /// The smallest rectangle holding every rectangle given (the part of the plane worth drawing).
    pub fn hull(rects: &[Rect]) -> Option<Rect> {
        let first = rects.first()?;
        let (mut x0, mut y0) = (first.x, first.y);
        let (mut x1, mut y1) = (first.x + first.width, first.y + first.height);
        for r in rects {
            x0 = x0.min(r.x);
            y0 = y0.min(r.y);
            x1 = x1.max(r.x + r.width);
            y1 = y1.max(r.y + r.height);
        }
        Some(Rect {
            x: x0,
            y: y0,
            width: x1 - x0,
            height: y1 - y0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rulebook_sizes_are_playable_and_2x2_or_10x5_are_not() {
        for (size, _) in Size::RULEBOOK {
            assert!(size.is_playable(), "{size:?}");
        }
        assert!(!Size::new(2, 2).is_playable());
        assert!(!Size::new(10, 5).is_playable());
        assert!(!Size::new(12, 3).is_playable());
        assert!(Size::new(3, 3).is_playable());
    }

    #[test]
    fn the_rulebook_table_of_player_counts_is_the_even_share_of_cells() {
        for (size, counts) in Size::RULEBOOK {
            assert_eq!(size.player_counts(), counts.to_vec(), "{size:?}");
        }
        assert!(Size::new(9, 5).suits(1));
    }

    #[test]
    fn containing_rectangles_of_one_cell() {
        // A 2×3 rectangle can hold one cell in 6 positions each way round.
        let rects = Rect::all_containing(Size::new(2, 3), &[Pos::new(0, 0)]);
        assert_eq!(rects.len(), 12);
        assert!(rects.iter().all(|r| r.contains(Pos::new(0, 0))));
        let square = Rect::all_containing(Size::new(3, 3), &[Pos::new(0, 0), Pos::new(2, 2)]);
        assert_eq!(
            square,
            vec![Rect {
                x: 0,
                y: 0,
                width: 3,
                height: 3
            }]
        );
    }
}

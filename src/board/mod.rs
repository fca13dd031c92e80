//! The board widget every grid game shares. Like a chess board widget, it knows no rules: the host
//! says what each cell shows and which cells are legal, and hears back clicks, keys and drops.

mod drag;
mod grid;

pub use drag::{Draggable, DropEvent};
pub use grid::{BoardCell, CELL, CellMark, Frame, GridBoard};

//! The board widgets the games share. Like a chess board widget, they know no rules: the host says
//! what each spot shows and which are legal, and hears back clicks, keys and drops. The draggable
//! piece works over any board: the board locates the spot under the pointer.

mod drag;
mod grid;
mod last_move;

pub use drag::{Draggable, DropEvent, Locate, on_release, pick_to_board};
pub use grid::{BoardCell, CELL, CellMark, Frame, GridBoard, cell_name, column_name};
pub use last_move::{LastMark, LastMoves, Step, last_badge, last_move_words};

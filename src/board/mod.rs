//! The board widgets the games share. Like a chess board widget, they know no rules: the host says
//! what each spot shows and which are legal, and hears back clicks, keys and drops. The draggable
//! piece works over any board: the board locates the spot under the pointer.

mod drag;
mod grid;
mod keys;
mod last_move;
mod number;
mod zoom;

pub use drag::{
    Draggable, DropEvent, Locate, leaving_clears_hover, on_release, pick_to_board, put_back,
};
pub use grid::{BoardCell, CELL, CellMark, Frame, GridBoard, cell_name, column_name};
pub use keys::{
    BoardKey, arrow_dir, by_input, on_board_key, touch_screen, use_escape, use_keys, with_key,
};
pub use last_move::{LastMark, LastMoves, Step, last_badge, last_move_words};
pub use number::Num;
pub use zoom::{Focus, Zoom};

/// A drawing that never changes, put in the page as SVG text: far lighter in the wasm than the
/// code `html!` writes to build each shape (a few hundred bytes an element). Constants only,
/// never anything a user typed.
pub fn fixed_drawing(svg: &'static str) -> yew::Html {
    yew::Html::from_html_unchecked(yew::AttrValue::Static(svg))
}

/// A drawing made of constants and the board's own numbers, letters and classes, as
/// [`fixed_drawing`]; never anything a user typed.
pub fn drawing(svg: String) -> yew::Html {
    yew::Html::from_html_unchecked(yew::AttrValue::from(svg))
}

/// Whether the point of the screen shows `el` (or something inside it): not hidden by the frame
/// of a zoomed board scrolled away, nor covered by something else.
pub fn shows_point(el: &web_sys::Element, x: f64, y: f64) -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.element_from_point(x as f32, y as f32))
        .is_some_and(|top| el.contains(Some(&top)))
}

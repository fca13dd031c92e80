//! Casbah's screens: setup, the game (draft, building, solo puzzle tools); its rules are a
//! document, `static/rules/casbah.<lang>.html`.

mod cells;
mod end;
mod play;
mod setup;
mod solo;
mod state;
mod steps;
pub mod text;
mod tile;

pub use setup::{embed_setup, setup_page};
pub use state::Play;
pub use text::error_text;

//! Drunter & Drüber's screens: setup, the table (paths, votes, secret goals through curtains); its
//! rules are a document, `static/rules/drunter.<lang>.html`.

pub mod board;
mod cards;
mod play;
pub mod private;
mod public;
mod setup;
mod state;
mod steps;
pub mod text;

pub use setup::{embed_setup, setup_page};
pub use state::Play;

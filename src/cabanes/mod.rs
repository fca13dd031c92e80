//! Les Cabanes de M'sieur Robinson's screens: setup, the table (three huts, five piles, every
//! player's tiles face up, tiles to drag, the cannon's aim); its rules are a document,
//! `static/rules/cabanes.<lang>.html`.

pub mod art;
pub mod end;
pub mod huts;
mod play;
mod setup;
mod state;
pub mod steps;
pub mod text;

pub use setup::{embed_setup, setup_page};
pub use state::Play;

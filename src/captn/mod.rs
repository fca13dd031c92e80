//! Capt'n Clever's screens: setup, the table (the sea, pieces to drag, secret targets through
//! curtains); its rules are a document, `static/rules/captn-clever.<lang>.html`.

mod end;
mod play;
mod sea;
mod sea_view;
mod setup;
mod state;
mod steps;
pub mod text;

pub use setup::{embed_setup, setup_page};
pub use state::Play;

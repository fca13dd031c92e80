//! Drunter & Drüber's screens: setup, the table (paths, votes, secret goals through curtains) and
//! the rules.

pub mod board;
mod play;
pub mod private;
mod public;
mod setup;
mod state;
mod steps;
pub mod text;

pub use play::in_memory;
pub use setup::DrunterSetupPage;
pub use state::Play;

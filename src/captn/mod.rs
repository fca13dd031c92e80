//! Capt'n Clever's screens: setup, the table (the sea, pieces to drag, secret targets through
//! curtains) and the rules.

mod end;
mod play;
mod sea;
mod setup;
mod state;
mod steps;
pub mod text;

pub use play::in_memory;
pub use setup::CaptnSetupPage;
pub use state::Play;

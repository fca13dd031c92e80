//! Les Cabanes de M'sieur Robinson's screens: setup, the table (three huts, five piles, every
//! player's tiles face up, tiles to drag, the cannon's aim) and the rules.

pub mod art;
pub mod end;
pub mod huts;
mod play;
mod setup;
mod state;
pub mod steps;
pub mod text;

pub use play::in_memory;
pub use setup::CabanesSetupPage;
pub use state::Play;

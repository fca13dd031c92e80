//! Casbah's screens: setup, the game (draft, building, solo puzzle tools) and the rules.

mod play;
mod rules_page;
mod setup;
mod state;
mod text;
mod tile;

pub use play::CasbahPlay;
pub use rules_page::CasbahRules;
pub use setup::CasbahSetupPage;
pub use setup::random_seed;
pub use state::{save_file, session_from};

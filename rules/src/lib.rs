//! Pure rules for the Tablée games: engines, solvers and computer players.
//!
//! Nothing here touches the browser: every crate the app needs for the web lives in the root crate.
//! Every game follows the [`Game`] shape: a state, an action enum, [`Game::legal_actions`],
//! [`Game::apply`] returning events or a typed error per broken rule, a per-seat view, a seed.
//! Randomness comes only from the seed given at setup ([`SeededRng`]).

#[macro_use]
mod data_file;
#[macro_use]
mod names;
pub mod balance;
pub mod cabanes;
pub mod captn;
pub mod casbah;
pub mod drunter;
mod game;
mod grid;
mod reasons;
mod record;
mod rng;
pub mod robinson;
mod seat;
mod seen;
mod strength;
mod thinking;

pub use game::Game;
pub use grid::{Dir, Pos};
pub use record::{Record, RecordError, Session, Turn};
pub use rng::SeededRng;
pub use seat::Seat;
pub use seen::{Seen, SeenError, SeenSession};
pub use strength::Strength;
pub use thinking::{Decision, Thinking};

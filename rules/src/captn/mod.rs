//! Capt'n Clever (Liesbeth Bos, Zoch 2003): captains hop from island to island along everybody's
//! ships to find the treasures their right-hand neighbour secretly sends them after.
//!
//! The board is ours (the printed one is lost): `rules/data/captn/islands.txt`, explained in
//! `docs/captn-board.md`. The public table and the rules that need no secret are in [`Sea`] (and
//! [`Pieces`]), shared by the game and each seat's [`CaptnView`], so the UI's live checks
//! ([`CaptnView::ship_errors`], [`CaptnView::captain_errors`], [`CaptnView::reachable`]) are the
//! engine's own rules.

mod action;
mod board;
mod colour;
mod error;
mod event;
mod game;
mod phase;
mod pieces;
mod scenario;
mod sea;
mod seen;
mod treasure;
mod view;

pub use action::CaptnAction;
pub use board::{
    BoardMap, FIRST_ISLANDS_MAP, HEIGHT, ISLAND_RADIUS, ISLANDS_MAP, Island, IslandId, Position,
    PositionId, SeaLayout, WIDTH, segments_cross,
};
pub use colour::{Crew, JettyColour};
pub use error::{BoardError, CaptnError};
pub use event::CaptnEvent;
pub use game::{Captn, CaptnSetup};
pub use phase::Phase;
pub use pieces::Pieces;
pub use scenario::Scenario;
pub use sea::{Sea, chooser_of, receiver_of};
pub use seen::FACE_DOWN;
pub use treasure::Treasure;
pub use view::{CaptnView, Pile};
pub mod ai;

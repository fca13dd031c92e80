//! The Robinson Crusoé companion's screens, in two rooms (two pages): the camp sheet the group
//! keeps beside the box, with the forms for the common steps (`robinson`), and what a group opens
//! before and beside it, the new session form and the FAQ page of the rulings (`robinson-guide`).
//! The words and the save's shape serve both.

#[cfg(feature = "robinson")]
mod export;
#[cfg(feature = "robinson-guide")]
mod faq;
#[cfg(feature = "robinson")]
pub mod forms;
#[cfg(feature = "robinson")]
pub mod log;
#[cfg(feature = "robinson-guide")]
mod setup;
#[cfg(feature = "robinson")]
mod sheet;
pub mod state;
pub mod text;

#[cfg(feature = "robinson-guide")]
pub use faq::RobinsonFaq;
#[cfg(feature = "robinson-guide")]
pub use setup::RobinsonSetupPage;
#[cfg(feature = "robinson")]
pub use sheet::in_memory;
#[cfg(feature = "robinson")]
pub use state::Sheet;

use crate::route::{GameKind, Route};

/// The route of the FAQ opened at one ruling (`ruling-2-1`): the sheet's reminders, its refusals
/// and its log link there.
pub fn ruling_route(anchor: &str) -> Route {
    Route::RulesAt(GameKind::Robinson, anchor.to_string())
}

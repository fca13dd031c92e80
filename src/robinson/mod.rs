//! The Robinson Crusoé companion's screens: the FAQ page of the rulings, the new session form,
//! and the camp sheet the group keeps beside the box (with the forms for the common steps).

mod export;
mod faq;
pub mod forms;
pub mod log;
mod setup;
mod sheet;
pub mod state;
pub mod text;

pub use faq::{RobinsonFaq, ruling_route};
pub use setup::RobinsonSetupPage;
pub use sheet::in_memory;
pub use state::Sheet;

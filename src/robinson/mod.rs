//! The Robinson Crusoé companion's screens: the FAQ page of the rulings (and, as it grows, the
//! camp sheet the group keeps beside the box).

mod faq;
pub mod text;

pub use faq::{RobinsonFaq, ruling_route};

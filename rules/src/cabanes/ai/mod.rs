//! Computer players for Les Cabanes de M'sieur Robinson. They decide from their own seat's
//! [`CabanesView`] only, so they never see the order of the piles.

mod quick;

pub use quick::quick_action;

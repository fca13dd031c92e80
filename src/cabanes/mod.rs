//! Les Cabanes de M'sieur Robinson's screens.

pub mod art;
pub mod huts;

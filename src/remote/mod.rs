//! Tables across devices: the link between devices ([`link`]), what they say to each other
//! ([`protocol`]), and the invitation a device shows so that another joins ([`invitation`]).
//! The companion's camp sheet is followed live this way (docs/architecture.md, "Across devices").

pub mod invitation;
pub mod judge;
pub mod link;
pub mod protocol;
pub mod table;

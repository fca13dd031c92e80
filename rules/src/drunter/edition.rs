use serde::{Deserialize, Serialize};

/// The reading of the rulebook a game is played by. A rule corrected after games were saved gets
/// a new edition, so that every saved game still replays move by move as it was played.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Edition {
    /// Saves from before November 2026: any set of one's cards was a ballot (none included), and
    /// only the gang of the path just built could leave the board.
    #[default]
    First,
    /// A ballot is yes cards or no cards (the joker may join either, or go alone), or "???" alone;
    /// a gang leaves as soon as it has no way on, whichever path's tile blocked it.
    Second,
    /// The rules of the second edition on the town tuned so that every goal card has its fair
    /// chance (`rules/data/drunter/town.txt`); earlier editions keep the first town.
    Third,
}

impl Edition {
    /// The rules every new game is played by.
    pub const CURRENT: Edition = Edition::Third;
}

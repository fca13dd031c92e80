use serde::{Deserialize, Serialize};

display_as_variant! {
    /// The treasure buried on an island. Each island holds a different one, and each player has one
    /// card per treasure, so a treasure names both an island and a card.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Treasure {
        Chest,
        Crown,
        Parrot,
        Compass,
        Map,
        Anchor,
        Pearl,
        Spyglass,
        Bottle,
    }
}

impl Treasure {
    pub const ALL: [Treasure; 9] = [
        Treasure::Chest,
        Treasure::Crown,
        Treasure::Parrot,
        Treasure::Compass,
        Treasure::Map,
        Treasure::Anchor,
        Treasure::Pearl,
        Treasure::Spyglass,
        Treasure::Bottle,
    ];

    /// The word used in the board data file (and a stable key for translations and pictures).
    pub fn key(self) -> &'static str {
        match self {
            Treasure::Chest => "chest",
            Treasure::Crown => "crown",
            Treasure::Parrot => "parrot",
            Treasure::Compass => "compass",
            Treasure::Map => "map",
            Treasure::Anchor => "anchor",
            Treasure::Pearl => "pearl",
            Treasure::Spyglass => "spyglass",
            Treasure::Bottle => "bottle",
        }
    }

    pub fn from_key(key: &str) -> Option<Treasure> {
        Treasure::ALL.into_iter().find(|t| t.key() == key)
    }
}

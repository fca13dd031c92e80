//! Which games the table has, by name and page: what a save, a route and a page say a game is.

use serde::{Deserialize, Serialize};

/// The shelf: every title of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Casbah,
    Drunter,
    CaptnClever,
    Cabanes,
    Robinson,
}

impl GameKind {
    pub const SHELF: [GameKind; 5] = [
        GameKind::Casbah,
        GameKind::Drunter,
        GameKind::CaptnClever,
        GameKind::Cabanes,
        GameKind::Robinson,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            GameKind::Casbah => "casbah",
            GameKind::Drunter => "drunter",
            GameKind::CaptnClever => "captn-clever",
            GameKind::Cabanes => "cabanes",
            GameKind::Robinson => "robinson",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::SHELF.into_iter().find(|g| g.slug() == slug)
    }

    /// Whether this build carries the game's room (its cargo feature): a page built for one game
    /// carries only that one, the home page none, the single-page app of `trunk serve` all.
    pub fn here(self) -> bool {
        match self {
            GameKind::Casbah => cfg!(feature = "casbah"),
            GameKind::Drunter => cfg!(feature = "drunter"),
            GameKind::CaptnClever => cfg!(feature = "captn"),
            GameKind::Cabanes => cfg!(feature = "cabanes"),
            GameKind::Robinson => cfg!(feature = "robinson"),
        }
    }

    /// Whether this build shows the game's setup and rules screens: the companion's are a room
    /// of their own (`robinson-guide`), every other game's are in its room.
    pub fn guide_here(self) -> bool {
        match self {
            GameKind::Robinson => cfg!(feature = "robinson-guide"),
            g => g.here(),
        }
    }

    /// The page that carries the game's table (and its setup and rules, except the companion's),
    /// beside `index.html`.
    pub fn page(self) -> String {
        format!("{}.html", self.slug())
    }

    /// The page of the game's setup and rules screens: its own page; the companion's guide for
    /// the companion.
    pub fn guide_page(self) -> String {
        match self {
            GameKind::Robinson => "robinson-guide.html".into(),
            g => g.page(),
        }
    }

    /// Whether this build carries every room (the one-page app of `trunk serve` and the tests).
    pub fn every_room_here() -> bool {
        GameKind::SHELF.iter().all(|g| g.here() && g.guide_here())
    }

    /// The page of the game's embedded table (`embed.html?game=…` forwards to it).
    pub fn embed_page(self) -> String {
        format!("embed-{}.html", self.slug())
    }

    pub fn title(self) -> &'static str {
        match self {
            GameKind::Casbah => "Casbah",
            GameKind::Drunter => "Drunter & Drüber",
            GameKind::CaptnClever => "Capt'n Clever",
            GameKind::Cabanes => "Les Cabanes de M'sieur Robinson",
            GameKind::Robinson => "Robinson Crusoé",
        }
    }
}

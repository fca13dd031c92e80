//! Which games the table has, by name and page: what a save, a route and a page say a game is.

use serde::{Deserialize, Serialize};

/// Declares [`GameKind`] from the one list below: a game's kind, its slug (its page and its routes),
/// its title, the cargo feature of its table's page and that of its setup and rules (its own,
/// but for the companion, whose guide is a page of its own named after its feature).
macro_rules! games {
    ($($kind:ident: $slug:literal, $title:literal, $feature:literal, $guide:literal;)*) => {
        /// The shelf: every title of the table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind {
            $($kind,)*
        }

        impl GameKind {
            pub const SHELF: &[GameKind] = &[$(GameKind::$kind,)*];

            pub fn slug(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $slug,)*
                }
            }

            pub fn title(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $title,)*
                }
            }

            /// The cargo feature that carries the game's table (its room).
            pub fn feature(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $feature,)*
                }
            }

            /// The cargo feature that carries the game's setup and rules screens.
            pub fn guide_feature(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $guide,)*
                }
            }

            /// Whether this build carries the game's room (its cargo feature): a page built for
            /// one game carries only that one, the home page none, the single-page app of
            /// `trunk serve` all.
            pub fn here(self) -> bool {
                match self {
                    $(GameKind::$kind => cfg!(feature = $feature),)*
                }
            }

            /// Whether this build shows the game's setup and rules screens.
            pub fn guide_here(self) -> bool {
                match self {
                    $(GameKind::$kind => cfg!(feature = $guide),)*
                }
            }
        }
    };
}

// The games: one line each (adding a game, docs/architecture.md).
games! {
    Casbah: "casbah", "Casbah", "casbah", "casbah";
    Drunter: "drunter", "Drunter & Drüber", "drunter", "drunter";
    CaptnClever: "captn-clever", "Capt'n Clever", "captn", "captn";
    Cabanes: "cabanes", "Les Cabanes de M'sieur Robinson", "cabanes", "cabanes";
    Robinson: "robinson", "Robinson Crusoé", "robinson", "robinson-guide";
}

impl GameKind {
    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::SHELF.iter().copied().find(|g| g.slug() == slug)
    }

    /// The page that carries the game's table (and its setup and rules, except the companion's),
    /// beside `index.html`.
    pub fn page(self) -> String {
        format!("{}.html", self.slug())
    }

    /// The page that carries the game's tables across devices (`scripts/pages.mjs`).
    pub fn live_page(self) -> String {
        format!("{}-live.html", self.slug())
    }

    /// The page of the game's setup and rules screens: its own page; the companion's guide for
    /// the companion.
    pub fn guide_page(self) -> String {
        if self.guide_feature() == self.feature() {
            self.page()
        } else {
            format!("{}.html", self.guide_feature())
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
}

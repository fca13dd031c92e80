//! Screens live in the URL's hash, so a reload comes back to the same screen.

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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    New(GameKind),
    Play(String),
    Rules(GameKind),
    /// A rules page opened at one of its anchors (the Robinson FAQ at a ruling a refusal names).
    RulesAt(GameKind, String),
    NotFound(String),
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Home,
            ["new", game] => {
                GameKind::from_slug(game).map_or_else(|| Route::NotFound(path.into()), Route::New)
            }
            ["rules", game] => {
                GameKind::from_slug(game).map_or_else(|| Route::NotFound(path.into()), Route::Rules)
            }
            ["rules", game, anchor] => GameKind::from_slug(game).map_or_else(
                || Route::NotFound(path.into()),
                |g| Route::RulesAt(g, (*anchor).to_string()),
            ),
            ["play", id] if !id.is_empty() => Route::Play((*id).to_string()),
            _ => Route::NotFound(path.to_string()),
        }
    }

    /// The address a link to this route takes: its hash inside the app; in an embedded frame,
    /// the app's own page (opened beside the post, see [`Route::link_target`]).
    pub fn href(&self) -> String {
        if crate::embed::is_embed_page() {
            format!("index.html{}", self.hash())
        } else {
            self.hash()
        }
    }

    /// Where a link to a route opens: a new tab from an embedded frame, so the post keeps its
    /// frame; in place in the app.
    pub fn link_target() -> Option<&'static str> {
        crate::embed::is_embed_page().then_some("_blank")
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::New(g) => format!("#/new/{}", g.slug()),
            Route::Rules(g) => format!("#/rules/{}", g.slug()),
            Route::RulesAt(g, anchor) => format!("#/rules/{}/{anchor}", g.slug()),
            Route::Play(id) => format!("#/play/{id}"),
            Route::NotFound(p) => format!("#/{p}"),
        }
    }

    pub fn current() -> Route {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        Route::parse(&hash)
    }

    pub fn go(&self) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&self.hash());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_round_trip() {
        for r in [
            Route::Home,
            Route::New(GameKind::Casbah),
            Route::Play("g42".into()),
            Route::Rules(GameKind::Casbah),
        ] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(
            Route::parse("#/new/chess"),
            Route::NotFound("new/chess".into())
        );
    }
}

//! Screens live in the URL's hash, so a reload comes back to the same screen.

use crate::game_kind::GameKind;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    New(GameKind),
    Play(String),
    Rules(GameKind),
    /// A rules page opened at one of its anchors (the Robinson FAQ at a ruling a refusal names).
    RulesAt(GameKind, String),
    /// Another device's table of a game, followed live (read-only) from this one.
    Follow(GameKind, String),
    /// A seat at another device's table of a game, the seat's token in hand (its invitation).
    Join(GameKind, String, u8, u64),
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
            ["follow", game, id] => GameKind::from_slug(game).map_or_else(
                || Route::NotFound(path.into()),
                |g| Route::Follow(g, (*id).to_string()),
            ),
            ["join", game, id, seat, token] => {
                match (GameKind::from_slug(game), seat.parse(), token.parse()) {
                    (Some(g), Ok(seat), Ok(token)) => {
                        Route::Join(g, (*id).to_string(), seat, token)
                    }
                    _ => Route::NotFound(path.to_string()),
                }
            }
            _ => Route::NotFound(path.to_string()),
        }
    }

    /// Where a link to a route opens: a new tab from an embedded frame, so the post keeps its
    /// frame; in place in the app.
    pub fn link_target() -> Option<&'static str> {
        crate::platform::is_embed_page().then_some("_blank")
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::New(g) => format!("#/new/{}", g.slug()),
            Route::Rules(g) => format!("#/rules/{}", g.slug()),
            Route::RulesAt(g, anchor) => format!("#/rules/{}/{anchor}", g.slug()),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Follow(g, id) => format!("#/follow/{}/{id}", g.slug()),
            Route::Join(g, id, seat, token) => {
                format!("#/join/{}/{id}/{seat}/{token}", g.slug())
            }
            Route::NotFound(p) => format!("#/{p}"),
        }
    }

    /// The page that shows this route when this build does not: the shelf lives on the home
    /// page, a game's screens on its own page (the companion's setup and FAQ on its guide), a
    /// saved game on the page of its kind (read from its envelope, no engine needed). `None` when
    /// this page shows it.
    pub fn elsewhere(&self) -> Option<String> {
        if GameKind::every_room_here() {
            return None;
        }
        match self {
            Route::Home => GameKind::SHELF
                .iter()
                .any(|g| g.here() || g.guide_here())
                .then(|| "./".to_string()),
            Route::New(g) | Route::Rules(g) | Route::RulesAt(g, _) => {
                (!g.guide_here()).then(|| g.guide_page())
            }
            Route::Play(id) => crate::storage::kind_of(id).and_then(|g| {
                if crate::storage::plays_across_devices(id) && !cfg!(feature = "remote") {
                    Some(g.live_page())
                } else {
                    (!g.here()).then(|| g.page())
                }
            }),
            Route::Follow(g, _) => (!g.here()).then(|| g.page()),
            Route::Join(g, ..) => (!g.here() || !cfg!(feature = "remote")).then(|| g.live_page()),
            Route::NotFound(_) => None,
        }
    }

    /// The address a link to this route takes: its hash on this page, else its page and hash;
    /// in an embedded frame, the app's own page (opened beside the post, see
    /// [`Route::link_target`]).
    pub fn href(&self) -> String {
        if crate::platform::is_embed_page() {
            return format!("{}{}", self.app_page(), self.hash());
        }
        match self.elsewhere() {
            Some(page) => format!("{page}{}", self.hash()),
            None => self.hash(),
        }
    }

    /// The app's page (not an embed page) that shows this route: its game's page, else the home
    /// page; `index.html` for everything when every room is in one page.
    fn app_page(&self) -> String {
        let page = match self {
            _ if GameKind::every_room_here() => None,
            Route::New(g) | Route::Rules(g) | Route::RulesAt(g, _) => Some(g.guide_page()),
            Route::Play(id) => crate::storage::kind_of(id).map(|g| {
                match crate::storage::plays_across_devices(id) {
                    true => g.live_page(),
                    false => g.page(),
                }
            }),
            Route::Follow(g, _) => Some(g.page()),
            Route::Join(g, ..) => Some(g.live_page()),
            Route::Home | Route::NotFound(_) => None,
        };
        page.unwrap_or_else(|| "index.html".into())
    }

    pub fn current() -> Route {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        Route::parse(&hash)
    }

    pub fn go(&self) {
        if let Some(w) = web_sys::window() {
            let _ = match self.elsewhere() {
                Some(_) => w.location().assign(&self.href()),
                None => w.location().set_hash(&self.hash()),
            };
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

    /// The tests build every room: the whole app is one page, no route is elsewhere (so every
    /// link outside an embed is a hash).
    #[test]
    fn every_room_here_keeps_links_on_the_page() {
        for r in [
            Route::Home,
            Route::New(GameKind::Cabanes),
            Route::RulesAt(GameKind::Robinson, "ruling-2-1".into()),
        ] {
            assert_eq!(r.elsewhere(), None);
        }
        assert_eq!(GameKind::CaptnClever.page(), "captn-clever.html");
        assert_eq!(GameKind::Drunter.embed_page(), "embed-drunter.html");
    }
}

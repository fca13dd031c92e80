//! The root component: language, routing between screens.

use gloo::events::EventListener;
use yew::prelude::*;

use crate::i18n::{Lang, LangContext, lang_switch};
use crate::route::{GameKind, Route};
use crate::rules_doc::RulesDoc;
use crate::storage;

#[derive(Properties, PartialEq)]
struct GamePageProps {
    id: String,
}

/// A saved game, opened by its own game's table (which explains a save it cannot open).
#[function_component(GamePage)]
fn game_page(props: &GamePageProps) -> Html {
    let l = crate::i18n::use_lang();
    let kind = use_memo(props.id.clone(), |id| {
        storage::raw(id)
            .and_then(|text| storage::parse(&text))
            .map(|s| s.game)
    });
    match &*kind {
        Ok(game) => room_play(*game, &props.id, l),
        Err(e) => crate::table::cannot_open(
            &props.id,
            l.t(
                "This game cannot be opened",
                "Impossible d'ouvrir cette partie",
            ),
            e,
            l,
        ),
    }
}

fn room_play(game: GameKind, id: &str, l: Lang) -> Html {
    room_table(game, id).unwrap_or_else(|| elsewhere(Route::Play(id.to_string()), l))
}

/// The table of the saved game `id` of `game`, when this build carries that game's room. One of
/// the dispatch points of the rooms (docs/architecture.md, "Pages"): each arm exists only in a
/// build that carries its game; the app sends a route of another game to that game's page before
/// it gets here.
#[allow(unreachable_patterns, unused_variables)]
pub fn room_table(game: GameKind, id: &str) -> Option<Html> {
    let id = id.to_string();
    match game {
        #[cfg(feature = "casbah")]
        GameKind::Casbah => Some(html! { <crate::table::SavedTable<crate::casbah::Play> {id} /> }),
        #[cfg(feature = "drunter")]
        GameKind::Drunter => {
            Some(html! { <crate::table::SavedTable<crate::drunter::Play> {id} /> })
        }
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => {
            Some(html! { <crate::table::SavedTable<crate::captn::Play> {id} /> })
        }
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => {
            Some(html! { <crate::table::SavedTable<crate::cabanes::Play> {id} /> })
        }
        #[cfg(feature = "robinson")]
        GameKind::Robinson => {
            Some(html! { <crate::table::SavedTable<crate::robinson::Sheet> {id} /> })
        }
        _ => None,
    }
}

#[allow(unreachable_patterns)]
fn room_setup(game: GameKind, l: Lang) -> Html {
    match game {
        #[cfg(feature = "casbah")]
        GameKind::Casbah => html! { <crate::casbah::CasbahSetupPage /> },
        #[cfg(feature = "drunter")]
        GameKind::Drunter => crate::drunter::setup_page(l),
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => crate::captn::setup_page(l),
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => crate::cabanes::setup_page(l),
        #[cfg(feature = "robinson-guide")]
        GameKind::Robinson => html! { <crate::robinson::RobinsonSetupPage /> },
        _ => elsewhere(Route::New(game), l),
    }
}

/// A game's rules page, at a section when the link names one (the companion's: its FAQ, at a
/// ruling), with the way to a new game at its foot.
#[allow(unreachable_patterns)]
fn room_rules(game: GameKind, anchor: Option<String>, l: Lang) -> Html {
    match game {
        #[cfg(feature = "robinson-guide")]
        GameKind::Robinson => html! { <crate::robinson::RobinsonFaq {anchor} /> },
        _ if game.guide_here() => html! {
            <>
                <RulesDoc {game} section={anchor.map(AttrValue::from)} />
                <p class="rules-foot">
                    <a class="button primary" href={Route::New(game).href()}>{ l.t("New game", "Nouvelle partie") }</a>
                </p>
            </>
        },
        _ => elsewhere(
            anchor.map_or(Route::Rules(game), |a| Route::RulesAt(game, a)),
            l,
        ),
    }
}

/// A route another page shows: the link to it, should the browser not have gone there already.
fn elsewhere(route: Route, l: Lang) -> Html {
    html! {
        <p class="notice">{ l.t("This screen has its own page: ", "Cet écran a sa propre page : ") }
            <a href={route.href()}>{ l.t("open it", "l'ouvrir") }</a></p>
    }
}

/// Sends the browser to the page that shows `route` (an old `index.html#/play/…` link, or a
/// link followed inside this page), replacing this entry of the history. True when it did.
fn forward(route: &Route) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    route.elsewhere().is_some() && w.location().replace(&route.href()).is_ok()
}

#[function_component(App)]
pub fn app() -> Html {
    // The address's parameters (`?seed=42&lang=fr`), read once: a wrong one is reported above
    // the page, which goes on without it.
    let query = use_memo((), |()| crate::embed::PageQuery::current());
    let lang = use_state(|| query.lang.unwrap_or_else(Lang::detect));
    let route = use_state(Route::current);
    // Before anything is drawn: a screen of another page goes to that page.
    let leaving = use_memo((), {
        let route = (*route).clone();
        move |_| forward(&route)
    });
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                let page = w.clone();
                // Every screen opens at its top, not where the previous one was scrolled to
                // (before it is drawn, so that a screen may still scroll to a part of itself).
                EventListener::new(&w, "hashchange", move |_| {
                    let next = Route::current();
                    if forward(&next) {
                        return;
                    }
                    page.scroll_to_with_x_and_y(0.0, 0.0);
                    route.set(next);
                })
            });
            move || drop(listener)
        });
    }
    {
        let lang = *lang;
        use_effect_with(lang, move |lang| lang.remember());
    }
    let ctx = LangContext {
        lang: *lang,
        set: {
            let lang = lang.clone();
            Callback::from(move |l| lang.set(l))
        },
    };
    let l = *lang;
    let page = match &*route {
        _ if *leaving => html! {},
        #[cfg(shelf)]
        Route::Home => html! { <crate::home::Home /> },
        #[cfg(not(shelf))]
        Route::Home => elsewhere(Route::Home, l),
        Route::New(g) => room_setup(*g, l),
        Route::Play(id) => html! { <GamePage key={id.clone()} id={id.clone()} /> },
        Route::Rules(g) => room_rules(*g, None, l),
        Route::RulesAt(g, anchor) => room_rules(*g, Some(anchor.clone()), l),
        Route::NotFound(path) => html! {
            <section class="notice" role="alert"><h2>{ l.t("Page not found", "Page introuvable") }</h2>
            <p><code>{ path }</code></p><a href={Route::Home.href()}>{ l.t("Back to the shelf", "Retour à l'étagère") }</a></section>
        },
    };
    let switch = lang_switch(&ctx);
    html! {
        <ContextProvider<LangContext> context={ctx}>
            <header class="top">
                <a class="brand" href={Route::Home.href()} aria-label={l.t("Tablée, home", "Tablée, accueil")}>{ "Tablée" }</a>
                { switch }
            </header>
            <main>
                if !query.errors.is_empty() {
                    <section class="notice" role="alert" aria-label={l.t("The address", "L'adresse")}>
                        <p>{ l.t("This page's address asks for something it cannot do; the page goes on without it:", "L'adresse de cette page demande ce qu'elle ne peut pas faire ; la page continue sans :") }</p>
                        <ul>{ for query.errors.iter().map(|e| html! { <li>{ e.describe(l) }</li> }) }</ul>
                    </section>
                }
                { page }<crate::pwa::UpdateBanner />
            </main>
        </ContextProvider<LangContext>>
    }
}

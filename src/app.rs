//! The root component: language, routing between screens.

use gloo::events::EventListener;
use yew::prelude::*;

use crate::cabanes::{CabanesPlay, CabanesRules, CabanesSetupPage};
use crate::captn::{CaptnPlay, CaptnRules, CaptnSetupPage};
use crate::casbah::{CasbahPlay, CasbahRules, CasbahSetupPage};
use crate::drunter::{DrunterPlay, DrunterRules, DrunterSetupPage};
use crate::home::Home;
use crate::i18n::{Lang, LangContext, LangSwitch};
use crate::robinson::{RobinsonFaq, RobinsonPlay, RobinsonSetupPage};
use crate::route::{GameKind, Route};
use crate::storage;

#[derive(Properties, PartialEq)]
struct GamePageProps {
    id: String,
}

/// A saved game, opened by its own game's table (which explains a save it cannot open).
#[function_component(GamePage)]
fn game_page(props: &GamePageProps) -> Html {
    let kind = use_memo(props.id.clone(), |id| {
        storage::raw(id)
            .and_then(|text| storage::parse(&text))
            .map(|s| s.game)
    });
    match *kind {
        Ok(GameKind::Drunter) => html! { <DrunterPlay id={props.id.clone()} /> },
        Ok(GameKind::CaptnClever) => html! { <CaptnPlay id={props.id.clone()} /> },
        Ok(GameKind::Cabanes) => html! { <CabanesPlay id={props.id.clone()} /> },
        Ok(GameKind::Robinson) => html! { <RobinsonPlay id={props.id.clone()} /> },
        _ => html! { <CasbahPlay id={props.id.clone()} /> },
    }
}

/// A game's rules page (the companion's: its FAQ).
fn rules_page(game: GameKind) -> Html {
    match game {
        GameKind::Casbah => html! { <CasbahRules /> },
        GameKind::Drunter => html! { <DrunterRules /> },
        GameKind::CaptnClever => html! { <CaptnRules /> },
        GameKind::Cabanes => html! { <CabanesRules /> },
        GameKind::Robinson => html! { <RobinsonFaq /> },
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let lang = use_state(Lang::detect);
    let route = use_state(Route::current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                let page = w.clone();
                // Every screen opens at its top, not where the previous one was scrolled to
                // (before it is drawn, so that a screen may still scroll to a part of itself).
                EventListener::new(&w, "hashchange", move |_| {
                    page.scroll_to_with_x_and_y(0.0, 0.0);
                    route.set(Route::current());
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
        Route::Home => html! { <Home /> },
        Route::New(GameKind::Casbah) => html! { <CasbahSetupPage /> },
        Route::New(GameKind::Drunter) => html! { <DrunterSetupPage /> },
        Route::New(GameKind::CaptnClever) => html! { <CaptnSetupPage /> },
        Route::New(GameKind::Cabanes) => html! { <CabanesSetupPage /> },
        Route::New(GameKind::Robinson) => html! { <RobinsonSetupPage /> },
        Route::RulesAt(GameKind::Robinson, anchor) => {
            html! { <RobinsonFaq anchor={anchor.clone()} /> }
        }
        Route::Play(id) => html! { <GamePage key={id.clone()} id={id.clone()} /> },
        Route::Rules(g) => rules_page(*g),
        // Only the companion's FAQ has anchors worth a route; another game's rules open at the top.
        Route::RulesAt(g, _) => rules_page(*g),
        Route::NotFound(path) => html! {
            <section class="notice" role="alert"><h2>{ l.t("Page not found", "Page introuvable") }</h2>
            <p><code>{ path }</code></p><a href="#/">{ l.t("Back to the shelf", "Retour à l'étagère") }</a></section>
        },
    };
    html! {
        <ContextProvider<LangContext> context={ctx}>
            <header class="top">
                <a class="brand" href="#/" aria-label={l.t("Tablée, home", "Tablée, accueil")}>{ "Tablée" }</a>
                <LangSwitch />
            </header>
            <main>{ page }<crate::pwa::UpdateBanner /></main>
        </ContextProvider<LangContext>>
    }
}

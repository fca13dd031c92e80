//! The root component: language, routing between screens.

use gloo::events::EventListener;
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::{Lang, LangContext, lang_switch};
use crate::rooms;
use crate::route::Route;
use crate::storage;
use crate::words::Text;

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
        Err(e) => crate::table::cannot_open(&props.id, &l.say(Text::CannotOpenGame), e, l),
    }
}

fn room_play(game: GameKind, id: &str, l: Lang) -> Html {
    rooms::table(game, id).unwrap_or_else(|| elsewhere(Route::Play(id.to_string()), l))
}

/// A route another page shows: the link to it, should the browser not have gone there already.
fn elsewhere(route: Route, l: Lang) -> Html {
    html! {
        <p class="notice">{ l.say(Text::OwnPage) }{ " " }
            <a href={route.href()}>{ l.say(Text::OpenIt) }</a></p>
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
    let query = use_memo((), |()| crate::address::PageQuery::current());
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
        Route::New(g) => rooms::setup(*g, l).unwrap_or_else(|| elsewhere(Route::New(*g), l)),
        Route::Play(id) => html! { <GamePage key={id.clone()} id={id.clone()} /> },
        Route::Rules(g) => {
            rooms::rules(*g, None, l).unwrap_or_else(|| elsewhere(Route::Rules(*g), l))
        }
        Route::RulesAt(g, anchor) => rooms::rules(*g, Some(anchor.clone()), l)
            .unwrap_or_else(|| elsewhere(Route::RulesAt(*g, anchor.clone()), l)),
        Route::Follow(g, id) => rooms::follow(*g, id).unwrap_or_else(|| {
            if g.here() {
                html! { <p class="notice" role="alert">{ l.say(Text::CannotBeFollowed) }</p> }
            } else {
                elsewhere(Route::Follow(*g, id.clone()), l)
            }
        }),
        Route::Join(g, id, seat, token) => {
            rooms::join(*g, id, *seat, *token).unwrap_or_else(|| {
                if g.here() {
                    html! { <p class="notice" role="alert">{ l.say(Text::CannotBePlayedElsewhere) }</p> }
                } else {
                    elsewhere(Route::Join(*g, id.clone(), *seat, *token), l)
                }
            })
        }
        Route::NotFound(path) => html! {
            <section class="notice" role="alert"><h2>{ l.say(Text::PageNotFound) }</h2>
            <p><code>{ path }</code></p><a href={Route::Home.href()}>{ l.say(Text::BackToShelf) }</a></section>
        },
    };
    let switch = lang_switch(&ctx);
    html! {
        <ContextProvider<LangContext> context={ctx}>
            <header class="top">
                <a class="brand" href={Route::Home.href()} aria-label={l.say(Text::HomeLink)}>{ "Tablée" }</a>
                { switch }
            </header>
            <main>
                if !query.errors.is_empty() {
                    <section class="notice" role="alert" aria-label={l.say(Text::TheAddress)}>
                        <p>{ l.say(Text::AddressAsksTooMuch) }</p>
                        <ul>{ for query.errors.iter().map(|e| html! { <li>{ e.describe(l) }</li> }) }</ul>
                    </section>
                }
                { page }<crate::pwa::UpdateBanner />
            </main>
        </ContextProvider<LangContext>>
    }
}

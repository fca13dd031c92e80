//! The embeddable table: `embed.html?game=casbah&lang=fr&players=2&seed=42` shows one game without
//! the app's chrome, sized to its frame, for an `<iframe>` in a blog post (see docs/embed.md).
//! Bad parameters give a clear message in the frame, never a blank one.

use yew::prelude::*;

use crate::address::EmbedConfig;
use crate::game_kind::GameKind;
use crate::i18n::{Lang, LangContext};
use crate::rooms::Start;
use crate::words::Text;

/// Sends the frame to the embed page of `game`, with the same parameters (a blog's old
/// `embed.html?game=…` link). True when it did.
fn forward_to(game: GameKind, query: &str) -> bool {
    web_sys::window().is_some_and(|w| {
        w.location()
            .replace(&format!("{}{query}", game.embed_page()))
            .is_ok()
    })
}

/// The whole embedded page: one game, or the reason it cannot be shown.
#[function_component(EmbedApp)]
pub fn embed_app() -> Html {
    let query = use_memo((), |_| {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default()
    });
    let parsed = use_memo((), {
        let query = query.clone();
        move |_| EmbedConfig::parse(&query)
    });
    // The embedding page decides the language (else the reader's browser); a switch inside the
    // frame is not remembered for other pages.
    let lang = use_state(|| Lang::requested(&query).unwrap_or_else(Lang::of_browser));
    let l = *lang;
    use_effect_with(l, move |l| l.apply_to_page());
    let start = use_memo((), {
        let (query, parsed) = (query.clone(), parsed.clone());
        move |_| {
            parsed.as_ref().as_ref().ok().map(|config| {
                if !config.game.here() && forward_to(config.game, &query) {
                    Start::Elsewhere(config.game)
                } else {
                    crate::rooms::start_embedded(config, &config.save_id(&query), l)
                }
            })
        }
    });
    let ctx = LangContext {
        lang: l,
        set: {
            let lang = lang.clone();
            Callback::from(move |x| lang.set(x))
        },
    };
    let body = match (&*parsed, &*start) {
        (Err(errors), _) => html! {
            <div class="embed-error" role="alert">
                <h1>{ l.say(Text::CannotShowGame) }</h1>
                <ul>{ for errors.iter().map(|e| html! { <li>{ e.describe(l) }</li> }) }</ul>
                <p>{ l.say(Text::Example) }{ " " }<code>{ "embed.html?game=casbah&lang=fr&players=2&seed=42" }</code></p>
            </div>
        },
        (_, Some(Start::Saved(id, game))) => crate::rooms::table(*game, id).unwrap_or_default(),
        (_, Some(Start::Elsewhere(_))) => html! {},
        (_, Some(Start::InMemory(table))) => table.clone(),
        (_, Some(Start::Failed(message))) => {
            html! { <div class="embed-error" role="alert">{ message }</div> }
        }
        (Ok(_), None) => html! {},
    };
    html! {
        <ContextProvider<LangContext> context={ctx}>
            <main class="embed">{ body }</main>
        </ContextProvider<LangContext>>
    }
}

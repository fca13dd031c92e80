//! A game's rules, as a document of the build: `rules/<game>.<lang>.html` (written in
//! `static/rules/`), fetched when the rules are opened rather than carried in the page's code. A
//! table downloads no rules it does not open, and only in the reader's language; the service
//! worker precaches the documents with every other file, so they open offline after one visit.
//! A document read once stays in memory: the "?" opens it again at once.
//! The Robinson companion's rulings stay in its code: they are searched, not read.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::use_lang;
use crate::words::Text;

#[derive(Properties, PartialEq)]
pub struct RulesDocProps {
    pub game: GameKind,
    /// The `id` of the section to bring into view once the document is in (a step's "?", a link
    /// to one section).
    #[prop_or_default]
    pub section: Option<AttrValue>,
}

/// Where a game's rules are, relative to its page (the pages and `rules/` share a directory, under
/// any public URL).
pub fn address(game: GameKind, lang: crate::i18n::Lang) -> String {
    format!("rules/{}.{}.html", game.slug(), lang.code())
}

thread_local! {
    /// Every document asked for so far, by address: its text, or `None` when it could not be
    /// had. The screens read from here; a fetch that ends re-renders them.
    static DOCUMENTS: RefCell<Vec<(String, Option<AttrValue>)>> = const { RefCell::new(Vec::new()) };
}

/// What is known of a document: nothing yet, could not be had, or its text.
fn known(url: &str) -> Option<Option<AttrValue>> {
    DOCUMENTS.with_borrow(|documents| {
        documents
            .iter()
            .find(|(u, _)| u == url)
            .map(|(_, text)| text.clone())
    })
}

/// Fetches a document into memory, then re-renders the screen that asked.
fn fetch_into_memory(url: String, update: UseForceUpdateHandle) {
    yew::platform::spawn_local(async move {
        let text = fetch_text(&url).await.map(AttrValue::from);
        DOCUMENTS.with_borrow_mut(|documents| {
            documents.retain(|(u, _)| *u != url);
            documents.push((url, text));
        });
        update.force_update();
    });
}

#[function_component(RulesDoc)]
pub fn rules_doc(props: &RulesDocProps) -> Html {
    let l = use_lang();
    let url = address(props.game, l);
    let update = use_force_update();
    {
        let update = update.clone();
        use_effect_with(url.clone(), move |url| {
            if known(url).is_none() {
                fetch_into_memory(url.clone(), update);
            }
        });
    }
    let document = known(&url);
    {
        let read = matches!(document, Some(Some(_)));
        use_effect_with((read, props.section.clone()), |(read, section)| {
            if let (true, Some(section)) = (read, section) {
                scroll_to(section);
            }
        });
    }
    match document {
        None => html! {
            <p class="rules-status" role="status">{ l.say(Text::OpeningRules) }</p>
        },
        Some(None) => {
            let try_again = move |_| {
                DOCUMENTS.with_borrow_mut(|documents| documents.retain(|(u, _)| *u != url));
                update.force_update();
                fetch_into_memory(url.clone(), update.clone());
            };
            html! {
                <div class="rules-status" role="alert">
                    <p>{ l.say(Text::RulesOffline) }</p>
                    <button class="button" type="button" onclick={try_again}>{ l.say(Text::TryAgain) }</button>
                </div>
            }
        }
        // The documents are ours, from the same origin: the build's own files.
        Some(Some(text)) => Html::from_html_unchecked(text),
    }
}

/// The body of a same-origin file, or nothing when it cannot be had (offline, not found).
async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Brings a section of the rules into view (inside the "?" dialog, or down the rules page).
fn scroll_to(section: &str) {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(section))
    {
        el.scroll_into_view();
    }
}

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

use crate::i18n::use_lang;
use crate::route::GameKind;

#[derive(Clone, PartialEq)]
enum Doc {
    Fetching,
    Read(AttrValue),
    Unreachable,
}

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
    /// The documents read so far, by address.
    static READ: RefCell<Vec<(String, AttrValue)>> = const { RefCell::new(Vec::new()) };
}

fn already_read(url: &str) -> Option<AttrValue> {
    READ.with_borrow(|read| {
        read.iter()
            .find(|(u, _)| u == url)
            .map(|(_, text)| text.clone())
    })
}

#[function_component(RulesDoc)]
pub fn rules_doc(props: &RulesDocProps) -> Html {
    let l = use_lang();
    let doc = use_state(|| already_read(&address(props.game, l)).map_or(Doc::Fetching, Doc::Read));
    let tries = use_state(|| 0u32);
    // The address last asked for: an answer to an older request (the language switched while it
    // was on its way) is dropped.
    let wanted = use_mut_ref(String::new);
    {
        let doc = doc.clone();
        use_effect_with((props.game, l, *tries), move |(game, l, _)| {
            let url = address(*game, *l);
            *wanted.borrow_mut() = url.clone();
            if let Some(text) = already_read(&url) {
                doc.set(Doc::Read(text));
                return;
            }
            doc.set(Doc::Fetching);
            yew::platform::spawn_local(async move {
                let read = fetch_text(&url).await.map(AttrValue::from);
                if let Some(text) = &read {
                    READ.with_borrow_mut(|r| r.push((url.clone(), text.clone())));
                }
                if *wanted.borrow() == url {
                    doc.set(read.map_or(Doc::Unreachable, Doc::Read));
                }
            });
        });
    }
    {
        let read = matches!(*doc, Doc::Read(_));
        use_effect_with((read, props.section.clone()), |(read, section)| {
            if let (true, Some(section)) = (read, section) {
                scroll_to(section);
            }
        });
    }
    match &*doc {
        Doc::Fetching => html! {
            <p class="rules-status" role="status">{ l.t("Opening the rules…", "Ouverture des règles…") }</p>
        },
        Doc::Unreachable => html! {
            <div class="rules-status" role="alert">
                <p>{ l.t(
                    "The rules cannot be read: this device is offline and has not kept them yet.",
                    "Impossible de lire les règles : cet appareil est hors ligne et ne les a pas encore gardées.") }</p>
                <button class="button" type="button" onclick={move |_| tries.set(*tries + 1)}>
                    { l.t("Try again", "Réessayer") }</button>
            </div>
        },
        // The documents are ours, from the same origin: the build's own files.
        Doc::Read(text) => Html::from_html_unchecked(text.clone()),
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

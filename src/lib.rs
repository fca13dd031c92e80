//! Tablée, the app: Yew components that render the engines of `tablee-rules` and send them actions.
//!
//! The shared pieces (routing, languages, seats, saves, the board widget, the error screen) live
//! once at the top; each game has its own folder.

pub mod address;
pub mod app;
pub mod board;
#[cfg(feature = "cabanes")]
pub mod cabanes;
#[cfg(feature = "captn")]
pub mod captn;
#[cfg(feature = "casbah")]
pub mod casbah;
pub mod curtain;
#[cfg(feature = "drunter")]
pub mod drunter;
pub mod elsewhere;
pub mod embed;
pub mod end;
pub mod game_kind;
pub mod help;
#[cfg(shelf)]
pub mod home;
pub mod i18n;
pub mod panic;
pub mod platform;
pub mod pwa;
#[cfg(feature = "remote")]
pub mod remote;
#[cfg(any(feature = "robinson", feature = "robinson-guide"))]
pub mod robinson;
pub mod rooms;
pub mod route;
pub mod rules_doc;
pub mod seal;
pub mod seats;
pub mod storage;
pub mod table;
pub mod words;
pub mod work;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Mounts the app on the page's body, in place of the page's shell, once the shell has been on
/// screen: after the next frame (a page whose wasm comes from a cache can start before the first
/// paint) and in a task of its own, apart from the wasm's start, so neither blocks the page long.
pub fn start() {
    panic::install();
    let next_frame = Closure::once_into_js(|| Timeout::new(0, mount).forget());
    let waiting = web_sys::window().is_some_and(|w| {
        w.request_animation_frame(next_frame.unchecked_ref())
            .is_ok()
    });
    if !waiting {
        mount();
    }
}

fn mount() {
    remove_shell();
    if platform::is_embed_page() {
        yew::Renderer::<embed::EmbedApp>::new().render();
    } else {
        yew::Renderer::<app::App>::new().render();
    }
}

/// Removes what the page drew before the app arrived (`#shell`, scripts/page-shell.mjs). Yew draws
/// in a microtask right after `render`, before the browser paints again, so no empty frame shows.
fn remove_shell() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // A guest typing their name in an invitation's shell (its input `shell-guest-name`) goes on
    // typing in the app's form (src/remote/table.rs).
    if document
        .active_element()
        .is_some_and(|e| e.id() == "shell-guest-name")
        && let Some(root) = document.document_element()
    {
        let _ = root.set_attribute(SHELL_TYPING, "");
    }
    if let Some(shell) = document.get_element_by_id("shell") {
        shell.remove();
    }
}

/// The mark on `<html>` of a guest who was typing in the shell when the app took over.
pub(crate) const SHELL_TYPING: &str = "data-shell-typing";

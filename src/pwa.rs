//! Offline play and updates: registers the service worker (`sw.js`, written after each build by
//! `scripts/pwa/precache.mjs`, which precaches every file of the build) and, when a new build
//! has finished installing behind the running one, offers to switch to it.
//!
//! The new build only takes over when the player asks ("Reload to update"): the page tells the
//! waiting worker to skip waiting, and reloads once that worker controls the page. Saved games
//! live in localStorage, which the service worker never touches, so they survive the update.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::js_sys::Reflect;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};
use yew::prelude::*;

use crate::i18n::use_lang;
use crate::words::Text;

/// Relative to the page, so the app works under any sub-path (`trunk build --public-url`).
const SW_URL: &str = "./sw.js";
/// The message `sw.js` answers with `skipWaiting()`.
const SKIP_WAITING: &str = "SKIP_WAITING";

/// `navigator.serviceWorker`, if this browser and context have one (not over plain http other
/// than localhost, nor in old browsers).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let value = Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    value.dyn_into::<ServiceWorkerContainer>().ok()
}

/// Registers `sw.js`, then calls `on_ready` with the worker of each new build that finished
/// installing while an older build runs this page. Without service workers, does nothing.
pub fn register(on_ready: Callback<ServiceWorker>) {
    let Some(container) = container() else {
        return;
    };
    let watching = {
        let container = container.clone();
        Closure::once(move |value: JsValue| {
            if let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() {
                watch(container, &registration, on_ready);
            }
        })
    };
    let failed = Closure::once(|error: JsValue| {
        web_sys::console::warn_2(&JsValue::from_str("Tablée: no offline play:"), &error);
    });
    let _ = container.register(SW_URL).then2(&watching, &failed);
    // Each runs at most once, when the registration settles.
    watching.forget();
    failed.forget();
}

fn watch(
    container: ServiceWorkerContainer,
    registration: &ServiceWorkerRegistration,
    on_ready: Callback<ServiceWorker>,
) {
    // Without a controller this is the first install: it takes the page over by itself.
    let offer: Rc<dyn Fn(ServiceWorker)> = Rc::new(move |worker: ServiceWorker| {
        if container.controller().is_some() {
            on_ready.emit(worker);
        }
    });
    let follow: Rc<dyn Fn(ServiceWorker)> = Rc::new(move |worker: ServiceWorker| {
        if worker.state() == ServiceWorkerState::Installed {
            offer(worker);
            return;
        }
        let offer = offer.clone();
        let target = worker.clone();
        EventListener::new(&worker, "statechange", move |_| {
            if target.state() == ServiceWorkerState::Installed {
                offer(target.clone());
            }
        })
        .forget();
    });
    // The browser checks for a new sw.js on each page load, maybe before the app got here:
    // the new build may be waiting already, or installing.
    if let Some(worker) = registration.waiting() {
        follow(worker);
    }
    if let Some(worker) = registration.installing() {
        follow(worker.clone());
    }
    let found = registration.clone();
    EventListener::new(registration, "updatefound", move |_| {
        if let Some(worker) = found.installing() {
            follow(worker);
        }
    })
    .forget();
}

/// Lets the waiting worker take over, then reloads the page on the new build.
fn update(worker: &ServiceWorker) {
    let reload = || {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    };
    let Some(container) = container() else {
        return reload();
    };
    if worker.state() != ServiceWorkerState::Installed {
        // Already active (another tab updated) or replaced: a reload gets whatever is current.
        return reload();
    }
    let done = Rc::new(Cell::new(false));
    EventListener::new(&container, "controllerchange", move |_| {
        if !done.replace(true) {
            reload();
        }
    })
    .forget();
    if worker
        .post_message(&JsValue::from_str(SKIP_WAITING))
        .is_err()
    {
        reload();
    }
}

/// Registers the service worker; says so when a new version is ready, with a button to switch.
#[function_component(UpdateBanner)]
pub fn update_banner() -> Html {
    let l = use_lang();
    let waiting = use_state(|| None::<ServiceWorker>);
    {
        let waiting = waiting.setter();
        use_effect_with((), move |_| {
            register(Callback::from(move |worker| waiting.set(Some(worker))));
        });
    }
    let Some(worker) = (*waiting).clone() else {
        return html! {};
    };
    let onclick = Callback::from(move |_| update(&worker));
    html! {
        <div class="update-banner" role="status"
            style="position: fixed; left: 50%; bottom: 1rem; transform: translateX(-50%); z-index: 100; \
                   display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.5rem; \
                   max-width: calc(100vw - 2rem); box-sizing: border-box; padding: 0.5rem 0.75rem; \
                   background: #faf6ee; color: #3b1d08; border: 2px solid #7a3e12; border-radius: 8px; \
                   box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25);">
            <span>{ l.say(Text::NewVersionReady) }</span>
            <button type="button" class="button primary" {onclick}>
                { l.say(Text::ReloadToUpdate) }
            </button>
        </div>
    }
}

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// While `active` (a piece is held), Escape anywhere on the page calls `cancel`: a piece picked
/// up by a tap leaves the focus where it was, so the board alone would not hear the key.
#[hook]
pub fn use_escape(active: bool, cancel: Callback<()>) {
    use_effect_with(active, move |active| {
        let listener = active.then(gloo::utils::document).map(|doc| {
            EventListener::new(&doc, "keydown", move |e| {
                let key = e
                    .dyn_ref::<web_sys::KeyboardEvent>()
                    .map(web_sys::KeyboardEvent::key);
                if key.as_deref() == Some("Escape") {
                    cancel.emit(());
                }
            })
        });
        move || drop(listener)
    });
}

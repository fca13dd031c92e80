//! A panic in the wasm must not leave a frozen page: show what happened and a way back.

use wasm_bindgen::JsCast;

pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_error_screen();
    }));
}

fn show_error_screen() {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        render_error_screen(&body);
    }
}

/// Replaces `root`'s content with a screen offering to reload: the game resumes from its last
/// autosave. Plain DOM calls, because Yew itself may be what failed.
pub fn render_error_screen(root: &web_sys::Element) {
    let Some(document) = root.owner_document() else {
        return;
    };
    let fr = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .is_some_and(|l| l.starts_with("fr"));
    let (title, text, button) = if fr {
        (
            "Oups, quelque chose s'est mal passé",
            "La partie a été sauvegardée après le dernier coup. Rechargez pour la reprendre.",
            "Recharger",
        )
    } else {
        (
            "Sorry, something went wrong",
            "The game was saved after the last move. Reload to resume it.",
            "Reload",
        )
    };
    root.set_inner_html(&format!(
        r#"<main class="crash" role="alert"><h1>{title}</h1><p>{text}</p><button id="crash-reload">{button}</button></main>"#
    ));
    if let Ok(Some(button)) = root.query_selector("#crash-reload") {
        let reload = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        });
        let _ = button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref());
        reload.forget();
    }
}

//! A session sent elsewhere: its save as a file to download, or as text to copy into a message;
//! the shelf imports either (checked, never overwriting a session), and lists every session.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::route::Route;
use crate::storage;

/// The session's save as text, once asked for.
#[hook]
pub fn use_export() -> UseStateHandle<Option<String>> {
    use_state(|| None)
}

/// The ways to send the session `id` elsewhere; `text` shows its save as text once asked.
pub fn session_export(id: &str, text: &UseStateHandle<Option<String>>, l: Lang) -> Html {
    let to_file = {
        let id = id.to_string();
        Callback::from(move |_: MouseEvent| storage::export(&id))
    };
    let show_text = {
        let (id, text) = (id.to_string(), text.clone());
        // Read when asked: the save changes with every step.
        Callback::from(move |_: MouseEvent| text.set(storage::raw(&id).ok()))
    };
    html! {
        <section class="session-export" aria-label={l.t("This session", "Cette session")}>
            <h2>{ l.t("This session", "Cette session") }</h2>
            <div class="step-buttons">
                <button class="button" onclick={to_file}>{ l.t("Export to a file", "Exporter dans un fichier") }</button>
                <button class="button" onclick={show_text}>{ l.t("Export as text", "Exporter en texte") }</button>
                if !crate::platform::is_embed_page() {
                    <a class="button" href={Route::Home.href()}>{ l.t("All sessions and imports", "Toutes les sessions et les imports") }</a>
                }
            </div>
            if let Some(t) = &**text {
                <p class="help">{ l.t(
                    "Copy this text into a message; the shelf's \u{201c}Import a saved game from text\u{201d} opens it on another device.",
                    "Copiez ce texte dans un message ; « Importer une partie depuis un texte » de l'étagère l'ouvre sur un autre appareil.",
                ) }</p>
                <textarea class="export-text" readonly=true rows="4" value={t.clone()} aria-label={l.t("The session as text", "La session en texte")} />
            }
        </section>
    }
}

//! The camp sheet: round and phase with the button to advance, the drawn sheet (the camp's
//! tracks and shelter in `tracks.rs`, the resource tokens and the woodpile in `tokens.rs`, each
//! character's wounds and determination), the phase's reminders, and the forms for the steps
//! the group records. Every tap or drag is a step sent to the engine; a refused one shows its
//! ruling's number and a link to it in the FAQ.

mod followers;
mod tokens;
mod tracks;

use tablee_rules::Game;
use tablee_rules::robinson::{Robinson, RobinsonAction, RobinsonSetup, rulings_for_scenario};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use self::followers::use_followers;
use self::tokens::CampTokens;
use self::tracks::{camp_people, camp_tracks, phase_strip};
use super::export::{session_export, use_export};
use super::forms::{step_forms, use_step_forms};
use super::state::{GROUP, KeptAside, Msg, Sheet};
use super::text::{error_text, phase_name, step_name};
use super::{SheetPlace, faq_href};
use crate::address::EmbedConfig;
use crate::i18n::{Lang, use_lang};
use crate::route::Route;
use crate::seats::PlayerConfig;
use crate::storage::{self, LoadError};
use crate::table::{Room, TableProps};

/// A saved session opened: the sheet, or why the save cannot open (it is kept).
impl Room for Sheet {
    type Engine = Robinson;
    type Table = CampSheet;

    fn load(id: &str) -> Result<Sheet, LoadError> {
        Sheet::open(id)
    }

    fn cannot_open(id: &str, e: &LoadError, l: Lang) -> Html {
        crate::table::cannot_open(
            id,
            l.t(
                "This session cannot open",
                "Cette session ne peut pas s'ouvrir",
            ),
            e,
            l,
        )
    }
}

/// The seats and setup an embed's address asks for: the group at the box, and the sheet of its
/// characters.
pub fn embed_setup(config: &EmbedConfig, l: Lang) -> (Vec<PlayerConfig>, RobinsonSetup) {
    (super::state::group(l), config.robinson_setup())
}

/// Above a session opened read-only: which step cannot be recorded and why, in words, and the
/// export of its file. `recorded` steps are shown, so the refused one is the next.
fn kept_aside_banner(id: &str, kept: &KeptAside, recorded: usize, l: Lang) -> Html {
    let LoadError::Refused { en, fr, .. } = &kept.error else {
        return html! {};
    };
    // The engine's reason is a clause without its full stop.
    let why = match l {
        Lang::En => en,
        Lang::Fr => fr,
    }
    .trim_end_matches('.');
    let n = recorded + 1;
    let step = step_name(kept.step, l);
    let export = {
        let id = id.to_string();
        Callback::from(move |_: MouseEvent| storage::export(&id))
    };
    html! {
        <section class="notice kept-aside" role="alert" aria-label={l.t("Read-only session", "Session en lecture seule")}>
            <h2>{ l.t("Read-only session", "Session en lecture seule") }</h2>
            <p>{ match l {
                Lang::En => format!("Step {n} ({step}) cannot be recorded again: {why}. The sheet shows the session up to the step before it, read-only. Nothing was deleted."),
                Lang::Fr => format!("L'étape {n} ({step}) ne peut pas être notée à nouveau : {why}. La feuille montre la session jusqu'à l'étape d'avant, en lecture seule. Rien n'a été effacé."),
            } }</p>
            <button class="button" onclick={export}>{ l.t("Export the save", "Exporter la sauvegarde") }</button>
        </section>
    }
}

#[function_component(CampSheet)]
pub fn camp_sheet(props: &TableProps<Sheet>) -> Html {
    let l = use_lang();
    let sheet = use_reducer(|| (*props.initial).clone());
    let record = (
        sheet.seating.session.record().turns.len(),
        sheet.seating.session.redo_stack().len(),
    );
    // Autosave after every change of the record (a refusal changes nothing to save); a session
    // kept aside is never written over, and one followed from another device is not this one's.
    {
        let sheet = sheet.clone();
        use_effect_with(record, move |_| {
            if !sheet.read_only() {
                let _ = storage::store_session(
                    &sheet.seating.id,
                    &sheet.seating.players,
                    &sheet.seating.session,
                );
            }
        });
    }
    let read_only = sheet.read_only();
    let followers = use_followers(&sheet, record);
    let forms = use_step_forms(record);
    // Back from the FAQ: the sheet as the group left it, scrolled to the same place with the
    // same step forms open.
    {
        let id = sheet.seating.id.clone();
        use_effect_with((), move |_| {
            if let Some(place) = SheetPlace::kept().filter(|p| p.id == id) {
                SheetPlace::forget();
                reopen(&place);
            }
        });
    }
    // A link to the FAQ in the same tab leaves the sheet: its place is kept for the way back.
    let keep_place = {
        let id = sheet.seating.id.clone();
        Callback::from(move |e: MouseEvent| {
            let to_faq = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("a[href*='/rules/robinson']").ok().flatten())
                .is_some();
            if to_faq && Route::link_target().is_none() {
                place_of(&id).keep();
            }
        })
    };
    let export = use_export();
    let act = |action: RobinsonAction| {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Act(action.clone())))
    };
    let send = {
        let sheet = sheet.clone();
        Callback::from(move |action: RobinsonAction| sheet.dispatch(Msg::Act(action)))
    };
    let game = sheet.game();
    let phase = game.phase();
    let over = game.is_over();

    let refusal = sheet.refusal.as_ref().map(|e| {
        let dismiss = {
            let sheet = sheet.clone();
            Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Dismiss))
        };
        html! {
            <div class="refusal" role="alert">
                <span class="refusal-text">{ error_text(e, l) }</span>
                if let Some(r) = e.ruling() {
                    <a class="button" href={faq_href(Some(&r.anchor()), l)} target={Route::link_target()}
                        aria-label={format!("{} {}", l.t("Read ruling", "Lire la décision"), r.number())}>
                        { format!("{} {}", l.t("Ruling", "Décision"), r.number()) }</a>
                }
                <button class="button" onclick={dismiss} aria-label={l.t("Dismiss", "Fermer")}>{ "×" }</button>
            </div>
        }
    });

    // The step just recorded, in the log's words, beside the forms (the sticky head stays in
    // sight of the form it was sent from), with a way to its entry at the top of the log.
    let confirmation = sheet.recorded.then(|| {
        let newest = super::log::entries(&sheet.seating.session, l).into_iter().next();
        let words: Vec<String> = newest
            .map(|e| e.lines.into_iter().map(|(line, _)| format!("{line}.")).collect())
            .unwrap_or_default();
        let to_log = Callback::from(|_: MouseEvent| {
            if let Some(entry) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".log-entry").ok().flatten())
            {
                entry.scroll_into_view_with_bool(true);
            }
        });
        let dismiss = {
            let sheet = sheet.clone();
            Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Dismiss))
        };
        html! {
            <div class="recorded" role="status" aria-label={l.t("Step recorded", "Étape notée")}>
                <span class="recorded-text"><strong>{ l.t("Recorded: ", "Noté : ") }</strong>{ words.join(" ") }</span>
                <button class="button" onclick={to_log}>{ l.t("See it in the log", "Voir dans le journal") }</button>
                <button class="button" onclick={dismiss} aria-label={l.t("Dismiss", "Fermer")}>{ "×" }</button>
            </div>
        }
    });

    // A reminder names its ruling; its words are on the FAQ's page, a tap away (they would weigh
    // 3 KB of this page's download).
    let reminders = rulings_for_scenario(phase, game.setup().scenario).map(|e| {
        let title = l.t(e.title_en, e.title_fr);
        html! { <li>
            <a href={faq_href(Some(&e.ruling.anchor()), l)} target={Route::link_target()}>{ format!("{} – {title}", e.ruling.number()) }</a>
        </li> }
    });

    let undo = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Undo))
    };
    let redo = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Redo))
    };

    html! {
        <article class="robinson-sheet" onclick={keep_place} aria-label={l.t("Camp sheet", "Feuille de camp")}>
            <header class="sheet-head">
                <h1 class="round-phase" aria-live="polite">{ format!("{} {} · {}", l.t("Round", "Tour"), game.round(), phase_name(phase, l)) }</h1>
                if over {
                    <p class="status" role="status">{ l.t("The game is over.", "La partie est finie.") }</p>
                } else if !read_only {
                    <button class="button primary" onclick={act(RobinsonAction::Advance)}>{ l.t("Next phase", "Phase suivante") }</button>
                }
                if !read_only {
                    <button class="button" onclick={undo} disabled={!sheet.seating.session.can_undo(GROUP)}>{ l.t("Undo", "Annuler") }</button>
                    <button class="button" onclick={redo} disabled={!sheet.seating.session.can_redo()}>{ l.t("Redo", "Rétablir") }</button>
                }
                // In the sticky head, a refusal stays in sight wherever the step was recorded from.
                { for refusal }
                { for confirmation }
            </header>
            if let Some(kept) = &sheet.kept_aside { { kept_aside_banner(&sheet.seating.id, kept, sheet.seating.session.record().turns.len(), l) } }
            { phase_strip(l, game.round(), phase) }
            // Read-only: every control of the drawn sheet is disabled at once.
            <fieldset class="sheet-fieldset" disabled={read_only}>
            <div class="sheet-grid">
                <section class="camp-tracks" aria-label={l.t("The camp", "Le camp")}>
                    <h2>{ l.t("The camp", "Le camp") }</h2>
                    <p class="island">{ format!("{} {} · {} {}", l.t("Camp on space", "Camp sur la case"), game.camp(),
                        l.t("tiles:", "tuiles :"), game.island().iter().map(|t| t.space().to_string()).collect::<Vec<_>>().join(", ")) }</p>
                    { camp_tracks(game, &send, l) }
                </section>
                <section class="camp-resources" aria-label={l.t("Resources", "Ressources")}>
                    <h2>{ l.t("Resources", "Ressources") }</h2>
                    if !read_only { <p class="help">{ l.t(
                        crate::board::by_input("Drag a token, or click it then where it goes. What an action yields waits with the future resources until the action phase ends.",
                            "Drag a token, or tap it then tap where it goes. What an action yields waits with the future resources until the action phase ends."),
                        crate::board::by_input("Faites glisser un jeton, ou cliquez dessus puis sur sa place. Ce qu'une action rapporte attend dans les ressources à venir jusqu'à la fin de la phase d'action.",
                            "Faites glisser un jeton, ou touchez-le puis touchez sa place. Ce qu'une action rapporte attend dans les ressources à venir jusqu'à la fin de la phase d'action."),
                    ) }</p> }
                    <CampTokens game={game.clone()} send={send.clone()} />
                </section>
                <section class="camp-people" aria-label={l.t("Characters", "Personnages")}>
                    <h2>{ l.t("Characters", "Personnages") }</h2>
                    { camp_people(game, &send, l) }
                </section>
            </div>
            </fieldset>
            <section class="reminders" aria-label={l.t("Reminders for this phase", "Rappels de cette phase")}>
                <h2>{ format!("{} — {}", l.t("Reminders", "Rappels"), phase_name(phase, l)) }</h2>
                <ul>{ for reminders }</ul>
                <a href={faq_href(None, l)} target={Route::link_target()}>{ l.t("All the rulings (FAQ)", "Toutes les décisions (FAQ)") }</a>
            </section>
            if !over && !read_only {
                { step_forms(game, &send, &forms, l) }
            }
            { super::log::RobinsonLog { session: &sheet.seating.session }.view(l) }
            if !sheet.followed {
                { followers }
                { session_export(&sheet.seating.id, &export, l) }
            }
        </article>
    }
}

/// Where the sheet `id` stands now: its scroll and its open step forms.
fn place_of(id: &str) -> SheetPlace {
    let window = web_sys::window();
    let scroll = window
        .as_ref()
        .and_then(|w| w.scroll_y().ok())
        .map_or(0, |y| y.round() as i32);
    let open_forms = window
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all("details.step[open] > summary").ok())
        .map(|list| {
            (0..list.length())
                .filter_map(|i| list.item(i)?.text_content())
                .collect()
        })
        .unwrap_or_default();
    SheetPlace {
        id: id.to_string(),
        scroll,
        open_forms,
    }
}

/// The sheet put back at `place`: its forms opened again, then scrolled there.
fn reopen(place: &SheetPlace) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(list) = window
        .document()
        .and_then(|d| d.query_selector_all("details.step > summary").ok())
    {
        for i in 0..list.length() {
            let Some(summary) = list.item(i) else {
                continue;
            };
            let named = summary.text_content().unwrap_or_default();
            if place.open_forms.contains(&named) {
                if let Some(details) = summary.parent_element() {
                    let _ = details.set_attribute("open", "");
                }
            }
        }
    }
    window.scroll_to_with_x_and_y(0.0, f64::from(place.scroll));
}

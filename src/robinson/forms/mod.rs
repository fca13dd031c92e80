//! The forms for the steps a group records. Each phase shows its own (production and the raging
//! river; the actions with who takes them; the night's move, meal and sleep), and "More steps" the
//! ones of any moment (items, discovery tokens, powers, totems, the island's tiles and fog, the
//! decks, the end of the game). A form only gathers what the group declares; the engine decides
//! whether the step stands, and a refusal is shown with its ruling by the sheet.

mod actions;
mod anytime;
mod night;
mod party;

use tablee_rules::robinson::{Phase, Robinson, RobinsonAction};
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub use anytime::{DECKS, deck_label};
pub use party::PartyForm;

use crate::i18n::Lang;

/// The value of an input or a select ("true"/"false" for a checkbox).
fn value_in(target: Option<web_sys::EventTarget>) -> String {
    target
        .clone()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| {
            if i.type_() == "checkbox" {
                i.checked().to_string()
            } else {
                i.value()
            }
        })
        .or_else(|| {
            target
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .map(|s| s.value())
        })
        .unwrap_or_default()
}

/// The value of the input or select an event came from.
pub(crate) fn value_of(e: &Event) -> String {
    value_in(e.target())
}

/// A step's form as it is sent, its fields read by name. The forms keep no copy of what is typed
/// (the page holds it until the step is sent): one reading when it is sent.
pub(crate) struct Sent(web_sys::Element);

impl Sent {
    /// The field's value, empty when the form has no such field.
    pub fn text(&self, name: &str) -> String {
        let field = self
            .0
            .query_selector(&format!("[name={name}]"))
            .ok()
            .flatten();
        value_in(field.map(Into::into)).trim().to_string()
    }

    /// A number field's value, 0 when it does not read as one.
    pub fn number(&self, name: &str) -> u16 {
        self.text(name).parse().unwrap_or(0)
    }

    /// A number field's value as a byte (the engine's spaces and counts), 255 when larger.
    pub fn byte(&self, name: &str) -> u8 {
        u8::try_from(self.number(name)).unwrap_or(u8::MAX)
    }

    /// Marks this form as the one whose step was just sent (and no other): if the step stands,
    /// [`reset_sent_form`] empties it for the next one.
    fn mark_sent(&self) {
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            if let Ok(list) = d.query_selector_all("form[data-sent]") {
                for i in 0..list.length() {
                    if let Some(f) = list
                        .item(i)
                        .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                    {
                        let _ = f.remove_attribute("data-sent");
                    }
                }
            }
        }
        let _ = self.0.set_attribute("data-sent", "");
    }

    pub fn checked(&self, name: &str) -> bool {
        self.text(name) == "true"
    }

    /// The index a [`choice`] holds.
    pub fn index(&self, name: &str) -> usize {
        self.text(name).parse().unwrap_or(0)
    }
}

// The fields give their first value as a default (`defaultValue`, `defaultChecked`), not as
// `value` or `checked`, which Yew sets again at every render of the sheet: what the group typed
// stays until the form is sent.

/// A number field, `name` in its form.
fn number(label: &'static str, name: &'static str, initial: u16) -> Html {
    html! {
        <label class="field">{ label }
            <input type="number" {name} min="0" max="99" ~defaultValue={initial.to_string()} aria-label={label} /></label>
    }
}

/// A text field; `numeric` brings up the phone's number pad.
fn text(label: &'static str, name: &'static str, placeholder: &'static str, numeric: bool) -> Html {
    let inputmode = if numeric { "numeric" } else { "text" };
    html! {
        <label class="field">{ label }
            <input type="text" {name} {inputmode} {placeholder} aria-label={label} /></label>
    }
}

/// A card's name the step needs: the browser asks for it before the form is sent.
fn card_name(label: &'static str, name: &'static str) -> Html {
    html! {
        <label class="field">{ label }
            <input type="text" {name} required=true aria-label={label} /></label>
    }
}

fn check(label: &'static str, name: &'static str, initial: bool) -> Html {
    html! {
        <label class="field"><input type="checkbox" {name} ~defaultChecked={initial} aria-label={label} />{ " " }{ label }</label>
    }
}

/// A select of `names` by index; `onchange` for the forms whose fields depend on it.
fn choice(
    label: &'static str,
    name: &'static str,
    names: &[String],
    selected: usize,
    onchange: Option<Callback<Event>>,
) -> Html {
    html! {
        <label class="field">{ label }
            <select {name} {onchange} aria-label={label}>
                { for names.iter().enumerate().map(|(i, n)| html! { <option value={i.to_string()} selected={selected == i}>{ n }</option> }) }
            </select></label>
    }
}

/// A state set to the index a [`choice`] now holds.
fn chosen(state: &UseStateHandle<usize>) -> Option<Callback<Event>> {
    let state = state.clone();
    Some(Callback::from(move |e: Event| {
        state.set(value_of(&e).parse().unwrap_or(0))
    }))
}

/// A step's form folded under its name (also the form's name); `fields` end with its
/// [`record`] button.
fn step_form(title: &'static str, onsubmit: Callback<SubmitEvent>, fields: Html) -> Html {
    html! {
        <details class="step">
            <summary>{ title }</summary>
            <form class="step-form" {onsubmit} aria-label={title}>{ fields }</form>
        </details>
    }
}

/// The button that sends a form's step, named by its words.
fn record(label: &'static str, primary: bool) -> Html {
    html! {
        <button type="submit" class={classes!("button", primary.then_some("primary"))}>{ label }</button>
    }
}

/// The first space the group declared around the camp's tile: where a move form starts (the
/// engine judges the space the group picks).
fn first_neighbour(game: &Robinson) -> u16 {
    game.tile(game.camp())
        .and_then(|t| t.decl.neighbours.first().copied())
        .map_or(0, u16::from)
}

/// The form an event happened in (the form itself for its submit, a button's for its click).
fn form_of(target: Option<web_sys::EventTarget>) -> Option<Sent> {
    let el = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok())?;
    el.closest("form").ok().flatten().map(Sent)
}

/// A submit handler that sends the step `make` reads from the form, if it reads as one.
fn submit(
    send: &Callback<RobinsonAction>,
    make: impl Fn(&Sent) -> Option<RobinsonAction> + 'static,
) -> Callback<SubmitEvent> {
    let send = send.clone();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        if let Some(form) = form_of(e.target()) {
            if let Some(a) = make(&form) {
                form.mark_sent();
                send.emit(a);
            }
        }
    })
}

/// A button of a form that sends another step than the form's own, read from the same fields.
fn form_click(
    send: &Callback<RobinsonAction>,
    make: impl Fn(&Sent) -> Option<RobinsonAction> + 'static,
) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |e: MouseEvent| {
        if let Some(a) = form_of(e.target()).and_then(|form| make(&form)) {
            send.emit(a);
        }
    })
}

/// A button's click that sends one step.
fn click(send: &Callback<RobinsonAction>, action: RobinsonAction) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_: MouseEvent| send.emit(action.clone()))
}

/// The form whose step was just recorded goes back to its first values, ready for the next step
/// (a refused step leaves its form as typed, to be corrected).
fn reset_sent_form() {
    let sent = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("form[data-sent]").ok().flatten())
        .and_then(|f| f.dyn_into::<web_sys::HtmlFormElement>().ok());
    if let Some(form) = sent {
        form.reset();
        let _ = form.remove_attribute("data-sent");
    }
}

/// What the step forms keep between renders: the party declared for the actions, what the build
/// form builds, and More steps' choices. The sheet holds it, so the forms are views of the sheet.
pub struct StepFormsState {
    party: UseStateHandle<PartyForm>,
    target: UseStateHandle<usize>,
    more: anytime::MoreStepsState,
}

/// The step forms' state; `record` changes with each step recorded, undone or redone.
#[hook]
pub fn use_step_forms(record: (usize, usize)) -> StepFormsState {
    let party = use_state(PartyForm::default);
    // Once a step stands, the wounds, the reroll and the helper pawns it declared are spent: the
    // next action starts without them (the leader and supporters stay, the group often repeats
    // them).
    {
        let party = party.clone();
        use_effect_with(record, move |_| {
            let spent = party.spent();
            if spent != *party {
                party.set(spent);
            }
            reset_sent_form();
        });
    }
    StepFormsState {
        party,
        target: use_state(|| 0usize),
        more: anytime::use_more_steps(),
    }
}

/// The forms of the current phase, then the steps of any moment.
pub fn step_forms(
    game: &Robinson,
    send: &Callback<RobinsonAction>,
    state: &StepFormsState,
    l: Lang,
) -> Html {
    let StepFormsState {
        party,
        target,
        more,
    } = state;
    let on_party = {
        let party = party.clone();
        Callback::from(move |p: PartyForm| party.set(p))
    };
    // Each phase's forms under a key of their own: a field typed in one phase's form is never
    // reused for another's.
    let phase_forms = match game.phase() {
        Phase::Production => night::production_forms(game, send, l),
        Phase::Action => html! {
            <section key="action" class="step-forms" aria-label={l.t("Record an action", "Noter une action")}>
                <h2>{ l.t("Record an action", "Noter une action") }</h2>
                { party::PartyFields { game, form: party, on_change: on_party }.view(l) }
                { actions::action_forms(game, party, target, send, l) }
            </section>
        },
        Phase::Night => night::night_forms(game, send, l),
        Phase::Event | Phase::Morale => night::river_form(game, send, l),
        Phase::Weather => html! {},
    };
    html! {
        <>
            { anytime::forced_move_form(game, send, l) }
            { phase_forms }
            { anytime::more_steps(game, send, more, l) }
        </>
    }
}

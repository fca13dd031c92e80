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

use crate::i18n::use_lang;

#[derive(Properties, PartialEq)]
pub struct StepFormsProps {
    pub game: Robinson,
    pub phase: Phase,
    pub send: Callback<RobinsonAction>,
}

/// The value of the input or select an event came from ("true"/"false" for a checkbox).
pub(crate) fn value_of(e: &Event) -> String {
    let target = e.target();
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

/// A number field bound to a state.
fn number(label: &'static str, state: &UseStateHandle<u16>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e).parse().unwrap_or(0)))
    };
    html! {
        <label class="field">{ label }
            <input type="number" min="0" max="99" value={state.to_string()} onchange={on} aria-label={label} /></label>
    }
}

/// A text field bound to a state; `numeric` brings up the phone's number pad.
fn text(
    label: &'static str,
    placeholder: &'static str,
    numeric: bool,
    state: &UseStateHandle<String>,
) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e)))
    };
    let inputmode = if numeric { "numeric" } else { "text" };
    html! {
        <label class="field">{ label }
            <input type="text" {inputmode} value={(**state).clone()} {placeholder} onchange={on} aria-label={label} /></label>
    }
}

/// A card's name the step needs: the browser asks for it before the form is sent.
fn card_name(label: &'static str, state: &UseStateHandle<String>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e)))
    };
    html! {
        <label class="field">{ label }
            <input type="text" required=true value={(**state).clone()} onchange={on} aria-label={label} /></label>
    }
}

fn check(label: &'static str, state: &UseStateHandle<bool>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e) == "true"))
    };
    html! {
        <label class="field"><input type="checkbox" checked={**state} onchange={on} aria-label={label} />{ " " }{ label }</label>
    }
}

/// A select of `choices` by index, bound to a state.
fn choice(label: &'static str, names: &[String], state: &UseStateHandle<usize>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e).parse().unwrap_or(0)))
    };
    html! {
        <label class="field">{ label }
            <select onchange={on} aria-label={label}>
                { for names.iter().enumerate().map(|(i, n)| html! { <option value={i.to_string()} selected={**state == i}>{ n }</option> }) }
            </select></label>
    }
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
        <button type="submit" class={classes!("button", primary.then_some("primary"))} aria-label={label}>{ label }</button>
    }
}

/// The first space the group declared around the camp's tile: where a move form starts (the
/// engine judges the space the group picks).
fn first_neighbour(game: &Robinson) -> u16 {
    game.tile(game.camp())
        .and_then(|t| t.decl.neighbours.first().copied())
        .map_or(0, u16::from)
}

/// A submit handler that sends the step `make` builds, if the form reads as one.
fn submit(
    send: &Callback<RobinsonAction>,
    make: impl Fn() -> Option<RobinsonAction> + 'static,
) -> Callback<SubmitEvent> {
    let send = send.clone();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        if let Some(a) = make() {
            send.emit(a);
        }
    })
}

/// A button's click that sends one step.
fn click(send: &Callback<RobinsonAction>, action: RobinsonAction) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_: MouseEvent| send.emit(action.clone()))
}

/// The forms of the current phase, then the steps of any moment.
#[function_component(StepForms)]
pub fn step_forms(props: &StepFormsProps) -> Html {
    let l = use_lang();
    let party = use_state(PartyForm::default);
    // Once a step stands, the wounds, the reroll and the helper pawns it declared are spent: the
    // next action starts without them (the leader and supporters stay, the group often repeats
    // them).
    {
        let party = party.clone();
        use_effect_with(props.game.clone(), move |_| {
            let spent = party.spent();
            if spent != *party {
                party.set(spent);
            }
        });
    }
    let on_party = {
        let party = party.clone();
        Callback::from(move |p: PartyForm| party.set(p))
    };
    let (game, send) = (&props.game, &props.send);
    let phase_forms = match props.phase {
        Phase::Production => {
            html! { <night::ProductionForms game={game.clone()} send={send.clone()} /> }
        }
        Phase::Action => html! {
            <section class="step-forms" aria-label={l.t("Record an action", "Noter une action")}>
                <h2>{ l.t("Record an action", "Noter une action") }</h2>
                { party::PartyFields { game, form: &party, on_change: on_party }.view(l) }
                <actions::ActionForms game={game.clone()} party={(*party).clone()} send={send.clone()} />
            </section>
        },
        Phase::Night => html! { <night::NightForms game={game.clone()} send={send.clone()} /> },
        Phase::Event | Phase::Morale => night::river_form(game, send, l),
        Phase::Weather => html! {},
    };
    html! {
        <>
            if game.must_leave().is_some() {
                <anytime::ForcedMoveForm game={game.clone()} send={send.clone()} />
            }
            { phase_forms }
            <anytime::MoreSteps game={game.clone()} send={send.clone()} />
        </>
    }
}

//! How to play, in the page: a short line for the current step (what to do, and how: drag, tap,
//! and the keys when the screen is not a touch screen), and a "?" that opens the game's rules at
//! that step's section in a dialog over the table. The table stays mounted under the dialog, so
//! closing it finds the game exactly as it was. Each game says its steps; this draws them.

use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::use_lang;
use crate::rules_doc::RulesDoc;
use crate::words::Text;

/// The current step of a game, as its table describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What to do and how, with pointer and finger ("drag … or tap …").
    pub text: String,
    /// The keyboard's way, shown only when the screen is not a touch screen.
    pub keys: Option<String>,
    /// The `id` of the rules page's section that explains this step.
    pub section: &'static str,
}

#[derive(Properties, PartialEq)]
pub struct HowToPlayProps {
    pub step: Step,
    /// The game whose rules the dialog shows.
    pub game: GameKind,
}

#[function_component(HowToPlay)]
pub fn how_to_play(props: &HowToPlayProps) -> Html {
    let l = use_lang();
    let open = use_state(|| false);
    let touch = use_memo((), |_| crate::board::touch_screen());
    let close_ref = use_node_ref();
    {
        let close_ref = close_ref.clone();
        use_effect_with(*open, move |open| {
            if *open {
                if let Some(button) = close_ref.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    let on_open = {
        let open = open.clone();
        Callback::from(move |_| open.set(true))
    };
    let on_close = {
        let open = open.clone();
        Callback::from(move |_| open.set(false))
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                open.set(false);
            }
        })
    };
    let keys = props.step.keys.as_ref().filter(|_| !*touch);
    html! {
        <div class="how-to-play" role="note" aria-label={l.say(Text::WhatToDoNow)}>
            <p class="step-help" title={props.step.text.clone()}>
                { &props.step.text }
                if let Some(keys) = keys { { " " }<span class="keys">{ keys }</span> }
            </p>
            <button class="button help-button" type="button" aria-haspopup="dialog" onclick={on_open}
                aria-label={l.say(Text::RulesOfThisStep)}>{ "?" }</button>
            if *open {
                <div class="help-overlay" onkeydown={on_key}>
                    <div class="help-sheet" role="dialog" aria-modal="true" aria-label={l.say(Text::Rules)}>
                        <div class="help-bar">
                            <button class="button help-close" type="button" ref={close_ref} onclick={on_close}
                                aria-label={l.say(Text::CloseRules)}>
                                { l.say(Text::BackToGame) }</button>
                        </div>
                        <RulesDoc game={props.game} section={AttrValue::Static(props.step.section)} />
                    </div>
                </div>
            }
        </div>
    }
}

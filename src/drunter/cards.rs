//! The cards drawn face up: an inhabitant card of a vote and a goal card, wherever they show
//! (the public table, a private moment, the end).

use tablee_rules::drunter::{Card, GoalCard, Vote};
use yew::prelude::*;

use super::board::{building_glyph, kind_class};
use super::text::{card_name, card_word, card_worth, goal_name, goal_rule};
use crate::i18n::Lang;

/// One inhabitant card face up, drawn as a card.
pub fn card_face(card: Card, l: Lang) -> Html {
    let side = match card.vote() {
        Some(Vote::Yes) => "yes",
        Some(Vote::No) => "no",
        None if card == Card::Joker => "joker",
        None => "abstain",
    };
    html! {
        <span class={classes!("ballot-card", side)} role="img" aria-label={card_name(card, l)}>
            <span class="word">{ card_word(card) }</span>
            <span class="worth">{ card_worth(card, l) }</span>
        </span>
    }
}

/// A goal card face up. Its title reads "Goal card: …" so that nothing else on the page can be
/// mistaken for it.
pub fn goal_card(goal: GoalCard, l: Lang) -> Html {
    let title = format!(
        "{} {}",
        l.t("Goal card:", "Carte objectif :"),
        goal_name(goal, l)
    );
    let glyph = match goal {
        GoalCard::Building(kind) => html! {
            <svg class={classes!("legend-glyph", "building", kind_class(kind))} viewBox="0 0 100 100" aria-hidden="true">{ building_glyph(kind) }</svg>
        },
        _ => html! {},
    };
    html! {
        <div class="goal-card">
            <h3>{ glyph }{ title }</h3>
            <p>{ goal_rule(goal, l) }</p>
        </div>
    }
}

//! Production (with the raging river, ruling 10.1) and the night: moving the camp first thing
//! (ruling 2.2), the meal and the sleep.

use tablee_rules::robinson::{Character, Resources, Robinson, RobinsonAction};
use yew::prelude::*;

use super::{click, number, record, step_form, submit};
use crate::i18n::Lang;
use crate::robinson::text::{character_name, resources_text};

/// The raging river: recorded before production, it halves it (ruling 10.1).
pub fn river_form(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    if game.this_round().river || game.this_round().produced {
        return html! {};
    }
    html! {
        <div class="step">
            <button class="button" onclick={click(send, RobinsonAction::RagingRiver)}>
                { l.t("Record the raging river", "Noter la rivière furieuse") }</button>
        </div>
    }
}

pub fn production_forms(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    let produced = game.production();
    let river = game.this_round().river;
    let produce = submit(send, move |f| {
        Some(RobinsonAction::Produce {
            lose: Resources {
                wood: f.number("wood"),
                perishable_food: f.number("food"),
                ..Resources::NONE
            },
        })
    });
    html! {
        <section key="production" class="step-forms" aria-label={l.t("Production", "Production")}>
            <h2>{ l.t("Production", "Production") }</h2>
            <p class="help">{ format!("{} {}", l.t("The camp tile produces:", "La tuile du camp produit :"), resources_text(&produced, l)) }</p>
            { river_form(game, send, l) }
            <form class="step" onsubmit={produce} aria-label={l.t("Production", "Production")}>
                if river {
                    <p class="help">{ format!("{} {}",
                        l.t("The raging river takes half, rounded down; the group chooses what:", "La rivière furieuse en prend la moitié, arrondie à l'inférieur ; le groupe choisit quoi :"),
                        produced.total() / 2) }</p>
                    { number(l.t("Wood lost to the river", "Bois perdu dans la rivière"), "wood", 0) }
                    { number(l.t("Food lost to the river", "Nourriture perdue dans la rivière"), "food", 0) }
                }
                { record(l.t("Record the camp tile's production", "Noter la production de la tuile du camp"), false) }
            </form>
        </section>
    }
}

/// The meal form's box for a castaway who goes hungry ("unfed-Cook").
fn unfed_field(c: Character) -> String {
    format!("unfed-{c}")
}

pub fn night_forms(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    let castaways: Vec<Character> = game
        .people()
        .iter()
        .filter(|p| !p.dead && p.character.is_castaway())
        .map(|p| p.character)
        .collect();
    let eat = {
        let castaways = castaways.clone();
        submit(send, move |f| {
            Some(RobinsonAction::Eat {
                food: Resources {
                    perishable_food: f.number("fresh"),
                    non_perishable_food: f.number("kept"),
                    ..Resources::NONE
                },
                unfed: castaways
                    .iter()
                    .copied()
                    .filter(|&c| f.checked(&unfed_field(c)))
                    .collect(),
            })
        })
    };
    let move_camp = submit(send, |f| {
        Some(RobinsonAction::MoveCamp { to: f.byte("to") })
    });
    let unfed_boxes = castaways.iter().map(|&c| {
        let name = character_name(c, l);
        html! { <label class="field"><input type="checkbox" name={unfed_field(c)}
            aria-label={format!("{} {name}", l.t("Goes hungry:", "Sans repas :"))} />{ " " }{ name }</label> }
    });
    html! {
        <section key="night" class="step-forms" aria-label={l.t("The night", "La nuit")}>
            <h2>{ l.t("The night", "La nuit") }</h2>
            { step_form(l.t("Move the camp", "Déplacer le camp"), move_camp, html! { <>
                <p class="help">{ l.t(
                    "Only as the night's first step, to a neighbouring tile; a built shelter keeps half its roof and palisade.",
                    "Seulement en tout début de nuit, vers une tuile voisine ; un abri construit garde la moitié de son toit et de sa palissade.",
                ) }</p>
                { number(l.t("Move the camp to space", "Déplacer le camp sur la case"), "to", super::first_neighbour(game)) }
                { record(l.t("Record the move", "Noter le déplacement"), false) }
            </> }) }
            <form class="step" onsubmit={eat} aria-label={l.t("Eat", "Manger")}>
                { number(l.t("Food eaten", "Nourriture mangée"), "fresh", 0) }
                { number(l.t("Preserved food eaten", "Nourriture non périssable mangée"), "kept", 0) }
                <fieldset><legend>{ l.t("Going hungry (two wounds each)", "Sans repas (deux blessures chacun)") }</legend>{ for unfed_boxes }</fieldset>
                { record(l.t("Record the meal", "Noter le repas"), false) }
            </form>
            <div class="step">
                <button class="button" onclick={click(send, RobinsonAction::Sleep)}>{ l.t("Record the sleep", "Noter le sommeil") }</button>
            </div>
        </section>
    }
}

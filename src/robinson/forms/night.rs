//! Production (with the raging river, ruling 10.1) and the night: moving the camp first thing
//! (ruling 2.2), the meal and the sleep.

use tablee_rules::robinson::{Character, Resources, Robinson, RobinsonAction};
use yew::prelude::*;

use super::{click, number, record, step_form, submit};
use crate::i18n::{Lang, use_lang};
use crate::robinson::text::{character_name, resources_text};

#[derive(Properties, PartialEq)]
pub struct PhaseFormsProps {
    pub game: Robinson,
    pub send: Callback<RobinsonAction>,
}

/// The raging river: recorded before production, it halves it (ruling 10.1).
pub fn river_form(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    if game.this_round().river || game.this_round().produced {
        return html! {};
    }
    html! {
        <div class="step">
            <button class="button" onclick={click(send, RobinsonAction::RagingRiver)}
                aria-label={l.t("Record the raging river", "Noter la rivière furieuse")}>
                { l.t("Record the raging river", "Noter la rivière furieuse") }</button>
        </div>
    }
}

#[function_component(ProductionForms)]
pub fn production_forms(props: &PhaseFormsProps) -> Html {
    let l = use_lang();
    let lose_wood = use_state(|| 0u16);
    let lose_food = use_state(|| 0u16);
    let game = &props.game;
    let produced = game.production();
    let river = game.this_round().river;
    let produce = {
        let lose = Resources {
            wood: *lose_wood,
            perishable_food: *lose_food,
            ..Resources::NONE
        };
        submit(&props.send, move || {
            Some(RobinsonAction::Produce {
                lose: if river { lose } else { Resources::NONE },
            })
        })
    };
    html! {
        <section class="step-forms" aria-label={l.t("Production", "Production")}>
            <h2>{ l.t("Production", "Production") }</h2>
            <p class="help">{ format!("{} {}", l.t("The camp tile produces:", "La tuile du camp produit :"), resources_text(&produced, l)) }</p>
            { river_form(game, &props.send, l) }
            <form class="step" onsubmit={produce} aria-label={l.t("Production", "Production")}>
                if river {
                    <p class="help">{ format!("{} {}",
                        l.t("The raging river takes half, rounded down; the group chooses what:", "La rivière furieuse en prend la moitié, arrondie à l'inférieur ; le groupe choisit quoi :"),
                        produced.total() / 2) }</p>
                    { number(l.t("Wood lost to the river", "Bois perdu dans la rivière"), &lose_wood) }
                    { number(l.t("Food lost to the river", "Nourriture perdue dans la rivière"), &lose_food) }
                }
                { record(l.t("Record the camp tile's production", "Noter la production de la tuile du camp"), false) }
            </form>
        </section>
    }
}

#[function_component(NightForms)]
pub fn night_forms(props: &PhaseFormsProps) -> Html {
    let l = use_lang();
    let eat_fresh = use_state(|| 0u16);
    let eat_kept = use_state(|| 0u16);
    let unfed = use_state(Vec::<Character>::new);
    let move_to = use_state(|| super::first_neighbour(&props.game));
    let game = &props.game;
    let castaways: Vec<Character> = game
        .people()
        .iter()
        .filter(|p| !p.dead && p.character.is_castaway())
        .map(|p| p.character)
        .collect();
    let eat = {
        let (fresh, kept, unfed) = (*eat_fresh, *eat_kept, (*unfed).clone());
        submit(&props.send, move || {
            Some(RobinsonAction::Eat {
                food: Resources {
                    perishable_food: fresh,
                    non_perishable_food: kept,
                    ..Resources::NONE
                },
                unfed: unfed.clone(),
            })
        })
    };
    let move_camp = {
        let to = u8::try_from(*move_to).unwrap_or(u8::MAX);
        submit(&props.send, move || Some(RobinsonAction::MoveCamp { to }))
    };
    let unfed_boxes = castaways.iter().map(|&c| {
        let handle = unfed.clone();
        let on = Callback::from(move |e: Event| {
            let mut next = (*handle).clone();
            next.retain(|x| *x != c);
            if super::value_of(&e) == "true" {
                next.push(c);
            }
            handle.set(next);
        });
        let name = character_name(c, l);
        html! { <label class="field"><input type="checkbox" checked={unfed.contains(&c)} onchange={on}
            aria-label={format!("{} {name}", l.t("Goes hungry:", "Sans repas :"))} />{ " " }{ name }</label> }
    });
    html! {
        <section class="step-forms" aria-label={l.t("The night", "La nuit")}>
            <h2>{ l.t("The night", "La nuit") }</h2>
            { step_form(l.t("Move the camp", "Déplacer le camp"), move_camp, html! { <>
                <p class="help">{ l.t(
                    "Only as the night's first step, to a neighbouring tile; a built shelter keeps half its roof and palisade.",
                    "Seulement en tout début de nuit, vers une tuile voisine ; un abri construit garde la moitié de son toit et de sa palissade.",
                ) }</p>
                { number(l.t("Move the camp to space", "Déplacer le camp sur la case"), &move_to) }
                { record(l.t("Record the move", "Noter le déplacement"), false) }
            </> }) }
            <form class="step" onsubmit={eat} aria-label={l.t("Eat", "Manger")}>
                { number(l.t("Food eaten", "Nourriture mangée"), &eat_fresh) }
                { number(l.t("Preserved food eaten", "Nourriture non périssable mangée"), &eat_kept) }
                <fieldset><legend>{ l.t("Going hungry (two wounds each)", "Sans repas (deux blessures chacun)") }</legend>{ for unfed_boxes }</fieldset>
                { record(l.t("Record the meal", "Noter le repas"), false) }
            </form>
            <div class="step">
                <button class="button" onclick={click(&props.send, RobinsonAction::Sleep)} aria-label={l.t("Record the sleep", "Noter le sommeil")}>{ l.t("Record the sleep", "Noter le sommeil") }</button>
            </div>
        </section>
    }
}

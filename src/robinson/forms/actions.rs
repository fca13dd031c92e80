//! The action phase's forms: build, gather, explore, hunt, rest, arrange the camp, an event's
//! threat and scenario 2's crosses, each taken by the party declared above them.

use tablee_rules::Game;
use tablee_rules::robinson::{
    Beast, BuildTarget, Resources, Robinson, RobinsonAction, Scenario, Source, TileDecl,
};
use yew::prelude::*;

use super::party::PartyForm;
use super::{card_name, check, choice, number, record, step_form, submit, text};
use crate::i18n::{Lang, use_lang};
use crate::robinson::state::numbers;
use crate::robinson::text::{TERRAINS, terrain_label};

#[derive(Properties, PartialEq)]
pub struct ActionFormsProps {
    pub game: Robinson,
    pub party: PartyForm,
    pub send: Callback<RobinsonAction>,
}

/// What the build form offers, in its order.
#[derive(Clone, Copy, PartialEq)]
enum Target {
    Shelter,
    Roof,
    Palisade,
    Weapon,
    Invention,
}

const TARGETS: [Target; 5] = [
    Target::Shelter,
    Target::Roof,
    Target::Palisade,
    Target::Weapon,
    Target::Invention,
];

fn target_name(t: Target, l: Lang) -> String {
    match t {
        Target::Shelter => l.t("Shelter", "Abri"),
        Target::Roof => l.t("Roof", "Toit"),
        Target::Palisade => l.t("Palisade", "Palissade"),
        Target::Weapon => l.t("Weapon", "Arme"),
        Target::Invention => l.t("An invention or item", "Une invention ou un objet"),
    }
    .into()
}

fn byte(n: u16) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// Names typed with commas between them ("Rope, Knife").
fn names(text: &str) -> Vec<String> {
    text.split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

#[function_component(ActionForms)]
pub fn action_forms(props: &ActionFormsProps) -> Html {
    let l = use_lang();
    let target = use_state(|| 0usize);
    let levels = use_state(|| 1u16);
    let pay_wood = use_state(|| 0u16);
    let pay_fur = use_state(|| 0u16);
    let invention = use_state(String::new);
    let per_round = use_state(|| false);
    let requires = use_state(String::new);
    let invention_terrain = use_state(|| 0usize);
    let determination = use_state(|| 2u16);
    let morale = use_state(|| 1u16);
    let explore_space = use_state(|| 2u16);
    let explore_terrain = use_state(|| 0usize);
    let explore_food = use_state(|| false);
    let explore_wood = use_state(|| false);
    let explore_shelter = use_state(|| false);
    let explore_totem = use_state(|| false);
    let explore_beast = use_state(|| false);
    let explore_neighbours = use_state(String::new);
    let gather_space = use_state(|| 2u16);
    let gather_wood = use_state(|| false);
    let beast_name = use_state(String::new);
    let beast_strength = use_state(|| 0u16);
    let beast_loss = use_state(|| 0u16);
    let beast_food = use_state(|| 0u16);
    let beast_fur = use_state(|| 0u16);
    let pistol = use_state(|| false);
    let threat_event = use_state(String::new);
    let threat_wood = use_state(|| 0u16);
    let threat_food = use_state(|| 0u16);
    let threat_fur = use_state(|| 0u16);
    let cross_space = use_state(|| 2u16);
    let cross_wood = use_state(|| 0u16);
    let (game, send, party) = (&props.game, &props.send, &props.party);

    let attempt = {
        let (game, party) = (game.clone(), party.clone());
        move || party.attempt(&game)
    };
    let build = {
        let attempt = attempt.clone();
        let terrain_names = TERRAINS.len();
        let target = match TARGETS.get(*target) {
            Some(Target::Shelter) | None => BuildTarget::Shelter,
            Some(Target::Roof) => BuildTarget::Roof,
            Some(Target::Palisade) => BuildTarget::Palisade,
            Some(Target::Weapon) => BuildTarget::Weapon,
            Some(Target::Invention) => BuildTarget::Invention {
                name: invention.trim().to_string(),
                per_round: *per_round,
                requires: names(&requires),
                // The first choice is "no terrain"; the others follow TERRAINS.
                terrain: invention_terrain
                    .checked_sub(1)
                    .filter(|i| *i < terrain_names)
                    .and_then(|i| TERRAINS.get(i).copied()),
            },
        };
        let (levels, wood, fur) = (byte(*levels), *pay_wood, *pay_fur);
        submit(send, move || {
            Some(RobinsonAction::Build {
                attempt: attempt()?,
                target: target.clone(),
                pay: Resources {
                    wood,
                    fur,
                    ..Resources::NONE
                },
                levels,
            })
        })
    };
    let rest = {
        let (game, party) = (game.clone(), party.clone());
        submit(send, move || {
            Some(RobinsonAction::Rest {
                party: party.party(&game)?,
            })
        })
    };
    let arrange = {
        let (game, party) = (game.clone(), party.clone());
        let (d, m) = (*determination, *morale);
        submit(send, move || {
            Some(RobinsonAction::ArrangeCamp {
                party: party.party(&game)?,
                determination: byte(d),
                morale: i8::try_from(m).unwrap_or(i8::MAX),
            })
        })
    };
    let explore = {
        let attempt = attempt.clone();
        let space = byte(*explore_space);
        let terrain = TERRAINS
            .get(*explore_terrain)
            .copied()
            .unwrap_or(TERRAINS[0]);
        let sources: Vec<Source> = [(*explore_food, Source::Food), (*explore_wood, Source::Wood)]
            .into_iter()
            .filter_map(|(on, s)| on.then_some(s))
            .collect();
        let (shelter, totem, beast) = (*explore_shelter, *explore_totem, *explore_beast);
        let neighbours = numbers(&explore_neighbours);
        submit(send, move || {
            let attempt = attempt()?;
            // A failed exploration places no tile; a successful one the tile declared.
            let tile = attempt.success.then(|| TileDecl {
                space,
                neighbours: neighbours.clone(),
                terrain,
                sources: sources.clone(),
                natural_shelter: shelter,
                totem,
                beast,
            });
            Some(RobinsonAction::Explore {
                attempt,
                space,
                tile,
            })
        })
    };
    let gather = {
        let attempt = attempt.clone();
        let space = byte(*gather_space);
        let source = if *gather_wood {
            Source::Wood
        } else {
            Source::Food
        };
        submit(send, move || {
            Some(RobinsonAction::Gather {
                attempt: attempt()?,
                space,
                source,
                extra: Resources::NONE,
            })
        })
    };
    let hunt = {
        let (game, party) = (game.clone(), party.clone());
        let beast = Beast {
            name: beast_name.trim().to_string(),
            strength: byte(*beast_strength),
            weapon_loss: byte(*beast_loss),
            food: *beast_food,
            fur: *beast_fur,
        };
        let pistol = *pistol;
        submit(send, move || {
            Some(RobinsonAction::Hunt {
                party: party.party(&game)?,
                beast: beast.clone(),
                pistol,
            })
        })
    };
    let threat = {
        let attempt = attempt.clone();
        let event = threat_event.trim().to_string();
        let gains = Resources {
            wood: *threat_wood,
            perishable_food: *threat_food,
            fur: *threat_fur,
            ..Resources::NONE
        };
        submit(send, move || {
            Some(RobinsonAction::Threat {
                attempt: attempt()?,
                event: event.clone(),
                gains,
            })
        })
    };
    let cross = {
        let space = byte(*cross_space);
        let wood = *cross_wood;
        submit(send, move || {
            Some(RobinsonAction::BuildCross {
                attempt: attempt()?,
                space,
                pay: Resources {
                    wood,
                    ..Resources::NONE
                },
            })
        })
    };
    let target_names: Vec<String> = TARGETS.iter().map(|&t| target_name(t, l)).collect();
    let terrain_names: Vec<String> = TERRAINS
        .iter()
        .map(|&t| terrain_label(t, l).to_string())
        .collect();
    let invention_terrains: Vec<String> =
        std::iter::once(l.t("No terrain needed", "Aucun terrain requis").to_string())
            .chain(terrain_names.iter().cloned())
            .collect();
    let is_invention = TARGETS.get(*target) == Some(&Target::Invention);
    let is_level = matches!(
        TARGETS.get(*target),
        Some(Target::Roof | Target::Palisade | Target::Weapon)
    );
    let beast_name_field = text(
        l.t("Beast's name", "Nom de la bête"),
        "",
        false,
        &beast_name,
    );
    html! {
        <>
            { step_form(l.t("Build", "Construire"), build, html! { <>
                { choice(l.t("What is built", "Ce qui est construit"), &target_names, &target) }
                if is_level { { number(l.t("Levels this action pays for", "Niveaux payés par cette action"), &levels) } }
                if is_invention {
                    { card_name(l.t("Name on its card", "Nom sur sa carte"), &invention) }
                    { check(l.t("Its effect works once a round", "Son effet sert une fois par tour"), &per_round) }
                    { text(l.t("Items it requires (commas between)", "Objets requis (séparés par des virgules)"), "", false, &requires) }
                    { choice(l.t("Terrain it requires", "Terrain requis"), &invention_terrains, &invention_terrain) }
                }
                { number(l.t("Wood paid", "Bois payé"), &pay_wood) }
                { number(l.t("Fur paid", "Fourrure payée"), &pay_fur) }
                { record(l.t("Record the build", "Noter la construction"), true) }
            </> }) }
            { step_form(l.t("Gather", "Récolter"), gather, html! { <>
                { number(l.t("Gather on space", "Récolter sur la case"), &gather_space) }
                { check(l.t("Wood (else food)", "Bois (sinon nourriture)"), &gather_wood) }
                { record(l.t("Record the gathering", "Noter la récolte"), false) }
            </> }) }
            { step_form(l.t("Explore", "Explorer"), explore, html! { <>
                { number(l.t("Explore space", "Explorer la case"), &explore_space) }
                { choice(l.t("Terrain of the explored tile", "Terrain de la tuile explorée"), &terrain_names, &explore_terrain) }
                { check(l.t("Food source", "Source de nourriture"), &explore_food) }
                { check(l.t("Wood source", "Source de bois"), &explore_wood) }
                { check(l.t("Natural shelter", "Abri naturel"), &explore_shelter) }
                { check(l.t("Totem", "Totem"), &explore_totem) }
                { check(l.t("Beast's tracks", "Traces de bête"), &explore_beast) }
                { text(l.t("Spaces around it", "Cases autour"), "1 4 5", true, &explore_neighbours) }
                { record(l.t("Record the exploration", "Noter l'exploration"), false) }
            </> }) }
            { step_form(l.t("Hunt", "Chasser"), hunt, html! { <>
                { beast_name_field }
                { number(l.t("Strength", "Force"), &beast_strength) }
                { number(l.t("Weapon lost", "Arme perdue"), &beast_loss) }
                { number(l.t("Food it gives", "Nourriture donnée"), &beast_food) }
                { number(l.t("Fur it gives", "Fourrure donnée"), &beast_fur) }
                { check(l.t("With the pistol", "Avec le pistolet"), &pistol) }
                <p class="help">{ crate::i18n::plural(l, game.cartridges(), "cartridge left", "cartridges left", "cartouche restante", "cartouches restantes") }</p>
                { record(l.t("Record the hunt", "Noter la chasse"), false) }
            </> }) }
            <form class="step" onsubmit={rest} aria-label={l.t("Rest", "Se reposer")}>
                { record(l.t("Record a rest", "Noter un repos"), false) }
            </form>
            { step_form(l.t("Arrange the camp", "Ranger le camp"), arrange, html! { <>
                { number(l.t("Determination gained", "Détermination gagnée"), &determination) }
                { number(l.t("Morale gained", "Moral gagné"), &morale) }
                { record(l.t("Record arranging the camp", "Noter le rangement du camp"), false) }
            </> }) }
            { step_form(l.t("An event's threat", "La menace d'un événement"), threat, html! { <>
                { card_name(l.t("Event card's name", "Nom de la carte événement"), &threat_event) }
                { number(l.t("Wood the card gives", "Bois donné par la carte"), &threat_wood) }
                { number(l.t("Food the card gives", "Nourriture donnée par la carte"), &threat_food) }
                { number(l.t("Fur the card gives", "Fourrure donnée par la carte"), &threat_fur) }
                { record(l.t("Record the threat", "Noter la menace"), false) }
            </> }) }
            if game.setup().scenario == Scenario::Two {
                { step_form(l.t("A cross", "Une croix"), cross, html! { <>
                    <p class="help">{ l.t(
                        "On an explored tile, with the pawns an exploration there would need (one more in the fog).",
                        "Sur une tuile explorée, avec les pions qu'y demanderait une exploration (un de plus dans le brouillard).",
                    ) }</p>
                    { number(l.t("Cross on space", "Croix sur la case"), &cross_space) }
                    { number(l.t("Wood paid", "Bois payé"), &cross_wood) }
                    { record(l.t("Record the cross", "Noter la croix"), false) }
                </> }) }
            }
        </>
    }
}

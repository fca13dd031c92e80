//! The action phase's forms: build, gather, explore, hunt, rest, arrange the camp, an event's
//! threat and scenario 2's crosses, each taken by the party declared above them.

use tablee_rules::Game;
use tablee_rules::robinson::{
    Beast, BuildTarget, Resources, Robinson, RobinsonAction, Scenario, Source, TileDecl,
};
use yew::prelude::*;

use super::party::PartyForm;
use super::{card_name, check, choice, chosen, number, record, step_form, submit, text};
use crate::i18n::Lang;
use crate::robinson::state::numbers;
use crate::robinson::text::{TERRAINS, terrain_label};

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

/// Names typed with commas between them ("Rope, Knife").
fn names(text: &str) -> Vec<String> {
    text.split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The action phase's forms, each taken by `party`; `target` holds what the build form builds
/// (its fields depend on it).
pub fn action_forms(
    game: &Robinson,
    party: &PartyForm,
    target: &UseStateHandle<usize>,
    send: &Callback<RobinsonAction>,
    l: Lang,
) -> Html {
    let attempt = {
        let (game, party) = (game.clone(), party.clone());
        move || party.attempt(&game)
    };
    let party_of = {
        let (game, party) = (game.clone(), party.clone());
        move || party.party(&game)
    };
    let build = {
        let attempt = attempt.clone();
        let chosen = TARGETS.get(**target).copied();
        submit(send, move |f| {
            let target = match chosen {
                Some(Target::Shelter) | None => BuildTarget::Shelter,
                Some(Target::Roof) => BuildTarget::Roof,
                Some(Target::Palisade) => BuildTarget::Palisade,
                Some(Target::Weapon) => BuildTarget::Weapon,
                Some(Target::Invention) => BuildTarget::Invention {
                    name: f.text("invention"),
                    per_round: f.checked("per-round"),
                    requires: names(&f.text("requires")),
                    // The first choice is "no terrain"; the others follow TERRAINS.
                    terrain: f
                        .index("terrain")
                        .checked_sub(1)
                        .and_then(|i| TERRAINS.get(i).copied()),
                },
            };
            Some(RobinsonAction::Build {
                attempt: attempt()?,
                target,
                pay: Resources {
                    wood: f.number("wood"),
                    fur: f.number("fur"),
                    ..Resources::NONE
                },
                // Only a track's build asks how many levels (the engine accepts one).
                levels: if f.text("levels").is_empty() {
                    1
                } else {
                    f.byte("levels")
                },
            })
        })
    };
    let rest = {
        let party_of = party_of.clone();
        submit(send, move |_| {
            Some(RobinsonAction::Rest { party: party_of()? })
        })
    };
    let arrange = {
        let party_of = party_of.clone();
        submit(send, move |f| {
            Some(RobinsonAction::ArrangeCamp {
                party: party_of()?,
                determination: f.byte("determination"),
                morale: i8::try_from(f.number("morale")).unwrap_or(i8::MAX),
            })
        })
    };
    let explore = {
        let attempt = attempt.clone();
        submit(send, move |f| {
            let attempt = attempt()?;
            let space = f.byte("space");
            // A failed exploration places no tile; a successful one the tile declared.
            let tile = attempt.success.then(|| TileDecl {
                space,
                neighbours: numbers(&f.text("neighbours")),
                terrain: TERRAINS
                    .get(f.index("terrain"))
                    .copied()
                    .unwrap_or(TERRAINS[0]),
                sources: [
                    (f.checked("food"), Source::Food),
                    (f.checked("wood"), Source::Wood),
                ]
                .into_iter()
                .filter_map(|(on, s)| on.then_some(s))
                .collect(),
                natural_shelter: f.checked("shelter"),
                totem: f.checked("totem"),
                beast: f.checked("beast"),
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
        submit(send, move |f| {
            Some(RobinsonAction::Gather {
                attempt: attempt()?,
                space: f.byte("space"),
                source: if f.checked("wood") {
                    Source::Wood
                } else {
                    Source::Food
                },
                extra: Resources::NONE,
            })
        })
    };
    let hunt = submit(send, move |f| {
        Some(RobinsonAction::Hunt {
            party: party_of()?,
            beast: Beast {
                name: f.text("beast"),
                strength: f.byte("strength"),
                weapon_loss: f.byte("loss"),
                food: f.number("food"),
                fur: f.number("fur"),
            },
            pistol: f.checked("pistol"),
        })
    });
    let threat = {
        let attempt = attempt.clone();
        submit(send, move |f| {
            Some(RobinsonAction::Threat {
                attempt: attempt()?,
                event: f.text("event"),
                gains: Resources {
                    wood: f.number("wood"),
                    perishable_food: f.number("food"),
                    fur: f.number("fur"),
                    ..Resources::NONE
                },
                pistol: f.checked("pistol"),
            })
        })
    };
    let cross = submit(send, move |f| {
        Some(RobinsonAction::BuildCross {
            attempt: attempt()?,
            space: f.byte("space"),
            pay: Resources {
                wood: f.number("wood"),
                ..Resources::NONE
            },
        })
    });
    let target_names: Vec<String> = TARGETS.iter().map(|&t| target_name(t, l)).collect();
    let terrain_names: Vec<String> = TERRAINS
        .iter()
        .map(|&t| terrain_label(t, l).to_string())
        .collect();
    let invention_terrains: Vec<String> =
        std::iter::once(l.t("No terrain needed", "Aucun terrain requis").to_string())
            .chain(terrain_names.iter().cloned())
            .collect();
    let is_invention = TARGETS.get(**target) == Some(&Target::Invention);
    let is_level = matches!(
        TARGETS.get(**target),
        Some(Target::Roof | Target::Palisade | Target::Weapon)
    );
    html! {
        <>
            { step_form(l.t("Build", "Construire"), build, html! { <>
                { choice(l.t("What is built", "Ce qui est construit"), "target", &target_names, **target, chosen(target)) }
                if is_level { { number(l.t("Levels this action pays for", "Niveaux payés par cette action"), "levels", 1) } }
                if is_invention {
                    { card_name(l.t("Name on its card", "Nom sur sa carte"), "invention") }
                    { check(l.t("Its effect works once a round", "Son effet sert une fois par tour"), "per-round", false) }
                    { text(l.t("Items it requires (commas between)", "Objets requis (séparés par des virgules)"), "requires", "", false) }
                    { choice(l.t("Terrain it requires", "Terrain requis"), "terrain", &invention_terrains, 0, None) }
                }
                { number(l.t("Wood paid", "Bois payé"), "wood", 0) }
                { number(l.t("Fur paid", "Fourrure payée"), "fur", 0) }
                { record(l.t("Record the build", "Noter la construction"), true) }
            </> }) }
            { step_form(l.t("Gather", "Récolter"), gather, html! { <>
                { number(l.t("Gather on space", "Récolter sur la case"), "space", 2) }
                { check(l.t("Wood (else food)", "Bois (sinon nourriture)"), "wood", false) }
                { record(l.t("Record the gathering", "Noter la récolte"), false) }
            </> }) }
            { step_form(l.t("Explore", "Explorer"), explore, html! { <>
                { number(l.t("Explore space", "Explorer la case"), "space", 2) }
                { choice(l.t("Terrain of the explored tile", "Terrain de la tuile explorée"), "terrain", &terrain_names, 0, None) }
                { check(l.t("Food source", "Source de nourriture"), "food", false) }
                { check(l.t("Wood source", "Source de bois"), "wood", false) }
                { check(l.t("Natural shelter", "Abri naturel"), "shelter", false) }
                { check(l.t("Totem", "Totem"), "totem", false) }
                { check(l.t("Beast's tracks", "Traces de bête"), "beast", false) }
                { text(l.t("Spaces around it", "Cases autour"), "neighbours", "1 4 5", true) }
                { record(l.t("Record the exploration", "Noter l'exploration"), false) }
            </> }) }
            { step_form(l.t("Hunt", "Chasser"), hunt, html! { <>
                { text(l.t("Beast's name", "Nom de la bête"), "beast", "", false) }
                { number(l.t("Strength", "Force"), "strength", 0) }
                { number(l.t("Weapon lost", "Arme perdue"), "loss", 0) }
                { number(l.t("Food it gives", "Nourriture donnée"), "food", 0) }
                { number(l.t("Fur it gives", "Fourrure donnée"), "fur", 0) }
                { check(l.t("With the pistol", "Avec le pistolet"), "pistol", false) }
                <p class="help">{ crate::i18n::plural(l, game.cartridges(), "cartridge left", "cartridges left", "cartouche restante", "cartouches restantes") }</p>
                { record(l.t("Record the hunt", "Noter la chasse"), false) }
            </> }) }
            <form class="step" onsubmit={rest} aria-label={l.t("Rest", "Se reposer")}>
                { record(l.t("Record a rest", "Noter un repos"), false) }
            </form>
            { step_form(l.t("Arrange the camp", "Ranger le camp"), arrange, html! { <>
                { number(l.t("Determination gained", "Détermination gagnée"), "determination", 2) }
                { number(l.t("Morale gained", "Moral gagné"), "morale", 1) }
                { record(l.t("Record arranging the camp", "Noter le rangement du camp"), false) }
            </> }) }
            { step_form(l.t("An event's threat", "La menace d'un événement"), threat, html! { <>
                { card_name(l.t("Event card's name", "Nom de la carte événement"), "event") }
                { number(l.t("Wood the card gives", "Bois donné par la carte"), "wood", 0) }
                { number(l.t("Food the card gives", "Nourriture donnée par la carte"), "food", 0) }
                { number(l.t("Fur the card gives", "Fourrure donnée par la carte"), "fur", 0) }
                { check(l.t("With the pistol, for this threat", "Avec le pistolet, pour cette menace"), "pistol", false) }
                { record(l.t("Record the threat", "Noter la menace"), false) }
            </> }) }
            if game.setup().scenario == Scenario::Two {
                { step_form(l.t("A cross", "Une croix"), cross, html! { <>
                    <p class="help">{ l.t(
                        "On an explored tile, with the pawns an exploration there would need (one more in the fog).",
                        "Sur une tuile explorée, avec les pions qu'y demanderait une exploration (un de plus dans le brouillard).",
                    ) }</p>
                    { number(l.t("Cross on space", "Croix sur la case"), "space", 2) }
                    { number(l.t("Wood paid", "Bois payé"), "wood", 0) }
                    { record(l.t("Record the cross", "Noter la croix"), false) }
                </> }) }
            }
        </>
    }
}

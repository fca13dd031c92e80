//! The forms for the steps of the moment: production; in the action phase build, gather, explore,
//! hunt, rest and arrange the camp with who takes them; at night eating and sleeping. The form only gathers what the
//! group declares; the engine decides whether the step stands.

use tablee_rules::robinson::{
    Attempt, Beast, BuildTarget, Character, Party, Phase, Resources, Robinson, RobinsonAction,
    Source, TileDecl,
};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::state::numbers;
use super::text::{TERRAINS, character_name, terrain_label};
use crate::i18n::{Lang, use_lang};

#[derive(Properties, PartialEq)]
pub struct StepFormsProps {
    pub game: Robinson,
    pub phase: Phase,
    pub send: Callback<RobinsonAction>,
}

fn value_of(e: &Event) -> String {
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
fn number(label: &str, state: &UseStateHandle<u16>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e).parse().unwrap_or(0)))
    };
    html! {
        <label class="field">{ label }
            <input type="number" min="0" max="99" value={state.to_string()} onchange={on} aria-label={label.to_string()} /></label>
    }
}

fn text(label: &str, placeholder: &'static str, state: &UseStateHandle<String>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e)))
    };
    html! {
        <label class="field">{ label }
            <input type="text" inputmode="numeric" value={(**state).clone()} {placeholder} onchange={on} aria-label={label.to_string()} /></label>
    }
}

fn check(label: &str, state: &UseStateHandle<bool>) -> Html {
    let on = {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(value_of(&e) == "true"))
    };
    html! {
        <label class="field"><input type="checkbox" checked={**state} onchange={on} aria-label={label.to_string()} />{ " " }{ label }</label>
    }
}

fn target_name(t: &BuildTarget, l: Lang) -> &'static str {
    match t {
        BuildTarget::Shelter => l.t("Shelter", "Abri"),
        BuildTarget::Roof => l.t("Roof", "Toit"),
        BuildTarget::Palisade => l.t("Palisade", "Palissade"),
        BuildTarget::Weapon => l.t("Weapon", "Arme"),
        BuildTarget::Invention { .. } => l.t("Invention", "Invention"),
    }
}

const TARGETS: [BuildTarget; 4] = [
    BuildTarget::Shelter,
    BuildTarget::Roof,
    BuildTarget::Palisade,
    BuildTarget::Weapon,
];

#[function_component(StepForms)]
pub fn step_forms(props: &StepFormsProps) -> Html {
    let l = use_lang();
    let leaders: Vec<Character> = props
        .game
        .people()
        .iter()
        .filter(|p| !p.dead && p.character != Character::Dog)
        .map(|p| p.character)
        .collect();
    let leader = use_state(|| None::<Character>);
    let pawns = use_state(|| 2u16);
    let dice = use_state(|| false);
    let success = use_state(|| true);
    let target = use_state(|| 0usize);
    let pay_wood = use_state(|| 0u16);
    let pay_fur = use_state(|| 0u16);
    let determination = use_state(|| 2u16);
    let morale = use_state(|| 1u16);
    let eat_fresh = use_state(|| 0u16);
    let eat_kept = use_state(|| 0u16);
    let unfed = use_state(Vec::<Character>::new);
    let explore_space = use_state(|| 2u16);
    let explore_terrain = use_state(|| 0usize);
    let explore_food = use_state(|| false);
    let explore_wood = use_state(|| false);
    let explore_shelter = use_state(|| false);
    let explore_neighbours = use_state(String::new);
    let gather_space = use_state(|| 2u16);
    let gather_wood = use_state(|| false);
    let beast_name = use_state(String::new);
    let beast_strength = use_state(|| 0u16);
    let beast_loss = use_state(|| 0u16);
    let beast_food = use_state(|| 0u16);
    let beast_fur = use_state(|| 0u16);
    let pistol = use_state(|| false);
    let send = props.send.clone();
    let chosen = leader.or_else(|| leaders.first().copied());

    let party = {
        let pawns = u8::try_from(*pawns).unwrap_or(u8::MAX);
        move || -> Option<Party> { chosen.map(|c| Party::alone(c, pawns)) }
    };
    let attempt = {
        let (dice, success) = (*dice, *success);
        move |party: Party| Attempt {
            dice,
            success: success || !dice,
            ..Attempt::sure(party)
        }
    };
    let emit = |make: Box<dyn Fn() -> Option<RobinsonAction>>| {
        let send = send.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(a) = make() {
                send.emit(a);
            }
        })
    };

    match props.phase {
        Phase::Production => {
            let produce = {
                let send = send.clone();
                Callback::from(move |_: MouseEvent| {
                    send.emit(RobinsonAction::Produce {
                        lose: Resources::NONE,
                    })
                })
            };
            html! {
                <section class="step-forms" aria-label={l.t("Production", "Production")}>
                    <button class="button" onclick={produce} aria-label={l.t("Record the camp tile's production", "Noter la production de la tuile du camp")}>
                        { l.t("Record the camp tile's production", "Noter la production de la tuile du camp") }</button>
                </section>
            }
        }
        Phase::Action => {
            let on_leader = {
                let leader = leader.clone();
                let leaders = leaders.clone();
                Callback::from(move |e: Event| {
                    let v = value_of(&e);
                    leader.set(leaders.iter().copied().find(|c| format!("{c:?}") == v));
                })
            };
            let on_target = {
                let target = target.clone();
                Callback::from(move |e: Event| target.set(value_of(&e).parse().unwrap_or(0)))
            };
            let build = {
                let (target, wood, fur) = (*target, *pay_wood, *pay_fur);
                emit(Box::new(move || {
                    Some(RobinsonAction::Build {
                        attempt: attempt(party()?),
                        target: TARGETS.get(target)?.clone(),
                        pay: Resources {
                            wood,
                            fur,
                            ..Resources::NONE
                        },
                        levels: 1,
                    })
                }))
            };
            let rest = {
                let send = send.clone();
                Callback::from(move |_: MouseEvent| {
                    if let Some(party) = party() {
                        send.emit(RobinsonAction::Rest { party });
                    }
                })
            };
            let arrange = {
                let (d, m) = (*determination, *morale);
                emit(Box::new(move || {
                    Some(RobinsonAction::ArrangeCamp {
                        party: party()?,
                        determination: u8::try_from(d).unwrap_or(u8::MAX),
                        morale: i8::try_from(m).unwrap_or(i8::MAX),
                    })
                }))
            };
            let on_terrain = {
                let explore_terrain = explore_terrain.clone();
                Callback::from(move |e: Event| {
                    explore_terrain.set(value_of(&e).parse().unwrap_or(0))
                })
            };
            let explore = {
                let space = u8::try_from(*explore_space).unwrap_or(u8::MAX);
                let terrain = TERRAINS.get(*explore_terrain).copied();
                let sources: Vec<Source> =
                    [(*explore_food, Source::Food), (*explore_wood, Source::Wood)]
                        .into_iter()
                        .filter_map(|(on, s)| on.then_some(s))
                        .collect();
                let (shelter, neighbours) = (*explore_shelter, numbers(&explore_neighbours));
                emit(Box::new(move || {
                    let attempt = attempt(party()?);
                    // A failed exploration places no tile; a successful one the tile declared.
                    let tile = attempt.success.then(|| TileDecl {
                        space,
                        neighbours: neighbours.clone(),
                        terrain: terrain.unwrap_or(TERRAINS[0]),
                        sources: sources.clone(),
                        natural_shelter: shelter,
                        totem: false,
                        beast: false,
                    });
                    Some(RobinsonAction::Explore {
                        attempt,
                        space,
                        tile,
                    })
                }))
            };
            let gather = {
                let space = u8::try_from(*gather_space).unwrap_or(u8::MAX);
                let source = if *gather_wood {
                    Source::Wood
                } else {
                    Source::Food
                };
                emit(Box::new(move || {
                    Some(RobinsonAction::Gather {
                        attempt: attempt(party()?),
                        space,
                        source,
                        extra: Resources::NONE,
                    })
                }))
            };
            let hunt = {
                let byte = |n: u16| u8::try_from(n).unwrap_or(u8::MAX);
                let beast = Beast {
                    name: beast_name.trim().to_string(),
                    strength: byte(*beast_strength),
                    weapon_loss: byte(*beast_loss),
                    food: *beast_food,
                    fur: *beast_fur,
                };
                let pistol = *pistol;
                emit(Box::new(move || {
                    Some(RobinsonAction::Hunt {
                        party: party()?,
                        beast: beast.clone(),
                        pistol,
                    })
                }))
            };
            let on_beast_name = {
                let beast_name = beast_name.clone();
                Callback::from(move |e: Event| beast_name.set(value_of(&e)))
            };
            html! {
                <section class="step-forms" aria-label={l.t("Record an action", "Noter une action")}>
                    <h2>{ l.t("Record an action", "Noter une action") }</h2>
                    <div class="party" role="group" aria-label={l.t("Who acts", "Qui agit")}>
                        <label class="field">{ l.t("Leader", "Meneur") }
                            <select onchange={on_leader} aria-label={l.t("Leader", "Meneur")}>
                                { for leaders.iter().map(|c| html! { <option value={format!("{c:?}")} selected={chosen == Some(*c)}>{ character_name(*c, l) }</option> }) }
                            </select></label>
                        { number(l.t("Pawns", "Pions"), &pawns) }
                        { check(l.t("With dice", "Avec les dés"), &dice) }
                        if *dice { { check(l.t("Success", "Réussite"), &success) } }
                    </div>
                    <details class="step">
                        <summary>{ l.t("Build", "Construire") }</summary>
                    <form class="step-form" onsubmit={build} aria-label={l.t("Build", "Construire")}>
                        <label class="field">{ l.t("Build", "Construire") }
                            <select onchange={on_target} aria-label={l.t("What is built", "Ce qui est construit")}>
                                { for TARGETS.iter().enumerate().map(|(i, t)| html! { <option value={i.to_string()} selected={*target == i}>{ target_name(t, l) }</option> }) }
                            </select></label>
                        { number(l.t("Wood paid", "Bois payé"), &pay_wood) }
                        { number(l.t("Fur paid", "Fourrure payée"), &pay_fur) }
                        <button type="submit" class="button primary" aria-label={l.t("Record the build", "Noter la construction")}>{ l.t("Record the build", "Noter la construction") }</button>
                    </form>
                    </details>
                    <details class="step">
                        <summary>{ l.t("Gather", "Récolter") }</summary>
                    <form class="step-form" onsubmit={gather} aria-label={l.t("Gather", "Récolter")}>
                        { number(l.t("Gather on space", "Récolter sur la case"), &gather_space) }
                        { check(l.t("Wood (else food)", "Bois (sinon nourriture)"), &gather_wood) }
                        <button type="submit" class="button" aria-label={l.t("Record the gathering", "Noter la récolte")}>{ l.t("Record the gathering", "Noter la récolte") }</button>
                    </form>
                    </details>
                    <details class="step">
                        <summary>{ l.t("Explore", "Explorer") }</summary>
                    <form class="step-form" onsubmit={explore} aria-label={l.t("Explore", "Explorer")}>
                        { number(l.t("Explore space", "Explorer la case"), &explore_space) }
                        <label class="field">{ l.t("Terrain", "Terrain") }
                            <select onchange={on_terrain} aria-label={l.t("Terrain of the explored tile", "Terrain de la tuile explorée")}>
                                { for TERRAINS.iter().enumerate().map(|(i, t)| html! { <option value={i.to_string()} selected={*explore_terrain == i}>{ terrain_label(*t, l) }</option> }) }
                            </select></label>
                        { check(l.t("Food source", "Source de nourriture"), &explore_food) }
                        { check(l.t("Wood source", "Source de bois"), &explore_wood) }
                        { check(l.t("Natural shelter", "Abri naturel"), &explore_shelter) }
                        { text(l.t("Spaces around it", "Cases autour"), "1 4 5", &explore_neighbours) }
                        <button type="submit" class="button" aria-label={l.t("Record the exploration", "Noter l'exploration")}>{ l.t("Record the exploration", "Noter l'exploration") }</button>
                    </form>
                    </details>
                    <details class="step">
                        <summary>{ l.t("Hunt", "Chasser") }</summary>
                    <form class="step-form" onsubmit={hunt} aria-label={l.t("Hunt", "Chasser")}>
                        <label class="field">{ l.t("Beast (its card)", "Bête (sa carte)") }
                            <input type="text" value={(*beast_name).clone()} onchange={on_beast_name} aria-label={l.t("Beast's name", "Nom de la bête")} /></label>
                        { number(l.t("Strength", "Force"), &beast_strength) }
                        { number(l.t("Weapon lost", "Arme perdue"), &beast_loss) }
                        { number(l.t("Food it gives", "Nourriture donnée"), &beast_food) }
                        { number(l.t("Fur it gives", "Fourrure donnée"), &beast_fur) }
                        { check(l.t("With the pistol", "Avec le pistolet"), &pistol) }
                        <button type="submit" class="button" aria-label={l.t("Record the hunt", "Noter la chasse")}>{ l.t("Record the hunt", "Noter la chasse") }</button>
                    </form>
                    </details>
                    <div class="step">
                        <button class="button" onclick={rest} aria-label={l.t("Record a rest", "Noter un repos")}>{ l.t("Record a rest", "Noter un repos") }</button>
                    </div>
                    <details class="step">
                        <summary>{ l.t("Arrange the camp", "Ranger le camp") }</summary>
                    <form class="step-form" onsubmit={arrange} aria-label={l.t("Arrange the camp", "Ranger le camp")}>
                        { number(l.t("Determination gained", "Détermination gagnée"), &determination) }
                        { number(l.t("Morale gained", "Moral gagné"), &morale) }
                        <button type="submit" class="button" aria-label={l.t("Record arranging the camp", "Noter le rangement du camp")}>{ l.t("Record arranging the camp", "Noter le rangement du camp") }</button>
                    </form>
                    </details>
                </section>
            }
        }
        Phase::Night => {
            let castaways: Vec<Character> = props
                .game
                .people()
                .iter()
                .filter(|p| !p.dead && p.character.is_castaway())
                .map(|p| p.character)
                .collect();
            let eat = {
                let (fresh, kept, unfed) = (*eat_fresh, *eat_kept, (*unfed).clone());
                emit(Box::new(move || {
                    Some(RobinsonAction::Eat {
                        food: Resources {
                            perishable_food: fresh,
                            non_perishable_food: kept,
                            ..Resources::NONE
                        },
                        unfed: unfed.clone(),
                    })
                }))
            };
            let sleep = {
                let send = send.clone();
                Callback::from(move |_: MouseEvent| send.emit(RobinsonAction::Sleep))
            };
            let unfed_boxes = castaways.iter().map(|&c| {
                let handle = unfed.clone();
                let on = Callback::from(move |e: Event| {
                    let mut next = (*handle).clone();
                    next.retain(|x| *x != c);
                    if value_of(&e) == "true" {
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
                    <form class="step" onsubmit={eat} aria-label={l.t("Eat", "Manger")}>
                        { number(l.t("Food eaten", "Nourriture mangée"), &eat_fresh) }
                        { number(l.t("Preserved food eaten", "Nourriture non périssable mangée"), &eat_kept) }
                        <fieldset><legend>{ l.t("Going hungry (two wounds each)", "Sans repas (deux blessures chacun)") }</legend>{ for unfed_boxes }</fieldset>
                        <button type="submit" class="button" aria-label={l.t("Record the meal", "Noter le repas")}>{ l.t("Record the meal", "Noter le repas") }</button>
                    </form>
                    <div class="step">
                        <button class="button" onclick={sleep} aria-label={l.t("Record the sleep", "Noter le sommeil")}>{ l.t("Record the sleep", "Noter le sommeil") }</button>
                    </div>
                </section>
            }
        }
        Phase::Event | Phase::Morale | Phase::Weather => html! {},
    }
}

//! A new companion session: the scenario, the characters at the table (with Friday and the dog)
//! and the life each card shows, the starting tile as the group lays it, scenario 1's woodpile and
//! the pistol's cartridges. The engine checks the setup and names what is wrong.

use tablee_rules::robinson::{
    Character, CharacterSetup, Robinson, RobinsonError, Scenario, Source, Terrain,
};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::state::{SetupForm, group};
use super::text::{TERRAINS, character_name, error_text, terrain_label};
use crate::address::random_seed;
use crate::game_kind::GameKind;
use crate::i18n::{Lang, use_lang};
use crate::route::Route;
use crate::seats::input_value;
use crate::table::open_new_game;

fn checked(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

/// The life printed on a character's card in the box, the form's first value (a scenario or a
/// variant may change it: the group corrects it). The dog has no life track.
pub fn card_life(c: Character) -> u8 {
    match c {
        Character::Cook | Character::Carpenter => 13,
        Character::Explorer | Character::Soldier => 12,
        Character::Friday => 4,
        Character::Dog => 0,
    }
}

/// Which field of the form a problem of the setup is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupField {
    Characters,
    Life(Character),
    Woodpile,
    Neighbours,
}

pub fn field_of(e: &RobinsonError) -> SetupField {
    match e {
        RobinsonError::NoLife { character } => SetupField::Life(*character),
        RobinsonError::WoodpileMismatch => SetupField::Woodpile,
        RobinsonError::TileOwnNeighbour { .. } => SetupField::Neighbours,
        _ => SetupField::Characters,
    }
}

/// The problems of one field, in words, shown under it (nothing when it is right).
fn field_errors(problems: &[RobinsonError], field: SetupField, id: &str, l: Lang) -> Html {
    let mine: Vec<String> = problems
        .iter()
        .filter(|e| field_of(e) == field)
        .map(|e| error_text(e, l))
        .collect();
    if mine.is_empty() {
        return html! {};
    }
    html! { <p class="error field-error" id={id.to_string()}>{ mine.join(" ") }</p> }
}

/// The new-game screen, as the rooms show it (its form keeps its own state, in [`RobinsonSetupPage`]).
pub fn setup_page(_: Lang) -> Html {
    html! { <RobinsonSetupPage /> }
}

#[function_component(RobinsonSetupPage)]
pub fn robinson_setup_page() -> Html {
    let l = use_lang();
    let form = use_state(|| SetupForm {
        scenario: Scenario::One,
        characters: Vec::new(),
        terrain: Terrain::Beach,
        sources: vec![Source::Food],
        natural_shelter: false,
        neighbours: String::new(),
        woodpile: String::new(),
        cartridges: 0,
    });
    let error = use_state(|| None::<AttrValue>);
    // Every wrong field at once, each named beside it, when the group opens the sheet.
    let problems = use_state(Vec::<RobinsonError>::new);
    let update = |f: fn(&mut SetupForm, Event)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            f(&mut next, e);
            form.set(next);
        })
    };
    let on_scenario = update(|f, e| {
        f.scenario = match input_value(&e).as_str() {
            "1" => Scenario::One,
            "2" => Scenario::Two,
            other => Scenario::Other {
                number: other.parse().unwrap_or(3),
            },
        }
    });
    let scenario_value = match form.scenario {
        Scenario::One => "1".to_string(),
        Scenario::Two => "2".to_string(),
        Scenario::Other { number } => number.to_string(),
    };
    let wrong = |field: SetupField| {
        problems
            .iter()
            .any(|e| field_of(e) == field)
            .then_some("true")
    };
    let characters = Character::ALL.iter().map(|&c| {
        let entry = form.characters.iter().find(|s| s.character == c).copied();
        let name = character_name(c, l);
        let toggle = {
            let form = form.clone();
            Callback::from(move |e: Event| {
                let mut next = (*form).clone();
                next.characters.retain(|s| s.character != c);
                if checked(&e) {
                    next.characters.push(CharacterSetup { character: c, life: card_life(c) });
                    next.characters.sort_by_key(|s| Character::ALL.iter().position(|&a| a == s.character));
                }
                form.set(next);
            })
        };
        let on_life = {
            let form = form.clone();
            Callback::from(move |e: Event| {
                let mut next = (*form).clone();
                let life = input_value(&e).parse().unwrap_or(0);
                if let Some(s) = next.characters.iter_mut().find(|s| s.character == c) {
                    s.life = life;
                }
                form.set(next);
            })
        };
        html! {
            <li class="robinson-character">
                <label><input type="checkbox" checked={entry.is_some()} onchange={toggle}
                    aria-label={format!("{} {name}", l.t("Plays:", "Joue :"))} />{ " " }{ name }</label>
                if let (Some(entry), true) = (entry, c != Character::Dog) {
                    <label>{ l.t("Life (on the card)", "Vie (sur la carte)") }
                        <input type="number" min="0" max="30" value={entry.life.to_string()} onchange={on_life}
                            aria-invalid={wrong(SetupField::Life(c))} aria-describedby={format!("life-error-{c}")}
                            aria-label={format!("{} {name}", l.t("Life of", "Vie :"))} /></label>
                    { field_errors(&problems, SetupField::Life(c), &format!("life-error-{c}"), l) }
                }
            </li>
        }
    });
    let on_terrain = update(|f, e| {
        let v = input_value(&e);
        if let Some(t) = TERRAINS.iter().find(|t| t.to_string() == v) {
            f.terrain = *t;
        }
    });
    let source_box = |s: Source, label: &'static str| {
        let handle = form.clone();
        let on = Callback::from(move |e: Event| {
            let mut next = (*handle).clone();
            next.sources.retain(|x| *x != s);
            if checked(&e) {
                next.sources.push(s);
            }
            handle.set(next);
        });
        html! { <label><input type="checkbox" checked={form.sources.contains(&s)} onchange={on} aria-label={label} />{ " " }{ label }</label> }
    };
    let on_shelter = update(|f, e| f.natural_shelter = checked(&e));
    let on_woodpile = update(|f, e| f.woodpile = input_value(&e));
    let on_neighbours = update(|f, e| f.neighbours = input_value(&e));
    let on_cartridges = update(|f, e| f.cartridges = input_value(&e).parse().unwrap_or(0));
    let on_start = {
        let (form, error, problems) = (form.clone(), error.clone(), problems.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let found = form.setup().problems();
            if !found.is_empty() {
                problems.set(found);
                error.set(Some(
                    l.t(
                        "Some fields need a correction: each is named below it.",
                        "Des champs sont à corriger : chacun est signalé sous lui.",
                    )
                    .into(),
                ));
                return;
            }
            problems.set(Vec::new());
            let refused = open_new_game::<Robinson>((form.setup(), random_seed()), &group(l), l);
            if refused.is_some() {
                error.set(refused);
            }
        })
    };
    html! {
        <form class="setup robinson-setup" onsubmit={on_start} aria-label={l.t("New Robinson Crusoé session", "Nouvelle session de Robinson Crusoé")}>
            <h1>{ l.t("Robinson Crusoé — a new camp sheet", "Robinson Crusoé — une nouvelle feuille de camp") }</h1>
            <p class="help">{ l.t(
                "The companion keeps the camp sheet beside the box: enter what the scenario and the cards say.",
                "Le compagnon tient la feuille de camp à côté de la boîte : notez ce que disent le scénario et les cartes.",
            ) }</p>
            <label>{ l.t("Scenario", "Scénario") }
                <select onchange={on_scenario} aria-label={l.t("Scenario", "Scénario")}>
                    { for (1..=7u8).map(|n| html! { <option value={n.to_string()} selected={scenario_value == n.to_string()}>{ n }</option> }) }
                </select></label>
            <fieldset><legend>{ l.t("Characters", "Personnages") }</legend>
                <ul class="robinson-characters">{ for characters }</ul>
                { field_errors(&problems, SetupField::Characters, "characters-error", l) }</fieldset>
            <fieldset><legend>{ l.t("Starting tile", "Tuile de départ") }</legend>
                <label>{ l.t("Terrain", "Terrain") }
                    <select onchange={on_terrain} aria-label={l.t("Terrain of the starting tile", "Terrain de la tuile de départ")}>
                        { for TERRAINS.iter().map(|t| html! { <option value={t.to_string()} selected={form.terrain == *t}>{ terrain_label(*t, l) }</option> }) }
                    </select></label>
                { source_box(Source::Food, l.t("Food source", "Source de nourriture")) }
                { source_box(Source::Wood, l.t("Wood source", "Source de bois")) }
                <label><input type="checkbox" checked={form.natural_shelter} onchange={on_shelter}
                    aria-label={l.t("Natural shelter", "Abri naturel")} />{ " " }{ l.t("Natural shelter", "Abri naturel") }</label>
                <label>{ l.t("It is space 1; the spaces around it (numbered as you like)", "C'est la case 1 ; les cases autour (numérotées à votre guise)") }
                    <input type="text" inputmode="numeric" value={form.neighbours.clone()} onchange={on_neighbours}
                        aria-invalid={wrong(SetupField::Neighbours)} aria-describedby="neighbours-error"
                        placeholder="2 3 4" aria-label={l.t("Spaces around the starting tile", "Cases autour de la tuile de départ")} /></label>
                { field_errors(&problems, SetupField::Neighbours, "neighbours-error", l) }
            </fieldset>
            if form.scenario == Scenario::One {
                <label>{ l.t("Woodpile: wood per column, as the scenario sheet shows", "Bûcher : bois par colonne, comme sur la fiche du scénario") }
                    <input type="text" inputmode="numeric" value={form.woodpile.clone()} onchange={on_woodpile}
                        aria-invalid={wrong(SetupField::Woodpile)} aria-describedby="woodpile-error"
                        placeholder="1 2 3 4 5" aria-label={l.t("Woodpile columns", "Colonnes du bûcher")} /></label>
            }
            { field_errors(&problems, SetupField::Woodpile, "woodpile-error", l) }
            <label>{ l.t("Pistol cartridges (0 without the pistol)", "Cartouches du pistolet (0 sans pistolet)") }
                <input type="number" min="0" max="20" value={form.cartridges.to_string()} onchange={on_cartridges}
                    aria-label={l.t("Pistol cartridges", "Cartouches du pistolet")} /></label>
            if let Some(message) = &*error { <p class="error" role="alert">{ message }</p> }
            <button type="submit" class="button primary" aria-label={l.t("Open the camp sheet", "Ouvrir la feuille de camp")}>{ l.t("Open the camp sheet", "Ouvrir la feuille de camp") }</button>
            <a class="button" href={Route::Rules(GameKind::Robinson).href()}>{ l.t("The rulings (FAQ)", "Les décisions (FAQ)") }</a>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_problem_is_shown_beside_its_own_field_and_lives_start_at_the_card_s() {
        assert_eq!(
            field_of(&RobinsonError::NoLife {
                character: Character::Friday
            }),
            SetupField::Life(Character::Friday)
        );
        assert_eq!(
            field_of(&RobinsonError::WoodpileMismatch),
            SetupField::Woodpile
        );
        assert_eq!(
            field_of(&RobinsonError::TileOwnNeighbour { space: 1 }),
            SetupField::Neighbours
        );
        assert_eq!(
            field_of(&RobinsonError::CastawayCount { castaways: 0 }),
            SetupField::Characters
        );
        for c in Character::ALL {
            assert_eq!(card_life(c) == 0, c == Character::Dog, "{c}");
        }
    }
}

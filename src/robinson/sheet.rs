//! The camp sheet: round and phase with the button to advance, morale, each character's wounds
//! and determination, the resources in their two zones, shelter and the tracks, the phase's
//! reminders, and the steps the group records. Every tap is a step sent to the engine; a refused
//! one shows its ruling's number and a link to it in the FAQ.

use tablee_rules::Game;
use tablee_rules::robinson::{
    Character, Resource, Resources, RobinsonAction, Shelter, Track, Zone, rulings_for,
};
use yew::prelude::*;

use super::faq::ruling_route;
use super::forms::StepForms;
use super::state::{GROUP, Msg, Sheet};
use super::text::{character_name, error_text, phase_name, resource_name};
use crate::i18n::{Lang, use_lang};
use crate::route::{GameKind, Route};
use crate::storage;

#[derive(Properties, PartialEq)]
pub struct RobinsonPlayProps {
    pub id: String,
}

/// A saved session opened: the sheet, or why the save cannot open (it is kept).
#[function_component(RobinsonPlay)]
pub fn robinson_play(props: &RobinsonPlayProps) -> Html {
    let l = use_lang();
    // Read and replayed once per session opened, not again when the language changes.
    let loaded = use_memo(props.id.clone(), |id| Sheet::load(id));
    match &*loaded {
        Ok(sheet) => html! { <CampSheet initial={sheet.clone()} /> },
        Err(e) => html! {
            <section class="notice" role="alert"><h2>{ l.t("This session cannot open", "Cette session ne peut pas s'ouvrir") }</h2>
            <p>{ e.describe(l) }</p><a href={Route::Home.href()}>{ l.t("Back to the shelf", "Retour à l'étagère") }</a></section>
        },
    }
}

#[derive(Properties, PartialEq)]
struct CampSheetProps {
    initial: Sheet,
}

/// One row of a counter: a label, the value, and − / + steps (each a step for the engine).
fn counter(
    l: Lang,
    label: String,
    value: String,
    down: Option<Callback<MouseEvent>>,
    up: Option<Callback<MouseEvent>>,
) -> Html {
    html! {
        <div class="counter" role="group" aria-label={label.clone()}>
            <span class="counter-label">{ &label }</span>
            if let Some(down) = down {
                <button class="button step" onclick={down} aria-label={format!("{} {}", l.t("Lower", "Baisser"), label)}>{ "−" }</button>
            }
            <output class="counter-value" aria-label={format!("{label}: {value}")}>{ &value }</output>
            if let Some(up) = up {
                <button class="button step" onclick={up} aria-label={format!("{} {}", l.t("Raise", "Monter"), label)}>{ "+" }</button>
            }
        </div>
    }
}

#[function_component(CampSheet)]
fn camp_sheet(props: &CampSheetProps) -> Html {
    let l = use_lang();
    let sheet = use_reducer_eq(|| props.initial.clone());
    // Autosave after every change of the record (a refusal changes nothing to save).
    {
        let sheet = sheet.clone();
        let key = (
            sheet.session.record().turns.len(),
            sheet.session.redo_stack().len(),
        );
        use_effect_with(key, move |_| {
            let _ = storage::store(&sheet.save());
        });
    }
    let act = |action: RobinsonAction| {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Act(action.clone())))
    };
    let send = {
        let sheet = sheet.clone();
        Callback::from(move |action: RobinsonAction| sheet.dispatch(Msg::Act(action)))
    };
    let adjust = |track: Track, delta: i16| act(RobinsonAction::Adjust { track, delta });
    let game = sheet.game();
    let phase = game.phase();
    let over = game.is_over();

    let refusal = sheet.refusal.as_ref().map(|e| {
        let dismiss = {
            let sheet = sheet.clone();
            Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Dismiss))
        };
        html! {
            <div class="refusal" role="alert">
                <span class="refusal-text">{ error_text(e, l) }</span>
                if let Some(r) = e.ruling() {
                    <a class="button" href={ruling_route(&r.anchor()).href()}
                        aria-label={format!("{} {}", l.t("Read ruling", "Lire la décision"), r.number())}>
                        { format!("{} {}", l.t("Ruling", "Décision"), r.number()) }</a>
                }
                <button class="button" onclick={dismiss} aria-label={l.t("Dismiss", "Fermer")}>{ "×" }</button>
            </div>
        }
    });

    let tracks = html! {
        <section class="camp-tracks" aria-label={l.t("The camp", "Le camp")}>
            <h2>{ l.t("The camp", "Le camp") }</h2>
            <p class="shelter">{ match game.shelter() {
                Shelter::Built { round } => format!("{} {round}", l.t("Shelter built in round", "Abri construit au tour")),
                Shelter::None if game.sheltered() => l.t("Natural shelter", "Abri naturel").to_string(),
                Shelter::None => l.t("No shelter", "Pas d'abri").to_string(),
            } }</p>
            <p class="island">{ format!("{} {} · {} {}", l.t("Camp on space", "Camp sur la case"), game.camp(),
                l.t("tiles:", "tuiles :"), game.island().iter().map(|t| t.space().to_string()).collect::<Vec<_>>().join(", ")) }</p>
            { counter(l, l.t("Morale", "Moral").into(), format!("{:+}", game.morale()), Some(adjust(Track::Morale, -1)), Some(adjust(Track::Morale, 1))) }
            { counter(l, l.t("Roof", "Toit").into(), game.roof().to_string(), Some(adjust(Track::Roof, -1)), Some(adjust(Track::Roof, 1))) }
            { counter(l, l.t("Palisade", "Palissade").into(), game.palisade().to_string(), Some(adjust(Track::Palisade, -1)), Some(adjust(Track::Palisade, 1))) }
            { counter(l, l.t("Weapon", "Arme").into(), game.weapon().to_string(), Some(adjust(Track::Weapon, -1)), Some(adjust(Track::Weapon, 1))) }
            if game.cartridges() > 0 {
                <p>{ format!("{} {}", l.t("Cartridges:", "Cartouches :"), game.cartridges()) }</p>
            }
        </section>
    };

    let people = game.people().iter().map(|p| {
        let name = character_name(p.character, l);
        html! {
            <li class={classes!("person", p.dead.then_some("dead"))} aria-label={name}>
                <h3>{ name }{ if p.dead { format!(" — {}", l.t("dead", "mort")) } else { String::new() } }</h3>
                if p.character == Character::Dog {
                    <p class="help">{ l.t("Helps to hunt and to explore; no wounds or determination.", "Aide à chasser et à explorer ; ni blessures ni détermination.") }</p>
                } else {
                    { counter(l, format!("{} — {name}", l.t("Wounds", "Blessures")), format!("{} / {}", p.wounds, p.life),
                        Some(adjust(Track::Wounds(p.character), -1)), Some(adjust(Track::Wounds(p.character), 1))) }
                    { counter(l, format!("{} — {name}", l.t("Determination", "Détermination")), p.determination.to_string(),
                        Some(adjust(Track::Determination(p.character), -1)), Some(adjust(Track::Determination(p.character), 1))) }
                }
            </li>
        }
    });

    let resources = Resource::ALL.iter().map(|&r| {
        let name = resource_name(r, l);
        let one = Resources::of(r, 1);
        html! {
            <tr>
                <th scope="row">{ name }</th>
                <td>{ counter(l, format!("{name} — {}", l.t("available", "disponible")), game.available().get(r).to_string(),
                    Some(act(RobinsonAction::Discard { resources: one })), Some(act(RobinsonAction::Gain { zone: Zone::Available, resources: one }))) }</td>
                <td>{ counter(l, format!("{name} — {}", l.t("future", "à venir")), game.future().get(r).to_string(),
                    None, Some(act(RobinsonAction::Gain { zone: Zone::Future, resources: one }))) }</td>
            </tr>
        }
    });

    let reminders = rulings_for(phase).map(|e| {
        let title = match l {
            Lang::En => e.title_en,
            Lang::Fr => e.title_fr,
        };
        html! { <li><a href={ruling_route(&e.ruling.anchor()).href()}>{ format!("{} – {title}", e.ruling.number()) }</a></li> }
    });

    let undo = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Undo))
    };
    let redo = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.dispatch(Msg::Redo))
    };

    html! {
        <article class="robinson-sheet" aria-label={l.t("Camp sheet", "Feuille de camp")}>
            <header class="sheet-head">
                <h1 class="round-phase" aria-live="polite">{ format!("{} {} · {}", l.t("Round", "Tour"), game.round(), phase_name(phase, l)) }</h1>
                if over {
                    <p class="status" role="status">{ l.t("The game is over.", "La partie est finie.") }</p>
                } else {
                    <button class="button primary" onclick={act(RobinsonAction::Advance)}
                        aria-label={l.t("Next phase", "Phase suivante")}>{ l.t("Next phase", "Phase suivante") }</button>
                }
                <button class="button" onclick={undo} disabled={!sheet.session.can_undo(GROUP)} aria-label={l.t("Undo", "Annuler")}>{ l.t("Undo", "Annuler") }</button>
                <button class="button" onclick={redo} disabled={!sheet.session.can_redo()} aria-label={l.t("Redo", "Rétablir")}>{ l.t("Redo", "Rétablir") }</button>
            </header>
            { for refusal }
            if !over {
                <StepForms game={game.clone()} phase={phase} send={send} />
            }
            <div class="sheet-grid">
                { tracks }
                <section class="camp-people" aria-label={l.t("Characters", "Personnages")}>
                    <h2>{ l.t("Characters", "Personnages") }</h2>
                    <ul class="people">{ for people }</ul>
                </section>
                <section class="camp-resources" aria-label={l.t("Resources", "Ressources")}>
                    <h2>{ l.t("Resources", "Ressources") }</h2>
                    <p class="help">{ l.t(
                        "What an action yields waits with the future resources until the action phase ends.",
                        "Ce qu'une action rapporte attend dans les ressources à venir jusqu'à la fin de la phase d'action.",
                    ) }</p>
                    <table class="resources">
                        <thead><tr><th></th><th scope="col">{ l.t("Available", "Disponibles") }</th><th scope="col">{ l.t("Future", "À venir") }</th></tr></thead>
                        <tbody>{ for resources }</tbody>
                    </table>
                </section>
                <section class="reminders" aria-label={l.t("Reminders for this phase", "Rappels de cette phase")}>
                    <h2>{ format!("{} — {}", l.t("Reminders", "Rappels"), phase_name(phase, l)) }</h2>
                    <ul>{ for reminders }</ul>
                    <a href={Route::Rules(GameKind::Robinson).href()}>{ l.t("All the rulings (FAQ)", "Toutes les décisions (FAQ)") }</a>
                </section>
            </div>
        </article>
    }
}

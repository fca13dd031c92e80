//! The steps of any moment: the camp's forced move off a turned-over tile (ruling 2.5), items
//! (once a round, 5.1), discovery tokens (drawn, used once: 6.2, 9.1), powers, totems in order
//! (7.1), the island's tiles as the group declares them (black marker, turned over, fog), the
//! decks (empty ones stay empty but the inventions: 9.2) and the end of the game.

use tablee_rules::robinson::{
    Character, Cover, Deck, DiscoveryKind, Robinson, RobinsonAction, Zone,
};
use yew::prelude::*;

use super::{
    card_name, check, choice, chosen, click, form_click, number, record, step_form, submit,
};
use crate::i18n::{Lang, capitalised, list};
use crate::robinson::log::discovery_kind_text;
use crate::robinson::text::{character_name, cover_name, deck_name, source_name, terrain_label};

pub const DECKS: [Deck; 9] = [
    Deck::Event,
    Deck::Hunting,
    Deck::GatheringAdventure,
    Deck::BuildingAdventure,
    Deck::ExplorationAdventure,
    Deck::Mystery,
    Deck::Invention,
    Deck::IslandTiles,
    Deck::DiscoveryTokens,
];

/// A deck as a label: "Event deck" / "Pioche des événements".
pub fn deck_label(d: Deck, l: Lang) -> String {
    match l {
        Lang::En => capitalised(&format!("{} deck", deck_name(d, l))),
        Lang::Fr => format!("Pioche {}", deck_name(d, l)),
    }
}

/// The camp's tile was turned over: it must leave for a neighbouring tile (ruling 2.5).
pub fn forced_move_form(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    let Some(from) = game.must_leave() else {
        return html! {};
    };
    let go = submit(send, |f| {
        Some(RobinsonAction::ForcedMove { to: f.byte("to") })
    });
    html! {
        <form key="forced-move" class="step-forms forced-move" onsubmit={go} aria-label={l.t("The camp must move", "Le camp doit partir")}>
            <p>{ match l {
                Lang::En => format!("Space {from} was turned over: the camp moves to a neighbouring tile before anything else (ruling 2.5)."),
                Lang::Fr => format!("La case {from} a été retournée : le camp gagne une tuile voisine avant toute autre chose (décision 2.5)."),
            } }</p>
            { number(l.t("Move the camp to space", "Déplacer le camp sur la case"), "to", super::first_neighbour(game)) }
            { record(l.t("Record the forced move", "Noter le déplacement forcé"), true) }
        </form>
    }
}

fn discovery_kinds(l: Lang) -> Vec<String> {
    vec![
        l.t(
            "A helper pawn (for one build)",
            "Un pion auxiliaire (pour une construction)",
        )
        .into(),
        l.t(
            "Oil (scenario 1's woodpile)",
            "Huile (bûcher du scénario 1)",
        )
        .into(),
        l.t("Another token (name it)", "Un autre jeton (nommez-le)")
            .into(),
    ]
}

/// What "More steps" keeps between renders: the token drawn decides whether it needs a name; the
/// deck's buttons act on the deck chosen; the end's buttons wait for the group to be sure.
pub struct MoreStepsState {
    kind: UseStateHandle<usize>,
    deck: UseStateHandle<usize>,
    sure: UseStateHandle<bool>,
}

#[hook]
pub fn use_more_steps() -> MoreStepsState {
    MoreStepsState {
        kind: use_state(|| 0usize),
        deck: use_state(|| 0usize),
        sure: use_state(|| false),
    }
}

/// The steps of any moment, folded under their names.
pub fn more_steps(
    game: &Robinson,
    send: &Callback<RobinsonAction>,
    state: &MoreStepsState,
    l: Lang,
) -> Html {
    let MoreStepsState { kind, deck, sure } = state;
    let round = game.round();

    let items = game.items().iter().map(|item| {
        let state = if item.waiting {
            l.t("waits with the future resources", "attend avec les ressources à venir").to_string()
        } else if item.per_round && item.used_round == Some(round) {
            l.t("used this round", "utilisé ce tour").to_string()
        } else if item.per_round {
            l.t("once a round", "une fois par tour").to_string()
        } else {
            String::new()
        };
        let label = format!("{} {}", l.t("Use", "Utiliser"), item.name);
        html! {
            <li>
                <span>{ &item.name }</span>
                if !state.is_empty() { <span class="help">{ format!(" ({state})") }</span> }
                <button class="button" onclick={click(send, RobinsonAction::UseItem { item: item.name.clone() })} aria-label={label}>{ l.t("Use", "Utiliser") }</button>
            </li>
        }
    });
    let draw_token = submit(send, |f| {
        let kind = match f.index("kind") {
            0 => DiscoveryKind::BuildHelper,
            1 => DiscoveryKind::Oil,
            _ => DiscoveryKind::Other {
                name: Some(f.text("name")).filter(|n| !n.is_empty())?,
            },
        };
        Some(RobinsonAction::DrawDiscovery { kind })
    });
    let tokens = game.tokens().iter().map(|t| {
        let state = match (t.used, t.zone) {
            (Some(r), _) => match l {
                Lang::En => format!("used in round {r}"),
                Lang::Fr => format!("utilisé au tour {r}"),
            },
            (None, Zone::Future) => l.t("waits with the future resources", "attend avec les ressources à venir").into(),
            (None, Zone::Available) => l.t("held", "en main").into(),
        };
        html! {
            <li>
                <span>{ format!("{} {} — {} ({state})", l.t("Token", "Jeton"), t.id, discovery_kind_text(&t.kind, l)) }</span>
                if t.used.is_none() {
                    <button class="button" onclick={click(send, RobinsonAction::UseDiscovery { token: t.id })}
                        aria-label={format!("{} {}", l.t("Use token", "Utiliser le jeton"), t.id)}>{ l.t("Use", "Utiliser") }</button>
                }
            </li>
        }
    });
    let sheets: Vec<Character> = game
        .people()
        .iter()
        .filter(|p| !p.dead && p.character != Character::Dog)
        .map(|p| p.character)
        .collect();
    let power = {
        let sheets = sheets.clone();
        submit(send, move |f| {
            Some(RobinsonAction::UsePower {
                by: sheets.get(f.index("by")).copied()?,
                cost: f.byte("cost"),
            })
        })
    };
    let totem = {
        let next = game.totems().saturating_add(1);
        submit(send, move |f| {
            Some(RobinsonAction::RevealTotem {
                space: f.byte("space"),
                // 0: the next effect in order.
                effect: match f.byte("effect") {
                    0 => next,
                    n => n,
                },
            })
        })
    };
    let set_fog = submit(send, |f| {
        Some(RobinsonAction::SetFog {
            space: f.byte("space"),
            fog: f.checked("fog"),
        })
    });
    let on_sure = {
        let sure = sure.clone();
        Callback::from(move |e: Event| sure.set(super::value_of(&e) == "true"))
    };
    let tiles = game.island().iter().map(|t| {
        let d = &t.decl;
        let sources: Vec<String> = d
            .sources
            .iter()
            .map(|&s| source_name(s, l).to_string())
            .collect();
        let mut marks = vec![cover_name(Some(t.cover), l).to_string()];
        if !sources.is_empty() {
            marks.push(match l {
                Lang::En => format!("sources: {}", list(l, &sources)),
                Lang::Fr => format!("sources : {}", list(l, &sources)),
            });
        }
        if d.natural_shelter {
            marks.push(l.t("natural shelter", "abri naturel").into());
        }
        if t.fog {
            marks.push(l.t("fog", "brouillard").into());
        }
        if d.totem {
            marks.push(match t.totem_effect {
                Some(e) => match l {
                    Lang::En => format!("totem (effect {e})"),
                    Lang::Fr => format!("totem (effet {e})"),
                },
                None => l.t("totem", "totem").into(),
            });
        }
        if d.space == game.camp() {
            marks.push(l.t("the camp", "le camp").into());
        }
        let around: Vec<String> = d.neighbours.iter().map(|n| n.to_string()).collect();
        html! {
            <tr class={classes!((t.cover == Cover::Inaccessible).then_some("inaccessible"))}>
                <th scope="row">{ d.space }</th>
                <td>{ terrain_label(d.terrain, l) }</td>
                <td>{ marks.join(", ") }</td>
                <td>{ around.join(" ") }</td>
            </tr>
        }
    });
    let deck_names: Vec<String> = DECKS.iter().map(|&d| deck_label(d, l)).collect();
    let chosen_deck = DECKS.get(**deck).copied().unwrap_or(Deck::Event);
    let empty: Vec<String> = game
        .empty_decks()
        .iter()
        .map(|&d| deck_label(d, l))
        .collect();
    let end = |won: bool| {
        let sure = **sure;
        submit(send, move |_| {
            sure.then_some(RobinsonAction::EndGame { won })
        })
    };
    html! {
        <section class="step-forms more-steps" aria-label={l.t("More steps", "Autres étapes")}>
            <h2>{ l.t("More steps", "Autres étapes") }</h2>
            <details class="step">
                <summary>{ l.t("Items and inventions", "Objets et inventions") }</summary>
                if game.items().is_empty() {
                    <p class="help">{ l.t("Nothing built yet: build an invention or item in the action phase.", "Rien de construit : construisez une invention ou un objet pendant la phase d'action.") }</p>
                }
                <ul class="plain">{ for items }</ul>
            </details>
            <details class="step">
                <summary>{ l.t("Discovery tokens", "Jetons découverte") }</summary>
                <ul class="plain">{ for tokens }</ul>
                <form class="step-form" onsubmit={draw_token} aria-label={l.t("Draw a discovery token", "Piocher un jeton découverte")}>
                    { choice(l.t("Token drawn", "Jeton pioché"), "kind", &discovery_kinds(l), **kind, chosen(kind)) }
                    if **kind == 2 { { card_name(l.t("Its name", "Son nom"), "name") } }
                    { record(l.t("Record the token drawn", "Noter le jeton pioché"), false) }
                </form>
            </details>
            { step_form(l.t("A power", "Un pouvoir"), power, html! { <>
                <p class="help">{ l.t("A reroll is recorded with its action (only the leader's own).", "Une relance se note avec son action (celle du meneur seulement).") }</p>
                { choice(l.t("Whose power", "Pouvoir de"), "by", &sheets.iter().map(|&c| character_name(c, l).to_string()).collect::<Vec<_>>(), 0, None) }
                { number(l.t("Determination it costs", "Détermination dépensée"), "cost", 1) }
                { record(l.t("Record the power", "Noter le pouvoir"), false) }
            </> }) }
            <details class="step">
                <summary>{ l.t("The island", "L'île") }</summary>
                <table class="island-tiles" aria-label={l.t("Island tiles", "Tuiles de l'île")}>
                    <thead><tr>
                        <th scope="col">{ l.t("Space", "Case") }</th><th scope="col">{ l.t("Terrain", "Terrain") }</th>
                        <th scope="col">{ l.t("State", "État") }</th><th scope="col">{ l.t("Around", "Autour") }</th>
                    </tr></thead>
                    <tbody>{ for tiles }</tbody>
                </table>
                <form class="step-form" onsubmit={set_fog} aria-label={l.t("A tile", "Une tuile")}>
                    { number(l.t("Tile on space", "Tuile sur la case"), "space", 2) }
                    <button type="button" class="button" onclick={form_click(send, |f| Some(RobinsonAction::CoverTile { space: f.byte("space") }))}
                        aria-label={l.t("Put a black marker on it", "Y poser un marqueur noir")}>{ l.t("Black marker", "Marqueur noir") }</button>
                    <button type="button" class="button" onclick={form_click(send, |f| Some(RobinsonAction::TurnOverTile { space: f.byte("space") }))}
                        aria-label={l.t("Turn it over", "La retourner")}>{ l.t("Turn over", "Retourner") }</button>
                    { check(l.t("Fog", "Brouillard"), "fog", true) }
                    { record(l.t("Record the fog", "Noter le brouillard"), false) }
                </form>
                <form class="step-form" onsubmit={totem} aria-label={l.t("A totem", "Un totem")}>
                    <p class="help">{ match l {
                        Lang::En => format!("Totems apply the scenario's effects in order: the next is effect {}.", game.totems().saturating_add(1)),
                        Lang::Fr => format!("Les totems appliquent les effets du scénario dans l'ordre : le prochain est l'effet {}.", game.totems().saturating_add(1)),
                    } }</p>
                    { number(l.t("Totem on space", "Totem sur la case"), "space", 2) }
                    { number(l.t("Effect applied (0: the next)", "Effet appliqué (0 : le suivant)"), "effect", 0) }
                    { record(l.t("Record the totem", "Noter le totem"), false) }
                </form>
            </details>
            <details class="step">
                <summary>{ l.t("Decks", "Pioches") }</summary>
                <p class="help">{ if empty.is_empty() {
                    l.t("No deck is empty.", "Aucune pioche n'est vide.").to_string()
                } else {
                    format!("{} {}", l.t("Empty:", "Vides :"), list(l, &empty))
                } }</p>
                { choice(l.t("Deck", "Pioche"), "deck", &deck_names, **deck, chosen(deck)) }
                <div class="step-buttons">
                    <button class="button" onclick={click(send, RobinsonAction::Draw { deck: chosen_deck })}
                        aria-label={l.t("Record a card drawn", "Noter une carte piochée")}>{ l.t("Card drawn", "Carte piochée") }</button>
                    <button class="button" onclick={click(send, RobinsonAction::DeckRanOut { deck: chosen_deck })}
                        aria-label={l.t("Record the deck ran out", "Noter la pioche épuisée")}>{ l.t("Ran out", "Épuisée") }</button>
                    <button class="button" onclick={click(send, RobinsonAction::Reshuffle { deck: chosen_deck })}
                        aria-label={l.t("Reshuffle its discard", "Remélanger sa défausse")}>{ l.t("Reshuffle", "Remélanger") }</button>
                </div>
            </details>
            <details class="step">
                <summary>{ l.t("The end of the game", "La fin de la partie") }</summary>
                <label class="field"><input type="checkbox" checked={**sure} onchange={on_sure}
                    aria-label={l.t("We are sure: the game ends", "C'est sûr : la partie s'arrête")} />{ " " }{ l.t("We are sure: the game ends", "C'est sûr : la partie s'arrête") }</label>
                <form class="step-buttons" onsubmit={end(true)} aria-label={l.t("Won", "Gagnée")}>
                    <button type="submit" class="button" disabled={!**sure} aria-label={l.t("Record the scenario won", "Noter le scénario gagné")}>{ l.t("Scenario won", "Scénario gagné") }</button>
                </form>
                <form class="step-buttons" onsubmit={end(false)} aria-label={l.t("Ended", "Arrêtée")}>
                    <button type="submit" class="button" disabled={!**sure} aria-label={l.t("Record the game ended", "Noter la partie arrêtée")}>{ l.t("Game lost or stopped", "Partie perdue ou arrêtée") }</button>
                </form>
            </details>
        </section>
    }
}

//! The shelf of games and the saved games to resume.

use yew::prelude::*;

use crate::i18n::use_lang;
use crate::route::{GameKind, Route};
use crate::storage::{self, Listed};

#[function_component(Home)]
pub fn home() -> Html {
    let l = use_lang();
    let saves = use_state(storage::list);
    let shelf = GameKind::SHELF.iter().map(|g| {
        let blurb = match g {
            GameKind::Casbah => l.t("Build a casbah of rooms and gardens whose doors must all match.", "Construisez une casbah de salles et de jardins aux portes bien assorties."),
            GameKind::Drunter => l.t("Lay paths, vote on toilets, keep your buildings standing.", "Posez des chemins, votez pour les toilettes, sauvez vos bâtiments."),
            GameKind::CaptnClever => l.t("Sail between islands to the treasures your neighbour picks.", "Naviguez d'île en île vers les trésors choisis par votre voisin."),
            GameKind::Cabanes => l.t("Build huts for Mister Robinson.", "Construisez les cabanes de M'sieur Robinson."),
            GameKind::Robinson => l.t("A rules companion for Robinson Crusoé.", "Un compagnon de règles pour Robinson Crusoé."),
        };
        html! {
            <li class={classes!("shelf-item", (!g.is_built()).then_some("coming"))}>
                <h3>{ g.title() }</h3>
                <p>{ blurb }</p>
                if g.is_built() {
                    <a class="button primary" href={Route::New(*g).hash()}>{ l.t("New game", "Nouvelle partie") }</a>
                    <a class="button" href={Route::Rules(*g).hash()}>{ l.t("Rules", "Règles") }</a>
                } else {
                    <span class="badge" aria-label={format!("{}: {}", g.title(), l.t("coming", "bientôt"))}>{ l.t("Coming", "Bientôt") }</span>
                }
            </li>
        }
    });
    let rows = saves.iter().map(|entry| match entry {
        Listed::Game(save) => {
            let names: Vec<&str> = save.players.iter().map(|p| p.name.as_str()).collect();
            let id = save.id.clone();
            let ondelete = {
                let saves = saves.clone();
                let id = id.clone();
                Callback::from(move |_| {
                    storage::delete(&id);
                    saves.set(storage::list());
                })
            };
            let label = format!("{} — {}", save.game.title(), names.join(", "));
            html! {
                <li class="save">
                    <span>{ &label }{ if save.over { l.t(" (finished)", " (terminée)") } else { "" } }</span>
                    <a class="button primary" href={Route::Play(id).hash()} aria-label={format!("{} {label}", l.t("Resume", "Reprendre"))}>{ l.t("Resume", "Reprendre") }</a>
                    <button class="button" onclick={ondelete} aria-label={format!("{} {label}", l.t("Delete", "Supprimer"))}>{ l.t("Delete", "Supprimer") }</button>
                </li>
            }
        }
        Listed::Damaged { id, error } => html! {
            <li class="save damaged">
                <span>{ format!("{} {id}: {}", l.t("Damaged save", "Sauvegarde abîmée"), match error {
                    storage::LoadError::TooNew(_) => l.t("made by a newer version, kept aside", "faite par une version plus récente, mise de côté"),
                    _ => l.t("it cannot be read, kept aside untouched", "illisible, mise de côté sans y toucher"),
                }) }</span>
            </li>
        },
    });
    html! {
        <>
            <h1>{ l.t("The shelf", "L'étagère") }</h1>
            <ul class="shelf">{ for shelf }</ul>
            <h2>{ l.t("Saved games", "Parties sauvegardées") }</h2>
            if saves.is_empty() {
                <p>{ l.t("No saved game yet.", "Aucune partie sauvegardée.") }</p>
            } else {
                <ul class="saves">{ for rows }</ul>
            }
        </>
    }
}

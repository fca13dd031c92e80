//! The shelf of games and the saved games to resume.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::file::callbacks::FileReader;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::{Lang, fr_de, use_lang};
use crate::route::Route;
use crate::seats::{self, PlayerConfig, colour_hex};
use crate::storage::{self, Listed, Options, Summary, Unit};
use tablee_rules::casbah::DraftOrder;

/// The home page's heading. The page's shell (scripts/page-shell.mjs) draws it and the line
/// under it before the app arrives, in the same words (tests/shell.rs).
pub fn heading(l: Lang) -> &'static str {
    l.t("The shelf", "L'étagère")
}

/// The line under the heading: what Tablée is.
pub fn lede(l: Lang) -> &'static str {
    l.t(
        "Classic European tile and card games: play together around one phone or computer, passing it from hand to hand, or against the computer.",
        "Des jeux de tuiles et de cartes classiques d'Europe : à plusieurs autour d'un seul téléphone ou ordinateur qui passe de main en main, ou contre l'ordinateur.",
    )
}

#[function_component(Home)]
pub fn home() -> Html {
    let l = use_lang();
    let saves = use_state(|| storage::list(crate::rooms::check));
    let shelf = GameKind::SHELF.iter().map(|g| {
        let blurb = match g {
            GameKind::Casbah => l.t("Build a casbah of rooms and gardens whose doors must all match.", "Construisez une casbah de salles et de jardins aux portes bien assorties."),
            GameKind::Drunter => l.t("Lay paths, vote on toilets, keep your buildings standing.", "Posez des chemins, votez pour les toilettes, sauvez vos bâtiments."),
            GameKind::CaptnClever => l.t("Sail between islands to the treasures your neighbour picks.", "Naviguez d'île en île vers les trésors choisis par votre voisin."),
            GameKind::Cabanes => l.t("Build three tree huts tile by tile, race up their tracks, and fire cannons at the others.", "Bâtissez trois cabanes tuile à tuile, grimpez sur leurs pistes et tirez au canon sur les autres."),
            GameKind::Robinson => l.t("A rules companion for Robinson Crusoé.", "Un compagnon de règles pour Robinson Crusoé."),
        };
        html! {
            <li class="shelf-item">
                <h2>{ g.title() }</h2>
                <p>{ blurb }</p>
                <a class="button primary" href={Route::New(*g).href()} aria-label={format!("{} {}", l.t("New game", "Nouvelle partie"), of_game(*g, l))}>{ l.t("New game", "Nouvelle partie") }</a>
                <a class="button" href={Route::Rules(*g).href()} aria-label={format!("{} {}", l.t("Rules", "Règles"), of_game(*g, l))}>{ l.t("Rules", "Règles") }</a>
            </li>
        }
    });
    let confirming = use_state(|| None::<String>);
    let rows = saves.iter().map(|entry| match entry {
        Listed::Game(save, _) | Listed::Unchecked(save) => {
            let summary = match entry {
                Listed::Game(_, summary) => Some(summary),
                _ => None,
            };
            let id = save.id.clone();
            let names: Vec<&str> = save.players.iter().map(|p| p.name.as_str()).collect();
            let label = format!("{} — {}", save.game.title(), names.join(", "));
            let players = save.players.iter().enumerate().map(|(i, p)| {
                let score = summary.and_then(|s| s.scores.as_ref()).and_then(|(unit, all)| {
                    all.get(i).map(|n| score_text(*unit, *n, l))
                });
                html! {
                    <li>
                        <span class="swatch" style={format!("background:{}", colour_hex(p.colour))}></span>
                        { crate::seats::name_tag(Some(p), l) }
                        if let Some(score) = score { <span class="points">{ score }</span> }
                    </li>
                }
            });
            html! {
                <li class="save" aria-label={label.clone()}>
                    <div class="save-head">
                        <strong>{ save.game.title() }</strong>
                        if let Some(summary) = summary {
                            <span class="options">{ options_text(summary.options, l) }</span>
                        }
                        <time class="when">{ when_text(save.updated, l) }</time>
                    </div>
                    <ul class="save-players" aria-label={l.t("Players", "Joueurs")}>{ for players }</ul>
                    <p class="progress">{ match summary {
                        Some(summary) if save.game == GameKind::Robinson => companion_progress(summary, l),
                        Some(summary) => progress_text(summary, &save.players, l),
                        // Its game's page has not checked this save yet (it will when it opens it).
                        None => l.t("Open it to see how far it has gone.", "Ouvrez-la pour voir où elle en est.").to_string(),
                    } }</p>
                    { save_actions(&id, &label, Some(save.over), &saves, &confirming, l) }
                </li>
            }
        }
        Listed::Damaged { id, error, game, updated } => {
            let label = match game {
                Some(g) => format!("{} « {id} » {}", l.t("Save kept aside", "Sauvegarde mise de côté"), of_game(*g, l)),
                None => format!("{} « {id} »", l.t("Save kept aside", "Sauvegarde mise de côté")),
            };
            html! {
                <li class="save damaged" aria-label={label.clone()}>
                    <div class="save-head">
                        <strong>{ game.map_or(l.t("Save kept aside", "Sauvegarde mise de côté"), GameKind::title) }</strong>
                        if let Some(updated) = updated { <time class="when">{ when_text(*updated, l) }</time> }
                    </div>
                    <p>{ format!("{} {}", error.describe(l), l.t("Nothing was deleted: export it to keep a copy, or delete it.", "Rien n'a été effacé : exportez-la pour en garder une copie, ou supprimez-la.")) }</p>
                    { crate::table::error_details(error, l) }
                    { save_actions(id, &label, None, &saves, &confirming, l) }
                </li>
            }
        }
    });
    let saved = html! {
        <section class="saved-games" aria-labelledby="saved-games">
            <h2 id="saved-games">{ l.t("Saved games", "Parties sauvegardées") }</h2>
            <Import on_done={{
                let saves = saves.clone();
                Callback::from(move |_| saves.set(storage::list(crate::rooms::check)))
            }} />
            if saves.is_empty() {
                <p>{ l.t("No saved game yet.", "Aucune partie sauvegardée.") }</p>
            } else {
                <ul class="saves">{ for rows }</ul>
            }
        </section>
    };
    html! {
        <>
            <h1>{ heading(l) }</h1>
            <p class="lede">{ lede(l) }</p>
            // A player with games under way comes back for them: they come first.
            if !saves.is_empty() {
                { saved.clone() }
            }
            <ul class="shelf">{ for shelf }</ul>
            if saves.is_empty() {
                { saved }
            }
        </>
    }
}

/// A save's buttons: open it (unless it cannot open: `over` is `None`), to resume it or, once
/// the game is over, to see its result; export it to a file; delete it after a confirmation.
fn save_actions(
    id: &str,
    label: &str,
    over: Option<bool>,
    saves: &UseStateHandle<Vec<Listed>>,
    confirming: &UseStateHandle<Option<String>>,
    l: Lang,
) -> Html {
    let onexport = {
        let id = id.to_string();
        Callback::from(move |_| storage::export(&id))
    };
    let ask = {
        let confirming = confirming.clone();
        let id = id.to_string();
        Callback::from(move |_| confirming.set(Some(id.clone())))
    };
    let keep = {
        let confirming = confirming.clone();
        Callback::from(move |_| confirming.set(None))
    };
    let ondelete = {
        let (saves, confirming) = (saves.clone(), confirming.clone());
        let id = id.to_string();
        Callback::from(move |_| {
            storage::delete(&id);
            confirming.set(None);
            saves.set(storage::list(crate::rooms::check));
        })
    };
    if confirming.as_deref() == Some(id) {
        html! {
            <div class="confirm" role="group" aria-label={format!("{} {label}", l.t("Delete", "Supprimer"))}>
                <span role="alert">{ l.t("Delete this game for good?", "Supprimer définitivement cette partie ?") }</span>
                <button class="button danger" onclick={ondelete} aria-label={format!("{} {label}", l.t("Yes, delete", "Oui, supprimer"))}>{ l.t("Yes, delete", "Oui, supprimer") }</button>
                <button class="button" onclick={keep} aria-label={format!("{} {label}", l.t("Keep", "Garder"))}>{ l.t("Keep it", "La garder") }</button>
            </div>
        }
    } else {
        html! {
            <div class="save-actions">
                if let Some(over) = over {
                    <a class="button primary" href={Route::Play(id.to_string()).href()} aria-label={format!("{} {label}", open_word(over, l))}>{ open_word(over, l) }</a>
                }
                <button class="button" onclick={onexport} aria-label={format!("{} {label}", l.t("Export", "Exporter"))}>{ l.t("Export", "Exporter") }</button>
                <button class="button" onclick={ask} aria-label={format!("{} {label}", l.t("Delete", "Supprimer"))}>{ l.t("Delete", "Supprimer") }</button>
            </div>
        }
    }
}

/// What opening a save does: resume the game, or see the result of a finished one.
fn open_word(over: bool, l: Lang) -> &'static str {
    if over {
        l.t("See the result", "Voir le résultat")
    } else {
        l.t("Resume", "Reprendre")
    }
}

/// A saved game's size or rules, as the setup form named them.
pub fn options_text(options: Options, l: Lang) -> String {
    match options {
        Options::Size {
            width,
            height,
            solo: true,
            ..
        } => format!("{} {width}×{height}", l.t("Solo puzzle", "Casse-tête solo")),
        Options::Size {
            width,
            height,
            draft,
            ..
        } => match draft_short(draft, l) {
            None => format!("{width}×{height}"),
            Some(draft) => format!("{width}×{height}, {draft}"),
        },
        Options::Variant(false) => l.t("Base game", "Jeu de base").into(),
        Options::Variant(true) => l.t("Variant", "Variante").into(),
        Options::Scenario(n) => format!("{} {n}", l.t("Scenario", "Scénario")),
    }
}

/// A Casbah draft order as the shelf names it beside the size (nothing for the rulebook's). Here
/// rather than in `casbah/`: the shelf of every page reads saves of every game.
fn draft_short(order: DraftOrder, l: Lang) -> Option<&'static str> {
    match order {
        DraftOrder::Rulebook => None,
        DraftOrder::Snake => Some(l.t("snake draft", "choix en serpent")),
        DraftOrder::Rotating => Some(l.t("rotating draft", "choix tournant")),
        DraftOrder::Drawn => Some(l.t("drawn draft", "ordre tiré au sort")),
    }
}

/// A score as the shelf shows it ("12 points", "1 treasure").
pub fn score_text(unit: Unit, n: i64, l: Lang) -> String {
    let one = n.abs() == 1 || (l == Lang::Fr && n == 0);
    let word = match (unit, one) {
        (Unit::Points, true) => l.t("point", "point"),
        (Unit::Points, false) => l.t("points", "points"),
        (Unit::Treasures, true) => l.t("treasure", "trésor"),
        (Unit::Treasures, false) => l.t("treasures", "trésors"),
    };
    format!("{n} {word}")
}

/// How far the game has gone: moves played, and whose turn it is or that it is over.
pub fn progress_text(summary: &Summary, players: &[PlayerConfig], l: Lang) -> String {
    let n = summary.moves;
    let moves = match (l, n) {
        (Lang::En, 1) => "1 move played".to_string(),
        (Lang::En, n) => format!("{n} moves played"),
        (Lang::Fr, 0 | 1) => format!("{n} coup joué"),
        (Lang::Fr, n) => format!("{n} coups joués"),
    };
    let state = match summary.to_move {
        None => l.t("finished", "terminée").to_string(),
        Some(seat) => {
            let name = seats::name(players, seat);
            match l {
                Lang::En => format!("{name} to play"),
                Lang::Fr => format!("à {name} de jouer"),
            }
        }
    };
    format!("{moves} · {state}")
}

/// How far a Robinson companion's sheet has gone: the group records steps, nobody's turn.
pub fn companion_progress(summary: &Summary, l: Lang) -> String {
    let steps = crate::i18n::plural(
        l,
        summary.moves,
        "step recorded",
        "steps recorded",
        "étape notée",
        "étapes notées",
    );
    match summary.to_move {
        None => format!("{steps} · {}", l.t("finished", "terminée")),
        Some(_) => steps,
    }
}

/// The date and time of a save's last move, in the player's language and time zone.
fn when_text(millis: f64, l: Lang) -> String {
    use web_sys::js_sys::{Date, Object, Reflect};
    let date = Date::new(&wasm_bindgen::JsValue::from_f64(millis));
    let options = Object::new();
    let _ = Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = Reflect::set(&options, &"timeStyle".into(), &"short".into());
    let locale = match l {
        Lang::En => "en-GB",
        Lang::Fr => "fr-FR",
    };
    let text: String = date.to_locale_string(locale, &options).into();
    format!("{} {text}", l.t("Last move:", "Dernier coup :"))
}

#[derive(Properties, PartialEq)]
struct ImportProps {
    on_done: Callback<()>,
}

/// Imports a save from a file, with the same checks as a stored save; never overwrites one.
#[function_component(Import)]
fn import(props: &ImportProps) -> Html {
    let l = use_lang();
    // The new save's id, or why nothing was imported and the parser's details, if any.
    let outcome = use_state(|| None::<Result<String, (String, Html)>>);
    let reader = use_mut_ref(|| None::<FileReader>);
    let onchange = {
        let outcome = outcome.clone();
        let reader: Rc<RefCell<Option<FileReader>>> = reader.clone();
        let on_done = props.on_done.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let file = gloo::file::File::from(file);
            if file.size() as usize > storage::MAX_IMPORT_BYTES {
                outcome.set(Some(Err(import_error(
                    &storage::ImportError::Load(storage::LoadError::TooLarge),
                    l,
                ))));
                return;
            }
            let outcome = outcome.clone();
            let on_done = on_done.clone();
            *reader.borrow_mut() = Some(gloo::file::callbacks::read_as_text(&file, move |text| {
                let result = match text {
                    Ok(text) => {
                        storage::import(&text, crate::rooms::check).map_err(|e| import_error(&e, l))
                    }
                    Err(_) => Err((
                        l.t("The file could not be read.", "Le fichier est illisible.")
                            .to_string(),
                        html! {},
                    )),
                };
                outcome.set(Some(result));
                on_done.emit(());
            }));
        })
    };
    let pasted = use_state(String::new);
    let on_paste = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            {
                pasted.set(area.value());
            }
        })
    };
    let import_text = {
        let (outcome, pasted, on_done) = (outcome.clone(), pasted.clone(), props.on_done.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let result = storage::import(pasted.trim(), crate::rooms::check)
                .map_err(|e| import_error(&e, l));
            if result.is_ok() {
                pasted.set(String::new());
            }
            outcome.set(Some(result));
            on_done.emit(());
        })
    };
    html! {
        <div class="import">
            <details class="import-text">
                <summary>{ l.t("Import a saved game from text…", "Importer une partie depuis un texte…") }</summary>
                <form onsubmit={import_text} aria-label={l.t("Import from text", "Importer depuis un texte")}>
                    <textarea rows="4" value={(*pasted).clone()} oninput={on_paste} spellcheck="false"
                        aria-label={l.t("The saved game's text", "Le texte de la partie sauvegardée")} />
                    <button type="submit" class="button" disabled={pasted.trim().is_empty()}
                        aria-label={l.t("Import this text", "Importer ce texte")}>{ l.t("Import this text", "Importer ce texte") }</button>
                </form>
            </details>
            <label class="button">{ l.t("Import a saved game…", "Importer une partie…") }
                <input type="file" accept=".json,application/json" class="visually-hidden" {onchange}
                    aria-label={l.t("Import a saved game from a file", "Importer une partie depuis un fichier")} />
            </label>
            { match &*outcome {
                Some(Ok(id)) => html! { <p role="status">{ l.t("Game imported.", "Partie importée.") }{ " " }
                    <a href={Route::Play(id.clone()).href()}>{ l.t("Open it", "L'ouvrir") }</a></p> },
                Some(Err((message, details))) => html! { <div class="error" role="alert"><p>{ message }</p>{ details.clone() }</div> },
                None => html! {},
            } }
        </div>
    }
}

/// "of" and a game's title: "of Casbah" / "de Casbah", "des Cabanes de M'sieur Robinson".
pub fn of_game(g: GameKind, l: Lang) -> String {
    match l {
        Lang::En => format!("of {}", g.title()),
        Lang::Fr => fr_de(g.title()),
    }
}

/// Why nothing was imported, in words, and the parser's details behind their toggle.
fn import_error(e: &storage::ImportError, l: Lang) -> (String, Html) {
    match e {
        storage::ImportError::Load(e) => (
            format!(
                "{} {}",
                e.describe(l),
                l.t("Nothing was imported.", "Rien n'a été importé.")
            ),
            crate::table::error_details(e, l),
        ),
        storage::ImportError::Store(_) => (
            l.t(
                "The browser's storage is full: the game was not imported. To make room, export and delete old games below.",
                "Le stockage du navigateur est plein : la partie n'a pas été importée. Pour faire de la place, exportez puis supprimez d'anciennes parties ci-dessous.",
            )
            .into(),
            html! {},
        ),
    }
}

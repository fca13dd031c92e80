//! The shelf of games and the saved games to resume.

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

use gloo::file::callbacks::FileReader;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::{Lang, Message, use_lang};
use crate::route::Route;
use crate::seats::{self, PlayerConfig, colour_hex};
use crate::storage::{self, Listed, Options, Summary, Unit};
use crate::words::Text;

mod en;
mod fr;

/// A message of the shelf, with its values; each language words it in its own file (`en.rs`,
/// `fr.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shelf<'a> {
    /// The page's heading; its shell draws the same (scripts/page-shell.mjs, tests/shell.rs).
    Heading,
    /// The line under the heading: what Tablée is.
    Lede,
    /// What a game of the shelf is, in one line.
    Blurb(GameKind),
    /// "of" and a game's title: "of Casbah", "de Casbah", "des Cabanes de M'sieur Robinson".
    OfGame(GameKind),
    NewGameOf(GameKind),
    RulesOf(GameKind),
    SavedGames,
    NoSavedGame,
    /// A saved game its game's page has not checked yet.
    OpenToSeeProgress,
    SaveKeptAside,
    /// A save kept aside as the list names it: its name, and its game when known.
    SaveKeptAsideNamed(&'a str, Option<GameKind>),
    /// Said after why a save is kept aside.
    NothingDeletedExportOrDelete,
    // A save's buttons, and their names with the save's label.
    Resume,
    SeeResult,
    Export,
    Delete,
    ResumeSave(&'a str),
    SeeResultOf(&'a str),
    ExportSave(&'a str),
    DeleteSave(&'a str),
    DeleteForGood,
    YesDelete,
    YesDeleteSave(&'a str),
    KeepIt,
    KeepSave(&'a str),
    /// A saved game's size or rules, as the setup form named them.
    Options(Options),
    /// A score with its unit.
    Score(Unit, i64),
    /// How far a game has gone: moves played, and who is to play (none once it is over).
    Progress(usize, Option<&'a str>),
    /// How far a companion's sheet has gone: steps recorded, and whether it is over.
    CompanionProgress(usize, bool),
    /// The date and time of a save's last move, written in the reader's language.
    LastMove(&'a str),
    // Importing a save.
    FileUnreadable,
    ImportFromTextOpen,
    ImportFromText,
    SavedGameText,
    ImportThisText,
    ImportSavedGame,
    ImportFromFile,
    GameImported,
    OpenIt,
    NothingImported,
    StorageFullNotImported,
}

// Inlined to the call site, where the message is known (see `words::Text`).
impl Message for Shelf<'_> {
    #[inline(always)]
    fn en(&self) -> Cow<'static, str> {
        en::shelf(*self)
    }
    #[inline(always)]
    fn fr(&self) -> Cow<'static, str> {
        fr::shelf(*self)
    }
}

#[function_component(Home)]
pub fn home() -> Html {
    let l = use_lang();
    let saves = use_state(|| storage::list(crate::rooms::check));
    let shelf = GameKind::SHELF.iter().map(|g| {
        html! {
            <li class="shelf-item">
                <h2>{ g.title() }</h2>
                <p>{ l.say(Shelf::Blurb(*g)) }</p>
                <a class="button primary" href={Route::New(*g).href()} aria-label={l.say(Shelf::NewGameOf(*g))}>{ l.say(Text::NewGame) }</a>
                <a class="button" href={Route::Rules(*g).href()} aria-label={l.say(Shelf::RulesOf(*g))}>{ l.say(Text::Rules) }</a>
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
                    <ul class="save-players" aria-label={l.say(Text::Players)}>{ for players }</ul>
                    <p class="progress">{ match summary {
                        Some(summary) if save.game == GameKind::Robinson => companion_progress(summary, l),
                        Some(summary) => progress_text(summary, &save.players, l),
                        // Its game's page has not checked this save yet (it will when it opens it).
                        None => l.say(Shelf::OpenToSeeProgress).into_owned(),
                    } }</p>
                    { save_actions(&id, &label, Some(save.over), &saves, &confirming, l) }
                </li>
            }
        }
        Listed::Damaged { id, error, game, updated } => {
            let label = l.say(Shelf::SaveKeptAsideNamed(id, *game)).into_owned();
            html! {
                <li class="save damaged" aria-label={label.clone()}>
                    <div class="save-head">
                        <strong>{ game.map_or(l.say(Shelf::SaveKeptAside), |g| g.title().into()) }</strong>
                        if let Some(updated) = updated { <time class="when">{ when_text(*updated, l) }</time> }
                    </div>
                    <p>{ error.describe(l) }{ " " }{ l.say(Shelf::NothingDeletedExportOrDelete) }</p>
                    { crate::table::error_details(error, l) }
                    { save_actions(id, &label, None, &saves, &confirming, l) }
                </li>
            }
        }
    });
    let saved = html! {
        <section class="saved-games" aria-labelledby="saved-games">
            <h2 id="saved-games">{ l.say(Shelf::SavedGames) }</h2>
            <Import on_done={{
                let saves = saves.clone();
                Callback::from(move |_| saves.set(storage::list(crate::rooms::check)))
            }} />
            if saves.is_empty() {
                <p>{ l.say(Shelf::NoSavedGame) }</p>
            } else {
                <ul class="saves">{ for rows }</ul>
            }
        </section>
    };
    html! {
        <>
            // The page's shell draws the same before the app arrives (scripts/page-shell.mjs,
            // tests/shell.rs).
            <h1>{ l.say(Shelf::Heading) }</h1>
            <p class="lede">{ l.say(Shelf::Lede) }</p>
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
            <div class="confirm" role="group" aria-label={l.say(Shelf::DeleteSave(label))}>
                <span role="alert">{ l.say(Shelf::DeleteForGood) }</span>
                <button class="button danger" onclick={ondelete} aria-label={l.say(Shelf::YesDeleteSave(label))}>{ l.say(Shelf::YesDelete) }</button>
                <button class="button" onclick={keep} aria-label={l.say(Shelf::KeepSave(label))}>{ l.say(Shelf::KeepIt) }</button>
            </div>
        }
    } else {
        html! {
            <div class="save-actions">
                if let Some(over) = over {
                    // Resume the game, or see the result of a finished one.
                    <a class="button primary" href={Route::Play(id.to_string()).href()}
                        aria-label={l.say(if over { Shelf::SeeResultOf(label) } else { Shelf::ResumeSave(label) })}>
                        { l.say(if over { Shelf::SeeResult } else { Shelf::Resume }) }</a>
                }
                <button class="button" onclick={onexport} aria-label={l.say(Shelf::ExportSave(label))}>{ l.say(Shelf::Export) }</button>
                <button class="button" onclick={ask} aria-label={l.say(Shelf::DeleteSave(label))}>{ l.say(Shelf::Delete) }</button>
            </div>
        }
    }
}

/// A saved game's size or rules, as the setup form named them.
pub fn options_text(options: Options, l: Lang) -> String {
    l.say(Shelf::Options(options)).into_owned()
}

/// A score as the shelf shows it ("12 points", "1 treasure").
pub fn score_text(unit: Unit, n: i64, l: Lang) -> String {
    l.say(Shelf::Score(unit, n)).into_owned()
}

/// How far the game has gone: moves played, and whose turn it is or that it is over.
pub fn progress_text(summary: &Summary, players: &[PlayerConfig], l: Lang) -> String {
    let name = summary.to_move.map(|seat| seats::name(players, seat));
    l.say(Shelf::Progress(summary.moves, name.as_deref()))
        .into_owned()
}

/// How far a Robinson companion's sheet has gone: the group records steps, nobody's turn.
pub fn companion_progress(summary: &Summary, l: Lang) -> String {
    l.say(Shelf::CompanionProgress(
        summary.moves,
        summary.to_move.is_none(),
    ))
    .into_owned()
}

/// The date and time of a save's last move, in the player's language and time zone.
fn when_text(millis: f64, l: Lang) -> String {
    use web_sys::js_sys::{Date, Object, Reflect};
    let date = Date::new(&wasm_bindgen::JsValue::from_f64(millis));
    let options = Object::new();
    let _ = Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = Reflect::set(&options, &"timeStyle".into(), &"short".into());
    let text: String = date.to_locale_string(l.locale(), &options).into();
    l.say(Shelf::LastMove(&text)).into_owned()
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
                    Err(_) => Err((l.say(Shelf::FileUnreadable).into_owned(), html! {})),
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
                <summary>{ l.say(Shelf::ImportFromTextOpen) }</summary>
                <form onsubmit={import_text} aria-label={l.say(Shelf::ImportFromText)}>
                    <textarea rows="4" value={(*pasted).clone()} oninput={on_paste} spellcheck="false"
                        aria-label={l.say(Shelf::SavedGameText)} />
                    <button type="submit" class="button" disabled={pasted.trim().is_empty()}
                        aria-label={l.say(Shelf::ImportThisText)}>{ l.say(Shelf::ImportThisText) }</button>
                </form>
            </details>
            <label class="button">{ l.say(Shelf::ImportSavedGame) }
                <input type="file" accept=".json,application/json" class="visually-hidden" {onchange}
                    aria-label={l.say(Shelf::ImportFromFile)} />
            </label>
            { match &*outcome {
                Some(Ok(id)) => html! { <p role="status">{ l.say(Shelf::GameImported) }{ " " }
                    <a href={Route::Play(id.clone()).href()}>{ l.say(Shelf::OpenIt) }</a></p> },
                Some(Err((message, details))) => html! { <div class="error" role="alert"><p>{ message }</p>{ details.clone() }</div> },
                None => html! {},
            } }
        </div>
    }
}

/// Why nothing was imported, in words, and the parser's details behind their toggle.
fn import_error(e: &storage::ImportError, l: Lang) -> (String, Html) {
    match e {
        storage::ImportError::Load(e) => (
            format!("{} {}", e.describe(l), l.say(Shelf::NothingImported)),
            crate::table::error_details(e, l),
        ),
        storage::ImportError::Store(_) => {
            (l.say(Shelf::StorageFullNotImported).into_owned(), html! {})
        }
    }
}

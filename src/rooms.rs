//! The rooms this page carries: the one place that dispatches from a [`GameKind`] to a game's
//! folder (its saves' check, its table, its setup, its rules). Each arm exists only in a build
//! that carries its game (its cargo feature, docs/architecture.md, "Pages"); the app sends a
//! route of another game to that game's page before it gets here.

use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::route::Route;
use crate::rules_doc::RulesDoc;
use crate::storage::{LoadError, SaveFile, Summary};

/// Checks a save completely (its envelope, then every move replayed by its game's engine) and
/// says how far the game has gone. Only a page that carries the save's game can; another page
/// reads the shelf line its game's page wrote.
#[allow(unreachable_patterns)]
pub fn check(save: &SaveFile) -> Result<Summary, LoadError> {
    match save.game {
        #[cfg(feature = "casbah")]
        GameKind::Casbah => crate::storage::check_as::<tablee_rules::casbah::Casbah>(save),
        #[cfg(feature = "drunter")]
        GameKind::Drunter => crate::storage::check_as::<tablee_rules::drunter::Drunter>(save),
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => crate::storage::check_as::<tablee_rules::captn::Captn>(save),
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => crate::storage::check_as::<tablee_rules::cabanes::Cabanes>(save),
        #[cfg(feature = "robinson")]
        GameKind::Robinson => crate::storage::check_as::<tablee_rules::robinson::Robinson>(save),
        other => Err(LoadError::OtherPage(other)),
    }
}

/// The table of the saved game `id` of `game`, when this build carries that game's room.
#[allow(unreachable_patterns, unused_variables)]
pub fn table(game: GameKind, id: &str) -> Option<Html> {
    let id = id.to_string();
    match game {
        #[cfg(feature = "casbah")]
        GameKind::Casbah => Some(html! { <crate::table::SavedTable<crate::casbah::Play> {id} /> }),
        #[cfg(feature = "drunter")]
        GameKind::Drunter => {
            Some(html! { <crate::table::SavedTable<crate::drunter::Play> {id} /> })
        }
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => {
            Some(html! { <crate::table::SavedTable<crate::captn::Play> {id} /> })
        }
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => {
            Some(html! { <crate::table::SavedTable<crate::cabanes::Play> {id} /> })
        }
        #[cfg(feature = "robinson")]
        GameKind::Robinson => {
            Some(html! { <crate::table::SavedTable<crate::robinson::Sheet> {id} /> })
        }
        _ => None,
    }
}

/// A game's new-game screen, when this build carries it.
#[allow(unreachable_patterns, unused_variables)]
pub fn setup(game: GameKind, l: Lang) -> Option<Html> {
    match game {
        #[cfg(feature = "casbah")]
        GameKind::Casbah => Some(html! { <crate::casbah::CasbahSetupPage /> }),
        #[cfg(feature = "drunter")]
        GameKind::Drunter => Some(crate::drunter::setup_page(l)),
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => Some(crate::captn::setup_page(l)),
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => Some(crate::cabanes::setup_page(l)),
        #[cfg(feature = "robinson-guide")]
        GameKind::Robinson => Some(html! { <crate::robinson::RobinsonSetupPage /> }),
        _ => None,
    }
}

/// A game's rules page, at a section when the link names one (the companion's: its FAQ, at a
/// ruling), with the way to a new game at its foot; when this build carries it.
#[allow(unreachable_patterns)]
pub fn rules(game: GameKind, anchor: Option<String>, l: Lang) -> Option<Html> {
    match game {
        #[cfg(feature = "robinson-guide")]
        GameKind::Robinson => Some(html! { <crate::robinson::RobinsonFaq {anchor} /> }),
        _ if game.guide_here() => Some(html! {
            <>
                <RulesDoc {game} section={anchor.map(AttrValue::from)} />
                <p class="rules-foot">
                    <a class="button primary" href={Route::New(game).href()}>{ l.t("New game", "Nouvelle partie") }</a>
                </p>
            </>
        }),
        _ => None,
    }
}

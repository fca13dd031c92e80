//! The rooms this page carries: the one place that dispatches from a [`GameKind`] to a game's
//! folder (its saves' check, its table, its setup, its rules), from one list. Each arm exists
//! only in a build that carries its game (its cargo feature, docs/architecture.md, "Pages"); the
//! app sends a route of another game to that game's page before it gets here.

use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::route::Route;
use crate::rules_doc::RulesDoc;
use crate::storage::{LoadError, SaveFile, Summary};

/// Declares the dispatches from the one list below: a game's kind, the cargo feature of its
/// table's page with its engine and table, and the feature of its setup with its new-game screen.
macro_rules! rooms {
    ($($kind:ident: $feature:literal => $engine:ty, $table:ty; $guide:literal => $setup:path;)*) => {
        /// Checks a save completely (its envelope, then every move replayed by its game's
        /// engine) and says how far the game has gone. Only a page that carries the save's game
        /// can; another page reads the shelf line its game's page wrote.
        #[allow(unreachable_patterns)]
        pub fn check(save: &SaveFile) -> Result<Summary, LoadError> {
            match save.game {
                $(#[cfg(feature = $feature)]
                GameKind::$kind => crate::storage::check_as::<$engine>(save),)*
                other => Err(LoadError::OtherPage(other)),
            }
        }

        /// The table of the saved game `id` of `game`, when this build carries that game's room.
        #[allow(unreachable_patterns, unused_variables)]
        pub fn table(game: GameKind, id: &str) -> Option<Html> {
            let id = id.to_string();
            match game {
                $(#[cfg(feature = $feature)]
                GameKind::$kind => Some(html! { <crate::table::SavedTable<$table> {id} /> }),)*
                _ => None,
            }
        }

        /// A game's new-game screen, when this build carries it.
        #[allow(unreachable_patterns, unused_variables)]
        pub fn setup(game: GameKind, l: Lang) -> Option<Html> {
            match game {
                $(#[cfg(feature = $guide)]
                GameKind::$kind => Some($setup(l)),)*
                _ => None,
            }
        }
    };
}

// The rooms: one line each (adding a game, docs/architecture.md).
rooms! {
    Casbah: "casbah" => tablee_rules::casbah::Casbah, crate::casbah::Play;
        "casbah" => crate::casbah::setup_page;
    Drunter: "drunter" => tablee_rules::drunter::Drunter, crate::drunter::Play;
        "drunter" => crate::drunter::setup_page;
    CaptnClever: "captn" => tablee_rules::captn::Captn, crate::captn::Play;
        "captn" => crate::captn::setup_page;
    Cabanes: "cabanes" => tablee_rules::cabanes::Cabanes, crate::cabanes::Play;
        "cabanes" => crate::cabanes::setup_page;
    Robinson: "robinson" => tablee_rules::robinson::Robinson, crate::robinson::Sheet;
        "robinson-guide" => crate::robinson::setup_page;
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

//! The rooms this page carries: the one place that dispatches from a [`GameKind`] to a game's
//! folder (its saves' check, its table, its setup, its rules), from one list. Each arm exists
//! only in a build that carries its game (its cargo feature, docs/architecture.md, "Pages"); the
//! app sends a route of another game to that game's page before it gets here.

use tablee_rules::Session;
use yew::prelude::*;

use crate::address::EmbedConfig;
use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::route::Route;
use crate::rules_doc::RulesDoc;
use crate::seats::PlayerConfig;
use crate::storage::{LoadError, SaveFile, SavedGame, Summary};
use crate::words::Text;

/// Declares the dispatches from the one list below: a game's kind; the cargo feature of its
/// table's page with its engine, its table, and how an embed starts it (the seats and setup an
/// embed's address asks, its table in memory); the feature of its setup with its new-game screen.
macro_rules! rooms {
    ($($kind:ident: $feature:literal => $engine:ty, $table:ty, embed $embed:path;
        $guide:literal => $setup:path;)*) => {
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

        /// The embedded game of `config` (the frame's page carries it): its save `id` if it is
        /// stored, else a new session of its setup ([`start_session`]).
        #[allow(unreachable_patterns, unused_variables)]
        pub fn start_embedded(config: &EmbedConfig, id: &str, l: Lang) -> Start {
            if let Ok(save) = crate::storage::load(id, check) {
                return Start::Saved(id.to_string(), save.game);
            }
            let seed = config.seed.unwrap_or_else(crate::address::random_seed);
            match config.game {
                $(#[cfg(feature = $feature)]
                GameKind::$kind => {
                    let (players, setup) = $embed(config, l);
                    start_session::<$engine>(
                        (id, l),
                        players,
                        (setup, seed),
                        crate::table::in_memory::<$table>,
                    )
                })*
                other => Start::Elsewhere(other),
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
    Casbah: "casbah" => tablee_rules::casbah::Casbah, crate::casbah::Play,
        embed crate::casbah::embed_setup;
        "casbah" => crate::casbah::setup_page;
    Drunter: "drunter" => tablee_rules::drunter::Drunter, crate::drunter::Play,
        embed crate::drunter::embed_setup;
        "drunter" => crate::drunter::setup_page;
    CaptnClever: "captn" => tablee_rules::captn::Captn, crate::captn::Play,
        embed crate::captn::embed_setup;
        "captn" => crate::captn::setup_page;
    Cabanes: "cabanes" => tablee_rules::cabanes::Cabanes, crate::cabanes::Play,
        embed crate::cabanes::embed_setup;
        "cabanes" => crate::cabanes::setup_page;
    Robinson: "robinson" => tablee_rules::robinson::Robinson, crate::robinson::Sheet,
        embed crate::robinson::embed_setup;
        "robinson-guide" => crate::robinson::setup_page;
}

/// How an embedded game starts: from its save, or in memory when the browser refuses storage.
#[derive(Clone, PartialEq)]
pub enum Start {
    Saved(String, GameKind),
    /// The game lives on its own embed page: the frame is on its way there.
    Elsewhere(GameKind),
    InMemory(Html),
    Failed(String),
}

/// A new session of `G`, stored under `id` if the browser lets the frame store (else kept in
/// memory by `in_memory`); a setup the engine refuses says why, in the table's words.
// The home page (embed.html) carries no game to embed.
#[cfg_attr(not(room), allow(dead_code))]
fn start_session<G: SavedGame>(
    (id, l): (&str, Lang),
    players: Vec<PlayerConfig>,
    (setup, seed): (G::Setup, u64),
    in_memory: fn(&str, Vec<PlayerConfig>, Session<G>) -> Html,
) -> Start {
    let session = match Session::<G>::new(setup.clone(), seed) {
        Ok(session) => session,
        Err(e) => return Start::Failed(G::refusal(&e, &setup, &players, l)),
    };
    if crate::storage::store_session(id, &players, &session).is_ok()
        && crate::storage::load(id, crate::storage::check_as::<G>).is_ok()
    {
        Start::Saved(id.to_string(), G::KIND)
    } else {
        Start::InMemory(in_memory(id, players, session))
    }
}

/// Another device's table of `game`, followed live from this one, when this build can.
#[allow(unreachable_patterns, unused_variables)]
pub fn follow(game: GameKind, id: &str) -> Option<Html> {
    let id = id.to_string();
    match game {
        #[cfg(feature = "robinson")]
        GameKind::Robinson => Some(html! { <crate::robinson::FollowedSheet {id} /> }),
        _ => None,
    }
}

/// A seat at another device's table of `game` (its invitation: the table `id`, the seat and its
/// token), when this build carries that game's room; the companion's sheet is only followed.
#[allow(unreachable_patterns, unused_variables)]
pub fn join(game: GameKind, id: &str, seat: u8, token: u64) -> Option<Html> {
    let id = id.to_string();
    match game {
        #[cfg(all(feature = "casbah", feature = "remote"))]
        GameKind::Casbah => Some(
            html! { <crate::remote::table::GuestTable<crate::casbah::Play> {id} {seat} {token} /> },
        ),
        #[cfg(all(feature = "drunter", feature = "remote"))]
        GameKind::Drunter => Some(
            html! { <crate::remote::table::GuestTable<crate::drunter::Play> {id} {seat} {token} /> },
        ),
        #[cfg(all(feature = "captn", feature = "remote"))]
        GameKind::CaptnClever => Some(
            html! { <crate::remote::table::GuestTable<crate::captn::Play> {id} {seat} {token} /> },
        ),
        #[cfg(all(feature = "cabanes", feature = "remote"))]
        GameKind::Cabanes => Some(
            html! { <crate::remote::table::GuestTable<crate::cabanes::Play> {id} {seat} {token} /> },
        ),
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
                    <a class="button primary" href={Route::New(game).href()}>{ l.say(Text::NewGame) }</a>
                </p>
            </>
        }),
        _ => None,
    }
}

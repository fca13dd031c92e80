//! What a page's address asks (`casbah.html?seed=42&lang=fr`, `embed.html?game=drunter&...`):
//! its parameters read once, and every wrong one said in the reader's language, never ignored.

use crate::i18n::{Lang, tr};
use crate::platform;

/// What is wrong with a page's address (its parameters), as [`AddressError::describe`] says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    MissingGame,
    UnknownGame(String),
    Characters(String),
    PlayersFor {
        game: String,
        players: u8,
    },
    NotForGame {
        param: String,
        game: String,
    },
    Variant(String),
    Lang(String),
    Players(String),
    Size(String),
    Draft(String),
    DraftSolo,
    Seed(String),
    Opponents(String),
    Unknown(String),
    Repeated(String),
    /// A parameter a game page's own address does not take (only the embed takes it).
    NotOnPage(String),
}

impl AddressError {
    /// The error in the reader's language. Its English is its `Display`: each sentence is
    /// written once, here.
    pub fn describe(&self, l: Lang) -> String {
        match self {
            AddressError::MissingGame => l
                .t(
                    "the parameter game is missing (e.g. game=casbah)",
                    "le paramètre game manque (par exemple game=casbah)",
                )
                .into(),
            AddressError::UnknownGame(g) => tr!(
                l,
                "there is no game called \"{0}\" (try casbah, drunter, captn-clever, cabanes or robinson)",
                "aucun jeu ne s'appelle « {0} » (essayez casbah, drunter, captn-clever, cabanes ou robinson)",
                g
            ),
            AddressError::Characters(v) => tr!(
                l,
                "characters must be names among cook, carpenter, explorer, soldier, friday and dog, each once, with one to four castaways and a life from 1 to 30 after a colon (e.g. cook:13,explorer), not \"{0}\"",
                "characters doit nommer, parmi cook, carpenter, explorer, soldier, friday et dog, chacun une fois, d'un à quatre naufragés, avec une vie de 1 à 30 après deux-points (par exemple cook:13,explorer), pas « {0} »",
                v
            ),
            AddressError::PlayersFor { game, players } => tr!(
                l,
                "{0} is played by 2 to 4 players, not {1}",
                "{0} se joue de 2 à 4 joueurs, pas {1}",
                game,
                players
            ),
            AddressError::NotForGame { param, game } => tr!(
                l,
                "{0} does not apply to {1}",
                "{0} ne s'applique pas à {1}",
                param,
                game
            ),
            AddressError::Variant(v) => tr!(
                l,
                "variant must be yes or no, not \"{0}\"",
                "variant doit valoir yes ou no, pas « {0} »",
                v
            ),
            AddressError::Lang(v) => tr!(
                l,
                "lang must be en or fr, not \"{0}\"",
                "lang doit valoir en ou fr, pas « {0} »",
                v
            ),
            AddressError::Players(v) => tr!(
                l,
                "players must be a number from 1 to 4, not \"{0}\"",
                "players doit être un nombre de 1 à 4, pas « {0} »",
                v
            ),
            AddressError::Size(v) => tr!(
                l,
                "size must be like 6x6 (3 to 11 a side, 45 cells at most), not \"{0}\"",
                "size doit être comme 6x6 (3 à 11 de côté, 45 cases au plus), pas « {0} »",
                v
            ),
            AddressError::Draft(v) => tr!(
                l,
                "draft must be rulebook or snake, not \"{0}\"",
                "draft doit valoir rulebook ou snake, pas « {0} »",
                v
            ),
            AddressError::DraftSolo => l
                .t(
                    "draft does not apply to the solo puzzle (players=1): nothing is drafted",
                    "draft ne s'applique pas au casse-tête solo (players=1) : on n'y choisit pas de tuiles",
                )
                .into(),
            AddressError::Seed(v) => tr!(
                l,
                "seed must be a whole number from 0 to 18446744073709551615, not \"{0}\"",
                "seed doit être un nombre entier de 0 à 18446744073709551615, pas « {0} »",
                v
            ),
            AddressError::Opponents(v) => tr!(
                l,
                "opponents must be human, quick or strong, not \"{0}\"",
                "opponents doit valoir human, quick ou strong, pas « {0} »",
                v
            ),
            AddressError::Unknown(p) => tr!(
                l,
                "unknown parameter \"{0}\" (known: game, lang, players, size, draft, variant, seed, opponents, characters)",
                "paramètre inconnu « {0} » (connus : game, lang, players, size, draft, variant, seed, opponents, characters)",
                p
            ),
            AddressError::Repeated(p) => tr!(
                l,
                "the parameter {0} is given twice",
                "le paramètre {0} est donné deux fois",
                p
            ),
            AddressError::NotOnPage(p) => tr!(
                l,
                "this page takes only seed and lang, not \"{0}\" (embed.html takes the others)",
                "cette page ne prend que seed et lang, pas « {0} » (embed.html prend les autres)",
                p
            ),
        }
    }
}

impl std::fmt::Display for AddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for AddressError {}

/// A query string's parameters, decoded, each key in lower case (every key the pages know is
/// ASCII: other letters stay as they are); a key given twice is reported and its second value
/// dropped.
pub fn params(query: &str, errors: &mut Vec<AddressError>) -> Vec<(String, String)> {
    let mut kept: Vec<(String, String)> = Vec::new();
    for (k, v) in platform::query_pairs(query) {
        if kept.iter().any(|(seen, _)| *seen == k) {
            errors.push(AddressError::Repeated(k.chars().take(40).collect()));
        } else {
            kept.push((k, v));
        }
    }
    kept
}

/// What a page's own address may ask (`casbah.html?seed=42&lang=fr`): the seed of the games it
/// starts and its language. Every other or bad parameter is reported, never silently ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageQuery {
    pub seed: Option<u64>,
    pub lang: Option<Lang>,
    pub errors: Vec<AddressError>,
}

impl PageQuery {
    pub fn parse(query: &str) -> PageQuery {
        let mut page = PageQuery::default();
        for (k, v) in params(query, &mut page.errors) {
            let shown: String = v.chars().take(40).collect();
            match k.as_str() {
                "seed" => match v.parse::<u64>() {
                    Ok(s) => page.seed = Some(s),
                    Err(_) => page.errors.push(AddressError::Seed(shown)),
                },
                "lang" => match Lang::from_code(&v.to_ascii_lowercase()) {
                    Some(l) => page.lang = Some(l),
                    None => page.errors.push(AddressError::Lang(shown)),
                },
                // What sharing sites add to a link is theirs, not a request to the page.
                tracking if tracking.starts_with("utm_") || tracking.ends_with("clid") => {}
                other => page
                    .errors
                    .push(AddressError::NotOnPage(other.chars().take(40).collect())),
            }
        }
        page
    }

    /// The query of the page's address.
    pub fn current() -> PageQuery {
        PageQuery::parse(&platform::address_query())
    }
}

//! What a page's address asks (`casbah.html?seed=42&lang=fr`, `embed.html?game=drunter&...`):
//! its parameters read once, and every wrong one said in the reader's language, never ignored.

use std::borrow::Cow;

use tablee_rules::casbah::{DraftOrder, Size};
use tablee_rules::robinson::{
    Character, CharacterSetup, Edition, RobinsonSetup, Scenario, Source, TileDecl,
};

use crate::game_kind::GameKind;
use crate::i18n::{Lang, Message};
use crate::platform;
use crate::seats::{PlayerConfig, SeatKind, default_players};
use tablee_rules::Strength;

mod en;
mod fr;

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
    /// The error in the reader's language (`en.rs`, `fr.rs`); its English is its `Display`.
    pub fn describe(&self, l: Lang) -> String {
        l.say(self).into_owned()
    }
}

impl Message for AddressError {
    fn en(&self) -> Cow<'static, str> {
        en::address_error(self)
    }
    fn fr(&self) -> Cow<'static, str> {
        fr::address_error(self)
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

/// What the embedding page asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedConfig {
    pub game: GameKind,
    pub lang: Option<Lang>,
    pub players: u8,
    pub opponents: SeatKind,
    pub size: Size,
    /// Casbah's draft order: the drawn one (fair) unless the page names another.
    pub draft: DraftOrder,
    /// The rulebook's variant (Drunter & Drüber, Capt'n Clever; Les Cabanes has none).
    pub variant: bool,
    pub seed: Option<u64>,
    /// The Robinson Crusoé companion's characters and the life on each card.
    pub characters: Vec<CharacterSetup>,
}

/// The companion's characters when the page names none: two castaways.
const DEFAULT_CHARACTERS: [Character; 2] = [Character::Cook, Character::Explorer];
/// The life a character gets when the page gives none after its name (the dog needs none).
pub const DEFAULT_LIFE: u8 = 12;
/// Scenario 1's woodpile for an embedded sheet: one more wood in each column.
pub const EMBED_WOODPILE: [u8; 5] = [1, 2, 3, 4, 5];

/// The companion's characters as the page lists them: `cook:13,explorer,dog`, each name once, a
/// life from 1 to 30 after a colon (else [`DEFAULT_LIFE`]), one to four castaways.
fn parse_characters(text: &str) -> Option<Vec<CharacterSetup>> {
    let mut out: Vec<CharacterSetup> = Vec::new();
    for entry in text.split(',').map(str::trim) {
        let (name, life) = match entry.split_once(':') {
            Some((name, life)) => (name.trim(), life.trim().parse::<u8>().ok()?),
            None => (entry, DEFAULT_LIFE),
        };
        let character = Character::ALL
            .into_iter()
            .find(|c| c.to_string().eq_ignore_ascii_case(name))?;
        if !(1..=30).contains(&life) || out.iter().any(|c| c.character == character) {
            return None;
        }
        out.push(CharacterSetup { character, life });
    }
    let castaways = out.iter().filter(|c| c.character.is_castaway()).count();
    (1..=4).contains(&castaways).then_some(out)
}

impl EmbedConfig {
    /// Reads a query string (with or without its leading `?`), reporting every bad parameter.
    /// Names and words are read whatever their case (`?Game=Drunter&LANG=FR`): a blog's editor
    /// may capitalise them.
    pub fn parse(query: &str) -> Result<EmbedConfig, Vec<AddressError>> {
        let mut errors = Vec::new();
        let (mut game, mut lang, mut players, mut size, mut seed, mut opponents) =
            (None, None, None, None, None, None);
        let mut variant = None;
        let mut draft = None;
        let mut characters = None;
        for (k, v) in params(query, &mut errors) {
            let shown: String = v.chars().take(40).collect();
            let word = v.to_ascii_lowercase();
            match k.as_str() {
                "game" => match GameKind::from_slug(&word) {
                    Some(g) => game = Some(g),
                    None => errors.push(AddressError::UnknownGame(shown)),
                },
                "lang" => match Lang::from_code(&word) {
                    Some(l) => lang = Some(l),
                    None => errors.push(AddressError::Lang(shown)),
                },
                "players" => match v.parse::<u8>() {
                    Ok(n) if (1..=4).contains(&n) => players = Some(n),
                    _ => errors.push(AddressError::Players(shown)),
                },
                "size" => match v
                    .split_once(['x', 'X', '×'])
                    .and_then(|(w, h)| Some(Size::new(w.parse().ok()?, h.parse().ok()?)))
                {
                    Some(s) if s.is_playable() => size = Some(s),
                    _ => errors.push(AddressError::Size(shown)),
                },
                "draft" => match DraftOrder::parse(&word) {
                    Some(d) if DraftOrder::OFFERED.contains(&d) => draft = Some(d),
                    _ => errors.push(AddressError::Draft(shown)),
                },
                "variant" => match word.as_str() {
                    "yes" => variant = Some(true),
                    "no" => variant = Some(false),
                    _ => errors.push(AddressError::Variant(shown)),
                },
                "seed" => match v.parse::<u64>() {
                    Ok(s) => seed = Some(s),
                    Err(_) => errors.push(AddressError::Seed(shown)),
                },
                "opponents" => match word.as_str() {
                    "human" => opponents = Some(SeatKind::Human),
                    "quick" => opponents = Some(SeatKind::Computer(Strength::Quick)),
                    "strong" => opponents = Some(SeatKind::Computer(Strength::Strong)),
                    _ => errors.push(AddressError::Opponents(shown)),
                },
                "characters" => match parse_characters(&word) {
                    Some(c) => characters = Some(c),
                    None => errors.push(AddressError::Characters(shown)),
                },
                other => errors.push(AddressError::Unknown(other.chars().take(40).collect())),
            }
        }
        if game.is_none()
            && !errors
                .iter()
                .any(|e| matches!(e, AddressError::UnknownGame(_)))
        {
            errors.insert(0, AddressError::MissingGame);
        }
        // What applies to which game: the solo puzzle and the size are Casbah's, the variant the
        // others'.
        let mismatch = |param: &str, g: GameKind| AddressError::NotForGame {
            param: param.into(),
            game: g.title().into(),
        };
        if let (Some(g), Some(_)) = (game, &characters)
            && g != GameKind::Robinson
        {
            errors.push(mismatch("characters", g));
        }
        match game {
            // The companion is a sheet kept by the group: no seats, opponents, size or variant.
            Some(GameKind::Robinson) => {
                for (param, given) in [
                    ("players", players.is_some()),
                    ("opponents", opponents.is_some()),
                    ("size", size.is_some()),
                    ("draft", draft.is_some()),
                    ("variant", variant.is_some()),
                ] {
                    if given {
                        errors.push(mismatch(param, GameKind::Robinson));
                    }
                }
            }
            Some(GameKind::Casbah)
                if variant.is_some() || (draft.is_some() && players == Some(1)) =>
            {
                if variant.is_some() {
                    errors.push(mismatch("variant", GameKind::Casbah));
                }
                if draft.is_some() && players == Some(1) {
                    errors.push(AddressError::DraftSolo);
                }
            }
            Some(g) if g != GameKind::Casbah => {
                if g == GameKind::Cabanes && variant.is_some() {
                    errors.push(mismatch("variant", g));
                }
                if size.is_some() {
                    errors.push(mismatch("size", g));
                }
                if draft.is_some() {
                    errors.push(mismatch("draft", g));
                }
                if let Some(n @ (0 | 1)) = players {
                    errors.push(AddressError::PlayersFor {
                        game: g.title().into(),
                        players: n,
                    });
                }
            }
            _ => {}
        }
        // Casbah alone is the solo puzzle, unless a draft order asks for a game.
        let solo_or_two = if game == Some(GameKind::Casbah) && draft.is_none() {
            1
        } else {
            2
        };
        match game {
            Some(game) if errors.is_empty() => Ok(EmbedConfig {
                game,
                lang,
                players: players.unwrap_or(solo_or_two),
                opponents: opponents.unwrap_or(SeatKind::Computer(Strength::Quick)),
                size: size.unwrap_or(Size::new(6, 6)),
                // The fair order unless the page asks for another (docs/balance.md).
                draft: draft.unwrap_or(DraftOrder::Drawn),
                variant: variant.unwrap_or(false),
                seed,
                characters: characters.unwrap_or_else(|| {
                    DEFAULT_CHARACTERS
                        .iter()
                        .map(|&character| CharacterSetup {
                            character,
                            life: DEFAULT_LIFE,
                        })
                        .collect()
                }),
            }),
            _ => Err(errors),
        }
    }

    /// The companion's fresh sheet: scenario 1 with the chosen characters, its woodpile
    /// ([`EMBED_WOODPILE`]), no pistol, and a starting beach with a food and a wood source and six
    /// spaces around it (2 to 7), which the group may number as it likes.
    pub fn robinson_setup(&self) -> RobinsonSetup {
        RobinsonSetup {
            scenario: Scenario::One,
            characters: self.characters.clone(),
            start: TileDecl::beach(1, (2..=7).collect(), vec![Source::Food, Source::Wood]),
            woodpile: EMBED_WOODPILE.to_vec(),
            cartridges: 0,
            edition: Edition::CURRENT,
        }
    }

    /// The seats: a human first, then the chosen opponents.
    pub fn seats(&self) -> Vec<PlayerConfig> {
        let mut seats = default_players(usize::from(self.players));
        for p in seats.iter_mut().skip(1) {
            p.kind = self.opponents;
        }
        seats
    }

    /// The id this embed saves under: the same page resumes the same game after a reload.
    pub fn save_id(&self, query: &str) -> String {
        // FNV-1a over the query: short, stable, and only a name.
        let hash = query
            .trim_start_matches('?')
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            });
        format!("embed-{hash:016x}")
    }
}

/// The seed of a new game: the page address's own (`casbah.html?seed=42` deals the same game
/// every time), else one drawn from the browser's randomness (the rules take theirs only from it).
/// A number nobody can guess (a seat's invitation token), never 0 and never from the page's
/// `seed` (which tests fix). 53 bits, so that it reads the same as a JSON number anywhere.
pub fn random_token() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return (platform::now() as u64) | 1;
    }
    (u64::from_le_bytes(bytes) >> 11).max(1)
}

pub fn random_seed() -> u64 {
    if let Some(seed) = PageQuery::current().seed {
        return seed;
    }
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return platform::now() as u64;
    }
    u64::from_le_bytes(bytes)
}

//! The embeddable table: `embed.html?game=casbah&lang=fr&players=2&seed=42` shows one game without
//! the app's chrome, sized to its frame, for an `<iframe>` in a blog post (see docs/embed.md).
//! Bad parameters give a clear message in the frame, never a blank one.

use tablee_rules::casbah::{DraftOrder, Size};
use tablee_rules::robinson::{
    Character, CharacterSetup, Edition, RobinsonSetup, Scenario, Source, TileDecl,
};
use tablee_rules::{Session, Strength};
use yew::prelude::*;

use crate::address::{AddressError, params};
use crate::game_kind::GameKind;
use crate::i18n::{Lang, LangContext};
use crate::seats::{PlayerConfig, SeatKind, default_players};
use crate::storage;

/// What the embedding page asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedConfig {
    pub game: GameKind,
    pub lang: Option<Lang>,
    pub players: u8,
    pub opponents: SeatKind,
    pub size: Size,
    /// Casbah's draft order: the rulebook's or the fair one the setup offers.
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
                draft: draft.unwrap_or_default(),
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
    pub fn seats(&self, l: Lang) -> Vec<PlayerConfig> {
        let mut seats = default_players(usize::from(self.players), l);
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

/// How the embedded game starts: from its save, or in memory when the browser refuses storage.
// The home page (embed.html) carries no game to embed.
#[cfg_attr(not(room), allow(dead_code))]
#[derive(Clone, PartialEq)]
enum Start {
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
fn start_session<G: storage::SavedGame>(
    (kind, id, l): (GameKind, &str, Lang),
    players: &[PlayerConfig],
    (setup, seed): (G::Setup, u64),
    in_memory: impl FnOnce(Session<G>) -> Html,
) -> Start {
    let session = match Session::<G>::new(setup.clone(), seed) {
        Ok(session) => session,
        Err(e) => return Start::Failed(G::refusal(&e, &setup, players, l)),
    };
    if storage::store(
        &storage::save_file(kind, id, players, &session),
        storage::check_as::<G>,
    )
    .is_ok()
        && storage::load(id, storage::check_as::<G>).is_ok()
    {
        Start::Saved(id.to_string(), kind)
    } else {
        Start::InMemory(in_memory(session))
    }
}

/// The dispatch point of the embedded rooms: each arm exists only in a build that carries its
/// game (the page forwards to the game's own embed page before it gets here).
#[allow(unreachable_patterns, unused_variables)]
fn start_game(config: &EmbedConfig, query: &str, l: Lang) -> Start {
    let id = config.save_id(query);
    if let Ok(save) = storage::load(&id, crate::rooms::check) {
        return Start::Saved(id, save.game);
    }
    let seed = config.seed.unwrap_or_else(crate::seats::random_seed);
    let players = config.seats(l);
    let seats = config.players;
    match config.game {
        #[cfg(feature = "drunter")]
        GameKind::Drunter => start_session(
            (GameKind::Drunter, &id, l),
            &players,
            (
                tablee_rules::drunter::DrunterSetup::new(seats, config.variant),
                seed,
            ),
            |s| crate::drunter::in_memory(&id, players.clone(), s),
        ),
        #[cfg(feature = "captn")]
        GameKind::CaptnClever => start_session(
            (GameKind::CaptnClever, &id, l),
            &players,
            (
                tablee_rules::captn::CaptnSetup::new(seats, config.variant),
                seed,
            ),
            |s| crate::captn::in_memory(&id, players.clone(), s),
        ),
        #[cfg(feature = "cabanes")]
        GameKind::Cabanes => start_session(
            (GameKind::Cabanes, &id, l),
            &players,
            (tablee_rules::cabanes::CabanesSetup { seats }, seed),
            |s| crate::cabanes::in_memory(&id, players.clone(), s),
        ),
        #[cfg(feature = "robinson")]
        GameKind::Robinson => {
            let group = crate::robinson::state::group(l);
            start_session(
                (GameKind::Robinson, &id, l),
                &group,
                (config.robinson_setup(), seed),
                |s| crate::robinson::in_memory(&id, group.clone(), s),
            )
        }
        #[cfg(feature = "casbah")]
        GameKind::Casbah => start_session(
            (GameKind::Casbah, &id, l),
            &players,
            (
                tablee_rules::casbah::CasbahSetup::new(config.size, seats).with_draft(config.draft),
                seed,
            ),
            |s| crate::casbah::in_memory(crate::casbah::Play::new(&id, players.clone(), s)),
        ),
        other => Start::Elsewhere(other),
    }
}

/// Sends the frame to the embed page of `game`, with the same parameters (a blog's old
/// `embed.html?game=…` link). True when it did.
fn forward_to(game: GameKind, query: &str) -> bool {
    web_sys::window().is_some_and(|w| {
        w.location()
            .replace(&format!("{}{query}", game.embed_page()))
            .is_ok()
    })
}

/// The whole embedded page: one game, or the reason it cannot be shown.
#[function_component(EmbedApp)]
pub fn embed_app() -> Html {
    let query = use_memo((), |_| {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default()
    });
    let parsed = use_memo((), {
        let query = query.clone();
        move |_| EmbedConfig::parse(&query)
    });
    // The embedding page decides the language (else the reader's browser); a switch inside the
    // frame is not remembered for other pages.
    let lang = use_state(|| Lang::requested(&query).unwrap_or_else(Lang::of_browser));
    let l = *lang;
    use_effect_with(l, move |l| l.apply_to_page());
    let start = use_memo((), {
        let (query, parsed) = (query.clone(), parsed.clone());
        move |_| {
            parsed.as_ref().as_ref().ok().map(|config| {
                if !config.game.here() && forward_to(config.game, &query) {
                    Start::Elsewhere(config.game)
                } else {
                    start_game(config, &query, l)
                }
            })
        }
    });
    let ctx = LangContext {
        lang: l,
        set: {
            let lang = lang.clone();
            Callback::from(move |x| lang.set(x))
        },
    };
    let body = match (&*parsed, &*start) {
        (Err(errors), _) => html! {
            <div class="embed-error" role="alert">
                <h1>{ l.t("This game cannot be shown", "Impossible d'afficher ce jeu") }</h1>
                <ul>{ for errors.iter().map(|e| html! { <li>{ e.describe(l) }</li> }) }</ul>
                <p>{ l.t("Example: ", "Exemple : ") }<code>{ "embed.html?game=casbah&lang=fr&players=2&seed=42" }</code></p>
            </div>
        },
        (_, Some(Start::Saved(id, game))) => crate::rooms::table(*game, id).unwrap_or_default(),
        (_, Some(Start::Elsewhere(_))) => html! {},
        (_, Some(Start::InMemory(table))) => table.clone(),
        (_, Some(Start::Failed(message))) => {
            html! { <div class="embed-error" role="alert">{ message }</div> }
        }
        (Ok(_), None) => html! {},
    };
    html! {
        <ContextProvider<LangContext> context={ctx}>
            <main class="embed">{ body }</main>
        </ContextProvider<LangContext>>
    }
}

//! The corpus of broken saves and URLs (tests/data/bad_input.json): each gives the message it must.

use serde::Deserialize;
use tablee::address::EmbedConfig;
use tablee::route::Route;
use tablee::storage;

#[derive(Deserialize)]
struct Case {
    name: String,
    kind: String,
    input: String,
    message: String,
}

fn outcome(case: &Case) -> String {
    match case.kind.as_str() {
        "save" => match storage::read(&case.input, tablee::rooms::check) {
            Ok(_) => "ok".into(),
            Err(e) => e.to_string(),
        },
        "embed" => match EmbedConfig::parse(&case.input) {
            Ok(_) => "ok".into(),
            Err(errors) => errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "),
        },
        "route" => match Route::parse(&case.input) {
            Route::NotFound(path) => format!("page not found: {path}"),
            other => format!("{other:?}"),
        },
        other => panic!("unknown kind {other}"),
    }
}

#[test]
fn every_broken_input_gives_its_message() {
    let cases: Vec<Case> = serde_json::from_str(include_str!("data/bad_input.json")).unwrap();
    let broken = cases.iter().filter(|c| c.message != "ok").count();
    assert!(
        broken >= 20,
        "the corpus must hold at least 20 broken saves and URLs, has {broken}"
    );
    let mut failures = Vec::new();
    for case in &cases {
        let got = outcome(case);
        if got != case.message {
            failures.push(format!(
                "{}:\n  expected: {}\n  got:      {got}",
                case.name, case.message
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_message_has_a_french_version() {
    let cases: Vec<Case> = serde_json::from_str(include_str!("data/bad_input.json")).unwrap();
    for case in cases.iter().filter(|c| c.kind == "save") {
        if let Err(e) = storage::read(&case.input, tablee::rooms::check) {
            assert_ne!(
                e.describe(tablee::i18n::Lang::Fr),
                e.to_string(),
                "{}",
                case.name
            );
        }
    }
    for case in cases.iter().filter(|c| c.kind == "embed") {
        if let Err(errors) = EmbedConfig::parse(&case.input) {
            for e in errors {
                assert_ne!(
                    e.describe(tablee::i18n::Lang::Fr),
                    e.to_string(),
                    "{}",
                    case.name
                );
            }
        }
    }
}

/// What a parser says (serde's words), which a player must never read in a message.
const PARSER_WORDS: [&str; 7] = [
    "`",
    "expected",
    "invalid type",
    "invalid value",
    "unknown field",
    "missing field",
    "at line",
];

#[test]
fn no_message_shows_parser_text_only_its_details_do() {
    use tablee::i18n::Lang;
    let cases: Vec<Case> = serde_json::from_str(include_str!("data/bad_input.json")).unwrap();
    let mut details = 0;
    for case in cases.iter().filter(|c| c.kind == "save") {
        let Err(e) = storage::read(&case.input, tablee::rooms::check) else {
            continue;
        };
        for l in [Lang::En, Lang::Fr] {
            let message = e.describe(l);
            for word in PARSER_WORDS {
                assert!(!message.contains(word), "{}: {message}", case.name);
            }
        }
        if let storage::LoadError::Damaged(_) | storage::LoadError::Moves(_) = e {
            assert!(
                e.details().is_some_and(|d| !d.is_empty()),
                "{}: the parser's account goes to the details",
                case.name
            );
            details += 1;
        }
    }
    assert!(details >= 5, "{details} saves with details in the corpus");
}

#[test]
fn an_error_in_english_is_its_display() {
    let cases: Vec<Case> = serde_json::from_str(include_str!("data/bad_input.json")).unwrap();
    let mut saves = std::collections::HashSet::new();
    for case in cases.iter().filter(|c| c.kind == "save") {
        if let Err(e) = storage::read(&case.input, tablee::rooms::check) {
            assert_eq!(
                e.describe(tablee::i18n::Lang::En),
                e.to_string(),
                "{}",
                case.name
            );
            saves.insert(std::mem::discriminant(&e));
        }
    }
    assert!(
        saves.len() >= 6,
        "the corpus names {} kinds of save errors",
        saves.len()
    );
    let mut seen = std::collections::HashSet::new();
    for case in cases.iter().filter(|c| c.kind == "embed") {
        for e in EmbedConfig::parse(&case.input).err().unwrap_or_default() {
            assert_eq!(
                e.describe(tablee::i18n::Lang::En),
                e.to_string(),
                "{}",
                case.name
            );
            seen.insert(std::mem::discriminant(&e));
        }
    }
    // Every kind of error but the missing game (the address without one is the home's).
    assert!(
        seen.len() >= 12,
        "the corpus names {} kinds of embed errors",
        seen.len()
    );
}

#[test]
fn embed_parameters_are_read_whatever_their_case() {
    use tablee::i18n::Lang;
    let lower = EmbedConfig::parse("?game=drunter&lang=fr&players=3&variant=yes&opponents=strong")
        .expect("the lower-case address is valid");
    let upper = EmbedConfig::parse("?Game=Drunter&LANG=FR&Players=3&VARIANT=Yes&Opponents=STRONG")
        .expect("the same address, capitalised, is valid");
    assert_eq!(upper, lower);
    assert_eq!(upper.lang, Some(Lang::Fr));
    assert_eq!(Lang::requested("?Game=Drunter&LANG=FR"), Some(Lang::Fr));
    let casbah = EmbedConfig::parse("?GAME=Casbah&Size=5X7").expect("valid");
    assert_eq!(casbah.size, tablee_rules::casbah::Size::new(5, 7));
    // A name given twice in two cases is still given twice; a bad value is quoted as written.
    let errors = EmbedConfig::parse("?game=casbah&Game=drunter&Lang=XX").unwrap_err();
    let said: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "the parameter game is given twice",
            "lang must be en or fr, not \"XX\""
        ]
    );
}

#[test]
fn an_embedded_casbah_takes_its_draft_order() {
    use tablee_rules::casbah::DraftOrder;
    let snake = EmbedConfig::parse("?game=casbah&draft=Snake").expect("valid");
    assert_eq!(snake.draft, DraftOrder::Snake);
    // A draft order asks for a game, not the solo puzzle.
    assert_eq!(snake.players, 2);
    let rulebook = EmbedConfig::parse("?game=casbah&players=4&draft=rulebook").expect("valid");
    assert_eq!(rulebook.draft, DraftOrder::Rulebook);
    assert_eq!(rulebook.players, 4);
    let drawn = EmbedConfig::parse("?game=casbah&players=3&draft=drawn").expect("valid");
    assert_eq!(drawn.draft, DraftOrder::Drawn);
    // The rotating order stays the harness's: the embed refuses it, naming the three it takes.
    assert!(matches!(
        EmbedConfig::parse("?game=casbah&draft=rotating"),
        Err(e) if e.iter().any(|e| e.describe(tablee::i18n::Lang::En) == "draft must be rulebook, snake or drawn, not \"rotating\"")
    ));
    let plain = EmbedConfig::parse("?game=casbah").expect("valid");
    assert_eq!(plain.players, 1);
    // A game that names no order gets the fair one.
    let game = EmbedConfig::parse("?game=casbah&players=2").expect("valid");
    assert_eq!((game.draft, game.players), (DraftOrder::Drawn, 2));
}

#[test]
fn the_embedded_companion_is_a_fresh_scenario_1_sheet_of_the_chosen_characters() {
    use tablee::address::DEFAULT_LIFE;
    use tablee_rules::robinson::{Character, CharacterSetup, Robinson, Scenario};
    use tablee_rules::{Game, Session};

    let config = EmbedConfig::parse("?game=Robinson&characters=Cook:13,explorer,DOG&lang=fr")
        .expect("valid");
    assert_eq!(
        config.characters,
        vec![
            CharacterSetup {
                character: Character::Cook,
                life: 13
            },
            CharacterSetup {
                character: Character::Explorer,
                life: DEFAULT_LIFE
            },
            CharacterSetup {
                character: Character::Dog,
                life: DEFAULT_LIFE
            },
        ]
    );
    let session =
        Session::<Robinson>::new(config.robinson_setup(), 7).expect("the engine accepts it");
    assert_eq!(session.game().setup().scenario, Scenario::One);
    assert_eq!(session.game().round(), 1);
    // Without characters: two castaways, each with the default life.
    let plain = EmbedConfig::parse("?game=robinson").expect("valid");
    assert_eq!(plain.characters.len(), 2);
    assert!(Session::<Robinson>::new(plain.robinson_setup(), 1).is_ok());
    // A name twice, a life of 0 or an empty name are refused.
    for bad in [
        "cook,cook",
        "cook:0",
        "cook,carpenter,explorer,soldier,friday,dog,cook",
        "cook,carpenter,explorer,soldier:12,",
    ] {
        assert!(
            EmbedConfig::parse(&format!("?game=robinson&characters={bad}")).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn a_game_page_reads_its_seed_and_language_and_reports_anything_else() {
    use tablee::address::{AddressError, PageQuery};
    use tablee::i18n::Lang;
    let bad = PageQuery::parse("?seed=-1");
    assert_eq!(bad.seed, None);
    assert_eq!(bad.errors, vec![AddressError::Seed("-1".into())]);
    assert_eq!(
        bad.errors[0].describe(Lang::Fr),
        "seed doit être un nombre entier de 0 à 18446744073709551615, pas « -1 »"
    );
    let good = PageQuery::parse("?seed=42&lang=FR");
    assert_eq!(
        (good.seed, good.lang, good.errors),
        (Some(42), Some(Lang::Fr), vec![])
    );
    assert_eq!(
        PageQuery::parse("?size=6x6&seed=1&seed=2&lang=de").errors,
        vec![
            AddressError::Repeated("seed".into()),
            AddressError::NotOnPage("size".into()),
            AddressError::Lang("de".into()),
        ]
    );
    assert_eq!(PageQuery::parse(""), PageQuery::default());
    // A link shared on a social site keeps working without a notice.
    assert_eq!(
        PageQuery::parse("?utm_source=blog&fbclid=x1"),
        PageQuery::default()
    );
}

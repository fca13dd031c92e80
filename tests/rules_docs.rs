//! The rules documents the pages fetch (`static/rules/<game>.<lang>.html`, src/rules_doc.rs):
//! one per game and language, each an article in its language under the game's title, both
//! languages with the same sections, every section a step's "?" opens among them, and nothing in
//! them that the page would run.

use std::collections::BTreeSet;

use tablee::game_kind::GameKind;

/// The games whose rules are documents, with their app folder (named after their feature): every
/// game of the shelf but the Robinson companion, whose rulings are searched in its code.
fn documented() -> impl Iterator<Item = (GameKind, &'static str)> {
    GameKind::SHELF
        .iter()
        .filter(|g| **g != GameKind::Robinson)
        .map(|g| (*g, g.feature()))
}

fn read(path: &str) -> String {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn document(game: GameKind, lang: &str) -> String {
    read(&format!("static/rules/{}.{lang}.html", game.slug()))
}

/// Every `id="…"` of a document.
fn ids(html: &str) -> BTreeSet<String> {
    html.split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_game_has_its_rules_in_both_languages_under_its_title() {
    for (game, _) in documented() {
        for (lang, rules) in [("en", "the rules"), ("fr", "les règles")] {
            let doc = document(game, lang);
            assert!(
                doc.starts_with(&format!("<article lang=\"{lang}\" class=\"rules")),
                "{} {lang}: not an article in its language",
                game.slug()
            );
            let title = format!("<h1>{} — {rules}</h1>", game.title().replace('&', "&amp;"));
            assert!(doc.contains(&title), "{} {lang}: no {title}", game.slug());
            assert!(doc.trim_end().ends_with("</article>"));
        }
    }
}

#[test]
fn both_languages_have_the_same_sections_and_nothing_that_runs() {
    assert!(has_handler("<p class=\"x\" onclick=\"go()\">a</p>"));
    assert!(!has_handler("<p>once upon a time, on=off</p>"));
    for (game, _) in documented() {
        let (en, fr) = (document(game, "en"), document(game, "fr"));
        assert!(!ids(&en).is_empty(), "{}: no sections", game.slug());
        assert_eq!(ids(&en), ids(&fr), "{}", game.slug());
        for doc in [&en, &fr] {
            let lower = doc.to_lowercase();
            for running in ["<script", "<iframe", "<object", "javascript:"] {
                assert!(!lower.contains(running), "{}: {running}", game.slug());
            }
            assert!(!has_handler(&lower), "{}: an event handler", game.slug());
        }
    }
}

/// Whether some tag has an `on…=` attribute.
fn has_handler(html: &str) -> bool {
    html.split('<').skip(1).any(|tag| {
        let tag = tag.split('>').next().unwrap_or_default();
        tag.split_whitespace().skip(1).any(|attribute| {
            attribute.starts_with("on")
                && attribute.split('=').next().is_some_and(|name| {
                    name.len() > 2 && name.chars().all(|c| c.is_ascii_alphabetic())
                })
                && attribute.contains('=')
        })
    })
}

/// The sections the game's how-to-play line names, read from its `steps.rs` (a game's steps
/// name them as literals; Les Cabanes' are also checked over real games in cabanes_rules.rs).
fn step_sections(folder: &str) -> BTreeSet<String> {
    let steps = read(&format!("src/{folder}/steps.rs"));
    let mut sections = BTreeSet::new();
    for line in steps.lines().filter(|l| l.contains("section")) {
        for literal in line.split('"').skip(1).step_by(2) {
            sections.insert(literal.to_string());
        }
    }
    sections
}

#[test]
fn every_step_s_question_mark_opens_a_section_of_the_document() {
    for (game, folder) in documented() {
        let sections = step_sections(folder);
        assert!(!sections.is_empty(), "{folder}: no steps read");
        for lang in ["en", "fr"] {
            let present = ids(&document(game, lang));
            for section in &sections {
                assert!(
                    present.contains(section),
                    "{} {lang}: no #{section}",
                    game.slug()
                );
            }
        }
    }
}

//! Every game of the shelf is reached by every dispatch: a game left out of one list (the kinds,
//! the rooms, the cargo features, the build script, the pages script, the embed) fails here (the
//! rules pages, which need a browser, in `tests/web.rs`).

use tablee::game_kind::GameKind;
use tablee::i18n::Lang;
use tablee::rooms;
use tablee::storage::{FORMAT, LoadError, SaveFile};

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A save of `game` whose moves are not a record: only its own engine's check can say so.
fn unreadable_save(game: GameKind) -> SaveFile {
    SaveFile {
        format: FORMAT,
        id: "x".into(),
        game,
        updated: 1_700_000_000_000.0,
        players: Vec::new(),
        over: false,
        record: serde_json::json!({ "not": "a record" }),
        redo: serde_json::Value::Null,
        sealed: None,
    }
}

#[test]
fn the_app_built_with_every_room_dispatches_every_game() {
    assert!(GameKind::every_room_here());
    for &game in GameKind::SHELF {
        assert_eq!(GameKind::from_slug(game.slug()), Some(game));
        assert!(rooms::table(game, "x").is_some(), "{game:?} has no table");
        assert!(
            rooms::setup(game, Lang::En).is_some(),
            "{game:?} has no setup"
        );
        // Its own engine replays its saves: a save it cannot read is refused for its moves, not
        // sent to another page.
        match rooms::check(&unreadable_save(game)) {
            Err(LoadError::Moves(_)) => {}
            other => panic!("{game:?}: {other:?}"),
        }
    }
}

#[test]
fn every_game_has_its_features_its_pages_and_its_embed() {
    let cargo = read("Cargo.toml");
    let features = cargo
        .split("[features]")
        .nth(1)
        .and_then(|f| f.split("\n[").next())
        .expect("Cargo.toml has features");
    let default = features
        .lines()
        .find(|l| l.starts_with("default"))
        .expect("a default feature set");
    let build = read("build.rs");
    let pages = read("scripts/pages.mjs");
    for &game in GameKind::SHELF {
        for feature in [game.feature(), game.guide_feature()] {
            // A room's feature may bring shared parts with it (`robinson = ["remote"]`).
            assert!(
                features.contains(&format!("\n{feature} = [")),
                "Cargo.toml lacks the feature {feature}"
            );
            assert!(
                default.contains(&format!("\"{feature}\"")),
                "the default build lacks {feature}"
            );
        }
        let table_feature = game.feature().to_uppercase().replace('-', "_");
        assert!(
            build.contains(&format!("\"{table_feature}\"")),
            "build.rs does not count {table_feature} among the tables"
        );
        assert!(
            pages.contains(&format!(
                "name: \"{}\", feature: \"{}\"",
                game.slug(),
                game.feature()
            )),
            "scripts/pages.mjs has no page for {game:?}"
        );
        let guide = game.guide_page();
        let guide_name = guide.trim_end_matches(".html");
        assert!(
            pages.contains(&format!(
                "name: \"{guide_name}\", feature: \"{}\"",
                game.guide_feature()
            )),
            "scripts/pages.mjs has no page for {game:?}'s setup and rules"
        );
        let embedded = tablee::address::EmbedConfig::parse(&format!("?game={}", game.slug()))
            .unwrap_or_else(|e| panic!("the embed refuses {game:?}: {e:?}"));
        assert_eq!(embedded.game, game);
    }
}

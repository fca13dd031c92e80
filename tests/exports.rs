//! The file Export offers of a game under way (docs/architecture.md, "Saves"): it shows no
//! seat's secret (Capt'n Clever's targets, Drunter & Drüber's goals and ballots) and no hidden
//! order (Les Cabanes' piles), and imported it plays on; a finished game and an old file go as
//! they are.
#![cfg(not(target_arch = "wasm32"))]

use tablee::i18n::Lang;
use tablee::seats::{PlayerConfig, SeatKind, default_players};
use tablee::storage::{self, SaveFile, SavedGame};
use tablee_rules::cabanes::{Cabanes, CabanesSetup};
use tablee_rules::captn::{Captn, CaptnSetup};
use tablee_rules::drunter::{Drunter, DrunterAction, DrunterSetup, Phase};
use tablee_rules::{Game, Record, SeededRng, Session};

fn humans(n: usize) -> Vec<PlayerConfig> {
    let mut players = default_players(n);
    for p in &mut players {
        p.kind = SeatKind::Human;
    }
    players
}

/// The save of `session` as its page stores it, for `seats` players.
fn save_of<G: SavedGame>(session: &Session<G>, seats: usize) -> SaveFile {
    SaveFile {
        format: storage::FORMAT,
        id: "g1".into(),
        game: G::KIND,
        updated: 1_700_000_000_000.0,
        players: humans(seats),
        over: session.game().is_over(),
        record: serde_json::to_value(session.record()).unwrap(),
        redo: serde_json::to_value(session.redo_stack()).unwrap(),
        sealed: None,
    }
}

/// The text of the file Export offers, with what the game's page noted on the shelf.
fn export_text(save: &SaveFile) -> String {
    let summary = tablee::rooms::check(save).unwrap();
    serde_json::to_string(&storage::exported(save, summary.shown.as_deref())).unwrap()
}

/// The file imported (a fresh seed drawn for what it deals anew): its game, every move checked.
fn import<G: SavedGame>(text: &str, seed: u64) -> (SaveFile, Session<G>) {
    let save = storage::unsealed(storage::parse(text).unwrap(), seed).unwrap();
    tablee::rooms::check(&save).unwrap();
    let session = storage::session_of::<G>(&save).unwrap();
    (save, session)
}

/// Plays the seat to move's first legal action `n` times (or to the end): the game goes on.
fn plays_on<G: Game>(session: &mut Session<G>, n: usize) {
    for _ in 0..n {
        let Some(action) = session.game().legal_actions().first().cloned() else {
            return;
        };
        session.play(action).unwrap();
    }
}

/// Plays at random until `stop` holds, or the game ends.
fn play_until<G: Game>(session: &mut Session<G>, rng: &mut SeededRng, stop: impl Fn(&G) -> bool) {
    while !session.game().is_over() && !stop(session.game()) {
        let action = rng.choose(&session.game().legal_actions()).unwrap().clone();
        session.play(action).unwrap();
    }
}

/// What no file of a game under way may show: its record, moves or seed in plain text.
fn assert_sealed(text: &str, secrets: &[&str]) {
    for word in ["\"turns\"", "\"seed\"", "\"setup\""].iter().chain(secrets) {
        assert!(!text.contains(word), "the file shows {word}: {text}");
    }
    let file: serde_json::Value = serde_json::from_str(text).unwrap();
    assert!(file["record"].is_null() && file["redo"].is_null());
    assert!(file["sealed"].is_string());
}

#[test]
fn a_captn_export_under_way_shows_no_target_and_imported_plays_on() {
    let mut session = Session::<Captn>::new(CaptnSetup::new(3, false), 8).unwrap();
    let mut rng = SeededRng::new(8);
    // Past the opening choices and two turns: three secret targets chosen.
    let chosen = |g: &Captn| {
        (0..3).all(|s| g.target(tablee_rules::Seat(s)).is_some()) && g.phase().fresh_turn()
    };
    play_until(&mut session, &mut rng, chosen);
    plays_on(&mut session, 4);
    let save = save_of(&session, 3);
    assert!(
        serde_json::to_string(&save)
            .unwrap()
            .contains("ChooseTarget")
    );
    let text = export_text(&save);
    assert_sealed(&text, &["ChooseTarget", "island"]);
    let (imported, mut again) = import::<Captn>(&text, 99);
    assert_eq!(
        again.record(),
        session.record(),
        "the same game, its seed kept"
    );
    assert_eq!(imported.players, save.players);
    plays_on(&mut again, 30);
    assert!(again.record().turns.len() > session.record().turns.len());
}

#[test]
fn a_captn_variant_export_carries_no_seed_and_its_decks_are_dealt_anew_on_import() {
    let mut session = Session::<Captn>::new(CaptnSetup::new(2, true), 5).unwrap();
    plays_on(&mut session, 12);
    let text = export_text(&save_of(&session, 2));
    assert_sealed(&text, &[]);
    let (_, again) = import::<Captn>(&text, 77);
    assert_eq!(again.record().seed, 77, "the seed drawn on import");
    for s in 0..2 {
        let seat = tablee_rules::Seat(s);
        assert_eq!(again.game().view(seat), session.game().view(seat));
    }
}

#[test]
fn a_drunter_export_under_way_shows_no_goal_nor_ballot_and_imported_plays_on() {
    let mut found = None;
    for seed in 0..40 {
        let mut session = Session::<Drunter>::new(DrunterSetup::new(3, false), seed).unwrap();
        let mut rng = SeededRng::new(seed);
        // A vote under way, one ballot cast and not yet shown.
        let ballot_cast = |g: &Drunter| {
            matches!(g.phase(), Phase::Vote { ballots, revealed: false, .. }
                if ballots.iter().any(Option::is_some))
        };
        play_until(&mut session, &mut rng, ballot_cast);
        if ballot_cast(session.game()) {
            found = Some(session);
            break;
        }
    }
    let session = found.expect("a vote under way in one of 40 games");
    let save = save_of(&session, 3);
    let clear = serde_json::to_string(&save).unwrap();
    assert!(clear.contains("\"Vote\"") && clear.contains("\"seed\""));
    let text = export_text(&save);
    assert_sealed(&text, &["Vote", "cards"]);
    let (_, mut again) = import::<Drunter>(&text, 3);
    assert_eq!(again.record(), session.record());
    plays_on(&mut again, 20);
    assert!(again.record().turns.len() > session.record().turns.len());
}

#[test]
fn a_drunter_variant_export_shows_no_kept_goal() {
    let mut session = Session::<Drunter>::new(DrunterSetup::new(2, true), 6).unwrap();
    let mut rng = SeededRng::new(6);
    let one_kept =
        |g: &Drunter| matches!(g.phase(), Phase::Keep { kept } if kept.iter().any(Option::is_some));
    play_until(&mut session, &mut rng, one_kept);
    assert!(one_kept(session.game()), "the keep under way");
    let kept = session
        .record()
        .turns
        .iter()
        .any(|t| matches!(t.action, DrunterAction::Keep { .. }));
    assert!(kept);
    assert_sealed(&export_text(&save_of(&session, 2)), &["Keep", "goal"]);
}

#[test]
fn a_cabanes_export_under_way_carries_no_pile_order_and_imported_deals_the_rest_anew() {
    let mut session = Session::<Cabanes>::new(CabanesSetup { seats: 3 }, 17).unwrap();
    plays_on(&mut session, 15);
    let game = session.game();
    let text = export_text(&save_of(&session, 3));
    assert_sealed(&text, &[]);
    // Inside the seal too, only what the piles have shown: no seed, no hidden tile.
    let file = storage::parse(&text).unwrap();
    let inside = tablee::seal::unseal(file.sealed.as_deref().unwrap()).unwrap();
    let inside: serde_json::Value = serde_json::from_str(&inside).unwrap();
    assert!(inside["record"].get("seed").is_none());
    let shown: Vec<Vec<u16>> = serde_json::from_value(inside["record"]["shown"].clone()).unwrap();
    for (pile, shown) in game.piles_secret().iter().zip(&shown) {
        let below_top = pile.len().saturating_sub(1);
        for hidden in pile.iter().take(below_top) {
            assert!(
                !shown.contains(&u16::from(hidden.0)),
                "tile {} is hidden",
                hidden.0
            );
        }
    }
    // Imported twice with two seeds: the same table, two new orders below the tops.
    let (_, one) = import::<Cabanes>(&text, 1);
    let (_, two) = import::<Cabanes>(&text, 2);
    for again in [&one, &two] {
        for s in 0..3 {
            let seat = tablee_rules::Seat(s);
            assert_eq!(again.game().view(seat), game.view(seat));
        }
    }
    assert_ne!(one.game().piles_secret(), two.game().piles_secret());
    let mut one = one;
    plays_on(&mut one, 40);
    assert!(one.record().turns.len() > session.record().turns.len());
}

#[test]
fn a_cabanes_export_whose_shelf_line_is_missing_is_sealed_with_its_seed() {
    let mut session = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 4).unwrap();
    plays_on(&mut session, 6);
    let text = serde_json::to_string(&storage::exported(&save_of(&session, 2), None)).unwrap();
    assert_sealed(&text, &[]);
    let (_, again) = import::<Cabanes>(&text, 50);
    assert_eq!(again.record(), session.record());
}

#[test]
fn a_finished_game_exports_whole_and_an_old_clear_file_imports_as_before() {
    let mut session = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 12).unwrap();
    plays_on(&mut session, 1000);
    assert!(session.game().is_over());
    let save = save_of(&session, 2);
    assert_eq!(storage::exported(&save, None), save);
    // A file exported before the seal (format 2, its record in clear) opens as it did.
    let mut old = Session::<Captn>::new(CaptnSetup::new(2, false), 3).unwrap();
    plays_on(&mut old, 8);
    let mut text = serde_json::to_value(save_of(&old, 2)).unwrap();
    text["format"] = 2.into();
    text.as_object_mut().unwrap().remove("sealed");
    let (imported, again) = import::<Captn>(&text.to_string(), 1);
    assert_eq!(imported.record, save_of(&old, 2).record);
    let record: Record<Captn> = serde_json::from_value(imported.record).unwrap();
    assert_eq!(again.record(), &record);
}

#[test]
fn a_sealed_file_altered_is_kept_out_with_its_reason() {
    let mut session = Session::<Captn>::new(CaptnSetup::new(2, false), 3).unwrap();
    plays_on(&mut session, 8);
    let mut file = storage::exported(&save_of(&session, 2), None);
    file.sealed = file.sealed.map(|s| s[..s.len() - 6].to_string());
    let error = storage::unsealed(file, 1).unwrap_err();
    assert!(matches!(error, storage::LoadError::Moves(_)));
    assert_eq!(
        error.describe(Lang::En),
        "This save was altered: its moves cannot be read."
    );
}

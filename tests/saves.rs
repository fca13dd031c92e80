//! What the shelf says of a save (game, options, progress, scores, time of the last move), the
//! redo stack kept in the save, and whose undo the Undo button is in pass-and-play.

use tablee::game_kind::GameKind;
use tablee::i18n::Lang;
use tablee::seats::{
    PlayerConfig, SeatKind, default_players, undo_seat, undo_seat_behind_curtains,
};
use tablee::storage::{self, Listed, Options, SaveFile, Unit};
use tablee_rules::cabanes::{Cabanes, CabanesAction, CabanesSetup};
use tablee_rules::captn::{BoardMap, Captn, CaptnAction, CaptnSetup, SeaLayout, Treasure};
use tablee_rules::casbah::{Casbah, CasbahSetup, DraftOrder, Phase, Size};
use tablee_rules::drunter::{Drunter, DrunterSetup};
use tablee_rules::{Game, Seat, Session, Strength};

fn envelope<G: Game>(
    game: GameKind,
    id: &str,
    players: &[PlayerConfig],
    s: &Session<G>,
) -> SaveFile {
    SaveFile {
        format: storage::FORMAT,
        id: id.into(),
        game,
        updated: 1_700_000_000_000.0,
        players: players.to_vec(),
        over: s.game().is_over(),
        record: serde_json::to_value(s.record()).unwrap(),
        redo: serde_json::to_value(s.redo_stack()).unwrap(),
        sealed: None,
    }
}

fn play_first<G: Game>(s: &mut Session<G>, n: usize) {
    for _ in 0..n {
        let a = s.game().legal_actions()[0].clone();
        s.play(a).unwrap();
    }
}

fn humans(n: usize) -> Vec<PlayerConfig> {
    let mut players = default_players(n);
    for p in &mut players {
        p.kind = SeatKind::Human;
    }
    players
}

#[test]
fn a_casbah_save_names_its_size_moves_scores_and_who_plays() {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(5, 4), 2), 9).unwrap();
    play_first(&mut s, 3);
    let players = humans(2);
    let summary = tablee::rooms::check(&envelope(GameKind::Casbah, "c", &players, &s)).unwrap();
    assert_eq!(
        summary.options,
        Options::Size {
            width: 5,
            height: 4,
            solo: false,
            draft: DraftOrder::Rulebook,
        }
    );
    assert_eq!(summary.moves, 3);
    assert_eq!(summary.to_move, s.game().to_move());
    assert_eq!(
        summary.scores,
        Some((Unit::Points, vec![0, 0])),
        "nothing built during the draft"
    );
    assert_eq!(tablee::home::options_text(summary.options, Lang::Fr), "5×4");
    let next = tablee::seats::name(&players, s.game().to_move().unwrap());
    assert_eq!(
        tablee::home::progress_text(&summary, &players, Lang::En),
        format!("3 moves played · {next} to play")
    );
    assert_eq!(
        tablee::home::progress_text(&summary, &players, Lang::Fr),
        format!("3 coups joués · à {next} de jouer")
    );
}

#[test]
fn a_casbah_save_names_its_draft_on_the_shelf_unless_it_is_the_rulebook_s() {
    let setup = CasbahSetup::new(Size::new(6, 6), 3).with_draft(DraftOrder::Snake);
    let mut s = Session::<Casbah>::new(setup, 2).unwrap();
    play_first(&mut s, 4);
    // A snake draft for three runs 1-2-3, 3-2-1: the fifth pick is the second seat's.
    assert_eq!(s.game().to_move(), Some(Seat(1)));
    let drawn = CasbahSetup::new(Size::new(9, 4), 2).with_draft(DraftOrder::Drawn);
    let drawn = Session::<Casbah>::new(drawn, 2).unwrap();
    for (session, seats, en, fr) in [
        (&s, 3, "6×6, snake draft", "6×6, choix en serpent"),
        (&drawn, 2, "9×4, drawn draft", "9×4, ordre tiré au sort"),
    ] {
        let save = envelope(GameKind::Casbah, "c", &humans(seats), session);
        let summary = tablee::rooms::check(&save).unwrap();
        assert_eq!(tablee::home::options_text(summary.options, Lang::En), en);
        assert_eq!(tablee::home::options_text(summary.options, Lang::Fr), fr);
    }
    // A summary written before there was a choice reads as the rulebook's draft.
    let old: Options =
        serde_json::from_str(r#"{"Size":{"width":6,"height":6,"solo":false}}"#).unwrap();
    assert_eq!(tablee::home::options_text(old, Lang::En), "6×6");
}

#[test]
fn a_drunter_save_keeps_its_secret_scores_until_the_end() {
    let mut s = Session::<Drunter>::new(DrunterSetup::new(3, true), 4).unwrap();
    play_first(&mut s, 2);
    let summary = tablee::rooms::check(&envelope(GameKind::Drunter, "d", &humans(3), &s)).unwrap();
    assert_eq!(summary.options, Options::Variant(true));
    assert_eq!(summary.moves, 2);
    assert_eq!(summary.scores, None, "scores come from secret goals");
    assert_eq!(
        tablee::home::options_text(summary.options, Lang::En),
        "Variant"
    );
}

#[test]
fn a_captn_save_counts_each_players_treasures() {
    let s = Session::<Captn>::new(CaptnSetup::new(2, false), 4).unwrap();
    let summary =
        tablee::rooms::check(&envelope(GameKind::CaptnClever, "k", &humans(2), &s)).unwrap();
    assert_eq!(summary.options, Options::Variant(false));
    assert_eq!(summary.moves, 0);
    assert_eq!(summary.scores, Some((Unit::Treasures, vec![0, 0])));
    assert_eq!(
        tablee::home::score_text(Unit::Treasures, 1, Lang::En),
        "1 treasure"
    );
    assert_eq!(
        tablee::home::score_text(Unit::Points, 0, Lang::Fr),
        "0 point"
    );
    assert_eq!(
        tablee::home::score_text(Unit::Points, 12, Lang::Fr),
        "12 points"
    );
}

#[test]
fn a_captn_save_from_before_the_second_sea_opens_on_the_first() {
    // Placed on the first sea's map-bottle lane, its twentieth: the later seas have fourteen.
    let first = CaptnSetup {
        sea: SeaLayout::First,
        ..CaptnSetup::new(2, false)
    };
    let mut s = Session::<Captn>::new(first, 4).unwrap();
    let board = BoardMap::of_layout(SeaLayout::First).unwrap();
    let map = board.island_of(Treasure::Map).unwrap();
    let bottle = board.island_of(Treasure::Bottle).unwrap();
    let lane = board.position_between(map, bottle).unwrap();
    assert_eq!(lane.0, 19);
    s.play(CaptnAction::PlaceCaptain { island: map }).unwrap();
    s.play(CaptnAction::PlaceShip { position: lane }).unwrap();
    let mut save = envelope(GameKind::CaptnClever, "k", &humans(2), &s);
    // Saves of that time name no sea.
    save.record["setup"].as_object_mut().unwrap().remove("sea");
    let read = storage::read(&serde_json::to_string(&save).unwrap(), tablee::rooms::check).unwrap();
    assert_eq!(tablee::rooms::check(&read).unwrap().moves, 2);
    let back: Session<Captn> = storage::session_of(&read).unwrap();
    assert_eq!(back.game().setup().sea, SeaLayout::First);
    assert_eq!(back.game().board(), &board);
    assert_eq!(back.game().pieces().ship(Seat(0)), Some(lane));
    // A new game is on the current sea, and its save says so.
    let new = Session::<Captn>::new(CaptnSetup::new(2, false), 4).unwrap();
    assert_eq!(new.game().board(), &BoardMap::sea().unwrap());
    let save = envelope(GameKind::CaptnClever, "n", &humans(2), &new);
    assert_eq!(save.record["setup"]["sea"], "Third");
}

#[test]
fn a_finished_two_player_captn_save_from_before_the_last_turn_keeps_its_winner() {
    // Seed 1: the first seat lays his ninth treasure first. Saves of that time name no last turn:
    // the game ended there, and still does.
    let before = CaptnSetup {
        last_turn: false,
        ..CaptnSetup::new(2, true)
    };
    let mut s = Session::<Captn>::new(before, 1).unwrap();
    let mut rng = tablee_rules::SeededRng::new(1);
    while let Some(seat) = s.game().to_move() {
        let action = tablee_rules::captn::ai::quick_action(&s.game().view(seat), &mut rng).unwrap();
        s.play(action).unwrap();
    }
    assert_eq!(s.game().winners(), &[Seat(0)]);
    let mut save = envelope(GameKind::CaptnClever, "old", &humans(2), &s);
    assert_eq!(
        save.record["setup"]
            .as_object_mut()
            .unwrap()
            .remove("last_turn"),
        Some(serde_json::json!(false))
    );
    let read = storage::read(&serde_json::to_string(&save).unwrap(), tablee::rooms::check).unwrap();
    assert_eq!(
        tablee::rooms::check(&read).unwrap().moves,
        s.record().turns.len()
    );
    let back: Session<Captn> = storage::session_of(&read).unwrap();
    assert!(!back.game().setup().last_turn);
    assert!(back.game().is_over());
    assert_eq!(back.game().winners(), &[Seat(0)]);
    // A new 2-player game has the last turn, and its save says so.
    let new = Session::<Captn>::new(CaptnSetup::new(2, true), 1).unwrap();
    let save = envelope(GameKind::CaptnClever, "n", &humans(2), &new);
    assert_eq!(save.record["setup"]["last_turn"], true);
}

#[test]
fn the_e2e_last_turn_record_stops_at_the_second_seat_s_last_turn() {
    // tests/data/captn-last-turn.json, the browser test's game: the first seat has laid his
    // ninth treasure and the second, holding eight, can reach his ninth now.
    let text = std::fs::read_to_string("tests/data/captn-last-turn.json").unwrap();
    let record: tablee_rules::Record<Captn> = serde_json::from_str(&text).unwrap();
    let (game, _) = record.replay().unwrap();
    assert!(matches!(
        game.phase(),
        tablee_rules::captn::Phase::Turn {
            finisher: Some(Seat(0)),
            ..
        }
    ));
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert_eq!(game.found(Seat(1)).len(), 8);
    let target = game.target(Seat(1)).unwrap();
    assert!(game.reachable().contains(&target));
    assert_eq!(
        game.board().island(target).unwrap().treasure,
        Treasure::Crown
    );
}

#[test]
fn a_cabanes_save_round_trips_with_every_seats_points_so_far() {
    let mut s = Session::<Cabanes>::new(CabanesSetup { seats: 3 }, 17).unwrap();
    // A few builds (the engine lists keeping first: skip it so the huts grow).
    for _ in 0..5 {
        let actions = s.game().legal_actions();
        let build = actions
            .iter()
            .find(|a| !matches!(a, CabanesAction::Keep { .. }))
            .unwrap_or(&actions[0])
            .clone();
        s.play(build).unwrap();
    }
    let players = humans(3);
    let save = envelope(GameKind::Cabanes, "cab", &players, &s);
    let text = serde_json::to_string(&save).unwrap();
    let read = storage::read(&text, tablee::rooms::check).unwrap();
    assert_eq!(read, save);
    let back: Session<Cabanes> = storage::session_of(&read).unwrap();
    assert_eq!(back.game(), s.game());
    let summary = tablee::rooms::check(&read).unwrap();
    assert_eq!(summary.moves, 5);
    assert_eq!(summary.to_move, s.game().to_move());
    let points: Vec<i64> = s
        .game()
        .scores()
        .iter()
        .map(|l| i64::from(l.total))
        .collect();
    assert_eq!(summary.scores, Some((Unit::Points, points)));
    assert_eq!(
        tablee::home::options_text(summary.options, Lang::En),
        "Base game"
    );
}

#[test]
fn a_damaged_cabanes_save_is_kept_aside_with_its_reason() {
    let mut s = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 5).unwrap();
    play_first(&mut s, 2);
    let mut save = envelope(GameKind::Cabanes, "cab", &humans(2), &s);
    // The first move now builds a tile nowhere near the hut.
    save.record["turns"][0]["action"] = serde_json::json!({
        "BuildFromPile": { "pile": 0, "spot": { "hut": 0, "cell": { "x": 9, "floor": 4 }, "mirrored": false } }
    });
    // The reason is the one the table gives for that move, in each language.
    let action: CabanesAction =
        serde_json::from_value(save.record["turns"][0]["action"].clone()).unwrap();
    let error = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 5)
        .unwrap()
        .play(action)
        .unwrap_err();
    let table = |l| {
        <Cabanes as storage::SavedGame>::refusal(&error, &CabanesSetup { seats: 2 }, &humans(2), l)
    };
    let refused = tablee::rooms::check(&save);
    match &refused {
        Err(storage::LoadError::Refused {
            at: Some(1),
            en,
            fr,
        }) => {
            assert_eq!((en.clone(), fr.clone()), (table(Lang::En), table(Lang::Fr)));
            assert_ne!(en, fr);
        }
        other => panic!("a refused move 1 expected, got {other:?}"),
    }
    let Err(e) = refused else { unreachable!() };
    assert!(
        e.describe(Lang::En)
            .starts_with("This save was altered: move 1 is not legal. ")
    );
    assert!(
        e.describe(Lang::Fr)
            .starts_with("Cette sauvegarde a été modifiée : le coup 1 n'est pas permis. ")
    );
    // A save of another game's shape is refused too, never read as Cabanes.
    let captn = Session::<Captn>::new(CaptnSetup::new(2, false), 4).unwrap();
    let mut wrong = envelope(GameKind::CaptnClever, "cab", &humans(2), &captn);
    wrong.game = GameKind::Cabanes;
    assert!(matches!(
        tablee::rooms::check(&wrong),
        Err(storage::LoadError::Moves(_))
    ));
}

#[test]
fn a_save_kept_aside_still_shows_its_game_and_last_move_when_they_can_be_read() {
    let s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 1), 3).unwrap();
    let mut save = serde_json::to_value(envelope(GameKind::Casbah, "x", &humans(1), &s)).unwrap();
    // A field the envelope does not know: the save cannot open, its game and date still read.
    save["cheat"] = serde_json::json!(true);
    let text = save.to_string();
    assert!(storage::parse(&text).is_err());
    assert_eq!(
        storage::glimpse(&text),
        (Some(GameKind::Casbah), Some(1_700_000_000_000.0))
    );
    save["game"] = serde_json::json!("chess");
    save["updated"] = serde_json::json!("yesterday");
    assert_eq!(storage::glimpse(&save.to_string()), (None, None));
    assert_eq!(storage::glimpse(&text[..text.len() / 2]), (None, None));
}

#[test]
fn opening_a_game_again_keeps_the_time_of_its_last_move() {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    play_first(&mut s, 2);
    let players = humans(2);
    let before = envelope(GameKind::Casbah, "t", &players, &s);
    let reopened = SaveFile {
        updated: before.updated + 60_000.0,
        ..before.clone()
    };
    assert_eq!(
        storage::last_move_time(&reopened, Some(&before)),
        before.updated
    );
    play_first(&mut s, 1);
    let moved = SaveFile {
        updated: before.updated + 60_000.0,
        ..envelope(GameKind::Casbah, "t", &players, &s)
    };
    assert_eq!(
        storage::last_move_time(&moved, Some(&before)),
        moved.updated
    );
    assert_eq!(storage::last_move_time(&moved, None), moved.updated);
}

#[test]
fn saves_are_listed_newest_first() {
    let s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    let at = |id: &str, updated: f64| {
        let save = SaveFile {
            updated,
            ..envelope(GameKind::Casbah, id, &humans(2), &s)
        };
        let summary = tablee::rooms::check(&save).unwrap();
        Listed::Game(save, summary)
    };
    // A save the page could not check itself (its game's page has not noted it yet) takes its
    // place by its last move all the same.
    let unchecked = Listed::Unchecked(SaveFile {
        updated: 2.5,
        ..envelope(GameKind::Casbah, "unchecked", &humans(2), &s)
    });
    let mut games = vec![at("old", 1.0), at("new", 3.0), unchecked, at("mid", 2.0)];
    storage::sort_newest_first(&mut games);
    let ids: Vec<&str> = games
        .iter()
        .map(|g| match g {
            Listed::Game(save, _) | Listed::Unchecked(save) => save.id.as_str(),
            Listed::Damaged { id, .. } => id.as_str(),
        })
        .collect();
    assert_eq!(ids, ["new", "unchecked", "mid", "old"]);
}

/// The line a game's page stores beside a save reads back as it was written (the home page, which
/// carries no engine, shows it), and counts only for the text it was made from.
#[test]
fn shelf_lines_round_trip_and_name_their_text() {
    let s = Session::<Casbah>::new(CasbahSetup::new(Size::new(5, 4), 2), 3).unwrap();
    let save = envelope(GameKind::Casbah, "c", &humans(2), &s);
    for state in [
        tablee::rooms::check(&save),
        Err(storage::LoadError::Refused {
            at: Some(3),
            en: "That cell is taken.".into(),
            fr: "Cette case est prise.".into(),
        }),
    ] {
        let line = storage::ShelfLine {
            text_hash: storage::text_hash("{}"),
            state,
        };
        let json = serde_json::to_string(&line).unwrap();
        assert_eq!(
            serde_json::from_str::<storage::ShelfLine>(&json).unwrap(),
            line
        );
    }
    assert_eq!(storage::text_hash("{}"), storage::text_hash("{}"));
    assert_ne!(storage::text_hash("{}"), storage::text_hash("{ }"));
    assert_eq!(
        storage::LoadError::OtherPage(GameKind::Cabanes).describe(Lang::Fr),
        "Cette sauvegarde est vérifiée par la page des Cabanes de M'sieur Robinson."
    );
}

#[test]
fn redo_survives_a_reload_and_old_saves_without_it_still_open() {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    while matches!(s.game().phase(), Phase::Draft { .. }) {
        play_first(&mut s, 1);
    }
    let seat = s.game().to_move().unwrap();
    play_first(&mut s, 1);
    assert!(s.undo(seat));
    let players = humans(2);
    let text = serde_json::to_string(&envelope(GameKind::Casbah, "r", &players, &s)).unwrap();
    let save = storage::read(&text, tablee::rooms::check).unwrap();
    let mut reloaded = storage::session_of::<Casbah>(&save).unwrap();
    assert_eq!(reloaded, s);
    assert!(reloaded.redo());

    // A format-1 save: no `redo` field at all.
    let mut old: serde_json::Value = serde_json::from_str(&text).unwrap();
    old["format"] = 1.into();
    old.as_object_mut().unwrap().remove("redo");
    let save = storage::read(&old.to_string(), tablee::rooms::check).unwrap();
    let reloaded = storage::session_of::<Casbah>(&save).unwrap();
    assert_eq!(reloaded.record(), s.record());
    assert!(!reloaded.can_redo());
}

#[test]
fn a_human_takes_his_move_back_until_the_next_seat_acts() {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    while matches!(s.game().phase(), Phase::Draft { .. }) {
        play_first(&mut s, 1);
    }
    let people = humans(2);
    let first = s.game().to_move().unwrap();
    play_first(&mut s, 1);
    let second = s.game().to_move().unwrap();
    assert_ne!(first, second);
    // Two people: the second has not played yet, so the first may still take his move back.
    assert_eq!(undo_seat(&people, &s), Some(first));
    // Behind curtains, the second took the device at his curtain: that was acting.
    assert_eq!(undo_seat_behind_curtains(&people, &s), None);
    play_first(&mut s, 1);
    // The second has played: the first's move was answered by a person, and the second's is
    // his own to take back until the first plays again.
    assert_eq!(undo_seat(&people, &s), Some(second));
    assert!(s.undo(second));
    assert_eq!(s.game().to_move(), Some(second));
    // Right after that undo, the first's move (answered before) stays: the second plays again.
    assert_eq!(undo_seat(&people, &s), None);
    play_first(&mut s, 1);
    assert_eq!(undo_seat(&people, &s), Some(second));

    // Against a computer, one's move goes back together with the computer's answer.
    let mut against = people.clone();
    against[second.index()].kind = SeatKind::Computer(Strength::Quick);
    assert_eq!(undo_seat(&against, &s), Some(first));
    assert!(s.undo(first));
    assert_eq!(s.game().to_move(), Some(first));
}

#[test]
fn behind_curtains_nobody_takes_back_a_human_s_turn_while_a_computer_plays() {
    // Two humans and a computer: the curtain after a human's turn may hand the device to the
    // other human, so while the computer plays nobody may take back the finished turn.
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(6, 6), 3), 3).unwrap();
    let mut table = humans(3);
    let human = s.game().to_move().unwrap();
    let computer = Seat((human.0 + 1) % 3);
    table[computer.index()].kind = SeatKind::Computer(Strength::Quick);
    play_first(&mut s, 1);
    assert_eq!(s.game().to_move(), Some(computer));
    assert_eq!(undo_seat_behind_curtains(&table, &s), None);
    // Alone with computers there is no hand-over: one's turn goes back with their answers.
    let mut alone = table.clone();
    let other = Seat((human.0 + 2) % 3);
    alone[other.index()].kind = SeatKind::Computer(Strength::Quick);
    assert_eq!(undo_seat_behind_curtains(&alone, &s), Some(human));
}

#[test]
fn a_finished_game_stays_finished_undo_is_offered_to_nobody() {
    // A human against a computer plays a whole Casbah to its end.
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 5).unwrap();
    let mut against = humans(2);
    against[1].kind = SeatKind::Computer(Strength::Quick);
    let mut offered = false;
    while !s.game().is_over() {
        offered |= undo_seat(&against, &s) == Some(Seat(0));
        play_first(&mut s, 1);
    }
    assert!(offered, "undo was offered during the game");
    // The moves since the human's last would be his to take back, were the game not over.
    assert!(s.can_undo_only(Seat(0), |seat| seat != Seat(0)));
    assert_eq!(undo_seat(&against, &s), None);
    assert_eq!(undo_seat(&humans(2), &s), None);
}

#[test]
fn a_save_with_an_illegal_move_still_opens_up_to_the_move_before_it() {
    let mut s = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 3).unwrap();
    play_first(&mut s, 3);
    let mut save = envelope(GameKind::Casbah, "r", &humans(2), &s);
    // Move 3 replaced by move 1 again, which the engine refuses there.
    let first = save.record["turns"][0].clone();
    save.record["turns"][2] = first.clone();
    assert!(matches!(
        tablee::rooms::check(&save),
        Err(storage::LoadError::Refused { at: Some(3), .. })
    ));
    let (part, refused) = storage::readable_part::<Casbah>(&save).unwrap();
    assert_eq!(part.record().turns.len(), 2);
    assert_eq!(serde_json::to_value(&refused).unwrap(), first["action"]);
    // A fault that is not a move's has no readable part.
    save.record["turns"][2] = serde_json::json!("not a move");
    assert!(storage::readable_part::<Casbah>(&save).is_none());
}

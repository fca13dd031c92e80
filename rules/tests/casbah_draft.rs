//! The draft orders: the rulebook's (the first seat picks first every round), the snake (the order
//! turns back each round), the rotating first picker and the order drawn each round; the entrance
//! rule in each; old saves, which name no order, keep the rulebook's.

use tablee_rules::casbah::{
    Casbah, CasbahAction, CasbahError, CasbahEvent, CasbahSetup, DraftOrder, Phase, Size, Tile,
    TileId,
};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

fn is_entrance(t: &TileId) -> bool {
    Tile::get(*t).is_some_and(Tile::is_entrance)
}

/// The seats (numbered from 1) that pick, in order, through a whole draft of `setup`, read from
/// the engine's `to_move` and checked against its `Picked` events. Every pick takes the first
/// pickable tile that is not the entrance, so the entrance is left to the last pick.
fn pickers(setup: CasbahSetup) -> Vec<u8> {
    pickers_in_game(setup, 7)
}

/// [`pickers`] in the game of this seed.
fn pickers_in_game(setup: CasbahSetup, seed: u64) -> Vec<u8> {
    let mut game = Casbah::new(setup, seed).unwrap();
    let mut out = Vec::new();
    while let Phase::Draft { .. } = game.phase() {
        let seat = game.to_move().unwrap();
        let actions = game.legal_actions();
        assert!(
            actions.iter().all(|a| matches!(a, CasbahAction::Pick(_))),
            "only picks while drafting"
        );
        let tile = game
            .pickable()
            .into_iter()
            .find(|t| !is_entrance(t))
            .or_else(|| game.pickable().first().copied())
            .unwrap();
        let events = game.apply(&CasbahAction::Pick(tile)).unwrap();
        assert!(
            matches!(events.first(), Some(CasbahEvent::Picked { seat: s, .. }) if *s == seat),
            "{events:?}"
        );
        out.push(seat.0 + 1);
    }
    out
}

fn six_by_six(seats: u8, draft: DraftOrder) -> CasbahSetup {
    CasbahSetup::new(Size::new(6, 6), seats).with_draft(draft)
}

/// Rounds of `seats` picks, written as the seats' numbers, one string per round.
fn rounds(picks: &[u8], seats: u8) -> Vec<String> {
    picks
        .chunks(usize::from(seats))
        .map(|r| r.iter().map(u8::to_string).collect())
        .collect()
}

#[test]
fn the_rulebook_draft_lets_the_first_seat_pick_first_every_round() {
    for seats in 2..=4 {
        let picks = pickers(six_by_six(seats, DraftOrder::Rulebook));
        assert_eq!(picks.len(), 36);
        let round: String = (1..=seats).map(|s| s.to_string()).collect();
        assert!(
            rounds(&picks, seats).iter().all(|r| *r == round),
            "{seats} seats: {picks:?}"
        );
    }
}

#[test]
fn the_snake_draft_turns_back_each_round() {
    assert_eq!(
        rounds(&pickers(six_by_six(2, DraftOrder::Snake)), 2)[..4],
        ["12", "21", "12", "21"]
    );
    assert_eq!(
        rounds(&pickers(six_by_six(3, DraftOrder::Snake)), 3)[..4],
        ["123", "321", "123", "321"]
    );
    assert_eq!(
        rounds(&pickers(six_by_six(4, DraftOrder::Snake)), 4)[..4],
        ["1234", "4321", "1234", "4321"]
    );
    // 18 rounds of 2 and 12 of 3: the last round runs backwards; 9 rounds of 4: forwards.
    assert_eq!(
        rounds(&pickers(six_by_six(2, DraftOrder::Snake)), 2)
            .last()
            .unwrap(),
        "21"
    );
    assert_eq!(
        rounds(&pickers(six_by_six(3, DraftOrder::Snake)), 3)
            .last()
            .unwrap(),
        "321"
    );
    assert_eq!(
        rounds(&pickers(six_by_six(4, DraftOrder::Snake)), 4)
            .last()
            .unwrap(),
        "1234"
    );
}

#[test]
fn the_rotating_draft_moves_the_first_picker_one_seat_each_round() {
    assert_eq!(
        rounds(&pickers(six_by_six(2, DraftOrder::Rotating)), 2)[..3],
        ["12", "21", "12"]
    );
    assert_eq!(
        rounds(&pickers(six_by_six(3, DraftOrder::Rotating)), 3)[..4],
        ["123", "231", "312", "123"]
    );
    assert_eq!(
        rounds(&pickers(six_by_six(4, DraftOrder::Rotating)), 4)[..5],
        ["1234", "2341", "3412", "4123", "1234"]
    );
}

#[test]
fn the_drawn_draft_draws_each_rounds_order_from_the_seed() {
    for seats in 2..=4u8 {
        let setup = six_by_six(seats, DraftOrder::Drawn);
        let every_seat: String = (1..=seats).map(|s| s.to_string()).collect();
        let mut first_pickers = vec![0u32; usize::from(seats)];
        let mut orders_seen = std::collections::BTreeSet::new();
        for seed in 0..400 {
            let picks = pickers_in_game(setup, seed);
            // The same seed draws the same orders again (a replay).
            assert_eq!(picks, pickers_in_game(setup, seed));
            let rounds = rounds(&picks, seats);
            for round in &rounds {
                // Every seat picks once a round, in a drawn order.
                let mut sorted: Vec<char> = round.chars().collect();
                sorted.sort();
                assert_eq!(
                    sorted.into_iter().collect::<String>(),
                    every_seat,
                    "{round}"
                );
                orders_seen.insert(round.clone());
            }
            let first = picks[0];
            // The table announces each round's order as it begins.
            let mut game = Casbah::new(setup, seed).unwrap();
            let announced: String = game
                .draft_round()
                .iter()
                .map(|s| (s.0 + 1).to_string())
                .collect();
            assert_eq!(announced, rounds[0]);
            let pick = game
                .pickable()
                .into_iter()
                .find(|t| !is_entrance(t))
                .unwrap();
            game.apply(&CasbahAction::Pick(pick)).unwrap();
            assert_eq!(game.draft_round().len(), usize::from(seats));
            first_pickers[usize::from(first - 1)] += 1;
        }
        // Every order of the seats comes up, and each seat picks first in about as many games:
        // 400 games give each of s seats 400/s first picks, here within a third of that.
        let orders: usize = (1..=usize::from(seats)).product();
        assert_eq!(orders_seen.len(), orders, "{seats} seats");
        let fair = 400 / u32::from(seats);
        assert!(
            first_pickers.iter().all(|n| n.abs_diff(fair) < fair / 3),
            "{seats} seats: {first_pickers:?}"
        );
    }
}

#[test]
fn every_order_deals_every_seat_the_same_number_of_tiles() {
    for draft in DraftOrder::ALL {
        for (size, counts) in Size::RULEBOOK {
            for seats in counts.iter().copied() {
                let setup = CasbahSetup::new(size, seats).with_draft(draft);
                let picks = pickers(setup);
                assert_eq!(picks.len(), setup.draft_picks());
                for s in 1..=seats {
                    let n = picks.iter().filter(|p| **p == s).count();
                    assert_eq!(
                        n,
                        picks.len() / usize::from(seats),
                        "{draft:?} {size:?} {seats}"
                    );
                }
            }
        }
    }
}

/// Plays the draft, never taking the entrance, up to its last pick.
fn up_to_the_last_pick(setup: CasbahSetup) -> Casbah {
    let mut game = Casbah::new(setup, 11).unwrap();
    while game.picks_left() > 1 {
        let tile = game
            .pool()
            .iter()
            .copied()
            .find(|t| !is_entrance(t))
            .unwrap();
        game.apply(&CasbahAction::Pick(tile)).unwrap();
    }
    game
}

#[test]
fn in_every_order_the_last_pick_must_be_the_entrance_if_nobody_took_it() {
    for draft in DraftOrder::ALL {
        for seats in 2..=4 {
            let setup = six_by_six(seats, draft);
            let mut game = up_to_the_last_pick(setup);
            let last = draft.picker(setup.draft_picks() - 1, seats, game.seed());
            assert_eq!(game.to_move(), Some(last), "{draft:?}, {seats} seats");
            assert!(game.entrance_forced());
            let entrance = game.pool().iter().copied().find(is_entrance).unwrap();
            assert_eq!(game.legal_actions(), vec![CasbahAction::Pick(entrance)]);
            let other = game
                .pool()
                .iter()
                .copied()
                .find(|t| !is_entrance(t))
                .unwrap();
            let before = game.clone();
            assert_eq!(
                game.apply(&CasbahAction::Pick(other)),
                Err(CasbahError::EntranceMustBeTaken)
            );
            assert_eq!(game, before);
            let events = game.apply(&CasbahAction::Pick(entrance)).unwrap();
            assert!(events.contains(&CasbahEvent::Picked {
                seat: last,
                tile: entrance,
                forced: true
            }));
            // Whoever holds the entrance builds first.
            assert!(events.contains(&CasbahEvent::DraftOver { first: last }));
            assert_eq!(game.to_move(), Some(last));
        }
    }
}

#[test]
fn a_record_played_in_one_order_is_refused_in_another() {
    // The order is part of the setup: the seats a record names must be the order's.
    let mut session = Session::<Casbah>::new(six_by_six(3, DraftOrder::Snake), 5).unwrap();
    let mut rng = SeededRng::new(5);
    for _ in 0..6 {
        let a = rng
            .choose(&session.game().legal_actions())
            .cloned()
            .unwrap();
        session.play(a).unwrap();
    }
    let mut record = session.record().clone();
    assert!(record.replay().is_ok());
    record.setup.draft = DraftOrder::Rulebook;
    assert!(record.replay().is_err());
}

#[test]
fn a_save_without_a_draft_order_keeps_the_rulebook_draft_and_replays() {
    // A save from before the draft order could be chosen: its setup names no order. Two rounds
    // of two picks, each round begun by seat 1 (the second round would be seat 2's in a snake).
    let saved = r#"{"setup":{"size":{"width":6,"height":6},"seats":2,"tiles":"Second"},"seed":3,
        "turns":[{"seat":0,"action":{"Pick":50}},{"seat":1,"action":{"Pick":51}},
                 {"seat":0,"action":{"Pick":52}},{"seat":1,"action":{"Pick":53}}]}"#;
    let loaded: Record<Casbah> = serde_json::from_str(saved).unwrap();
    assert_eq!(loaded.setup.draft, DraftOrder::Rulebook);
    let session = Session::from_record(loaded).unwrap();
    assert_eq!(session.game().hand(Seat(0)), &[TileId(50), TileId(52)]);
    assert_eq!(session.game().hand(Seat(1)), &[TileId(51), TileId(53)]);
    assert_eq!(session.game().to_move(), Some(Seat(0)));
    let resaved = serde_json::to_string(session.record()).unwrap();
    assert!(resaved.contains(r#""draft":"Rulebook""#), "{resaved}");
}

#[test]
fn a_whole_game_saved_before_the_draft_order_replays_identically() {
    for seats in 2..=4 {
        let mut session =
            Session::<Casbah>::new(six_by_six(seats, DraftOrder::Rulebook), 9).unwrap();
        let mut rng = SeededRng::new(u64::from(seats));
        while !session.game().is_over() {
            let a = rng
                .choose(&session.game().legal_actions())
                .cloned()
                .unwrap();
            session.play(a).unwrap();
        }
        let saved = serde_json::to_string(session.record()).unwrap();
        let old = saved.replace(r#","draft":"Rulebook""#, "");
        assert_ne!(old, saved);
        let loaded: Record<Casbah> = serde_json::from_str(&old).unwrap();
        let (replayed, events) = loaded.replay().unwrap();
        assert_eq!(&replayed, session.game());
        assert_eq!(events.as_slice(), session.events());
    }
}

#[test]
fn new_setups_keep_the_rulebook_draft_and_the_names_parse_back() {
    assert_eq!(
        CasbahSetup::new(Size::new(6, 6), 3).draft,
        DraftOrder::Rulebook
    );
    for order in DraftOrder::ALL {
        assert_eq!(DraftOrder::parse(order.name()), Some(order));
    }
    assert_eq!(DraftOrder::parse("serpent"), None);
    assert_eq!(DraftOrder::parse("drawn"), Some(DraftOrder::Drawn));
}

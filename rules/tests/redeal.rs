//! A game under way dealt anew (what a file of it carries instead of the seed): every recorded
//! action replays alike, every seat sees the same table, what nobody has seen is dealt anew, and
//! the game plays on. A record that says a pile or deck showed what it cannot is refused.

mod seen_common;

use proptest::prelude::*;
use seen_common::{played, played_on};
use tablee_rules::cabanes::{Back, Cabanes, CabanesError, CabanesSetup, tile};
use tablee_rules::captn::{Captn, CaptnError, CaptnSetup};
use tablee_rules::{Game, Record, RecordError, Seat, Session};

/// A game of Les Cabanes for `seats` played at random.
fn cabanes(seats: u8, seed: u64, moves: usize) -> Session<Cabanes> {
    played(CabanesSetup { seats }, seed, moves)
}

/// A game of Capt'n Clever's variant (each seat draws its targets from its own deck) played at
/// random.
fn captn(seats: u8, seed: u64, moves: usize) -> Session<Captn> {
    played(CaptnSetup::new(seats, true), seed, moves)
}

/// What nobody has seen of the piles: each pile below its face-up tile.
fn hidden(game: &Cabanes) -> Vec<Vec<u8>> {
    game.piles_secret()
        .iter()
        .map(|p| {
            p.iter()
                .take(p.len().saturating_sub(1))
                .map(|t| t.0)
                .collect()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_cabanes_game_dealt_anew_replays_alike_shows_every_seat_the_same_and_plays_to_its_end(
        seats in 2u8..=4, seed in any::<u64>(), moves in 0usize..60, fresh in any::<u64>(),
    ) {
        let session = cabanes(seats, seed, moves);
        let game = session.game();
        let redealt = session.record().redealt(game, fresh).unwrap();
        prop_assert_eq!(redealt.seed, fresh);
        let (again, events) = redealt.replay().unwrap();
        prop_assert_eq!(events.as_slice(), session.events());
        for s in 0..seats {
            prop_assert_eq!(again.view(Seat(s)), game.view(Seat(s)));
        }
        // Each pile keeps its size and its backs: only who lies where below the top changes.
        let backs = |g: &Cabanes| -> Vec<Vec<Back>> {
            g.piles_secret().iter().map(|p| p.iter().map(|t| tile(*t).unwrap().back).collect()).collect()
        };
        prop_assert_eq!(backs(&again), backs(game));
        let sorted = |g: &Cabanes| { let mut all: Vec<u8> = hidden(g).concat(); all.sort(); all };
        prop_assert_eq!(sorted(&again), sorted(game));
        // Dealt anew again (a file of the imported game): the same table once more.
        let twice = redealt.redealt(&again, fresh ^ 1).unwrap();
        prop_assert_eq!(twice.replay().unwrap().0.view(Seat(0)), game.view(Seat(0)));
        // And it plays on to its end, every action checked.
        let on = played_on(Session::from_record(redealt).unwrap(), fresh, 400);
        prop_assert!(on.game().is_over(), "the game does not end");
    }

    #[test]
    fn a_captn_variant_game_dealt_anew_keeps_every_drawn_target_and_plays_on(
        seats in 2u8..=4, seed in any::<u64>(), moves in 0usize..120, fresh in any::<u64>(),
    ) {
        let session = captn(seats, seed, moves);
        let game = session.game();
        let redealt = session.record().redealt(game, fresh).unwrap();
        let (again, events) = redealt.replay().unwrap();
        prop_assert_eq!(events.as_slice(), session.events());
        for s in 0..seats {
            prop_assert_eq!(again.view(Seat(s)), game.view(Seat(s)));
            let left = |g: &Captn| { let mut h = g.hand(Seat(s)).to_vec(); h.sort(); h };
            prop_assert_eq!(left(&again), left(game));
        }
        let on = played_on(Session::from_record(redealt).unwrap(), fresh, 100);
        prop_assert!(on.record().turns.len() > session.record().turns.len() || game.is_over());
    }
}

#[test]
fn what_nobody_has_seen_is_dealt_anew_from_the_new_seed() {
    let session = cabanes(3, 21, 12);
    let game = session.game();
    let orders: Vec<Vec<Vec<u8>>> = (0..8)
        .map(|fresh| {
            let record = session.record().redealt(game, fresh).unwrap();
            hidden(&record.replay().unwrap().0)
        })
        .collect();
    assert!(
        orders.iter().any(|o| *o != hidden(game)),
        "the hidden order is not the old one"
    );
    assert!(
        orders.windows(2).any(|w| w[0] != w[1]),
        "each seed deals its own order"
    );
}

#[test]
fn a_record_dealt_from_its_seed_alone_replays_as_before_and_names_no_shown_tiles() {
    let session = cabanes(2, 5, 20);
    let text = serde_json::to_string(session.record()).unwrap();
    assert!(!text.contains("shown"), "old records keep their shape");
    let old: Record<Cabanes> = serde_json::from_str(&text).unwrap();
    assert_eq!(&old.replay().unwrap().0, session.game());
}

#[test]
fn a_record_whose_piles_showed_what_they_cannot_is_refused() {
    let session = cabanes(2, 9, 4);
    let good = session.record().redealt(session.game(), 1).unwrap();
    let first = good.shown[0][0];
    let green_place = |n: u16| {
        let mut r = good.clone();
        r.shown[1][0] = n;
        r
    };
    let yellow = (0..=255u8)
        .find(|&n| tile(tablee_rules::cabanes::TileId(n)).is_some_and(|t| t.back == Back::Yellow))
        .unwrap();
    let mut too_many = good.clone();
    too_many.shown[0] = vec![first; 17];
    let mut sixth_pile = good.clone();
    sixth_pile.shown.push(Vec::new());
    for (bad, pile) in [
        (green_place(first), 0), // shown twice: refused where it is dealt first
        (green_place(u16::from(yellow)), 1), // a yellow tile on a green place
        (green_place(999), 1),   // no such tile
        (too_many, 0),
        (sixth_pile, 5),
    ] {
        assert_eq!(
            bad.replay().unwrap_err(),
            RecordError::Setup(CabanesError::ShownTiles { pile })
        );
    }
}

#[test]
fn the_captn_base_game_deals_no_order_and_its_decks_are_dealt_anew_only_in_the_variant() {
    let base = Session::<Captn>::new(CaptnSetup::new(3, false), 4).unwrap();
    assert_eq!(base.record().shown_by(base.game()), Some(Vec::new()));
    let session = captn(3, 4, 40);
    let game = session.game();
    let decks = |g: &Captn| (0..3).map(|s| g.hand(Seat(s)).to_vec()).collect::<Vec<_>>();
    let dealt: Vec<_> = (0..8)
        .map(|fresh| {
            decks(
                &session
                    .record()
                    .redealt(game, fresh)
                    .unwrap()
                    .replay()
                    .unwrap()
                    .0,
            )
        })
        .collect();
    assert!(
        dealt.iter().any(|d| *d != decks(game)),
        "the decks' order is not the old one"
    );
}

#[test]
fn a_record_whose_decks_showed_what_they_cannot_is_refused() {
    let session = captn(2, 3, 30);
    let good = session.record().redealt(session.game(), 1).unwrap();
    let mut twice = good.clone();
    twice.shown[1] = vec![0, 0];
    let mut unknown = good.clone();
    unknown.shown[0] = vec![300];
    let mut third = good.clone();
    third.shown.push(Vec::new());
    for (bad, seat) in [(twice, 1), (unknown, 0), (third, 2)] {
        assert_eq!(
            bad.replay().unwrap_err(),
            RecordError::Setup(CaptnError::ShownCards { seat: Seat(seat) })
        );
    }
}

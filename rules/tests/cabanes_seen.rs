//! Les Cabanes across devices: a guest is sent the whole open table (huts, tracks, fronts, face-up
//! tops, pile sizes and backs) and never the order of the piles below their tops nor the seed.

mod seen_common;

use proptest::prelude::*;
use seen_common::{each_seat_sees_its_own_table, json, nothing_unseen_is_sent, played, redealt};
use tablee_rules::cabanes::{Back, Cabanes, CabanesSetup, Phase, TileId, tile};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

/// Each pile below its face-up top, bottom first.
fn hidden(game: &Cabanes) -> Vec<Vec<TileId>> {
    game.piles_secret()
        .iter()
        .map(|p| p.iter().take(p.len().saturating_sub(1)).copied().collect())
        .collect()
}

fn backs(piles: &[Vec<TileId>]) -> Vec<Vec<Back>> {
    piles
        .iter()
        .map(|p| p.iter().map(|t| tile(*t).unwrap().back).collect())
        .collect()
}

fn sorted(piles: &[Vec<TileId>]) -> Vec<TileId> {
    let mut all: Vec<TileId> = piles.concat();
    all.sort();
    all
}

/// What every seat is sent draws its table, and the seen game keeps what is open about the piles:
/// the tops, the backs in their places, which tiles nobody has seen yet; and the whole log.
fn check_sent(session: &Session<Cabanes>, seats: u8) {
    each_seat_sees_its_own_table(session, seats);
    let game = session.game();
    for s in (0..seats).map(Seat) {
        let sent = session.seen_by(s);
        assert_eq!(sent.game.tops(), game.tops());
        assert_eq!(backs(sent.game.piles_secret()), backs(game.piles_secret()));
        assert_eq!(sorted(&hidden(&sent.game)), sorted(&hidden(game)));
        assert_eq!(sent.game.seed(), 0, "the seed tells every hidden order");
        assert_eq!(
            sent.events.as_slice(),
            session.events(),
            "every event is open"
        );
        assert_eq!(sent.turns, session.record().turns, "every action is open");
    }
}

/// The same game with two tiles of one back swapped where nobody has seen them yet (through its
/// record: every pile dealt as shown), or `None` when no two such tiles are left.
fn swapped(session: &Session<Cabanes>) -> Option<Session<Cabanes>> {
    let record = session.record();
    let start = Cabanes::reopen_shown(record.setup, record.seed, &record.shown).unwrap();
    let mut piles = start.piles_secret().to_vec();
    // Piles only lose their tops: the places still hidden are each pile's first ones.
    let places: Vec<(usize, usize)> = hidden(session.game())
        .iter()
        .enumerate()
        .flat_map(|(p, h)| (0..h.len()).map(move |i| (p, i)))
        .collect();
    let back = |(p, i): (usize, usize)| tile(piles[p][i]).unwrap().back;
    let (a, b) = places.iter().enumerate().find_map(|(k, &a)| {
        places[k + 1..]
            .iter()
            .find(|&&b| back(a) == back(b))
            .map(|&b| (a, b))
    })?;
    let (ta, tb) = (piles[a.0][a.1], piles[b.0][b.1]);
    piles[a.0][a.1] = tb;
    piles[b.0][b.1] = ta;
    let shown = piles
        .iter()
        .map(|p| p.iter().rev().map(|t| u16::from(t.0)).collect())
        .collect();
    let record = Record {
        setup: record.setup,
        seed: record.seed,
        shown,
        turns: record.turns.clone(),
    };
    Some(Session::from_record(record).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_seat_is_sent_its_own_table_all_along_the_game(
        seats in 2u8..=4, seed in any::<u64>(), moves in 0usize..160, every in 5usize..20,
    ) {
        let mut session = Session::<Cabanes>::new(CabanesSetup { seats }, seed).unwrap();
        let mut rng = SeededRng::new(seed ^ 0x5eed);
        for m in 0..moves {
            if session.game().is_over() {
                break;
            }
            // A cannon waiting to fire is rare: checked every time.
            if m % every == 0 || matches!(session.game().phase(), Phase::Cannon { .. }) {
                check_sent(&session, seats);
            }
            let action = rng.choose(&session.game().legal_actions()).unwrap().clone();
            session.play(action).unwrap();
        }
        check_sent(&session, seats);
    }

    #[test]
    fn a_game_dealt_anew_below_the_tops_is_sent_alike(
        seats in 2u8..=4, seed in any::<u64>(), moves in 0usize..120, fresh in any::<u64>(),
    ) {
        prop_assume!(fresh != seed);
        let session: Session<Cabanes> = played(CabanesSetup { seats }, seed, moves);
        let other = redealt(&session, fresh);
        prop_assert_eq!(nothing_unseen_is_sent(&session, &other, seats), usize::from(seats));
    }

    #[test]
    fn a_game_with_two_unseen_tiles_swapped_is_sent_alike(
        seats in 2u8..=4, seed in any::<u64>(), moves in 0usize..120,
    ) {
        let session: Session<Cabanes> = played(CabanesSetup { seats }, seed, moves);
        if let Some(other) = swapped(&session) {
            prop_assert_ne!(hidden(other.game()), hidden(session.game()));
            prop_assert_eq!(nothing_unseen_is_sent(&session, &other, seats), usize::from(seats));
        }
    }
}

#[test]
fn the_order_below_the_tops_and_the_seed_are_never_sent() {
    let seed = 0x00c0_ffee_1234_5678;
    for moves in [0, 15, 40] {
        let session: Session<Cabanes> = played(CabanesSetup { seats: 4 }, seed, moves);
        let real = hidden(session.game());
        // Another order under the same table is sent alike.
        for other in [swapped(&session).unwrap(), redealt(&session, seed ^ 1)] {
            assert_ne!(hidden(other.game()), real);
            assert_eq!(nothing_unseen_is_sent(&session, &other, 4), 4);
        }
        for s in (0..4).map(Seat) {
            let sent = json(&session.seen_by(s));
            assert!(!sent.contains(&seed.to_string()), "the seed is sent");
            let v: serde_json::Value = serde_json::from_str(&sent).unwrap();
            let piles: Vec<Vec<TileId>> =
                serde_json::from_value(v["game"]["piles"].clone()).unwrap();
            for (p, (sent_pile, real_below)) in piles.iter().zip(&real).enumerate() {
                if real_below.len() >= 8 {
                    assert_ne!(
                        &sent_pile[..real_below.len()],
                        real_below.as_slice(),
                        "pile {p}'s hidden order is sent to seat {s:?}"
                    );
                }
            }
        }
    }
}

/// The game a table across devices plays in the browser (`tests/e2e/remote-cabanes.spec.ts`):
/// its file holds the piles seed 299 deals three seats (bottom first), which the browser cannot
/// deal, to compare every message a guest receives with the real order.
#[test]
fn the_browser_s_game_is_dealt_as_its_file_says() {
    let file: serde_json::Value =
        serde_json::from_str(include_str!("../../tests/data/cabanes-deal.json")).unwrap();
    let seats = u8::try_from(file["seats"].as_u64().unwrap()).unwrap();
    let game = Cabanes::new(CabanesSetup { seats }, file["seed"].as_u64().unwrap()).unwrap();
    assert_eq!(
        file["piles"],
        serde_json::to_value(game.piles_secret()).unwrap()
    );
}

//! Random legal games: they never panic, keep every invariant, end, replay to the same state,
//! survive a save and a load; any action either applies or changes nothing; views never hold the
//! order of the piles.

use proptest::prelude::*;
use tablee_rules::cabanes::{
    Back, Cabanes, CabanesAction, CabanesEvent, CabanesSetup, Cell, Ending, Phase, Side, Spot,
    TRACK_END, TileId, tile,
};
use tablee_rules::{Game, Record, Seat, SeededRng, Session};

fn assert_invariants(g: &Cabanes) {
    // Every tile is in exactly one place: a hut, a pile, in front of a seat, or out of the game.
    let mut ids: Vec<TileId> = g
        .huts()
        .iter()
        .flat_map(|h| h.tiles().iter().map(|p| p.tile))
        .collect();
    ids.extend(g.piles_secret().iter().flatten());
    ids.extend(g.fronts().iter().flatten());
    ids.extend(g.destroyed());
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "a tile is in two places");
    assert_eq!(n, 83, "a tile was lost");
    for pile in g.piles_secret() {
        let backs: Vec<Back> = pile.iter().map(|t| tile(*t).unwrap().back).collect();
        let greens = backs.iter().filter(|b| **b == Back::Green).count();
        assert!(
            backs
                .iter()
                .skip(backs.len() - greens)
                .all(|b| *b == Back::Green),
            "greens stay on top"
        );
    }
    for h in g.huts() {
        for p in h.tiles() {
            let t = tile(p.tile).unwrap();
            assert_eq!(
                t.shape.is_ground(),
                p.cell.floor == 0,
                "grass on the ground row only"
            );
            assert!(!p.mirrored || t.mirrorable, "a fixed tile turned over");
            assert_eq!(h.tiles().iter().filter(|q| q.cell == p.cell).count(), 1);
            for side in Side::ALL {
                if let Some(theirs) = h.edge_at(p.cell.step(side), side.opposite()) {
                    assert_eq!(
                        t.edge(side, p.mirrored),
                        theirs,
                        "edges match at {:?}",
                        p.cell
                    );
                }
            }
        }
        assert!(
            h.falling_with(Cell::new(i32::MIN, -1)).is_empty(),
            "every tile is joined to the ground"
        );
    }
    for track in g.tracks() {
        assert!(track.pawns().iter().all(|p| p.space <= TRACK_END));
    }
    // The legal spots (worked out stopping at the first broken rule) are exactly the assessed
    // spots that break none, for every tile in play.
    let in_play = g
        .tops()
        .into_iter()
        .flatten()
        .chain(g.fronts().iter().flatten().copied());
    for t in in_play {
        let assessed: Vec<Spot> = g
            .assess_spots(t)
            .into_iter()
            .filter(|(_, result)| result.is_ok())
            .map(|(spot, _)| spot)
            .collect();
        assert_eq!(g.legal_spots(t), assessed, "tile {t:?}");
    }
    match g.phase() {
        Phase::Over { ending } => {
            assert!(g.legal_actions().is_empty());
            match ending {
                Ending::AllComplete => assert!(g.huts().iter().all(|h| h.is_complete())),
                Ending::Blocked { seat } => {
                    assert!(g.tops().iter().all(Option::is_none));
                    assert!(g.front(*seat).iter().all(|t| g.legal_spots(*t).is_empty()));
                }
            }
        }
        _ => assert!(
            !g.legal_actions().is_empty(),
            "the seat to move has nothing to do"
        ),
    }
}

/// A seat's view serialized, after the order below each pile's top has been reversed.
fn view_with_piles_reordered(g: &Cabanes, seat: Seat) -> String {
    let mut v = serde_json::to_value(g).unwrap();
    for pile in v["piles"].as_array_mut().unwrap() {
        let pile = pile.as_array_mut().unwrap();
        if let Some((_top, below)) = pile.split_last_mut() {
            below.reverse();
        }
    }
    let other: Cabanes = serde_json::from_value(v).unwrap();
    serde_json::to_string(&other.view(seat)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_rule(seats in 2u8..=4, seed in any::<u64>(), keep_odds in 1usize..6) {
        let mut rng = SeededRng::new(seed);
        let mut session = Session::<Cabanes>::new(CabanesSetup { seats }, seed).unwrap();
        let mut moves = 0;
        while !session.game().is_over() {
            let actions = session.game().legal_actions();
            let builds: Vec<CabanesAction> = actions.iter().filter(|a| !matches!(a, CabanesAction::Keep { .. })).cloned().collect();
            let pool = if builds.is_empty() || rng.below(keep_odds) == 0 { &actions } else { &builds };
            let action = rng.choose(pool).unwrap().clone();
            let events = session.play(action).unwrap();
            for e in &events {
                if let CabanesEvent::Built { spot, .. } = e {
                    prop_assert!(session.game().hut(spot.hut).unwrap().at(spot.cell).is_some());
                }
            }
            assert_invariants(session.game());
            let seat = Seat(rng.below(usize::from(seats)) as u8);
            prop_assert_eq!(
                view_with_piles_reordered(session.game(), seat),
                serde_json::to_string(&session.game().view(seat)).unwrap(),
                "a view shows the order of the piles"
            );
            moves += 1;
            prop_assert!(moves < 400, "the game does not end");
        }
        let game = session.game();
        let finished = matches!(session.events().last(), Some(CabanesEvent::Finished { .. }));
        prop_assert!(finished);
        prop_assert!(!game.winners().is_empty());
        let (replayed, events) = session.record().replay().unwrap();
        prop_assert_eq!(&replayed, game);
        prop_assert_eq!(events.as_slice(), session.events());
        let saved = serde_json::to_string(session.record()).unwrap();
        let loaded: Record<Cabanes> = serde_json::from_str(&saved).unwrap();
        let reloaded = Session::from_record(loaded).unwrap();
        prop_assert_eq!(reloaded.game(), game);
        let state = serde_json::to_string(game).unwrap();
        let back: Cabanes = serde_json::from_str(&state).unwrap();
        prop_assert_eq!(&back, game);
    }

    #[test]
    fn any_action_is_either_applied_or_changes_nothing(
        seats in 2u8..=4, seed in any::<u64>(), steps in 0usize..120, kind in 0u8..5, pile in 0u8..7,
        id in 0u8..90, hut in 0u8..4, x in -6i32..7, floor in -1i32..8, mirrored in any::<bool>(),
    ) {
        let mut rng = SeededRng::new(seed);
        let mut game = Cabanes::new(CabanesSetup { seats }, seed).unwrap();
        for _ in 0..steps {
            let actions = game.legal_actions();
            let Some(a) = rng.choose(&actions).cloned() else { break };
            game.apply(&a).unwrap();
        }
        let before = game.clone();
        let spot = Spot { hut, cell: Cell::new(x, floor), mirrored };
        let action = match kind {
            0 => CabanesAction::Keep { pile },
            1 => CabanesAction::BuildFromPile { pile, spot },
            2 => CabanesAction::BuildFromFront { tile: TileId(id), spot },
            3 => CabanesAction::Fire { hut, cell: spot.cell },
            _ => CabanesAction::HoldFire,
        };
        let legal = before.legal_actions().contains(&action);
        match game.apply(&action) {
            Ok(_) => {
                prop_assert!(legal, "{:?} applied but was not listed", action);
                assert_invariants(&game);
            }
            Err(_) => {
                prop_assert!(!legal, "{:?} was listed but refused", action);
                prop_assert_eq!(&game, &before);
            }
        }
    }
}

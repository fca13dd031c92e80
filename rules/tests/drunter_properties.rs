//! Random legal games: they never panic, keep every invariant, replay to the same state and survive
//! a save and a load.

use proptest::prelude::*;
use tablee_rules::drunter::{
    Card, Drunter, DrunterAction, DrunterEvent, DrunterSetup, GoalCard, PathId, Phase, TILES,
    TileId,
};
use tablee_rules::{Dir, Game, Record, Seat, SeededRng, Session};

fn assert_invariants(g: &Drunter) {
    // Every tile is either in exactly one hand or on the board, once.
    let mut ids: Vec<TileId> = g.hands().iter().flatten().copied().collect();
    let town = g.town();
    let map = town.map();
    let mut laid: Vec<TileId> = map
        .cells()
        .filter_map(|(p, _)| town.cover(p).and_then(|c| c.tile))
        .collect();
    laid.sort();
    laid.dedup();
    ids.extend(laid.iter().copied());
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "a tile is in two places");
    assert_eq!(n, 60, "a tile was lost");
    // Laid cells match the tiles' lengths.
    let cells: usize = laid
        .iter()
        .map(|t| usize::from(TILES[usize::from(t.0)].len))
        .sum();
    assert_eq!(cells, town.laid_cells());
    // Each gang on the board stands on a cell of its own path, and can still go on: a gang
    // blocked by any path's tile has left (a one-cell tile of its kind fits somewhere ahead).
    for gang in town.gangs() {
        if let Some(p) = gang.pos {
            assert_eq!(town.cover(p).map(|c| c.path), Some(gang.path));
            let one = TILES
                .iter()
                .find(|t| t.kind == gang.path.kind() && t.len == 1)
                .unwrap();
            assert!(
                Dir::ALL
                    .into_iter()
                    .any(|d| town.plan(one, gang.path, d).is_ok()),
                "the gang of {:?} has no way on but stays",
                gang.path
            );
        }
    }
    for s in 0..g.seats() {
        assert!(
            g.cards(Seat(s)).contains(&Card::Abstain),
            "??? always comes back"
        );
    }
    if let Some(seat) = g.to_move() {
        assert!(!g.legal_actions().is_empty(), "{seat:?} has nothing to do");
    } else {
        assert_eq!(g.phase(), &Phase::Over);
        for s in 0..g.seats() {
            assert!(
                g.legal_lays(Seat(s)).is_empty(),
                "the game ended while a tile could be laid"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_rule(seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>()) {
        let mut rng = SeededRng::new(seed);
        let mut session = Session::<Drunter>::new(DrunterSetup::new(seats, variant), seed).unwrap();
        let mut moves = 0;
        while !session.game().is_over() {
            let actions = session.game().legal_actions();
            // Votes: mostly small ballots, so that games stay short and varied.
            let action = rng.choose(&actions).unwrap().clone();
            let kept_before = session.game().goals_kept();
            let events = session.play(action).unwrap();
            if variant && !kept_before && events.iter().any(|e| matches!(e, DrunterEvent::GangLeft { .. })) {
                prop_assert!(events.contains(&DrunterEvent::KeepCalled), "the first finished path calls the keep");
            }
            if !variant {
                prop_assert!(!events.contains(&DrunterEvent::KeepCalled));
            }
            assert_invariants(session.game());
            moves += 1;
            prop_assert!(moves < 1000);
        }
        let game = session.game();
        prop_assert!(game.legal_actions().is_empty());
        prop_assert!(game.town().laid_cells() >= 8, "only {} cells laid", game.town().laid_cells());
        prop_assert!(!game.winners().is_empty());
        prop_assert!(game.goals_kept());
        let (replayed, events) = session.record().replay().unwrap();
        prop_assert_eq!(&replayed, game);
        prop_assert_eq!(events.as_slice(), session.events());
        let saved = serde_json::to_string(session.record()).unwrap();
        let loaded: Record<Drunter> = serde_json::from_str(&saved).unwrap();
        let reloaded = Session::from_record(loaded).unwrap();
        prop_assert_eq!(reloaded.game(), game);
        let state = serde_json::to_string(game).unwrap();
        let back: Drunter = serde_json::from_str(&state).unwrap();
        prop_assert_eq!(&back, game);
    }

    #[test]
    fn any_action_is_either_applied_or_changes_nothing(
        seats in 2u8..=4, seed in any::<u64>(), variant in any::<bool>(), steps in 0usize..60, goal in 0usize..16, tile in 0u8..64,
        path in 0usize..4, dir in 0usize..4, mask in 0u32..512, yes in any::<bool>(),
    ) {
        let mut rng = SeededRng::new(seed);
        let mut game = Drunter::new(DrunterSetup::new(seats, variant), seed).unwrap();
        for _ in 0..steps {
            let actions = game.legal_actions();
            let Some(a) = rng.choose(&actions).cloned() else { break };
            game.apply(&a).unwrap();
        }
        let before = game.clone();
        let cards: Vec<Card> = Card::ALL.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, c)| *c).collect();
        let mut twice = cards.clone();
        if mask & 256 != 0 { twice.extend(cards.first()); }
        let actions = [
            DrunterAction::Lay { tile: TileId(tile), path: PathId::ALL[path], dir: Dir::from_index(dir) },
            DrunterAction::Pass,
            DrunterAction::Keep { goal: GoalCard::variant_deck()[goal] },
            DrunterAction::Vote { cards: twice },
            DrunterAction::Joker { vote: if yes { tablee_rules::drunter::Vote::Yes } else { tablee_rules::drunter::Vote::No } },
        ];
        for a in actions {
            let legal = before.legal_actions().contains(&a);
            let mut g = before.clone();
            match g.apply(&a) {
                Ok(_) => assert_invariants(&g),
                Err(_) => {
                    prop_assert_eq!(&g, &before);
                    prop_assert!(!legal, "{:?} is listed legal but refused", a);
                }
            }
        }
    }
}

#[test]
fn undo_never_goes_back_across_a_vote_or_a_reveal() {
    // Seat 0 opens with a tile onto a toilet when it can; the first ballot then fixes the past.
    for seed in 0..50u64 {
        let mut s = Session::<Drunter>::new(DrunterSetup::new(2, false), seed).unwrap();
        let onto_toilet = s.game().legal_actions().into_iter().find(|a| match a {
            DrunterAction::Lay { tile, path, dir } => {
                let t = &TILES[usize::from(tile.0)];
                s.game()
                    .town()
                    .plan(t, *path, *dir)
                    .is_ok_and(|p| !p.toilets.is_empty())
            }
            _ => false,
        });
        let Some(lay) = onto_toilet else { continue };
        let before = s.clone();
        s.play(lay.clone()).unwrap();
        // Until the first ballot the builder may take the tile back (the rule).
        assert!(s.can_undo(Seat(0)), "a tile put to the vote is taken back");
        assert!(s.undo(Seat(0)));
        assert_eq!(s.game(), before.game());
        s.play(lay).unwrap();
        s.play(DrunterAction::Vote {
            cards: vec![Card::Ja],
        })
        .unwrap();
        assert!(!s.can_undo(Seat(0)), "a secret ballot cannot be taken back");
        assert!(!s.undo(Seat(0)));
        assert_eq!(s.game().town(), before.game().town());
        s.play(DrunterAction::Vote {
            cards: vec![Card::Ne],
        })
        .unwrap();
        assert!(!s.can_undo(Seat(0)));
        assert!(!s.can_undo(Seat(1)));
        assert!(s.game().town().laid_cells() > 0, "tie goes to yes");
        return;
    }
    panic!("no seed opens onto a toilet");
}

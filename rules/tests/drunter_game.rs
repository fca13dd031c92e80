//! Turns, votes, the end and the scores, on the real board.

use serde_json::json;
use tablee_rules::drunter::{
    BuildingType, Card, Drunter, DrunterAction, DrunterError, DrunterEvent, DrunterSetup, Edition,
    GoalCard, LayError, PathId, Phase, PhaseView, TILES, TileId, TileKind, Vote, ai,
};
use tablee_rules::{Dir, Game, Pos, Seat, SeededRng, Session};

mod common;
use common::{base, tile, tweaked};

/// Three seats; seat 0 holds one road 2-tile that reaches the toilet at (2,0) going east.
fn vote_game() -> (Drunter, TileId) {
    let t = tile(TileKind::Road, 2, 0);
    let other = tile(TileKind::Road, 1, 0);
    let game = tweaked(base(3), 1, |v| {
        v["hands"] = json!([
            [t.0, other.0],
            [tile(TileKind::Wall, 1, 0).0],
            [tile(TileKind::Canal, 1, 0).0]
        ]);
    });
    (game, t)
}

fn call_vote(game: &mut Drunter, t: TileId) {
    // The table can tell before laying that this tile starts a vote.
    assert_eq!(
        game.table_view().vote_toilets(t, PathId::Road, Dir::East),
        vec![Pos::new(2, 0)]
    );
    let events = game
        .apply(&DrunterAction::Lay {
            tile: t,
            path: PathId::Road,
            dir: Dir::East,
        })
        .unwrap();
    assert_eq!(
        events,
        vec![DrunterEvent::VoteCalled {
            seat: Seat(0),
            tile: t,
            path: PathId::Road,
            dir: Dir::East,
            toilets: vec![Pos::new(2, 0)]
        }]
    );
}

fn vote(game: &mut Drunter, cards: &[Card]) -> Vec<DrunterEvent> {
    game.apply(&DrunterAction::Vote {
        cards: cards.to_vec(),
    })
    .unwrap()
}

fn counted(events: &[DrunterEvent]) -> Option<(u32, u32, Vote)> {
    events.iter().find_map(|e| match e {
        DrunterEvent::VoteCounted { yes, no, outcome } => Some((*yes, *no, *outcome)),
        _ => None,
    })
}

#[test]
fn setup_deals_all_60_tiles_as_the_rulebook_says() {
    for (seats, per) in [(2u8, [6, 12, 12]), (3, [4, 8, 8]), (4, [3, 6, 6])] {
        let g = Drunter::new(DrunterSetup::new(seats, false), 9).unwrap();
        let mut all = Vec::new();
        for s in 0..seats {
            let hand = g.hand(Seat(s));
            for (i, len) in [3u8, 2, 1].into_iter().enumerate() {
                let n = hand
                    .iter()
                    .filter(|t| TILES[usize::from(t.0)].len == len)
                    .count();
                assert_eq!(n, per[i], "{seats} seats, length {len}");
            }
            all.extend_from_slice(hand);
            assert_eq!(g.cards(Seat(s)), Card::ALL);
        }
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 60);
        let mut goals: Vec<_> = (0..seats).map(|s| g.goal(Seat(s)).unwrap()).collect();
        goals.sort();
        goals.dedup();
        assert_eq!(goals.len(), usize::from(seats), "one different goal each");
    }
    assert_eq!(
        Drunter::new(DrunterSetup::new(1, false), 0).unwrap_err(),
        DrunterError::SeatCount { seats: 1 }
    );
    assert_eq!(
        Drunter::new(DrunterSetup::new(5, false), 0).unwrap_err(),
        DrunterError::SeatCount { seats: 5 }
    );
    // Goals are shuffled with the seed.
    let firsts: Vec<_> = (0..20)
        .map(|seed| {
            Drunter::new(DrunterSetup::new(2, false), seed)
                .unwrap()
                .goal(Seat(0))
        })
        .collect();
    assert!(firsts.iter().any(|g| *g != firsts[0]));
}

#[test]
fn a_lay_away_from_toilets_is_built_at_once_and_the_turn_passes() {
    let (mut g, _) = vote_game();
    let t = tile(TileKind::Road, 1, 0);
    let events = g
        .apply(&DrunterAction::Lay {
            tile: t,
            path: PathId::Road,
            dir: Dir::South,
        })
        .unwrap();
    assert!(
        matches!(&events[0], DrunterEvent::Laid { cells, .. } if cells == &vec![Pos::new(0, 1)])
    );
    assert!(!g.hand(Seat(0)).contains(&t));
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn illegal_lays_name_every_broken_rule_and_change_nothing() {
    let (mut g, t) = vote_game();
    let before = g.clone();
    let err = g
        .apply(&DrunterAction::Lay {
            tile: t,
            path: PathId::Road,
            dir: Dir::West,
        })
        .unwrap_err();
    assert_eq!(
        err,
        DrunterError::IllegalLay {
            tile: t,
            path: PathId::Road,
            dir: Dir::West,
            reasons: vec![
                LayError::OffBoard {
                    cell: Pos::new(-1, 0)
                },
                LayError::OffBoard {
                    cell: Pos::new(-2, 0)
                }
            ]
        }
    );
    let wall = tile(TileKind::Wall, 1, 0);
    assert_eq!(
        g.lay_errors(wall, PathId::WallA, Dir::South),
        vec![LayError::NotYourTile { tile: wall }]
    );
    assert!(
        g.apply(&DrunterAction::Lay {
            tile: wall,
            path: PathId::WallA,
            dir: Dir::South
        })
        .is_err()
    );
    assert!(matches!(
        g.apply(&DrunterAction::Pass),
        Err(DrunterError::MustLay { .. })
    ));
    assert_eq!(
        g.apply(&DrunterAction::Vote { cards: vec![] }),
        Err(DrunterError::NoVote)
    );
    assert_eq!(
        g.apply(&DrunterAction::Joker { vote: Vote::Yes }),
        Err(DrunterError::NoVote)
    );
    assert_eq!(g, before);
}

#[test]
fn vote_yes_lays_the_tile_over_the_toilet_and_played_cards_are_gone() {
    let (mut g, t) = vote_game();
    call_vote(&mut g, t);
    assert_eq!(g.to_move(), Some(Seat(0)), "the builder votes too");
    assert_eq!(
        vote(&mut g, &[Card::Jaa]),
        vec![DrunterEvent::Voted { seat: Seat(0) }]
    );
    assert_eq!(g.to_move(), Some(Seat(1)));
    vote(&mut g, &[Card::Ne]);
    let events = vote(&mut g, &[Card::Abstain]);
    assert_eq!(
        events[1],
        DrunterEvent::BallotsRevealed {
            ballots: vec![vec![Card::Jaa], vec![Card::Ne], vec![Card::Abstain]]
        }
    );
    assert!(Drunter::reveals(&events[1]));
    assert_eq!(counted(&events), Some((2, 1, Vote::Yes)));
    assert!(events.iter().any(
        |e| matches!(e, DrunterEvent::Laid { toilets, .. } if toilets == &vec![Pos::new(2, 0)])
    ));
    assert!(!g.town().standing_toilets().contains(&Pos::new(2, 0)));
    assert!(!g.hand(Seat(0)).contains(&t));
    assert!(!g.cards(Seat(0)).contains(&Card::Jaa));
    assert!(g.cards(Seat(2)).contains(&Card::Abstain), "??? comes back");
    assert!(!g.cards(Seat(1)).contains(&Card::Ne));
    assert_eq!(g.cards(Seat(2)).len(), 8);
    assert_eq!(g.phase(), &Phase::Build);
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn vote_no_returns_the_tile_and_ends_the_turn() {
    let (mut g, t) = vote_game();
    call_vote(&mut g, t);
    vote(&mut g, &[Card::Ja]);
    vote(&mut g, &[Card::Nee]);
    let events = vote(&mut g, &[Card::Abstain]);
    assert_eq!(counted(&events), Some((1, 2, Vote::No)));
    assert!(events.contains(&DrunterEvent::TileReturned {
        seat: Seat(0),
        tile: t
    }));
    assert!(g.hand(Seat(0)).contains(&t));
    assert!(g.town().standing_toilets().contains(&Pos::new(2, 0)));
    assert_eq!(g.town().laid_cells(), 0);
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert!(!g.cards(Seat(0)).contains(&Card::Ja));
    assert!(!g.cards(Seat(1)).contains(&Card::Nee));
    assert!(g.cards(Seat(2)).contains(&Card::Abstain));
}

#[test]
fn a_tie_and_an_all_abstaining_town_say_yes() {
    let (mut g, t) = vote_game();
    call_vote(&mut g, t);
    vote(&mut g, &[Card::Jaa]);
    vote(&mut g, &[Card::Nee]);
    assert_eq!(
        counted(&vote(&mut g, &[Card::Abstain])),
        Some((2, 2, Vote::Yes))
    );
    assert_eq!(g.town().laid_cells(), 2);

    let (mut g, t) = vote_game();
    call_vote(&mut g, t);
    vote(&mut g, &[Card::Abstain]);
    vote(&mut g, &[Card::Abstain]);
    assert_eq!(
        counted(&vote(&mut g, &[Card::Abstain])),
        Some((0, 0, Vote::Yes))
    );
    assert_eq!(g.town().laid_cells(), 2);
    assert_eq!(g.cards(Seat(1)).len(), 8);
}

#[test]
fn the_joker_is_decided_after_the_reveal_either_way() {
    for (way, outcome) in [(Vote::No, Vote::No), (Vote::Yes, Vote::Yes)] {
        let (mut g, t) = vote_game();
        call_vote(&mut g, t);
        vote(&mut g, &[Card::Ja]);
        vote(&mut g, &[Card::Joker]);
        let before_reveal = g.clone();
        assert_eq!(
            g.apply(&DrunterAction::Joker { vote: way }),
            Err(DrunterError::NotRevealed)
        );
        assert_eq!(g, before_reveal);
        let events = vote(&mut g, &[Card::Ne]);
        assert!(counted(&events).is_none(), "waits for the joker");
        assert_eq!(g.to_move(), Some(Seat(1)));
        assert_eq!(g.legal_actions().len(), 2);
        assert_eq!(
            g.apply(&DrunterAction::Vote { cards: vec![] }),
            Err(DrunterError::AlreadyRevealed)
        );
        let events = g.apply(&DrunterAction::Joker { vote: way }).unwrap();
        assert_eq!(
            events[0],
            DrunterEvent::JokerDecided {
                seat: Seat(1),
                vote: way
            }
        );
        let expected = if way == Vote::Yes {
            (3, 1, outcome)
        } else {
            (1, 3, outcome)
        };
        assert_eq!(counted(&events), Some(expected));
        assert!(!g.cards(Seat(1)).contains(&Card::Joker));
    }
}

#[test]
fn ballots_must_be_cards_held_once() {
    let (mut g, t) = vote_game();
    call_vote(&mut g, t);
    let before = g.clone();
    assert_eq!(
        g.apply(&DrunterAction::Vote {
            cards: vec![Card::Ja, Card::Ja]
        }),
        Err(DrunterError::CardTwice { card: Card::Ja })
    );
    assert_eq!(
        g.apply(&DrunterAction::Lay {
            tile: t,
            path: PathId::Road,
            dir: Dir::South
        }),
        Err(DrunterError::VoteUnderWay)
    );
    assert_eq!(g, before);
    // A card already played (here taken away through the save) cannot vote again.
    let mut v = serde_json::to_value(&g).unwrap();
    v["cards"][0] = json!(["Ja", "Jaa", "Ne", "Nee", "Neee", "Joker", "Abstain"]);
    let mut g: Drunter = serde_json::from_value(v).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(&DrunterAction::Vote {
            cards: vec![Card::Ja, Card::Jaaa]
        }),
        Err(DrunterError::CardNotHeld { card: Card::Jaaa })
    );
    assert_eq!(g, before);
    // Yes cards with or without the joker (7 sets of Ja, Jaa, joker), no cards with or without it
    // (15 sets of Ne, Nee, Neee, joker), the joker alone counted once, and "???" alone.
    assert_eq!(g.legal_actions().len(), 7 + 15 - 1 + 1);
}

#[test]
fn a_seat_that_cannot_lay_passes_and_the_game_ends_when_nobody_can() {
    let three = tile(TileKind::Wall, 3, 0);
    let two = tile(TileKind::Wall, 2, 0);
    let mut g = tweaked(base(2), 1, |v| {
        v["hands"] = json!([[three.0, two.0], []]);
        v["goals"] = json!([[{"Building": "School"}], [{"Building": "TownHall"}]]);
        v["cards"][1] = json!(["Jaa", "Jaaa", "Ne", "Nee", "Neee", "Joker", "Abstain"]);
    });
    g.apply(&DrunterAction::Lay {
        tile: three,
        path: PathId::WallA,
        dir: Dir::South,
    })
    .unwrap();
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(g.legal_actions(), vec![DrunterAction::Pass]);
    assert!(
        g.apply(&DrunterAction::Lay {
            tile: two,
            path: PathId::WallA,
            dir: Dir::South
        })
        .is_err()
    );
    assert_eq!(
        g.apply(&DrunterAction::Pass).unwrap(),
        vec![DrunterEvent::Passed { seat: Seat(1) }]
    );
    assert_eq!(g.to_move(), Some(Seat(0)));
    // Seat 0's wall covers the school worth 1 at (14,4): the last tile of the game.
    let events = g
        .apply(&DrunterAction::Lay {
            tile: two,
            path: PathId::WallA,
            dir: Dir::South,
        })
        .unwrap();
    let Some(DrunterEvent::Finished {
        goals,
        scores,
        winners,
    }) = events.last()
    else {
        panic!("{events:?}")
    };
    assert!(Drunter::reveals(events.last().unwrap()));
    assert_eq!(
        goals,
        &vec![
            vec![GoalCard::Building(BuildingType::School)],
            vec![GoalCard::Building(BuildingType::TownHall)]
        ]
    );
    assert_eq!(scores[0].total, 14);
    assert_eq!(scores[0].buildings.len(), 4);
    assert!(scores[0].buildings.iter().all(|b| b.pos != Pos::new(14, 4)));
    assert_eq!(scores[1].total, 15);
    assert_eq!(scores[1].tie_break, 13);
    assert_eq!(winners, &vec![Seat(1)]);
    assert!(g.is_over());
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(&DrunterAction::Pass), Err(DrunterError::GameOver));
    assert!(matches!(g.view(Seat(0)).phase, PhaseView::Over { .. }));
}

#[test]
fn ties_are_broken_by_the_votes_left_in_hand() {
    let one = tile(TileKind::Road, 1, 0);
    let mut g = tweaked(base(2), 1, |v| {
        v["hands"] = json!([[one.0], []]);
        v["goals"] = json!([[{"Building": "School"}], [{"Building": "Tavern"}]]);
        v["cards"][1] = json!(["Ja", "Jaa", "Jaaa", "Ne", "Nee", "Joker", "Abstain"]);
    });
    let events = g
        .apply(&DrunterAction::Lay {
            tile: one,
            path: PathId::Road,
            dir: Dir::South,
        })
        .unwrap();
    let Some(DrunterEvent::Finished {
        scores, winners, ..
    }) = events.last()
    else {
        panic!()
    };
    assert_eq!((scores[0].total, scores[1].total), (15, 15));
    assert_eq!((scores[0].tie_break, scores[1].tie_break), (14, 11));
    assert_eq!(winners, &vec![Seat(0)]);
    assert_eq!(g.winners(), vec![Seat(0)]);
}

#[test]
fn a_view_never_shows_other_goals_or_unrevealed_ballots() {
    let (mut g, t) = vote_game();
    // Changing the other seats' goals changes nothing in a seat's view.
    for seat in 0..3u8 {
        let mut other = serde_json::to_value(&g).unwrap();
        for s in 0..3usize {
            if s != usize::from(seat) {
                other["goals"][s] =
                    json!([{ "Building": if s == 0 { "ChurchTower" } else { "FireStation" } }]);
            }
        }
        let other: Drunter = serde_json::from_value(other).unwrap();
        let a = serde_json::to_string(&g.view(Seat(seat))).unwrap();
        let b = serde_json::to_string(&other.view(Seat(seat))).unwrap();
        assert_eq!(a, b, "seat {seat} sees another goal");
        assert_eq!(g.view(Seat(seat)).goal(), g.goal(Seat(seat)));
    }
    // Two different secret ballots look the same to everybody else, until the reveal.
    call_vote(&mut g, t);
    let mut h = g.clone();
    vote(&mut g, &[Card::Jaaa]);
    vote(&mut h, &[Card::Neee, Card::Joker]);
    for seat in 1..3u8 {
        let a = serde_json::to_string(&g.view(Seat(seat))).unwrap();
        let b = serde_json::to_string(&h.view(Seat(seat))).unwrap();
        assert_eq!(a, b, "seat {seat} sees seat 0's ballot");
        let PhaseView::Vote {
            chosen,
            mine,
            revealed,
            ..
        } = g.view(Seat(seat)).phase
        else {
            panic!()
        };
        assert_eq!(
            (chosen, mine, revealed),
            (vec![true, false, false], None, None)
        );
    }
    let PhaseView::Vote { mine, .. } = g.view(Seat(0)).phase else {
        panic!()
    };
    assert_eq!(mine, Some(vec![Card::Jaaa]));
    // The shared screen's view holds nobody's goal and no ballot.
    let table = g.table_view();
    assert!(table.goals.is_empty() && table.goal().is_none());
    let PhaseView::Vote { mine, chosen, .. } = &table.phase else {
        panic!()
    };
    assert_eq!((mine, chosen), (&None, &vec![true, false, false]));
    assert_eq!(
        serde_json::to_string(&table).unwrap(),
        serde_json::to_string(&h.table_view()).unwrap()
    );
    // After the reveal everybody sees every ballot.
    vote(&mut h, &[Card::Abstain]);
    vote(&mut h, &[Card::Abstain]);
    let PhaseView::Vote { revealed, .. } = h.view(Seat(2)).phase else {
        panic!()
    };
    assert_eq!(
        revealed,
        Some(vec![
            vec![Card::Neee, Card::Joker],
            vec![Card::Abstain],
            vec![Card::Abstain]
        ])
    );
}

#[test]
fn the_quick_player_decides_from_its_view_and_finishes_games() {
    for (seats, variant) in [
        (2u8, false),
        (3, false),
        (4, false),
        (2, true),
        (3, true),
        (4, true),
    ] {
        let mut g = Drunter::new(DrunterSetup::new(seats, variant), u64::from(seats) * 7).unwrap();
        let mut rng = SeededRng::new(5);
        let mut moves = 0;
        while let Some(seat) = g.to_move() {
            let action = ai::quick_action(&g.view(seat), &mut rng).unwrap();
            assert!(g.legal_actions().contains(&action), "{action:?}");
            g.apply(&action).unwrap();
            moves += 1;
            assert!(moves < 500);
        }
        // Not its turn: no action.
        assert_eq!(ai::quick_action(&g.view(Seat(0)), &mut rng), None);
    }
}

#[test]
fn a_ballot_is_yes_cards_or_no_cards_or_abstain_alone() {
    // The joker may join either side, or go alone: its owner turns it after the reveal.
    for ballot in [
        vec![Card::Ja, Card::Jaaa],
        vec![Card::Nee, Card::Neee, Card::Joker],
        vec![Card::Jaa, Card::Joker],
        vec![Card::Joker],
        vec![Card::Abstain],
    ] {
        let (mut g, t) = vote_game();
        call_vote(&mut g, t);
        assert_eq!(g.view(Seat(0)).ballot_error(&ballot), None, "{ballot:?}");
        assert_eq!(
            vote(&mut g, &ballot),
            vec![DrunterEvent::Voted { seat: Seat(0) }]
        );
    }
    let refused = [
        (
            vec![Card::Ja, Card::Ne],
            DrunterError::MixedBallot {
                yes: vec![Card::Ja],
                no: vec![Card::Ne],
            },
        ),
        (
            vec![Card::Neee, Card::Joker, Card::Jaa],
            DrunterError::MixedBallot {
                yes: vec![Card::Jaa],
                no: vec![Card::Neee],
            },
        ),
        (
            vec![Card::Abstain, Card::Ja],
            DrunterError::AbstainNotAlone {
                with: vec![Card::Ja],
            },
        ),
        (vec![], DrunterError::EmptyBallot),
    ];
    for (ballot, error) in refused {
        let (mut g, t) = vote_game();
        call_vote(&mut g, t);
        let before = g.clone();
        assert_eq!(g.view(Seat(0)).ballot_error(&ballot), Some(error.clone()));
        assert_eq!(
            g.apply(&DrunterAction::Vote {
                cards: ballot.clone()
            }),
            Err(error)
        );
        assert_eq!(g, before, "a refused ballot changes nothing");
        assert!(
            !g.legal_actions()
                .contains(&DrunterAction::Vote { cards: ballot })
        );
    }
}

#[test]
fn games_saved_under_the_first_edition_replay_as_they_were_played() {
    // A save from before the edition existed has none in its setup: the first edition.
    let old: DrunterSetup = serde_json::from_value(json!({"seats": 3, "variant": false})).unwrap();
    assert_eq!(old.edition, Edition::First);
    assert_eq!(DrunterSetup::new(3, false).edition, Edition::CURRENT);
    // Its mixed and empty ballots were legal then and still replay.
    let t = tile(TileKind::Road, 2, 0);
    let mut g = tweaked(old, 1, |v| {
        v["hands"] = json!([
            [t.0, tile(TileKind::Road, 1, 0).0],
            [tile(TileKind::Wall, 1, 0).0],
            [tile(TileKind::Canal, 1, 0).0]
        ]);
    });
    call_vote(&mut g, t);
    vote(&mut g, &[Card::Jaa, Card::Ne]);
    vote(&mut g, &[Card::Abstain, Card::Nee]);
    assert_eq!(counted(&vote(&mut g, &[])), Some((2, 3, Vote::No)));
}

/// A seed whose first player can lay a tile over a toilet, with that lay.
fn toilet_lay(seats: u8) -> (u64, DrunterAction) {
    (0..200)
        .find_map(|seed| {
            let g = Drunter::new(DrunterSetup::new(seats, false), seed).unwrap();
            g.legal_actions().into_iter().find_map(|a| {
                let mut h = g.clone();
                matches!(
                    h.apply(&a).ok()?.first(),
                    Some(DrunterEvent::VoteCalled { .. })
                )
                .then_some((seed, a))
            })
        })
        .unwrap()
}

#[test]
fn the_builder_may_take_back_a_tile_put_to_the_vote_until_the_first_ballot() {
    let (seed, lay) = toilet_lay(2);
    let mut session = Session::<Drunter>::new(DrunterSetup::new(2, false), seed).unwrap();
    let hand = session.game().hand(Seat(0)).to_vec();
    session.play(lay.clone()).unwrap();
    assert!(matches!(session.game().phase(), Phase::Vote { .. }));
    assert!(!session.events().iter().any(Drunter::reveals));
    // No ballot yet: the builder takes the tile back, and the vote is gone.
    assert!(session.can_undo(Seat(0)));
    assert!(session.undo(Seat(0)));
    assert_eq!(session.game().phase(), &Phase::Build);
    assert_eq!(session.game().hand(Seat(0)), hand.as_slice());
    assert!(session.events().is_empty());
    // Once a ballot is cast (the builder votes first), the lay stands.
    session.play(lay).unwrap();
    session
        .play(DrunterAction::Vote {
            cards: vec![Card::Abstain],
        })
        .unwrap();
    assert!(session.events().iter().any(Drunter::reveals));
    assert!(!session.can_undo(Seat(0)));
    assert!(!session.undo(Seat(0)));
    assert!(matches!(session.game().phase(), Phase::Vote { .. }));
}

#[test]
fn games_of_the_first_two_editions_stay_on_the_first_town() {
    use tablee_rules::drunter::{BoardMap, FIRST_TOWN_MAP, TOWN_MAP};
    let first = BoardMap::parse(FIRST_TOWN_MAP).unwrap();
    let tuned = BoardMap::parse(TOWN_MAP).unwrap();
    assert_ne!(first, tuned, "the tuned town differs from the first one");
    for edition in [Edition::First, Edition::Second] {
        let setup = DrunterSetup {
            edition,
            ..DrunterSetup::new(3, false)
        };
        let g = Drunter::new(setup, 7).unwrap();
        assert_eq!(g.town().map(), &first, "{edition:?}");
    }
    let g = Drunter::new(DrunterSetup::new(3, false), 7).unwrap();
    assert_eq!(g.town().map(), &tuned);
    // A save made before the tuning, with its edition written down, replays on the first town.
    let saved: DrunterSetup =
        serde_json::from_value(json!({"seats": 2, "variant": true, "edition": "Second"})).unwrap();
    let g = Drunter::new(saved, 7).unwrap();
    assert_eq!(g.town().map(), &first);
}

//! The computer players: legal moves only, decisions from their own seat's view only, and the
//! strong one beats the quick one.

use tablee_rules::drunter::ai;
use tablee_rules::drunter::{Drunter, DrunterAction, DrunterSetup, Phase};
use tablee_rules::{Game, Seat, SeededRng, Strength};

fn setup(seats: u8, variant: bool) -> DrunterSetup {
    DrunterSetup::new(seats, variant)
}

/// Whether `action` is among the game's legal actions (a ballot in any order of its cards).
fn is_legal(game: &Drunter, action: &DrunterAction) -> bool {
    let normal = |a: &DrunterAction| match a {
        DrunterAction::Vote { cards } => {
            let mut cards = cards.clone();
            cards.sort();
            DrunterAction::Vote { cards }
        }
        other => other.clone(),
    };
    game.legal_actions()
        .iter()
        .any(|a| normal(a) == normal(action))
}

/// Plays a game with the given players, checking each action is legal; returns the final game.
fn play(setup: DrunterSetup, players: &[Strength], seed: u64) -> Drunter {
    let mut game = Drunter::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed);
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        // Only the seat to move has something to do.
        let other = seat.next(setup.seats);
        if other != seat {
            assert_eq!(
                ai::choose(&game.view(other), Strength::Quick, &mut rng),
                None
            );
        }
        let action = ai::choose(&view, players[seat.index()], &mut rng)
            .unwrap_or_else(|| panic!("seed {seed}: {seat:?} to move has no answer"));
        assert!(
            is_legal(&game, &action),
            "seed {seed}: {action:?} is not legal for {seat:?} in {:?}",
            game.phase()
        );
        game.apply(&action).unwrap();
    }
    assert_eq!(game.phase(), &Phase::Over);
    game
}

#[test]
fn both_players_only_play_legal_actions() {
    use Strength::{Quick, Strong};
    for (seed, seats, variant) in [
        (1, 2, false),
        (2, 3, false),
        (3, 4, false),
        (4, 2, true),
        (5, 3, true),
        (6, 4, true),
    ] {
        // The strong player on one seat, quick ones on the others: both kinds decide everywhere.
        let mut players = vec![Quick; usize::from(seats)];
        players[(seed % u64::from(seats)) as usize] = Strong;
        play(setup(seats, variant), &players, seed);
        play(
            setup(seats, variant),
            &vec![Quick; usize::from(seats)],
            seed + 100,
        );
    }
}

/// A game of `setup` played by quick players until `stop` says so.
fn played_until(setup: DrunterSetup, seed: u64, stop: impl Fn(&Drunter) -> bool) -> Drunter {
    let mut game = Drunter::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed);
    while !stop(&game) {
        let Some(seat) = game.to_move() else { break };
        let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
        game.apply(&action).unwrap();
    }
    game
}

/// The same game with seats 1 and 2's goal cards swapped (nothing seat 0 can see changes).
fn goals_swapped(game: &Drunter) -> Drunter {
    let mut v = serde_json::to_value(game).unwrap();
    let goals = v["goals"].as_array_mut().unwrap();
    goals.swap(1, 2);
    serde_json::from_value(v).unwrap()
}

#[test]
fn the_strong_player_does_not_depend_on_other_seats_secrets() {
    for variant in [false, true] {
        // Seat 0 to build mid-game, and seat 0 to vote after seat 2 has voted.
        let building = played_until(setup(4, variant), 7, |g| {
            g.town().laid_cells() >= 12 && g.to_move() == Some(Seat(0))
        });
        let other = goals_swapped(&building);
        assert_ne!(building.goal(Seat(1)), other.goal(Seat(1)));
        assert_eq!(building.view(Seat(0)), other.view(Seat(0)));
        for seed in 0..3 {
            assert_eq!(
                ai::strong_action(&building.view(Seat(0)), &mut SeededRng::new(seed)),
                ai::strong_action(&other.view(Seat(0)), &mut SeededRng::new(seed)),
            );
        }
    }
    let voting = (0..40)
        .map(|seed| {
            played_until(setup(3, false), seed, |g| {
                matches!(g.phase(), Phase::Vote { ballots, .. }
                    if ballots[2].is_some() && ballots[0].is_none())
            })
        })
        .find(|g| g.to_move() == Some(Seat(0)))
        .expect("some seed leads to a vote where seat 0 votes after seat 2");
    // Seat 2's secret ballot changes too.
    let mut v = serde_json::to_value(goals_swapped(&voting)).unwrap();
    v["phase"]["Vote"]["ballots"][2] = serde_json::json!([]);
    let other: Drunter = serde_json::from_value(v).unwrap();
    assert_ne!(voting.phase(), other.phase());
    assert_eq!(voting.view(Seat(0)), other.view(Seat(0)));
    assert_eq!(
        ai::strong_action(&voting.view(Seat(0)), &mut SeededRng::new(1)),
        ai::strong_action(&other.view(Seat(0)), &mut SeededRng::new(1)),
    );
}

#[test]
fn the_strong_player_beats_the_quick_one() {
    // Two seats, each player on each seat in turn, base game and variant.
    let games = 8;
    let mut won = 0.0;
    for g in 0..games {
        let strong_at = (g % 2) as usize;
        let mut players = [Strength::Quick; 2];
        players[strong_at] = Strength::Strong;
        let end = play(setup(2, g % 4 >= 2), &players, 1000 + g);
        let winners = end.winners();
        if winners.contains(&Seat(strong_at as u8)) {
            won += 1.0 / winners.len() as f64;
        }
    }
    assert!(
        won >= 0.6 * games as f64,
        "the strong player won only {won} of {games}"
    );
}

#[test]
fn a_tampered_view_never_panics() {
    let game = played_until(setup(3, false), 3, |g| g.town().laid_cells() >= 10);
    let mut view = game.view(game.to_move().unwrap());
    view.turn = Seat(255);
    view.hands.truncate(1);
    view.cards.clear();
    for strength in [Strength::Quick, Strength::Strong] {
        ai::choose(&view, strength, &mut SeededRng::new(1));
    }
    view.seat = Seat(255);
    view.to_move = Some(Seat(255));
    view.seats = 0;
    for strength in [Strength::Quick, Strength::Strong] {
        ai::choose(&view, strength, &mut SeededRng::new(1));
    }
}

/// The quick player's lay on a small town where the road may only cover a fire station worth 5
/// (to the right of the inn) or a tavern worth 4 (below it), holding goal cards that want neither.
fn quick_lay_between_a_five_and_a_four(variant: bool) -> DrunterAction {
    use tablee_rules::drunter::{BoardMap, BuildingType, GoalCard, PhaseView, TILES, TileKind};
    let mut rows = vec![vec![".."; 15]; 10];
    rows[0][0] = "In";
    rows[0][14] = "Gd";
    rows[9][0] = "Gd";
    rows[9][14] = "Ww";
    rows[0][1] = "F5";
    rows[1][0] = "T4";
    let text: String = rows.iter().map(|r| r.join(" ") + "\n").collect();
    let map = BoardMap::parse(&text).unwrap();
    let game = Drunter::on_map(setup(2, variant), 3, map).unwrap();
    let seat = game.to_move().unwrap();
    let mut view = game.view(seat);
    assert_eq!(view.phase, PhaseView::Build);
    let road = TILES
        .iter()
        .find(|t| t.kind == TileKind::Road && t.len == 1)
        .unwrap()
        .id;
    if let Some(hand) = view.hands.get_mut(seat.index()) {
        *hand = vec![road];
    }
    view.goals = if variant {
        vec![
            GoalCard::Building(BuildingType::School),
            GoalCard::Building(BuildingType::Museum),
        ]
    } else {
        vec![GoalCard::Building(BuildingType::School)]
    };
    ai::choose(&view, Strength::Quick, &mut SeededRng::new(1)).unwrap()
}

#[test]
fn the_quick_player_takes_away_what_the_goals_it_cannot_see_count() {
    use tablee_rules::Dir;
    // Base game: only a type card may count a building, so the five costs an opponent most.
    assert!(matches!(
        quick_lay_between_a_five_and_a_four(false),
        DrunterAction::Lay { dir: Dir::East, .. }
    ));
    // Variant: a four also counts for "all fours", so it costs an unknown opponent more than a five.
    assert!(matches!(
        quick_lay_between_a_five_and_a_four(true),
        DrunterAction::Lay {
            dir: Dir::South,
            ..
        }
    ));
}

//! The quick computer player: it sees only its view, always chooses a legal action, finishes
//! games, and plays better than chance.

use tablee_rules::cabanes::{Cabanes, CabanesSetup, ai};
use tablee_rules::{Game, Seat, SeededRng};

#[test]
fn a_view_lists_the_same_actions_as_the_game() {
    for seed in 0..4 {
        let mut game = Cabanes::new(CabanesSetup { seats: 3 }, seed).unwrap();
        let mut rng = SeededRng::new(seed);
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            assert_eq!(view.legal_actions(), game.legal_actions());
            assert_eq!(view.cannon_targets(), game.cannon_targets());
            assert_eq!(view.to_move(), Some(seat));
            let actions = game.legal_actions();
            let action = rng.choose(&actions).unwrap().clone();
            game.apply(&action).unwrap();
        }
        assert_eq!(game.view(Seat(0)).legal_actions(), Vec::new());
    }
}

#[test]
fn quick_players_choose_legal_actions_and_finish_games() {
    for seats in 2..=4 {
        let mut game = Cabanes::new(CabanesSetup { seats }, u64::from(seats)).unwrap();
        let mut rng = SeededRng::new(1);
        let mut moves = 0;
        while let Some(seat) = game.to_move() {
            let other = Seat((seat.0 + 1) % seats);
            assert_eq!(
                ai::quick_action(&game.view(other), &mut rng),
                None,
                "only the seat to move plays"
            );
            let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
            assert!(game.legal_actions().contains(&action), "{action:?}");
            game.apply(&action).unwrap();
            moves += 1;
            assert!(moves < 400);
        }
        assert!(!game.winners().is_empty());
    }
}

#[test]
fn the_quick_player_beats_random_play() {
    let mut quick_wins = 0;
    for seed in 0..20 {
        let mut game = Cabanes::new(CabanesSetup { seats: 2 }, seed).unwrap();
        let mut rng = SeededRng::new(seed);
        // The quick player sits first in even games, second in odd ones.
        let quick = Seat((seed % 2) as u8);
        while let Some(seat) = game.to_move() {
            let action = if seat == quick {
                ai::quick_action(&game.view(seat), &mut rng).unwrap()
            } else {
                let actions = game.legal_actions();
                rng.choose(&actions).unwrap().clone()
            };
            game.apply(&action).unwrap();
        }
        if game.winners() == vec![quick] {
            quick_wins += 1;
        }
    }
    assert!(quick_wins >= 15, "the quick player won {quick_wins} of 20");
}

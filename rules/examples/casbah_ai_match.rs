//! Seeded games between computer players: the strong player against the quick one, and the quick
//! one against random play. `cargo run -p tablee-rules --release --example casbah_ai_match [games]`

use tablee_rules::casbah::ai;
use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
use tablee_rules::{Game, SeededRng, Strength};

#[derive(Clone, Copy)]
enum Player {
    Random,
    Level(Strength),
}

/// Plays one 2-player 6x6 game; returns seat 0's margin over seat 1.
fn play(players: [Player; 2], seed: u64) -> i32 {
    let mut game = Casbah::new(CasbahSetup::new(Size::new(6, 6), 2), seed).unwrap();
    let mut rng = SeededRng::new(seed);
    while let Some(seat) = game.to_move() {
        let action = match players[seat.index()] {
            Player::Random => rng.choose(&game.legal_actions()).cloned(),
            Player::Level(s) => ai::choose(&game, s, rng.next_u64()),
        };
        let Some(action) = action else { break };
        game.apply(&action).unwrap();
    }
    let s = game.scores();
    s[0].total - s[1].total
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    for (name, a, b) in [
        (
            "strong vs quick",
            Player::Level(Strength::Strong),
            Player::Level(Strength::Quick),
        ),
        (
            "quick vs random",
            Player::Level(Strength::Quick),
            Player::Random,
        ),
    ] {
        let (mut wins, mut draws) = (0, 0);
        for g in 0..games {
            // Each pairing plays both seats.
            let margin = if g % 2 == 0 {
                play([a, b], g)
            } else {
                -play([b, a], g)
            };
            if margin > 0 {
                wins += 1;
            } else if margin == 0 {
                draws += 1;
            }
        }
        println!(
            "{name}: {wins} wins, {draws} draws, {} losses over {games} games",
            games - wins - draws
        );
    }
}

//! Seeded games between computer players: the strong player against the quick one (2 and 3
//! players, seats rotating), and the quick one against random play.
//! `cargo run -p tablee-rules --release --example captn_ai_match [games]`

use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    /// The slowest strong move seen, for the browser's main-thread budget.
    static SLOWEST: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

use tablee_rules::captn::{Captn, CaptnSetup, ai};
use tablee_rules::{Game, Seat, SeededRng, Strength};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Random,
    Level(Strength),
}

/// Plays one game; returns the winners' seats (two share the win when the second of two lays
/// his ninth treasure in his last turn) and the number of turns (actions) it took.
fn play(players: &[Player], variant: bool, seed: u64) -> (Vec<Seat>, usize) {
    let setup = CaptnSetup::new(players.len() as u8, variant);
    let Ok(mut game) = Captn::new(setup, seed) else {
        return (Vec::new(), 0);
    };
    let mut rng = SeededRng::new(seed ^ 0x5eed);
    let mut actions = 0;
    while let Some(seat) = game.to_move() {
        let action = match players.get(seat.index()) {
            Some(Player::Level(s)) => {
                let view = game.view(seat);
                let start = Instant::now();
                let action = ai::choose(&view, *s, &mut rng);
                let took = start.elapsed();
                if *s == Strength::Strong {
                    SLOWEST.with(|c| c.set(c.get().max(took)));
                }
                action
            }
            _ => rng.choose(&game.legal_actions()).copied(),
        };
        let Some(action) = action else { break };
        if game.apply(&action).is_err() {
            eprintln!("seed {seed}: {action:?} refused");
            break;
        }
        actions += 1;
        if actions > 5_000 {
            break;
        }
    }
    (game.winners().to_vec(), actions)
}

/// Plays `games` games with `a` in one seat and `b` in the others, `a`'s seat rotating; prints
/// how often `a` won (a shared win counts half).
fn duel(name: &str, a: Player, b: Player, seats: usize, variant: bool, games: u64) {
    let start = Instant::now();
    let (mut wins, mut decided, mut actions) = (0.0, 0, 0);
    for g in 0..games {
        let a_seat = (g as usize) % seats;
        let players: Vec<Player> = (0..seats)
            .map(|s| if s == a_seat { a } else { b })
            .collect();
        let (winners, n) = play(&players, variant, 1000 + g);
        actions += n;
        if !winners.is_empty() {
            decided += 1;
            if winners.iter().any(|w| w.index() == a_seat) {
                wins += 1.0 / winners.len() as f64;
            }
        }
    }
    println!(
        "{name:<28} {seats}p{}: {wins}/{games} won ({:.0}%, fair share {:.0}%), {decided} finished, {:.0} actions/game, {:.1} s",
        if variant { " easy" } else { "     " },
        100.0 * wins / games as f64,
        100.0 / seats as f64,
        actions as f64 / games as f64,
        start.elapsed().as_secs_f64()
    );
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let strong = Player::Level(Strength::Strong);
    let quick = Player::Level(Strength::Quick);
    for seats in [2, 3, 4] {
        duel("strong vs quick", strong, quick, seats, false, games);
    }
    duel("strong vs quick", strong, quick, 3, true, games);
    for seats in [2, 3] {
        duel(
            "quick vs random",
            quick,
            Player::Random,
            seats,
            false,
            games,
        );
    }
    duel("strong vs random", strong, Player::Random, 3, false, games);
    println!(
        "slowest strong move: {:.1} ms",
        SLOWEST.with(Cell::get).as_secs_f64() * 1000.0
    );
}

//! Seeded games between computer players, each fed only its own seat's view: the strong player
//! against quick ones (2 seats both ways round, 3 and 4 seats with one strong player in turn on
//! each seat; base game and variant), and the quick player against random play.
//! `cargo run -p tablee-rules --release --example drunter_ai_match [games per line]`

use std::time::{Duration, Instant};

use tablee_rules::drunter::ai;
use tablee_rules::drunter::{Drunter, DrunterSetup};
use tablee_rules::{Game, Seat, SeededRng, Strength};

#[derive(Clone, Copy, PartialEq)]
enum Player {
    Random,
    Level(Strength),
}

/// Thinking time of the strong player, one entry per decision.
type Clock = Vec<Duration>;

/// Plays one game; returns each seat's share of the win (1 for a sole winner, 1/n when n tie).
fn play(setup: DrunterSetup, players: &[Player], seed: u64, clock: &mut Clock) -> Vec<f64> {
    let mut game = Drunter::new(setup, seed).unwrap();
    let mut rng = SeededRng::new(seed ^ 0x5eed);
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        let action = match players[seat.index()] {
            Player::Random => rng.choose(&game.legal_actions()).cloned(),
            Player::Level(Strength::Strong) => {
                let start = Instant::now();
                let a = ai::choose(&view, Strength::Strong, &mut rng);
                clock.push(start.elapsed());
                a
            }
            Player::Level(s) => ai::choose(&view, s, &mut rng),
        };
        let Some(action) = action else { break };
        game.apply(&action).unwrap();
    }
    let winners = game.winners();
    (0..setup.seats)
        .map(|s| {
            if winners.contains(&Seat(s)) {
                1.0 / winners.len() as f64
            } else {
                0.0
            }
        })
        .collect()
}

/// Plays `games` games of `setup` with `hero` on one seat (each seat in turn) and `rest` on the
/// others; returns the hero's total share of wins.
fn series(setup: DrunterSetup, hero: Player, rest: Player, games: u64, clock: &mut Clock) -> f64 {
    (0..games)
        .map(|g| {
            let at = (g % u64::from(setup.seats)) as usize;
            let mut players = vec![rest; usize::from(setup.seats)];
            players[at] = hero;
            play(setup, &players, g, clock)[at]
        })
        .sum()
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    let strong = Player::Level(Strength::Strong);
    let quick = Player::Level(Strength::Quick);
    let mut clock = Clock::new();
    for variant in [false, true] {
        for seats in 2..=4 {
            let setup = DrunterSetup::new(seats, variant);
            let won = series(setup, strong, quick, games, &mut clock);
            println!(
                "{} {seats} seats, strong vs quick: strong wins {won:.1} of {games} ({:.0} %; an even share is {:.0} %)",
                if variant { "variant" } else { "base" },
                100.0 * won / games as f64,
                100.0 / f64::from(seats),
            );
        }
    }
    let setup = DrunterSetup::new(2, false);
    let won = series(setup, quick, Player::Random, games, &mut Clock::new());
    println!(
        "base 2 seats, quick vs random: quick wins {won:.1} of {games} ({:.0} %)",
        100.0 * won / games as f64
    );
    clock.sort();
    if let (Some(median), Some(max)) = (clock.get(clock.len() / 2), clock.last()) {
        println!(
            "strong decisions: {}, median {:.1} ms, 90th percentile {:.1} ms, longest {:.1} ms",
            clock.len(),
            median.as_secs_f64() * 1e3,
            clock
                .get(clock.len() * 9 / 10)
                .map_or(0.0, |d| d.as_secs_f64() * 1e3),
            max.as_secs_f64() * 1e3
        );
    }
}

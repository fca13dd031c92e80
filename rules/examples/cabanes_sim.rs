//! Plays seeded games of Les Cabanes de M'sieur Robinson and prints how they end and how big the
//! huts grow, to check the tile set: `cargo run --release -p tablee-rules --example cabanes_sim -- 500`.

use tablee_rules::cabanes::{Cabanes, CabanesAction, CabanesSetup, Ending, Phase};
use tablee_rules::{Game, SeededRng};

fn percentile(sorted: &[usize], p: usize) -> usize {
    sorted
        .get((sorted.len().saturating_sub(1)) * p / 100)
        .copied()
        .unwrap_or(0)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    for seats in 2..=4u8 {
        let mut complete = 0;
        let mut blocked = 0;
        let mut sizes = Vec::new();
        let mut turns = Vec::new();
        let mut shots = 0;
        for seed in 0..games {
            let mut game = Cabanes::new(CabanesSetup { seats }, seed).expect("setup");
            let mut rng = SeededRng::new(seed ^ 0x5eed);
            let mut n = 0;
            while !game.is_over() {
                let actions = game.legal_actions();
                // Random play that builds when it can, as players mostly do.
                let builds: Vec<CabanesAction> = actions
                    .iter()
                    .filter(|a| !matches!(a, CabanesAction::Keep { .. }))
                    .cloned()
                    .collect();
                let pool = if builds.is_empty() || rng.below(5) == 0 {
                    &actions
                } else {
                    &builds
                };
                let action = rng.choose(pool).expect("an action").clone();
                if matches!(action, CabanesAction::Fire { .. }) {
                    shots += 1;
                }
                game.apply(&action).expect("legal");
                n += 1;
            }
            turns.push(n);
            match game.phase() {
                Phase::Over {
                    ending: Ending::AllComplete,
                } => complete += 1,
                _ => blocked += 1,
            }
            sizes.extend(game.huts().iter().map(|h| h.len()));
        }
        sizes.sort_unstable();
        turns.sort_unstable();
        println!(
            "{seats} players, {games} games: {complete} with three complete huts, {blocked} with a player blocked; \
             tiles per hut median {} (p10 {}, p90 {}); turns median {}; cannon shots {shots}",
            percentile(&sizes, 50),
            percentile(&sizes, 10),
            percentile(&sizes, 90),
            percentile(&turns, 50),
        );
    }
}

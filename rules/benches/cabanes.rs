//! `cargo bench -p tablee-rules --bench cabanes`: legal placements of one tile over the three huts
//! at the start and mid-game, every legal action, and a quick and a strong computer move
//! (3 players; the strong one also at 2 and 4 players mid-game).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablee_rules::cabanes::{Cabanes, CabanesSetup, ai};
use tablee_rules::{Game, SeededRng, Strength};

/// A game of `seats` played by quick players for `turns` turns.
fn after(seats: u8, turns: usize) -> Cabanes {
    let mut rng = SeededRng::new(11);
    let mut game = Cabanes::new(CabanesSetup { seats }, 11).unwrap();
    for _ in 0..turns {
        let Some(seat) = game.to_move() else { break };
        let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
        game.apply(&action).unwrap();
    }
    game
}

fn benches(c: &mut Criterion) {
    for (when, game) in [("start", after(3, 0)), ("mid-game", after(3, 45))] {
        let tile = game.tops().into_iter().flatten().next().unwrap();
        c.bench_function(&format!("cabanes: legal spots of one tile, {when}"), |b| {
            b.iter(|| black_box(game.legal_spots(black_box(tile))))
        });
        c.bench_function(&format!("cabanes: legal actions, {when}"), |b| {
            b.iter(|| black_box(game.legal_actions()))
        });
        let view = game.view(game.to_move().unwrap());
        c.bench_function(&format!("cabanes: quick move, {when}"), |b| {
            let mut rng = SeededRng::new(1);
            b.iter(|| black_box(ai::quick_action(black_box(&view), &mut rng)))
        });
    }
    // A strong move plays hundreds of quick ones: ten samples each.
    let mut strong = c.benchmark_group("cabanes strong");
    strong.sample_size(10);
    for (seats, turns) in [(3, 0), (2, 45), (3, 45), (4, 45), (3, 70)] {
        let game = after(seats, turns);
        let view = game.view(game.to_move().unwrap());
        strong.bench_function(
            format!("strong move, {seats} players, after {turns} actions"),
            |b| {
                let mut rng = SeededRng::new(1);
                b.iter(|| black_box(ai::choose(black_box(&view), Strength::Strong, &mut rng)))
            },
        );
    }
    strong.finish();
}

criterion_group!(cabanes, benches);
criterion_main!(cabanes);

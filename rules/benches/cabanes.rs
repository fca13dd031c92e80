//! `cargo bench -p tablee-rules --bench cabanes`: legal placements of one tile over the three huts
//! at the start and mid-game, every legal action, and a quick computer move.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablee_rules::cabanes::{Cabanes, CabanesSetup, ai};
use tablee_rules::{Game, SeededRng};

/// A game played by quick players for `turns` turns.
fn after(turns: usize) -> Cabanes {
    let mut rng = SeededRng::new(11);
    let mut game = Cabanes::new(CabanesSetup { seats: 3 }, 11).unwrap();
    for _ in 0..turns {
        let Some(seat) = game.to_move() else { break };
        let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
        game.apply(&action).unwrap();
    }
    game
}

fn benches(c: &mut Criterion) {
    for (when, game) in [("start", after(0)), ("mid-game", after(45))] {
        let tile = game.tops().into_iter().flatten().next().unwrap();
        c.bench_function(&format!("cabanes: legal spots of one tile, {when}"), |b| {
            b.iter(|| black_box(game.legal_spots(black_box(tile))))
        });
        c.bench_function(&format!("cabanes: legal actions, {when}"), |b| {
            b.iter(|| black_box(game.legal_actions()))
        });
        let seat = game.to_move().unwrap();
        let view = game.view(seat);
        c.bench_function(&format!("cabanes: quick move, {when}"), |b| {
            let mut rng = SeededRng::new(1);
            b.iter(|| black_box(ai::quick_action(black_box(&view), &mut rng)))
        });
    }
}

criterion_group!(cabanes, benches);
criterion_main!(cabanes);

//! `cargo bench -p tablee-rules --bench captn`: legal actions and reachable islands mid-game,
//! quick and strong computer moves.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablee_rules::captn::{Captn, CaptnSetup, Phase, ai};
use tablee_rules::{Game, SeededRng, Strength};

/// A 4-player game played by quick players until some treasures are found, stopped at the start
/// of a turn.
fn mid_game() -> Captn {
    let mut rng = SeededRng::new(11);
    let mut game = Captn::new(CaptnSetup::new(4, false), 11).unwrap();
    let mut found = 0;
    while !game.is_over() {
        let seat = game.to_move().unwrap();
        if found >= 6 && game.phase() == Phase::START {
            break;
        }
        let a = ai::choose(&game.view(seat), Strength::Quick, &mut rng).unwrap();
        found += game
            .apply(&a)
            .unwrap()
            .iter()
            .filter(|e| matches!(e, tablee_rules::captn::CaptnEvent::TreasureFound { .. }))
            .count();
    }
    game
}

fn benches(c: &mut Criterion) {
    let game = mid_game();
    let seat = game.to_move().unwrap();
    let view = game.view(seat);
    c.bench_function("captn: legal actions, mid-game 4 players", |b| {
        b.iter(|| black_box(game.legal_actions()))
    });
    c.bench_function("captn: reachable islands, mid-game", |b| {
        b.iter(|| black_box(game.reachable()))
    });
    c.bench_function("captn: ship errors of every position, mid-game", |b| {
        b.iter(|| {
            for p in game.board().positions() {
                black_box(game.ship_errors(p.id));
            }
        })
    });
    c.bench_function("captn: a seat's view", |b| {
        b.iter(|| black_box(game.view(seat)))
    });
    c.bench_function("captn: quick computer move, mid-game", |b| {
        let mut rng = SeededRng::new(1);
        b.iter(|| black_box(ai::quick_action(&view, &mut rng)))
    });
    c.bench_function("captn: strong computer move, mid-game", |b| {
        let mut rng = SeededRng::new(1);
        b.iter(|| black_box(ai::strong_action(&view, &mut rng)))
    });
}

criterion_group!(captn, benches);
criterion_main!(captn);

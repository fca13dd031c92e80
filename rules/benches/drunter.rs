//! `cargo bench -p tablee-rules --bench drunter`: legal lays at the start and mid-game for 2 to 4
//! seats, the rule check of one lay, computer moves.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablee_rules::drunter::ai;
use tablee_rules::drunter::{Drunter, DrunterSetup, Phase};
use tablee_rules::{Game, SeededRng, Strength};

fn setup(seats: u8) -> DrunterSetup {
    DrunterSetup::new(seats, false)
}

/// A game played by quick players until 20 path cells are laid, stopped on a building turn.
fn mid_game(seats: u8) -> Drunter {
    let mut rng = SeededRng::new(11);
    let mut game = Drunter::new(setup(seats), 11).unwrap();
    while game.town().laid_cells() < 20 || game.phase() != &Phase::Build {
        let seat = game.to_move().unwrap();
        let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
        game.apply(&action).unwrap();
    }
    game
}

fn benches(c: &mut Criterion) {
    for seats in 2..=4 {
        let start = Drunter::new(setup(seats), 11).unwrap();
        let mid = mid_game(seats);
        for (when, game) in [("start", &start), ("mid-game", &mid)] {
            let seat = game.turn();
            c.bench_function(
                &format!("drunter: legal lays of a hand, {when}, {seats} seats"),
                |b| b.iter(|| black_box(game.legal_lays(black_box(seat)))),
            );
            c.bench_function(
                &format!("drunter: legal actions, {when}, {seats} seats"),
                |b| b.iter(|| black_box(game.legal_actions())),
            );
        }
    }
    let game = mid_game(3);
    let (tile, path, dir) = game.legal_lays(game.turn())[0];
    c.bench_function("drunter: rule check of one lay, mid-game", |b| {
        b.iter(|| black_box(game.lay_errors(black_box(tile), path, dir)))
    });
    let view = game.view(game.turn());
    c.bench_function("drunter: quick computer move, mid-game 3 seats", |b| {
        b.iter(|| black_box(ai::choose(&view, Strength::Quick, &mut SeededRng::new(1))))
    });
    let mut group = c.benchmark_group("slow");
    group.sample_size(10);
    for (when, game) in [
        ("start", Drunter::new(setup(3), 11).unwrap()),
        ("mid-game", game.clone()),
    ] {
        let view = game.view(game.turn());
        group.bench_function(
            format!("drunter: strong computer move, {when} 3 seats"),
            |b| b.iter(|| black_box(ai::choose(&view, Strength::Strong, &mut SeededRng::new(1)))),
        );
    }
    group.finish();
}

criterion_group!(drunter, benches);
criterion_main!(drunter);

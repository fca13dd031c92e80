//! `cargo bench -p tablee-rules --bench casbah`: legal spots mid-game, the 9x5 solver, computer
//! moves (the quick one also where it weighs blocking against building).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablee_rules::casbah::ai;
use tablee_rules::casbah::solver::Solver;
use tablee_rules::casbah::{Board, Casbah, CasbahSetup, Phase, Size, Tile, TileId, TileSet};
use tablee_rules::{Game, SeededRng, Strength};

/// A 3-player 9x5 game played at random until about half the casbah is built.
fn mid_game() -> Casbah {
    let mut rng = SeededRng::new(11);
    let mut game = Casbah::new(CasbahSetup::new(Size::new(9, 5), 3), 11).unwrap();
    while !game.is_over()
        && (matches!(game.phase(), Phase::Draft { .. }) || game.board().placed().len() < 20)
    {
        let actions = game.legal_actions();
        let a = rng.choose(&actions).unwrap().clone();
        game.apply(&a).unwrap();
    }
    game
}

/// A 2-player 6x6 game between quick players, stopped with 12 tiles built: a casbah still
/// completable, where the quick player weighs blocking against building.
fn quick_mid_game() -> Casbah {
    let mut game = Casbah::new(CasbahSetup::new(Size::new(6, 6), 2), 3).unwrap();
    let mut n = 0;
    while !game.is_over()
        && (matches!(game.phase(), Phase::Draft { .. }) || game.board().placed().len() < 12)
    {
        let a = ai::choose(&game, Strength::Quick, 100 + n).unwrap();
        game.apply(&a).unwrap();
        n += 1;
    }
    game
}

fn benches(c: &mut Criterion) {
    let game = mid_game();
    let seat = game.to_move().unwrap();
    let tile = Tile::get(game.hand(seat)[0]).unwrap();
    c.bench_function("casbah: legal spots of one tile, mid-game 9x5", |b| {
        b.iter(|| black_box(game.board().legal_placements(black_box(tile))))
    });
    c.bench_function(
        "casbah: all legal placements of a hand, mid-game 9x5",
        |b| b.iter(|| black_box(game.placements(seat))),
    );
    let all: Vec<TileId> = TileSet::NEWEST.ids();
    c.bench_function("casbah: solve the empty 9x5 with all 45 tiles", |b| {
        b.iter(|| black_box(Solver::new(&Board::new(Size::new(9, 5)), &all).solve()))
    });
    c.bench_function("casbah: quick computer move, mid-game", |b| {
        b.iter(|| black_box(ai::choose(&game, Strength::Quick, 1)))
    });
    let building = quick_mid_game();
    c.bench_function("casbah: quick computer move, 6x6 being finished", |b| {
        b.iter(|| black_box(ai::choose(&building, Strength::Quick, 1)))
    });
    let mut group = c.benchmark_group("slow");
    group.sample_size(10);
    group.bench_function("casbah: strong computer move, mid-game", |b| {
        b.iter(|| black_box(ai::choose(&game, Strength::Strong, 1)))
    });
    group.finish();
}

criterion_group!(casbah, benches);
criterion_main!(casbah);

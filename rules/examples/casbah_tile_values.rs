//! Measures the difficulty of each Casbah tile shape and prints the values it gives
//! (see docs/casbah-tiles.md).
//! `cargo run -p tablee-rules --release --example casbah_tile_values -- [first|second|third] [games] [seed]`

use tablee_rules::casbah::{TileSet, difficulty};

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let set = match args.peek().map(String::as_str) {
        Some("first") => {
            args.next();
            TileSet::First
        }
        Some("second") => {
            args.next();
            TileSet::Second
        }
        Some("third") => {
            args.next();
            TileSet::Third
        }
        _ => TileSet::NEWEST,
    };
    let games = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(difficulty::GAMES);
    let seed = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(difficulty::SEED);
    let measured = difficulty::measure(set, games, seed);
    println!("{set:?} set, {games} random games, seed {seed}");
    for ((shape, rate), (_, value)) in measured.rates.iter().zip(measured.values_for(set)) {
        println!(
            "{shape:?}: does not fit {:.1}% of the spots next to the casbah -> value {value}",
            rate * 100.0
        );
    }
}

//! Plays seeded games of Les Cabanes de M'sieur Robinson between quick computer players and
//! prints how they end and how big the huts grow, to check the tile set against "every game ends;
//! the median hut has 15 to 25 tiles":
//! `cargo run --release -p tablee-rules --example cabanes_sim -- 2000`.

use tablee_rules::cabanes::{
    Cabanes, CabanesAction, CabanesEvent, CabanesSetup, Ending, HutScore, Phase, ai, share,
};
use tablee_rules::{Game, SeededRng};

/// The value at `p` percent of sorted values.
fn percentile(sorted: &[usize], p: usize) -> usize {
    sorted
        .get(sorted.len().saturating_sub(1) * p / 100)
        .copied()
        .unwrap_or(0)
}

/// The scoring criteria, each of which may be left out to see whether it decides the winner.
const CRITERIA: [&str; 7] = [
    "size",
    "flag",
    "comfort",
    "complete",
    "monkeys",
    "bananas",
    "monkeys in front",
];

/// The winners of a finished game if criterion `left_out` did not count.
fn winners_without(game: &Cabanes, left_out: usize) -> Vec<u8> {
    let huts: Vec<u32> = game
        .hut_scores()
        .into_iter()
        .map(|h| {
            let HutScore {
                size,
                flag,
                comfort,
                complete,
                couples,
                lone,
                ..
            } = h;
            let parts = [size, flag, comfort, complete];
            let kept: u32 = parts
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != left_out)
                .map(|(_, p)| *p)
                .sum();
            if left_out == 4 {
                kept
            } else {
                (kept + 3 * couples).saturating_sub(lone)
            }
        })
        .collect();
    let mut totals = vec![0i64; usize::from(game.seats())];
    for (points, track) in huts.iter().zip(game.tracks()) {
        for (seat, p) in share(*points, track) {
            if let Some(t) = totals.get_mut(seat.index()) {
                *t += i64::from(p);
            }
        }
    }
    for line in game.scores() {
        if let Some(t) = totals.get_mut(line.seat.index()) {
            if left_out != 5 {
                *t += i64::from(line.bananas);
            }
            if left_out != 6 {
                *t -= i64::from(line.monkeys_in_front);
            }
        }
    }
    let best = totals.iter().copied().max().unwrap_or(0);
    (0..game.seats())
        .filter(|s| totals.get(usize::from(*s)) == Some(&best))
        .collect()
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    for seats in 2..=4u8 {
        let (mut complete, mut blocked, mut unfinished) = (0, 0, 0);
        let (mut sizes, mut turns, mut flags, mut comfort) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let (mut shots, mut bananas, mut complete_huts) = (0, 0, 0);
        let mut wins = vec![0u32; usize::from(seats)];
        let mut decided = [0u32; CRITERIA.len()];
        for seed in 0..games {
            let Ok(mut game) = Cabanes::new(CabanesSetup { seats }, seed) else {
                eprintln!("the tile set does not load");
                return;
            };
            let mut rng = SeededRng::new(seed ^ 0x5eed);
            let mut n = 0;
            while let Some(seat) = game.to_move() {
                let Some(action) = ai::quick_action(&game.view(seat), &mut rng) else {
                    break;
                };
                if matches!(action, CabanesAction::Fire { .. }) {
                    shots += 1;
                }
                match game.apply(&action) {
                    Ok(events) => {
                        for e in events {
                            if let CabanesEvent::PileEmptied { bananas: b, .. } = e {
                                bananas += b.len();
                            }
                        }
                    }
                    Err(e) => {
                        eprintln!("seed {seed}: the quick player chose an illegal action: {e}");
                        return;
                    }
                }
                n += 1;
                if n > 1000 {
                    break;
                }
            }
            turns.push(n);
            match game.phase() {
                Phase::Over {
                    ending: Ending::AllComplete,
                } => complete += 1,
                Phase::Over {
                    ending: Ending::Blocked { .. },
                } => blocked += 1,
                _ => unfinished += 1,
            }
            for h in game.huts() {
                let stats = h.stats();
                sizes.push(h.len());
                complete_huts += usize::from(stats.complete);
                flags.push(stats.flag_height as usize);
                comfort.push(stats.comfort as usize);
            }
            let winners: Vec<u8> = game.winners().iter().map(|s| s.0).collect();
            for (i, count) in decided.iter_mut().enumerate() {
                if winners_without(&game, i) != winners {
                    *count += 1;
                }
            }
            for w in game.winners() {
                if let Some(count) = wins.get_mut(w.index()) {
                    *count += 1;
                }
            }
        }
        for v in [&mut sizes, &mut turns, &mut flags, &mut comfort] {
            v.sort_unstable();
        }
        println!(
            "{seats} players, {games} games: {complete} with three complete huts, {blocked} with a player blocked, \
             {unfinished} unfinished; tiles per hut median {} (p10 {}, p90 {}); turns median {}; \
             highest flag median {}; comfort per hut median {}; complete huts {complete_huts}; cannon shots {shots}; bananas {bananas}; wins per seat {wins:?}",
            percentile(&sizes, 50),
            percentile(&sizes, 10),
            percentile(&sizes, 90),
            percentile(&turns, 50),
            percentile(&flags, 50),
            percentile(&comfort, 50),
        );
        let shares: Vec<String> = CRITERIA
            .iter()
            .zip(decided)
            .map(|(name, n)| format!("{name} {:.1}%", f64::from(n) * 100.0 / games as f64))
            .collect();
        println!(
            "  games whose winner changes without a criterion: {}",
            shares.join(", ")
        );
    }
}

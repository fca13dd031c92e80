//! Why a seat of Capt'n Clever wins more than its share (issue 13, `docs/balance.md`): per seat
//! its wins, its wins if the round were played to its end (each seat that lays its ninth card in
//! the round the game ends shares the win: what is left of the gap is not the turn order), its
//! turns per find, its first find, how often it loses holding eight treasures, and where its
//! captain started. At two players the game itself plays the round out (the second seat's last
//! turn), unless `rulebook` asks for the rulebook's ending.
//!
//! `cargo run --release -p tablee-rules --example captn_seats -- SEATS GAMES [strong|quick]
//! [variant|base] [FIRST_SEED] [first|second|third] [last|rulebook]` (default: the current sea,
//! the last turn at two players)
use tablee_rules::captn::{Captn, CaptnEvent, CaptnSetup, Scenario, SeaLayout, ai};
use tablee_rules::{Game, Seat, SeededRng, Strength};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seats: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(3);
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(300);
    let level = if args.get(2).map(String::as_str) == Some("quick") {
        Strength::Quick
    } else {
        Strength::Strong
    };
    let variant = args.get(3).map(String::as_str) != Some("base");
    let first: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(1);
    let sea = match args.get(5).map(String::as_str) {
        Some("first") => SeaLayout::First,
        Some("second") => SeaLayout::Second,
        _ => SeaLayout::CURRENT,
    };
    let rulebook = args.get(6).map(String::as_str) == Some("rulebook");
    let mut wins = vec![0.0; seats];
    let mut round_wins = vec![0.0; seats];
    let mut find_turns = vec![(0.0, 0.0); seats];
    let mut first_find = vec![(0.0, 0.0); seats];
    let mut at_end8 = vec![0u32; seats];
    let mut start_island = vec![vec![0u32; 9]; seats];
    let mut last_turns = vec![0.0; seats];
    for g in 0..games {
        let seed = first + g;
        let mut game = Captn::new(
            CaptnSetup {
                sea,
                last_turn: seats == 2 && !rulebook,
                ..CaptnSetup::new(seats as u8, variant)
            },
            seed,
        )
        .unwrap();
        let mut rng = SeededRng::new(seed ^ 0x5eed);
        let mut turns = vec![0u32; seats];
        let mut given: Vec<Option<u32>> = vec![None; seats];
        let mut finds = vec![0u32; seats];
        let mut round_over = false;
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            let Some(a) = ai::choose(&view, level, &mut rng) else {
                break;
            };
            let events = game.apply(&a).unwrap();
            for e in events {
                match e {
                    CaptnEvent::TargetGiven { seat, .. } => {
                        given[seat.index()] = Some(turns[seat.index()])
                    }
                    CaptnEvent::TreasureFound { seat, .. } => {
                        let s = seat.index();
                        if let Some(from) = given[s].take() {
                            let took = f64::from(turns[s] - from + 1);
                            find_turns[s].0 += took;
                            find_turns[s].1 += 1.0;
                            if finds[s] == 0 {
                                first_find[s].0 += took;
                                first_find[s].1 += 1.0;
                            }
                        }
                        finds[s] += 1;
                    }
                    CaptnEvent::TurnEnded { seat } => turns[seat.index()] += 1,
                    CaptnEvent::LastTurn { .. } => round_over = true,
                    CaptnEvent::CaptainPlaced { seat, island } => {
                        start_island[seat.index()][island.index()] += 1
                    }
                    _ => {}
                }
            }
        }
        let winners: Vec<usize> = game.winners().iter().map(|w| w.index()).collect();
        let Some(&w) = winners.first() else {
            println!("seed {seed} did not end");
            continue;
        };
        for s in &winners {
            wins[*s] += 1.0 / winners.len() as f64;
        }
        let w = Seat(w as u8);
        for s in 0..seats {
            if !winners.contains(&s) && game.found(Seat(s as u8)).len() == 8 {
                at_end8[s] += 1;
            }
            last_turns[s] += f64::from(turns[s]);
        }
        // Counterfactual: the round completes (unless the last turn played it out); who else
        // lays his ninth card in it?
        let mut co = winners.clone();
        if w.index() + 1 < seats && !round_over {
            let found: Vec<_> = (0..seats)
                .map(|s| {
                    let f = game.found(Seat(s as u8)).to_vec();
                    if s == w.index() { f[..8].to_vec() } else { f }
                })
                .collect();
            let targets: Vec<_> = (0..seats)
                .map(|s| {
                    if s == w.index() {
                        game.found(w)[8]
                    } else {
                        game.target(Seat(s as u8)).unwrap()
                    }
                })
                .collect();
            let sc = Scenario {
                variant,
                sea,
                captains: game.pieces().captains.iter().map(|c| c.unwrap()).collect(),
                ships: game.pieces().ships.iter().map(|c| c.unwrap()).collect(),
                targets,
                found,
                turn: Seat(w.0 + 1),
            };
            match sc.start(seed) {
                Ok(mut cf) => {
                    while let Some(seat) = cf.to_move() {
                        if seat.index() <= w.index() {
                            break;
                        }
                        let view = cf.view(seat);
                        let Some(a) = ai::choose(&view, level, &mut rng) else {
                            break;
                        };
                        let events = cf.apply(&a).unwrap();
                        if events.iter().any(|e| matches!(e, CaptnEvent::Won { .. })) {
                            co.push(seat.index());
                            break;
                        }
                    }
                }
                Err(e) => println!("seed {seed}: scenario {e:?}"),
            }
        }
        for s in &co {
            round_wins[*s] += 1.0 / co.len() as f64;
        }
    }
    let n = games as f64;
    println!("{seats}p {level:?} variant={variant} {games} games");
    for s in 0..seats {
        println!(
            "seat {}: wins {:.1}%  first-in-round(shared) {:.1}%  turns/find {:.3}  first find {:.2}  loser-with-8 {:.1}%  turns {:.1}",
            s + 1,
            100.0 * wins[s] / n,
            100.0 * round_wins[s] / n,
            find_turns[s].0 / find_turns[s].1,
            first_find[s].0 / first_find[s].1,
            100.0 * f64::from(at_end8[s]) / n,
            last_turns[s] / n
        );
        println!("   start islands {:?}", start_island[s]);
    }
}

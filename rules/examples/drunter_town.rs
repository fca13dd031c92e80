//! Tunes Drunter & Drüber's town (issue 13, `docs/balance.md`).
//!
//! - Measure: plays seeded games between quick computer players on a town and prints, per table,
//!   how far each goal card's win rate is from fair (and its mean score), in the base game at 2, 3
//!   and 4 players (`--variant`: the variant too, by the card kept and by every card dealt).
//! - `--deal`: measures how often each building's cell is still standing at the end (base game,
//!   2, 3 and 4 players), then deals the building types anew among the cells of each value so that
//!   every type's expected surviving points are as equal as they can be at every player count,
//!   and prints the town. Cells, values, toilets and starts stay where they are.
//!
//! - `--search N`: climbs from `--town` through N towns, each one step from the best so far (a
//!   type printed with other values: five on 1..5 adding to 15, the lowest where its lowest was;
//!   a building moved to empty ground; two buildings swapping cells), keeping the toilets, the
//!   starts and five buildings of each type worth 15. Each town is measured on `--games` games of
//!   every base table (`--variant`: every variant table); prints every town tried with its card
//!   farthest from fair and the root mean square of all, and the best town.
//!
//! The shipped town: `cargo run --release -p tablee-rules --example drunter_town -- --town
//! rules/data/drunter/town-first.txt --deal --games 2000 --seed 200001`

use std::collections::BTreeMap;
use std::process::ExitCode;

use tablee_rules::drunter::{
    BoardMap, BuildingType, Drunter, DrunterSetup, FIRST_TOWN_MAP, GoalCard, ai,
};
use tablee_rules::{Game, Pos, Seat, SeededRng, Strength};

const BASE: [(bool, u8); 3] = [(false, 2), (false, 3), (false, 4)];
const VARIANT: [(bool, u8); 3] = [(true, 2), (true, 3), (true, 4)];

/// Per card: games held, summed win shares, summed final scores.
type Cards = BTreeMap<GoalCard, (u32, f64, f64)>;
/// Per building cell: games it was still standing at the end.
type Standing = BTreeMap<Pos, u32>;

/// Plays `games` seeded games of one table on `map`, as the balance harness seeds them.
/// Per card: (the kept cards, the cards dealt, each holder counted once), and each building cell's
/// games standing.
fn play(
    map: &BoardMap,
    (variant, seats): (bool, u8),
    games: u32,
    seed: u64,
) -> ((Cards, Cards), Standing) {
    let mut cards = Cards::new();
    let mut dealt = Cards::new();
    let mut standing = Standing::new();
    for g in 0..games {
        let seed = seed + u64::from(g);
        let setup = DrunterSetup::new(seats, variant);
        let Ok(mut game) = Drunter::on_map(setup, seed, map.clone()) else {
            continue;
        };
        let mut rng = SeededRng::new(seed ^ 0x5eed);
        for _ in 0..20_000 {
            let Some(seat) = game.to_move() else { break };
            let Some(action) = ai::choose(&game.view(seat), Strength::Quick, &mut rng) else {
                break;
            };
            if game.apply(&action).is_err() {
                break;
            }
        }
        for (pos, _) in game.town().standing_buildings() {
            *standing.entry(pos).or_insert(0) += 1;
        }
        let winners = game.winners();
        for s in 0..seats {
            let Some(goal) = game.goal(Seat(s)) else {
                continue;
            };
            let share = if winners.contains(&Seat(s)) {
                1.0 / winners.len() as f64
            } else {
                0.0
            };
            let e = cards.entry(goal).or_insert((0, 0.0, 0.0));
            e.0 += 1;
            e.1 += share;
            e.2 += f64::from(goal.total(game.town()));
            let mut held = game.goal_cards(Seat(s)).to_vec();
            held.sort();
            held.dedup();
            for card in held {
                let e = dealt.entry(card).or_insert((0, 0.0, 0.0));
                e.0 += 1;
                e.1 += share;
                e.2 += f64::from(card.total(game.town()));
            }
        }
    }
    ((cards, dealt), standing)
}

fn report(map: &BoardMap, tables: &[(bool, u8)], games: u32, seed: u64) {
    for &(variant, seats) in tables {
        let ((kept, dealt), _) = play(map, (variant, seats), games, seed);
        let fair = 100.0 / f64::from(seats);
        let line = |cards: &Cards| -> String {
            cards
                .iter()
                .map(|(card, (held, wins, points))| {
                    let h = f64::from((*held).max(1));
                    let name = match card {
                        GoalCard::Building(b) => format!("{b:?}"),
                        other => format!("{other:?}"),
                    };
                    format!("{name} {:+.1} ({:.1})", 100.0 * wins / h - fair, points / h)
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let v = if variant { "variant" } else { "base" };
        println!("{v} {seats}p: {}", line(&kept));
        if variant {
            // Whoever was dealt the card, kept or not: a card kept only when it is ahead
            // looks stronger than it is.
            println!("{v} {seats}p, dealt: {}", line(&dealt));
        }
    }
}

/// Each type's expected surviving points at each player count, given the survival of each cell.
fn strengths(
    deal: &BTreeMap<Pos, (BuildingType, u8)>,
    survival: &[BTreeMap<Pos, f64>],
) -> Vec<BTreeMap<BuildingType, f64>> {
    survival
        .iter()
        .map(|alive| {
            let mut s: BTreeMap<BuildingType, f64> =
                BuildingType::ALL.iter().map(|t| (*t, 0.0)).collect();
            for (pos, (kind, value)) in deal {
                if let Some(e) = s.get_mut(kind) {
                    *e += f64::from(*value) * alive.get(pos).copied().unwrap_or(0.0);
                }
            }
            s
        })
        .collect()
}

/// The sum, over player counts and types, of the squared distance from the mean strength.
fn spread(strengths: &[BTreeMap<BuildingType, f64>]) -> f64 {
    strengths
        .iter()
        .map(|s| {
            let mean = s.values().sum::<f64>() / s.len().max(1) as f64;
            s.values().map(|v| (v - mean).powi(2)).sum::<f64>()
        })
        .sum()
}

fn letter(kind: BuildingType) -> char {
    match kind {
        BuildingType::TownHall => 'H',
        BuildingType::School => 'S',
        BuildingType::FireStation => 'F',
        BuildingType::Tavern => 'T',
        BuildingType::Museum => 'M',
        BuildingType::ChurchTower => 'C',
    }
}

fn deal(map: &BoardMap, text: &str, games: u32, seed: u64) -> String {
    let survival: Vec<BTreeMap<Pos, f64>> = BASE
        .iter()
        .map(|table| {
            let (_, standing) = play(map, *table, games, seed);
            standing
                .into_iter()
                .map(|(p, n)| (p, f64::from(n) / f64::from(games.max(1))))
                .collect()
        })
        .collect();
    let mut deal: BTreeMap<Pos, (BuildingType, u8)> = map
        .buildings()
        .into_iter()
        .map(|(p, b)| (p, (b.kind, b.value)))
        .collect();
    let mut best = spread(&strengths(&deal, &survival));
    eprintln!("before: {:?}", strengths(&deal, &survival));
    let mut rng = SeededRng::new(seed);
    for _ in 0..20_000 {
        // Two cells of the same value swap their types.
        let value = 1 + rng.below(5) as u8;
        let cells: Vec<Pos> = deal
            .iter()
            .filter(|(_, (_, v))| *v == value)
            .map(|(p, _)| *p)
            .collect();
        let (Some(&a), Some(&b)) = (rng.choose(&cells), rng.choose(&cells)) else {
            continue;
        };
        let (Some(&ka), Some(&kb)) = (deal.get(&a), deal.get(&b)) else {
            continue;
        };
        deal.insert(a, kb);
        deal.insert(b, ka);
        let s = spread(&strengths(&deal, &survival));
        if s <= best {
            best = s;
        } else {
            deal.insert(a, ka);
            deal.insert(b, kb);
        }
    }
    eprintln!("after: {:?}", strengths(&deal, &survival));
    let mut rows: Vec<Vec<String>> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect();
    for (pos, (kind, value)) in &deal {
        if let Some(cell) = rows
            .get_mut(pos.y as usize)
            .and_then(|r| r.get_mut(pos.x as usize))
        {
            *cell = format!("{}{value}", letter(*kind));
        }
    }
    rows.iter().map(|r| r.join(" ") + "\n").collect()
}

/// Every set of five values on 1..5 adding to 15, lowest first.
fn value_sets() -> Vec<[u8; 5]> {
    let mut out = Vec::new();
    for a in 1..=5u8 {
        for b in a..=5 {
            for c in b..=5 {
                for d in c..=5 {
                    for e in d..=5 {
                        if a + b + c + d + e == 15 {
                            out.push([a, b, c, d, e]);
                        }
                    }
                }
            }
        }
    }
    out
}

/// A town's cells as tokens, row by row.
type Rows = Vec<Vec<String>>;

fn rows_of(text: &str) -> Rows {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

fn text_of(rows: &Rows) -> String {
    rows.iter().map(|r| r.join(" ") + "\n").collect()
}

/// The cells of `rows` whose token passes `keep`, with their token.
fn cells_where(rows: &Rows, keep: impl Fn(&str) -> bool) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, token) in row.iter().enumerate() {
            if keep(token) {
                out.push((y, x, token.clone()));
            }
        }
    }
    out
}

/// Prints `kind`'s buildings with `set`, the lowest value on the cell that was lowest.
fn revalue(rows: &mut Rows, kind: char, set: [u8; 5]) {
    let mut cells = cells_where(rows, |t| t.starts_with(kind) && t.len() == 2 && t != "In");
    cells.sort_by_key(|(y, x, t)| (t.clone(), *y, *x));
    for ((y, x, _), value) in cells.iter().zip(set) {
        if let Some(cell) = rows.get_mut(*y).and_then(|r| r.get_mut(*x)) {
            *cell = format!("{kind}{value}");
        }
    }
}

/// How far a town is from fair on `tables`: the farthest card from fair (points), and the root
/// mean square of all cards' distances.
fn unfairness(map: &BoardMap, tables: &[(bool, u8)], games: u32, seed: u64) -> (f64, f64) {
    let mut worst: f64 = 0.0;
    let (mut squares, mut n) = (0.0, 0.0);
    for table in tables {
        let ((cards, _), _) = play(map, *table, games, seed);
        let fair = 100.0 / f64::from(table.1);
        for (held, wins, _) in cards.values() {
            let d = 100.0 * wins / f64::from((*held).max(1)) - fair;
            worst = worst.max(d.abs());
            squares += d * d;
            n += 1.0;
        }
    }
    (worst, (squares / f64::max(n, 1.0)).sqrt())
}

/// One step away from `rows`: a type printed with other values, a building moved to empty ground,
/// or two buildings of different types swapping cells.
fn neighbour(rows: &Rows, sets: &[[u8; 5]], rng: &mut SeededRng) -> Rows {
    let mut next = rows.clone();
    let is_building =
        |t: &str| t.len() == 2 && t != "In" && t.chars().nth(1).is_some_and(|c| c.is_ascii_digit());
    let buildings = cells_where(rows, is_building);
    match rng.below(3) {
        0 => {
            let kind = ['H', 'S', 'F', 'T', 'M', 'C'];
            if let (Some(k), Some(set)) = (rng.choose(&kind), rng.choose(sets)) {
                revalue(&mut next, *k, *set);
            }
        }
        1 => {
            let ground = cells_where(rows, |t| t == "..");
            if let (Some((by, bx, b)), Some((gy, gx, _))) =
                (rng.choose(&buildings), rng.choose(&ground))
            {
                next[*gy][*gx] = b.clone();
                next[*by][*bx] = "..".to_string();
            }
        }
        _ => {
            if let (Some((ay, ax, a)), Some((by, bx, b))) =
                (rng.choose(&buildings), rng.choose(&buildings))
            {
                next[*ay][*ax] = b.clone();
                next[*by][*bx] = a.clone();
            }
        }
    }
    next
}

/// Climbs from `text` for `tries` towns, each measured on `games` games of every table of
/// `tables`; returns the best town found.
fn search(text: &str, tables: &[(bool, u8)], tries: u32, games: u32, seed: u64) -> String {
    let sets = value_sets();
    let measure = |rows: &Rows| -> Option<(f64, f64)> {
        let map = BoardMap::parse(&text_of(rows)).ok()?;
        Some(unfairness(&map, tables, games, seed))
    };
    let mut best_rows = rows_of(text);
    let Some((w, r)) = measure(&best_rows) else {
        return text.to_string();
    };
    let mut best = w + r;
    eprintln!("town 0: farthest {w:.1}, rms {r:.1}");
    let mut rng = SeededRng::new(seed ^ 0x70);
    for t in 1..tries {
        let rows = neighbour(&best_rows, &sets, &mut rng);
        let Some((w, r)) = measure(&rows) else {
            continue;
        };
        eprintln!("town {t}: farthest {w:.1}, rms {r:.1}");
        if w + r < best {
            best = w + r;
            best_rows = rows;
            eprint!("{}", text_of(&best_rows));
        }
    }
    text_of(&best_rows)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let text = match arg("--town") {
        Some(path) => match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("drunter_town: {path}: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => FIRST_TOWN_MAP.to_string(),
    };
    let Ok(map) = BoardMap::parse(&text) else {
        eprintln!("drunter_town: not a town");
        return ExitCode::FAILURE;
    };
    let games: u32 = arg("--games").and_then(|g| g.parse().ok()).unwrap_or(500);
    let seed: u64 = arg("--seed").and_then(|g| g.parse().ok()).unwrap_or(1);
    if let Some(tries) = arg("--search").and_then(|t| t.parse().ok()) {
        let tables: &[(bool, u8)] = if args.iter().any(|a| a == "--variant") {
            &VARIANT
        } else {
            &BASE
        };
        print!("{}", search(&text, tables, tries, games, seed));
    } else if args.iter().any(|a| a == "--deal") {
        print!("{}", deal(&map, &text, games, seed));
    } else {
        report(&map, &BASE, games, seed);
        if args.iter().any(|a| a == "--variant") {
            report(&map, &VARIANT, games, seed);
        }
    }
    ExitCode::SUCCESS
}

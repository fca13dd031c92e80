//! The balance harness: seeded games of one table between chosen computer levels, printed as
//! Markdown tables (win rate per seat with its 95 % sampling error, per goal card or entrance,
//! how games end, the game's own figures). See `docs/balance.md` for the results.
//!
//! `cargo run --release -p tablee-rules --example balance -- --game captn --players 3 --variant
//! --games 2000 --levels quick,quick,strong`
//!
//! - `--game casbah|drunter|captn|cabanes` (required)
//! - `--players N` (default 2); `--levels a,b,...` one of quick, strong, random per seat
//!   (default quick everywhere; a single level fills every seat)
//! - `--size WxH` (Casbah, default 6x6); `--draft rulebook|snake|rotating|drawn` (Casbah's draft
//!   order, default the rulebook's); `--variant` (Drunter's variant, Capt'n's easy variant)
//! - `--chooser computer|far|random` (Capt'n Clever's base game: how each neighbour chooses the
//!   next target; default as the seat's computer player would); `--sea first|second` (Capt'n Clever on
//!   an older sea, which the games saved on it replay on; default the current, third one)
//! - `--games N` (default 500); `--seed N` the first seed (default 1), games use the next ones

use std::process::ExitCode;
use std::time::Instant;

use tablee_rules::Strength;
use tablee_rules::balance::{Chooser, Level, Report, Table};
use tablee_rules::captn::SeaLayout;
use tablee_rules::casbah::{DraftOrder, Size};

struct Options {
    table: Table,
    levels: Vec<Level>,
    games: u32,
    seed: u64,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut game = None;
    let mut players: u8 = 2;
    let mut levels: Option<Vec<Level>> = None;
    let mut size = Size::new(6, 6);
    let mut draft = DraftOrder::Rulebook;
    let mut variant = false;
    let mut chooser = Chooser::default();
    let mut sea = SeaLayout::CURRENT;
    let mut games = 500;
    let mut seed = 1;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        match arg.as_str() {
            "--game" => game = Some(value()?),
            "--players" => players = value()?.parse().map_err(|_| "--players: a number")?,
            "--levels" => {
                let list = value()?;
                let parsed: Option<Vec<Level>> = list.split(',').map(Level::parse).collect();
                levels = Some(parsed.ok_or("--levels: quick, strong or random, comma separated")?);
            }
            "--size" => {
                let v = value()?;
                let (w, h) = v.split_once('x').ok_or("--size: WxH, e.g. 9x4")?;
                let side = |s: &str| s.parse::<u8>().map_err(|_| "--size: WxH, e.g. 9x4");
                size = Size::new(side(w)?, side(h)?);
            }
            "--draft" => {
                draft = DraftOrder::parse(&value()?)
                    .ok_or("--draft: rulebook, snake, rotating or drawn")?
            }
            "--variant" => variant = true,
            "--chooser" => {
                chooser = Chooser::parse(&value()?).ok_or("--chooser: computer, far or random")?
            }
            "--sea" => {
                sea = match value()?.as_str() {
                    "first" => SeaLayout::First,
                    "second" => SeaLayout::Second,
                    "third" => SeaLayout::Third,
                    _ => return Err("--sea: first, second or third".into()),
                }
            }
            "--games" => games = value()?.parse().map_err(|_| "--games: a number")?,
            "--seed" => seed = value()?.parse().map_err(|_| "--seed: a number")?,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    let table = match game.as_deref() {
        Some("casbah") => Table::Casbah { size, draft },
        Some("drunter") => Table::Drunter { variant },
        Some("captn") => Table::Captn {
            variant,
            chooser,
            sea,
        },
        Some("cabanes") => Table::Cabanes,
        _ => return Err("--game casbah|drunter|captn|cabanes".into()),
    };
    let levels = match levels {
        None => vec![Level::Computer(Strength::Quick); usize::from(players)],
        Some(l) if l.len() == 1 => l.repeat(usize::from(players)),
        Some(l) if l.len() == usize::from(players) => l,
        Some(l) => return Err(format!("{} levels for {players} players", l.len())),
    };
    Ok(Options {
        table,
        levels,
        games,
        seed,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("balance: {e}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let report = Report::run(options.table, &options.levels, options.seed, options.games);
    print!("{}", report.render());
    eprintln!("{:.1} s", start.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}

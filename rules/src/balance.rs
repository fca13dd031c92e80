//! Balance measurements: seeded games between computer players, summed into win rates with their
//! sampling error, how games end, and each game's own figures. `rules/examples/balance.rs`
//! prints them; `docs/balance.md` keeps the results and the commands that reproduce them.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::cabanes::{Cabanes, CabanesEvent, CabanesSetup, Ending, HutScore, Item, Phase, tile};
use crate::captn::{Captn, CaptnEvent, CaptnSetup, SeaLayout};
use crate::casbah::solver::{Progress, Solver};
use crate::casbah::{Board, Casbah, CasbahSetup, DraftOrder, Size, Tile};
use crate::drunter::{Drunter, DrunterEvent, DrunterSetup, Vote};
use crate::{Game, Seat, SeededRng, Strength, cabanes, captn, casbah, drunter};

/// A game and the size or variant it is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    Casbah {
        size: Size,
        draft: DraftOrder,
    },
    Drunter {
        variant: bool,
    },
    Captn {
        variant: bool,
        chooser: Chooser,
        sea: SeaLayout,
    },
    Cabanes,
}

/// How a Capt'n Clever chooser picks his neighbour's next target among the cards he holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Chooser {
    /// As the seat's computer player would.
    #[default]
    Computer,
    /// The island that would take the neighbour longest to reach as the pieces stand
    /// ([`captn::ai::turns_to`]), then the most printed hops away.
    Far,
    /// Any card held, at random.
    Random,
}

impl Chooser {
    /// `computer`, `far` or `random`.
    pub fn parse(text: &str) -> Option<Chooser> {
        match text {
            "computer" => Some(Chooser::Computer),
            "far" => Some(Chooser::Far),
            "random" => Some(Chooser::Random),
            _ => None,
        }
    }
}

impl Table {
    /// The table's name, as the report's title and the harness's arguments give it.
    pub fn name(self) -> String {
        match self {
            Table::Casbah { size, draft } => format!(
                "Casbah {}x{}{}",
                size.width,
                size.height,
                match draft {
                    DraftOrder::Rulebook => "",
                    DraftOrder::Snake => ", snake draft",
                    DraftOrder::Rotating => ", rotating draft",
                    DraftOrder::Drawn => ", drawn draft",
                }
            ),
            Table::Drunter { variant } => {
                format!("Drunter & Drüber{}", if variant { ", variant" } else { "" })
            }
            Table::Captn {
                variant,
                chooser,
                sea,
            } => {
                format!(
                    "Capt'n Clever{}{}{}",
                    match sea {
                        SeaLayout::First => ", first sea",
                        SeaLayout::Second => ", second sea",
                        SeaLayout::Third => "",
                    },
                    if variant { ", easy variant" } else { "" },
                    match chooser {
                        Chooser::Computer => "",
                        Chooser::Far => ", far chooser",
                        Chooser::Random => ", random chooser",
                    }
                )
            }
            Table::Cabanes => "Les Cabanes de M'sieur Robinson".to_string(),
        }
    }
}

/// Who plays a seat: a computer level, or random legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Random,
    Computer(Strength),
}

impl Level {
    /// `quick`, `strong` or `random`.
    pub fn parse(text: &str) -> Option<Level> {
        match text {
            "quick" => Some(Level::Computer(Strength::Quick)),
            "strong" => Some(Level::Computer(Strength::Strong)),
            "random" => Some(Level::Random),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Computer(Strength::Quick) => "quick",
            Level::Computer(Strength::Strong) => "strong",
        }
    }
}

/// More actions than any finished game of the shelf takes (Capt'n Clever's 4-player games, the
/// longest, average under 200): a game still going after them is counted as never ending.
pub const ACTIONS_AT_MOST: usize = 20_000;

/// How many positions the Casbah solver may look at when asking whether a draft can still be
/// completed; beyond it the answer is counted as unknown.
pub const SOLVER_BUDGET: u64 = 200_000;

/// What ending is called when a game had not ended after [`ACTIONS_AT_MOST`] actions.
pub const NEVER_ENDED: &str = "did not end";

/// One seeded game, measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Each seat's share of the win: 1 for a sole winner, 1/n for each of n tied winners, nothing
    /// when the game did not end.
    pub shares: Vec<f64>,
    /// What each seat held that may favour it: Drunter, its (kept) goal card; Casbah, the
    /// entrance tile.
    pub cards: Vec<Option<String>>,
    /// How the game ended, in words.
    pub ending: &'static str,
    /// The game's own figures: any number of samples per name (one per hand, per find...).
    pub figures: Vec<(&'static str, f64)>,
}

/// Plays game `seed` of `table` with `levels[s]` in seat `s`.
pub fn play(table: Table, levels: &[Level], seed: u64) -> Played {
    let seats = levels.len() as u8;
    let rng = SeededRng::new(seed ^ 0x5eed);
    match table {
        Table::Casbah { size, draft } => {
            let setup = CasbahSetup::new(size, seats).with_draft(draft);
            play_casbah(setup, levels, seed, rng)
        }
        Table::Drunter { variant } => {
            play_drunter(DrunterSetup::new(seats, variant), levels, seed, rng)
        }
        Table::Captn {
            variant,
            chooser,
            sea,
        } => {
            let setup = CaptnSetup {
                sea,
                ..CaptnSetup::new(seats, variant)
            };
            play_captn(setup, chooser, levels, seed, rng)
        }
        Table::Cabanes => play_cabanes(CabanesSetup { seats }, levels, seed, rng),
    }
}

fn never_started(levels: &[Level]) -> Played {
    Played {
        shares: vec![0.0; levels.len()],
        cards: vec![None; levels.len()],
        ending: "refused setup",
        figures: Vec::new(),
    }
}

/// Each seat's share of the win among `winners`.
fn shares(seats: usize, winners: &[Seat]) -> Vec<f64> {
    (0..seats)
        .map(|s| {
            if winners.iter().any(|w| w.index() == s) {
                1.0 / winners.len() as f64
            } else {
                0.0
            }
        })
        .collect()
}

/// Plays `game` until it ends: a computer seat chooses through `computer`, any other seat a random
/// legal action; `after` hears each applied action's events, with the game as it then stands.
/// False when the game was still going after [`ACTIONS_AT_MOST`] actions.
fn play_out<G: Game>(
    game: &mut G,
    levels: &[Level],
    rng: &mut SeededRng,
    computer: impl Fn(&G, Seat, Strength, &mut SeededRng) -> Option<G::Action>,
    mut after: impl FnMut(&G, Vec<G::Event>),
) -> bool {
    for _ in 0..ACTIONS_AT_MOST {
        let Some(seat) = game.to_move() else {
            return true;
        };
        let action = match levels.get(seat.index()) {
            Some(Level::Computer(s)) => computer(game, seat, *s, rng),
            _ => rng.choose(&game.legal_actions()).cloned(),
        };
        // A player with nothing to do, or an action refused, ends the measurement as it stands.
        let Some(action) = action else { return true };
        let Ok(events) = game.apply(&action) else {
            return true;
        };
        after(game, events);
    }
    game.to_move().is_none()
}

fn never_ended(levels: &[Level]) -> Played {
    Played {
        ending: NEVER_ENDED,
        ..never_started(levels)
    }
}

fn flag(yes: bool) -> f64 {
    if yes { 1.0 } else { 0.0 }
}

fn play_casbah(setup: CasbahSetup, levels: &[Level], seed: u64, mut rng: SeededRng) -> Played {
    let Ok(mut game) = Casbah::new(setup, seed) else {
        return never_started(levels);
    };
    let seats = levels.len();
    let mut figures = Vec::new();
    let mut entrance: Option<Seat> = None;
    let mut drafted = false;
    let computer =
        |g: &Casbah, _: Seat, s, rng: &mut SeededRng| casbah::ai::choose(g, s, rng.next_u64());
    let ended = play_out(&mut game, levels, &mut rng, computer, |game, _| {
        if !drafted && !matches!(game.phase(), casbah::Phase::Draft { .. }) {
            drafted = true;
            let hands: Vec<_> = (0..seats)
                .flat_map(|s| game.hand(Seat(s as u8)).to_vec())
                .collect();
            entrance = (0..seats).map(|s| Seat(s as u8)).find(|s| {
                game.hand(*s)
                    .iter()
                    .any(|t| Tile::get(*t).is_some_and(Tile::is_entrance))
            });
            let verdict = Solver::new(&Board::new(setup.size), &hands).step(SOLVER_BUDGET);
            match verdict {
                Progress::Solved(_) => figures.push(("draft can be completed (solver)", 1.0)),
                Progress::Impossible => figures.push(("draft can be completed (solver)", 0.0)),
                Progress::Working { .. } => {}
            }
            figures.push((
                "solver gave up on the draft",
                flag(matches!(verdict, Progress::Working { .. })),
            ));
        }
    });
    if !ended {
        return never_ended(levels);
    }
    let complete = game.board().is_complete();
    figures.push(("complete casbah", flag(complete)));
    figures.push((
        "empty cells",
        setup
            .size
            .cells()
            .saturating_sub(game.board().placed().len()) as f64,
    ));
    for line in game.scores() {
        figures.push(("tiles left per hand", line.unplaced.len() as f64));
        figures.push(("value left per hand", f64::from(line.unplaced_points)));
    }
    let cards = (0..seats)
        .map(|s| (entrance == Some(Seat(s as u8))).then(|| "the entrance".to_string()))
        .collect();
    Played {
        shares: shares(seats, &game.winners()),
        cards,
        ending: if complete {
            "casbah complete"
        } else {
            "nobody can place"
        },
        figures,
    }
}

fn play_drunter(setup: DrunterSetup, levels: &[Level], seed: u64, mut rng: SeededRng) -> Played {
    let Ok(mut game) = Drunter::new(setup, seed) else {
        return never_started(levels);
    };
    let seats = levels.len();
    let mut figures = Vec::new();
    let mut votes = 0;
    let computer = |g: &Drunter, seat: Seat, s, rng: &mut SeededRng| {
        drunter::ai::choose(&g.view(seat), s, rng)
    };
    let ended = play_out(&mut game, levels, &mut rng, computer, |_, events| {
        for event in events {
            if let DrunterEvent::VoteCounted { outcome, .. } = event {
                votes += 1;
                figures.push(("toilet votes won by yes", flag(outcome == Vote::Yes)));
            }
        }
    });
    if !ended {
        return never_ended(levels);
    }
    figures.push(("toilet votes per game", f64::from(votes)));
    figures.push((
        "buildings standing",
        game.town().standing_buildings().len() as f64,
    ));
    let winners = game.winners();
    let scores = game.scores();
    let best = scores.iter().map(|l| l.total).max().unwrap_or(0);
    let tied = scores.iter().filter(|l| l.total == best).count();
    let ending = match (winners.len(), tied) {
        (0, _) => NEVER_ENDED,
        (1, 1) => "sole best score",
        (1, _) => "tie broken",
        _ => "shared win",
    };
    figures.push(("decided by the tie-break", flag(ending == "tie broken")));
    let cards = (0..seats)
        .map(|s| game.goal(Seat(s as u8)).map(|g| g.to_string()))
        .collect();
    Played {
        shares: shares(seats, &winners),
        cards,
        ending,
        figures,
    }
}

/// The target `chooser` sends `for_seat` after, among the cards `view` holds for him.
fn chosen_target(
    view: &captn::CaptnView,
    for_seat: Seat,
    chooser: Chooser,
    rng: &mut SeededRng,
) -> Option<captn::IslandId> {
    let cards = view.choice.clone().unwrap_or_default();
    match chooser {
        Chooser::Computer => None,
        Chooser::Random => rng.choose(&cards).copied(),
        Chooser::Far => {
            let board = view.board();
            let pieces = view.pieces();
            let far = |c: &captn::IslandId| {
                let hops = pieces
                    .captain(for_seat)
                    .map_or(0, |f| captn::ai::hops(board, f, *c));
                (captn::ai::turns_to(board, pieces, for_seat, *c), hops)
            };
            cards.iter().max_by_key(|c| far(c)).copied()
        }
    }
}

fn play_captn(
    setup: CaptnSetup,
    chooser: Chooser,
    levels: &[Level],
    seed: u64,
    mut rng: SeededRng,
) -> Played {
    let Ok(mut game) = Captn::new(setup, seed) else {
        return never_started(levels);
    };
    let seats = levels.len();
    let mut figures = Vec::new();
    // Each seat's turns so far, and the turn its current target became known.
    let mut turns = vec![0u32; seats];
    let mut given: Vec<Option<u32>> = vec![None; seats];
    // The first seat laid his ninth treasure and the second played a last turn.
    let mut last_turn = false;
    let computer = |g: &Captn, seat: Seat, s, rng: &mut SeededRng| {
        let view = g.view(seat);
        if let captn::Phase::Choosing { for_seat, .. } = view.phase()
            && let Some(island) = chosen_target(&view, for_seat, chooser, rng)
        {
            return Some(captn::CaptnAction::ChooseTarget { island });
        }
        captn::ai::choose(&view, s, rng)
    };
    let ended = play_out(&mut game, levels, &mut rng, computer, |_, events| {
        for event in events {
            match event {
                CaptnEvent::TargetGiven { seat, .. } => {
                    if let (Some(g), Some(t)) =
                        (given.get_mut(seat.index()), turns.get(seat.index()))
                    {
                        *g = Some(*t);
                    }
                }
                CaptnEvent::TreasureFound { seat, .. } => {
                    let (Some(g), Some(t)) = (given.get_mut(seat.index()), turns.get(seat.index()))
                    else {
                        continue;
                    };
                    // The turn of the find counts.
                    if let Some(from) = g.take() {
                        let took = f64::from(t.saturating_sub(from) + 1);
                        figures.push(("turns from target to find", took));
                        figures.push(("found within 2 turns", flag(took <= 2.0)));
                    }
                }
                CaptnEvent::TurnEnded { seat } => {
                    if let Some(t) = turns.get_mut(seat.index()) {
                        *t += 1;
                    }
                }
                CaptnEvent::LastTurn { .. } => last_turn = true,
                _ => {}
            }
        }
    });
    if !ended {
        return never_ended(levels);
    }
    for s in 0..seats {
        let found = game.found(Seat(s as u8)).len();
        if let (Some(t), true) = (turns.get(s), found > 0) {
            figures.push(("turns per treasure", f64::from(*t) / found as f64));
        }
    }
    let winners = game.winners();
    figures.push(("turns per game", f64::from(turns.iter().sum::<u32>())));
    Played {
        // A shared win (two players, the second laying his ninth in his last turn) gives each
        // half a win, as the endings say.
        shares: shares(seats, winners),
        cards: vec![None; seats],
        ending: match (winners.len(), last_turn) {
            (0, _) => NEVER_ENDED,
            (1, false) => "ninth treasure laid",
            (1, true) => "last turn: the first seat wins",
            _ => "last turn: shared win, half a win each",
        },
        figures,
    }
}

/// Les Cabanes' scoring criteria, each left out in turn to see whether it decides the winner (as
/// the figure names it): size, flag, comfort, complete, monkeys on the huts, bananas, monkeys
/// left in front.
const CABANES_CRITERIA: [&str; 7] = [
    "winner changes without size",
    "winner changes without flag",
    "winner changes without comfort",
    "winner changes without complete",
    "winner changes without monkeys",
    "winner changes without bananas",
    "winner changes without monkeys in front",
];

/// The winners of a finished Cabanes game if criterion `left_out` (of [`CABANES_CRITERIA`]) did
/// not count.
fn cabanes_winners_without(game: &Cabanes, left_out: usize) -> Vec<Seat> {
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
            let kept: u32 = [size, flag, comfort, complete]
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
        for (seat, p) in cabanes::share(*points, track) {
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
        .map(Seat)
        .filter(|s| totals.get(s.index()) == Some(&best))
        .collect()
}

fn play_cabanes(setup: CabanesSetup, levels: &[Level], seed: u64, mut rng: SeededRng) -> Played {
    let Ok(mut game) = Cabanes::new(setup, seed) else {
        return never_started(levels);
    };
    let seats = levels.len();
    let mut figures = Vec::new();
    let (mut fired, mut bananas, mut actions) = (0u32, 0u32, 0u32);
    let computer = |g: &Cabanes, seat: Seat, s, rng: &mut SeededRng| {
        cabanes::ai::choose(&g.view(seat), s, rng)
    };
    let ended = play_out(&mut game, levels, &mut rng, computer, |_, events| {
        actions += 1;
        for event in events {
            match event {
                CabanesEvent::Fired { taken, .. } => {
                    fired += 1;
                    figures.push(("tiles knocked off per shot", taken.len() as f64));
                }
                CabanesEvent::PileEmptied { bananas: given, .. } => {
                    bananas += given.len() as u32;
                }
                _ => {}
            }
        }
    });
    let ending = match game.phase() {
        Phase::Over {
            ending: Ending::AllComplete,
        } => "three complete huts",
        Phase::Over {
            ending: Ending::Blocked { .. },
        } => "a player blocked",
        _ => NEVER_ENDED,
    };
    if !ended || ending == NEVER_ENDED {
        return never_ended(levels);
    }
    let huts = game.hut_scores();
    for (hut, score) in game.huts().iter().zip(&huts) {
        let stats = hut.stats();
        figures.push(("tiles per hut", f64::from(stats.tiles)));
        figures.push((
            "highest flag per hut (height in tiles, 0 = none)",
            f64::from(stats.flag_height),
        ));
        figures.push(("flags per hut", f64::from(stats.flags)));
        figures.push(("comfort objects per hut", f64::from(stats.comfort)));
        let monkeys: u32 = stats.monkeys.iter().map(|(_, m, f)| m + f).sum();
        figures.push(("monkeys per hut", f64::from(monkeys)));
        figures.push(("couples per hut", f64::from(score.couples)));
        figures.push(("complete huts", flag(stats.complete)));
        figures.push(("points put on a hut", f64::from(score.total)));
        let cannons = hut
            .tiles()
            .iter()
            .filter(|p| tile(p.tile).is_some_and(|t| t.item == Some(Item::Cannon)))
            .count();
        figures.push(("cannons standing per hut", cannons as f64));
    }
    figures.push(("cannons fired per game", f64::from(fired)));
    figures.push(("banana points per game", f64::from(bananas)));
    figures.push(("actions per game", f64::from(actions)));
    let scores = game.scores();
    for line in &scores {
        figures.push(("final score", f64::from(line.total)));
        figures.push(("banana points per player", f64::from(line.bananas)));
        figures.push((
            "monkey tiles left in front per player",
            f64::from(line.monkeys_in_front),
        ));
    }
    let best = scores.iter().map(|l| l.total).max().unwrap_or(0);
    let worst = scores.iter().map(|l| l.total).min().unwrap_or(0);
    figures.push(("gap between first and last", f64::from(best - worst)));
    let winners = game.winners();
    figures.push(("shared wins", flag(winners.len() > 1)));
    for (i, name) in CABANES_CRITERIA.iter().enumerate() {
        let changed = cabanes_winners_without(&game, i) != winners;
        figures.push((name, flag(changed)));
    }
    let kept = game.fronts().iter().map(Vec::len).sum::<usize>();
    figures.push(("tiles left in front at the end", kept as f64));
    Played {
        shares: shares(seats, &winners),
        cards: vec![None; seats],
        ending,
        figures,
    }
}

/// The 95 % sampling error of a rate `p` measured on `n` games: 1.96·sqrt(p(1-p)/n).
pub fn margin(p: f64, n: f64) -> f64 {
    if n <= 0.0 {
        return 0.0;
    }
    1.96 * (p * (1.0 - p) / n).max(0.0).sqrt()
}

/// The middle of `samples` (the mean of the two middle ones for an even count).
pub fn median(samples: &[f64]) -> f64 {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    if n == 0 {
        return 0.0;
    }
    let hi = sorted.get(n / 2).copied().unwrap_or(0.0);
    if n % 2 == 1 {
        hi
    } else {
        (sorted.get(n / 2 - 1).copied().unwrap_or(0.0) + hi) / 2.0
    }
}

/// The sample at `p` percent of `samples` sorted (the nearest rank below).
pub fn percentile(samples: &[f64], p: usize) -> f64 {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted
        .get(sorted.len().saturating_sub(1) * p.min(100) / 100)
        .copied()
        .unwrap_or(0.0)
}

/// Many games of one table, summed.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub table: Table,
    pub levels: Vec<Level>,
    pub first_seed: u64,
    pub games: u32,
    /// Each seat's summed shares of wins.
    pub seat_wins: Vec<f64>,
    /// Per card: games held, summed shares of wins.
    pub cards: BTreeMap<String, (u32, f64)>,
    pub endings: BTreeMap<&'static str, u32>,
    /// Samples per figure, in the order the figures first appeared.
    pub figures: Vec<(&'static str, Vec<f64>)>,
}

impl Report {
    pub fn new(table: Table, levels: &[Level], first_seed: u64) -> Report {
        Report {
            table,
            levels: levels.to_vec(),
            first_seed,
            games: 0,
            seat_wins: vec![0.0; levels.len()],
            cards: BTreeMap::new(),
            endings: BTreeMap::new(),
            figures: Vec::new(),
        }
    }

    /// Plays `games` games, seeds `first_seed`, `first_seed + 1`...
    pub fn run(table: Table, levels: &[Level], first_seed: u64, games: u32) -> Report {
        let mut report = Report::new(table, levels, first_seed);
        for g in 0..games {
            report.add(&play(table, levels, first_seed + u64::from(g)));
        }
        report
    }

    pub fn add(&mut self, played: &Played) {
        self.games += 1;
        for (total, share) in self.seat_wins.iter_mut().zip(&played.shares) {
            *total += share;
        }
        for (card, share) in played.cards.iter().zip(&played.shares) {
            if let Some(card) = card {
                let entry = self.cards.entry(card.clone()).or_insert((0, 0.0));
                entry.0 += 1;
                entry.1 += share;
            }
        }
        *self.endings.entry(played.ending).or_insert(0) += 1;
        for (name, value) in &played.figures {
            match self.figures.iter_mut().find(|(n, _)| n == name) {
                Some((_, samples)) => samples.push(*value),
                None => self.figures.push((name, vec![*value])),
            }
        }
    }

    /// Games that reached their end.
    pub fn ended(&self) -> u32 {
        self.games - self.endings.get(NEVER_ENDED).copied().unwrap_or(0)
    }

    /// The report as Markdown tables.
    pub fn render(&self) -> String {
        let n = f64::from(self.games.max(1));
        let seats = self.levels.len();
        let mut out = String::new();
        let _ = writeln!(
            out,
            "#### {}, {} players ({}), {} games, seeds {}..{}\n",
            self.table.name(),
            seats,
            self.levels
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", "),
            self.games,
            self.first_seed,
            self.first_seed + u64::from(self.games),
        );
        let fair = 100.0 / seats.max(1) as f64;
        let _ = writeln!(out, "| seat | level | wins | ± (95 %) | fair |");
        let _ = writeln!(out, "| --- | --- | ---: | ---: | ---: |");
        for (s, (wins, level)) in self.seat_wins.iter().zip(&self.levels).enumerate() {
            let p = wins / n;
            let _ = writeln!(
                out,
                "| {} | {} | {:.1} % | {:.1} | {fair:.1} % |",
                s + 1,
                level.name(),
                100.0 * p,
                100.0 * margin(p, n)
            );
        }
        if !self.cards.is_empty() {
            let _ = writeln!(out, "\n| card | held | wins | ± (95 %) |");
            let _ = writeln!(out, "| --- | ---: | ---: | ---: |");
            for (card, (held, wins)) in &self.cards {
                let h = f64::from(*held);
                let p = wins / h;
                let _ = writeln!(
                    out,
                    "| {card} | {held} | {:.1} % | {:.1} |",
                    100.0 * p,
                    100.0 * margin(p, h)
                );
            }
        }
        let _ = writeln!(out, "\n| ending | games | share |");
        let _ = writeln!(out, "| --- | ---: | ---: |");
        for (ending, count) in &self.endings {
            let _ = writeln!(
                out,
                "| {ending} | {count} | {:.1} % |",
                100.0 * f64::from(*count) / n
            );
        }
        let _ = writeln!(out, "\n| figure | samples | mean | median | p10 | p90 |");
        let _ = writeln!(out, "| --- | ---: | ---: | ---: | ---: | ---: |");
        for (name, samples) in &self.figures {
            let mean = samples.iter().sum::<f64>() / samples.len().max(1) as f64;
            let _ = writeln!(
                out,
                "| {name} | {} | {mean:.2} | {:.1} | {:.1} | {:.1} |",
                samples.len(),
                median(samples),
                percentile(samples, 10),
                percentile(samples, 90),
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_the_normal_95_percent_interval() {
        assert!((margin(0.5, 100.0) - 0.098).abs() < 1e-9);
        assert_eq!(margin(0.0, 100.0), 0.0);
        assert_eq!(margin(0.3, 0.0), 0.0);
    }

    #[test]
    fn the_median_takes_the_middle() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert_eq!(median(&[]), 0.0);
    }

    #[test]
    fn percentiles_take_the_nearest_rank_below() {
        let samples: Vec<f64> = (1..=11).rev().map(f64::from).collect();
        assert_eq!(percentile(&samples, 10), 2.0);
        assert_eq!(percentile(&samples, 50), 6.0);
        assert_eq!(percentile(&samples, 90), 10.0);
        assert_eq!(percentile(&[], 90), 0.0);
    }

    #[test]
    fn a_report_sums_shares_cards_endings_and_figures() {
        let quick = Level::Computer(Strength::Quick);
        let mut r = Report::new(Table::Drunter { variant: false }, &[quick, quick], 1);
        r.add(&Played {
            shares: vec![1.0, 0.0],
            cards: vec![Some("a".into()), Some("b".into())],
            ending: "sole best score",
            figures: vec![("x", 2.0)],
        });
        r.add(&Played {
            shares: vec![0.5, 0.5],
            cards: vec![Some("b".into()), Some("a".into())],
            ending: "shared win",
            figures: vec![("x", 4.0), ("x", 6.0)],
        });
        assert_eq!(r.seat_wins, vec![1.5, 0.5]);
        assert_eq!(r.cards.get("a"), Some(&(2, 1.5)));
        assert_eq!(r.cards.get("b"), Some(&(2, 0.5)));
        assert_eq!(r.ended(), 2);
        assert_eq!(r.figures, vec![("x", vec![2.0, 4.0, 6.0])]);
        let text = r.render();
        assert!(text.contains("| 1 | quick | 75.0 % |"), "{text}");
        assert!(
            text.contains("| x | 3 | 4.00 | 4.0 | 2.0 | 4.0 |"),
            "{text}"
        );
    }
}

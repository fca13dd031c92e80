//! Every player-facing message, in both languages, read for the grammar a player trips over:
//! counts that do not agree ("1 tiles", "0 tuiles"), French "de"/"le"/"la" not elided before a
//! vowel ("de Alice", "la île"), articles not contracted ("de le", "à les"), grammar by brackets
//! ("(s)", "(e)"), "his"/"her" for players, "a" before a vowel in English.
//!
//! The messages come from the real message functions: the log of real games played by the
//! engines (random legal moves, every seat count, base game and variants), the status line at
//! every step, every error and placement reason built variant by variant, and the counts, names
//! and headings, with players named by a vowel ("Alice", "Ève", "Ulysse", "Hugo") and by a
//! consonant ("Bob", "Yann", "Zoé", "Joueur 4"), and counts of 0, 1 and 2.

use tablee::i18n::{Lang, fr_starts_with_vowel};
use tablee::seats::{PlayerConfig, SeatKind};
use tablee_rules::{Dir, Game, Pos, Seat, SeededRng};

const LANGS: [Lang; 2] = [Lang::En, Lang::Fr];
const ROSTERS: [[&str; 4]; 2] = [
    ["Alice", "Ève", "Ulysse", "Hugo"],
    ["Bob", "Yann", "Zoé", "Joueur 4"],
];

fn players(roster: &[&str; 4], seats: u8) -> Vec<PlayerConfig> {
    roster
        .iter()
        .take(usize::from(seats))
        .enumerate()
        .map(|(i, name)| PlayerConfig {
            name: (*name).to_string(),
            colour: i,
            kind: SeatKind::Human,
        })
        .collect()
}

/// Messages gathered, each with its language and where it came from (to name a failure).
#[derive(Default)]
struct Sweep {
    texts: Vec<(Lang, String, String)>,
}

impl Sweep {
    fn add(&mut self, l: Lang, source: &str, text: impl Into<String>) {
        self.texts.push((l, source.to_string(), text.into()));
    }

    fn check(&self, min: usize) {
        assert!(
            self.texts.len() >= min,
            "the sweep read only {} messages, expected at least {min}",
            self.texts.len()
        );
        let mut failures: Vec<String> = self
            .texts
            .iter()
            .flat_map(|(l, source, text)| {
                faults(text, *l)
                    .into_iter()
                    .map(move |f| format!("{source} ({l:?}): {f}: «{text}»"))
            })
            .collect();
        failures.sort();
        failures.dedup();
        assert!(
            failures.is_empty(),
            "{} grammar faults:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}

/// Count nouns, singular and plural, in each language (invariable French words are left out).
const EN_NOUNS: [(&str, &str); 25] = [
    ("step", "steps"),
    ("pawn", "pawns"),
    ("tile", "tiles"),
    ("pick", "picks"),
    ("point", "points"),
    ("cell", "cells"),
    ("island", "islands"),
    ("vote", "votes"),
    ("treasure", "treasures"),
    ("card", "cards"),
    ("player", "players"),
    ("pt", "pts"),
    ("lane", "lanes"),
    ("way", "ways"),
    ("hut", "huts"),
    ("space", "spaces"),
    ("banana", "bananas"),
    ("side", "sides"),
    ("flag", "flags"),
    ("object", "objects"),
    ("couple", "couples"),
    ("monkey", "monkeys"),
    ("cannon", "cannons"),
    ("pile", "piles"),
    ("row", "rows"),
];
const FR_NOUNS: [(&str, &str); 22] = [
    ("étape", "étapes"),
    ("pion", "pions"),
    ("tuile", "tuiles"),
    ("point", "points"),
    ("case", "cases"),
    ("île", "îles"),
    ("trésor", "trésors"),
    ("carte", "cartes"),
    ("joueur", "joueurs"),
    ("pt", "pts"),
    ("passage", "passages"),
    ("restant", "restants"),
    ("cabane", "cabanes"),
    ("banane", "bananes"),
    ("côté", "côtés"),
    ("drapeau", "drapeaux"),
    ("objet", "objets"),
    ("couple", "couples"),
    ("singe", "singes"),
    ("canon", "canons"),
    ("pile", "piles"),
    ("rangée", "rangées"),
];

/// Words between a count and its noun ("2 more tiles", "1 autre tuile", "3 lone monkeys"): the
/// look goes one word further after them.
const BEFORE_NOUN: [&str; 8] = [
    "empty", "free", "lone", "more", "complete", "monkey", "autre", "autres",
];

fn word(token: &str) -> &str {
    token.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
}

/// Everything wrong with one message.
fn faults(text: &str, l: Lang) -> Vec<String> {
    let mut found = Vec::new();
    for bad in ["(s)", "(e)", "(es)", "(x)", "{", "}"] {
        if text.contains(bad) {
            found.push(format!("contains {bad:?}"));
        }
    }
    if text.contains("  ") || text.starts_with(' ') || text.ends_with(' ') {
        found.push("a doubled or stray space".into());
    }
    for bad in [" ,", " .", ",,", "..", " ;;"] {
        if text.contains(bad) {
            found.push(format!("contains {bad:?}"));
        }
    }
    let tokens: Vec<&str> = text.split_whitespace().collect();
    // Counts: a number, then its noun, or a word like "empty" and its noun. ("3 × road tile" is a tally, not
    // a count: the × stops the look.)
    for (i, token) in tokens.iter().enumerate() {
        let digits = token.trim_start_matches(['(', '−', '-']);
        let Ok(n) = digits.parse::<u64>() else {
            continue;
        };
        let singular = match l {
            Lang::En => n == 1,
            Lang::Fr => n <= 1,
        };
        let nouns: &[(&str, &str)] = match l {
            Lang::En => &EN_NOUNS,
            Lang::Fr => &FR_NOUNS,
        };
        let noun = |t: &str| nouns.iter().find(|(o, m)| t == *o || t == *m).copied();
        let first = tokens.get(i + 1).map(|t| word(t));
        let second = tokens.get(i + 2).map(|t| word(t));
        // A word between the count and its noun is skipped when a noun follows it.
        let counted = match (first, second) {
            (Some(a), Some(b)) if BEFORE_NOUN.contains(&a) && noun(b).is_some() => Some(b),
            (a, _) => a,
        };
        if let Some(next) = counted
            && let Some((one, many)) = noun(next)
        {
            let want = if singular { one } else { many };
            if next != want {
                found.push(format!("\"{n} {next}\" should be \"{n} {want}\""));
            }
        }
    }
    match l {
        Lang::En => {
            for (i, pair) in tokens.windows(2).enumerate() {
                let (a, b) = (word(pair[0]), word(pair[1]));
                if a == "his" || a == "her" || a == "him" || a == "His" || a == "Her" {
                    found.push(format!("\"{a}\" for a player (use \"their\")"));
                }
                if a == "a"
                    && b.starts_with(|c: char| "aeioAEIO".contains(c))
                    && !pair[1].starts_with('(')
                {
                    found.push(format!("\"a {b}\" (token {i}) should be \"an {b}\""));
                }
            }
        }
        Lang::Fr => {
            for pair in tokens.windows(2) {
                let (a, b) = (pair[0], word(pair[1]));
                let contracts = matches!(a, "de" | "De" | "à" | "À")
                    && matches!(b, "le" | "les" | "Le" | "Les" | "des");
                if contracts && pair[1] == b {
                    found.push(format!("\"{a} {b}\" is not contracted"));
                }
                let elides = matches!(a, "de" | "De" | "le" | "Le" | "la" | "La" | "que" | "ne");
                if elides && fr_starts_with_vowel(b) && !b.starts_with(char::is_numeric) {
                    found.push(format!("\"{a} {b}\" should elide"));
                }
                // An island's title form ("Île du Perroquet") inside a sentence: "sur Île …".
                if b == "Île" && a.chars().all(|c| c.is_lowercase() || c == '\'') {
                    found.push(format!("\"{a} {b}\" should be \"{a} l'île\""));
                }
            }
        }
    }
    found
}

#[test]
fn the_checker_catches_each_fault() {
    let bad = [
        (Lang::En, "Alice has 1 tiles"),
        (Lang::En, "Bob has 0 tile"),
        (Lang::En, "2 tile left"),
        (Lang::En, "Bob puts his ship"),
        (Lang::En, "destroying a inn"),
        (Lang::En, "1 empty islands"),
        (Lang::Fr, "le trésor de Alice"),
        (Lang::Fr, "le capitaine de Ève"),
        (Lang::Fr, "équipe de le rempart"),
        (Lang::Fr, "à les joueurs"),
        (Lang::Fr, "2 tuile"),
        (Lang::Fr, "0 tuiles"),
        (Lang::Fr, "1 tuiles"),
        (Lang::Fr, "terminé(e)"),
        (Lang::Fr, "sur Île du Coffre"),
        (Lang::Fr, "la île"),
        (Lang::En, "2 more tile fall"),
        (Lang::En, "1 lone monkeys"),
        (Lang::En, "Alice  builds"),
        (Lang::En, "Alice builds ."),
        (Lang::Fr, "1 autres tuiles"),
        (Lang::Fr, "2 côté libres"),
        (Lang::Fr, "0 bananes"),
    ];
    for (l, text) in bad {
        assert!(!faults(text, l).is_empty(), "not caught: {text}");
    }
    let good = [
        (
            Lang::En,
            "Alice has 1 tile and 0 tiles left, Yes 2, no 1: the toilet stays.",
        ),
        (
            Lang::En,
            "an inn worth 3; 12 picks left; a road tile, 3 cells",
        ),
        (
            Lang::Fr,
            "le trésor d'Alice, de Bob, de l'île de la Perle, du rempart A",
        ),
        (
            Lang::Fr,
            "0 tuile, 1 tuile, 2 tuiles ; Carte trésor : Île du Perroquet",
        ),
        (
            Lang::En,
            "−2 points (2 monkey tiles left), 1 more tile falls",
        ),
        (
            Lang::Fr,
            "−2 points (2 tuiles singe restantes), 1 autre tuile tombe",
        ),
    ];
    for (l, text) in good {
        assert_eq!(faults(text, l), Vec::<String>::new(), "{text}");
    }
}

fn random_action<A: Clone>(actions: &[A], rng: &mut SeededRng) -> Option<A> {
    rng.choose(actions).cloned()
}

mod casbah {
    use super::*;
    use tablee::casbah::text::{
        error_text, event_text, hints_words, placement_reason, points, round_order, status_line,
        take_words, tiles, tiles_in_hand, tiles_of,
    };
    use tablee_rules::casbah::{
        Casbah, CasbahError, CasbahEvent, CasbahSetup, Demand, PlacementError, Rotation, Side,
        Size, TileId, TileSet,
    };

    fn errors() -> Vec<CasbahError> {
        let size = Size::new(6, 6);
        let mut reasons = vec![
            PlacementError::Occupied {
                pos: Pos::new(0, 0),
            },
            PlacementError::EntranceFirst,
            PlacementError::OffTable {
                pos: Pos::new(9, 9),
            },
            PlacementError::NotTouching { by_corner: true },
            PlacementError::NotTouching { by_corner: false },
            PlacementError::OutsideRectangle { size },
            PlacementError::EntranceFacesInside,
        ];
        let sides = [Side::Door, Side::Window, Side::Open, Side::Entrance];
        for dir in Dir::ALL {
            reasons.push(PlacementError::DoorBeyondRectangle { dir, size });
            reasons.push(PlacementError::DoorToOutside { dir });
            for mine in sides {
                for theirs in sides {
                    reasons.push(PlacementError::SidesClash { dir, mine, theirs });
                }
                for demand in [
                    Demand::RoomWithDoor,
                    Demand::GardenOrOutside,
                    Demand::Outside,
                ] {
                    reasons.push(PlacementError::DestinationFixed { dir, mine, demand });
                }
            }
        }
        let tile = TileId(3);
        let mut errors = vec![
            CasbahError::UnplayableSize {
                size: Size::new(12, 1),
            },
            CasbahError::GameOver,
            CasbahError::StillDrafting,
            CasbahError::NotDrafting,
            CasbahError::NotInPool { tile },
            CasbahError::EntranceMustBeTaken,
            CasbahError::NotInHand { tile },
            CasbahError::HelpOnlySolo,
        ];
        for fits_turned in [false, true] {
            errors.push(CasbahError::IllegalPlacement {
                tile,
                rotation: Rotation::new(1),
                pos: Pos::new(1, 1),
                reasons: reasons.clone(),
                fits_turned,
            });
        }
        for n in 0..=2 {
            errors.push(CasbahError::SizeNotForPlayers {
                size: Size::new(3, 3),
                seats: n + 2,
                cells: 9,
            });
            errors.push(CasbahError::SeatCount { seats: n });
            errors.push(CasbahError::TooSmallForPlayers { size, seats: n });
            errors.push(CasbahError::MustPlace {
                options: usize::from(n),
            });
        }
        errors
    }

    pub fn sweep(s: &mut Sweep) {
        for l in LANGS {
            for e in errors() {
                s.add(l, "casbah error", error_text(&e, l));
            }
            for n in 0..=2 {
                s.add(l, "casbah hints", hints_words(n, l));
            }
            // The engine's own words, which a damaged save's message quotes.
            for e in errors() {
                s.add(Lang::En, "casbah engine error", e.to_string());
            }
            for n in 0..=2 {
                s.add(l, "casbah points", points(n, l));
                s.add(l, "casbah tiles", tiles(n, l));
                s.add(l, "casbah hand", tiles_in_hand(n, l));
                for tile in TileSet::NEWEST.tiles() {
                    s.add(l, "casbah draft button", take_words(tile, n, l));
                }
            }
        }
        // Every shape of the box taken and placed, as the log names it, whoever does it.
        for roster in &ROSTERS {
            let who = players(roster, 4);
            for l in LANGS {
                for (i, tile) in TileSet::NEWEST.tiles().iter().enumerate() {
                    let seat = Seat(i as u8 % 4);
                    let events = [
                        CasbahEvent::Picked {
                            seat,
                            tile: tile.id,
                            forced: false,
                        },
                        CasbahEvent::Placed {
                            seat,
                            tile: tile.id,
                            rotation: Rotation::new(0),
                            pos: Pos::new(1, 2),
                            points: tile.value,
                        },
                    ];
                    for e in &events {
                        let line = event_text(e, &who, Pos::new(0, 0), l).unwrap_or_default();
                        s.add(l, "casbah log shape", line);
                    }
                }
            }
        }
        let setups = [
            (Size::new(3, 3), 1),
            (Size::new(6, 6), 2),
            (Size::new(4, 3), 3),
        ]
        .into_iter()
        .chain([(Size::new(6, 6), 4), (Size::new(5, 5), 1)]);
        for (seed, (size, seats)) in setups.enumerate() {
            let mut game = Casbah::new(CasbahSetup::new(size, seats), seed as u64).unwrap();
            let mut rng = SeededRng::new(seed as u64);
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    for seat in 0..seats {
                        s.add(l, "casbah hand heading", tiles_of(Seat(seat), &who, l));
                    }
                    if seats > 1 {
                        s.add(l, "casbah draft round", round_order(&game, &who, l));
                    }
                }
            }
            let mut events = Vec::new();
            loop {
                for roster in &ROSTERS {
                    let who = players(roster, seats);
                    for l in LANGS {
                        for must_pass in [false, true] {
                            let line = status_line(&game, &who, events.last(), must_pass, l);
                            s.add(l, "casbah status", line);
                        }
                    }
                }
                let Some(action) = random_action(&game.legal_actions(), &mut rng) else {
                    break;
                };
                events.extend(game.apply(&action).unwrap());
                // A real refusal too: the same action again is no longer legal.
                if let Err(e) = game.clone().apply(&action) {
                    for l in LANGS {
                        s.add(l, "casbah real error", error_text(&e, l));
                    }
                }
            }
            // Places are named as the board's edges print them, from its top-left cell.
            let frame = game.board().frame();
            let origin = Pos::new(frame.x, frame.y);
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    for e in &events {
                        let line = event_text(e, &who, origin, l).unwrap_or_default();
                        s.add(l, "casbah log", line);
                    }
                }
            }
            assert!(game.is_over());
        }
        // Every reason alone, as the hover line shows it.
        for l in LANGS {
            for e in errors() {
                if let CasbahError::IllegalPlacement { reasons, .. } = e {
                    for r in &reasons {
                        s.add(l, "casbah reason", placement_reason(r, l));
                    }
                }
            }
        }
    }
}

mod drunter {
    use super::*;
    use tablee::drunter::board::{Marks, building_words, cells_of, group_words};
    use tablee::drunter::private::vote_subject;
    use tablee::drunter::text::{
        a_building, card_worth, error_text, event_text, finished_paths, gang_of, goal_rule,
        lay_reason, passed_text, points, starts_vote_text, status_line, tile_words, tiles,
        tiles_of, voters_text, votes_left,
    };
    use tablee_rules::drunter::{
        Building, BuildingType, Card, Drunter, DrunterError, DrunterSetup, GoalCard, LayError,
        MapError, PathId, PhaseView, Tile, TileId, TileKind,
    };

    const KINDS: [TileKind; 3] = [TileKind::Road, TileKind::Wall, TileKind::Canal];

    fn errors() -> Vec<DrunterError> {
        let cell = Pos::new(2, 3);
        let mut reasons = vec![
            LayError::NotYourTile { tile: TileId(1) },
            LayError::OffBoard { cell },
            LayError::CoversPath { cell },
            LayError::BridgeBlocked {
                bridge: cell,
                beyond: Pos::new(2, 4),
            },
        ];
        for kind in KINDS {
            reasons.push(LayError::NotFromGang { cell, kind });
            for path in PathId::ALL {
                reasons.push(LayError::WrongKind { kind, path });
            }
        }
        for path in PathId::ALL {
            reasons.push(LayError::PathFinished { path });
            reasons.push(LayError::GoingBack {
                path,
                dir: Dir::North,
            });
        }
        let mut errors = vec![
            DrunterError::Map(MapError::Starts {
                path: PathId::Canal,
                count: 2,
            }),
            DrunterError::GameOver,
            DrunterError::VoteUnderWay,
            DrunterError::NoVote,
            DrunterError::AlreadyRevealed,
            DrunterError::NotRevealed,
            DrunterError::KeepUnderWay,
            DrunterError::NoKeep,
            DrunterError::GoalNotHeld {
                goal: GoalCard::AllFours,
            },
            DrunterError::EmptyBallot,
            DrunterError::AbstainNotAlone {
                with: vec![Card::Ja],
            },
            DrunterError::MixedBallot {
                yes: vec![Card::Jaa],
                no: vec![Card::Ne, Card::Neee],
            },
            DrunterError::IllegalLay {
                tile: TileId(1),
                path: PathId::Road,
                dir: Dir::East,
                reasons,
            },
        ];
        for card in [Card::Ja, Card::Neee, Card::Joker, Card::Abstain] {
            errors.push(DrunterError::CardNotHeld { card });
            errors.push(DrunterError::CardTwice { card });
        }
        for n in 0..=2 {
            errors.push(DrunterError::SeatCount { seats: n });
            errors.push(DrunterError::MustLay {
                options: usize::from(n),
            });
        }
        errors
    }

    fn goals() -> Vec<GoalCard> {
        let mut goals: Vec<GoalCard> = BuildingType::ALL
            .into_iter()
            .map(GoalCard::Building)
            .collect();
        goals.extend([
            GoalCard::EveryBuilding,
            GoalCard::LowestOfEachType,
            GoalCard::AllThrees,
            GoalCard::AllFours,
        ]);
        goals
    }

    pub fn sweep(s: &mut Sweep) {
        for l in LANGS {
            for e in errors() {
                s.add(Lang::En, "drunter engine error", e.to_string());
                s.add(l, "drunter error", error_text(&e, l));
                if let DrunterError::IllegalLay { reasons, .. } = &e {
                    for r in reasons {
                        s.add(l, "drunter reason", lay_reason(r, l));
                    }
                }
            }
            for n in 0..=2u8 {
                s.add(l, "drunter points", points(n, l));
                s.add(l, "drunter tiles", tiles(usize::from(n), l));
                s.add(l, "drunter votes left", votes_left(n, l));
                for kind in BuildingType::ALL {
                    let b = Building { kind, value: n };
                    s.add(l, "drunter building", building_words(b, l));
                    s.add(l, "drunter destroyed", a_building(b, l));
                }
            }
            for tile in Tile::all() {
                s.add(l, "drunter tile", tile_words(tile, l));
                for n in 0..=2 {
                    s.add(l, "drunter group", group_words(tile, n, l));
                }
            }
            for path in PathId::ALL {
                s.add(l, "drunter gang", gang_of(path, l));
                s.add(l, "drunter finished", finished_paths(&[path], l));
            }
            s.add(l, "drunter finished", finished_paths(&PathId::ALL, l));
            s.add(
                l,
                "drunter finished",
                finished_paths(&[PathId::Road, PathId::Canal], l),
            );
            for goal in goals() {
                s.add(l, "drunter goal", goal_rule(goal, l));
            }
            for n in 0..=2 {
                s.add(l, "drunter voters", voters_text(n, l));
            }
            for card in [Card::Ja, Card::Neee, Card::Joker, Card::Abstain] {
                s.add(l, "drunter card worth", card_worth(card, l));
            }
            let one = ["C4".to_string()];
            let two = ["C4".to_string(), "D7".to_string()];
            s.add(l, "drunter starts a vote", starts_vote_text(&one, l));
            s.add(l, "drunter starts a vote", starts_vote_text(&two, l));
            for roster in &ROSTERS {
                for (who, next) in roster.iter().zip(roster.iter().rev()) {
                    s.add(l, "drunter passed", passed_text(who, next, l));
                }
            }
        }
        let mut seed = 0;
        for variant in [false, true] {
            for seats in 2..=4u8 {
                for _ in 0..3 {
                    seed += 1;
                    play(s, DrunterSetup::new(seats, variant), seed);
                }
            }
        }
    }

    fn play(s: &mut Sweep, setup: DrunterSetup, seed: u64) {
        let seats = setup.seats;
        let mut game = Drunter::new(setup, seed).unwrap();
        let mut rng = SeededRng::new(seed);
        let mut events = Vec::new();
        while let Some(action) = random_action(&game.legal_actions(), &mut rng) {
            let table = game.table_view();
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    s.add(l, "drunter status", status_line(&table, &who, l));
                    if let PhaseView::Vote { builder, .. } = &table.phase {
                        let name = &who[builder.index()].name;
                        s.add(
                            l,
                            "drunter vote",
                            vote_subject(&table, name, l).unwrap_or_default(),
                        );
                    }
                }
            }
            events.extend(game.apply(&action).unwrap());
        }
        let table = game.table_view();
        let marks = Marks::default();
        for roster in &ROSTERS {
            let who = players(roster, seats);
            for l in LANGS {
                s.add(l, "drunter status", status_line(&table, &who, l));
                for seat in 0..seats {
                    s.add(l, "drunter hand heading", tiles_of(Seat(seat), &who, l));
                }
                for e in &events {
                    s.add(l, "drunter log", event_text(e, &who, l).unwrap_or_default());
                }
            }
        }
        for l in LANGS {
            for cell in cells_of(&table, &marks, false, l) {
                s.add(l, "drunter cell", cell.label);
            }
        }
        assert!(game.is_over());
    }
}

mod captn {
    use super::*;
    use tablee::captn::text::{
        choose_prompt, choose_purpose, ending_line, error_text, event_text, give_island,
        island_name, lane_name, last_turn_line, last_turn_purpose, piece_of, pieces_of,
        status_line,
    };
    use tablee_rules::Strength;
    use tablee_rules::captn::ai;
    use tablee_rules::captn::{BoardMap, Captn, CaptnError, CaptnEvent, CaptnSetup, Phase};

    fn errors(board: &BoardMap, seats: u8) -> Vec<CaptnError> {
        let island = board.islands()[0].id;
        let position = board.positions()[0].id;
        let crossing = board.positions()[1].id;
        let mut errors = vec![
            CaptnError::Scenario {
                reason: "test".into(),
            },
            CaptnError::GameOver,
            CaptnError::PlacementUnderWay,
            CaptnError::PlacementOver,
            CaptnError::NoChoice,
            CaptnError::UnknownIsland { island },
            CaptnError::UnknownPosition { position },
            CaptnError::CaptainAlreadyPlaced,
            CaptnError::ShipAlreadyPlaced,
            CaptnError::ShipAlreadyMoved,
            CaptnError::CaptainAlreadyMoved,
        ];
        for n in 0..seats {
            let seat = Seat(n);
            errors.push(CaptnError::SeatCount { seats: n });
            errors.push(CaptnError::NotYourTurn {
                seat,
                to_move: Some(seat),
            });
            errors.push(CaptnError::NotYourTurn {
                seat,
                to_move: None,
            });
            errors.push(CaptnError::ChoiceUnderWay {
                chooser: Seat((n + 1) % seats),
                for_seat: seat,
            });
            errors.push(CaptnError::PositionTaken { position, by: seat });
            errors.push(CaptnError::CrossesShip {
                position,
                crossing,
                by: seat,
            });
            errors.push(CaptnError::NotATarget {
                island,
                for_seat: seat,
            });
            errors.push(CaptnError::MustMoveCaptain {
                options: board
                    .islands()
                    .iter()
                    .take(usize::from(n))
                    .map(|i| i.id)
                    .collect(),
            });
        }
        for i in board.islands() {
            for n in 0..seats {
                errors.push(CaptnError::IslandOccupied {
                    island: i.id,
                    by: Seat(n),
                });
            }
            errors.push(CaptnError::AlreadyThere { island: i.id });
            errors.push(CaptnError::NotReachable { island: i.id });
        }
        errors
    }

    pub fn sweep(s: &mut Sweep) {
        let mut seed = 0;
        for variant in [false, true] {
            for seats in 2..=4u8 {
                for _ in 0..2 {
                    seed += 1;
                    play(s, CaptnSetup::new(seats, variant), seed);
                }
            }
        }
    }

    fn play(s: &mut Sweep, setup: CaptnSetup, seed: u64) {
        let seats = setup.seats;
        let mut game = Captn::new(setup, seed).unwrap();
        let board = game.view(Seat(0)).board().clone();
        let mut rng = SeededRng::new(seed);
        let mut events = Vec::new();
        // Random moves until the placement is over and a few turns are played, then the quick
        // player (which finds treasures) to the end.
        for step in 0..5000 {
            let Some(seat) = game.to_move() else { break };
            let action = if step < 60 {
                random_action(&game.legal_actions(), &mut rng)
            } else {
                ai::choose(&game.view(seat), Strength::Quick, &mut rng)
            };
            let Some(action) = action else { break };
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    s.add(
                        l,
                        "captn status",
                        status_line(game.phase(), game.to_move(), &who, l),
                    );
                }
            }
            events.extend(game.apply(&action).unwrap());
        }
        assert!(game.is_over(), "a game of Capt'n Clever reaches its end");
        for roster in &ROSTERS {
            let who = players(roster, seats);
            for l in LANGS {
                s.add(
                    l,
                    "captn status",
                    status_line(game.phase(), game.to_move(), &who, l),
                );
                for seat in (0..seats).map(Seat) {
                    s.add(l, "captn curtain", choose_purpose(seat, &who, l));
                    s.add(l, "captn choose", choose_prompt(seat, &who, l));
                    s.add(l, "captn pieces", pieces_of(seat, &who, l));
                    s.add(l, "captn captain", piece_of(false, seat, &who, l));
                    s.add(l, "captn ship", piece_of(true, seat, &who, l));
                    s.add(
                        l,
                        "captn choosing",
                        status_line(
                            Phase::Choosing {
                                for_seat: seat,
                                opening: false,
                            },
                            Some(Seat((seat.0 + 1) % seats)),
                            &who,
                            l,
                        ),
                    );
                }
                for seat in 0..seats {
                    s.add(l, "captn ending", ending_line(Seat(seat), &who, l));
                }
                if seats == 2 {
                    // The last turn and the shared win, whether or not this game had them.
                    s.add(
                        l,
                        "captn last turn",
                        last_turn_line(Seat(0), Seat(1), &who, l),
                    );
                    s.add(l, "captn last curtain", last_turn_purpose(Seat(0), &who, l));
                    for e in [
                        CaptnEvent::LastTurn {
                            seat: Seat(1),
                            finisher: Seat(0),
                        },
                        CaptnEvent::Won {
                            winners: vec![Seat(0), Seat(1)],
                        },
                    ] {
                        s.add(
                            l,
                            "captn log",
                            event_text(&e, &board, &who, l).unwrap_or_default(),
                        );
                    }
                }
                for e in &events {
                    s.add(
                        l,
                        "captn log",
                        event_text(e, &board, &who, l).unwrap_or_default(),
                    );
                }
                for e in errors(&board, seats) {
                    s.add(Lang::En, "captn engine error", e.to_string());
                    s.add(l, "captn error", error_text(&e, &board, &who, l));
                }
            }
        }
        for l in LANGS {
            for i in board.islands() {
                s.add(l, "captn give", give_island(&board, i.id, l));
                s.add(l, "captn island", island_name(&board, i.id, l));
            }
            for p in board.positions() {
                s.add(l, "captn lane", lane_name(&board, p.id, l));
            }
        }
    }
}

mod cabanes {
    use super::*;
    use tablee::cabanes::steps::step;
    use tablee::cabanes::text::{
        Criterion, a_tile, bananas, build_reason, built_tile_label, cell_name, criterion_cell,
        ending_words, error, event, front_of, hut_label, left_out_line, open_cell_label,
        pawn_label, pile_label, share_line, spaces, status_line, target_reason, the_tile,
        tile_label, tile_name, tiles, track_label,
    };
    use tablee_rules::cabanes::{
        BuildError, Cabanes, CabanesError, CabanesEvent, CabanesSetup, Cell, Edge, Ending,
        HutScore, Placed, ScoreLine, Side, Spot, TRACK_END, TargetError, TileId, TileSetError, ai,
        share, tile_set,
    };

    const EDGES: [Edge; 5] = [
        Edge::Sky,
        Edge::Branch,
        Edge::Trunk,
        Edge::Roof,
        Edge::Grass,
    ];

    fn build_errors() -> Vec<BuildError> {
        let cell = Cell::new(-1, 2);
        let mut reasons = vec![
            BuildError::NoSuchHut { hut: 3 },
            BuildError::UnknownTile { tile: TileId(250) },
            BuildError::BelowGround {
                cell: Cell::new(0, -1),
            },
            BuildError::Occupied { cell },
            BuildError::Touches,
            BuildError::OnlySky {
                touching: vec![cell],
            },
            BuildError::OnlySky {
                touching: vec![cell, Cell::new(0, 3), Cell::new(1, 2)],
            },
            BuildError::NotMirrorable { tile: TileId(0) },
            BuildError::GapInFloor { cell, floor: 2 },
            BuildError::NothingBelow {
                below: Cell::new(-1, 1),
            },
            BuildError::GroundTileAboveGround { floor: 1 },
            BuildError::NotAGroundTile,
            BuildError::BeyondFinal {
                final_at: Cell::new(3, 0),
            },
        ];
        for side in Side::ALL {
            for ours in EDGES {
                for theirs in EDGES {
                    reasons.push(BuildError::EdgeMismatch {
                        side,
                        neighbour: cell.step(side),
                        ours,
                        theirs,
                    });
                }
            }
        }
        reasons
    }

    fn target_errors() -> Vec<TargetError> {
        let mut errors = vec![
            TargetError::NoSuchHut { hut: 3 },
            TargetError::Empty {
                cell: Cell::new(2, 4),
            },
            TargetError::Grass,
        ];
        for n in 0..=2 {
            errors.push(TargetError::OwnHut { hut: n });
            errors.push(TargetError::TooFewFreeSides { free: n });
        }
        errors
    }

    fn errors() -> Vec<CabanesError> {
        let mut errors = vec![
            CabanesError::TileSet(TileSetError::UnknownEdge {
                line: 3,
                letter: 'X',
            }),
            CabanesError::TileSet(TileSetError::TooManyTiles),
            CabanesError::GameOver,
            CabanesError::CannonPending,
            CabanesError::NoCannon,
        ];
        for n in [0, 1, 2, 5] {
            errors.push(CabanesError::SeatCount { seats: n });
        }
        for pile in 0..=5 {
            errors.push(CabanesError::NoSuchPile { pile });
            errors.push(CabanesError::EmptyPile { pile });
        }
        for t in tile_set().unwrap().tiles() {
            errors.push(CabanesError::NotInFront { tile: t.id });
        }
        for mirrored in [false, true] {
            for tile in [TileId(3), TileId(20), TileId(60)] {
                errors.push(CabanesError::IllegalBuild {
                    tile,
                    hut: 1,
                    cell: Cell::new(1, 2),
                    mirrored,
                    reasons: build_errors(),
                });
            }
        }
        for e in target_errors() {
            errors.push(CabanesError::BadTarget(e));
        }
        errors
    }

    /// Events a short game rarely shows, built by hand: a pawn on the last space, a pile run
    /// out before anybody built, one leader for every hut, shots with 0 to 2 tiles falling and
    /// cannons destroyed, both endings, a shared win.
    fn rare_events(seats: u8) -> Vec<CabanesEvent> {
        let placed = |x: i32, floor: i32, tile: u8| Placed {
            cell: Cell::new(x, floor),
            tile: TileId(tile),
            mirrored: false,
        };
        let mut events = Vec::new();
        for (advance, space) in [(1, 1), (2, 7), (1, TRACK_END), (2, TRACK_END)] {
            for (pile, mirrored) in [(None, false), (Some(2), true)] {
                events.push(CabanesEvent::Built {
                    seat: Seat(1),
                    tile: TileId(40),
                    pile,
                    spot: Spot {
                        hut: 2,
                        cell: Cell::new(-2, 3),
                        mirrored,
                    },
                    advance,
                    space,
                });
            }
        }
        events.push(CabanesEvent::PileEmptied {
            pile: 0,
            bananas: Vec::new(),
        });
        events.push(CabanesEvent::PileEmptied {
            pile: 4,
            bananas: vec![(0, Seat(0)), (1, Seat(0)), (2, Seat(0))],
        });
        events.push(CabanesEvent::PileEmptied {
            pile: 4,
            bananas: vec![(0, Seat(1)), (1, Seat(0)), (2, Seat(1))],
        });
        for fallen in 0..=2u8 {
            for destroyed in 0..=2usize {
                let mut taken = vec![placed(0, 2, 30)];
                taken.extend((0..fallen).map(|k| placed(0, 3 + i32::from(k), 40 + k)));
                events.push(CabanesEvent::Fired {
                    seat: Seat(0),
                    hut: 1,
                    cell: Cell::new(0, 2),
                    destroyed: taken.iter().take(destroyed).map(|p| p.tile).collect(),
                    taken,
                });
            }
        }
        let scores: Vec<ScoreLine> = (0..seats)
            .map(|s| ScoreLine {
                seat: Seat(s),
                shares: vec![1, 0, 2],
                bananas: 1,
                monkeys_in_front: 0,
                total: 4,
            })
            .collect();
        for ending in [
            Ending::AllComplete,
            Ending::Blocked { seat: Seat(1) },
            Ending::Blocked { seat: Seat(0) },
        ] {
            for winners in [vec![Seat(0)], vec![Seat(1)], vec![Seat(0), Seat(1)]] {
                events.push(CabanesEvent::Finished {
                    ending,
                    huts: vec![HutScore::default(); 3],
                    scores: scores.clone(),
                    winners,
                });
            }
        }
        events
    }

    fn kind(e: &CabanesEvent) -> &'static str {
        match e {
            CabanesEvent::Kept { .. } => "kept",
            CabanesEvent::Built { .. } => "built",
            CabanesEvent::TurnedUp { .. } => "turned up",
            CabanesEvent::PileEmptied { .. } => "pile emptied",
            CabanesEvent::CannonReady { .. } => "cannon ready",
            CabanesEvent::Fired { .. } => "fired",
            CabanesEvent::HeldFire { .. } => "held fire",
            CabanesEvent::Finished { .. } => "finished",
        }
    }

    pub fn sweep(s: &mut Sweep) {
        for l in LANGS {
            for e in errors() {
                s.add(Lang::En, "cabanes engine error", e.to_string());
                s.add(l, "cabanes error", error(&e, l));
            }
            for e in build_errors() {
                s.add(l, "cabanes reason", build_reason(&e, l));
            }
            for e in target_errors() {
                s.add(l, "cabanes target", target_reason(&e, l));
            }
            for t in tile_set().unwrap().tiles() {
                s.add(l, "cabanes tile", tile_name(t.id, l));
                s.add(l, "cabanes a tile", a_tile(t.id, l));
                s.add(l, "cabanes the tile", the_tile(t.id, l));
                for mirrored in [false, true] {
                    s.add(l, "cabanes tile label", tile_label(t.id, mirrored, l));
                    s.add(
                        l,
                        "cabanes built tile",
                        built_tile_label(0, Cell::new(1, 0), t.id, mirrored, l),
                    );
                }
            }
            for n in 0..=2u32 {
                s.add(l, "cabanes tiles", tiles(n as usize, l));
                s.add(l, "cabanes bananas", bananas(n, l));
                s.add(l, "cabanes spaces", spaces(n, l));
                for complete in [false, true] {
                    s.add(l, "cabanes hut", hut_label(2, n as usize, complete, l));
                }
            }
            for legal in [None, Some(true), Some(false)] {
                s.add(
                    l,
                    "cabanes open cell",
                    open_cell_label(1, Cell::new(-3, 4), legal, l),
                );
            }
            s.add(l, "cabanes cell", cell_name(0, Cell::new(0, 0), l));
        }
        let mut seen: Vec<&'static str> = Vec::new();
        let mut seed = 0;
        for seats in 2..=4u8 {
            for _ in 0..3 {
                seed += 1;
                play(s, seats, seed, &mut seen);
            }
        }
        for seats in 2..=4u8 {
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    for e in rare_events(seats) {
                        s.add(l, "cabanes rare log", event(&e, &who, l));
                    }
                }
            }
        }
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(
            seen,
            vec![
                "built",
                "cannon ready",
                "finished",
                "fired",
                "held fire",
                "kept",
                "pile emptied",
                "turned up"
            ],
            "real games show every kind of event"
        );
    }

    fn play(s: &mut Sweep, seats: u8, seed: u64, seen: &mut Vec<&'static str>) {
        let mut game = Cabanes::new(CabanesSetup { seats }, seed).unwrap();
        let mut rng = SeededRng::new(seed);
        let mut events = Vec::new();
        // Random moves (cannons fired or not by chance), the quick player every other turn so
        // that huts grow tall enough for cannon targets and complete huts.
        for turn in 0..3000 {
            let Some(seat) = game.to_move() else { break };
            let view = game.view(seat);
            if turn % 7 == 0 {
                for roster in &ROSTERS {
                    let who = players(roster, seats);
                    for l in LANGS {
                        s.add(l, "cabanes status", status_line(&view, &who, l));
                        let top = view.piles.iter().find_map(|p| p.top);
                        let own = view.front(seat).first().copied();
                        for held in [None, top, own] {
                            let line = step(&view, &who, held, l);
                            s.add(l, "cabanes step", line.text);
                            s.add(l, "cabanes keys", line.keys.unwrap_or_default());
                        }
                        let computers: Vec<PlayerConfig> = who
                            .iter()
                            .map(|p| PlayerConfig {
                                kind: SeatKind::Computer(tablee_rules::Strength::Quick),
                                ..p.clone()
                            })
                            .collect();
                        s.add(l, "cabanes step", step(&view, &computers, None, l).text);
                        for (p, pile) in view.piles.iter().enumerate() {
                            s.add(l, "cabanes pile", pile_label(p as u8, pile, l));
                        }
                        for (h, track) in view.tracks.iter().enumerate() {
                            for pawn in track.pawns() {
                                let stack = track.stack(pawn.space);
                                let place = stack.iter().position(|x| *x == pawn.seat).unwrap();
                                s.add(
                                    l,
                                    "cabanes pawn",
                                    pawn_label(pawn.seat, pawn.space, place, stack.len(), &who, l),
                                );
                            }
                            s.add(l, "cabanes track", track_label(h as u8, track, &who, l));
                        }
                    }
                }
            }
            let action = if turn % 2 == 0 {
                random_action(&game.legal_actions(), &mut rng)
            } else {
                ai::quick_action(&view, &mut rng)
            };
            let Some(action) = action else { break };
            events.extend(game.apply(&action).unwrap());
            if let Err(e) = game.clone().apply(&action) {
                for l in LANGS {
                    s.add(l, "cabanes real error", error(&e, l));
                }
            }
        }
        assert!(game.to_move().is_none(), "a game of Les Cabanes ends");
        seen.extend(events.iter().map(kind));
        let huts = game.hut_scores();
        let complete = game.huts().iter().filter(|h| h.is_complete()).count();
        for roster in &ROSTERS {
            let who = players(roster, seats);
            for l in LANGS {
                s.add(
                    l,
                    "cabanes status",
                    status_line(&game.view(Seat(0)), &who, l),
                );
                s.add(
                    l,
                    "cabanes step",
                    step(&game.view(Seat(0)), &who, None, l).text,
                );
                if let Some(tablee_rules::cabanes::Phase::Over { ending }) =
                    Some(game.phase().clone())
                {
                    s.add(l, "cabanes ending", ending_words(ending, &who, l));
                }
                for seat in (0..seats).map(Seat) {
                    s.add(l, "cabanes front", front_of(seat, &who, l));
                }
                for e in &events {
                    s.add(l, "cabanes log", event(e, &who, l));
                }
                for ((hut, score), track) in game.huts().iter().zip(&huts).zip(game.tracks()) {
                    let stats = hut.stats();
                    for c in Criterion::ALL {
                        s.add(
                            l,
                            "cabanes criterion",
                            criterion_cell(c, score, &stats, complete, l),
                        );
                    }
                    s.add(
                        l,
                        "cabanes share",
                        share_line(score.total, &share(score.total, track), &who, l),
                    );
                    let left: Vec<Seat> = track
                        .pawns()
                        .iter()
                        .filter(|p| p.space == 0)
                        .map(|p| p.seat)
                        .collect();
                    if let Some(line) = left_out_line(&left, &who, l) {
                        s.add(l, "cabanes left out", line);
                    }
                }
                for n in 0..=2usize {
                    let left: Vec<Seat> = (0..n as u8).map(Seat).collect();
                    if let Some(line) = left_out_line(&left, &who, l) {
                        s.add(l, "cabanes left out", line);
                    }
                }
                s.add(l, "cabanes share", share_line(0, &[], &who, l));
            }
        }
    }
}

mod robinson {
    use super::*;
    use tablee::robinson::forms::{DECKS, deck_label};
    use tablee::robinson::log;
    use tablee::robinson::text::{character_name, error_text, phase_name, the_character};
    use tablee_rules::robinson::{
        Attempt, BuildTarget, Character, CharacterSetup, Party, Resources, Robinson,
        RobinsonAction, RobinsonEvent, RobinsonSetup, Scenario, Source, Terrain, TileDecl, Track,
        Zone,
    };

    /// Steps a group might try at any moment: the refusals they meet are what the sheet shows.
    fn probes(leader: Character) -> Vec<RobinsonAction> {
        let party = |pawns| Party::alone(leader, pawns);
        let mut probes = vec![
            RobinsonAction::Advance,
            RobinsonAction::Produce {
                lose: Resources::NONE,
            },
            RobinsonAction::Rest { party: party(1) },
            RobinsonAction::ArrangeCamp {
                party: party(1),
                determination: 2,
                morale: 1,
            },
            RobinsonAction::Sleep,
            RobinsonAction::MoveCamp { to: 2 },
            RobinsonAction::Eat {
                food: Resources::of(tablee_rules::robinson::Resource::PerishableFood, 1),
                unfed: Vec::new(),
            },
            RobinsonAction::Adjust {
                track: Track::Morale,
                delta: 5,
            },
            RobinsonAction::Adjust {
                track: Track::Wounds(Character::Dog),
                delta: 1,
            },
            RobinsonAction::Discard {
                resources: Resources::of(tablee_rules::robinson::Resource::Fur, 2),
            },
            RobinsonAction::Gather {
                attempt: Attempt::sure(party(2)),
                space: 1,
                source: Source::Food,
                extra: Resources::NONE,
            },
        ];
        let rolled = |supporter| Attempt {
            rerolls: vec![tablee_rules::robinson::Reroll {
                by: supporter,
                cost: 1,
            }],
            ..Attempt::rolled(Party::with(leader, &[supporter]), true)
        };
        probes.extend([
            RobinsonAction::Threat {
                attempt: rolled(Character::Cook),
                event: "Tempête".into(),
                gains: Resources::NONE,
                pistol: true,
            },
            RobinsonAction::BuildCross {
                attempt: Attempt::sure(party(1)),
                space: 2,
                pay: Resources::NONE,
            },
            RobinsonAction::RagingRiver,
            RobinsonAction::Produce {
                lose: Resources::of(tablee_rules::robinson::Resource::Wood, 1),
            },
            RobinsonAction::ForcedMove { to: 2 },
            RobinsonAction::UseItem {
                item: "Corde".into(),
            },
            RobinsonAction::UseDiscovery { token: 1 },
            RobinsonAction::UsePower {
                by: leader,
                cost: 9,
            },
            RobinsonAction::RevealTotem {
                space: 2,
                effect: 2,
            },
            RobinsonAction::CoverTile { space: 9 },
            RobinsonAction::TurnOverTile { space: 2 },
            RobinsonAction::SetFog {
                space: 1,
                fog: false,
            },
            RobinsonAction::Reshuffle {
                deck: tablee_rules::robinson::Deck::Hunting,
            },
            RobinsonAction::Draw {
                deck: tablee_rules::robinson::Deck::DiscoveryTokens,
            },
        ]);
        for target in [
            BuildTarget::Shelter,
            BuildTarget::Roof,
            BuildTarget::Palisade,
            BuildTarget::Weapon,
        ] {
            for pawns in [1, 2, 3] {
                probes.push(RobinsonAction::Build {
                    attempt: Attempt::sure(party(pawns)),
                    target: target.clone(),
                    pay: Resources::of(tablee_rules::robinson::Resource::Wood, 1),
                    levels: 1,
                });
            }
        }
        probes
    }

    pub fn sweep(s: &mut Sweep) {
        for seed in 0..4u64 {
            let setup = RobinsonSetup {
                scenario: if seed % 2 == 0 {
                    Scenario::One
                } else {
                    Scenario::Two
                },
                characters: vec![
                    CharacterSetup {
                        character: Character::Explorer,
                        life: 12,
                    },
                    CharacterSetup {
                        character: Character::Cook,
                        life: 13,
                    },
                    CharacterSetup {
                        character: Character::Friday,
                        life: 4,
                    },
                    CharacterSetup {
                        character: Character::Dog,
                        life: 0,
                    },
                ],
                start: TileDecl {
                    space: 1,
                    neighbours: vec![2],
                    terrain: Terrain::Beach,
                    sources: vec![Source::Food, Source::Wood],
                    natural_shelter: seed == 3,
                    totem: false,
                    beast: false,
                },
                woodpile: if seed % 2 == 0 {
                    vec![1, 2, 3]
                } else {
                    Vec::new()
                },
                cartridges: 0,
                edition: tablee_rules::robinson::Edition::CURRENT,
            };
            let mut game = Robinson::new(setup, seed).expect("the sweep's setup is accepted");
            let mut rng = SeededRng::new(seed);
            for _ in 0..80 {
                for l in LANGS {
                    s.add(l, "robinson phase", phase_name(game.phase(), l));
                    for leader in [Character::Explorer, Character::Friday] {
                        for probe in probes(leader) {
                            if let Err(e) = game.check(&probe) {
                                s.add(l, "robinson error", error_text(&e, l));
                            }
                        }
                    }
                }
                let legal = game.legal_actions();
                let Some(action) = random_action(&legal, &mut rng) else {
                    break;
                };
                if game.apply(&action).is_err() {
                    break;
                }
            }
        }
        for l in LANGS {
            for (moves, over) in [(0, false), (1, false), (2, true)] {
                let summary = tablee::storage::Summary {
                    options: tablee::storage::Options::Scenario(1),
                    moves,
                    to_move: (!over).then_some(Seat(0)),
                    scores: None,
                    shown: None,
                };
                s.add(
                    l,
                    "robinson shelf",
                    tablee::home::companion_progress(&summary, l),
                );
            }
            for c in Character::ALL {
                s.add(l, "robinson character", character_name(c, l));
                s.add(l, "robinson character", the_character(c, l));
                for track in [Track::Wounds(c), Track::Determination(c)] {
                    s.add(l, "robinson track", log::track_name(track, l));
                }
            }
            for event in every_event() {
                s.add(l, "robinson log", log::event_text(&event, l));
            }
            for deck in DECKS {
                s.add(l, "robinson deck", deck_label(deck, l));
            }
        }
    }

    /// Every kind of event the log words, with counts of 0, 1 and 2 where it has counts.
    fn every_event() -> Vec<RobinsonEvent> {
        use tablee_rules::robinson::{DiscoveryKind, Ending, Part, Phase, Resource, Ruling, Step};
        let r = Ruling(2, 5);
        let res = |n: u16| Resources::of(Resource::Wood, n).plus(&Resources::of(Resource::Fur, n));
        let mut events = vec![
            RobinsonEvent::ShelterBuilt { round: 2 },
            RobinsonEvent::BeastAdded,
            RobinsonEvent::WoodpileComplete,
            RobinsonEvent::RiverRecorded { ruling: r },
            RobinsonEvent::InventionsReshuffled { ruling: r },
            RobinsonEvent::BeastBackOnTop {
                beast: "Jaguar".into(),
                ruling: r,
            },
            RobinsonEvent::ItemBuilt {
                name: "Corde".into(),
            },
            RobinsonEvent::ItemUsed {
                item: "Corde".into(),
            },
        ];
        for phase in Phase::ALL {
            events.push(RobinsonEvent::PhaseBegan { round: 3, phase });
        }
        for n in [0u8, 1, 2] {
            let n16 = u16::from(n);
            for c in Character::ALL {
                events.push(RobinsonEvent::Wounded {
                    who: c,
                    count: n.max(1),
                    wounds: n,
                });
                events.push(RobinsonEvent::Healed { who: c, wounds: n });
                events.push(RobinsonEvent::Died { who: c });
                events.push(RobinsonEvent::Rerolled { by: c, cost: n });
                events.push(RobinsonEvent::PowerUsed { by: c, cost: n });
                events.push(RobinsonEvent::PawnsPlaced {
                    step: Step::Explore,
                    leader: c,
                    pawns: u32::from(n) + 1,
                });
                events.push(RobinsonEvent::Over {
                    ending: Ending::CastawayDied { who: c },
                });
            }
            events.extend([
                RobinsonEvent::FutureArrived {
                    resources: res(n16),
                    tokens: (0..n16).collect(),
                    items: (0..n).map(|i| format!("Objet {i}")).collect(),
                },
                RobinsonEvent::Paid {
                    resources: res(n16),
                },
                RobinsonEvent::BuildFailed {
                    returned: res(n16),
                    ruling: r,
                },
                RobinsonEvent::LevelsLost {
                    roof: n,
                    palisade: n,
                    ruling: r,
                },
                RobinsonEvent::GainedFuture {
                    resources: res(n16),
                },
                RobinsonEvent::GainedAvailable {
                    resources: res(n16),
                },
                RobinsonEvent::Discarded {
                    resources: res(n16),
                },
                RobinsonEvent::Moved {
                    resources: res(n16),
                    to: Zone::Future,
                },
                RobinsonEvent::Moved {
                    resources: res(n16),
                    to: Zone::Available,
                },
                RobinsonEvent::Hunted {
                    beast: "Chèvre".into(),
                    weapon_used: n,
                    wounds: n,
                },
                RobinsonEvent::PistolFired {
                    cartridges_left: n,
                    ruling: r,
                },
                RobinsonEvent::CrossBuilt {
                    space: 3,
                    crosses: n.max(1),
                },
                RobinsonEvent::Produced {
                    produced: res(n16),
                    lost: res(n16 / 2),
                    river: (n == 2).then_some(r),
                },
                RobinsonEvent::Spoiled {
                    perishable_food: n16,
                },
                RobinsonEvent::WoodStacked {
                    column: n + 1,
                    amount: n.max(1),
                    completed: n == 2,
                },
                RobinsonEvent::TotemRevealed {
                    space: 4,
                    effect: n + 1,
                    ruling: r,
                },
                RobinsonEvent::Ate {
                    food: Resources::of(Resource::PerishableFood, n16),
                    unfed: Character::ALL
                        .iter()
                        .copied()
                        .take(usize::from(n))
                        .collect(),
                },
            ]);
        }
        for part in [Part::Roof, Part::Palisade, Part::Weapon] {
            for (same, past) in [(None, None), (Some(r), Some(r))] {
                events.push(RobinsonEvent::LevelRaised {
                    part,
                    level: 5,
                    same_round: same,
                    past_printed: past,
                });
            }
        }
        for b in [false, true] {
            events.extend([
                RobinsonEvent::CampMoved {
                    from: 1,
                    to: 2,
                    roof: 1,
                    palisade: 0,
                    shelter_lost: b,
                },
                RobinsonEvent::TileCovered {
                    space: 2,
                    camp_stays: b,
                    ruling: r,
                },
                RobinsonEvent::FogSet { space: 2, fog: b },
                RobinsonEvent::Slept { sheltered: b },
                RobinsonEvent::ThreatDealt {
                    event: "Tempête".into(),
                    success: b,
                },
            ]);
        }
        for deck in DECKS {
            events.push(RobinsonEvent::DeckEmptied { deck });
            events.push(RobinsonEvent::CardDrawn { deck });
        }
        for kind in [
            DiscoveryKind::BuildHelper,
            DiscoveryKind::Oil,
            DiscoveryKind::Other {
                name: "Herbes".into(),
            },
        ] {
            events.push(RobinsonEvent::DiscoveryDrawn { token: 3, kind });
        }
        events.extend([
            RobinsonEvent::DiscoveryUsed { token: 1 },
            RobinsonEvent::Explored { space: 5 },
            RobinsonEvent::TileTurnedOver { space: 5 },
            RobinsonEvent::CampMustMove { from: 5, ruling: r },
            RobinsonEvent::FridayDied {
                step: Step::Hunt,
                ruling: r,
            },
            RobinsonEvent::TrackMoved {
                track: Track::Morale,
                from: -1,
                to: 0,
            },
            RobinsonEvent::Over {
                ending: Ending::Won,
            },
            RobinsonEvent::Over {
                ending: Ending::Declared,
            },
            RobinsonEvent::Over {
                ending: Ending::NoTileForCamp {
                    ruling: r,
                    space: 5,
                },
            },
        ]);
        events
    }
}

#[test]
fn a_called_vote_names_the_toilet_before_the_tile_and_its_cells() {
    use tablee_rules::drunter::{DrunterEvent, PathId, TileId};
    // The tile's words end with its size ("2 cases"): after them, "sur les toilettes" read as
    // two cells on the toilet when one covers it.
    let called = DrunterEvent::VoteCalled {
        seat: tablee_rules::Seat(0),
        tile: TileId(3),
        path: PathId::Road,
        dir: tablee_rules::Dir::East,
        toilets: vec![Pos::new(2, 3)],
    };
    let alice = players(&ROSTERS[0], 2);
    let fr = tablee::drunter::text::event_text(&called, &alice, Lang::Fr).unwrap();
    let en = tablee::drunter::text::event_text(&called, &alice, Lang::En).unwrap();
    assert!(
        fr.starts_with("Alice veut couvrir les toilettes en "),
        "{fr}"
    );
    assert!(
        fr.contains(" d'une tuile ") && fr.ends_with(" : la ville vote."),
        "{fr}"
    );
    assert!(en.starts_with("Alice would cover the toilet at "), "{en}");
    assert!(
        en.contains(" with a ") && en.ends_with(": the town votes."),
        "{en}"
    );
}

/// The shared table's messages (`src/words/`): every one, with names starting by a vowel and by
/// a consonant, and counts 0, 1 and 2; and every reason a save cannot be opened.
mod shared {
    use super::*;
    use tablee::game_kind::GameKind;
    use tablee::storage::LoadError;
    use tablee::words::Text;

    /// Every message of the shared table with these values.
    fn every<'a>(name: &'a str, n: usize, names: &'a [String]) -> Vec<Text<'a>> {
        let mut all = vec![
            Text::NewGameNotStored,
            Text::MovesNotStored,
            Text::RematchNotStored,
            Text::MakeRoom,
            Text::OpenHomePage,
            Text::Details,
            Text::NothingDeleted,
            Text::ExportSave,
            Text::BackToShelf,
            Text::CannotOpenGame,
            Text::GameLog,
            Text::Log,
            Text::Undo,
            Text::Redo,
            Text::ComputerThinking,
            Text::PlayNow,
            Text::Players,
            Text::NumberOfPlayers,
            Text::Rules,
            Text::PassAndPlayNote,
            Text::Start,
            Text::Name,
            Text::Colour,
            Text::PlayedBy,
            Text::InvitationsNote,
            Text::FirstPlayer,
            Text::DrawnAtRandom,
            Text::Human,
            Text::ComputerQuick,
            Text::ComputerStrong,
            Text::OnAnotherDevice,
            Text::PassDeviceBack,
            Text::ShowTable,
            Text::LookAway,
            Text::SinceYourLastTurn,
            Text::Result,
            Text::Ranking,
            Text::Rematch,
            Text::Replay,
            Text::ReplayStart,
            Text::ReplayBack,
            Text::ReplayForward,
            Text::ReplayEnd,
            Text::GameBegins,
            Text::PutBack,
            Text::EscapeKey,
            Text::WholeBoard,
            Text::ZoomIn,
            Text::WhatToDoNow,
            Text::RulesOfThisStep,
            Text::CloseRules,
            Text::BackToGame,
            Text::OpeningRules,
            Text::RulesOffline,
            Text::TryAgain,
            Text::OwnPage,
            Text::OpenIt,
            Text::CannotBeFollowed,
            Text::CannotBePlayedElsewhere,
            Text::PageNotFound,
            Text::HomeLink,
            Text::TheAddress,
            Text::AddressAsksTooMuch,
            Text::NewGame,
            Text::NewVersionReady,
            Text::ReloadToUpdate,
            Text::CannotShowGame,
            Text::Example,
            Text::QrCodeOfLink,
            Text::ScanOrSend,
            Text::Link,
            Text::Copied,
            Text::CopyLink,
            Text::PlayersElsewhere,
            Text::Connected,
            Text::NotConnected,
            Text::HostLeft,
            Text::TableAcrossDevices,
            Text::JoinHeading,
            Text::YourName,
            Text::SitDown,
            Text::WaitingForHost,
        ];
        all.extend(
            [
                Text::UndoMoveOf,
                Text::PlaysElsewhere,
                Text::PassDeviceTo,
                Text::IAmShow,
                Text::MoveOf,
                Text::LastMoveOf,
                Text::Invite,
                Text::WaitingFor,
                Text::ComputerPlaysFor,
                Text::JoinLede,
            ]
            .map(|v| v(name)),
        );
        all.extend(
            [
                Text::Player,
                Text::NameOfPlayer,
                Text::ColourOfPlayer,
                Text::WhoPlaysPlayer,
                Text::ColourName,
            ]
            .map(|v| v(n)),
        );
        all.extend([
            Text::Percent(n as u32),
            Text::ColourSwapped(n, name),
            Text::YouPlayHere(name, ""),
            Text::YouPlayHere(name, names.first().map_or("", String::as_str)),
            Text::Winners(names),
            Text::Points(n as i64),
            Text::Points(-(n as i64)),
            Text::ReplayMove(n, 2),
        ]);
        all
    }

    /// Fails to compile when the shared table gets a message `every` does not list yet.
    #[allow(dead_code)]
    fn listed(text: Text) {
        match text {
            Text::NewGameNotStored
            | Text::MovesNotStored
            | Text::RematchNotStored
            | Text::MakeRoom
            | Text::OpenHomePage
            | Text::Details
            | Text::NothingDeleted
            | Text::ExportSave
            | Text::BackToShelf
            | Text::CannotOpenGame
            | Text::GameLog
            | Text::Log
            | Text::Undo
            | Text::Redo
            | Text::ComputerThinking
            | Text::PlayNow
            | Text::Players
            | Text::NumberOfPlayers
            | Text::Rules
            | Text::PassAndPlayNote
            | Text::Start
            | Text::Name
            | Text::Colour
            | Text::PlayedBy
            | Text::InvitationsNote
            | Text::FirstPlayer
            | Text::DrawnAtRandom
            | Text::Human
            | Text::ComputerQuick
            | Text::ComputerStrong
            | Text::OnAnotherDevice
            | Text::PassDeviceBack
            | Text::ShowTable
            | Text::LookAway
            | Text::SinceYourLastTurn
            | Text::Result
            | Text::Ranking
            | Text::Rematch
            | Text::Replay
            | Text::ReplayStart
            | Text::ReplayBack
            | Text::ReplayForward
            | Text::ReplayEnd
            | Text::GameBegins
            | Text::PutBack
            | Text::EscapeKey
            | Text::WholeBoard
            | Text::ZoomIn
            | Text::WhatToDoNow
            | Text::RulesOfThisStep
            | Text::CloseRules
            | Text::BackToGame
            | Text::OpeningRules
            | Text::RulesOffline
            | Text::TryAgain
            | Text::OwnPage
            | Text::OpenIt
            | Text::CannotBeFollowed
            | Text::CannotBePlayedElsewhere
            | Text::PageNotFound
            | Text::HomeLink
            | Text::TheAddress
            | Text::AddressAsksTooMuch
            | Text::NewGame
            | Text::NewVersionReady
            | Text::ReloadToUpdate
            | Text::CannotShowGame
            | Text::Example
            | Text::QrCodeOfLink
            | Text::ScanOrSend
            | Text::Link
            | Text::Copied
            | Text::CopyLink
            | Text::PlayersElsewhere
            | Text::Connected
            | Text::NotConnected
            | Text::HostLeft
            | Text::TableAcrossDevices
            | Text::JoinHeading
            | Text::YourName
            | Text::SitDown
            | Text::WaitingForHost
            | Text::UndoMoveOf(_)
            | Text::PlaysElsewhere(_)
            | Text::PassDeviceTo(_)
            | Text::IAmShow(_)
            | Text::MoveOf(_)
            | Text::LastMoveOf(_)
            | Text::Invite(_)
            | Text::WaitingFor(_)
            | Text::ComputerPlaysFor(_)
            | Text::JoinLede(_)
            | Text::Percent(_)
            | Text::Player(_)
            | Text::NameOfPlayer(_)
            | Text::ColourOfPlayer(_)
            | Text::WhoPlaysPlayer(_)
            | Text::ColourName(_)
            | Text::ColourSwapped(..)
            | Text::YouPlayHere(..)
            | Text::Winners(_)
            | Text::Points(_)
            | Text::ReplayMove(..) => {}
        }
    }

    pub fn sweep(s: &mut Sweep) {
        for l in LANGS {
            for roster in ROSTERS {
                for name in roster {
                    for n in 0..=2 {
                        let names: Vec<String> =
                            roster.iter().take(n).map(|s| s.to_string()).collect();
                        for text in every(name, n, &names) {
                            s.add(l, "shared table", l.say(text));
                        }
                    }
                }
            }
            let errors = [
                LoadError::Missing,
                LoadError::NoStorage,
                LoadError::Corrupted,
                LoadError::Truncated,
                LoadError::Foreign,
                LoadError::TooOld(1),
                LoadError::TooNew(9),
                LoadError::Damaged(String::new()),
                LoadError::Moves(String::new()),
                LoadError::WrongSeat(2),
                LoadError::Refused {
                    at: Some(1),
                    en: "Why.".into(),
                    fr: "Pourquoi.".into(),
                },
                LoadError::Refused {
                    at: None,
                    en: "Why.".into(),
                    fr: "Pourquoi.".into(),
                },
                LoadError::UnknownGame("x".into()),
                LoadError::TooLarge,
            ];
            for e in errors {
                s.add(l, "save refused", e.describe(l));
            }
            use tablee::address::AddressError;
            let v = || "x".to_string();
            let address = [
                AddressError::MissingGame,
                AddressError::UnknownGame(v()),
                AddressError::Characters(v()),
                AddressError::PlayersFor {
                    game: v(),
                    players: 5,
                },
                AddressError::NotForGame {
                    param: v(),
                    game: v(),
                },
                AddressError::Variant(v()),
                AddressError::Lang(v()),
                AddressError::Players(v()),
                AddressError::Size(v()),
                AddressError::Draft(v()),
                AddressError::DraftSolo,
                AddressError::Seed(v()),
                AddressError::Opponents(v()),
                AddressError::Unknown(v()),
                AddressError::Repeated(v()),
                AddressError::NotOnPage(v()),
            ];
            for e in address {
                s.add(l, "address", e.describe(l));
            }
            for &save in GameKind::SHELF {
                for &page in GameKind::SHELF {
                    s.add(
                        l,
                        "save of another game",
                        LoadError::WrongGame { save, page }.describe(l),
                    );
                }
                s.add(
                    l,
                    "save of another page",
                    LoadError::OtherPage(save).describe(l),
                );
            }
        }
    }
}

#[test]
fn every_message_reads_right_in_both_languages() {
    let mut s = Sweep::default();
    casbah::sweep(&mut s);
    drunter::sweep(&mut s);
    captn::sweep(&mut s);
    cabanes::sweep(&mut s);
    robinson::sweep(&mut s);
    shared::sweep(&mut s);
    for l in LANGS {
        for &g in tablee::game_kind::GameKind::SHELF {
            use tablee::home::Shelf;
            use tablee::storage::Unit;
            s.add(l, "shelf", l.say(Shelf::OfGame(g)));
            s.add(l, "shelf", l.say(Shelf::NewGameOf(g)));
            s.add(l, "shelf", l.say(Shelf::RulesOf(g)));
            s.add(l, "shelf", l.say(Shelf::SaveKeptAsideNamed("x", Some(g))));
            for n in 0..=2 {
                for name in ROSTERS.iter().flatten() {
                    s.add(l, "shelf", l.say(Shelf::Progress(n, Some(name))));
                }
                s.add(l, "shelf", l.say(Shelf::Progress(n, None)));
                s.add(l, "shelf", l.say(Shelf::CompanionProgress(n, n == 2)));
                for unit in [Unit::Points, Unit::Treasures] {
                    s.add(l, "shelf", l.say(Shelf::Score(unit, n as i64)));
                    s.add(l, "shelf", l.say(Shelf::Score(unit, -(n as i64))));
                }
            }
        }
    }
    s.check(10_000);
}

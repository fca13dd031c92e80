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
const EN_NOUNS: [(&str, &str); 14] = [
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
];
const FR_NOUNS: [(&str, &str); 12] = [
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
    let tokens: Vec<&str> = text.split_whitespace().collect();
    // Counts: a number, then its noun, or "empty" and its noun. ("3 × road tile" is a tally, not
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
        let reach = if tokens.get(i + 1).is_some_and(|t| *t == "empty") {
            2
        } else {
            1
        };
        for next in tokens.iter().skip(i + 1).take(reach).map(|t| word(t)) {
            if let Some((one, many)) = nouns.iter().find(|(o, m)| next == *o || next == *m) {
                let want = if singular { one } else { many };
                if next != *want {
                    found.push(format!("\"{n} {next}\" should be \"{n} {want}\""));
                }
                break;
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
        error_text, event_text, hints_words, placement_reason, points, status_line, tiles,
        tiles_in_hand, tiles_of,
    };
    use tablee_rules::casbah::{
        Casbah, CasbahError, CasbahSetup, Demand, PlacementError, Rotation, Side, Size, TileId,
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
            PlacementError::NotTouching,
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
            let mut game = Casbah::new(CasbahSetup { size, seats }, seed as u64).unwrap();
            let mut rng = SeededRng::new(seed as u64);
            for roster in &ROSTERS {
                let who = players(roster, seats);
                for l in LANGS {
                    for seat in 0..seats {
                        s.add(l, "casbah hand heading", tiles_of(Seat(seat), &who, l));
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

    const BUILDINGS: [BuildingType; 6] = [
        BuildingType::TownHall,
        BuildingType::School,
        BuildingType::FireStation,
        BuildingType::Tavern,
        BuildingType::Museum,
        BuildingType::ChurchTower,
    ];
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
        let mut goals: Vec<GoalCard> = BUILDINGS.into_iter().map(GoalCard::Building).collect();
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
                for kind in BUILDINGS {
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
        let marks = Marks {
            legal: &[],
            preview: &[],
            pending: &[],
            cursor: None,
            goal: &[],
        };
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
        choose_prompt, choose_purpose, error_text, event_text, give_island, island_name, lane_name,
        piece_of, pieces_of, status_line,
    };
    use tablee_rules::Strength;
    use tablee_rules::captn::ai;
    use tablee_rules::captn::{BoardMap, Captn, CaptnError, CaptnSetup, Phase};

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
                    play(s, CaptnSetup { seats, variant }, seed);
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

mod robinson {
    use super::*;
    use tablee::robinson::text::{character_name, error_text, phase_name, the_character};
    use tablee_rules::robinson::{
        Attempt, BuildTarget, Character, CharacterSetup, Party, Resources, Robinson,
        RobinsonAction, RobinsonSetup, Scenario, Source, Terrain, TileDecl, Track,
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
    robinson::sweep(&mut s);
    for l in LANGS {
        for g in tablee::route::GameKind::SHELF {
            s.add(l, "shelf", tablee::home::of_game(g, l));
        }
    }
    s.check(10_000);
}

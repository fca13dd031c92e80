//! The board as data: the shipped file parses, keeps the design promises, and broken files are
//! refused with the line and the reason.

use tablee_rules::captn::{
    BoardError, BoardMap, HEIGHT, ISLAND_RADIUS, IslandId, JettyColour, PositionId, SeaLayout,
    Treasure, WIDTH, ai,
};

mod captn_common;
use captn_common::isl;

/// Every shipped sea: each keeps every design promise below.
fn seas() -> Vec<BoardMap> {
    [SeaLayout::First, SeaLayout::Second, SeaLayout::Third]
        .into_iter()
        .map(|l| BoardMap::of_layout(l).unwrap())
        .collect()
}

/// The position between two islands of `b`, by their keys.
fn pos_on(b: &BoardMap, x: &str, y: &str) -> PositionId {
    b.position_between(isl(x), isl(y)).unwrap()
}

#[test]
fn the_shipped_boards_parse() {
    assert_eq!(BoardMap::sea(), BoardMap::of_layout(SeaLayout::CURRENT));
    assert_eq!(SeaLayout::CURRENT, SeaLayout::Third);
    for b in seas() {
        assert_eq!(b.islands().len(), 9);
        let mut treasures: Vec<Treasure> = b.islands().iter().map(|i| i.treasure).collect();
        treasures.sort();
        assert_eq!(treasures, Treasure::ALL.to_vec(), "one island per treasure");
        for i in b.islands() {
            assert!((0..=WIDTH).contains(&i.x) && (0..=HEIGHT).contains(&i.y));
            assert_eq!(b.island(i.id), Some(i));
        }
    }
    // The later seas keep the first one's islands where they were: only the lanes changed.
    let [first, second, third] = &seas()[..] else {
        panic!("three seas")
    };
    assert_eq!(first.islands(), second.islands());
    assert_eq!(first.islands(), third.islands());
    assert_ne!(first.positions(), second.positions());
    assert_ne!(second.positions(), third.positions());
}

#[test]
fn positions_are_many_enough_and_at_most_one_per_pair() {
    for b in seas() {
        one_pair_each(&b);
    }
}

fn one_pair_each(b: &BoardMap) {
    let n = b.positions().len();
    assert!((14..=20).contains(&n), "{n} positions");
    for (i, p) in b.positions().iter().enumerate() {
        assert_ne!(p.a, p.b);
        for q in b.positions().iter().skip(i + 1) {
            assert!(
                !(q.joins(p.a) && q.joins(p.b)),
                "two positions between one pair"
            );
        }
        assert_eq!(b.position_between(p.a, p.b), Some(p.id));
        assert_eq!(b.position_between(p.b, p.a), Some(p.id));
    }
}

#[test]
fn every_island_has_two_positions_and_all_are_linked() {
    for b in seas() {
        linked(&b);
    }
}

#[test]
fn the_second_sea_has_no_hub() {
    // The first sea's map island (7 lanes) was the best start, taken by whoever placed first; on
    // the second every island has 3 or 4 lanes.
    let b = BoardMap::of_layout(SeaLayout::Second).unwrap();
    for i in b.islands() {
        let n = b.positions_at(i.id).count();
        assert!((3..=4).contains(&n), "{:?} has {n} lanes", i.treasure);
    }
    let first = BoardMap::of_layout(SeaLayout::First).unwrap();
    assert_eq!(first.positions_at(isl("map")).count(), 7);
}

/// Each island's printed hops to all the others (a start's reach, as the strong player weighs it
/// when placing), in island order.
fn hops_to_all(b: &BoardMap) -> Vec<u32> {
    b.island_ids()
        .map(|from| {
            b.island_ids()
                .map(|to| u32::from(ai::hops(b, from, to)))
                .sum()
        })
        .collect()
}

#[test]
fn the_third_sea_has_no_best_start() {
    // On the second sea the anchor was the one closest start (13 hops to the others, the rest 14
    // or 15): the strong player placing first always took it. On the third, four islands tie for
    // closest, so each of four players can have one.
    let b = BoardMap::of_layout(SeaLayout::Third).unwrap();
    let reach = hops_to_all(&b);
    let closest: Vec<Treasure> = b
        .islands()
        .iter()
        .zip(&reach)
        .filter(|(_, n)| **n == 13)
        .map(|(i, _)| i.treasure)
        .collect();
    assert_eq!(
        closest,
        [
            Treasure::Chest,
            Treasure::Crown,
            Treasure::Parrot,
            Treasure::Bottle
        ]
    );
    assert!(reach.iter().all(|n| (13..=14).contains(n)), "{reach:?}");
    let second = hops_to_all(&BoardMap::of_layout(SeaLayout::Second).unwrap());
    assert_eq!(second.iter().filter(|n| **n == 13).count(), 1);
    for i in b.islands() {
        let lanes = b.positions_at(i.id).count();
        let want = if i.treasure == Treasure::Crown { 4 } else { 3 };
        assert_eq!(lanes, want, "{:?}", i.treasure);
    }
}

fn linked(b: &BoardMap) {
    for i in b.islands() {
        assert!(
            b.positions_at(i.id).count() >= 2,
            "{:?} has fewer than two jetties",
            i.treasure
        );
    }
    // Every island can be reached from the first over the printed positions.
    let mut seen = vec![IslandId(0)];
    let mut i = 0;
    while let Some(here) = seen.get(i).copied() {
        for p in b.positions_at(here) {
            let next = p.other(here).unwrap();
            if !seen.contains(&next) {
                seen.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(seen.len(), 9);
}

/// An independent check of the crossings, in floating point: the two lines meet strictly inside
/// both segments.
fn cross_f64(p: (f64, f64), q: (f64, f64), r: (f64, f64), s: (f64, f64)) -> bool {
    let d = (q.0 - p.0) * (s.1 - r.1) - (q.1 - p.1) * (s.0 - r.0);
    if d.abs() < 1e-9 {
        return false;
    }
    let t = ((r.0 - p.0) * (s.1 - r.1) - (r.1 - p.1) * (s.0 - r.0)) / d;
    let u = ((r.0 - p.0) * (q.1 - p.1) - (r.1 - p.1) * (q.0 - p.0)) / d;
    t > 1e-9 && t < 1.0 - 1e-9 && u > 1e-9 && u < 1.0 - 1e-9
}

#[test]
fn crossings_match_the_geometry_and_are_few() {
    let [first, second, third] = &seas()[..] else {
        panic!("three seas")
    };
    // The crossings as designed (docs/captn-board.md).
    let pos = |x: &str, y: &str| pos_on(first, x, y);
    crossings_are(
        first,
        vec![
            (pos("crown", "anchor"), pos("parrot", "map")),
            (pos("compass", "anchor"), pos("parrot", "bottle")),
            (pos("anchor", "spyglass"), pos("map", "bottle")),
        ],
    );
    // Positions meeting at an island never cross.
    assert!(!first.cross(pos("map", "anchor"), pos("map", "bottle")));
    let pos = |x: &str, y: &str| pos_on(second, x, y);
    crossings_are(
        second,
        vec![
            (pos("crown", "anchor"), pos("parrot", "map")),
            (pos("parrot", "map"), pos("chest", "anchor")),
            (pos("map", "bottle"), pos("anchor", "spyglass")),
        ],
    );
    assert!(!second.cross(pos("chest", "anchor"), pos("crown", "anchor")));
    let pos = |x: &str, y: &str| pos_on(third, x, y);
    crossings_are(
        third,
        vec![
            (pos("chest", "anchor"), pos("parrot", "map")),
            (pos("crown", "compass"), pos("parrot", "map")),
            (pos("crown", "anchor"), pos("parrot", "map")),
        ],
    );
}

fn crossings_are(b: &BoardMap, designed: Vec<(PositionId, PositionId)>) {
    let centre = |i: IslandId| {
        let i = b.island(i).unwrap();
        (f64::from(i.x), f64::from(i.y))
    };
    let mut pairs = 0;
    for p in b.positions() {
        for q in b.positions() {
            let geometric = cross_f64(centre(p.a), centre(p.b), centre(q.a), centre(q.b));
            assert_eq!(b.cross(p.id, q.id), geometric, "{:?} / {:?}", p, q);
            assert_eq!(b.cross(p.id, q.id), b.cross(q.id, p.id));
            if geometric && p.id < q.id {
                pairs += 1;
            }
        }
    }
    assert_eq!(b.crossing_pairs().len(), pairs);
    assert!((2..=6).contains(&pairs), "{pairs} crossing pairs");
    assert_eq!(b.crossing_pairs(), designed);
}

#[test]
fn ship_lines_stay_clear_of_other_islands() {
    for b in seas() {
        lines_clear(&b);
    }
}

fn lines_clear(b: &BoardMap) {
    for p in b.positions() {
        let (a, z) = (b.island(p.a).unwrap(), b.island(p.b).unwrap());
        let (dx, dy) = (f64::from(z.x - a.x), f64::from(z.y - a.y));
        for i in b.islands() {
            if p.joins(i.id) {
                continue;
            }
            let (px, py) = (f64::from(i.x - a.x), f64::from(i.y - a.y));
            let t = ((px * dx + py * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
            let dist = ((px - t * dx).powi(2) + (py - t * dy).powi(2)).sqrt();
            assert!(
                dist > f64::from(ISLAND_RADIUS + 2),
                "{:?} runs {dist:.1} from {:?}",
                p,
                i.treasure
            );
        }
    }
}

#[test]
fn jetties_of_one_island_have_different_colours() {
    // Not a rule, but it makes the drawing readable: one colour per jetty of an island.
    for b in seas() {
        for i in b.islands() {
            let mut colours: Vec<JettyColour> = b.positions_at(i.id).map(|p| p.colour).collect();
            let n = colours.len();
            colours.sort();
            colours.dedup();
            assert_eq!(colours.len(), n, "{:?}", i.treasure);
        }
    }
    assert_eq!(isl("chest"), IslandId(0));
}

const NINE: &str = "island chest 12 10\nisland crown 42 7\nisland parrot 72 9\nisland compass 92 26\n\
island map 30 27\nisland anchor 58 26\nisland pearl 8 42\nisland spyglass 40 44\nisland bottle 76 43\n";

#[test]
fn broken_files_say_where_and_why() {
    let with = |extra: &str| BoardMap::parse(&format!("{NINE}{extra}"));
    assert!(with("ship chest crown orange").is_ok());
    assert_eq!(
        with("boat chest crown orange"),
        Err(BoardError::UnknownKeyword {
            line: 10,
            word: "boat".into()
        })
    );
    assert_eq!(
        with("ship chest crown"),
        Err(BoardError::Fields {
            line: 10,
            expected: 4,
            found: 3
        })
    );
    assert_eq!(
        with("ship chest island9 orange"),
        Err(BoardError::UnknownIsland {
            line: 10,
            name: "island9".into()
        })
    );
    assert_eq!(
        with("ship chest crown gold"),
        Err(BoardError::UnknownColour {
            line: 10,
            name: "gold".into()
        })
    );
    assert_eq!(
        with("ship chest chest orange"),
        Err(BoardError::SameIsland { line: 10 })
    );
    assert_eq!(
        with("ship chest crown orange\nship crown chest teal"),
        Err(BoardError::PairTwice { line: 11 })
    );
    // Chest (0,0) to parrot (20,20) runs through crown's centre (10,10).
    let through = "island chest 0 0\nisland crown 10 10\nisland parrot 20 20\nisland compass 90 0\n\
island map 50 10\nisland anchor 60 30\nisland pearl 5 40\nisland spyglass 40 45\nisland bottle 80 45\n\
ship chest parrot orange";
    assert_eq!(
        BoardMap::parse(through),
        Err(BoardError::ThroughIsland {
            line: 10,
            treasure: Treasure::Crown
        })
    );
    assert_eq!(
        BoardMap::parse("island chest 12 x"),
        Err(BoardError::BadNumber {
            line: 1,
            token: "x".into()
        })
    );
    assert_eq!(
        BoardMap::parse("island chest 120 10"),
        Err(BoardError::OffBoard {
            line: 1,
            x: 120,
            y: 10
        })
    );
    assert_eq!(
        BoardMap::parse("island gold 12 10"),
        Err(BoardError::UnknownTreasure {
            line: 1,
            name: "gold".into()
        })
    );
    assert_eq!(
        BoardMap::parse("island chest 12 10\nisland chest 20 10"),
        Err(BoardError::TreasureTwice {
            line: 2,
            treasure: Treasure::Chest
        })
    );
    assert_eq!(
        BoardMap::parse("# nothing\nisland chest 12 10"),
        Err(BoardError::IslandCount { count: 1 })
    );
}

//! The tile set: every count and constraint of the spec, and a parser that refuses bad data.

use std::collections::HashSet;

use tablee_rules::cabanes::{
    Back, Comfort, Edge, Item, MonkeyColour, Sex, Shape, Side, TILES_TEXT, TileSet, TileSetError,
    tile_set,
};

fn count(set: &TileSet, f: impl Fn(&tablee_rules::cabanes::Tile) -> bool) -> usize {
    set.tiles().iter().filter(|t| f(t)).count()
}

#[test]
fn the_set_has_the_rulebook_counts() {
    let set = tile_set().unwrap();
    assert_eq!(set.tiles().len(), 83);
    assert_eq!(count(set, |t| t.back == Back::Start), 3);
    assert_eq!(count(set, |t| t.back == Back::Green), 40);
    assert_eq!(count(set, |t| t.back == Back::Yellow), 40);
    for (i, t) in set.tiles().iter().enumerate() {
        assert_eq!(usize::from(t.id.0), i, "ids follow the lines");
    }
}

#[test]
fn start_tiles_are_mailboxes_on_the_ground() {
    let set = tile_set().unwrap();
    for t in set.tiles().iter().filter(|t| t.back == Back::Start) {
        assert_eq!(t.item, Some(Item::Mailbox));
        assert_eq!(t.shape, Shape::Ground);
        assert!(t.edge(Side::Left, false).is_real() && t.edge(Side::Right, false).is_real());
    }
    assert_eq!(count(set, |t| t.item == Some(Item::Mailbox)), 3);
}

#[test]
fn green_tiles_hold_the_ground_and_most_trunks_and_branches() {
    let set = tile_set().unwrap();
    let ground = |t: &tablee_rules::cabanes::Tile| t.shape.is_ground() && t.back != Back::Start;
    assert!(
        set.tiles()
            .iter()
            .filter(|t| ground(t))
            .all(|t| t.back == Back::Green)
    );
    let finals = count(set, |t| t.shape == Shape::Final);
    assert!(finals >= 6, "{finals} finals: at least 2 per hut");
    let plain_ground = count(set, |t| t.shape == Shape::Ground && t.back == Back::Green);
    assert!(plain_ground >= 3, "ground tiles to widen each hut");
    // Finals close one side with sky, the other joins the ground row.
    for t in set.tiles().iter().filter(|t| t.shape == Shape::Final) {
        let sides = [t.edge(Side::Left, false), t.edge(Side::Right, false)];
        assert_eq!(sides.iter().filter(|e| **e == Edge::Sky).count(), 1);
        assert!(sides.contains(&Edge::Branch));
    }
    let mirrorable_finals = count(set, |t| t.shape == Shape::Final && t.mirrorable);
    assert!(mirrorable_finals > 0 && mirrorable_finals < finals);
    let edges_of = |back: Back, edge: Edge| -> usize {
        set.tiles()
            .iter()
            .filter(|t| t.back == back)
            .map(|t| t.edges.iter().filter(|e| **e == edge).count())
            .sum()
    };
    assert!(edges_of(Back::Green, Edge::Trunk) > edges_of(Back::Yellow, Edge::Trunk));
    assert!(edges_of(Back::Green, Edge::Branch) > edges_of(Back::Yellow, Edge::Branch));
    assert!(edges_of(Back::Yellow, Edge::Roof) > edges_of(Back::Green, Edge::Roof));
}

#[test]
fn yellow_tiles_hold_most_flags_and_comfort() {
    let set = tile_set().unwrap();
    let flags = |back| count(set, |t| t.back == back && t.item == Some(Item::Flag));
    assert!(flags(Back::Yellow) > flags(Back::Green));
    let comfort = |back| {
        count(set, |t| {
            t.back == back && matches!(t.item, Some(Item::Comfort(_)))
        })
    };
    assert!(comfort(Back::Yellow) > comfort(Back::Green));
    assert!(
        comfort(Back::Green) + comfort(Back::Yellow) >= 15,
        "many comfort objects"
    );
    let kinds: HashSet<Comfort> = set
        .tiles()
        .iter()
        .filter_map(|t| match t.item {
            Some(Item::Comfort(c)) => Some(c),
            _ => None,
        })
        .collect();
    assert_eq!(
        kinds.len(),
        Comfort::ALL.len(),
        "every kind of comfort object"
    );
    // Flags on tiles of several shapes, so they end at various heights.
    let flag_tiles: HashSet<[Edge; 4]> = set
        .tiles()
        .iter()
        .filter(|t| t.item == Some(Item::Flag))
        .map(|t| t.edges)
        .collect();
    assert!(flags(Back::Yellow) + flags(Back::Green) >= 5);
    assert!(
        flag_tiles.len() >= 4,
        "flags on {} kinds of tile",
        flag_tiles.len()
    );
}

#[test]
fn cannons_and_cantilevers_and_mirroring() {
    let set = tile_set().unwrap();
    let cannons = count(set, |t| t.is_cannon());
    assert!((2..=4).contains(&cannons), "{cannons} cannons");
    assert!(count(set, |t| t.is_cannon() && t.shape.is_ground()) == 0);
    let cantilevers = count(set, |t| t.shape == Shape::Cantilever);
    assert!(cantilevers >= 6, "{cantilevers} cantilevers");
    // Mirroring matters only for tiles whose sides differ: some may be turned over, some never.
    let asymmetric = |t: &tablee_rules::cabanes::Tile| t.edges[1] != t.edges[3];
    assert!(count(set, |t| asymmetric(t) && t.mirrorable) >= 5);
    assert!(count(set, |t| asymmetric(t) && !t.mirrorable) >= 5);
}

#[test]
fn twelve_monkeys_four_colours_both_sexes() {
    let set = tile_set().unwrap();
    assert_eq!(count(set, |t| t.is_monkey()), 12);
    for colour in MonkeyColour::ALL {
        let of = |sex| count(set, |t| t.item == Some(Item::Monkey { colour, sex }));
        assert_eq!(of(Sex::Male) + of(Sex::Female), 3, "{colour:?}");
        assert!(of(Sex::Male) >= 1 && of(Sex::Female) >= 1, "{colour:?}");
    }
    // Monkeys come in both piles.
    assert!(count(set, |t| t.is_monkey() && t.back == Back::Green) > 0);
    assert!(count(set, |t| t.is_monkey() && t.back == Back::Yellow) > 0);
}

#[test]
fn the_data_file_parses_the_same_as_the_set() {
    assert_eq!(&TileSet::parse(TILES_TEXT).unwrap(), tile_set().unwrap());
}

#[test]
fn malformed_lines_give_typed_errors() {
    let cases = [
        (
            "green TBTB plain",
            TileSetError::FieldCount { line: 1, found: 3 },
        ),
        (
            "blue TBTB plain free -",
            TileSetError::UnknownBack {
                line: 1,
                token: "blue".into(),
            },
        ),
        (
            "green TBXB plain free -",
            TileSetError::UnknownEdge {
                line: 1,
                letter: 'X',
            },
        ),
        (
            "green TBT plain free -",
            TileSetError::EdgeCount {
                line: 1,
                token: "TBT".into(),
            },
        ),
        (
            "green TBTB roof free -",
            TileSetError::UnknownShape {
                line: 1,
                token: "roof".into(),
            },
        ),
        (
            "green TBTB plain maybe -",
            TileSetError::UnknownMirror {
                line: 1,
                token: "maybe".into(),
            },
        ),
        (
            "green TBTB plain free sofa",
            TileSetError::UnknownItem {
                line: 1,
                token: "sofa".into(),
            },
        ),
        (
            "green TBTB plain free monkey-pink-m",
            TileSetError::UnknownItem {
                line: 1,
                token: "monkey-pink-m".into(),
            },
        ),
        (
            "green TBTB ground free -",
            TileSetError::GrassMisplaced { line: 1 },
        ),
        (
            "green TBGB plain free -",
            TileSetError::GrassMisplaced { line: 1 },
        ),
        (
            "green TBGB final free -",
            TileSetError::FinalWithoutEnd { line: 1 },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(TileSet::parse(text), Err(error), "{text}");
    }
    let many = "green TBTB plain free -\n".repeat(257);
    assert_eq!(TileSet::parse(&many), Err(TileSetError::TooManyTiles));
    assert_eq!(
        TileSet::parse("# a comment\n\ngreen SSTS plain free flag")
            .unwrap()
            .tiles()
            .len(),
        1
    );
}

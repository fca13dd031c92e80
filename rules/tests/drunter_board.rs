//! The board data and the tile box.

use std::collections::BTreeMap;

use tablee_rules::Pos;
use tablee_rules::drunter::{
    BoardMap, BuildingType, Edition, Feature, MapError, PathId, TILES, TileKind,
};

/// The town of every edition a game (or a save) may be played on.
fn every_town() -> Vec<(Edition, BoardMap)> {
    [Edition::First, Edition::Second, Edition::Third]
        .into_iter()
        .map(|e| (e, BoardMap::of_edition(e).unwrap()))
        .collect()
}

#[test]
fn every_town_has_30_buildings_5_of_each_type_worth_1_to_5() {
    assert_eq!(
        BoardMap::town().unwrap(),
        BoardMap::of_edition(Edition::CURRENT).unwrap()
    );
    for (edition, map) in every_town() {
        assert_eq!((map.width(), map.height()), (15, 10));
        let buildings = map.buildings();
        assert_eq!(buildings.len(), 30, "{edition:?}");
        for kind in BuildingType::ALL {
            let mut values: Vec<u8> = buildings
                .iter()
                .filter(|(_, b)| b.kind == kind)
                .map(|(_, b)| b.value)
                .collect();
            values.sort();
            assert_eq!(values, vec![1, 2, 3, 4, 5], "{edition:?} {kind:?}");
        }
    }
}

#[test]
fn values_rise_toward_the_centre() {
    let map = BoardMap::town().unwrap();
    // Mean distance (scaled to the board's aspect) of each value from the centre.
    let mut by_value: BTreeMap<u8, Vec<f64>> = BTreeMap::new();
    for (p, b) in map.buildings() {
        let d = ((f64::from(p.x) - 7.0) / 1.5)
            .abs()
            .max((f64::from(p.y) - 4.5).abs());
        by_value.entry(b.value).or_default().push(d);
    }
    let means: Vec<f64> = by_value
        .values()
        .map(|v| v.iter().sum::<f64>() / v.len() as f64)
        .collect();
    assert_eq!(means.len(), 5);
    for w in means.windows(2) {
        assert!(w[0] > w[1], "{means:?}");
    }
}

#[test]
fn toilets_are_scattered_with_some_near_each_corner() {
    for (edition, map) in every_town() {
        let toilets = map.toilets();
        assert!(
            (15..=20).contains(&toilets.len()),
            "{edition:?}: {}",
            toilets.len()
        );
        for corner in [
            Pos::new(0, 0),
            Pos::new(14, 0),
            Pos::new(0, 9),
            Pos::new(14, 9),
        ] {
            let near = toilets
                .iter()
                .filter(|t| (t.x - corner.x).abs() + (t.y - corner.y).abs() <= 3)
                .count();
            assert!(near >= 2, "{edition:?} {corner:?}: {near}");
        }
    }
}

#[test]
fn the_four_corners_are_the_starts_and_hold_no_building() {
    for (edition, map) in every_town() {
        let corners = [
            Pos::new(0, 0),
            Pos::new(14, 0),
            Pos::new(0, 9),
            Pos::new(14, 9),
        ];
        let mut starts: Vec<PathId> = corners
            .iter()
            .map(|c| match map.feature(*c) {
                Some(Feature::Start(p)) => p,
                other => panic!("{edition:?} {c:?}: {other:?}"),
            })
            .collect();
        starts.sort();
        assert_eq!(starts, PathId::ALL.to_vec(), "{edition:?}");
        assert_eq!(map.start(PathId::Road), Some(Pos::new(0, 0)));
        assert_eq!(map.start(PathId::Canal), Some(Pos::new(14, 9)));
    }
}

#[test]
fn broken_maps_are_refused_with_a_reason() {
    assert!(matches!(
        BoardMap::parse("In Gd\nGd Ww ..\n"),
        Err(MapError::RaggedRow { line: 2, .. })
    ));
    assert!(matches!(
        BoardMap::parse("In Gd\nGd X9\n"),
        Err(MapError::UnknownToken { line: 2, .. })
    ));
    assert!(matches!(
        BoardMap::parse("In Gd\nGd ..\n"),
        Err(MapError::Starts {
            path: PathId::Canal,
            count: 0
        })
    ));
    assert!(BoardMap::parse("# comment\nIn Gd\nGd Ww\n").is_ok());
}

#[test]
fn the_box_holds_60_tiles_as_the_rulebook_says() {
    assert_eq!(TILES.len(), 60);
    let count = |kind, len| {
        TILES
            .iter()
            .filter(|t| t.kind == kind && t.len == len)
            .count()
    };
    assert_eq!(
        [
            count(TileKind::Wall, 3),
            count(TileKind::Wall, 2),
            count(TileKind::Wall, 1)
        ],
        [6, 12, 12]
    );
    for kind in [TileKind::Road, TileKind::Canal] {
        assert_eq!([count(kind, 3), count(kind, 2), count(kind, 1)], [3, 6, 6]);
    }
    for (i, t) in TILES.iter().enumerate() {
        assert_eq!(usize::from(t.id.0), i);
        assert_eq!(t.bridge_at().is_some(), t.len == 3);
    }
}

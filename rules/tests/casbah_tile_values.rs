//! The values printed in data/casbah/tiles*.txt are the ones the documented difficulty method
//! gives for each set.

use tablee_rules::casbah::{Shape, TileSet, difficulty};

#[test]
fn tile_values_come_from_the_measured_difficulty() {
    for set in TileSet::ALL {
        let measured = difficulty::measure(set, difficulty::GAMES, difficulty::SEED);
        let values = measured.values_for(set);
        for tile in set.tiles() {
            let expected = if tile.shape() == Shape::Entrance {
                1
            } else {
                values
                    .iter()
                    .find(|(s, _)| *s == tile.shape())
                    .map(|(_, v)| *v)
                    .expect("every shape of the set is measured")
            };
            assert_eq!(
                tile.value, expected,
                "{tile:?} of the {set:?} set (regenerate with the casbah_tile_values example)"
            );
        }
        // The hardest shape is worth 15.
        assert_eq!(values.iter().map(|(_, v)| *v).max(), Some(15), "{set:?}");
    }
}

#[test]
fn the_second_set_has_three_value_levels() {
    let mut levels: Vec<u8> = TileSet::Second
        .tiles()
        .iter()
        .filter(|t| t.shape() != Shape::Entrance)
        .map(|t| t.value)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    assert_eq!(levels.len(), difficulty::SECOND_SET_LEVELS);
    // The first set's easiest shape is worth 2, in proportion.
    let first_min = TileSet::First
        .tiles()
        .iter()
        .filter(|t| t.shape() != Shape::Entrance)
        .map(|t| t.value)
        .min();
    assert_eq!(first_min, Some(2));
}

//! The values printed in data/casbah/tiles.txt are the ones the documented difficulty method gives.

use tablee_rules::casbah::{Shape, Tile, difficulty};

#[test]
fn tile_values_come_from_the_measured_difficulty() {
    let measured = difficulty::measure(difficulty::GAMES, difficulty::SEED);
    let values = measured.values();
    for tile in Tile::all() {
        let expected = if tile.shape() == Shape::Entrance {
            1
        } else {
            values
                .iter()
                .find(|(s, _)| *s == tile.shape())
                .map(|(_, v)| *v)
                .expect("every shape is measured")
        };
        assert_eq!(
            tile.value, expected,
            "{tile:?} (regenerate with the casbah_tile_values example)"
        );
    }
    // The hardest shape is worth 15, the easiest 2.
    assert_eq!(values.iter().map(|(_, v)| *v).max(), Some(15));
    assert_eq!(values.iter().map(|(_, v)| *v).min(), Some(2));
}

//! Turns the tile data files into Rust constants, so a malformed data file fails the build
//! instead of a player's game.

use std::{env, fs, path::Path};

fn main() {
    // Every set in one array, in the order they were made, so a tile id names one tile of one set
    // and saves of the older sets keep their ids.
    let mut out = String::from("&[\n");
    let mut id = 0u8;
    let mut ends = Vec::new();
    for source in [
        "data/casbah/tiles.txt",
        "data/casbah/tiles-second.txt",
        "data/casbah/tiles-third.txt",
    ] {
        read_set(source, &mut out, &mut id);
        ends.push(id.to_string());
    }
    out.push(']');
    let dir = env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"));
    fs::write(Path::new(&dir).join("casbah_tiles.rs"), out)
        .unwrap_or_else(|e| panic!("writing casbah_tiles.rs: {e}"));
    fs::write(
        Path::new(&dir).join("casbah_set_ends.rs"),
        format!("[{}]", ends.join(", ")),
    )
    .unwrap_or_else(|e| panic!("writing casbah_set_ends.rs: {e}"));
}

fn read_set(source: &str, out: &mut String, id: &mut u8) {
    println!("cargo:rerun-if-changed={source}");
    let text = fs::read_to_string(source).unwrap_or_else(|e| panic!("{source}: {e}"));
    for (line_no, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [kind, sides, value] = fields[..] else {
            panic!("{source}:{}: expected `kind sides value`", line_no + 1);
        };
        let kind = match kind {
            "room" => "TileKind::Room",
            "garden" => "TileKind::Garden",
            "entrance" => "TileKind::Entrance",
            other => panic!("{source}:{}: unknown kind {other}", line_no + 1),
        };
        let sides: Vec<&str> = sides
            .chars()
            .map(|c| match c {
                'D' => "Side::Door",
                'W' => "Side::Window",
                'O' => "Side::Open",
                'E' => "Side::Entrance",
                other => panic!("{source}:{}: unknown side {other}", line_no + 1),
            })
            .collect();
        assert_eq!(
            sides.len(),
            4,
            "{source}:{}: four sides expected",
            line_no + 1
        );
        let value: u8 = value
            .parse()
            .unwrap_or_else(|e| panic!("{source}:{}: value: {e}", line_no + 1));
        out.push_str(&format!(
            "    Tile {{ id: TileId({id}), kind: {kind}, sides: [{}], value: {value} }},\n",
            sides.join(", ")
        ));
        *id += 1;
    }
}

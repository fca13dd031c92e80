//! Player colours never look like a board's colours (Capt'n Clever's jetties, the glow of a legal
//! spot and of a hint, Drunter's paths and gangs, Casbah's tiles, Les Cabanes' tiles and huts), nor like each other. Measured
//! as the distance between colours in CIE L*a*b* (ΔE 1976), read from the stylesheet itself.

use tablee::seats::COLOURS;

/// Rules of `static/style.css` that colour a board; a player's piece or mark may lie on them.
const BOARD_RULES: [&str; 13] = [
    ".j-",
    ".cell.legal",
    ".cell.hint",
    ".drunter .cell",
    ".island.legal",
    ".island .target-ring",
    ".lane.legal",
    ".path.",
    ".gang",
    ".tile.",
    ".sea .water-bg",
    ".cab-art",
    ".cab-board",
];
/// Below this, two colours read as one at a glance.
const BOARD_MIN: f64 = 20.0;
const PLAYERS_MIN: f64 = 35.0;

fn rgb(hex: &str) -> Option<[f64; 3]> {
    let h = hex.trim_start_matches('#');
    let full: String = match h.len() {
        3 | 4 => h.chars().take(3).flat_map(|c| [c, c]).collect(),
        6 | 8 => h.chars().take(6).collect(),
        _ => return None,
    };
    let v = u32::from_str_radix(&full, 16).ok()?;
    Some([(v >> 16) & 255, (v >> 8) & 255, v & 255].map(|c| f64::from(c) / 255.0))
}

fn lab(hex: &str) -> [f64; 3] {
    let [r, g, b] = rgb(hex)
        .unwrap_or_else(|| panic!("{hex} is not a colour"))
        .map(|c| {
            if c > 0.04045 {
                ((c + 0.055) / 1.055).powf(2.4)
            } else {
                c / 12.92
            }
        });
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    [
        116.0 * f(y) - 16.0,
        500.0 * (f(x) - f(y)),
        200.0 * (f(y) - f(z)),
    ]
}

fn delta(a: &str, b: &str) -> f64 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Every colour written in the board rules of the stylesheet.
fn board_colours() -> Vec<String> {
    let css = include_str!("../static/style.css");
    let mut colours = Vec::new();
    for line in css.lines() {
        let line = line.trim_start();
        if !BOARD_RULES.iter().any(|r| line.starts_with(r)) {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find('#') {
            let hex: String = rest[at + 1..]
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .collect();
            if rgb(&hex).is_some() {
                colours.push(format!("#{hex}"));
            }
            rest = &rest[at + 1 + hex.len()..];
        }
    }
    colours
}

#[test]
fn no_player_colour_looks_like_a_board_colour() {
    let board = board_colours();
    assert!(
        board.len() >= 20,
        "the board rules were not found: {board:?}"
    );
    let mut clashes = Vec::new();
    for (i, hex) in COLOURS.iter().enumerate() {
        let name = tablee::seats::colour_name(i, tablee::i18n::Lang::En);
        for b in &board {
            let d = delta(hex, b);
            if d < BOARD_MIN {
                clashes.push(format!("{name} {hex} ~ board {b} (ΔE {d:.0})"));
            }
        }
    }
    assert!(clashes.is_empty(), "{}", clashes.join("\n"));
}

#[test]
fn player_colours_are_far_apart() {
    let name = |i| tablee::seats::colour_name(i, tablee::i18n::Lang::En);
    for (i, x) in COLOURS.iter().enumerate() {
        for (j, y) in COLOURS.iter().enumerate().skip(i + 1) {
            let d = delta(x, y);
            let (a, b) = (name(i), name(j));
            assert!(d >= PLAYERS_MIN, "{a} {x} ~ {b} {y} (ΔE {d:.0})");
        }
    }
}

#[test]
fn the_measure_reads_every_jetty_colour_and_the_legal_glow() {
    let board = board_colours();
    // Capt'n Clever's seven jetty colours (orange, purple, teal, pink, white, black, brown).
    for jetty in [
        "#e67e22", "#8e44ad", "#138d90", "#e84393", "#ffffff", "#222", "#7a4a21",
    ] {
        assert!(board.iter().any(|c| c == jetty), "{jetty} not read");
    }
    assert!(
        board.iter().any(|c| c == "#1e8449"),
        "the legal glow not read"
    );
}

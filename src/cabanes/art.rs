//! One tile of Les Cabanes drawn in a 100 × 100 box: sky, trunk, branch and foliage, roof and
//! grass, each drawn where it meets an edge so that matching edges visibly run on into the next
//! tile, the shape cues (a cantilever hangs from its platform's hanger, a final tile's fence closes
//! the ground) and the item, told apart by its silhouette (monkeys by a pattern per colour too,
//! females by their lipstick and bow), never by colour alone. The colours are the stylesheet's
//! (`.cab-art`), where `tests/palette.rs` keeps them apart from the players'.
//!
//! A mirrored tile is drawn turned over as a whole, its item included, as the physical tile.
//!
//! The drawing is one SVG text per tile, put in the page as it is: a few kilobytes of constants
//! in the wasm rather than code building every shape.

use std::cell::RefCell;
use tablee_rules::cabanes::{Comfort, Edge, Item, MonkeyColour, Sex, Shape, Side, TileId, tile};

use yew::prelude::*;

/// The tile drawn into the 100 × 100 user units at the origin (a nested `<svg>`, so anything
/// drawn over an edge is cut there). It carries no accessible name: the caller names it.
///
/// Each tile's drawing, face up or turned over, is written once and kept: a table shows dozens
/// of tiles and draws them again on every move of the pointer.
pub fn tile_art(tile: TileId, mirrored: bool) -> Html {
    thread_local! {
        static DRAWN: RefCell<Vec<(TileId, bool, AttrValue)>> = const { RefCell::new(Vec::new()) };
    }
    let svg = DRAWN.with_borrow_mut(|drawn| {
        if let Some((_, _, svg)) = drawn.iter().find(|(t, m, _)| *t == tile && *m == mirrored) {
            return svg.clone();
        }
        let svg = AttrValue::from(tile_svg(tile, mirrored));
        drawn.push((tile, mirrored, svg.clone()));
        svg
    });
    // Only constants and numbers of our own go into the text: nothing a user typed.
    Html::from_html_unchecked(svg)
}

/// The SVG text of a tile (see [`tile_art`]).
fn tile_svg(id: TileId, mirrored: bool) -> String {
    let turned = if mirrored {
        r#" transform="matrix(-1 0 0 1 100 0)""#
    } else {
        ""
    };
    format!(
        r#"<svg class="cab-art" x="0" y="0" width="100" height="100" viewBox="0 0 100 100" aria-hidden="true"><rect class="sky" width="100" height="100"/><g{turned}>{}</g><rect class="seam" x="0.5" y="0.5" width="99" height="99"/></svg>"#,
        drawing(id)
    )
}

/// What the tile shows, as printed (not mirrored). An unknown tile (a damaged save) is drawn as
/// an empty square with a question mark rather than not at all.
fn drawing(id: TileId) -> String {
    let Some(t) = tile(id) else {
        return r#"<text class="unknown" x="50" y="64" text-anchor="middle">?</text>"#.into();
    };
    let edge = |side: Side| t.edge(side, false);
    // Every arm from the centre to an edge that is not sky, and the trunk of a ground tile,
    // which stands on its grass.
    let mut arms: Vec<(Edge, Side)> = Side::ALL
        .into_iter()
        .map(|s| (edge(s), s))
        .filter(|(e, _)| !matches!(e, Edge::Sky | Edge::Grass))
        .collect();
    if t.shape.is_ground() && !arms.iter().any(|(_, s)| *s == Side::Bottom) {
        arms.push((Edge::Trunk, Side::Bottom));
    }
    // Drawn trunk first, then branches, then roofs (a roof lies over the trunk it stands on).
    arms.sort_by_key(|(e, _)| match e {
        Edge::Trunk => 0,
        Edge::Branch => 1,
        _ => 2,
    });
    let has = |kind: Edge| arms.iter().any(|(e, _)| *e == kind);
    let knot = if has(Edge::Trunk) {
        Some(("bark", "M35 35 H65 V65 H35 Z"))
    } else if has(Edge::Branch) {
        Some(("wood", "M40 42 H60 V58 H40 Z"))
    } else {
        None
    };
    let bodies: Vec<(&str, &str, &str)> = arms
        .iter()
        .map(|(e, s)| {
            let (class, d) = arm_body(*e);
            (class, d, turn(*s))
        })
        .chain(knot.map(|(c, d)| (c, d, "")))
        .collect();
    let mut out = String::new();
    // Outlines first, then the fills over them: joined arms read as one piece of wood.
    for (_, d, tr) in &bodies {
        out += &format!(r#"<path class="outline" d="{d}"{tr}/>"#);
    }
    for (c, d, tr) in &bodies {
        out += &format!(r#"<path class="{c}" d="{d}"{tr}/>"#);
    }
    for (e, s) in &arms {
        out += &format!("<g{}>{}</g>", turn(*s), arm_detail(*e));
    }
    if has(Edge::Roof) {
        out += r#"<circle class="roof" cx="50" cy="17" r="5"/>"#;
    }
    if t.shape == Shape::Cantilever {
        out += HANGER;
    }
    if t.shape.is_ground() {
        out += &grass(t.shape, edge(Side::Left), edge(Side::Right));
    }
    if let Some(item) = t.item {
        out += &format!(
            r#"<g class="item" transform="translate(17 11) scale(0.66)">{}</g>"#,
            item_art(item)
        );
    }
    out
}

/// The transform (as an attribute) that turns an arm drawn towards the right edge towards
/// `side`: the left one mirrored, so that foliage stays above its branch and both ends meet at the
/// same height.
fn turn(side: Side) -> &'static str {
    match side {
        Side::Right => "",
        Side::Left => r#" transform="matrix(-1 0 0 1 100 0)""#,
        Side::Top => r#" transform="rotate(-90 50 50)""#,
        Side::Bottom => r#" transform="rotate(90 50 50)""#,
    }
}

/// An arm from the centre to the right edge: its class and outline. Every edge kind meets the
/// edge at the same place on every tile, so a match runs on across the seam.
fn arm_body(edge: Edge) -> (&'static str, &'static str) {
    match edge {
        // Thick, from the centre: a trunk is the tree itself.
        Edge::Trunk => ("bark", "M35 35 H101 V65 H35 Z"),
        // Thin, with foliage: a branch.
        Edge::Branch => ("wood", "M44 45 Q72 42 101 44 V56 Q72 56 44 57 Z"),
        // A slope of shingles from the ridge above the centre.
        Edge::Roof => ("roof", "M50 14 L101 36 V59 L50 38 Z"),
        Edge::Sky | Edge::Grass => ("sky", ""),
    }
}

/// What tells an arm apart beyond its colour: the trunk's grain, the branch's leaves (a clump cut
/// in half by the edge, finished by the matching tile's half), the roof's shingle rows.
fn arm_detail(edge: Edge) -> &'static str {
    match edge {
        Edge::Trunk => r#"<path class="grain" d="M60 42 H101 M68 50 H94 M56 58 H101"/>"#,
        Edge::Branch => {
            r#"<g class="leaves"><circle cx="100" cy="37" r="14"/><circle cx="80" cy="35" r="10"/><circle cx="66" cy="41" r="7"/></g>"#
        }
        Edge::Roof => {
            r#"<path class="shingles" d="M56 24 L101 44 M56 31 L101 51 M64 26 V35 M78 32 V41 M92 38 V47 M71 36 V45 M85 42 V51"/>"#
        }
        Edge::Sky | Edge::Grass => "",
    }
}

/// A cantilever: a platform hanging from the centre, with nothing under it.
const HANGER: &str = r#"<g class="hanger"><path class="rope" d="M17 81 L50 50 L83 81"/><rect class="plank" x="12" y="80" width="76" height="7" rx="2"/></g>"#;

/// The grass of a ground tile; a final tile's grass stops short of its sky side behind a fence.
fn grass(shape: Shape, left: Edge, right: Edge) -> String {
    let blades = "l4 -8 l4 8 l4 -6 l4 6 l4 -9 l4 9";
    if shape != Shape::Final {
        return format!(
            r#"<path class="grass" d="M-1 101 V86 {blades} {blades} {blades} {blades} l4 -7 l3 7 V101 Z"/>"#
        );
    }
    // Drawn as closing on the right; a tile closed on its left is the same, turned over.
    let closed_left = left == Edge::Sky && right != Edge::Sky;
    format!(
        r#"<g{}><path class="grass" d="M-1 101 V86 {blades} {blades} {blades} Q84 86 94 101 Z"/><g class="fence"><path d="M70 90 V66 L74 61 L78 66 V90 Z M84 92 V68 L88 63 L92 68 V92 Z"/><path d="M66 72 H96 V77 H66 Z"/></g></g>"#,
        if closed_left { turn(Side::Left) } else { "" }
    )
}

/// An item drawn in its own 100 × 100 box.
fn item_art(item: Item) -> String {
    match item {
        Item::Mailbox => r#"<g class="mailbox"><rect class="post" x="44" y="54" width="12" height="44"/><path class="box" d="M14 58 V32 Q14 14 36 14 H64 Q86 14 86 32 V58 Z"/><path class="letter" d="M26 6 H56 V30 H26 Z M26 6 L41 20 L56 6"/><path class="lever" d="M86 40 H96 V14 H88"/></g>"#.into(),
        Item::Flag => r#"<g class="flag"><path class="cloth" d="M34 8 L92 24 L34 44 Z"/><path class="stripe" d="M34 20 L70 24 L34 32"/><rect class="pole" x="28" y="4" width="7" height="92" rx="3"/><circle class="pole" cx="31" cy="5" r="5"/></g>"#.into(),
        Item::Cannon => r#"<g class="cannon"><path class="barrel" d="M8 62 L80 18 L94 40 L20 84 Z"/><path class="band" d="M74 24 L88 45"/><circle class="wheel" cx="36" cy="76" r="20"/><path class="spokes" d="M36 56 V96 M16 76 H56"/><circle class="ball" cx="84" cy="84" r="10"/></g>"#.into(),
        Item::Comfort(c) => comfort_art(c).into(),
        Item::Monkey { colour, sex } => monkey_art(colour, sex),
    }
}

fn comfort_art(c: Comfort) -> &'static str {
    match c {
        // A claw-foot tub with its shower and bubbles.
        Comfort::Bathtub => {
            r#"<g class="bathtub"><path class="pipe" d="M84 46 V14 H64 V22"/><circle class="foam" cx="34" cy="40" r="9"/><circle class="foam" cx="50" cy="36" r="11"/><circle class="foam" cx="66" cy="41" r="8"/><path class="tub" d="M6 44 H94 V52 Q94 80 68 80 H32 Q6 80 6 52 Z"/><path class="feet" d="M22 78 L16 94 M78 78 L84 94"/></g>"#
        }
        // A kettle grill on three legs, with smoke.
        Comfort::Barbecue => {
            r#"<g class="barbecue"><path class="smoke" d="M36 30 Q28 22 36 14 Q44 6 36 0 M60 30 Q52 22 60 14 Q68 6 60 0"/><path class="legs" d="M34 70 L20 96 M66 70 L80 96 M50 74 V96"/><path class="bowl" d="M12 38 H88 Q88 76 50 76 Q12 76 12 38 Z"/><path class="grill" d="M8 38 H92"/></g>"#
        }
        // A set with its screen and a pair of rabbit ears.
        Comfort::Television => {
            r#"<g class="television"><path class="antenna" d="M50 26 L28 4 M50 26 L72 4"/><rect class="set" x="8" y="26" width="84" height="60" rx="8"/><rect class="screen" x="16" y="34" width="54" height="44" rx="6"/><circle class="knob" cx="81" cy="44" r="5"/><circle class="knob" cx="81" cy="62" r="5"/><path class="legs" d="M24 86 L18 98 M76 86 L82 98"/></g>"#
        }
        // A striped hammock slung between two ropes.
        Comfort::Hammock => {
            r#"<g class="hammock"><path class="rope" d="M2 4 L12 42 M98 4 L88 42"/><path class="cloth" d="M8 38 Q50 62 92 38 Q50 106 8 38 Z"/><path class="stripes" d="M28 50 V64 M50 54 V72 M72 50 V64"/></g>"#
        }
        // A deep armchair: high back, two arms, short legs.
        Comfort::Armchair => {
            r#"<g class="armchair"><rect class="back" x="22" y="10" width="56" height="52" rx="12"/><rect class="seat" x="20" y="56" width="60" height="20" rx="4"/><rect class="arm" x="6" y="40" width="20" height="40" rx="8"/><rect class="arm" x="74" y="40" width="20" height="40" rx="8"/><path class="legs" d="M16 80 V94 M84 80 V94"/></g>"#
        }
        // A portable radio: handle, one antenna, a round speaker and a dial.
        Comfort::Radio => {
            r#"<g class="radio"><path class="antenna" d="M74 36 L92 4"/><path class="handle" d="M28 36 V24 H60 V36"/><rect class="case" x="6" y="34" width="88" height="54" rx="8"/><circle class="speaker" cx="32" cy="61" r="17"/><path class="grille" d="M20 55 H44 M18 61 H46 M20 67 H44"/><rect class="dial" x="58" y="46" width="28" height="14" rx="3"/><circle class="knob" cx="72" cy="74" r="6"/></g>"#
        }
    }
}

/// A monkey: a colour and a pattern on its belly per colour (stripes, dots, a star, a zigzag);
/// a female wears lipstick and a bow.
fn monkey_art(colour: MonkeyColour, sex: Sex) -> String {
    let (class, pattern) = match colour {
        MonkeyColour::Red => (
            "red",
            r#"<path class="pattern" d="M34 64 H66 M31 73 H69 M34 82 H66"/>"#,
        ),
        MonkeyColour::Blue => (
            "blue",
            r#"<g class="dots"><circle cx="40" cy="66" r="4"/><circle cx="60" cy="66" r="4"/><circle cx="50" cy="75" r="4"/><circle cx="40" cy="84" r="4"/><circle cx="60" cy="84" r="4"/></g>"#,
        ),
        MonkeyColour::White => (
            "white",
            r#"<path class="star" d="M50 58 L54 69 L66 69 L56 76 L60 88 L50 80 L40 88 L44 76 L34 69 L46 69 Z"/>"#,
        ),
        MonkeyColour::Brown => (
            "brown",
            r#"<path class="pattern" d="M32 78 L40 66 L46 80 L54 66 L60 80 L68 68"/>"#,
        ),
    };
    let (sex_class, face) = match sex {
        Sex::Female => (
            " female",
            r#"<path class="lips" d="M40 44 Q45 39 50 42 Q55 39 60 44 Q50 53 40 44 Z"/><path class="bow" d="M50 12 L36 4 V20 Z M50 12 L64 4 V20 Z"/>"#,
        ),
        Sex::Male => ("", r#"<path class="mouth" d="M42 44 Q50 50 58 44"/>"#),
    };
    format!(
        r#"<g class="monkey {class}{sex_class}"><path class="tail" d="M68 86 Q96 88 90 62 Q86 50 96 44"/><ellipse class="fur" cx="50" cy="74" rx="24" ry="22"/>{pattern}<circle class="fur" cx="26" cy="30" r="10"/><circle class="fur" cx="74" cy="30" r="10"/><circle class="fur" cx="50" cy="32" r="22"/><ellipse class="face" cx="50" cy="38" rx="15" ry="13"/><circle class="eye" cx="43" cy="30" r="3"/><circle class="eye" cx="57" cy="30" r="3"/>{face}</g>"#
    )
}

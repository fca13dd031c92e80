//! The sheet of every tile of Les Cabanes, drawn by the real `tile_art` (server-side rendered), is
//! `docs/cabanes-tiles.svg`: the drawn set in the docs can never drift from the code. After a
//! change to the drawing or the tile set, `UPDATE_DOCS=1 cargo test -p tablee --test cabanes_art`
//! writes it anew. The items are checked to be drawn by their own silhouette.
// Rendered natively: the wasm tests draw in a browser (tests/web.rs).
#![cfg(not(target_arch = "wasm32"))]

use tablee::cabanes::art::tile_art;
use tablee_rules::cabanes::{Back, Comfort, Item, MonkeyColour, Sex, TileId, tile_set};
use yew::prelude::*;

const SHEET: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cabanes-tiles.svg");
const COLUMNS: usize = 10;
const SLOT_W: usize = 120;
const SLOT_H: usize = 136;
const HEAD: usize = 112;

/// The stylesheet's block for the tiles, so the sheet is coloured as the game is.
fn art_css() -> String {
    let css = include_str!("../static/style.css");
    let start = css
        .find("/* Cabanes: board */")
        .expect("the Cabanes board block of static/style.css");
    let end = css[start..]
        .find("/* Cabanes: board end */")
        .map_or(css.len(), |e| start + e);
    css[start..end]
        .lines()
        .filter(|l| l.starts_with(".cab-art"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[derive(Properties, PartialEq)]
struct SheetProps {
    tiles: Vec<(TileId, Back, bool)>,
    css: String,
}

#[function_component(Sheet)]
fn sheet(props: &SheetProps) -> Html {
    let rows = props.tiles.len().div_ceil(COLUMNS);
    let (width, height) = (COLUMNS * SLOT_W + 20, HEAD + rows * SLOT_H);
    let slot = |(i, (id, back, mirrorable)): (usize, &(TileId, Back, bool))| {
        let (x, y) = (10 + (i % COLUMNS) * SLOT_W, HEAD + (i / COLUMNS) * SLOT_H);
        let back = match back {
            Back::Start => "start",
            Back::Green => "green",
            Back::Yellow => "yellow",
        };
        let caption = format!("{} {back}{}", id.0, if *mirrorable { " ↔" } else { "" });
        html! {
            <g transform={format!("translate({x} {y})")}>
                { tile_art(*id, false) }
                <text x="50" y="120" text-anchor="middle">{ caption }</text>
            </g>
        }
    };
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" viewBox={format!("0 0 {width} {height}")} width={width.to_string()} height={height.to_string()}>
            <style>{ format!("text {{ font: 15px sans-serif; fill: #222; }}\n{}", props.css) }</style>
            <rect width={width.to_string()} height={height.to_string()} fill="#faf6ee" />
            <text x="10" y="26" style="font-size:20px;font-weight:700">{ format!("Les Cabanes de M'sieur Robinson: the {} tiles", props.tiles.len()) }</text>
            <text x="10" y="50">{ "Each with its number and back; ↔ may be built mirrored (drawn as printed). Drawn by src/cabanes/art.rs." }</text>
            <text x="10" y="74">{ "Edges: thick trunk with grain, thin branch with leaves, shingled roof, grass below a ground tile; a fence closes a final tile's sky side; a hanging platform marks a cantilever." }</text>
            <text x="10" y="98">{ "Monkeys: red with stripes, blue with dots, white with a star, brown with a zigzag; a female wears lipstick and a bow." }</text>
            { for props.tiles.iter().enumerate().map(slot) }
        </svg>
    }
}

fn render<C>(props: C::Properties) -> String
where
    C: BaseComponent,
    C::Properties: Send,
{
    futures::executor::block_on(
        yew::ServerRenderer::<C>::with_props(move || props)
            .hydratable(false)
            .render(),
    )
}

fn render_sheet() -> String {
    let tiles = tile_set()
        .expect("the tile set")
        .tiles()
        .iter()
        .map(|t| (t.id, t.back, t.mirrorable))
        .collect();
    let svg = render::<Sheet>(SheetProps {
        tiles,
        css: art_css(),
    });
    format!("{svg}\n")
}

#[test]
fn the_sheet_of_every_tile_in_the_docs_is_what_the_drawing_code_draws() {
    let sheet = render_sheet();
    if std::env::var("UPDATE_DOCS").as_deref() == Ok("1") {
        std::fs::write(SHEET, &sheet).expect("docs/cabanes-tiles.svg written");
    }
    let docs = std::fs::read_to_string(SHEET).unwrap_or_default();
    assert!(
        docs == sheet,
        "docs/cabanes-tiles.svg is not what src/cabanes/art.rs draws: run \
         UPDATE_DOCS=1 cargo test -p tablee --test cabanes_art"
    );
}

#[derive(Properties, PartialEq)]
struct DrawnProps {
    tile: TileId,
    mirrored: bool,
}

#[function_component(Drawn)]
fn drawn_tile(props: &DrawnProps) -> Html {
    tile_art(props.tile, props.mirrored)
}

fn drawn(id: TileId, mirrored: bool) -> String {
    render::<Drawn>(DrawnProps { tile: id, mirrored })
}

/// The class of the group that draws an item: its own silhouette.
fn item_class(item: Item) -> String {
    match item {
        Item::Mailbox => "mailbox".into(),
        Item::Flag => "flag".into(),
        Item::Cannon => "cannon".into(),
        Item::Comfort(c) => match c {
            Comfort::Bathtub => "bathtub",
            Comfort::Barbecue => "barbecue",
            Comfort::Television => "television",
            Comfort::Hammock => "hammock",
            Comfort::Armchair => "armchair",
            Comfort::Radio => "radio",
        }
        .into(),
        Item::Monkey { colour, sex } => {
            let colour = match colour {
                MonkeyColour::Red => "red",
                MonkeyColour::Blue => "blue",
                MonkeyColour::White => "white",
                MonkeyColour::Brown => "brown",
            };
            let sex = if sex == Sex::Female { " female" } else { "" };
            format!("monkey {colour}{sex}")
        }
    }
}

#[test]
fn every_tile_draws_its_own_item_and_nothing_else() {
    let set = tile_set().expect("the tile set");
    let classes: Vec<String> = set
        .tiles()
        .iter()
        .filter_map(|t| t.item)
        .map(item_class)
        .collect();
    for t in set.tiles() {
        let svg = drawn(t.id, false);
        let own = t.item.map(item_class);
        for class in &classes {
            let shows = svg.contains(&format!("class=\"{class}\""));
            assert_eq!(
                shows,
                own.as_ref() == Some(class),
                "tile {} and {class}",
                t.id.0
            );
        }
    }
}

#[test]
fn each_monkey_colour_has_its_own_pattern_and_females_their_lipstick() {
    let monkey = |colour, sex| {
        let set = tile_set().expect("the tile set");
        let t = set
            .tiles()
            .iter()
            .find(|t| t.item == Some(Item::Monkey { colour, sex }))
            .expect("a monkey of each colour and sex");
        drawn(t.id, false)
    };
    let patterns: Vec<String> = MonkeyColour::ALL
        .iter()
        .map(|c| {
            let svg = monkey(*c, Sex::Male);
            let from = svg.find("class=\"fur\"").unwrap_or(0);
            // What lies between the body and the head: the pattern.
            let body = &svg[from..];
            let to = body.find("r=\"10\"").unwrap_or(body.len());
            body[..to].to_string()
        })
        .collect();
    for (i, a) in patterns.iter().enumerate() {
        for b in &patterns[i + 1..] {
            assert_ne!(a, b, "two monkey colours share a pattern");
        }
    }
    for c in MonkeyColour::ALL {
        assert!(monkey(c, Sex::Female).contains("class=\"lips\""));
        assert!(!monkey(c, Sex::Male).contains("class=\"lips\""));
    }
}

#[test]
fn a_mirrored_tile_is_drawn_turned_over() {
    let set = tile_set().expect("the tile set");
    let t = set
        .tiles()
        .iter()
        .find(|t| t.mirrorable)
        .expect("a tile that may be mirrored");
    let (plain, turned) = (drawn(t.id, false), drawn(t.id, true));
    assert!(turned.contains("matrix(-1 0 0 1 100 0)"));
    assert_ne!(plain, turned);
}

//! A Casbah tile drawn in SVG: doors as brown gaps, French windows as blue panes, gardens green,
//! the value in the middle. Shapes and letters tell the sides apart, not colour alone.

use tablee_rules::Dir;
use tablee_rules::casbah::{Rotation, Shape, Side, Tile, TileKind};
use yew::prelude::*;

use crate::i18n::Lang;

/// The tile's drawing in a 100×100 box, turned by `rotation`.
pub fn tile_svg(tile: &Tile, rotation: Rotation) -> Html {
    let body = match tile.kind {
        TileKind::Garden => "tile garden",
        TileKind::Room => "tile room",
        TileKind::Entrance => "tile room entrance",
    };
    let sides = Dir::ALL
        .iter()
        .map(|d| side_mark(tile.sides[d.index()], *d));
    let value_turn = format!("rotate({} 50 50)", -i32::from(rotation.degrees()));
    html! {
        <g transform={format!("rotate({} 50 50)", rotation.degrees())}>
            <rect class={body} x="4" y="4" width="92" height="92" rx="4" />
            if tile.kind == TileKind::Garden {
                <circle class="shrub" cx="30" cy="32" r="9" />
                <circle class="shrub" cx="68" cy="62" r="11" />
            }
            { for sides }
            <text class="value" x="50" y="58" text-anchor="middle" transform={value_turn}>{ tile.value }</text>
        </g>
    }
}

/// One side's mark, drawn for the north side and turned into place.
fn side_mark(side: Side, dir: Dir) -> Html {
    let turn = format!("rotate({} 50 50)", dir.index() * 90);
    let mark = match side {
        Side::Door => html! { <rect class="door" x="36" y="2" width="28" height="12" rx="2" /> },
        Side::Window => html! {
            <g class="window"><rect x="30" y="3" width="40" height="8" /><line x1="50" y1="3" x2="50" y2="11" /></g>
        },
        Side::Entrance => html! {
            <g class="double-door"><rect x="26" y="2" width="22" height="14" rx="2" /><rect x="52" y="2" width="22" height="14" rx="2" /></g>
        },
        Side::Open => html! {},
    };
    html! { <g transform={turn}>{ mark }</g> }
}

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Door => lang.t("door", "porte"),
        Side::Window => lang.t("French window", "porte-fenêtre"),
        Side::Open => lang.t("garden side", "côté jardin"),
        Side::Entrance => lang.t("double door", "double porte"),
    }
}

pub fn dir_name(dir: Dir, lang: Lang) -> &'static str {
    match dir {
        Dir::North => lang.t("north", "nord"),
        Dir::East => lang.t("east", "est"),
        Dir::South => lang.t("south", "sud"),
        Dir::West => lang.t("west", "ouest"),
    }
}

/// What a tile is, by its shape, in a sentence: "a corner room with two windows".
pub fn shape_words(tile: &Tile, lang: Lang) -> &'static str {
    match tile.shape() {
        Shape::Garden => lang.t("a garden", "un jardin"),
        Shape::Entrance => lang.t("the entrance", "l'entrée"),
        Shape::Doors4 => lang.t("a room with four doors", "une salle à quatre portes"),
        Shape::Doors3 => lang.t(
            "a room with three doors and a window",
            "une salle à trois portes et une fenêtre",
        ),
        Shape::Doors2Adjacent => lang.t(
            "a corner room with two windows",
            "une salle d'angle à deux fenêtres",
        ),
        Shape::Doors2Opposite => {
            lang.t("a corridor with two windows", "un couloir à deux fenêtres")
        }
        Shape::Doors1 => lang.t(
            "a room with one door and three windows",
            "une salle à une porte et trois fenêtres",
        ),
        Shape::Doors0 => lang.t("a room with four windows", "une salle à quatre fenêtres"),
    }
}

/// Words for a tile, for screen readers and tests: kind, value and each side as turned.
pub fn tile_words(tile: &Tile, rotation: Rotation, lang: Lang) -> String {
    let kind = match tile.kind {
        TileKind::Garden => return format!("{} {}", lang.t("Garden", "Jardin"), tile.value),
        TileKind::Room => lang.t("Room", "Salle"),
        TileKind::Entrance => lang.t("Entrance", "Entrée"),
    };
    let sides: Vec<String> = Dir::ALL
        .iter()
        .map(|d| {
            format!(
                "{} {}",
                dir_name(*d, lang),
                side_name(tile.side(rotation, *d), lang)
            )
        })
        .collect();
    format!("{kind} {} ({})", tile.value, sides.join(", "))
}

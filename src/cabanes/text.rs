//! Les Cabanes de M'sieur Robinson in words, French and English: tiles and their items, cells and
//! huts, piles, why a tile or a cannon shot is refused, the log, the status line and the labels of
//! the end tables. The French words are the rulebook's: cabane, tuile, tuile de base, tuile
//! finale, porte-à-faux, drapeau, objet de confort, canon, singe and guenon, boîte aux lettres,
//! banane.

use tablee_rules::Seat;
use tablee_rules::cabanes::{
    BuildError, CabanesError, CabanesEvent, CabanesView, Cell, Comfort, Edge, Ending, HUTS,
    HutScore, HutStats, Item, MonkeyColour, Phase, PileView, Sex, Shape, Side, TRACK_END,
    TargetError, Tile, TileId, Track, tile,
};

use crate::board::column_name;
use crate::end::points;
use crate::i18n::{
    Gender, Lang, capitalised, en_a, fr_de, fr_the, list, of_name, plural, plural_word,
};
use crate::seats::{self, PlayerConfig};

/// The column the doormat (and each hut's mailbox tile) stands in. Columns are lettered from a
/// fixed left edge, 12 columns left of the doormat, so that a cell keeps its name however the hut
/// grows: the mailbox tile is always M1, the ground row is row 1.
pub const DOORMAT_COLUMN: i32 = 12;

/// A cell as the board's edges print it: its column letter and its row counted from 1 at the
/// ground ("M1" is the mailbox tile, "N3" is one column right of it, two rows up).
pub fn cell_code(cell: Cell) -> String {
    format!("{}{}", column_letter(cell.x), cell.floor.saturating_add(1))
}

/// A column's letter along the board's edge: the doormat's column is M (`?` beyond A to Z).
pub fn column_letter(x: i32) -> char {
    column_name(x.saturating_add(DOORMAT_COLUMN))
}

/// A row's number along the board's edge: 1 for the ground row.
pub fn row_number(floor: i32) -> i32 {
    floor.saturating_add(1)
}

/// A hut as a title or a label: "Hut 2" / "Cabane 2" (huts are numbered from 1).
pub fn hut_name(hut: u8, l: Lang) -> String {
    format!("{} {}", l.t("Hut", "Cabane"), u16::from(hut) + 1)
}

/// A hut inside a sentence: "hut 2" / "la cabane 2".
pub fn the_hut(hut: u8, l: Lang) -> String {
    match l {
        Lang::En => format!("hut {}", u16::from(hut) + 1),
        Lang::Fr => format!("la cabane {}", u16::from(hut) + 1),
    }
}

/// A cell of a hut as a label: "Hut 2, M3" / "Cabane 2, M3".
pub fn cell_name(hut: u8, cell: Cell, l: Lang) -> String {
    format!("{}, {}", hut_name(hut, l), cell_code(cell))
}

/// Where a tile goes, inside a sentence: "on hut 2 at M3" / "sur la cabane 2 en M3".
pub fn on_hut_at(hut: u8, cell: Cell, l: Lang) -> String {
    match l {
        Lang::En => format!("on {} at {}", the_hut(hut, l), cell_code(cell)),
        Lang::Fr => format!("sur {} en {}", the_hut(hut, l), cell_code(cell)),
    }
}

/// A pile as a title: "Pile 3" (piles are numbered from 1).
pub fn pile_name(pile: u8, l: Lang) -> String {
    format!("{} {}", l.t("Pile", "Pile"), u16::from(pile) + 1)
}

/// A pile inside a sentence: "pile 3" / "la pile 3".
fn the_pile(pile: u8, l: Lang) -> String {
    match l {
        Lang::En => format!("pile {}", u16::from(pile) + 1),
        Lang::Fr => format!("la pile {}", u16::from(pile) + 1),
    }
}

// ---- Edges, items, tiles ----------------------------------------------------------------------

/// An edge's kind, lower case: "branch" / "branche".
pub fn edge_name(e: Edge, l: Lang) -> &'static str {
    match e {
        Edge::Sky => l.t("sky", "ciel"),
        Edge::Branch => l.t("branch", "branche"),
        Edge::Trunk => l.t("trunk", "tronc"),
        Edge::Roof => l.t("roof", "toit"),
        Edge::Grass => l.t("grass", "herbe"),
    }
}

fn edge_gender(e: Edge) -> Gender {
    match e {
        Edge::Branch | Edge::Grass => Gender::Feminine,
        Edge::Sky | Edge::Trunk | Edge::Roof => Gender::Masculine,
    }
}

/// "the branch" / "la branche", "le ciel", "l'herbe".
fn the_edge(e: Edge, l: Lang) -> String {
    match l {
        Lang::En => format!("the {}", edge_name(e, l)),
        Lang::Fr => fr_the(edge_gender(e), edge_name(e, l)),
    }
}

/// A side of a tile on its own: "left" / "gauche".
pub fn side_name(s: Side, l: Lang) -> &'static str {
    match s {
        Side::Top => l.t("top", "haut"),
        Side::Right => l.t("right", "droit"),
        Side::Bottom => l.t("bottom", "bas"),
        Side::Left => l.t("left", "gauche"),
    }
}

/// Where on a tile: "at the top", "on the left" / "en haut", "à gauche".
fn at_side(s: Side, l: Lang) -> &'static str {
    match s {
        Side::Top => l.t("at the top", "en haut"),
        Side::Right => l.t("on the right", "à droite"),
        Side::Bottom => l.t("at the bottom", "en bas"),
        Side::Left => l.t("on the left", "à gauche"),
    }
}

/// "its left side" / "son côté gauche".
fn its_side(s: Side, l: Lang) -> String {
    match (l, s) {
        (Lang::En, _) => format!("its {} side", side_name(s, l)),
        (Lang::Fr, Side::Top) => "son côté haut".into(),
        (Lang::Fr, Side::Bottom) => "son côté bas".into(),
        (Lang::Fr, _) => format!("son côté {}", side_name(s, l)),
    }
}

pub fn comfort_name(c: Comfort, l: Lang) -> &'static str {
    match c {
        Comfort::Bathtub => l.t("bathtub", "baignoire"),
        Comfort::Barbecue => l.t("barbecue", "barbecue"),
        Comfort::Television => l.t("television", "télévision"),
        Comfort::Hammock => l.t("hammock", "hamac"),
        Comfort::Armchair => l.t("armchair", "fauteuil"),
        Comfort::Radio => l.t("radio", "radio"),
    }
}

fn comfort_gender(c: Comfort) -> Gender {
    match c {
        Comfort::Bathtub | Comfort::Television | Comfort::Radio => Gender::Feminine,
        Comfort::Barbecue | Comfort::Hammock | Comfort::Armchair => Gender::Masculine,
    }
}

/// A monkey colour, agreed in French with the monkey's sex ("guenon blanche").
pub fn monkey_colour(c: MonkeyColour, sex: Sex, l: Lang) -> &'static str {
    let female = sex == Sex::Female;
    match (c, l) {
        (MonkeyColour::Red, _) => l.t("red", "rouge"),
        (MonkeyColour::Blue, Lang::Fr) if female => "bleue",
        (MonkeyColour::Blue, _) => l.t("blue", "bleu"),
        (MonkeyColour::White, Lang::Fr) if female => "blanche",
        (MonkeyColour::White, _) => l.t("white", "blanc"),
        (MonkeyColour::Brown, _) => l.t("brown", "marron"),
    }
}

/// An item, lower case, without article: "bathtub", "red female monkey" / "baignoire",
/// "guenon rouge".
pub fn item_name(item: Item, l: Lang) -> String {
    match item {
        Item::Mailbox => l.t("mailbox", "boîte aux lettres").into(),
        Item::Flag => l.t("flag", "drapeau").into(),
        Item::Cannon => l.t("cannon", "canon").into(),
        Item::Comfort(c) => comfort_name(c, l).into(),
        Item::Monkey { colour, sex } => match (l, sex) {
            (Lang::En, Sex::Male) => format!("{} male monkey", monkey_colour(colour, sex, l)),
            (Lang::En, Sex::Female) => format!("{} female monkey", monkey_colour(colour, sex, l)),
            (Lang::Fr, Sex::Male) => format!("singe {}", monkey_colour(colour, sex, l)),
            (Lang::Fr, Sex::Female) => format!("guenon {}", monkey_colour(colour, sex, l)),
        },
    }
}

fn item_gender(item: Item) -> Gender {
    match item {
        Item::Mailbox => Gender::Feminine,
        Item::Flag | Item::Cannon => Gender::Masculine,
        Item::Comfort(c) => comfort_gender(c),
        Item::Monkey { sex: Sex::Male, .. } => Gender::Masculine,
        Item::Monkey {
            sex: Sex::Female, ..
        } => Gender::Feminine,
    }
}

/// "with a flag", "with the mailbox" / "avec un drapeau", "avec une guenon rouge".
fn with_item(item: Item, l: Lang) -> String {
    let name = item_name(item, l);
    match (l, item) {
        (Lang::En, Item::Mailbox) => format!("with the {name}"),
        (Lang::En, _) => format!("with {}", en_a(&name)),
        (Lang::Fr, Item::Mailbox) => format!("avec {}", fr_the(Gender::Feminine, &name)),
        (Lang::Fr, _) => format!("avec {} {name}", item_gender(item).pick("un", "une")),
    }
}

/// What a tile mostly shows, for its name.
fn tile_kind(t: &Tile, l: Lang) -> &'static str {
    let has = |e: Edge| t.edges.contains(&e);
    match t.shape {
        Shape::Ground if t.item == Some(Item::Mailbox) => l.t("start tile", "tuile de départ"),
        Shape::Ground => l.t("ground tile", "tuile de base"),
        Shape::Final => l.t("final ground tile", "tuile finale"),
        Shape::Cantilever if has(Edge::Roof) => {
            l.t("cantilever roof tile", "tuile toit en porte-à-faux")
        }
        Shape::Cantilever if has(Edge::Trunk) => {
            l.t("cantilever trunk tile", "tuile tronc en porte-à-faux")
        }
        Shape::Cantilever => l.t("cantilever branch tile", "tuile branche en porte-à-faux"),
        Shape::Plain if has(Edge::Roof) => l.t("roof tile", "tuile toit"),
        Shape::Plain if has(Edge::Trunk) => l.t("trunk tile", "tuile tronc"),
        Shape::Plain => l.t("branch tile", "tuile branche"),
    }
}

/// A tile's short name, lower case, without article: "roof tile with a red female monkey" /
/// "tuile toit avec une guenon rouge".
fn tile_words(t: &Tile, l: Lang) -> String {
    match t.item {
        Some(item) => format!("{} {}", tile_kind(t, l), with_item(item, l)),
        None => tile_kind(t, l).to_string(),
    }
}

/// A tile's short name as a title: "Roof tile with a red female monkey" / "Tuile toit avec une
/// guenon rouge" (`?` for a tile the set does not hold).
pub fn tile_name(id: TileId, l: Lang) -> String {
    tile(id).map_or_else(|| "?".into(), |t| capitalised(&tile_words(t, l)))
}

/// A tile inside a sentence, with "a": "a roof tile with a radio" / "une tuile toit avec une radio".
pub fn a_tile(id: TileId, l: Lang) -> String {
    let Some(t) = tile(id) else {
        return l.t("a tile", "une tuile").into();
    };
    match l {
        Lang::En => en_a(&tile_words(t, l)),
        Lang::Fr => format!("une {}", tile_words(t, l)),
    }
}

/// A tile inside a sentence, with "the": "the roof tile with a radio" / "la tuile toit avec une
/// radio".
pub fn the_tile(id: TileId, l: Lang) -> String {
    let Some(t) = tile(id) else {
        return l.t("the tile", "la tuile").into();
    };
    match l {
        Lang::En => format!("the {}", tile_words(t, l)),
        Lang::Fr => format!("la {}", tile_words(t, l)),
    }
}

/// A tile's edges as built (turned over or not), sky left out: "trunk at the top and at the
/// bottom, branch on the left" / "tronc en haut et en bas, branche à gauche".
pub fn edges_words(id: TileId, mirrored: bool, l: Lang) -> String {
    let Some(t) = tile(id) else {
        return String::new();
    };
    let mut parts = Vec::new();
    for kind in [Edge::Trunk, Edge::Branch, Edge::Roof, Edge::Grass] {
        let sides: Vec<&str> = Side::ALL
            .iter()
            .filter(|s| t.edge(**s, mirrored) == kind)
            .map(|s| at_side(*s, l))
            .collect();
        if !sides.is_empty() {
            parts.push(format!("{} {}", edge_name(kind, l), list(l, &sides)));
        }
    }
    if parts.is_empty() {
        return l.t("sky all round", "ciel tout autour").into();
    }
    parts.join(", ")
}

/// A tile's full name for screen readers: its name, its edges as built, whether it needs a tile
/// below, which side a final tile closes, whether it may be turned over. "Roof tile with a red
/// female monkey: trunk at the bottom, roof on the right and on the left; may be turned over."
pub fn tile_label(id: TileId, mirrored: bool, l: Lang) -> String {
    let Some(t) = tile(id) else {
        return "?".into();
    };
    let mut notes = vec![edges_words(id, mirrored, l)];
    if t.shape == Shape::Final {
        let closed = [Side::Left, Side::Right]
            .into_iter()
            .find(|s| t.edge(*s, mirrored) == Edge::Sky);
        if let Some(side) = closed {
            notes.push(match l {
                Lang::En => format!("closes the ground on the {}", side_name(side, l)),
                Lang::Fr => format!("ferme la base {}", at_side(side, l)),
            });
        }
    }
    if t.shape == Shape::Cantilever {
        notes.push(
            l.t(
                "needs no tile below",
                "n'a besoin d'aucune tuile en dessous",
            )
            .into(),
        );
    }
    notes.push(match (t.mirrorable, mirrored) {
        (true, true) => l.t("turned over", "retournée").into(),
        (true, false) => l.t("may be turned over", "peut être retournée").into(),
        (false, _) => l
            .t("always built as drawn", "toujours posée dans ce sens")
            .into(),
    });
    format!(
        "{}{}{}.",
        capitalised(&tile_words(t, l)),
        l.t(": ", " : "),
        notes.join(l.t("; ", " ; "))
    )
}

// ---- Piles, fronts, tracks ----------------------------------------------------------------

/// A pile for its button: "Pile 3: 7 tiles left, bathtub on top" / "Pile 3 : 7 tuiles, une
/// baignoire dessus"; an empty pile says so.
pub fn pile_label(pile: u8, view: &PileView, l: Lang) -> String {
    let Some(top) = view.top else {
        return match l {
            Lang::En => format!("{}: empty", pile_name(pile, l)),
            Lang::Fr => format!("{} : épuisée", pile_name(pile, l)),
        };
    };
    let count = 1 + usize::from(view.green_below) + usize::from(view.yellow_below);
    let tiles = plural(l, count, "tile", "tiles", "tuile", "tuiles");
    match l {
        Lang::En => format!(
            "{}: {tiles} left, {} on top",
            pile_name(pile, l),
            a_tile(top, l)
        ),
        Lang::Fr => format!(
            "{} : {tiles}, {} dessus",
            pile_name(pile, l),
            a_tile(top, l)
        ),
    }
}

/// The heading of a seat's tiles: "In front of Alice" / "Devant Alice".
pub fn front_of(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let name = seats::name(players, seat);
    match l {
        Lang::En => format!("In front of {name}"),
        Lang::Fr => format!("Devant {name}"),
    }
}

/// "1 tile", "0 tuile".
pub fn tiles(n: usize, l: Lang) -> String {
    plural(l, n, "tile", "tiles", "tuile", "tuiles")
}

/// "1 banana", "2 bananes".
pub fn bananas(n: u32, l: Lang) -> String {
    plural(l, n, "banana", "bananas", "banane", "bananes")
}

/// "1 space", "2 cases".
pub fn spaces(n: u32, l: Lang) -> String {
    plural(l, n, "space", "spaces", "case", "cases")
}

/// A space of a hut's track: "the start space", "space 7", "the last space (25)".
fn space_words(space: u8, l: Lang) -> String {
    match space {
        0 => l.t("the start space", "la case de départ").into(),
        TRACK_END => match l {
            Lang::En => format!("the last space ({TRACK_END})"),
            Lang::Fr => format!("la dernière case ({TRACK_END})"),
        },
        n => match l {
            Lang::En => format!("space {n}"),
            Lang::Fr => format!("la case {n}"),
        },
    }
}

/// A pawn for its accessible name: "Alice's pawn on space 7, first in the stack" / "Pion d'Alice
/// sur la case 7, en haut de la pile". `place` counts from 0 at the top of the stack; `stack` is
/// how many pawns share the space.
pub fn pawn_label(
    seat: Seat,
    space: u8,
    place: usize,
    stack: usize,
    players: &[PlayerConfig],
    l: Lang,
) -> String {
    let name = seats::name(players, seat);
    let at = space_words(space, l);
    let head = match l {
        Lang::En => format!("{name}'s pawn on {at}"),
        Lang::Fr => format!("Pion {} sur {at}", of_name(l, &name)),
    };
    if stack < 2 || space == 0 {
        return head;
    }
    let rank = match (l, place) {
        (Lang::En, 0) => "on top of the stack, ahead on a tie".to_string(),
        (Lang::Fr, 0) => "en haut de la pile, devant en cas d'égalité".to_string(),
        (Lang::En, n) => format!("{} in the stack of {stack}", ordinal(n + 1, l)),
        (Lang::Fr, n) => format!("{} de la pile de {stack}", ordinal(n + 1, l)),
    };
    format!("{head}, {rank}")
}

/// A hut's track for its accessible name, leader first: "Track of hut 2: Alice on space 7, Bob
/// on space 5, Ève on the start space" / "Compteur de la cabane 2 : …".
pub fn track_label(hut: u8, track: &Track, players: &[PlayerConfig], l: Lang) -> String {
    let pawns: Vec<String> = track
        .ranking()
        .iter()
        .map(|p| {
            let at = space_words(p.space, l);
            match l {
                Lang::En => format!("{} on {at}", seats::name(players, p.seat)),
                Lang::Fr => format!("{} sur {at}", seats::name(players, p.seat)),
            }
        })
        .collect();
    match l {
        Lang::En => format!("Track of {}: {}", the_hut(hut, l), pawns.join(", ")),
        Lang::Fr => format!(
            "Compteur {} : {}",
            fr_de(&the_hut(hut, l)),
            pawns.join(", ")
        ),
    }
}

/// "2nd", "3rd" / "2e", "3e" (from 1).
pub fn ordinal(n: usize, l: Lang) -> String {
    match l {
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, r) if r != 11 => "st",
                (2, r) if r != 12 => "nd",
                (3, r) if r != 13 => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
        Lang::Fr if n == 1 => "1er".into(),
        Lang::Fr => format!("{n}e"),
    }
}

/// A hut's caption: "Hut 2: 14 tiles, complete" / "Cabane 2 : 14 tuiles, terminée".
pub fn hut_label(hut: u8, tiles_built: usize, complete: bool, l: Lang) -> String {
    let done = if complete {
        l.t(", complete", ", terminée")
    } else {
        ""
    };
    format!(
        "{}{}{}{done}",
        hut_name(hut, l),
        l.t(": ", " : "),
        tiles(tiles_built, l)
    )
}

/// An empty cell of a hut for its accessible name: "Hut 2, M3: empty" or, while a tile is held,
/// "Hut 2, M3: the tile may go here" / "… the tile may not go here".
pub fn open_cell_label(hut: u8, cell: Cell, legal: Option<bool>, l: Lang) -> String {
    let what = match legal {
        None => l.t("empty", "vide"),
        Some(true) => l.t("the tile may go here", "la tuile peut aller ici"),
        Some(false) => l.t("the tile may not go here", "la tuile ne peut pas aller ici"),
    };
    format!("{}{}{what}", cell_name(hut, cell, l), l.t(": ", " : "))
}

/// A built tile for its accessible name: "Hut 2, M3: roof tile with a radio, turned over".
pub fn built_tile_label(hut: u8, cell: Cell, id: TileId, mirrored: bool, l: Lang) -> String {
    let turned = if mirrored {
        l.t(", turned over", ", retournée")
    } else {
        ""
    };
    let words = tile(id).map_or_else(|| "?".into(), |t| tile_words(t, l));
    format!(
        "{}{}{words}{turned}",
        cell_name(hut, cell, l),
        l.t(": ", " : ")
    )
}

// ---- Refusals --------------------------------------------------------------------------------

/// One building rule a tile breaks at a spot, as a sentence.
pub fn build_reason(e: &BuildError, l: Lang) -> String {
    match e {
        BuildError::NoSuchHut { hut } => match l {
            Lang::En => format!("There is no hut {}.", u16::from(*hut) + 1),
            Lang::Fr => format!("Il n'y a pas de cabane {}.", u16::from(*hut) + 1),
        },
        BuildError::UnknownTile { .. } => l
            .t(
                "This tile is not in the game.",
                "Cette tuile ne fait pas partie du jeu.",
            )
            .into(),
        BuildError::BelowGround { .. } => l
            .t(
                "Nothing is built below the ground.",
                "On ne construit rien sous le sol.",
            )
            .into(),
        BuildError::Occupied { cell } => match l {
            Lang::En => format!("{} already holds a tile.", cell_code(*cell)),
            Lang::Fr => format!("La case {} porte déjà une tuile.", cell_code(*cell)),
        },
        BuildError::EdgeMismatch {
            side,
            neighbour,
            ours,
            theirs,
        } => match l {
            Lang::En => format!(
                "{} ({}) does not continue {} of the tile at {}.",
                capitalised(&its_side(*side, l)),
                edge_name(*ours, l),
                the_edge(*theirs, l),
                cell_code(*neighbour)
            ),
            Lang::Fr => format!(
                "{} ({}) ne prolonge pas {} de la tuile en {}.",
                capitalised(&its_side(*side, l)),
                edge_name(*ours, l),
                the_edge(*theirs, l),
                cell_code(*neighbour)
            ),
        },
        BuildError::Touches => l
            .t(
                "It touches no tile of the hut.",
                "Elle ne touche aucune tuile de la cabane.",
            )
            .into(),
        BuildError::OnlySky { touching } => {
            let cells: Vec<String> = touching.iter().map(|c| cell_code(*c)).collect();
            match l {
                Lang::En => format!(
                    "It touches the hut only by sky (at {}): at least one side must continue a branch, a trunk or a roof.",
                    list(l, &cells)
                ),
                Lang::Fr => format!(
                    "Elle ne touche la cabane que par du ciel (en {}) : au moins un côté doit prolonger une branche, un tronc ou un toit.",
                    list(l, &cells)
                ),
            }
        }
        BuildError::NotMirrorable { .. } => l
            .t(
                "This tile may not be turned over: it is always built as drawn.",
                "Cette tuile ne se retourne pas : elle se pose toujours dans ce sens.",
            )
            .into(),
        BuildError::GapInFloor { cell, floor } => match l {
            Lang::En => format!(
                "Row {} already has tiles and none is beside {}: no gap within a row.",
                row_number(*floor),
                cell_code(*cell)
            ),
            Lang::Fr => format!(
                "La rangée {} a déjà des tuiles et aucune n'est à côté de {} : pas de vide dans une rangée.",
                row_number(*floor),
                cell_code(*cell)
            ),
        },
        BuildError::NothingBelow { below } => match l {
            Lang::En => format!(
                "Nothing holds it up: {} below is empty and this tile is not a cantilever.",
                cell_code(*below)
            ),
            Lang::Fr => format!(
                "Rien ne la soutient : la case {} en dessous est vide et cette tuile n'est pas en porte-à-faux.",
                cell_code(*below)
            ),
        },
        BuildError::GroundTileAboveGround { floor } => match l {
            Lang::En => format!(
                "A ground tile (with grass) goes on the ground row, not on row {}.",
                row_number(*floor)
            ),
            Lang::Fr => format!(
                "Une tuile de base (avec de l'herbe) se pose sur la rangée du sol, pas sur la rangée {}.",
                row_number(*floor)
            ),
        },
        BuildError::NotAGroundTile => l
            .t(
                "Only ground tiles (with grass) go on the ground row.",
                "Seules les tuiles de base (avec de l'herbe) se posent sur la rangée du sol.",
            )
            .into(),
        BuildError::BeyondFinal { final_at } => match l {
            Lang::En => format!(
                "The final tile at {} closes the ground on this side.",
                cell_code(*final_at)
            ),
            Lang::Fr => format!(
                "La tuile finale en {} ferme la base de ce côté.",
                cell_code(*final_at)
            ),
        },
    }
}

/// Every rule a tile breaks at a spot, one sentence each.
pub fn build_reasons(reasons: &[BuildError], l: Lang) -> String {
    reasons
        .iter()
        .map(|r| build_reason(r, l))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why a cannon may not knock a tile off, as a sentence.
pub fn target_reason(e: &TargetError, l: Lang) -> String {
    match e {
        TargetError::OwnHut { hut } => match l {
            Lang::En => format!(
                "The cannon fires at one of the two other huts, not at {} where it stands.",
                the_hut(*hut, l)
            ),
            Lang::Fr => format!(
                "Le canon tire sur l'une des deux autres cabanes, pas sur {} où il se trouve.",
                the_hut(*hut, l)
            ),
        },
        TargetError::NoSuchHut { hut } => match l {
            Lang::En => format!("There is no hut {}.", u16::from(*hut) + 1),
            Lang::Fr => format!("Il n'y a pas de cabane {}.", u16::from(*hut) + 1),
        },
        TargetError::Empty { cell } => match l {
            Lang::En => format!("There is no tile at {}.", cell_code(*cell)),
            Lang::Fr => format!("Il n'y a pas de tuile en {}.", cell_code(*cell)),
        },
        TargetError::Grass => l
            .t(
                "A tile with grass is never knocked off.",
                "Une tuile avec de l'herbe ne tombe jamais.",
            )
            .into(),
        TargetError::TooFewFreeSides { free } => {
            let sides = plural(
                l,
                *free,
                "free side",
                "free sides",
                "côté libre",
                "côtés libres",
            );
            match l {
                Lang::En => format!(
                    "This tile has {sides}: it needs at least 2 (a side with sky counts as free)."
                ),
                Lang::Fr => format!(
                    "Cette tuile a {sides} : il en faut au moins 2 (un côté avec du ciel compte comme libre)."
                ),
            }
        }
    }
}

/// Why the game refused an action, in sentences.
pub fn error(e: &CabanesError, l: Lang) -> String {
    match e {
        CabanesError::SeatCount { seats } => match l {
            Lang::En => format!(
                "Les Cabanes de M'sieur Robinson is played by 2 to 4 players, not {seats}."
            ),
            Lang::Fr => format!(
                "Les Cabanes de M'sieur Robinson se joue de 2 à 4 joueurs, pas {seats}."
            ),
        },
        // A damaged build, never a player's doing.
        CabanesError::TileSet(_) => l
            .t(
                "The tile data is broken.",
                "Les données des tuiles sont abîmées.",
            )
            .into(),
        // An altered file, never a player's doing.
        CabanesError::ShownTiles { pile } => match l {
            Lang::En => format!(
                "The tiles this game says pile {} showed cannot come from it.",
                u16::from(*pile) + 1
            ),
            Lang::Fr => format!(
                "Les tuiles que cette partie dit sorties de la pile {} ne peuvent pas en venir.",
                u16::from(*pile) + 1
            ),
        },
        CabanesError::GameOver => l.t("The game is over.", "La partie est finie.").into(),
        CabanesError::NoSuchPile { pile } => match l {
            Lang::En => format!("There is no pile {}.", u16::from(*pile) + 1),
            Lang::Fr => format!("Il n'y a pas de pile {}.", u16::from(*pile) + 1),
        },
        CabanesError::EmptyPile { pile } => match l {
            Lang::En => format!("{} is empty.", pile_name(*pile, l)),
            Lang::Fr => format!("{} est épuisée.", capitalised(&the_pile(*pile, l))),
        },
        CabanesError::NotInFront { tile } => match l {
            Lang::En => format!(
                "{} is not in front of you.",
                capitalised(&the_tile(*tile, l))
            ),
            Lang::Fr => format!(
                "{} n'est pas devant vous.",
                capitalised(&the_tile(*tile, l))
            ),
        },
        CabanesError::IllegalBuild {
            tile,
            hut,
            cell,
            mirrored,
            reasons,
        } => {
            let turned = if *mirrored {
                l.t(", turned over,", ", retournée,")
            } else {
                ""
            };
            let head = match l {
                Lang::En => format!(
                    "{}{turned} cannot go {}.",
                    capitalised(&the_tile(*tile, l)),
                    on_hut_at(*hut, *cell, l)
                ),
                Lang::Fr => format!(
                    "{}{turned} ne peut pas aller {}.",
                    capitalised(&the_tile(*tile, l)),
                    on_hut_at(*hut, *cell, l)
                ),
            };
            format!("{head} {}", build_reasons(reasons, l))
        }
        CabanesError::CannonPending => l
            .t(
                "Your cannon is ready: knock a tile off another hut or hold fire first.",
                "Votre canon est prêt : faites d'abord tomber une tuile d'une autre cabane, ou ne tirez pas.",
            )
            .into(),
        CabanesError::NoCannon => l
            .t(
                "There is no cannon to fire: only a cannon just built may fire.",
                "Il n'y a pas de canon pour tirer : seul un canon qu'on vient de poser peut tirer.",
            )
            .into(),
        CabanesError::BadTarget(e) => format!(
            "{} {}",
            l.t(
                "The cannon cannot knock off that tile.",
                "Le canon ne peut pas faire tomber cette tuile."
            ),
            target_reason(e, l)
        ),
    }
}

// ---- The log ---------------------------------------------------------------------------------

/// "moves 2 spaces (to space 7)" / "avance de 2 cases (case 7)"; on the last space the pawn's
/// place is said instead (a pawn there no longer moves).
fn moves(name: &str, advance: u8, space: u8, l: Lang) -> String {
    if space == TRACK_END {
        return match l {
            Lang::En => format!("; {name}'s pawn stands on the last space ({TRACK_END})"),
            Lang::Fr => format!(
                " ; le pion {} est sur la dernière case ({TRACK_END})",
                of_name(l, name)
            ),
        };
    }
    match (l, advance) {
        (Lang::En, n) => format!(" and moves {} (to space {space})", spaces(u32::from(n), l)),
        (Lang::Fr, 1) => format!(" et avance d'une case (case {space})"),
        (Lang::Fr, n) => format!(" et avance de {} (case {space})", spaces(u32::from(n), l)),
    }
}

/// A line of the log, naming who, which tile, where, and how far the pawn moved. Nothing in
/// the game is secret but the order of the piles, which no event tells.
pub fn event(e: &CabanesEvent, players: &[PlayerConfig], l: Lang) -> String {
    let name = |s: Seat| seats::name(players, s);
    match e {
        CabanesEvent::Kept { seat, pile, tile } => match l {
            Lang::En => format!(
                "{} takes {} from {} and keeps it.",
                name(*seat),
                a_tile(*tile, l),
                the_pile(*pile, l)
            ),
            Lang::Fr => format!(
                "{} prend {} sur {} et la garde dans son espace.",
                name(*seat),
                a_tile(*tile, l),
                the_pile(*pile, l)
            ),
        },
        CabanesEvent::Built {
            seat,
            tile,
            pile,
            spot,
            advance,
            space,
        } => {
            let who = name(*seat);
            let from = match (l, pile) {
                (Lang::En, Some(p)) => format!(" from {}", the_pile(*p, l)),
                (Lang::Fr, Some(p)) => format!(" de {}", the_pile(*p, l)),
                (Lang::En, None) => " from their own tiles".into(),
                (Lang::Fr, None) => " de devant soi".into(),
            };
            let turned = if spot.mirrored {
                l.t(", turned over,", ", retournée,")
            } else {
                ""
            };
            let verb = l.t("builds", "pose");
            format!(
                "{who} {verb} {}{turned}{from} {}{}.",
                a_tile(*tile, l),
                on_hut_at(spot.hut, spot.cell, l),
                moves(&who, *advance, *space, l)
            )
        }
        CabanesEvent::TurnedUp { pile, tile } => match l {
            Lang::En => format!("{} shows {}.", pile_name(*pile, l), a_tile(*tile, l)),
            Lang::Fr => format!(
                "Sur {}, on retourne {}.",
                the_pile(*pile, l),
                a_tile(*tile, l)
            ),
        },
        CabanesEvent::PileEmptied { pile, bananas } => {
            let head = match l {
                Lang::En => format!("{} is used up", pile_name(*pile, l)),
                Lang::Fr => format!("{} est épuisée", capitalised(&the_pile(*pile, l))),
            };
            if bananas.is_empty() {
                return match l {
                    Lang::En => format!("{head}: no pawn has left the start yet, no banana."),
                    Lang::Fr => {
                        format!("{head} : aucun pion n'a encore quitté le départ, pas de banane.")
                    }
                };
            }
            // Each seat once, with the huts it leads.
            let mut winners: Vec<(Seat, Vec<u8>)> = Vec::new();
            for (hut, seat) in bananas {
                match winners.iter_mut().find(|(s, _)| s == seat) {
                    Some((_, huts)) => huts.push(*hut),
                    None => winners.push((*seat, vec![*hut])),
                }
            }
            let parts: Vec<String> = winners
                .iter()
                .map(|(seat, huts)| {
                    let numbers: Vec<String> = huts
                        .iter()
                        .map(|h| (u16::from(*h) + 1).to_string())
                        .collect();
                    let which = match (l, huts.len()) {
                        (Lang::En, 1) => format!("hut {}", list(l, &numbers)),
                        (Lang::En, _) => format!("huts {}", list(l, &numbers)),
                        (Lang::Fr, 1) => format!("la cabane {}", list(l, &numbers)),
                        (Lang::Fr, _) => format!("les cabanes {}", list(l, &numbers)),
                    };
                    match l {
                        Lang::En => format!("{} for {which}", name(*seat)),
                        Lang::Fr => format!("{} pour {which}", name(*seat)),
                    }
                })
                .collect();
            // Commas between seats: a seat's huts are already joined by "and".
            let parts = parts.join(", ");
            match l {
                Lang::En => {
                    format!("{head}: the leader of each hut gets a banana (1 point): {parts}.")
                }
                Lang::Fr => format!(
                    "{head} : le joueur en tête de chaque cabane reçoit une banane (1 point) : {parts}."
                ),
            }
        }
        CabanesEvent::CannonReady { seat, hut } => {
            let others = other_huts(*hut, l);
            match l {
                Lang::En => format!(
                    "{}'s cannon on {} is ready: it may knock a tile off {others}, or hold fire.",
                    name(*seat),
                    the_hut(*hut, l)
                ),
                Lang::Fr => format!(
                    "Le canon {} sur {} est prêt : il peut faire tomber une tuile {others}, ou ne pas tirer.",
                    of_name(l, &name(*seat)),
                    the_hut(*hut, l)
                ),
            }
        }
        CabanesEvent::Fired {
            seat,
            hut,
            cell,
            taken,
            destroyed,
        } => {
            let who = name(*seat);
            let target = taken.first().map_or_else(
                || l.t("a tile", "une tuile").to_string(),
                |p| the_tile(p.tile, l),
            );
            let mut line = match l {
                Lang::En => format!(
                    "{who}'s cannon knocks {target} off {} at {}.",
                    the_hut(*hut, l),
                    cell_code(*cell)
                ),
                Lang::Fr => format!(
                    "Le canon {} fait tomber {target} {}, en {}.",
                    of_name(l, &who),
                    fr_de(&the_hut(*hut, l)),
                    cell_code(*cell)
                ),
            };
            let fallen = taken.len().saturating_sub(1);
            if fallen > 0 {
                line.push(' ');
                let more = plural(
                    l,
                    fallen,
                    "more tile",
                    "more tiles",
                    "autre tuile",
                    "autres tuiles",
                );
                let fall = plural_word(l, fallen, "falls", "fall", "tombe", "tombent");
                line.push_str(&match l {
                    Lang::En => format!("{more} {fall} with it."),
                    Lang::Fr => format!("{more} {fall} avec elle."),
                });
            }
            let kept = taken.len().saturating_sub(destroyed.len());
            if kept > 0 {
                line.push(' ');
                line.push_str(&match l {
                    Lang::En => format!("{who} keeps {}.", tiles(kept, l)),
                    Lang::Fr => format!("{who} garde {} devant soi.", tiles(kept, l)),
                });
            }
            if !destroyed.is_empty() {
                let n = destroyed.len();
                line.push(' ');
                let cannons = plural(
                    l,
                    n,
                    "cannon destroyed",
                    "cannons destroyed",
                    "canon détruit",
                    "canons détruits",
                );
                line.push_str(&match l {
                    Lang::En => format!("{cannons}: out of the game."),
                    Lang::Fr => format!("{cannons} : hors du jeu."),
                });
            }
            line
        }
        CabanesEvent::HeldFire { seat } => match l {
            Lang::En => format!("{} holds fire.", name(*seat)),
            Lang::Fr => format!("{} ne tire pas.", name(*seat)),
        },
        CabanesEvent::Finished {
            ending,
            scores,
            winners,
            ..
        } => {
            let why = ending_words(*ending, players, l);
            let best = scores
                .iter()
                .filter(|s| winners.contains(&s.seat))
                .map(|s| s.total)
                .max()
                .unwrap_or(0);
            let names: Vec<String> = winners.iter().map(|s| name(*s)).collect();
            let result = match (l, names.len()) {
                (_, 0) => String::new(),
                (Lang::En, 1) => format!(" {} wins with {}.", list(l, &names), points(best, l)),
                (Lang::Fr, 1) => format!(" {} gagne avec {}.", list(l, &names), points(best, l)),
                (Lang::En, _) => format!(
                    " {} share the win with {} each.",
                    list(l, &names),
                    points(best, l)
                ),
                (Lang::Fr, _) => format!(
                    " {} se partagent la victoire avec {} chacun.",
                    list(l, &names),
                    points(best, l)
                ),
            };
            format!("{why}{result}")
        }
    }
}

/// "hut 1 or hut 3" / "de la cabane 1 ou de la cabane 3": the huts a cannon on `hut` may hit.
fn other_huts(hut: u8, l: Lang) -> String {
    let others: Vec<String> = (0..HUTS)
        .filter_map(|h| u8::try_from(h).ok())
        .filter(|h| *h != hut)
        .map(|h| match l {
            Lang::En => the_hut(h, l),
            Lang::Fr => fr_de(&the_hut(h, l)),
        })
        .collect();
    others.join(l.t(" or ", " ou "))
}

/// How the game ended: "The three huts are complete: the game ends." / "The piles are empty and
/// Bob cannot build any of their tiles: the game stops at once."
pub fn ending_words(ending: Ending, players: &[PlayerConfig], l: Lang) -> String {
    match ending {
        Ending::AllComplete => l
            .t(
                "The three huts are complete: the game ends.",
                "Les trois cabanes sont terminées : la partie s'arrête.",
            )
            .into(),
        Ending::Blocked { seat } => {
            let who = seats::name(players, seat);
            match l {
                Lang::En => format!(
                    "The piles are empty and {who} cannot build any of their tiles: the game stops at once."
                ),
                Lang::Fr => format!(
                    "Les piles sont épuisées et {who} ne peut poser aucune de ses tuiles : la partie s'arrête aussitôt."
                ),
            }
        }
    }
}

/// The line above the table: whose turn it is and what for.
pub fn status_line(view: &CabanesView, players: &[PlayerConfig], l: Lang) -> String {
    let name = seats::name(players, view.turn);
    match &view.phase {
        Phase::Over { ending } => ending_words(*ending, players, l),
        Phase::Cannon { hut } => match l {
            Lang::En => format!(
                "{name} may fire the cannon built on {}, or hold fire",
                the_hut(*hut, l)
            ),
            Lang::Fr => format!(
                "{name} peut tirer avec le canon posé sur {}, ou ne pas tirer",
                the_hut(*hut, l)
            ),
        },
        Phase::Play => crate::i18n::to_play(&name, l),
    }
}

// ---- The end tables ----------------------------------------------------------------------

/// A row of a hut's final table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Criterion {
    Size,
    Flag,
    Comfort,
    Complete,
    Couples,
    Lone,
    Total,
}

impl Criterion {
    pub const ALL: [Criterion; 7] = [
        Criterion::Size,
        Criterion::Flag,
        Criterion::Comfort,
        Criterion::Complete,
        Criterion::Couples,
        Criterion::Lone,
        Criterion::Total,
    ];
}

/// A row's heading, as the rulebook's example table has it.
pub fn criterion_name(c: Criterion, l: Lang) -> &'static str {
    match c {
        Criterion::Size => l.t("Size", "Taille"),
        Criterion::Flag => l.t("Highest flag", "Drapeau le plus haut"),
        Criterion::Comfort => l.t("Comfort", "Objets de confort"),
        Criterion::Complete => l.t("Complete hut", "Cabane terminée"),
        Criterion::Couples => l.t("Monkey couples", "Couples de singes"),
        Criterion::Lone => l.t("Lone monkeys", "Singes isolés"),
        Criterion::Total => l.t("Total", "Total"),
    }
}

/// What a hut got for a criterion, with what it counted: "2 points (22 tiles)", "5 points (highest
/// at row 7, 2 flags)", "−3 points (3 lone monkeys)". `complete_huts` is how many huts are
/// complete (6, 3 or 2 points each).
pub fn criterion_cell(
    c: Criterion,
    score: &HutScore,
    stats: &HutStats,
    complete_huts: usize,
    l: Lang,
) -> String {
    let pts = |n: u32| points(n, l);
    match c {
        Criterion::Size => format!("{} ({})", pts(score.size), tiles(stats.tiles as usize, l)),
        Criterion::Flag if stats.flags == 0 => {
            format!("{} ({})", pts(0), l.t("no flag", "aucun drapeau"))
        }
        Criterion::Flag => {
            let flags = plural(l, stats.flags, "flag", "flags", "drapeau", "drapeaux");
            // The height is the row the board prints beside the highest flag.
            match l {
                Lang::En => format!(
                    "{} (highest at row {}, {flags})",
                    pts(score.flag),
                    stats.flag_height
                ),
                Lang::Fr => format!(
                    "{} (le plus haut en rangée {}, {flags})",
                    pts(score.flag),
                    stats.flag_height
                ),
            }
        }
        Criterion::Comfort => {
            let objects = plural(l, stats.comfort, "object", "objects", "objet", "objets");
            format!("{} ({objects})", pts(score.comfort))
        }
        Criterion::Complete if stats.complete => {
            let huts = plural(
                l,
                complete_huts,
                "complete hut",
                "complete huts",
                "cabane terminée",
                "cabanes terminées",
            );
            format!("{} ({huts})", pts(score.complete))
        }
        Criterion::Complete => format!("{} ({})", pts(0), l.t("not complete", "pas terminée")),
        Criterion::Couples if score.couples == 0 => {
            format!("{} ({})", pts(0), l.t("no couple", "aucun couple"))
        }
        Criterion::Couples => {
            let couples = plural(l, score.couples, "couple", "couples", "couple", "couples");
            let colours = monkey_colours(stats, |m, f| m.min(f), l);
            format!(
                "{} ({couples}{}{colours})",
                pts(3 * score.couples),
                l.t(": ", " : ")
            )
        }
        Criterion::Lone if score.lone == 0 => {
            format!(
                "{} ({})",
                pts(0),
                l.t("no lone monkey", "aucun singe isolé")
            )
        }
        Criterion::Lone => {
            let lone = plural(
                l,
                score.lone,
                "lone monkey",
                "lone monkeys",
                "singe isolé",
                "singes isolés",
            );
            let colours = monkey_colours(stats, |m, f| m.max(f) - m.min(f), l);
            format!("−{} ({lone}{}{colours})", pts(score.lone), l.t(": ", " : "))
        }
        Criterion::Total => pts(score.total),
    }
}

/// The colours a count picks out of a hut's monkeys, each as many times as counted: "red, red
/// and white" / "rouge, rouge et blanc". `count(males, females)` of each colour.
fn monkey_colours(stats: &HutStats, count: impl Fn(u32, u32) -> u32, l: Lang) -> String {
    let words: Vec<&str> = stats
        .monkeys
        .iter()
        .flat_map(|(colour, m, f)| {
            let n = usize::try_from(count(*m, *f)).unwrap_or(0);
            std::iter::repeat_n(monkey_colour(*colour, Sex::Male, l), n)
        })
        .collect();
    list(l, &words)
}

/// How a hut's points were shared: "15 points: Alice 8, Bob 4, Ève 2 and Hugo 1" / "15 points :
/// …"; a hut worth nothing, or where no pawn left the start, says so.
pub fn share_line(total: u32, shares: &[(Seat, u32)], players: &[PlayerConfig], l: Lang) -> String {
    let head = points(total, l);
    if shares.is_empty() {
        return match l {
            Lang::En => format!("{head}, taken by nobody: nobody built here."),
            Lang::Fr => format!("{head}, pour personne : personne n'a construit ici."),
        };
    }
    let parts: Vec<String> = shares
        .iter()
        .map(|(seat, n)| format!("{} {n}", seats::name(players, *seat)))
        .collect();
    format!("{head}{}{}", l.t(": ", " : "), list(l, &parts))
}

/// The pawns still on a hut's start space, who take nothing: "Zoé built nothing here and takes
/// nothing." / "Zoé n'a rien construit ici et ne prend rien."
pub fn left_out_line(seats_left: &[Seat], players: &[PlayerConfig], l: Lang) -> Option<String> {
    if seats_left.is_empty() {
        return None;
    }
    let names: Vec<String> = seats_left
        .iter()
        .map(|s| seats::name(players, *s))
        .collect();
    let many = names.len() > 1;
    Some(match (l, many) {
        (Lang::En, _) => format!(
            "{} built nothing here and {} nothing.",
            list(l, &names),
            if many { "take" } else { "takes" }
        ),
        (Lang::Fr, false) => format!(
            "{} n'a rien construit ici et ne prend rien.",
            list(l, &names)
        ),
        (Lang::Fr, true) => format!(
            "{} n'ont rien construit ici et ne prennent rien.",
            list(l, &names)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::cabanes::tile_set;

    fn find(pred: impl Fn(&Tile) -> bool) -> TileId {
        tile_set()
            .unwrap()
            .tiles()
            .iter()
            .find(|t| pred(t))
            .unwrap()
            .id
    }

    #[test]
    fn cells_are_named_from_the_doormat_column_m_and_the_ground_row_1() {
        assert_eq!(cell_code(Cell::new(0, 0)), "M1");
        assert_eq!(cell_code(Cell::new(1, 2)), "N3");
        assert_eq!(cell_code(Cell::new(-12, 0)), "A1");
        assert_eq!(cell_code(Cell::new(-13, 0)), "?1");
        assert_eq!(cell_name(1, Cell::new(-1, 2), Lang::Fr), "Cabane 2, L3");
        assert_eq!(
            on_hut_at(2, Cell::new(0, 1), Lang::Fr),
            "sur la cabane 3 en M2"
        );
    }

    #[test]
    fn tiles_are_named_by_what_they_show_and_carry() {
        let female = find(|t| {
            matches!(
                t.item,
                Some(Item::Monkey {
                    colour: MonkeyColour::White,
                    sex: Sex::Female
                })
            )
        });
        assert!(tile_name(female, Lang::Fr).ends_with("avec une guenon blanche"));
        assert!(tile_name(female, Lang::En).ends_with("with a white female monkey"));
        let start = find(|t| t.item == Some(Item::Mailbox));
        assert_eq!(
            tile_name(start, Lang::Fr),
            "Tuile de départ avec la boîte aux lettres"
        );
        assert_eq!(
            tile_label(start, false, Lang::En),
            "Start tile with the mailbox: trunk at the top, branch on the right and on the left, grass at the bottom; always built as drawn."
        );
        let armchair = find(|t| t.item == Some(Item::Comfort(Comfort::Armchair)));
        assert!(a_tile(armchair, Lang::En).ends_with("with an armchair"));
        let final_tile = find(|t| t.shape == Shape::Final && t.edges[3] == Edge::Sky);
        assert!(tile_label(final_tile, false, Lang::En).contains("closes the ground on the left"));
        assert!(tile_label(final_tile, true, Lang::Fr).contains("ferme la base à droite"));
    }

    #[test]
    fn an_edge_mismatch_names_both_edges_and_the_neighbour() {
        let e = BuildError::EdgeMismatch {
            side: Side::Left,
            neighbour: Cell::new(-1, 2),
            ours: Edge::Trunk,
            theirs: Edge::Branch,
        };
        assert_eq!(
            build_reason(&e, Lang::En),
            "Its left side (trunk) does not continue the branch of the tile at L3."
        );
        assert_eq!(
            build_reason(&e, Lang::Fr),
            "Son côté gauche (tronc) ne prolonge pas la branche de la tuile en L3."
        );
    }

    #[test]
    fn pawns_in_a_stack_say_their_place() {
        let players = crate::seats::default_players(3);
        let top = pawn_label(Seat(1), 7, 0, 2, &players, Lang::En);
        assert!(top.ends_with("on space 7, on top of the stack, ahead on a tie"));
        assert!(pawn_label(Seat(0), 7, 1, 2, &players, Lang::Fr).ends_with("2e de la pile de 2"));
        assert_eq!(ordinal(11, Lang::En), "11th");
        assert_eq!(ordinal(22, Lang::En), "22nd");
    }
}

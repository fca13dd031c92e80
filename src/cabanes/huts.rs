//! The three huts of Les Cabanes side by side, seen from the side, each standing on its own board
//! with its score track (the start space and 25 more) and the players' stacked pawns. Like the
//! other boards it knows no rules: the table says what each tile and open cell shows, which cells
//! glow for the held tile, which tiles a cannon may knock off and what would fall, and hears back
//! clicks, keys, drops (through [`locate`]) and what the pointer points at.
//!
//! On a narrow screen one hut is shown at a time, picked with a row of tabs (each with its hut's
//! size, and a mark where the held tile may go): a hut then spans the screen; a hut grown so wide
//! that its cells are narrower than a finger is zoomed in with the shared zoom button.

use std::fmt::Write;

use gloo::events::EventListener;
use tablee_rules::Dir;
use tablee_rules::cabanes::{Cell, TRACK_END, TileId};
use yew::prelude::*;

use super::art::tile_art;
use super::text::{column_letter, row_number};
use crate::board::{
    LastMark, Locate, Num, Zoom, drawing, fixed_drawing, last_badge, leaving_clears_hover,
};

/// SVG units of a cell (a tile is drawn in 100 × 100).
const CELL: f64 = 100.0;
/// Room around each hut's cells, and between two huts.
const PAD: f64 = 24.0;
const GAP: f64 = 36.0;
/// Above the highest floor.
const TOP: f64 = 12.0;
/// The hut's board under its ground row: its name and the doormat.
const STRIP: f64 = 40.0;
/// Score track spaces, in rows running back and forth: 13 to a row under a wide hut, 9 under a
/// narrow one (so that a young hut is not stretched by its track).
const SPACE_W: f64 = 40.0;
const SPACE_H: f64 = 58.0;
const WIDE_ROW: u8 = 13;
const NARROW_ROW: u8 = 9;
/// A pawn, and the step between two pawns of a stack: enough for the number of each to show.
const PAWN_R: f64 = 13.0;
const PAWN_STEP: f64 = 17.0;
/// The widest screen (CSS px) that shows one hut at a time.
const NARROW: &str = "(max-width: 899px)";

/// A tile built in a hut, as the table wants it drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct TileItem {
    pub cell: Cell,
    pub tile: TileId,
    pub mirrored: bool,
    /// Its accessible name (what it is, where, and whose last move it was).
    pub label: String,
    pub last: Option<LastMark>,
    /// A cannon may knock it off now: it glows and takes clicks ([`HutsBoardProps::on_tile`]).
    pub target: bool,
    /// It would fall with the target pointed at (the target itself included).
    pub falls: bool,
}

/// An empty cell next to a hut worth showing.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenCell {
    pub cell: Cell,
    /// The held tile may be built here (as it faces now): the cell glows.
    pub legal: bool,
    pub label: String,
    /// The last drop here was refused: marked with a cross until the next try.
    pub refused: bool,
}

/// A player's pawn on a hut's score track.
#[derive(Clone, Debug, PartialEq)]
pub struct PawnItem {
    pub colour: &'static str,
    /// The seat's number, drawn on the pawn.
    pub number: usize,
    /// 0 = the start space, up to [`TRACK_END`].
    pub space: u8,
    /// Its place in the stack on its space, 0 at the bottom: the first arrived stands highest.
    pub height: u8,
    /// Its accessible name (whose, which space, where in the stack).
    pub label: String,
}

/// One hut with its board.
#[derive(Clone, Debug, PartialEq)]
pub struct HutItem {
    pub index: u8,
    /// Short: on its board and its tab ("Hut 2").
    pub name: String,
    /// The hut's accessible name (its name, size and what the held tile may do there).
    pub label: String,
    pub tiles: Vec<TileItem>,
    /// Where a tile may be built: always given, so the hut keeps its size; drawn while `active`.
    pub open: Vec<OpenCell>,
    pub track: Vec<PawnItem>,
    /// The track's accessible name.
    pub track_label: String,
}

#[derive(Properties, PartialEq)]
pub struct HutsBoardProps {
    pub huts: Vec<HutItem>,
    pub label: AttrValue,
    /// The board's SVG, for [`locate`] and for the keyboard focus (`pick_to_board`).
    pub svg_ref: NodeRef,
    /// Whether open cells are drawn and take clicks now (a tile is held).
    #[prop_or_default]
    pub active: bool,
    /// A click, tap or Enter on an open cell.
    #[prop_or_default]
    pub on_cell: Callback<(u8, Cell)>,
    /// A click on a tile a cannon may knock off.
    #[prop_or_default]
    pub on_tile: Callback<(u8, Cell)>,
    /// The pointer enters (or leaves, `None`) a tile a cannon may knock off.
    #[prop_or_default]
    pub on_point: Callback<Option<(u8, Cell)>>,
    /// The keyboard cursor: an open cell while a tile is held, a target while aiming.
    #[prop_or_default]
    pub cursor: Option<(u8, Cell)>,
    /// Keys pressed on the focused board (arrows, Enter, Escape, a mirror key…).
    #[prop_or_default]
    pub on_key: Callback<KeyboardEvent>,
    /// The cell under a held tile (dragged, or pointed with the mouse after a tap).
    #[prop_or_default]
    pub hover: Option<(u8, Cell)>,
    /// The held tile as it faces: drawn faintly in the hovered cell.
    #[prop_or_default]
    pub held: Option<(TileId, bool)>,
    /// While a tile is held: the mouse reports the open cell under it (a tapped tile follows no
    /// pointer itself).
    #[prop_or_default]
    pub on_hover: Callback<Option<(u8, Cell)>>,
    /// The words of the hut tabs' row ("Huts").
    #[prop_or_default]
    pub tabs_label: AttrValue,
}

/// Where one hut's cells and track lie in the board's SVG units.
#[derive(Clone, Debug, PartialEq)]
struct Frame {
    index: u8,
    left: f64,
    width: f64,
    /// The leftmost column shown, and where its cells begin.
    min_x: i32,
    columns: i32,
    cells_left: f64,
    /// Track spaces to a row.
    per_row: u8,
}

impl Frame {
    fn track_w(&self) -> f64 {
        SPACE_W * f64::from(self.per_row)
    }

    fn track_left(&self) -> f64 {
        self.left + (self.width - self.track_w()) / 2.0
    }
}

/// Where everything lies for a set of huts side by side.
#[derive(Clone, Debug, PartialEq)]
struct Layout {
    frames: Vec<Frame>,
    /// Floors drawn, from the ground (the same for every hut shown: they share the ground).
    floors: i32,
    width: f64,
}

impl Layout {
    fn of<'a>(huts: impl IntoIterator<Item = &'a HutItem>) -> Layout {
        let mut frames = Vec::new();
        let mut left = 0.0;
        let mut floors = 1;
        for hut in huts {
            let cells = hut
                .tiles
                .iter()
                .map(|t| t.cell)
                .chain(hut.open.iter().map(|o| o.cell))
                .chain([Cell::new(0, 0)]);
            let (mut lo, mut hi) = (0, 0);
            for c in cells {
                lo = lo.min(c.x);
                hi = hi.max(c.x);
                floors = floors.max(c.floor.saturating_add(1));
            }
            let cells_w = f64::from(hi - lo + 1) * CELL;
            let per_row = if cells_w >= SPACE_W * f64::from(WIDE_ROW) {
                WIDE_ROW
            } else {
                NARROW_ROW
            };
            let width = cells_w.max(SPACE_W * f64::from(per_row)) + 2.0 * PAD;
            frames.push(Frame {
                index: hut.index,
                left,
                width,
                min_x: lo,
                columns: hi - lo + 1,
                cells_left: left + (width - cells_w) / 2.0,
                per_row,
            });
            left += width + GAP;
        }
        Layout {
            frames,
            floors,
            width: (left - GAP).max(CELL),
        }
    }

    fn frame(&self, hut: u8) -> Option<&Frame> {
        self.frames.iter().find(|f| f.index == hut)
    }

    fn ground(&self) -> f64 {
        TOP + f64::from(self.floors) * CELL
    }

    fn track_top(&self) -> f64 {
        self.ground() + STRIP + 10.0
    }

    /// Rows of the longest track shown (every hut's board is as tall).
    fn track_rows(&self) -> u8 {
        self.frames
            .iter()
            .map(|f| (TRACK_END + 1).div_ceil(f.per_row.max(1)))
            .max()
            .unwrap_or(1)
    }

    fn height(&self) -> f64 {
        self.track_top() + f64::from(self.track_rows()) * SPACE_H + 10.0
    }

    /// The top-left corner of a cell of a hut.
    fn origin(&self, hut: u8, cell: Cell) -> Option<(f64, f64)> {
        let f = self.frame(hut)?;
        Some((
            f.cells_left + f64::from(cell.x - f.min_x) * CELL,
            self.ground() - f64::from(cell.floor + 1) * CELL,
        ))
    }

    /// The top-left corner of a track space: left to right along the first row, back along the
    /// second, and so on.
    fn space(&self, hut: u8, space: u8) -> Option<(f64, f64)> {
        let f = self.frame(hut)?;
        let space = space.min(TRACK_END);
        let per = f.per_row.max(1);
        let (row, col) = (space / per, space % per);
        let col = if row % 2 == 0 { col } else { per - 1 - col };
        Some((
            f.track_left() + f64::from(col) * SPACE_W,
            self.track_top() + f64::from(row) * SPACE_H,
        ))
    }
}

fn spot_id((hut, cell): (u8, Cell)) -> String {
    format!("cab-{hut}-{}-{}", cell.x, cell.floor)
}

fn data_cell((hut, cell): (u8, Cell)) -> String {
    format!("{hut} {} {}", cell.x, cell.floor)
}

fn parse_cell(data: &str) -> Option<(u8, Cell)> {
    let mut parts = data.split(' ');
    let hut = parts.next()?.parse().ok()?;
    let x = parts.next()?.parse().ok()?;
    let floor = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((hut, Cell::new(x, floor)))
}

/// Finds the open cell under a point of the screen (any open cell: the table says why one that
/// does not glow refuses the tile). What lies on top there decides, so a hut scrolled or tabbed
/// away is never found.
pub fn locate(svg: NodeRef) -> Locate<(u8, Cell)> {
    Callback::from(move |(x, y): (f64, f64)| {
        let root = svg.cast::<web_sys::Element>()?;
        let top = web_sys::window()?
            .document()?
            .element_from_point(x as f32, y as f32)?;
        if !root.contains(Some(&top)) {
            return None;
        }
        let spot = top.closest("[data-cell]").ok()??;
        parse_cell(&spot.get_attribute("data-cell")?)
    })
}

/// The spot among `spots` the keyboard cursor goes to from `from` when an arrow points `dir`,
/// across the three huts as drawn side by side: the nearest that way, straight ahead first; the
/// cursor stays where nothing lies that way.
pub fn step(huts: &[HutItem], from: (u8, Cell), dir: Dir, spots: &[(u8, Cell)]) -> (u8, Cell) {
    let layout = Layout::of(huts);
    let (dx, dy) = match dir {
        Dir::North => (0.0, -1.0),
        Dir::East => (1.0, 0.0),
        Dir::South => (0.0, 1.0),
        Dir::West => (-1.0, 0.0),
    };
    let Some(here) = layout.origin(from.0, from.1) else {
        return from;
    };
    spots
        .iter()
        .filter(|s| **s != from)
        .filter_map(|s| {
            let p = layout.origin(s.0, s.1)?;
            let (vx, vy) = (p.0 - here.0, p.1 - here.1);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            (along > 1.0).then_some((*s, along + 2.5 * across))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(from, |(s, _)| s)
}

/// Whether the screen is narrow enough to show one hut at a time, following its changes.
#[hook]
fn use_narrow() -> bool {
    let query = use_memo((), |()| {
        web_sys::window().and_then(|w| w.match_media(NARROW).ok().flatten())
    });
    let narrow = use_state(|| query.as_ref().as_ref().is_some_and(|q| q.matches()));
    {
        let narrow = narrow.clone();
        use_effect_with((), move |()| {
            let listener = query.as_ref().as_ref().map(|q| {
                let q2 = q.clone();
                EventListener::new(q, "change", move |_| narrow.set(q2.matches()))
            });
            move || drop(listener)
        });
    }
    *narrow
}

/// Whether a hut has somewhere the held tile may go, or a tile the cannon may knock off.
fn glows(hut: &HutItem) -> bool {
    hut.open.iter().any(|o| o.legal) || hut.tiles.iter().any(|t| t.target)
}

#[function_component(HutsBoard)]
pub fn huts_board(props: &HutsBoardProps) -> Html {
    let narrow = use_narrow();
    let picked = use_state(|| props.cursor.map_or(0, |(h, _)| h));
    // The keyboard cursor brings its hut into view.
    {
        let picked = picked.clone();
        use_effect_with(props.cursor.map(|(h, _)| h), move |hut| {
            if let Some(h) = *hut {
                picked.set(h);
            }
        });
    }
    // A tile picked up (or a cannon to aim) that fits nowhere on the hut in view brings the
    // first hut where it fits.
    let glowing: Vec<u8> = props
        .huts
        .iter()
        .filter(|h| glows(h))
        .map(|h| h.index)
        .collect();
    {
        let picked = picked.clone();
        use_effect_with(glowing, move |glowing| {
            if let Some(first) = glowing.first().filter(|_| !glowing.contains(&*picked)) {
                picked.set(*first);
            }
        });
    }
    let shown: Vec<&HutItem> = props
        .huts
        .iter()
        .filter(|h| !narrow || h.index == *picked)
        .collect();
    let layout = Layout::of(shown.iter().copied());
    let tabs = narrow.then(|| {
        let tab = |hut: &HutItem| {
            let index = hut.index;
            let onclick = {
                let picked = picked.clone();
                Callback::from(move |_: MouseEvent| picked.set(index))
            };
            let glows = glows(hut);
            let selected = index == *picked;
            // The newest move of all, when it was made on this hut: its seat's badge.
            let fresh = hut.tiles.iter().find_map(|t| t.last.filter(|m| m.fresh));
            html! {
                <button class={classes!("hut-tab", selected.then_some("selected"), glows.then_some("glows"))}
                    role="tab" aria-selected={selected.to_string()} aria-label={hut.label.clone()} {onclick}>
                    <span>{ hut.name.clone() }</span>
                    <span class="size" aria-hidden="true">{ hut.tiles.len() }</span>
                    if glows { <span class="glow-mark" aria-hidden="true">{ "✦" }</span> }
                    if let Some(m) = fresh {
                        <span class="tab-last" aria-hidden="true" style={format!("background:{}", m.colour)}>{ m.seat.index() + 1 }</span>
                    }
                </button>
            }
        };
        html! {
            <div class="hut-tabs" role="tablist" aria-label={props.tabs_label.clone()}>
                { for props.huts.iter().map(tab) }
            </div>
        }
    });
    let huts = shown.iter().map(|hut| hut_drawing(props, &layout, hut));
    let marks = shown.iter().flat_map(|hut| {
        hut.tiles.iter().filter_map(|t| {
            let m = t.last?;
            let (x, y) = layout.origin(hut.index, t.cell)?;
            Some((
                drawing(format!(
                    r#"<rect class="last-outline{}" x="{}" y="{}" width="92" height="92" rx="4" style="stroke:{}"/>"#,
                    if m.fresh { " fresh" } else { "" },
                    Num(x + 4.0),
                    Num(y + 4.0),
                    m.colour
                )),
                html! { <g class={classes!(m.fresh.then_some("fresh"))}>{ last_badge(&m, x + 84.0, y + 16.0, 13.0) }</g> },
            ))
        })
    });
    let (outlines, badges): (Vec<Html>, Vec<Html>) = marks.unzip();
    // The held tile, faintly, where it would go.
    let preview = props
        .held
        .zip(props.hover)
        .and_then(|((tile, mirrored), spot)| {
            let hut = shown.iter().find(|h| h.index == spot.0)?;
            hut.open.iter().any(|o| o.cell == spot.1).then_some(())?;
            let (x, y) = layout.origin(spot.0, spot.1)?;
            Some(html! {
                <g class="preview" aria-hidden="true" transform={format!("translate({} {})", Num(x), Num(y))}>
                    { tile_art(tile, mirrored) }
                </g>
            })
        });
    let active = props.cursor.map(spot_id);
    let onkeydown = props.on_key.reform(|e: KeyboardEvent| e);
    let onpointermove = {
        let on_hover = props.on_hover.clone();
        let (svg, held) = (props.svg_ref.clone(), props.held.is_some());
        Callback::from(move |e: PointerEvent| {
            if held && e.pointer_type() == "mouse" {
                let at = (f64::from(e.client_x()), f64::from(e.client_y()));
                on_hover.emit(locate(svg.clone()).emit(at));
            }
        })
    };
    let onpointerleave = leaving_clears_hover(&props.on_hover, props.held.is_some());
    html! {
        <div class={classes!("cab-huts", narrow.then_some("narrow"))}>
            { tabs.unwrap_or_default() }
            <Zoom across={layout.width / CELL}>
                <svg ref={props.svg_ref.clone()} class="cab-board" viewBox={format!("0 0 {} {}", Num(layout.width), Num(layout.height()))}
                     preserveAspectRatio="xMidYMax meet" role="group" aria-label={props.label.clone()} tabindex="0"
                     aria-activedescendant={active} {onkeydown} {onpointermove} {onpointerleave}>
                    { for huts }
                    <g class="last-outlines" aria-hidden="true">{ for outlines }</g>
                    { preview.unwrap_or_default() }
                    <g class="last-badges" aria-hidden="true">{ for badges }</g>
                </svg>
            </Zoom>
        </div>
    }
}

/// One hut: its board and track, its tiles and its open cells.
fn hut_drawing(props: &HutsBoardProps, layout: &Layout, hut: &HutItem) -> Html {
    let Some(frame) = layout.frame(hut.index) else {
        return Html::default();
    };
    let h = hut.index;
    let ground = layout.ground();
    let tiles = hut.tiles.iter().filter_map(|t| {
        let (x, y) = layout.origin(h, t.cell)?;
        let spot = (h, t.cell);
        let classes = classes!(
            "placed",
            t.target.then_some("target"),
            t.falls.then_some("falls"),
            (props.cursor == Some(spot)).then_some("cursor"),
            t.last.filter(|m| m.fresh).map(|_| "fresh")
        );
        let body = html! {
            <>
                <g class="piece">{ tile_art(t.tile, t.mirrored) }</g>
                if t.falls { { fixed_drawing(r#"<rect class="falls-mark" x="3" y="3" width="94" height="94"/>"#) } }
                if t.target { { fixed_drawing(r#"<rect class="target-mark" x="3" y="3" width="94" height="94"/>"#) } }
            </>
        };
        let transform = format!("translate({} {})", Num(x), Num(y));
        Some(if t.target {
            let onclick = props.on_tile.reform(move |_: MouseEvent| spot);
            let onpointerenter = props.on_point.reform(move |_: PointerEvent| Some(spot));
            let onpointerleave = props.on_point.reform(|_: PointerEvent| None);
            html! {
                <g id={spot_id(spot)} class={classes} {transform} role="button" aria-label={t.label.clone()}
                   {onclick} {onpointerenter} {onpointerleave}>{ body }</g>
            }
        } else {
            html! { <g id={spot_id(spot)} class={classes} {transform} role="img" aria-label={t.label.clone()}>{ body }</g> }
        })
    });
    let open = hut.open.iter().filter(|_| props.active).filter_map(|o| {
        let (x, y) = layout.origin(h, o.cell)?;
        let spot = (h, o.cell);
        let onclick = props.on_cell.reform(move |_: MouseEvent| spot);
        let classes = classes!(
            "open",
            o.legal.then_some("legal"),
            o.refused.then_some("refused"),
            (props.cursor == Some(spot)).then_some("cursor"),
            (props.hover == Some(spot)).then_some("hover")
        );
        Some(html! {
            <g id={spot_id(spot)} class={classes} role="button" aria-label={o.label.clone()} data-cell={data_cell(spot)}
               {onclick} transform={format!("translate({} {})", Num(x), Num(y))}>
                { fixed_drawing(if o.refused {
                    r#"<rect class="spot" x="4" y="4" width="92" height="92" rx="8"/><path class="cross" d="M30 30 L70 70 M70 30 L30 70"/>"#
                } else {
                    r#"<rect class="spot" x="4" y="4" width="92" height="92" rx="8"/>"#
                }) }
            </g>
        })
    });
    let (door_x, _) = layout
        .origin(h, Cell::new(0, 0))
        .unwrap_or((frame.left, ground));
    // The track's spaces, numbered: drawn once as SVG text, since only the layout moves them.
    let mut spaces = String::from(r#"<g aria-hidden="true">"#);
    for s in 0..=TRACK_END {
        let Some((x, y)) = layout.space(h, s) else {
            continue;
        };
        let _ = write!(
            spaces,
            r#"<g class="space"><rect x="{}" y="{}" width="{}" height="{}" rx="4"/>"#,
            Num(x + 1.0),
            Num(y + 1.0),
            Num(SPACE_W - 2.0),
            Num(SPACE_H - 2.0)
        );
        let _ = if s == 0 {
            write!(
                spaces,
                r#"<path class="start" d="M{} {} l12 -11 l12 11 v11 h-24 z"/></g>"#,
                Num(x + 9.0),
                Num(y + SPACE_H - 20.0)
            )
        } else {
            write!(
                spaces,
                r#"<text class="number{}" x="{}" y="{}" text-anchor="middle">{s}</text></g>"#,
                if s % 5 == 0 { " fifth" } else { "" },
                Num(x + SPACE_W / 2.0),
                Num(y + SPACE_H - 5.0)
            )
        };
    }
    spaces.push_str("</g>");
    let mut pawns: Vec<&PawnItem> = hut.track.iter().collect();
    pawns.sort_by_key(|p| p.height);
    let pawns = pawns.into_iter().filter_map(|p| {
        let (x, y) = layout.space(h, p.space)?;
        let cx = x + SPACE_W / 2.0;
        let cy = y + SPACE_H - 7.0 - PAWN_R - f64::from(p.height) * PAWN_STEP;
        // The number sits low in the disc: the pawn above covers only its top.
        Some(html! {
            <g class="pawn" role="listitem" aria-label={p.label.clone()} transform={format!("translate({} {})", Num(cx), Num(cy))}>
                // A seat's colour and number: nothing a player typed.
                { drawing(format!(r#"<circle r="{}" style="fill:{}"/><text y="9" text-anchor="middle">{}</text>"#, Num(PAWN_R), p.colour, p.number)) }
            </g>
        })
    });
    // The board, its doormat and its edges, which name the cells as the log does (a letter per
    // column, a number per floor): SVG text drawn from the layout alone.
    let mut board = String::new();
    let _ = write!(
        board,
        r#"<rect class="hut-board" x="{}" y="{}" width="{}" height="{}" rx="10"/><rect class="doormat" x="{}" y="{}" width="72" height="12" rx="4"/>"#,
        Num(frame.left),
        Num(ground - 2.0),
        Num(frame.width),
        Num(layout.height() - ground - 4.0),
        Num(door_x + 14.0),
        Num(ground + 4.0)
    );
    board.push_str(r#"<g class="edges" aria-hidden="true">"#);
    for x in frame.min_x..frame.min_x + frame.columns {
        let cx = frame.cells_left + f64::from(x - frame.min_x) * CELL + CELL / 2.0;
        let _ = write!(
            board,
            r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
            Num(cx),
            Num(ground + 16.0),
            column_letter(x)
        );
    }
    for floor in 0..layout.floors {
        let cy = ground - f64::from(floor) * CELL - CELL / 2.0 + 5.0;
        let _ = write!(
            board,
            r#"<text x="{}" y="{}" text-anchor="end">{}</text>"#,
            Num(frame.cells_left - 5.0),
            Num(cy),
            row_number(floor)
        );
    }
    board.push_str("</g>");
    html! {
        <g class="hut" role="group" aria-label={hut.label.clone()}>
            { drawing(board) }
            <text class="hut-name" x={Num(frame.left + frame.width - 12.0).to_string()} y={Num(ground + 36.0).to_string()} text-anchor="end">{ hut.name.clone() }</text>
            { for open }
            { for tiles }
            <g class="track" role="list" aria-label={hut.track_label.clone()}>
                { drawing(spaces) }
                { for pawns }
            </g>
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hut(index: u8, cells: &[(i32, i32)], open: &[(i32, i32)]) -> HutItem {
        HutItem {
            index,
            name: format!("Hut {}", index + 1),
            label: String::new(),
            tiles: cells
                .iter()
                .map(|&(x, f)| TileItem {
                    cell: Cell::new(x, f),
                    tile: TileId(3),
                    mirrored: false,
                    label: String::new(),
                    last: None,
                    target: false,
                    falls: false,
                })
                .collect(),
            open: open
                .iter()
                .map(|&(x, f)| OpenCell {
                    cell: Cell::new(x, f),
                    legal: true,
                    label: String::new(),
                    refused: false,
                })
                .collect(),
            track: Vec::new(),
            track_label: String::new(),
        }
    }

    #[test]
    fn huts_stand_side_by_side_on_one_ground_and_never_overlap() {
        let huts = [
            hut(0, &[(0, 0), (-1, 0), (0, 1), (0, 2)], &[(1, 0), (0, 3)]),
            hut(1, &[(0, 0)], &[(-1, 0), (1, 0), (0, 1)]),
            hut(2, &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)], &[]),
        ];
        let layout = Layout::of(&huts);
        assert_eq!(layout.floors, 4);
        for pair in layout.frames.windows(2) {
            assert!(pair[0].left + pair[0].width < pair[1].left);
        }
        // Every ground cell sits right on the ground line, whatever the hut.
        for h in 0..3 {
            let (_, y) = layout.origin(h, Cell::new(0, 0)).unwrap();
            assert_eq!(y + CELL, layout.ground());
        }
        // A wide hut is as wide as its cells, its track 13 spaces to a row; a narrow one is as
        // wide as its track of 9 to a row, in three rows, and every board is that tall.
        assert_eq!(layout.frames[2].width, 6.0 * CELL + 2.0 * PAD);
        assert_eq!(layout.frames[2].per_row, WIDE_ROW);
        assert_eq!(layout.frames[1].width, 9.0 * SPACE_W + 2.0 * PAD);
        assert_eq!(layout.track_rows(), 3);
        // A cell further left is drawn further left; a higher floor, higher.
        let a = layout.origin(0, Cell::new(-1, 0)).unwrap();
        let b = layout.origin(0, Cell::new(0, 1)).unwrap();
        assert!(a.0 < b.0 && b.1 < a.1);
    }

    #[test]
    fn the_track_runs_back_and_forth_row_after_row() {
        for cells in [vec![(0, 0)], (0..8).map(|x| (x, 0)).collect()] {
            let layout = Layout::of(&[hut(0, &cells, &[])]);
            let per = layout.frames[0].per_row;
            let at = |s| layout.space(0, s).unwrap();
            assert!(at(1).0 > at(0).0);
            assert_eq!(at(per - 1).1, at(0).1);
            // The next row starts right under the end of the one before and runs back.
            assert_eq!(at(per).0, at(per - 1).0);
            assert!(at(per).1 > at(per - 1).1);
            assert!(at(per + 1).0 < at(per).0);
            // Every space has its own place, inside the hut's board.
            let f = &layout.frames[0];
            for s in 0..=TRACK_END {
                let (x, _) = at(s);
                assert!(x >= f.left && x + SPACE_W <= f.left + f.width);
                assert!((0..s).all(|t| at(t) != at(s)));
            }
            // Past the end, a pawn is drawn on the last space.
            assert_eq!(at(40), at(TRACK_END));
        }
    }

    #[test]
    fn the_arrows_cross_from_one_hut_to_the_next() {
        let huts = [
            hut(0, &[(0, 0)], &[(1, 0), (0, 1)]),
            hut(1, &[(0, 0)], &[(-1, 0), (0, 1)]),
            hut(2, &[(0, 0)], &[(-1, 0)]),
        ];
        let spots: Vec<(u8, Cell)> = huts
            .iter()
            .flat_map(|h| h.open.iter().map(move |o| (h.index, o.cell)))
            .collect();
        let east = step(&huts, (0, Cell::new(1, 0)), Dir::East, &spots);
        assert_eq!(east, (1, Cell::new(-1, 0)));
        assert_eq!(
            step(&huts, (0, Cell::new(1, 0)), Dir::North, &spots),
            (0, Cell::new(0, 1))
        );
        // Nothing further west of the first hut: the cursor stays.
        assert_eq!(
            step(&huts, (0, Cell::new(0, 1)), Dir::West, &spots),
            (0, Cell::new(0, 1))
        );
    }

    #[test]
    fn a_cell_s_drop_name_reads_back() {
        let spot = (2, Cell::new(-3, 4));
        assert_eq!(parse_cell(&data_cell(spot)), Some(spot));
        assert_eq!(parse_cell("2 1"), None);
        assert_eq!(parse_cell("2 1 x"), None);
        assert_eq!(parse_cell("2 1 1 1"), None);
    }
}

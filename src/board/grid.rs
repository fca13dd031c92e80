use tablee_rules::Pos;
use yew::prelude::*;

use super::last_move::{LastMark, last_badge};
use super::number::Num;

/// Size of a cell in SVG units.
pub const CELL: f64 = 100.0;
/// The margin along the top and left edges where the coordinates are printed, in SVG units.
pub const EDGE: f64 = 44.0;

/// A column's name as printed along the top edge: A, B, C… from the frame's left (`?` past Z).
pub fn column_name(index: i32) -> char {
    u8::try_from(index)
        .ok()
        .filter(|c| *c < 26)
        .map_or('?', |c| char::from(b'A' + c))
}

/// A cell's name as players read it off the edges: its column letter and row number counted from
/// `origin`, the top-left cell of the board drawn ("C4").
pub fn cell_name(origin: Pos, p: Pos) -> String {
    format!(
        "{}{}",
        column_name(p.x - origin.x),
        (p.y - origin.y).saturating_add(1)
    )
}

/// The cells drawn: a rectangle of the plane, in cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub x: i32,
    pub y: i32,
    pub width: i32,
    pub height: i32,
}

impl Frame {
    /// How many cells wide the board is drawn, counting the edge where coordinates are printed:
    /// what a zoom needs to give each cell a finger's room.
    pub fn cells_across(&self) -> f64 {
        f64::from(self.width) + EDGE / CELL
    }

    /// The top-left cell, where the printed coordinates start (A1).
    pub fn origin(&self) -> Pos {
        Pos::new(self.x, self.y)
    }

    pub fn contains(&self, p: Pos) -> bool {
        p.x >= self.x && p.x < self.x + self.width && p.y >= self.y && p.y < self.y + self.height
    }

    /// Finds the cell under a point of the screen on the board drawn in `svg`, for a draggable.
    pub fn locator(self, svg: NodeRef) -> super::Locate<Pos> {
        Callback::from(move |(x, y): (f64, f64)| {
            svg.cast::<web_sys::Element>()
                .filter(|el| super::shows_point(el, x, y))
                .and_then(|el| self.cell_at(&el, x, y))
        })
    }

    /// The cell under a point of the screen, given the board's SVG element.
    pub fn cell_at(&self, svg: &web_sys::Element, client_x: f64, client_y: f64) -> Option<Pos> {
        let rect = svg.get_bounding_client_rect();
        // The drawing: the cells and, above and left of them, the edges with the coordinates.
        let (vw, vh) = (
            f64::from(self.width) * CELL + EDGE,
            f64::from(self.height) * CELL + EDGE,
        );
        // preserveAspectRatio="xMidYMid meet": uniform scale, centred.
        let scale = (rect.width() / vw).min(rect.height() / vh);
        if scale <= 0.0 {
            return None;
        }
        let left = rect.left() + (rect.width() - vw * scale) / 2.0;
        let top = rect.top() + (rect.height() - vh * scale) / 2.0;
        let (ux, uy) = (
            (client_x - left) / scale - EDGE,
            (client_y - top) / scale - EDGE,
        );
        if ux < 0.0 || uy < 0.0 || ux >= vw - EDGE || uy >= vh - EDGE {
            return None;
        }
        Some(Pos::new(
            self.x + (ux / CELL) as i32,
            self.y + (uy / CELL) as i32,
        ))
    }
}

/// How a cell is marked while a tile is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellMark {
    None,
    /// The held tile fits here as it is turned.
    Legal,
    /// The held tile fits here once turned another way.
    LegalTurned,
    /// A suggestion (a hint).
    Hint,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BoardCell {
    pub pos: Pos,
    pub label: String,
    /// Drawn under the content: e.g. "inside" or "maybe" for the casbah's emerging rectangle.
    pub class: &'static str,
    pub mark: CellMark,
    pub content: Html,
    /// Whether clicking it means something now (an empty cell while a tile is held).
    pub actionable: bool,
    /// The last move of a seat lies here (set by [`BoardCell::mark_last`]).
    pub last: Option<LastMark>,
}

impl BoardCell {
    /// Marks every cell holding a seat's last move, and says so in its accessible name.
    pub fn mark_last(
        cells: &mut [BoardCell],
        moves: &super::LastMoves<Pos>,
        players: &[crate::seats::PlayerConfig],
        l: crate::i18n::Lang,
    ) {
        for cell in cells {
            if let Some(mark) = moves.mark(&cell.pos, players) {
                cell.label += &super::last_move_words(mark.seat, players, l);
                cell.last = Some(mark);
            }
        }
    }
}

pub struct GridBoard {
    pub frame: Frame,
    pub cells: Vec<BoardCell>,
    pub label: AttrValue,
    pub cursor: Option<Pos>,
    pub hover: Option<Pos>,
    pub on_cell: Callback<Pos>,
    pub on_hover: Callback<Option<Pos>>,
    pub on_key: Callback<KeyboardEvent>,
    pub on_wheel: Callback<WheelEvent>,
    pub svg_ref: NodeRef,
}

fn cell_id(p: Pos) -> String {
    format!("cell_{}_{}", p.x, p.y).replace('-', "m")
}

impl GridBoard {
    /// A board that takes no input: a replay's.
    pub fn still(frame: Frame, cells: Vec<BoardCell>, label: AttrValue) -> GridBoard {
        GridBoard {
            frame,
            cells,
            label,
            cursor: None,
            hover: None,
            on_cell: Callback::noop(),
            on_hover: Callback::noop(),
            on_key: Callback::noop(),
            on_wheel: Callback::noop(),
            svg_ref: NodeRef::default(),
        }
    }

    /// The cells marked for the held tile (or a hint): where a zoomed board should look.
    pub fn marked_cells(&self) -> impl Iterator<Item = Pos> + '_ {
        self.cells
            .iter()
            .filter(|c| c.mark != CellMark::None)
            .map(|c| c.pos)
    }

    pub fn view(&self) -> Html {
        let f = self.frame;
        let view_box = format!(
            "{} {} {} {}",
            Num(f64::from(f.x) * CELL - EDGE),
            Num(f64::from(f.y) * CELL - EDGE),
            Num(f64::from(f.width) * CELL + EDGE),
            Num(f64::from(f.height) * CELL + EDGE)
        );
        // The coordinates printed along the top (columns) and left (rows) edges.
        let edges = {
            let (left, top) = (f64::from(f.x) * CELL, f64::from(f.y) * CELL);
            let columns = (0..f.width).map(|i| {
                let x = left + (f64::from(i) + 0.5) * CELL;
                html! { <text x={Num(x).to_string()} y={Num(top - 12.0).to_string()} text-anchor="middle">{ column_name(i) }</text> }
            });
            let rows = (0..f.height).map(|j| {
                let y = top + (f64::from(j) + 0.5) * CELL + 11.0;
                html! { <text x={Num(left - EDGE / 2.0).to_string()} y={Num(y).to_string()} text-anchor="middle">{ j + 1 }</text> }
            });
            html! { <g class="edges" aria-hidden="true">{ for columns }{ for rows }</g> }
        };
        let cells = self.cells.iter().map(|c| {
            let (x, y) = (f64::from(c.pos.x) * CELL, f64::from(c.pos.y) * CELL);
            let onclick = {
                let on_cell = self.on_cell.clone();
                let pos = c.pos;
                Callback::from(move |_| on_cell.emit(pos))
            };
            let mark = match c.mark {
                CellMark::None => None,
                CellMark::Legal => Some("legal"),
                CellMark::LegalTurned => Some("legal-turned"),
                CellMark::Hint => Some("hint"),
            };
            let classes = classes!(
                "cell",
                c.class,
                mark,
                (self.cursor == Some(c.pos)).then_some("cursor"),
                (self.hover == Some(c.pos)).then_some("hover"),
                c.last.map(|_| "last-move"),
                c.last.filter(|m| m.fresh).map(|_| "fresh")
            );
            let last = c.last.map(|m| html! {
                <>
                    <rect class="last-outline" x="5" y="5" width={Num(CELL - 10.0).to_string()} height={Num(CELL - 10.0).to_string()} rx="8"
                          style={format!("stroke:{}", m.colour)} />
                    { last_badge(&m, CELL - 17.0, 17.0, 15.0) }
                </>
            });
            html! {
                <g id={cell_id(c.pos)} class={classes} role="button" aria-label={c.label.clone()}
                   aria-disabled={(!c.actionable).then_some("true")}
                   transform={format!("translate({} {})", Num(x), Num(y))} {onclick}>
                    <rect class="cell-bg" x="2" y="2" width={Num(CELL - 4.0).to_string()} height={Num(CELL - 4.0).to_string()} rx="6" />
                    <g class="cell-content">{ c.content.clone() }</g>
                    { for last }
                </g>
            }
        });
        let onkeydown = self.on_key.reform(|e: KeyboardEvent| e);
        let onwheel = self.on_wheel.reform(|e: WheelEvent| e);
        let onpointermove = {
            let on_hover = self.on_hover.clone();
            let svg_ref = self.svg_ref.clone();
            Callback::from(move |e: PointerEvent| {
                // Touch and pen hover only while dragging, which the draggable reports itself.
                if e.pointer_type() != "mouse" {
                    return;
                }
                let cell = svg_ref.cast::<web_sys::Element>().and_then(|svg| {
                    f.cell_at(&svg, f64::from(e.client_x()), f64::from(e.client_y()))
                });
                on_hover.emit(cell);
            })
        };
        let onpointerleave = self.on_hover.reform(|_: PointerEvent| None);
        let active = self.cursor.map(cell_id);
        html! {
            <svg ref={self.svg_ref.clone()} class="board" viewBox={view_box} preserveAspectRatio="xMidYMid meet"
                 role="application" aria-label={self.label.clone()} tabindex="0" aria-activedescendant={active}
                 {onkeydown} {onwheel} {onpointermove} {onpointerleave}>
                { edges }
                { for cells }
            </svg>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_from_the_board_s_top_left_corner() {
        assert_eq!(cell_name(Pos::new(0, 0), Pos::new(0, 0)), "A1");
        assert_eq!(cell_name(Pos::new(0, 0), Pos::new(14, 9)), "O10");
        assert_eq!(cell_name(Pos::new(-2, -1), Pos::new(0, 2)), "C4");
        assert_eq!(cell_name(Pos::new(0, 0), Pos::new(-1, 3)), "?4");
        assert_eq!(column_name(25), 'Z');
        assert_eq!(column_name(26), '?');
    }
}

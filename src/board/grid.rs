use tablee_rules::Pos;
use yew::prelude::*;

/// Size of a cell in SVG units.
pub const CELL: f64 = 100.0;

/// The cells drawn: a rectangle of the plane, in cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub x: i32,
    pub y: i32,
    pub width: i32,
    pub height: i32,
}

impl Frame {
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
        let (vw, vh) = (f64::from(self.width) * CELL, f64::from(self.height) * CELL);
        // preserveAspectRatio="xMidYMid meet": uniform scale, centred.
        let scale = (rect.width() / vw).min(rect.height() / vh);
        if scale <= 0.0 {
            return None;
        }
        let left = rect.left() + (rect.width() - vw * scale) / 2.0;
        let top = rect.top() + (rect.height() - vh * scale) / 2.0;
        let (ux, uy) = ((client_x - left) / scale, (client_y - top) / scale);
        if ux < 0.0 || uy < 0.0 || ux >= vw || uy >= vh {
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
}

#[derive(Properties, PartialEq)]
pub struct GridBoardProps {
    pub frame: Frame,
    pub cells: Vec<BoardCell>,
    pub label: AttrValue,
    #[prop_or_default]
    pub cursor: Option<Pos>,
    #[prop_or_default]
    pub hover: Option<Pos>,
    pub on_cell: Callback<Pos>,
    #[prop_or_default]
    pub on_hover: Callback<Option<Pos>>,
    #[prop_or_default]
    pub on_key: Callback<KeyboardEvent>,
    #[prop_or_default]
    pub on_wheel: Callback<WheelEvent>,
    pub svg_ref: NodeRef,
}

fn cell_id(p: Pos) -> String {
    format!("cell_{}_{}", p.x, p.y).replace('-', "m")
}

#[function_component(GridBoard)]
pub fn grid_board(props: &GridBoardProps) -> Html {
    let f = props.frame;
    let view_box = format!(
        "{} {} {} {}",
        f64::from(f.x) * CELL,
        f64::from(f.y) * CELL,
        f64::from(f.width) * CELL,
        f64::from(f.height) * CELL
    );
    let cells = props.cells.iter().map(|c| {
        let (x, y) = (f64::from(c.pos.x) * CELL, f64::from(c.pos.y) * CELL);
        let onclick = {
            let on_cell = props.on_cell.clone();
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
            (props.cursor == Some(c.pos)).then_some("cursor"),
            (props.hover == Some(c.pos)).then_some("hover")
        );
        html! {
            <g id={cell_id(c.pos)} class={classes} role="button" aria-label={c.label.clone()}
               aria-disabled={(!c.actionable).then_some("true")}
               transform={format!("translate({x} {y})")} {onclick}>
                <rect class="cell-bg" x="2" y="2" width={(CELL - 4.0).to_string()} height={(CELL - 4.0).to_string()} rx="6" />
                { c.content.clone() }
            </g>
        }
    });
    let onkeydown = props.on_key.reform(|e: KeyboardEvent| e);
    let onwheel = props.on_wheel.reform(|e: WheelEvent| e);
    let onpointermove = {
        let on_hover = props.on_hover.clone();
        let svg_ref = props.svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            // Touch and pen hover only while dragging, which the draggable reports itself.
            if e.pointer_type() != "mouse" {
                return;
            }
            let cell = svg_ref
                .cast::<web_sys::Element>()
                .and_then(|svg| f.cell_at(&svg, f64::from(e.client_x()), f64::from(e.client_y())));
            on_hover.emit(cell);
        })
    };
    let onpointerleave = props.on_hover.reform(|_: PointerEvent| None);
    let active = props.cursor.map(cell_id);
    html! {
        <svg ref={props.svg_ref.clone()} class="board" viewBox={view_box} preserveAspectRatio="xMidYMid meet"
             role="application" aria-label={props.label.clone()} tabindex="0" aria-activedescendant={active}
             {onkeydown} {onwheel} {onpointermove} {onpointerleave}>
            { for cells }
        </svg>
    }
}

//! A board a finger can play on. On a touch screen where the whole board would give a spot less
//! than a finger's width, the board opens zoomed in (every spot `TOUCH_PX` wide) around where the
//! action is, and scrolls inside its frame; a grid's coordinates stay along the frame's top and
//! left edges while it scrolls. Two fingers pinch it between the whole board and twice a finger's
//! width, and pan it; a button goes back and forth between zoomed and whole. The board keeps
//! locating spots with its bounding box, which follows the zoom and the scroll.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::grid::{CELL, EDGE, Frame, column_name};
use super::keys::touch_screen;
use super::number::Num;
use crate::i18n::use_lang;
use crate::words::Text;

/// The spot a finger is given once zoomed in, in CSS px (44 at least: WCAG's target).
pub const TOUCH_PX: f64 = 48.0;
/// The smallest spot a touch screen keeps unasked: under it, the board opens zoomed in.
const TARGET_PX: f64 = 44.0;
/// The largest spot a pinch reaches.
const MOST_PX: f64 = 2.0 * TOUCH_PX;
/// What a phone keeps in view under a board that opens zoomed in, in CSS px: the zoom button and
/// the first row of the hand (the page's layout puts the hand under the board there).
const BELOW_PX: f64 = 190.0;

/// A part of the board's drawing, in fractions of its width and height (0 at the left and top
/// edges, 1 at the right and bottom ones): where the action is, which a zoomed board keeps in view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Focus {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

#[derive(Properties, PartialEq)]
pub struct ZoomProps {
    /// How many of its smallest spots the board spans across (its width in columns for a grid).
    pub across: f64,
    /// Extra classes of the frame (e.g. the game's own look).
    #[prop_or_default]
    pub class: Classes,
    /// Where the action is: the legal spots of the held piece, else what the game points at.
    #[prop_or_default]
    pub focus: Option<Focus>,
    /// A grid's cells: its coordinates are kept in view while the zoomed board scrolls.
    #[prop_or_default]
    pub grid: Option<Frame>,
    /// Whether a touch screen opens it zoomed in where its spots would be too small whole.
    #[prop_or(true)]
    pub opens_zoomed: bool,
    pub children: Html,
}

/// Two fingers on the board: the spot's size when they came down, how far apart they were, and
/// the point of the board between them, in spots from the drawing's top-left corner.
#[derive(Clone, Copy)]
struct Pinch {
    spot: f64,
    apart: f64,
    anchor: (f64, f64),
    fit: f64,
}

fn fingers(e: &TouchEvent) -> Option<((f64, f64), (f64, f64))> {
    let touches = e.touches();
    let (a, b) = (touches.get(0)?, touches.get(1)?);
    let point = |t: web_sys::Touch| (f64::from(t.client_x()), f64::from(t.client_y()));
    Some((point(a), point(b)))
}

fn between(a: (f64, f64), b: (f64, f64)) -> ((f64, f64), f64) {
    (
        ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0),
        (a.0 - b.0).hypot(a.1 - b.1),
    )
}

/// Scrolls the frame so the focus is in view, centred, unless it already is whole (nothing moves
/// then). `margin` is what the coordinates along the top and left edges cover.
fn show(el: &web_sys::Element, focus: Focus, margin: f64, always: bool) {
    let (width, height) = (f64::from(el.scroll_width()), f64::from(el.scroll_height()));
    let (left, top) = (f64::from(el.scroll_left()), f64::from(el.scroll_top()));
    let (seen_w, seen_h) = (f64::from(el.client_width()), f64::from(el.client_height()));
    let (x0, x1, y0, y1) = (
        focus.left * width,
        focus.right * width,
        focus.top * height,
        focus.bottom * height,
    );
    let whole =
        x0 >= left + margin && x1 <= left + seen_w && y0 >= top + margin && y1 <= top + seen_h;
    if whole && !always {
        return;
    }
    el.set_scroll_left((((x0 + x1) - seen_w - margin) / 2.0).round() as i32);
    el.set_scroll_top((((y0 + y1) - seen_h - margin) / 2.0).round() as i32);
}

/// The grid's coordinates, drawn over the zoomed board's top and left edges and kept there while
/// it scrolls (the drawing's own are hidden then).
fn pinned_edges(grid: Frame) -> Html {
    let columns = (0..grid.width).map(|i| {
        html! {
            <span style={format!("--at:{i}")}>{ column_name(i) }</span>
        }
    });
    let rows = (0..grid.height).map(|j| {
        html! {
            <span style={format!("--at:{j}")}>{ j + 1 }</span>
        }
    });
    html! {
        <>
            <div class="pinned-edge corner" aria-hidden="true"></div>
            <div class="pinned-edge columns" aria-hidden="true">{ for columns }</div>
            <div class="pinned-edge rows" aria-hidden="true">{ for rows }</div>
        </>
    }
}

#[function_component(Zoom)]
pub fn zoom(props: &ZoomProps) -> Html {
    let l = use_lang();
    // A spot's size in CSS px while zoomed in; none: the whole board.
    let spot = use_state_eq(|| None::<f64>);
    // Read by the pinch's listeners, which outlive a render.
    let spot_now = use_mut_ref(|| None::<f64>);
    *spot_now.borrow_mut() = *spot;
    // The player zoomed or pinched: the board no longer zooms by itself.
    let chosen = use_mut_ref(|| false);
    let frame = use_node_ref();
    let across = props.across;
    // The coordinates' edge over the zoomed board, in CSS px: a focus is in view below and right of it.
    let margin = props
        .grid
        .map_or(0.0, |_| spot.map_or(0.0, |s| s * EDGE / CELL));

    // The frame's width, read once it is drawn (a first render has nothing to measure) and after
    // every render: the button settles before the page is painted. A touch screen whose whole
    // board would give spots under a finger's width opens it zoomed in.
    let width = use_state_eq(|| None::<i32>);
    {
        let (frame, width, spot, chosen) =
            (frame.clone(), width.clone(), spot.clone(), chosen.clone());
        let opens_zoomed = props.opens_zoomed;
        use_effect(move || {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                let w = el.client_width();
                width.set(Some(w));
                // An embed shows its whole board in the blog's frame; "+" zooms it.
                if opens_zoomed
                    && spot.is_none()
                    && !*chosen.borrow()
                    && w > 0
                    && f64::from(w) < across * TARGET_PX
                    && touch_screen()
                    && !crate::platform::is_embed_page()
                {
                    spot.set(Some(TOUCH_PX));
                }
            }
        });
    }

    // Zoomed in, the focus is put in view (centred if the player asked for the zoom); when it moves,
    // the board follows only if it left the view.
    let scroll_to = use_mut_ref(|| None::<(f64, f64)>);
    // The screen's height left under the board's top once the hand is in view too (the page's
    // style uses it on a phone), measured as the board zooms in.
    let room = use_state_eq(|| None::<f64>);
    {
        let (frame, chosen, scroll_to, room) = (
            frame.clone(),
            chosen.clone(),
            scroll_to.clone(),
            room.clone(),
        );
        let was_zoomed = use_mut_ref(|| false);
        use_effect_with((spot.is_some(), props.focus), move |(zoomed, focus)| {
            let fresh = *zoomed && !*was_zoomed.borrow();
            *was_zoomed.borrow_mut() = *zoomed;
            let Some(el) = frame.cast::<web_sys::Element>().filter(|_| *zoomed) else {
                return;
            };
            if fresh && let Some(window) = web_sys::window() {
                let height = window.inner_height().ok().and_then(|h| h.as_f64());
                let top = el.get_bounding_client_rect().top() + window.scroll_y().unwrap_or(0.0);
                room.set(height.map(|h| (h - top - BELOW_PX).round()));
            }
            if scroll_to.borrow().is_some() {
                // A pinch places the board itself.
                return;
            }
            if fresh && *chosen.borrow() {
                // Zoomed by the button: the board takes the top of the screen, the hand right under it.
                if let Some(whole) = el.parent_element() {
                    whole.scroll_into_view_with_bool(true);
                }
            }
            let middle = Focus {
                left: 0.5,
                top: 0.5,
                right: 0.5,
                bottom: 0.5,
            };
            match (focus, fresh) {
                (Some(f), _) => show(&el, *f, margin, fresh),
                (None, true) => show(&el, middle, margin, true),
                (None, false) => {}
            }
        });
    }
    // A pinch's scroll, once the board is drawn at its new size.
    {
        let (frame, scroll_to) = (frame.clone(), scroll_to.clone());
        use_effect(move || {
            if let (Some(el), Some((x, y))) = (frame.cast::<web_sys::Element>(), scroll_to.take()) {
                el.set_scroll_left(x.round() as i32);
                el.set_scroll_top(y.round() as i32);
            }
        });
    }

    // Two fingers pinch and pan the board; the browser neither zooms the page nor scrolls it then.
    {
        let (frame, spot, spot_now, chosen, scroll_to) = (
            frame.clone(),
            spot.clone(),
            spot_now.clone(),
            chosen.clone(),
            scroll_to.clone(),
        );
        use_effect_with((), move |()| {
            let pinch: Rc<Cell<Option<Pinch>>> = Rc::new(Cell::new(None));
            let listeners = frame.cast::<web_sys::Element>().map(|el| {
                let target: web_sys::EventTarget = el.clone().into();
                let start = {
                    let (el, pinch, spot_now) = (el.clone(), pinch.clone(), spot_now.clone());
                    EventListener::new(&target, "touchstart", move |e| {
                        let Some((a, b)) = e.dyn_ref::<TouchEvent>().and_then(fingers) else {
                            return;
                        };
                        let (mid, apart) = between(a, b);
                        let rect = el.get_bounding_client_rect();
                        let fit = f64::from(el.client_width()) / across;
                        let now = (*spot_now.borrow()).unwrap_or(fit).max(1.0);
                        pinch.set(Some(Pinch {
                            spot: now,
                            apart: apart.max(1.0),
                            anchor: (
                                (f64::from(el.scroll_left()) + mid.0 - rect.left()) / now,
                                (f64::from(el.scroll_top()) + mid.1 - rect.top()) / now,
                            ),
                            fit,
                        }));
                    })
                };
                let moving = {
                    let (el, pinch, spot, chosen, scroll_to) = (
                        el.clone(),
                        pinch.clone(),
                        spot.clone(),
                        chosen.clone(),
                        scroll_to.clone(),
                    );
                    let options = EventListenerOptions::enable_prevent_default();
                    EventListener::new_with_options(&target, "touchmove", options, move |e| {
                        let (Some(p), Some((a, b))) =
                            (pinch.get(), e.dyn_ref::<TouchEvent>().and_then(fingers))
                        else {
                            return;
                        };
                        e.prevent_default();
                        let (mid, apart) = between(a, b);
                        let size = (p.spot * apart / p.apart).clamp(p.fit, MOST_PX);
                        let rect = el.get_bounding_client_rect();
                        *chosen.borrow_mut() = true;
                        *scroll_to.borrow_mut() = Some((
                            p.anchor.0 * size - (mid.0 - rect.left()),
                            p.anchor.1 * size - (mid.1 - rect.top()),
                        ));
                        spot.set(Some(size));
                    })
                };
                let end = {
                    let (pinch, spot, spot_now) = (pinch.clone(), spot.clone(), spot_now.clone());
                    move |e: &Event| {
                        let fingers_left = e
                            .dyn_ref::<TouchEvent>()
                            .map_or(0, |t| t.touches().length());
                        if fingers_left >= 2 {
                            return;
                        }
                        if let Some(p) = pinch.take() {
                            // Pinched back to about the whole board: the whole board.
                            if (*spot_now.borrow()).is_some_and(|s| s <= p.fit * 1.05) {
                                spot.set(None);
                            }
                        }
                    }
                };
                let end_listeners = ["touchend", "touchcancel"].map(|kind| {
                    let end = end.clone();
                    EventListener::new(&target, kind, move |e| end(e))
                });
                (start, moving, end_listeners)
            });
            move || drop(listeners)
        });
    }

    let onclick = {
        let (spot, chosen) = (spot.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            *chosen.borrow_mut() = true;
            spot.set(if spot.is_some() { None } else { Some(TOUCH_PX) });
        })
    };
    // Where the board already gives a finger room (a small board, a wide screen), no button.
    let zoomed = spot.is_some();
    let needed = zoomed || width.is_none_or(|w| f64::from(w) < across * TOUCH_PX);
    let label = l.say(if zoomed {
        Text::WholeBoard
    } else {
        Text::ZoomIn
    });
    let style = spot.map(|s| {
        let room = room.map(|r| format!(";--room:{}px", Num(r)));
        format!(
            "--spot:{}px;--edge:{};--zoomed-width:{}px{}",
            Num(s),
            Num(EDGE / CELL),
            Num(across * s),
            room.unwrap_or_default()
        )
    });
    let pinned = props.grid.filter(|_| zoomed).map(pinned_edges);
    html! {
        <div class="board-zoom">
            <div ref={frame} class={classes!("board-wrap", props.class.clone(), zoomed.then_some("zoomed"))} {style}>
                { for pinned }
                { props.children.clone() }
            </div>
            if needed {
                <button class="button zoom" aria-label={label} aria-pressed={zoomed.to_string()} {onclick}>
                    { if zoomed { "−" } else { "+" } }
                </button>
            }
        </div>
    }
}

impl Focus {
    /// The part of a grid's drawing covering `cells` and `margin` cells around them; none for no cell.
    pub fn of_cells(
        grid: Frame,
        cells: impl IntoIterator<Item = tablee_rules::Pos>,
        margin: i32,
    ) -> Option<Focus> {
        let mut cells = cells.into_iter().filter(|p| grid.contains(*p)).peekable();
        cells.peek()?;
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for p in cells {
            (x0, y0, x1, y1) = (x0.min(p.x), y0.min(p.y), x1.max(p.x), y1.max(p.y));
        }
        let (w, h) = (
            f64::from(grid.width) * CELL + EDGE,
            f64::from(grid.height) * CELL + EDGE,
        );
        let across = |from: i32, to: i32, origin: i32, cells: i32| {
            let first = (from - margin).max(origin) - origin;
            let last = (to + margin).min(origin + cells - 1) - origin;
            (
                EDGE + f64::from(first) * CELL,
                EDGE + f64::from(last + 1) * CELL,
            )
        };
        let (left, right) = across(x0, x1, grid.x, grid.width);
        let (top, bottom) = across(y0, y1, grid.y, grid.height);
        Some(Focus {
            left: left / w,
            top: top / h,
            right: right / w,
            bottom: bottom / h,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::Pos;

    const GRID: Frame = Frame {
        x: -2,
        y: 0,
        width: 10,
        height: 5,
    };

    #[test]
    fn a_focus_covers_its_cells_and_their_margin_inside_the_grid() {
        let (w, h) = (10.0 * CELL + EDGE, 5.0 * CELL + EDGE);
        // One cell, no margin: its own square, past the coordinates' edges.
        let one = Focus::of_cells(GRID, [Pos::new(0, 1)], 0);
        assert_eq!(
            one,
            Some(Focus {
                left: (EDGE + 2.0 * CELL) / w,
                top: (EDGE + CELL) / h,
                right: (EDGE + 3.0 * CELL) / w,
                bottom: (EDGE + 2.0 * CELL) / h,
            })
        );
        // Two cells and a cell around them, cut at the grid's first row and last column.
        let two = Focus::of_cells(GRID, [Pos::new(7, 0), Pos::new(5, 2)], 1);
        assert_eq!(
            two,
            Some(Focus {
                left: (EDGE + 6.0 * CELL) / w,
                top: EDGE / h,
                right: 1.0,
                bottom: (EDGE + 4.0 * CELL) / h,
            })
        );
    }

    #[test]
    fn no_cell_in_the_grid_is_no_focus() {
        assert_eq!(Focus::of_cells(GRID, [], 1), None);
        assert_eq!(Focus::of_cells(GRID, [Pos::new(20, 20)], 1), None);
    }
}

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::keys::with_key;
use super::number::Num;
use crate::i18n::Lang;
use crate::words::Text;

/// Where a drag ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DropEvent<T> {
    /// The board's spot under the pointer (a cell, an island…), if there was one.
    pub target: Option<T>,
    /// False when the pointer barely moved: a tap, which selects instead of dropping.
    pub moved: bool,
}

/// Finds the board's spot under a point of the screen (client coordinates). The board decides
/// what a spot is; the draggable only reports where it is.
pub type Locate<T> = Callback<(f64, f64), Option<T>>;

/// What a hand's piece does when let go: dropped on a spot, `place` there; dropped off the board,
/// `release` (it goes back to the hand); a tap keeps it selected for a tap on a spot, so only
/// the pointer's hover is cleared with `tapped`.
pub fn on_release<T: 'static>(
    place: Callback<T>,
    release: Callback<()>,
    tapped: Callback<()>,
) -> Callback<DropEvent<T>> {
    Callback::from(move |d: DropEvent<T>| match (d.target, d.moved) {
        (Some(spot), true) => place.emit(spot),
        (None, true) => release.emit(()),
        (_, false) => tapped.emit(()),
    })
}

/// The pointer leaving a board while a piece is held: no spot is pointed at any more.
pub fn leaving_clears_hover<T: 'static>(
    on_hover: &Callback<Option<T>>,
    held: bool,
) -> Callback<PointerEvent> {
    let on_hover = on_hover.clone();
    Callback::from(move |_: PointerEvent| {
        if held {
            on_hover.emit(None);
        }
    })
}

/// "Put back" for the held piece (Escape does it too). Always in the page, unseen while nothing
/// is held: coming and going, it would shift the buttons beside it (Undo) under a finger.
pub fn put_back(held: bool, release: Callback<()>, l: Lang) -> Html {
    html! {
        <button class={classes!("button", "put-back", (!held).then_some("idle"))} disabled={!held}
            onclick={release.reform(|_: MouseEvent| ())}>
            { with_key(&l.say(Text::PutBack), &l.say(Text::EscapeKey)) }
        </button>
    }
}

/// Picking a piece up from the keyboard: `hold` it, then move the focus to the board, where the
/// arrows and Enter place it.
pub fn pick_to_board(hold: Callback<()>, board: NodeRef) -> Callback<()> {
    Callback::from(move |()| {
        hold.emit(());
        // The board is an SVG, or an HTML frame around several (Les Cabanes' three huts).
        if let Some(svg) = board.cast::<web_sys::SvgElement>() {
            let _ = svg.focus();
        } else if let Some(frame) = board.cast::<web_sys::HtmlElement>() {
            let _ = frame.focus();
        }
    })
}

#[derive(Properties, PartialEq)]
pub struct DraggableProps<T: Clone + PartialEq + 'static> {
    pub label: AttrValue,
    pub locate: Locate<T>,
    #[prop_or_default]
    pub selected: bool,
    pub on_start: Callback<()>,
    pub on_hover: Callback<Option<T>>,
    pub on_drop: Callback<DropEvent<T>>,
    /// Keyboard: Enter or Space picks it up.
    pub on_pick: Callback<()>,
    /// A piece lying on an SVG board (e.g. a ship on the sea): drawn as an SVG `<g>` that follows
    /// the pointer itself, instead of an HTML button with a ghost.
    #[prop_or_default]
    pub in_svg: bool,
    pub children: Html,
}

/// How long a finger rests on a piece of a scrolling hand before it picks the piece up.
const HOLD_MS: u32 = 250;
/// How far (CSS px) a pointer moves before a press becomes a drag (or a swipe), not a tap.
const SLOP: f64 = 8.0;
/// How far above a finger a dragged piece is drawn, in CSS pixels, so the finger does not hide
/// it; the piece drops where it is drawn, on the spot under its centre.
const FINGER_CLEARANCE: f64 = 56.0;

#[derive(Clone, Copy, PartialEq)]
struct Drag {
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
    /// A finger: the ghost is drawn above it, and the page must not scroll under it.
    touch: bool,
}

impl Drag {
    /// Where the piece is drawn, and so where it drops: above a finger, under a mouse.
    fn aim(&self) -> (f64, f64) {
        lifted(self.at, self.touch)
    }
}

/// The point a piece held at `at` is drawn at.
fn lifted(at: (f64, f64), touch: bool) -> (f64, f64) {
    (at.0, at.1 - if touch { FINGER_CLEARANCE } else { 0.0 })
}

/// The axis along which the browser scrolls a hand under a finger (its `touch-action`).
#[derive(Clone, Copy, PartialEq)]
enum Axis {
    Across,
    Down,
}

/// Where a press on the piece stands.
#[derive(Clone, Copy, PartialEq)]
enum Gesture {
    Idle,
    /// Pressed, not yet a tap nor a drag: nothing changes on the page while the pointer is
    /// down and still, so no button slides under it to take the tap. Lifted, it is a tap (the
    /// piece is selected); moved past the slop, a drag. On a hand that scrolls along `swipe`, a
    /// move along it scrolls the hand, and a rest picks the piece up too.
    Pressed {
        start: (f64, f64),
        pointer: i32,
        touch: bool,
        swipe: Option<Axis>,
    },
    /// The browser scrolls the hand: the piece stays where it is.
    Swiping,
    Dragging(Drag),
}

fn point(e: &PointerEvent) -> (f64, f64) {
    (f64::from(e.client_x()), f64::from(e.client_y()))
}

/// The axis a finger scrolls the hand along from this piece, if the hand can scroll: the style
/// sheet says it with `touch-action: pan-x` (a row) or `pan-y` (a column); anything else, or a
/// hand that all fits, makes a finger drag at once like a mouse.
fn swipe_axis(el: &web_sys::Element) -> Option<Axis> {
    let window = web_sys::window()?;
    let action = window
        .get_computed_style(el)
        .ok()??
        .get_property_value("touch-action")
        .ok()?;
    let axis = match action.as_str() {
        "pan-x" => Axis::Across,
        "pan-y" => Axis::Down,
        _ => return None,
    };
    let body = window.document()?.body()?;
    let mut up = el.parent_element();
    while let Some(parent) = up {
        if parent.is_same_node(Some(&body)) {
            return None;
        }
        let overflows = match axis {
            Axis::Across => parent.scroll_width() > parent.client_width() + 1,
            Axis::Down => parent.scroll_height() > parent.client_height() + 1,
        };
        if overflows {
            return Some(axis);
        }
        up = parent.parent_element();
    }
    None
}

/// While a piece is dragged near the edge of something scrolled under the pointer (a zoomed
/// board, the hand), that keeps scrolling, so a far spot comes into reach: what scrolls, and by
/// how much each step.
fn edge_under(x: f64, y: f64) -> Option<(web_sys::Element, f64, f64)> {
    const EDGE: f64 = 32.0;
    const STEP: f64 = 12.0;
    let document = web_sys::window()?.document()?;
    let mut el = document.element_from_point(x as f32, y as f32);
    while let Some(e) = el {
        if e.tag_name().eq_ignore_ascii_case("body") {
            return None;
        }
        let across = e.scroll_width() > e.client_width() + 1;
        let down = e.scroll_height() > e.client_height() + 1;
        if across || down {
            let r = e.get_bounding_client_rect();
            let step = |scrolls: bool, low: f64, high: f64, at: f64| {
                if scrolls && at < low + EDGE {
                    -STEP
                } else if scrolls && at > high - EDGE {
                    STEP
                } else {
                    0.0
                }
            };
            let dx = step(across, r.left(), r.right(), x);
            let dy = step(down, r.top(), r.bottom(), y);
            return (dx != 0.0 || dy != 0.0).then_some((e, dx, dy));
        }
        el = e.parent_element();
    }
    None
}

/// Something that can be dragged onto the board with a mouse, a pen or a finger (Pointer Events
/// with pointer capture), tapped to select, or picked up with the keyboard. In a hand that
/// scrolls, a finger swiping along the hand scrolls it; moving across it, or resting a moment,
/// picks the piece up.
#[function_component(Draggable)]
pub fn draggable<T: Clone + PartialEq + 'static>(props: &DraggableProps<T>) -> Html {
    // Read and written synchronously by the pointer events, the hold timer and the touchmove
    // listener, which all follow one another within a gesture.
    let gesture = use_mut_ref(|| Gesture::Idle);
    let hold = use_mut_ref(|| None::<Timeout>);
    let edge_scroll = use_mut_ref(|| None::<Interval>);
    let redraw = use_force_update();
    let button = use_node_ref();
    let cell_under = {
        let locate = props.locate.clone();
        move |x: f64, y: f64| locate.emit((x, y))
    };
    // The piece is picked up: capture the pointer on the button itself (the event's current
    // target is Yew's delegation root), so every move and the release come back here.
    let pick_up = {
        let (gesture, button, redraw) = (gesture.clone(), button.clone(), redraw.clone());
        let on_start = props.on_start.clone();
        Rc::new(move |pointer: i32, drag: Drag| {
            if let Some(target) = button.cast::<web_sys::Element>() {
                let _ = target.set_pointer_capture(pointer);
            }
            *gesture.borrow_mut() = Gesture::Dragging(drag);
            on_start.emit(());
            redraw.force_update();
        })
    };
    // A finger that presses or drags the piece must not scroll the page or the hand (unless
    // it swipes a hand that scrolls): its touchmoves are cancelled. And the browser's click
    // that follows a finger's lift is cancelled: the piece answered the pointer events itself,
    // and the click, aimed where the finger was, would land on whatever the new layout put
    // there ("Put back", Undo). Yew's own listeners are passive, so these are set directly.
    {
        let (gesture, button) = (gesture.clone(), button.clone());
        use_effect_with((), move |_| {
            let listeners = button.cast::<web_sys::Element>().map(|el| {
                let options = EventListenerOptions::enable_prevent_default();
                let moves = EventListener::new_with_options(&el, "touchmove", options, move |e| {
                    let holds = match *gesture.borrow() {
                        Gesture::Dragging(_) => true,
                        Gesture::Pressed { swipe, .. } => swipe.is_none(),
                        Gesture::Idle | Gesture::Swiping => false,
                    };
                    if holds && e.cancelable() {
                        e.prevent_default();
                    }
                });
                let lifts = EventListener::new_with_options(&el, "touchend", options, |e| {
                    if e.cancelable() {
                        e.prevent_default();
                    }
                });
                (moves, lifts)
            });
            move || drop(listeners)
        });
    }
    let onpointerdown = {
        let (gesture, hold, button) = (gesture.clone(), hold.clone(), button.clone());
        let pick_up = pick_up.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let start = point(&e);
            let pointer = e.pointer_id();
            let touch = e.pointer_type() == "touch";
            let swipe = button
                .cast::<web_sys::Element>()
                .filter(|_| touch)
                .and_then(|el| swipe_axis(&el));
            *gesture.borrow_mut() = Gesture::Pressed {
                start,
                pointer,
                touch,
                swipe,
            };
            if swipe.is_none() {
                // Every move and the release come back here, wherever the pointer goes.
                e.prevent_default();
                if let Some(el) = button.cast::<web_sys::Element>() {
                    let _ = el.set_pointer_capture(pointer);
                }
                return;
            }
            // Let the browser have the finger for now: it may be a swipe.
            let (gesture, pick_up) = (gesture.clone(), pick_up.clone());
            *hold.borrow_mut() = Some(Timeout::new(HOLD_MS, move || {
                let still = matches!(*gesture.borrow(), Gesture::Pressed { .. });
                if still {
                    let drag = Drag {
                        start,
                        at: start,
                        moved: false,
                        touch,
                    };
                    pick_up(pointer, drag);
                }
            }));
        })
    };
    let onpointermove = {
        let (gesture, hold, redraw) = (gesture.clone(), hold.clone(), redraw.clone());
        let edge_scroll = edge_scroll.clone();
        let on_hover = props.on_hover.clone();
        let cell_under = cell_under.clone();
        let pick_up = pick_up.clone();
        Callback::from(move |e: PointerEvent| {
            let at = point(&e);
            let now = *gesture.borrow();
            match now {
                Gesture::Pressed {
                    start,
                    pointer,
                    touch,
                    swipe,
                } => {
                    let (dx, dy) = (at.0 - start.0, at.1 - start.1);
                    if dx.hypot(dy) <= SLOP {
                        return;
                    }
                    hold.borrow_mut().take();
                    let along = match swipe {
                        Some(Axis::Across) => dx.abs() >= dy.abs(),
                        Some(Axis::Down) => dy.abs() > dx.abs(),
                        None => false,
                    };
                    if along {
                        *gesture.borrow_mut() = Gesture::Swiping;
                        return;
                    }
                    let drag = Drag {
                        start,
                        at,
                        moved: true,
                        touch,
                    };
                    pick_up(pointer, drag);
                    let aim = drag.aim();
                    on_hover.emit(cell_under(aim.0, aim.1));
                }
                Gesture::Dragging(d) => {
                    let moved = d.moved || (at.0 - d.start.0).hypot(at.1 - d.start.1) > SLOP;
                    let d = Drag { at, moved, ..d };
                    *gesture.borrow_mut() = Gesture::Dragging(d);
                    redraw.force_update();
                    if moved {
                        let aim = d.aim();
                        // Near an edge, scroll on while the piece rests there, the spot under
                        // it changing as the board passes beneath.
                        *edge_scroll.borrow_mut() = edge_under(aim.0, aim.1).map(|(el, dx, dy)| {
                            let (on_hover, cell_under) = (on_hover.clone(), cell_under.clone());
                            Interval::new(40, move || {
                                el.scroll_by_with_x_and_y(dx, dy);
                                on_hover.emit(cell_under(aim.0, aim.1));
                            })
                        });
                        on_hover.emit(cell_under(aim.0, aim.1));
                    }
                }
                Gesture::Idle | Gesture::Swiping => {}
            }
        })
    };
    let end = {
        let (gesture, hold, redraw) = (gesture.clone(), hold.clone(), redraw.clone());
        let edge_scroll = edge_scroll.clone();
        let on_start = props.on_start.clone();
        let on_drop = props.on_drop.clone();
        move |e: PointerEvent, cancelled: bool| {
            hold.borrow_mut().take();
            edge_scroll.borrow_mut().take();
            let was = std::mem::replace(&mut *gesture.borrow_mut(), Gesture::Idle);
            match was {
                // Lifted before it moved or rested: a tap, which selects.
                Gesture::Pressed { .. } if !cancelled => {
                    on_start.emit(());
                    on_drop.emit(DropEvent {
                        target: None,
                        moved: false,
                    });
                }
                Gesture::Dragging(d) => {
                    let aim = lifted(point(&e), d.touch);
                    let target = if cancelled {
                        None
                    } else {
                        cell_under(aim.0, aim.1)
                    };
                    on_drop.emit(DropEvent {
                        target,
                        moved: d.moved || cancelled,
                    });
                }
                _ => {}
            }
            redraw.force_update();
        }
    };
    let onpointerup = {
        let end = end.clone();
        Callback::from(move |e: PointerEvent| end(e, false))
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| end(e, true));
    // A long press must not open the browser's menu over the piece.
    let oncontextmenu = {
        let gesture = gesture.clone();
        Callback::from(move |e: MouseEvent| {
            if *gesture.borrow() != Gesture::Idle {
                e.prevent_default();
            }
        })
    };
    let onkeydown = {
        let on_pick = props.on_pick.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                // Used up: a board holding the piece must not read it as "put it here".
                e.stop_propagation();
                on_pick.emit(());
            }
        })
    };
    let drag = match *gesture.borrow() {
        Gesture::Dragging(d) => Some(d),
        _ => None,
    };
    // Escape cancels a drag, wherever the focus is: the piece goes back as if dropped off the board.
    {
        let (gesture, hold, redraw) = (gesture.clone(), hold.clone(), redraw.clone());
        let edge_scroll = edge_scroll.clone();
        let on_drop = props.on_drop.clone();
        use_effect_with(drag.is_some(), move |dragging| {
            let listener = (*dragging).then(|| {
                EventListener::new(&gloo::utils::document(), "keydown", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.key() != "Escape" {
                        return;
                    }
                    hold.borrow_mut().take();
                    edge_scroll.borrow_mut().take();
                    let was = std::mem::replace(&mut *gesture.borrow_mut(), Gesture::Idle);
                    if matches!(was, Gesture::Dragging(_)) {
                        on_drop.emit(DropEvent {
                            target: None,
                            moved: true,
                        });
                    }
                    redraw.force_update();
                })
            });
            move || drop(listener)
        });
    }
    // The ghost's element is always there (empty when idle): adding or removing a sibling would
    // make Yew rebuild the button and lose the pointer capture mid-drag.
    let ghost = drag.filter(|d| d.moved);
    let classes = classes!(
        "draggable",
        props.selected.then_some("selected"),
        drag.is_some().then_some("dragging")
    );
    if props.in_svg {
        // The piece itself follows the pointer, in the SVG's units, while it is held (above a
        // finger, which would hide it).
        let shift = ghost.filter(|_| props.selected).map(|d| {
            let k = button
                .cast::<web_sys::Element>()
                .map_or(1.0, |el| svg_units_per_pixel(&el));
            let aim = d.aim();
            format!(
                "transform:translate({}px,{}px)",
                Num((aim.0 - d.start.0) * k),
                Num((aim.1 - d.start.1) * k)
            )
        });
        return html! {
            <g ref={button} class={classes} role="button" tabindex="0" style={shift}
                aria-label={props.label.clone()} aria-pressed={props.selected.to_string()}
                {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {oncontextmenu} {onkeydown}>
                { props.children.clone() }
            </g>
        };
    }
    let ghost_style = ghost.map(|d| {
        let aim = d.aim();
        format!("left:{}px;top:{}px", Num(aim.0), Num(aim.1))
    });
    html! {
        <>
            <button ref={button} class={classes}
                aria-label={props.label.clone()} aria-pressed={props.selected.to_string()}
                {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {oncontextmenu} {onkeydown}>
                { props.children.clone() }
            </button>
            <div class="drag-ghost" aria-hidden="true" style={ghost_style}>
                if ghost.is_some() { { props.children.clone() } }
            </div>
        </>
    }
}

/// How many user units of the SVG holding `el` one CSS pixel is (`viewBox`, "meet"). The viewBox
/// is read from the DOM as numbers: parsing its text would link float parsing into every page.
fn svg_units_per_pixel(el: &web_sys::Element) -> f64 {
    let Some(svg) = el
        .closest("svg")
        .ok()
        .flatten()
        .and_then(|svg| svg.dyn_into::<web_sys::SvgsvgElement>().ok())
    else {
        return 1.0;
    };
    let rect = svg.get_bounding_client_rect();
    match svg.view_box().base_val() {
        Some(view) if view.width() > 0.0 && rect.width() > 0.0 && rect.height() > 0.0 => {
            (f64::from(view.width()) / rect.width()).max(f64::from(view.height()) / rect.height())
        }
        _ => 1.0,
    }
}

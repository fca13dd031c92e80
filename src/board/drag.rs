use yew::prelude::*;

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

/// Picking a piece up from the keyboard: `hold` it, then move the focus to the board, where the
/// arrows and Enter place it.
pub fn pick_to_board(hold: Callback<()>, board: NodeRef) -> Callback<()> {
    Callback::from(move |()| {
        hold.emit(());
        if let Some(svg) = board.cast::<web_sys::SvgElement>() {
            let _ = svg.focus();
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

#[derive(Clone, Copy, PartialEq)]
struct Drag {
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

/// Something that can be dragged onto the board with a mouse, a pen or a finger (Pointer Events
/// with pointer capture), tapped to select, or picked up with the keyboard.
#[function_component(Draggable)]
pub fn draggable<T: Clone + PartialEq + 'static>(props: &DraggableProps<T>) -> Html {
    let drag = use_state(|| None::<Drag>);
    let button = use_node_ref();
    let cell_under = {
        let locate = props.locate.clone();
        move |x: f64, y: f64| locate.emit((x, y))
    };
    let onpointerdown = {
        let drag = drag.clone();
        let button = button.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            e.prevent_default();
            // Capture on the button itself (the event's current target is Yew's delegation root), so
            // every move and the release come back here wherever the pointer goes.
            if let Some(target) = button.cast::<web_sys::Element>() {
                let _ = target.set_pointer_capture(e.pointer_id());
            }
            let p = (f64::from(e.client_x()), f64::from(e.client_y()));
            drag.set(Some(Drag {
                start: p,
                at: p,
                moved: false,
            }));
            on_start.emit(());
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        let on_hover = props.on_hover.clone();
        let cell_under = cell_under.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            let at = (f64::from(e.client_x()), f64::from(e.client_y()));
            let moved = d.moved || (at.0 - d.start.0).hypot(at.1 - d.start.1) > 8.0;
            drag.set(Some(Drag { at, moved, ..d }));
            if moved {
                on_hover.emit(cell_under(at.0, at.1));
            }
        })
    };
    let end = {
        let drag = drag.clone();
        let on_drop = props.on_drop.clone();
        move |e: PointerEvent, cancelled: bool| {
            let Some(d) = *drag else { return };
            drag.set(None);
            let at = (f64::from(e.client_x()), f64::from(e.client_y()));
            let target = if cancelled {
                None
            } else {
                cell_under(at.0, at.1)
            };
            on_drop.emit(DropEvent {
                target,
                moved: d.moved || cancelled,
            });
        }
    };
    let onpointerup = {
        let end = end.clone();
        Callback::from(move |e: PointerEvent| end(e, false))
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| end(e, true));
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
    // The ghost's element is always there (empty when idle): adding or removing a sibling would
    // make Yew rebuild the button and lose the pointer capture mid-drag.
    let ghost = drag.as_ref().filter(|d| d.moved);
    let classes = classes!(
        "draggable",
        props.selected.then_some("selected"),
        drag.is_some().then_some("dragging")
    );
    if props.in_svg {
        // The piece itself follows the pointer, in the SVG's units, while it is held.
        let shift = ghost.filter(|_| props.selected).map(|d| {
            let k = button
                .cast::<web_sys::Element>()
                .map_or(1.0, |el| svg_units_per_pixel(&el));
            format!(
                "transform:translate({}px,{}px)",
                (d.at.0 - d.start.0) * k,
                (d.at.1 - d.start.1) * k
            )
        });
        return html! {
            <g ref={button} class={classes} role="button" tabindex="0" style={shift}
                aria-label={props.label.clone()} aria-pressed={props.selected.to_string()}
                {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                { props.children.clone() }
            </g>
        };
    }
    let ghost_style = ghost.map(|d| format!("left:{}px;top:{}px", d.at.0, d.at.1));
    html! {
        <>
            <button ref={button} class={classes}
                aria-label={props.label.clone()} aria-pressed={props.selected.to_string()}
                {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                { props.children.clone() }
            </button>
            <div class="drag-ghost" aria-hidden="true" style={ghost_style}>
                if ghost.is_some() { { props.children.clone() } }
            </div>
        </>
    }
}

/// How many user units of the SVG holding `el` one CSS pixel is (`viewBox`, "meet").
fn svg_units_per_pixel(el: &web_sys::Element) -> f64 {
    let Ok(Some(svg)) = el.closest("svg") else {
        return 1.0;
    };
    let rect = svg.get_bounding_client_rect();
    let view: Vec<f64> = svg
        .get_attribute("viewBox")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    match view.as_slice() {
        [_, _, w, h] if rect.width() > 0.0 && rect.height() > 0.0 => {
            (w / rect.width()).max(h / rect.height())
        }
        _ => 1.0,
    }
}

//! A board a finger can play on: one button zooms it in until every spot is at least a finger's
//! width (`TOUCH_PX`), and the board then scrolls inside its frame. The board keeps locating spots
//! with its bounding box, which follows the zoom and the scroll.

use yew::prelude::*;

use super::number::Num;
use crate::i18n::use_lang;

/// The smallest spot a finger is given once zoomed in, in CSS px (44 at least: WCAG's target).
pub const TOUCH_PX: f64 = 48.0;

#[derive(Properties, PartialEq)]
pub struct ZoomProps {
    /// How many of its smallest spots the board spans across (its width in columns for a grid).
    pub across: f64,
    /// Extra classes of the frame (e.g. the game's own look).
    #[prop_or_default]
    pub class: Classes,
    pub children: Html,
}

#[function_component(Zoom)]
pub fn zoom(props: &ZoomProps) -> Html {
    let l = use_lang();
    let zoomed = use_state(|| false);
    let frame = use_node_ref();
    // The point of the board at the middle of the frame, as a fraction of the board: it stays in
    // the middle when the zoom changes.
    let middle = use_mut_ref(|| (0.5, 0.5));
    {
        let (frame, middle) = (frame.clone(), middle.clone());
        use_effect_with(*zoomed, move |zoomed| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                // Zoomed in, the board takes the top of the screen, the hand right under it.
                if let Some(whole) = el.parent_element().filter(|_| *zoomed) {
                    whole.scroll_into_view_with_bool(true);
                }
                let (fx, fy) = *middle.borrow();
                let centred = |fraction: f64, size: i32, client: i32| {
                    (fraction * f64::from(size) - f64::from(client) / 2.0) as i32
                };
                el.set_scroll_left(centred(fx, el.scroll_width(), el.client_width()));
                el.set_scroll_top(centred(fy, el.scroll_height(), el.client_height()));
            }
        });
    }
    let onclick = {
        let (zoomed, frame, middle) = (zoomed.clone(), frame.clone(), middle.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                let fraction = |scroll: i32, client: i32, size: i32| {
                    (f64::from(scroll) + f64::from(client) / 2.0) / f64::from(size.max(1))
                };
                *middle.borrow_mut() = (
                    fraction(el.scroll_left(), el.client_width(), el.scroll_width()),
                    fraction(el.scroll_top(), el.client_height(), el.scroll_height()),
                );
            }
            zoomed.set(!*zoomed);
        })
    };
    // The frame's width, read once it is drawn (a first render has nothing to measure) and after
    // every render: the button then settles before the page is painted, whether or not the table
    // around renders again.
    let width = use_state_eq(|| None::<i32>);
    {
        let (frame, width) = (frame.clone(), width.clone());
        use_effect(move || {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                width.set(Some(el.client_width()));
            }
        });
    }
    // Where the board already gives a finger room (a small board, a wide screen), no button.
    let needed = *zoomed || width.is_none_or(|w| f64::from(w) < props.across * TOUCH_PX);
    let label = if *zoomed {
        l.t("Whole board", "Tout le plateau")
    } else {
        l.t("Zoom in", "Zoomer")
    };
    html! {
        <div class="board-zoom">
            <div ref={frame} class={classes!("board-wrap", props.class.clone(), zoomed.then_some("zoomed"))}
                style={format!("--zoomed-width:{}px", Num(props.across * TOUCH_PX))}>
                { props.children.clone() }
            </div>
            if needed {
                <button class="button zoom" aria-label={label} aria-pressed={zoomed.to_string()} {onclick}>
                    { if *zoomed { "−" } else { "+" } }
                </button>
            }
        </div>
    }
}

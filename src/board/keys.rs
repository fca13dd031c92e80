//! Keyboard hints ("Turn tile (R)") only where a keyboard is the way to play: a phone or a
//! tablet shows the action alone.

use gloo::events::EventListener;
use tablee_rules::Dir;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A touch screen without a hovering pointer (a phone, a tablet). Off a browser (the native
/// tests of the words), the keyboard and mouse's words.
pub fn touch_screen() -> bool {
    cfg!(target_arch = "wasm32")
        && web_sys::window()
            .and_then(|w| {
                w.match_media("(hover: none) and (pointer: coarse)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|m| m.matches())
}

/// A label with its key, "Turn tile (R)", or the label alone on a touch screen.
pub fn with_key(label: &str, key: &str) -> String {
    label_with_key(label, key, touch_screen())
}

/// What to say of a way to play: the keyboard's words, or on a touch screen the finger's.
pub fn by_input<'a>(keys: &'a str, touch: &'a str) -> &'a str {
    if touch_screen() { touch } else { keys }
}

fn label_with_key(label: &str, key: &str, touch: bool) -> String {
    if touch {
        label.to_string()
    } else {
        format!("{label} ({key})")
    }
}

/// A key a board hears: an arrow (its cursor moves that way), or Enter or Space (the held piece
/// goes to the cursor's spot).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    Arrow(Dir),
    Drop,
}

impl BoardKey {
    pub fn of(key: &str) -> Option<BoardKey> {
        match key {
            "Enter" | " " => Some(BoardKey::Drop),
            _ => arrow_dir(key).map(BoardKey::Arrow),
        }
    }
}

/// A board's keydown handler: `to_msg` says what a board key does now (`None`: nothing); a key
/// that does something does not also scroll the page.
pub fn on_board_key<M: 'static>(
    dispatch: Callback<M>,
    to_msg: impl Fn(BoardKey) -> Option<M> + 'static,
) -> Callback<web_sys::KeyboardEvent> {
    Callback::from(move |e: web_sys::KeyboardEvent| {
        if let Some(msg) = BoardKey::of(&e.key()).and_then(&to_msg) {
            e.prevent_default();
            dispatch.emit(msg);
        }
    })
}

/// The direction an arrow key moves a board's keyboard cursor.
pub fn arrow_dir(key: &str) -> Option<Dir> {
    match key {
        "ArrowUp" => Some(Dir::North),
        "ArrowDown" => Some(Dir::South),
        "ArrowLeft" => Some(Dir::West),
        "ArrowRight" => Some(Dir::East),
        _ => None,
    }
}

/// While `active` (a piece is held), Escape anywhere on the page calls `cancel`: a piece picked
/// up by a tap leaves the focus where it was, so the board alone would not hear the key.
#[hook]
pub fn use_escape(active: bool, cancel: Callback<()>) {
    use_keys(active, &["Escape"], cancel.reform(|_| ()));
}

/// While `active`, any of `keys` pressed anywhere on the page calls `on` with the key (a held
/// tile turned over with M, wherever the focus is). Keys typed into a text field are theirs.
#[hook]
pub fn use_keys(active: bool, keys: &'static [&'static str], on: Callback<String>) {
    use_effect_with(active, move |active| {
        let listener = active.then(gloo::utils::document).map(|doc| {
            EventListener::new(&doc, "keydown", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .is_some();
                let key = e.key();
                if !typing && keys.contains(&key.as_str()) {
                    on.emit(key);
                }
            })
        });
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::{arrow_dir, label_with_key};
    use tablee_rules::Dir;

    #[test]
    fn the_arrows_move_the_cursor_and_nothing_else_does() {
        assert_eq!(arrow_dir("ArrowUp"), Some(Dir::North));
        assert_eq!(arrow_dir("ArrowRight"), Some(Dir::East));
        assert_eq!(arrow_dir("ArrowDown"), Some(Dir::South));
        assert_eq!(arrow_dir("ArrowLeft"), Some(Dir::West));
        assert_eq!(arrow_dir("Enter"), None);
    }

    #[test]
    fn the_key_is_named_only_off_touch_screens() {
        assert_eq!(label_with_key("Turn tile", "R", false), "Turn tile (R)");
        assert_eq!(label_with_key("Reposer", "Échap", false), "Reposer (Échap)");
        assert_eq!(label_with_key("Turn tile", "R", true), "Turn tile");
    }
}

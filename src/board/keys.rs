//! Keyboard hints ("Turn tile (R)") only where a keyboard is the way to play: a phone or a
//! tablet shows the action alone.

/// A touch screen without a hovering pointer (a phone, a tablet).
pub fn touch_screen() -> bool {
    web_sys::window()
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

#[cfg(test)]
mod tests {
    use super::label_with_key;

    #[test]
    fn the_key_is_named_only_off_touch_screens() {
        assert_eq!(label_with_key("Turn tile", "R", false), "Turn tile (R)");
        assert_eq!(label_with_key("Reposer", "Échap", false), "Reposer (Échap)");
        assert_eq!(label_with_key("Turn tile", "R", true), "Turn tile");
    }
}

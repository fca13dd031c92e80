//! The page's shell (scripts/page-shell.mjs) draws the home's heading and opening line before the
//! app arrives; the app's home page draws the same words in their place, in both languages, so
//! nothing changes under the reader's eyes when the app takes over.
#![cfg(not(target_arch = "wasm32"))]

use tablee::home::{heading, lede};
use tablee::i18n::Lang;

const SHELL: &str = include_str!("../scripts/page-shell.mjs");

/// A JavaScript string literal as the module writes it.
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

#[test]
fn the_shell_says_what_the_home_page_says() {
    for l in [Lang::En, Lang::Fr] {
        let (heading, lede) = (heading(l), lede(l));
        assert!(
            SHELL.contains(&quoted(heading)),
            "SHELF_HEADING lacks {heading:?}"
        );
        assert!(SHELL.contains(&quoted(lede)), "HOME_LEDE lacks {lede:?}");
    }
}

//! In-browser component tests (wasm-bindgen-test, headless Chromium through chromedriver).
//! Run with `cargo test -p tablee --target wasm32-unknown-unknown` (see scripts/test).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn render_app() -> web_sys::Element {
    // The runner's page carries its own hash: start from the home screen.
    web_sys::window().unwrap().location().set_hash("/").unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    // Yew renders on its scheduler: give it a turn of the event loop.
    yew::platform::time::sleep(Duration::from_millis(50)).await;
    root
}

#[wasm_bindgen_test]
async fn the_shelf_lists_all_five_titles_and_marks_the_unbuilt_as_coming() {
    let root = render_app().await;
    let text = root.text_content().unwrap_or_default();
    for title in [
        "Casbah",
        "Drunter & Drüber",
        "Capt'n Clever",
        "Les Cabanes de M'sieur Robinson",
        "Robinson Crusoé",
    ] {
        assert!(text.contains(title), "{title} missing from the shelf");
    }
    let coming = root
        .query_selector_all(".shelf-item.coming")
        .unwrap()
        .length();
    assert_eq!(coming, 4);
}

#[wasm_bindgen_test]
async fn every_button_has_an_accessible_name() {
    let root = render_app().await;
    let buttons = root.query_selector_all("button, a").unwrap();
    assert!(buttons.length() > 0);
    for i in 0..buttons.length() {
        let el: web_sys::Element = wasm_bindgen::JsCast::unchecked_into(buttons.item(i).unwrap());
        let name = el
            .get_attribute("aria-label")
            .or_else(|| el.text_content())
            .unwrap_or_default();
        assert!(
            !name.trim().is_empty(),
            "{} without a name",
            el.outer_html()
        );
    }
}

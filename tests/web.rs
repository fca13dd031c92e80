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
    assert_eq!(coming, 3);
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

fn casbah_save(id: &str) -> tablee::storage::SaveFile {
    use tablee_rules::casbah::{Casbah, CasbahAction, CasbahSetup, Rotation, Size, Tile};
    use tablee_rules::{Pos, Session};
    let mut session = Session::<Casbah>::new(
        CasbahSetup {
            size: Size::new(6, 6),
            seats: 1,
        },
        7,
    )
    .unwrap();
    let entrance = Tile::all().iter().find(|t| t.is_entrance()).unwrap().id;
    session
        .play(CasbahAction::Place {
            tile: entrance,
            rotation: Rotation::new(0),
            pos: Pos::new(2, 5),
        })
        .unwrap();
    tablee::storage::SaveFile {
        format: tablee::storage::FORMAT,
        id: id.to_string(),
        game: tablee::route::GameKind::Casbah,
        updated: 1.0,
        players: tablee::seats::default_players(1, tablee::i18n::Lang::En),
        over: false,
        record: serde_json::to_value(session.record()).unwrap(),
    }
}

#[wasm_bindgen_test]
fn damaged_saves_are_listed_and_kept() {
    let storage = tablee::storage::local().unwrap();
    storage.clear().unwrap();
    tablee::storage::store(&casbah_save("good")).unwrap();
    storage.set_item("tablee.save.bad", "{ not json").unwrap();
    let listed = tablee::storage::list();
    assert!(matches!(&listed[0], tablee::storage::Listed::Game(s) if s.id == "good"));
    assert!(matches!(&listed[1], tablee::storage::Listed::Damaged { id, .. } if id == "bad"));
    assert_eq!(
        storage.get_item("tablee.save.bad").unwrap().as_deref(),
        Some("{ not json")
    );
    assert!(tablee::storage::load("nothing").is_err());
}

#[wasm_bindgen_test]
async fn a_saved_game_reopens_where_it_was() {
    tablee::storage::local().unwrap().clear().unwrap();
    tablee::storage::store(&casbah_save("resume")).unwrap();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("/play/resume")
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    yew::platform::time::sleep(Duration::from_millis(100)).await;
    let board = root
        .query_selector("[role=application]")
        .unwrap()
        .expect("a board");
    let placed = board
        .query_selector_all("[role=button][aria-label*='Entrance 1']")
        .unwrap();
    assert_eq!(
        placed.length(),
        1,
        "the entrance placed before the save is on the board"
    );
    // The entrance is no longer in the hand: 44 tiles left.
    assert!(
        root.text_content()
            .unwrap_or_default()
            .contains("44 tiles in hand")
    );
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

#[wasm_bindgen_test]
fn a_panic_leaves_a_screen_that_offers_to_reload() {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    root.set_inner_html("<p>the frozen game</p>");
    tablee::panic::render_error_screen(&root);
    let alert = root
        .query_selector("[role=alert]")
        .unwrap()
        .expect("an alert");
    assert!(
        alert
            .text_content()
            .unwrap_or_default()
            .contains("The game was saved after the last move")
    );
    let button = root
        .query_selector("button#crash-reload")
        .unwrap()
        .expect("a reload button");
    assert_eq!(button.text_content().as_deref(), Some("Reload"));
    assert!(!root.inner_html().contains("the frozen game"));
}

/// Clicks the button whose text is `text` (synthetic events suffice for a click).
fn click_button(root: &web_sys::Element, text: &str) {
    use wasm_bindgen::JsCast;
    let buttons = root.query_selector_all("button").unwrap();
    let button = (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .find(|b| b.text_content().unwrap_or_default() == text)
        .unwrap_or_else(|| panic!("no button {text}"));
    button.unchecked_into::<web_sys::HtmlElement>().click();
}

#[wasm_bindgen_test]
async fn a_private_moment_opens_only_behind_a_curtain_and_leaves_the_page_after() {
    use tablee_rules::Session;
    use tablee_rules::drunter::{Drunter, DrunterSetup};
    tablee::storage::local().unwrap().clear().unwrap();
    let session = Session::<Drunter>::new(
        DrunterSetup {
            seats: 2,
            variant: false,
        },
        3,
    )
    .unwrap();
    let mut players = tablee::seats::default_players(2, tablee::i18n::Lang::En);
    for p in &mut players {
        p.kind = tablee::seats::SeatKind::Human;
    }
    let save = tablee::storage::save_file(
        tablee::route::GameKind::Drunter,
        "secret",
        &players,
        &session,
    );
    tablee::storage::store(&save).unwrap();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("/play/secret")
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    let settle = || yew::platform::time::sleep(Duration::from_millis(60));
    settle().await;
    let count = |sel: &str| root.query_selector_all(sel).unwrap().length();
    let text = || root.text_content().unwrap_or_default();

    // First a curtain, and nothing else of the game.
    assert!(text().contains("Pass the device to Player 1"));
    assert_eq!(
        (count(".goal-card"), count(".private"), count("svg.board")),
        (0, 0, 0)
    );
    click_button(&root, "I am Player 1: show");
    settle().await;
    assert_eq!(
        count(".private .goal-card"),
        1,
        "the goal shows once confirmed"
    );
    click_button(&root, "Done: hide my card");
    settle().await;
    // Player 1's card is out of the page; Player 2's moment starts with its own curtain.
    assert!(text().contains("Pass the device to Player 2"));
    assert_eq!((count(".goal-card"), count(".private")), (0, 0));
    assert!(!text().contains("Goal card:"));
    click_button(&root, "I am Player 2: show");
    settle().await;
    click_button(&root, "Done: hide my card");
    settle().await;
    assert!(text().contains("Pass the device back to the table"));
    click_button(&root, "Show the table");
    settle().await;
    assert_eq!(
        (count(".goal-card"), count(".private"), count("svg.board")),
        (0, 0, 1)
    );
    assert!(text().contains("Player 1 to lay a tile"));
}

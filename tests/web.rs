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
    let unbuilt = tablee::route::GameKind::SHELF
        .iter()
        .filter(|g| !g.is_built())
        .count();
    assert_eq!(coming as usize, unbuilt);
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
        redo: serde_json::Value::Null,
    }
}

#[wasm_bindgen_test]
fn damaged_saves_are_listed_and_kept() {
    let storage = tablee::storage::local().unwrap();
    storage.clear().unwrap();
    tablee::storage::store(&casbah_save("good")).unwrap();
    storage.set_item("tablee.save.bad", "{ not json").unwrap();
    let listed = tablee::storage::list();
    assert!(matches!(&listed[0], tablee::storage::Listed::Game(s, _) if s.id == "good"));
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

type DrunterSession = tablee_rules::Session<tablee_rules::drunter::Drunter>;

fn drunter_session(variant: bool) -> DrunterSession {
    use tablee_rules::drunter::DrunterSetup;
    DrunterSession::new(DrunterSetup::new(2, variant), 3).unwrap()
}

/// Opens a Drunter game of two humans at `session`'s state; returns the app's root.
async fn open_drunter(id: &str, session: &DrunterSession) -> web_sys::Element {
    tablee::storage::local().unwrap().clear().unwrap();
    let mut players = tablee::seats::default_players(2, tablee::i18n::Lang::En);
    for p in &mut players {
        p.kind = tablee::seats::SeatKind::Human;
    }
    let save = tablee::storage::save_file(tablee::route::GameKind::Drunter, id, &players, session);
    tablee::storage::store(&save).unwrap();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash(&format!("/play/{id}"))
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    settle().await;
    root
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
}

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

#[wasm_bindgen_test]
async fn a_private_moment_opens_only_behind_a_curtain_and_leaves_the_page_after() {
    let root = open_drunter("secret", &drunter_session(false)).await;
    let count = |sel: &str| count(&root, sel);
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

#[wasm_bindgen_test]
async fn the_variant_keeps_a_goal_card_in_private_moments() {
    use tablee_rules::Game;
    use tablee_rules::drunter::Phase;
    let mut session = drunter_session(true);
    // Lay the first legal tile again and again until the first path is finished.
    while !matches!(session.game().phase(), Phase::Keep { .. }) {
        let action = session.game().legal_actions().remove(0);
        session.play(action).unwrap();
    }
    let root = open_drunter("keep", &session).await;
    let text = || root.text_content().unwrap_or_default();
    // Each keeps in turn, from the player who finished the path.
    let first = session.game().to_move().unwrap().index() + 1;
    for who in [first, 3 - first] {
        assert!(text().contains(&format!("Pass the device to Player {who}")));
        assert!(text().contains("to keep one goal card in secret"));
        assert_eq!(count(&root, ".goal-card"), 0);
        click_button(&root, &format!("I am Player {who}: show"));
        settle().await;
        assert_eq!(
            count(&root, ".private .goal-card"),
            2,
            "both cards to choose from"
        );
        let keep = root
            .query_selector(".private .goal-choice button")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap();
        click_button(&root, &keep);
        settle().await;
        assert_eq!(count(&root, ".goal-card"), 0);
    }
    assert!(text().contains("Pass the device back to the table"));
    click_button(&root, "Show the table");
    settle().await;
    assert!(text().contains("Player 1 has kept a goal card."));
    assert_eq!(count(&root, ".goal-card"), 0);
}

#[wasm_bindgen_test]
async fn the_joker_is_decided_on_the_table_after_the_reveal() {
    use tablee_rules::Game;
    use tablee_rules::drunter::{Card, DrunterAction, Tile};
    let mut session = drunter_session(false);
    // Seat 0 lays a tile onto a toilet, plays its joker; seat 1 abstains with "???".
    let onto_toilet = session
        .game()
        .legal_actions()
        .into_iter()
        .find(|a| match a {
            DrunterAction::Lay { tile, path, dir } => Tile::get(*tile)
                .and_then(|t| session.game().town().plan(t, *path, *dir).ok())
                .is_some_and(|p| !p.toilets.is_empty()),
            _ => false,
        })
        .expect("a first tile onto a toilet");
    session.play(onto_toilet).unwrap();
    session
        .play(DrunterAction::Vote {
            cards: vec![Card::Joker],
        })
        .unwrap();
    session
        .play(DrunterAction::Vote {
            cards: vec![Card::Abstain],
        })
        .unwrap();
    let root = open_drunter("joker", &session).await;
    let text = || root.text_content().unwrap_or_default();
    // Nothing private about it: no curtain, the ballots are shown to all.
    assert!(!text().contains("Pass the device"));
    assert!(text().contains("Cards revealed — Player 1 decides the joker"));
    assert!(text().contains("JEEIINN (2, yes or no)"));
    click_button(&root, "Joker: no");
    settle().await;
    assert!(text().contains("Player 1's joker votes no."));
    assert!(text().contains("Yes 0, no 2: the toilet stays."));
    assert!(text().contains("The tile goes back to Player 1."));
    // The result stays in view, the game waiting, until the table has seen it.
    assert!(text().contains("Yes 0 – no 2: the toilet stays, the tile goes back to Player 1."));
    assert!(!text().contains("Player 2 to lay a tile"));
    click_button(&root, "Continue");
    settle().await;
    assert!(!text().contains("The town has voted"));
    assert!(text().contains("Player 2 to lay a tile"));
}

#[wasm_bindgen_test]
async fn a_finished_drunter_game_reveals_every_goal_with_its_breakdown() {
    use tablee_rules::drunter::ai;
    use tablee_rules::{Game, SeededRng};
    let mut session = drunter_session(false);
    let mut rng = SeededRng::new(11);
    while let Some(seat) = session.game().to_move() {
        let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
        session.play(action).unwrap();
    }
    let root = open_drunter("over", &session).await;
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("Game over"));
    assert!(text.contains("The goal cards are revealed"));
    // Every player's goal, now public, with each standing building it counts and the total.
    assert_eq!(count(&root, ".end .goal-card"), 2);
    let scores = session.game().scores();
    for line in &scores {
        assert!(text.contains(&format!("Total: {}", line.total)), "{text}");
    }
    assert_eq!(
        count(&root, ".end .score .counted li") as usize,
        scores.iter().map(|l| l.buildings.len()).sum::<usize>()
    );
    assert_eq!(
        count(&root, ".end .score.winner"),
        session.game().winners().len() as u32
    );
}

#[wasm_bindgen_test]
async fn a_finished_captn_game_names_its_winner() {
    use tablee_rules::captn::{Captn, CaptnSetup, ai};
    use tablee_rules::{Game, SeededRng, Session};
    let mut session = Session::<Captn>::new(
        CaptnSetup {
            seats: 2,
            variant: true,
        },
        5,
    )
    .unwrap();
    let mut rng = SeededRng::new(5);
    while let Some(seat) = session.game().to_move() {
        let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
        session.play(action).unwrap();
    }
    let winner = session.game().winner().unwrap();
    tablee::storage::local().unwrap().clear().unwrap();
    let players = tablee::seats::default_players(2, tablee::i18n::Lang::En);
    let save = tablee::storage::save_file(
        tablee::route::GameKind::CaptnClever,
        "won",
        &players,
        &session,
    );
    tablee::storage::store(&save).unwrap();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("/play/won")
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    settle().await;
    let text = root.text_content().unwrap_or_default();
    let name = format!("Player {}", winner.index() + 1);
    assert!(text.contains(&format!("{name} wins!")), "{text}");
    assert!(text.contains("9/9 treasures"));
    assert!(text.contains(&format!("{name} has found their nine treasures and wins!")));
    assert_eq!(count(&root, ".treasure-card, .private, .curtain"), 0);
}

#[wasm_bindgen_test]
async fn the_robinson_faq_lists_every_ruling_and_its_search_filters() {
    use tablee_rules::robinson::RULINGS;
    use wasm_bindgen::JsCast;
    tablee::storage::local()
        .unwrap()
        .set_item("tablee.lang", "en")
        .unwrap();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("/rules/robinson")
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    settle().await;
    assert_eq!(count(&root, "ol.rulings > li.ruling"), RULINGS.len() as u32);
    for entry in RULINGS {
        let id = format!("#{}", entry.ruling.anchor());
        let item = root
            .query_selector(&id)
            .unwrap()
            .expect("an anchor per ruling");
        let text = item.text_content().unwrap_or_default();
        assert!(text.contains(&entry.ruling.number()) && text.contains(entry.title_en));
    }
    let input: web_sys::HtmlInputElement = root
        .query_selector("input[type=search]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    input.set_value("pistol");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("input", &init).unwrap();
    input.dispatch_event(&event).unwrap();
    settle().await;
    let shown = count(&root, "ol.rulings > li.ruling");
    assert!(shown > 0 && shown < RULINGS.len() as u32, "{shown}");
    assert!(root.query_selector("#ruling-5-2").unwrap().is_some());
}

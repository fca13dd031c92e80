//! In-browser component tests (wasm-bindgen-test, headless Chromium through chromedriver).
//! Run with `cargo test -p tablee --target wasm32-unknown-unknown` (see scripts/test).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn render_app() -> web_sys::Element {
    // The runner's page carries its own hash: start from the home screen.
    render_app_at("/").await
}

/// The whole app mounted in a fresh element of the runner's page, on the screen of `hash`.
async fn render_app_at(hash: &str) -> web_sys::Element {
    web_sys::window()
        .unwrap()
        .location()
        .set_hash(hash)
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<tablee::app::App>::with_root(root.clone()).render();
    // Yew renders on its scheduler, and a saved game is replayed first: give it a moment.
    yew::platform::time::sleep(Duration::from_millis(100)).await;
    root
}

/// The app opened on the game `session`, saved as `id` for `players` in an empty storage.
async fn open_saved<G: tablee::storage::SavedGame>(
    id: &str,
    players: &[tablee::seats::PlayerConfig],
    session: &tablee_rules::Session<G>,
) -> web_sys::Element {
    tablee::platform::local().unwrap().clear().unwrap();
    let save = tablee::storage::save_file(id, players, session);
    tablee::storage::store(&save, tablee::rooms::check).unwrap();
    render_app_at(&format!("/play/{id}")).await
}

#[wasm_bindgen_test]
async fn the_shelf_lists_all_five_titles_each_with_its_new_game_and_rules() {
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
    assert_eq!(count(&root, ".shelf-item"), 5);
    assert_eq!(count(&root, ".shelf-item a[href^='#/new/']"), 5);
    assert_eq!(count(&root, ".shelf-item a[href^='#/rules/']"), 5);
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
    use tablee_rules::casbah::{Casbah, CasbahAction, CasbahSetup, Rotation, Size, TileSet};
    use tablee_rules::{Pos, Session};
    let mut session = Session::<Casbah>::new(CasbahSetup::new(Size::new(6, 6), 1), 7).unwrap();
    let entrance = TileSet::NEWEST
        .tiles()
        .iter()
        .find(|t| t.is_entrance())
        .unwrap()
        .id;
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
        game: tablee::game_kind::GameKind::Casbah,
        updated: 1.0,
        players: tablee::seats::default_players(1),
        over: false,
        record: serde_json::to_value(session.record()).unwrap(),
        redo: serde_json::Value::Null,
        sealed: None,
    }
}

#[wasm_bindgen_test]
fn a_cabanes_game_under_way_exports_without_its_pile_order_and_imports_dealt_anew() {
    use tablee_rules::cabanes::{Cabanes, CabanesAction, CabanesSetup};
    use tablee_rules::{Game, Seat, Session};
    let storage = tablee::platform::local().unwrap();
    storage.clear().unwrap();
    let mut session = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 31).unwrap();
    for pile in [0, 1, 0] {
        session.play(CabanesAction::Keep { pile }).unwrap();
    }
    let players = tablee::seats::default_players(2);
    // Stored by its page, which notes on the shelf what the piles have shown.
    tablee::storage::store_session("mid", &players, &session).unwrap();
    let text = tablee::storage::export_text("mid").unwrap();
    assert!(
        !text.contains("\"seed\"") && !text.contains("Keep"),
        "{text}"
    );
    let id = tablee::storage::import(&text, tablee::rooms::check).unwrap();
    assert_ne!(id, "mid");
    let (_, imported) = tablee::storage::open::<Cabanes>(&id).unwrap();
    assert_eq!(imported.record().turns, session.record().turns);
    assert_ne!(imported.record().seed, 31);
    for s in 0..2 {
        assert_eq!(imported.game().view(Seat(s)), session.game().view(Seat(s)));
    }
}

#[wasm_bindgen_test]
fn damaged_saves_are_listed_and_kept() {
    let storage = tablee::platform::local().unwrap();
    storage.clear().unwrap();
    tablee::storage::store(&casbah_save("good"), tablee::rooms::check).unwrap();
    storage.set_item("tablee.save.bad", "{ not json").unwrap();
    let listed = tablee::storage::list(tablee::rooms::check);
    assert!(matches!(&listed[0], tablee::storage::Listed::Game(s, _) if s.id == "good"));
    assert!(matches!(&listed[1], tablee::storage::Listed::Damaged { id, .. } if id == "bad"));
    assert_eq!(
        storage.get_item("tablee.save.bad").unwrap().as_deref(),
        Some("{ not json")
    );
    assert!(tablee::storage::load("nothing", tablee::rooms::check).is_err());
}

#[wasm_bindgen_test]
async fn a_saved_game_reopens_where_it_was() {
    tablee::platform::local().unwrap().clear().unwrap();
    tablee::storage::store(&casbah_save("resume"), tablee::rooms::check).unwrap();
    let root = render_app_at("/play/resume").await;
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
    let mut players = tablee::seats::default_players(2);
    for p in &mut players {
        p.kind = tablee::seats::SeatKind::Human;
    }
    open_saved(id, &players, session).await
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
    assert!(text().contains("Pass the device to Camille"));
    assert_eq!(
        (count(".goal-card"), count(".private"), count("svg.board")),
        (0, 0, 0)
    );
    click_button(&root, "I am Camille: show");
    settle().await;
    assert_eq!(
        count(".private .goal-card"),
        1,
        "the goal shows once confirmed"
    );
    click_button(&root, "Done: hide my card");
    settle().await;
    // Camille's card is out of the page; Sacha's moment starts with its own curtain.
    assert!(text().contains("Pass the device to Sacha"));
    assert_eq!((count(".goal-card"), count(".private")), (0, 0));
    assert!(!text().contains("Goal card:"));
    click_button(&root, "I am Sacha: show");
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
    assert!(text().contains("Camille to lay a tile"));
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
    let names = ["Camille", "Sacha"];
    let first = session.game().to_move().unwrap().index();
    for who in [names[first], names[1 - first]] {
        assert!(text().contains(&format!("Pass the device to {who}")));
        assert!(text().contains("to keep one goal card in secret"));
        assert_eq!(count(&root, ".goal-card"), 0);
        click_button(&root, &format!("I am {who}: show"));
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
    assert!(text().contains("Camille has kept a goal card."));
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
    assert!(text().contains("Cards revealed — Camille decides the joker"));
    assert!(text().contains("JEEIINN (2, yes or no)"));
    click_button(&root, "Joker: no");
    settle().await;
    assert!(text().contains("Camille's joker votes no."));
    assert!(text().contains("Yes 0, no 2: the toilet stays."));
    assert!(text().contains("The tile goes back to Camille."));
    // The result stays in view, the game waiting, until the table has seen it.
    assert!(text().contains("Yes 0 – no 2: the toilet stays, the tile goes back to Camille."));
    assert!(!text().contains("Sacha to lay a tile"));
    click_button(&root, "Continue");
    settle().await;
    assert!(!text().contains("The town has voted"));
    assert!(text().contains("Sacha to lay a tile"));
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
    let mut session = Session::<Captn>::new(CaptnSetup::new(2, true), 5).unwrap();
    let mut rng = SeededRng::new(5);
    while let Some(seat) = session.game().to_move() {
        let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
        session.play(action).unwrap();
    }
    assert_eq!(session.game().winners().len(), 1);
    let winner = session.game().winners()[0];
    let players = tablee::seats::default_players(2);
    let root = open_saved("won", &players, &session).await;
    let text = root.text_content().unwrap_or_default();
    let name = players[winner.index()].name.clone();
    assert!(text.contains(&format!("{name} wins!")), "{text}");
    assert!(text.contains("9/9 treasures"));
    assert!(text.contains(&format!("{name} has found their nine treasures and wins!")));
    assert_eq!(count(&root, ".treasure-card, .private, .curtain"), 0);
}

/// A 2-player Capt'n Clever game between quick computers (seed 26 ends in a shared win), played
/// until `stop` says so.
fn captn_two_player_game(
    stop: impl Fn(&tablee_rules::captn::Captn) -> bool,
) -> tablee_rules::Session<tablee_rules::captn::Captn> {
    use tablee_rules::captn::{Captn, CaptnSetup, ai};
    use tablee_rules::{Game, SeededRng, Session};
    let mut session = Session::<Captn>::new(CaptnSetup::new(2, true), 26).unwrap();
    let mut rng = SeededRng::new(26);
    while let Some(seat) = session.game().to_move() {
        if stop(session.game()) {
            break;
        }
        let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
        session.play(action).unwrap();
    }
    session
}

#[wasm_bindgen_test]
async fn a_captn_last_turn_is_announced_to_the_second_player() {
    use tablee_rules::captn::Phase;
    let session = captn_two_player_game(|g| {
        matches!(
            g.phase(),
            Phase::Turn {
                finisher: Some(_),
                ..
            }
        )
    });
    let mut players = tablee::seats::default_players(2);
    for p in &mut players {
        p.kind = tablee::seats::SeatKind::Human;
    }
    let root = open_saved("last", &players, &session).await;
    let text = root.text_content().unwrap_or_default();
    // The curtain before Sacha's last turn says why the game goes on.
    assert!(text.contains("Sacha"), "{text}");
    assert!(
        text.contains("to play your last turn, with your secret treasure card in sight: Camille has found their nine treasures"),
        "{text}"
    );
}

#[wasm_bindgen_test]
async fn a_shared_captn_win_names_both_winners() {
    let session = captn_two_player_game(|_| false);
    assert_eq!(session.game().winners().len(), 2);
    let players = tablee::seats::default_players(2);
    let root = open_saved("shared", &players, &session).await;
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("Camille and Sacha share the win!"), "{text}");
    assert!(text.contains("Camille has found their nine treasures. Sacha plays a last turn"));
    assert!(
        text.contains("Camille and Sacha have each found their nine treasures and share the win!")
    );
    assert_eq!(count(&root, ".end .score.winner"), 2);
    assert!(text.contains("Sacha — shares the win"));
}

#[wasm_bindgen_test]
async fn the_cabanes_end_shows_each_hut_s_points_their_sharing_and_the_totals() {
    use std::rc::Rc;
    use tablee::cabanes::end::{CabanesEnd, hut_results};
    use tablee_rules::cabanes::{Cabanes, CabanesSetup, ai};
    use tablee_rules::{Game, SeededRng, Session};
    use wasm_bindgen::JsCast;
    use yew::prelude::*;
    let mut session = Session::<Cabanes>::new(CabanesSetup { seats: 3 }, 11).unwrap();
    let mut rng = SeededRng::new(11);
    while let Some(seat) = session.game().to_move() {
        let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
        session.play(action).unwrap();
    }
    let game = session.game().clone();
    let players = tablee::seats::default_players(3);
    let results = hut_results(&game);
    let scores = game.scores();
    let winners = game.winners();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    /// The banner alone, as the table shows it once the game is over.
    #[derive(Properties, PartialEq)]
    struct Ended {
        players: Vec<tablee::seats::PlayerConfig>,
        game: Rc<Cabanes>,
        record: Rc<tablee_rules::Record<Cabanes>>,
    }
    #[function_component(EndOnly)]
    fn end_only(ended: &Ended) -> Html {
        CabanesEnd {
            id: "finished".into(),
            players: ended.players.clone(),
            game: ended.game.clone(),
            record: ended.record.clone(),
        }
        .view(tablee::i18n::Lang::En)
    }
    let props = Ended {
        players: players.clone(),
        game: Rc::new(game),
        record: Rc::new(session.record().clone()),
    };
    yew::Renderer::<EndOnly>::with_root_and_props(root.clone(), props).render();
    settle().await;
    // A table per hut, a row per criterion, its total as the engine counts it.
    let tables = root.query_selector_all(".hut-table").unwrap();
    assert_eq!(tables.length(), 3);
    for (h, r) in results.iter().enumerate() {
        let table: web_sys::Element = tables.item(h as u32).unwrap().dyn_into().unwrap();
        let text = table.text_content().unwrap_or_default();
        assert!(text.starts_with(&format!("Hut {}", h + 1)), "{text}");
        for row in [
            "Size",
            "Highest flag",
            "Comfort",
            "Complete hut",
            "Monkey couples",
        ] {
            assert!(text.contains(row), "{row} in {text}");
        }
        let total = table
            .query_selector("tr.total td")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap_or_default();
        assert_eq!(
            total,
            tablee::end::points(r.score.total, tablee::i18n::Lang::En)
        );
    }
    // How each hut's points were shared: the leader's share is named first.
    let shares = root.query_selector_all(".hut-shares li").unwrap();
    assert_eq!(shares.length(), 3);
    for (h, r) in results.iter().enumerate() {
        let text = shares
            .item(h as u32)
            .unwrap()
            .text_content()
            .unwrap_or_default();
        if let Some((leader, points)) = r.shares.first() {
            let name = &players[leader.index()].name;
            assert!(text.contains(&format!("{name} {points}")), "{text}");
        }
    }
    // The totals, best first, the winner marked, and the headline naming them.
    assert_eq!(count(&root, ".totals tbody tr"), 3);
    assert_eq!(
        count(&root, ".totals tbody tr.winner"),
        winners.len() as u32
    );
    let best = scores.iter().map(|s| s.total).max().unwrap();
    let first_row = root
        .query_selector(".totals tbody tr td.total")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default();
    assert_eq!(first_row, best.to_string());
    let headline = root.query_selector(".end-banner h2").unwrap().unwrap();
    let winner = &players[winners[0].index()].name;
    assert!(
        headline
            .text_content()
            .unwrap_or_default()
            .contains(winner.as_str())
    );
}

/// What the huts board said: which callback, with which spot.
type Heard =
    std::rc::Rc<std::cell::RefCell<Vec<(&'static str, Option<(u8, tablee_rules::cabanes::Cell)>)>>>;

/// Les Cabanes' huts board. Holding a tile: on the first hut one open cell glows (N1) and one
/// does not (L1). Aiming a cannon: the first hut's tile on floor 2 may be knocked off.
#[derive(yew::Properties, PartialEq)]
struct HutsHarnessProps {
    aiming: bool,
    on_cell: yew::Callback<(u8, tablee_rules::cabanes::Cell)>,
    on_tile: yew::Callback<(u8, tablee_rules::cabanes::Cell)>,
    on_point: yew::Callback<Option<(u8, tablee_rules::cabanes::Cell)>>,
}

#[yew::function_component(HutsHarness)]
fn huts_harness(props: &HutsHarnessProps) -> yew::Html {
    use tablee::cabanes::huts::{HutItem, HutsBoard, OpenCell, PawnItem, TileItem};
    use tablee_rules::cabanes::{Cell, TileId};
    let svg = yew::use_node_ref();
    let aiming = props.aiming;
    let tile = |cell: Cell, id: u8, target: bool| TileItem {
        cell,
        tile: TileId(id),
        mirrored: false,
        label: format!("Tile at {cell:?}"),
        last: None,
        target,
        falls: false,
    };
    let hut = |index: u8| HutItem {
        index,
        name: format!("Hut {}", index + 1),
        label: format!("Hut {}", index + 1),
        tiles: if index == 0 {
            vec![
                tile(Cell::new(0, 0), 0, false),
                tile(Cell::new(0, 1), 17, aiming),
            ]
        } else {
            vec![tile(Cell::new(0, 0), index, false)]
        },
        open: if index == 0 && !aiming {
            vec![
                OpenCell {
                    cell: Cell::new(1, 0),
                    legal: true,
                    label: "Hut 1, N1: the tile may go here".into(),
                    refused: false,
                },
                OpenCell {
                    cell: Cell::new(-1, 0),
                    legal: false,
                    label: "Hut 1, L1".into(),
                    refused: false,
                },
            ]
        } else {
            Vec::new()
        },
        track: vec![PawnItem {
            colour: "#c0392b",
            number: 1,
            space: 0,
            height: 0,
            label: "Player 1, start space".into(),
        }],
        track_label: format!("Track of hut {}", index + 1),
    };
    yew::html! {
        <HutsBoard huts={vec![hut(0), hut(1), hut(2)]} label="Huts" svg_ref={svg} active={!aiming}
            on_cell={props.on_cell.clone()} on_tile={props.on_tile.clone()} on_point={props.on_point.clone()}
            held={(!aiming).then_some((TileId(3), false))} />
    }
}

async fn render_huts(aiming: bool) -> (web_sys::Element, Heard) {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let heard: Heard = Default::default();
    let said = |what: &'static str| {
        let heard = heard.clone();
        yew::Callback::from(move |spot| heard.borrow_mut().push((what, Some(spot))))
    };
    let on_point = {
        let heard = heard.clone();
        yew::Callback::from(move |spot| heard.borrow_mut().push(("point", spot)))
    };
    let props = HutsHarnessProps {
        aiming,
        on_cell: said("cell"),
        on_tile: said("tile"),
        on_point,
    };
    yew::Renderer::<HutsHarness>::with_root_and_props(root.clone(), props).render();
    settle().await;
    (root, heard)
}

fn fire(el: &web_sys::Element, kind: &str, bubbles: bool) {
    let document = web_sys::window().unwrap().document().unwrap();
    let event = document.create_event("MouseEvents").unwrap();
    event.init_event_with_bubbles_and_cancelable(kind, bubbles, true);
    el.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn the_huts_board_names_its_glowing_cells_and_hears_a_click_on_one() {
    use tablee_rules::cabanes::Cell;
    let (root, heard) = render_huts(false).await;
    let legal = root.query_selector_all(".cab-board .open.legal").unwrap();
    assert_eq!(legal.length(), 1);
    let cell: web_sys::Element = wasm_bindgen::JsCast::unchecked_into(legal.item(0).unwrap());
    assert_eq!(cell.get_attribute("role").as_deref(), Some("button"));
    assert_eq!(
        cell.get_attribute("aria-label").as_deref(),
        Some("Hut 1, N1: the tile may go here")
    );
    // Every tile and pawn drawn is named too.
    for el in ["placed", "pawn"] {
        let all = root
            .query_selector_all(&format!(".cab-board .{el}"))
            .unwrap();
        assert!(all.length() > 0);
        for i in 0..all.length() {
            let e: web_sys::Element = wasm_bindgen::JsCast::unchecked_into(all.item(i).unwrap());
            assert!(!e.get_attribute("aria-label").unwrap_or_default().is_empty());
        }
    }
    fire(&cell, "click", true);
    settle().await;
    assert_eq!(*heard.borrow(), vec![("cell", Some((0, Cell::new(1, 0))))]);
}

#[wasm_bindgen_test]
async fn a_cannon_target_is_a_named_button_that_hears_pointing_and_clicks() {
    use tablee_rules::cabanes::Cell;
    let (root, heard) = render_huts(true).await;
    let targets = root
        .query_selector_all(".cab-board .placed.target")
        .unwrap();
    assert_eq!(targets.length(), 1);
    let target: web_sys::Element = wasm_bindgen::JsCast::unchecked_into(targets.item(0).unwrap());
    assert_eq!(target.get_attribute("role").as_deref(), Some("button"));
    assert!(
        !target
            .get_attribute("aria-label")
            .unwrap_or_default()
            .is_empty()
    );
    // No cell takes a tile while aiming.
    assert_eq!(count(&root, ".cab-board .open"), 0);
    let spot = Some((0, Cell::new(0, 1)));
    fire(&target, "pointerenter", false);
    fire(&target, "pointerleave", false);
    fire(&target, "click", true);
    settle().await;
    assert_eq!(
        *heard.borrow(),
        vec![("point", spot), ("point", None), ("tile", spot)]
    );
}

/// A key pressed on `target`, as the browser sends it (bubbling, so Yew hears it).
fn press(target: &web_sys::EventTarget, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn a_cabanes_tile_picked_with_enter_glows_where_it_fits_and_enter_builds_it_and_saves() {
    use tablee::seats::SeatKind;
    use tablee_rules::Session;
    use tablee_rules::cabanes::{Cabanes, CabanesSetup};
    use wasm_bindgen::JsCast;
    // Two people, so no computer moves while the test looks.
    let mut players = tablee::seats::default_players(2);
    for p in &mut players {
        p.kind = SeatKind::Human;
    }
    let session = Session::<Cabanes>::new(CabanesSetup { seats: 2 }, 299).unwrap();
    tablee::storage::store(
        &tablee::storage::save_file("cabanes-keys", &players, &session),
        tablee::rooms::check,
    )
    .unwrap();
    let root = render_app_at("/play/cabanes-keys").await;
    let document = web_sys::window().unwrap().document().unwrap();
    let piles = root
        .query_selector_all(".cab-piles button.draggable")
        .unwrap();
    assert_eq!(piles.length(), 5, "the five piles' top tiles to pick up");
    assert_eq!(count(&root, ".cab-huts g.open"), 0, "nothing glows yet");
    // Enter picks a pile's tile up; the cells where it fits glow. One that fits nowhere goes
    // back with Escape.
    let mut fits = false;
    for i in 0..piles.length() {
        let pile: web_sys::EventTarget = piles.item(i).unwrap().dyn_into().unwrap();
        press(&pile, "Enter");
        settle().await;
        assert!(
            count(&root, ".cab-huts g.open") > 0,
            "a held tile shows the open cells"
        );
        if count(&root, ".cab-huts g.open.legal") > 0 {
            fits = true;
            break;
        }
        press(&document, "Escape");
        settle().await;
    }
    assert!(fits, "some pile's top tile fits at the start");
    // The keyboard's cursor starts on a glowing cell: Enter on the board builds there.
    let built = count(&root, ".cab-huts g.placed");
    let board = root.query_selector("svg.cab-board").unwrap().unwrap();
    press(&board, "Enter");
    settle().await;
    assert_eq!(count(&root, ".cab-huts g.placed"), built + 1);
    assert_eq!(
        count(&root, ".cab-huts g.open"),
        0,
        "nothing is held any more"
    );
    let log = root
        .query_selector("[aria-label='Game log']")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default();
    assert!(log.contains(" builds "), "{log}");
    // Saved after the move.
    let saved = tablee::storage::load("cabanes-keys", tablee::rooms::check).unwrap();
    assert_eq!(saved.record["turns"].as_array().map(Vec::len), Some(1));
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

#[wasm_bindgen_test]
async fn the_robinson_faq_lists_every_ruling_and_its_search_filters() {
    use tablee_rules::robinson::RULINGS;
    use wasm_bindgen::JsCast;
    tablee::platform::local()
        .unwrap()
        .set_item("tablee.lang", "en")
        .unwrap();
    let root = render_app_at("/rules/robinson").await;
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

#[wasm_bindgen_test]
async fn the_robinson_sheet_records_the_raging_river_and_logs_it_newest_first() {
    use tablee_rules::robinson::{
        Character, CharacterSetup, Edition, Resource, Resources, RobinsonAction, RobinsonSetup,
        Scenario, Source, TileDecl,
    };
    let setup = RobinsonSetup {
        scenario: Scenario::Other { number: 4 },
        characters: vec![CharacterSetup {
            character: Character::Cook,
            life: 12,
        }],
        start: TileDecl::beach(1, vec![2], vec![Source::Food, Source::Wood]),
        woodpile: Vec::new(),
        cartridges: 0,
        edition: Edition::CURRENT,
    };
    let root = robinson_sheet_at(
        "robinson-log",
        setup,
        5,
        vec![
            RobinsonAction::Advance,
            RobinsonAction::Produce {
                lose: Resources::NONE,
            },
            RobinsonAction::Advance,
            RobinsonAction::Advance,
            RobinsonAction::Advance,
            RobinsonAction::Eat {
                food: Resources::of(Resource::PerishableFood, 1),
                unfed: Vec::new(),
            },
            RobinsonAction::Sleep,
            RobinsonAction::Advance,
        ],
    )
    .await;
    // Round 2's event phase: the river may be recorded before production.
    assert_eq!(count(&root, ".robinson-log .log-entry"), 8);
    click_button(&root, "Record the raging river");
    accepted_when(&root, ".robinson-log .log-entry", 9).await;
    let first = root
        .query_selector(".robinson-log .log-entry")
        .unwrap()
        .expect("a log entry");
    let text = first.text_content().unwrap_or_default();
    assert!(
        text.contains("Round 2 · Event") && text.contains("(ruling 10.1)"),
        "{text}"
    );
    assert_eq!(count(&root, ".robinson-log .log-entry"), 9);
    assert!(
        root.query_selector("section.more-steps").unwrap().is_some(),
        "the steps of any moment are offered in every phase"
    );
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

/// The sheet of a companion session of `setup` played through `steps`, stored as save `id` and
/// opened in English.
async fn robinson_sheet_at(
    id: &str,
    setup: tablee_rules::robinson::RobinsonSetup,
    seed: u64,
    steps: Vec<tablee_rules::robinson::RobinsonAction>,
) -> web_sys::Element {
    tablee::platform::local().unwrap().clear().unwrap();
    tablee::platform::local()
        .unwrap()
        .set_item("tablee.lang", "en")
        .unwrap();
    let mut session = tablee_rules::Session::<tablee_rules::robinson::Robinson>::new(setup, seed)
        .expect("the setup is accepted");
    for step in steps {
        session.play(step).expect("each step is accepted");
    }
    tablee::storage::store(
        &tablee::storage::save_file(
            id,
            &tablee::robinson::state::group(tablee::i18n::Lang::En),
            &session,
        ),
        tablee::rooms::check,
    )
    .unwrap();
    render_app_at(&format!("/play/{id}")).await
}

/// Waits until the companion's sheet shows `n` of `selector` (the debug build renders the drawn
/// sheet slowly), with no refusal shown.
async fn accepted_when(root: &web_sys::Element, selector: &str, n: u32) {
    for _ in 0..40 {
        if count(root, selector) == n {
            break;
        }
        settle().await;
    }
    assert!(
        root.query_selector(".refusal").unwrap().is_none(),
        "{:?}",
        root.query_selector(".refusal")
            .unwrap()
            .and_then(|r| r.text_content())
    );
    assert_eq!(count(root, selector), n);
}

/// Ruling 5.2: the pistol serves a threat action too; the threat's form offers it, and a shot
/// takes a cartridge.
#[wasm_bindgen_test]
async fn the_threat_form_fires_the_pistol_by_ruling_5_2() {
    use tablee_rules::robinson::{
        Character, CharacterSetup, Edition, Resources, RobinsonAction, RobinsonSetup, Scenario,
        Source, TileDecl,
    };
    use wasm_bindgen::JsCast;
    let setup = RobinsonSetup {
        scenario: Scenario::Other { number: 4 },
        characters: vec![CharacterSetup {
            character: Character::Soldier,
            life: 12,
        }],
        start: TileDecl::beach(1, vec![2], vec![Source::Food]),
        woodpile: Vec::new(),
        cartridges: 2,
        edition: Edition::CURRENT,
    };
    let root = robinson_sheet_at(
        "robinson-threat",
        setup,
        4,
        vec![
            RobinsonAction::Advance,
            RobinsonAction::Produce {
                lose: Resources::NONE,
            },
            RobinsonAction::Advance,
        ],
    )
    .await;
    let form = root
        .query_selector("form[aria-label=\"An event's threat\"]")
        .unwrap()
        .expect("the threat's form");
    let field = |name: &str| {
        form.query_selector(&format!("input[name={name}]"))
            .unwrap()
            .unwrap_or_else(|| panic!("no field {name}"))
            .unchecked_into::<web_sys::HtmlInputElement>()
    };
    field("event").set_value("Wild beasts");
    let pistol = field("pistol");
    assert_eq!(
        pistol.get_attribute("aria-label").as_deref(),
        Some("With the pistol, for this threat")
    );
    pistol.set_checked(true);
    form.query_selector("button[type=submit]")
        .unwrap()
        .expect("the form's button")
        .unchecked_into::<web_sys::HtmlElement>()
        .click();
    accepted_when(&root, "[aria-label=\"Cartridges: 1\"]", 1).await;
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

/// The drawn camp sheet: a track's + is a step the engine may refuse with its ruling, and a token
/// is moved with the keyboard alone (Enter picks it up and moves the focus to where it may go,
/// Enter puts it there).
#[wasm_bindgen_test]
async fn the_drawn_camp_sheet_refuses_a_roof_by_ruling_and_moves_a_token_by_keyboard() {
    use tablee_rules::robinson::{
        Character, CharacterSetup, Edition, RobinsonSetup, Scenario, Source, TileDecl,
    };
    let setup = RobinsonSetup {
        scenario: Scenario::One,
        characters: vec![CharacterSetup {
            character: Character::Soldier,
            life: 12,
        }],
        start: TileDecl::beach(1, vec![2], vec![Source::Food]),
        woodpile: vec![1, 2],
        cartridges: 2,
        edition: Edition::CURRENT,
    };
    let root = robinson_sheet_at("robinson-drawn", setup, 9, Vec::new()).await;
    let named = |name: &str| {
        root.query_selector(&format!("[aria-label=\"{name}\"]"))
            .unwrap()
            .unwrap_or_else(|| panic!("nothing named {name}"))
    };
    // The drawing names what it shows.
    for name in [
        "Morale: +0",
        "Roof: 0",
        "Weapon: 0",
        "Shelter: none",
        "Cartridges: 2",
        "Wounds — Soldier: 0 / 12",
        "Wood — available: 0",
        "Woodpile: column 1 0 of 1, column 2 0 of 2",
    ] {
        named(name);
    }

    fire(&named("Raise Roof"), "click", true);
    settle().await;
    let alert = root
        .query_selector(".refusal[role=alert]")
        .unwrap()
        .expect("the refusal");
    let text = alert.text_content().unwrap_or_default();
    assert!(
        text.starts_with("2.1 – the roof needs a shelter built in an earlier round"),
        "{text}"
    );
    named("Read ruling 2.1");
    named("Roof: 0");

    let wood = named("Take Wood from the supply");
    press(&wood, "Enter");
    settle().await;
    let place = named("Put it in the available resources");
    let focused = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .active_element()
        .expect("a focused element");
    assert!(
        place.is_same_node(Some(&focused)),
        "the focus goes to the places"
    );
    press(&place, "Enter");
    settle().await;
    named("Wood — available: 1");
    assert_eq!(
        count(&root, "[aria-label=\"Put it in the available resources\"]"),
        0,
        "the token is put down"
    );
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

/// Every game's setup and rules screens are dispatched by the rooms (the rest of the dispatches
/// is checked natively, `tests/rooms.rs`).
#[wasm_bindgen_test]
fn every_game_has_its_setup_and_rules_screens() {
    for &game in tablee::game_kind::GameKind::SHELF {
        for l in [tablee::i18n::Lang::En, tablee::i18n::Lang::Fr] {
            assert!(
                tablee::rooms::setup(game, l).is_some(),
                "{game:?} has no setup"
            );
            assert!(
                tablee::rooms::rules(game, None, l).is_some(),
                "{game:?} has no rules"
            );
        }
    }
}

/// How many actions the save `id` holds.
fn saved_turns(id: &str) -> usize {
    let save = tablee::storage::load(id, tablee::rooms::check).unwrap();
    save.record["turns"].as_array().map_or(0, Vec::len)
}

/// Waits, a settle at a time, until `done` holds (the page thinks between frames, at its pace).
async fn until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..500 {
        if done() {
            return;
        }
        settle().await;
    }
    panic!("never: {what}");
}

#[wasm_bindgen_test]
async fn a_strong_casbah_computer_thinks_through_the_table_and_plays_now_when_asked() {
    use tablee::seats::SeatKind;
    use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
    use tablee_rules::{Session, Strength};
    let mut players = tablee::seats::default_players(2);
    players[0].kind = SeatKind::Computer(Strength::Strong);
    players[1].kind = SeatKind::Human;
    let session = Session::<Casbah>::new(CasbahSetup::new(Size::new(5, 4), 2), 11).unwrap();
    let root = open_saved("strong", &players, &session).await;

    // The computer opens the draft: the table's thinking status says so, named for screen readers.
    until("the computer thinks", || {
        count(&root, ".thinking[role=status]") == 1
    })
    .await;
    let status = root.query_selector(".thinking").unwrap().unwrap();
    assert!(
        status
            .text_content()
            .unwrap_or_default()
            .starts_with("The computer is thinking…"),
        "{}",
        status.outer_html()
    );
    assert_eq!(saved_turns("strong"), 0);
    // "Play now": it takes its best tile so far at once, and the human's turn comes.
    click_button(&root, "Play now");
    settle().await;
    assert_eq!(saved_turns("strong"), 1);
    assert_eq!(count(&root, ".thinking"), 0);

    // The human takes a tile; left alone, the computer thinks to the end and takes one too.
    let take = root
        .query_selector("button.pick:not([disabled])")
        .unwrap()
        .expect("a tile to take");
    wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(take).click();
    until("the computer moves on its own", || {
        saved_turns("strong") == 3
    })
    .await;
    assert_eq!(count(&root, ".thinking"), 0);
    web_sys::window().unwrap().location().set_hash("/").unwrap();
}

/// With games saved, the shelf lists them first; a finished one is opened to see its result,
/// not resumed.
#[wasm_bindgen_test]
async fn saved_games_come_first_and_a_finished_one_shows_its_result() {
    use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
    use tablee_rules::{Game, Session};
    tablee::platform::local().unwrap().clear().unwrap();
    tablee::storage::store(&casbah_save("going"), tablee::rooms::check).unwrap();
    let mut finished = Session::<Casbah>::new(CasbahSetup::new(Size::new(4, 4), 2), 5).unwrap();
    while !finished.game().is_over() {
        let action = finished.game().legal_actions()[0].clone();
        finished.play(action).unwrap();
    }
    let players = tablee::seats::default_players(2);
    let save = tablee::storage::save_file("done", &players, &finished);
    assert!(save.over);
    tablee::storage::store(&save, tablee::rooms::check).unwrap();
    let root = render_app_at("/").await;
    let html = root.inner_html();
    let saved = html.find("Saved games").expect("the saved games");
    let shelf = html.find("shelf-item").expect("the shelf");
    assert!(saved < shelf, "saved games before the shelf");
    let links: Vec<String> = (0..root.query_selector_all(".save-actions a").unwrap().length())
        .filter_map(|i| root.query_selector_all(".save-actions a").unwrap().item(i))
        .filter_map(|n| n.text_content())
        .collect();
    assert!(links.contains(&"See the result".to_string()), "{links:?}");
    assert!(links.contains(&"Resume".to_string()), "{links:?}");
    tablee::platform::local().unwrap().clear().unwrap();
    // With none, the shelf comes first and says there is none yet.
    let root = render_app_at("/").await;
    let html = root.inner_html();
    assert!(html.find("shelf-item") < html.find("No saved game yet."));
}

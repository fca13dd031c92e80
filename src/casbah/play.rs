//! The Casbah table: draft, board, hand, computer turns, solo tools, log and final scores.

use gloo::events::{EventListener, EventListenerOptions};
use tablee_rules::casbah::ai;
use tablee_rules::casbah::{CasbahAction, CasbahError, Phase, Rotation, Tile, TileId};
use tablee_rules::{Game, Pos, Seat};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::cells::{Overlay, cell_name, cells_of, frame_of, last_moves};
use super::end::{best_key, end_panel};
use super::solo::solo_panel;
use super::state::{Msg, Play, SolverView};
use super::text::{
    error_text, event_text, hints_words, pile_words, placement_reason, placement_refusal, points,
    status_line, tiles_in_hand, tiles_of,
};
use super::tile::tile_svg;
use crate::board::{
    BoardCell, BoardKey, Draggable, Focus, GridBoard, Zoom, by_input, on_board_key, on_release,
    pick_to_board, put_back, with_key,
};
use crate::help::HowToPlay;
use crate::i18n::use_lang;
use crate::seats::colour_hex;
use crate::storage;
use crate::table::{Room, TableProps};
use crate::work::Slices;

impl Room for Play {
    type Engine = tablee_rules::casbah::Casbah;
    type Table = Table;
}

/// A callback that turns its event into a message for the table.
fn send<E: 'static>(
    play: &UseReducerHandle<Play>,
    to_msg: impl Fn(E) -> Msg + 'static,
) -> Callback<E> {
    let dispatcher = play.dispatcher();
    Callback::from(move |e| dispatcher.dispatch(to_msg(e)))
}

#[function_component(Table)]
pub fn table(props: &TableProps<Play>) -> Html {
    let l = use_lang();
    // Autosave after every action; computer players move on their own, the strong one thinking
    // in slices.
    let crate::table::TableHandle {
        play,
        dispatch,
        save_failed,
        thinking,
    } = crate::table::use_table(props.initial.clone(), ai::start);
    // Seats on other devices: invitations, who is here, guests' moves.
    let elsewhere = crate::elsewhere::use_seats_elsewhere(&play, &dispatch);
    let svg_ref = use_node_ref();
    let solver_work = use_mut_ref(|| None::<Slices>);
    let game = play.game();
    let turns = play.seating.session.record().turns.len();

    // A completed puzzle's score is offered as the best for its size once, when the game ends.
    let new_best = use_state(|| false);
    {
        let new_best = new_best.clone();
        let play = play.clone();
        use_effect_with(game.is_over(), move |over| {
            let game = play.game();
            if *over && game.setup().is_solo() && game.board().is_complete() {
                let total = game.scores().first().map_or(0, |s| s.total);
                let setup = game.setup();
                let key = best_key(setup.size, setup.tiles, game.hints_used() > 0);
                new_best.set(storage::offer_best(&key, i64::from(total)));
            }
        });
    }

    // A search about an older position is worthless: stop it when the game moves on.
    {
        let solver_work = solver_work.clone();
        use_effect_with(turns, move |_| {
            if let Some(w) = solver_work.borrow_mut().take() {
                w.cancel();
            }
        });
    }

    // While a tile is held, however it was picked (mouse, finger or keyboard), R turns it and
    // Escape puts it back, wherever the focus is.
    {
        let dispatcher = play.dispatcher();
        use_effect_with(play.held.is_some(), move |held| {
            let listener = (*held).then(|| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(
                    &gloo::utils::document(),
                    "keydown",
                    options,
                    move |e| {
                        let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        if e.ctrl_key() || e.meta_key() || e.alt_key() {
                            return;
                        }
                        let msg = match e.key().as_str() {
                            "r" | "R" => Msg::Rotate,
                            "Escape" => Msg::Release,
                            _ => return,
                        };
                        e.prevent_default();
                        dispatcher.dispatch(msg);
                    },
                )
            });
            move || drop(listener)
        });
    }
    let to_move = game.to_move();
    // Not while a guest's move is on its way to its host, nor while the host is gone.
    let human_turn = play.seating.human_to_move().is_some();
    let frame = frame_of(game);
    let name = |s: Seat| {
        play.seating
            .players
            .get(s.index())
            .map_or(String::from("?"), |p| p.name.clone())
    };

    // Only a human with no legal placement is offered to pass (placing is compulsory).
    let must_pass = human_turn
        && *game.phase() == Phase::Build
        && game.legal_actions() == vec![CasbahAction::Pass];
    let status = status_line(
        game,
        &play.seating.players,
        play.seating.session.events().last(),
        must_pass,
        l,
    );

    let scores = game.scores();
    let score_panel = scores.iter().map(|line| {
        let p = play.seating.players.get(line.seat.index());
        let current = to_move == Some(line.seat);
        html! {
            <li class={classes!("seat", current.then_some("current"))} aria-current={current.then_some("true")}>
                <span class="swatch" style={format!("background:{}", colour_hex(p.map_or(0, |p| p.colour)))}></span>
                { crate::seats::name_tag(p, l) }
                <span class="points">{ points(line.placed_points, l) }</span>
                <span class="left">{ tiles_in_hand(game.hand(line.seat).len(), l) }</span>
                if game.setup().is_solo() {
                    <span class="hints">{ hints_words(game.hints_used(), l) }</span>
                }
            </li>
        }
    });

    let held_tile = play
        .held
        .and_then(|(t, r)| Tile::get(t).map(|tile| (tile, r)));
    let solution_tiles: Vec<(Pos, TileId, Rotation)> = match &play.solver {
        SolverView::Solution(Some(tiles)) => {
            tiles.iter().map(|t| (t.pos, t.tile, t.rotation)).collect()
        }
        _ => Vec::new(),
    };
    let hint = play.hint();
    let board_cells = if matches!(game.phase(), Phase::Draft { .. }) {
        Vec::new()
    } else {
        let overlay = Overlay {
            held: held_tile,
            hint,
            solution: &solution_tiles,
        };
        let mut cells = cells_of(game, frame, &overlay, l);
        let moves = last_moves(game, play.seating.session.events());
        BoardCell::mark_last(&mut cells, &moves, &play.seating.players, l);
        cells
    };

    // Why the held tile cannot go where the pointer or the keyboard cursor is.
    let pointed = play.hover.or(held_tile.map(|_| play.cursor));
    let hover_reason = match (held_tile, pointed) {
        (Some((tile, r)), Some(pos)) if game.board().at(pos).is_none() && frame.contains(pos) => {
            let errors = game.board().placement_errors(tile, r, pos);
            if errors.is_empty() {
                None
            } else if !game.board().legal_rotations(tile, pos).is_empty() {
                Some(
                    l.t(
                        "Fits here once turned: drop it and it turns itself.",
                        "Tient ici une fois tournée : lâchez-la, elle se tournera.",
                    )
                    .to_string(),
                )
            } else {
                let head = l.t("Fits here in no rotation.", "Ne va ici dans aucun sens.");
                Some(
                    std::iter::once(head.to_string())
                        .chain(errors.iter().map(|e| placement_reason(e, l)))
                        .collect::<Vec<_>>()
                        .join(" "),
                )
            }
        }
        _ => None,
    };
    // A refusal names the tile as it was dropped and the cell.
    let refusal = play.refusal.as_ref().map(|e| match e {
        CasbahError::IllegalPlacement {
            tile,
            rotation,
            pos,
            reasons,
            fits_turned,
        } => placement_refusal(
            *tile,
            *rotation,
            Some(&cell_name(frame, *pos)),
            reasons,
            *fits_turned,
            l,
        ),
        other => error_text(other, l),
    });
    let message = crate::table::board_message(refusal, hover_reason);

    let on_cell = {
        let play = play.clone();
        Callback::from(move |p: Pos| {
            if play.held.is_some() {
                play.dispatch(Msg::PlaceAt(p));
            }
        })
    };
    let on_hover = send(&play, Msg::Hover);
    // R and Escape are heard on the whole page while a tile is held (above).
    let on_key = on_board_key(dispatch.clone(), |key| {
        Some(match key {
            BoardKey::Arrow(dir) => Msg::MoveCursor(dir),
            BoardKey::Drop => Msg::PlaceAtCursor,
        })
    });
    let on_wheel = {
        let play = play.clone();
        Callback::from(move |e: WheelEvent| {
            if play.held.is_some() {
                e.prevent_default();
                play.dispatch(Msg::Rotate);
            }
        })
    };

    let hand_seat = if game.setup().is_solo() {
        Some(Seat(0))
    } else {
        to_move.filter(|_| human_turn)
    };
    let hand = hand_seat.map(|seat| {
        // Alike tiles in one pile with their count; the one picked up is the hinted or held one.
        let stands_for = |t: &Tile| match (hint, play.held) {
            (Some(h), _) if Tile::get(h.tile).is_some_and(|ht| ht.shape() == t.shape()) => h.tile,
            (_, Some((held, _))) if Tile::get(held).is_some_and(|ht| ht.shape() == t.shape()) => held,
            _ => t.id,
        };
        let tiles = grouped(game.hand(seat)).into_iter().map(|(first, count)| {
            let id = stands_for(first);
            let tile = Tile::get(id).unwrap_or(first);
            let selected = play.held.is_some_and(|(t, _)| t == id);
            let rotation = play.held.filter(|(t, _)| *t == id).map_or(Rotation::new(0), |(_, r)| r);
            let on_start = send(&play, move |_| Msg::Hold(id));
            let on_drop = on_release(
                send(&play, Msg::PlaceAt),
                send(&play, |()| Msg::Release),
                send(&play, |()| Msg::Hover(None)),
            );
            let on_pick = pick_to_board(send(&play, move |()| Msg::Hold(id)), svg_ref.clone());
            html! {
                <li>
                    <Draggable<Pos> label={format!("{}{}", pile_words(tile, rotation, count, l), if hint.is_some_and(|h| h.tile == id) { l.t(", hint", ", indice") } else { "" })} locate={frame.locator(svg_ref.clone())} selected={selected}
                        on_start={on_start} on_hover={on_hover.clone()} on_drop={on_drop} on_pick={on_pick}>
                        <svg class="tile-icon" viewBox="0 0 100 100" aria-hidden="true">{ tile_svg(tile, rotation) }</svg>
                        if count > 1 { <span class="count" aria-hidden="true">{ format!("×{count}") }</span> }
                    </Draggable<Pos>>
                </li>
            }
        });
        let entrance_first = game.board().is_empty()
            && game.hand(seat).iter().any(|t| Tile::get(*t).is_some_and(Tile::is_entrance));
        html! {
            <section class="hand" aria-label={l.t("Your tiles", "Vos tuiles")}>
                <h2>{ tiles_of(seat, &play.seating.players, l) }</h2>
                if entrance_first {
                    <p class="help">{ l.t(
                        "The entrance goes first: the casbah grows from its double door, which faces the outside.",
                        "L'entrée se pose en premier : la casbah part de sa double porte, qui donne sur l'extérieur.") }</p>
                }
                <ul class="tiles">{ for tiles }</ul>
            </section>
        }
    });

    // Every tile is face up: the others' hands can be looked at, folded away by default.
    let others = (!game.setup().is_solo()).then(|| {
        let seats = (0..game.seats()).map(Seat).filter(|s| Some(*s) != hand_seat).map(|seat| {
            let tiles = grouped(game.hand(seat)).into_iter().map(|(tile, count)| {
                html! {
                    <li><svg class="tile-icon small" viewBox="0 0 100 100" role="img" aria-label={pile_words(tile, Rotation::new(0), count, l)}>
                        { tile_svg(tile, Rotation::new(0)) }
                    </svg>if count > 1 { <span class="count" aria-hidden="true">{ format!("×{count}") }</span> }</li>
                }
            });
            html! {
                <div class="other-hand">
                    <h3>{ name(seat) }</h3>
                    <ul class="tiles">{ for tiles }</ul>
                </div>
            }
        });
        html! {
            <details class="others">
                <summary>{ l.t("Tiles of the other players", "Tuiles des autres joueurs") }</summary>
                { for seats }
            </details>
        }
    });

    let draft = if let Phase::Draft { .. } = game.phase() {
        let pickable = game.pickable();
        // Alike tiles are one choice: one button per shape, naming it, its value and how many
        // are left, so the draft reads as the choice it is.
        let pool = grouped(game.pool()).into_iter().map(|(tile, count)| {
            let pick = game
                .pool()
                .iter()
                .copied()
                .filter(|id| Tile::get(*id).is_some_and(|t| t.shape() == tile.shape()))
                .find(|id| pickable.contains(id));
            let allowed = human_turn && pick.is_some();
            let onclick = match pick {
                Some(id) => send(&play, move |_| Msg::Act(CasbahAction::Pick(id))),
                None => Callback::noop(),
            };
            html! {
                <li><button class="pick pile" disabled={!allowed} aria-label={super::text::take_words(tile, count, l)} {onclick}>
                    <svg class="tile-icon" viewBox="0 0 100 100" aria-hidden="true">{ tile_svg(tile, Rotation::new(0)) }</svg>
                    <span class="pile-words" aria-hidden="true">
                        <span class="pile-shape">{ crate::i18n::capitalised(super::tile::shape_words(tile, l)) }</span>
                        <span class="pile-value">{ super::text::points(tile.value, l) }{ " · " }{ super::text::on_the_table(count, l) }</span>
                    </span>
                </button></li>
            }
        });
        html! {
            <section class="pool" aria-label={l.t("Tiles to take", "Tuiles à prendre")}>
                <h2>{ l.t("Tiles on the table", "Tuiles sur la table") }</h2>
                <p class="help round-order">{ super::text::round_order(game, &play.seating.players, l) }</p>
                if game.entrance_forced() {
                    <p class="help forced">{ l.t(
                        "Only the entrance may be taken: nobody has taken it yet and this is the last pick. The rulebook makes the last player take it, so that the casbah can begin.",
                        "Seule l'entrée peut être prise : personne ne l'a encore prise et c'est le dernier choix. La règle oblige le dernier joueur à la prendre, pour que la casbah puisse commencer.") }</p>
                }
                <ul class="piles">{ for pool }</ul>
            </section>
        }
    } else {
        html! {}
    };

    let controls = html! {
        <div class="controls">
            if held_tile.is_some() {
                <button class="button" onclick={send(&play, |_| Msg::Rotate)}>{ with_key(l.t("Turn tile", "Tourner la tuile"), "R") }</button>
            }
            { put_back(held_tile.is_some(), send(&play, |_| Msg::Release), l) }
            if must_pass {
                <button class="button primary" onclick={send(&play, |_| Msg::Act(CasbahAction::Pass))}>
                    { l.t("No tile fits: pass", "Aucune tuile ne va : passer") }</button>
            }
            { crate::table::undo_redo(&play.seating.session, &play.seating.players, (play.undo_seat(), !thinking.is_thinking()),
                (send(&play, |_| Msg::Undo), send(&play, |_| Msg::Redo)), l) }
        </div>
    };

    let solo_tools =
        (game.setup().is_solo() && !game.is_over()).then(|| solo_panel(&play, &solver_work, l));

    let log = play
        .seating
        .session
        .events()
        .iter()
        .rev()
        .filter_map(|e| event_text(e, &play.seating.players, frame.origin(), l))
        .map(|t| html! { <li>{ t }</li> });

    let end = game.is_over().then(|| end_panel(&play, *new_best, l));
    let board = GridBoard { frame, cells: board_cells, cursor: held_tile.map(|_| play.cursor), hover: play.hover,
        label: by_input(l.t("Casbah board: pick a tile, then arrows to move, R to turn, Enter to place", "Plateau de la casbah : prenez une tuile, flèches pour déplacer, R pour tourner, Entrée pour poser"), l.t("Casbah board: pick a tile, then tap a cell", "Plateau de la casbah : prenez une tuile, puis touchez une case")).into(),
        on_cell, on_hover: on_hover.clone(), on_key, on_wheel, svg_ref: svg_ref.clone() };
    // Where the held tile may go, else the casbah and the cells around it, where it grows.
    let focus = Focus::of_cells(frame, board.marked_cells(), 0)
        .or_else(|| Focus::of_cells(frame, game.board().placed().iter().map(|t| t.pos), 1));

    html! {
        <div class="table casbah">
            <h1>{ format!("Casbah {}×{}", game.setup().size.width, game.setup().size.height) }</h1>
            <p class="status" role="status">{ status }</p>
            <HowToPlay step={super::steps::step(&play, l)} game={crate::game_kind::GameKind::Casbah} />
            { for end }
            <ul class="seats">{ for score_panel }</ul>
            { elsewhere }
            if save_failed {
                { crate::table::moves_not_stored(l) }
            }
            { draft }
            if !matches!(game.phase(), Phase::Draft { .. }) {
                <div class="play-area">
                    <div class="main-col">
                        <Zoom across={frame.cells_across()} grid={frame} {focus}>
                            { board.view() }
                        </Zoom>
                        { message.clone() }
                        { controls.clone() }
                        { for solo_tools.clone() }
                    </div>
                    <aside class="side-col">
                        { for hand.clone() }
                    </aside>
                </div>
            } else {
                { message }
                // A pick is taken back as a placement is.
                { controls }
                { for hand }
            }
            { for others }
            { crate::table::log_panel(log, l) }
            { thinking.view(l) }
        </div>
    }
}

/// The tiles of a hand in piles of alike tiles (same shape, hence same value), with their count:
/// the entrance first (it is placed first), then by shape.
fn grouped(hand: &[TileId]) -> Vec<(&'static Tile, usize)> {
    let mut piles: Vec<(&'static Tile, usize)> = Vec::new();
    for tile in hand.iter().filter_map(|t| Tile::get(*t)) {
        match piles.iter_mut().find(|(t, _)| t.shape() == tile.shape()) {
            Some((_, n)) => *n += 1,
            None => piles.push((tile, 1)),
        }
    }
    piles.sort_by_key(|(t, _)| (!t.is_entrance(), t.shape(), t.id));
    piles
}

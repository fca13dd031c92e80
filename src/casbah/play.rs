//! The Casbah table: draft, board, hand, computer turns, solo tools, log and final scores.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use tablee_rules::casbah::ai::{self, Thinker};
use tablee_rules::casbah::{CasbahAction, Phase, Rotation, Tile, TileId};
use tablee_rules::{Dir, Game, Pos, Seat, Strength};
use yew::prelude::*;

use super::cells::{Overlay, cells_of, frame_of, last_moves};
use super::end::{best_key, end_panel};
use super::solo::solo_panel;
use super::state::{Msg, Play, SolverView, save_file};
use super::text::{error_text, event_text, placement_reason};
use super::tile::{tile_svg, tile_words};
use crate::board::{BoardCell, Draggable, GridBoard, on_release, pick_to_board};
use crate::i18n::{Lang, use_lang};
use crate::seats::{SeatKind, colour_hex};
use crate::storage;
use crate::work::Slices;

#[derive(Properties, PartialEq)]
pub struct CasbahPlayProps {
    pub id: String,
}

#[function_component(CasbahPlay)]
pub fn casbah_play(props: &CasbahPlayProps) -> Html {
    let l = use_lang();
    // Reading and replaying the save once per game, not at every render of the page around it.
    let loaded = use_memo(props.id.clone(), |id| Play::load(id).map(Rc::new));
    match &*loaded {
        Ok(play) => html! { <Table initial={play.clone()} /> },
        Err(e) => crate::table::cannot_open(e, l),
    }
}

/// A game played from memory only, for when the browser refuses storage (some embedding frames):
/// it plays the same, and says that it cannot be saved.
pub fn in_memory(play: Play) -> Html {
    html! { <Table initial={Rc::new(play)} /> }
}

#[derive(Properties, PartialEq)]
struct TableProps {
    initial: Rc<Play>,
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
fn table(props: &TableProps) -> Html {
    let l = use_lang();
    let play = use_reducer_eq({
        let initial = props.initial.clone();
        move || (*initial).clone()
    });
    let svg_ref = use_node_ref();
    let thinking = use_state(|| None::<u32>);
    let worker = use_mut_ref(|| None::<Slices>);
    let thinker = use_mut_ref(|| None::<Thinker>);
    let solver_work = use_mut_ref(|| None::<Slices>);
    let game = play.game();
    let turns = play.session.record().turns.len();

    // Autosave after every action.
    let save_failed = storage::use_autosave(turns, {
        let play = play.clone();
        move || save_file(&play.id, &play.players, &play.session)
    });

    // A completed puzzle's score is offered as the best for its size once, when the game ends.
    let new_best = use_state(|| false);
    {
        let new_best = new_best.clone();
        let play = play.clone();
        use_effect_with(game.is_over(), move |over| {
            let game = play.game();
            if *over && game.setup().is_solo() && game.board().is_complete() {
                let total = game.scores().first().map_or(0, |s| s.total);
                new_best.set(storage::offer_best(&best_key(game), i64::from(total)));
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

    // Computer players move on their own, the strong one thinking in slices.
    {
        let play = play.clone();
        let thinking = thinking.clone();
        let worker = worker.clone();
        let thinker = thinker.clone();
        let to_move = game.to_move();
        use_effect_with((turns, to_move), move |_| {
            let kind = to_move
                .and_then(|s| play.players.get(s.index()))
                .map(|p| p.kind);
            let seed = play.game().seed() ^ (turns as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let mut timeout = None;
            match kind {
                Some(SeatKind::Computer(Strength::Quick)) => {
                    let game = play.game().clone();
                    let play = play.clone();
                    timeout = Some(Timeout::new(300, move || {
                        if let Some(a) = ai::choose(&game, Strength::Quick, seed) {
                            play.dispatch(Msg::Act(a));
                        }
                    }));
                }
                Some(SeatKind::Computer(Strength::Strong)) => {
                    *thinker.borrow_mut() = Some(Thinker::new(play.game(), seed));
                    thinking.set(Some(0));
                    let play = play.clone();
                    let thinker = thinker.clone();
                    let thinking = thinking.clone();
                    *worker.borrow_mut() = Some(Slices::start(move || {
                        let mut slot = thinker.borrow_mut();
                        let Some(t) = slot.as_mut() else { return false };
                        let progress = t.step(6);
                        if t.is_done() {
                            let best = t.best();
                            *slot = None;
                            thinking.set(None);
                            if let Some(a) = best {
                                play.dispatch(Msg::Act(a));
                            }
                            return false;
                        }
                        thinking.set(Some((progress * 100.0) as u32));
                        true
                    }));
                }
                _ => thinking.set(None),
            }
            move || drop(timeout)
        });
    }
    let on_stop_thinking = {
        let (play, thinker, worker, thinking) = (
            play.clone(),
            thinker.clone(),
            worker.clone(),
            thinking.clone(),
        );
        Callback::from(move |_| {
            if let Some(w) = worker.borrow_mut().take() {
                w.cancel();
            }
            let best = thinker.borrow_mut().take().and_then(|t| t.best());
            thinking.set(None);
            if let Some(a) = best {
                play.dispatch(Msg::Act(a));
            }
        })
    };

    let to_move = game.to_move();
    let human_turn = to_move
        .and_then(|s| play.players.get(s.index()))
        .is_some_and(|p| p.kind == SeatKind::Human);
    let frame = frame_of(game);
    let name = |s: Seat| {
        play.players
            .get(s.index())
            .map_or(String::from("?"), |p| p.name.clone())
    };

    let status = match (game.phase(), to_move) {
        (Phase::Over, _) => l.t("Game over", "Partie terminée").to_string(),
        (Phase::Draft { .. }, Some(s)) => match l {
            Lang::En => format!(
                "Draft — {} picks a tile ({} picks left)",
                name(s),
                game.picks_left()
            ),
            Lang::Fr => format!(
                "Choix des tuiles — {} choisit ({} choix restants)",
                name(s),
                game.picks_left()
            ),
        },
        (_, Some(s)) => match l {
            Lang::En => format!("{} to play", name(s)),
            Lang::Fr => format!("À {} de jouer", name(s)),
        },
        _ => String::new(),
    };

    let scores = game.scores();
    let score_panel = scores.iter().map(|line| {
        let p = play.players.get(line.seat.index());
        let current = to_move == Some(line.seat);
        html! {
            <li class={classes!("seat", current.then_some("current"))} aria-current={current.then_some("true")}>
                <span class="swatch" style={format!("background:{}", colour_hex(p.map_or(0, |p| p.colour)))}></span>
                <span class="name">{ p.map_or("?", |p| p.name.as_str()) }</span>
                <span class="points">{ format!("{} {}", line.placed_points, l.t("pts", "pts")) }</span>
                <span class="left">{ format!("{} {}", game.hand(line.seat).len(), l.t("tiles in hand", "tuiles en main")) }</span>
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
    let hint = match &play.solver {
        SolverView::Hint(Some(h)) => Some(*h),
        _ => None,
    };
    let board_cells = if matches!(game.phase(), Phase::Draft { .. }) {
        Vec::new()
    } else {
        let overlay = Overlay {
            held: held_tile,
            hint,
            solution: &solution_tiles,
        };
        let mut cells = cells_of(game, frame, &overlay, l);
        let moves = last_moves(game, play.session.events());
        BoardCell::mark_last(&mut cells, &moves, &play.players, l);
        cells
    };

    // Why the held tile cannot go where the pointer or the keyboard cursor is.
    let pointed = play.hover.or(held_tile.map(|_| play.cursor));
    let hover_reason = match (held_tile, pointed) {
        (Some((tile, r)), Some(pos)) if game.board().at(pos).is_none() && frame.contains(pos) => {
            let errors = game.board().placement_errors(tile, r, pos);
            if errors.is_empty() {
                None
            } else if Rotation::ALL
                .iter()
                .any(|r| game.board().is_legal(tile, *r, pos))
            {
                Some(
                    l.t(
                        "Fits here once turned: drop it and it turns itself.",
                        "Tient ici une fois tournée : lâchez-la, elle se tournera.",
                    )
                    .to_string(),
                )
            } else {
                Some(
                    errors
                        .iter()
                        .map(|e| placement_reason(e, l))
                        .collect::<Vec<_>>()
                        .join(" "),
                )
            }
        }
        _ => None,
    };
    let message = play
        .refusal
        .as_ref()
        .map(|e| error_text(e, l))
        .or(hover_reason);

    let on_cell = {
        let play = play.clone();
        Callback::from(move |p: Pos| {
            if play.held.is_some() {
                play.dispatch(Msg::PlaceAt(p));
            }
        })
    };
    let on_hover = send(&play, Msg::Hover);
    let on_key = {
        let play = play.clone();
        Callback::from(move |e: KeyboardEvent| {
            let msg = match e.key().as_str() {
                "ArrowUp" => Msg::MoveCursor(Dir::North),
                "ArrowDown" => Msg::MoveCursor(Dir::South),
                "ArrowLeft" => Msg::MoveCursor(Dir::West),
                "ArrowRight" => Msg::MoveCursor(Dir::East),
                "r" | "R" => Msg::Rotate,
                "Enter" | " " => Msg::PlaceAtCursor,
                "Escape" => Msg::Release,
                _ => return,
            };
            e.prevent_default();
            play.dispatch(msg);
        })
    };
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
        let mut own: Vec<&Tile> = game.hand(seat).iter().filter_map(|t| Tile::get(*t)).collect();
        // The entrance first (it must be placed first), then alike tiles side by side.
        own.sort_by_key(|t| (!t.is_entrance(), t.shape(), t.id));
        let tiles = own.into_iter().map(|tile| {
            let id = tile.id;
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
                    <Draggable<Pos> label={if hint.is_some_and(|h| h.tile == id) { format!("{}{}", tile_words(tile, rotation, l), l.t(", hint", ", indice")) } else { tile_words(tile, rotation, l) }} locate={frame.locator(svg_ref.clone())} selected={selected}
                        on_start={on_start} on_hover={on_hover.clone()} on_drop={on_drop} on_pick={on_pick}>
                        <svg class="tile-icon" viewBox="0 0 100 100" aria-hidden="true">{ tile_svg(tile, rotation) }</svg>
                    </Draggable<Pos>>
                </li>
            }
        });
        html! {
            <section class="hand" aria-label={l.t("Your tiles", "Vos tuiles")}>
                <h2>{ format!("{} — {}", l.t("Tiles of", "Tuiles de"), name(seat)) }</h2>
                <ul class="tiles">{ for tiles }</ul>
            </section>
        }
    });

    // Every tile is face up: the others' hands can be looked at, folded away by default.
    let others = (!game.setup().is_solo()).then(|| {
        let seats = (0..game.seats()).map(Seat).filter(|s| Some(*s) != hand_seat).map(|seat| {
            let tiles = game.hand(seat).iter().filter_map(|t| Tile::get(*t)).map(|tile| {
                html! {
                    <li><svg class="tile-icon small" viewBox="0 0 100 100" role="img" aria-label={tile_words(tile, Rotation::new(0), l)}>
                        { tile_svg(tile, Rotation::new(0)) }
                    </svg></li>
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
        let mut on_table: Vec<&Tile> = game.pool().iter().filter_map(|t| Tile::get(*t)).collect();
        on_table.sort_by_key(|t| (!t.is_entrance(), t.shape(), t.id));
        let pool = on_table.into_iter().map(|tile| {
            let id = tile.id;
            let allowed = human_turn && pickable.contains(&id);
            let onclick = send(&play, move |_| Msg::Act(CasbahAction::Pick(id)));
            html! {
                <li><button class="pick" disabled={!allowed} aria-label={format!("{} {}", l.t("Take", "Prendre"), tile_words(tile, Rotation::new(0), l))} {onclick}>
                    <svg class="tile-icon" viewBox="0 0 100 100" aria-hidden="true">{ tile_svg(tile, Rotation::new(0)) }</svg>
                </button></li>
            }
        });
        html! {
            <section class="pool" aria-label={l.t("Tiles to take", "Tuiles à prendre")}>
                <h2>{ l.t("Tiles on the table", "Tuiles sur la table") }</h2>
                <ul class="tiles">{ for pool }</ul>
            </section>
        }
    } else {
        html! {}
    };

    let must_pass = human_turn && game.legal_actions() == vec![CasbahAction::Pass];
    let undo_seat = play.last_human_seat();
    let can_undo = undo_seat.is_some_and(|s| play.session.can_undo(s)) && thinking.is_none();
    let controls = html! {
        <div class="controls">
            if held_tile.is_some() {
                <button class="button" onclick={send(&play, |_| Msg::Rotate)}>{ l.t("Turn tile (R)", "Tourner la tuile (R)") }</button>
                <button class="button" onclick={send(&play, |_| Msg::Release)}>{ l.t("Put back (Esc)", "Reposer (Échap)") }</button>
            }
            if must_pass {
                <button class="button primary" onclick={send(&play, |_| Msg::Act(CasbahAction::Pass))}>
                    { l.t("No tile fits: pass", "Aucune tuile ne va : passer") }</button>
            }
            <button class="button" disabled={!can_undo} onclick={send(&play, |_| Msg::Undo)}>{ l.t("Undo", "Annuler") }</button>
            <button class="button" disabled={!play.session.can_redo() || thinking.is_some()} onclick={send(&play, |_| Msg::Redo)}>{ l.t("Redo", "Rétablir") }</button>
        </div>
    };

    let thinking_view = thinking.map(|p| html! {
        <div class="thinking" role="status">
            { format!("{} {p}%", l.t("The computer is thinking…", "L'ordinateur réfléchit…")) }
            <button class="button" onclick={on_stop_thinking.clone()}>{ l.t("Play now", "Jouer maintenant") }</button>
        </div>
    });

    let solo_tools =
        (game.setup().is_solo() && !game.is_over()).then(|| solo_panel(&play, &solver_work, l));

    let log = play
        .session
        .events()
        .iter()
        .rev()
        .filter_map(|e| event_text(e, &play.players, frame.origin(), l))
        .map(|t| html! { <li>{ t }</li> });

    let end = game.is_over().then(|| end_panel(&play, *new_best, l));

    html! {
        <div class="table casbah">
            <h1>{ format!("Casbah {}×{}", game.setup().size.width, game.setup().size.height) }</h1>
            <p class="status" role="status">{ status }</p>
            { for end }
            <ul class="seats">{ for score_panel }</ul>
            { for thinking_view }
            if save_failed {
                <p class="error" role="alert">{ l.t("The browser refused the save (storage full?): the game goes on in memory.", "Le navigateur refuse la sauvegarde (stockage plein ?) : la partie continue en mémoire.") }</p>
            }
            { draft }
            if !matches!(game.phase(), Phase::Draft { .. }) {
                <div class="play-area">
                    <div class="main-col">
                        <div class="board-wrap">
                            <GridBoard frame={frame} cells={board_cells} cursor={held_tile.map(|_| play.cursor)} hover={play.hover}
                                label={l.t("Casbah board: pick a tile, then arrows to move, R to turn, Enter to place", "Plateau de la casbah : prenez une tuile, flèches pour déplacer, R pour tourner, Entrée pour poser")}
                                on_cell={on_cell} on_hover={on_hover.clone()} on_key={on_key} on_wheel={on_wheel} svg_ref={svg_ref.clone()} />
                        </div>
                        <p class="message" aria-live="polite">{ message.clone().unwrap_or_default() }</p>
                        { controls.clone() }
                    </div>
                    <aside class="side-col">
                        { for hand.clone() }
                        { for solo_tools.clone() }
                    </aside>
                </div>
            } else {
                <p class="message" aria-live="polite">{ message.unwrap_or_default() }</p>
                { for hand }
            }
            { for others }
            <section class="log" aria-label={l.t("Game log", "Journal de la partie")}>
                <h2>{ l.t("Log", "Journal") }</h2>
                <ol reversed=true>{ for log }</ol>
            </section>
        </div>
    }
}

//! The Les Cabanes table: the three huts with their score tracks, the five piles, every player's
//! tiles face up in front of them, tiles to drag onto a hut (turned over where the engine allows)
//! or to keep, the cannon's aim, computer players, undo and the log.

use std::rc::Rc;

use tablee_rules::cabanes::{CabanesAction, CabanesError, Cell, TileId, ai};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::art::tile_art;
use super::end::{CabanesEnd, pawn_items, tile_items};
use super::huts::{self, HutItem, HutsBoard, OpenCell};
use super::state::{HutCell, Landing, Marked, Msg, Play, Source, last_moves};
use super::{steps, text};
use crate::board::{
    BoardKey, Draggable, DropEvent, Locate, last_move_words, on_board_key, on_release,
    pick_to_board, put_back, use_escape, use_keys, with_key,
};
use crate::help::HowToPlay;
use crate::i18n::{Lang, use_lang};
use crate::seats::{self, PlayerConfig, colour_hex};
use crate::table::{Room, TableProps, send};

impl Room for Play {
    type Engine = tablee_rules::cabanes::Cabanes;
    type Table = Table;
}

/// The spot under a point of the screen: the player's own area (to keep a pile's tile), else an
/// open cell of a hut (found by the board).
fn locator(board: &NodeRef) -> Locate<Landing> {
    let cells = huts::locate(board.clone());
    Callback::from(move |(x, y): (f64, f64)| {
        let own = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.element_from_point(x as f32, y as f32))
            .and_then(|e| e.closest(".cab-own").ok().flatten())
            .is_some();
        if own {
            return Some(Landing::Front);
        }
        cells.emit((x, y)).map(|(h, c)| Landing::Cell(h, c))
    })
}

/// The cell a dragged tile is over (its own area is no cell).
fn hover_msg(at: Option<Landing>) -> Msg {
    Msg::Hover(match at {
        Some(Landing::Cell(h, c)) => Some((h, c)),
        _ => None,
    })
}

fn drop_handler(dispatch: &Callback<Msg>) -> Callback<DropEvent<Landing>> {
    on_release(
        dispatch.reform(Msg::DropOn),
        send(dispatch, Msg::Release),
        send(dispatch, Msg::Hover(None)),
    )
}

/// A tile drawn face up in a small square of its own.
fn tile_icon(t: TileId, mirrored: bool) -> Html {
    html! {
        <svg class="cab-tile" viewBox="0 0 100 100" aria-hidden="true">
            { tile_art(t, mirrored) }
        </svg>
    }
}

/// A tile the player to move may pick up, from a pile or from his own tiles: dragged onto a hut
/// or his own area, or tapped then placed.
fn handled_tile(
    t: TileId,
    source: Source,
    label: String,
    (held, mirrored): (Option<Source>, bool),
    dispatch: &Callback<Msg>,
    board_ref: &NodeRef,
) -> Html {
    html! {
        <Draggable<Landing> label={label} locate={locator(board_ref)} selected={held == Some(source)}
            on_start={send(dispatch, Msg::Hold(source))} on_hover={dispatch.reform(hover_msg)}
            on_drop={drop_handler(dispatch)} on_pick={pick_to_board(send(dispatch, Msg::Hold(source)), board_ref.clone())}>
            { tile_icon(t, mirrored) }
        </Draggable<Landing>>
    }
}

/// A seat's colour: the swatch beside its name.
fn seat_colour(players: &[PlayerConfig], seat: Seat) -> &'static str {
    colour_hex(players.get(seat.index()).map_or(seat.index(), |p| p.colour))
}

#[function_component(Table)]
pub fn table(props: &TableProps<Play>) -> Html {
    let l = use_lang();
    // Computers play from their own seat's view (the piles' order is hidden from them too).
    let crate::table::TableHandle {
        play,
        dispatch,
        save_failed,
        thinking,
    } = crate::table::use_table(props.initial.clone(), ai::choose);
    // Seats on other devices: invitations, who is here, guests' moves.
    let elsewhere = crate::elsewhere::use_seats_elsewhere(&play, &dispatch);
    let board_ref = use_node_ref();

    // Escape puts the held tile back, M turns it over, wherever the focus is.
    use_escape(play.held.is_some(), send(&dispatch, Msg::Release));
    use_keys(
        play.held.is_some(),
        &["m", "M"],
        send(&dispatch, Msg::Mirror),
    );

    let game = play.game();
    let view = play.view();
    let to_move = game.to_move();
    let held = play.held.filter(|_| play.can_handle());
    let held_tile = held.and_then(|_| play.held_tile());
    let legal = play.legal_cells();
    let aiming = play.aiming();
    let targets = play.targets();
    let aimed = play.aimed();
    let marks = last_moves(play.seating.session.events(), game.seats());
    let pointed = play
        .hover
        .or(held.and(play.cursor).filter(|_| play.cursor_moved));

    // The three huts as the board draws them.
    let refused_at = play.refusal.iter().find_map(|e| match e {
        CabanesError::IllegalBuild { hut, cell, .. } => Some((*hut, *cell)),
        _ => None,
    });
    let hut_scores = game.hut_scores();
    let huts: Vec<HutItem> = view
        .huts
        .iter()
        .zip(&view.tracks)
        .enumerate()
        .filter_map(|(h, (hut, track))| {
            let index = u8::try_from(h).ok()?;
            // The tiles as the replay draws them, with the cannon's aim laid over them.
            let tiles = tile_items(index, hut, &marks, &play.seating.players, l)
                .into_iter()
                .map(|mut t| {
                    t.target = targets.iter().any(|g| g.hut == index && g.cell == t.cell);
                    t.falls = aimed.as_ref().is_some_and(|g| {
                        g.hut == index
                            && (g.cell == t.cell || g.falling.iter().any(|f| f.cell == t.cell))
                    });
                    if t.target {
                        t.label += l.t(
                            ", the cannon may knock it off",
                            ", le canon peut la faire tomber",
                        );
                    }
                    if t.falls {
                        t.label += l.t(", would fall", ", tomberait");
                    }
                    t
                })
                .collect();
            // Laid out even while no tile is held (the board drawing them only then), so that
            // picking a tile up does not grow the hut and push everything under it.
            let open = hut
                .open_cells()
                .into_iter()
                .map(|cell| {
                    let is_legal = legal.contains(&(index, cell));
                    OpenCell {
                        cell,
                        legal: is_legal,
                        label: text::open_cell_label(index, cell, Some(is_legal), l),
                        refused: refused_at == Some((index, cell)),
                    }
                })
                .collect();
            let points = hut_scores.get(h).map_or(0, |s| s.total);
            Some(HutItem {
                index,
                name: text::hut_name(index, l),
                label: format!(
                    "{}, {}",
                    text::hut_label(index, hut.len(), hut.is_complete(), l),
                    crate::end::points(points, l)
                ),
                tiles,
                open,
                track: pawn_items(track, &play.seating.players, l),
                track_label: text::track_label(index, track, &play.seating.players, l),
            })
        })
        .collect();

    let on_cell = {
        let play = play.clone();
        Callback::from(move |(h, c): (u8, Cell)| {
            if play.held.is_some() {
                play.dispatch(Msg::DropOn(Landing::Cell(h, c)));
            }
        })
    };
    let on_tile = {
        let play = play.clone();
        Callback::from(move |at: (u8, Cell)| {
            if play.aiming() {
                play.dispatch(Msg::Aim(Some(at)));
            }
        })
    };
    // Pointing at a target outlines what would fall; leaving keeps a tapped aim.
    let on_point = {
        let play = play.clone();
        Callback::from(move |at: Option<(u8, Cell)>| {
            if at.is_some() {
                play.dispatch(Msg::Aim(at));
            }
        })
    };
    // Arrows walk the cursor over the open cells (or, aiming, over the cannon's targets); Enter
    // builds the held tile there (or fires).
    let on_key = {
        let huts = huts.clone();
        let open: Vec<HutCell> = huts
            .iter()
            .flat_map(|h| h.open.iter().map(move |o| (h.index, o.cell)))
            .collect();
        let aims: Vec<HutCell> = targets.iter().map(|t| (t.hut, t.cell)).collect();
        let (aiming, holding) = (play.aiming(), play.held.is_some());
        let (spots, at) = if aiming {
            (aims.clone(), play.aim)
        } else {
            (open, play.cursor)
        };
        on_board_key(dispatch.clone(), move |key| match (key, at) {
            _ if !aiming && !holding => None,
            // The first arrow while aiming points at the first target.
            (BoardKey::Arrow(_), None) if aiming => Some(Msg::Aim(aims.first().copied())),
            (BoardKey::Arrow(dir), Some(from)) => {
                let to = huts::step(&huts, from, dir, &spots);
                Some(if aiming {
                    Msg::Aim(Some(to))
                } else {
                    Msg::Cursor(to)
                })
            }
            (BoardKey::Drop, _) if aiming => Some(Msg::Fire),
            (BoardKey::Drop, _) => Some(Msg::DropAtCursor),
            (BoardKey::Arrow(_), None) => None,
        })
    };

    // Why the pointed cell (by the pointer or the keyboard) refuses the held tile.
    let message = if !play.refusal.is_empty() {
        let mut words: Vec<String> = play.refusal.iter().map(|e| text::error(e, l)).collect();
        if refused_at.is_some_and(|at| play.fits_turned(at)) {
            words.push(
                l.t(
                    "Turned over, it would fit there.",
                    "Retournée, elle irait à cet endroit.",
                )
                .into(),
            );
        }
        crate::table::board_message(Some(words.join(" ")), None)
    } else {
        let reason = pointed
            .filter(|at| held_tile.is_some() && !legal.contains(at))
            .map(|at| {
                play.reasons_at(at)
                    .iter()
                    .map(|e| text::error(e, l))
                    .collect::<Vec<_>>()
                    .join(" ")
            });
        crate::table::board_message(None, reason)
    };

    // The five piles: each top tile face up, to drag; how many tiles are left of each back.
    let piles = view.piles.iter().enumerate().filter_map(|(p, pile)| {
        let index = u8::try_from(p).ok()?;
        let left = pile.top.map_or(0, |_| 1) + usize::from(pile.green_below) + usize::from(pile.yellow_below);
        let counts = format!(
            "{} · {} {} · {} {}",
            crate::i18n::plural(l, left, "tile left", "tiles left", "tuile restante", "tuiles restantes"),
            pile.green_below,
            l.t("green below", "vertes dessous"),
            pile.yellow_below,
            l.t("yellow below", "jaunes dessous"),
        );
        let title = text::pile_name(index, l);
        let body = match pile.top {
            None => html! { <span class="cab-empty">{ l.t("Empty", "Vide") }</span> },
            Some(t) if play.can_handle() => {
                let source = Source::Pile(index);
                let mirrored = held == Some(source) && play.mirrored;
                let label = format!("{title}{}{}", l.t(": ", " : "), text::tile_label(t, mirrored, l));
                handled_tile(t, source, label, (held, mirrored), &dispatch, &board_ref)
            }
            Some(t) => html! {
                <span class="cab-top" role="img" aria-label={format!("{title}{}{}", l.t(": ", " : "), text::tile_label(t, false, l))}>{ tile_icon(t, false) }</span>
            },
        };
        Some(html! {
            <li class="cab-pile" aria-label={format!("{}; {counts}", text::pile_label(index, pile, l))}>
                <span class="cab-pile-name">{ title.clone() }</span>
                { body }
                <span class="cab-count">
                    <span class="cab-left">{ left }</span>
                    <span class="cab-backs" aria-hidden="true">
                        <span class="back-green">{ pile.green_below }</span>
                        <span class="back-yellow">{ pile.yellow_below }</span>
                    </span>
                </span>
            </li>
        })
    });

    // Every seat's tiles, face up. The player to move may drag his own; while he holds a pile's
    // tile, his area takes it (action 1: keep it).
    let scores = game.scores();
    let fronts = (0..game.seats()).map(Seat).map(|seat| {
        let mine = play.can_handle() && to_move == Some(seat);
        let keeping = mine && matches!(held, Some(Source::Pile(_)));
        let tiles = view.front(seat).iter().map(|&t| {
            let kept_last = marks.mark(&Marked::Kept(t), &play.seating.players).filter(|m| m.seat == seat);
            let mut label = text::tile_label(t, false, l);
            if let Some(m) = kept_last {
                label += &last_move_words(m.seat, &play.seating.players, l);
            }
            let item = if mine {
                let source = Source::Front(t);
                let mirrored = held == Some(source) && play.mirrored;
                handled_tile(t, source, label.clone(), (held, mirrored), &dispatch, &board_ref)
            } else {
                html! { <span class="cab-front-tile" role="img" aria-label={label.clone()}>{ tile_icon(t, false) }</span> }
            };
            html! { <li class={classes!(kept_last.is_some().then_some("last-kept"))}>{ item }</li> }
        });
        let line = scores.iter().find(|s| s.seat == seat);
        let bananas = view.bananas.get(seat.index()).copied().unwrap_or(0);
        let current = to_move == Some(seat);
        let heading = format!(
            " — {} · {}",
            crate::end::points(line.map_or(0, |s| s.total), l),
            text::bananas(bananas, l),
        );
        let empty = view.front(seat).is_empty();
        html! {
            <section class={classes!("cab-front", current.then_some("current"), mine.then_some("cab-own"), keeping.then_some("keeping"))}
                aria-label={text::front_of(seat, &play.seating.players, l)}
                aria-current={current.then_some("true")}>
                <h2><span class="swatch" style={format!("background:{}", seat_colour(&play.seating.players, seat))}></span><span>{ seats::name_tag(play.seating.players.get(seat.index()), l) }{ heading }</span></h2>
                if empty && !keeping { <p class="help">{ l.t("No tile in front.", "Aucune tuile devant.") }</p> }
                <ul class="tiles">{ for tiles }</ul>
                if keeping {
                    <button class="button keep" onclick={send(&dispatch, Msg::DropOn(Landing::Front))}>
                        { l.t("Keep this tile in front of you", "Garder cette tuile devant vous") }</button>
                }
            </section>
        }
    });

    // The held tile: turn it over (where allowed), put it back.
    let held_panel = held_tile.map(|t| {
        let turn_label = with_key(l.t("Turn over", "Retourner"), "M");
        html! {
            <div class="cab-held" role="group" aria-label={l.t("The tile in hand", "La tuile en main")}>
                { tile_icon(t, play.mirrored) }
                <span>{ text::tile_name(t, l) }{ if play.mirrored { l.t(" (turned over)", " (retournée)") } else { "" } }</span>
                if play.can_mirror() {
                    <button class="button" aria-pressed={play.mirrored.to_string()} onclick={send(&dispatch, Msg::Mirror)}>{ turn_label }</button>
                } else {
                    <span class="help">{ l.t("This tile cannot be turned over.", "Cette tuile ne se retourne pas.") }</span>
                }
                <span class="help">{ crate::i18n::plural(l, legal.len(), "glowing spot", "glowing spots", "emplacement lumineux", "emplacements lumineux") }</span>
            </div>
        }
    });

    // The cannon: a tile of another hut to knock off, or hold fire.
    let cannon_panel = aiming.then(|| {
        let aim_words = aimed.as_ref().map(|t| {
            let falls = t.falling.len();
            format!(
                "{} {} — {}",
                l.t("Aimed at:", "Visée :"),
                text::tile_name(t.tile, l),
                match (falls, l) {
                    (0, _) => l.t("nothing else falls", "rien d'autre ne tombe").to_string(),
                    (1, _) => l.t("1 tile falls with it", "1 tuile tombe avec elle").to_string(),
                    (n, Lang::En) => format!("{n} tiles fall with it"),
                    (n, Lang::Fr) => format!("{n} tuiles tombent avec elle"),
                }
            )
        });
        html! {
            <section class="cab-cannon" aria-label={l.t("Your cannon", "Votre canon")}>
                <h2>{ l.t("Your cannon is ready", "Votre canon est prêt") }</h2>
                <p>{ l.t(
                    "Point at a glowing tile of another hut: everything that would fall with it is outlined. Fire, or hold fire.",
                    "Visez une tuile lumineuse d'une autre cabane : tout ce qui tomberait avec elle est entouré. Tirez, ou renoncez.") }</p>
                <p class="cab-aim" aria-live="polite">{ aim_words.unwrap_or_default() }</p>
                <div class="controls">
                    <button class="button primary" disabled={aimed.is_none()} onclick={send(&dispatch, Msg::Fire)}>{ l.t("Fire", "Tirer") }</button>
                    <button class="button" onclick={send(&dispatch, Msg::Act(CabanesAction::HoldFire))}>{ l.t("Hold fire", "Ne pas tirer") }</button>
                </div>
            </section>
        }
    });

    let undo = seats::undo_seat(&play.seating.players, &play.seating.session);
    let log = play
        .seating
        .session
        .events()
        .iter()
        .rev()
        .map(|e| text::event(e, &play.seating.players, l))
        .map(|t| html! { <li>{ t }</li> });
    let status = text::status_line(&view, &play.seating.players, l);
    let cursor = held.and(play.cursor);

    html! {
        <div class="table cabanes">
            <h1>{ "Les Cabanes de M'sieur Robinson" }</h1>
            <p class="status" role="status">{ status }</p>
            <HowToPlay step={steps::step(&view, &play.seating.players, held_tile, l)} game={crate::game_kind::GameKind::Cabanes} />
            if game.is_over() {
                { CabanesEnd { id: AttrValue::from(play.seating.id.clone()), players: play.seating.players.clone(), game: Rc::new(game.clone()),
                    record: Rc::new(play.seating.session.record().clone()) }.view(l) }
            }
            { elsewhere }
            if save_failed {
                { crate::table::moves_not_stored(l) }
            }
            <div class="play-area">
                <div class="main-col">
                    <HutsBoard huts={huts} svg_ref={board_ref.clone()} cursor={if aiming { play.aim } else { cursor }}
                        active={held.is_some()} hover={play.hover} held={held_tile.map(|t| (t, play.mirrored))}
                        on_cell={on_cell} on_tile={on_tile} on_point={on_point} on_key={on_key}
                        on_hover={dispatch.reform(Msg::Hover)}
                        label={l.t("The three huts: with a tile in hand, arrows choose a cell and Enter builds there", "Les trois cabanes : tuile en main, les flèches choisissent une case et Entrée construit")}
                        tabs_label={l.t("Huts", "Cabanes")} />
                    { message }
                    // Always there, so the board before them is never rebuilt (and keeps the
                    // keyboard's focus) when a panel comes or goes.
                    <div class="cab-cannon-slot">{ for cannon_panel }</div>
                    <div class="cab-held-slot">{ for held_panel }</div>
                    <div class="controls">
                        { put_back(held.is_some(), send(&dispatch, Msg::Release), l) }
                        { crate::table::undo_redo(&play.seating.session, &play.seating.players, (undo, true),
                            (send(&dispatch, Msg::Undo), send(&dispatch, Msg::Redo)), l) }
                    </div>
                </div>
                <aside class="side-col">
                    <section class="hand cab-piles" aria-label={l.t("The five piles", "Les cinq piles")}>
                        <h2>{ l.t("Piles", "Piles") }</h2>
                        <ul class="tiles">{ for piles }</ul>
                    </section>
                    <div class="cab-fronts">{ for fronts }</div>
                </aside>
            </div>
            { crate::table::log_panel(log, l) }
            { thinking.view(l) }
        </div>
    }
}

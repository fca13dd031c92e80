//! The Capt'n Clever table: the sea, one's ship and captain to drag, secret targets and the
//! neighbour's secret choice through curtains, computer players and the log.

use tablee_rules::captn::ai;
use tablee_rules::captn::{
    BoardMap, CaptnAction, CaptnView, IslandId, JettyColour, Phase, PositionId,
};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::end::{end_panel, last_moves};
use super::sea::{Geometry, Handle, LaneLegend, SPOTS_ACROSS, SeaBoard, Spot, treasure_glyph};
use super::sea_view::{Overlay, sea_of, token};
use super::state::{Moment, Msg, Piece, Play};
use super::text::{
    choose_prompt, choose_purpose, colour_name, errors_text, event_text, give_island, island_name,
    last_turn_purpose, pieces_of, status_line,
};
use crate::board::{
    BoardKey, Draggable, Zoom, by_input, on_board_key, on_release, pick_to_board, put_back,
    use_escape,
};
use crate::curtain::{Curtain, Privacy};
use crate::help::HowToPlay;
use crate::i18n::{Lang, use_lang};
use crate::seats::{self};
use crate::table::{Room, TableProps, send};

impl Room for Play {
    type Engine = tablee_rules::captn::Captn;
    type Table = Table;
}

/// A treasure card: the island's picture and its name.
fn treasure_card(board: &BoardMap, island: IslandId, l: Lang) -> Html {
    let treasure = board.island(island).map(|i| i.treasure);
    html! {
        <div class="treasure-card">
            if let Some(t) = treasure {
                <svg class="card-glyph" viewBox="0 0 100 100" aria-hidden="true">{ treasure_glyph(t) }</svg>
            }
            <h3>{ format!("{} {}", l.t("Treasure card:", "Carte trésor :"), island_name(board, island, l)) }</h3>
        </div>
    }
}

/// The pieces the player to move may pick up now.
fn movable(table: &CaptnView) -> Vec<Piece> {
    let mut pieces = Vec::new();
    if !table.ship_options().is_empty() {
        pieces.push(Piece::Ship);
    }
    if !table.captain_options().is_empty() {
        pieces.push(Piece::Captain);
    }
    pieces
}

/// Finds the spot a piece is dragged over: islands for a captain, lanes for a ship (the glowing
/// one where lanes cross).
fn locator(
    geometry: &Geometry,
    table: &CaptnView,
    svg: &NodeRef,
    piece: Piece,
) -> crate::board::Locate<Spot> {
    let targets = match piece {
        Piece::Ship => table.ship_options().into_iter().map(Spot::Lane).collect(),
        Piece::Captain => table
            .captain_options()
            .into_iter()
            .map(Spot::Island)
            .collect(),
    };
    geometry.locator(svg.clone(), piece == Piece::Captain, targets)
}

fn drop_handler(dispatch: &Callback<Msg>) -> Callback<crate::board::DropEvent<Spot>> {
    on_release(
        dispatch.reform(Msg::DropOn),
        send(dispatch, Msg::Release),
        send(dispatch, Msg::Hover(None)),
    )
}

#[function_component(Table)]
pub fn table(props: &TableProps<Play>) -> Html {
    let l = use_lang();
    // Computer players move on their own, only while the table is on screen, each deciding from
    // its own seat's view; the save holds secrets: it is stored, never shown.
    let crate::table::TableHandle {
        play,
        dispatch,
        save_failed,
        thinking,
    } = crate::table::use_table(props.initial.clone(), ai::choose);
    // Seats on other devices: invitations, who is here, guests' moves.
    let elsewhere = crate::elsewhere::use_seats_elsewhere(&play, &dispatch);
    let svg_ref = use_node_ref();

    // Escape puts the held piece back, wherever the focus is.
    use_escape(play.held.is_some(), send(&dispatch, Msg::Release));

    let game = play.game();
    let name = |s: Seat| seats::name(&play.seating.players, s);

    if let Privacy::Curtain(to) = play.privacy {
        let for_seat = match game.phase() {
            Phase::Choosing { for_seat, .. } => for_seat,
            _ => game.sea().turn(),
        };
        let purpose = to.map(|(_, m)| match (m, game.phase()) {
            (
                Moment::Turn,
                Phase::Turn {
                    finisher: Some(finisher),
                    ..
                },
            ) => last_turn_purpose(finisher, &play.seating.players, l),
            (Moment::Turn, _) => l
                .t(
                    "to play your turn, with your secret treasure card in sight",
                    "pour jouer votre tour, votre carte trésor secrète sous les yeux",
                )
                .to_string(),
            (Moment::Choose, _) => choose_purpose(for_seat, &play.seating.players, l),
        });
        return html! {
            <div class="table captn">
                { Curtain { to: to.map(|(s, _)| AttrValue::from(name(s))), purpose: purpose.unwrap_or_default().into(),
                    since: Curtain::since_turn_of(&play.seating.session, to.map(|(s, _)| s), |e| event_text(e, game.board(), &play.seating.players, l)),
                    elsewhere: elsewhere.clone(), on_ready: send(&dispatch, Msg::Confirm) }.view(l) }
            </div>
        };
    }

    let table = game.table_view();
    let to_move = game.to_move();
    let phase = game.phase();
    let board = table.board();
    let status = match play.ending {
        Some(seat) => super::text::ending_line(seat, &play.seating.players, l),
        None => status_line(phase.clone(), to_move, &play.seating.players, l),
    };

    let seat_list = (0..game.seats()).map(Seat).map(|s| {
        let pile = table.piles.get(s.index()).copied();
        // While a human's finished turn waits for "End the turn", it is still his.
        let current = play.ending.or(to_move) == Some(s);
        let top = pile
            .and_then(|p| p.top)
            .map(|i| format!(" — {} {}", l.t("top:", "dessus :"), island_name(board, i, l)))
            .unwrap_or_default();
        html! {
            <li class={classes!("seat", current.then_some("current"))} aria-current={current.then_some("true")}>
                <span class="swatch" style={format!("background:{}", token(&play.seating.players, s).colour)}></span>
                { seats::name_tag(play.seating.players.get(s.index()), l) }
                <span class="left">{ format!("{}/9 {}{top}", pile.map_or(0, |p| p.count), l.t("treasures", "trésors")) }</span>
            </li>
        }
    });

    // A private moment: the owner's own view, with his target and his captain's way to it marked
    // on the sea. The lone human among computers keeps his in sight all along.
    let open = play.privacy.open();
    let lone = seats::lone_human(&play.seating.players);
    let owner = match open {
        Some((s, Moment::Turn)) => Some(s),
        Some((_, Moment::Choose)) => None,
        None => lone,
    };
    let own_target = owner.and_then(|s| game.view(s).target.map(|t| (s, t)));
    let route = own_target
        .and_then(|(s, t)| table.pieces().route(board, s, t))
        .unwrap_or_default();
    let route_lanes: Vec<PositionId> = route
        .windows(2)
        .filter_map(|w| match w {
            [a, b] => board.position_between(*a, *b),
            _ => None,
        })
        .collect();
    // The chooser, in his moment, may tap an island on the sea to give its card.
    let choice = match open {
        Some((s, Moment::Choose)) => game.view(s).choice.unwrap_or_default(),
        _ => Vec::new(),
    };
    let held = play.held.filter(|_| play.can_handle());
    let geometry = Geometry::of(board);
    let movable = if play.can_handle() {
        movable(&table)
    } else {
        Vec::new()
    };
    // The same pieces can be picked up where they lie on the sea (not yet while placing).
    let handles = movable
        .iter()
        .filter(|_| phase != Phase::Placing)
        .map(|&piece| {
            let handle = Handle {
                label: match piece {
                    Piece::Ship => l.t("Your ship: move it", "Votre bateau : le déplacer"),
                    Piece::Captain => {
                        l.t("Your captain: move him", "Votre capitaine : le déplacer")
                    }
                }
                .into(),
                selected: held == Some(piece),
                locate: locator(&geometry, &table, &svg_ref, piece),
                on_start: send(&dispatch, Msg::Hold(piece)),
                on_drop: drop_handler(&dispatch),
                on_pick: pick_to_board(send(&dispatch, Msg::Hold(piece)), svg_ref.clone()),
            };
            (piece, handle)
        })
        .collect();
    let pointed = play.hover.or(held.and(play.cursor));
    let overlay = Overlay {
        target: own_target.map(|(_, t)| t),
        route: route_lanes,
        choice: choice.clone(),
        handles,
        last: last_moves(play.seating.session.events(), game.seats()),
    };
    let (islands, lanes) = sea_of(&play.seating.players, &table, held, pointed, overlay, l);

    let on_island = {
        let play = play.clone();
        let choosing = !choice.is_empty();
        Callback::from(move |i| {
            if play.held == Some(Piece::Captain) {
                play.dispatch(Msg::DropOn(Spot::Island(i)));
            } else if choosing {
                play.dispatch(Msg::Act(CaptnAction::ChooseTarget { island: i }));
            }
        })
    };
    let on_lane = {
        let play = play.clone();
        Callback::from(move |p| {
            if play.held == Some(Piece::Ship) {
                play.dispatch(Msg::DropOn(Spot::Lane(p)));
            }
        })
    };
    let on_key = {
        let holding = play.held.is_some();
        on_board_key(dispatch.clone(), move |key| {
            holding.then_some(match key {
                BoardKey::Arrow(dir) => Msg::MoveCursor(dir),
                BoardKey::Drop => Msg::DropAtCursor,
            })
        })
    };

    // Why the pointed spot (by the pointer or the keyboard) is not legal for the held piece;
    // where the piece lies already, it would only be put down again.
    let me = table.sea.turn();
    let hover_reason = match (held, pointed) {
        (Some(Piece::Ship), Some(Spot::Lane(p))) if table.sea.ship(me) != Some(p) => {
            Some(table.ship_errors(p))
        }
        (Some(Piece::Captain), Some(Spot::Island(i))) if table.sea.captain(me) != Some(i) => {
            Some(table.captain_errors(i))
        }
        _ => None,
    }
    .filter(|e| !e.is_empty());
    let message = if !play.refusal.is_empty() {
        crate::table::board_message(
            Some(errors_text(&play.refusal, board, &play.seating.players, l)),
            None,
        )
    } else {
        crate::table::board_message(
            None,
            hover_reason.map(|e| errors_text(&e, board, &play.seating.players, l)),
        )
    };

    // The pieces of the player to move, to drag onto the sea.
    let pieces = play.can_handle().then(|| {
        let placing = phase == Phase::Placing;
        let me = table.sea.turn();
        let colour = token(&play.seating.players, me).colour;
        let items = movable.iter().map(|&piece| {
            let label = match (piece, placing) {
                (Piece::Ship, true) => l.t("Place your ship", "Placez votre bateau"),
                (Piece::Ship, false) => l.t("Move your ship", "Déplacez votre bateau"),
                (Piece::Captain, true) => l.t("Place your captain", "Placez votre capitaine"),
                (Piece::Captain, false) => l.t("Move your captain", "Déplacez votre capitaine"),
            };
            let icon = match piece {
                Piece::Ship => html! { <svg class="piece-icon" viewBox="-50 -45 100 75" aria-hidden="true">
                    <path d="M-44 4 L44 4 L30 24 L-30 24 Z" style={format!("fill:{colour}")} /><path d="M0 4 V-40 L30 -6 Z" class="sail" /></svg> },
                Piece::Captain => html! { <svg class="piece-icon" viewBox="-25 -25 50 50" aria-hidden="true">
                    <circle r="20" style={format!("fill:{colour}")} /></svg> },
            };
            html! {
                <li>
                    <Draggable<Spot> label={label} locate={locator(&geometry, &table, &svg_ref, piece)} selected={held == Some(piece)}
                        on_start={send(&dispatch, Msg::Hold(piece))} on_hover={dispatch.reform(Msg::Hover)}
                        on_drop={drop_handler(&dispatch)} on_pick={pick_to_board(send(&dispatch, Msg::Hold(piece)), svg_ref.clone())}>
                        { icon }<span>{ label }</span>
                    </Draggable<Spot>>
                </li>
            }
        });
        let end_turn = (matches!(phase, Phase::Turn { .. }) && table.end_turn_error().is_none()).then(|| {
            let stranded = matches!(phase, Phase::Turn { captain_moved: false, .. });
            html! {
                <>
                    if stranded { <p class="help">{ l.t("Your captain can reach no empty island: he stays where he is.", "Votre capitaine ne peut atteindre aucune île vide : il reste où il est.") }</p> }
                    <button class="button primary" onclick={send(&dispatch, Msg::Act(CaptnAction::EndTurn))}>{ l.t("End the turn", "Finir le tour") }</button>
                </>
            }
        });
        html! {
            <section class="hand" aria-label={l.t("Your pieces", "Vos pièces")}>
                <h2>{ pieces_of(me, &play.seating.players, l) }</h2>
                <p class="help">{ l.t(
                    by_input("Drag your ship onto a lane or your captain onto an island, from here or from where they lie on the sea, or click the piece then the spot. Glowing spots are legal.",
                        "Drag your ship onto a lane or your captain onto an island, from here or from where they lie on the sea, or tap the piece then the spot. Glowing spots are legal."),
                    by_input("Glissez votre bateau sur un passage ou votre capitaine sur une île, d'ici ou de là où ils sont sur la mer, ou cliquez sur la pièce puis sur l'endroit. Les endroits lumineux sont permis.",
                        "Glissez votre bateau sur un passage ou votre capitaine sur une île, d'ici ou de là où ils sont sur la mer, ou touchez la pièce puis l'endroit. Les endroits lumineux sont permis.")) }</p>
                <ul class="tiles pieces">{ for items }</ul>
                { for end_turn }
            </section>
        }
    });

    // His own target, with a word on the way to it: in his turn's private moment, or all along
    // for the lone human among computers.
    let own_card = own_target.filter(|_| !game.is_over()).map(|(seat, t)| {
        let captain = table.sea.captain(seat);
        let way = match route.len() {
            0 => l.t(
                "No chain of ships leads there yet: a ship moved may open the way.",
                "Aucune chaîne de bateaux n'y mène encore : un bateau déplacé peut ouvrir la voie.",
            ),
            1 if captain == Some(t) => l.t(
                "Your captain stands on it: he must sail away and come back.",
                "Votre capitaine y est déjà : il doit repartir puis revenir.",
            ),
            _ => l.t(
                "The highlighted lanes lead your captain there now.",
                "Les passages en surbrillance y mènent votre capitaine dès maintenant.",
            ),
        };
        html! {
            <>
                { treasure_card(board, t, l) }
                if captain.is_some() { <p class="help">{ way }</p> }
            </>
        }
    });

    let private = open.map(|(seat, moment)| {
        let own = game.view(seat);
        let who = name(seat);
        match moment {
            Moment::Turn => html! {
                <section class="private" aria-label={format!("{} — {who}", l.t("Your secret treasure", "Votre trésor secret"))}>
                    <h2>{ format!("{} — {who}", l.t("Your secret treasure", "Votre trésor secret")) }</h2>
                    { for own_card.clone() }
                    <p class="help">{ l.t(
                        "Only you see it: it leaves the screen when your turn ends.",
                        "Vous seul la voyez : elle quitte l'écran à la fin de votre tour.") }</p>
                </section>
            },
            Moment::Choose => {
                let for_seat = match phase { Phase::Choosing { for_seat, .. } => for_seat, _ => seat };
                let options = own.choice.clone().unwrap_or_default().into_iter().map(|island| {
                    let treasure = board.island(island).map(|i| i.treasure);
                    html! {
                        <li>
                            <button class="treasure-card choice" aria-label={give_island(board, island, l)}
                                onclick={send(&dispatch, Msg::Act(CaptnAction::ChooseTarget { island }))}>
                                if let Some(t) = treasure {
                                    <svg class="card-glyph" viewBox="0 0 100 100" aria-hidden="true">{ treasure_glyph(t) }</svg>
                                }
                                <span>{ island_name(board, island, l) }</span>
                            </button>
                        </li>
                    }
                });
                html! {
                    <section class="private" aria-label={format!("{} — {who}", l.t("Your secret choice", "Votre choix secret"))}>
                        <h2>{ format!("{} — {who}", l.t("Your secret choice", "Votre choix secret")) }</h2>
                        <p>{ choose_prompt(for_seat, &play.seating.players, l) }</p>
                        <ul class="choices">{ for options }</ul>
                    </section>
                }
            }
        }
    });

    // The lone human keeps his target in sight.
    let target_area = match (lone, own_card) {
        (Some(_), Some(card)) if open.is_none() => html! {
            <section class="my-goal" aria-label={l.t("Your secret treasure", "Votre trésor secret")}>{ card }</section>
        },
        _ => html! {},
    };

    // Undo and redo on the table, or in one's own turn.
    let at_table = matches!(
        play.privacy,
        Privacy::Table | Privacy::Open(_, Moment::Turn)
    );
    let undo = play.undo_seat();
    let log = play
        .seating
        .session
        .events()
        .iter()
        .rev()
        .filter_map(|e| event_text(e, board, &play.seating.players, l))
        .map(|t| html! { <li>{ t }</li> });

    html! {
        <div class="table captn">
            <h1>{ "Capt'n Clever" }</h1>
            <p class="status" role="status">{ status }</p>
            <HowToPlay step={super::steps::step(&play, l)} game={crate::game_kind::GameKind::CaptnClever} />
            if game.is_over() { { end_panel(&play, l) } }
            <ul class="seats">{ for seat_list }</ul>
            { elsewhere }
            if save_failed {
                { crate::table::moves_not_stored(l) }
            }
            <div class="play-area">
                <div class="main-col">
                    // The sea is read whole (a route runs between far islands): it opens
                    // whole, and a pinch or "+" zooms it.
                    <Zoom across={SPOTS_ACROSS} opens_zoomed={false}>
                        { SeaBoard { islands, lanes, svg_ref: svg_ref.clone(), active: held.is_some() || !choice.is_empty(),
                            cursor: held.and(play.cursor), on_key, on_hover: dispatch.reform(Msg::Hover),
                            locate: held.map(|piece| locator(&geometry, &table, &svg_ref, piece)),
                            label: l.t("The sea: islands and lanes", "La mer : îles et passages").into(), on_island, on_lane }.view() }
                    </Zoom>
                    // Right under the sea, in view on a phone: the turn's last word is the player's.
                    if play.ending.is_some() {
                        <div class="controls end-turn">
                            <button class="button primary" onclick={send(&dispatch, Msg::FinishTurn)}>{ l.t("End the turn", "Finir le tour") }</button>
                        </div>
                    }
                    { LaneLegend { label: l.t("Lanes: each colour has its own pattern", "Passages : chaque couleur a son motif").into(),
                        colours: JettyColour::ALL.iter().map(|c| (*c, colour_name(*c, l).to_string())).collect() }.view() }
                    { message }
                    <div class="controls">
                        { put_back(held.is_some(), send(&dispatch, Msg::Release), l) }
                        { crate::table::undo_redo(&play.seating.session, &play.seating.players, (undo, at_table),
                            (send(&dispatch, Msg::Undo), send(&dispatch, Msg::Redo)), l) }
                    </div>
                </div>
                <aside class="side-col">
                    { for private }
                    { for pieces }
                    { target_area }
                </aside>
            </div>
            { crate::table::log_panel(log, l) }
            { thinking.view(l) }
        </div>
    }
}

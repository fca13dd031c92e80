//! The Drunter & Drüber table: the town, the builder's tiles, votes through curtains, computer
//! players, the log and the final reveal.

use std::rc::Rc;

use tablee_rules::drunter::ai;
use tablee_rules::drunter::{BuildingType, DrunterAction, GoalCard, PhaseView, Tile};
use tablee_rules::{Game, Pos, Seat};
use yew::prelude::*;

use super::board::{
    Marks, cells_of, frame_of, group_words, grouped, kind_legend, last_moves, tile_svg,
};
use super::cards::goal_card;
use super::private::{GoalPanel, KeepPanel, VotePanel};
use super::public::{end_panel, last_vote, vote_panel, vote_reveal};
use super::state::{Moment, Msg, Play, Refusal};
use super::text::{
    card_word, cell_name, error_text, event_text, finished_paths, lay_reasons, passed_text,
    starts_vote_text, status_line, tiles, tiles_of, voters_text,
};
use crate::board::{
    BoardCell, BoardKey, Draggable, Focus, GridBoard, Zoom, by_input, on_board_key, on_release,
    pick_to_board, put_back, use_escape,
};
use crate::curtain::{Curtain, Privacy};
use crate::help::HowToPlay;
use crate::i18n::use_lang;
use crate::seats::colour_hex;
use crate::table::{Room, TableProps, board_message, send};

impl Room for Play {
    type Engine = tablee_rules::drunter::Drunter;
    type Table = Table;

    fn table(state: Rc<Play>) -> Html {
        let seen = read_looks(&state.seating.id);
        let state = if seen.is_empty() {
            state
        } else {
            Rc::new((*state).clone().with_looks(&seen))
        };
        html! { <Table initial={state} /> }
    }
}

/// The tab keeps who has taken his opening look, so that a reload during the opening resumes at
/// the player who was looking (the save holds moves, and looks are not moves).
fn looks_key(id: &str) -> String {
    format!("tablee.looks.{id}")
}

fn read_looks(id: &str) -> Vec<Seat> {
    crate::platform::tab_storage()
        .and_then(|s| s.get_item(&looks_key(id)).ok().flatten())
        .map(|text| {
            text.split(',')
                .filter_map(|n| n.parse::<u8>().ok())
                .map(Seat)
                .collect()
        })
        .unwrap_or_default()
}

fn write_looks(id: &str, seen: &[Seat]) {
    let text: Vec<String> = seen.iter().map(|s| s.0.to_string()).collect();
    if let Some(storage) = crate::platform::tab_storage() {
        // A tab that refuses storage only loses this convenience.
        let _ = storage.set_item(&looks_key(id), &text.join(","));
    }
}

#[function_component(Table)]
pub fn table(props: &TableProps<Play>) -> Html {
    let l = use_lang();
    // Autosave after every action (the save holds secrets: it is stored, never shown); computer
    // players move on their own, only while the table is on screen, each from its own seat's view.
    let crate::table::TableHandle {
        play,
        dispatch,
        save_failed,
        thinking,
    } = crate::table::use_table(props.initial.clone(), ai::choose);
    // Seats on other devices: invitations, who is here, guests' moves.
    let elsewhere = crate::elsewhere::use_seats_elsewhere(&play, &dispatch);
    let svg_ref = use_node_ref();
    {
        let id = play.seating.id.clone();
        use_effect_with(play.looks_taken(), move |seen| write_looks(&id, seen));
    }
    // Escape puts the held tile back, wherever the focus is.
    use_escape(play.held.is_some(), send(&dispatch, Msg::Release));

    let game = play.game();
    // The shared screen shows only what the whole table may see.
    let table = game.table_view();
    let to_move = game.to_move();
    let name = |s: Seat| crate::seats::name(&play.seating.players, s);

    if let Privacy::Curtain(to) = play.privacy {
        let purpose = to.map(|(_, m)| match m {
            Moment::Goal => l.t(
                "to look at the secret goal card",
                "pour regarder la carte objectif secrète",
            ),
            Moment::Vote => l.t("to vote in secret", "pour voter en secret"),
            Moment::Keep => l.t(
                "to keep one goal card in secret",
                "pour garder une carte objectif en secret",
            ),
        });
        return html! {
            <div class="table drunter">
                { Curtain { to: to.map(|(s, _)| AttrValue::from(name(s))), purpose: purpose.unwrap_or_default().into(),
                    since: Curtain::since_turn_of(&play.seating.session, to.map(|(s, _)| s), |e| event_text(e, &play.seating.players, l)),
                    elsewhere: elsewhere.clone(), on_ready: send(&dispatch, Msg::Confirm) }.view(l) }
            </div>
        };
    }

    let status = if play.reveal_shown() {
        l.t(
            "The town has voted: see the result, then Continue",
            "La ville a voté : voyez le résultat, puis Continuer",
        )
        .to_string()
    } else {
        status_line(&table, &play.seating.players, l)
    };

    let seats = (0..game.seats()).map(Seat).map(|s| {
        let p = play.seating.players.get(s.index());
        let current = to_move == Some(s);
        // The printed words only, to stay short; what each is worth is in the rules and the ballot.
        let cards = table.cards.get(s.index()).map(|c| c.iter().map(|c| card_word(*c)).collect::<Vec<_>>().join(" ")).unwrap_or_default();
        html! {
            <li class={classes!("seat", current.then_some("current"))} aria-current={current.then_some("true")}>
                <span class="swatch" style={format!("background:{}", colour_hex(p.map_or(0, |p| p.colour)))}></span>
                { crate::seats::name_tag(play.seating.players.get(s.index()), l) }
                <span class="left">{ tiles(table.hands.get(s.index()).map_or(0, Vec::len), l) }</span>
                if !game.setup().variant { <span class="cards">{ format!("{} {cards}", l.t("cards:", "cartes :")) }</span> }
            </li>
        }
    });

    // The held tile: where it may go, and where it would lie where it is pointed.
    let held = play.held.filter(|_| play.can_build());
    let mut legal: Vec<Pos> = Vec::new();
    if let Some(tile) = held.and_then(Tile::get) {
        for (path, dir) in table.town.spots(tile) {
            if let Ok(plan) = table.town.plan(tile, path, dir) {
                legal.extend(plan.cells);
            }
        }
    }
    let pointed = play.hover.or(held.map(|_| play.cursor));
    let aimed = match (held, pointed) {
        (Some(t), Some(p)) if table.town.map().contains(p) => Some(table.aim(t, p)),
        _ => None,
    };
    // The way the held tile would be laid where it is pointed: its dragged image turns so.
    let aimed_dir = match &aimed {
        Some(Ok((_, dir))) => Some(*dir),
        _ => None,
    };
    let preview: Vec<Pos> = match (&aimed, held.and_then(Tile::get)) {
        (Some(Ok((path, dir))), Some(tile)) => table
            .town
            .plan(tile, *path, *dir)
            .map(|p| p.cells)
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    // A tile put to the vote, or waiting for its builder to confirm that it starts one.
    let pending: Vec<Pos> = match (&table.phase, &play.confirm) {
        (
            PhaseView::Vote {
                tile, path, dir, ..
            },
            _,
        )
        | (_, Some(DrunterAction::Lay { tile, path, dir })) => Tile::get(*tile)
            .and_then(|t| table.town.plan(t, *path, *dir).ok())
            .map(|p| p.cells)
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    // The goal's buildings are marked only for its owner: the lone human among computers, or a
    // player in their own private moment.
    let owner =
        crate::seats::lone_human(&play.seating.players).or(play.privacy.open().map(|(s, _)| s));
    let goal: Vec<BuildingType> = match owner.filter(|_| !game.is_over()) {
        Some(s) => {
            let own = game.view(s);
            // Before the variant's keep, both cards are the goal in play.
            let cards = if own.goals_kept { 1 } else { own.goals.len() };
            own.goals
                .iter()
                .take(cards)
                .filter_map(|g| match g {
                    GoalCard::Building(kind) => Some(*kind),
                    _ => None,
                })
                .collect()
        }
        None => Vec::new(),
    };
    let marks = Marks {
        legal: &legal,
        preview: &preview,
        pending: &pending,
        cursor: held.map(|_| play.cursor),
        goal: &goal,
    };
    let mut cells = cells_of(&table, &marks, held.is_some(), l);
    let moves = last_moves(play.seating.session.events(), game.seats());
    BoardCell::mark_last(&mut cells, &moves, &play.seating.players, l);
    let frame = frame_of(&table);

    let message = match (&play.refusal, &aimed) {
        (Some(Refusal::Lay(r)), _) => board_message(Some(lay_reasons(r, l)), None),
        (Some(Refusal::Rule(e)), _) => board_message(Some(error_text(e, l)), None),
        (None, Some(Err(r))) if play.hover.is_some() || held.is_some() => {
            board_message(None, Some(lay_reasons(r, l)))
        }
        _ => board_message(
            play.passed
                .map(|s| passed_text(&name(s), &name(game.turn()), l)),
            None,
        ),
    };

    // A lay over a toilet waits for its builder's word: it starts a vote.
    let confirm = match &play.confirm {
        Some(DrunterAction::Lay { tile, path, dir }) => {
            let toilets: Vec<String> = table
                .vote_toilets(*tile, *path, *dir)
                .into_iter()
                .map(cell_name)
                .collect();
            let text = starts_vote_text(&toilets, l);
            html! {
                <section class="confirm-lay" aria-label={l.t("Confirm the lay", "Confirmer la pose")}>
                    <p>{ text }</p>
                    <button class="button primary" onclick={send(&dispatch, Msg::ConfirmLay)}>{ l.t("Lay it: start the vote", "Poser : lancer le vote") }</button>
                    <button class="button" onclick={send(&dispatch, Msg::CancelLay)}>{ l.t("Put the tile back", "Reposer la tuile") }</button>
                </section>
            }
        }
        _ => html! {},
    };

    let on_cell = {
        let play = play.clone();
        Callback::from(move |p: Pos| {
            if play.held.is_some() {
                play.dispatch(Msg::LayAt(p));
            }
        })
    };
    let on_hover = dispatch.reform(Msg::Hover);
    let on_key = {
        let holding = play.held.is_some();
        on_board_key(dispatch.clone(), move |key| {
            holding.then_some(match key {
                BoardKey::Arrow(dir) => Msg::MoveCursor(dir),
                BoardKey::Drop => Msg::LayAtCursor,
            })
        })
    };

    // The builder's tiles, face up, grouped by kind and length.
    let hand = play.can_build().then(|| {
        let seat = table.turn;
        let groups = grouped(table.hand()).into_iter().map(|(tile, count)| {
            let id = tile.id;
            let selected = held.and_then(Tile::get).is_some_and(|h| h.kind == tile.kind && h.len == tile.len);
            let on_drop = on_release(
                dispatch.reform(Msg::LayAt),
                send(&dispatch, Msg::Release),
                send(&dispatch, Msg::Hover(None)),
            );
            let on_pick = pick_to_board(send(&dispatch, Msg::Hold(id)), svg_ref.clone());
            html! {
                <li>
                    <Draggable<Pos> label={group_words(tile, count, l)} locate={frame.locator(svg_ref.clone())} selected={selected}
                        on_start={send(&dispatch, Msg::Hold(id))} on_hover={on_hover.clone()} on_drop={on_drop} on_pick={on_pick}>
                        { tile_svg(tile, selected.then_some(aimed_dir).flatten()) }<span class="count">{ format!("×{count}") }</span>
                    </Draggable<Pos>>
                </li>
            }
        });
        html! {
            <section class="hand" aria-label={l.t("Your tiles", "Vos tuiles")}>
                <h2>{ tiles_of(seat, &play.seating.players, l) }</h2>
                <p class="help">{ l.t(
                    by_input("Drag a tile onto the board, or click it then a glowing cell. It goes on in a straight line from the work gang of its path.",
                        "Drag a tile onto the board, or tap it then a glowing cell. It goes on in a straight line from the work gang of its path."),
                    by_input("Glissez une tuile sur le plateau, ou cliquez dessus puis sur une case lumineuse. Elle prolonge en ligne droite le chemin depuis son équipe de travaux.",
                        "Glissez une tuile sur le plateau, ou touchez-la puis une case lumineuse. Elle prolonge en ligne droite le chemin depuis son équipe de travaux.")) }</p>
                <ul class="tiles">{ for groups }</ul>
            </section>
        }
    });

    // The other hands lie face up too.
    let others = html! {
        <details class="others">
            <summary>{ l.t("Everybody's tiles", "Les tuiles de chacun") }</summary>
            { for (0..game.seats()).map(Seat).map(|s| html! {
                <div class="other-hand">
                    <h3>{ name(s) }</h3>
                    <ul class="tiles">{ for grouped(table.hands.get(s.index()).map_or(&[][..], Vec::as_slice)).into_iter().map(|(t, n)| html! {
                        <li>{ group_words(t, n, l) }</li>
                    }) }</ul>
                </div>
            }) }
        </details>
    };

    // The private panel of the seat whose moment it is, from that seat's own view.
    let private = play.privacy.open().map(|(seat, moment)| {
        let own = game.view(seat);
        let who = AttrValue::from(name(seat));
        match moment {
            Moment::Goal => GoalPanel { name: who, view: own, on_done: send(&dispatch, Msg::Looked(seat)) }.view(l),
            Moment::Vote => {
                let builder = AttrValue::from(name(table.turn));
                // The builder may still take the tile back while nobody has voted.
                let on_take_back = (play.can_take_back() == Some(seat)).then(|| send(&dispatch, Msg::TakeBack));
                html! { <VotePanel name={who} builder={builder} view={own} on_vote={dispatch.reform(|cards| Msg::Act(DrunterAction::Vote { cards }))} {on_take_back} /> }
            }
            Moment::Keep => KeepPanel { name: who, view: own, on_keep: dispatch.reform(|goal| Msg::Act(DrunterAction::Keep { goal })) }.view(l),
        }
    });

    // One human among computers keeps his goal in sight; several humans look behind a curtain; a
    // device where nobody plays (every seat elsewhere or a computer) shows no goal.
    let goals = if game.is_over() {
        html! {}
    } else if let Some(me) = crate::seats::lone_human(&play.seating.players) {
        html! {
            <section class="my-goal" aria-label={l.t("Your secret goal", "Votre objectif secret")}>
                { for game.view(me).goals.iter().map(|g| goal_card(*g, l)) }
            </section>
        }
    } else if play.privacy == Privacy::Table && play.curtains() {
        html! {
            <section class="peek" aria-label={l.t("Secret goal cards", "Cartes objectif secrètes")}>
                <h2>{ l.t("Secret goal cards", "Cartes objectif secrètes") }</h2>
                { for play.humans().into_iter().map(|s| html! {
                    <button class="button" onclick={send(&dispatch, Msg::Peek(s))}>
                        { format!("{}{}", name(s), l.t(": look at my goal", " : voir mon objectif")) }
                    </button>
                }) }
            </section>
        }
    } else {
        html! {}
    };

    let must_pass = play.can_build() && game.legal_actions() == vec![DrunterAction::Pass];
    let controls = html! {
        <div class="controls">
            { put_back(held.is_some(), send(&dispatch, Msg::Release), l) }
            if must_pass {
                <button class="button primary" onclick={send(&dispatch, Msg::Act(DrunterAction::Pass))}>
                    { l.t("No tile can be laid: pass", "Aucune tuile ne se pose : passer") }</button>
            }
            { crate::table::undo_redo(&play.seating.session, &play.seating.players, (play.undo_seat(), play.privacy == Privacy::Table),
                (send(&dispatch, Msg::Undo), send(&dispatch, Msg::Redo)), l) }
        </div>
    };

    let finished: Vec<_> = table
        .town
        .gangs()
        .iter()
        .filter(|g| g.pos.is_none())
        .map(|g| g.path)
        .collect();

    // Secret choices in a row make one line: "3 players have chosen in secret".
    let mut lines: Vec<String> = Vec::new();
    let mut voters = 0;
    for e in play.seating.session.events() {
        if matches!(e, tablee_rules::drunter::DrunterEvent::Voted { .. }) {
            voters += 1;
            continue;
        }
        if voters > 0 {
            lines.push(voters_text(voters, l));
            voters = 0;
        }
        lines.extend(event_text(e, &play.seating.players, l));
    }
    if voters > 0 {
        lines.push(voters_text(voters, l));
    }
    let log = lines.into_iter().rev().map(|t| html! { <li>{ t }</li> });
    let board = GridBoard {
        frame,
        cells,
        cursor: held.map(|_| play.cursor),
        hover: play.hover,
        label: by_input(
            l.t(
                "Town board: pick up a tile, then arrows to move, Enter to lay",
                "Plateau de la ville : prenez une tuile, flèches pour déplacer, Entrée pour poser",
            ),
            l.t(
                "Town board: pick up a tile, then tap a cell",
                "Plateau de la ville : prenez une tuile, puis touchez une case",
            ),
        )
        .into(),
        on_cell,
        on_hover: on_hover.clone(),
        on_key,
        on_wheel: Callback::noop(),
        svg_ref: svg_ref.clone(),
    };
    // Where the held tile may go, else where the player's tiles may: the paths' open ends.
    let focus = Focus::of_cells(frame, board.marked_cells(), 0).or_else(|| {
        let ends = play
            .can_build()
            .then(|| table.hand().iter().filter_map(|t| Tile::get(*t)));
        Focus::of_cells(
            frame,
            ends.into_iter().flatten().flat_map(|tile| {
                table
                    .town
                    .spots(tile)
                    .into_iter()
                    .filter_map(|(path, dir)| table.town.plan(tile, path, dir).ok())
                    .flat_map(|plan| plan.cells)
            }),
            0,
        )
    });

    html! {
        <div class="table drunter">
            <h1>{ "Drunter & Drüber" }</h1>
            <p class="status" role="status">{ status }</p>
            <HowToPlay step={super::steps::step(&play, l)} game={crate::game_kind::GameKind::Drunter} />
            { vote_reveal(&play, &dispatch, l) }
            if game.is_over() { { end_panel(&play, l) } }
            <ul class="seats">{ for seats }</ul>
            { elsewhere }
            if save_failed {
                { crate::table::moves_not_stored(l) }
            }
            <div class="play-area">
                <div class="main-col">
                    <Zoom class="town" across={frame.cells_across()} grid={frame} {focus}>
                        { board.view() }
                    </Zoom>
                    { confirm }
                    { kind_legend(l) }
                    { message }
                    { controls }
                    if !finished.is_empty() {
                        <p class="help">{ finished_paths(&finished, l) }</p>
                    }
                </div>
                <aside class="side-col">
                    { for private }
                    { vote_panel(&play, &table, &dispatch, l) }
                    { for hand }
                    { goals }
                    { last_vote(&play, l) }
                </aside>
            </div>
            { others }
            { crate::table::log_panel(log, l) }
            { thinking.view(l) }
        </div>
    }
}

//! The Capt'n Clever table: the sea, one's ship and captain to drag, secret targets and the
//! neighbour's secret choice through curtains, computer players and the log.

use std::rc::Rc;

use tablee_rules::captn::ai;
use tablee_rules::captn::{CaptnAction, CaptnView, IslandId, Phase};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::end::{end_panel, last_moves};
use super::sea::{Geometry, Mark, SeaBoard, SeaIsland, SeaLane, Spot, Token, mark_last};
use super::state::{Moment, Msg, Piece, Play, save_file};
use super::text::{errors_text, event_text, island_name, lane_name, treasure_name};
use crate::board::{Draggable, on_release};
use crate::curtain::{Curtain, Privacy};
use crate::i18n::{Lang, use_lang};
use crate::seats::{self, PlayerConfig, colour_hex};
use crate::storage;
use crate::table::decision_rng;

#[derive(Properties, PartialEq)]
pub struct CaptnPlayProps {
    pub id: String,
}

#[function_component(CaptnPlay)]
pub fn captn_play(props: &CaptnPlayProps) -> Html {
    let l = use_lang();
    let loaded = use_memo(props.id.clone(), |id| Play::load(id).map(Rc::new));
    match &*loaded {
        Ok(play) => html! { <Table initial={play.clone()} /> },
        Err(e) => crate::table::cannot_open(e, l),
    }
}

/// A game played from memory only, for when the browser refuses storage (some embedding frames):
/// it plays the same, and says that it cannot be saved.
pub fn in_memory(
    id: &str,
    players: Vec<crate::seats::PlayerConfig>,
    session: tablee_rules::Session<tablee_rules::captn::Captn>,
) -> Html {
    html! { <Table initial={Rc::new(Play::new(id, players, session))} /> }
}

#[derive(Properties, PartialEq)]
struct TableProps {
    initial: Rc<Play>,
}

/// A player's pieces: his colour, and his seat number (names may share their first letter).
fn token(players: &[PlayerConfig], seat: Seat) -> Token {
    let p = players.get(seat.index());
    Token {
        colour: colour_hex(p.map_or(seat.index(), |p| p.colour)),
        initial: (seat.index() + 1).to_string(),
    }
}

/// The sea as `view` sees it, with what is legal for the held piece and, in a private moment,
/// the viewer's own target.
pub(super) fn sea_of(
    players: &[PlayerConfig],
    view: &CaptnView,
    held: Option<Piece>,
    hover: Option<Spot>,
    target: Option<IslandId>,
    l: Lang,
) -> (Vec<SeaIsland>, Vec<SeaLane>) {
    let board = view.board();
    let geometry = Geometry::of(board);
    let pieces = view.pieces();
    let legal_islands = match held {
        Some(Piece::Captain) => view.captain_options(),
        _ => Vec::new(),
    };
    let legal_lanes = match held {
        Some(Piece::Ship) => view.ship_options(),
        _ => Vec::new(),
    };
    let legal_word = l.t(", legal spot", ", emplacement permis");
    let islands = board
        .islands()
        .iter()
        .map(|i| {
            let captain = pieces.captain_on(i.id);
            let mark = match (
                legal_islands.contains(&i.id),
                hover == Some(Spot::Island(i.id)),
            ) {
                (true, true) => Mark::Aimed,
                (true, false) => Mark::Legal,
                _ => Mark::None,
            };
            let mut label = island_name(board, i.id, l);
            if let Some(s) = captain {
                label += &match l {
                    Lang::En => format!(", {}'s captain", seats::name(players, s)),
                    Lang::Fr => format!(", capitaine de {}", seats::name(players, s)),
                };
            }
            if target == Some(i.id) {
                label += l.t(", your target", ", votre objectif");
            }
            if mark != Mark::None {
                label += legal_word;
            }
            SeaIsland {
                id: i.id,
                treasure: i.treasure,
                at: geometry.centre(i.id),
                name: treasure_name(i.treasure, l).into(),
                label,
                mark,
                captain: captain.map(|s| token(players, s)),
                target: target == Some(i.id),
                last: None,
            }
        })
        .collect();
    let lanes = board
        .positions()
        .iter()
        .map(|p| {
            let ship = pieces.ship_on(p.id);
            let mark = match (legal_lanes.contains(&p.id), hover == Some(Spot::Lane(p.id))) {
                (true, true) => Mark::Aimed,
                (true, false) => Mark::Legal,
                _ => Mark::None,
            };
            let mut label = lane_name(board, p.id, l);
            if let Some(s) = ship {
                label += &match l {
                    Lang::En => format!(", {}'s ship", seats::name(players, s)),
                    Lang::Fr => format!(", bateau de {}", seats::name(players, s)),
                };
            }
            if mark != Mark::None {
                label += legal_word;
            }
            let (from, to) = geometry.ends(p.id);
            SeaLane {
                id: p.id,
                from,
                to,
                colour: p.colour,
                label,
                mark,
                ship: ship.map(|s| token(players, s)),
                last: None,
            }
        })
        .collect();
    (islands, lanes)
}

#[function_component(Table)]
fn table(props: &TableProps) -> Html {
    let l = use_lang();
    let play = use_reducer_eq({
        let initial = props.initial.clone();
        move || (*initial).clone()
    });
    let svg_ref = use_node_ref();
    let dispatch = {
        let d = play.dispatcher();
        Callback::from(move |m: Msg| d.dispatch(m))
    };
    let turns = play.session.record().turns.len();
    // The save holds secrets: it is stored, never shown.
    let save_failed = storage::use_autosave(turns, {
        let play = play.clone();
        move || save_file(&play.id, &play.players, &play.session)
    });

    // Computer players move on their own, only while the table is on screen, each deciding from
    // its own seat's view.
    crate::table::use_computer_move(
        turns,
        play.computer_to_move(),
        {
            let play = play.clone();
            move |seat, strength| {
                let mut rng = decision_rng(play.game().seed(), turns);
                ai::choose(&play.game().view(seat), strength, &mut rng)
            }
        },
        dispatch.reform(Msg::Act),
    );

    let game = play.game();
    let name = |s: Seat| seats::name(&play.players, s);

    if let Privacy::Curtain(to) = play.privacy {
        let for_seat = match game.phase() {
            Phase::Choosing { for_seat, .. } => for_seat,
            _ => game.sea().turn(),
        };
        let purpose = to.map(|(_, m)| match (m, l) {
            (Moment::Target, _) => l
                .t(
                    "to look at your secret treasure card",
                    "pour regarder votre carte trésor secrète",
                )
                .to_string(),
            (Moment::Choose, Lang::En) => {
                format!("to choose {}'s next treasure in secret", name(for_seat))
            }
            (Moment::Choose, Lang::Fr) => format!(
                "pour choisir en secret le prochain trésor de {}",
                name(for_seat)
            ),
        });
        return html! {
            <div class="table captn">
                <Curtain to={to.map(|(s, _)| AttrValue::from(name(s)))} purpose={purpose.unwrap_or_default()}
                    on_ready={dispatch.reform(|_| Msg::Confirm)} />
            </div>
        };
    }

    let table = game.table_view();
    let to_move = game.to_move();
    let phase = game.phase();
    let board = table.board();
    let status = match (phase, to_move) {
        (Phase::Over { winner }, _) => match l {
            Lang::En => format!("{} wins!", name(winner)),
            Lang::Fr => format!("{} gagne !", name(winner)),
        },
        (Phase::Placing, Some(s)) => match l {
            Lang::En => format!("{} places a captain and a ship", name(s)),
            Lang::Fr => format!("{} place son capitaine et son bateau", name(s)),
        },
        (Phase::Choosing { for_seat, .. }, Some(s)) => match l {
            Lang::En => format!(
                "{} chooses {}'s next treasure in secret",
                name(s),
                name(for_seat)
            ),
            Lang::Fr => format!(
                "{} choisit en secret le prochain trésor de {}",
                name(s),
                name(for_seat)
            ),
        },
        (Phase::Turn { .. }, Some(s)) => match l {
            Lang::En => format!("{} to play", name(s)),
            Lang::Fr => format!("À {} de jouer", name(s)),
        },
        _ => String::new(),
    };

    let seat_list = (0..game.seats()).map(Seat).map(|s| {
        let pile = table.piles.get(s.index()).copied();
        let current = to_move == Some(s);
        let top = pile
            .and_then(|p| p.top)
            .map(|i| format!(" — {} {}", l.t("top:", "dessus :"), island_name(board, i, l)))
            .unwrap_or_default();
        html! {
            <li class={classes!("seat", current.then_some("current"))} aria-current={current.then_some("true")}>
                <span class="swatch" style={format!("background:{}", token(&play.players, s).colour)}></span>
                <span class="name">{ name(s) }</span>
                <span class="left">{ format!("{}/9 {}{top}", pile.map_or(0, |p| p.count), l.t("treasures", "trésors")) }</span>
            </li>
        }
    });

    // A private moment: the owner's own view, with his target marked on the sea.
    let open = play.privacy.open();
    let lone = seats::lone_human(&play.players);
    let shown_target = match open {
        Some((s, Moment::Target)) => game.view(s).target,
        _ => lone.and_then(|me| game.view(me).target),
    };
    let held = play.held.filter(|_| play.can_handle());
    let (mut islands, mut lanes) = sea_of(&play.players, &table, held, play.hover, shown_target, l);
    let moves = last_moves(play.session.events(), game.seats());
    mark_last(&mut islands, &mut lanes, &moves, &play.players, l);
    let geometry = Geometry::of(board);

    let on_island = {
        let play = play.clone();
        Callback::from(move |i| {
            if play.held == Some(Piece::Captain) {
                play.dispatch(Msg::DropOn(Spot::Island(i)));
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

    // Why the pointed spot is not legal for the held piece.
    let hover_reason = match (held, play.hover) {
        (Some(Piece::Ship), Some(Spot::Lane(p))) => Some(table.ship_errors(p)),
        (Some(Piece::Captain), Some(Spot::Island(i))) => Some(table.captain_errors(i)),
        _ => None,
    }
    .filter(|e| !e.is_empty());
    let message = if !play.refusal.is_empty() {
        errors_text(&play.refusal, board, &play.players, l)
    } else {
        hover_reason.map_or_else(String::new, |e| errors_text(&e, board, &play.players, l))
    };

    // The pieces of the player to move, to drag onto the sea.
    let pieces = play.can_handle().then(|| {
        let placing = phase == Phase::Placing;
        let mut handles = Vec::new();
        if !table.ship_options().is_empty() {
            handles.push((Piece::Ship, if placing { l.t("Place your ship", "Placez votre bateau") } else { l.t("Move your ship", "Déplacez votre bateau") }));
        }
        if !table.captain_options().is_empty() {
            handles.push((Piece::Captain, if placing { l.t("Place your captain", "Placez votre capitaine") } else { l.t("Move your captain", "Déplacez votre capitaine") }));
        }
        let me = table.sea.turn();
        let colour = token(&play.players, me).colour;
        let items = handles.into_iter().map(|(piece, label)| {
            let targets = match piece {
                Piece::Ship => table.ship_options().into_iter().map(Spot::Lane).collect(),
                Piece::Captain => table.captain_options().into_iter().map(Spot::Island).collect(),
            };
            let locate = geometry.locator(svg_ref.clone(), piece == Piece::Captain, targets);
            let on_drop = on_release(
                dispatch.reform(Msg::DropOn),
                dispatch.reform(|()| Msg::Release),
                dispatch.reform(|()| Msg::Hover(None)),
            );
            let icon = match piece {
                Piece::Ship => html! { <svg class="piece-icon" viewBox="-50 -45 100 75" aria-hidden="true">
                    <path d="M-44 4 L44 4 L30 24 L-30 24 Z" style={format!("fill:{colour}")} /><path d="M0 4 V-40 L30 -6 Z" class="sail" /></svg> },
                Piece::Captain => html! { <svg class="piece-icon" viewBox="-25 -25 50 50" aria-hidden="true">
                    <circle r="20" style={format!("fill:{colour}")} /></svg> },
            };
            html! {
                <li>
                    <Draggable<Spot> label={label} locate={locate} selected={held == Some(piece)}
                        on_start={dispatch.reform(move |_| Msg::Hold(piece))} on_hover={dispatch.reform(Msg::Hover)}
                        on_drop={on_drop} on_pick={dispatch.reform(move |_| Msg::Hold(piece))}>
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
                    <button class="button primary" onclick={dispatch.reform(|_| Msg::Act(CaptnAction::EndTurn))}>{ l.t("End the turn", "Finir le tour") }</button>
                </>
            }
        });
        html! {
            <section class="hand" aria-label={l.t("Your pieces", "Vos pièces")}>
                <h2>{ format!("{} {}", l.t("Pieces of", "Pièces de"), name(me)) }</h2>
                <p class="help">{ l.t(
                    "Drag your ship onto a lane or your captain onto an island, or tap the piece then the spot. Glowing spots are legal.",
                    "Glissez votre bateau sur un passage ou votre capitaine sur une île, ou touchez la pièce puis l'endroit. Les endroits lumineux sont permis.") }</p>
                <ul class="tiles pieces">{ for items }</ul>
                { for end_turn }
            </section>
        }
    });

    let private = open.map(|(seat, moment)| {
        let own = game.view(seat);
        let who = name(seat);
        match moment {
            Moment::Target => {
                let card = own.target.map(|t| island_name(board, t, l)).unwrap_or_default();
                html! {
                    <section class="private" aria-label={format!("{} — {who}", l.t("Your secret treasure", "Votre trésor secret"))}>
                        <h2>{ format!("{} — {who}", l.t("Your secret treasure", "Votre trésor secret")) }</h2>
                        <div class="treasure-card"><h3>{ format!("{} {card}", l.t("Treasure card:", "Carte trésor :")) }</h3></div>
                        <p class="help">{ l.t("It is marked on the sea while you look. Remember it!", "Elle est marquée sur la mer pendant que vous regardez. Retenez-la !") }</p>
                        <button class="button primary" onclick={dispatch.reform(move |_| Msg::Looked(seat))}>{ l.t("Done: hide my card", "C'est vu : cacher ma carte") }</button>
                    </section>
                }
            }
            Moment::Choose => {
                let for_seat = match phase { Phase::Choosing { for_seat, .. } => for_seat, _ => seat };
                let options = own.choice.clone().unwrap_or_default().into_iter().map(|island| {
                    let label = island_name(board, island, l);
                    html! { <li><button class="button" onclick={dispatch.reform(move |_| Msg::Act(CaptnAction::ChooseTarget { island }))}>{ format!("{} {label}", l.t("Give", "Donner")) }</button></li> }
                });
                html! {
                    <section class="private" aria-label={format!("{} — {who}", l.t("Your secret choice", "Votre choix secret"))}>
                        <h2>{ format!("{} — {who}", l.t("Your secret choice", "Votre choix secret")) }</h2>
                        <p>{ match l {
                            Lang::En => format!("Choose {}'s next treasure among the cards you hold for him. Far from his captain is hardest.", name(for_seat)),
                            Lang::Fr => format!("Choisissez le prochain trésor de {} parmi les cartes que vous tenez pour lui. Loin de son capitaine, c'est plus dur.", name(for_seat)),
                        } }</p>
                        <ul class="choices">{ for options }</ul>
                    </section>
                }
            }
        }
    });

    // The lone human keeps his target in sight; several humans peek behind a curtain.
    let target_area = if game.is_over() {
        html! {}
    } else if let Some(t) = lone.and_then(|me| game.view(me).target) {
        html! {
            <section class="my-goal" aria-label={l.t("Your secret treasure", "Votre trésor secret")}>
                <div class="treasure-card"><h3>{ format!("{} {}", l.t("Treasure card:", "Carte trésor :"), island_name(board, t, l)) }</h3></div>
            </section>
        }
    } else if play.privacy == Privacy::Table && matches!(phase, Phase::Turn { .. }) {
        html! {
            <section class="peek" aria-label={l.t("Secret treasure cards", "Cartes trésor secrètes")}>
                { for seats::humans(&play.players).into_iter().filter(|s| game.target(*s).is_some()).map(|s| html! {
                    <button class="button" onclick={dispatch.reform(move |_| Msg::Peek(s))}>
                        { format!("{}{}", name(s), l.t(": look at my treasure card", " : voir ma carte trésor")) }
                    </button>
                }) }
            </section>
        }
    } else {
        html! {}
    };

    let can_undo = seats::last_human(&play.players, &play.session)
        .is_some_and(|s| play.session.can_undo(s))
        && play.privacy == Privacy::Table;
    let log = play
        .session
        .events()
        .iter()
        .rev()
        .filter_map(|e| event_text(e, board, &play.players, l))
        .map(|t| html! { <li>{ t }</li> });

    html! {
        <div class="table captn">
            <h1>{ "Capt'n Clever" }</h1>
            <p class="status" role="status">{ status }</p>
            if game.is_over() { { end_panel(&play, l) } }
            <ul class="seats">{ for seat_list }</ul>
            if save_failed {
                <p class="error" role="alert">{ l.t("The browser refused the save (storage full?): the game goes on in memory.", "Le navigateur refuse la sauvegarde (stockage plein ?) : la partie continue en mémoire.") }</p>
            }
            <div class="play-area">
                <div class="main-col">
                    <div class="board-wrap">
                        <SeaBoard islands={islands} lanes={lanes} svg_ref={svg_ref.clone()} active={held.is_some()}
                            label={l.t("The sea: islands and lanes", "La mer : îles et passages")} on_island={on_island} on_lane={on_lane} />
                    </div>
                    <p class="message" aria-live="polite">{ message }</p>
                    <div class="controls">
                        if held.is_some() {
                            <button class="button" onclick={dispatch.reform(|_| Msg::Release)}>{ l.t("Put back", "Reposer") }</button>
                        }
                        <button class="button" disabled={!can_undo} onclick={dispatch.reform(|_| Msg::Undo)}>{ l.t("Undo", "Annuler") }</button>
                        <button class="button" disabled={!play.session.can_redo() || play.privacy != Privacy::Table} onclick={dispatch.reform(|_| Msg::Redo)}>{ l.t("Redo", "Rétablir") }</button>
                    </div>
                </div>
                <aside class="side-col">
                    { for private }
                    { for pieces }
                    { target_area }
                </aside>
            </div>
            <section class="log" aria-label={l.t("Game log", "Journal de la partie")}>
                <h2>{ l.t("Log", "Journal") }</h2>
                <ol reversed=true>{ for log }</ol>
            </section>
        </div>
    }
}

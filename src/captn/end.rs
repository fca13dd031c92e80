//! The end of a game of Capt'n Clever: the result banner (the first to lay nine treasures wins, or
//! at two players both share the win when the second lays his ninth in his last turn; the others
//! ranked by the treasures they found), each player's treasures, and the replay. Also each seat's
//! last move on the sea.

use std::rc::Rc;

use tablee_rules::captn::{Captn, CaptnEvent, CaptnSetup};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::sea::{SeaBoard, Spot, treasure_glyph};
use super::sea_view::{Overlay, sea_of};
use super::state::Play;
use super::text::{event_text, island_name};
use crate::board::{LastMoves, Step};
use crate::end::{EndBanner, Replay, Replayable, Standing, rank};
use crate::i18n::Lang;
use crate::seats::PlayerConfig;

/// The treasures a seat must lay to win.
const TO_WIN: usize = 9;

/// Each seat's last turn on the sea, from the game's events: its ship's lane and its captain's
/// island (placing both at the start is one move too).
pub(super) fn last_moves(events: &[CaptnEvent], seats: u8) -> LastMoves<Spot> {
    let steps = events.iter().filter_map(|e| match e {
        CaptnEvent::CaptainPlaced { seat, island } => Some(Step::Put(*seat, Spot::Island(*island))),
        CaptnEvent::CaptainMoved { seat, to, .. } => Some(Step::Put(*seat, Spot::Island(*to))),
        CaptnEvent::ShipPlaced { seat, position } => Some(Step::Put(*seat, Spot::Lane(*position))),
        CaptnEvent::ShipMoved { seat, to, .. } => Some(Step::Put(*seat, Spot::Lane(*to))),
        CaptnEvent::TurnEnded { seat } => Some(Step::Done(*seat)),
        _ => None,
    });
    LastMoves::from_steps(usize::from(seats), steps)
}

/// "1 treasure", "9 treasures".
fn treasures(n: usize, l: Lang) -> String {
    let word = match (n == 1, l) {
        (true, Lang::En) => "treasure",
        (false, Lang::En) => "treasures",
        (true, Lang::Fr) => "trésor",
        (false, Lang::Fr) => "trésors",
    };
    format!("{n} {word}")
}

/// What a winner's row adds to his name: " — wins", or " — shares the win" when two share it.
fn won_words(winners: usize, l: Lang) -> &'static str {
    if winners > 1 {
        l.t(" — shares the win", " — partage la victoire")
    } else {
        l.t(" — wins", " — gagne")
    }
}

/// The result banner: the winner (or the two who share the win), the others by treasures found,
/// each player's treasures face up, and the replay.
pub(super) fn end_panel(play: &Play, l: Lang) -> Html {
    let game = play.game();
    let winners: Vec<Seat> = game.winners().to_vec();
    let seats: Vec<Seat> = (0..game.seats()).map(Seat).collect();
    // The winners first whatever the count; then the treasures found.
    let ranked = rank(
        &seats
            .iter()
            .map(|s| (*s, (winners.contains(s), game.found(*s).len())))
            .collect::<Vec<_>>(),
    );
    let ranking: Vec<Standing> = ranked
        .into_iter()
        .map(|(place, seat, (_, found))| Standing {
            place,
            seat,
            score: treasures(found, l),
        })
        .collect();
    let board = game.board();
    let rows = seats.iter().map(|s| {
        let found = game.found(*s);
        let win = winners.contains(s);
        let cards = found.iter().map(|i| {
            let treasure = board.island(*i).map(|i| i.treasure);
            html! {
                <li class="found-card">
                    if let Some(t) = treasure { <svg viewBox="0 0 100 100" aria-hidden="true">{ treasure_glyph(t) }</svg> }
                    <span>{ island_name(board, *i, l) }</span>
                </li>
            }
        });
        html! {
            <li class={classes!("score", win.then_some("winner"))}>
                <h3>{ crate::seats::name(&play.seating.players, *s) }{ if win { won_words(winners.len(), l) } else { "" } }</h3>
                <p class="total">{ format!("{} {} / {TO_WIN}", l.t("Treasures found:", "Trésors trouvés :"), found.len()) }</p>
                <ul class="found">{ for cards }</ul>
            </li>
        }
    });
    // A rematch is a new game: the same table on the current sea, even when the finished game
    // was saved on an older one.
    let on_rematch = {
        let old = game.setup();
        let setup = CaptnSetup::new(old.seats, old.variant);
        let (id, players) = (play.seating.id.clone(), play.seating.players.clone());
        Callback::from(move |()| crate::end::rematch::<Captn>(&id, &players, setup))
    };
    html! {
        <EndBanner players={play.seating.players.clone()} winners={winners.clone()} ranking={ranking} on_rematch={on_rematch}>
            <section class="breakdown" aria-label={l.t("Treasures found", "Trésors trouvés")}>
                <h3>{ l.t("Treasures found, in the order found", "Trésors trouvés, dans l'ordre") }</h3>
                <ul class="scores">{ for rows }</ul>
            </section>
            <Replay<Captn> record={Rc::new(play.seating.session.record().clone())} players={play.seating.players.clone()} />
        </EndBanner>
    }
}

impl Replayable for Captn {
    fn board(game: &Captn, events: &[CaptnEvent], players: &[PlayerConfig], l: Lang) -> Html {
        let view = game.table_view();
        let overlay = Overlay {
            last: last_moves(events, game.seats()),
            ..Overlay::default()
        };
        let (islands, lanes) = sea_of(players, &view, None, None, overlay, l);
        html! {
            <div class="board-wrap">
                { SeaBoard::still(islands, lanes, l.t("The replayed sea", "La mer rejouée").into()).view() }
            </div>
        }
    }

    fn caption(
        game: &Captn,
        event: &CaptnEvent,
        players: &[PlayerConfig],
        l: Lang,
    ) -> Option<String> {
        event_text(event, game.board(), players, l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::captn::ai;
    use tablee_rules::{SeededRng, Session};

    #[test]
    fn a_seat_s_last_turn_marks_its_ship_s_lane_and_its_captain_s_island() {
        let setup = CaptnSetup::new(3, true);
        let mut session = Session::<Captn>::new(setup, 8).unwrap();
        let mut rng = SeededRng::new(8);
        let mut turns_checked = 0;
        while let Some(seat) = session.game().to_move() {
            let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
            session.play(action).unwrap();
            let Some(CaptnEvent::TurnEnded { seat }) = session.events().last().cloned() else {
                continue;
            };
            // Everything this seat put on the sea in the turn that just ended.
            let events = session.events();
            let before = events[..events.len() - 1]
                .iter()
                .rposition(|e| matches!(e, CaptnEvent::TurnEnded { .. }))
                .map_or(0, |i| i + 1);
            let expected: Vec<Spot> = events[before..]
                .iter()
                .filter_map(|e| match e {
                    CaptnEvent::ShipMoved { to, .. } => Some(Spot::Lane(*to)),
                    CaptnEvent::CaptainMoved { to, .. } => Some(Spot::Island(*to)),
                    _ => None,
                })
                .collect();
            if expected.is_empty() {
                continue;
            }
            let marks = last_moves(events, 3);
            assert_eq!(marks.of(seat), expected.as_slice());
            assert_eq!(marks.latest(), Some(seat));
            for spot in &expected {
                assert_eq!(marks.at(spot), Some(seat));
            }
            turns_checked += 1;
        }
        assert!(turns_checked > 10);
    }

    #[test]
    fn a_shared_win_is_said_on_each_winner_s_row() {
        assert_eq!(won_words(1, Lang::En), " — wins");
        assert_eq!(won_words(2, Lang::En), " — shares the win");
        assert_eq!(won_words(2, Lang::Fr), " — partage la victoire");
    }

    #[test]
    fn treasures_are_counted_in_words() {
        assert_eq!(treasures(1, Lang::En), "1 treasure");
        assert_eq!(treasures(9, Lang::Fr), "9 trésors");
    }
}

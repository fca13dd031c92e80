//! The end of a game of Les Cabanes: the shared result banner (winner, ranking, Rematch), then
//! what the rulebook's final scoring does, in its order: the points put on each hut criterion by
//! criterion (a table per hut, like the rulebook's example), how each hut's points were shared
//! among the pawns, and each player's total with bananas and the monkeys left in front.

use std::rc::Rc;

use tablee_rules::cabanes::{
    Cabanes, CabanesEvent, Hut, HutScore, HutStats, Phase, ScoreLine, TRACK_END, Track, share,
};
use tablee_rules::{Game, Record, Seat};
use yew::prelude::*;

use super::huts::{HutItem, HutsBoard, PawnItem, TileItem};
use super::state::{Marked, last_moves};
use super::text::{
    self, Criterion, criterion_cell, criterion_name, ending_words, hut_name, left_out_line,
    share_line,
};
use crate::board::{LastMoves, last_move_words};
use crate::end::{EndBanner, Replay, Replayable, Standing, points, rank};
use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig, colour_hex};

/// One hut's final numbers: what it counted, the points put on it, how they were shared, and
/// the pawns that never left the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HutResult {
    pub stats: HutStats,
    pub score: HutScore,
    /// Leader first.
    pub shares: Vec<(Seat, u32)>,
    pub left_out: Vec<Seat>,
}

/// Every hut's final numbers, from the finished (or current) game.
pub fn hut_results(game: &Cabanes) -> Vec<HutResult> {
    game.huts()
        .iter()
        .zip(game.hut_scores())
        .zip(game.tracks())
        .map(|((hut, score), track)| HutResult {
            stats: hut.stats(),
            shares: share(score.total, track),
            left_out: track
                .pawns()
                .iter()
                .filter(|p| p.space == 0)
                .map(|p| p.seat)
                .collect(),
            score,
        })
        .collect()
}

/// The result banner of a finished game of Les Cabanes with its final tables and the replay.
pub struct CabanesEnd {
    /// The saved game's id, for Rematch.
    pub id: AttrValue,
    pub players: Vec<PlayerConfig>,
    /// The game as it ended.
    pub game: Rc<Cabanes>,
    /// Its record, replayed move by move under the tables.
    pub record: Rc<Record<Cabanes>>,
}

impl CabanesEnd {
    pub fn view(&self, l: Lang) -> Html {
        let game = &self.game;
        let players = &self.players;
        let scores = game.scores();
        let winners = game.winners();
        let results = hut_results(game);
        let complete = results.iter().filter(|r| r.stats.complete).count();
        let ranking: Vec<Standing> =
            rank(&scores.iter().map(|s| (s.seat, s.total)).collect::<Vec<_>>())
                .into_iter()
                .map(|(place, seat, total)| Standing {
                    place,
                    seat,
                    score: points(total, l),
                })
                .collect();
        let note = match game.phase() {
            Phase::Over { ending } => Some(AttrValue::from(ending_words(*ending, players, l))),
            _ => None,
        };
        let on_rematch = {
            let (id, players, setup) = (self.id.clone(), players.clone(), *game.setup());
            Callback::from(move |()| crate::end::rematch::<Cabanes>(&id, &players, setup))
        };
        html! {
            <EndBanner players={players.clone()} winners={winners.clone()} note={note} ranking={ranking} on_rematch={on_rematch}>
                <section class="breakdown cabanes-end" aria-label={l.t("Final scoring", "Évaluation finale")}>
                    <h3>{ l.t("Points put on each hut", "Points posés sur chaque cabane") }</h3>
                    <div class="hut-tables">
                        { for results.iter().enumerate().map(|(h, r)| hut_table(h, r, complete, l)) }
                    </div>
                    <h3>{ l.t("How each hut's points were shared", "Partage des points de chaque cabane") }</h3>
                    <ul class="hut-shares">
                        { for results.iter().enumerate().map(|(h, r)| share_item(h, r, players, l)) }
                    </ul>
                    <h3>{ l.t("Totals", "Totaux") }</h3>
                    { totals_table(&scores, &winners, players, l) }
                </section>
                <Replay<Cabanes> record={self.record.clone()} players={players.clone()} />
            </EndBanner>
        }
    }
}

fn hut_index(h: usize) -> u8 {
    u8::try_from(h).unwrap_or(u8::MAX)
}

/// One hut's table, as the rulebook's example: a row per criterion, then the total.
fn hut_table(h: usize, r: &HutResult, complete: usize, l: Lang) -> Html {
    let name = hut_name(hut_index(h), l);
    let rows = Criterion::ALL.into_iter().map(|c| {
        let total = c == Criterion::Total;
        html! {
            <tr class={classes!(total.then_some("total"))}>
                <th scope="row">{ criterion_name(c, l) }</th>
                <td>{ criterion_cell(c, &r.score, &r.stats, complete, l) }</td>
            </tr>
        }
    });
    html! {
        <table class="hut-table" aria-label={name.clone()}>
            <caption>{ name }</caption>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// "Hut 3 — 15 points: Bob 8, Alice 4, Ève 2 and Hugo 1", and who took nothing.
fn share_item(h: usize, r: &HutResult, players: &[PlayerConfig], l: Lang) -> Html {
    // Where nobody built, the share line says so already.
    let left = if r.shares.is_empty() {
        None
    } else {
        left_out_line(&r.left_out, players, l)
    };
    html! {
        <li>
            <strong>{ hut_name(hut_index(h), l) }</strong>{ " — " }
            { share_line(r.score.total, &r.shares, players, l) }
            if let Some(left) = left { <br />{ left } }
        </li>
    }
}

/// A row per player, best first: the total, then what made it (each hut's share, bananas, monkeys
/// left in front). Bare numbers under their headings, the total first: on a phone the table
/// scrolls sideways and the total stays in sight.
fn totals_table(scores: &[ScoreLine], winners: &[Seat], players: &[PlayerConfig], l: Lang) -> Html {
    let ranked = rank(&scores.iter().map(|s| (s.seat, s.total)).collect::<Vec<_>>());
    let rows = ranked.into_iter().filter_map(|(_, seat, _)| {
        let line = scores.iter().find(|s| s.seat == seat)?;
        let win = winners.contains(&seat);
        Some(html! {
            <tr class={classes!(win.then_some("winner"))}>
                <th scope="row">{ seats::name(players, seat) }{ if win { l.t(" — wins", " — gagne") } else { "" } }</th>
                <td class="total">{ crate::i18n::number(line.total) }</td>
                { for line.shares.iter().map(|p| html! { <td>{ p }</td> }) }
                <td>{ line.bananas }</td>
                <td>{ if line.monkeys_in_front > 0 { format!("−{}", line.monkeys_in_front) } else { "0".into() } }</td>
            </tr>
        })
    });
    let huts = scores.first().map_or(0, |s| s.shares.len());
    html! {
        <div class="table-scroll">
            <table class="totals">
                <thead><tr>
                    <th scope="col">{ l.t("Player", "Joueur") }</th>
                    <th scope="col">{ l.t("Total", "Total") }</th>
                    { for (0..huts).map(|h| html! { <th scope="col">{ hut_name(hut_index(h), l) }</th> }) }
                    <th scope="col">{ l.t("Bananas", "Bananes") }</th>
                    <th scope="col">{ l.t("Monkeys left", "Singes restants") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// A hut's built tiles as the board draws them, each named with the seat whose last move it was.
pub(super) fn tile_items(
    index: u8,
    hut: &Hut,
    marks: &LastMoves<Marked>,
    players: &[PlayerConfig],
    l: Lang,
) -> Vec<TileItem> {
    hut.tiles()
        .iter()
        .map(|p| {
            let last = marks.mark(&Marked::Hut(index, p.cell), players);
            let mut label = text::built_tile_label(index, p.cell, p.tile, p.mirrored, l);
            if let Some(m) = &last {
                label += &last_move_words(m.seat, players, l);
            }
            TileItem {
                cell: p.cell,
                tile: p.tile,
                mirrored: p.mirrored,
                label,
                last,
                target: false,
                falls: false,
            }
        })
        .collect()
}

/// A hut's pawns space by space, each stack with the first arrived on top (ahead on a tie).
pub(super) fn pawn_items(track: &Track, players: &[PlayerConfig], l: Lang) -> Vec<PawnItem> {
    let mut pawns = Vec::new();
    for space in 0..=TRACK_END {
        let stack = track.stack(space);
        let size = stack.len();
        for (place, seat) in stack.into_iter().enumerate() {
            pawns.push(PawnItem {
                colour: colour_hex(players.get(seat.index()).map_or(seat.index(), |p| p.colour)),
                number: seat.index() + 1,
                space,
                height: u8::try_from(size - 1 - place).unwrap_or(0),
                label: text::pawn_label(seat, space, place, size, players, l),
            });
        }
    }
    pawns
}

impl Replayable for Cabanes {
    /// The three huts and their tracks as they stood, each seat's last tile marked.
    fn board(game: &Cabanes, events: &[CabanesEvent], players: &[PlayerConfig], l: Lang) -> Html {
        let marks = last_moves(events, game.seats());
        let huts: Vec<HutItem> = game
            .huts()
            .iter()
            .zip(game.tracks())
            .enumerate()
            .map(|(h, (hut, track))| {
                let index = hut_index(h);
                HutItem {
                    index,
                    name: hut_name(index, l),
                    label: text::hut_label(index, hut.len(), hut.is_complete(), l),
                    tiles: tile_items(index, hut, &marks, players, l),
                    open: Vec::new(),
                    track: pawn_items(track, players, l),
                    track_label: text::track_label(index, track, players, l),
                }
            })
            .collect();
        html! {
            <div class="board-wrap">
                <HutsBoard huts={huts} label={l.t("The replayed huts", "Les cabanes rejouées")}
                    svg_ref={NodeRef::default()} tabs_label={l.t("Huts", "Cabanes")} />
            </div>
        }
    }

    fn caption(
        _game: &Cabanes,
        event: &CabanesEvent,
        players: &[PlayerConfig],
        l: Lang,
    ) -> Option<String> {
        Some(text::event(event, players, l))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::cabanes::{CabanesSetup, ai};
    use tablee_rules::{SeededRng, Session};

    #[test]
    fn each_hut_s_points_go_to_the_pawns_that_left_the_start() {
        for seats in 2..=4u8 {
            let mut session =
                Session::<Cabanes>::new(CabanesSetup { seats }, u64::from(seats)).unwrap();
            let mut rng = SeededRng::new(1);
            while let Some(seat) = session.game().to_move() {
                let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
                session.play(action).unwrap();
            }
            let game = session.game();
            let results = hut_results(game);
            assert_eq!(results.len(), 3);
            for r in &results {
                let shared: u32 = r.shares.iter().map(|(_, p)| p).sum();
                assert_eq!(
                    shared,
                    if r.shares.is_empty() {
                        0
                    } else {
                        r.score.total
                    }
                );
                for seat in &r.left_out {
                    assert!(r.shares.iter().all(|(s, _)| s != seat));
                }
                assert_eq!(r.shares.len() + r.left_out.len(), usize::from(seats));
            }
            for line in game.scores() {
                let from_huts: u32 = results
                    .iter()
                    .filter_map(|r| r.shares.iter().find(|(s, _)| *s == line.seat))
                    .map(|(_, p)| p)
                    .sum();
                assert_eq!(
                    i64::from(line.total),
                    i64::from(from_huts) + i64::from(line.bananas)
                        - i64::from(line.monkeys_in_front)
                );
            }
        }
    }
}

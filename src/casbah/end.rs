//! The end of a game: the result banner with the scores rule by rule, the puzzle's record, and
//! the replay (the draft shown while it lasts).

use std::rc::Rc;

use tablee_rules::casbah::{
    Casbah, CasbahAction, CasbahEvent, Phase, Rotation, Size, Tile, TileSet,
};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::cells::{Overlay, cells_of, frame_of, last_moves};
use super::state::Play;
use super::text::{event_text, hints_words, tiles};
use super::tile::{tile_svg, tile_words};
use crate::board::{BoardCell, GridBoard};
use crate::end::{EndBanner, Replay, Replayable, Standing, points, rank};
use crate::i18n::Lang;
use crate::seats::PlayerConfig;

/// Where the best solo score of a size is kept (a 6×7 and a 7×6 are one size), with hints or
/// without, per tile set (their values differ). Scores kept before hints were counted stay where
/// they were, with the hinted ones: no one can tell they were made without; those kept before
/// there were two sets are the first set's.
pub(super) fn best_key(size: Size, tiles: TileSet, hinted: bool) -> String {
    let set = match tiles {
        TileSet::First => "",
        TileSet::Second => ".second-set",
        TileSet::Third => ".third-set",
    };
    let key = format!(
        "casbah.{}x{}{set}",
        size.width.max(size.height),
        size.width.min(size.height)
    );
    if hinted {
        key
    } else {
        format!("{key}.no-hints")
    }
}

/// The result banner: winner and ranking, the scores rule by rule, Rematch, the replay.
pub(super) fn end_panel(play: &Play, new_best: bool, l: Lang) -> Html {
    let game = play.game();
    let winners = game.winners();
    let solo = game.setup().is_solo();
    let scores = game.scores();
    let ranked = rank(&scores.iter().map(|s| (s.seat, s.total)).collect::<Vec<_>>());
    let ranking: Vec<Standing> = ranked
        .iter()
        .map(|(place, seat, total)| Standing {
            place: *place,
            seat: *seat,
            score: points(i64::from(*total), l),
        })
        .collect();
    let rows = scores.into_iter().map(|line| {
        let name = play.seating.players.get(line.seat.index()).map_or("?", |p| p.name.as_str()).to_string();
        let win = winners.contains(&line.seat) && !solo;
        html! {
            <tr class={classes!(win.then_some("winner"))}>
                <th scope="row">{ name }{ if win { l.t(" — wins", " — gagne") } else { "" } }</th>
                <td>{ format!("{} ({})", line.placed_points, tiles(line.placed.len(), l)) }</td>
                <td>{ format!("−{} ({})", line.unplaced_points, tiles(line.unplaced.len(), l)) }</td>
                <td>{ crate::i18n::number(line.total) }</td>
            </tr>
        }
    });
    let headline = solo.then(|| {
        let what = if game.board().is_complete() {
            l.t("Complete casbah!", "Casbah complète !")
        } else {
            l.t(
                "The casbah stays incomplete: no tile fits any more.",
                "La casbah reste incomplète : plus aucune tuile ne va.",
            )
        };
        let record = match (new_best, game.hints_used() > 0) {
            (false, _) => "",
            (true, false) => l.t(
                " New best score without hints.",
                " Nouveau record sans indice.",
            ),
            (true, true) => l.t(
                " New best score with hints.",
                " Nouveau record avec indices.",
            ),
        };
        AttrValue::from(format!("{what}{record}"))
    });
    let score = solo.then(|| {
        let total = game.scores().first().map_or(0, |s| s.total);
        AttrValue::from(format!(
            "{}{}, {}.",
            l.t("Score: ", "Score : "),
            points(i64::from(total), l),
            hints_words(game.hints_used(), l)
        ))
    });
    let on_rematch = {
        let (id, players, setup) = (
            play.seating.id.clone(),
            play.seating.players.clone(),
            *game.setup(),
        );
        Callback::from(move |()| crate::end::rematch::<Casbah>(&id, &players, setup))
    };
    html! {
        <EndBanner players={play.seating.players.clone()} winners={if solo { Vec::new() } else { winners.clone() }}
            headline={headline} note={score} ranking={ranking} on_rematch={on_rematch}>
            <section class="breakdown" aria-label={l.t("Final scores", "Scores finaux")}>
                <h3>{ l.t("Final scores", "Scores finaux") }</h3>
                <table>
                    <thead><tr><th scope="col">{ l.t("Player", "Joueur") }</th><th scope="col">{ l.t("Tiles placed", "Tuiles posées") }</th>
                        <th scope="col">{ l.t("Tiles left", "Tuiles restantes") }</th><th scope="col">{ l.t("Total", "Total") }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </section>
            <Replay<Casbah> record={Rc::new(play.seating.session.record().clone())} players={play.seating.players.clone()} />
        </EndBanner>
    }
}

/// The draft as it stood: the tiles left on the table and what each player has taken.
fn draft_view(game: &Casbah, players: &[PlayerConfig], l: Lang) -> Html {
    let icons = |tiles: &[tablee_rules::casbah::TileId]| {
        tiles
            .iter()
            .filter_map(|t| Tile::get(*t))
            .map(|tile| {
                html! {
                    <li><svg class="tile-icon small" viewBox="0 0 100 100" role="img" aria-label={tile_words(tile, Rotation::new(0), l)}>
                        { tile_svg(tile, Rotation::new(0)) }
                    </svg></li>
                }
            })
            .collect::<Html>()
    };
    html! {
        <div class="replay-draft">
            <h3>{ l.t("Tiles on the table", "Tuiles sur la table") }</h3>
            <ul class="tiles">{ icons(game.pool()) }</ul>
            { for (0..game.seats()).map(Seat).map(|s| html! {
                <div class="other-hand">
                    <h3>{ crate::seats::name(players, s) }</h3>
                    <ul class="tiles">{ icons(game.hand(s)) }</ul>
                </div>
            }) }
        </div>
    }
}

impl Replayable for Casbah {
    fn board(game: &Casbah, events: &[CasbahEvent], players: &[PlayerConfig], l: Lang) -> Html {
        if matches!(game.phase(), Phase::Draft { .. }) {
            return draft_view(game, players, l);
        }
        let frame = frame_of(game);
        let mut cells = cells_of(game, frame, &Overlay::default(), l);
        BoardCell::mark_last(&mut cells, &last_moves(game, events), players, l);
        html! {
            <div class="board-wrap">
                { GridBoard::still(frame, cells, l.t("Replayed casbah", "Casbah rejouée").into()).view() }
            </div>
        }
    }

    fn is_step(action: &CasbahAction) -> bool {
        !matches!(action, CasbahAction::TakeHelp(_))
    }

    fn caption(
        game: &Casbah,
        event: &CasbahEvent,
        players: &[PlayerConfig],
        l: Lang,
    ) -> Option<String> {
        event_text(event, players, frame_of(game).origin(), l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_scores_are_kept_per_tile_set_the_first_where_they_always_were() {
        let size = Size::new(5, 9);
        assert_eq!(best_key(size, TileSet::First, true), "casbah.9x5");
        assert_eq!(best_key(size, TileSet::First, false), "casbah.9x5.no-hints");
        assert_eq!(
            best_key(size, TileSet::Second, false),
            "casbah.9x5.second-set.no-hints"
        );
        assert_ne!(
            best_key(size, TileSet::Second, true),
            best_key(size, TileSet::First, true)
        );
    }
}

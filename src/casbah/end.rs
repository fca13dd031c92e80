//! The end of a game: the scores rule by rule, the puzzle's record, and the replay.

use std::rc::Rc;

use tablee_rules::casbah::{Casbah, CasbahAction, Size};
use tablee_rules::{Game, Record};
use yew::prelude::*;

use super::cells::{Overlay, cells_of, frame_of};
use super::state::Play;
use super::text::tiles;
use crate::board::GridBoard;
use crate::i18n::{Lang, use_lang};

/// Where the best solo score of a size is kept (a 6×7 and a 7×6 are one size), with hints or
/// without. Scores kept before hints were counted stay where they were, with the hinted ones: no
/// one can tell they were made without.
pub(super) fn best_key(size: Size, hinted: bool) -> String {
    let key = format!(
        "casbah.{}x{}",
        size.width.max(size.height),
        size.width.min(size.height)
    );
    if hinted {
        key
    } else {
        format!("{key}.no-hints")
    }
}

/// The final scores, rule by rule.
pub(super) fn end_panel(play: &Play, new_best: bool, l: Lang) -> Html {
    let game = play.game();
    let winners = game.winners();
    let solo = game.setup().is_solo();
    let rows = game.scores().into_iter().map(|line| {
        let name = play.players.get(line.seat.index()).map_or("?", |p| p.name.as_str()).to_string();
        let win = winners.contains(&line.seat) && !solo;
        html! {
            <tr class={classes!(win.then_some("winner"))}>
                <th scope="row">{ name }{ if win { l.t(" — wins", " — gagne") } else { "" } }</th>
                <td>{ format!("{} ({})", line.placed_points, tiles(line.placed.len(), l)) }</td>
                <td>{ format!("−{} ({})", line.unplaced_points, tiles(line.unplaced.len(), l)) }</td>
                <td>{ line.total }</td>
            </tr>
        }
    });
    let solo_line = solo.then(|| {
        let complete = game.board().is_complete();
        let hints = game.hints_used();
        let total = game.scores().first().map_or(0, |s| s.total);
        let record = match (new_best, hints > 0) {
            (false, _) => "",
            (true, false) => l.t(" New best score without hints.", " Nouveau record sans indice."),
            (true, true) => l.t(" New best score with hints.", " Nouveau record avec indices."),
        };
        html! {
            <p>{ if complete { l.t("Complete casbah!", "Casbah complète !") } else { l.t("The casbah stays incomplete: no tile fits any more.", "La casbah reste incomplète : plus aucune tuile ne va.") } }
               { format!(" {} {total}, {}.", l.t("Score:", "Score :"), super::text::hints_words(hints, l)) }
               { record }</p>
        }
    });
    html! {
        <section class="end" aria-label={l.t("Final scores", "Scores finaux")}>
            <h2>{ l.t("Final scores", "Scores finaux") }</h2>
            { for solo_line }
            <table>
                <thead><tr><th scope="col">{ l.t("Player", "Joueur") }</th><th scope="col">{ l.t("Tiles placed", "Tuiles posées") }</th>
                    <th scope="col">{ l.t("Tiles left", "Tuiles restantes") }</th><th scope="col">{ l.t("Total", "Total") }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            if crate::embed::is_embed_page() {
                <button class="button primary" onclick={{
                    let id = play.id.clone();
                    Callback::from(move |_| crate::embed::play_again(&id))
                }}>{ l.t("Play again", "Rejouer") }</button>
            } else {
                <a class="button primary" href="#/new/casbah">{ l.t("New game", "Nouvelle partie") }</a>
            }
            <Replay record={Rc::new(play.session.record().clone())} />
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ReplayProps {
    record: Rc<Record<Casbah>>,
}

/// The finished game replayed move by move from its record.
#[function_component(Replay)]
fn replay(props: &ReplayProps) -> Html {
    let l = use_lang();
    // The helper's hints change nothing on the board: the replay steps through the moves only.
    let mut record = (*props.record).clone();
    record
        .turns
        .retain(|t| !matches!(t.action, CasbahAction::TakeHelp(_)));
    let total = record.turns.len();
    let step = use_state(|| total);
    let svg_ref = use_node_ref();
    record.turns.truncate(*step);
    let Ok((game, _)) = record.replay() else {
        return html! {};
    };
    let frame = frame_of(&game);
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_| step.set(to.min(total)))
    };
    let cells = cells_of(&game, frame, &Overlay::default(), l);
    html! {
        <section class="replay" aria-label={l.t("Replay", "Rejouer la partie")}>
            <h2>{ l.t("Replay", "Rejouer la partie") }</h2>
            <div class="controls">
                <button class="button" onclick={go(0)} disabled={*step == 0}>{ l.t("Start", "Début") }</button>
                <button class="button" onclick={go(step.saturating_sub(1))} disabled={*step == 0}>{ l.t("Back", "Reculer") }</button>
                <button class="button" onclick={go(*step + 1)} disabled={*step == total}>{ l.t("Forward", "Avancer") }</button>
                <button class="button" onclick={go(total)} disabled={*step == total}>{ l.t("End", "Fin") }</button>
                <span role="status">{ format!("{} {} / {total}", l.t("Move", "Coup"), *step) }</span>
            </div>
            if !game.board().is_empty() {
                <div class="board-wrap">
                    <GridBoard frame={frame} cells={cells} label={l.t("Replayed casbah", "Casbah rejouée")}
                        on_cell={Callback::noop()} svg_ref={svg_ref} />
                </div>
            }
        </section>
    }
}

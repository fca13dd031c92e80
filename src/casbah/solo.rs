//! The solo puzzle's helper: the solver, run in slices, says whether the casbah can still be
//! completed, gives a hint or shows a solution.

use std::cell::RefCell;
use std::rc::Rc;

use tablee_rules::casbah::Tile;
use tablee_rules::casbah::solver::{Progress, Solver};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::end::best_key;
use super::state::{Msg, Play, SolverView};
use super::tile::tile_words;
use crate::i18n::Lang;
use crate::storage;
use crate::work::Slices;

/// Solo puzzle: ask the solver, in slices, whether the casbah can still be completed, for a hint
/// or for a whole solution.
pub(super) fn solo_panel(
    play: &UseReducerHandle<Play>,
    work: &Rc<RefCell<Option<Slices>>>,
    l: Lang,
) -> Html {
    #[derive(Clone, Copy)]
    enum Ask {
        Check,
        Hint,
        Solution,
    }
    let ask = |what: Ask| {
        let play = play.clone();
        let work = work.clone();
        Callback::from(move |_| {
            play.dispatch(Msg::Solver(SolverView::Working));
            let solver = Rc::new(RefCell::new(Solver::new(
                play.game().board(),
                play.game().hand(Seat(0)),
            )));
            let play = play.clone();
            let handle = Slices::start(move || match solver.borrow_mut().step(4000) {
                Progress::Working { .. } => true,
                result => {
                    let solution = match result {
                        Progress::Solved(s) => Some(s.tiles),
                        _ => None,
                    };
                    play.dispatch(Msg::Solver(match what {
                        Ask::Check => SolverView::Completable(solution.is_some()),
                        Ask::Hint => SolverView::Hint(solution.and_then(|s| s.first().copied())),
                        Ask::Solution => SolverView::Solution(solution),
                    }));
                    false
                }
            });
            // Replacing an earlier search cancels it.
            *work.borrow_mut() = Some(handle);
        })
    };
    let stop = {
        let play = play.clone();
        let work = work.clone();
        Callback::from(move |_| {
            if let Some(w) = work.borrow_mut().take() {
                w.cancel();
            }
            play.dispatch(Msg::Solver(SolverView::Idle));
        })
    };
    let result = match &play.solver {
        SolverView::Idle => String::new(),
        SolverView::Working => l.t("Searching…", "Recherche…").into(),
        SolverView::Completable(true) => l
            .t(
                "Yes, this casbah can still be completed.",
                "Oui, cette casbah peut encore être complétée.",
            )
            .into(),
        SolverView::Completable(false) | SolverView::Hint(None) | SolverView::Solution(None) => l
            .t(
                "No: this casbah can no longer be completed.",
                "Non : cette casbah ne peut plus être complétée.",
            )
            .into(),
        SolverView::Hint(Some(h)) => {
            let words = Tile::get(h.tile).map_or(String::new(), |t| tile_words(t, h.rotation, l));
            match l {
                Lang::En => format!("Hint: {words}, on the highlighted cell."),
                Lang::Fr => format!("Indice : {words}, sur la case en surbrillance."),
            }
        }
        SolverView::Solution(Some(_)) => l
            .t(
                "A solution is shown faintly on the board.",
                "Une solution est dessinée en transparence sur le plateau.",
            )
            .into(),
    };
    // Each answer is numbered and flashes, so asking again visibly answers again.
    let answer = match (&play.solver, play.answers) {
        (SolverView::Idle, _) => String::new(),
        (SolverView::Working, _) => result,
        (_, n) => match l {
            Lang::En => format!("Answer {n} — {result}"),
            Lang::Fr => format!("Réponse {n} — {result}"),
        },
    };
    let setup = play.game().setup();
    let best = |hinted: bool| storage::best(&best_key(setup.size, setup.tiles, hinted));
    let bests = [
        (false, l.t("without hints", "sans indice")),
        (true, l.t("with hints", "avec indices")),
    ]
    .into_iter()
    .filter_map(|(hinted, words)| best(hinted).map(|b| format!("{b} {words}")))
    .collect::<Vec<_>>();
    html! {
        <section class="solo-tools" aria-label={l.t("Puzzle helper", "Aide au casse-tête")}>
            <div class="controls">
                <button class="button" onclick={ask(Ask::Check)}>{ l.t("Still completable?", "Encore faisable ?") }</button>
                <button class="button" onclick={ask(Ask::Hint)}>{ l.t("Hint", "Indice") }</button>
                <button class="button" onclick={ask(Ask::Solution)}>{ l.t("Show a solution", "Montrer une solution") }</button>
                if play.solver == SolverView::Working {
                    <button class="button" onclick={stop}>{ l.t("Stop searching", "Arrêter la recherche") }</button>
                }
            </div>
            <p class="solver-result" role="status" aria-live="polite">
                <span key={play.answers} class={classes!((play.answers > 0).then_some("fresh"))}>{ answer }</span>
            </p>
            <p class="help">{ l.t(
                "A hint or a solution counts with your score and cannot be undone; asking whether the casbah can still be completed is free.",
                "Un indice ou une solution compte avec votre score et ne s'annule pas ; demander si la casbah est encore faisable est gratuit.") }</p>
            if !bests.is_empty() {
                <p class="best">{ format!("{} {}", l.t("Best score for this size:", "Meilleur score pour cette taille :"), bests.join(", ")) }</p>
            }
        </section>
    }
}

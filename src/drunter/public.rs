//! What the whole table sees of a vote and of the end: who has chosen (never what), the ballots
//! once revealed, the joker, the count, and at the end everybody's goal with the scores.

use std::rc::Rc;

use tablee_rules::drunter::{Drunter, DrunterEvent, DrunterView, PhaseView, Vote};
use tablee_rules::{Game, Seat};
use yew::prelude::*;

use super::board::{Marks, building_words, cells_of, frame_of, last_moves};
use super::private::{goal_card, vote_subject};
use super::state::{Msg, Play};
use super::text::{card_name, cards_words, event_text, goal_name, vote_name};
use crate::board::{BoardCell, GridBoard};
use crate::end::{EndBanner, Replay, Replayable, Standing, points, rank};
use crate::i18n::Lang;
use crate::route::GameKind;
use crate::seats::PlayerConfig;

fn name(play: &Play, s: Seat) -> String {
    crate::seats::name(&play.players, s)
}

/// The vote under way, as everybody may see it.
pub fn vote_panel(play: &Play, view: &DrunterView, dispatch: &Callback<Msg>, l: Lang) -> Html {
    let PhaseView::Vote {
        builder,
        chosen,
        revealed,
        jokers,
        ..
    } = &view.phase
    else {
        return html! {};
    };
    let voters = chosen.iter().enumerate().map(|(i, done)| {
        let s = Seat(i as u8);
        let state = if *done {
            l.t("has chosen", "a choisi")
        } else {
            l.t("is choosing…", "choisit…")
        };
        html! { <li class={classes!(done.then_some("done"))}>{ format!("{} — {state}", name(play, s)) }</li> }
    });
    let reveal = revealed.as_ref().map(|ballots| {
        let rows = ballots.iter().enumerate().map(|(i, cards)| {
            let s = Seat(i as u8);
            let joker = jokers.get(i).copied().flatten();
            html! {
                <li>
                    <strong>{ name(play, s) }</strong>{ l.t(": ", " : ") }
                    <span class="ballot">
                        { for cards.iter().map(|c| html! { <span class="card shown">{ card_name(*c, l) }</span> }) }
                        if cards.is_empty() { <span class="card shown">{ l.t("nothing", "rien") }</span> }
                    </span>
                    if let Some(v) = joker { { format!(" — {} {}", l.t("joker:", "joker :"), vote_name(v, l)) } }
                </li>
            }
        });
        html! { <ul class="reveal">{ for rows }</ul> }
    });
    let joker_buttons = view
        .to_move
        .filter(|_| revealed.is_some())
        .filter(|s| play.is_human(*s))
        .map(|s| {
            let yes = dispatch.reform(|_| Msg::Act(tablee_rules::drunter::DrunterAction::Joker { vote: Vote::Yes }));
            let no = dispatch.reform(|_| Msg::Act(tablee_rules::drunter::DrunterAction::Joker { vote: Vote::No }));
            html! {
                <div class="joker">
                    <p>{ format!("{}{}", name(play, s), l.t(", your joker's two votes go…", ", les deux voix de votre joker vont…")) }</p>
                    <button class="button primary" onclick={yes}>{ l.t("Joker: yes", "Joker : oui") }</button>
                    <button class="button primary" onclick={no}>{ l.t("Joker: no", "Joker : non") }</button>
                </div>
            }
        });
    html! {
        <section class="vote" aria-label={l.t("Toilet vote", "Vote des toilettes")}>
            <h2>{ l.t("The town votes", "La ville vote") }</h2>
            <p>{ vote_subject(view, &name(play, *builder), l).unwrap_or_default() }</p>
            if revealed.is_none() { <ul class="voters">{ for voters }</ul> }
            { for reveal }
            { for joker_buttons }
        </section>
    }
}

/// The latest vote's outcome, from the log.
pub fn last_vote(play: &Play, l: Lang) -> Html {
    let events = play.session.events();
    let Some(called) = events
        .iter()
        .rposition(|e| matches!(e, DrunterEvent::VoteCalled { .. }))
    else {
        return html! {};
    };
    let after = events.get(called..).unwrap_or_default();
    let ballots = after.iter().find_map(|e| match e {
        DrunterEvent::BallotsRevealed { ballots } => Some(ballots),
        _ => None,
    });
    let Some((yes, no, outcome)) = after.iter().find_map(|e| match e {
        DrunterEvent::VoteCounted { yes, no, outcome } => Some((*yes, *no, *outcome)),
        _ => None,
    }) else {
        return html! {};
    };
    let verdict = match outcome {
        Vote::Yes => l.t("the toilet went", "les toilettes ont disparu"),
        Vote::No => l.t(
            "the toilet stayed, the tile went back",
            "les toilettes sont restées, la tuile est revenue",
        ),
    };
    html! {
        <section class="last-vote" aria-label={l.t("Last vote", "Dernier vote")}>
            <h3>{ l.t("Last vote", "Dernier vote") }</h3>
            <p>{ format!("{} {yes}, {} {no}: {verdict}.", l.t("Yes", "Oui"), l.t("no", "non")) }</p>
            if let Some(b) = ballots {
                <ul>{ for b.iter().enumerate().map(|(i, cards)| html! {
                    <li>{ format!("{}{}{}", name(play, Seat(i as u8)), l.t(": ", " : "), cards_words(cards, l)) }</li>
                }) }</ul>
            }
        </section>
    }
}

/// Why the winner won when the totals tied: the tie-break, in words (`None` when the total alone
/// decided, or when the tie stayed).
fn tie_break_words(
    scores: &[tablee_rules::drunter::ScoreLine],
    winners: &[Seat],
    variant: bool,
    l: Lang,
) -> Option<String> {
    let best = scores.iter().map(|s| s.total).max()?;
    let tied = scores.iter().filter(|s| s.total == best).count();
    let won = scores.iter().find(|s| winners.contains(&s.seat))?;
    if tied < 2 || winners.len() >= tied {
        return None;
    }
    let n = won.tie_break;
    let (tie, second) = (points(i64::from(best), l), points(i64::from(n), l));
    Some(match (variant, l) {
        (false, Lang::En) => {
            format!("Tie on {tie}: the most votes left on inhabitant cards ({n}) wins.")
        }
        (false, Lang::Fr) => format!(
            "Égalité à {tie} : le plus de voix restantes sur les cartes habitant ({n}) l'emporte."
        ),
        (true, Lang::En) => format!("Tie on {tie}: the second goal card decides ({second})."),
        (true, Lang::Fr) => {
            format!("Égalité à {tie} : la seconde carte objectif départage ({second}).")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::drunter::{BuildingType, GoalCard, ScoreLine};

    fn line(seat: u8, total: u32, tie_break: u32) -> ScoreLine {
        ScoreLine {
            seat: Seat(seat),
            goal: GoalCard::Building(BuildingType::School),
            buildings: Vec::new(),
            total,
            tie_break,
        }
    }

    #[test]
    fn the_banner_says_why_only_when_the_tie_break_decided() {
        let scores = [line(0, 7, 3), line(1, 7, 5), line(2, 2, 9)];
        assert_eq!(
            tie_break_words(&scores, &[Seat(1)], false, Lang::En).as_deref(),
            Some("Tie on 7 points: the most votes left on inhabitant cards (5) wins.")
        );
        assert_eq!(
            tie_break_words(&scores, &[Seat(1)], true, Lang::Fr).as_deref(),
            Some("Égalité à 7 points : la seconde carte objectif départage (5 points).")
        );
        // The total alone decided, or the tie stayed: nothing to explain.
        let clear = [line(0, 9, 0), line(1, 7, 5)];
        assert_eq!(tie_break_words(&clear, &[Seat(0)], false, Lang::En), None);
        let shared = [line(0, 7, 5), line(1, 7, 5)];
        assert_eq!(
            tie_break_words(&shared, &[Seat(0), Seat(1)], false, Lang::En),
            None
        );
        let one = [line(0, 1, 1), line(1, 1, 0)];
        assert_eq!(
            tie_break_words(&one, &[Seat(0)], true, Lang::En).as_deref(),
            Some("Tie on 1 point: the second goal card decides (1 point).")
        );
    }
}

/// The result banner: the winner, the tie-break when it decided, the ranking, then everybody's
/// goal with each standing building it counts, and the replay.
pub fn end_panel(play: &Play, l: Lang) -> Html {
    let game = play.game();
    let PhaseView::Over {
        goals,
        scores,
        winners,
    } = game.table_view().phase
    else {
        return html! {};
    };
    let variant = game.setup().variant;
    let ranking: Vec<Standing> = rank(
        &scores
            .iter()
            .map(|s| (s.seat, (s.total, s.tie_break)))
            .collect::<Vec<_>>(),
    )
    .into_iter()
    .map(|(place, seat, (total, _))| Standing {
        place,
        seat,
        score: points(i64::from(total), l),
    })
    .collect();
    let why = tie_break_words(&scores, &winners, variant, l).map(AttrValue::from);
    let rows = scores.iter().map(|line| {
        let win = winners.contains(&line.seat);
        let cards = goals.get(line.seat.index()).cloned().unwrap_or_default();
        let second = cards.get(1).map(|g| goal_name(*g, l));
        let counted = line.buildings.iter().map(|s| html! {
            <li>{ format!("{} — {} {}", building_words(s.building, l), s.points, l.t("pts", "pts")) }</li>
        });
        let tie_break = if variant {
            format!(
                "{} {}{}{}",
                l.t("second card", "seconde carte"),
                second.unwrap_or_default(),
                l.t(": ", " : "),
                line.tie_break
            )
        } else {
            format!("{} {}", line.tie_break, l.t("votes left", "voix restantes"))
        };
        html! {
            <li class={classes!("score", win.then_some("winner"))}>
                <h3>{ name(play, line.seat) }{ if win { l.t(" — wins", " — gagne") } else { "" } }</h3>
                { goal_card(line.goal, l) }
                <ul class="counted">{ for counted }</ul>
                if line.buildings.is_empty() { <p>{ l.t("No building of this card is left standing.", "Aucun bâtiment de cette carte n'est encore debout.") }</p> }
                <p class="total">{ format!("{} {} ({} {tie_break})", l.t("Total:", "Total :"), line.total, l.t("tie-break:", "départage :")) }</p>
            </li>
        }
    });
    let on_rematch = {
        let (id, players, setup) = (play.id.clone(), play.players.clone(), *game.setup());
        Callback::from(move |()| {
            crate::end::rematch::<Drunter>(GameKind::Drunter, &id, &players, setup)
        })
    };
    html! {
        <EndBanner players={play.players.clone()} winners={winners.clone()} note={why} ranking={ranking} on_rematch={on_rematch}>
            <section class="breakdown" aria-label={l.t("Final scores", "Scores finaux")}>
                <h3>{ l.t("The goal cards are revealed", "Les cartes objectif sont révélées") }</h3>
                <ul class="scores">{ for rows }</ul>
            </section>
            <Replay<Drunter> record={Rc::new(play.session.record().clone())} players={play.players.clone()} />
        </EndBanner>
    }
}

impl Replayable for Drunter {
    fn board(game: &Drunter, events: &[DrunterEvent], players: &[PlayerConfig], l: Lang) -> Html {
        let view = game.table_view();
        let marks = Marks {
            legal: &[],
            preview: &[],
            pending: &[],
        };
        let mut cells = cells_of(&view, &marks, false, l);
        BoardCell::mark_last(&mut cells, &last_moves(events, game.seats()), players, l);
        html! {
            <div class="board-wrap town">
                <GridBoard frame={frame_of(&view)} cells={cells} label={l.t("Replayed town", "Ville rejouée")}
                    on_cell={Callback::noop()} svg_ref={NodeRef::default()} />
            </div>
        }
    }

    fn caption(
        _game: &Drunter,
        event: &DrunterEvent,
        players: &[PlayerConfig],
        l: Lang,
    ) -> Option<String> {
        event_text(event, players, l)
    }
}

//! What the whole table sees of a vote and of the end: who has chosen (never what), the ballots
//! once revealed, the joker, the count, and at the end everybody's goal with the scores.

use std::rc::Rc;

use tablee_rules::drunter::{
    Card, Drunter, DrunterEvent, DrunterView, PhaseView, Tile, TileId, Vote,
};
use tablee_rules::{Game, Pos, Seat};
use yew::prelude::*;

use super::board::{Marks, building_words, cells_of, frame_of, last_moves};
use super::cards::{card_face, goal_card};
use super::private::vote_subject;
use super::state::{Msg, Play};
use super::text::{
    cards_words, cell_name, event_text, goal_name, points, tile_words, vote_name, votes_left,
};
use crate::board::{BoardCell, GridBoard};
use crate::end::{EndBanner, Replay, Replayable, Standing, rank};
use crate::i18n::Lang;
use crate::seats::PlayerConfig;
use crate::table::send;

fn name(play: &Play, s: Seat) -> String {
    crate::seats::name(&play.seating.players, s)
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
                        { for cards.iter().map(|c| card_face(*c, l)) }
                        if cards.is_empty() { <span class="none">{ l.t("no card", "aucune carte") }</span> }
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
        .filter(|s| play.seating.human_to_move() == Some(*s))
        .map(|s| {
            let yes = send(dispatch, Msg::Act(tablee_rules::drunter::DrunterAction::Joker { vote: Vote::Yes }));
            let no = send(dispatch, Msg::Act(tablee_rules::drunter::DrunterAction::Joker { vote: Vote::No }));
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

/// A vote as it ended, read from the log: what was put to the vote, every ballot face up, the
/// jokers' ways, the count and the outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct VoteResult {
    pub builder: Seat,
    pub tile: TileId,
    pub toilets: Vec<Pos>,
    pub ballots: Vec<Vec<Card>>,
    pub jokers: Vec<(Seat, Vote)>,
    pub yes: u32,
    pub no: u32,
    pub outcome: Vote,
}

/// The latest counted vote, if any.
pub fn last_result(events: &[DrunterEvent]) -> Option<VoteResult> {
    let counted = events
        .iter()
        .rposition(|e| matches!(e, DrunterEvent::VoteCounted { .. }))?;
    let called = events
        .get(..counted)?
        .iter()
        .rposition(|e| matches!(e, DrunterEvent::VoteCalled { .. }))?;
    let during = events.get(called..=counted)?;
    let (mut result, mut ballots, mut jokers) = (None, Vec::new(), Vec::new());
    for e in during {
        match e {
            DrunterEvent::VoteCalled {
                seat,
                tile,
                toilets,
                ..
            } => result = Some((*seat, *tile, toilets.clone())),
            DrunterEvent::BallotsRevealed { ballots: b } => ballots.clone_from(b),
            DrunterEvent::JokerDecided { seat, vote } => jokers.push((*seat, *vote)),
            _ => {}
        }
    }
    let (builder, tile, toilets) = result?;
    let DrunterEvent::VoteCounted { yes, no, outcome } = during.last()? else {
        return None;
    };
    Some(VoteResult {
        builder,
        tile,
        toilets,
        ballots,
        jokers,
        yes: *yes,
        no: *no,
        outcome: *outcome,
    })
}

/// The banner of a vote's result: "Yes 3 – No 1: the toilet goes".
pub fn outcome_words(r: &VoteResult, players: &[crate::seats::PlayerConfig], l: Lang) -> String {
    let builder = crate::seats::name(players, r.builder);
    match (l, r.outcome) {
        (Lang::En, Vote::Yes) => format!(
            "Yes {} – no {}: the toilet goes, {builder}'s tile is laid.",
            r.yes, r.no
        ),
        (Lang::En, Vote::No) => format!(
            "Yes {} – no {}: the toilet stays, the tile goes back to {builder}.",
            r.yes, r.no
        ),
        (Lang::Fr, Vote::Yes) => format!(
            "Oui {} – non {} : les toilettes disparaissent, la tuile {} est posée.",
            r.yes,
            r.no,
            crate::i18n::of_name(Lang::Fr, &builder)
        ),
        (Lang::Fr, Vote::No) => format!(
            "Oui {} – non {} : les toilettes restent, la tuile revient à {builder}.",
            r.yes, r.no
        ),
    }
}

/// Every ballot face up, seat by seat, with the joker's way.
fn ballot_rows(play: &Play, r: &VoteResult, l: Lang) -> Html {
    let rows = r.ballots.iter().enumerate().map(|(i, cards)| {
        let s = Seat(i as u8);
        let joker = r.jokers.iter().find(|(j, _)| *j == s).map(|(_, v)| *v);
        html! {
            <li>
                <span class="who">{ name(play, s) }</span>
                <span class="ballot">
                    { for cards.iter().map(|c| card_face(*c, l)) }
                    if cards.is_empty() { <span class="none">{ l.t("no card", "aucune carte") }</span> }
                </span>
                if let Some(v) = joker { <span class="joker-way">{ format!("{} {}", l.t("joker:", "joker :"), vote_name(v, l)) }</span> }
            </li>
        }
    });
    html! { <ul class="reveal">{ for rows }</ul> }
}

/// The result of the vote just counted, for the whole table, until somebody presses Continue;
/// the game waits meanwhile.
pub fn vote_reveal(play: &Play, dispatch: &Callback<Msg>, l: Lang) -> Html {
    if !play.reveal_shown() {
        return html! {};
    }
    let Some(r) = last_result(play.seating.session.events()) else {
        return html! {};
    };
    let subject = match (l, Tile::get(r.tile)) {
        (Lang::En, Some(t)) => format!(
            "{} wants to cover the toilet at {} with a {}.",
            name(play, r.builder),
            cells_words(&r.toilets),
            tile_words(t, l)
        ),
        (Lang::Fr, Some(t)) => format!(
            "{} veut couvrir les toilettes en {} d'une {}.",
            name(play, r.builder),
            cells_words(&r.toilets),
            tile_words(t, l)
        ),
        (_, None) => String::new(),
    };
    let outcome = match r.outcome {
        Vote::Yes => "yes",
        Vote::No => "no",
    };
    html! {
        <section class="vote-result" aria-label={l.t("Vote result", "Résultat du vote")}>
            <h2>{ l.t("The town has voted", "La ville a voté") }</h2>
            <p class="subject">{ subject }</p>
            { ballot_rows(play, &r, l) }
            <p class="tally">
                <span class="yes">{ format!("{} {}", l.t("Yes", "Oui"), r.yes) }</span>
                <span class="no">{ format!("{} {}", l.t("No", "Non"), r.no) }</span>
            </p>
            <p class={classes!("banner", outcome)} role="status">{ outcome_words(&r, &play.seating.players, l) }</p>
            <button class="button primary" onclick={send(dispatch, Msg::DismissReveal)}>{ l.t("Continue", "Continuer") }</button>
        </section>
    }
}

/// The latest vote's outcome once dismissed, kept in a corner for reference.
pub fn last_vote(play: &Play, l: Lang) -> Html {
    if play.reveal_shown() {
        return html! {};
    }
    let Some(r) = last_result(play.seating.session.events()) else {
        return html! {};
    };
    html! {
        <section class="last-vote" aria-label={l.t("Last vote", "Dernier vote")}>
            <h3>{ l.t("Last vote", "Dernier vote") }</h3>
            <p>{ outcome_words(&r, &play.seating.players, l) }</p>
            <ul>{ for r.ballots.iter().enumerate().map(|(i, cards)| html! {
                <li>{ format!("{}{}{}", name(play, Seat(i as u8)), l.t(": ", " : "), cards_words(cards, l)) }</li>
            }) }</ul>
        </section>
    }
}

fn cells_words(cells: &[Pos]) -> String {
    cells
        .iter()
        .map(|p| cell_name(*p))
        .collect::<Vec<_>>()
        .join(", ")
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
            <li>{ format!("{} — {}", building_words(s.building, l), points(s.points, l)) }</li>
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
            votes_left(line.tie_break, l)
        };
        html! {
            <li class={classes!("score", win.then_some("winner"))}>
                <h3>{ name(play, line.seat) }{ if win { l.t(" — wins", " — gagne") } else { "" } }</h3>
                { goal_card(line.goal, l) }
                <ul class="counted">{ for counted }</ul>
                if line.buildings.is_empty() { <p>{ l.t("No building of this card is left standing.", "Aucun bâtiment de cette carte n'est encore debout.") }</p> }
                <p class="total">{ format!("{} {} ({} {tie_break})", l.t("Total:", "Total :"), crate::i18n::number(line.total), l.t("tie-break:", "départage :")) }</p>
            </li>
        }
    });
    // A rematch is a new game: the same table, played by the current rules even when the finished
    // game was saved under an older edition.
    let on_rematch = {
        let old = game.setup();
        let setup = tablee_rules::drunter::DrunterSetup::new(old.seats, old.variant);
        let (id, players) = (play.seating.id.clone(), play.seating.players.clone());
        Callback::from(move |()| crate::end::rematch::<Drunter>(&id, &players, setup))
    };
    html! {
        <EndBanner players={play.seating.players.clone()} winners={winners.clone()} note={why} ranking={ranking} on_rematch={on_rematch}>
            <section class="breakdown" aria-label={l.t("Final scores", "Scores finaux")}>
                <h3>{ l.t("The goal cards are revealed", "Les cartes objectif sont révélées") }</h3>
                <ul class="scores">{ for rows }</ul>
            </section>
            <Replay<Drunter> record={Rc::new(play.seating.session.record().clone())} players={play.seating.players.clone()} />
        </EndBanner>
    }
}

impl Replayable for Drunter {
    fn board(game: &Drunter, events: &[DrunterEvent], players: &[PlayerConfig], l: Lang) -> Html {
        let view = game.table_view();
        let marks = Marks::default();
        let mut cells = cells_of(&view, &marks, false, l);
        BoardCell::mark_last(&mut cells, &last_moves(events, game.seats()), players, l);
        html! {
            <div class="board-wrap town">
                { GridBoard::still(frame_of(&view), cells, l.t("Replayed town", "Ville rejouée").into()).view() }
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

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::drunter::{
        BuildingType, Drunter, DrunterAction, DrunterSetup, GoalCard, ScoreLine,
    };
    use tablee_rules::{Game, Session};

    /// A session whose first player lays a tile over a toilet, then everybody votes `ballots`.
    fn voted(ballots: &[&[Card]]) -> Option<Session<Drunter>> {
        for seed in 0..200 {
            let mut s =
                Session::<Drunter>::new(DrunterSetup::new(ballots.len() as u8, false), seed)
                    .ok()?;
            let lay = s.game().legal_actions().into_iter().find(|a| match a {
                DrunterAction::Lay { tile, path, dir } => !s
                    .game()
                    .table_view()
                    .vote_toilets(*tile, *path, *dir)
                    .is_empty(),
                _ => false,
            });
            let Some(lay) = lay else { continue };
            s.play(lay).ok()?;
            for b in ballots {
                s.play(DrunterAction::Vote { cards: b.to_vec() }).ok()?;
            }
            return Some(s);
        }
        None
    }

    #[test]
    fn the_result_is_read_from_the_log_with_and_without_a_joker() {
        let s = voted(&[&[Card::Jaa], &[Card::Ne], &[Card::Abstain]]).unwrap();
        let r = last_result(s.events()).unwrap();
        assert_eq!(
            (r.builder, r.yes, r.no, r.outcome),
            (Seat(0), 2, 1, Vote::Yes)
        );
        assert_eq!(
            r.ballots,
            vec![vec![Card::Jaa], vec![Card::Ne], vec![Card::Abstain]]
        );
        assert!(r.jokers.is_empty());
        assert_eq!(r.toilets.len(), 1);

        let mut s = voted(&[&[Card::Ja], &[Card::Joker]]).unwrap();
        assert_eq!(
            last_result(s.events()),
            None,
            "not counted before the joker"
        );
        s.play(DrunterAction::Joker { vote: Vote::No }).unwrap();
        let r = last_result(s.events()).unwrap();
        assert_eq!((r.yes, r.no, r.outcome), (1, 2, Vote::No));
        assert_eq!(r.jokers, vec![(Seat(1), Vote::No)]);
    }

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

//! The end of a game, the same for every game: one result banner at the top of the table (the
//! winner, why when a tie-break decided, the ranking, then the game's own breakdown and the
//! replay), "Rematch" and "Back to the shelf". Each game gives its scores in words and how its
//! board looks at a replayed moment.

use std::rc::Rc;

use tablee_rules::{Game, Record, Seat, Session};
use yew::prelude::*;

use crate::i18n::{Lang, use_lang};
use crate::route::Route;
use crate::seats::{self, PlayerConfig, colour_hex};
use crate::storage;
use crate::words::Text;

/// One line of the ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the best; tied seats share a place (1, 1, 3).
    pub place: usize,
    pub seat: Seat,
    /// The score in words ("23 points", "9 treasures").
    pub score: String,
}

/// Places from scores, best first (a higher key is better); equal keys share a place.
pub fn rank<K: Ord + Copy>(scores: &[(Seat, K)]) -> Vec<(usize, Seat, K)> {
    let mut sorted: Vec<(Seat, K)> = scores.to_vec();
    // Best first; seat order among equals.
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut out: Vec<(usize, Seat, K)> = Vec::with_capacity(sorted.len());
    for (i, (seat, key)) in sorted.into_iter().enumerate() {
        let place = match out.last() {
            Some((p, _, k)) if *k == key => *p,
            _ => i + 1,
        };
        out.push((place, seat, key));
    }
    out
}

/// A score in words: "1 point", "23 points", "-2 points" ("0 point" in French).
pub fn points(n: impl TryInto<i64>, l: Lang) -> String {
    l.say(Text::Points(n.try_into().unwrap_or(i64::MAX)))
        .into_owned()
}

/// The banner's headline: who won.
pub fn headline(players: &[PlayerConfig], winners: &[Seat], l: Lang) -> String {
    let names: Vec<String> = winners.iter().map(|s| seats::name(players, *s)).collect();
    l.say(Text::Winners(&names)).into_owned()
}

/// Starts the same table again: same players, same setup, a new seed, stored as a new saved game
/// and opened. In an embedded frame the frame's own game is replaced instead, then reloaded.
/// False when the game cannot be started or stored (the banner then says so).
pub fn rematch<G: storage::SavedGame>(id: &str, players: &[PlayerConfig], setup: G::Setup) -> bool {
    let seed = crate::address::random_seed();
    let Ok(session) = Session::<G>::new(setup, seed) else {
        return false;
    };
    if crate::platform::is_embed_page() {
        let stored = storage::store_session(id, players, &session).is_ok();
        if !stored {
            // Storage refused (the frame plays in memory): a reload starts a fresh game anyway.
            storage::delete(id);
        }
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
        return true;
    }
    let new_id = storage::new_id(seed);
    let players = crate::table::with_invitations(players.to_vec());
    if storage::store_session(&new_id, &players, &session).is_err() {
        return false;
    }
    Route::Play(new_id).go();
    true
}

#[derive(Properties, PartialEq)]
pub struct EndBannerProps {
    pub players: Vec<PlayerConfig>,
    pub winners: Vec<Seat>,
    /// Replaces the headline (the solo puzzle has no winner to name).
    #[prop_or_default]
    pub headline: Option<AttrValue>,
    /// A line under the headline: why the winner won when the scores tied (the tie-break), or
    /// the puzzle's score.
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// Best first.
    pub ranking: Vec<Standing>,
    /// Starts the same table again; false when it could not.
    pub on_rematch: Callback<(), bool>,
    /// The game's own breakdown, then its replay.
    #[prop_or_default]
    pub children: Html,
}

/// The result banner: at the top of the table and brought into view when the game ends.
#[function_component(EndBanner)]
pub fn end_banner(props: &EndBannerProps) -> Html {
    let l = use_lang();
    let node = use_node_ref();
    let failed = use_state(|| false);
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                el.scroll_into_view_with_bool(true);
                let _ = el.focus();
            }
        });
    }
    let embed = crate::platform::is_embed_page();
    let onclick = {
        let (on_rematch, failed) = (props.on_rematch.clone(), failed.clone());
        Callback::from(move |_: MouseEvent| failed.set(!on_rematch.emit(())))
    };
    let title = props
        .headline
        .clone()
        .unwrap_or_else(|| headline(&props.players, &props.winners, l).into());
    let ranking = props.ranking.iter().map(|s| {
        let p = props.players.get(s.seat.index());
        let win = props.winners.contains(&s.seat);
        html! {
            <li class={classes!("standing", win.then_some("winner"))}>
                <span class="place">{ format!("{}.", s.place) }</span>
                <span class="swatch" style={format!("background:{}", colour_hex(p.map_or(s.seat.index(), |p| p.colour)))}></span>
                { seats::name_tag(p, l) }
                <span class="points">{ s.score.clone() }</span>
            </li>
        }
    });
    html! {
        <section class="end end-banner" aria-label={l.say(Text::Result)}>
            <div class="result" ref={node} tabindex="-1">
                <h2>{ title }</h2>
                if let Some(note) = &props.note { <p class="note">{ note.clone() }</p> }
                if props.ranking.len() > 1 {
                    <ol class="ranking" aria-label={l.say(Text::Ranking)}>{ for ranking }</ol>
                }
                <div class="controls">
                    <button class="button primary" {onclick}>{ l.say(Text::Rematch) }</button>
                    if !embed {
                        <a class="button" href={crate::route::Route::Home.href()}>{ l.say(Text::BackToShelf) }</a>
                    }
                </div>
                if *failed {
                    { crate::table::storage_full(&l.say(Text::RematchNotStored), l) }
                }
            </div>
            { props.children.clone() }
        </section>
    }
}

/// A game whose record can be replayed step by step in the end banner.
pub trait Replayable: Game + Clone + PartialEq + 'static {
    /// The board as it stands in `game`, after `events` (all of the game so far), with each
    /// seat's last move marked.
    fn board(game: &Self, events: &[Self::Event], players: &[PlayerConfig], l: Lang) -> Html;
    /// The log's line for an event (`None` for events the log does not show).
    fn caption(
        game: &Self,
        event: &Self::Event,
        players: &[PlayerConfig],
        l: Lang,
    ) -> Option<String>;
    /// Whether an action is a step of the replay. One that changes nothing on the board (Casbah's
    /// puzzle hints) joins the step before it, its log line with that step's.
    fn is_step(_action: &Self::Action) -> bool {
        true
    }
}

/// Every state of a recorded game and the events so far after each step (index 0: the start).
struct Replayed<G: Game> {
    states: Vec<G>,
    events: Vec<G::Event>,
    /// `ends[k]` = number of events after `k` steps.
    ends: Vec<usize>,
    /// `movers[k - 1]` = the seat that made step `k`.
    movers: Vec<Seat>,
}

fn replayed<G: Replayable>(record: &Record<G>) -> Option<Replayed<G>> {
    // As a save is read: a setup accepted when the game began is accepted again, and what the
    // piles had shown when the game was dealt anew (an imported file, a guest's table) dealt first.
    let mut game = G::reopen_shown(record.setup.clone(), record.seed, &record.shown).ok()?;
    let mut out = Replayed {
        states: vec![game.clone()],
        events: Vec::new(),
        ends: vec![0],
        movers: Vec::new(),
    };
    // A record whose action no longer applies ends the replay there (a checked save never does).
    for turn in &record.turns {
        let Ok(new) = game.apply(&turn.action) else {
            break;
        };
        out.events.extend(new);
        if G::is_step(&turn.action) {
            out.ends.push(out.events.len());
            out.states.push(game.clone());
            out.movers.push(turn.seat);
        } else if let (Some(state), Some(end)) = (out.states.last_mut(), out.ends.last_mut()) {
            *state = game.clone();
            *end = out.events.len();
        }
    }
    Some(out)
}

#[derive(Properties, PartialEq)]
pub struct ReplayProps<G: Replayable> {
    pub record: Rc<Record<G>>,
    pub players: Vec<PlayerConfig>,
}

/// The finished game replayed move by move from its record, each step with its log line and the
/// moved piece marked.
#[function_component(Replay)]
pub fn replay<G: Replayable>(props: &ReplayProps<G>) -> Html {
    let l = use_lang();
    let all = use_memo(props.record.clone(), |record| replayed(record));
    // Opens at the end of the game (the step is clamped to the last one).
    let step = use_state(|| usize::MAX);
    let Some(all) = all.as_ref() else {
        return html! {};
    };
    let total = all.states.len().saturating_sub(1);
    let k = (*step).min(total);
    let (Some(state), Some(end)) = (all.states.get(k), all.ends.get(k)) else {
        return html! {};
    };
    let events = all.events.get(..*end).unwrap_or_default();
    let start = k
        .checked_sub(1)
        .and_then(|p| all.ends.get(p))
        .copied()
        .unwrap_or(0);
    let caption = if k == 0 {
        l.say(Text::GameBegins).into_owned()
    } else {
        let lines: Vec<String> = events
            .get(start..)
            .unwrap_or_default()
            .iter()
            .filter_map(|e| G::caption(state, e, &props.players, l))
            .collect();
        if lines.is_empty() {
            let seat = all.movers.get(k - 1).copied().unwrap_or(Seat(0));
            l.say(Text::MoveOf(&seats::name(&props.players, seat)))
                .into_owned()
        } else {
            lines.join(" ")
        }
    };
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_| step.set(to.min(total)))
    };
    // One board on screen: at the end of the replay the table's own board shows the final
    // position; at any earlier step the replayed board replaces it (the stylesheet hides the
    // table's board while a `.replaying` replay is in the page).
    let replaying = k < total;
    html! {
        <section class={classes!("replay", replaying.then_some("replaying"))} aria-label={l.say(Text::Replay)}>
            <h3>{ l.say(Text::Replay) }</h3>
            <div class="controls">
                <button class="button" onclick={go(0)} disabled={k == 0}>{ l.say(Text::ReplayStart) }</button>
                <button class="button" onclick={go(k.saturating_sub(1))} disabled={k == 0}>{ l.say(Text::ReplayBack) }</button>
                <button class="button" onclick={go(k + 1)} disabled={k == total}>{ l.say(Text::ReplayForward) }</button>
                <button class="button" onclick={go(total)} disabled={k == total}>{ l.say(Text::ReplayEnd) }</button>
                <span role="status">{ l.say(Text::ReplayMove(k, total)) }</span>
            </div>
            <p class="caption" aria-live="polite">{ caption }</p>
            if replaying {
                { G::board(state, events, &props.players, l) }
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_a_place_and_the_next_place_is_skipped() {
        let ranked = rank(&[(Seat(0), 5), (Seat(1), 9), (Seat(2), 9), (Seat(3), 1)]);
        let places: Vec<(usize, Seat)> = ranked.iter().map(|(p, s, _)| (*p, *s)).collect();
        assert_eq!(
            places,
            vec![(1, Seat(1)), (1, Seat(2)), (3, Seat(0)), (4, Seat(3))]
        );
    }

    #[test]
    fn the_headline_names_the_winner_or_the_shared_win_in_both_languages() {
        let players = crate::seats::default_players(3);
        let n = |s| seats::name(&players, Seat(s));
        assert_eq!(
            headline(&players, &[Seat(1)], Lang::En),
            format!("{} wins!", n(1))
        );
        assert_eq!(
            headline(&players, &[Seat(1)], Lang::Fr),
            format!("{} gagne !", n(1))
        );
        assert_eq!(
            headline(&players, &[Seat(0), Seat(2)], Lang::En),
            format!("{} and {} share the win!", n(0), n(2))
        );
        assert_eq!(
            headline(&players, &[Seat(0), Seat(2)], Lang::Fr),
            format!("{} et {} se partagent la victoire !", n(0), n(2))
        );
    }

    #[test]
    fn a_record_is_replayed_state_by_state() {
        use tablee_rules::captn::{Captn, CaptnSetup};
        let setup = CaptnSetup::new(2, true);
        let mut session = Session::<Captn>::new(setup, 7).unwrap();
        for _ in 0..6 {
            let Some(a) = session.game().legal_actions().into_iter().next() else {
                break;
            };
            session.play(a).unwrap();
        }
        let r = replayed(session.record()).unwrap();
        assert_eq!(r.states.len(), session.record().turns.len() + 1);
        assert_eq!(r.ends.last().copied(), Some(session.events().len()));
        assert_eq!(r.states.last(), Some(session.game()));
    }
}

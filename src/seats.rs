//! Who sits at the table: names, colours, human or computer. Shared by every game.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use tablee_rules::{Game, Seat, Session, Strength};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::words::Text;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(Strength),
    /// A person playing on another device, who sits there with this seat's token (the secret
    /// part of its invitation; 0 on a guest's device, which is told no token but its own).
    Remote(u64),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerConfig {
    pub name: String,
    /// Index into [`COLOURS`].
    pub colour: usize,
    pub kind: SeatKind,
}

/// Player colours, told apart by name too (never by colour alone: `Text::ColourName`, in the
/// same order in each language's words). Chosen away from every board
/// colour (Capt'n Clever's jetties, the legal and hint glows, Drunter's paths and gangs, Casbah's
/// tiles: `tests/palette.rs` measures it) and from each other. Saves keep the index: a colour may
/// change shade or name, never its place.
pub const COLOURS: [&str; 6] = [
    "#c0392b", "#3434c8", "#30c030", "#14b4d9", "#2c235c", "#556b1a",
];

pub fn colour_hex(index: usize) -> &'static str {
    COLOURS.get(index).copied().unwrap_or("#555")
}

pub fn colour_name(index: usize, lang: Lang) -> Cow<'static, str> {
    lang.say(Text::ColourName(index))
}

/// A seat's player's name ("?" for a seat the save does not name).
pub fn name(players: &[PlayerConfig], seat: Seat) -> String {
    players
        .get(seat.index())
        .map_or_else(|| "?".to_string(), |p| p.name.clone())
}

/// A player's name as every seat list shows it; a computer's is followed by a small screen that
/// says so to eyes and screen readers alike ("Sacha, computer (quick)"), since a default name
/// does not tell.
pub fn name_tag(player: Option<&PlayerConfig>, l: Lang) -> Html {
    let Some(p) = player else {
        return html! { <span class="name">{ "?" }</span> };
    };
    let mark = match p.kind {
        SeatKind::Human => html! {},
        SeatKind::Remote(_) => html! {
            <svg class="remote-mark" viewBox="0 0 16 16" role="img" aria-label={p.kind.label(l)}>
                <rect x="4" y="1.5" width="8" height="13" rx="1.5" />
                <path d="M7 12.5h2" />
            </svg>
        },
        computer => html! {
            <svg class="computer-mark" viewBox="0 0 16 16" role="img" aria-label={computer.label(l)}>
                <rect x="1.5" y="2" width="13" height="9" rx="1.5" />
                <path d="M5.5 14h5M8 11v3" />
            </svg>
        },
    };
    html! { <span class="name">{ &p.name }{ mark }</span> }
}

pub fn is_human(players: &[PlayerConfig], seat: Seat) -> bool {
    players
        .get(seat.index())
        .is_some_and(|p| p.kind == SeatKind::Human)
}

/// The seats people play, in seat order.
pub fn humans(players: &[PlayerConfig]) -> Vec<Seat> {
    (0..players.len())
        .map(|i| Seat(i as u8))
        .filter(|s| is_human(players, *s))
        .collect()
}

/// The only human at a table of computers: nobody else looks at the screen, so his secrets may
/// stay in sight and no curtain is needed.
pub fn lone_human(players: &[PlayerConfig]) -> Option<Seat> {
    match humans(players).as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The last human who moved.
fn last_human<G: Game>(players: &[PlayerConfig], session: &Session<G>) -> Option<Seat> {
    session
        .record()
        .turns
        .iter()
        .rev()
        .map(|t| t.seat)
        .find(|s| is_human(players, *s))
}

/// Whose undo the Undo button is, if any, in a game whose table hides nothing. The human at the
/// device (the one to move, or the last human who moved while computers answer) takes back his
/// own moves with the computers' answers; and, as on Board Game Arena, a human takes back his
/// move until the next seat acts (the next human has not played yet). Never a move another human
/// has answered. A finished game stays finished: no undo (a rematch or its replay only).
pub fn undo_seat<G: Game>(players: &[PlayerConfig], session: &Session<G>) -> Option<Seat> {
    let current = own_undo_seat(players, session)?;
    if has_remote(players) {
        return across_devices_undo(players, current, session);
    }
    if session.can_undo_only(current, |seat| !is_human(players, seat)) {
        return Some(current);
    }
    passed_on_undo(players, current, session)
}

/// The human here who has just passed the turn to `current`, another human here who has not
/// acted yet: he may still take back his move. Not right after an undo: the seat that took its
/// move back plays again before the one before it may take back its own (else undo would walk
/// back through every seat's moves).
fn passed_on_undo<G: Game>(
    players: &[PlayerConfig],
    current: Seat,
    session: &Session<G>,
) -> Option<Seat> {
    let last = session.record().turns.last()?.seat;
    (last != current
        && is_human(players, last)
        && !session.can_redo()
        && session.can_undo_only(last, |_| false))
    .then_some(last)
}

/// [`undo_seat`] in a game with curtains: there the next human acts as soon as he takes the
/// device at his curtain, which covers the table and its Undo; so only one's own moves with the
/// computers' answers are taken back, never across a secret shown (the engine's
/// [`Session::can_undo_only`]). With several humans a curtain comes down after each one's turn,
/// and whoever holds the device while a computer plays may be the next human: then only the
/// human to move may undo, his moves of this turn. While a seat on another device is to move, the
/// device stays on the table: the human who just played may take his move back.
pub fn undo_seat_behind_curtains<G: Game>(
    players: &[PlayerConfig],
    session: &Session<G>,
) -> Option<Seat> {
    let computer_to_move = session
        .game()
        .to_move()
        .is_some_and(|s| is_computer(players, s));
    if humans(players).len() > 1 && computer_to_move {
        return None;
    }
    let current = own_undo_seat(players, session)?;
    // Across devices, without the computers' answers.
    let answers = |seat| !has_remote(players) && !is_human(players, seat);
    session.can_undo_only(current, answers).then_some(current)
}

/// Undo at a table across devices: only one's own moves of this turn, before any other seat (a
/// computer included) has acted, as the host checks a guest's undo (`remote::judge`); and, as at
/// a table of one device, a human here whose turn has passed to another human here.
fn across_devices_undo<G: Game>(
    players: &[PlayerConfig],
    current: Seat,
    session: &Session<G>,
) -> Option<Seat> {
    if session.can_undo_only(current, |_| false) {
        return Some(current);
    }
    passed_on_undo(players, current, session)
}

/// Whether Redo may play again the move undo took back last: only a move of a seat played on this
/// device. A guest's move that its host took back at the guest's asking is the guest's to play
/// again, on its own device: the host replaying it would play for the guest.
pub fn redo_here<G: Game>(players: &[PlayerConfig], session: &Session<G>) -> bool {
    session
        .redo_stack()
        .last()
        .is_some_and(|t| is_human(players, t.seat))
}

/// The human at the device, whose undo it would be: the one to move, or the last human who moved
/// while computers answer; none once the game is over.
fn own_undo_seat<G: Game>(players: &[PlayerConfig], session: &Session<G>) -> Option<Seat> {
    if session.game().is_over() {
        return None;
    }
    match session.game().to_move() {
        Some(seat) if is_human(players, seat) => Some(seat),
        _ => last_human(players, session),
    }
}

impl SeatKind {
    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        lang.say(match self {
            SeatKind::Human => Text::Human,
            SeatKind::Computer(Strength::Quick) => Text::ComputerQuick,
            SeatKind::Computer(Strength::Strong) => Text::ComputerStrong,
            SeatKind::Remote(_) => Text::OnAnotherDevice,
        })
    }
}

/// Default seats for a new table of `n` players: the first human, the others computers.
pub fn default_players(n: usize) -> Vec<PlayerConfig> {
    (0..n)
        .map(|i| PlayerConfig {
            name: default_name(i),
            colour: i % COLOURS.len(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(Strength::Quick)
            },
        })
        .collect()
}

/// The names seats have until the table names them. First names, the same in every language,
/// because every sentence speaks of a player by name: "Player 1" would read "À Joueur 1 de
/// jouer" in French. Each starts with its own letter, and none takes a gendered pronoun in
/// English ("Sacha places their tile").
const DEFAULT_NAMES: [&str; 6] = ["Camille", "Sacha", "Lou", "Alex", "Eden", "Noa"];

/// Seats of these kinds, in order, with the default names and colours: the tables' tests seat
/// their players so.
#[cfg(test)]
pub fn seats_of(kinds: &[SeatKind]) -> Vec<PlayerConfig> {
    default_players(kinds.len())
        .into_iter()
        .zip(kinds)
        .map(|(p, kind)| PlayerConfig { kind: *kind, ..p })
        .collect()
}

/// The name a seat has until the table names it: "Sacha" for the second.
fn default_name(seat: usize) -> String {
    DEFAULT_NAMES
        .get(seat)
        .map_or_else(|| format!("{}", seat + 1), |name| name.to_string())
}

/// The seats after `seat` took `colour`: a colour another seat had goes to it in exchange, so two
/// seats never share one.
pub fn with_colour(players: &[PlayerConfig], seat: usize, colour: usize) -> Vec<PlayerConfig> {
    let mut all = players.to_vec();
    let Some(old) = all.get(seat).map(|p| p.colour) else {
        return all;
    };
    if colour >= COLOURS.len() {
        return all;
    }
    for (i, p) in all.iter_mut().enumerate() {
        if i == seat {
            p.colour = colour;
        } else if p.colour == colour {
            p.colour = old;
        }
    }
    all
}

/// Every seat with a colour of its own: a repeated or unknown colour (a form tampered with, an
/// old bug) is replaced by the first free one.
pub fn distinct_colours(mut players: Vec<PlayerConfig>) -> Vec<PlayerConfig> {
    let mut taken = [false; COLOURS.len()];
    let mut clashing = Vec::new();
    for (i, p) in players.iter().enumerate() {
        match taken.get_mut(p.colour) {
            Some(t) if !*t => *t = true,
            _ => clashing.push(i),
        }
    }
    for i in clashing {
        if let Some(free) = taken.iter().position(|t| !t) {
            taken[free] = true;
            if let Some(p) = players.get_mut(i) {
                p.colour = free;
            }
        }
    }
    players
}

/// The table as the engines seat it: the first `count` seats of the form with distinct colours,
/// turned so that the first player (picked, or `random` when left to chance) sits first. The
/// engines start with seat 0; the order around the table is kept.
pub fn starting_order(
    players: &[PlayerConfig],
    count: usize,
    first: Option<usize>,
    random: u64,
) -> Vec<PlayerConfig> {
    let mut table = distinct_colours(players.iter().take(count).cloned().collect());
    let n = table.len().max(1);
    let first = first
        .filter(|f| *f < n)
        .unwrap_or((random % n as u64) as usize);
    table.rotate_left(first);
    table
}

impl SeatKind {
    /// What a seat of the setup may be; its token is drawn when the table starts
    /// (`table::open_new_game`).
    const CHOICES: [(&'static str, SeatKind); 4] = [
        ("human", SeatKind::Human),
        ("quick", SeatKind::Computer(Strength::Quick)),
        ("strong", SeatKind::Computer(Strength::Strong)),
        ("remote", SeatKind::Remote(0)),
    ];

    fn value(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Computer(Strength::Quick) => "quick",
            SeatKind::Computer(Strength::Strong) => "strong",
            SeatKind::Remote(_) => "remote",
        }
    }

    fn from_value(v: &str) -> SeatKind {
        SeatKind::CHOICES
            .iter()
            .find(|(c, _)| *c == v)
            .map_or(SeatKind::Human, |(_, k)| *k)
    }
}

/// Whether `seat` plays on another device.
pub fn is_remote(players: &[PlayerConfig], seat: Seat) -> bool {
    players
        .get(seat.index())
        .is_some_and(|p| matches!(p.kind, SeatKind::Remote(_)))
}

fn is_computer(players: &[PlayerConfig], seat: Seat) -> bool {
    players
        .get(seat.index())
        .is_some_and(|p| matches!(p.kind, SeatKind::Computer(_)))
}

/// What the help says while a seat on another device plays ("Lou is playing on another device.").
pub fn plays_elsewhere(name: &str, l: Lang) -> String {
    l.say(Text::PlaysElsewhere(name)).into_owned()
}

/// Whether some seat plays on another device.
pub fn has_remote(players: &[PlayerConfig]) -> bool {
    players
        .iter()
        .any(|p| matches!(p.kind, SeatKind::Remote(_)))
}

/// The value of the input or select an event came from.
pub fn input_value(e: &Event) -> String {
    let Some(target) = e.target() else {
        return String::new();
    };
    if let Some(i) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        return i.value();
    }
    target
        .dyn_ref::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// A colour as seat `seat`'s select offers it: another seat's colour says whose it is, since
/// taking it swaps the two ("Blue — Bob's, swapped").
fn colour_choice(
    players: &[PlayerConfig],
    count: usize,
    seat: usize,
    colour: usize,
    l: Lang,
) -> String {
    let other = players
        .iter()
        .take(count)
        .enumerate()
        .find(|(i, p)| *i != seat && p.colour == colour);
    match other {
        Some((_, other)) => l.say(Text::ColourSwapped(colour, &other.name)),
        None => colour_name(colour, l),
    }
    .into_owned()
}

/// The setup form's rows: each seat's name, colour and who plays it.
pub struct SeatsEditor {
    /// How many seats are shown (the first ones of `players`).
    pub count: usize,
    pub players: Vec<PlayerConfig>,
    pub on_change: Callback<Vec<PlayerConfig>>,
    /// False for a solo puzzle: the one seat is human.
    pub computers: bool,
}

impl SeatsEditor {
    pub fn view(&self, l: Lang) -> Html {
        // Enter in a name only ends the typing: the game starts with its button.
        let keep_enter = Callback::from(|e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
            }
        });
        let rows = (0..self.count).map(|i| {
            let keep_enter = keep_enter.clone();
            let p = self
                .players
                .get(i)
                .cloned()
                .unwrap_or_else(|| default_players(i + 1).remove(i));
            let update = |f: fn(&mut PlayerConfig, String)| {
                let players = self.players.clone();
                let on_change = self.on_change.clone();
                Callback::from(move |e: Event| {
                    let mut all = players.clone();
                    if let Some(p) = all.get_mut(i) {
                        f(p, input_value(&e));
                    }
                    on_change.emit(all);
                })
            };
            // The default name is a placeholder, not text: typing a name replaces it, and an
            // emptied field gives it back. Read at every keystroke, so a name typed just before
            // Start is never lost to the field's late change event.
            let default_name = default_name(i);
            let on_name = {
                let (players, on_change, default_name) =
                    (self.players.clone(), self.on_change.clone(), default_name.clone());
                Callback::from(move |e: InputEvent| {
                    let typed: String = input_value(&e).chars().take(24).collect();
                    let mut all = players.clone();
                    if let Some(p) = all.get_mut(i) {
                        p.name = if typed.trim().is_empty() {
                            default_name.clone()
                        } else {
                            typed
                        };
                    }
                    on_change.emit(all);
                })
            };
            let shown = if p.name == default_name { String::new() } else { p.name.clone() };
            let on_colour = {
                let players = self.players.clone();
                let on_change = self.on_change.clone();
                Callback::from(move |e: Event| {
                    if let Ok(colour) = input_value(&e).parse() {
                        on_change.emit(with_colour(&players, i, colour));
                    }
                })
            };
            let on_kind = update(|p, v| p.kind = SeatKind::from_value(&v));
            let n = i + 1;
            html! {
                <fieldset class="player">
                    <legend>{ l.say(Text::Player(n)) }</legend>
                    <label>{ l.say(Text::Name) }
                        <input type="text" value={shown} placeholder={default_name} oninput={on_name} onkeydown={keep_enter} aria-label={l.say(Text::NameOfPlayer(n))} /></label>
                    <label>{ l.say(Text::Colour) }
                        <select onchange={on_colour} aria-label={l.say(Text::ColourOfPlayer(n))}>
                            { for (0..COLOURS.len()).map(|c| html! { <option value={c.to_string()} selected={p.colour == c}>{ colour_choice(&self.players, self.count, i, c, l) }</option> }) }
                        </select></label>
                    if self.computers {
                        <label>{ l.say(Text::PlayedBy) }
                            <select onchange={on_kind} aria-label={l.say(Text::WhoPlaysPlayer(n))}>
                                { for SeatKind::CHOICES.iter().map(|(v, k)| html! { <option value={*v} selected={p.kind.value() == *v}>{ k.label(l) }</option> }) }
                            </select></label>
                    }
                </fieldset>
            }
        });
        let remote =
            self.computers && has_remote(&self.players[..self.count.min(self.players.len())]);
        html! {
            <>
                { for rows }
                if remote {
                    <p class="help remote-note">{ l.say(Text::InvitationsNote) }</p>
                }
            </>
        }
    }
}

/// Who starts: drawn at random, or one of the players (the rulebooks have the youngest start).
pub struct FirstPlayer {
    /// How many seats play (the first ones of `players`).
    pub count: usize,
    pub players: Vec<PlayerConfig>,
    /// The seat picked to start; `None` draws it at random.
    pub first: Option<usize>,
    pub on_change: Callback<Option<usize>>,
}

impl FirstPlayer {
    pub fn view(&self, l: Lang) -> Html {
        let onchange = {
            let on_change = self.on_change.clone();
            Callback::from(move |e: Event| on_change.emit(input_value(&e).parse().ok()))
        };
        let first = self.first.filter(|f| *f < self.count);
        html! {
            <label>{ l.say(Text::FirstPlayer) }
                <select {onchange} aria-label={l.say(Text::FirstPlayer)}>
                    <option value="random" selected={first.is_none()}>{ l.say(Text::DrawnAtRandom) }</option>
                    { for self.players.iter().take(self.count).enumerate().map(|(i, p)| html! {
                        <option value={i.to_string()} selected={first == Some(i)}>{ p.name.clone() }</option>
                    }) }
                </select></label>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(players: &[PlayerConfig]) -> Vec<&str> {
        players.iter().map(|p| p.name.as_str()).collect()
    }

    /// "À Joueur 1 de jouer" read badly: the defaults are names, each its own, that every
    /// sentence takes as a name ("À Camille de jouer", "la tuile d'Alex").
    #[test]
    fn default_names_read_as_names_in_both_languages() {
        let players = default_players(6);
        let mut initials: Vec<char> = players
            .iter()
            .filter_map(|p| p.name.chars().next())
            .collect();
        initials.sort_unstable();
        initials.dedup();
        assert_eq!(initials.len(), 6, "{:?}", names(&players));
        for p in &players {
            assert!(p.name.chars().all(char::is_alphabetic), "{}", p.name);
            assert_eq!(
                crate::i18n::to_play(&p.name, Lang::Fr),
                format!("À\u{a0}{} de jouer", p.name)
            );
        }
        assert_eq!(crate::i18n::of_name(Lang::Fr, &players[3].name), "d'Alex");
        assert_eq!(
            crate::i18n::of_name(Lang::Fr, &players[0].name),
            "de Camille"
        );
        // A seat beyond the list still has a name.
        assert!(!default_name(9).is_empty());
    }

    #[test]
    fn the_host_never_redoes_a_move_its_guest_took_back() {
        use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
        let players = seats_of(&[SeatKind::Human, SeatKind::Remote(7)]);
        let mut session = Session::<Casbah>::new(CasbahSetup::new(Size::new(6, 6), 2), 5).unwrap();
        for _ in 0..2 {
            let first = session.game().legal_actions()[0].clone();
            session.play(first).unwrap();
        }
        let mut guest_undid = session.clone();
        assert!(guest_undid.undo(Seat(1)));
        assert!(guest_undid.can_redo());
        assert!(!redo_here(&players, &guest_undid), "the guest's move");
        assert!(session.undo(Seat(0)));
        assert!(redo_here(&players, &session), "the host's own move");
    }

    /// Two players at the host's device and one on another: each takes back only his own move
    /// of this turn before the next seat acts; a curtain game keeps its rule that the next human
    /// at the device has taken it.
    #[test]
    fn across_devices_each_human_here_takes_back_only_his_own_move() {
        use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
        let players = seats_of(&[SeatKind::Human, SeatKind::Human, SeatKind::Remote(7)]);
        let mut session = Session::<Casbah>::new(CasbahSetup::new(Size::new(6, 6), 3), 5).unwrap();
        let play_first = |session: &mut Session<Casbah>| {
            let first = session.game().legal_actions()[0].clone();
            session.play(first).unwrap();
        };
        play_first(&mut session);
        assert_eq!(session.game().to_move(), Some(Seat(1)));
        assert_eq!(
            undo_seat(&players, &session),
            Some(Seat(0)),
            "Ann's, Ben to move"
        );
        assert_eq!(
            undo_seat_behind_curtains(&players, &session),
            None,
            "Ben has the device"
        );
        play_first(&mut session);
        assert_eq!(session.game().to_move(), Some(Seat(2)));
        assert_eq!(
            undo_seat(&players, &session),
            Some(Seat(1)),
            "Ben's, the guest to move"
        );
        assert_eq!(undo_seat_behind_curtains(&players, &session), Some(Seat(1)));
        assert!(session.undo(Seat(1)));
        assert_eq!(
            undo_seat(&players, &session),
            None,
            "right after an undo, not Ann's"
        );
        play_first(&mut session);
        play_first(&mut session);
        assert_eq!(session.game().to_move(), Some(Seat(0)));
        assert_eq!(
            undo_seat(&players, &session),
            None,
            "the guest's move is the guest's"
        );
    }

    #[test]
    fn taking_a_colour_another_seat_has_swaps_them() {
        let players = default_players(4);
        let after = with_colour(&players, 0, players[2].colour);
        assert_eq!(after[0].colour, players[2].colour);
        assert_eq!(after[2].colour, players[0].colour);
        assert_eq!(after[1].colour, players[1].colour);
        let free = with_colour(&players, 1, 5);
        assert_eq!(free[1].colour, 5);
        assert!(
            free.iter()
                .enumerate()
                .all(|(i, p)| i == 1 || p.colour != 5)
        );
        assert_eq!(
            with_colour(&players, 1, COLOURS.len()),
            players,
            "no such colour"
        );
    }

    #[test]
    fn a_colour_another_seat_has_says_whose_it_is() {
        let players = default_players(3);
        assert_eq!(colour_choice(&players, 3, 0, 0, Lang::En), "Red");
        assert_eq!(
            colour_choice(&players, 3, 0, 1, Lang::En),
            "Blue — Sacha's, swapped"
        );
        assert_eq!(colour_choice(&players, 3, 0, 5, Lang::En), "Olive");
        // A seat beyond the table's count holds nothing.
        assert_eq!(colour_choice(&players, 2, 0, 2, Lang::Fr), "Vert");
        assert_eq!(
            colour_choice(&players, 3, 1, 0, Lang::Fr),
            "Rouge — celle de Camille, échangée"
        );
    }

    #[test]
    fn a_form_with_shared_colours_is_read_with_distinct_ones() {
        let mut players = default_players(4);
        for p in &mut players {
            p.colour = 2;
        }
        players[3].colour = 99;
        let fixed = distinct_colours(players);
        let mut colours: Vec<usize> = fixed.iter().map(|p| p.colour).collect();
        assert_eq!(colours[0], 2, "the first keeps its colour");
        colours.sort_unstable();
        colours.dedup();
        assert_eq!(colours.len(), 4);
        assert!(colours.iter().all(|c| *c < COLOURS.len()));
    }

    #[test]
    fn the_first_player_sits_first_and_the_order_around_the_table_is_kept() {
        let players = default_players(4);
        let table = starting_order(&players, 3, Some(2), 0);
        assert_eq!(names(&table), ["Lou", "Camille", "Sacha"]);
        let table = starting_order(&players, 4, Some(0), 7);
        assert_eq!(names(&table), ["Camille", "Sacha", "Lou", "Alex"]);
        // Drawn at random: every seat may start, the cycle is the same.
        for random in 0..4 {
            let table = starting_order(&players, 4, None, random);
            let start = table[0].name.clone();
            assert_eq!(start, players[random as usize].name);
            let i = players.iter().position(|p| p.name == start).unwrap();
            for (k, p) in table.iter().enumerate() {
                assert_eq!(p, &players[(i + k) % 4]);
            }
        }
        // A seat picked beyond the table (fewer players than when it was picked) is drawn instead.
        assert_eq!(
            names(&starting_order(&players, 2, Some(3), 1)),
            ["Sacha", "Camille"]
        );
    }
}

//! Who sits at the table: names, colours, human or computer. Shared by every game.

use serde::{Deserialize, Serialize};
use tablee_rules::{Game, Seat, Session, Strength};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::{Lang, use_lang};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(Strength),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerConfig {
    pub name: String,
    /// Index into [`COLOURS`].
    pub colour: usize,
    pub kind: SeatKind,
}

/// Player colours, told apart by name too (never by colour alone).
pub const COLOURS: [(&str, &str, &str); 6] = [
    ("Red", "Rouge", "#c0392b"),
    ("Blue", "Bleu", "#2563b0"),
    ("Green", "Vert", "#1e8449"),
    ("Yellow", "Jaune", "#b7950b"),
    ("Purple", "Violet", "#7d3c98"),
    ("Black", "Noir", "#2c3e50"),
];

pub fn colour_hex(index: usize) -> &'static str {
    COLOURS.get(index).map_or("#555", |c| c.2)
}

pub fn colour_name(index: usize, lang: Lang) -> &'static str {
    COLOURS.get(index).map_or("?", |c| lang.t(c.0, c.1))
}

/// A seat's player's name ("?" for a seat the save does not name).
pub fn name(players: &[PlayerConfig], seat: Seat) -> String {
    players
        .get(seat.index())
        .map_or_else(|| "?".to_string(), |p| p.name.clone())
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

/// Whose undo the Undo button is, if any. The human at the device (the one to move, or the last
/// human who moved while computers answer) takes back only his own moves with the computers'
/// answers: never a move of another human, who handed the device on and cannot take it back.
pub fn undo_seat<G: Game>(players: &[PlayerConfig], session: &Session<G>) -> Option<Seat> {
    let current = match session.game().to_move() {
        Some(seat) if is_human(players, seat) => seat,
        _ => last_human(players, session)?,
    };
    session
        .can_undo_only(current, |seat| !is_human(players, seat))
        .then_some(current)
}

impl SeatKind {
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            SeatKind::Human => lang.t("Human", "Humain"),
            SeatKind::Computer(Strength::Quick) => {
                lang.t("Computer (quick)", "Ordinateur (rapide)")
            }
            SeatKind::Computer(Strength::Strong) => {
                lang.t("Computer (strong)", "Ordinateur (fort)")
            }
        }
    }
}

/// Default seats for a new table of `n` players: the first human, the others computers.
/// Names are in the third person because the log speaks of each player ("Player 1 places…").
pub fn default_players(n: usize, lang: Lang) -> Vec<PlayerConfig> {
    (0..n)
        .map(|i| PlayerConfig {
            name: format!("{} {}", lang.t("Player", "Joueur"), i + 1),
            colour: i % COLOURS.len(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(Strength::Quick)
            },
        })
        .collect()
}

impl SeatKind {
    const CHOICES: [(&'static str, SeatKind); 3] = [
        ("human", SeatKind::Human),
        ("quick", SeatKind::Computer(Strength::Quick)),
        ("strong", SeatKind::Computer(Strength::Strong)),
    ];

    fn value(self) -> &'static str {
        SeatKind::CHOICES
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("human", |(v, _)| v)
    }

    fn from_value(v: &str) -> SeatKind {
        SeatKind::CHOICES
            .iter()
            .find(|(c, _)| *c == v)
            .map_or(SeatKind::Human, |(_, k)| *k)
    }
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

#[derive(Properties, PartialEq)]
pub struct SeatsEditorProps {
    /// How many seats are shown (the first ones of `players`).
    pub count: usize,
    pub players: Vec<PlayerConfig>,
    pub on_change: Callback<Vec<PlayerConfig>>,
    /// False for a solo puzzle: the one seat is human.
    #[prop_or(true)]
    pub computers: bool,
}

/// The setup form's rows: each seat's name, colour and who plays it.
#[function_component(SeatsEditor)]
pub fn seats_editor(props: &SeatsEditorProps) -> Html {
    let l = use_lang();
    let rows = (0..props.count).map(|i| {
        let p = props
            .players
            .get(i)
            .cloned()
            .unwrap_or_else(|| default_players(i + 1, l).remove(i));
        let update = |f: fn(&mut PlayerConfig, String)| {
            let players = props.players.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |e: Event| {
                let mut all = players.clone();
                if let Some(p) = all.get_mut(i) {
                    f(p, input_value(&e));
                }
                on_change.emit(all);
            })
        };
        let on_name = update(|p, v| p.name = v.chars().take(24).collect());
        let on_colour = update(|p, v| p.colour = v.parse().unwrap_or(0));
        let on_kind = update(|p, v| p.kind = SeatKind::from_value(&v));
        let n = i + 1;
        html! {
            <fieldset class="player">
                <legend>{ format!("{} {n}", l.t("Player", "Joueur")) }</legend>
                <label>{ l.t("Name", "Nom") }
                    <input type="text" value={p.name.clone()} onchange={on_name} aria-label={format!("{} {n}", l.t("Name of player", "Nom du joueur"))} /></label>
                <label>{ l.t("Colour", "Couleur") }
                    <select onchange={on_colour} aria-label={format!("{} {n}", l.t("Colour of player", "Couleur du joueur"))}>
                        { for (0..COLOURS.len()).map(|c| html! { <option value={c.to_string()} selected={p.colour == c}>{ colour_name(c, l) }</option> }) }
                    </select></label>
                if props.computers {
                    <label>{ l.t("Played by", "Joué par") }
                        <select onchange={on_kind} aria-label={format!("{} {n}", l.t("Who plays player", "Qui joue le joueur"))}>
                            { for SeatKind::CHOICES.iter().map(|(v, k)| html! { <option value={*v} selected={p.kind.value() == *v}>{ k.label(l) }</option> }) }
                        </select></label>
                }
            </fieldset>
        }
    });
    html! { <>{ for rows }</> }
}

//! The camp's tracks drawn as on the board: morale, weapon, roof and palisade, the shelter, the
//! pistol's cartridges, and each character's wounds and determination. A tap on − or + (or on a
//! step of the track) is an `Adjust` step sent to the engine, which refuses what a ruling forbids.

use tablee_rules::robinson::{
    Character, MORALE_RANGE, PRINTED_ROOF, PRINTED_WEAPON, Person, Phase, Robinson, RobinsonAction,
    Shelter, Track,
};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::super::text::{character_name, phase_name};
use crate::board::{Num, drawing, fixed_drawing};
use crate::i18n::Lang;

/// The drawings' width in user units: about one CSS pixel on a phone held upright.
pub const WIDTH: f64 = 360.0;
/// One track: its name above, − and + at the ends, its steps between.
const ROW: f64 = 62.0;
/// The − and + buttons, a finger's width.
const KEY: f64 = 44.0;
const CELLS_FROM: f64 = 56.0;
const CELLS_TO: f64 = WIDTH - 56.0;

/// A part of an SVG drawing that a tap, a click, Enter or Space presses.
pub fn svg_button(label: String, class: &'static str, on: Callback<()>, body: Html) -> Html {
    let onclick = on.reform(|_: MouseEvent| ());
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on.emit(());
        }
    });
    html! {
        <g class={classes!("svg-button", class)} role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
            { body }
        </g>
    }
}

/// A − or + key at `x` (its left edge) in a row.
fn key(label: String, sign: &'static str, x: f64, on: Callback<()>) -> Html {
    svg_button(
        label,
        "track-key",
        on,
        html! { <>
            <rect x={Num(x).to_string()} y="20" width={Num(KEY).to_string()} height="38" rx="9" />
            <text x={Num(x + KEY / 2.0).to_string()} y="46" text-anchor="middle" aria-hidden="true">{ sign }</text>
        </> },
    )
}

/// What a track row shows: its name, its steps (the value each stands for and how it is
/// written), the last printed step (ruling 2.6: the track goes on past it), and where it stands.
struct Steps {
    name: String,
    track: Track,
    from: i16,
    to: i16,
    printed: i16,
    at: i16,
    /// The value as read out: "+1", "3 / 12".
    shown: String,
    signed: bool,
}

fn adjust(send: &Callback<RobinsonAction>, track: Track, delta: i16) -> Callback<()> {
    send.reform(move |()| RobinsonAction::Adjust { track, delta })
}

/// One track: the name, −, the steps with the marker on the current one, +. A tap on a step
/// asks the engine to move the marker there.
fn track_row(l: Lang, y: f64, s: Steps, send: &Callback<RobinsonAction>) -> Html {
    let count = (s.to - s.from + 1).max(1);
    let cw = (CELLS_TO - CELLS_FROM) / f64::from(count);
    let cells = (s.from..=s.to).map(|v| {
        let x = CELLS_FROM + f64::from(v - s.from) * cw;
        let written = if s.signed {
            crate::i18n::signed(v)
        } else {
            crate::i18n::number(v)
        };
        let classes = classes!(
            "track-step",
            (v > s.printed).then_some("past-printed"),
            (v == s.at).then_some("here")
        );
        // Elements, not SVG text: a sheet has some sixty steps, and parsing each as text would
        // slow its first render (as Drunter's town measured).
        let body = html! { <>
            <rect x={Num(x + 1.0).to_string()} y="22" width={Num((cw - 2.0).max(1.0)).to_string()} height="34" rx="4" />
            if cw >= 15.0 {
                <text x={Num(x + cw / 2.0).to_string()} y="44" text-anchor="middle" aria-hidden="true">{ &written }</text>
            }
        </> };
        if v == s.at {
            html! { <g class={classes} aria-hidden="true">{ body }</g> }
        } else {
            let label = format!("{} {} {written}", s.name, l.t("to", "à"));
            let onclick = adjust(send, s.track, v - s.at).reform(|_: MouseEvent| ());
            html! { <g class={classes} role="button" aria-label={label} {onclick}>{ body }</g> }
        }
    });
    // The steps as one strip 47 units tall (a fingertip on a phone, where a step of a long wound
    // track is narrower than a finger): a tap anywhere on it moves the marker to the step under
    // the finger. It lies under the steps, which stay buttons of their own (for screen readers,
    // keyboards and a tap right on them) and leave it the margins above and below them.
    let strip = {
        let (from, to, at, track) = (s.from, s.to, s.at, s.track);
        let send = send.clone();
        let onclick = Callback::from(move |e: MouseEvent| {
            // The target, not the current target: Yew listens at the page's root.
            let Some(strip) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let r = strip.get_bounding_client_rect();
            if r.width() <= 0.0 {
                return;
            }
            let share = ((f64::from(e.client_x()) - r.left()) / r.width()).clamp(0.0, 0.999);
            let step = (share * f64::from(to - from + 1)).floor() as i16;
            let v = from + step;
            if v != at {
                send.emit(RobinsonAction::Adjust {
                    track,
                    delta: v - at,
                });
            }
        });
        html! {
            <rect class="track-strip" x={Num(CELLS_FROM).to_string()} y="15" width={Num(CELLS_TO - CELLS_FROM).to_string()}
                height="47" aria-hidden="true" {onclick} />
        }
    };
    let marker_x = CELLS_FROM + (f64::from(s.at - s.from) + 0.5) * cw;
    let r = (cw / 2.0 - 2.0).clamp(4.0, 13.0);
    let value_label = format!("{}: {}", s.name, s.shown);
    html! {
        <g class="track" transform={format!("translate(0 {})", Num(y))}>
            <text class="track-name" x="6" y="14">{ &s.name }</text>
            <text class="track-value" x={Num(WIDTH - 6.0).to_string()} y="14" text-anchor="end" aria-hidden="true">{ &s.shown }</text>
            { key(format!("{} {}", l.t("Lower", "Baisser"), s.name), "−", 4.0, adjust(send, s.track, -1)) }
            { strip }
            { for cells }
            <g class="track-marker" role="img" aria-label={value_label}>
                <circle cx={Num(marker_x).to_string()} cy="39" r={Num(r).to_string()} />
            </g>
            { key(format!("{} {}", l.t("Raise", "Monter"), s.name), "+", WIDTH - 4.0 - KEY, adjust(send, s.track, 1)) }
        </g>
    }
}

/// The shelter as drawn: none (a dashed outline), built (a hut, with its round), or the camp
/// tile's natural shelter (a cave). It changes through a build step or the camp's move.
fn shelter_row(l: Lang, y: f64, game: &Robinson) -> Html {
    let (state, words) = match game.shelter() {
        Shelter::Built { round } => (
            "built",
            format!("{} {round}", l.t("built in round", "construit au tour")),
        ),
        Shelter::None if game.sheltered() => ("natural", l.t("natural", "naturel").to_string()),
        Shelter::None => ("none", l.t("none", "aucun").to_string()),
    };
    let name = l.t("Shelter", "Abri");
    let picture = fixed_drawing(match state {
        "built" => {
            r#"<path class="hut" d="M10 40 L32 20 L54 40 Z"/><rect class="hut" x="16" y="40" width="32" height="16"/><rect class="door" x="28" y="44" width="8" height="12"/>"#
        }
        "natural" => {
            r#"<path class="cave" d="M6 56 Q32 10 58 56 Z M22 56 Q32 36 42 56 Z" fill-rule="evenodd"/>"#
        }
        _ => r#"<path class="no-hut" d="M10 40 L32 20 L54 40 M16 40 V56 H48 V40"/>"#,
    });
    html! {
        <g class={classes!("shelter", state)} transform={format!("translate(0 {})", Num(y))} role="img"
            aria-label={format!("{name}: {words}")}>
            <g transform="translate(0 -6)">{ picture }</g>
            <text class="track-name" x="70" y="30">{ name }</text>
            <text class="shelter-state" x="70" y="50">{ words }</text>
            <text class="help-text" x={Num(WIDTH - 6.0).to_string()} y="50" text-anchor="end">{ l.t("built with the Build step", "par l'étape Construire") }</text>
        </g>
    }
}

/// The pistol's cartridges left, drawn one by one.
fn cartridges_row(l: Lang, y: f64, left: u8) -> Html {
    let name = l.t("Cartridges", "Cartouches");
    let shots: String = (0..left.min(12))
        .map(|i| {
            let x = 100.0 + f64::from(i) * 18.0;
            format!(
                r#"<rect class="cartridge" x="{}" y="8" width="10" height="22" rx="4"/>"#,
                Num(x)
            )
        })
        .collect();
    html! {
        <g class="cartridges" transform={format!("translate(0 {})", Num(y))} role="img" aria-label={format!("{name}: {left}")}>
            <text class="track-name" x="6" y="24">{ name }</text>
            { drawing(shots) }
            <text class="track-value" x={Num(WIDTH - 6.0).to_string()} y="24" text-anchor="end">{ left }</text>
        </g>
    }
}

/// The six phases of a round in a row, the current one marked.
pub fn phase_strip(l: Lang, round: u16, phase: Phase) -> Html {
    let gap = WIDTH / 6.0;
    let mut dots = String::new();
    for (i, &p) in Phase::ALL.iter().enumerate() {
        let cx = gap * (i as f64 + 0.5);
        let (class, r) = if p == phase {
            ("phase-dot here", 10)
        } else {
            ("phase-dot", 7)
        };
        dots += &format!(r#"<g class="{class}">"#);
        if i > 0 {
            dots += &format!(
                r#"<line x1="{}" x2="{}" y1="14" y2="14"/>"#,
                Num(cx - gap + 11.0),
                Num(cx - 11.0)
            );
        }
        dots += &format!(
            r#"<circle cx="{0}" cy="14" r="{r}"/><text x="{0}" y="40" text-anchor="middle">{1}</text></g>"#,
            Num(cx),
            phase_name(p, l)
        );
    }
    let label = format!(
        "{} {round}, {} {}",
        l.t("Round", "Tour"),
        l.t("phase:", "phase :"),
        phase_name(phase, l)
    );
    html! {
        <svg class="sheet-drawing phase-strip" viewBox={format!("0 0 {} 48", Num(WIDTH))} role="img" aria-label={label}>
            { drawing(dots) }
        </svg>
    }
}

/// The camp: morale, weapon, roof, palisade, the shelter and the cartridges.
pub fn camp_tracks(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    let level = |name: &str, track: Track, at: u8, printed: u8| Steps {
        name: name.to_string(),
        track,
        from: 0,
        // Ruling 2.6: past the printed end the track goes on, one more step each time.
        to: i16::from(at.max(printed)) + i16::from(at >= printed),
        printed: i16::from(printed),
        at: i16::from(at),
        shown: at.to_string(),
        signed: false,
    };
    let rows = [
        Steps {
            name: l.t("Morale", "Moral").into(),
            track: Track::Morale,
            from: i16::from(*MORALE_RANGE.start()),
            to: i16::from(*MORALE_RANGE.end()),
            printed: i16::from(*MORALE_RANGE.end()),
            at: i16::from(game.morale()),
            shown: crate::i18n::signed(game.morale()),
            signed: true,
        },
        level(
            l.t("Weapon", "Arme"),
            Track::Weapon,
            game.weapon(),
            PRINTED_WEAPON,
        ),
        level(l.t("Roof", "Toit"), Track::Roof, game.roof(), PRINTED_ROOF),
        level(
            l.t("Palisade", "Palissade"),
            Track::Palisade,
            game.palisade(),
            PRINTED_ROOF,
        ),
    ];
    let n = rows.len() as f64;
    let tracks = rows
        .into_iter()
        .enumerate()
        .map(|(i, s)| track_row(l, i as f64 * ROW, s, send));
    let shelter_y = n * ROW;
    let with_cartridges = game.cartridges() > 0;
    let height = shelter_y + 64.0 + if with_cartridges { 40.0 } else { 0.0 };
    html! {
        <svg class="sheet-drawing camp-tracks-drawing" viewBox={format!("0 0 {} {}", Num(WIDTH), Num(height))}
            role="group" aria-label={l.t("The camp's tracks", "Les pistes du camp")}>
            { for tracks }
            { shelter_row(l, shelter_y, game) }
            if with_cartridges { { cartridges_row(l, shelter_y + 64.0, game.cartridges()) } }
        </svg>
    }
}

/// A character's determination: − , its tokens and count, +.
fn determination_row(
    l: Lang,
    y: f64,
    name: &str,
    who: Character,
    at: u8,
    send: &Callback<RobinsonAction>,
) -> Html {
    let label = format!("{} — {name}", l.t("Determination", "Détermination"));
    let track = Track::Determination(who);
    let tokens: String = (0..at.min(12))
        .map(|i| {
            let cx = CELLS_FROM + 14.0 + f64::from(i) * 20.0;
            format!(
                r#"<circle class="determination-token" cx="{}" cy="39" r="8"/>"#,
                Num(cx)
            )
        })
        .collect();
    html! {
        <g class="track determination" transform={format!("translate(0 {})", Num(y))}>
            <text class="track-name" x="6" y="14">{ &label }</text>
            <text class="track-value" x={Num(WIDTH - 6.0).to_string()} y="14" text-anchor="end" aria-hidden="true">{ at }</text>
            { key(format!("{} {label}", l.t("Lower", "Baisser")), "−", 4.0, adjust(send, track, -1)) }
            <g role="img" aria-label={format!("{label}: {at}")}>
                <rect class="determination-box" x={Num(CELLS_FROM).to_string()} y="22" width={Num(CELLS_TO - CELLS_FROM).to_string()} height="34" rx="4" />
                { drawing(tokens) }
                if at > 12 { <text x={Num(CELLS_TO - 6.0).to_string()} y="44" text-anchor="end">{ at }</text> }
            </g>
            { key(format!("{} {label}", l.t("Raise", "Monter")), "+", WIDTH - 4.0 - KEY, adjust(send, track, 1)) }
        </g>
    }
}

fn person_height(p: &Person) -> f64 {
    if p.character == Character::Dog {
        44.0
    } else {
        24.0 + 2.0 * ROW
    }
}

/// Each character: his name, his wounds up to the life on his card, his determination.
pub fn camp_people(game: &Robinson, send: &Callback<RobinsonAction>, l: Lang) -> Html {
    let mut y = 0.0;
    let people = game.people().iter().map(|p| {
        let top = y;
        y += person_height(p);
        let name = character_name(p.character, l);
        let title = if p.dead {
            format!("{name} — {}", l.t("dead", "mort"))
        } else {
            name.to_string()
        };
        let body = if p.character == Character::Dog {
            html! { <text class="help-text" x="6" y="38">{ l.t("Helps to hunt and to explore; no wounds or determination.", "Aide à chasser et à explorer ; ni blessures ni détermination.") }</text> }
        } else {
            let wounds = Steps {
                name: format!("{} — {name}", l.t("Wounds", "Blessures")),
                track: Track::Wounds(p.character),
                from: 0,
                to: i16::from(p.life.max(p.wounds)),
                printed: i16::from(p.life),
                at: i16::from(p.wounds),
                shown: format!("{} / {}", p.wounds, p.life),
                signed: false,
            };
            html! { <>
                { track_row(l, 24.0, wounds, send) }
                { determination_row(l, 24.0 + ROW, name, p.character, p.determination, send) }
            </> }
        };
        html! {
            <g class={classes!("person", p.dead.then_some("dead"))} transform={format!("translate(0 {})", Num(top))}
                role="group" aria-label={title.clone()}>
                <rect class="person-band" x="0" y="0" width={Num(WIDTH).to_string()} height="20" rx="4" />
                <text class="person-name" x="6" y="15">{ title }</text>
                { body }
            </g>
        }
    });
    let people: Vec<Html> = people.collect();
    let height = game.people().iter().map(person_height).sum::<f64>() + 4.0;
    html! {
        <svg class="sheet-drawing camp-people-drawing" viewBox={format!("0 0 {} {}", Num(WIDTH), Num(height))}
            role="group" aria-label={l.t("Characters", "Personnages")}>
            { for people }
        </svg>
    }
}

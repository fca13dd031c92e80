//! A new game of Casbah: solo puzzle or 2 to 4 players, the casbah's size, who plays.

use tablee_rules::casbah::{Casbah, CasbahSetup, Size};
use tablee_rules::{Session, Strength};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::state::save_file;
use crate::i18n::use_lang;
use crate::route::Route;
use crate::seats::{COLOURS, PlayerConfig, SeatKind, colour_name, default_players};
use crate::storage;

fn input_value(e: &Event) -> String {
    e.target()
        .and_then(|t| {
            t.dyn_into::<web_sys::HtmlInputElement>()
                .ok()
                .map(|i| i.value())
        })
        .or_else(|| {
            e.target().and_then(|t| {
                t.dyn_into::<web_sys::HtmlSelectElement>()
                    .ok()
                    .map(|s| s.value())
            })
        })
        .unwrap_or_default()
}

/// A seed drawn from the browser's randomness (the rules take theirs only from it).
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return storage::now() as u64;
    }
    u64::from_le_bytes(bytes)
}

#[function_component(CasbahSetupPage)]
pub fn casbah_setup_page() -> Html {
    let l = use_lang();
    let seats = use_state(|| 2usize);
    let players = use_state(|| default_players(4, l));
    let size = use_state(|| Size::new(6, 6));
    let error = use_state(|| None::<String>);

    let solo = *seats == 1;
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| seats.set(input_value(&e).parse().unwrap_or(2)))
    };
    let size_choices = Size::RULEBOOK.iter().map(|(s, counts)| {
        let value = format!("{}x{}", s.width, s.height);
        let hint = counts
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let label = format!(
            "{}×{} ({} {})",
            s.width,
            s.height,
            s.cells(),
            l.t("cells", "cases")
        );
        let label = format!("{label} — {} {hint}", l.t("players:", "joueurs :"));
        html! { <option value={value} selected={*size == *s}>{ label }</option> }
    });
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let v = input_value(&e);
            if let Some((w, h)) = v.split_once('x') {
                if let (Ok(w), Ok(h)) = (w.parse(), h.parse()) {
                    size.set(Size::new(w, h));
                }
            }
        })
    };
    let on_width = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            size.set(Size::new(input_value(&e).parse().unwrap_or(0), size.height))
        })
    };
    let on_height = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            size.set(Size::new(size.width, input_value(&e).parse().unwrap_or(0)))
        })
    };
    let player_rows = (0..*seats).map(|i| {
        let p = players.get(i).cloned().unwrap_or_else(|| default_players(i + 1, l).remove(i));
        let update = |f: fn(&mut PlayerConfig, String)| {
            let players = players.clone();
            Callback::from(move |e: Event| {
                let mut all = (*players).clone();
                if let Some(p) = all.get_mut(i) {
                    f(p, input_value(&e));
                }
                players.set(all);
            })
        };
        let on_name = update(|p, v| p.name = v.chars().take(24).collect());
        let on_colour = update(|p, v| p.colour = v.parse().unwrap_or(0));
        let on_kind = update(|p, v| {
            p.kind = match v.as_str() {
                "quick" => SeatKind::Computer(Strength::Quick),
                "strong" => SeatKind::Computer(Strength::Strong),
                _ => SeatKind::Human,
            }
        });
        let n = i + 1;
        let kind_value = match p.kind {
            SeatKind::Human => "human",
            SeatKind::Computer(Strength::Quick) => "quick",
            SeatKind::Computer(Strength::Strong) => "strong",
        };
        let kinds = [("human", SeatKind::Human), ("quick", SeatKind::Computer(Strength::Quick)), ("strong", SeatKind::Computer(Strength::Strong))];
        html! {
            <fieldset class="player">
                <legend>{ format!("{} {n}", l.t("Player", "Joueur")) }</legend>
                <label>{ l.t("Name", "Nom") }
                    <input type="text" value={p.name.clone()} onchange={on_name} aria-label={format!("{} {n}", l.t("Name of player", "Nom du joueur"))} /></label>
                <label>{ l.t("Colour", "Couleur") }
                    <select onchange={on_colour} aria-label={format!("{} {n}", l.t("Colour of player", "Couleur du joueur"))}>
                        { for (0..COLOURS.len()).map(|c| html! { <option value={c.to_string()} selected={p.colour == c}>{ colour_name(c, l) }</option> }) }
                    </select></label>
                if !solo {
                    <label>{ l.t("Played by", "Joué par") }
                        <select onchange={on_kind} aria-label={format!("{} {n}", l.t("Who plays player", "Qui joue le joueur"))}>
                            { for kinds.iter().map(|(v, k)| html! { <option value={*v} selected={kind_value == *v}>{ k.label(l) }</option> }) }
                        </select></label>
                }
            </fieldset>
        }
    });
    let on_start = {
        let (seats, players, size, error) =
            (seats.clone(), players.clone(), size.clone(), error.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n = *seats;
            let mut chosen: Vec<PlayerConfig> = players.iter().take(n).cloned().collect();
            if n == 1 {
                if let Some(p) = chosen.first_mut() {
                    p.kind = SeatKind::Human;
                }
            }
            let setup = CasbahSetup {
                size: *size,
                seats: n as u8,
            };
            let seed = random_seed();
            match Session::<Casbah>::new(setup, seed) {
                Ok(session) => {
                    let id = storage::new_id(seed);
                    let _ = storage::store(&save_file(&id, &chosen, &session));
                    Route::Play(id).go();
                }
                Err(err) => error.set(Some(super::text::error_text(&err, l))),
            }
        })
    };
    let custom = !Size::RULEBOOK.iter().any(|(s, _)| s == &*size);
    html! {
        <form class="setup" onsubmit={on_start}>
            <h1>{ l.t("New game of Casbah", "Nouvelle partie de Casbah") }</h1>
            <label>{ l.t("Players", "Joueurs") }
                <select onchange={on_seats} aria-label={l.t("Number of players", "Nombre de joueurs")}>
                    <option value="1" selected={solo}>{ l.t("1 — solo puzzle", "1 — casse-tête en solitaire") }</option>
                    { for (2..=4).map(|n| html! { <option value={n.to_string()} selected={*seats == n}>{ n }</option> }) }
                </select></label>
            <label>{ l.t("Size of the casbah", "Taille de la casbah") }
                <select onchange={on_size} aria-label={l.t("Size of the casbah", "Taille de la casbah")}>
                    { for size_choices }
                    <option value="custom" selected={custom}>{ l.t("Custom…", "Sur mesure…") }</option>
                </select></label>
            <div class="custom-size">
                <label>{ l.t("Width", "Largeur") }<input type="number" min="3" max="11" value={size.width.to_string()} onchange={on_width} /></label>
                <label>{ l.t("Height", "Hauteur") }<input type="number" min="3" max="11" value={size.height.to_string()} onchange={on_height} /></label>
                <p class="help">{ l.t("3 to 11 cells a side, 45 cells at most. The casbah may end up lying either way.", "3 à 11 cases de côté, 45 cases au plus. La casbah pourra être posée dans un sens ou dans l'autre.") }</p>
            </div>
            { for player_rows }
            if let Some(err) = &*error { <p class="error" role="alert">{ err }</p> }
            <button class="button primary" type="submit">{ l.t("Start", "Commencer") }</button>
        </form>
    }
}

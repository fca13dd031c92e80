//! A new game of Casbah: solo puzzle or 2 to 4 players, the casbah's size, who plays.

use tablee_rules::casbah::{Casbah, CasbahError, CasbahSetup, DraftOrder, Size};
use yew::prelude::*;

use crate::address::{EmbedConfig, random_seed};
use crate::i18n::{Lang, use_lang};
use crate::seats::{
    FirstPlayer, SeatKind, SeatsEditor, default_players, input_value, starting_order,
};
use crate::table::open_new_game;

/// The new-game screen, as the rooms show it (its form keeps its own state, in [`CasbahSetupPage`]).
pub fn setup_page(_: Lang) -> Html {
    html! { <CasbahSetupPage /> }
}

#[function_component(CasbahSetupPage)]
pub fn casbah_setup_page() -> Html {
    let l = use_lang();
    let seats = use_state(|| 2usize);
    let players = use_state(|| default_players(4));
    let size = use_state(|| Size::new(6, 6));
    let error = use_state(|| None::<String>);
    // The first listed player starts unless another or a draw is chosen.
    let first = use_state(|| Some(0usize));
    // The fair order first: with the third tile set, the first to pick in the rulebook's order
    // wins almost every game (docs/balance.md); old saves keep the order they were dealt.
    let draft = use_state(|| DraftOrder::Drawn);

    let solo = *seats == 1;
    let on_seats = {
        let (seats, size, error) = (seats.clone(), size.clone(), error.clone());
        Callback::from(move |e: Event| {
            error.set(None);
            let n: usize = input_value(&e).parse().unwrap_or(2);
            seats.set(n);
            // A listed size that does not suit the new number of players gives way to one that does.
            let count = u8::try_from(n).unwrap_or(2);
            let listed = Size::RULEBOOK.iter().any(|(s, _)| *s == *size);
            if listed && !size.suits(count) {
                if let Some((fitting, _)) = Size::RULEBOOK.iter().find(|(s, _)| s.suits(count)) {
                    size.set(*fitting);
                }
            }
        })
    };
    let count = u8::try_from(*seats).unwrap_or(2);
    // Only the sizes whose cells the players can share equally (the rulebook's table).
    let offered: Vec<&(Size, &[u8])> = Size::RULEBOOK
        .iter()
        .filter(|(s, _)| s.suits(count))
        .collect();
    let size_choices = offered.iter().map(|(s, counts)| {
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
        let (size, error) = (size.clone(), error.clone());
        Callback::from(move |e: Event| {
            error.set(None);
            let v = input_value(&e);
            if let Some((w, h)) = v.split_once('x') {
                if let (Ok(w), Ok(h)) = (w.parse(), h.parse()) {
                    size.set(Size::new(w, h));
                }
            }
        })
    };
    let on_width = {
        let (size, error) = (size.clone(), error.clone());
        Callback::from(move |e: Event| {
            error.set(None);
            size.set(Size::new(input_value(&e).parse().unwrap_or(0), size.height))
        })
    };
    let on_height = {
        let (size, error) = (size.clone(), error.clone());
        Callback::from(move |e: Event| {
            error.set(None);
            size.set(Size::new(size.width, input_value(&e).parse().unwrap_or(0)))
        })
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |all| players.set(all))
    };
    let on_first = {
        let first = first.clone();
        Callback::from(move |f| first.set(f))
    };
    let on_draft = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            if let Some(order) = DraftOrder::parse(&input_value(&e)) {
                draft.set(order);
            }
        })
    };
    let on_start = {
        let (seats, players, size, error, first, draft) = (
            seats.clone(),
            players.clone(),
            size.clone(),
            error.clone(),
            first.clone(),
            *draft,
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n = *seats;
            // The rulebook's draft starts with the first player; the entrance's holder builds first.
            let mut chosen = starting_order(&players, n, *first, random_seed());
            if n == 1 {
                if let Some(p) = chosen.first_mut() {
                    p.kind = SeatKind::Human;
                }
            }
            let setup = CasbahSetup::new(*size, n as u8).with_draft(draft);
            let seed = random_seed();
            let refused = open_new_game::<Casbah>((setup, seed), &chosen, l);
            error.set(refused.map(|message| message.to_string()));
        })
    };
    let custom = !offered.iter().any(|(s, _)| s == &*size);
    // Why a size is refused, before the player presses Start (the engine's own reason).
    let unfit = (!size.suits(count) && size.is_playable()).then(|| {
        super::text::error_text(
            &CasbahError::SizeNotForPlayers {
                size: *size,
                seats: count,
                cells: size.cells(),
            },
            l,
        )
    });
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
            if !solo {
                <p class="help">{ match l {
                    Lang::En => format!("Each player drafts the same number of tiles, one per cell: only sizes whose cells {count} players can share equally are offered."),
                    Lang::Fr => format!("Chacun choisit le même nombre de tuiles, une par case : seules les tailles dont {count} joueurs peuvent se partager les cases également sont proposées."),
                } }</p>
                <label>{ l.t("Draft order", "Ordre du choix des tuiles") }
                    <select onchange={on_draft} aria-label={l.t("Draft order", "Ordre du choix des tuiles")}>
                        { for DraftOrder::OFFERED.iter().map(|d| html! {
                            <option value={d.name()} selected={*draft == *d}>{ super::text::draft_name(*d, l) }</option>
                        }) }
                    </select></label>
                <p class="help">{ super::text::draft_measured(l) }</p>
            }
            { SeatsEditor { count: *seats, players: (*players).clone(), on_change: on_players, computers: !solo }.view(l) }
            if !solo {
                { FirstPlayer { count: *seats, players: (*players).clone(), first: *first, on_change: on_first }.view(l) }
            }
            if let Some(err) = unfit.or_else(|| (*error).clone()) { <p class="error" role="alert">{ err }</p> }
            <button class="button primary" type="submit">{ l.t("Start", "Commencer") }</button>
        </form>
    }
}

/// The seats and setup an embed's address asks for.
pub fn embed_setup(
    config: &EmbedConfig,
    _: Lang,
) -> (Vec<crate::seats::PlayerConfig>, CasbahSetup) {
    (
        config.seats(),
        CasbahSetup::new(config.size, config.players).with_draft(config.draft),
    )
}

//! A new game of Capt'n Clever: 2 to 4 players, the base game or the rulebook's easier variant.

use tablee_rules::Session;
use tablee_rules::captn::{BoardMap, Captn, CaptnSetup};
use yew::prelude::*;

use super::state::save_file;
use super::text::error_text;
use crate::casbah::random_seed;
use crate::i18n::use_lang;
use crate::route::Route;
use crate::seats::{SeatsEditor, default_players, input_value};
use crate::storage;

#[function_component(CaptnSetupPage)]
pub fn captn_setup_page() -> Html {
    let l = use_lang();
    let seats = use_state(|| 3usize);
    let players = use_state(|| default_players(4, l));
    let variant = use_state(|| false);
    let error = use_state(|| None::<String>);

    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| seats.set(input_value(&e).parse().unwrap_or(3)))
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |all| players.set(all))
    };
    let on_variant = {
        let variant = variant.clone();
        Callback::from(move |e: Event| variant.set(input_value(&e) == "variant"))
    };
    let on_start = {
        let (seats, players, variant, error) = (
            seats.clone(),
            players.clone(),
            variant.clone(),
            error.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let chosen: Vec<_> = players.iter().take(*seats).cloned().collect();
            let setup = CaptnSetup {
                seats: *seats as u8,
                variant: *variant,
            };
            let seed = random_seed();
            match Session::<Captn>::new(setup, seed) {
                Ok(session) => {
                    let id = storage::new_id(seed);
                    let _ = storage::store(&save_file(&id, &chosen, &session));
                    Route::Play(id).go();
                }
                Err(err) => error.set(Some(match BoardMap::sea() {
                    Ok(board) => error_text(&err, &board, &chosen, l),
                    Err(_) => l
                        .t(
                            "The board data is broken.",
                            "Les données du plateau sont abîmées.",
                        )
                        .into(),
                })),
            }
        })
    };
    html! {
        <form class="setup" onsubmit={on_start}>
            <h1>{ l.t("New game of Capt'n Clever", "Nouvelle partie de Capt'n Clever") }</h1>
            <label>{ l.t("Players", "Joueurs") }
                <select onchange={on_seats} aria-label={l.t("Number of players", "Nombre de joueurs")}>
                    { for (2..=4).map(|n| html! { <option value={n.to_string()} selected={*seats == n}>{ n }</option> }) }
                </select></label>
            <label>{ l.t("Rules", "Règles") }
                <select onchange={on_variant} aria-label={l.t("Rules", "Règles")}>
                    <option value="base" selected={!*variant}>{ l.t("Base game: your right-hand neighbour picks your treasures", "Jeu de base : votre voisin de droite choisit vos trésors") }</option>
                    <option value="variant" selected={*variant}>{ l.t("Easier: you draw your treasures from your own deck", "Plus facile : vous piochez vos trésors dans votre propre paquet") }</option>
                </select></label>
            <p class="help">{ l.t(
                "With several humans, the device is passed around: each secret is shown behind a curtain to its owner only.",
                "À plusieurs humains, l'appareil passe de main en main : chaque secret n'est montré qu'à son propriétaire, derrière un rideau.") }</p>
            <SeatsEditor count={*seats} players={(*players).clone()} on_change={on_players} />
            if let Some(err) = &*error { <p class="error" role="alert">{ err }</p> }
            <button class="button primary" type="submit">{ l.t("Start", "Commencer") }</button>
        </form>
    }
}

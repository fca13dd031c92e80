//! A new game of Drunter & Drüber: 2 to 4 players, the base game or the rulebook's variant.

use tablee_rules::Session;
use tablee_rules::drunter::{Drunter, DrunterSetup};
use yew::prelude::*;

use super::state::save_file;
use super::text::error_text;
use crate::i18n::use_lang;
use crate::route::Route;
use crate::seats::random_seed;
use crate::storage;
use crate::table::NewTable;

#[function_component(DrunterSetupPage)]
pub fn drunter_setup_page() -> Html {
    let l = use_lang();
    let error = use_state(|| None::<AttrValue>);
    let on_start = {
        let error = error.clone();
        Callback::from(move |(players, variant): (Vec<_>, bool)| {
            let setup = DrunterSetup::new(players.len() as u8, variant);
            let seed = random_seed();
            match Session::<Drunter>::new(setup, seed) {
                Ok(session) => {
                    let id = storage::new_id(seed);
                    let _ = storage::store(&save_file(&id, &players, &session));
                    Route::Play(id).go();
                }
                Err(err) => error.set(Some(error_text(&err, l).into())),
            }
        })
    };
    html! {
        <NewTable title={l.t("New game of Drunter & Drüber", "Nouvelle partie de Drunter & Drüber")}
            base_rules={l.t("Base game: one goal card, toilet votes", "Jeu de base : une carte objectif, votes des toilettes")}
            variant_rules={l.t("Variant: two goal cards, no votes", "Variante : deux cartes objectif, sans vote")}
            error={(*error).clone()} {on_start} />
    }
}

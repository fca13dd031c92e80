//! A new game of Capt'n Clever: 2 to 4 players, the base game or the rulebook's easier variant.

use tablee_rules::Session;
use tablee_rules::captn::{BoardMap, Captn, CaptnSetup};
use yew::prelude::*;

use super::state::save_file;
use super::text::error_text;
use crate::i18n::use_lang;
use crate::route::Route;
use crate::seats::random_seed;
use crate::storage;
use crate::table::NewTable;

#[function_component(CaptnSetupPage)]
pub fn captn_setup_page() -> Html {
    let l = use_lang();
    let error = use_state(|| None::<AttrValue>);
    let on_start = {
        let error = error.clone();
        Callback::from(move |(players, variant): (Vec<_>, bool)| {
            let setup = CaptnSetup::new(players.len() as u8, variant);
            let seed = random_seed();
            match Session::<Captn>::new(setup, seed) {
                Ok(session) => {
                    let id = storage::new_id(seed);
                    let _ = storage::store(&save_file(&id, &players, &session));
                    Route::Play(id).go();
                }
                Err(err) => error.set(Some(match BoardMap::sea() {
                    Ok(board) => error_text(&err, &board, &players, l).into(),
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
        <NewTable title={l.t("New game of Capt'n Clever", "Nouvelle partie de Capt'n Clever")}
            base_rules={l.t("Base game: your right-hand neighbour picks your treasures", "Jeu de base : votre voisin de droite choisit vos trésors")}
            variant_rules={l.t("Easier: you draw your treasures from your own deck", "Plus facile : vous piochez vos trésors dans votre propre paquet")}
            error={(*error).clone()} {on_start} />
    }
}

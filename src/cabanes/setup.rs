//! A new game of Les Cabanes: 2 to 4 players, each a person or a computer, the first one picked or
//! drawn. The game has no variant, and no secret between players: every tile is face up.

use tablee_rules::Session;
use tablee_rules::cabanes::{Cabanes, CabanesSetup};
use yew::prelude::*;

use super::state::save_file;
use crate::i18n::use_lang;
use crate::route::Route;
use crate::seats::random_seed;
use crate::storage;
use crate::table::NewTable;

#[function_component(CabanesSetupPage)]
pub fn cabanes_setup_page() -> Html {
    let l = use_lang();
    let error = use_state(|| None::<AttrValue>);
    let on_start = {
        let error = error.clone();
        Callback::from(move |(players, _): (Vec<_>, bool)| {
            let setup = CabanesSetup {
                seats: players.len() as u8,
            };
            let seed = random_seed();
            match Session::<Cabanes>::new(setup, seed) {
                Ok(session) => {
                    let id = storage::new_id(seed);
                    if storage::store(&save_file(&id, &players, &session)).is_ok() {
                        Route::Play(id).go();
                    } else {
                        error.set(Some(l.t(
                            "The browser refused to store the new game (storage full?).",
                            "Le navigateur refuse d'enregistrer la nouvelle partie (stockage plein ?).",
                        ).into()));
                    }
                }
                Err(err) => error.set(Some(super::text::error(&err, l).into())),
            }
        })
    };
    html! {
        <NewTable title={l.t("New game of Les Cabanes de M'sieur Robinson", "Nouvelle partie des Cabanes de M'sieur Robinson")}
            pass_note={l.t(
                "With several humans, pass the device around: every tile is face up, nobody has a secret.",
                "À plusieurs humains, passez-vous l'appareil : toutes les tuiles sont visibles, personne n'a de secret.")}
            error={(*error).clone()} {on_start} />
    }
}

//! A new game of Capt'n Clever: 2 to 4 players, the base game or the rulebook's easier variant.

use tablee_rules::Session;
use tablee_rules::captn::{BoardMap, Captn, CaptnSetup};
use yew::prelude::*;

use super::state::save_file;
use super::text::error_text;
use crate::i18n::Lang;
use crate::seats::{PlayerConfig, random_seed};
use crate::table::{NewTable, open_new_game};

pub fn setup_page(l: Lang) -> Html {
    let on_start = Callback::from(move |(players, variant): (Vec<PlayerConfig>, bool)| {
        let seed = random_seed();
        let session = Session::<Captn>::new(CaptnSetup::new(players.len() as u8, variant), seed)
            .map_err(|err| match BoardMap::sea() {
                Ok(board) => error_text(&err, &board, &players, l).into(),
                Err(_) => l
                    .t(
                        "The board data is broken.",
                        "Les données du plateau sont abîmées.",
                    )
                    .into(),
            });
        open_new_game(seed, session, |id, s| save_file(id, &players, s), l)
    });
    html! {
        <NewTable title={l.t("New game of Capt'n Clever", "Nouvelle partie de Capt'n Clever")}
            base_rules={l.t("Base game: your right-hand neighbour picks your treasures", "Jeu de base : votre voisin de droite choisit vos trésors")}
            variant_rules={l.t("Easier: you draw your treasures from your own deck", "Plus facile : vous piochez vos trésors dans votre propre paquet")}
            {on_start} />
    }
}

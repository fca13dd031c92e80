//! A new game of Capt'n Clever: 2 to 4 players, the base game or the rulebook's easier variant.

use tablee_rules::captn::{Captn, CaptnSetup};
use yew::prelude::*;

use crate::address::EmbedConfig;
use crate::address::random_seed;
use crate::i18n::Lang;
use crate::seats::PlayerConfig;
use crate::table::{NewTable, open_new_game};

pub fn setup_page(l: Lang) -> Html {
    let on_start = Callback::from(move |(players, variant): (Vec<PlayerConfig>, bool)| {
        let seed = random_seed();
        let setup = CaptnSetup::new(players.len() as u8, variant);
        open_new_game::<Captn>((setup, seed), &players, l)
    });
    html! {
        <NewTable title={l.t("New game of Capt'n Clever", "Nouvelle partie de Capt'n Clever")}
            base_rules={l.t("Base game: your right-hand neighbour picks your treasures", "Jeu de base : votre voisin de droite choisit vos trésors")}
            variant_rules={l.t("Easier: you draw your treasures from your own deck", "Plus facile : vous piochez vos trésors dans votre propre paquet")}
            {on_start} />
    }
}

/// The seats and setup an embed's address asks for.
pub fn embed_setup(config: &EmbedConfig, _: Lang) -> (Vec<PlayerConfig>, CaptnSetup) {
    (
        config.seats(),
        CaptnSetup::new(config.players, config.variant),
    )
}

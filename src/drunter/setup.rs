//! A new game of Drunter & Drüber: 2 to 4 players, the base game or the rulebook's variant.

use tablee_rules::drunter::{Drunter, DrunterSetup};
use yew::prelude::*;

use crate::i18n::Lang;
use crate::route::GameKind;
use crate::seats::{PlayerConfig, random_seed};
use crate::table::{NewTable, open_new_game};

pub fn setup_page(l: Lang) -> Html {
    let on_start = Callback::from(move |(players, variant): (Vec<PlayerConfig>, bool)| {
        let seed = random_seed();
        let setup = DrunterSetup::new(players.len() as u8, variant);
        open_new_game::<Drunter>(GameKind::Drunter, (setup, seed), &players, l)
    });
    html! {
        <NewTable title={l.t("New game of Drunter & Drüber", "Nouvelle partie de Drunter & Drüber")}
            base_rules={l.t("Base game: one goal card, toilet votes", "Jeu de base : une carte objectif, votes des toilettes")}
            variant_rules={l.t("Variant: two goal cards, no votes", "Variante : deux cartes objectif, sans vote")}
            {on_start} />
    }
}

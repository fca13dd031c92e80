//! A new game of Drunter & Drüber: 2 to 4 players, the base game or the rulebook's variant.

use tablee_rules::drunter::{Drunter, DrunterSetup};
use yew::prelude::*;

use crate::address::EmbedConfig;
use crate::address::random_seed;
use crate::i18n::Lang;
use crate::seats::PlayerConfig;
use crate::table::{NewTable, open_new_game};

pub fn setup_page(l: Lang) -> Html {
    let on_start = Callback::from(move |(players, variant): (Vec<PlayerConfig>, bool)| {
        let seed = random_seed();
        let setup = DrunterSetup::new(players.len() as u8, variant);
        open_new_game::<Drunter>((setup, seed), &players, l)
    });
    html! {
        <NewTable title={l.t("New game of Drunter & Drüber", "Nouvelle partie de Drunter & Drüber")}
            base_rules={l.t("Base game: one goal card, toilet votes", "Jeu de base : une carte objectif, votes des toilettes")}
            variant_rules={l.t("Variant: two goal cards, no votes", "Variante : deux cartes objectif, sans vote")}
            // The balance harness's variant tables (docs/balance.md, third town, quick players).
            variant_note={l.t(
                "Measured in our games of the variant: \u{201c}the lowest of each kind\u{201d} wins most often, 84% of the games at 2 players, 71% at 3, 70% at 4 (fair: 50%, 33%, 25%).",
                "Mesuré dans nos parties de la variante\u{a0}: «\u{a0}le plus petit de chaque sorte\u{a0}» gagne le plus souvent, 84\u{a0}% des parties à 2 joueurs, 71\u{a0}% à 3, 70\u{a0}% à 4 (équitable\u{a0}: 50\u{a0}%, 33\u{a0}%, 25\u{a0}%).")}
            {on_start} />
    }
}

/// The seats and setup an embed's address asks for.
pub fn embed_setup(config: &EmbedConfig, _: Lang) -> (Vec<PlayerConfig>, DrunterSetup) {
    (
        config.seats(),
        DrunterSetup::new(config.players, config.variant),
    )
}

//! A new game of Les Cabanes: 2 to 4 players, each a person or a computer, the first one picked or
//! drawn. The game has no variant, and no secret between players: every tile is face up.

use tablee_rules::cabanes::{Cabanes, CabanesSetup};
use yew::prelude::*;

use crate::address::EmbedConfig;
use crate::address::random_seed;
use crate::i18n::Lang;
use crate::seats::PlayerConfig;
use crate::table::{NewTable, open_new_game};

pub fn setup_page(l: Lang) -> Html {
    let on_start = Callback::from(move |(players, _): (Vec<PlayerConfig>, bool)| {
        let seed = random_seed();
        let setup = CabanesSetup {
            seats: players.len() as u8,
        };
        open_new_game::<Cabanes>((setup, seed), &players, l)
    });
    html! {
        <NewTable title={l.t("New game of Les Cabanes de M'sieur Robinson", "Nouvelle partie des Cabanes de M'sieur Robinson")}
            pass_note={l.t(
                "With several humans, pass the device around: every tile is face up, nobody has a secret.",
                "À plusieurs humains, passez-vous l'appareil : toutes les tuiles sont visibles, personne n'a de secret.")}
            {on_start} />
    }
}

/// The seats and setup an embed's address asks for.
pub fn embed_setup(config: &EmbedConfig, _: Lang) -> (Vec<PlayerConfig>, CabanesSetup) {
    (
        config.seats(),
        CabanesSetup {
            seats: config.players,
        },
    )
}

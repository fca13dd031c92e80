//! The line that says what to do now in Les Cabanes, and where the rules explain it.

use tablee_rules::cabanes::{CabanesView, Phase, TileId};

use super::text::the_hut;
use crate::board::by_input;
use crate::help::Step;
use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig};

/// The step for the seat to move: a computer thinking, a cannon ready, or a turn to play. A tile
/// picked up (`held`) changes only where "?" opens the rules: the line above the board keeps its
/// words and height, so nothing moves under the finger (the turn's line already says where a tile
/// goes; the tile in hand has its buttons and its glowing cells).
pub fn step(view: &CabanesView, players: &[PlayerConfig], held: Option<TileId>, l: Lang) -> Step {
    let Some(seat) = view.to_move() else {
        return Step {
            text: l
                .t(
                    "The game is over: the final scoring is below.",
                    "La partie est finie : l'évaluation finale est plus bas.",
                )
                .into(),
            keys: None,
            section: "cabanes-scoring",
        };
    };
    let name = seats::name(players, seat);
    let say = |en: String, fr: String| match l {
        Lang::En => en,
        Lang::Fr => fr,
    };
    if seats::is_remote(players, seat) {
        return Step {
            text: seats::plays_elsewhere(&name, l),
            keys: None,
            section: "cabanes-turn",
        };
    }
    if !seats::is_human(players, seat) {
        return Step {
            text: say(
                format!("{name}, a computer, is thinking: watch the huts."),
                format!("{name}, un ordinateur, réfléchit : regardez les cabanes."),
            ),
            keys: None,
            section: "cabanes-turn",
        };
    }
    if let Phase::Cannon { hut } = view.phase {
        return Step {
            text: say(
                format!(
                    "{name}: your cannon on {} is ready. Point at or tap a glowing tile of another hut to see what would fall with it, then Fire; or Hold fire.",
                    the_hut(hut, l)
                ),
                format!(
                    "{name} : votre canon sur {} est prêt. Pointez ou touchez une tuile qui brille sur une autre cabane pour voir ce qui tomberait avec elle, puis Tirer ; ou Ne pas tirer.",
                    the_hut(hut, l)
                ),
            ),
            keys: Some(
                l.t(
                    "Keys: arrows to aim at the glowing tiles in turn (what would fall is outlined), Enter to fire.",
                    "Clavier : flèches pour viser tour à tour les tuiles qui brillent (ce qui tomberait est entouré), Entrée pour tirer.",
                )
                .into(),
            ),
            section: "cabanes-cannon",
        };
    }
    let tap_then = (
        by_input("click it, then the cell", "tap it, then the cell"),
        by_input(
            "cliquez dessus, puis sur la case",
            "touchez-la, puis la case",
        ),
    );
    let text = if view.front(seat).is_empty() {
        say(
            format!(
                "{name}: drag the face-up tile of a pile onto a glowing cell of a hut (or {}), or drop it on your own area to keep it.",
                tap_then.0
            ),
            format!(
                "{name} : faites glisser la tuile visible d'une pile sur une case qui brille d'une cabane (ou {}), ou lâchez-la sur votre espace pour la garder.",
                tap_then.1
            ),
        )
    } else {
        say(
            format!(
                "{name}: drag a pile's face-up tile or one of the tiles in front of you onto a glowing cell of a hut (or {}); a pile's tile dropped on your own area is kept.",
                tap_then.0
            ),
            format!(
                "{name} : faites glisser la tuile visible d'une pile ou l'une de vos tuiles sur une case qui brille d'une cabane (ou {}) ; la tuile d'une pile lâchée sur votre espace est gardée.",
                tap_then.1
            ),
        )
    };
    Step {
        text,
        keys: Some(
            l.t(
                "Keys: Tab to a pile or one of your tiles, Enter to pick it up.",
                "Clavier : Tab jusqu'à une pile ou l'une de vos tuiles, Entrée pour la prendre.",
            )
            .into(),
        ),
        section: if held.is_some() {
            "cabanes-build"
        } else {
            "cabanes-turn"
        },
    }
}

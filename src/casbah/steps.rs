//! The line that says what to do now in Casbah, and where the rules explain it.

use tablee_rules::Game;
use tablee_rules::casbah::{CasbahAction, Phase};

use super::state::Play;
use crate::board::by_input;
use crate::help::Step;
use crate::i18n::Lang;
use crate::seats;

pub fn step(play: &Play, l: Lang) -> Step {
    let game = play.seating.session.game();
    let solo = game.setup().is_solo();
    let Some(seat) = game.to_move() else {
        return Step {
            text: l
                .t(
                    "The game is over: the scores are below.",
                    "La partie est finie : les scores sont plus bas.",
                )
                .into(),
            keys: None,
            section: if solo { "casbah-solo" } else { "casbah-play" },
        };
    };
    let name = seats::name(&play.seating.players, seat);
    if seats::is_remote(&play.seating.players, seat) {
        return Step {
            text: seats::plays_elsewhere(&name, l),
            keys: None,
            section: "casbah-play",
        };
    }
    if !seats::is_human(&play.seating.players, seat) {
        return Step {
            text: match l {
                Lang::En => format!("{name}, a computer, is playing: watch the board."),
                Lang::Fr => format!("{name}, un ordinateur, joue : regardez le plateau."),
            },
            keys: None,
            section: "casbah-play",
        };
    }
    let text = |en: &str, fr: &str| match l {
        Lang::En => format!("{name}: {en}"),
        Lang::Fr => format!("{name} : {fr}"),
    };
    let tap_then = (
        by_input("click a tile then a cell", "tap a tile then a cell"),
        by_input(
            "cliquez sur une tuile puis sur une case",
            "touchez une tuile puis une case",
        ),
    );
    match game.phase() {
        Phase::Draft { .. } => Step {
            text: text(
                by_input(
                    "take a tile from the table (click it).",
                    "take a tile from the table (tap it).",
                ),
                by_input(
                    "prenez une tuile sur la table (cliquez dessus).",
                    "prenez une tuile sur la table (touchez-la).",
                ),
            ),
            keys: Some(l.t("Keys: Tab to a tile, Enter to take it.", "Clavier : Tab jusqu'à une tuile, Entrée pour la prendre.").into()),
            section: "casbah-play",
        },
        _ if game.legal_actions() == vec![CasbahAction::Pass] => Step {
            text: text(
                "no tile of yours fits anywhere: pass.",
                "aucune de vos tuiles ne va nulle part : passez.",
            ),
            keys: None,
            section: "casbah-play",
        },
        _ if play.held.is_some() => Step {
            text: text(
                by_input(
                    "lay the tile on a glowing cell: drop it there or click the cell (a dashed glow fits once turned).",
                    "lay the tile on a glowing cell: drop it there or tap the cell (a dashed glow fits once turned).",
                ),
                by_input(
                    "posez la tuile sur une case qui brille : lâchez-la dessus ou cliquez sur la case (en pointillé, elle va une fois tournée).",
                    "posez la tuile sur une case qui brille : lâchez-la dessus ou touchez la case (en pointillé, elle va une fois tournée).",
                ),
            ),
            keys: Some(l.t("Keys: arrows to move, R to turn, Enter to lay, Esc to put back.", "Clavier : flèches pour déplacer, R pour tourner, Entrée pour poser, Échap pour reposer.").into()),
            section: "casbah-building",
        },
        _ => Step {
            text: if solo {
                text(
                    &format!("complete the casbah: drag a tile from your hand onto the board, or {}.", tap_then.0),
                    &format!("complétez la casbah : faites glisser une tuile de votre main sur le plateau, ou {}.", tap_then.1),
                )
            } else {
                text(
                    &format!("lay a tile: drag it from your hand onto the board, or {}.", tap_then.0),
                    &format!("posez une tuile : faites-la glisser de votre main sur le plateau, ou {}.", tap_then.1),
                )
            },
            keys: Some(l.t("Keys: Tab to a tile, Enter to pick it up.", "Clavier : Tab jusqu'à une tuile, Entrée pour la prendre.").into()),
            section: if solo { "casbah-solo" } else { "casbah-building" },
        },
    }
}

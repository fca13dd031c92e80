//! The line that says what to do now in Drunter & Drüber, and where the rules explain it.

use tablee_rules::Game;
use tablee_rules::drunter::{DrunterAction, PhaseView};

use super::state::Play;
use crate::board::by_input;
use crate::help::Step;
use crate::i18n::Lang;
use crate::seats;

pub fn step(play: &Play, l: Lang) -> Step {
    let game = play.seating.session.game();
    let table = game.table_view();
    let Some(seat) = game.to_move() else {
        return Step {
            text: l
                .t(
                    "The game is over: every goal is revealed below.",
                    "La partie est finie : tous les objectifs sont révélés plus bas.",
                )
                .into(),
            keys: None,
            section: "drunter-end",
        };
    };
    let name = seats::name(&play.seating.players, seat);
    let say = |en: String, fr: String| match l {
        Lang::En => en,
        Lang::Fr => fr,
    };
    match &table.phase {
        PhaseView::Vote {
            revealed: Some(_), ..
        } => Step {
            text: say(
                format!("{name} decides what the joker votes."),
                format!("{name} décide du vote du joker."),
            ),
            keys: None,
            section: "drunter-vote",
        },
        // "Behind the curtain" only where there is one: several people share the device.
        PhaseView::Vote { .. } if play.curtains() => Step {
            text: say(
                format!("Toilet vote: {name} chooses cards in secret, behind the curtain."),
                format!(
                    "Vote des toilettes : {name} choisit ses cartes en secret, derrière le rideau."
                ),
            ),
            keys: None,
            section: "drunter-vote",
        },
        PhaseView::Vote { .. } => Step {
            text: say(
                format!("Toilet vote: {name} chooses cards in secret."),
                format!("Vote des toilettes : {name} choisit ses cartes en secret."),
            ),
            keys: None,
            section: "drunter-vote",
        },
        PhaseView::Keep { .. } => Step {
            text: say(
                format!("{name} keeps one goal card in secret."),
                format!("{name} garde une carte objectif en secret."),
            ),
            keys: None,
            section: "drunter-variant",
        },
        _ if seats::is_remote(&play.seating.players, seat) => Step {
            text: seats::plays_elsewhere(&name, l),
            keys: None,
            section: "drunter-laying",
        },
        _ if !seats::is_human(&play.seating.players, seat) => Step {
            text: say(
                format!("{name}, a computer, is laying a tile: watch the town."),
                format!("{name}, un ordinateur, pose une tuile : regardez la ville."),
            ),
            keys: None,
            section: "drunter-laying",
        },
        _ if game.legal_actions() == vec![DrunterAction::Pass] => Step {
            text: say(
                format!("{name}: no tile of yours can be laid: pass."),
                format!("{name} : aucune de vos tuiles ne peut être posée : passez."),
            ),
            keys: None,
            section: "drunter-laying",
        },
        _ if play.held.is_some() => Step {
            text: say(
                format!(
                    "{name}: drop the tile where the cells glow, or {} a glowing cell.",
                    by_input("click", "tap")
                ),
                format!(
                    "{name} : lâchez la tuile là où les cases brillent, ou {} une case qui brille.",
                    by_input("cliquez sur", "touchez")
                ),
            ),
            keys: Some(
                l.t(
                    "Keys: arrows to move, Enter to lay, Esc to put back.",
                    "Clavier : flèches pour déplacer, Entrée pour poser, Échap pour reposer.",
                )
                .into(),
            ),
            section: "drunter-laying",
        },
        _ => Step {
            text: say(
                format!(
                    "{name}: lay a tile at the end of its path: drag it from your hand onto the town, or {}.",
                    by_input("click it then a cell", "tap it then a cell")
                ),
                format!(
                    "{name} : posez une tuile au bout de son chemin : faites-la glisser de votre main sur la ville, ou {}.",
                    by_input(
                        "cliquez dessus puis sur une case",
                        "touchez-la puis une case"
                    )
                ),
            ),
            keys: Some(
                l.t(
                    "Keys: Tab to a tile, Enter to pick it up.",
                    "Clavier : Tab jusqu'à une tuile, Entrée pour la prendre.",
                )
                .into(),
            ),
            section: "drunter-laying",
        },
    }
}

//! The line that says what to do now in Capt'n Clever, and where the rules explain it.

use tablee_rules::Game;
use tablee_rules::captn::Phase;

use super::state::Play;
use crate::board::by_input;
use crate::help::Step;
use crate::i18n::Lang;
use crate::seats;

/// The step of the player to move. A piece picked up does not change it: the line above the
/// board keeps its height, so nothing moves under the finger (the hand says what to do with it).
pub fn step(play: &Play, l: Lang) -> Step {
    let game = play.game();
    let Some(seat) = game.to_move() else {
        return Step {
            text: l.t("The game is over.", "La partie est finie.").into(),
            keys: None,
            section: "captn-treasure",
        };
    };
    let name = seats::name(&play.seating.players, seat);
    let say = |en: String, fr: String| match l {
        Lang::En => en,
        Lang::Fr => fr,
    };
    let tap_then = (
        by_input("click it then a spot", "tap it then a spot"),
        by_input(
            "cliquez dessus puis sur un endroit",
            "touchez-la puis un endroit",
        ),
    );
    let keys = Some(
        l.t(
            "Keys: Tab to a piece or a spot on the sea, Enter to take or put it.",
            "Clavier : Tab jusqu'à une pièce ou un endroit de la mer, Entrée pour la prendre ou la poser.",
        )
        .to_string(),
    );
    let phase = game.phase();
    if let Some(mover) = play.ending {
        let name = seats::name(&play.seating.players, mover);
        return Step {
            text: say(
                format!(
                    "{name}: your pieces have moved. End the turn to let the next player sail, or undo a move to play it again."
                ),
                format!(
                    "{name} : vos pièces ont bougé. Finissez le tour pour laisser naviguer le joueur suivant, ou annulez un coup pour le rejouer."
                ),
            ),
            keys: None,
            section: "captn-turn",
        };
    }
    match phase {
        // "Behind the curtain" only where there is one: several people share the device.
        Phase::Choosing { .. } if play.curtains() => Step {
            text: say(
                format!("{name} chooses a treasure in secret, behind the curtain."),
                format!("{name} choisit un trésor en secret, derrière le rideau."),
            ),
            keys: None,
            section: "captn-treasure",
        },
        Phase::Choosing { .. } => Step {
            text: say(
                format!("{name} chooses a treasure in secret."),
                format!("{name} choisit un trésor en secret."),
            ),
            keys: None,
            section: "captn-treasure",
        },
        _ if seats::is_remote(&play.seating.players, seat) => Step {
            text: seats::plays_elsewhere(&name, l),
            keys: None,
            section: "captn-turn",
        },
        _ if !seats::is_human(&play.seating.players, seat) => Step {
            text: say(
                format!("{name}, a computer, is sailing: watch the sea."),
                format!("{name}, un ordinateur, navigue : regardez la mer."),
            ),
            keys: None,
            section: "captn-turn",
        },
        Phase::Turn {
            finisher: Some(finisher),
            ..
        } => Step {
            text: say(
                format!(
                    "{name}: the game's last turn, as {} has found their nine treasures. Move your captain along the ships to an empty island (and your ship once if you like), then end the turn; your ninth treasure found now shares the win.",
                    seats::name(&play.seating.players, finisher)
                ),
                format!(
                    "{name} : dernier tour de la partie, car {} a trouvé ses neuf trésors. Menez votre capitaine le long des bateaux jusqu'à une île vide (et déplacez votre bateau une fois si vous voulez), puis finissez le tour ; votre neuvième trésor trouvé maintenant partage la victoire.",
                    seats::name(&play.seating.players, finisher)
                ),
            ),
            keys,
            section: "captn-choices",
        },
        Phase::Placing => Step {
            text: say(
                format!(
                    "{name}: put your captain on an empty island and your ship on a free lane: drag each piece onto the sea, or {}.",
                    tap_then.0
                ),
                format!(
                    "{name} : mettez votre capitaine sur une île vide et votre bateau sur un passage libre : faites glisser chaque pièce sur la mer, ou {}.",
                    tap_then.1
                ),
            ),
            keys,
            section: "captn-setup",
        },
        _ => Step {
            text: say(
                format!(
                    "{name}: move your captain along the ships to an empty island (and your ship once if you like), then end the turn. Drag a piece onto the sea, or {}.",
                    tap_then.0
                ),
                format!(
                    "{name} : menez votre capitaine le long des bateaux jusqu'à une île vide (et déplacez votre bateau une fois si vous voulez), puis finissez le tour. Faites glisser une pièce sur la mer, ou {}.",
                    tap_then.1
                ),
            ),
            keys,
            section: "captn-turn",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Seating;
    use tablee_rules::captn::{Captn, CaptnSetup, ai};
    use tablee_rules::{SeededRng, Session};

    #[test]
    fn a_secret_choice_is_behind_the_curtain_only_where_there_is_one() {
        let mut session = Session::<Captn>::new(CaptnSetup::new(2, false), 1).unwrap();
        let mut rng = SeededRng::new(1);
        while !matches!(session.game().phase(), Phase::Choosing { .. }) {
            let seat = session.game().to_move().expect("a choice comes");
            let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
            session.play(action).unwrap();
        }
        // One human and a computer: nobody hides behind anything.
        let alone = Play::from(Seating::new(
            "t",
            seats::default_players(2),
            session.clone(),
        ));
        let text = step(&alone, Lang::En).text;
        assert!(text.ends_with("chooses a treasure in secret."), "{text}");
        let mut people = seats::default_players(2);
        people[1].kind = seats::SeatKind::Human;
        let shared = Play::from(Seating::new("t", people, session));
        let text = step(&shared, Lang::Fr).text;
        assert!(text.ends_with("en secret, derrière le rideau."), "{text}");
    }

    #[test]
    fn the_last_turn_says_why_and_points_to_our_decision() {
        // Seed 1: the first seat lays his ninth treasure first.
        let mut session = Session::<Captn>::new(CaptnSetup::new(2, true), 1).unwrap();
        let mut rng = SeededRng::new(1);
        while !matches!(
            session.game().phase(),
            Phase::Turn {
                finisher: Some(_),
                ..
            }
        ) {
            let seat = session.game().to_move().expect("a last turn comes");
            let action = ai::quick_action(&session.game().view(seat), &mut rng).unwrap();
            session.play(action).unwrap();
        }
        let mut players = seats::default_players(2);
        for p in &mut players {
            p.kind = seats::SeatKind::Human;
        }
        let play = Play::from(Seating::new("t", players, session));
        let en = step(&play, Lang::En);
        assert!(
            en.text.starts_with(
                "Sacha: the game's last turn, as Camille has found their nine treasures."
            ),
            "{}",
            en.text
        );
        assert_eq!(en.section, "captn-choices");
        assert!(step(&play, Lang::Fr).text.starts_with(
            "Sacha : dernier tour de la partie, car Camille a trouvé ses neuf trésors."
        ));
    }
}

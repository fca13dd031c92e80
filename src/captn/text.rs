//! Capt'n Clever in words, French and English: islands, lanes, refusals, the log.

use tablee_rules::Seat;
use tablee_rules::captn::{
    BoardMap, CaptnError, CaptnEvent, IslandId, JettyColour, PositionId, Treasure,
};

use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig};

pub fn treasure_name(t: Treasure, l: Lang) -> &'static str {
    match t {
        Treasure::Chest => l.t("Chest", "Coffre"),
        Treasure::Crown => l.t("Crown", "Couronne"),
        Treasure::Parrot => l.t("Parrot", "Perroquet"),
        Treasure::Compass => l.t("Compass", "Boussole"),
        Treasure::Map => l.t("Map", "Carte"),
        Treasure::Anchor => l.t("Anchor", "Ancre"),
        Treasure::Pearl => l.t("Pearl", "Perle"),
        Treasure::Spyglass => l.t("Spyglass", "Longue-vue"),
        Treasure::Bottle => l.t("Bottle", "Bouteille"),
    }
}

/// "Parrot Island" / "Île du Perroquet".
pub fn treasure_island(t: Treasure, l: Lang) -> String {
    match l {
        Lang::En => format!("{} Island", treasure_name(t, l)),
        Lang::Fr => {
            let article = match t {
                Treasure::Chest | Treasure::Parrot => "du ",
                Treasure::Anchor => "de l'",
                _ => "de la ",
            };
            format!("Île {article}{}", treasure_name(t, l))
        }
    }
}

pub fn island_name(board: &BoardMap, island: IslandId, l: Lang) -> String {
    board
        .island(island)
        .map_or_else(|| "?".into(), |i| treasure_island(i.treasure, l))
}

pub fn colour_name(c: JettyColour, l: Lang) -> &'static str {
    match c {
        JettyColour::Orange => l.t("orange", "orange"),
        JettyColour::Purple => l.t("purple", "violet"),
        JettyColour::Teal => l.t("teal", "turquoise"),
        JettyColour::Pink => l.t("pink", "rose"),
        JettyColour::White => l.t("white", "blanc"),
        JettyColour::Black => l.t("black", "noir"),
        JettyColour::Brown => l.t("brown", "marron"),
    }
}

/// "the orange lane Chest–Crown" / "le passage orange Coffre–Couronne".
pub fn lane_name(board: &BoardMap, position: PositionId, l: Lang) -> String {
    let Some(p) = board.position(position) else {
        return "?".into();
    };
    let end = |i| {
        board
            .island(i)
            .map_or("?", |i: &tablee_rules::captn::Island| {
                treasure_name(i.treasure, l)
            })
    };
    match l {
        Lang::En => format!(
            "the {} lane {}–{}",
            colour_name(p.colour, l),
            end(p.a),
            end(p.b)
        ),
        Lang::Fr => format!(
            "le passage {} {}–{}",
            colour_name(p.colour, l),
            end(p.a),
            end(p.b)
        ),
    }
}

pub fn error_text(e: &CaptnError, board: &BoardMap, players: &[PlayerConfig], l: Lang) -> String {
    let island = |i| island_name(board, i, l);
    let lane = |p| lane_name(board, p, l);
    let name = |s: Seat| seats::name(players, s);
    match e {
        CaptnError::SeatCount { seats } => match l {
            Lang::En => format!("Capt'n Clever is played by 2 to 4 players, not {seats}."),
            Lang::Fr => format!("Capt'n Clever se joue de 2 à 4 joueurs, pas {seats}."),
        },
        CaptnError::Board(_) | CaptnError::Scenario { .. } => l
            .t(
                "The board data is broken.",
                "Les données du plateau sont abîmées.",
            )
            .into(),
        CaptnError::GameOver => l.t("The game is over.", "La partie est finie.").into(),
        CaptnError::NotYourTurn { to_move, .. } => match (l, to_move) {
            (Lang::En, Some(s)) => format!("It is {}'s move.", name(*s)),
            (Lang::Fr, Some(s)) => format!("C'est à {} de jouer.", name(*s)),
            _ => l.t("Nobody is to move.", "Personne n'a la main.").into(),
        },
        CaptnError::PlacementUnderWay => l
            .t(
                "The captains and ships are still being placed.",
                "Les capitaines et les bateaux sont encore en place.",
            )
            .into(),
        CaptnError::PlacementOver => l
            .t("Everything is placed already.", "Tout est déjà placé.")
            .into(),
        CaptnError::ChoiceUnderWay { chooser, for_seat } => match l {
            Lang::En => format!(
                "{} is choosing {}'s next treasure.",
                name(*chooser),
                name(*for_seat)
            ),
            Lang::Fr => format!(
                "{} choisit le prochain trésor de {}.",
                name(*chooser),
                name(*for_seat)
            ),
        },
        CaptnError::NoChoice => l
            .t(
                "No treasure is being chosen now.",
                "Aucun trésor n'est à choisir maintenant.",
            )
            .into(),
        CaptnError::UnknownIsland { .. } => l
            .t("There is no such island.", "Cette île n'existe pas.")
            .into(),
        CaptnError::UnknownPosition { .. } => l
            .t("There is no such lane.", "Ce passage n'existe pas.")
            .into(),
        CaptnError::CaptainAlreadyPlaced => l
            .t(
                "Your captain is placed already.",
                "Votre capitaine est déjà placé.",
            )
            .into(),
        CaptnError::ShipAlreadyPlaced => l
            .t(
                "Your ship is placed already.",
                "Votre bateau est déjà placé.",
            )
            .into(),
        CaptnError::IslandOccupied { island: i, by } => match l {
            Lang::En => format!(
                "{} already holds {}'s captain: a captain stops only on an empty island.",
                island(*i),
                name(*by)
            ),
            Lang::Fr => format!(
                "{} porte déjà le capitaine de {} : un capitaine ne s'arrête que sur une île vide.",
                island(*i),
                name(*by)
            ),
        },
        CaptnError::AlreadyThere { .. } => l
            .t(
                "Your captain is on this island already: he must sail to another one.",
                "Votre capitaine est déjà sur cette île : il doit aller sur une autre.",
            )
            .into(),
        CaptnError::NotReachable { island: i } => match l {
            Lang::En => format!(
                "No chain of ships leads from your captain to {}.",
                island(*i)
            ),
            Lang::Fr => format!(
                "Aucune chaîne de bateaux ne mène votre capitaine à {}.",
                island(*i)
            ),
        },
        CaptnError::PositionTaken { by, .. } => match l {
            Lang::En => format!("{}'s ship lies there already.", name(*by)),
            Lang::Fr => format!("Le bateau de {} y est déjà.", name(*by)),
        },
        CaptnError::CrossesShip { crossing, by, .. } => match l {
            Lang::En => format!(
                "A ship here would cross {}'s ship on {}: ships never lie crosswise.",
                name(*by),
                lane(*crossing)
            ),
            Lang::Fr => format!(
                "Un bateau ici croiserait celui de {} sur {} : les bateaux ne se croisent jamais.",
                name(*by),
                lane(*crossing)
            ),
        },
        CaptnError::ShipAlreadyMoved => l
            .t(
                "Your ship has moved already this turn.",
                "Votre bateau a déjà bougé ce tour-ci.",
            )
            .into(),
        CaptnError::CaptainAlreadyMoved => l
            .t(
                "Your captain has moved already this turn.",
                "Votre capitaine a déjà bougé ce tour-ci.",
            )
            .into(),
        CaptnError::MustMoveCaptain { options } => match l {
            Lang::En => format!(
                "Your captain can reach {} empty island{}: he must move before the turn ends.",
                options.len(),
                if options.len() > 1 { "s" } else { "" }
            ),
            Lang::Fr => format!(
                "Votre capitaine peut atteindre {} île{} vide{} : il doit bouger avant la fin du tour.",
                options.len(),
                if options.len() > 1 { "s" } else { "" },
                if options.len() > 1 { "s" } else { "" }
            ),
        },
        CaptnError::NotATarget { .. } => l
            .t(
                "This card is not among those you hold.",
                "Cette carte n'est pas parmi celles que vous tenez.",
            )
            .into(),
    }
}

pub fn errors_text(
    errors: &[CaptnError],
    board: &BoardMap,
    players: &[PlayerConfig],
    l: Lang,
) -> String {
    errors
        .iter()
        .map(|e| error_text(e, board, players, l))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line of the log. Nothing secret is in the events: a target given is told without its island.
pub fn event_text(
    e: &CaptnEvent,
    board: &BoardMap,
    players: &[PlayerConfig],
    l: Lang,
) -> Option<String> {
    let island = |i| island_name(board, i, l);
    let lane = |p| lane_name(board, p, l);
    let name = |s: Seat| seats::name(players, s);
    Some(match e {
        CaptnEvent::CaptainPlaced { seat, island: i } => match l {
            Lang::En => format!("{} puts his captain on {}.", name(*seat), island(*i)),
            Lang::Fr => format!("{} pose son capitaine sur {}.", name(*seat), island(*i)),
        },
        CaptnEvent::ShipPlaced { seat, position } => match l {
            Lang::En => format!("{} puts his ship on {}.", name(*seat), lane(*position)),
            Lang::Fr => format!("{} pose son bateau sur {}.", name(*seat), lane(*position)),
        },
        CaptnEvent::TargetGiven { seat, by } => match (l, by) {
            (Lang::En, Some(by)) => format!(
                "{} gives {} a treasure card, face down.",
                name(*by),
                name(*seat)
            ),
            (Lang::Fr, Some(by)) => format!(
                "{} donne à {} une carte trésor, face cachée.",
                name(*by),
                name(*seat)
            ),
            (Lang::En, None) => format!("{} draws his next treasure card.", name(*seat)),
            (Lang::Fr, None) => format!("{} pioche sa prochaine carte trésor.", name(*seat)),
        },
        CaptnEvent::ShipMoved { seat, to, .. } => match l {
            Lang::En => format!("{} moves his ship to {}.", name(*seat), lane(*to)),
            Lang::Fr => format!("{} déplace son bateau sur {}.", name(*seat), lane(*to)),
        },
        CaptnEvent::CaptainMoved {
            seat, to, route, ..
        } => {
            let via = route.len().saturating_sub(2);
            match l {
                Lang::En => format!(
                    "{}'s captain sails to {}{}.",
                    name(*seat),
                    island(*to),
                    if via > 0 {
                        format!(" (through {via} island{})", if via > 1 { "s" } else { "" })
                    } else {
                        String::new()
                    }
                ),
                Lang::Fr => format!(
                    "Le capitaine de {} navigue jusqu'à {}{}.",
                    name(*seat),
                    island(*to),
                    if via > 0 {
                        format!(
                            " (en passant par {via} île{})",
                            if via > 1 { "s" } else { "" }
                        )
                    } else {
                        String::new()
                    }
                ),
            }
        }
        CaptnEvent::TreasureFound {
            seat,
            island: i,
            count,
        } => match l {
            Lang::En => format!(
                "{} finds the treasure of {}: {count} of 9!",
                name(*seat),
                island(*i)
            ),
            Lang::Fr => format!(
                "{} trouve le trésor de {} : {count} sur 9 !",
                name(*seat),
                island(*i)
            ),
        },
        CaptnEvent::CaptainStayed { seat } => match l {
            Lang::En => format!(
                "{}'s captain can reach no empty island and stays.",
                name(*seat)
            ),
            Lang::Fr => format!(
                "Le capitaine de {} ne peut atteindre aucune île vide et reste.",
                name(*seat)
            ),
        },
        CaptnEvent::TurnEnded { .. } => return None,
        CaptnEvent::Won { seat } => match l {
            Lang::En => format!("{} has found his nine treasures and wins!", name(*seat)),
            Lang::Fr => format!("{} a trouvé ses neuf trésors et gagne !", name(*seat)),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn islands_are_named_with_their_article() {
        assert_eq!(treasure_island(Treasure::Parrot, Lang::En), "Parrot Island");
        assert_eq!(
            treasure_island(Treasure::Parrot, Lang::Fr),
            "Île du Perroquet"
        );
        assert_eq!(
            treasure_island(Treasure::Anchor, Lang::Fr),
            "Île de l'Ancre"
        );
        assert_eq!(
            treasure_island(Treasure::Crown, Lang::Fr),
            "Île de la Couronne"
        );
    }
}

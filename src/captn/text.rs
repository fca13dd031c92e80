//! Capt'n Clever in words, French and English: islands, lanes, refusals, the log.

use tablee_rules::Seat;
use tablee_rules::captn::{
    BoardMap, CaptnError, CaptnEvent, IslandId, JettyColour, Phase, PositionId, Treasure,
};

use crate::board::by_input;
use crate::i18n::{Gender, Lang, capitalised, fr_de, fr_the, list, of_name, plural};
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

/// The gender of a treasure's French name, for its article.
fn treasure_gender(t: Treasure) -> Gender {
    match t {
        Treasure::Chest | Treasure::Parrot => Gender::Masculine,
        _ => Gender::Feminine,
    }
}

/// "Parrot Island" / "Île du Perroquet", as a title or a label.
pub fn treasure_island(t: Treasure, l: Lang) -> String {
    match l {
        Lang::En => format!("{} Island", treasure_name(t, l)),
        Lang::Fr => format!("Île {}", of_treasure(t)),
    }
}

/// "du Perroquet", "de la Perle", "de l'Ancre".
fn of_treasure(t: Treasure) -> String {
    fr_de(&fr_the(treasure_gender(t), treasure_name(t, Lang::Fr)))
}

/// "Parrot Island" / "l'île du Perroquet", inside a sentence.
fn island_phrase(t: Treasure, l: Lang) -> String {
    match l {
        Lang::En => format!("{} Island", treasure_name(t, l)),
        Lang::Fr => fr_the(Gender::Feminine, &format!("île {}", of_treasure(t))),
    }
}

/// An island as a title or a label: "Parrot Island" / "Île du Perroquet".
pub fn island_name(board: &BoardMap, island: IslandId, l: Lang) -> String {
    board
        .island(island)
        .map_or_else(|| "?".into(), |i| treasure_island(i.treasure, l))
}

/// An island inside a sentence: "to Parrot Island" / "jusqu'à l'île du Perroquet".
pub fn the_island(board: &BoardMap, island: IslandId, l: Lang) -> String {
    board
        .island(island)
        .map_or_else(|| "?".into(), |i| island_phrase(i.treasure, l))
}

/// A seat's next treasure: "Alice's next treasure" / "le prochain trésor d'Alice".
fn next_treasure_of(name: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("{name}'s next treasure"),
        Lang::Fr => format!("le prochain trésor {}", of_name(l, name)),
    }
}

/// The line above the table: whose turn it is and what for.
pub fn status_line(
    phase: Phase,
    to_move: Option<Seat>,
    players: &[PlayerConfig],
    l: Lang,
) -> String {
    let name = |s: Seat| seats::name(players, s);
    match (phase, to_move) {
        (Phase::Over { winners }, _) => crate::end::headline(players, &winners, l),
        (
            Phase::Turn {
                finisher: Some(finisher),
                ..
            },
            Some(s),
        ) => last_turn_line(finisher, s, players, l),
        (Phase::Placing, Some(s)) => match l {
            Lang::En => format!("{} places a captain and a ship", name(s)),
            Lang::Fr => format!("{} place son capitaine et son bateau", name(s)),
        },
        (Phase::Choosing { for_seat, .. }, Some(s)) => match l {
            Lang::En => format!(
                "{} chooses {} in secret",
                name(s),
                next_treasure_of(&name(for_seat), l)
            ),
            Lang::Fr => format!(
                "{} choisit en secret {}",
                name(s),
                next_treasure_of(&name(for_seat), l)
            ),
        },
        (Phase::Turn { .. }, Some(s)) => crate::i18n::to_play(&name(s), l),
        _ => String::new(),
    }
}

/// The line above the table while a human's moves have ended his turn and it waits for him:
/// "Ann has moved both pieces: end the turn, or undo a move".
pub fn ending_line(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let name = seats::name(players, seat);
    match l {
        Lang::En => format!("{name} has moved: end the turn, or undo a move"),
        Lang::Fr => format!("{name} a joué : finissez le tour, ou annulez un coup"),
    }
}

/// Why the game goes on after a ninth treasure (two players): "Alice has found their nine
/// treasures: last turn for Bob" / "Alice a trouvé ses neuf trésors : dernier tour de Bob".
pub fn last_turn_line(finisher: Seat, seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let (finisher, seat) = (seats::name(players, finisher), seats::name(players, seat));
    match l {
        Lang::En => format!("{finisher} has found their nine treasures: last turn for {seat}"),
        Lang::Fr => format!(
            "{finisher} a trouvé ses neuf trésors : dernier tour {}",
            of_name(l, &seat)
        ),
    }
}

/// What the curtain before the game's last turn is for (two players).
pub fn last_turn_purpose(finisher: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let finisher = seats::name(players, finisher);
    match l {
        Lang::En => format!(
            "to play your last turn, with your secret treasure card in sight: {finisher} has found their nine treasures, and your ninth now would share the win"
        ),
        Lang::Fr => format!(
            "pour jouer votre dernier tour, votre carte trésor secrète sous les yeux : {finisher} a trouvé ses neuf trésors, et votre neuvième trouvé maintenant partagerait la victoire"
        ),
    }
}

/// What the curtain before a secret choice is for.
pub fn choose_purpose(for_seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let next = next_treasure_of(&seats::name(players, for_seat), l);
    match l {
        Lang::En => format!("to choose {next} in secret"),
        Lang::Fr => format!("pour choisir en secret {next}"),
    }
}

/// What the chooser reads in private.
pub fn choose_prompt(for_seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let next = next_treasure_of(&seats::name(players, for_seat), l);
    match l {
        Lang::En => format!(
            "Choose {next} among the cards you hold for them: {} a card, or its island on the sea. Far from their captain is hardest.",
            by_input("click", "tap")
        ),
        Lang::Fr => format!(
            "Choisissez {next} parmi les cartes que vous tenez pour ce joueur : {}. Loin de son capitaine, c'est plus dur.",
            by_input(
                "cliquez sur une carte, ou sur son île sur la mer",
                "touchez une carte, ou son île sur la mer"
            )
        ),
    }
}

/// The heading of the pieces to move: "Pieces of Alice" / "Pièces d'Alice".
pub fn pieces_of(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    format!(
        "{} {}",
        l.t("Pieces", "Pièces"),
        of_name(l, &seats::name(players, seat))
    )
}

/// What stands on a spot of the sea, for its accessible name: ", Alice's captain" /
/// ", capitaine d'Alice".
pub fn piece_of(ship: bool, seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    let name = seats::name(players, seat);
    match (l, ship) {
        (Lang::En, false) => format!(", {name}'s captain"),
        (Lang::En, true) => format!(", {name}'s ship"),
        (Lang::Fr, false) => format!(", capitaine {}", of_name(l, &name)),
        (Lang::Fr, true) => format!(", bateau {}", of_name(l, &name)),
    }
}

/// The button that gives a treasure card: "Give Parrot Island" / "Donner l'île du Perroquet".
pub fn give_island(board: &BoardMap, island: IslandId, l: Lang) -> String {
    match l {
        Lang::En => format!("Give {}", the_island(board, island, l)),
        Lang::Fr => format!("Donner {}", the_island(board, island, l)),
    }
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
    let island = |i| the_island(board, i, l);
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
        // An altered file, never a player's doing.
        CaptnError::ShownCards { seat } => match l {
            Lang::En => format!(
                "The cards this game says {} drew cannot come from that deck.",
                name(*seat)
            ),
            Lang::Fr => format!(
                "Les cartes que cette partie dit tirées par {} ne peuvent pas venir de sa pioche.",
                name(*seat)
            ),
        },
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
                "{} is choosing {}.",
                name(*chooser),
                next_treasure_of(&name(*for_seat), l)
            ),
            Lang::Fr => format!(
                "{} choisit {}.",
                name(*chooser),
                next_treasure_of(&name(*for_seat), l)
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
                "{} porte déjà le capitaine {} : un capitaine ne s'arrête que sur une île vide.",
                capitalised(&island(*i)),
                of_name(l, &name(*by))
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
            Lang::Fr => format!("Le bateau {} y est déjà.", of_name(l, &name(*by))),
        },
        CaptnError::CrossesShip { crossing, by, .. } => match l {
            Lang::En => format!(
                "A ship here would cross {}'s ship on {}: ships never lie crosswise.",
                name(*by),
                lane(*crossing)
            ),
            Lang::Fr => format!(
                "Un bateau ici croiserait celui {} sur {} : les bateaux ne se croisent jamais.",
                of_name(l, &name(*by)),
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
        CaptnError::MustMoveCaptain { options } => {
            let islands = plural(
                l,
                options.len(),
                "empty island",
                "empty islands",
                "île vide",
                "îles vides",
            );
            match l {
                Lang::En => {
                    format!("Your captain can reach {islands}: he must move before the turn ends.")
                }
                Lang::Fr => format!(
                    "Votre capitaine peut atteindre {islands} : il doit bouger avant la fin du tour."
                ),
            }
        }
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
    let island = |i| the_island(board, i, l);
    let lane = |p| lane_name(board, p, l);
    let name = |s: Seat| seats::name(players, s);
    Some(match e {
        CaptnEvent::CaptainPlaced { seat, island: i } => match l {
            Lang::En => format!("{} puts their captain on {}.", name(*seat), island(*i)),
            Lang::Fr => format!("{} pose son capitaine sur {}.", name(*seat), island(*i)),
        },
        CaptnEvent::ShipPlaced { seat, position } => match l {
            Lang::En => format!("{} puts their ship on {}.", name(*seat), lane(*position)),
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
            (Lang::En, None) => format!("{} draws their next treasure card.", name(*seat)),
            (Lang::Fr, None) => format!("{} pioche sa prochaine carte trésor.", name(*seat)),
        },
        CaptnEvent::ShipMoved { seat, to, .. } => match l {
            Lang::En => format!("{} moves their ship to {}.", name(*seat), lane(*to)),
            Lang::Fr => format!("{} déplace son bateau sur {}.", name(*seat), lane(*to)),
        },
        CaptnEvent::CaptainMoved {
            seat, to, route, ..
        } => {
            let via = route.len().saturating_sub(2);
            let through = if via > 0 {
                let islands = plural(l, via, "island", "islands", "île", "îles");
                match l {
                    Lang::En => format!(" (through {islands})"),
                    Lang::Fr => format!(" (en passant par {islands})"),
                }
            } else {
                String::new()
            };
            match l {
                Lang::En => format!(
                    "{}'s captain sails to {}{through}.",
                    name(*seat),
                    island(*to)
                ),
                Lang::Fr => format!(
                    "Le capitaine {} navigue jusqu'à {}{through}.",
                    of_name(l, &name(*seat)),
                    island(*to)
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
                "{} trouve le trésor {} : {count} sur 9 !",
                name(*seat),
                fr_de(&island(*i))
            ),
        },
        CaptnEvent::CaptainStayed { seat } => match l {
            Lang::En => format!(
                "{}'s captain can reach no empty island and stays.",
                name(*seat)
            ),
            Lang::Fr => format!(
                "Le capitaine {} ne peut atteindre aucune île vide et reste.",
                of_name(l, &name(*seat))
            ),
        },
        CaptnEvent::TurnEnded { .. } => return None,
        CaptnEvent::LastTurn { seat, finisher } => match l {
            Lang::En => format!(
                "{} has found their nine treasures. {} plays a last turn, so that both have played as many turns, and shares the win by finding their ninth treasure in it.",
                name(*finisher),
                name(*seat)
            ),
            Lang::Fr => format!(
                "{} a trouvé ses neuf trésors. {} joue un dernier tour, pour que chacun ait joué autant de tours, et partage la victoire en y trouvant son neuvième trésor.",
                name(*finisher),
                name(*seat)
            ),
        },
        CaptnEvent::Won { winners } => {
            let names: Vec<String> = winners.iter().map(|s| name(*s)).collect();
            match (names.as_slice(), l) {
                ([], _) => return None,
                ([one], Lang::En) => format!("{one} has found their nine treasures and wins!"),
                ([one], Lang::Fr) => format!("{one} a trouvé ses neuf trésors et gagne !"),
                (_, Lang::En) => format!(
                    "{} have each found their nine treasures and share the win!",
                    list(l, &names)
                ),
                (_, Lang::Fr) => format!(
                    "{} ont chacun trouvé leurs neuf trésors et se partagent la victoire !",
                    list(l, &names)
                ),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players() -> Vec<PlayerConfig> {
        crate::seats::default_players(2)
    }

    #[test]
    fn the_last_turn_is_announced_with_its_reason() {
        let last = Phase::Turn {
            ship_moved: false,
            captain_moved: false,
            found: false,
            finisher: Some(Seat(0)),
        };
        let p = players();
        assert_eq!(
            status_line(last.clone(), Some(Seat(1)), &p, Lang::Fr),
            "Camille a trouvé ses neuf trésors : dernier tour de Sacha"
        );
        assert_eq!(
            status_line(last, Some(Seat(1)), &p, Lang::En),
            "Camille has found their nine treasures: last turn for Sacha"
        );
        let event = CaptnEvent::LastTurn {
            seat: Seat(1),
            finisher: Seat(0),
        };
        let board = BoardMap::sea().unwrap();
        assert_eq!(
            event_text(&event, &board, &p, Lang::En).unwrap(),
            "Camille has found their nine treasures. Sacha plays a last turn, so that both have played as many turns, and shares the win by finding their ninth treasure in it."
        );
        assert!(
            last_turn_purpose(Seat(0), &p, Lang::Fr)
                .starts_with("pour jouer votre dernier tour, votre carte trésor secrète sous les yeux : Camille a trouvé ses neuf trésors")
        );
    }

    #[test]
    fn a_shared_win_names_both_winners() {
        let p = players();
        let both = vec![Seat(0), Seat(1)];
        let over = Phase::Over {
            winners: both.clone(),
        };
        assert_eq!(
            status_line(over.clone(), None, &p, Lang::En),
            "Camille and Sacha share the win!"
        );
        assert_eq!(
            status_line(over, None, &p, Lang::Fr),
            "Camille et Sacha se partagent la victoire !"
        );
        assert_eq!(
            status_line(
                Phase::Over {
                    winners: vec![Seat(1)]
                },
                None,
                &p,
                Lang::Fr
            ),
            "Sacha gagne !"
        );
        let board = BoardMap::sea().unwrap();
        let won = CaptnEvent::Won { winners: both };
        assert_eq!(
            event_text(&won, &board, &p, Lang::Fr).unwrap(),
            "Camille et Sacha ont chacun trouvé leurs neuf trésors et se partagent la victoire !"
        );
        assert_eq!(
            event_text(&won, &board, &p, Lang::En).unwrap(),
            "Camille and Sacha have each found their nine treasures and share the win!"
        );
    }

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
        assert_eq!(
            island_phrase(Treasure::Pearl, Lang::Fr),
            "l'île de la Perle"
        );
        assert_eq!(island_phrase(Treasure::Chest, Lang::Fr), "l'île du Coffre");
        assert_eq!(island_phrase(Treasure::Pearl, Lang::En), "Pearl Island");
    }
}

//! Drunter & Drüber in words, French and English: names, refusals, the log.

use tablee_rules::drunter::{
    Building, BuildingType, Card, DrunterError, DrunterEvent, DrunterView, GoalCard, LayError,
    PathId, PhaseView, Tile, TileId, TileKind, Vote,
};
use tablee_rules::{Pos, Seat};

use crate::i18n::{Gender, Lang, capitalised, en_a, fr_de, list, of_name, plural};
use crate::seats::PlayerConfig;

pub fn building_name(kind: BuildingType, l: Lang) -> &'static str {
    match kind {
        BuildingType::TownHall => l.t("Town hall", "Mairie"),
        BuildingType::School => l.t("School", "École"),
        BuildingType::FireStation => l.t("Fire station", "Caserne de pompiers"),
        // Not "inn": the road starts at the inn, which is no building to save.
        BuildingType::Tavern => l.t("Tavern", "Taverne"),
        BuildingType::Museum => l.t("Museum", "Musée"),
        BuildingType::ChurchTower => l.t("Church tower", "Clocher"),
    }
}

/// The gender of a building's French name, for its article.
fn building_gender(kind: BuildingType) -> Gender {
    match kind {
        BuildingType::Museum | BuildingType::ChurchTower => Gender::Masculine,
        _ => Gender::Feminine,
    }
}

/// A building destroyed, in a sentence: "an inn worth 3" / "une auberge de valeur 3".
pub fn a_building(b: Building, l: Lang) -> String {
    let name = building_name(b.kind, l).to_lowercase();
    match l {
        Lang::En => format!("{} worth {}", en_a(&name), b.value),
        Lang::Fr => format!(
            "{} {name} de valeur {}",
            building_gender(b.kind).pick("un", "une"),
            b.value
        ),
    }
}

/// The gender of a path's French name ("la route", "le rempart A", "le canal").
pub fn path_gender(path: PathId) -> Gender {
    match path {
        PathId::Road => Gender::Feminine,
        _ => Gender::Masculine,
    }
}

/// The paths whose work gang has left: "Finished: the road, the canal" / "Terminés : la route,
/// le canal" (a French participle agrees: feminine only when every path named is).
pub fn finished_paths(paths: &[PathId], l: Lang) -> String {
    let names = paths
        .iter()
        .map(|p| path_name(*p, l))
        .collect::<Vec<_>>()
        .join(", ");
    match l {
        Lang::En => format!("Finished: {names}"),
        Lang::Fr => {
            let feminine = paths.iter().all(|p| path_gender(*p) == Gender::Feminine);
            let word = match (paths.len() > 1, feminine) {
                (false, false) => "Terminé",
                (false, true) => "Terminée",
                (true, false) => "Terminés",
                (true, true) => "Terminées",
            };
            format!("{word} : {names}")
        }
    }
}

/// "Finished" agreeing with the path in French: "Le canal est terminé", "La route est terminée".
fn finished(path: PathId, l: Lang) -> &'static str {
    match l {
        Lang::En => "finished",
        Lang::Fr => path_gender(path).pick("terminé", "terminée"),
    }
}

/// "the road's work gang" / "l'équipe de travaux de la route", "… du rempart A".
pub fn gang_of(path: PathId, l: Lang) -> String {
    match l {
        Lang::En => format!("work gang of {}", path_name(path, l)),
        Lang::Fr => format!("équipe de travaux {}", fr_de(path_name(path, l))),
    }
}

pub fn path_name(path: PathId, l: Lang) -> &'static str {
    match path {
        PathId::Road => l.t("the road", "la route"),
        PathId::WallA => l.t("town wall A", "le rempart A"),
        PathId::WallB => l.t("town wall B", "le rempart B"),
        PathId::Canal => l.t("the canal", "le canal"),
    }
}

pub fn kind_name(kind: TileKind, l: Lang) -> &'static str {
    match kind {
        TileKind::Road => l.t("road", "route"),
        TileKind::Wall => l.t("wall", "rempart"),
        TileKind::Canal => l.t("canal", "canal"),
    }
}

/// A tile in words: "road tile, 3 cells, with a bridge".
pub fn tile_words(tile: &Tile, l: Lang) -> String {
    let bridge = if tile.bridge_at().is_some() {
        l.t(", with a bridge", ", avec un pont")
    } else {
        ""
    };
    let cells = plural(l, tile.len, "cell", "cells", "case", "cases");
    match l {
        Lang::En => format!("{} tile, {cells}{bridge}", kind_name(tile.kind, l)),
        Lang::Fr => format!("tuile {}, {cells}{bridge}", kind_name(tile.kind, l)),
    }
}

fn tile_id_words(tile: TileId, l: Lang) -> String {
    Tile::get(tile).map_or_else(|| "?".into(), |t| tile_words(t, l))
}

/// A cell as players name it, as the board's edges print it: columns A–O from the left, rows
/// 1–10 from the top (the town's board starts at 0, 0).
pub fn cell_name(p: Pos) -> String {
    crate::board::cell_name(Pos::new(0, 0), p)
}

/// The word printed on the card.
pub fn card_word(card: Card) -> &'static str {
    match card {
        Card::Ja => "JA",
        Card::Jaa => "JAA",
        Card::Jaaa => "JAAA",
        Card::Ne => "NE",
        Card::Nee => "NEE",
        Card::Neee => "NEEE",
        Card::Joker => "JEEIINN",
        Card::Abstain => "???",
    }
}

/// What a card is worth: "2 yes", "2, yes or no", "abstain".
pub fn card_worth(card: Card, l: Lang) -> String {
    match (card.vote(), card) {
        (Some(Vote::Yes), _) => format!("{} {}", card.votes(), l.t("yes", "oui")),
        (Some(Vote::No), _) => format!("{} {}", card.votes(), l.t("no", "non")),
        (None, Card::Joker) => l.t("2, yes or no", "2, oui ou non").into(),
        (None, _) => l.t("abstain", "abstention").into(),
    }
}

/// The card's printed word and what it is worth.
pub fn card_name(card: Card, l: Lang) -> String {
    format!("{} ({})", card_word(card), card_worth(card, l))
}

/// The printed words of some cards: "JA + JAA".
fn cards_printed(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| card_word(*c))
        .collect::<Vec<_>>()
        .join(" + ")
}

pub fn cards_words(cards: &[Card], l: Lang) -> String {
    if cards.is_empty() {
        return l.t("no card", "aucune carte").into();
    }
    cards
        .iter()
        .map(|c| card_name(*c, l))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn vote_name(v: Vote, l: Lang) -> &'static str {
    match v {
        Vote::Yes => l.t("yes", "oui"),
        Vote::No => l.t("no", "non"),
    }
}

/// A goal card's title.
pub fn goal_name(goal: GoalCard, l: Lang) -> String {
    match goal {
        GoalCard::Building(kind) => building_name(kind, l).into(),
        GoalCard::EveryBuilding => l.t("Every building", "Tous les bâtiments").into(),
        GoalCard::LowestOfEachType => l
            .t("The lowest of each kind", "Le plus petit de chaque sorte")
            .into(),
        GoalCard::AllThrees => l.t("All the 3s", "Tous les 3").into(),
        GoalCard::AllFours => l.t("All the 4s", "Tous les 4").into(),
    }
}

/// What a goal card scores, as printed on it.
pub fn goal_rule(goal: GoalCard, l: Lang) -> String {
    match goal {
        GoalCard::Building(kind) => match l {
            Lang::En => format!(
                "Each {} still standing at the end scores its value.",
                building_name(kind, l).to_lowercase()
            ),
            Lang::Fr => format!(
                "Chaque bâtiment « {} » encore debout à la fin rapporte sa valeur.",
                building_name(kind, l)
            ),
        },
        GoalCard::EveryBuilding => l
            .t(
                "Each building still standing scores 1.",
                "Chaque bâtiment encore debout rapporte 1.",
            )
            .into(),
        GoalCard::LowestOfEachType => l
            .t(
                "For each kind of building, the lowest value still standing scores.",
                "Pour chaque sorte de bâtiment, la plus petite valeur encore debout rapporte.",
            )
            .into(),
        GoalCard::AllThrees => l
            .t(
                "Each building worth 3 still standing scores 3.",
                "Chaque bâtiment de valeur 3 encore debout rapporte 3.",
            )
            .into(),
        GoalCard::AllFours => l
            .t(
                "Each building worth 4 still standing scores 4.",
                "Chaque bâtiment de valeur 4 encore debout rapporte 4.",
            )
            .into(),
    }
}

pub fn lay_reason(e: &LayError, l: Lang) -> String {
    match e {
        LayError::NotYourTile { .. } => l
            .t(
                "This tile is not in your hand.",
                "Cette tuile n'est pas dans votre main.",
            )
            .into(),
        LayError::WrongKind { kind, path } => match l {
            Lang::En => format!(
                "A {} tile cannot continue {}.",
                kind_name(*kind, l),
                path_name(*path, l)
            ),
            Lang::Fr => format!(
                "Une tuile {} ne peut pas prolonger {}.",
                kind_name(*kind, l),
                path_name(*path, l)
            ),
        },
        LayError::NotFromGang { kind, .. } => match l {
            Lang::En => format!(
                "A {0} tile goes on in a straight line from a {0} work gang, and none reaches this cell.",
                kind_name(*kind, l)
            ),
            Lang::Fr => format!(
                "Une tuile {0} se pose en ligne droite depuis une équipe de travaux {0}, et aucune n'atteint cette case.",
                kind_name(*kind, l)
            ),
        },
        LayError::PathFinished { path } => match l {
            Lang::En => format!(
                "{} is finished: its work gang has left.",
                capitalised(path_name(*path, l))
            ),
            Lang::Fr => format!(
                "{} est {} : son équipe est partie.",
                capitalised(path_name(*path, l)),
                finished(*path, l)
            ),
        },
        LayError::GoingBack { path, .. } => match l {
            Lang::En => format!(
                "{} cannot go back the way it came.",
                capitalised(path_name(*path, l))
            ),
            Lang::Fr => format!(
                "{} ne peut pas revenir sur ses pas.",
                capitalised(path_name(*path, l))
            ),
        },
        LayError::OffBoard { .. } => l
            .t(
                "The whole tile must lie on the board.",
                "La tuile doit tenir entière sur le plateau.",
            )
            .into(),
        LayError::CoversPath { cell } => match l {
            Lang::En => format!("The tile would cover a path at {}.", cell_name(*cell)),
            Lang::Fr => format!("La tuile couvrirait un chemin en {}.", cell_name(*cell)),
        },
        LayError::BridgeBlocked { bridge, beyond } => match l {
            Lang::En => format!(
                "The path could pass under the bridge at {}, but {} beyond it is not free.",
                cell_name(*bridge),
                cell_name(*beyond)
            ),
            Lang::Fr => format!(
                "Le chemin pourrait passer sous le pont en {}, mais {} derrière n'est pas libre.",
                cell_name(*bridge),
                cell_name(*beyond)
            ),
        },
    }
}

pub fn lay_reasons(errors: &[LayError], l: Lang) -> String {
    let mut reasons: Vec<String> = errors.iter().map(|e| lay_reason(e, l)).collect();
    // Three cells off the board make one reason, said once.
    reasons.dedup();
    reasons.join(" ")
}

pub fn error_text(e: &DrunterError, l: Lang) -> String {
    match e {
        DrunterError::IllegalLay { reasons, .. } => lay_reasons(reasons, l),
        DrunterError::SeatCount { seats } => match l {
            Lang::En => format!("Drunter & Drüber is played by 2 to 4 players, not {seats}."),
            Lang::Fr => format!("Drunter & Drüber se joue de 2 à 4 joueurs, pas {seats}."),
        },
        DrunterError::Map(_) => l
            .t(
                "The board data is broken.",
                "Les données du plateau sont abîmées.",
            )
            .into(),
        DrunterError::GameOver => l.t("The game is over.", "La partie est finie.").into(),
        DrunterError::VoteUnderWay => l
            .t(
                "A vote is under way: vote first.",
                "Un vote est en cours : votez d'abord.",
            )
            .into(),
        DrunterError::NoVote => l
            .t("There is no vote now.", "Il n'y a pas de vote en cours.")
            .into(),
        DrunterError::AlreadyRevealed => l
            .t(
                "The cards are revealed: it is too late to vote.",
                "Les cartes sont révélées : il est trop tard pour voter.",
            )
            .into(),
        DrunterError::NotRevealed => l
            .t(
                "The joker is decided once every card is revealed.",
                "Le joker se décide une fois toutes les cartes révélées.",
            )
            .into(),
        DrunterError::MustLay { .. } => l
            .t(
                "You can lay a tile, so you may not pass.",
                "Vous pouvez poser une tuile : vous ne pouvez pas passer.",
            )
            .into(),
        DrunterError::CardNotHeld { card } => match l {
            Lang::En => format!("You no longer hold {}.", card_name(*card, l)),
            Lang::Fr => format!("Vous n'avez plus la carte {}.", card_name(*card, l)),
        },
        DrunterError::CardTwice { .. } => l
            .t(
                "Each card can be played once.",
                "Chaque carte ne se joue qu'une fois.",
            )
            .into(),
        DrunterError::EmptyBallot => l
            .t(
                "Choose at least one card: to abstain, play ??? alone.",
                "Choisissez au moins une carte : pour vous abstenir, jouez ??? seule.",
            )
            .into(),
        DrunterError::AbstainNotAlone { .. } => l
            .t(
                "??? is played alone: it abstains, so it goes with no other card.",
                "??? se joue seule : c'est l'abstention, elle ne va avec aucune autre carte.",
            )
            .into(),
        DrunterError::MixedBallot { yes, no } => match l {
            Lang::En => format!(
                "A ballot is yes cards or no cards, not both: drop {} or {}. (The joker may join either.)",
                cards_printed(yes),
                cards_printed(no)
            ),
            Lang::Fr => format!(
                "Un vote se fait avec des cartes oui ou des cartes non, pas les deux : retirez {} ou {}. (Le joker peut rejoindre les unes ou les autres.)",
                cards_printed(yes),
                cards_printed(no)
            ),
        },
        DrunterError::KeepUnderWay => l
            .t(
                "Everybody is keeping a goal card: keep yours first.",
                "Chacun garde une carte objectif : gardez la vôtre d'abord.",
            )
            .into(),
        DrunterError::NoKeep => l
            .t(
                "Goal cards are kept when the first path is finished.",
                "On garde sa carte objectif quand le premier chemin est terminé.",
            )
            .into(),
        DrunterError::GoalNotHeld { .. } => l
            .t(
                "You do not hold this goal card.",
                "Vous n'avez pas cette carte objectif.",
            )
            .into(),
    }
}

/// The line above the table: whose turn it is and what for. Nothing secret: the table's view.
pub fn status_line(table: &DrunterView, players: &[PlayerConfig], l: Lang) -> String {
    let name = |s: Seat| crate::seats::name(players, s);
    match (&table.phase, table.to_move) {
        (PhaseView::Over { .. }, _) => l.t("Game over", "Partie terminée").to_string(),
        (
            PhaseView::Vote {
                revealed: Some(_), ..
            },
            Some(s),
        ) => match l {
            Lang::En => format!("Cards revealed — {} decides the joker", name(s)),
            Lang::Fr => format!("Cartes révélées — {} décide du joker", name(s)),
        },
        (PhaseView::Vote { .. }, Some(s)) => match l {
            Lang::En => format!("Toilet vote — {} chooses in secret", name(s)),
            Lang::Fr => format!("Vote des toilettes — {} choisit en secret", name(s)),
        },
        (PhaseView::Keep { .. }, Some(s)) => match l {
            Lang::En => format!(
                "Each player keeps a goal card — {} chooses in secret",
                name(s)
            ),
            Lang::Fr => format!(
                "Chacun garde une carte objectif — {} choisit en secret",
                name(s)
            ),
        },
        (PhaseView::Build, Some(s)) => match l {
            Lang::En => format!("{} to lay a tile", name(s)),
            Lang::Fr => format!("À {} de poser une tuile", name(s)),
        },
        _ => String::new(),
    }
}

/// What laying a tile over toilets asks first: "This starts a vote: the tile would cover the
/// toilet at C4…" (the cells named as the board's edges print them).
pub fn starts_vote_text(toilets: &[String], l: Lang) -> String {
    let at = list(l, toilets);
    match l {
        Lang::En => {
            let toilet = if toilets.len() == 1 {
                "toilet"
            } else {
                "toilets"
            };
            format!(
                "This starts a vote: the tile would cover the {toilet} at {at}, and the town votes before it is laid."
            )
        }
        Lang::Fr => format!(
            "Cela lance un vote : la tuile couvrirait les toilettes en {at}, et la ville vote avant qu'elle soit posée."
        ),
    }
}

/// A number of path tiles: "1 tile", "0 tuile".
pub fn tiles(n: usize, l: Lang) -> String {
    plural(l, n, "tile", "tiles", "tuile", "tuiles")
}

/// A number of points: "1 point", "0 point" in French (the banner's words too).
pub use crate::end::points;

/// The tie-break of the base game: "1 vote left" / "0 voix restante".
pub fn votes_left(n: impl TryInto<i64>, l: Lang) -> String {
    plural(
        l,
        n,
        "vote left",
        "votes left",
        "voix restante",
        "voix restantes",
    )
}

/// The heading of a builder's hand: "Tiles of Alice" / "Tuiles d'Alice".
pub fn tiles_of(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    format!(
        "{} {}",
        l.t("Tiles", "Tuiles"),
        of_name(l, &crate::seats::name(players, seat))
    )
}

fn cells_span(cells: &[Pos]) -> String {
    match (cells.first(), cells.last()) {
        (Some(a), Some(b)) if a != b => format!("{}–{}", cell_name(*a), cell_name(*b)),
        (Some(a), _) => cell_name(*a),
        _ => String::new(),
    }
}

/// A line of the game log; `None` for events the log does not show. Nothing secret ever reaches
/// the events shown: ballots appear only once revealed, goals only at the end.
pub fn event_text(e: &DrunterEvent, players: &[PlayerConfig], l: Lang) -> Option<String> {
    let name = |s: tablee_rules::Seat| crate::seats::name(players, s);
    Some(match e {
        DrunterEvent::Laid {
            seat,
            tile,
            path,
            cells,
            crossed,
            buildings,
            toilets,
            ..
        } => {
            let mut line = match l {
                Lang::En => format!(
                    "{} lays a {} on {} ({})",
                    name(*seat),
                    tile_id_words(*tile, l),
                    path_name(*path, l),
                    cells_span(cells)
                ),
                Lang::Fr => format!(
                    "{} pose une {} sur {} ({})",
                    name(*seat),
                    tile_id_words(*tile, l),
                    path_name(*path, l),
                    cells_span(cells)
                ),
            };
            if let Some(b) = crossed {
                line += &match l {
                    Lang::En => format!(", under the bridge at {}", cell_name(*b)),
                    Lang::Fr => format!(", sous le pont en {}", cell_name(*b)),
                };
            }
            if !buildings.is_empty() {
                let lost: Vec<String> = buildings.iter().map(|(_, b)| a_building(*b, l)).collect();
                line += &match l {
                    Lang::En => format!(", destroying {}", list(l, &lost)),
                    Lang::Fr => format!(", détruisant {}", list(l, &lost)),
                };
            }
            if !toilets.is_empty() {
                line += l.t(", over a toilet", ", sur des toilettes");
            }
            line + "."
        }
        DrunterEvent::GangLeft { path } => match l {
            Lang::En => format!(
                "{} is finished: its work gang leaves the board.",
                capitalised(path_name(*path, l))
            ),
            Lang::Fr => format!(
                "{} est {} : son équipe quitte le plateau.",
                capitalised(path_name(*path, l)),
                finished(*path, l)
            ),
        },
        DrunterEvent::Passed { seat } => match l {
            Lang::En => format!("{} cannot lay any tile and passes.", name(*seat)),
            Lang::Fr => format!("{} ne peut poser aucune tuile et passe.", name(*seat)),
        },
        DrunterEvent::VoteCalled {
            seat,
            tile,
            toilets,
            ..
        } => {
            let at = toilets
                .iter()
                .map(|p| cell_name(*p))
                .collect::<Vec<_>>()
                .join(", ");
            match l {
                // The toilet first: after the tile's words ("2 cells") it would read as a count.
                Lang::En => format!(
                    "{} would cover the toilet at {at} with a {}: the town votes.",
                    name(*seat),
                    tile_id_words(*tile, l)
                ),
                Lang::Fr => format!(
                    "{} veut couvrir les toilettes en {at} d'une {} : la ville vote.",
                    name(*seat),
                    tile_id_words(*tile, l)
                ),
            }
        }
        // The table writes a run of these as one line (`voters_text`).
        DrunterEvent::Voted { .. } => return None,
        DrunterEvent::BallotsRevealed { ballots } => {
            let each = ballots
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    format!(
                        "{}{}{}",
                        name(tablee_rules::Seat(i as u8)),
                        l.t(": ", " : "),
                        cards_words(b, l)
                    )
                })
                .collect::<Vec<_>>()
                .join(l.t("; ", " ; "));
            format!("{} {each}.", l.t("Cards revealed —", "Cartes révélées —"))
        }
        DrunterEvent::JokerDecided { seat, vote } => match l {
            Lang::En => format!("{}'s joker votes {}.", name(*seat), vote_name(*vote, l)),
            Lang::Fr => format!(
                "Le joker {} vote {}.",
                of_name(l, &name(*seat)),
                vote_name(*vote, l)
            ),
        },
        DrunterEvent::VoteCounted { yes, no, outcome } => match (l, outcome) {
            (Lang::En, Vote::Yes) => format!("Yes {yes}, no {no}: the toilet goes."),
            (Lang::En, Vote::No) => format!("Yes {yes}, no {no}: the toilet stays."),
            (Lang::Fr, Vote::Yes) => format!("Oui {yes}, non {no} : les toilettes disparaissent."),
            (Lang::Fr, Vote::No) => format!("Oui {yes}, non {no} : les toilettes restent."),
        },
        DrunterEvent::TileReturned { seat, .. } => match l {
            Lang::En => format!("The tile goes back to {}.", name(*seat)),
            Lang::Fr => format!("La tuile retourne à {}.", name(*seat)),
        },
        DrunterEvent::KeepCalled => l
            .t(
                "Everybody now keeps one of their two goal cards, in secret.",
                "Chacun garde maintenant l'une de ses deux cartes objectif, en secret.",
            )
            .into(),
        DrunterEvent::Kept { seat } => match l {
            Lang::En => format!("{} has kept a goal card.", name(*seat)),
            Lang::Fr => format!("{} a gardé une carte objectif.", name(*seat)),
        },
        DrunterEvent::Finished { .. } => l
            .t(
                "Nobody can lay a tile any more: the game is over.",
                "Plus personne ne peut poser de tuile : la partie est finie.",
            )
            .into(),
    })
}

/// The log's one line for a run of secret choices.
pub fn voters_text(n: usize, l: Lang) -> String {
    let players = plural(l, n, "player", "players", "joueur", "joueurs");
    // French agrees the verb as the count: singular for 0 and 1, like the noun.
    let several = if l == Lang::Fr { n > 1 } else { n != 1 };
    match (l, several) {
        (Lang::En, false) => format!("{players} has chosen in secret."),
        (Lang::En, true) => format!("{players} have chosen in secret."),
        (Lang::Fr, false) => format!("{players} a choisi en secret."),
        (Lang::Fr, true) => format!("{players} ont choisi en secret."),
    }
}

/// Said when a human's turn was passed for them.
pub fn passed_text(who: &str, next: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("{who} has no tile that can be laid: the turn passes to {next}."),
        Lang::Fr => format!("{who} n'a aucune tuile à poser : le tour passe à {next}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_like_on_a_chess_board() {
        assert_eq!(cell_name(Pos::new(0, 0)), "A1");
        assert_eq!(cell_name(Pos::new(14, 9)), "O10");
        assert_eq!(cell_name(Pos::new(-1, 3)), "?4");
    }

    #[test]
    fn secret_choices_are_counted_in_one_line() {
        assert_eq!(voters_text(1, Lang::En), "1 player has chosen in secret.");
        assert_eq!(voters_text(3, Lang::En), "3 players have chosen in secret.");
        assert_eq!(voters_text(2, Lang::Fr), "2 joueurs ont choisi en secret.");
    }

    #[test]
    fn every_card_says_what_it_is_worth() {
        assert_eq!(card_name(Card::Jaa, Lang::En), "JAA (2 yes)");
        assert_eq!(card_name(Card::Neee, Lang::Fr), "NEEE (3 non)");
        assert_eq!(card_name(Card::Joker, Lang::En), "JEEIINN (2, yes or no)");
        assert_eq!(card_name(Card::Abstain, Lang::Fr), "??? (abstention)");
    }
}

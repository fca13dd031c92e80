//! Casbah's messages in words: why a placement is refused, what happened in the log.

use tablee_rules::casbah::{
    Casbah, CasbahError, CasbahEvent, Demand, DraftOrder, Help, Phase, PlacementError, Rotation,
    Tile, TileId, TileKind,
};
use tablee_rules::{Game, Pos, Seat};

use super::tile::{dir_name, side_name, tile_words};
use crate::i18n::{Lang, of_name, plural};
use crate::seats::PlayerConfig;

pub fn placement_reason(e: &PlacementError, l: Lang) -> String {
    match e {
        PlacementError::Occupied { .. } => l
            .t(
                "This cell already holds a tile.",
                "Cette case est déjà occupée.",
            )
            .into(),
        PlacementError::EntranceFirst => l
            .t(
                "The entrance must be placed first.",
                "L'entrée doit être posée en premier.",
            )
            .into(),
        PlacementError::OffTable { .. } => l
            .t(
                "This cell is too far from the casbah.",
                "Cette case est trop loin de la casbah.",
            )
            .into(),
        PlacementError::NotTouching { by_corner: true } => l
            .t(
                "A tile must touch the casbah by a side, not only by a corner.",
                "Une tuile doit toucher la casbah par un côté, pas seulement par un coin.",
            )
            .into(),
        PlacementError::NotTouching { by_corner: false } => l
            .t(
                "This cell touches nothing of the casbah: a tile must touch it by a side.",
                "Cette case ne touche pas la casbah : une tuile doit la toucher par un côté.",
            )
            .into(),
        PlacementError::OutsideRectangle { size } => match l {
            Lang::En => format!(
                "The casbah would no longer fit in {}×{}.",
                size.width, size.height
            ),
            Lang::Fr => format!(
                "La casbah ne tiendrait plus dans {}×{}.",
                size.width, size.height
            ),
        },
        PlacementError::EntranceFacesInside => l
            .t(
                "The entrance's double door must face the outside.",
                "La double porte d'entrée doit donner sur l'extérieur.",
            )
            .into(),
        PlacementError::DoorBeyondRectangle { dir, size } => match l {
            Lang::En => format!(
                "The {} door would lead out of a {}×{} casbah.",
                dir_name(*dir, l),
                size.width,
                size.height
            ),
            Lang::Fr => format!(
                "La porte {} mènerait hors d'une casbah de {}×{}.",
                dir_name(*dir, l),
                size.width,
                size.height
            ),
        },
        PlacementError::SidesClash { dir, mine, theirs } => match l {
            Lang::En => format!(
                "On the {} side, a {} cannot face a {}.",
                dir_name(*dir, l),
                side_name(*mine, l),
                side_name(*theirs, l)
            ),
            Lang::Fr => format!(
                "Côté {}, une {} ne peut pas donner sur une {}.",
                dir_name(*dir, l),
                side_name(*mine, l),
                side_name(*theirs, l)
            ),
        },
        PlacementError::DoorToOutside { dir } => match l {
            Lang::En => format!(
                "The {} door would open onto the outside: only the entrance may.",
                dir_name(*dir, l)
            ),
            Lang::Fr => format!(
                "La porte {} donnerait sur l'extérieur : seule l'entrée le peut.",
                dir_name(*dir, l)
            ),
        },
        PlacementError::DestinationFixed { dir, mine, demand } => {
            let must = match demand {
                Demand::RoomWithDoor => l.t(
                    "a room with a door (a door faces it)",
                    "une salle avec une porte (une porte y donne)",
                ),
                Demand::GardenOrOutside => l.t(
                    "a garden or the outside (a French window faces it)",
                    "un jardin ou l'extérieur (une porte-fenêtre y donne)",
                ),
                Demand::Outside => l.t(
                    "the outside (the entrance faces it)",
                    "l'extérieur (l'entrée y donne)",
                ),
            };
            match l {
                Lang::En => format!(
                    "On the {} side, a {} cannot face a cell that must be {must}.",
                    dir_name(*dir, l),
                    side_name(*mine, l)
                ),
                Lang::Fr => format!(
                    "Côté {}, une {} ne peut pas donner sur une case qui doit être {must}.",
                    dir_name(*dir, l),
                    side_name(*mine, l)
                ),
            }
        }
    }
}

/// Why a tile was refused: the tile named as it was dropped, the cell if known ("C4"), whether it
/// fits there in no rotation at all (the engine says), then every rule it broke as turned.
pub fn placement_refusal(
    tile: TileId,
    rotation: Rotation,
    cell: Option<&str>,
    reasons: &[PlacementError],
    fits_turned: bool,
    l: Lang,
) -> String {
    let tile = Tile::get(tile);
    let words = tile.map_or_else(String::new, |t| tile_words(t, rotation, l));
    let garden = tile.is_some_and(|t| t.kind == TileKind::Garden);
    let place = cell.map_or_else(String::new, |c| format!(" {} {c}", l.t("on", "en")));
    let head = match (l, fits_turned) {
        (Lang::En, false) => format!("{words} cannot go{place}: it fits in no rotation."),
        (Lang::En, true) => format!("{words} cannot go{place} turned this way."),
        (Lang::Fr, false) => format!(
            "{words} ne peut pas aller{place} : {} ne va dans aucun sens.",
            if garden { "il" } else { "elle" }
        ),
        (Lang::Fr, true) => format!(
            "{words} ne peut pas aller{place} {} ainsi.",
            if garden { "tourné" } else { "tournée" }
        ),
    };
    std::iter::once(head)
        .chain(reasons.iter().map(|r| placement_reason(r, l)))
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn error_text(e: &CasbahError, l: Lang) -> String {
    match e {
        CasbahError::IllegalPlacement {
            tile,
            rotation,
            reasons,
            fits_turned,
            ..
        } => placement_refusal(*tile, *rotation, None, reasons, *fits_turned, l),
        CasbahError::SizeNotForPlayers { size, seats, cells } => {
            let fitting = size_advice(*seats, l);
            match l {
                Lang::En => format!(
                    "A {}×{} casbah has {cells} cells, which {seats} players cannot share equally: each player drafts the same number of tiles, one per cell. {fitting}",
                    size.width, size.height
                ),
                Lang::Fr => format!(
                    "Une casbah de {}×{} a {cells} cases, que {seats} joueurs ne peuvent pas se partager également : chacun choisit le même nombre de tuiles, une par case. {fitting}",
                    size.width, size.height
                ),
            }
        }
        CasbahError::EntranceMustBeTaken => l
            .t(
                "Nobody took the entrance: the last pick must be the entrance.",
                "Personne n'a pris l'entrée : le dernier choix doit être l'entrée.",
            )
            .into(),
        CasbahError::MustPlace { .. } => l
            .t(
                "A tile of yours fits: placing is compulsory.",
                "Une de vos tuiles peut être posée : la pose est obligatoire.",
            )
            .into(),
        CasbahError::UnplayableSize { size } => match l {
            Lang::En => format!(
                "A casbah is 3 to 11 cells a side and 45 cells at most, not {}×{}.",
                size.width, size.height
            ),
            Lang::Fr => format!(
                "Une casbah fait 3 à 11 cases de côté et 45 cases au plus, pas {}×{}.",
                size.width, size.height
            ),
        },
        CasbahError::SeatCount { seats } => match l {
            Lang::En => format!("Casbah is played alone or by 2 to 4 players, not {seats}."),
            Lang::Fr => format!("Casbah se joue seul ou de 2 à 4 joueurs, pas {seats}."),
        },
        CasbahError::TooSmallForPlayers { size, seats } => {
            let players = plural(l, *seats, "player", "players", "joueur", "joueurs");
            match l {
                Lang::En => format!(
                    "A {}×{} casbah is too small for {players}: each needs at least one tile.",
                    size.width, size.height
                ),
                Lang::Fr => format!(
                    "Une casbah de {}×{} est trop petite pour {players} : il faut au moins une tuile chacun.",
                    size.width, size.height
                ),
            }
        }
        CasbahError::GameOver => l.t("The game is over.", "La partie est finie.").into(),
        CasbahError::HelpOnlySolo => l
            .t(
                "Hints are for the solo puzzle.",
                "Les indices sont réservés au jeu en solitaire.",
            )
            .into(),
        CasbahError::StillDrafting => l
            .t(
                "The tiles are still being taken: take one first.",
                "Les tuiles sont encore en train d'être prises : prenez-en une d'abord.",
            )
            .into(),
        CasbahError::NotDrafting => l
            .t(
                "Every tile has been taken already.",
                "Toutes les tuiles sont déjà prises.",
            )
            .into(),
        CasbahError::NotInPool { .. } => l
            .t(
                "This tile is no longer on the table.",
                "Cette tuile n'est plus sur la table.",
            )
            .into(),
        CasbahError::NotInHand { .. } => l
            .t(
                "This tile is not in your hand.",
                "Cette tuile n'est pas dans votre main.",
            )
            .into(),
    }
}

/// A draft order, as the setup form offers it.
pub fn draft_name(order: DraftOrder, l: Lang) -> &'static str {
    match order {
        DraftOrder::Rulebook => l.t(
            "The rulebook's (1-2-3, 1-2-3…)",
            "Celui de la règle (1-2-3, 1-2-3…)",
        ),
        DraftOrder::Snake => l.t("Snake (1-2-3, 3-2-1…)", "En serpent (1-2-3, 3-2-1…)"),
        DraftOrder::Rotating => l.t("Rotating (1-2-3, 2-3-1…)", "Tournant (1-2-3, 2-3-1…)"),
        DraftOrder::Drawn => l.t(
            "Drawn each round (2-3-1, 1-3-2…)",
            "Tiré à chaque tour (2-3-1, 1-3-2…)",
        ),
    }
}

/// Who picks in this round of the draft, in order ("This round: Ada, Bruno, Cléo").
pub fn round_order(game: &Casbah, players: &[PlayerConfig], l: Lang) -> String {
    let names: Vec<&str> = game
        .draft_round()
        .into_iter()
        .map(|s| name(players, s))
        .collect();
    match l {
        Lang::En => format!("This round: {}", names.join(", ")),
        Lang::Fr => format!("Ce tour-ci : {}", names.join(", ")),
    }
}

/// What our tables measured, under the setup's choice of draft order (`docs/balance.md`, "Casbah:
/// a fair draft").
pub fn draft_measured(l: Lang) -> &'static str {
    l.t(
        "In our games the first to pick wins almost every game with the rulebook's order (all 200 at two players on 6×6); the snake only hands the lead to another seat; only the drawn order gives every seat its fair share of wins (see the rules).",
        "Dans nos parties, avec l'ordre de la règle, le premier à choisir gagne presque toutes les parties (les 200, à deux joueurs en 6×6) ; le serpent ne fait que donner l'avance à une autre place ; seul l'ordre tiré au sort donne à chacun sa juste part des victoires (voir la règle).",
    )
}

/// The rulebook's sizes that suit this many players, as advice after a refused size.
pub fn size_advice(seats: u8, l: Lang) -> String {
    let sizes: Vec<String> = tablee_rules::casbah::Size::RULEBOOK
        .iter()
        .filter(|(s, _)| s.suits(seats))
        .map(|(s, _)| format!("{}×{}", s.width, s.height))
        .collect();
    match l {
        Lang::En => format!("For {seats} players: {}.", sizes.join(", ")),
        Lang::Fr => format!("Pour {seats} joueurs : {}.", sizes.join(", ")),
    }
}

fn name(players: &[PlayerConfig], seat: tablee_rules::Seat) -> &str {
    players.get(seat.index()).map_or("?", |p| p.name.as_str())
}

/// The line above the table: whose turn it is and what to do.
/// `last` is the game's last event (a pass is explained to the next player); `must_pass` says the
/// human to move has no legal placement.
pub fn status_line(
    game: &Casbah,
    players: &[PlayerConfig],
    last: Option<&CasbahEvent>,
    must_pass: bool,
    l: Lang,
) -> String {
    match (game.phase(), game.to_move()) {
        (Phase::Over, _) => l.t("Game over", "Partie terminée").to_string(),
        (Phase::Draft { .. }, Some(s)) => {
            let left = plural(
                l,
                game.picks_left(),
                "pick left",
                "picks left",
                "choix restant",
                "choix restants",
            );
            match l {
                Lang::En => format!("Draft — {} picks a tile ({left})", name(players, s)),
                Lang::Fr => format!("Choix des tuiles — {} choisit ({left})", name(players, s)),
            }
        }
        (_, Some(s)) => {
            let to_play = crate::i18n::to_play(name(players, s), l);
            match (must_pass, last) {
                (true, _) => match l {
                    Lang::En => format!("{to_play} — no tile of yours fits anywhere: pass"),
                    Lang::Fr => {
                        format!("{to_play} — aucune de vos tuiles ne va nulle part : passez")
                    }
                },
                (false, Some(CasbahEvent::Passed { seat })) => match l {
                    Lang::En => format!(
                        "{to_play} — {} passed: no tile of theirs fits anywhere",
                        name(players, *seat)
                    ),
                    Lang::Fr => format!(
                        "{to_play} — {} a passé : aucune de ses tuiles ne va nulle part",
                        name(players, *seat)
                    ),
                },
                _ => to_play,
            }
        }
        _ => String::new(),
    }
}

/// A pile's name: "3 × Room 6 (north door, …)", or the tile's alone when it is the only one.
pub fn pile_words(tile: &Tile, rotation: Rotation, count: usize, l: Lang) -> String {
    let words = tile_words(tile, rotation, l);
    if count > 1 {
        format!("{count} × {words}")
    } else {
        words
    }
}

/// A draft button: "Take a corner room with two windows, 3 points (4 on the table)".
pub fn take_words(tile: &Tile, count: usize, l: Lang) -> String {
    format!(
        "{} {}, {} ({})",
        l.t("Take", "Prendre"),
        super::tile::shape_words(tile, l),
        points(tile.value, l),
        on_the_table(count, l)
    )
}

/// How many alike tiles are left to take: "4 on the table", "1 sur la table".
pub fn on_the_table(count: usize, l: Lang) -> String {
    match l {
        Lang::En => format!("{count} on the table"),
        Lang::Fr => format!("{count} sur la table"),
    }
}

/// The solo puzzle's hints: "no hint used", "1 hint used", "2 indices utilisés".
pub fn hints_words(hints: u32, l: Lang) -> String {
    if hints == 0 {
        return l.t("no hint used", "aucun indice utilisé").to_string();
    }

    plural(
        l,
        hints,
        "hint used",
        "hints used",
        "indice utilisé",
        "indices utilisés",
    )
}

/// A number of points: "1 point", "0 point" in French (the banner's words too).
pub use crate::end::points;

/// A number of tiles: "1 tile", "2 tuiles".
pub fn tiles(n: usize, l: Lang) -> String {
    plural(l, n, "tile", "tiles", "tuile", "tuiles")
}

/// How many tiles a seat holds: "1 tile in hand" / "0 tuile en main".
pub fn tiles_in_hand(n: usize, l: Lang) -> String {
    format!("{} {}", tiles(n, l), l.t("in hand", "en main"))
}

/// The heading of a seat's hand: "Tiles of Alice" / "Tuiles d'Alice".
pub fn tiles_of(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    format!(
        "{} {}",
        l.t("Tiles", "Tuiles"),
        of_name(l, name(players, seat))
    )
}

/// A line of the log; `origin` is the board's top-left cell, so places are named as the edges
/// print them ("C4").
pub fn event_text(
    e: &CasbahEvent,
    players: &[PlayerConfig],
    origin: Pos,
    l: Lang,
) -> Option<String> {
    let value = |t: &tablee_rules::casbah::TileId| Tile::get(*t).map_or(0, |t| t.value);
    let shape = |t: &tablee_rules::casbah::TileId| {
        Tile::get(*t).map_or(l.t("a tile", "une tuile"), |t| {
            super::tile::shape_words(t, l)
        })
    };
    Some(match e {
        CasbahEvent::Picked { seat, tile, forced } => match (l, forced) {
            (Lang::En, false) => format!(
                "{} takes {}, worth {}.",
                name(players, *seat),
                shape(tile),
                value(tile)
            ),
            (Lang::En, true) => format!(
                "{} must take the entrance: nobody took it and this is the last pick.",
                name(players, *seat)
            ),
            (Lang::Fr, false) => format!(
                "{} prend {}, de valeur {}.",
                name(players, *seat),
                shape(tile),
                value(tile)
            ),
            (Lang::Fr, true) => format!(
                "{} doit prendre l'entrée : personne ne l'a prise et c'est le dernier choix.",
                name(players, *seat)
            ),
        },
        CasbahEvent::DraftOver { first } => match l {
            Lang::En => format!(
                "The draft is over; {} holds the entrance and starts.",
                name(players, *first)
            ),
            Lang::Fr => format!(
                "Le choix est terminé ; {} a l'entrée et commence.",
                name(players, *first)
            ),
        },
        CasbahEvent::Placed {
            seat,
            tile,
            pos,
            points,
            ..
        } => {
            // The shape, as the draft named it; the points scored are the tile's value.
            let what = shape(tile);
            let at = crate::board::cell_name(origin, *pos);
            match l {
                Lang::En => format!(
                    "{} places {what} at {at} and scores {}.",
                    name(players, *seat),
                    self::points(*points, l)
                ),
                Lang::Fr => format!(
                    "{} pose {what} en {at} et marque {}.",
                    name(players, *seat),
                    self::points(*points, l)
                ),
            }
        }
        CasbahEvent::Passed { seat } => match l {
            Lang::En => format!(
                "{} passes: no tile of theirs fits anywhere.",
                name(players, *seat)
            ),
            Lang::Fr => format!(
                "{} passe : aucune de ses tuiles ne va nulle part.",
                name(players, *seat)
            ),
        },
        CasbahEvent::Helped { help, hints } => match (l, help) {
            (Lang::En, Help::Hint) => format!("The helper gives a hint (hints used: {hints})."),
            (Lang::En, Help::Solution) => {
                format!("The helper shows a solution (hints used: {hints}).")
            }
            (Lang::Fr, Help::Hint) => {
                format!("L'aide donne un indice (indices utilisés : {hints}).")
            }
            (Lang::Fr, Help::Solution) => {
                format!("L'aide montre une solution (indices utilisés : {hints}).")
            }
        },
        CasbahEvent::Finished { .. } => l
            .t(
                "Nobody can place any more: the game is over.",
                "Plus personne ne peut poser : la partie est finie.",
            )
            .into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::default_players;
    use tablee_rules::Seat;
    use tablee_rules::casbah::{Rotation, TILES};

    fn placed(kind: TileKind, pos: Pos) -> CasbahEvent {
        let tile = TILES.iter().find(|t| t.kind == kind).unwrap();
        CasbahEvent::Placed {
            seat: Seat(1),
            tile: tile.id,
            rotation: Rotation::new(0),
            pos,
            points: tile.value,
        }
    }

    #[test]
    fn a_pick_is_logged_with_the_tiles_shape_and_value() {
        let corner = TILES
            .iter()
            .find(|t| t.shape() == tablee_rules::casbah::Shape::Doors2Adjacent)
            .unwrap();
        let e = CasbahEvent::Picked {
            seat: Seat(0),
            tile: corner.id,
            forced: false,
        };
        let v = corner.value;
        let origin = Pos::new(0, 0);
        assert_eq!(
            event_text(&e, &default_players(2), origin, Lang::En).unwrap(),
            format!("Camille takes a corner room with two windows, worth {v}.")
        );
        assert_eq!(
            event_text(&e, &default_players(2), origin, Lang::Fr).unwrap(),
            format!("Camille prend une salle d'angle à deux fenêtres, de valeur {v}.")
        );
    }

    #[test]
    fn a_placement_is_logged_with_the_tiles_shape_and_the_printed_coordinates() {
        let players = default_players(2);
        let room = TILES.iter().find(|t| t.kind == TileKind::Room).unwrap();
        let v = room.value;
        let (en_shape, fr_shape) = (
            super::super::tile::shape_words(room, Lang::En),
            super::super::tile::shape_words(room, Lang::Fr),
        );
        // The board drawn from (-1, 2): the cell (1, 5) is printed as C4.
        let e = placed(TileKind::Room, Pos::new(1, 5));
        let origin = Pos::new(-1, 2);
        assert_eq!(
            event_text(&e, &players, origin, Lang::En).unwrap(),
            format!("Sacha places {en_shape} at C4 and scores {v} points.")
        );
        let fr = default_players(2);
        let name = crate::seats::name(&fr, Seat(1));
        assert_eq!(
            event_text(&e, &fr, origin, Lang::Fr).unwrap(),
            format!("{name} pose {fr_shape} en C4 et marque {v} points.")
        );
        let entrance = placed(TileKind::Entrance, Pos::new(0, 0));
        assert!(
            event_text(&entrance, &players, Pos::new(0, 0), Lang::En)
                .unwrap()
                .starts_with("Sacha places the entrance at A1 and scores")
        );
        assert!(
            event_text(&entrance, &fr, Pos::new(0, 0), Lang::Fr)
                .unwrap()
                .contains(" pose l'entrée en A1 et marque")
        );
    }
}

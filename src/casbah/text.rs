//! Casbah's messages in words: why a placement is refused, what happened in the log.

use tablee_rules::casbah::{
    CasbahError, CasbahEvent, Demand, Help, PlacementError, Rotation, Tile, TileId, TileKind,
};

use super::tile::{dir_name, side_name, tile_words};
use crate::i18n::Lang;
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
        PlacementError::NotTouching => l
            .t(
                "A tile must touch the casbah by a side, not only by a corner.",
                "Une tuile doit toucher la casbah par un côté, pas seulement par un coin.",
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
        CasbahError::UnplayableSize { size } => match l {
            Lang::En => format!(
                "A casbah is a rectangle of 3 to 11 cells a side and 45 cells at most, not {}×{}.",
                size.width, size.height
            ),
            Lang::Fr => format!(
                "Une casbah est un rectangle de 3 à 11 cases de côté et de 45 cases au plus, pas {}×{}.",
                size.width, size.height
            ),
        },
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
        other => match l {
            Lang::En => other.to_string(),
            Lang::Fr => l
                .t(
                    "This move is not allowed now.",
                    "Ce coup n'est pas permis maintenant.",
                )
                .into(),
        },
    }
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

pub fn event_text(e: &CasbahEvent, players: &[PlayerConfig], l: Lang) -> Option<String> {
    let value = |t: &tablee_rules::casbah::TileId| Tile::get(*t).map_or(0, |t| t.value);
    Some(match e {
        CasbahEvent::Picked { seat, tile, forced } => match (l, forced) {
            (Lang::En, false) => format!(
                "{} takes a tile worth {}.",
                name(players, *seat),
                value(tile)
            ),
            (Lang::En, true) => format!(
                "{} must take the entrance: nobody took it and this is the last pick.",
                name(players, *seat)
            ),
            (Lang::Fr, false) => format!(
                "{} prend une tuile de valeur {}.",
                name(players, *seat),
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
        CasbahEvent::Placed { seat, points, .. } => match l {
            Lang::En => format!(
                "{} places a tile and scores {points}.",
                name(players, *seat)
            ),
            Lang::Fr => format!(
                "{} pose une tuile et marque {points}.",
                name(players, *seat)
            ),
        },
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

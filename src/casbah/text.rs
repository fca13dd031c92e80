//! Casbah's messages in words: why a placement is refused, what happened in the log.

use tablee_rules::Pos;
use tablee_rules::casbah::{CasbahError, CasbahEvent, Demand, PlacementError, Tile, TileKind};

use super::tile::{dir_name, side_name};
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

pub fn error_text(e: &CasbahError, l: Lang) -> String {
    match e {
        CasbahError::IllegalPlacement { reasons, .. } => reasons
            .iter()
            .map(|r| placement_reason(r, l))
            .collect::<Vec<_>>()
            .join(" "),
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

fn name(players: &[PlayerConfig], seat: tablee_rules::Seat) -> &str {
    players.get(seat.index()).map_or("?", |p| p.name.as_str())
}

/// A tile as the log names it: "a Room 6", "une salle 6", "the Entrance".
fn tile_short(tile: &Tile, l: Lang) -> String {
    let v = tile.value;
    match (tile.kind, l) {
        (TileKind::Room, Lang::En) => format!("a Room {v}"),
        (TileKind::Room, Lang::Fr) => format!("une salle {v}"),
        (TileKind::Garden, Lang::En) => format!("a Garden {v}"),
        (TileKind::Garden, Lang::Fr) => format!("un jardin {v}"),
        (TileKind::Entrance, _) => l.t("the Entrance", "l'entrée").into(),
    }
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
    Some(match e {
        CasbahEvent::Picked { seat, tile, forced } => match (l, forced) {
            (Lang::En, false) => format!(
                "{} takes a tile worth {}.",
                name(players, *seat),
                value(tile)
            ),
            (Lang::En, true) => format!("{} must take the entrance.", name(players, *seat)),
            (Lang::Fr, false) => format!(
                "{} prend une tuile de valeur {}.",
                name(players, *seat),
                value(tile)
            ),
            (Lang::Fr, true) => format!("{} doit prendre l'entrée.", name(players, *seat)),
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
            let what = Tile::get(*tile).map_or_else(
                || l.t("a tile", "une tuile").to_string(),
                |t| tile_short(t, l),
            );
            let at = crate::board::cell_name(origin, *pos);
            match l {
                Lang::En => format!(
                    "{} places {what} at {at} and scores {points}.",
                    name(players, *seat)
                ),
                Lang::Fr => format!(
                    "{} pose {what} en {at} et marque {points}.",
                    name(players, *seat)
                ),
            }
        }
        CasbahEvent::Passed { seat } => match l {
            Lang::En => format!("{} cannot place anything and passes.", name(players, *seat)),
            Lang::Fr => format!("{} ne peut rien poser et passe.", name(players, *seat)),
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
    fn a_placement_is_logged_with_the_tile_and_the_printed_coordinates() {
        let players = default_players(2, Lang::En);
        let room = TILES.iter().find(|t| t.kind == TileKind::Room).unwrap();
        let v = room.value;
        // The board drawn from (-1, 2): the cell (1, 5) is printed as C4.
        let e = placed(TileKind::Room, Pos::new(1, 5));
        let origin = Pos::new(-1, 2);
        assert_eq!(
            event_text(&e, &players, origin, Lang::En).unwrap(),
            format!("Player 2 places a Room {v} at C4 and scores {v}.")
        );
        let fr = default_players(2, Lang::Fr);
        let name = crate::seats::name(&fr, Seat(1));
        assert_eq!(
            event_text(&e, &fr, origin, Lang::Fr).unwrap(),
            format!("{name} pose une salle {v} en C4 et marque {v}.")
        );
        let entrance = placed(TileKind::Entrance, Pos::new(0, 0));
        assert!(
            event_text(&entrance, &players, Pos::new(0, 0), Lang::En)
                .unwrap()
                .starts_with("Player 2 places the Entrance at A1 and scores")
        );
        assert!(
            event_text(&entrance, &fr, Pos::new(0, 0), Lang::Fr)
                .unwrap()
                .contains(" pose l'entrée en A1 et marque")
        );
    }
}

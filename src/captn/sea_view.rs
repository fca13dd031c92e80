//! The sea as one seat sees it: the public table, what is legal for the piece it holds, and
//! what only its own moment shows (its target, its captain's way, the islands it may give).

use tablee_rules::Seat;
use tablee_rules::captn::{CaptnView, IslandId, PositionId};

use super::sea::{Geometry, Handle, Mark, SeaIsland, SeaLane, Spot, Token};
use super::state::Piece;
use super::text::{island_name, lane_name, piece_of, treasure_name};
use crate::board::{LastMoves, last_move_words};
use crate::i18n::Lang;
use crate::seats::{PlayerConfig, colour_hex};

/// A player's pieces: his colour, and his seat number (names may share their first letter).
pub(super) fn token(players: &[PlayerConfig], seat: Seat) -> Token {
    let p = players.get(seat.index());
    Token {
        colour: colour_hex(p.map_or(seat.index(), |p| p.colour)),
        initial: (seat.index() + 1).to_string(),
        handle: None,
    }
}

/// What the sea shows besides the public table: the viewer's own target and his captain's way
/// to it (his private moment only), the islands a chooser may give (his choosing moment only),
/// and the pieces the player to move may pick up from the sea.
#[derive(Default)]
pub(super) struct Overlay {
    pub(super) target: Option<IslandId>,
    pub(super) route: Vec<PositionId>,
    pub(super) choice: Vec<IslandId>,
    pub(super) handles: Vec<(Piece, Handle)>,
    /// Each seat's last move, marked where it was made.
    pub(super) last: LastMoves<Spot>,
}

/// The sea as `view` sees it, with what is legal for the held piece and the `overlay`.
pub(super) fn sea_of(
    players: &[PlayerConfig],
    view: &CaptnView,
    held: Option<Piece>,
    hover: Option<Spot>,
    overlay: Overlay,
    l: Lang,
) -> (Vec<SeaIsland>, Vec<SeaLane>) {
    let board = view.board();
    let geometry = Geometry::of(board);
    let pieces = view.pieces();
    let turn = view.sea.turn();
    let Overlay {
        target,
        route,
        choice,
        mut handles,
        last,
    } = overlay;
    let mut handle = |piece: Piece| {
        let at = handles.iter().position(|(p, _)| *p == piece)?;
        Some(handles.swap_remove(at).1)
    };
    let mut ship_handle = handle(Piece::Ship);
    let mut captain_handle = handle(Piece::Captain);
    let legal_islands = match held {
        Some(Piece::Captain) => view.captain_options(),
        _ => choice,
    };
    let legal_lanes = match held {
        Some(Piece::Ship) => view.ship_options(),
        _ => Vec::new(),
    };
    let legal_word = l.t(", legal spot", ", emplacement permis");
    let islands = board
        .islands()
        .iter()
        .map(|i| {
            let captain = pieces.captain_on(i.id);
            let mark = match (
                legal_islands.contains(&i.id),
                hover == Some(Spot::Island(i.id)),
            ) {
                (true, true) => Mark::Aimed,
                (true, false) => Mark::Legal,
                _ => Mark::None,
            };
            let mut label = island_name(board, i.id, l);
            if let Some(s) = captain {
                label += &piece_of(false, s, players, l);
            }
            if target == Some(i.id) {
                label += l.t(", your target", ", votre objectif");
            }
            let last = last.mark(&Spot::Island(i.id), players);
            if let Some(m) = last {
                label += &last_move_words(m.seat, players, l);
            }
            if mark != Mark::None {
                label += legal_word;
            }
            SeaIsland {
                id: i.id,
                treasure: i.treasure,
                at: geometry.centre(i.id),
                name: treasure_name(i.treasure, l).into(),
                label,
                mark,
                target: target == Some(i.id),
                captain: captain.map(|s| Token {
                    handle: (s == turn).then(|| captain_handle.take()).flatten(),
                    ..token(players, s)
                }),
                last,
            }
        })
        .collect();
    let lanes = board
        .positions()
        .iter()
        .map(|p| {
            let ship = pieces.ship_on(p.id);
            let mark = match (legal_lanes.contains(&p.id), hover == Some(Spot::Lane(p.id))) {
                (true, true) => Mark::Aimed,
                (true, false) => Mark::Legal,
                _ => Mark::None,
            };
            let mut label = lane_name(board, p.id, l);
            if let Some(s) = ship {
                label += &piece_of(true, s, players, l);
            }
            let last = last.mark(&Spot::Lane(p.id), players);
            if let Some(m) = last {
                label += &last_move_words(m.seat, players, l);
            }
            if mark != Mark::None {
                label += legal_word;
            }
            let (from, to) = geometry.ends(p.id);
            SeaLane {
                id: p.id,
                from,
                to,
                anchor: geometry.anchor(p.id),
                colour: p.colour,
                label,
                mark,
                ship: ship.map(|s| Token {
                    handle: (s == turn).then(|| ship_handle.take()).flatten(),
                    ..token(players, s)
                }),
                route: route.contains(&p.id),
                last,
            }
        })
        .collect();
    (islands, lanes)
}

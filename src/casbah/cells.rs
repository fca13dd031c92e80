//! The casbah as the board widget draws it: tiles, the rectangle's sure and possible cells, and
//! where a held tile fits, each asked of the engine and named for screen readers.

use tablee_rules::Pos;
use tablee_rules::casbah::solver::SolvedTile;
use tablee_rules::casbah::{Casbah, CasbahEvent, Rotation, Tile, TileId};
use yew::prelude::*;

use super::tile::{tile_svg, tile_words};
use crate::board::{BoardCell, CellMark, Frame, LastMoves, Step};
use crate::i18n::Lang;

pub(super) fn frame_of(game: &Casbah) -> Frame {
    let r = game.board().frame();
    Frame {
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
    }
}

pub(super) fn cell_name(frame: Frame, p: Pos) -> String {
    crate::board::cell_name(frame.origin(), p)
}

/// Each seat's last placement, from the game's events: a pass takes the mark away. The solo
/// puzzle has nobody else's move to show, and marks nothing.
pub(super) fn last_moves(game: &Casbah, events: &[CasbahEvent]) -> LastMoves<Pos> {
    let events: &[CasbahEvent] = if tablee_rules::Game::setup(game).is_solo() {
        &[]
    } else {
        events
    };
    let steps = events.iter().flat_map(|e| match e {
        CasbahEvent::Placed { seat, pos, .. } => vec![Step::Put(*seat, *pos), Step::Done(*seat)],
        CasbahEvent::Passed { seat } => vec![Step::Cleared(*seat)],
        _ => Vec::new(),
    });
    LastMoves::from_steps(usize::from(game.seats().max(1)), steps)
}

/// What is drawn over the casbah besides its tiles.
#[derive(Default)]
pub(super) struct Overlay<'a> {
    pub held: Option<(&'static Tile, Rotation)>,
    pub hint: Option<SolvedTile>,
    pub solution: &'a [(Pos, TileId, Rotation)],
}

/// The board's cells as the widget draws them: tiles, the rectangle's sure and possible cells,
/// and where the held tile fits (asked of the engine), each with its accessible name.
pub(super) fn cells_of(game: &Casbah, frame: Frame, overlay: &Overlay, l: Lang) -> Vec<BoardCell> {
    let board = game.board();
    (frame.y..frame.y + frame.height)
        .flat_map(|y| (frame.x..frame.x + frame.width).map(move |x| Pos::new(x, y)))
        .map(|pos| {
            let cname = cell_name(frame, pos);
            if let Some(placed) = board.at(pos) {
                let tile = Tile::get(placed.tile);
                let content = tile.map_or(html! {}, |t| tile_svg(t, placed.rotation));
                let words = tile.map_or(String::new(), |t| tile_words(t, placed.rotation, l));
                return BoardCell {
                    pos,
                    label: format!("{cname}: {words}"),
                    class: "placed",
                    mark: CellMark::None,
                    content,
                    actionable: false,
                    last: None,
                };
            }
            let class = if board.surely_outside(pos) {
                "outside"
            } else if board.surely_inside(pos) {
                "inside"
            } else {
                "maybe"
            };
            let mut mark = CellMark::None;
            let mut label = format!(
                "{cname}: {}",
                match class {
                    "inside" => l.t("empty, inside the casbah", "vide, dans la casbah"),
                    "maybe" => l.t(
                        "empty, maybe inside the casbah",
                        "vide, peut-être dans la casbah"
                    ),
                    _ => l.t("outside the casbah", "hors de la casbah"),
                }
            );
            if let Some((tile, r)) = overlay.held {
                if board.is_legal(tile, r, pos) {
                    mark = CellMark::Legal;
                    label.push_str(l.t(", legal spot", ", emplacement permis"));
                } else if Rotation::ALL.iter().any(|r| board.is_legal(tile, *r, pos)) {
                    mark = CellMark::LegalTurned;
                    label.push_str(l.t(
                        ", legal spot once turned",
                        ", emplacement permis une fois tournée",
                    ));
                }
            }
            let mut content = html! {};
            if overlay.hint.is_some_and(|h| h.pos == pos) {
                mark = CellMark::Hint;
                label.push_str(l.t(", hint", ", indice"));
            }
            if let Some((_, t, r)) = overlay.solution.iter().find(|(p, _, _)| *p == pos) {
                if let Some(tile) = Tile::get(*t) {
                    content =
                        html! { <g class="solution" opacity="0.45">{ tile_svg(tile, *r) }</g> };
                }
            }
            BoardCell {
                pos,
                label,
                class,
                mark,
                content,
                actionable: overlay.held.is_some(),
                last: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::casbah::{CasbahSetup, Size, ai};
    use tablee_rules::{Seat, Session, Strength};

    #[test]
    fn each_seat_s_last_placement_is_marked_until_it_places_again() {
        let setup = CasbahSetup::new(Size::new(5, 4), 2);
        let mut session = Session::<Casbah>::new(setup, 3).unwrap();
        let mut checked = 0;
        while let Some(action) = ai::choose(session.game(), Strength::Quick, 9) {
            session.play(action).unwrap();
            let marks = last_moves(session.game(), session.events());
            for seat in [Seat(0), Seat(1)] {
                // The seat's newest event that placed or passed decides its mark.
                let last = session.events().iter().rev().find_map(|e| match e {
                    CasbahEvent::Placed { seat: s, pos, .. } if *s == seat => Some(Some(*pos)),
                    CasbahEvent::Passed { seat: s } if *s == seat => Some(None),
                    _ => None,
                });
                let expected: Vec<Pos> = last.flatten().into_iter().collect();
                assert_eq!(marks.of(seat), expected.as_slice());
                if let Some(pos) = expected.first() {
                    assert_eq!(marks.at(pos), Some(seat));
                    checked += 1;
                }
            }
        }
        assert!(checked > 4, "the game placed too few tiles to test");
        // Only the newest placements are marked: at most one cell per seat.
        let marks = last_moves(session.game(), session.events());
        let board = session.game().board();
        let marked = board
            .placed()
            .iter()
            .filter(|p| marks.at(&p.pos).is_some())
            .count();
        assert!(marked <= 2 && board.placed().len() > 2);
    }
}

//! The state of a Cabanes screen and the messages that change it (a Yew reducer). The engine
//! decides every rule; this remembers the tile held and how it faces, the spot pointed at (by a
//! pointer, a finger or the keyboard's cursor), the cannon's aim and why the last drop was refused.

use std::rc::Rc;

use tablee_rules::Game;
use tablee_rules::cabanes::{
    Cabanes, CabanesAction, CabanesError, CabanesEvent, CabanesSetup, CabanesView, Cell, Phase,
    Spot, Target, TileId, tile,
};
use yew::prelude::*;

use crate::board::{LastMoves, Step};
use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig};
use crate::storage::{self, Options, Unit};
use crate::table::{Seating, TableMsg, TableState};

/// A cell of one of the three huts: (hut, cell).
pub type HutCell = (u8, Cell);

/// Where a held tile comes from: a pile's face-up top tile, or one of the tiles in front of the
/// player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Pile(u8),
    Front(TileId),
}

/// Where a held tile may be let go: a cell of a hut, or the player's own area (to keep a pile's
/// tile in front of him).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    Cell(u8, Cell),
    Front,
}

#[derive(Clone, PartialEq)]
pub struct Play {
    pub seating: Seating<Cabanes>,
    pub held: Option<Source>,
    /// The held tile is turned over (only tiles that allow it).
    pub mirrored: bool,
    /// The cell under the pointer while a tile is dragged.
    pub hover: Option<HutCell>,
    /// The keyboard's cell while a tile is held.
    pub cursor: Option<HutCell>,
    /// The arrows moved the cursor since the tile was picked up: why its cell refuses the tile
    /// is worth saying (not before, when it only marks where the keyboard would start).
    pub cursor_moved: bool,
    /// Why the last drop was refused: every rule it broke.
    pub refusal: Vec<CabanesError>,
    /// The cannon's target pointed at (hovered or tapped): everything that would fall is outlined
    /// and "Fire" shoots it.
    pub aim: Option<HutCell>,
}

#[derive(Clone)]
pub enum Msg {
    Hold(Source),
    Release,
    /// Turns the held tile over (M), if the tile allows it.
    Mirror,
    Hover(Option<HutCell>),
    /// The held tile dropped or tapped onto a cell or the player's own area.
    DropOn(Landing),
    /// Arrow keys: the cursor to an open cell (the board finds the next one that way).
    Cursor(HutCell),
    /// Enter: the held tile onto the cursor's cell.
    DropAtCursor,
    /// Points the cannon at a tile (or at nothing).
    Aim(Option<HutCell>),
    /// Fires at the aimed tile.
    Fire,
    /// An action from a button or a computer player.
    Act(CabanesAction),
    Undo,
    Redo,
    /// What the shared table says (a table across devices).
    Table(TableMsg<Cabanes>),
}

impl storage::SavedGame for Cabanes {
    const KIND: GameKind = GameKind::Cabanes;

    fn refusal(e: &CabanesError, _: &CabanesSetup, _: &[PlayerConfig], l: Lang) -> String {
        super::text::error(e, l)
    }

    /// Les Cabanes has only its base game. Nothing is secret but the order of the piles: the
    /// points each seat would have if the game ended now are everybody's to see.
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>) {
        let points = self
            .scores()
            .iter()
            .map(|line| i64::from(line.total))
            .collect();
        (Options::Variant(false), Some((Unit::Points, points)))
    }
}

impl From<Seating<Cabanes>> for Play {
    fn from(seating: Seating<Cabanes>) -> Play {
        Play {
            seating,
            held: None,
            mirrored: false,
            hover: None,
            cursor: None,
            cursor_moved: false,
            refusal: Vec::new(),
            aim: None,
        }
    }
}

impl Play {
    pub fn game(&self) -> &Cabanes {
        self.seating.game()
    }

    /// What the table shows: everything but the order of the piles, which nobody sees.
    pub fn view(&self) -> CabanesView {
        let game = self.game();
        game.view(game.turn())
    }

    /// Whether the human to move may pick up a tile: his turn, no cannon waiting.
    pub fn can_handle(&self) -> bool {
        self.seating.human_to_move().is_some() && *self.game().phase() == Phase::Play
    }

    /// Whether the human to move is aiming his cannon.
    pub fn aiming(&self) -> bool {
        self.seating.human_to_move().is_some()
            && matches!(self.game().phase(), Phase::Cannon { .. })
    }

    /// The tile a source holds now, if it is still there.
    pub fn tile_of(&self, source: Source) -> Option<TileId> {
        let game = self.game();
        match source {
            Source::Pile(p) => game.tops().get(usize::from(p)).copied().flatten(),
            Source::Front(t) => game.front(game.turn()).contains(&t).then_some(t),
        }
    }

    /// The held tile, if any.
    pub fn held_tile(&self) -> Option<TileId> {
        self.held.and_then(|s| self.tile_of(s))
    }

    /// Whether the held tile may be turned over.
    pub fn can_mirror(&self) -> bool {
        self.held_tile()
            .and_then(tile)
            .is_some_and(|t| t.mirrorable)
    }

    /// Every spot of the three huts where the held tile may go, as it faces now.
    pub fn legal_cells(&self) -> Vec<HutCell> {
        let Some(t) = self.held_tile() else {
            return Vec::new();
        };
        self.game()
            .legal_spots(t)
            .into_iter()
            .filter(|s| s.mirrored == self.mirrored)
            .map(|s| (s.hut, s.cell))
            .collect()
    }

    /// Whether the held tile would fit at `cell` turned the other way (a hint for a refusal).
    pub fn fits_turned(&self, at: HutCell) -> bool {
        let Some(t) = self.held_tile() else {
            return false;
        };
        let spot = Spot {
            hut: at.0,
            cell: at.1,
            mirrored: !self.mirrored,
        };
        self.can_mirror() && self.game().check_build(t, spot).is_ok()
    }

    /// Every empty cell of the three huts next to a tile: where a tile can be tried.
    pub fn open_cells(&self) -> Vec<HutCell> {
        let mut cells = Vec::new();
        for (h, hut) in self.game().huts().iter().enumerate() {
            let Ok(h) = u8::try_from(h) else { continue };
            cells.extend(hut.open_cells().into_iter().map(|c| (h, c)));
        }
        cells
    }

    /// Why the held tile may not go at `at` as it faces (empty when it may).
    pub fn reasons_at(&self, at: HutCell) -> Vec<CabanesError> {
        let Some(t) = self.held_tile() else {
            return Vec::new();
        };
        let spot = Spot {
            hut: at.0,
            cell: at.1,
            mirrored: self.mirrored,
        };
        match self.game().check_build(t, spot) {
            Ok(_) => Vec::new(),
            Err(reasons) => vec![CabanesError::IllegalBuild {
                tile: t,
                hut: at.0,
                cell: at.1,
                mirrored: self.mirrored,
                reasons,
            }],
        }
    }

    /// The cannon's targets now (none outside a cannon shot).
    pub fn targets(&self) -> Vec<Target> {
        self.game().cannon_targets()
    }

    /// The aimed target, if it still is one.
    pub fn aimed(&self) -> Option<Target> {
        let (hut, cell) = self.aim?;
        self.targets()
            .into_iter()
            .find(|t| t.hut == hut && t.cell == cell)
    }

    /// Where the keyboard cursor starts: the first legal cell, else the first open one.
    fn first_cell(&self) -> Option<HutCell> {
        self.legal_cells()
            .first()
            .copied()
            .or_else(|| self.open_cells().first().copied())
    }

    fn act(&mut self, action: CabanesAction) {
        match self.seating.play(action) {
            Ok(_) => {
                self.held = None;
                self.mirrored = false;
                self.hover = None;
                self.aim = None;
                self.refusal.clear();
            }
            Err(e) => self.refusal = vec![e],
        }
    }

    /// The action a drop means: building the held tile there (from its pile or from the player's
    /// own area) or keeping a pile's tile. The engine says whether it is legal, with every reason
    /// when it is not; a refused tile stays in hand, so the player can try another cell.
    fn drop_on(&mut self, target: Landing) {
        let Some(source) = self.held else { return };
        if self.tile_of(source).is_none() {
            self.held = None;
            return;
        }
        match (source, target) {
            (Source::Pile(pile), Landing::Front) => self.act(CabanesAction::Keep { pile }),
            // Already in front of him: put back where it was.
            (Source::Front(_), Landing::Front) => {
                self.held = None;
                self.mirrored = false;
                self.refusal.clear();
            }
            (source, Landing::Cell(hut, cell)) => {
                self.cursor = Some((hut, cell));
                let reasons = self.reasons_at((hut, cell));
                if !reasons.is_empty() {
                    self.refusal = reasons;
                    return;
                }
                let spot = Spot {
                    hut,
                    cell,
                    mirrored: self.mirrored,
                };
                self.act(match source {
                    Source::Pile(pile) => CabanesAction::BuildFromPile { pile, spot },
                    Source::Front(tile) => CabanesAction::BuildFromFront { tile, spot },
                });
            }
        }
    }
}

impl TableState for Play {
    type Game = Cabanes;

    fn seating(&self) -> &Seating<Cabanes> {
        &self.seating
    }
}

impl From<TableMsg<Cabanes>> for Msg {
    fn from(msg: TableMsg<Cabanes>) -> Msg {
        Msg::Table(msg)
    }
}

impl From<CabanesAction> for Msg {
    fn from(action: CabanesAction) -> Msg {
        Msg::Act(action)
    }
}

impl Reducible for Play {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Table(m) => next.seating.take(m),
            Msg::Hold(source) => {
                if next.can_handle() && next.tile_of(source).is_some() {
                    if next.held != Some(source) {
                        next.mirrored = false;
                        next.held = Some(source);
                        next.cursor = next.first_cell();
                        next.cursor_moved = false;
                    }
                    next.refusal.clear();
                }
            }
            Msg::Release => {
                next.held = None;
                next.mirrored = false;
                next.hover = None;
                next.refusal.clear();
            }
            Msg::Mirror => {
                if next.can_mirror() {
                    next.mirrored = !next.mirrored;
                    next.refusal.clear();
                }
            }
            Msg::Hover(c) => next.hover = c,
            Msg::DropOn(target) => next.drop_on(target),
            Msg::Cursor(at) => {
                if next.held.is_some() && next.open_cells().contains(&at) {
                    next.cursor = Some(at);
                    next.cursor_moved = true;
                }
            }
            Msg::DropAtCursor => {
                if let Some((hut, cell)) = next.cursor.filter(|_| next.held.is_some()) {
                    next.drop_on(Landing::Cell(hut, cell));
                }
            }
            Msg::Aim(at) => {
                if next.aiming() {
                    next.aim = at;
                }
            }
            Msg::Fire => {
                if let Some(t) = next.aimed().filter(|_| next.aiming()) {
                    next.act(CabanesAction::Fire {
                        hut: t.hut,
                        cell: t.cell,
                    });
                }
            }
            Msg::Act(a) => next.act(a),
            Msg::Undo => {
                if let Some(seat) = seats::undo_seat(&next.seating.players, &next.seating.session) {
                    next.seating.undo(seat);
                    next.held = None;
                    next.mirrored = false;
                    next.aim = None;
                    next.refusal.clear();
                }
            }
            Msg::Redo => {
                next.seating.session.redo();
                next.held = None;
                next.aim = None;
            }
        }
        Rc::new(next)
    }
}

/// What a seat's last move left: a tile built on a hut, or a tile kept in front of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Marked {
    Hut(u8, Cell),
    Kept(TileId),
}

/// Each seat's last move, from the game's events: the tile it built (a cannon shot after it is
/// part of the same move) or the tile it kept.
pub(super) fn last_moves(events: &[CabanesEvent], seats: u8) -> LastMoves<Marked> {
    let steps = events.iter().flat_map(|e| match e {
        CabanesEvent::Built { seat, spot, .. } => vec![
            Step::Put(*seat, Marked::Hut(spot.hut, spot.cell)),
            Step::Done(*seat),
        ],
        CabanesEvent::Kept { seat, tile, .. } => {
            vec![Step::Put(*seat, Marked::Kept(*tile)), Step::Done(*seat)]
        }
        _ => Vec::new(),
    });
    LastMoves::from_steps(usize::from(seats), steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::SeatKind;
    use crate::seats::seats_of as players;
    use tablee_rules::cabanes::{CabanesSetup, ai};
    use tablee_rules::{Seat, SeededRng, Session, Strength};

    fn humans(n: usize, seed: u64) -> Rc<Play> {
        let session = Session::new(CabanesSetup { seats: n as u8 }, seed).unwrap();
        Rc::new(Play::from(Seating::new(
            "t",
            players(&vec![SeatKind::Human; n]),
            session,
        )))
    }

    fn send(play: Rc<Play>, msg: Msg) -> Rc<Play> {
        play.reduce(msg)
    }

    /// Plays the quick computer's moves for everybody until `stop` holds (at most 200 moves).
    fn play_until(mut play: Rc<Play>, stop: impl Fn(&Play) -> bool) -> Option<Rc<Play>> {
        let mut rng = SeededRng::new(5);
        for _ in 0..200 {
            if stop(&play) {
                return Some(play);
            }
            let action = ai::quick_action(&play.view(), &mut rng)?;
            play = send(play, Msg::Act(action));
        }
        None
    }

    #[test]
    fn a_pile_tile_dropped_on_ones_own_area_is_kept() {
        let play = humans(3, 11);
        let top = play.game().tops()[2].unwrap();
        let play = send(play, Msg::Hold(Source::Pile(2)));
        assert_eq!(play.held_tile(), Some(top));
        let play = send(play, Msg::DropOn(Landing::Front));
        assert_eq!(play.game().front(Seat(0)), &[top]);
        assert_eq!(play.held, None);
        assert_eq!(play.game().turn(), Seat(1));
    }

    #[test]
    fn a_refused_cell_keeps_the_tile_in_hand_with_every_reason() {
        let play = send(humans(2, 3), Msg::Hold(Source::Pile(0)));
        let legal = play.legal_cells();
        let illegal = play
            .open_cells()
            .into_iter()
            .find(|c| !legal.contains(c))
            .expect("an open cell where the tile does not fit");
        let play = send(play, Msg::DropOn(Landing::Cell(illegal.0, illegal.1)));
        assert_eq!(play.held, Some(Source::Pile(0)));
        assert!(play.seating.session.record().turns.is_empty());
        match play.refusal.as_slice() {
            [
                CabanesError::IllegalBuild {
                    reasons, hut, cell, ..
                },
            ] => {
                assert!(!reasons.is_empty());
                assert_eq!((*hut, *cell), illegal);
            }
            other => panic!("one refusal with its reasons expected, got {other:?}"),
        }
        let play = send(play, Msg::Release);
        assert!(play.refusal.is_empty());
        assert_eq!(play.held, None);
    }

    #[test]
    fn a_glowing_cell_builds_the_tile_and_only_mirrorable_tiles_turn_over() {
        // A pile whose top tile can be built somewhere, turned over if it allows it.
        let mut found = false;
        for seed in 0..40 {
            let play = humans(2, seed);
            for pile in 0..5u8 {
                let held = send(play.clone(), Msg::Hold(Source::Pile(pile)));
                let mirrorable = held.can_mirror();
                let turned = send(held.clone(), Msg::Mirror);
                assert_eq!(turned.mirrored, mirrorable);
                let Some(&(hut, cell)) = turned.legal_cells().first() else {
                    continue;
                };
                let tile = turned.held_tile().unwrap();
                let built = send(turned.clone(), Msg::DropOn(Landing::Cell(hut, cell)));
                let placed = built.game().hut(hut).unwrap().at(cell).copied().unwrap();
                assert_eq!(placed.tile, tile);
                assert_eq!(placed.mirrored, mirrorable);
                assert_eq!(built.held, None);
                found |= mirrorable;
            }
            if found {
                return;
            }
        }
        panic!("no mirrorable tile built in 40 seeds");
    }

    #[test]
    fn the_keyboard_cursor_stays_on_open_cells_and_enter_builds() {
        let play = humans(2, 8);
        let pile = (0..5u8)
            .find(|p| {
                !send(play.clone(), Msg::Hold(Source::Pile(*p)))
                    .legal_cells()
                    .is_empty()
            })
            .expect("a buildable top tile");
        let held = send(play, Msg::Hold(Source::Pile(pile)));
        // The cursor starts on a glowing cell.
        assert!(held.legal_cells().contains(&held.cursor.unwrap()));
        // The cursor goes to open cells only.
        let open = held.open_cells();
        let other = *open.iter().find(|c| Some(**c) != held.cursor).unwrap();
        let moved = send(held.clone(), Msg::Cursor(other));
        assert_eq!(moved.cursor, Some(other));
        assert!(moved.cursor_moved && !held.cursor_moved);
        let occupied = (0, Cell::new(0, 0));
        assert_eq!(
            send(held.clone(), Msg::Cursor(occupied)).cursor,
            held.cursor
        );
        let built = send(held, Msg::DropAtCursor);
        assert_eq!(built.seating.session.record().turns.len(), 1);
        assert_eq!(built.held, None);
    }

    #[test]
    fn a_tile_in_front_builds_from_there_and_dropped_back_stays() {
        let play = humans(2, 21);
        let top = play.game().tops()[1].unwrap();
        let play = send(
            send(play, Msg::Hold(Source::Pile(1))),
            Msg::DropOn(Landing::Front),
        );
        // The other seat keeps too, then the first builds from his own area if he can.
        let play = send(
            send(play, Msg::Hold(Source::Pile(3))),
            Msg::DropOn(Landing::Front),
        );
        let held = send(play, Msg::Hold(Source::Front(top)));
        assert_eq!(held.held_tile(), Some(top));
        let back = send(held.clone(), Msg::DropOn(Landing::Front));
        assert_eq!(back.held, None);
        assert_eq!(back.seating.session.record().turns.len(), 2);
        if let Some(&(hut, cell)) = held.legal_cells().first() {
            let built = send(held, Msg::DropOn(Landing::Cell(hut, cell)));
            assert!(built.game().front(Seat(0)).is_empty());
            assert_eq!(built.game().hut(hut).unwrap().at(cell).unwrap().tile, top);
        }
    }

    #[test]
    fn a_cannon_is_aimed_then_fired_or_held() {
        let aiming = (0..30)
            .find_map(|seed| play_until(humans(3, seed), Play::aiming))
            .expect("a cannon built in 30 games");
        let targets = aiming.targets();
        assert!(!targets.is_empty());
        // Fire does nothing until a target is aimed at.
        let unaimed = send(aiming.clone(), Msg::Fire);
        assert_eq!(
            unaimed.seating.session.record().turns.len(),
            aiming.seating.session.record().turns.len()
        );
        let target = targets[0].clone();
        let aimed = send(aiming.clone(), Msg::Aim(Some((target.hut, target.cell))));
        assert_eq!(aimed.aimed(), Some(target.clone()));
        let fired = send(aimed, Msg::Fire);
        let hut = fired.game().hut(target.hut).unwrap();
        assert!(hut.at(target.cell).is_none());
        for fallen in &target.falling {
            assert!(hut.at(fallen.cell).is_none());
        }
        let held = send(aiming, Msg::Act(CabanesAction::HoldFire));
        assert_eq!(*held.game().phase(), Phase::Play);
    }

    #[test]
    fn nothing_is_picked_up_on_a_computers_turn() {
        let session = Session::new(CabanesSetup { seats: 2 }, 1).unwrap();
        let players = players(&[SeatKind::Computer(Strength::Quick), SeatKind::Human]);
        let play = Rc::new(Play::from(Seating::new("t", players, session)));
        assert_eq!(play.computer_to_move(), Some((Seat(0), Strength::Quick)));
        let play = send(play, Msg::Hold(Source::Pile(0)));
        assert_eq!(play.held, None);
    }

    #[test]
    fn each_seat_keeps_its_last_built_or_kept_tile_marked_until_it_moves_again() {
        use tablee_rules::SeededRng;
        use tablee_rules::cabanes::{CabanesSetup, ai};
        let mut game = Cabanes::new(CabanesSetup { seats: 2 }, 4).unwrap();
        let mut events = Vec::new();
        let mut rng = SeededRng::new(4);
        // Seat 0 keeps; seat 1 and seat 0 then play the quick computer's moves.
        events.extend(game.apply(&CabanesAction::Keep { pile: 0 }).unwrap());
        let kept = game.front(Seat(0))[0];
        let marks = last_moves(&events, 2);
        assert_eq!(marks.of(Seat(0)), &[Marked::Kept(kept)]);
        for _ in 0..2 {
            let seat = game.to_move().unwrap();
            let action = ai::quick_action(&game.view(seat), &mut rng).unwrap();
            events.extend(game.apply(&action).unwrap());
        }
        let marks = last_moves(&events, 2);
        // Each seat's mark is its own latest move: a tile built where the log says, or kept.
        for seat in [Seat(0), Seat(1)] {
            let last = events.iter().rev().find_map(|e| match e {
                CabanesEvent::Built { seat: s, spot, .. } if *s == seat => {
                    Some(Marked::Hut(spot.hut, spot.cell))
                }
                CabanesEvent::Kept { seat: s, tile, .. } if *s == seat => Some(Marked::Kept(*tile)),
                _ => None,
            });
            assert_eq!(marks.of(seat), last.as_slice());
        }
    }
}

//! The state of a Casbah screen and the messages that change it (a Yew reducer). The engine
//! decides every rule; this only remembers what the player holds, points at and asked for.

use std::rc::Rc;

use tablee_rules::casbah::solver::SolvedTile;
use tablee_rules::casbah::{
    Casbah, CasbahAction, CasbahError, CasbahSetup, Help, Rotation, Tile, TileId,
};
use tablee_rules::{Dir, Game, Pos, Seat};
use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::seats::PlayerConfig;
use crate::storage::{self, Options, Unit};
use crate::table::{Seating, TableMsg, TableState};

/// What the solver last said (solo puzzle).
#[derive(Clone, Debug, PartialEq)]
pub enum SolverView {
    Idle,
    Working,
    Completable(bool),
    Hint(Option<SolvedTile>),
    Solution(Option<Vec<SolvedTile>>),
}

#[derive(Clone, PartialEq)]
pub struct Play {
    pub seating: Seating<Casbah>,
    /// The tile picked up, and how it is turned.
    pub held: Option<(TileId, Rotation)>,
    pub hover: Option<Pos>,
    pub cursor: Pos,
    /// Why the last action was refused.
    pub refusal: Option<CasbahError>,
    pub solver: SolverView,
    /// How many answers the solver has given on this screen: each answer is numbered, so a new
    /// one shows even when it says the same as the last.
    pub answers: u32,
}

pub enum Msg {
    Hold(TileId),
    Release,
    Rotate,
    Hover(Option<Pos>),
    MoveCursor(Dir),
    /// Drop or tap the held tile on a cell (the cursor's for the keyboard).
    PlaceAt(Pos),
    PlaceAtCursor,
    /// An action from a button or a computer player.
    Act(CasbahAction),
    Undo,
    Redo,
    Solver(SolverView),
    /// What the shared table says (a table across devices).
    Table(TableMsg<Casbah>),
}

impl storage::SavedGame for Casbah {
    const KIND: GameKind = GameKind::Casbah;

    fn refusal(e: &CasbahError, _: &CasbahSetup, _: &[PlayerConfig], l: Lang) -> String {
        super::text::error_text(e, l)
    }

    /// The casbah's size, solo or not, and its draft order; points so far (placed tiles), the
    /// totals once the game is over.
    fn shelf_facts(&self) -> (Options, Option<(Unit, Vec<i64>)>) {
        let setup = self.setup();
        let over = self.is_over();
        let points = self
            .scores()
            .iter()
            .map(|line| {
                if over {
                    i64::from(line.total)
                } else {
                    i64::from(line.placed_points)
                }
            })
            .collect();
        let options = Options::Size {
            width: setup.size.width,
            height: setup.size.height,
            solo: setup.is_solo(),
            draft: setup.draft,
        };
        (options, Some((Unit::Points, points)))
    }
}

impl From<Seating<Casbah>> for Play {
    fn from(seating: Seating<Casbah>) -> Play {
        let cursor = seating
            .game()
            .board()
            .placed()
            .last()
            .map_or(Pos::new(0, 0), |p| p.pos);
        Play {
            seating,
            held: None,
            hover: None,
            cursor,
            refusal: None,
            solver: SolverView::Idle,
            answers: 0,
        }
    }
}

impl Play {
    pub fn game(&self) -> &Casbah {
        self.seating.game()
    }

    /// Plays an action; a refusal is kept to be explained, the game unchanged.
    fn act(&mut self, action: CasbahAction) {
        match self.seating.play(action) {
            Ok(_) => {
                self.held = None;
                self.refusal = None;
                self.solver = SolverView::Idle;
            }
            Err(e) => self.refusal = Some(e),
        }
    }

    /// The hint on screen, if any.
    pub fn hint(&self) -> Option<SolvedTile> {
        match &self.solver {
            SolverView::Hint(Some(h)) => Some(*h),
            _ => None,
        }
    }

    /// Picks a tile up. The hinted tile, or one alike, comes turned as the hint says and pointed at
    /// its cell; any other comes turned the first way it fits somewhere.
    fn hold(&mut self, tile: TileId) {
        self.refusal = None;
        let shape = |id| Tile::get(id).map(Tile::shape);
        if let Some(h) = self.hint().filter(|h| shape(h.tile) == shape(tile)) {
            self.held = Some((h.tile, h.rotation));
            self.cursor = h.pos;
            return;
        }
        self.held = Some((tile, Rotation::new(0)));
        if let Some(t) = Tile::get(tile) {
            let spots = self.game().board().legal_placements(t);
            if let Some((r, p)) = spots.first() {
                self.cursor = *p;
                self.held = Some((tile, *r));
            }
        }
    }

    /// Shows the solver's answer. A hint or a solution is counted by the engine (with the score);
    /// a hint also picks its tile up, turned as it says.
    fn answer(&mut self, view: SolverView) {
        let help = match &view {
            SolverView::Hint(Some(_)) => Some(Help::Hint),
            SolverView::Solution(Some(_)) => Some(Help::Solution),
            _ => None,
        };
        if let Some(help) = help {
            self.act(CasbahAction::TakeHelp(help));
        }
        if !matches!(view, SolverView::Idle | SolverView::Working) {
            self.answers += 1;
        }
        self.solver = view;
        if let Some(h) = self.hint() {
            self.held = Some((h.tile, h.rotation));
            self.cursor = h.pos;
        }
    }

    /// Places the held tile: as turned if it fits, else turned the first way it fits.
    fn place_at(&mut self, pos: Pos) {
        let Some((tile_id, rotation)) = self.held else {
            return;
        };
        let Some(tile) = Tile::get(tile_id) else {
            return;
        };
        let board = self.game().board();
        let turns = (0..4).map(|k| Rotation::new(rotation.quarter_turns() + k));
        let rotation = turns
            .clone()
            .find(|r| board.is_legal(tile, *r, pos))
            .unwrap_or(rotation);
        self.cursor = pos;
        self.act(CasbahAction::Place {
            tile: tile_id,
            rotation,
            pos,
        });
        if self.refusal.is_some() {
            // The tile goes back to the hand.
            self.held = None;
        }
    }
}

impl TableState for Play {
    type Game = Casbah;

    fn seating(&self) -> &Seating<Casbah> {
        &self.seating
    }
}

impl From<TableMsg<Casbah>> for Msg {
    fn from(msg: TableMsg<Casbah>) -> Msg {
        Msg::Table(msg)
    }
}

impl From<CasbahAction> for Msg {
    fn from(action: CasbahAction) -> Msg {
        Msg::Act(action)
    }
}

impl Reducible for Play {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Table(m) => next.seating.take(m),
            Msg::Hold(tile) => next.hold(tile),
            Msg::Release => next.held = None,
            Msg::Rotate => {
                if let Some((t, r)) = next.held {
                    next.held = Some((t, r.next()));
                }
            }
            Msg::Hover(p) => next.hover = p,
            Msg::MoveCursor(d) => {
                let frame = next.game().board().frame();
                let p = next.cursor.step(d);
                if frame.contains(p) {
                    next.cursor = p;
                }
            }
            Msg::PlaceAt(p) => next.place_at(p),
            Msg::PlaceAtCursor => next.place_at(next.cursor),
            Msg::Act(a) => next.act(a),
            Msg::Undo => {
                let seat = next.undo_seat();
                if let Some(seat) = seat {
                    next.seating.undo(seat);
                    next.held = None;
                    next.refusal = None;
                    next.solver = SolverView::Idle;
                }
            }
            Msg::Redo => {
                next.seating.session.redo();
                next.solver = SolverView::Idle;
            }
            Msg::Solver(s) => next.answer(s),
        }
        Rc::new(next)
    }
}

impl Play {
    /// Whose undo the Undo button is: see [`crate::seats::undo_seat`].
    pub fn undo_seat(&self) -> Option<Seat> {
        crate::seats::undo_seat(&self.seating.players, &self.seating.session)
    }
}

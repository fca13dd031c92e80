use serde::{Deserialize, Serialize};

use super::{Board, CasbahError, Rotation, Side, Size, Tile, TileId, TileSet};
use crate::{Game, Pos, Seat, SeededRng, Seen};

/// What players agree before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CasbahSetup {
    pub size: Size,
    /// 1 for the solo puzzle, 2 to 4 for a game.
    pub seats: u8,
    /// The box played with (absent from saves made before there were two: the first).
    #[serde(default)]
    pub tiles: TileSet,
    /// Who picks when in the draft (absent from saves made before there was a choice: the
    /// rulebook's).
    #[serde(default)]
    pub draft: DraftOrder,
}

/// The order in which the seats pick tiles, round after round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DraftOrder {
    /// The rulebook's: the first seat picks first in every round (1-2-3, 1-2-3, ...).
    #[default]
    Rulebook,
    /// The order turns back each round: 1-2-3, 3-2-1, 1-2-3, ...
    Snake,
    /// The first picker moves one seat to the left each round: 1-2-3, 2-3-1, 3-1-2, ...
    Rotating,
    /// Each round's order is drawn afresh (from the game's seed), as a bag of seat tokens would.
    Drawn,
}

impl DraftOrder {
    pub const ALL: [DraftOrder; 4] = [
        DraftOrder::Rulebook,
        DraftOrder::Snake,
        DraftOrder::Rotating,
        DraftOrder::Drawn,
    ];
    /// The orders a table is offered: the rulebook's, the snake that players know, and the drawn
    /// order, the only one that measured fair (`docs/balance.md`, "Casbah: a fair draft"). The
    /// rotating order stays playable for the harness.
    pub const OFFERED: [DraftOrder; 3] =
        [DraftOrder::Rulebook, DraftOrder::Snake, DraftOrder::Drawn];

    /// Who makes pick number `pick` (from 0) among `seats` seats, in the game of this seed.
    pub fn picker(self, pick: usize, seats: u8, seed: u64) -> Seat {
        let n = usize::from(seats.max(1));
        let (round, place) = (pick / n, pick % n);
        let index = match self {
            DraftOrder::Rulebook => place,
            DraftOrder::Snake if round % 2 == 1 => n - 1 - place,
            DraftOrder::Snake => place,
            DraftOrder::Rotating => (round + place) % n,
            DraftOrder::Drawn => drawn_round(seed, round, n).get(place).copied().unwrap_or(0),
        };
        Seat(index as u8)
    }

    /// The name saves, the embed's `draft=` and the balance harness's `--draft` use.
    pub fn name(self) -> &'static str {
        match self {
            DraftOrder::Rulebook => "rulebook",
            DraftOrder::Snake => "snake",
            DraftOrder::Rotating => "rotating",
            DraftOrder::Drawn => "drawn",
        }
    }

    pub fn parse(text: &str) -> Option<DraftOrder> {
        DraftOrder::ALL.into_iter().find(|o| o.name() == text)
    }
}

/// The seats' order in round `round` of a drawn draft: the rounds' draws follow one another in one
/// stream of the game's seed (apart from any other use of the seed), so a replay draws the same.
fn drawn_round(seed: u64, round: usize, seats: usize) -> Vec<usize> {
    const DRAFT_STREAM: u64 = 0x6472_6177_6e5f_6f72; // "drawn_or": keeps this stream apart
    let mut rng = SeededRng::new(seed ^ DRAFT_STREAM);
    let mut order: Vec<usize> = (0..seats).collect();
    for _ in 0..=round {
        order = (0..seats).collect();
        rng.shuffle(&mut order);
    }
    order
}

impl CasbahSetup {
    /// A new game's setup: the newest tile set.
    pub fn new(size: Size, seats: u8) -> Self {
        CasbahSetup {
            size,
            seats,
            tiles: TileSet::NEWEST,
            draft: DraftOrder::Rulebook,
        }
    }

    /// The same setup with another draft order.
    pub fn with_draft(self, draft: DraftOrder) -> Self {
        CasbahSetup { draft, ..self }
    }

    pub fn is_solo(&self) -> bool {
        self.seats == 1
    }

    /// How many tiles the draft hands out: as many as the casbah has cells, the same number each.
    pub fn draft_picks(&self) -> usize {
        let seats = usize::from(self.seats.max(1));
        self.size.cells().min(self.tiles.tiles().len()) / seats * seats
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CasbahAction {
    /// Draft: take a tile from the table.
    Pick(TileId),
    /// Add a tile from one's hand to the casbah.
    Place {
        tile: TileId,
        rotation: Rotation,
        pos: Pos,
    },
    /// Only when no tile of one's hand fits anywhere.
    Pass,
    /// Solo puzzle: the helper gave something away. Counted with the score, never taken back.
    TakeHelp(Help),
}

/// What the solo puzzle's helper gives away (asking whether the casbah can still be completed is
/// free).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Help {
    /// One tile, turned, and a cell that keep the casbah completable.
    Hint,
    /// A whole solution.
    Solution,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CasbahEvent {
    Picked {
        seat: Seat,
        tile: TileId,
        forced: bool,
    },
    /// The draft is over; the holder of the entrance starts.
    DraftOver {
        first: Seat,
    },
    Placed {
        seat: Seat,
        tile: TileId,
        rotation: Rotation,
        pos: Pos,
        points: u8,
    },
    Passed {
        seat: Seat,
    },
    /// The solo helper gave a hint or a solution; `hints` counts them so far.
    Helped {
        help: Help,
        hints: u32,
    },
    Finished {
        scores: Vec<ScoreLine>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Draft { pool: Vec<TileId> },
    Build,
    Over,
}

/// One player's score, rule by rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub seat: Seat,
    /// Tiles placed, each worth its value.
    pub placed: Vec<TileId>,
    pub placed_points: u32,
    /// Tiles left in hand, each costing its value (not in the solo puzzle, where they were never taken).
    pub unplaced: Vec<TileId>,
    pub unplaced_points: u32,
    pub total: i32,
}

/// A game of Casbah: the draft, then building turn by turn until nobody can place.
///
/// All tiles are face up, so there is nothing to hide: every seat's view is the whole state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Casbah {
    setup: CasbahSetup,
    seed: u64,
    phase: Phase,
    board: Board,
    hands: Vec<Vec<TileId>>,
    placed_by: Vec<Vec<TileId>>,
    turn: Seat,
    picks_made: usize,
    /// Hints and solutions the solo helper gave (absent from states saved before they counted).
    #[serde(default)]
    hints_used: u32,
}

fn value(id: TileId) -> u32 {
    Tile::get(id).map_or(0, |t| u32::from(t.value))
}

impl Casbah {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn hand(&self, seat: Seat) -> &[TileId] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    pub fn pool(&self) -> &[TileId] {
        match &self.phase {
            Phase::Draft { pool } => pool,
            _ => &[],
        }
    }

    /// The seats in the order they pick in this round of the draft (empty once it is over).
    pub fn draft_round(&self) -> Vec<Seat> {
        let Phase::Draft { .. } = self.phase else {
            return Vec::new();
        };
        let seats = usize::from(self.setup.seats.max(1));
        let start = self.picks_made / seats * seats;
        (start..start + seats)
            .map(|pick| self.setup.draft.picker(pick, self.setup.seats, self.seed))
            .collect()
    }

    /// Picks left in the draft.
    pub fn picks_left(&self) -> usize {
        match self.phase {
            Phase::Draft { .. } => self.setup.draft_picks().saturating_sub(self.picks_made),
            _ => 0,
        }
    }

    pub fn seats(&self) -> u8 {
        self.setup.seats
    }

    /// Hints and solutions the solo helper has given in this game.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// Whether the pick to make now is forced to the entrance: nobody took it and this is the
    /// draft's last pick (the rulebook; in every draft order, whoever makes that pick).
    pub fn entrance_forced(&self) -> bool {
        let pickable = self.pickable();
        pickable.len() == 1 && self.pool().len() > 1
    }

    /// Every legal placement of every tile in `seat`'s hand.
    pub fn placements(&self, seat: Seat) -> Vec<(TileId, Rotation, Pos)> {
        // Identical tiles fit the same places: look each look up once.
        type Spots = Vec<(Rotation, Pos)>;
        let mut known: Vec<([Side; 4], Spots)> = Vec::new();
        let mut out = Vec::new();
        for id in self.hand(seat) {
            let Some(tile) = Tile::get(*id) else { continue };
            let spots = match known.iter().find(|(sides, _)| *sides == tile.sides) {
                Some((_, spots)) => spots.clone(),
                None => {
                    let spots = self.board.legal_placements(tile);
                    known.push((tile.sides, spots.clone()));
                    spots
                }
            };
            out.extend(spots.into_iter().map(|(r, p)| (*id, r, p)));
        }
        out
    }

    pub fn can_place(&self, seat: Seat) -> bool {
        let mut tried: Vec<[Side; 4]> = Vec::new();
        self.hand(seat)
            .iter()
            .filter_map(|id| Tile::get(*id))
            .any(|t| {
                if tried.contains(&t.sides) {
                    return false;
                }
                tried.push(t.sides);
                self.board.has_legal_placement(t)
            })
    }

    /// The tiles the seat to move may pick now: the whole pool, or only the entrance for the last
    /// pick if nobody took it.
    pub fn pickable(&self) -> Vec<TileId> {
        let pool = self.pool();
        let last_pick = self.picks_left() == 1;
        let entrance = pool
            .iter()
            .copied()
            .find(|t| Tile::get(*t).is_some_and(Tile::is_entrance));
        match entrance {
            Some(e) if last_pick => vec![e],
            _ => pool.to_vec(),
        }
    }

    /// The score so far, with its breakdown; final once the game is over.
    pub fn scores(&self) -> Vec<ScoreLine> {
        (0..self.setup.seats)
            .map(|s| {
                let seat = Seat(s);
                let placed = self
                    .placed_by
                    .get(seat.index())
                    .cloned()
                    .unwrap_or_default();
                let unplaced = if self.setup.is_solo() {
                    Vec::new()
                } else {
                    self.hand(seat).to_vec()
                };
                let placed_points: u32 = placed.iter().map(|t| value(*t)).sum();
                let unplaced_points: u32 = unplaced.iter().map(|t| value(*t)).sum();
                ScoreLine {
                    seat,
                    placed,
                    placed_points,
                    unplaced,
                    unplaced_points,
                    total: final_total(placed_points, unplaced_points),
                }
            })
            .collect()
    }

    /// The seats with the highest total once the game is over.
    pub fn winners(&self) -> Vec<Seat> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let scores = self.scores();
        let best = scores.iter().map(|s| s.total).max().unwrap_or(0);
        scores
            .iter()
            .filter(|s| s.total == best)
            .map(|s| s.seat)
            .collect()
    }

    fn pick(&mut self, tile: TileId) -> Result<Vec<CasbahEvent>, CasbahError> {
        let Phase::Draft { pool } = &mut self.phase else {
            return Err(CasbahError::NotDrafting);
        };
        let Some(index) = pool.iter().position(|t| *t == tile) else {
            return Err(CasbahError::NotInPool { tile });
        };
        let last_pick = self.picks_made + 1 == self.setup.draft_picks();
        let entrance_left = pool
            .iter()
            .any(|t| Tile::get(*t).is_some_and(Tile::is_entrance));
        let is_entrance = Tile::get(tile).is_some_and(Tile::is_entrance);
        if last_pick && entrance_left && !is_entrance {
            return Err(CasbahError::EntranceMustBeTaken);
        }
        pool.remove(index);
        let seat = self.turn;
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.push(tile);
            hand.sort();
        }
        self.picks_made += 1;
        let mut events = vec![CasbahEvent::Picked {
            seat,
            tile,
            forced: last_pick && is_entrance && entrance_left,
        }];
        if self.picks_made >= self.setup.draft_picks() {
            self.phase = Phase::Build;
            let first = self.entrance_holder().unwrap_or(Seat(0));
            self.turn = first;
            events.push(CasbahEvent::DraftOver { first });
        } else {
            self.turn = self
                .setup
                .draft
                .picker(self.picks_made, self.setup.seats, self.seed);
        }
        Ok(events)
    }

    fn entrance_holder(&self) -> Option<Seat> {
        self.hands
            .iter()
            .position(|h| {
                h.iter()
                    .any(|t| Tile::get(*t).is_some_and(Tile::is_entrance))
            })
            .map(|i| Seat(i as u8))
    }

    fn place(
        &mut self,
        tile: TileId,
        rotation: Rotation,
        pos: Pos,
    ) -> Result<Vec<CasbahEvent>, CasbahError> {
        let seat = self.turn;
        let hand = self.hands.get(seat.index()).map_or(&[][..], Vec::as_slice);
        let (Some(index), Some(t)) = (hand.iter().position(|h| *h == tile), Tile::get(tile)) else {
            return Err(CasbahError::NotInHand { tile });
        };
        let fits_turned = !self.board.legal_rotations(t, pos).is_empty();
        self.board
            .place(t, rotation, pos)
            .map_err(|reasons| CasbahError::IllegalPlacement {
                tile,
                rotation,
                pos,
                reasons,
                fits_turned,
            })?;
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.remove(index);
        }
        if let Some(placed) = self.placed_by.get_mut(seat.index()) {
            placed.push(tile);
        }
        let mut events = vec![CasbahEvent::Placed {
            seat,
            tile,
            rotation,
            pos,
            points: t.value,
        }];
        events.extend(self.end_turn());
        Ok(events)
    }

    fn pass(&mut self) -> Result<Vec<CasbahEvent>, CasbahError> {
        let options = self.placements(self.turn).len();
        if options > 0 {
            return Err(CasbahError::MustPlace { options });
        }
        let mut events = vec![CasbahEvent::Passed { seat: self.turn }];
        events.extend(self.end_turn());
        Ok(events)
    }

    fn take_help(&mut self, help: Help) -> Result<Vec<CasbahEvent>, CasbahError> {
        if !self.setup.is_solo() {
            return Err(CasbahError::HelpOnlySolo);
        }
        self.hints_used = self.hints_used.saturating_add(1);
        Ok(vec![CasbahEvent::Helped {
            help,
            hints: self.hints_used,
        }])
    }

    /// Hands the turn to the left, or ends the game when nobody can place any more.
    fn end_turn(&mut self) -> Vec<CasbahEvent> {
        let seats = self.setup.seats;
        if (0..seats).any(|s| self.can_place(Seat(s))) {
            self.turn = self.turn.next(seats);
            Vec::new()
        } else {
            self.phase = Phase::Over;
            vec![CasbahEvent::Finished {
                scores: self.scores(),
            }]
        }
    }
}

/// Every tile and pick of Casbah lies open on the table. The seed stays, as the drawn draft's
/// rounds are dealt from it: who picks first in later rounds is all it tells.
impl Seen for Casbah {
    fn seen_by(&self, _seat: Seat) -> Casbah {
        self.clone()
    }
}

impl Game for Casbah {
    type Setup = CasbahSetup;
    type Action = CasbahAction;
    type Event = CasbahEvent;
    type Error = CasbahError;
    type View = Casbah;

    fn new(setup: CasbahSetup, seed: u64) -> Result<Self, CasbahError> {
        let game = Self::reopen(setup, seed)?;
        if !setup.size.suits(setup.seats) {
            return Err(CasbahError::SizeNotForPlayers {
                size: setup.size,
                seats: setup.seats,
                cells: setup.size.cells(),
            });
        }
        Ok(game)
    }

    /// Games saved before sizes had to suit the number of players still open: their draft deals
    /// the largest equal share of the cells.
    fn reopen(setup: CasbahSetup, seed: u64) -> Result<Self, CasbahError> {
        if !setup.size.is_playable() {
            return Err(CasbahError::UnplayableSize { size: setup.size });
        }
        if !(1..=4).contains(&setup.seats) {
            return Err(CasbahError::SeatCount { seats: setup.seats });
        }
        if setup.draft_picks() == 0 {
            return Err(CasbahError::TooSmallForPlayers {
                size: setup.size,
                seats: setup.seats,
            });
        }
        let all = setup.tiles.ids();
        let seats = usize::from(setup.seats);
        let (phase, hands) = if setup.is_solo() {
            (Phase::Build, vec![all])
        } else {
            (Phase::Draft { pool: all }, vec![Vec::new(); seats])
        };
        Ok(Casbah {
            setup,
            seed,
            phase,
            board: Board::new(setup.size),
            hands,
            placed_by: vec![Vec::new(); seats],
            turn: setup.draft.picker(0, setup.seats, seed),
            picks_made: 0,
            hints_used: 0,
        })
    }

    fn setup(&self) -> &CasbahSetup {
        &self.setup
    }

    fn to_move(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    fn legal_actions(&self) -> Vec<CasbahAction> {
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Draft { .. } => self
                .pickable()
                .into_iter()
                .map(CasbahAction::Pick)
                .collect(),
            Phase::Build => {
                let placements = self.placements(self.turn);
                if placements.is_empty() {
                    vec![CasbahAction::Pass]
                } else {
                    placements
                        .into_iter()
                        .map(|(tile, rotation, pos)| CasbahAction::Place {
                            tile,
                            rotation,
                            pos,
                        })
                        .collect()
                }
            }
        }
    }

    fn apply(&mut self, action: &CasbahAction) -> Result<Vec<CasbahEvent>, CasbahError> {
        match (&self.phase, action) {
            (Phase::Over, _) => Err(CasbahError::GameOver),
            (Phase::Draft { .. }, CasbahAction::Pick(tile)) => self.pick(*tile),
            (Phase::Draft { .. }, _) => Err(CasbahError::StillDrafting),
            (Phase::Build, CasbahAction::Pick(_)) => Err(CasbahError::NotDrafting),
            (
                Phase::Build,
                CasbahAction::Place {
                    tile,
                    rotation,
                    pos,
                },
            ) => self.place(*tile, *rotation, *pos),
            (Phase::Build, CasbahAction::Pass) => self.pass(),
            (Phase::Build, CasbahAction::TakeHelp(help)) => self.take_help(*help),
        }
    }

    fn view(&self, _seat: Seat) -> Casbah {
        self.clone()
    }

    /// A hint or a solution, once seen, is not taken back: undo stops there, so the count of
    /// hints stays true.
    fn reveals(event: &CasbahEvent) -> bool {
        matches!(event, CasbahEvent::Helped { .. })
    }
}

/// A player's final score: the tiles he placed earned their values, those left cost theirs.
pub fn final_total(placed_points: u32, unplaced_points: u32) -> i32 {
    i64::from(placed_points)
        .saturating_sub(i64::from(unplaced_points))
        .clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

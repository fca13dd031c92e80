use serde::{Deserialize, Serialize};

use super::legal::{actions_for, spots_on, targets_on};
use super::score::{hut_scores, share};
use super::view::{CabanesView, PileView};
use super::{
    Back, BuildError, CabanesAction, CabanesError, Cell, Ending, Hut, HutScore, Phase, Placed,
    Placement, ScoreLine, Spot, Target, TargetError, TileId, Track, tile, tile_set,
};
use crate::{Game, Seat, SeededRng};

/// Five piles of 16: 8 green tiles above 8 yellow ones.
pub const PILES: usize = 5;
const PER_PILE: usize = 8;
/// Three huts side by side.
pub const HUTS: usize = 3;

/// What players agree before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CabanesSetup {
    /// 2 to 4.
    pub seats: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CabanesEvent {
    Kept {
        seat: Seat,
        pile: u8,
        tile: TileId,
    },
    Built {
        seat: Seat,
        tile: TileId,
        /// The pile it came from, `None` from the seat's own tiles.
        pile: Option<u8>,
        spot: Spot,
        advance: u8,
        /// The space the builder's pawn now stands on.
        space: u8,
    },
    /// The next tile of a pile is turned face up.
    TurnedUp {
        pile: u8,
        tile: TileId,
    },
    /// A pile ran out: each hut's leader gets a banana (hut, seat).
    PileEmptied {
        pile: u8,
        bananas: Vec<(u8, Seat)>,
    },
    /// The builder of a cannon may fire it.
    CannonReady {
        seat: Seat,
        hut: u8,
    },
    Fired {
        seat: Seat,
        hut: u8,
        cell: Cell,
        /// Every tile taken off, the target first; all go in front of the seat but cannons.
        taken: Vec<Placed>,
        /// Destroyed cannons, out of the game.
        destroyed: Vec<TileId>,
    },
    HeldFire {
        seat: Seat,
    },
    Finished {
        ending: Ending,
        huts: Vec<HutScore>,
        scores: Vec<ScoreLine>,
        winners: Vec<Seat>,
    },
}

/// A game of Les Cabanes de M'sieur Robinson. The order of the piles below their top tiles is
/// secret: show players only [`Game::view`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cabanes {
    setup: CabanesSetup,
    pub(super) seed: u64,
    huts: Vec<Hut>,
    tracks: Vec<Track>,
    /// Bottom first: the last tile is the top one, face up.
    pub(super) piles: Vec<Vec<TileId>>,
    /// The tiles in front of each seat, visible to all.
    fronts: Vec<Vec<TileId>>,
    bananas: Vec<u32>,
    /// Cannons destroyed by a shot.
    destroyed: Vec<TileId>,
    turn: Seat,
    phase: Phase,
    /// Counts pawn moves, so that the first pawn on a space stays on top of its stack.
    arrivals: u32,
}

impl Cabanes {
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn seats(&self) -> u8 {
        self.setup.seats
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn huts(&self) -> &[Hut] {
        &self.huts
    }

    pub fn hut(&self, hut: u8) -> Option<&Hut> {
        self.huts.get(usize::from(hut))
    }

    pub fn tracks(&self) -> &[Track] {
        &self.tracks
    }

    pub fn front(&self, seat: Seat) -> &[TileId] {
        self.fronts.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    pub fn fronts(&self) -> &[Vec<TileId>] {
        &self.fronts
    }

    pub fn bananas(&self) -> &[u32] {
        &self.bananas
    }

    pub fn destroyed(&self) -> &[TileId] {
        &self.destroyed
    }

    /// The face-up tile of each pile (`None` once empty).
    pub fn tops(&self) -> Vec<Option<TileId>> {
        self.piles.iter().map(|p| p.last().copied()).collect()
    }

    /// Tiles left in each pile, the top one included.
    pub fn pile_sizes(&self) -> Vec<usize> {
        self.piles.iter().map(Vec::len).collect()
    }

    /// The hidden order of the piles: for the engine's own checks and tests, never for a seat.
    pub fn piles_secret(&self) -> &[Vec<TileId>] {
        &self.piles
    }

    /// The game as `view` shows it, with `piles` (bottom first, the face-up top last) standing for
    /// the order the view hides: what a computer player plays its guesses out on.
    pub(super) fn from_view(view: &CabanesView, piles: Vec<Vec<TileId>>) -> Cabanes {
        let arrivals = view
            .tracks
            .iter()
            .flat_map(|t| t.pawns().iter().map(|p| p.arrival))
            .max()
            .unwrap_or(0);
        Cabanes {
            setup: CabanesSetup { seats: view.seats },
            seed: 0,
            huts: view.huts.clone(),
            tracks: view.tracks.clone(),
            piles,
            fronts: view.fronts.clone(),
            bananas: view.bananas.clone(),
            destroyed: view.destroyed.clone(),
            turn: view.turn,
            phase: view.phase.clone(),
            arrivals,
        }
    }

    fn piles_empty(&self) -> bool {
        self.piles.iter().all(Vec::is_empty)
    }

    /// Whether `tile` may be built at `spot`, or every rule it breaks.
    pub fn check_build(&self, tile_id: TileId, spot: Spot) -> Result<Placement, Vec<BuildError>> {
        let Some(hut) = self.hut(spot.hut) else {
            return Err(vec![BuildError::NoSuchHut { hut: spot.hut }]);
        };
        let Some(t) = tile(tile_id) else {
            return Err(vec![BuildError::UnknownTile { tile: tile_id }]);
        };
        hut.check(t, spot.cell, spot.mirrored)
    }

    /// Every spot of the three huts where `tile` may be built.
    pub fn legal_spots(&self, tile_id: TileId) -> Vec<Spot> {
        spots_on(&self.huts, tile_id)
    }

    /// Every open spot of the three huts for `tile`, each with what building there would do or
    /// every rule it would break (to explain a refused drop).
    pub fn assess_spots(&self, tile_id: TileId) -> Vec<(Spot, Result<Placement, Vec<BuildError>>)> {
        let Some(t) = tile(tile_id) else {
            return Vec::new();
        };
        let mut spots = Vec::new();
        for (h, hut) in self.huts.iter().enumerate() {
            let Ok(h) = u8::try_from(h) else { continue };
            spots.extend(hut.assess(t).into_iter().map(|(cell, mirrored, result)| {
                (
                    Spot {
                        hut: h,
                        cell,
                        mirrored,
                    },
                    result,
                )
            }));
        }
        spots
    }

    fn can_build_any(&self, seat: Seat) -> bool {
        self.front(seat)
            .iter()
            .any(|&t| !self.legal_spots(t).is_empty())
    }

    /// During a cannon shot: every tile that may be knocked off, with what falls with it.
    pub fn cannon_targets(&self) -> Vec<Target> {
        let Phase::Cannon { hut: from } = self.phase else {
            return Vec::new();
        };
        self.targets_from(from)
    }

    fn targets_from(&self, from: u8) -> Vec<Target> {
        targets_on(&self.huts, from)
    }

    /// The points each hut would get if the game ended now.
    pub fn hut_scores(&self) -> Vec<HutScore> {
        hut_scores(&self.huts.iter().map(Hut::stats).collect::<Vec<_>>())
    }

    /// Every seat's points if the game ended now.
    pub fn scores(&self) -> Vec<ScoreLine> {
        let huts = self.hut_scores();
        let shares: Vec<Vec<(Seat, u32)>> = huts
            .iter()
            .zip(&self.tracks)
            .map(|(h, t)| share(h.total, t))
            .collect();
        (0..self.setup.seats)
            .map(|s| {
                let seat = Seat(s);
                let mine: Vec<u32> = shares
                    .iter()
                    .map(|hut| {
                        hut.iter()
                            .find(|(who, _)| *who == seat)
                            .map_or(0, |(_, p)| *p)
                    })
                    .collect();
                let bananas = self.bananas.get(seat.index()).copied().unwrap_or(0);
                let monkeys_in_front = self
                    .front(seat)
                    .iter()
                    .filter(|&&t| tile(t).is_some_and(|t| t.is_monkey()))
                    .count() as u32;
                let total = i64::from(mine.iter().sum::<u32>()) + i64::from(bananas)
                    - i64::from(monkeys_in_front);
                ScoreLine {
                    seat,
                    shares: mine,
                    bananas,
                    monkeys_in_front,
                    total: i32::try_from(total).unwrap_or(i32::MAX),
                }
            })
            .collect()
    }

    /// The seats with the most points (several on a tie).
    pub fn winners(&self) -> Vec<Seat> {
        winners(&self.scores())
    }

    fn pile_index(&self, pile: u8) -> Result<usize, CabanesError> {
        let i = usize::from(pile);
        match self.piles.get(i) {
            None => Err(CabanesError::NoSuchPile { pile }),
            Some(p) if p.is_empty() => Err(CabanesError::EmptyPile { pile }),
            Some(_) => Ok(i),
        }
    }

    fn illegal(tile: TileId, spot: Spot, reasons: Vec<BuildError>) -> CabanesError {
        CabanesError::IllegalBuild {
            tile,
            hut: spot.hut,
            cell: spot.cell,
            mirrored: spot.mirrored,
            reasons,
        }
    }

    /// Builds a checked tile and moves the builder's pawn.
    fn build(
        &mut self,
        seat: Seat,
        tile_id: TileId,
        spot: Spot,
        placement: &Placement,
        pile: Option<u8>,
    ) -> Vec<CabanesEvent> {
        let mut events = Vec::new();
        if let Some(hut) = self.huts.get_mut(usize::from(spot.hut)) {
            hut.push(Placed {
                cell: spot.cell,
                tile: tile_id,
                mirrored: spot.mirrored,
            });
        }
        self.arrivals = self.arrivals.saturating_add(1);
        let space = self
            .tracks
            .get_mut(usize::from(spot.hut))
            .map_or(0, |t| t.advance(seat, placement.advance, self.arrivals));
        events.push(CabanesEvent::Built {
            seat,
            tile: tile_id,
            pile,
            spot,
            advance: placement.advance,
            space,
        });
        events
    }

    /// After a tile left pile `pile`: the next one turns up, or the leaders get their bananas.
    fn after_draw(&mut self, pile: usize) -> Vec<CabanesEvent> {
        let Ok(p) = u8::try_from(pile) else {
            return Vec::new();
        };
        match self.piles.get(pile).and_then(|p| p.last()) {
            Some(&next) => vec![CabanesEvent::TurnedUp {
                pile: p,
                tile: next,
            }],
            None => {
                let mut bananas = Vec::new();
                for (h, track) in self.tracks.iter().enumerate() {
                    if let (Some(leader), Ok(h)) = (track.leader(), u8::try_from(h)) {
                        if let Some(b) = self.bananas.get_mut(leader.index()) {
                            *b += 1;
                        }
                        bananas.push((h, leader));
                    }
                }
                vec![CabanesEvent::PileEmptied { pile: p, bananas }]
            }
        }
    }

    /// After a build: a cannon may fire, else the turn passes.
    fn after_build(&mut self, seat: Seat, tile_id: TileId, hut: u8) -> Vec<CabanesEvent> {
        if tile(tile_id).is_some_and(|t| t.is_cannon()) && !self.targets_from(hut).is_empty() {
            self.phase = Phase::Cannon { hut };
            return vec![CabanesEvent::CannonReady { seat, hut }];
        }
        self.end_turn()
    }

    /// Passes the turn, or ends the game: three complete huts, or a seat that cannot play.
    fn end_turn(&mut self) -> Vec<CabanesEvent> {
        self.phase = Phase::Play;
        if self.huts.iter().all(Hut::is_complete) {
            return self.finish(Ending::AllComplete);
        }
        let next = self.turn.next(self.setup.seats);
        self.turn = next;
        if self.piles_empty() && !self.can_build_any(next) {
            return self.finish(Ending::Blocked { seat: next });
        }
        Vec::new()
    }

    fn finish(&mut self, ending: Ending) -> Vec<CabanesEvent> {
        self.phase = Phase::Over { ending };
        let scores = self.scores();
        vec![CabanesEvent::Finished {
            ending,
            huts: self.hut_scores(),
            winners: winners(&scores),
            scores,
        }]
    }

    fn build_from_front(
        &mut self,
        seat: Seat,
        tile_id: TileId,
        spot: Spot,
    ) -> Result<Vec<CabanesEvent>, CabanesError> {
        let at = self
            .front(seat)
            .iter()
            .position(|&t| t == tile_id)
            .ok_or(CabanesError::NotInFront { tile: tile_id })?;
        let placement = self
            .check_build(tile_id, spot)
            .map_err(|r| Self::illegal(tile_id, spot, r))?;
        if let Some(front) = self.fronts.get_mut(seat.index()) {
            front.remove(at);
        }
        let mut events = self.build(seat, tile_id, spot, &placement, None);
        events.extend(self.after_build(seat, tile_id, spot.hut));
        Ok(events)
    }

    fn build_from_pile(
        &mut self,
        seat: Seat,
        pile: u8,
        spot: Spot,
    ) -> Result<Vec<CabanesEvent>, CabanesError> {
        let i = self.pile_index(pile)?;
        let tile_id = self
            .piles
            .get(i)
            .and_then(|p| p.last().copied())
            .ok_or(CabanesError::EmptyPile { pile })?;
        let placement = self
            .check_build(tile_id, spot)
            .map_err(|r| Self::illegal(tile_id, spot, r))?;
        if let Some(p) = self.piles.get_mut(i) {
            p.pop();
        }
        let mut events = self.build(seat, tile_id, spot, &placement, Some(pile));
        events.extend(self.after_draw(i));
        events.extend(self.after_build(seat, tile_id, spot.hut));
        Ok(events)
    }

    fn keep(&mut self, seat: Seat, pile: u8) -> Result<Vec<CabanesEvent>, CabanesError> {
        let i = self.pile_index(pile)?;
        let tile_id = self
            .piles
            .get_mut(i)
            .and_then(Vec::pop)
            .ok_or(CabanesError::EmptyPile { pile })?;
        if let Some(front) = self.fronts.get_mut(seat.index()) {
            front.push(tile_id);
        }
        let mut events = vec![CabanesEvent::Kept {
            seat,
            pile,
            tile: tile_id,
        }];
        events.extend(self.after_draw(i));
        events.extend(self.end_turn());
        Ok(events)
    }

    fn fire(
        &mut self,
        seat: Seat,
        from: u8,
        hut: u8,
        cell: Cell,
    ) -> Result<Vec<CabanesEvent>, CabanesError> {
        if hut == from {
            return Err(CabanesError::BadTarget(TargetError::OwnHut { hut }));
        }
        let target = self
            .huts
            .get_mut(usize::from(hut))
            .ok_or(CabanesError::BadTarget(TargetError::NoSuchHut { hut }))?;
        target.check_target(cell).map_err(CabanesError::BadTarget)?;
        let taken = target.knock_off(cell);
        let mut destroyed = Vec::new();
        for p in &taken {
            if tile(p.tile).is_some_and(|t| t.is_cannon()) {
                destroyed.push(p.tile);
            } else if let Some(front) = self.fronts.get_mut(seat.index()) {
                front.push(p.tile);
            }
        }
        self.destroyed.extend(destroyed.iter().copied());
        let mut events = vec![CabanesEvent::Fired {
            seat,
            hut,
            cell,
            taken,
            destroyed,
        }];
        events.extend(self.end_turn());
        Ok(events)
    }
}

/// A record's shown tiles per pile, read as tiles; any pile beyond the five is refused.
fn shown_tiles(shown: &[Vec<u16>]) -> Result<Vec<Vec<TileId>>, CabanesError> {
    shown
        .iter()
        .enumerate()
        .map(|(p, pile)| {
            let bad = CabanesError::ShownTiles { pile: p as u8 };
            if p >= PILES {
                return Err(bad);
            }
            pile.iter()
                .map(|&n| u8::try_from(n).map(TileId).map_err(|_| bad.clone()))
                .collect()
        })
        .collect()
}

/// The five piles, bottom first: in each, 8 yellow tiles under 8 green ones. Pile `p`'s top
/// places hold `shown[p]` (its top tile first); every other place takes the next tile of its
/// back from `greens` or `yellows` (shuffled), once the shown tiles are taken out of them. With
/// nothing shown, pile `p` is yellows `8p..8p+8` under greens `8p..8p+8`.
fn deal(
    shown: &[Vec<TileId>],
    mut greens: Vec<TileId>,
    mut yellows: Vec<TileId>,
) -> Result<Vec<Vec<TileId>>, CabanesError> {
    let all_shown: Vec<TileId> = shown.iter().flatten().copied().collect();
    greens.retain(|t| !all_shown.contains(t));
    yellows.retain(|t| !all_shown.contains(t));
    let (mut greens, mut yellows) = (greens.into_iter(), yellows.into_iter());
    let size = 2 * PER_PILE;
    (0..PILES)
        .map(|p| {
            let bad = CabanesError::ShownTiles { pile: p as u8 };
            let on_top = shown.get(p).map_or(&[][..], Vec::as_slice);
            if on_top.len() > size {
                return Err(bad);
            }
            let hidden = size - on_top.len();
            (0..size)
                .map(|place| {
                    let back = if place < PER_PILE {
                        Back::Yellow
                    } else {
                        Back::Green
                    };
                    let dealt = if place < hidden {
                        match back {
                            Back::Yellow => yellows.next(),
                            _ => greens.next(),
                        }
                    } else {
                        on_top.get(size - 1 - place).copied()
                    };
                    // A shown tile must be of its place's back and shown once only.
                    dealt
                        .filter(|t| tile(*t).is_some_and(|t| t.back == back))
                        .filter(|t| all_shown.iter().filter(|s| *s == t).count() <= 1)
                        .ok_or(bad.clone())
                })
                .collect()
        })
        .collect()
}

/// The seats with the highest total.
pub fn winners(scores: &[ScoreLine]) -> Vec<Seat> {
    let best = scores.iter().map(|s| s.total).max();
    scores
        .iter()
        .filter(|s| Some(s.total) == best)
        .map(|s| s.seat)
        .collect()
}

impl Game for Cabanes {
    type Setup = CabanesSetup;
    type Action = CabanesAction;
    type Event = CabanesEvent;
    type Error = CabanesError;
    type View = CabanesView;

    fn new(setup: CabanesSetup, seed: u64) -> Result<Self, CabanesError> {
        Self::reopen_shown(setup, seed, &[])
    }

    /// Each pile's shown tiles from its top down, the rest of its green and yellow places dealt
    /// from what nobody has seen, shuffled by `seed`.
    fn reopen_shown(
        setup: CabanesSetup,
        seed: u64,
        shown: &[Vec<u16>],
    ) -> Result<Self, CabanesError> {
        if !(2..=4).contains(&setup.seats) {
            return Err(CabanesError::SeatCount { seats: setup.seats });
        }
        let set = tile_set().map_err(CabanesError::TileSet)?;
        let starts = set.with_back(Back::Start);
        let mut greens = set.with_back(Back::Green);
        let mut yellows = set.with_back(Back::Yellow);
        let mut rng = SeededRng::new(seed);
        rng.shuffle(&mut greens);
        rng.shuffle(&mut yellows);
        let piles = deal(&shown_tiles(shown)?, greens, yellows)?;
        Ok(Cabanes {
            setup,
            seed,
            huts: starts.iter().take(HUTS).map(|&s| Hut::new(s)).collect(),
            tracks: (0..HUTS).map(|_| Track::new(setup.seats)).collect(),
            piles,
            fronts: vec![Vec::new(); usize::from(setup.seats)],
            bananas: vec![0; usize::from(setup.seats)],
            destroyed: Vec::new(),
            turn: Seat(0),
            phase: Phase::Play,
            arrivals: 0,
        })
    }

    /// Per pile, its tiles from the top down to the face-up one: every tile turned up so far.
    fn shown_since(&self, start: &Cabanes) -> Vec<Vec<u16>> {
        start
            .piles
            .iter()
            .enumerate()
            .map(|(p, dealt)| {
                let left = self.piles.get(p).map_or(0, Vec::len);
                dealt
                    .iter()
                    .skip(left.saturating_sub(1))
                    .rev()
                    .map(|t| u16::from(t.0))
                    .collect()
            })
            .collect()
    }

    fn setup(&self) -> &CabanesSetup {
        &self.setup
    }

    fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over { .. } => None,
            _ => Some(self.turn),
        }
    }

    fn legal_actions(&self) -> Vec<CabanesAction> {
        actions_for(&self.phase, &self.huts, &self.tops(), self.front(self.turn))
    }

    fn apply(&mut self, action: &CabanesAction) -> Result<Vec<CabanesEvent>, CabanesError> {
        let seat = self.turn;
        match (&self.phase, action) {
            (Phase::Over { .. }, _) => Err(CabanesError::GameOver),
            (Phase::Cannon { hut: from }, CabanesAction::Fire { hut, cell }) => {
                let from = *from;
                self.fire(seat, from, *hut, *cell)
            }
            (Phase::Cannon { .. }, CabanesAction::HoldFire) => {
                let mut events = vec![CabanesEvent::HeldFire { seat }];
                events.extend(self.end_turn());
                Ok(events)
            }
            (Phase::Cannon { .. }, _) => Err(CabanesError::CannonPending),
            (Phase::Play, CabanesAction::Fire { .. } | CabanesAction::HoldFire) => {
                Err(CabanesError::NoCannon)
            }
            (Phase::Play, CabanesAction::Keep { pile }) => self.keep(seat, *pile),
            (Phase::Play, CabanesAction::BuildFromPile { pile, spot }) => {
                self.build_from_pile(seat, *pile, *spot)
            }
            (Phase::Play, CabanesAction::BuildFromFront { tile, spot }) => {
                self.build_from_front(seat, *tile, *spot)
            }
        }
    }

    fn view(&self, seat: Seat) -> CabanesView {
        CabanesView {
            seat,
            seats: self.setup.seats,
            huts: self.huts.clone(),
            tracks: self.tracks.clone(),
            piles: self
                .piles
                .iter()
                .map(|p| {
                    let count = |back: Back| {
                        p.iter()
                            .rev()
                            .skip(1)
                            .filter(|&&t| tile(t).is_some_and(|t| t.back == back))
                            .count() as u8
                    };
                    PileView {
                        top: p.last().copied(),
                        green_below: count(Back::Green),
                        yellow_below: count(Back::Yellow),
                    }
                })
                .collect(),
            fronts: self.fronts.clone(),
            bananas: self.bananas.clone(),
            destroyed: self.destroyed.clone(),
            turn: self.turn,
            phase: self.phase.clone(),
        }
    }

    fn reveals(event: &CabanesEvent) -> bool {
        matches!(event, CabanesEvent::TurnedUp { .. })
    }
}

use serde::{Deserialize, Serialize};

use super::score::{score_line, winners};
use super::town::{lay_errors, legal_lays};
use super::view::{DrunterView, PhaseView};
use super::{
    BoardMap, Building, Card, DrunterError, Edition, GoalCard, LayError, PathId, Plan, ScoreLine,
    Tile, TileId, Town, Vote, check_ballot,
};
use crate::{Dir, Game, Pos, Seat, SeededRng};

/// What players agree before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrunterSetup {
    /// 2 to 4.
    pub seats: u8,
    /// The rulebook's variant: two goal cards each from a deck with four special cards, no toilet
    /// votes, and each player secretly keeps one goal when the first path is finished.
    #[serde(default)]
    pub variant: bool,
    /// Which reading of the rules the game follows; saves made before it existed have none and go
    /// on by the rules they were started with.
    #[serde(default)]
    pub edition: Edition,
}

impl DrunterSetup {
    /// A new game's setup, by the current rules.
    pub const fn new(seats: u8, variant: bool) -> DrunterSetup {
        DrunterSetup {
            seats,
            variant,
            edition: Edition::CURRENT,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrunterAction {
    /// Lay a tile from one's hand on `path`, from its work gang towards `dir`.
    Lay {
        tile: TileId,
        path: PathId,
        dir: Dir,
    },
    /// Only when no tile of one's hand can be laid: the turn is skipped.
    Pass,
    /// One's secret choice of inhabitant cards for the toilet vote (empty or only "???" abstains).
    Vote { cards: Vec<Card> },
    /// After the reveal, the owner of a played joker says which way its two votes go.
    Joker { vote: Vote },
    /// Variant: the goal card one secretly keeps (the other only breaks ties).
    Keep { goal: GoalCard },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrunterEvent {
    Laid {
        seat: Seat,
        tile: TileId,
        path: PathId,
        dir: Dir,
        cells: Vec<Pos>,
        crossed: Option<Pos>,
        buildings: Vec<(Pos, Building)>,
        toilets: Vec<Pos>,
    },
    /// The gang had no way on: the path is finished.
    GangLeft {
        path: PathId,
    },
    Passed {
        seat: Seat,
    },
    /// The tile would cover a toilet: the town votes first.
    VoteCalled {
        seat: Seat,
        tile: TileId,
        path: PathId,
        dir: Dir,
        toilets: Vec<Pos>,
    },
    /// A seat has chosen its cards (which, nobody knows yet).
    Voted {
        seat: Seat,
    },
    /// Everybody's cards, shown at once (in seat order).
    BallotsRevealed {
        ballots: Vec<Vec<Card>>,
    },
    JokerDecided {
        seat: Seat,
        vote: Vote,
    },
    /// Votes counted; a tie goes to yes.
    VoteCounted {
        yes: u32,
        no: u32,
        outcome: Vote,
    },
    /// The town said no: the tile goes back to its owner, whose turn ends.
    TileReturned {
        seat: Seat,
        tile: TileId,
    },
    /// Variant: everybody now secretly keeps one of his two goal cards.
    KeepCalled,
    /// Variant: a seat has kept a card (which, nobody knows).
    Kept {
        seat: Seat,
    },
    /// Nobody can lay any more: goals revealed (the kept card first), scores and winners.
    Finished {
        goals: Vec<Vec<GoalCard>>,
        scores: Vec<ScoreLine>,
        winners: Vec<Seat>,
    },
}

/// A tile waiting for the town's vote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingLay {
    pub seat: Seat,
    pub tile: TileId,
    pub path: PathId,
    pub dir: Dir,
    pub toilets: Vec<Pos>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Build,
    Vote {
        lay: PendingLay,
        /// Each seat's secret choice, `None` until made.
        ballots: Vec<Option<Vec<Card>>>,
        revealed: bool,
        /// Each joker owner's decision after the reveal.
        jokers: Vec<Option<Vote>>,
    },
    /// Variant: each seat secretly keeps one of its two goal cards.
    Keep {
        kept: Vec<Option<GoalCard>>,
    },
    Over,
}

/// A game of Drunter & Drüber. Holds secrets (goals, ballots): show players only [`Game::view`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drunter {
    setup: DrunterSetup,
    // The secrets are reachable from `seen`, which replaces them for a seat on another device.
    pub(super) seed: u64,
    town: Town,
    hands: Vec<Vec<TileId>>,
    cards: Vec<Vec<Card>>,
    /// Each seat's goal cards; once kept (always in the base game), the kept one first.
    pub(super) goals: Vec<Vec<GoalCard>>,
    goals_kept: bool,
    turn: Seat,
    pub(super) phase: Phase,
}

/// Seats in playing order starting from `first`.
fn order(first: Seat, seats: u8) -> impl Iterator<Item = Seat> {
    (0..seats)
        .map(move |i| Seat(((u16::from(first.0) + u16::from(i)) % u16::from(seats.max(1))) as u8))
}

impl Drunter {
    pub fn town(&self) -> &Town {
        &self.town
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn seats(&self) -> u8 {
        self.setup.seats
    }

    /// The seat whose building turn it is (the builder during a vote).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn hand(&self, seat: Seat) -> &[TileId] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    pub fn hands(&self) -> &[Vec<TileId>] {
        &self.hands
    }

    /// The inhabitant cards a seat still holds.
    pub fn cards(&self, seat: Seat) -> &[Card] {
        self.cards.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    pub fn all_cards(&self) -> &[Vec<Card>] {
        &self.cards
    }

    /// A seat's secret goal (its kept card in the variant, its first card before it keeps one).
    /// Secret: only for that seat's own view, or after the end.
    pub fn goal(&self, seat: Seat) -> Option<GoalCard> {
        self.goal_cards(seat).first().copied()
    }

    /// All of a seat's secret goal cards (two in the variant, the kept one first once kept).
    pub fn goal_cards(&self, seat: Seat) -> &[GoalCard] {
        self.goals.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// Whether the goals are settled (always in the base game; in the variant once each kept one).
    pub fn goals_kept(&self) -> bool {
        self.goals_kept
    }

    /// Every rule laying `tile` on `path` towards `dir` would break for the seat to build.
    pub fn lay_errors(&self, tile: TileId, path: PathId, dir: Dir) -> Vec<LayError> {
        lay_errors(&self.town, self.hand(self.turn), tile, path, dir)
    }

    /// Every tile of `seat`'s hand that can be laid now, with where.
    pub fn legal_lays(&self, seat: Seat) -> Vec<(TileId, PathId, Dir)> {
        legal_lays(&self.town, self.hand(seat))
    }

    pub fn can_lay(&self, seat: Seat) -> bool {
        !self.legal_lays(seat).is_empty()
    }

    /// The score so far with its breakdown; final once the game is over.
    pub fn scores(&self) -> Vec<ScoreLine> {
        order(Seat(0), self.setup.seats)
            .filter_map(|s| score_line(s, self.goal_cards(s), &self.town, self.cards(s)))
            .collect()
    }

    /// The winners once the game is over.
    pub fn winners(&self) -> Vec<Seat> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        winners(&self.scores())
    }

    fn lay(
        &mut self,
        tile: TileId,
        path: PathId,
        dir: Dir,
    ) -> Result<Vec<DrunterEvent>, DrunterError> {
        let seat = self.turn;
        let illegal = |reasons| DrunterError::IllegalLay {
            tile,
            path,
            dir,
            reasons,
        };
        let (Some(t), true) = (Tile::get(tile), self.hand(seat).contains(&tile)) else {
            return Err(illegal(vec![LayError::NotYourTile { tile }]));
        };
        let plan = self.town.plan(t, path, dir).map_err(illegal)?;
        if !plan.toilets.is_empty() && !self.setup.variant {
            let seats = usize::from(self.setup.seats);
            let toilets = plan.toilets.clone();
            self.phase = Phase::Vote {
                lay: PendingLay {
                    seat,
                    tile,
                    path,
                    dir,
                    toilets: toilets.clone(),
                },
                ballots: vec![None; seats],
                revealed: false,
                jokers: vec![None; seats],
            };
            return Ok(vec![DrunterEvent::VoteCalled {
                seat,
                tile,
                path,
                dir,
                toilets,
            }]);
        }
        let mut events = self.build(seat, t, path, dir, &plan);
        let first_finished = events
            .iter()
            .any(|e| matches!(e, DrunterEvent::GangLeft { .. }));
        if first_finished && !self.goals_kept {
            events.extend(self.call_keep());
        } else {
            events.extend(self.end_turn());
        }
        Ok(events)
    }

    /// Variant: everybody keeps one goal card, then the turn goes on (or the game ends).
    fn call_keep(&mut self) -> Vec<DrunterEvent> {
        self.phase = Phase::Keep {
            kept: vec![None; usize::from(self.setup.seats)],
        };
        vec![DrunterEvent::KeepCalled]
    }

    fn keep(&mut self, goal: GoalCard) -> Result<Vec<DrunterEvent>, DrunterError> {
        let Some(seat) = self.to_move() else {
            return Err(DrunterError::GameOver);
        };
        if !self.goal_cards(seat).contains(&goal) {
            return Err(DrunterError::GoalNotHeld { goal });
        }
        let Phase::Keep { kept } = &mut self.phase else {
            return Err(DrunterError::NoKeep);
        };
        if let Some(k) = kept.get_mut(seat.index()) {
            *k = Some(goal);
        }
        let mut events = vec![DrunterEvent::Kept { seat }];
        if kept.iter().all(Option::is_some) {
            let kept = kept.clone();
            for (cards, k) in self.goals.iter_mut().zip(kept) {
                if let Some(i) = cards.iter().position(|c| Some(*c) == k) {
                    let card = cards.remove(i);
                    cards.insert(0, card);
                }
            }
            self.goals_kept = true;
            self.phase = Phase::Build;
            events.extend(self.end_turn());
        }
        Ok(events)
    }

    /// Puts a checked tile on the board.
    fn build(
        &mut self,
        seat: Seat,
        t: &Tile,
        path: PathId,
        dir: Dir,
        plan: &Plan,
    ) -> Vec<DrunterEvent> {
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.retain(|h| *h != t.id);
        }
        let left = self.town.lay(t, path, dir, plan);
        let mut events = vec![DrunterEvent::Laid {
            seat,
            tile: t.id,
            path,
            dir,
            cells: plan.cells.clone(),
            crossed: plan.crossed,
            buildings: plan.buildings.clone(),
            toilets: plan.toilets.clone(),
        }];
        if left {
            events.push(DrunterEvent::GangLeft { path });
        }
        if self.setup.edition >= Edition::Second {
            // Rule 5 read with the variant's rule 4: the tile may have blocked another path too.
            events.extend(
                self.town
                    .release_blocked_gangs()
                    .into_iter()
                    .map(|path| DrunterEvent::GangLeft { path }),
            );
        }
        events
    }

    fn pass(&mut self) -> Result<Vec<DrunterEvent>, DrunterError> {
        let options = self.legal_lays(self.turn).len();
        if options > 0 {
            return Err(DrunterError::MustLay { options });
        }
        let mut events = vec![DrunterEvent::Passed { seat: self.turn }];
        events.extend(self.end_turn());
        Ok(events)
    }

    fn vote(&mut self, cards: &[Card]) -> Result<Vec<DrunterEvent>, DrunterError> {
        let Some(seat) = self.to_move() else {
            return Err(DrunterError::GameOver);
        };
        let held = self.cards(seat).to_vec();
        let Phase::Vote {
            ballots, revealed, ..
        } = &mut self.phase
        else {
            return Err(DrunterError::NoVote);
        };
        if *revealed {
            return Err(DrunterError::AlreadyRevealed);
        }
        let chosen = check_ballot(self.setup.edition, &held, cards)?;
        if let Some(b) = ballots.get_mut(seat.index()) {
            *b = Some(chosen);
        }
        let mut events = vec![DrunterEvent::Voted { seat }];
        if ballots.iter().all(Option::is_some) {
            *revealed = true;
            let shown: Vec<Vec<Card>> = ballots
                .iter()
                .map(|b| b.clone().unwrap_or_default())
                .collect();
            let joker_played = shown.iter().any(|b| b.contains(&Card::Joker));
            for (hand, played) in self.cards.iter_mut().zip(&shown) {
                hand.retain(|c| *c == Card::Abstain || !played.contains(c));
            }
            events.push(DrunterEvent::BallotsRevealed { ballots: shown });
            if !joker_played {
                events.extend(self.count());
            }
        }
        Ok(events)
    }

    fn joker(&mut self, vote: Vote) -> Result<Vec<DrunterEvent>, DrunterError> {
        let Some(seat) = self.to_move() else {
            return Err(DrunterError::GameOver);
        };
        let Phase::Vote {
            revealed, jokers, ..
        } = &mut self.phase
        else {
            return Err(DrunterError::NoVote);
        };
        if !*revealed {
            return Err(DrunterError::NotRevealed);
        }
        if let Some(j) = jokers.get_mut(seat.index()) {
            *j = Some(vote);
        }
        let mut events = vec![DrunterEvent::JokerDecided { seat, vote }];
        if self.joker_to_decide().is_none() {
            events.extend(self.count());
        }
        Ok(events)
    }

    /// The next seat (from the builder on) that played a joker and has not decided it.
    fn joker_to_decide(&self) -> Option<Seat> {
        let Phase::Vote {
            lay,
            ballots,
            jokers,
            ..
        } = &self.phase
        else {
            return None;
        };
        order(lay.seat, self.setup.seats).find(|s| {
            ballots
                .get(s.index())
                .is_some_and(|b| b.as_ref().is_some_and(|b| b.contains(&Card::Joker)))
                && jokers.get(s.index()).is_some_and(Option::is_none)
        })
    }

    /// Counts the revealed votes and carries out the outcome.
    fn count(&mut self) -> Vec<DrunterEvent> {
        let Phase::Vote {
            lay,
            ballots,
            jokers,
            ..
        } = std::mem::replace(&mut self.phase, Phase::Build)
        else {
            return Vec::new();
        };
        let (mut yes, mut no) = (0, 0);
        for (ballot, joker) in ballots.iter().zip(&jokers) {
            for card in ballot.iter().flatten() {
                let way = if *card == Card::Joker {
                    *joker
                } else {
                    card.vote()
                };
                match way {
                    Some(Vote::Yes) => yes += card.votes(),
                    Some(Vote::No) => no += card.votes(),
                    None => {}
                }
            }
        }
        let outcome = if yes >= no { Vote::Yes } else { Vote::No };
        let mut events = vec![DrunterEvent::VoteCounted { yes, no, outcome }];
        let planned = Tile::get(lay.tile)
            .and_then(|t| self.town.plan(t, lay.path, lay.dir).ok().map(|p| (t, p)));
        match (outcome, planned) {
            (Vote::Yes, Some((t, plan))) => {
                events.extend(self.build(lay.seat, t, lay.path, lay.dir, &plan));
            }
            _ => events.push(DrunterEvent::TileReturned {
                seat: lay.seat,
                tile: lay.tile,
            }),
        }
        events.extend(self.end_turn());
        events
    }

    /// Hands the turn to the left, or ends the game when nobody can lay any more.
    fn end_turn(&mut self) -> Vec<DrunterEvent> {
        let seats = self.setup.seats;
        if order(Seat(0), seats).any(|s| self.can_lay(s)) {
            self.turn = self.turn.next(seats);
            Vec::new()
        } else if !self.goals_kept {
            // No path was ever finished: the goals are kept before the end.
            self.call_keep()
        } else {
            self.phase = Phase::Over;
            let scores = self.scores();
            vec![DrunterEvent::Finished {
                goals: self.goals.clone(),
                winners: winners(&scores),
                scores,
            }]
        }
    }
}

/// Every subset of `cards`, each sorted, the empty one first.
fn subsets(cards: &[Card]) -> Vec<Vec<Card>> {
    let n = cards.len().min(16);
    (0u32..(1 << n))
        .map(|mask| {
            cards
                .iter()
                .take(n)
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, c)| *c)
                .collect()
        })
        .collect()
}

impl Drunter {
    /// A new game on `map` instead of the town its setup's edition prints: the tuning of the town
    /// plays candidate towns with it.
    pub fn on_map(setup: DrunterSetup, seed: u64, map: BoardMap) -> Result<Drunter, DrunterError> {
        if !(2..=4).contains(&setup.seats) {
            return Err(DrunterError::SeatCount { seats: setup.seats });
        }
        let seats = usize::from(setup.seats);
        let mut rng = SeededRng::new(seed);
        let (mut deck, each) = if setup.variant {
            (GoalCard::variant_deck(), 2)
        } else {
            (GoalCard::buildings(), 1)
        };
        rng.shuffle(&mut deck);
        let goals: Vec<Vec<GoalCard>> = (0..seats)
            .map(|s| deck.iter().skip(s * each).take(each).copied().collect())
            .collect();
        let mut hands = vec![Vec::new(); seats];
        for len in [3u8, 2, 1] {
            let mut ids: Vec<TileId> = Tile::all()
                .iter()
                .filter(|t| t.len == len)
                .map(|t| t.id)
                .collect();
            rng.shuffle(&mut ids);
            let per = ids.len() / seats;
            for (i, hand) in hands.iter_mut().enumerate() {
                hand.extend(ids.iter().skip(i * per).take(per));
            }
        }
        for hand in &mut hands {
            hand.sort();
        }
        Ok(Drunter {
            setup,
            seed,
            town: Town::new(map),
            hands,
            cards: vec![Card::ALL.to_vec(); seats],
            goals,
            goals_kept: !setup.variant,
            turn: Seat(0),
            phase: Phase::Build,
        })
    }
}

impl Game for Drunter {
    type Setup = DrunterSetup;
    type Action = DrunterAction;
    type Event = DrunterEvent;
    type Error = DrunterError;
    type View = DrunterView;

    fn new(setup: DrunterSetup, seed: u64) -> Result<Self, DrunterError> {
        let map = BoardMap::of_edition(setup.edition).map_err(DrunterError::Map)?;
        Drunter::on_map(setup, seed, map)
    }

    fn setup(&self) -> &DrunterSetup {
        &self.setup
    }

    fn to_move(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Build => Some(self.turn),
            Phase::Vote {
                lay,
                ballots,
                revealed: false,
                ..
            } => order(lay.seat, self.setup.seats)
                .find(|s| ballots.get(s.index()).is_some_and(Option::is_none)),
            Phase::Vote { revealed: true, .. } => self.joker_to_decide(),
            Phase::Keep { kept } => order(self.turn, self.setup.seats)
                .find(|s| kept.get(s.index()).is_some_and(Option::is_none)),
        }
    }

    fn legal_actions(&self) -> Vec<DrunterAction> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Build => {
                let lays = self.legal_lays(seat);
                if lays.is_empty() {
                    vec![DrunterAction::Pass]
                } else {
                    lays.into_iter()
                        .map(|(tile, path, dir)| DrunterAction::Lay { tile, path, dir })
                        .collect()
                }
            }
            Phase::Vote {
                revealed: false, ..
            } => subsets(self.cards(seat))
                .into_iter()
                .filter(|cards| check_ballot(self.setup.edition, self.cards(seat), cards).is_ok())
                .map(|cards| DrunterAction::Vote { cards })
                .collect(),
            Phase::Vote { revealed: true, .. } => [Vote::Yes, Vote::No]
                .into_iter()
                .map(|vote| DrunterAction::Joker { vote })
                .collect(),
            Phase::Keep { .. } => {
                let mut goals = self.goal_cards(seat).to_vec();
                goals.dedup();
                goals
                    .into_iter()
                    .map(|goal| DrunterAction::Keep { goal })
                    .collect()
            }
        }
    }

    fn apply(&mut self, action: &DrunterAction) -> Result<Vec<DrunterEvent>, DrunterError> {
        match (&self.phase, action) {
            (Phase::Over, _) => Err(DrunterError::GameOver),
            (Phase::Build, DrunterAction::Lay { tile, path, dir }) => self.lay(*tile, *path, *dir),
            (Phase::Build, DrunterAction::Pass) => self.pass(),
            (Phase::Build, DrunterAction::Keep { .. }) => Err(DrunterError::NoKeep),
            (Phase::Build, _) => Err(DrunterError::NoVote),
            (Phase::Vote { .. }, DrunterAction::Vote { cards }) => self.vote(cards),
            (Phase::Vote { .. }, DrunterAction::Joker { vote }) => self.joker(*vote),
            (Phase::Vote { .. }, DrunterAction::Keep { .. }) => Err(DrunterError::NoKeep),
            (Phase::Vote { .. }, _) => Err(DrunterError::VoteUnderWay),
            (Phase::Keep { .. }, DrunterAction::Keep { goal }) => self.keep(*goal),
            (Phase::Keep { .. }, _) => Err(DrunterError::KeepUnderWay),
        }
    }

    fn view(&self, seat: Seat) -> DrunterView {
        view(self, seat)
    }

    /// Laying and passing can be taken back, and so can a tile put to the vote until the first
    /// ballot; a ballot cast in secret, cards shown or a kept goal cannot: undo never crosses them.
    fn reveals(event: &DrunterEvent) -> bool {
        !matches!(
            event,
            DrunterEvent::Laid { .. }
                | DrunterEvent::GangLeft { .. }
                | DrunterEvent::Passed { .. }
                | DrunterEvent::VoteCalled { .. }
        )
    }
}

impl Drunter {
    /// What the whole table may see: the view of the seat whose turn it is, without that seat's
    /// secrets (no goal cards, no ballot of its own). What a shared screen shows between private
    /// moments.
    pub fn table_view(&self) -> DrunterView {
        let mut v = view(self, self.turn());
        v.goals.clear();
        match &mut v.phase {
            PhaseView::Vote { mine, .. } => *mine = None,
            PhaseView::Keep { mine, .. } => *mine = None,
            PhaseView::Build | PhaseView::Over { .. } => {}
        }
        v
    }
}

pub(crate) fn view(game: &Drunter, seat: Seat) -> DrunterView {
    let phase = match game.phase() {
        Phase::Build => PhaseView::Build,
        Phase::Over => PhaseView::Over {
            goals: (0..game.seats())
                .map(|s| game.goal_cards(Seat(s)).to_vec())
                .collect(),
            scores: game.scores(),
            winners: game.winners(),
        },
        Phase::Keep { kept } => PhaseView::Keep {
            chosen: kept.iter().map(Option::is_some).collect(),
            mine: kept.get(seat.index()).copied().flatten(),
        },
        Phase::Vote {
            lay,
            ballots,
            revealed,
            jokers,
        } => PhaseView::Vote {
            builder: lay.seat,
            tile: lay.tile,
            path: lay.path,
            dir: lay.dir,
            toilets: lay.toilets.clone(),
            chosen: ballots.iter().map(Option::is_some).collect(),
            mine: ballots.get(seat.index()).cloned().flatten(),
            revealed: revealed.then(|| {
                ballots
                    .iter()
                    .map(|b| b.clone().unwrap_or_default())
                    .collect()
            }),
            jokers: jokers.clone(),
        },
    };
    DrunterView {
        seat,
        seats: game.seats(),
        edition: game.setup().edition,
        variant: game.setup().variant,
        town: game.town().clone(),
        hands: game.hands().to_vec(),
        cards: game.all_cards().to_vec(),
        goals: game.goal_cards(seat).to_vec(),
        goals_kept: game.goals_kept(),
        turn: game.turn(),
        to_move: game.to_move(),
        phase,
    }
}

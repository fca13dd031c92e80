use serde::{Deserialize, Serialize};

use super::{
    BoardMap, CaptnAction, CaptnError, CaptnEvent, CaptnView, IslandId, Phase, Pieces, PositionId,
    Sea, SeaLayout,
};
use crate::{Game, Seat, SeededRng};

/// What players agree before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaptnSetup {
    /// 2 to 4 (the box says 3–4; two players work by the same rules, each choosing for the other).
    pub seats: u8,
    /// The rulebook's easy variant: each player draws his own targets from his shuffled deck.
    #[serde(default)]
    pub variant: bool,
    /// The sea the game is played on; saves from before the tuned sea name none and replay on
    /// the first.
    #[serde(default)]
    pub sea: SeaLayout,
    /// Our ending at two players (two is our addition to the box's 3-4): when the first seat lays
    /// his ninth treasure, the second plays a last turn, so that both have played as many turns;
    /// if he lays his ninth in it, they share the win. Ignored at 3 and 4 players, which end the
    /// moment a ninth treasure is laid, as the rulebook says; saves from before this rule name
    /// none and end that way at two players too.
    #[serde(default)]
    pub last_turn: bool,
}

impl CaptnSetup {
    /// A new game's setup, on the current sea, with the last turn at two players.
    pub const fn new(seats: u8, variant: bool) -> CaptnSetup {
        CaptnSetup {
            seats,
            variant,
            sea: SeaLayout::CURRENT,
            last_turn: seats == 2,
        }
    }
}

/// A game of Capt'n Clever. Holds secrets (targets, the cards each chooser holds, the decks):
/// show players only [`Game::view`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Captn {
    setup: CaptnSetup,
    seed: u64,
    sea: Sea,
    /// By owner seat: the cards not handed out yet. In the base game the owner's chooser holds
    /// them face down (in any order); in the variant they are the owner's deck, drawn from the end.
    hands: Vec<Vec<IslandId>>,
    /// By seat: the current secret target.
    targets: Vec<Option<IslandId>>,
    /// By seat: treasures found, face up, the first found first (the last one is on top).
    found: Vec<Vec<IslandId>>,
}

impl Captn {
    /// A game from its parts (for [`super::Scenario`]); the caller checked them.
    pub(crate) fn from_parts(
        setup: CaptnSetup,
        seed: u64,
        sea: Sea,
        hands: Vec<Vec<IslandId>>,
        targets: Vec<Option<IslandId>>,
        found: Vec<Vec<IslandId>>,
    ) -> Captn {
        Captn {
            setup,
            seed,
            sea,
            hands,
            targets,
            found,
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn seats(&self) -> u8 {
        self.setup.seats
    }

    /// The public table: board, pieces, turn and phase, with the rules that need no secret.
    pub fn sea(&self) -> &Sea {
        &self.sea
    }

    pub fn board(&self) -> &BoardMap {
        self.sea.board()
    }

    pub fn pieces(&self) -> &Pieces {
        self.sea.pieces()
    }

    pub fn phase(&self) -> Phase {
        self.sea.phase()
    }

    /// Who won, once the game is over (two when they share the win); empty before.
    pub fn winners(&self) -> &[Seat] {
        self.sea.winners()
    }

    /// A seat's current target. Secret: for that seat's own view only.
    pub fn target(&self, seat: Seat) -> Option<IslandId> {
        self.targets.get(seat.index()).copied().flatten()
    }

    /// The cards of `owner` not handed out yet (held by its chooser, or its deck in the variant).
    /// Secret: the chooser may see them while choosing, nobody else ever.
    pub fn hand(&self, owner: Seat) -> &[IslandId] {
        self.hands.get(owner.index()).map_or(&[], Vec::as_slice)
    }

    /// A seat's pile of found treasures, the first found first. Others may see only the top one.
    pub fn found(&self, seat: Seat) -> &[IslandId] {
        self.found.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// The empty islands the captain of the seat to move can reach now.
    pub fn reachable(&self) -> Vec<IslandId> {
        self.sea.reachable()
    }

    /// Where the ship of the seat to move may be placed or moved now.
    pub fn ship_options(&self) -> Vec<PositionId> {
        self.sea.ship_options()
    }

    /// Every reason the ship of the seat to move may not go to `position` now.
    pub fn ship_errors(&self, position: PositionId) -> Vec<CaptnError> {
        self.sea.ship_errors(position)
    }

    /// Every reason the captain of the seat to move may not go to `island` now.
    pub fn captain_errors(&self, island: IslandId) -> Vec<CaptnError> {
        self.sea.captain_errors(island)
    }

    /// Why the seat to move may not end its turn now, if so (its captain still must move).
    pub fn end_turn_error(&self) -> Option<CaptnError> {
        self.sea.end_turn_error()
    }

    /// The cards the chooser to move may give now (empty when nobody is choosing).
    pub fn choice(&self) -> &[IslandId] {
        match self.sea.phase() {
            Phase::Choosing { for_seat, .. } => self.hand(for_seat),
            _ => &[],
        }
    }

    fn place_captain(&mut self, island: IslandId) -> Result<Vec<CaptnEvent>, CaptnError> {
        let seat = self.sea.turn();
        if let Some(e) = self.sea.captain_errors(island).into_iter().next() {
            return Err(e);
        }
        if let Some(c) = self.sea.pieces_mut().captains.get_mut(seat.index()) {
            *c = Some(island);
        }
        let mut events = vec![CaptnEvent::CaptainPlaced { seat, island }];
        events.extend(self.after_placing());
        Ok(events)
    }

    fn place_ship(&mut self, position: PositionId) -> Result<Vec<CaptnEvent>, CaptnError> {
        let seat = self.sea.turn();
        if let Some(e) = self.sea.ship_errors(position).into_iter().next() {
            return Err(e);
        }
        if let Some(s) = self.sea.pieces_mut().ships.get_mut(seat.index()) {
            *s = Some(position);
        }
        let mut events = vec![CaptnEvent::ShipPlaced { seat, position }];
        events.extend(self.after_placing());
        Ok(events)
    }

    /// Once a seat has placed both pieces, the next one places; after the last, the targets.
    fn after_placing(&mut self) -> Vec<CaptnEvent> {
        let seat = self.sea.turn();
        if self.sea.captain(seat).is_none() || self.sea.ship(seat).is_none() {
            return Vec::new();
        }
        let next = seat.next(self.seats());
        if next != Seat(0) {
            self.sea.set_turn(next);
            return Vec::new();
        }
        self.sea.set_turn(Seat(0));
        if self.setup.variant {
            let events: Vec<CaptnEvent> =
                (0..self.seats()).flat_map(|s| self.draw(Seat(s))).collect();
            self.sea.set_phase(Phase::START);
            events
        } else {
            self.sea.set_phase(Phase::Choosing {
                for_seat: Seat(0),
                opening: true,
            });
            Vec::new()
        }
    }

    /// Variant: `seat` turns up the top card of its own deck.
    fn draw(&mut self, seat: Seat) -> Option<CaptnEvent> {
        let card = self.hands.get_mut(seat.index())?.pop()?;
        *self.targets.get_mut(seat.index())? = Some(card);
        Some(CaptnEvent::TargetGiven { seat, by: None })
    }

    fn choose_target(
        &mut self,
        for_seat: Seat,
        opening: bool,
        island: IslandId,
    ) -> Result<Vec<CaptnEvent>, CaptnError> {
        let chooser = self.sea.chooser_of(for_seat);
        let Some(i) = self.hand(for_seat).iter().position(|c| *c == island) else {
            return Err(CaptnError::NotATarget { island, for_seat });
        };
        if let Some(hand) = self.hands.get_mut(for_seat.index()) {
            hand.remove(i);
        }
        if let Some(t) = self.targets.get_mut(for_seat.index()) {
            *t = Some(island);
        }
        let events = vec![CaptnEvent::TargetGiven {
            seat: for_seat,
            by: Some(chooser),
        }];
        let next = for_seat.next(self.seats());
        if opening && next != Seat(0) {
            self.sea.set_phase(Phase::Choosing {
                for_seat: next,
                opening: true,
            });
        } else if opening {
            self.sea.set_turn(Seat(0));
            self.sea.set_phase(Phase::START);
        } else {
            self.next_turn();
        }
        Ok(events)
    }

    fn move_ship(&mut self, position: PositionId) -> Result<Vec<CaptnEvent>, CaptnError> {
        let seat = self.sea.turn();
        if let Some(e) = self.sea.ship_errors(position).into_iter().next() {
            return Err(e);
        }
        let Phase::Turn {
            captain_moved,
            found,
            finisher,
            ..
        } = self.sea.phase()
        else {
            return Err(CaptnError::PlacementUnderWay);
        };
        let from = self.sea.ship(seat).unwrap_or(position);
        if let Some(s) = self.sea.pieces_mut().ships.get_mut(seat.index()) {
            *s = Some(position);
        }
        self.sea.set_phase(Phase::Turn {
            ship_moved: true,
            captain_moved,
            found,
            finisher,
        });
        let mut events = vec![CaptnEvent::ShipMoved {
            seat,
            from,
            to: position,
        }];
        events.extend(self.end_if_done());
        Ok(events)
    }

    fn move_captain(&mut self, island: IslandId) -> Result<Vec<CaptnEvent>, CaptnError> {
        let seat = self.sea.turn();
        if let Some(e) = self.sea.captain_errors(island).into_iter().next() {
            return Err(e);
        }
        let Phase::Turn {
            ship_moved,
            finisher,
            ..
        } = self.sea.phase()
        else {
            return Err(CaptnError::PlacementUnderWay);
        };
        let from = self.sea.captain(seat).unwrap_or(island);
        let route = self
            .sea
            .pieces()
            .route(self.sea.board(), seat, island)
            .unwrap_or_else(|| vec![from, island]);
        if let Some(c) = self.sea.pieces_mut().captains.get_mut(seat.index()) {
            *c = Some(island);
        }
        let mut events = vec![CaptnEvent::CaptainMoved {
            seat,
            from,
            to: island,
            route,
        }];
        // The treasure is found only by stopping on the target island (passing over it is not
        // enough); the captain has stopped here, since he moves once a turn.
        let found = self.target(seat) == Some(island);
        if found {
            if let Some(t) = self.targets.get_mut(seat.index()) {
                *t = None;
            }
            let pile = self.found.get_mut(seat.index());
            let count = pile.map_or(0, |p| {
                p.push(island);
                p.len()
            });
            events.push(CaptnEvent::TreasureFound {
                seat,
                island,
                count: count as u8,
            });
            if count >= self.board().islands().len() {
                events.extend(self.ninth_laid(seat, finisher));
                return Ok(events);
            }
        }
        self.sea.set_phase(Phase::Turn {
            ship_moved,
            captain_moved: true,
            found,
            finisher,
        });
        events.extend(self.end_if_done());
        Ok(events)
    }

    /// `seat` has laid his ninth treasure. At two players with the last turn, the first seat's
    /// turn ends there and the second plays his last turn; otherwise the game is over, and
    /// `seat` shares the win with the `finisher` whose last turn he is playing, if any.
    fn ninth_laid(&mut self, seat: Seat, finisher: Option<Seat>) -> Vec<CaptnEvent> {
        // Seat 0 opens every round: after his ninth, the round still owes seat 1 his turn.
        if finisher.is_none() && self.setup.last_turn && self.seats() == 2 && seat == Seat(0) {
            let last = Seat(1);
            self.sea.set_turn(last);
            self.sea.set_phase(Phase::Turn {
                ship_moved: false,
                captain_moved: false,
                found: false,
                finisher: Some(seat),
            });
            return vec![
                CaptnEvent::TurnEnded { seat },
                CaptnEvent::LastTurn {
                    seat: last,
                    finisher: seat,
                },
            ];
        }
        self.game_over(finisher.into_iter().chain([seat]).collect())
    }

    fn game_over(&mut self, winners: Vec<Seat>) -> Vec<CaptnEvent> {
        self.sea.set_phase(Phase::Over {
            winners: winners.clone(),
        });
        vec![CaptnEvent::Won { winners }]
    }

    fn end_turn(&mut self) -> Result<Vec<CaptnEvent>, CaptnError> {
        if let Some(e) = self.sea.end_turn_error() {
            return Err(e);
        }
        Ok(self.finish_turn())
    }

    /// Ends the turn by itself when there is nothing left to do: the ship has moved (or cannot)
    /// and the captain has moved (or cannot).
    fn end_if_done(&mut self) -> Vec<CaptnEvent> {
        if self.sea.moves_left() {
            Vec::new()
        } else {
            self.finish_turn()
        }
    }

    fn finish_turn(&mut self) -> Vec<CaptnEvent> {
        let seat = self.sea.turn();
        let Phase::Turn {
            captain_moved,
            found,
            finisher,
            ..
        } = self.sea.phase()
        else {
            return Vec::new();
        };
        let mut events = Vec::new();
        if !captain_moved {
            events.push(CaptnEvent::CaptainStayed { seat });
        }
        events.push(CaptnEvent::TurnEnded { seat });
        if let Some(finisher) = finisher {
            // The last turn is over without a ninth treasure: nobody draws or chooses any more.
            events.extend(self.game_over(vec![finisher]));
            return events;
        }
        if found && !self.setup.variant {
            // "Ensuite, c'est au tour du joueur de gauche. En même temps, ton voisin de droite
            // choisit une autre de tes cartes": the chooser picks once the turn is over, having
            // seen where the finder left his ship.
            self.sea.set_phase(Phase::Choosing {
                for_seat: seat,
                opening: false,
            });
            return events;
        }
        if found {
            events.extend(self.draw(seat));
        }
        self.next_turn();
        events
    }

    /// The next seat's turn. A turn with nothing at all to do is not skipped: `EndTurn` is then
    /// its only legal action, so the UI always shows whose turn it is.
    fn next_turn(&mut self) {
        self.sea.set_turn(self.sea.turn().next(self.seats()));
        self.sea.set_phase(Phase::START);
    }
}

impl Game for Captn {
    type Setup = CaptnSetup;
    type Action = CaptnAction;
    type Event = CaptnEvent;
    type Error = CaptnError;
    type View = CaptnView;

    fn new(setup: CaptnSetup, seed: u64) -> Result<Self, CaptnError> {
        if !(2..=4).contains(&setup.seats) {
            return Err(CaptnError::SeatCount { seats: setup.seats });
        }
        let board = BoardMap::of_layout(setup.sea).map_err(CaptnError::Board)?;
        let seats = usize::from(setup.seats);
        let all: Vec<IslandId> = board.island_ids().collect();
        let mut hands = vec![all; seats];
        if setup.variant {
            let mut rng = SeededRng::new(seed);
            for deck in &mut hands {
                rng.shuffle(deck);
            }
        }
        Ok(Captn {
            setup,
            seed,
            sea: Sea::new(board, Pieces::empty(setup.seats), Seat(0), Phase::Placing),
            hands,
            targets: vec![None; seats],
            found: vec![Vec::new(); seats],
        })
    }

    /// The variant's decks: each seat's cards turned up so far (its own targets, the first
    /// first), its found treasures and its current secret among them. The base game deals no
    /// order: the chooser sees the cards he holds.
    fn shown_since(&self, start: &Captn) -> Vec<Vec<u16>> {
        if !self.setup.variant {
            return Vec::new();
        }
        start
            .hands
            .iter()
            .zip(&self.hands)
            .map(|(dealt, left)| {
                dealt
                    .iter()
                    .skip(left.len())
                    .rev()
                    .map(|i| u16::from(i.0))
                    .collect()
            })
            .collect()
    }

    /// In the variant, each deck ends with the cards it showed (drawn from the end, the first
    /// shown last), under them the rest in the order `seed` shuffled them.
    fn reopen_shown(setup: CaptnSetup, seed: u64, shown: &[Vec<u16>]) -> Result<Self, CaptnError> {
        let mut game = Self::new(setup, seed)?;
        if shown.is_empty() || !setup.variant {
            return Ok(game);
        }
        if shown.len() > game.hands.len() {
            return Err(CaptnError::ShownCards {
                seat: Seat(game.setup.seats),
            });
        }
        for (s, (deck, cards)) in game.hands.iter_mut().zip(shown).enumerate() {
            let bad = CaptnError::ShownCards {
                seat: Seat(s as u8),
            };
            let cards: Vec<IslandId> = cards
                .iter()
                .map(|&n| u8::try_from(n).map(IslandId).map_err(|_| bad.clone()))
                .collect::<Result<_, _>>()?;
            let known = |c: &IslandId| deck.contains(c);
            let once = |(i, c): (usize, &IslandId)| !cards.iter().skip(i + 1).any(|d| d == c);
            if !cards.iter().all(known) || !cards.iter().enumerate().all(once) {
                return Err(bad);
            }
            deck.retain(|c| !cards.contains(c));
            deck.extend(cards.iter().rev());
        }
        Ok(game)
    }

    fn setup(&self) -> &CaptnSetup {
        &self.setup
    }

    fn to_move(&self) -> Option<Seat> {
        self.sea.to_move()
    }

    fn legal_actions(&self) -> Vec<CaptnAction> {
        self.sea.legal_actions(self.choice())
    }

    fn apply(&mut self, action: &CaptnAction) -> Result<Vec<CaptnEvent>, CaptnError> {
        use CaptnAction as A;
        match (self.sea.phase(), *action) {
            (Phase::Over { .. }, _) => Err(CaptnError::GameOver),
            (Phase::Choosing { for_seat, opening }, A::ChooseTarget { island }) => {
                self.choose_target(for_seat, opening, island)
            }
            (Phase::Choosing { for_seat, .. }, _) => Err(CaptnError::ChoiceUnderWay {
                chooser: self.sea.chooser_of(for_seat),
                for_seat,
            }),
            (_, A::ChooseTarget { .. }) => Err(CaptnError::NoChoice),
            (Phase::Placing, A::PlaceCaptain { island }) => self.place_captain(island),
            (Phase::Placing, A::PlaceShip { position }) => self.place_ship(position),
            (Phase::Placing, _) => Err(CaptnError::PlacementUnderWay),
            (Phase::Turn { .. }, A::PlaceCaptain { .. } | A::PlaceShip { .. }) => {
                Err(CaptnError::PlacementOver)
            }
            (Phase::Turn { .. }, A::MoveShip { position }) => self.move_ship(position),
            (Phase::Turn { .. }, A::MoveCaptain { island }) => self.move_captain(island),
            (Phase::Turn { .. }, A::EndTurn) => self.end_turn(),
        }
    }

    fn view(&self, seat: Seat) -> CaptnView {
        super::view::view(self, seat)
    }

    fn reveals(event: &CaptnEvent) -> bool {
        matches!(
            event,
            CaptnEvent::TargetGiven { .. }
                | CaptnEvent::TreasureFound { .. }
                | CaptnEvent::Won { .. }
        )
    }
}

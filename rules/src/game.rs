use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};

use crate::Seat;

/// The shape every engine shares.
///
/// A game is created from a setup and a seed; the same setup, seed and actions always give the same
/// game. An action is checked by [`Game::apply`], which either changes the state and reports what
/// happened, or changes nothing and says which rule the action breaks.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned {
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One variant per broken rule, carrying what a player needs to understand it.
    type Error: Clone + Debug + PartialEq + std::fmt::Display + Serialize + DeserializeOwned;
    /// What one seat may see of the state.
    type View: Clone + Debug + Serialize;

    /// A new game, or why the setup is not playable.
    fn new(setup: Self::Setup, seed: u64) -> Result<Self, Self::Error>;

    /// A saved game started again from its setup, which was accepted when the game began. An
    /// engine whose checks on new setups grew stricter overrides it, so old saves keep opening.
    fn reopen(setup: Self::Setup, seed: u64) -> Result<Self, Self::Error> {
        Self::new(setup, seed)
    }

    /// A saved game started again with `shown` (see [`Game::shown_since`]) dealt first, each pile
    /// or deck in the order it was shown, and only what nobody has seen yet dealt from `seed`. A
    /// game that hides no order has nothing to deal and ignores `shown`.
    fn reopen_shown(
        setup: Self::Setup,
        seed: u64,
        shown: &[Vec<u16>],
    ) -> Result<Self, Self::Error> {
        let _ = shown;
        Self::reopen(setup, seed)
    }

    /// What the hidden piles or decks dealt in `start` (this game as it began) have shown since,
    /// per pile, the first shown first, each item by its number. With it and any seed,
    /// [`Game::reopen_shown`] replays the same game while dealing anew what nobody has seen: a
    /// file of a game under way then need not carry the seed, which tells the hidden order.
    /// Empty for a game that hides no order.
    fn shown_since(&self, start: &Self) -> Vec<Vec<u16>> {
        let _ = start;
        Vec::new()
    }

    fn setup(&self) -> &Self::Setup;

    /// Whose decision the game waits for; `None` once it is over.
    fn to_move(&self) -> Option<Seat>;

    /// Every action the seat to move may take now (empty once the game is over).
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Plays `action` for the seat to move. On error the state is unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error>;

    /// The state as `seat` may see it, secrets of other seats removed.
    fn view(&self, seat: Seat) -> Self::View;

    fn is_over(&self) -> bool {
        self.to_move().is_none()
    }

    /// True when this event showed someone something they did not know (a card drawn, a secret
    /// revealed): undo never goes back across it.
    fn reveals(event: &Self::Event) -> bool;
}

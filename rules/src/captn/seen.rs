//! Capt'n Clever as one seat knows it, for a table played across devices ([`Seen`]).

use super::{Captn, CaptnAction, IslandId, Phase};
use crate::{Game, Seat, Seen};

/// A treasure card as a seat sees it face down. No island has this number, so a stand-in reads as
/// no island at all ("?") rather than as one it is not.
pub const FACE_DOWN: IslandId = IslandId(u8::MAX);

/// `pile` as others see it: its count and its top card, the rest face down.
fn top_only(pile: &[IslandId]) -> Vec<IslandId> {
    let mut seen = vec![FACE_DOWN; pile.len()];
    if let (Some(top), Some(last)) = (pile.last(), seen.last_mut()) {
        *last = *top;
    }
    seen
}

/// What a seat may not know is turned face down ([`FACE_DOWN`]), counts kept: the other seats'
/// targets, their piles below the top card until the game is over (the end shows every pile),
/// every hand or deck except the cards the seat holds while it chooses (a deck's order is hidden
/// from its owner too), and the seed, which tells the decks' order.
impl Seen for Captn {
    fn seen_by(&self, seat: Seat) -> Captn {
        let owners = (0..self.seats()).map(Seat);
        let over = matches!(self.phase(), Phase::Over { .. });
        // The view's `choice`: only the chooser to move sees the cards he holds.
        let choosing_for = match self.phase() {
            Phase::Choosing { for_seat, .. } if self.sea().chooser_of(for_seat) == seat => {
                Some(for_seat)
            }
            _ => None,
        };
        let hands = owners
            .clone()
            .map(|o| match self.hand(o) {
                cards if choosing_for == Some(o) => cards.to_vec(),
                cards => vec![FACE_DOWN; cards.len()],
            })
            .collect();
        let targets = owners
            .clone()
            .map(|o| match self.target(o) {
                target if o == seat => target,
                target => target.map(|_| FACE_DOWN),
            })
            .collect();
        let found = owners
            .map(|o| match self.found(o) {
                pile if o == seat || over => pile.to_vec(),
                pile => top_only(pile),
            })
            .collect();
        Captn::from_parts(*self.setup(), 0, self.sea().clone(), hands, targets, found)
    }

    /// A chooser's card goes to his neighbour face down, and stays so in every seat's record: the
    /// view shows no seat another's target, not even the chooser the card he gave. The events
    /// carry no secret ([`super::CaptnEvent`]): a treasure found is laid face up.
    fn action_seen_by(action: &CaptnAction, _actor: Seat, _seat: Seat) -> CaptnAction {
        match action {
            CaptnAction::ChooseTarget { .. } => CaptnAction::ChooseTarget { island: FACE_DOWN },
            _ => *action,
        }
    }
}

use serde::{Deserialize, Serialize};

use super::{DrunterError, Edition};

display_as_variant! {
    /// The eight inhabitants of Schilda each player holds to vote with.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Card {
        Ja,
        Jaa,
        Jaaa,
        Ne,
        Nee,
        Neee,
        /// JEEIINN: two votes, yes or no as its owner decides once all cards are revealed.
        Joker,
        /// "???": no vote; it always goes back to its owner.
        Abstain,
    }
}

/// Which way a vote goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vote {
    Yes,
    No,
}

impl Card {
    pub const ALL: [Card; 8] = [
        Card::Ja,
        Card::Jaa,
        Card::Jaaa,
        Card::Ne,
        Card::Nee,
        Card::Neee,
        Card::Joker,
        Card::Abstain,
    ];

    /// How many votes the card carries (yes and no alike; the joker counts 2).
    pub fn votes(self) -> u32 {
        match self {
            Card::Ja | Card::Ne => 1,
            Card::Jaa | Card::Nee | Card::Joker => 2,
            Card::Jaaa | Card::Neee => 3,
            Card::Abstain => 0,
        }
    }

    /// Which way the card votes by itself (`None` for the joker and "???").
    pub fn vote(self) -> Option<Vote> {
        match self {
            Card::Ja | Card::Jaa | Card::Jaaa => Some(Vote::Yes),
            Card::Ne | Card::Nee | Card::Neee => Some(Vote::No),
            Card::Joker | Card::Abstain => None,
        }
    }
}

/// The ballot `cards` makes from the cards `held` (sorted), or the rule it breaks: cards held, each
/// once; and from the second edition on, yes cards or no cards (the joker may join either, or go
/// alone), or "???" alone.
pub fn check_ballot(
    edition: Edition,
    held: &[Card],
    cards: &[Card],
) -> Result<Vec<Card>, DrunterError> {
    let mut chosen: Vec<Card> = Vec::new();
    for card in cards {
        if !held.contains(card) {
            return Err(DrunterError::CardNotHeld { card: *card });
        }
        if chosen.contains(card) {
            return Err(DrunterError::CardTwice { card: *card });
        }
        chosen.push(*card);
    }
    chosen.sort();
    if edition < Edition::Second {
        return Ok(chosen);
    }
    if chosen.is_empty() {
        return Err(DrunterError::EmptyBallot);
    }
    if chosen.contains(&Card::Abstain) && chosen.len() > 1 {
        return Err(DrunterError::AbstainNotAlone {
            with: chosen.into_iter().filter(|c| *c != Card::Abstain).collect(),
        });
    }
    let of = |way| -> Vec<Card> {
        chosen
            .iter()
            .copied()
            .filter(|c| c.vote() == Some(way))
            .collect()
    };
    let (yes, no) = (of(Vote::Yes), of(Vote::No));
    if !yes.is_empty() && !no.is_empty() {
        return Err(DrunterError::MixedBallot { yes, no });
    }
    Ok(chosen)
}

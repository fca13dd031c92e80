//! The steps a group records: the setup, the actions with who takes them, and everything else a
//! round brings.

use serde::{Deserialize, Serialize};

use super::{
    Beast, Character, Deck, DiscoveryKind, Resources, RobinsonError, Scenario, Source, Space,
    Terrain, TileDecl, Track, Zone,
};

/// One character at the table and the life on his card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterSetup {
    pub character: Character,
    /// The wounds that kill him, as his card shows (ignored for the dog).
    pub life: u8,
}

/// What the group sets up before the first round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobinsonSetup {
    pub scenario: Scenario,
    /// One to four castaways, and Friday and the dog where the scenario or player count has them.
    pub characters: Vec<CharacterSetup>,
    /// The starting camp tile.
    pub start: TileDecl,
    /// Scenario 1's woodpile: the wood each column takes, left to right, as the sheet shows.
    /// Empty for other scenarios.
    pub woodpile: Vec<u8>,
    /// The pistol's cartridges (0 without the pistol).
    pub cartridges: u8,
    /// Which reading of the FAQ the session follows; saves made before it existed have none and
    /// replay by the checks they were recorded under.
    #[serde(default)]
    pub edition: Edition,
}

/// The reading of the FAQ a session is checked by. A ruling corrected after sessions were saved
/// gets a new edition, so that every saved session still replays step by step as it was recorded.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Edition {
    /// Sessions from before November 2026: 1.1 refused only the tile the game began on; 2.1 let a
    /// natural shelter carry a roof built beside one's own shelter; a hunt counted the weapon
    /// levels built in the same action phase; the pistol served hunts only; the invention deck
    /// was reshuffled whoever played.
    #[default]
    First,
    /// 1.1: the camp's current tile is not gathered, and nothing built in an action phase serves
    /// in it (a hunt fights with the weapon as the phase found it); 2.1: the phase's actions are
    /// simultaneous, so no roof or palisade is built in the action phase of one's shelter,
    /// whichever is recorded first; 5.2: the pistol may serve a threat action; 9.2: the invention
    /// deck is reshuffled by the Carpenter's ability only.
    Second,
}

impl Edition {
    /// The rulings every new session is checked by.
    pub const CURRENT: Edition = Edition::Second;
}

/// Who carries out an action: the leader (who resolves it and takes its consequences), the
/// characters who support with one pawn each, and discovery tokens' helper pawns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Party {
    pub leader: Character,
    /// 1 or 2 of the leader's own pawns.
    pub leader_pawns: u8,
    /// One pawn per entry; a character may be named twice for both his pawns.
    pub supporters: Vec<Character>,
    /// Ids of discovery tokens whose helper pawn joins (ruling 6.2).
    pub helpers: Vec<u16>,
}

impl Party {
    /// The leader alone with `pawns` of his pawns.
    pub fn alone(leader: Character, pawns: u8) -> Party {
        Party {
            leader,
            leader_pawns: pawns,
            supporters: Vec::new(),
            helpers: Vec::new(),
        }
    }

    pub fn with(leader: Character, supporters: &[Character]) -> Party {
        Party {
            leader,
            leader_pawns: 1,
            supporters: supporters.to_vec(),
            helpers: Vec::new(),
        }
    }

    /// Every pawn on the action.
    pub fn pawns(&self) -> u32 {
        u32::from(self.leader_pawns) + self.supporters.len() as u32 + self.helpers.len() as u32
    }

    /// The pawns each character puts in (helpers are not characters').
    pub fn pawns_of(&self, who: Character) -> u32 {
        let own = if self.leader == who {
            u32::from(self.leader_pawns)
        } else {
            0
        };
        own + self.supporters.iter().filter(|&&s| s == who).count() as u32
    }
}

/// A power that rerolls a die, and the determination it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    pub by: Character,
    pub cost: u8,
}

/// Wounds an action's dice or cards dealt to one character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wound {
    pub who: Character,
    pub count: u8,
}

/// An action that may be rolled for: who, with or without dice, and how it came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub party: Party,
    /// Rolled for (one pawn short of a sure success) or not (always a success).
    pub dice: bool,
    pub rerolls: Vec<Reroll>,
    pub success: bool,
    /// Wounds from the wound die or an adventure card, as the group read them.
    pub wounds: Vec<Wound>,
}

impl Attempt {
    /// A sure success with these pawns.
    pub fn sure(party: Party) -> Attempt {
        Attempt {
            party,
            dice: false,
            rerolls: Vec::new(),
            success: true,
            wounds: Vec::new(),
        }
    }

    /// Rolled for, with this outcome.
    pub fn rolled(party: Party, success: bool) -> Attempt {
        Attempt {
            party,
            dice: true,
            rerolls: Vec::new(),
            success,
            wounds: Vec::new(),
        }
    }
}

/// What a build action builds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BuildTarget {
    Shelter,
    Roof,
    Palisade,
    Weapon,
    /// An invention or item, by the name on its card.
    Invention {
        name: String,
        /// Its effect is used once a round (ruling 5.1), as its built side shows.
        per_round: bool,
        /// The items its card requires, by name.
        requires: Vec<String>,
        /// The terrain type its card requires, if any (ruling 2.5: not one under a black marker).
        #[serde(default)]
        terrain: Option<Terrain>,
    },
}

/// How wood reaches scenario 1's woodpile (ruling 11.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WoodVia {
    /// From the available wood, before the action phase.
    Stock,
    /// The oil discovery token, at any time: the wood comes from the supply.
    Oil { token: u16 },
    /// The scenario's mast invention, during the actions: the wood comes from the supply.
    Mast { item: String },
}

/// Every step a group records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RobinsonAction {
    // The action phase.
    /// Build one level, a shelter or an invention, paying `pay` from the available resources.
    Build {
        attempt: Attempt,
        target: BuildTarget,
        pay: Resources,
        /// The levels this one action claims (one pair of pawns pays one, ruling 1.1).
        levels: u8,
    },
    /// Gather one source of a tile; `extra` is what items or cards add to a success.
    Gather {
        attempt: Attempt,
        space: Space,
        source: Source,
        extra: Resources,
    },
    /// Hunt the beast drawn from the hunting deck, with the pistol or not.
    Hunt {
        party: Party,
        beast: Beast,
        pistol: bool,
    },
    /// Explore a space; on success the tile placed there.
    Explore {
        attempt: Attempt,
        space: Space,
        tile: Option<TileDecl>,
    },
    /// Arrange the camp: the determination and morale the leader takes, as the board says for
    /// the number of players.
    ArrangeCamp {
        party: Party,
        determination: u8,
        morale: i8,
    },
    /// Rest: the leader heals one wound.
    Rest {
        party: Party,
    },
    /// Deal with the threat of an event card in play; `gains` what its card gives.
    Threat {
        attempt: Attempt,
        event: String,
        gains: Resources,
        /// The pistol's +3 weapon for this action (ruling 5.2). Left out of a save when not
        /// fired, so threats are written as they were before it existed.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pistol: bool,
    },
    /// Scenario 2: a cross on an explored tile (ruling 11.2), paying `pay` on success.
    BuildCross {
        attempt: Attempt,
        space: Space,
        pay: Resources,
    },

    // The production phase.
    /// The raging river adventure applies to this round's production (ruling 10.1).
    RagingRiver,
    /// The camp tile's sources produce; `lose` is what the group chooses to lose to the river.
    Produce {
        lose: Resources,
    },

    // The night phase.
    /// Move the camp to an adjacent tile, first thing in the night (ruling 2.2).
    MoveCamp {
        to: Space,
    },
    /// Each castaway eats one food from `food`; the `unfed` take two wounds each.
    Eat {
        food: Resources,
        unfed: Vec<Character>,
    },
    /// Sleep: without a shelter each castaway takes a wound.
    Sleep,

    // Any time.
    /// Use an item's effect.
    UseItem {
        item: String,
    },
    /// Use a discovery token's effect (not its helper pawn, which joins an action's party).
    UseDiscovery {
        token: u16,
    },
    /// A discovery token drawn (it waits in future resources during the actions).
    DrawDiscovery {
        kind: DiscoveryKind,
    },
    /// A power that costs determination, outside a reroll.
    UsePower {
        by: Character,
        cost: u8,
    },
    /// Scenario 1: wood on the woodpile (ruling 11.1).
    AddWood {
        amount: u8,
        via: WoodVia,
    },
    /// The totem of a tile revealed, and the scenario's totem effect applied (ruling 7.1).
    RevealTotem {
        space: Space,
        effect: u8,
    },
    /// A black marker on a tile's terrain (ruling 2.5).
    CoverTile {
        space: Space,
    },
    /// A tile turned face down (ruling 2.5).
    TurnOverTile {
        space: Space,
    },
    /// The camp leaves its turned-over tile (ruling 2.5).
    ForcedMove {
        to: Space,
    },
    SetFog {
        space: Space,
        fog: bool,
    },
    /// The group saw a deck (or the discovery tokens) run out.
    DeckRanOut {
        deck: Deck,
    },
    /// A card drawn from a deck (an event, an adventure, a mystery, an invention...).
    Draw {
        deck: Deck,
    },
    /// The group asks to reshuffle a deck's discard into it (ruling 9.2).
    Reshuffle {
        deck: Deck,
    },
    /// A card's effect on a track, or a correction: `delta` steps up or down.
    Adjust {
        track: Track,
        delta: i16,
    },
    /// A card's effect that gives resources into a zone.
    Gain {
        zone: Zone,
        resources: Resources,
    },
    /// A card's effect (or the weather) that takes available resources away.
    Discard {
        resources: Resources,
    },
    /// Ends the current phase (and the round after the night).
    Advance,
    /// The group won (the scenario's goal met) or gave up.
    EndGame {
        won: bool,
    },
    /// Resources moved from one zone to the other (`to` the zone they go to): a card that sets
    /// resources aside, or a gain recorded in the wrong zone. What waits in the future resources
    /// does not come early during the actions (ruling 1.1).
    MoveResources {
        resources: Resources,
        to: Zone,
    },
}

display_as_variant! {
    /// The short name of an action step, for errors and logs.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Step {
        Build,
        Gather,
        Hunt,
        Explore,
        ArrangeCamp,
        Rest,
        Threat,
        BuildCross,
        RagingRiver,
        Produce,
        MoveCamp,
        Eat,
        Sleep,
        UseItem,
        UseDiscovery,
        DrawDiscovery,
        UsePower,
        AddWood,
        RevealTotem,
        CoverTile,
        TurnOverTile,
        ForcedMove,
        SetFog,
        DeckRanOut,
        Draw,
        Reshuffle,
        Adjust,
        Gain,
        Discard,
        Advance,
        EndGame,
        MoveResources,
    }
}

impl RobinsonAction {
    pub fn step(&self) -> Step {
        match self {
            RobinsonAction::Build { .. } => Step::Build,
            RobinsonAction::Gather { .. } => Step::Gather,
            RobinsonAction::Hunt { .. } => Step::Hunt,
            RobinsonAction::Explore { .. } => Step::Explore,
            RobinsonAction::ArrangeCamp { .. } => Step::ArrangeCamp,
            RobinsonAction::Rest { .. } => Step::Rest,
            RobinsonAction::Threat { .. } => Step::Threat,
            RobinsonAction::BuildCross { .. } => Step::BuildCross,
            RobinsonAction::RagingRiver => Step::RagingRiver,
            RobinsonAction::Produce { .. } => Step::Produce,
            RobinsonAction::MoveCamp { .. } => Step::MoveCamp,
            RobinsonAction::Eat { .. } => Step::Eat,
            RobinsonAction::Sleep => Step::Sleep,
            RobinsonAction::UseItem { .. } => Step::UseItem,
            RobinsonAction::UseDiscovery { .. } => Step::UseDiscovery,
            RobinsonAction::DrawDiscovery { .. } => Step::DrawDiscovery,
            RobinsonAction::UsePower { .. } => Step::UsePower,
            RobinsonAction::AddWood { .. } => Step::AddWood,
            RobinsonAction::RevealTotem { .. } => Step::RevealTotem,
            RobinsonAction::CoverTile { .. } => Step::CoverTile,
            RobinsonAction::TurnOverTile { .. } => Step::TurnOverTile,
            RobinsonAction::ForcedMove { .. } => Step::ForcedMove,
            RobinsonAction::SetFog { .. } => Step::SetFog,
            RobinsonAction::DeckRanOut { .. } => Step::DeckRanOut,
            RobinsonAction::Draw { .. } => Step::Draw,
            RobinsonAction::Reshuffle { .. } => Step::Reshuffle,
            RobinsonAction::Adjust { .. } => Step::Adjust,
            RobinsonAction::Gain { .. } => Step::Gain,
            RobinsonAction::Discard { .. } => Step::Discard,
            RobinsonAction::Advance => Step::Advance,
            RobinsonAction::EndGame { .. } => Step::EndGame,
            RobinsonAction::MoveResources { .. } => Step::MoveResources,
        }
    }
}

impl RobinsonSetup {
    /// Everything wrong with this setup, each once, in the order of the form's fields: the new
    /// session form names them all at once, and [`Robinson`](super::Robinson) refuses with the
    /// first.
    pub fn problems(&self) -> Vec<RobinsonError> {
        let mut problems = Vec::new();
        let castaways = self
            .characters
            .iter()
            .filter(|c| c.character.is_castaway())
            .count();
        if !(1..=4).contains(&castaways) {
            problems.push(RobinsonError::CastawayCount { castaways });
        }
        for (i, c) in self.characters.iter().enumerate() {
            if self
                .characters
                .iter()
                .take(i)
                .any(|o| o.character == c.character)
            {
                problems.push(RobinsonError::CharacterTwice {
                    character: c.character,
                });
            } else if c.character != Character::Dog && c.life == 0 {
                problems.push(RobinsonError::NoLife {
                    character: c.character,
                });
            }
        }
        let woodpile_fits = match self.scenario {
            Scenario::One => !self.woodpile.is_empty() && self.woodpile.iter().all(|&w| w > 0),
            _ => self.woodpile.is_empty(),
        };
        if !woodpile_fits {
            problems.push(RobinsonError::WoodpileMismatch);
        }
        if self.start.neighbours.contains(&self.start.space) {
            problems.push(RobinsonError::TileOwnNeighbour {
                space: self.start.space,
            });
        }
        problems
    }
}

#[cfg(test)]
mod setup_tests {
    use super::*;

    #[test]
    fn every_wrong_field_of_a_setup_is_named_at_once() {
        let setup = RobinsonSetup {
            scenario: Scenario::One,
            characters: vec![
                CharacterSetup {
                    character: Character::Cook,
                    life: 0,
                },
                CharacterSetup {
                    character: Character::Friday,
                    life: 0,
                },
            ],
            start: TileDecl::beach(1, vec![1], vec![Source::Food]),
            woodpile: Vec::new(),
            cartridges: 0,
            edition: Edition::CURRENT,
        };
        assert_eq!(
            setup.problems(),
            vec![
                RobinsonError::NoLife {
                    character: Character::Cook
                },
                RobinsonError::NoLife {
                    character: Character::Friday
                },
                RobinsonError::WoodpileMismatch,
                RobinsonError::TileOwnNeighbour { space: 1 },
            ]
        );
        let good = RobinsonSetup {
            characters: vec![CharacterSetup {
                character: Character::Cook,
                life: 13,
            }],
            start: TileDecl::beach(1, vec![2], vec![Source::Food]),
            woodpile: vec![1, 2],
            ..setup
        };
        assert!(good.problems().is_empty());
    }
}

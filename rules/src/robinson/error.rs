use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{
    Character, Cover, Deck, Part, Phase, Resource, Resources, Ruling, Source, Space, Step, Terrain,
};

/// Why a step was refused; the session is then unchanged. A variant with a `ruling` applies that
/// ruling of the FAQ (its entry in [`super::RULINGS`] explains it); the others are the game's
/// ordinary rules or a step that does not fit what the sheet holds.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RobinsonError {
    // The setup.
    #[error("a game has one to four castaways, not {castaways}")]
    CastawayCount { castaways: usize },
    #[error("{character} is listed twice")]
    CharacterTwice { character: Character },
    #[error("{character} needs a life of at least 1")]
    NoLife { character: Character },
    #[error("only scenario 1 has a woodpile, and its columns hold at least one wood each")]
    WoodpileMismatch,
    #[error("the starting tile lists itself as its neighbour")]
    TileOwnNeighbour { space: Space },

    // Ruling 1.1.
    #[error("{ruling}: the threat of \"{event}\" was already dealt with this round")]
    ThreatTwice { ruling: Ruling, event: String },
    #[error("{ruling}: the {kind} source of tile {space} was already gathered this round")]
    SourceGatheredThisRound {
        ruling: Ruling,
        space: Space,
        kind: Source,
    },
    #[error("{ruling}: nothing is gathered on the starting camp tile {space}")]
    GatherOnStartingCamp { ruling: Ruling, space: Space },
    #[error("{ruling}: nothing is gathered on the camp's tile {space}")]
    GatherOnCamp { ruling: Ruling, space: Space },
    #[error("{ruling}: {item} was built this round and waits with the future resources")]
    ChainedBuild {
        ruling: Ruling,
        item: String,
        built_round: u16,
    },
    #[error(
        "{ruling}: {resource} gained this round waits with the future resources ({available} available, {future} to come)"
    )]
    ResourcesStillFuture {
        ruling: Ruling,
        resource: Resource,
        available: u16,
        future: u16,
    },
    #[error(
        "{ruling}: discovery token {token} was drawn this round and waits with the future resources"
    )]
    TokenStillFuture { ruling: Ruling, token: u16 },
    #[error("{ruling}: {character}'s pawns this round are placed already ({used} of {pawns})")]
    PawnsAlreadyUsed {
        ruling: Ruling,
        character: Character,
        pawns: u8,
        used: u8,
    },
    #[error("{ruling}: one action pays for one level, not {levels}")]
    OnePairTwoLevels { ruling: Ruling, levels: u8 },

    // Ruling 2.1.
    #[error("{ruling}: the {part} needs a shelter built in an earlier round")]
    NeedsEarlierShelter {
        ruling: Ruling,
        part: Part,
        /// The round the shelter was built in, `None` without a shelter.
        built_round: Option<u16>,
    },
    #[error("{ruling}: the {part} was raised in this action phase, so the shelter waits a round")]
    ShelterAfterLevels { ruling: Ruling, part: Part },
    // Ruling 2.2.
    #[error("{ruling}: the camp moves at the start of the night, not in the {phase} phase")]
    CampMovesAtNightStart {
        ruling: Ruling,
        phase: Phase,
        /// The night had begun with another step.
        night_begun: bool,
    },
    // Ruling 2.4.
    #[error("{ruling}: the shelter was already built in round {built_round}")]
    ShelterAlreadyBuilt { ruling: Ruling, built_round: u16 },
    // Ruling 2.5.
    #[error("{ruling}: tile {from} was turned over: the camp moves to an adjacent tile first")]
    CampMustMoveFirst { ruling: Ruling, from: Space },
    #[error(
        "{ruling}: the only {terrain} tiles are under a black marker: the terrain no longer counts"
    )]
    TerrainCovered { ruling: Ruling, terrain: Terrain },
    #[error("{ruling}: the camp leaves tile {from} for an adjacent accessible tile, not {to}")]
    ForcedMoveNotAdjacent {
        ruling: Ruling,
        from: Space,
        to: Space,
    },
    // Ruling 4.1.
    #[error("{ruling}: {by}'s reroll works on his own actions; {leader} leads this one")]
    RerollNotOwnAction {
        ruling: Ruling,
        by: Character,
        leader: Character,
        supporting: bool,
    },
    // Ruling 5.1.
    #[error("{ruling}: {item} already gave its effect in round {round}")]
    ItemUsedThisRound {
        ruling: Ruling,
        item: String,
        round: u16,
    },
    // Ruling 5.2.
    #[error("{ruling}: the pistol has no cartridge left")]
    NoCartridgeLeft { ruling: Ruling },
    // Ruling 6.2.
    #[error("{ruling}: discovery token {token} was used in round {round}")]
    DiscoveryAlreadyUsed {
        ruling: Ruling,
        token: u16,
        round: u16,
    },
    // Ruling 7.1.
    #[error("{ruling}: the next totem applies effect {expected}, not {named}")]
    TotemOutOfOrder {
        ruling: Ruling,
        expected: u8,
        named: u8,
    },
    // Ruling 8.1.
    #[error("{ruling}: {beast} went back on top of the hunting deck: the next hunt meets it")]
    BeastBackOnTop {
        ruling: Ruling,
        beast: String,
        named: String,
    },
    // Ruling 9.1.
    #[error("{ruling}: the discovery tokens are exhausted for this game")]
    DiscoveryTokensExhausted { ruling: Ruling },
    // Ruling 9.2.
    #[error("{ruling}: the {deck} deck is empty and stays empty")]
    DeckStaysEmpty { ruling: Ruling, deck: Deck },
    #[error("{ruling}: only the Carpenter's ability reshuffles the invention deck")]
    ReshuffleNeedsCarpenter { ruling: Ruling },
    // Ruling 10.1.
    #[error("{ruling}: the river takes {must_lose} of the {} produced, the group chose {}", produced.total(), chosen.total())]
    RiverLossWrong {
        ruling: Ruling,
        produced: Resources,
        must_lose: u32,
        chosen: Resources,
    },
    // Ruling 11.1.
    #[error("{ruling}: column {column} of the woodpile would be the second completed this round")]
    WoodpileSecondColumn { ruling: Ruling, column: u8 },
    #[error(
        "{ruling}: wood goes on the woodpile before the action phase, not in the {phase} phase"
    )]
    WoodpileAfterActionsBegan { ruling: Ruling, phase: Phase },
    #[error("{ruling}: the mast adds its wood during the actions, not in the {phase} phase")]
    MastOnlyDuringActions { ruling: Ruling, phase: Phase },
    // Ruling 11.2.
    #[error("{ruling}: a cross goes on an explored tile; tile {space} is {}", cover.map_or("not on the island".to_string(), |c| c.to_string()))]
    CrossOnUnexploredTile {
        ruling: Ruling,
        space: Space,
        cover: Option<Cover>,
    },
    #[error("{ruling}: pawns a cross there needs: {needed} (fog: {fog}), given: {given}")]
    CrossNeedsPawns {
        ruling: Ruling,
        needed: u32,
        given: u32,
        fog: bool,
    },

    // The game's ordinary rules and the sheet's consistency.
    #[error("the game is over")]
    GameOver,
    #[error("{step} is not a step of the {phase} phase")]
    WrongPhase { step: Step, phase: Phase },
    #[error("{character} is not in this game")]
    NotInGame { character: Character },
    #[error("{character} is dead")]
    Dead { character: Character },
    #[error("the dog never leads an action")]
    DogLeads,
    #[error("the dog only helps to hunt and to explore")]
    DogOnlyHuntsOrExplores,
    #[error("a leader puts one or two of his pawns on an action (asked: {pawns})")]
    LeaderPawns { pawns: u8 },
    #[error("{character} places at most {pawns} of his pawns (asked: {asked})")]
    MorePawnsThanOwned {
        character: Character,
        pawns: u8,
        asked: u32,
    },
    #[error("no explored tile shows {terrain} yet")]
    TerrainNotExplored { terrain: Terrain },
    #[error("pawns {step} needs here: {needed}, given: {given}")]
    TooFewPawns { step: Step, needed: u32, given: u32 },
    #[error("discovery token {token} is not held")]
    NoSuchToken { token: u16 },
    #[error("discovery token {token} gives no helper pawn for building")]
    NotAHelper { token: u16 },
    #[error("a helper pawn helps to build, not to {step}")]
    HelperOnlyBuilds { step: Step },
    #[error("an action without dice always succeeds")]
    SureActionFailed,
    #[error("a reroll needs dice")]
    NoDiceToReroll,
    #[error("{character} has {has} determination, {needs} needed")]
    NotEnoughDetermination {
        character: Character,
        has: u8,
        needs: u8,
    },
    #[error("{resource}: {available} available, {needed} needed")]
    NotEnoughResources {
        resource: Resource,
        available: u16,
        needed: u16,
    },
    #[error("{resource}: {future} to come, {needed} needed")]
    NotEnoughFuture {
        resource: Resource,
        future: u16,
        needed: u16,
    },
    #[error("there is no tile on space {space}")]
    NoSuchTile { space: Space },
    #[error("tile {space} is turned over")]
    Inaccessible { space: Space },
    #[error("tile {space} has no {kind} source")]
    NoSuchSource { space: Space, kind: Source },
    #[error("space {space} is already explored")]
    AlreadyExplored { space: Space },
    #[error("space {space} is not reached by a path of tiles from the camp")]
    Unreachable { space: Space },
    #[error("a successful exploration places the tile of space {space}")]
    TileMissing { space: Space },
    #[error("a failed action places no tile")]
    TileOnFailure,
    #[error("{item} is not built")]
    ItemNotBuilt { item: String },
    #[error("{item} is already built")]
    ItemAlreadyBuilt { item: String },
    #[error("the hunting deck is empty")]
    NoBeast,
    #[error("the camp is on tile {space} already")]
    AlreadyThere { space: Space },
    #[error("tile {to} is not adjacent to the camp's tile {from}")]
    NotAdjacent { from: Space, to: Space },
    #[error("the camp has already moved tonight")]
    CampAlreadyMoved,
    #[error("the night's {step} step is already done")]
    NightStepDone { step: Step },
    #[error("the night needs its {step} step before the round ends")]
    NightStepMissing { step: Step },
    #[error("the camp tile's production is not recorded yet")]
    ProductionMissing,
    #[error("production is already recorded this round")]
    AlreadyProduced,
    #[error("nothing is lost to production without the raging river")]
    NoRiver,
    #[error("castaways fed: {fed}, unfed: {unfed}, alive: {alive}")]
    EatersMismatch { fed: u32, unfed: u32, alive: u32 },
    #[error("only food is eaten")]
    NotFood,
    #[error("this scenario has no woodpile")]
    NoWoodpile,
    #[error("the woodpile has no room left for that much wood")]
    WoodpileFull,
    #[error("discovery token {token} is not oil")]
    NotOil { token: u16 },
    #[error("this scenario has no crosses")]
    NoCrosses,
    #[error("tile {space} shows no totem")]
    NoTotem { space: Space },
    #[error("the totem of tile {space} is already revealed")]
    TotemAlreadyRevealed { space: Space },
    #[error("the {deck} deck is not empty")]
    DeckNotEmpty { deck: Deck },
    #[error("morale stays between -3 and 3, not {morale}")]
    MoraleOffTrack { morale: i16 },
    #[error("a track does not go below 0")]
    BelowZero,
    #[error("the dog has no wounds or determination")]
    DogHasNoSheet,
    #[error("no tile was turned over under the camp")]
    NoForcedMove,
    #[error("discovery tokens are drawn with their own step")]
    WrongDraw,
    #[error("a track goes no higher than 255")]
    TrackTooHigh,
    #[error("the step changes nothing")]
    Nothing,
}

impl RobinsonError {
    /// The FAQ ruling behind the refusal, if it is one.
    pub fn ruling(&self) -> Option<Ruling> {
        use RobinsonError as E;
        match self {
            E::ThreatTwice { ruling, .. }
            | E::SourceGatheredThisRound { ruling, .. }
            | E::GatherOnStartingCamp { ruling, .. }
            | E::GatherOnCamp { ruling, .. }
            | E::ChainedBuild { ruling, .. }
            | E::ResourcesStillFuture { ruling, .. }
            | E::TokenStillFuture { ruling, .. }
            | E::PawnsAlreadyUsed { ruling, .. }
            | E::OnePairTwoLevels { ruling, .. }
            | E::NeedsEarlierShelter { ruling, .. }
            | E::ShelterAfterLevels { ruling, .. }
            | E::CampMovesAtNightStart { ruling, .. }
            | E::ShelterAlreadyBuilt { ruling, .. }
            | E::CampMustMoveFirst { ruling, .. }
            | E::TerrainCovered { ruling, .. }
            | E::ForcedMoveNotAdjacent { ruling, .. }
            | E::RerollNotOwnAction { ruling, .. }
            | E::ItemUsedThisRound { ruling, .. }
            | E::NoCartridgeLeft { ruling }
            | E::DiscoveryAlreadyUsed { ruling, .. }
            | E::TotemOutOfOrder { ruling, .. }
            | E::BeastBackOnTop { ruling, .. }
            | E::DiscoveryTokensExhausted { ruling }
            | E::DeckStaysEmpty { ruling, .. }
            | E::ReshuffleNeedsCarpenter { ruling }
            | E::RiverLossWrong { ruling, .. }
            | E::WoodpileSecondColumn { ruling, .. }
            | E::WoodpileAfterActionsBegan { ruling, .. }
            | E::MastOnlyDuringActions { ruling, .. }
            | E::CrossOnUnexploredTile { ruling, .. }
            | E::CrossNeedsPawns { ruling, .. } => Some(*ruling),
            _ => None,
        }
    }
}

use serde::{Deserialize, Serialize};

use super::{
    Character, Deck, DiscoveryKind, Part, Phase, Resources, Ruling, Space, Step, Track, Zone,
};

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The group met the scenario's goal.
    Won,
    /// The group gave up, or the scenario's time ran out.
    Declared,
    /// A castaway died.
    CastawayDied { who: Character },
    /// The camp's tile was turned over with no tile around it (ruling 2.5).
    NoTileForCamp { ruling: Ruling, space: Space },
}

/// What a recorded step did, for the log and the sheet's marks. An event with a `ruling` is one
/// the FAQ decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RobinsonEvent {
    PhaseBegan {
        round: u16,
        phase: Phase,
    },
    /// The end of the action phase: future resources, tokens and items become available.
    FutureArrived {
        resources: Resources,
        tokens: Vec<u16>,
        items: Vec<String>,
    },
    /// An action placed pawns.
    PawnsPlaced {
        step: Step,
        leader: Character,
        pawns: u32,
    },
    Paid {
        resources: Resources,
    },
    /// A failed build keeps what it would have paid.
    BuildFailed {
        returned: Resources,
        ruling: Ruling,
    },
    ShelterBuilt {
        round: u16,
    },
    /// A shelter built on a natural one: roof and palisade go to 0.
    LevelsLost {
        roof: u8,
        palisade: u8,
        ruling: Ruling,
    },
    LevelRaised {
        part: Part,
        level: u8,
        /// Set when another level of this part was already built this round (ruling 2.3).
        same_round: Option<Ruling>,
        /// Set when the level passes the printed track (ruling 2.6).
        past_printed: Option<Ruling>,
    },
    ItemBuilt {
        name: String,
    },
    /// An action's gains, waiting in future resources (even if Friday died resolving it: 8.1).
    GainedFuture {
        resources: Resources,
    },
    GainedAvailable {
        resources: Resources,
    },
    Discarded {
        resources: Resources,
    },
    /// Resources moved between the zones, `to` the one they went to.
    Moved {
        resources: Resources,
        to: Zone,
    },
    Wounded {
        who: Character,
        count: u8,
        wounds: u8,
    },
    Healed {
        who: Character,
        wounds: u8,
    },
    Died {
        who: Character,
    },
    /// Friday died of an action's wounds (ruling 8.1).
    FridayDied {
        step: Step,
        ruling: Ruling,
    },
    /// The hunted beast survived and goes back on top of the hunting deck (ruling 8.1).
    BeastBackOnTop {
        beast: String,
        ruling: Ruling,
    },
    Hunted {
        beast: String,
        /// The weapon the fight used: the track plus the pistol's 3.
        weapon_used: u8,
        wounds: u8,
    },
    /// A cartridge fired: +3 weapon for this action only, the track unmoved (ruling 5.2).
    PistolFired {
        cartridges_left: u8,
        ruling: Ruling,
    },
    Rerolled {
        by: Character,
        cost: u8,
    },
    TrackMoved {
        track: Track,
        from: i16,
        to: i16,
    },
    Explored {
        space: Space,
    },
    /// A beast joined the hunting deck.
    BeastAdded,
    CrossBuilt {
        space: Space,
        crosses: u8,
    },
    Produced {
        produced: Resources,
        lost: Resources,
        river: Option<Ruling>,
    },
    RiverRecorded {
        ruling: Ruling,
    },
    CampMoved {
        from: Space,
        to: Space,
        roof: u8,
        palisade: u8,
        /// The natural shelter left behind.
        shelter_lost: bool,
    },
    /// The camp's tile was turned over: the camp must move (ruling 2.5).
    CampMustMove {
        from: Space,
        ruling: Ruling,
    },
    /// A black marker on a tile; the camp, if there, stays (ruling 2.5).
    TileCovered {
        space: Space,
        camp_stays: bool,
        ruling: Ruling,
    },
    TileTurnedOver {
        space: Space,
    },
    FogSet {
        space: Space,
        fog: bool,
    },
    Ate {
        food: Resources,
        unfed: Vec<Character>,
    },
    Slept {
        sheltered: bool,
    },
    /// The night's uneaten perishable food rots.
    Spoiled {
        perishable_food: u16,
    },
    ItemUsed {
        item: String,
    },
    DiscoveryDrawn {
        token: u16,
        kind: DiscoveryKind,
    },
    DiscoveryUsed {
        token: u16,
    },
    PowerUsed {
        by: Character,
        cost: u8,
    },
    WoodStacked {
        column: u8,
        amount: u8,
        completed: bool,
    },
    WoodpileComplete,
    TotemRevealed {
        space: Space,
        effect: u8,
        ruling: Ruling,
    },
    DeckEmptied {
        deck: Deck,
    },
    CardDrawn {
        deck: Deck,
    },
    /// The empty invention deck takes its discard back (ruling 9.2).
    InventionsReshuffled {
        ruling: Ruling,
    },
    ThreatDealt {
        event: String,
        success: bool,
    },
    Over {
        ending: Ending,
    },
}

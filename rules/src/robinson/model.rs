//! The things on the table a companion tracks: characters, resources, island tiles, tokens, decks.

use serde::{Deserialize, Serialize};

display_as_variant! {
    /// Who takes actions. The four castaways each have a sheet; Friday has wounds and determination
    /// too; the dog is only a pawn that helps hunt and explore.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Character {
        Cook,
        Carpenter,
        Explorer,
        Soldier,
        Friday,
        Dog,
    }
}

impl Character {
    pub const ALL: [Character; 6] = [
        Character::Cook,
        Character::Carpenter,
        Character::Explorer,
        Character::Soldier,
        Character::Friday,
        Character::Dog,
    ];

    /// One of the four castaways (not Friday, not the dog): the game is lost if one dies.
    pub fn is_castaway(self) -> bool {
        !matches!(self, Character::Friday | Character::Dog)
    }

    /// Action pawns a round: two for a castaway, one for Friday and for the dog.
    pub fn pawns(self) -> u8 {
        if self.is_castaway() { 2 } else { 1 }
    }
}

/// The scenario being played: the first two have areas of their own on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scenario {
    /// Scenario 1: the woodpile (ruling 11.1).
    One,
    /// Scenario 2: the crosses (ruling 11.2).
    Two,
    /// Any other scenario, by its number in the box.
    Other { number: u8 },
}

display_as_variant! {
    /// The six phases of a round, in order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Phase {
        Event,
        Morale,
        Production,
        Action,
        Weather,
        Night,
    }
}

impl Phase {
    pub const ALL: [Phase; 6] = [
        Phase::Event,
        Phase::Morale,
        Phase::Production,
        Phase::Action,
        Phase::Weather,
        Phase::Night,
    ];

    /// The phase after this one; after the night, a new round begins with the event phase.
    pub fn next(self) -> Phase {
        match self {
            Phase::Event => Phase::Morale,
            Phase::Morale => Phase::Production,
            Phase::Production => Phase::Action,
            Phase::Action => Phase::Weather,
            Phase::Weather => Phase::Night,
            Phase::Night => Phase::Event,
        }
    }
}

display_as_variant! {
    /// The four kinds of resource cubes.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Resource {
        Wood,
        PerishableFood,
        NonPerishableFood,
        Fur,
    }
}

impl Resource {
    pub const ALL: [Resource; 4] = [
        Resource::Wood,
        Resource::PerishableFood,
        Resource::NonPerishableFood,
        Resource::Fur,
    ];
}

/// A count of each resource.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Resources {
    pub wood: u16,
    pub perishable_food: u16,
    pub non_perishable_food: u16,
    pub fur: u16,
}

impl Resources {
    pub const NONE: Resources = Resources {
        wood: 0,
        perishable_food: 0,
        non_perishable_food: 0,
        fur: 0,
    };

    pub fn of(resource: Resource, count: u16) -> Resources {
        let mut r = Resources::NONE;
        r.set(resource, count);
        r
    }

    pub fn get(&self, resource: Resource) -> u16 {
        match resource {
            Resource::Wood => self.wood,
            Resource::PerishableFood => self.perishable_food,
            Resource::NonPerishableFood => self.non_perishable_food,
            Resource::Fur => self.fur,
        }
    }

    pub fn set(&mut self, resource: Resource, count: u16) {
        match resource {
            Resource::Wood => self.wood = count,
            Resource::PerishableFood => self.perishable_food = count,
            Resource::NonPerishableFood => self.non_perishable_food = count,
            Resource::Fur => self.fur = count,
        }
    }

    pub fn total(&self) -> u32 {
        Resource::ALL.iter().map(|&r| u32::from(self.get(r))).sum()
    }

    pub fn food(&self) -> u32 {
        u32::from(self.perishable_food) + u32::from(self.non_perishable_food)
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Each count added, capped at the largest count (a tampered save cannot overflow).
    pub fn plus(&self, other: &Resources) -> Resources {
        let mut r = *self;
        for res in Resource::ALL {
            r.set(res, self.get(res).saturating_add(other.get(res)));
        }
        r
    }

    /// `self - other`, or the first resource `self` lacks.
    pub fn minus(&self, other: &Resources) -> Result<Resources, Resource> {
        let mut r = *self;
        for res in Resource::ALL {
            let left = self.get(res).checked_sub(other.get(res)).ok_or(res)?;
            r.set(res, left);
        }
        Ok(r)
    }

    /// Whether every count of `other` fits within this one.
    pub fn covers(&self, other: &Resources) -> bool {
        self.minus(other).is_ok()
    }
}

/// Where resources (and discovery tokens) wait: available now, or future, arriving at the end of
/// the action phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Available,
    Future,
}

display_as_variant! {
    /// The terrain type an island tile shows.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Terrain {
        Beach,
        River,
        Plains,
        Hills,
        Mountains,
    }
}

display_as_variant! {
    /// A source printed on an island tile.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Source {
        Food,
        Wood,
    }
}

impl Source {
    /// What one gathering or one production of this source gives.
    pub fn yields(self) -> Resource {
        match self {
            Source::Food => Resource::PerishableFood,
            Source::Wood => Resource::Wood,
        }
    }
}

/// An island space, numbered as the group likes (the tile's printed number works well).
pub type Space = u8;

/// An island tile as the group reads it off the table when it is placed: we have no tile data, so
/// the group declares its neighbours and what it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileDecl {
    pub space: Space,
    /// The spaces around it, explored or not (adjacency counts both ways).
    pub neighbours: Vec<Space>,
    pub terrain: Terrain,
    pub sources: Vec<Source>,
    pub natural_shelter: bool,
    pub totem: bool,
    /// A beast's tracks: a new beast joins the hunting deck when the tile is explored.
    pub beast: bool,
}

impl TileDecl {
    /// A beach at `space` (where a game starts), with these neighbours and sources and nothing
    /// else on it: no natural shelter, totem or beast's tracks.
    ///
    /// ```
    /// use tablee_rules::robinson::{Source, Terrain, TileDecl};
    /// let start = TileDecl::beach(1, vec![2, 3], vec![Source::Food]);
    /// assert_eq!((start.terrain, start.natural_shelter), (Terrain::Beach, false));
    /// ```
    pub fn beach(space: Space, neighbours: Vec<Space>, sources: Vec<Source>) -> TileDecl {
        TileDecl {
            space,
            neighbours,
            terrain: Terrain::Beach,
            sources,
            natural_shelter: false,
            totem: false,
            beast: false,
        }
    }
}

display_as_variant! {
    /// What became of a placed tile.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Cover {
        /// Face up, nothing on its terrain.
        Explored,
        /// A black marker on its terrain: the terrain no longer counts (ruling 2.5), the camp stays.
        Unexplored,
        /// Turned face down: nothing may happen there and a camp on it must leave (ruling 2.5).
        Inaccessible,
    }
}

/// A placed island tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub decl: TileDecl,
    pub cover: Cover,
    pub fog: bool,
    /// The scenario's totem effect applied when it was revealed (ruling 7.1).
    pub totem_effect: Option<u8>,
}

impl Tile {
    pub fn space(&self) -> Space {
        self.decl.space
    }

    /// A camp may stand here and actions may reach it.
    pub fn is_accessible(&self) -> bool {
        self.cover != Cover::Inaccessible
    }
}

/// A discovery token's kind, as far as the rulings need to know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiscoveryKind {
    /// Gives a brown pawn that helps one build action (ruling 6.2).
    BuildHelper,
    /// Scenario 1's oil: wood on the woodpile at any time (ruling 11.1).
    Oil,
    /// Any other token, by the name the group gives it.
    Other { name: String },
}

/// A discovery token drawn this game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscoveryToken {
    pub id: u16,
    pub kind: DiscoveryKind,
    /// Drawn during the actions, it waits in future resources until the action phase ends.
    pub zone: Zone,
    /// The round it was used in: each token serves once (ruling 6.2).
    pub used: Option<u16>,
}

display_as_variant! {
    /// A card deck (or the discovery tokens) that may run out.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Deck {
        Event,
        Hunting,
        GatheringAdventure,
        BuildingAdventure,
        ExplorationAdventure,
        Mystery,
        /// The only deck reshuffled from its discard (ruling 9.2).
        Invention,
        IslandTiles,
        /// Not cards: the discovery tokens (ruling 9.1).
        DiscoveryTokens,
    }
}

/// An invention or item the group built, by the name on its card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub name: String,
    pub built_round: u16,
    /// Built during this round's actions: it waits with the future resources (ruling 1.1).
    pub waiting: bool,
    /// Its effect is used during the round, once a round (ruling 5.1), as its card shows.
    pub per_round: bool,
    pub used_round: Option<u16>,
}

/// A beast as its hunting card says: the group reads the numbers off the card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Beast {
    pub name: String,
    /// The weapon level it takes to kill it unhurt; each missing level is a wound to the leader.
    pub strength: u8,
    /// Weapon levels it takes away when hunted.
    pub weapon_loss: u8,
    pub food: u16,
    pub fur: u16,
}

/// The shelter: natural shelters belong to the camp tile, not here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shelter {
    None,
    Built { round: u16 },
}

display_as_variant! {
    /// The three levels raised one build action at a time.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Part {
        Roof,
        Palisade,
        Weapon,
    }
}

/// What a track the sheet shows means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Track {
    Morale,
    Roof,
    Palisade,
    Weapon,
    Wounds(Character),
    Determination(Character),
}

/// Morale runs from -3 to +3.
pub const MORALE_RANGE: std::ops::RangeInclusive<i8> = -3..=3;
/// The highest roof and palisade level printed on the board (ruling 2.6: not a limit).
pub const PRINTED_ROOF: u8 = 4;
/// The highest weapon level printed on the board (ruling 2.6: not a limit).
pub const PRINTED_WEAPON: u8 = 6;

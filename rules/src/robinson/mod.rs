//! The Robinson Crusoé companion (the cooperative game Robinson Crusoe: Adventure on the Cursed
//! Island, Portal Games 2012): not a game we deal but the camp sheet of a group playing the box.
//! The group records what happens at the table; the engine keeps the sheet (round and phase,
//! morale, each character's wounds and determination, resources available and future, shelter,
//! roof, palisade, weapon, the island as declared, tokens, totems, cartridges, empty decks,
//! scenario 1's woodpile and scenario 2's crosses) and refuses a step that breaks a ruling of the
//! French FAQ, naming the ruling ([`Ruling`], table [`RULINGS`]).
//!
//! We have the rulings, not the cards: whatever a card says (a beast's strength, an invention's
//! requirements, a power's cost, a tile's sources) is declared by the group in the step, and the
//! engine applies the rulings to what was declared. What this version decides where the FAQ is
//! silent:
//! - The whole group records as one seat; nothing is secret, so undo may go back over any step.
//! - Round 1 starts with the morale phase (the first round has no event phase).
//! - Ruling 1.1's "one gathering per source" applies to wood sources as to food ones; its
//!   "campement" is the camp's tile where the camp is now (in the first [`Edition`], the tile
//!   the game began on).
//! - Ruling 2.1's simultaneous action phase: a phase's steps give the same sheet whatever order
//!   the group records them in, as the rulebook resolves them (hunts before builds: a weapon
//!   level built beside a hunt does not count in it; a shelter and a roof or palisade are never
//!   built in one action phase). Sessions of the first edition keep the order they recorded.
//! - Ruling 2.2: moving the camp must be the night's first step (before eating).
//! - Moving the camp (2.2, 2.5) has the rulebook's usual losses: a built shelter goes along and
//!   keeps half its roof and palisade, rounded up; a natural shelter stays behind, and roof and
//!   palisade go to 0.
//! - Ruling 10.1: the loss is half the camp tile's production rounded down, as the FAQ's two
//!   examples count it (two resources lose one, one resource loses none).
//! - Ruling 11.1: the woodpile's columns are declared in the setup (as the scenario sheet shows);
//!   wood beyond a completed column may start the next one, as long as it does not complete it.
//! - Ruling 8.1: a hunt led by Friday who dies still costs the weapon level the beast takes.
//! - An emptied hunting deck is refilled by exploring a tile with a beast's tracks; other decks
//!   stay empty (9.2).
//! - At night each castaway eats one food or takes two wounds, and without a shelter each
//!   castaway takes a wound; Friday's and the dog's needs, if a card says otherwise, are adjusted
//!   by hand (`Adjust`).

mod action;
mod error;
mod event;
mod model;
mod ruling;
mod search;
mod session;

pub use action::{
    Attempt, BuildTarget, CharacterSetup, Edition, Party, Reroll, RobinsonAction, RobinsonSetup,
    Step, WoodVia, Wound,
};
pub use error::RobinsonError;
pub use event::{Ending, RobinsonEvent};
pub use model::{
    Beast, Character, Cover, Deck, DiscoveryKind, DiscoveryToken, Item, MORALE_RANGE, PRINTED_ROOF,
    PRINTED_WEAPON, Part, Phase, Resource, Resources, Scenario, Shelter, Source, Space, Terrain,
    Tile, TileDecl, Track, Zone,
};
pub use ruling::{
    RULING_WORDS, RULINGS, Ruling, RulingEntry, RulingKind, RulingWords, rulings_for,
    rulings_for_scenario,
};
pub use search::{RULING_KEYWORDS, search};
pub use session::{Person, Robinson, RoundLog};

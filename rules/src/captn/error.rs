use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{IslandId, PositionId, Treasure};
use crate::Seat;

/// Why the board data could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum BoardError {
    #[error("board line {line}: unknown keyword `{word}` (expected `island` or `ship`)")]
    UnknownKeyword { line: usize, word: String },
    #[error("board line {line}: {found} fields where {expected} are expected")]
    Fields {
        line: usize,
        expected: usize,
        found: usize,
    },
    #[error("board line {line}: `{token}` is not a whole number")]
    BadNumber { line: usize, token: String },
    #[error("board line {line}: ({x}, {y}) is off the board")]
    OffBoard { line: usize, x: i32, y: i32 },
    #[error("board line {line}: unknown treasure `{name}`")]
    UnknownTreasure { line: usize, name: String },
    #[error("board line {line}: the {treasure} island is drawn twice")]
    TreasureTwice { line: usize, treasure: Treasure },
    #[error("board line {line}: no island `{name}` above this line")]
    UnknownIsland { line: usize, name: String },
    #[error("board line {line}: unknown jetty colour `{name}`")]
    UnknownColour { line: usize, name: String },
    #[error("board line {line}: a ship position joins two different islands")]
    SameIsland { line: usize },
    #[error("board line {line}: these two islands already have a ship position")]
    PairTwice { line: usize },
    #[error("board line {line}: the ship position runs through the {treasure} island")]
    ThroughIsland { line: usize, treasure: Treasure },
    #[error("the board must have 9 islands, not {count}")]
    IslandCount { count: usize },
}

/// Why the game refused an action, one variant per rule. On error the game is unchanged.
///
/// Islands, positions and seats are given as ids: the UI names them (treasure, colours, players)
/// in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum CaptnError {
    #[error("Capt'n Clever is played by 2 to 4 players, not {seats}")]
    SeatCount { seats: u8 },
    #[error("the board data is broken: {0}")]
    Board(BoardError),
    #[error("this position cannot be set up: {reason}")]
    Scenario { reason: String },
    /// A file's record says `seat`'s deck (the variant's) turned up cards it cannot hold
    /// (unknown islands, one twice, or more cards than a deck holds).
    #[error("the cards shown from seat {}'s deck do not fit it", seat.0)]
    ShownCards { seat: Seat },
    #[error("the game is over")]
    GameOver,
    #[error("it is seat {}'s move, not seat {}'s", to_move.map_or(-1, |s| i32::from(s.0)), seat.0)]
    NotYourTurn { seat: Seat, to_move: Option<Seat> },
    #[error("the captains and ships are still being placed")]
    PlacementUnderWay,
    #[error("every captain and ship is already placed")]
    PlacementOver,
    #[error("seat {} is choosing the next treasure of seat {}", chooser.0, for_seat.0)]
    ChoiceUnderWay { chooser: Seat, for_seat: Seat },
    #[error("no treasure card is being chosen now")]
    NoChoice,
    #[error("there is no island {}", island.0)]
    UnknownIsland { island: IslandId },
    #[error("there is no ship position {}", position.0)]
    UnknownPosition { position: PositionId },
    #[error("your captain is already placed")]
    CaptainAlreadyPlaced,
    #[error("your ship is already placed")]
    ShipAlreadyPlaced,
    #[error("island {} already holds the captain of seat {}", island.0, by.0)]
    IslandOccupied { island: IslandId, by: Seat },
    #[error("your captain stands on island {} already: he must go to another island", island.0)]
    AlreadyThere { island: IslandId },
    #[error("no chain of ships leads from your captain to island {}", island.0)]
    NotReachable { island: IslandId },
    #[error("position {} already holds the ship of seat {}", position.0, by.0)]
    PositionTaken { position: PositionId, by: Seat },
    #[error("a ship at position {} would cross the ship of seat {} at position {}", position.0, by.0, crossing.0)]
    CrossesShip {
        position: PositionId,
        crossing: PositionId,
        by: Seat,
    },
    #[error("you have moved your ship already this turn")]
    ShipAlreadyMoved,
    #[error("you have moved your captain already this turn")]
    CaptainAlreadyMoved,
    #[error("your captain can reach {} empty {}: he must move before the turn ends", options.len(), if options.len() == 1 { "island" } else { "islands" })]
    MustMoveCaptain { options: Vec<IslandId> },
    #[error("the card of island {} is not among the cards you hold for seat {}", island.0, for_seat.0)]
    NotATarget { island: IslandId, for_seat: Seat },
}

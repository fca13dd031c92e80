use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Card, GoalCard, PathId, TileId, TileKind};
use crate::{Dir, Pos};

/// Why the board data could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum MapError {
    #[error("board line {line}: unknown cell `{token}`")]
    UnknownToken { line: usize, token: String },
    #[error("board line {line}: {found} cells where the first row has {expected}")]
    RaggedRow {
        line: usize,
        expected: usize,
        found: usize,
    },
    #[error("the board must show exactly one start for the {path}, not {count}")]
    Starts { path: PathId, count: usize },
}

/// One building rule a tile would break. A refused tile reports every rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum LayError {
    #[error("tile {} is not in your hand", tile.0)]
    NotYourTile { tile: TileId },
    #[error("a {kind} tile cannot continue the {path}")]
    WrongKind { kind: TileKind, path: PathId },
    #[error("a {kind} tile goes on in a straight line from a work gang of its kind, and none reaches ({}, {})", cell.x, cell.y)]
    NotFromGang { cell: Pos, kind: TileKind },
    #[error("the {path} is finished: its work gang has left the board")]
    PathFinished { path: PathId },
    #[error("the {path} cannot go back the way it came ({dir})")]
    GoingBack { path: PathId, dir: Dir },
    #[error("cell ({}, {}) is off the board", cell.x, cell.y)]
    OffBoard { cell: Pos },
    #[error("cell ({}, {}) already holds a path", cell.x, cell.y)]
    CoversPath { cell: Pos },
    #[error("the bridge at ({}, {}) could be crossed, but the cell beyond, ({}, {}), is not free", bridge.x, bridge.y, beyond.x, beyond.y)]
    BridgeBlocked { bridge: Pos, beyond: Pos },
}

/// Why the game refused an action. On error the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum DrunterError {
    #[error("Drunter & Drüber is played by 2 to 4 players, not {seats}")]
    SeatCount { seats: u8 },
    #[error("the board data is broken: {0}")]
    Map(MapError),
    #[error("the game is over")]
    GameOver,
    #[error("a vote on a toilet is under way: vote first")]
    VoteUnderWay,
    #[error("there is no vote under way")]
    NoVote,
    #[error("the cards are revealed: only the joker's owner has to decide")]
    AlreadyRevealed,
    #[error("the joker is decided once all cards are revealed")]
    NotRevealed,
    #[error("tile {} cannot be laid towards {dir} on the {path}: {}", tile.0, crate::reasons::joined(reasons))]
    IllegalLay {
        tile: TileId,
        path: PathId,
        dir: Dir,
        reasons: Vec<LayError>,
    },
    #[error("you can lay a tile ({options} {}), so you may not pass", if *options == 1 { "way" } else { "ways" })]
    MustLay { options: usize },
    #[error("you do not hold the card {card}")]
    CardNotHeld { card: Card },
    #[error("the card {card} is chosen twice")]
    CardTwice { card: Card },
    #[error("a ballot holds at least one card: \"???\" alone abstains")]
    EmptyBallot,
    #[error("\"???\" is played alone, not with {}", crate::names::listed(with))]
    AbstainNotAlone { with: Vec<Card> },
    #[error(
        "a ballot is yes cards or no cards, not both: {} with {}",
        crate::names::listed(yes),
        crate::names::listed(no)
    )]
    MixedBallot { yes: Vec<Card>, no: Vec<Card> },
    #[error("each player is keeping one goal card: keep yours first")]
    KeepUnderWay,
    #[error("goal cards are only kept, in the variant, when the first path is finished")]
    NoKeep,
    #[error("you do not hold the goal card {goal}")]
    GoalNotHeld { goal: GoalCard },
}

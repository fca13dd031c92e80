use serde::{Deserialize, Serialize};

use super::{IslandId, PositionId};

/// Everything a seat can do, always for the seat to move ([`crate::Game::to_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CaptnAction {
    /// Setting up: one's captain on an empty island.
    PlaceCaptain { island: IslandId },
    /// Setting up: one's ship on a free position that crosses no ship.
    PlaceShip { position: PositionId },
    /// The chooser's secret: which of the cards he holds becomes his neighbour's next target.
    ChooseTarget { island: IslandId },
    /// Once a turn, at any moment of it: one's ship to a free position that crosses no ship.
    MoveShip { position: PositionId },
    /// Once a turn: one's captain along ships to an empty island he can reach.
    MoveCaptain { island: IslandId },
    /// Ends the turn; refused while the captain still must (and can) move. The turn also ends by
    /// itself once there is nothing left to do.
    EndTurn,
}

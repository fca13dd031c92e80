use serde::{Deserialize, Serialize};

/// How well a computer player plays: every game offers both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    /// Answers at once with a simple rule of thumb.
    Quick,
    /// Looks ahead (search or playouts): slower, plays better.
    Strong,
}

//! What devices at one table say to each other: typed messages in an envelope that carries the
//! protocol's version and the table's name. Whatever arrives is read here first; bytes that are not
//! a message of this version for this table are refused with their reason, and nothing uses them.

use serde::{Deserialize, Serialize};

use tablee_rules::Seat;

use crate::seats::PlayerConfig;
use crate::storage::SaveFile;

/// Raised whenever a message changes meaning; a device of another version is refused, never
/// misread.
pub const VERSION: u16 = 1;

/// Larger than any save of ours (see `storage::MAX_IMPORT_BYTES`): refused before parsing.
const MAX_BYTES: usize = 2 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Envelope {
    version: u16,
    table: String,
    body: Message,
}

/// A message between the device that holds a table (the host) and a device that follows it or
/// plays at one of its seats (a guest). Each of a guest's carries its seat's token.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Message {
    /// A follower asks for the table as it stands.
    Follow,
    /// The host's table as it stands: its save, which the follower checks by replaying it.
    Table(SaveFile),
    /// A guest sits at `seat` (again, after a reload) under this name.
    Sit {
        seat: Seat,
        token: u64,
        name: String,
    },
    /// The table as the guest's seat knows it (a `tablee_rules::SeenSession`), the players (no
    /// token but none) and who is at the table now.
    Seen {
        players: Vec<PlayerConfig>,
        session: serde_json::Value,
        present: Vec<bool>,
    },
    /// A guest's action for its seat, played on the table as it stood after `turn` moves.
    Act {
        seat: Seat,
        token: u64,
        turn: usize,
        action: serde_json::Value,
    },
    /// A guest takes back its moves of this turn, the table standing after `turn` moves.
    Undo { seat: Seat, token: u64, turn: usize },
    /// The host did not take what the guest sent, and says why.
    Refused(String),
}

/// Why bytes from another device were not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooLarge(usize),
    /// Not a message at all (the parser's words).
    Unreadable(String),
    /// A message of another version of the app.
    Version(u16),
    /// A message for another table.
    OtherTable(String),
    /// A seat this table does not play on another device.
    NotRemote(Seat),
    /// A token that is not the seat's.
    WrongToken(Seat),
    /// A move for a seat the device has not sat at.
    NotSeated(Seat),
    /// A move made on the table as it stood after `sent` moves; it now stands after `now`.
    Stale {
        sent: usize,
        now: usize,
    },
    /// A move for a seat whose turn it is not.
    NotToMove(Seat),
    /// Not an action of this game (the parser's words).
    NotAnAction(String),
    /// An action the engine refuses (its words).
    Illegal(String),
    /// An undo the seat may not take: its moves of this turn are answered or gone.
    CannotUndo(Seat),
    /// A message only a host sends, or one a host does not answer.
    NotForHost,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::TooLarge(n) => write!(f, "{n} bytes, more than a message may hold"),
            Refusal::Unreadable(why) => write!(f, "not a message: {why}"),
            Refusal::Version(v) => write!(f, "version {v}, this device speaks {VERSION}"),
            Refusal::OtherTable(t) => write!(f, "for the table \"{t}\", not this one"),
            Refusal::NotRemote(s) => write!(f, "seat {} is not played on another device", s.0),
            Refusal::WrongToken(s) => write!(f, "not the token of seat {}", s.0),
            Refusal::NotSeated(s) => write!(f, "this device has not sat at seat {}", s.0),
            Refusal::Stale { sent, now } => {
                write!(f, "made after move {sent}, the table is at move {now}")
            }
            Refusal::NotToMove(s) => write!(f, "not the turn of seat {}", s.0),
            Refusal::NotAnAction(why) => write!(f, "not an action of this game: {why}"),
            Refusal::Illegal(why) => write!(f, "an illegal action: {why}"),
            Refusal::CannotUndo(s) => write!(f, "seat {} may not undo now", s.0),
            Refusal::NotForHost => f.write_str("not a message for the host"),
        }
    }
}

/// `message` for the table `table`, as sent.
pub fn encode(table: &str, message: &Message) -> Box<[u8]> {
    let envelope = Envelope {
        version: VERSION,
        table: table.to_string(),
        body: message.clone(),
    };
    // A message of ours always serialises: its types hold only strings, numbers and JSON values.
    serde_json::to_vec(&envelope)
        .unwrap_or_default()
        .into_boxed_slice()
}

/// The message `bytes` carry for the table `table`, or why they are refused.
pub fn decode(table: &str, bytes: &[u8]) -> Result<Message, Refusal> {
    if bytes.len() > MAX_BYTES {
        return Err(Refusal::TooLarge(bytes.len()));
    }
    // Read as the saves are (text, then a JSON value, then the typed message): the page carries
    // one JSON reader for both. The version is read first, so that a newer device's message is
    // named as such rather than as unreadable.
    let text = std::str::from_utf8(bytes).map_err(|e| Refusal::Unreadable(e.to_string()))?;
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| Refusal::Unreadable(e.to_string()))?;
    let version = value.get("version").and_then(serde_json::Value::as_u64);
    match version.map(u16::try_from) {
        Some(Ok(VERSION)) => {}
        Some(Ok(other)) => return Err(Refusal::Version(other)),
        _ => return Err(Refusal::Unreadable("no version".into())),
    }
    let envelope: Envelope =
        serde_json::from_value(value).map_err(|e| Refusal::Unreadable(e.to_string()))?;
    if envelope.table != table {
        return Err(Refusal::OtherTable(envelope.table));
    }
    Ok(envelope.body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_comes_back_as_sent() {
        let bytes = encode("t1", &Message::Follow);
        assert_eq!(decode("t1", &bytes), Ok(Message::Follow));
    }

    #[test]
    fn another_table_another_version_and_garbage_are_refused() {
        let bytes = encode("t1", &Message::Follow);
        assert_eq!(decode("t2", &bytes), Err(Refusal::OtherTable("t1".into())));
        let newer = String::from_utf8_lossy(&bytes).replace("\"version\":1", "\"version\":2");
        assert_eq!(decode("t1", newer.as_bytes()), Err(Refusal::Version(2)));
        assert!(matches!(
            decode("t1", b"\x00\xffjunk"),
            Err(Refusal::Unreadable(_))
        ));
        let unknown = r#"{"version":1,"table":"t1","body":"Shout"}"#;
        assert!(matches!(
            decode("t1", unknown.as_bytes()),
            Err(Refusal::Unreadable(_))
        ));
        assert_eq!(
            decode("t1", &vec![b' '; MAX_BYTES + 1]),
            Err(Refusal::TooLarge(MAX_BYTES + 1))
        );
    }

    /// Every prefix and every one-byte change of a real message is either refused or read as a
    /// message: nothing panics, whatever arrives.
    #[test]
    fn mangled_bytes_never_panic() {
        let bytes = encode("t1", &Message::Follow);
        for cut in 0..bytes.len() {
            let _ = decode("t1", &bytes[..cut]);
        }
        for i in 0..bytes.len() {
            for b in [0u8, b'"', b'{', b'9', 0xff] {
                let mut mangled = bytes.to_vec();
                mangled[i] = b;
                let _ = decode("t1", &mangled);
            }
        }
    }
}

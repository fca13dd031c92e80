//! What is wrong with a page's address, in English.

use std::borrow::Cow;

use super::AddressError;

pub(super) fn address_error(e: &AddressError) -> Cow<'static, str> {
    let words = match e {
        AddressError::MissingGame => "the parameter game is missing (e.g. game=casbah)",
        AddressError::UnknownGame(g) => return format!("there is no game called \"{g}\" (try casbah, drunter, captn-clever, cabanes or robinson)").into(),
        AddressError::Characters(v) => return format!("characters must be names among cook, carpenter, explorer, soldier, friday and dog, each once, with one to four castaways and a life from 1 to 30 after a colon (e.g. cook:13,explorer), not \"{v}\"").into(),
        AddressError::PlayersFor{ game, players } => return format!("{game} is played by 2 to 4 players, not {players}").into(),
        AddressError::NotForGame{ param, game } => return format!("{param} does not apply to {game}").into(),
        AddressError::Variant(v) => return format!("variant must be yes or no, not \"{v}\"").into(),
        AddressError::Lang(v) => return format!("lang must be en or fr, not \"{v}\"").into(),
        AddressError::Players(v) => return format!("players must be a number from 1 to 4, not \"{v}\"").into(),
        AddressError::Size(v) => return format!("size must be like 6x6 (3 to 11 a side, 45 cells at most), not \"{v}\"").into(),
        AddressError::Draft(v) => return format!("draft must be rulebook, snake or drawn, not \"{v}\"").into(),
        AddressError::DraftSolo => "draft does not apply to the solo puzzle (players=1): nothing is drafted",
        AddressError::Seed(v) => return format!("seed must be a whole number from 0 to 18446744073709551615, not \"{v}\"").into(),
        AddressError::Opponents(v) => return format!("opponents must be human, quick or strong, not \"{v}\"").into(),
        AddressError::Unknown(p) => return format!("unknown parameter \"{p}\" (known: game, lang, players, size, draft, variant, seed, opponents, characters)").into(),
        AddressError::Repeated(p) => return format!("the parameter {p} is given twice").into(),
        AddressError::NotOnPage(p) => return format!("this page takes only seed and lang, not \"{p}\" (embed.html takes the others)").into(),
    };
    Cow::Borrowed(words)
}

//! Why a save cannot be opened, in English.

use std::borrow::Cow;

use super::LoadError;

pub(super) fn load_error(e: &LoadError) -> Cow<'static, str> {
    let words = match e {
        LoadError::Missing => "No saved game has this name.",
        LoadError::NoStorage => {
            "The browser's storage cannot be read (private browsing or blocked by settings)."
        }
        LoadError::Corrupted => "This save is corrupted: it is not readable data.",
        LoadError::Truncated => "This save is cut short: its end is missing.",
        LoadError::Foreign => "This is not a Tablée save.",
        LoadError::TooOld(v) => {
            return format!("This save comes from an older version of Tablée (format {v}) that cannot be converted; it is kept aside.").into();
        }
        LoadError::TooNew(v) => {
            return format!("This save comes from a newer version of Tablée (format {v}); update the app to open it. It is kept aside.").into();
        }
        LoadError::Damaged(_) => {
            "This save was altered: some of its fields are missing or are not what Tablée writes."
        }
        LoadError::Moves(_) => "This save was altered: its moves cannot be read.",
        LoadError::WrongSeat(n) => {
            return format!(
                "This save was altered: move {n} is recorded for a player whose turn it was not."
            )
            .into();
        }
        LoadError::WrongGame { save, page } => {
            return format!(
                "This save is a game of {}, not of {}.",
                save.title(),
                page.title()
            )
            .into();
        }
        LoadError::Refused {
            at: Some(n), en, ..
        } => {
            return format!("This save was altered: move {n} is not legal. {en}").into();
        }
        LoadError::Refused { at: None, en, .. } => {
            return format!("This save was altered: its setup cannot be played. {en}").into();
        }
        LoadError::UnknownGame(g) => {
            return format!("This save is for a game this version does not know: {g}.").into();
        }
        LoadError::TooLarge => "This file is too large to be a saved game.",
        LoadError::OtherPage(g) => {
            return format!("This save is checked by the page of {}.", g.title()).into();
        }
    };
    Cow::Borrowed(words)
}

//! The Robinson Crusoé companion's screens, in two rooms (two pages): the camp sheet the group
//! keeps beside the box, with the forms for the common steps (`robinson`), and what a group opens
//! before and beside it, the new session form and the FAQ page of the rulings (`robinson-guide`).
//! The words and the save's shape serve both.

#[cfg(feature = "robinson")]
mod export;
#[cfg(feature = "robinson-guide")]
mod faq;
#[cfg(feature = "robinson")]
mod follow;
#[cfg(feature = "robinson")]
pub mod forms;
#[cfg(feature = "robinson")]
pub mod log;
#[cfg(feature = "robinson-guide")]
mod setup;
#[cfg(feature = "robinson")]
mod sheet;
pub mod state;
pub mod text;

#[cfg(feature = "robinson-guide")]
pub use faq::RobinsonFaq;
#[cfg(feature = "robinson")]
pub use follow::FollowedSheet;
#[cfg(feature = "robinson-guide")]
pub use setup::setup_page;
#[cfg(feature = "robinson")]
pub use sheet::embed_setup;
#[cfg(feature = "robinson")]
pub use state::Sheet;

use crate::game_kind::GameKind;
use crate::i18n::Lang;
use crate::route::Route;

/// The route of the FAQ opened at one ruling (`ruling-2-1`): the sheet's reminders, its refusals
/// and its log link there.
pub fn ruling_route(anchor: &str) -> Route {
    Route::RulesAt(GameKind::Robinson, anchor.to_string())
}

/// The address of the FAQ (at ruling `anchor`, or its whole list) as the sheet links to it, in
/// the sheet's language: the guide otherwise opens in the language it remembers, which an
/// embed's `lang` never set.
pub fn faq_href(anchor: Option<&str>, l: Lang) -> String {
    let route = match anchor {
        Some(a) => ruling_route(a),
        None => Route::Rules(GameKind::Robinson),
    };
    let href = route.href();
    let (page, hash) = href.split_at(href.find('#').unwrap_or(href.len()));
    format!("{page}?lang={}{hash}", l.code())
}

/// Where the FAQ's "Back to the sheet" returns: the session the group left for a ruling, with
/// the place it was at on the sheet (kept for this tab only, in session storage).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetPlace {
    pub id: String,
    /// How far the sheet was scrolled, in CSS pixels.
    pub scroll: i32,
    /// The step forms that were open, by their names.
    pub open_forms: Vec<String>,
}

const PLACE_KEY: &str = "tablee.robinson.place";

impl SheetPlace {
    /// "id\nscroll\nform\nform…": a session's id and a form's name hold no line break.
    fn encode(&self) -> String {
        let mut lines = vec![self.id.clone(), self.scroll.to_string()];
        lines.extend(self.open_forms.iter().cloned());
        lines.join("\n")
    }

    fn decode(text: &str) -> Option<SheetPlace> {
        let mut lines = text.lines();
        let id = lines.next().filter(|id| !id.is_empty())?.to_string();
        let scroll = lines.next()?.parse().ok()?;
        Some(SheetPlace {
            id,
            scroll,
            open_forms: lines.map(str::to_string).collect(),
        })
    }

    pub fn keep(&self) {
        if let Some(s) = session_storage() {
            let _ = s.set_item(PLACE_KEY, &self.encode());
        }
    }

    /// The place kept in this tab, if any.
    pub fn kept() -> Option<SheetPlace> {
        let text = session_storage()?.get_item(PLACE_KEY).ok().flatten()?;
        SheetPlace::decode(&text)
    }

    pub fn forget() {
        if let Some(s) = session_storage() {
            let _ = s.remove_item(PLACE_KEY);
        }
    }
}

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sheet_place_reads_back_as_it_was_kept() {
        let place = SheetPlace {
            id: "robinson-12ab".into(),
            scroll: 1840,
            open_forms: vec!["Gather".into(), "Noter la récolte".into()],
        };
        assert_eq!(SheetPlace::decode(&place.encode()), Some(place));
        assert_eq!(SheetPlace::decode(""), None);
        assert_eq!(SheetPlace::decode("id\nnot a number"), None);
    }
}

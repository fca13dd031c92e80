//! French and English. Texts stay next to where they are shown, as `lang.t("English", "Français")`.

use serde::{Deserialize, Serialize};
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    En,
    Fr,
}

const STORAGE_KEY: &str = "tablee.lang";

impl Lang {
    /// The player's earlier choice, else the browser's language.
    pub fn detect() -> Lang {
        let stored = crate::storage::local().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
        if let Some(lang) = stored.as_deref().and_then(Lang::from_code) {
            return lang;
        }
        Lang::of_browser()
    }

    pub fn from_browser(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Keeps the choice for next time and applies it to the page.
    pub fn remember(self) {
        if let Some(s) = crate::storage::local() {
            let _ = s.set_item(STORAGE_KEY, self.code());
        }
        self.apply_to_page();
    }

    /// Sets the page's `lang` (screen readers pronounce by it).
    pub fn apply_to_page(self) {
        if let Some(html) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = html.set_attribute("lang", self.code());
        }
    }

    /// The browser's own language.
    pub fn of_browser() -> Lang {
        Lang::from_browser(
            &web_sys::window()
                .and_then(|w| w.navigator().language())
                .unwrap_or_default(),
        )
    }

    pub fn t(self, en: &'static str, fr: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }
}

/// The language in force, and how to change it.
#[derive(Clone, PartialEq)]
pub struct LangContext {
    pub lang: Lang,
    pub set: Callback<Lang>,
}

#[hook]
pub fn use_lang() -> Lang {
    use_context::<LangContext>().map_or(Lang::En, |c| c.lang)
}

#[function_component(LangSwitch)]
pub fn lang_switch() -> Html {
    let Some(ctx) = use_context::<LangContext>() else {
        return html! {};
    };
    let other = match ctx.lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    };
    // The name starts with the visible "FR" / "EN", so voice control finds the button by it.
    let label = ctx
        .lang
        .t("FR — Passer en français", "EN — Switch to English");
    let onclick = {
        let set = ctx.set.clone();
        Callback::from(move |_| set.emit(other))
    };
    html! {
        <button class="lang-switch" aria-label={label} lang={other.code()} {onclick}>
            { match other { Lang::Fr => "FR", Lang::En => "EN" } }
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_languages() {
        assert_eq!(Lang::from_browser("fr-CA"), Lang::Fr);
        assert_eq!(Lang::from_browser("FR"), Lang::Fr);
        assert_eq!(Lang::from_browser("en-GB"), Lang::En);
        assert_eq!(Lang::from_browser("de"), Lang::En);
        assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("xx"), None);
    }
}

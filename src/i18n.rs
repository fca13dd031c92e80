//! French and English. Texts stay next to where they are shown, as `lang.t("English", "Français")`.
//!
//! The grammar that sentences with a number or a name need is here, once for every game:
//! [`plural`] agrees a noun with a count, [`of_name`] puts "of"/"de" before a player's name
//! ("d'Alice"), and [`fr_the`], [`fr_de`], [`fr_a`] give French articles with their elisions and
//! contractions ("l'île", "du rempart", "au canal").

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    En,
    Fr,
}

const STORAGE_KEY: &str = "tablee.lang";

impl Lang {
    /// The language the address asks for (`?lang=fr`: a link from a page in that language),
    /// else the player's earlier choice, else the browser's language.
    pub fn detect() -> Lang {
        let asked = Lang::requested(&crate::platform::address_query());
        if let Some(lang) = asked {
            return lang;
        }
        let stored = crate::platform::local().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
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

    /// The language an address's query asks for (`?lang=fr`, in any case), even when its other
    /// parameters are wrong.
    pub fn requested(query: &str) -> Option<Lang> {
        crate::platform::query_pairs(query)
            .into_iter()
            .find(|(k, _)| k == "lang")
            .and_then(|(_, v)| Lang::from_code(&v.to_ascii_lowercase()))
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

    /// The locale dates and times are written in.
    pub fn locale(self) -> &'static str {
        match self {
            Lang::En => "en-GB",
            Lang::Fr => "fr-FR",
        }
    }

    /// Keeps the choice for next time and applies it to the page.
    pub fn remember(self) {
        if let Some(s) = crate::platform::local() {
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

    /// A message in this language, worded by its catalogue (see [`Message`]).
    #[inline(always)]
    pub fn say(self, message: impl Message) -> Cow<'static, str> {
        match self {
            Lang::En => message.en(),
            Lang::Fr => message.fr(),
        }
    }

    pub fn t(self, en: &'static str, fr: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }
}

/// A message of the app, named by what it says and carrying its values: each language words it
/// in its own file beside the messages' enum (`words/en.rs`, `words/fr.rs`), with an exhaustive
/// `match`, so a message one language lacks does not compile. Call sites name the message
/// (`l.say(Text::PlayNow)`), never its words; the grammar it needs (plurals, elision, articles)
/// is its language's business.
pub trait Message {
    fn en(&self) -> Cow<'static, str>;
    fn fr(&self) -> Cow<'static, str>;
}

impl<M: Message + ?Sized> Message for &M {
    fn en(&self) -> Cow<'static, str> {
        (**self).en()
    }
    fn fr(&self) -> Cow<'static, str> {
        (**self).fr()
    }
}

/// A sentence in the reader's language with its values: `tr!(l, "tile {0} is {1}", "la tuile
/// {0} est {1}", space, state)`. Each value is written once, shown through `Display`, and only the
/// reader's sentence is made. The companion's log and refusals made both sentences and kept one:
/// through `tr!` that page is 1.8 KB smaller gzipped. A `match` on the language with a `format!`
/// per arm already makes one sentence and compresses better than `tr!` (measured on the four
/// games' texts: 0.1 to 0.5 KB larger through `tr!`), so it stays as it is. The catalogues
/// ([`Message`]) take over from it as the companion's texts move into them.
macro_rules! tr {
    ($l:expr, $en:literal, $fr:literal $(, $value:expr)* $(,)?) => {
        $crate::i18n::fill($l.t($en, $fr), &[$(&$value as &dyn ::std::fmt::Display),*])
    };
}
pub(crate) use tr;

/// `template` with each `{n}` replaced by `values[n]` (`{{` and `}}` are braces). A number with no
/// value writes nothing: the templates are ours, and `tr!`'s tests read every one.
///
/// ```
/// use tablee::i18n::fill;
/// assert_eq!(fill("{1} before {0} {{}}", &[&"a", &2]), "2 before a {}");
/// assert_eq!(fill("{2} } {", &[&"a"]), " } {");
/// ```
pub fn fill(template: &str, values: &[&dyn std::fmt::Display]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        // A lone brace is written as it is.
        let end = match tail.find('}') {
            Some(end) if tail.starts_with('{') => end,
            _ => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
                continue;
            }
        };
        let value = tail[1..end]
            .parse::<usize>()
            .ok()
            .and_then(|n| values.get(n));
        if let Some(value) = value {
            let _ = write!(out, "{value}");
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

/// A count and its noun, agreed: English takes the singular for 1 only, French for 0 and 1.
///
/// ```
/// use tablee::i18n::{Lang, plural};
/// let tiles = |l, n| plural(l, n, "tile", "tiles", "tuile", "tuiles");
/// assert_eq!(tiles(Lang::En, 0), "0 tiles");
/// assert_eq!(tiles(Lang::En, 1), "1 tile");
/// assert_eq!(tiles(Lang::Fr, 0), "0 tuile");
/// assert_eq!(tiles(Lang::Fr, 2), "2 tuiles");
/// ```
pub fn plural(
    l: Lang,
    n: impl TryInto<i64>,
    en_one: &str,
    en_many: &str,
    fr_one: &str,
    fr_many: &str,
) -> String {
    match l {
        Lang::En => en_count(n, en_one, en_many),
        Lang::Fr => fr_count(n, fr_one, fr_many),
    }
}

/// A whole number as the pages write it: a negative one with the minus sign (−), never the
/// hyphen, the same in every game.
///
/// ```
/// use tablee::i18n::{number, signed};
/// assert_eq!(number(-3), "−3");
/// assert_eq!(number(12), "12");
/// assert_eq!(signed(2), "+2");
/// assert_eq!(signed(-2), "−2");
/// ```
pub fn number(n: impl Into<i64>) -> String {
    let n: i64 = n.into();
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// [`number`] with its sign always written: "+2", "−2", "+0".
pub fn signed(n: impl Into<i64>) -> String {
    let n: i64 = n.into();
    if n < 0 { number(n) } else { format!("+{n}") }
}

/// The noun (or verb, or adjective) alone, agreed with the count as [`plural`] does, for when the
/// number is written elsewhere ("3/9 treasures") or not at all ("2 players have chosen").
///
/// ```
/// use tablee::i18n::{Lang, plural_word};
/// assert_eq!(plural_word(Lang::Fr, 1, "has", "have", "a", "ont"), "a");
/// assert_eq!(plural_word(Lang::En, 3, "has", "have", "a", "ont"), "have");
/// ```
pub fn plural_word<'a>(
    l: Lang,
    n: impl TryInto<i64>,
    en_one: &'a str,
    en_many: &'a str,
    fr_one: &'a str,
    fr_many: &'a str,
) -> &'a str {
    let n = n.try_into().unwrap_or(i64::MAX);
    match l {
        Lang::En if en_singular(n) => en_one,
        Lang::En => en_many,
        Lang::Fr if fr_singular(n) => fr_one,
        Lang::Fr => fr_many,
    }
}

/// English takes the singular for 1 (and −1) only.
fn en_singular(n: i64) -> bool {
    n.unsigned_abs() == 1
}

/// French takes the singular for 0 and 1 (and −1).
fn fr_singular(n: i64) -> bool {
    n.unsigned_abs() <= 1
}

/// An English count and its noun, agreed: "1 tile", "0 tiles", "−1 point". The catalogues'
/// English files count with it, as [`plural`] does.
pub fn en_count(n: impl TryInto<i64>, one: &str, many: &str) -> String {
    let n = n.try_into().unwrap_or(i64::MAX);
    format!("{} {}", number(n), if en_singular(n) { one } else { many })
}

/// A French count and its noun, agreed: "0 tuile", "1 tuile", "2 tuiles".
pub fn fr_count(n: impl TryInto<i64>, one: &str, many: &str) -> String {
    let n = n.try_into().unwrap_or(i64::MAX);
    format!("{} {}", number(n), if fr_singular(n) { one } else { many })
}

/// Words after which French drops the "h" as if it were not written ("l'hôtel", "d'Hélène"). Any
/// other word starting with h keeps it ("de Hans", "le héros"): a short list, so a name is only
/// elided where that is sure.
const FR_MUTE_H: [&str; 14] = [
    "habitant",
    "hector",
    "hélène",
    "héloïse",
    "henri",
    "herbe",
    "heure",
    "histoire",
    "hiver",
    "homme",
    "honoré",
    "hortense",
    "hôtel",
    "hugo",
];

/// Whether a French word (or name) starts with a vowel sound, so that "de", "le", "la" before it
/// elide: a vowel (with or without accent), a "y" before a consonant ("Yves", not "Yann"), or a
/// mute h from [`FR_MUTE_H`].
///
/// ```
/// use tablee::i18n::fr_starts_with_vowel;
/// assert!(fr_starts_with_vowel("Ève") && fr_starts_with_vowel("île") && fr_starts_with_vowel("Yves"));
/// assert!(fr_starts_with_vowel("Hugo") && !fr_starts_with_vowel("Hans") && !fr_starts_with_vowel("Yann"));
/// assert!(!fr_starts_with_vowel("Bob") && !fr_starts_with_vowel(""));
/// ```
pub fn fr_starts_with_vowel(word: &str) -> bool {
    const VOWELS: &str = "aàâäeéèêëiîïoôöuùûüœæ";
    let lower = word.to_lowercase();
    let mut chars = lower.chars();
    match chars.next() {
        Some('y') => chars
            .next()
            .is_some_and(|c| !VOWELS.contains(c) && c.is_alphabetic()),
        Some('h') => {
            let head: String = lower.chars().take_while(|c| c.is_alphabetic()).collect();
            FR_MUTE_H
                .iter()
                .any(|w| head == *w || head.strip_suffix('s') == Some(w))
        }
        Some(c) => VOWELS.contains(c),
        None => false,
    }
}

/// Whose turn it is, the status line of every game: "Alice to play", "À Alice de jouer" (the
/// "À" kept with the name, so that a narrow frame never ends a line on it).
///
/// ```
/// use tablee::i18n::{Lang, to_play};
/// assert_eq!(to_play("Alice", Lang::En), "Alice to play");
/// assert_eq!(to_play("Alice", Lang::Fr), "À\u{a0}Alice de jouer");
/// ```
pub fn to_play(name: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("{name} to play"),
        Lang::Fr => format!("À\u{a0}{name} de jouer"),
    }
}

/// "of" and a player's name: "of Alice" in English; in French "d'Alice", "d'Ève", "de Bob".
/// A name is never contracted with an article: "de Le Goff" stays as the player wrote it.
///
/// ```
/// use tablee::i18n::{Lang, of_name};
/// assert_eq!(of_name(Lang::Fr, "Alice"), "d'Alice");
/// assert_eq!(of_name(Lang::Fr, "Bob"), "de Bob");
/// assert_eq!(of_name(Lang::En, "Alice"), "of Alice");
/// ```
pub fn of_name(l: Lang, name: &str) -> String {
    match l {
        Lang::En => format!("of {name}"),
        Lang::Fr if fr_starts_with_vowel(name) => format!("d'{name}"),
        Lang::Fr => format!("de {name}"),
    }
}

/// An English noun with "a" or "an" by its first letter: "an inn", "a school".
///
/// ```
/// use tablee::i18n::en_a;
/// assert_eq!(en_a("inn"), "an inn");
/// assert_eq!(en_a("road tile"), "a road tile");
/// ```
pub fn en_a(noun: &str) -> String {
    let vowel = noun
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

/// The grammatical gender of a French noun, for its article and the agreement of what follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Masculine,
    Feminine,
}

impl Gender {
    /// The word that agrees with this gender: `Feminine.pick("terminé", "terminée")`.
    pub fn pick<'a>(self, masculine: &'a str, feminine: &'a str) -> &'a str {
        match self {
            Gender::Masculine => masculine,
            Gender::Feminine => feminine,
        }
    }
}

/// A French noun with its definite article: "le canal", "la route", "l'île", "l'entrée".
///
/// ```
/// use tablee::i18n::{Gender, fr_the};
/// assert_eq!(fr_the(Gender::Feminine, "île de la Perle"), "l'île de la Perle");
/// assert_eq!(fr_the(Gender::Masculine, "rempart A"), "le rempart A");
/// ```
pub fn fr_the(gender: Gender, noun: &str) -> String {
    if fr_starts_with_vowel(noun) {
        format!("l'{noun}")
    } else {
        format!("{} {noun}", gender.pick("le", "la"))
    }
}

/// "de" before a French phrase that starts with its article (from [`fr_the`]), a title or a
/// name: "de le" → "du", "de les" → "des", "de l'île", "de la route", "d'Alice", and a title's
/// own article too ("des Cabanes de M'sieur Robinson"). A player's name goes through [`of_name`].
///
/// ```
/// use tablee::i18n::fr_de;
/// assert_eq!(fr_de("le rempart A"), "du rempart A");
/// assert_eq!(fr_de("les toilettes"), "des toilettes");
/// assert_eq!(fr_de("l'île de la Perle"), "de l'île de la Perle");
/// assert_eq!(fr_de("la route"), "de la route");
/// assert_eq!(fr_de("Alice"), "d'Alice");
/// assert_eq!(fr_de("Les Cabanes"), "des Cabanes");
/// ```
pub fn fr_de(phrase: &str) -> String {
    if let Some(rest) = phrase
        .strip_prefix("le ")
        .or_else(|| phrase.strip_prefix("Le "))
    {
        format!("du {rest}")
    } else if let Some(rest) = phrase
        .strip_prefix("les ")
        .or_else(|| phrase.strip_prefix("Les "))
    {
        format!("des {rest}")
    } else if fr_starts_with_vowel(phrase) {
        format!("d'{phrase}")
    } else {
        format!("de {phrase}")
    }
}

/// "à" before a French phrase that starts with its article: "à le" → "au", "à les" → "aux",
/// "à l'île", "à la route". ("à" never elides: "à Alice".)
///
/// ```
/// use tablee::i18n::fr_a;
/// assert_eq!(fr_a("le canal"), "au canal");
/// assert_eq!(fr_a("les toilettes"), "aux toilettes");
/// assert_eq!(fr_a("l'île de l'Ancre"), "à l'île de l'Ancre");
/// assert_eq!(fr_a("Alice"), "à Alice");
/// ```
pub fn fr_a(phrase: &str) -> String {
    if let Some(rest) = phrase.strip_prefix("le ") {
        format!("au {rest}")
    } else if let Some(rest) = phrase.strip_prefix("les ") {
        format!("aux {rest}")
    } else {
        format!("à {phrase}")
    }
}

/// Items joined as a sentence lists them: "a, b and c" / "a, b et c".
///
/// ```
/// use tablee::i18n::{Lang, list};
/// assert_eq!(list(Lang::En, &["an inn", "a school", "a museum"]), "an inn, a school and a museum");
/// assert_eq!(list(Lang::Fr, &["une auberge"]), "une auberge");
/// ```
pub fn list<S: AsRef<str>>(l: Lang, items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [head @ .., last] => format!(
            "{} {} {}",
            head.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<_>>()
                .join(", "),
            l.t("and", "et"),
            last.as_ref()
        ),
    }
}

/// The phrase with its first letter in capitals, to start a sentence: "La route est terminée."
/// Only Latin letters change (those of English and French, and Latin-1's others): a name in
/// another script starts the sentence as it was written.
///
/// ```
/// use tablee::i18n::capitalised;
/// assert_eq!(capitalised("à Ève"), "À Ève");
/// assert_eq!(capitalised("œuvre"), "Œuvre");
/// assert_eq!(capitalised("ещё"), "Ещё");
/// ```
pub fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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

/// The header's button to the other language.
pub fn lang_switch(ctx: &LangContext) -> Html {
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

    #[test]
    fn counts_agree_in_both_languages() {
        let picks = |l, n: i32| plural(l, n, "pick", "picks", "choix", "choix");
        assert_eq!(picks(Lang::En, 1), "1 pick");
        assert_eq!(picks(Lang::En, 0), "0 picks");
        let points = |l, n: i32| plural(l, n, "point", "points", "point", "points");
        assert_eq!(points(Lang::En, 2), "2 points");
        assert_eq!(points(Lang::Fr, 1), "1 point");
        assert_eq!(points(Lang::Fr, 0), "0 point");
        assert_eq!(points(Lang::Fr, -1), "−1 point");
        assert_eq!(points(Lang::Fr, -7), "−7 points");
        assert_eq!(
            plural(Lang::En, usize::MAX, "tile", "tiles", "tuile", "tuiles"),
            format!("{} tiles", i64::MAX)
        );
    }

    #[test]
    fn french_elides_before_a_vowel_sound() {
        for vowel in [
            "Alice",
            "Ève",
            "Ulysse",
            "Œdipe",
            "île",
            "Yves",
            "Hélène",
            "habitants",
        ] {
            assert!(fr_starts_with_vowel(vowel), "{vowel}");
            assert_eq!(of_name(Lang::Fr, vowel), format!("d'{vowel}"));
        }
        for consonant in ["Bob", "Yann", "Hans", "héros", "Joueur 2", "2 joueurs", "?"] {
            assert!(!fr_starts_with_vowel(consonant), "{consonant}");
            assert_eq!(of_name(Lang::Fr, consonant), format!("de {consonant}"));
        }
        assert_eq!(fr_the(Gender::Feminine, "route"), "la route");
        assert_eq!(fr_the(Gender::Masculine, "habitant"), "l'habitant");
        assert_eq!(fr_de(&fr_the(Gender::Masculine, "canal")), "du canal");
        assert_eq!(fr_de(&fr_the(Gender::Feminine, "entrée")), "de l'entrée");
        assert_eq!(
            fr_a(&fr_the(Gender::Masculine, "rempart B")),
            "au rempart B"
        );
        assert_eq!(capitalised("l'île"), "L'île");
        assert_eq!(capitalised(""), "");
    }
}

//! The companion's FAQ page: every ruling of the table in our own words, in the app's language,
//! each with its number, title, summary and worked example, an anchor per ruling (the one refusals
//! link to), and a search as you type (the model's `search`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use tablee_rules::robinson::{RULINGS, RulingEntry, RulingKind, RulingWords, search};

use super::{SheetPlace, ruling_route};
use crate::game_kind::GameKind;
use crate::i18n::{Lang, tr, use_lang};
use crate::route::Route;

/// One ruling as the page shows it, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaqItem {
    pub anchor: String,
    pub number: String,
    pub title: &'static str,
    pub summary: &'static str,
    pub example: &'static str,
    pub refuses: bool,
}

impl FaqItem {
    fn of((e, w): (&RulingEntry, &RulingWords), l: Lang) -> FaqItem {
        let (title, summary, example) = match l {
            Lang::En => (e.title_en, w.summary_en, w.example_en),
            Lang::Fr => (e.title_fr, w.summary_fr, w.example_fr),
        };
        FaqItem {
            anchor: e.ruling.anchor(),
            number: e.ruling.number(),
            title,
            summary,
            example,
            refuses: e.kind == RulingKind::Refuses,
        }
    }
}

/// The rulings the page lists for what is typed in its search box (all of them when it is empty).
pub fn faq_items(query: &str, l: Lang) -> Vec<FaqItem> {
    search(query)
        .into_iter()
        .map(|found| FaqItem::of(found, l))
        .collect()
}

/// "3 rulings of 26" / "3 décisions sur 26".
pub fn count_text(shown: usize, l: Lang) -> String {
    let total = RULINGS.len();
    match l {
        Lang::En if shown == 1 => format!("1 ruling of {total}"),
        Lang::En => format!("{shown} rulings of {total}"),
        Lang::Fr if shown <= 1 => format!("{shown} décision sur {total}"),
        Lang::Fr => format!("{shown} décisions sur {total}"),
    }
}

/// The anchor asked for when no ruling has it (`ruling-99-9`, a typo in a shared link): the
/// page says so instead of showing the list as if it had been found.
pub fn unknown_anchor(anchor: Option<&str>) -> Option<&str> {
    anchor.filter(|a| !RULINGS.iter().any(|e| e.ruling.anchor() == *a))
}

#[derive(Properties, PartialEq)]
pub struct RobinsonFaqProps {
    /// The ruling to scroll to and mark, from a refusal's link.
    #[prop_or_default]
    pub anchor: Option<String>,
}

#[function_component(RobinsonFaq)]
pub fn robinson_faq(props: &RobinsonFaqProps) -> Html {
    let l = use_lang();
    let query = use_state(String::new);
    {
        let anchor = props.anchor.clone();
        use_effect_with(anchor, |anchor| {
            if let Some(el) = anchor.as_ref().and_then(|a| {
                web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(a))
            }) {
                el.scroll_into_view();
            }
        });
    }
    let oninput = {
        let query = query.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                query.set(input.value());
            }
        })
    };
    // Opened from a session's sheet in this tab: the way back to it, at the same place.
    let back = use_memo((), |_| SheetPlace::kept().map(|p| p.id));
    let back = (*back).clone().map(|id| {
        html! {
            <p class="faq-back"><a href={Route::Play(id).href()}>{ l.t("← Back to the camp sheet", "← Retour à la feuille de camp") }</a></p>
        }
    });
    // Also under the ruling the sheet opened: on a phone, the top and the foot of the page are
    // screens away from it.
    let unknown = unknown_anchor(props.anchor.as_deref()).map(|a| {
        html! {
            <section class="faq-unknown" role="alert">
                <h2>{ l.t("No such ruling", "Cette décision n'existe pas") }</h2>
                <p>{ tr!(l, "The link asks for “{0}”, which is not a ruling of this FAQ. Here is the list of every ruling.",
                    "Le lien demande « {0} », qui n'est pas une décision de cette FAQ. Voici la liste de toutes les décisions.", a) }</p>
                <p><a href={Route::Rules(GameKind::Robinson).href()}>{ l.t("All the rulings", "Toutes les décisions") }</a></p>
            </section>
        }
    });
    let items = faq_items(&query, l);
    let shown = items.len();
    let list = items.into_iter().map(|item| {
        let target = props.anchor.as_deref() == Some(item.anchor.as_str());
        let kind = if item.refuses {
            l.t("refuses", "interdit")
        } else {
            l.t("allows", "autorise")
        };
        let heading = format!("{}-title", item.anchor);
        html! {
            <li id={item.anchor.clone()} class={classes!("ruling", target.then_some("target"))}
                aria-labelledby={heading.clone()} aria-current={target.then_some("true")}>
                <h2 id={heading}>
                    <a class="ruling-number" href={ruling_route(&item.anchor).href()}
                        aria-label={format!("{} {}", l.t("Ruling", "Décision"), item.number)}>{ &item.number }</a>
                    { " " }{ item.title }
                    <span class={classes!("ruling-kind", item.refuses.then_some("refuses"))}>{ kind }</span>
                </h2>
                <p class="ruling-summary">{ item.summary }</p>
                <p class="ruling-example"><strong>{ l.t("Example: ", "Exemple : ") }</strong>{ item.example }</p>
                if target {
                    { for back.clone() }
                }
            </li>
        }
    });
    html! {
        <article class="rules robinson-faq" lang={l.code()} aria-label={l.t("Robinson Crusoé: the rulings", "Robinson Crusoé : les décisions")}>
            { for back.clone() }
            <h1>{ l.t("Robinson Crusoé — the rulings", "Robinson Crusoé — les décisions") }</h1>
            { for unknown }
            <p>{ l.t(
                "The questions groups ask about the box's rules, answered in our own words. The companion applies each of them and names its number when it refuses a step.",
                "Les questions que se posent les groupes sur les règles de la boîte, tranchées avec nos mots. Le compagnon les applique et cite leur numéro quand il refuse une étape.",
            ) }</p>
            <label class="faq-search">
                <span>{ l.t("Search the rulings", "Chercher dans les décisions") }</span>
                <input type="search" value={(*query).clone()} {oninput}
                    placeholder={l.t("pistol, roof, river…", "pistolet, toit, rivière…")}
                    aria-label={l.t("Search the rulings", "Chercher dans les décisions")} />
            </label>
            <p class="faq-count" role="status" aria-live="polite">{ count_text(shown, l) }</p>
            if shown == 0 {
                <p>{ l.t("No ruling has all these words.", "Aucune décision ne contient tous ces mots.") }</p>
            }
            <ol class="rulings" aria-label={l.t("Rulings", "Décisions")}>{ for list }</ol>
            { for back }
            <p><a href={Route::Home.href()}>{ l.t("Back to the shelf", "Retour à l'étagère") }</a></p>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn an_empty_search_lists_every_ruling_with_its_own_anchor_in_both_languages() {
        for l in [Lang::En, Lang::Fr] {
            let items = faq_items("", l);
            assert_eq!(items.len(), RULINGS.len());
            let anchors: HashSet<&str> = items.iter().map(|i| i.anchor.as_str()).collect();
            assert_eq!(anchors.len(), RULINGS.len());
            for (item, entry) in items.iter().zip(RULINGS) {
                assert_eq!(item.number, entry.ruling.number());
                assert!(!item.title.is_empty() && !item.summary.is_empty());
                assert!(!item.example.is_empty());
            }
        }
        assert_eq!(faq_items("", Lang::Fr)[0].title, RULINGS[0].title_fr);
        assert_eq!(faq_items("", Lang::En)[0].title, RULINGS[0].title_en);
    }

    #[test]
    fn the_search_filters_to_the_pistol_in_either_language() {
        for query in ["pistol", "PISTOLET", "cartouche"] {
            let items = faq_items(query, Lang::En);
            assert!(!items.is_empty(), "{query}");
            assert!(items.len() < RULINGS.len(), "{query} filters nothing");
            assert!(items.iter().any(|i| i.number == "5.2"), "{query}");
        }
        assert!(faq_items("zzz-no-such-word", Lang::Fr).is_empty());
        assert_eq!(
            count_text(0, Lang::Fr),
            format!("0 décision sur {}", RULINGS.len())
        );
    }

    #[test]
    fn an_unknown_anchor_is_named_and_a_known_one_is_not() {
        assert_eq!(unknown_anchor(Some("ruling-99-9")), Some("ruling-99-9"));
        assert_eq!(unknown_anchor(Some("ruling-1-1")), None);
        assert_eq!(unknown_anchor(None), None);
        for entry in RULINGS {
            assert_eq!(unknown_anchor(Some(&entry.ruling.anchor())), None);
        }
    }

    #[test]
    fn a_ruling_link_reopens_the_page_at_its_anchor() {
        let route = ruling_route("ruling-2-1");
        assert_eq!(route.hash(), "#/rules/robinson/ruling-2-1");
        assert_eq!(Route::parse(&route.hash()), route);
    }
}

//! The FAQ page's search: a ruling is found by the words of its texts and by the words players
//! type at the table, in English and French, the sheet's own words included ("gather",
//! "récolter", "bûcher"). Accents and case are ignored ([`fold`]), so "recolter" finds
//! "récolter". The keywords are a table of their own beside [`RULINGS`], so the rulings' texts
//! can change without touching them.

use super::ruling::{RULING_WORDS, RULINGS, Ruling, RulingEntry, RulingWords};

/// The words a group may type when looking for a ruling, beyond those of its texts: the sheet's
/// names for things, synonyms and the other forms of a verb, in English then French.
pub const RULING_KEYWORDS: &[(Ruling, &str, &str)] = &[
    (
        Ruling(1, 1),
        "gather gathering forage collect source food wood same action twice again repeat \
         chain chained once per round camp tile future resources pawns",
        "récolter récolte cueillir cueillette ramasser source nourriture bois même action deux \
         fois refaire répéter enchaîner une fois par tour camp tuile ressources futures à venir \
         pions",
    ),
    (
        Ruling(2, 1),
        "roof palisade shelter build same round simultaneous order",
        "toit palissade abri construire construction même tour simultané ordre",
    ),
    (
        Ruling(2, 2),
        "move camp night moving relocate when",
        "déplacer déménager camp campement nuit déplacement quand",
    ),
    (
        Ruling(2, 3),
        "levels build twice roof palisade weapon raise",
        "niveaux construire deux fois toit palissade arme monter",
    ),
    (
        Ruling(2, 4),
        "natural shelter own shelter build cave",
        "abri naturel propre abri construire grotte",
    ),
    (
        Ruling(2, 5),
        "black marker unexplored inaccessible flipped turned over face down camp tile move",
        "marqueur noir inexplorée inaccessible retournée face cachée camp tuile déplacer",
    ),
    (
        Ruling(2, 6),
        "maximum top limit track roof palisade weapon above",
        "maximum plafond limite piste toit palissade arme dépasser",
    ),
    (
        Ruling(3, 1),
        "failed failure build resources refund lost dice",
        "échec échoue ratée construction ressources rendues perdues dés",
    ),
    (
        Ruling(4, 1),
        "reroll dice power ability support supporter",
        "relance relancer dés pouvoir capacité soutien soutenir",
    ),
    (
        Ruling(5, 1),
        "item invention effect once per round use fire pit",
        "objet invention effet une fois par tour utiliser foyer",
    ),
    (
        Ruling(5, 2),
        "pistol gun cartridge shot hunt threat weapon beast",
        "pistolet arme à feu cartouche tir tirer chasse menace arme bête",
    ),
    (
        Ruling(6, 2),
        "discovery token helper pawn build once",
        "jeton découverte pion auxiliaire aide construction une fois",
    ),
    (
        Ruling(7, 1),
        "totem order effect scenario",
        "totem ordre effet scénario",
    ),
    (
        Ruling(8, 1),
        "friday dies death killed wounds hunt beast dog",
        "vendredi meurt mort tué blessures chasse bête chien",
    ),
    (
        Ruling(9, 1),
        "discovery tokens run out empty none left",
        "jetons découverte épuisés plus aucun vide",
    ),
    (
        Ruling(9, 2),
        "deck empty discard reshuffle shuffle cards carpenter invention",
        "pioche vide défausse remélanger mélanger cartes charpentier invention",
    ),
    (
        Ruling(10, 1),
        "raging river production half lose halved",
        "rivière furieuse production moitié perdre divisée",
    ),
    (
        Ruling(11, 1),
        "woodpile wood pile column scenario 1 signal fire mast oil",
        "bûcher tas de bois colonne scénario 1 feu signal mât huile",
    ),
    (
        Ruling(11, 2),
        "cross crosses scenario 2 fog explore",
        "croix scénario 2 brouillard explorer",
    ),
];

/// Rulings whose number, titles, words or keywords contain every word of `query`, case and
/// accents ignored: what the FAQ page lists as the group types (every ruling for an empty query).
pub fn search(query: &str) -> Vec<(&'static RulingEntry, &'static RulingWords)> {
    let words: Vec<String> = fold(query)
        .split(|c: char| c.is_whitespace() || c == ',' || c == '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    RULINGS
        .iter()
        .zip(RULING_WORDS)
        .filter(|(e, w)| {
            let number = e.ruling.number();
            let keywords = RULING_KEYWORDS
                .iter()
                .filter(|(r, ..)| *r == e.ruling)
                .flat_map(|(_, en, fr)| [*en, *fr]);
            let text = [
                number.as_str(),
                e.title_en,
                e.title_fr,
                w.summary_en,
                w.summary_fr,
                w.example_en,
                w.example_fr,
            ]
            .into_iter()
            .chain(keywords)
            .collect::<Vec<_>>()
            .join(" ");
            let text = fold(&text);
            words.iter().all(|w| text.contains(w.as_str()))
        })
        .collect()
}

/// The text in lower case with its accents dropped and its ligatures spelt out ("Bûcher, Œuf" →
/// "bucher, oeuf"), and typographic apostrophes made plain: what a search compares, so that a
/// word typed on a keyboard without accents finds its accented spelling and the other way round.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.to_lowercase().chars() {
        match c {
            'à'..='å' => out.push('a'),
            'æ' => out.push_str("ae"),
            'ç' => out.push('c'),
            'è'..='ë' => out.push('e'),
            'ì'..='ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò'..='ö' | 'ø' => out.push('o'),
            'ù'..='ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'œ' => out.push_str("oe"),
            '’' | 'ʼ' => out.push('\''),
            l => out.push(l),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(query: &str) -> Vec<String> {
        search(query)
            .iter()
            .map(|(e, _)| e.ruling.number())
            .collect()
    }

    #[test]
    fn folding_drops_accents_case_and_ligatures() {
        assert_eq!(fold("Bûcher, RÉCOLTER, Œuf"), "bucher, recolter, oeuf");
        assert_eq!(fold("l’abri"), "l'abri");
        assert_eq!(fold("bucher"), fold("bûcher"));
    }

    #[test]
    fn every_ruling_has_keywords_in_both_languages() {
        for entry in RULINGS {
            let found = RULING_KEYWORDS.iter().find(|(r, ..)| *r == entry.ruling);
            assert!(
                found.is_some_and(|(_, en, fr)| !en.is_empty() && !fr.is_empty()),
                "{}",
                entry.ruling
            );
        }
        assert_eq!(RULING_KEYWORDS.len(), RULINGS.len());
    }

    #[test]
    fn the_sheets_words_find_their_rulings_in_both_languages_with_or_without_accents() {
        for (query, ruling) in [
            ("gather", "1.1"),
            ("Gather", "1.1"),
            ("récolter", "1.1"),
            ("recolter", "1.1"),
            ("RÉCOLTE", "1.1"),
            ("bûcher", "11.1"),
            ("bucher", "11.1"),
            ("tas de bois", "11.1"),
            ("woodpile", "11.1"),
            ("rivière", "10.1"),
            ("riviere furieuse", "10.1"),
            ("toit abri", "2.1"),
            ("reroll", "4.1"),
            ("relance", "4.1"),
            ("Vendredi", "8.1"),
            ("croix", "11.2"),
            ("l’abri", "2.1"),
        ] {
            let found = numbers(query);
            assert!(found.contains(&ruling.to_string()), "{query}: {found:?}");
            assert!(found.len() < RULINGS.len(), "{query} filters nothing");
        }
        assert!(numbers("zzz-no-such-word").is_empty());
        assert_eq!(numbers("").len(), RULINGS.len());
        assert_eq!(numbers("  "), numbers(""));
    }
}

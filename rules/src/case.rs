//! Upper and lower case for the letters of English and French (Latin-1's letters, œ and ÿ): the
//! FAQ's search and the app's sentences need no more. `str::to_lowercase` and
//! `char::to_uppercase` would carry all of Unicode's case tables into every page's bundle (about
//! 6 KB gzipped); a letter outside these keeps its case.
//!
//! ```
//! use tablee_rules::case::{lowercase, upper};
//! assert_eq!(lowercase("Église ÉTÉ"), "église été");
//! assert_eq!(upper('œ'), 'Œ');
//! assert_eq!(lowercase("Ещё"), "Ещё");
//! ```

/// The letter's capital: a to z, à to þ (but ÷), œ and ÿ; any other character as it is.
pub fn upper(c: char) -> char {
    match c {
        'a'..='z' => c.to_ascii_uppercase(),
        'à'..='þ' if c != '÷' => char::from_u32(u32::from(c) - 0x20).unwrap_or(c),
        'œ' => 'Œ',
        'ÿ' => 'Ÿ',
        _ => c,
    }
}

/// The reverse of [`upper`].
pub fn lower(c: char) -> char {
    match c {
        'A'..='Z' => c.to_ascii_lowercase(),
        'À'..='Þ' if c != '×' => char::from_u32(u32::from(c) + 0x20).unwrap_or(c),
        'Œ' => 'œ',
        'Ÿ' => 'ÿ',
        _ => c,
    }
}

/// The text with every letter [`upper`] knows in lower case.
pub fn lowercase(s: &str) -> String {
    s.chars().map(lower).collect()
}

/// A letter [`upper`] knows, in either case.
pub fn is_letter(c: char) -> bool {
    let l = lower(c);
    l.is_ascii_lowercase() || (('à'..='ÿ').contains(&l) && l != '÷') || l == 'œ'
}

/// The text in lower case with its accents dropped and its ligatures spelt out ("Bûcher, Œuf" →
/// "bucher, oeuf"), and typographic apostrophes made plain: what a search compares, so that a
/// word typed on a keyboard without accents finds its accented spelling and the other way round.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match lower(c) {
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
    use super::fold;

    #[test]
    fn folding_drops_accents_case_and_ligatures() {
        assert_eq!(fold("Bûcher, RÉCOLTER, Œuf"), "bucher, recolter, oeuf");
        assert_eq!(fold("l’abri"), "l'abri");
        assert_eq!(fold("bucher"), fold("bûcher"));
    }
}

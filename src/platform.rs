//! The browser facts every layer above reads: its storage, its clock and the page's address.
//! Nothing here knows a game or a language.

/// The browser's local storage, when it lets the page have one.
pub fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The tab's session storage: what survives a reload of this tab, not its closing.
pub fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Milliseconds since 1970, to the browser's precision.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.time_origin() + p.now())
}

/// Whether this page is an embedded table (`embed.html` or `embed-<game>.html`).
pub fn is_embed_page() -> bool {
    web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .is_some_and(|p| {
            let file = p.rsplit('/').next().unwrap_or_default();
            file == "embed.html" || (file.starts_with("embed-") && file.ends_with(".html"))
        })
}

/// The query of the page's address (`?seed=42&lang=fr`), empty when it has none.
pub fn address_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// A query string's parameters in order, decoded, each key in ASCII lower case (every key the
/// pages know is ASCII); a key given twice appears twice.
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k).to_ascii_lowercase(), decode(v))
        })
        .collect()
}

/// Decodes one `application/x-www-form-urlencoded` component; bad escapes are kept as written.
pub fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'+' => out.push(b' '),
            b'%' => match bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                Some(byte) => {
                    out.push(byte);
                    i += 2;
                }
                None => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::{decode, query_pairs};

    #[test]
    fn queries_are_decoded_pair_by_pair_and_keys_lowered() {
        assert_eq!(decode("caf%C3%A9+au+lait"), "café au lait");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(
            query_pairs("?Lang=fr&seed=4&lang=en&flag"),
            [
                ("lang".into(), "fr".into()),
                ("seed".into(), "4".into()),
                ("lang".into(), "en".into()),
                ("flag".into(), String::new()),
            ]
        );
    }
}

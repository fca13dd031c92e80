//! The seal on a file of a game under way (docs/architecture.md, "Saves"): its record turned
//! into hexadecimal noise, so that reading the file, or searching it for a word, shows nobody's
//! target, goal, ballot or seed. It is a seal, not a lock: the key is in the app, which must
//! reopen the file on any device without a password, so whoever runs the app's code on the file
//! can read it. What must stay unknown to everybody (the piles' order) is not in the file at all.

use tablee_rules::SeededRng;

/// Mixed with each file's own number, so that two files never share their noise.
const KEY: u64 = 0x7461_626c_c3a9_6521;

/// The noise `bytes` are mixed with: the same for sealing and unsealing.
fn mixed(bytes: &[u8], nonce: u64) -> Vec<u8> {
    let mut rng = SeededRng::new(KEY ^ nonce);
    bytes
        .iter()
        .map(|b| b ^ rng.next_u32().to_le_bytes()[0])
        .collect()
}

/// `text` sealed: the file's number `nonce`, then the mixed bytes, in hexadecimal.
pub fn seal(text: &str, nonce: u64) -> String {
    let body: String = mixed(text.as_bytes(), nonce)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{nonce:016x}{body}")
}

/// The text [`seal`] sealed, or None when `sealed` is not a seal's output (cut, or altered
/// so that it is no longer hexadecimal text).
pub fn unseal(sealed: &str) -> Option<String> {
    let hex = sealed.as_bytes();
    if hex.len() % 2 != 0 {
        return None;
    }
    let bytes: Vec<u8> = hex
        .chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect::<Option<_>>()?;
    let nonce = u64::from_be_bytes(bytes.get(..8)?.try_into().ok()?);
    String::from_utf8(mixed(bytes.get(8..)?, nonce)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_text_reads_as_noise_and_unseals_to_itself() {
        let text = r#"{"turns":[{"seat":1,"action":{"ChooseTarget":{"island":5}}}],"é":"ü"}"#;
        let sealed = seal(text, 42);
        assert!(!sealed.contains("ChooseTarget") && !sealed.contains("island"));
        assert!(sealed.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_eq!(unseal(&sealed).as_deref(), Some(text));
        assert_ne!(seal(text, 43), sealed, "each file its own noise");
    }

    #[test]
    fn a_cut_or_altered_seal_is_refused_not_misread() {
        let sealed = seal("{\"seed\":7}", 1);
        assert_eq!(unseal(&sealed[..sealed.len() - 1]), None);
        assert_eq!(unseal(&sealed[..10]), None);
        assert_eq!(unseal(&format!("zz{}", &sealed[2..])), None);
        assert_eq!(unseal(""), None);
    }
}

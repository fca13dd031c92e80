//! The page's shell (scripts/page-shell.mjs) draws the home's heading and opening line before the
//! app arrives; the app's home page draws the same words in their place, in both languages, so
//! nothing changes under the reader's eyes when the app takes over.
#![cfg(not(target_arch = "wasm32"))]

use tablee::home::Shelf;
use tablee::i18n::Lang;

const SHELL: &str = include_str!("../scripts/page-shell.mjs");

/// A JavaScript string literal as the module writes it.
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

#[test]
fn the_shell_says_what_the_home_page_says() {
    for l in [Lang::En, Lang::Fr] {
        let (heading, lede) = (l.say(Shelf::Heading), l.say(Shelf::Lede));
        assert!(
            SHELL.contains(&quoted(&heading)),
            "SHELF_HEADING lacks {heading:?}"
        );
        assert!(SHELL.contains(&quoted(&lede)), "HOME_LEDE lacks {lede:?}");
    }
}

/// A live page opened on an invitation shows the guest's form before its wasm arrives: the same
/// heading, and the same opening line for every game, French articles included.
#[test]
fn a_live_page_s_shell_says_what_the_guest_s_form_says() {
    use tablee::game_kind::GameKind;
    use tablee::words::Text;
    for l in [Lang::En, Lang::Fr] {
        let heading = l.say(Text::JoinHeading);
        assert!(
            SHELL.contains(&quoted(&heading)),
            "JOIN_HEADING lacks {heading:?}"
        );
    }
    let fr_de = |title: &str| {
        if let Some(rest) = title.strip_prefix("Les ") {
            format!("des {rest}")
        } else {
            format!("de {title}")
        }
    };
    for game in [
        GameKind::Casbah,
        GameKind::Drunter,
        GameKind::CaptnClever,
        GameKind::Cabanes,
    ] {
        let title = game.title();
        // What scripts/page-shell.mjs `joinLede` writes, word for word.
        assert_eq!(
            Lang::En.say(Text::JoinLede(title)),
            format!("A game of {title}, held by another device: give your name and sit down.")
        );
        assert_eq!(
            Lang::Fr.say(Text::JoinLede(title)),
            format!(
                "Une partie {}, tenue par un autre appareil : donnez votre nom et asseyez-vous.",
                fr_de(title)
            )
        );
    }
    assert!(
        SHELL.contains("A game of ${title}, held by another device: give your name and sit down.")
    );
    assert!(SHELL.contains(
        "Une partie ${frDe}, tenue par un autre appareil : donnez votre nom et asseyez-vous."
    ));
}

/// An invitation's shell form works before the app arrives (scripts/page-shell.mjs,
/// `JOINING_SCRIPT`): it says what the app's form says, and keeps the guest's name and seat
/// where the app reads them, so the app sits at once where the guest sat down.
#[test]
fn an_invitation_s_shell_form_says_and_keeps_what_the_app_s_form_does() {
    use tablee::remote::table::{NAME_KEY, sat_key};
    use tablee::words::Text;
    use tablee_rules::Seat;
    for l in [Lang::En, Lang::Fr] {
        for words in [Text::YourName, Text::SitDown, Text::WaitingForHost].map(|t| l.say(t)) {
            assert!(SHELL.contains(&quoted(&words)), "the shell lacks {words:?}");
        }
    }
    assert!(SHELL.contains(&format!("NAME={}", quoted(NAME_KEY))));
    // The seat's key as the script builds it from `#/join/<game>/<table>/<seat>/<token>`.
    assert_eq!(sat_key("t7", Seat(2)), "tablee.guest.t7.2");
    assert!(SHELL.contains(r#""tablee.guest."+p[2]+"."+seat"#));
    // The field whose focus the app keeps (src/lib.rs, `remove_shell`).
    assert!(SHELL.contains(r#"<input type="text" id="shell-guest-name""#));
    assert!(include_str!("../src/lib.rs").contains(r#"e.id() == "shell-guest-name""#));
}

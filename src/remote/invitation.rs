//! What a device shows so that another joins its table: the link, to copy and send, and the
//! same link as a QR code for a phone across the table to scan.

use yew::prelude::*;

use super::link;
use crate::i18n::use_lang;
use crate::words::Text;

#[derive(Properties, PartialEq)]
pub struct InvitationProps {
    /// The address another device opens.
    pub url: AttrValue,
    /// What the invitation is for ("Follow this sheet on another device").
    pub title: AttrValue,
}

#[function_component(Invitation)]
pub fn invitation(props: &InvitationProps) -> Html {
    let l = use_lang();
    let copied = use_state(|| false);
    let copy = {
        let (url, copied) = (props.url.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) {
                // A refused copy leaves the link on screen to be copied by hand.
                let _ = clipboard.write_text(&url);
                copied.set(true);
            }
        })
    };
    // Drawn by the link module, which the table loads after its first paint: none while it comes
    // (its place is kept, style.css, so that nothing moves), then the code, or none for an
    // address too long for a QR code.
    let code = use_state(|| None::<Option<AttrValue>>);
    {
        let code = code.clone();
        use_effect_with(props.url.clone(), move |url| {
            let url = url.clone();
            wasm_bindgen_futures::spawn_local(async move {
                code.set(Some(link::qr_svg(&url).await.map(AttrValue::from)));
            });
        });
    }
    // The code is our own drawing of our own address: no text of anybody's is in it.
    html! {
        <section class="invitation" aria-label={props.title.clone()}>
            <h2>{ props.title.clone() }</h2>
            {
                match (*code).clone() {
                    Some(Some(svg)) => html! {
                        <div class="qr" role="img" aria-label={l.say(Text::QrCodeOfLink)}>
                            { Html::from_html_unchecked(svg) }
                        </div>
                    },
                    None => html! { <div class="qr" aria-hidden="true"></div> },
                    Some(None) => html! {},
                }
            }
            <p class="help">{ l.say(Text::ScanOrSend) }</p>
            <p class="link">
                <input type="text" readonly=true value={props.url.clone()} aria-label={l.say(Text::Link)} />
                <button class="button" onclick={copy}>{ l.say(if *copied { Text::Copied } else { Text::CopyLink }) }</button>
            </p>
        </section>
    }
}

//! What a device shows so that another joins its table: the link, to copy and send, and the
//! same link as a QR code for a phone across the table to scan.

use qrcode::QrCode;
use qrcode::render::svg;
use yew::prelude::*;

use crate::i18n::use_lang;

#[derive(Properties, PartialEq)]
pub struct InvitationProps {
    /// The address another device opens.
    pub url: AttrValue,
    /// What the invitation is for ("Follow this sheet on another device").
    pub title: AttrValue,
}

/// The QR code of `url`, drawn as SVG; none for an address too long for a QR code.
fn qr_svg(url: &str) -> Option<String> {
    let code = QrCode::new(url.as_bytes()).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(180, 180)
            .dark_color(svg::Color("#1f1a14"))
            .light_color(svg::Color("#ffffff"))
            .build(),
    )
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
    // The code is our own drawing of our own address: no text of anybody's is in it.
    let code = qr_svg(&props.url).map(|svg| Html::from_html_unchecked(svg.into()));
    html! {
        <section class="invitation" aria-label={props.title.clone()}>
            <h2>{ props.title.clone() }</h2>
            if let Some(code) = code {
                <div class="qr" role="img" aria-label={l.t("QR code of the link", "Code QR du lien")}>{ code }</div>
            }
            <p class="help">{ l.t(
                "Scan the code with another device, or send it the link.",
                "Scannez le code avec un autre appareil, ou envoyez-lui le lien.",
            ) }</p>
            <p class="link">
                <input type="text" readonly=true value={props.url.clone()} aria-label={l.t("Link", "Lien")} />
                <button class="button" onclick={copy}>{ if *copied { l.t("Copied", "Copié") } else { l.t("Copy the link", "Copier le lien") } }</button>
            </p>
        </section>
    }
}

//! The camp sheet shared with other devices (the host's side): off until the group asks, then
//! the invitation, how many devices follow, and the sheet sent to each device that asks and to
//! all after every step. The following side is `robinson::follow`.

use std::collections::BTreeSet;

use yew::prelude::*;

use crate::game_kind::GameKind;
use crate::i18n::{Lang, use_lang};
use crate::remote::invitation::Invitation;
use crate::remote::link::{Link, LinkEvent, PeerId, refused, use_link};
use crate::remote::protocol::{self, Message};
use crate::robinson::state::Sheet;
use crate::route::Route;

/// The device remembers that the group shares this sheet, so that after a reload (or the sheet
/// opened again) the followers find it again without a new invitation.
fn sharing_key(id: &str) -> String {
    format!("tablee.follow.{id}")
}

fn is_shared(id: &str) -> bool {
    crate::platform::local()
        .and_then(|s| s.get_item(&sharing_key(id)).ok().flatten())
        .is_some()
}

fn set_shared(id: &str, shared: bool) {
    if let Some(s) = crate::platform::local() {
        // A browser that refuses storage only forgets the sharing at the next reload.
        let _ = if shared {
            s.set_item(&sharing_key(id), "1")
        } else {
            s.remove_item(&sharing_key(id))
        };
    }
}

/// The address another device opens to follow the sheet `id`: this page, at its follow route.
fn follow_url(id: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let part = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
        location
            .as_ref()
            .and_then(|l| f(l).ok())
            .unwrap_or_default()
    };
    format!(
        "{}{}{}",
        part(web_sys::Location::origin),
        part(web_sys::Location::pathname),
        Route::Follow(GameKind::Robinson, id.to_string()).hash()
    )
}

/// The sheet's sharing with other devices (the host's side): off until the group asks, then the
/// invitation and how many devices follow. Each step, undo or redo reaches them at once.
#[hook]
pub fn use_followers(sheet: &UseReducerHandle<Sheet>, record: (usize, usize)) -> Html {
    let l = use_lang();
    let id = sheet.seating.id.clone();
    let shared = use_state({
        let id = id.clone();
        move || is_shared(&id)
    });
    let followers = use_mut_ref(BTreeSet::<PeerId>::new);
    let redraw = use_force_update();
    // A sheet kept aside or followed from elsewhere is not this device's to share, nor one in
    // a blog's frame.
    let can_share = !sheet.read_only() && !crate::platform::is_embed_page();
    let room = (*shared && can_share).then(|| id.clone());
    let on_event = {
        let (id, sheet, followers) = (id.clone(), sheet.clone(), followers.clone());
        Callback::from(move |(link, event): (Link, LinkEvent)| match event {
            LinkEvent::Received(peer, bytes) => match protocol::decode(&id, &bytes) {
                Ok(Message::Follow) => {
                    let table = Message::Table(sheet.seating.save_file());
                    link.send(&peer, &protocol::encode(&id, &table));
                    followers.borrow_mut().insert(peer);
                    redraw.force_update();
                }
                Ok(_) => refused(&peer, "not a message for the device that keeps a sheet"),
                Err(why) => refused(&peer, &why.to_string()),
            },
            LinkEvent::Left(peer) => {
                if followers.borrow_mut().remove(&peer) {
                    redraw.force_update();
                }
            }
            LinkEvent::Joined(_) => {}
        })
    };
    let link = use_link(room.clone(), on_event);
    {
        // The save is written out only while someone may be following.
        let (link, id, sheet, sharing) = (link.clone(), id.clone(), sheet.clone(), room.is_some());
        use_effect_with(record, move |_| {
            if sharing {
                link.broadcast(&protocol::encode(
                    &id,
                    &Message::Table(sheet.seating.save_file()),
                ));
            }
        });
    }
    if !can_share {
        return html! {};
    }
    let share = |on: bool| {
        let (id, shared) = (id.clone(), shared.clone());
        Callback::from(move |_: MouseEvent| {
            set_shared(&id, on);
            shared.set(on);
        })
    };
    let count = followers.borrow().len();
    html! {
        <section class="following" aria-label={l.t("Other devices", "Autres appareils")}>
            if room.is_some() {
                <Invitation url={follow_url(&id)} title={l.t("Follow this sheet on another device", "Suivre cette feuille sur un autre appareil")} />
                <p class="status" role="status">{ followers_words(count, l) }</p>
                <button class="button" onclick={share(false)}>{ l.t("Stop sharing", "Arrêter le partage") }</button>
            } else {
                <h2>{ l.t("Other devices", "Autres appareils") }</h2>
                <p class="help">{ l.t(
                    "Each player may follow this sheet live on their own phone; it is kept on this device only.",
                    "Chaque joueur peut suivre cette feuille en direct sur son téléphone ; elle n'est tenue que sur cet appareil.",
                ) }</p>
                <button class="button" onclick={share(true)}>{ l.t("Follow on another device", "Suivre sur un autre appareil") }</button>
            }
        </section>
    }
}

fn followers_words(n: usize, l: Lang) -> String {
    match n {
        0 => l
            .t(
                "No device follows this sheet yet.",
                "Aucun appareil ne suit encore cette feuille.",
            )
            .to_string(),
        1 => l
            .t(
                "1 device follows this sheet.",
                "1 appareil suit cette feuille.",
            )
            .to_string(),
        _ => match l {
            Lang::En => format!("{n} devices follow this sheet."),
            Lang::Fr => format!("{n} appareils suivent cette feuille."),
        },
    }
}

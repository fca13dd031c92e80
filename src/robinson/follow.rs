//! The camp sheet followed live from another device: shown read-only, checked by replaying it
//! through the engine, saying so when the device that keeps it is gone. The keeping side is
//! `robinson::sheet::followers`.

use std::cell::RefCell;
use std::rc::Rc;

use tablee_rules::robinson::Robinson;
use yew::prelude::*;

use super::state::Sheet;
use crate::game_kind::GameKind;
use crate::i18n::use_lang;
use crate::remote::link::{Link, LinkEvent, PeerId, refused, use_link};
use crate::remote::protocol::{self, Message};
use crate::storage::{self, LoadError, SaveFile};
use crate::table::Seating;

/// The host's sheet `id` as `save` holds it, checked: the save of a companion session of that
/// name, every step replayed by the engine.
fn followed(id: &str, save: &SaveFile) -> Result<Sheet, LoadError> {
    if save.game != GameKind::Robinson {
        return Err(LoadError::WrongGame {
            save: save.game,
            page: GameKind::Robinson,
        });
    }
    if save.id != id {
        return Err(LoadError::Damaged(format!(
            "the sheet \"{}\", not \"{id}\"",
            save.id
        )));
    }
    let session = storage::session_of::<Robinson>(save)?;
    Ok(Sheet::followed(Seating::new(
        id,
        save.players.clone(),
        session,
    )))
}

#[derive(Properties, PartialEq)]
pub struct FollowedSheetProps {
    pub id: String,
}

/// Another device's camp sheet, followed live from this one.
#[function_component(FollowedSheet)]
pub fn followed_sheet(props: &FollowedSheetProps) -> Html {
    let l = use_lang();
    let sheet = use_state(|| None::<Rc<Sheet>>);
    // How many sheets arrived: each is drawn anew.
    let received = use_state(|| 0usize);
    let host: Rc<RefCell<Option<PeerId>>> = use_mut_ref(|| None);
    let host_gone = use_state(|| false);
    let on_event = {
        let id = props.id.clone();
        let (sheet, received, host, host_gone) = (
            sheet.clone(),
            received.clone(),
            host.clone(),
            host_gone.clone(),
        );
        Callback::from(move |(link, event): (Link, LinkEvent)| match event {
            // Every device of the room is asked; only the one that keeps the sheet answers.
            LinkEvent::Joined(peer) => link.send(&peer, &protocol::encode(&id, &Message::Follow)),
            LinkEvent::Received(peer, bytes) => match protocol::decode(&id, &bytes) {
                Ok(Message::Table(save)) => match followed(&id, &save) {
                    Ok(next) => {
                        *host.borrow_mut() = Some(peer);
                        sheet.set(Some(Rc::new(next)));
                        received.set(*received + 1);
                        host_gone.set(false);
                    }
                    Err(why) => refused(&peer, &why.describe(crate::i18n::Lang::En)),
                },
                // Another follower asking: only the host answers.
                Ok(Message::Follow) => {}
                Ok(_) => refused(&peer, "not a message for a device that follows a sheet"),
                Err(why) => refused(&peer, &why.to_string()),
            },
            LinkEvent::Left(peer) => {
                if *host.borrow() == Some(peer) {
                    host_gone.set(true);
                }
            }
        })
    };
    use_link(Some(props.id.clone()), on_event);
    let banner = if *host_gone {
        l.t(
            "The device that keeps this sheet has left: it shows where the sheet stood, and follows it again when that device comes back.",
            "L'appareil qui tient cette feuille est parti : elle montre où elle en était, et la suit de nouveau quand il revient.",
        )
    } else {
        l.t(
            "Followed live from the device that keeps it: read here only.",
            "Suivie en direct depuis l'appareil qui la tient : en lecture seule ici.",
        )
    };
    match &*sheet {
        None => html! {
            <p class="notice" role="status">{ l.t(
                "Waiting for the device that keeps this sheet…",
                "En attente de l'appareil qui tient cette feuille…",
            ) }</p>
        },
        Some(state) => html! {
            <>
                <p class={classes!("notice", "followed", host_gone.then_some("gone"))} role="status">{ banner }</p>
                <super::sheet::CampSheet key={*received} initial={state.clone()} />
            </>
        },
    }
}

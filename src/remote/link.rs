//! The connection between devices: WebRTC data channels (reliable, ordered) through a matchbox
//! signalling server, which only introduces the devices of one room to each other; what they say
//! then goes from device to device. A component holds a link while it lives.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use matchbox_socket::{PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use yew::prelude::*;

/// How often the link looks for new devices and messages: quick enough that a move shows on the
/// other screens as a tap would, rare enough to cost the page nothing.
const POLL_MS: u32 = 20;

/// The signalling server's port when the page names none: `scripts/serve` starts one there.
const DEFAULT_SIGNALLING_PORT: u16 = 3536;

/// What the link reports.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    /// A device joined the room and can be written to.
    Joined(PeerId),
    /// A device left the room (closed, reloaded or lost its network).
    Left(PeerId),
    Received(PeerId, Box<[u8]>),
}

/// A link to the devices of a room, for sending; [`use_link`] reports what arrives.
#[derive(Clone, Default)]
pub struct Link {
    socket: Rc<RefCell<Option<WebRtcSocket>>>,
}

impl PartialEq for Link {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.socket, &other.socket)
    }
}

impl Link {
    pub fn send(&self, peer: PeerId, bytes: Box<[u8]>) {
        if let Some(socket) = self.socket.borrow_mut().as_mut() {
            // A peer that just left is reported by the next poll; what was sent to it is lost
            // with it, and the host sends the table again when it comes back.
            let _ = socket.channel_mut(0).try_send(bytes, peer);
        }
    }

    /// `bytes` to every device connected now.
    pub fn broadcast(&self, bytes: &[u8]) {
        let peers: Vec<PeerId> = match self.socket.borrow().as_ref() {
            Some(socket) => socket.connected_peers().collect(),
            None => return,
        };
        for peer in peers {
            self.send(peer, bytes.into());
        }
    }
}

/// Bytes another device sent that were not taken: said in the console (the test of forged
/// messages reads it there), and nothing changes.
pub fn refused(peer: PeerId, why: &str) {
    web_sys::console::warn_1(&format!("tablee: refused a message from {peer}: {why}").into());
}

/// The content of the page's `<meta name="{name}">`, a setting of the deployment
/// (`docs/deploy.md`), when it is there and not blank.
fn setting(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("meta[name='{name}']"))
                .ok()
                .flatten()
        })
        .and_then(|m| m.get_attribute("content"))
        .filter(|c| !c.trim().is_empty())
}

/// The signalling server: the page's `<meta name="tablee-signalling" content="wss://…">`, else
/// port 3536 of the page's own host.
fn signalling_url() -> String {
    setting("tablee-signalling").unwrap_or_else(|| {
        let host = web_sys::window()
            .and_then(|w| w.location().hostname().ok())
            .unwrap_or_else(|| "127.0.0.1".into());
        format!("ws://{host}:{DEFAULT_SIGNALLING_PORT}")
    })
}

/// The ICE servers of the deployment (`<meta name="tablee-ice" content="stun:… turn:…">`, with
/// `tablee-ice-username` and `tablee-ice-credential` for a TURN server); by default matchbox's
/// public STUN servers (devices on one network, or on one machine in the tests, need none, and
/// an unreachable one only goes unanswered).
fn ice_servers() -> RtcIceServerConfig {
    match setting("tablee-ice") {
        Some(urls) => RtcIceServerConfig {
            urls: urls.split_whitespace().map(str::to_string).collect(),
            username: setting("tablee-ice-username"),
            credential: setting("tablee-ice-credential"),
        },
        None => RtcIceServerConfig::default(),
    }
}

/// Joins the room `room` (none: no link) while the component lives, and reports each device that
/// joins or leaves and each message to `on_event`, with the link to answer on.
#[hook]
pub fn use_link(room: Option<String>, on_event: Callback<(Link, LinkEvent)>) -> Link {
    let link = use_memo((), |_| Link::default());
    // The newest handler, which knows the table as it is now.
    let handler = use_mut_ref(Callback::noop);
    *handler.borrow_mut() = on_event;
    {
        let link = (*link).clone();
        use_effect_with(room, move |room| {
            let poll = room.as_ref().map(|room| {
                let url = format!("{}/{room}", signalling_url().trim_end_matches('/'));
                let (socket, message_loop) = WebRtcSocket::builder(url)
                    .ice_server(ice_servers())
                    // A signalling server restarted or out of reach for a while is tried again.
                    .reconnect_attempts(None)
                    .add_reliable_channel()
                    .build();
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(e) = message_loop.await {
                        web_sys::console::warn_1(&format!("tablee: the link ended: {e}").into());
                    }
                });
                *link.socket.borrow_mut() = Some(socket);
                let socket = link.socket.clone();
                let link = link.clone();
                Interval::new(POLL_MS, move || {
                    let mut events = Vec::new();
                    if let Some(socket) = socket.borrow_mut().as_mut() {
                        if let Ok(changes) = socket.try_update_peers() {
                            events.extend(changes.into_iter().map(|(peer, state)| match state {
                                PeerState::Connected => LinkEvent::Joined(peer),
                                PeerState::Disconnected => LinkEvent::Left(peer),
                            }));
                        }
                        if let Ok(channel) = socket.get_channel_mut(0) {
                            events.extend(
                                channel
                                    .receive()
                                    .into_iter()
                                    .map(|(peer, bytes)| LinkEvent::Received(peer, bytes)),
                            );
                        }
                    }
                    // Reported once the socket is let go: a handler may send at once.
                    for event in events {
                        let on_event = handler.borrow().clone();
                        on_event.emit((link.clone(), event));
                    }
                })
            });
            move || {
                drop(poll);
                if let Some(mut socket) = link.socket.borrow_mut().take() {
                    socket.close();
                }
            }
        });
    }
    (*link).clone()
}

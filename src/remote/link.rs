//! The connection between devices: WebRTC data channels (reliable, ordered) through a matchbox
//! signalling server, which only introduces the devices of one room to each other; what they say
//! then goes from device to device. A component holds a link while it lives.
//!
//! The WebRTC stack is a wasm module of its own (`link/`, built by Trunk beside the app as
//! `tablee-link.js`), fetched once the page has drawn its first screen: a page that may play
//! across devices paints as soon as one that never does (docs/architecture.md, "The link between
//! devices"). Its exports are bound here; nothing else in the app knows it is another module.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::{Array, Promise};
use yew::prelude::*;

/// How often the link looks for new devices and messages: quick enough that a move shows on the
/// other screens as a tap would, rare enough to cost the page nothing.
const POLL_MS: u32 = 20;

/// The signalling server's port when the page names none: `scripts/serve` starts one there.
const DEFAULT_SIGNALLING_PORT: u16 = 3536;

/// The link module's script, beside the pages (Trunk names a `data-type="worker"` build after
/// its crate, without a hash).
const LINK_MODULE: &str = "tablee-link.js";

#[wasm_bindgen(inline_js = r#"
let loading;
// After the next paint: the first screen never waits for the link, nor shares the network with it.
// (A hidden page paints no frame: there the timer goes first.)
const afterPaint = () =>
  new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done));
    setTimeout(done, 250);
  });
const pause = (ms) => new Promise((done) => setTimeout(done, ms));
async function load(url) {
  for (;;) {
    try {
      const link = await import(url);
      await link.default();
      return link;
    } catch (e) {
      // Out of network and not cached yet: tried again, as the signalling server is.
      console.warn(`tablee: the link could not load (${e}); trying again`);
      await pause(2000);
    }
  }
}
// The signalling server is tried once the device has a network: offline (a host's table opened
// from the cache) nothing is tried, and the browser reports no failed connection.
export function online() {
  return navigator.onLine ? Promise.resolve() : new Promise((done) => addEventListener("online", () => done(), { once: true }));
}
export function load_link(name) {
  loading ??= afterPaint().then(() => load(new URL(name, document.baseURI).href));
  return loading;
}
"#)]
extern "C" {
    /// The link module, loaded once (a promise of its exports).
    fn load_link(name: &str) -> Promise;
    /// Resolves once the device has a network.
    fn online() -> Promise;
}

// The link module's exports (link/src/lib.rs).
#[wasm_bindgen]
extern "C" {
    type LinkModule;
    #[wasm_bindgen(method)]
    fn open_room(
        this: &LinkModule,
        url: String,
        ice_urls: Vec<String>,
        username: Option<String>,
        credential: Option<String>,
    ) -> Room;
    #[wasm_bindgen(method, js_name = qr_svg)]
    fn qr_code(this: &LinkModule, text: &str) -> Option<String>;

    type Room;
    #[wasm_bindgen(method)]
    fn poll(this: &Room) -> Array;
    #[wasm_bindgen(method)]
    fn send(this: &Room, peer: &str, bytes: &[u8]);
    #[wasm_bindgen(method)]
    fn broadcast(this: &Room, bytes: &[u8]);
    #[wasm_bindgen(method)]
    fn close(this: &Room);
    /// Lets the link module's memory go (wasm-bindgen's method of an exported struct).
    #[wasm_bindgen(method)]
    fn free(this: &Room);

    /// What `Room::poll` reports, a plain object.
    type Heard;
    #[wasm_bindgen(method, getter)]
    fn kind(this: &Heard) -> String;
    #[wasm_bindgen(method, getter)]
    fn peer(this: &Heard) -> String;
    #[wasm_bindgen(method, getter)]
    fn bytes(this: &Heard) -> Option<Vec<u8>>;
}

async fn link_module() -> Option<LinkModule> {
    JsFuture::from(load_link(LINK_MODULE))
        .await
        .ok()
        .map(JsCast::unchecked_into)
}

/// The QR code of `text`, drawn as SVG, once the link module is here; none for a text too long
/// for a QR code.
pub async fn qr_svg(text: &str) -> Option<String> {
    link_module().await?.qr_code(text)
}

/// A device of the room, as the signalling server names it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PeerId(String);

impl fmt::Display for PeerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What the link reports.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    /// A device joined the room and can be written to.
    Joined(PeerId),
    /// A device left the room (closed, reloaded or lost its network).
    Left(PeerId),
    Received(PeerId, Box<[u8]>),
}

impl LinkEvent {
    fn from_heard(heard: &Heard) -> Option<Self> {
        let peer = PeerId(heard.peer());
        match heard.kind().as_str() {
            "joined" => Some(Self::Joined(peer)),
            "left" => Some(Self::Left(peer)),
            "received" => Some(Self::Received(peer, heard.bytes()?.into())),
            _ => None,
        }
    }
}

/// A link to the devices of a room, for sending; [`use_link`] reports what arrives. Until the
/// link module is here, no device is connected and nothing is sent.
#[derive(Clone, Default)]
pub struct Link {
    room: Rc<RefCell<Option<Room>>>,
}

impl PartialEq for Link {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.room, &other.room)
    }
}

impl Link {
    pub fn send(&self, peer: &PeerId, bytes: &[u8]) {
        if let Some(room) = self.room.borrow().as_ref() {
            // A peer that just left is reported by the next poll; what was sent to it is lost
            // with it, and the host sends the table again when it comes back.
            room.send(&peer.0, bytes);
        }
    }

    /// `bytes` to every device connected now.
    pub fn broadcast(&self, bytes: &[u8]) {
        if let Some(room) = self.room.borrow().as_ref() {
            room.broadcast(bytes);
        }
    }
}

/// Bytes another device sent that were not taken: said in the console (the test of forged
/// messages reads it there), and nothing changes.
pub fn refused(peer: &PeerId, why: &str) {
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
/// `tablee-ice-username` and `tablee-ice-credential` for a TURN server): their addresses (none:
/// matchbox's public STUN servers; devices on one network, or on one machine in the tests, need
/// none, and an unreachable one only goes unanswered), user name and credential.
fn ice_servers() -> (Vec<String>, Option<String>, Option<String>) {
    let urls = setting("tablee-ice")
        .map(|urls| urls.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    (
        urls,
        setting("tablee-ice-username"),
        setting("tablee-ice-credential"),
    )
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
            // Set when the component lets the room go, maybe before the link module is here.
            let gone = Rc::new(Cell::new(false));
            let poll: Rc<RefCell<Option<Interval>>> = Rc::default();
            if let Some(room) = room.clone() {
                let (gone, poll, link) = (gone.clone(), poll.clone(), link.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let Some(module) = link_module().await else {
                        return;
                    };
                    // A promise of ours, which only resolves.
                    let _ = JsFuture::from(online()).await;
                    if gone.get() {
                        return;
                    }
                    let url = format!("{}/{room}", signalling_url().trim_end_matches('/'));
                    let (ice_urls, username, credential) = ice_servers();
                    *link.room.borrow_mut() =
                        Some(module.open_room(url, ice_urls, username, credential));
                    let polled = link.clone();
                    *poll.borrow_mut() = Some(Interval::new(POLL_MS, move || {
                        let heard = match polled.room.borrow().as_ref() {
                            Some(room) => room.poll(),
                            None => return,
                        };
                        // Reported once the room is let go: a handler may send at once.
                        for heard in heard.iter() {
                            if let Some(event) = LinkEvent::from_heard(heard.unchecked_ref()) {
                                let on_event = handler.borrow().clone();
                                on_event.emit((polled.clone(), event));
                            }
                        }
                    }));
                });
            }
            move || {
                gone.set(true);
                drop(poll.borrow_mut().take());
                if let Some(room) = link.room.borrow_mut().take() {
                    room.close();
                    room.free();
                }
            }
        });
    }
    (*link).clone()
}

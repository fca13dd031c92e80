//! The link between Tablée's devices, as a wasm module of its own: a room of a matchbox
//! signalling server, whose devices then talk over WebRTC data channels (reliable, ordered), and
//! the QR code of an invitation. The app (`src/remote/link.rs`) loads it after its first paint and
//! speaks to it through these exports only: the WebRTC stack weighs about a quarter of a page's
//! bundle, which a table of one device never needs and which no page should wait for.

use js_sys::{Array, Object, Reflect, Uint8Array};
use matchbox_socket::{PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use qrcode::QrCode;
use qrcode::render::svg;
use wasm_bindgen::prelude::*;

/// The devices of one room, as seen from this one.
#[wasm_bindgen]
pub struct Room {
    socket: WebRtcSocket,
}

/// Joins the room at `url` (the signalling server's address followed by the room's name) through
/// the ICE servers `ice_urls` (none: matchbox's public STUN servers), with a TURN server's
/// `username` and `credential` when it needs them. The signalling server is tried again for as
/// long as it is out of reach.
#[wasm_bindgen]
pub fn open_room(
    url: String,
    ice_urls: Vec<String>,
    username: Option<String>,
    credential: Option<String>,
) -> Room {
    let ice = if ice_urls.is_empty() {
        RtcIceServerConfig::default()
    } else {
        RtcIceServerConfig {
            urls: ice_urls,
            username,
            credential,
        }
    };
    let (socket, message_loop) = WebRtcSocket::builder(url)
        .ice_server(ice)
        .reconnect_attempts(None)
        .add_reliable_channel()
        .build();
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(e) = message_loop.await {
            web_sys::console::warn_1(&format!("tablee: the link ended: {e}").into());
        }
    });
    Room { socket }
}

/// One thing the room heard, as a plain object: `{kind: "joined" | "left", peer}` or
/// `{kind: "received", peer, bytes}`.
fn heard(kind: &str, peer: PeerId, bytes: Option<&[u8]>) -> JsValue {
    let event = Object::new();
    // Setting a property of a new plain object cannot fail.
    let _ = Reflect::set(&event, &"kind".into(), &kind.into());
    let _ = Reflect::set(&event, &"peer".into(), &peer.to_string().into());
    if let Some(bytes) = bytes {
        let _ = Reflect::set(&event, &"bytes".into(), &Uint8Array::from(bytes).into());
    }
    event.into()
}

#[wasm_bindgen]
impl Room {
    /// What happened since the last call: devices that joined or left, then messages, in order.
    pub fn poll(&mut self) -> Array {
        let events = Array::new();
        if let Ok(changes) = self.socket.try_update_peers() {
            for (peer, state) in changes {
                let kind = match state {
                    PeerState::Connected => "joined",
                    PeerState::Disconnected => "left",
                };
                events.push(&heard(kind, peer, None));
            }
        }
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            for (peer, bytes) in channel.receive() {
                events.push(&heard("received", peer, Some(&bytes)));
            }
        }
        events
    }

    /// `bytes` to the device `peer` (as `poll` names it). To a device that just left, nothing:
    /// the next poll says it left, and the host sends the table again when it comes back.
    pub fn send(&mut self, peer: &str, bytes: &[u8]) {
        let Some(peer) = self
            .socket
            .connected_peers()
            .find(|p| p.to_string() == peer)
        else {
            return;
        };
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            let _ = channel.try_send(bytes.into(), peer);
        }
    }

    /// `bytes` to every device connected now.
    pub fn broadcast(&mut self, bytes: &[u8]) {
        let peers: Vec<PeerId> = self.socket.connected_peers().collect();
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            for peer in peers {
                let _ = channel.try_send(bytes.into(), peer);
            }
        }
    }

    /// Leaves the room.
    pub fn close(&mut self) {
        self.socket.close();
    }
}

/// The QR code of `text`, drawn as SVG; none for a text too long for a QR code.
#[wasm_bindgen]
pub fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(180, 180)
            .dark_color(svg::Color("#1f1a14"))
            .light_color(svg::Color("#ffffff"))
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::qr_svg;

    #[test]
    fn an_invitation_is_drawn_and_a_text_too_long_for_a_code_is_not() {
        let svg =
            qr_svg("https://tablee.example/casbah-live.html#/join/r0123/2").unwrap_or_default();
        assert!(svg.starts_with("<?xml") && svg.contains("<svg"), "{svg}");
        assert!(svg.contains("#1f1a14") && svg.contains("#ffffff"));
        assert_eq!(qr_svg(&"x".repeat(8000)), None);
    }
}

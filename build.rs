//! Which shared screens this build carries (docs/architecture.md, "Pages"): `cfg(shelf)` when it
//! shows the home shelf — the home page (built with no room) or the one-page app of `trunk serve`
//! and the tests (every room). A game's page leaves the shelf out and links to the home page.
//! `cfg(room)` when it carries at least one game (the home page carries none).
fn main() {
    const ROOMS: [&str; 5] = ["CASBAH", "DRUNTER", "CAPTN", "CABANES", "ROBINSON"];
    let rooms = ROOMS
        .iter()
        .filter(|room| std::env::var_os(format!("CARGO_FEATURE_{room}")).is_some())
        .count();
    println!("cargo::rustc-check-cfg=cfg(shelf)");
    println!("cargo::rustc-check-cfg=cfg(room)");
    if rooms > 0 {
        println!("cargo::rustc-cfg=room");
    }
    if rooms == 0 || rooms == ROOMS.len() {
        println!("cargo::rustc-cfg=shelf");
    }
}

//! Which shared screens this build carries (docs/architecture.md, "Pages"): `cfg(shelf)` when it
//! shows the home shelf — the home page (built with no room) or the one-page app of `trunk serve`
//! and the tests (every room). A game's page leaves the shelf out and links to the home page.
//! `cfg(room)` when it carries at least one game's table (the home page and the companion's guide,
//! its setup and FAQ, carry none).
fn main() {
    const TABLES: [&str; 5] = ["CASBAH", "DRUNTER", "CAPTN", "CABANES", "ROBINSON"];
    let here = |room: &str| std::env::var_os(format!("CARGO_FEATURE_{room}")).is_some();
    let tables = TABLES.iter().filter(|room| here(room)).count();
    let guide = here("ROBINSON_GUIDE");
    println!("cargo::rustc-check-cfg=cfg(shelf)");
    println!("cargo::rustc-check-cfg=cfg(room)");
    if tables > 0 {
        println!("cargo::rustc-cfg=room");
    }
    if (tables == 0 && !guide) || (tables == TABLES.len() && guide) {
        println!("cargo::rustc-cfg=shelf");
    }
}

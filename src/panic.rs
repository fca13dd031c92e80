//! A panic must not leave a frozen page. Every page's crash script (scripts/page-shell.mjs)
//! replaces the page with a screen that reloads from the last autosave when the wasm traps,
//! which is what a panic ends in. The deployable build (scripts/build) compiles with
//! `panic=immediate-abort`, a bare trap with no message; other builds (tests, `trunk serve`)
//! first write the panic's message to the console.

pub fn install() {
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
}

//! A panic must not leave a frozen page. Every page's crash script (scripts/page-shell.mjs)
//! replaces the page with a screen that reloads from the last autosave when the wasm traps,
//! which is what a panic ends in (`panic = "abort"`); first its message goes to the console.

pub fn install() {
    console_error_panic_hook::set_once();
}

//! Tablée, the app: Yew components that render the engines of `tablee-rules` and send them actions.
//!
//! The shared pieces (routing, languages, seats, saves, the board widget, the error screen) live
//! once at the top; each game has its own folder.

pub mod app;
pub mod board;
#[cfg(feature = "cabanes")]
pub mod cabanes;
#[cfg(feature = "captn")]
pub mod captn;
#[cfg(feature = "casbah")]
pub mod casbah;
pub mod curtain;
#[cfg(feature = "drunter")]
pub mod drunter;
pub mod embed;
pub mod end;
pub mod help;
#[cfg(shelf)]
pub mod home;
pub mod i18n;
pub mod panic;
pub mod pwa;
#[cfg(feature = "robinson")]
pub mod robinson;
pub mod route;
pub mod seats;
pub mod storage;
pub mod table;
pub mod work;

/// Mounts the app on the page's body.
pub fn start() {
    panic::install();
    if embed::is_embed_page() {
        yew::Renderer::<embed::EmbedApp>::new().render();
    } else {
        yew::Renderer::<app::App>::new().render();
    }
}

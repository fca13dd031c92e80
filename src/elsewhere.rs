//! The seats of a game's table played on other devices, as every game's table asks for them: the
//! remote layer where the page carries it, nothing on a page of local play.

use tablee_rules::{Game, Seen};
use yew::prelude::*;

use crate::table::{TableMsg, TableState};

/// The seats of a table played on other devices: where the page carries the link (a game's live
/// page, `scripts/pages.mjs`), the invitations, who is here and the guests' moves
/// (`remote::table::use_remote`); on a page of local play, nothing.
#[hook]
pub fn use_seats_elsewhere<P>(
    play: &UseReducerHandle<P>,
    dispatch: &Callback<<P as Reducible>::Action>,
) -> Html
where
    P: TableState,
    P::Game: Seen,
    <P as Reducible>::Action: From<<P::Game as Game>::Action> + From<TableMsg<P::Game>>,
{
    #[cfg(feature = "remote")]
    {
        let l = crate::i18n::use_lang();
        crate::remote::table::use_remote(play, dispatch).view(l)
    }
    #[cfg(not(feature = "remote"))]
    {
        let _ = (play, dispatch);
        html! {}
    }
}

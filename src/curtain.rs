//! Pass-and-play secrecy, shared by every game with hidden information.
//!
//! A private moment (one player looking at a secret card, choosing in secret) starts with a
//! full-screen curtain naming who should hold the device, and ends with one. Only after that player
//! confirms does his private panel appear, and it leaves the page (not just hidden) as soon as the
//! moment is over. A game says which private moment it waits for; [`Privacy`] decides what the
//! screen shows. With a single human at the table nobody needs to look away, so there are no
//! curtains and the private panel shows at once.

use tablee_rules::{Game, Seat, Session};
use yew::prelude::*;

use crate::i18n::Lang;
use crate::words::Text;

/// What a shared screen shows, between private moments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Privacy<P> {
    /// The table: nothing private on screen.
    Table,
    /// A full-screen curtain: hand the device to that seat for that moment, or (`None`) back to
    /// the table.
    Curtain(Option<(Seat, P)>),
    /// That seat's private panel is on screen.
    Open(Seat, P),
}

impl<P: Copy + Eq> Privacy<P> {
    /// What to show once the game waits for `due` (the private moment it needs now, if any).
    /// `curtains` is false when one human plays alone against computers.
    pub fn follow(self, due: Option<(Seat, P)>, curtains: bool) -> Privacy<P> {
        if !curtains {
            return due.map_or(Privacy::Table, |(s, p)| Privacy::Open(s, p));
        }
        match (self, due) {
            (Privacy::Open(s, p), Some(d)) if d == (s, p) => self,
            // A moment ends with a curtain: to the next private moment or back to the table.
            (Privacy::Open(..), _) => Privacy::Curtain(due),
            (Privacy::Curtain(None), None) => self,
            (_, None) => Privacy::Table,
            (_, Some(d)) => Privacy::Curtain(Some(d)),
        }
    }

    /// The person named on the curtain says he holds the device.
    pub fn confirm(self) -> Privacy<P> {
        match self {
            Privacy::Curtain(Some((s, p))) => Privacy::Open(s, p),
            Privacy::Curtain(None) => Privacy::Table,
            other => other,
        }
    }

    /// The seat whose private panel may be in the page now.
    pub fn open(self) -> Option<(Seat, P)> {
        match self {
            Privacy::Open(s, p) => Some((s, p)),
            _ => None,
        }
    }

    pub fn is_curtain(self) -> bool {
        matches!(self, Privacy::Curtain(_))
    }
}

/// The full-screen "Pass the device to …" screen. It shows nothing of the game.
pub struct Curtain {
    /// Who should take the device; `None`: back to the whole table.
    pub to: Option<AttrValue>,
    /// What the private moment is for ("to vote", "to look at your goal card").
    pub purpose: AttrValue,
    /// The log's lines since the seat taking the device last played, oldest first: a computer's
    /// move played just before the curtain is not lost under it.
    pub since: Vec<String>,
    /// The table across devices (`elsewhere::use_seats_elsewhere`: invitations, who is
    /// connected): nothing secret, and the host needs it while the device passes hands.
    pub elsewhere: Html,
    pub on_ready: Callback<()>,
}

/// How many of the latest lines a curtain recalls.
const SINCE_LINES: usize = 8;

impl Curtain {
    /// What [`Curtain::since`] recalls for `seat`: the game's words for each event since its last
    /// turn (none for a curtain back to the table).
    pub fn since_turn_of<G: Game>(
        session: &Session<G>,
        seat: Option<Seat>,
        words: impl Fn(&G::Event) -> Option<String>,
    ) -> Vec<String> {
        seat.map(|s| {
            session
                .events_since_turn_of(s)
                .iter()
                .filter_map(words)
                .collect()
        })
        .unwrap_or_default()
    }

    pub fn view(&self, l: Lang) -> Html {
        let onclick = self.on_ready.reform(|_| ());
        let (title, button) = match &self.to {
            Some(name) => (l.say(Text::PassDeviceTo(name)), l.say(Text::IAmShow(name))),
            None => (l.say(Text::PassDeviceBack), l.say(Text::ShowTable)),
        };
        html! {
            <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
                <h2 id="curtain-title">{ title }</h2>
                if !self.purpose.is_empty() { <p>{ self.purpose.clone() }</p> }
                if self.to.is_some() {
                    <p class="help">{ l.say(Text::LookAway) }</p>
                }
                <button class="button primary" autofocus=true {onclick}>{ button }</button>
                if self.to.is_some() && !self.since.is_empty() {
                    <section class="since" aria-label={l.say(Text::SinceYourLastTurn)}>
                        <h3>{ l.say(Text::SinceYourLastTurn) }</h3>
                        <ol>{ for self.since.iter().skip(self.since.len().saturating_sub(SINCE_LINES)).map(|line| html! { <li>{ line }</li> }) }</ol>
                    </section>
                }
                { self.elsewhere.clone() }
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Moment {
        Vote,
        Goal,
    }

    #[test]
    fn a_private_moment_starts_and_ends_with_a_curtain() {
        let (a, b) = (Seat(0), Seat(1));
        let p = Privacy::Table.follow(Some((a, Moment::Vote)), true);
        assert_eq!(p, Privacy::Curtain(Some((a, Moment::Vote))));
        let p = p.confirm();
        assert_eq!(p.open(), Some((a, Moment::Vote)));
        // Still due: stays open.
        assert_eq!(p.follow(Some((a, Moment::Vote)), true), p);
        // Next voter: a curtain for him, never his panel straight away.
        let p = p.follow(Some((b, Moment::Vote)), true);
        assert_eq!(p, Privacy::Curtain(Some((b, Moment::Vote))));
        let p = p.confirm().follow(None, true);
        // Done: a curtain back to the table, kept until someone says so.
        assert_eq!(p, Privacy::Curtain(None));
        assert_eq!(p.follow(None, true), Privacy::Curtain(None));
        assert_eq!(p.confirm(), Privacy::Table);
        // Another kind of moment for the same seat is another curtain.
        let p = Privacy::Open(a, Moment::Vote).follow(Some((a, Moment::Goal)), true);
        assert!(p.is_curtain());
    }

    #[test]
    fn one_human_alone_needs_no_curtain() {
        let p = Privacy::Table.follow(Some((Seat(0), Moment::Vote)), false);
        assert_eq!(p, Privacy::Open(Seat(0), Moment::Vote));
        assert_eq!(p.follow(None, false), Privacy::Table);
    }
}

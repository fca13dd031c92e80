//! A game's table across devices, the same for every game. The host's page holds the game: it
//! sends each guest its seat's [`SeenSession`] after every change, and plays a guest's action only
//! once [`judge`] accepts it. A guest's page draws the game's own table from what it is sent, and
//! sends what its player does instead of playing it.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use tablee_rules::{Game, Seat, Seen, SeenSession, Session};
use yew::prelude::*;

use super::invitation::Invitation;
use super::judge::{Verdict, judge};
use super::link::{Link, LinkEvent, PeerId, refused, use_link};
use super::protocol::{self, Message};
use crate::i18n::{Lang, use_lang};
use crate::route::Route;
use crate::seats::{self, PlayerConfig, SeatKind};
use crate::storage::SavedGame;
use crate::table::{Ask, Guest, Room, Seating, TableMsg, TableState};
use crate::words::Text;

/// What a guest's page receives from its host, handed to the table it draws: each new table
/// the host sent (counted, so the table takes each once), and how to send.
#[derive(Clone)]
pub struct GuestFeed<G: Game> {
    pub received: usize,
    pub latest: Option<Rc<(Vec<PlayerConfig>, Session<G>)>>,
    /// Whether the host answered what was sent last with a refusal (counted like `received`).
    pub refusals: usize,
    send: Callback<Message>,
    /// Who is at the table now, by seat; `None` while the host's device is gone.
    present: Option<Vec<bool>>,
}

impl<G: Game> PartialEq for GuestFeed<G> {
    fn eq(&self, other: &Self) -> bool {
        self.received == other.received
            && self.refusals == other.refusals
            && self.present == other.present
    }
}

/// What a table across devices shows: on the host, the invitations and who is connected, with a
/// waiting line when the seat to move is not; on a guest, its host's state.
#[derive(Clone, PartialEq)]
pub struct RemoteStatus {
    shown: Option<Shown>,
}

#[derive(Clone, PartialEq)]
enum Shown {
    Host {
        /// Each remote seat: its name, its invitation's address, whether it is connected.
        seats: Vec<(Seat, String, String, bool)>,
        /// The seat to move, when it is remote and not connected, with the way to give it to a
        /// computer.
        waiting: Option<(String, Callback<MouseEvent>)>,
    },
    Guest {
        name: String,
        /// `None` while the host's device is gone; else the names of seats not connected.
        absent: Option<Vec<String>>,
    },
}

/// The players as a guest is told them: nobody's token, and nobody a human of its device.
fn players_for_guests(players: &[PlayerConfig]) -> Vec<PlayerConfig> {
    players
        .iter()
        .map(|p| PlayerConfig {
            kind: match p.kind {
                SeatKind::Computer(s) => SeatKind::Computer(s),
                SeatKind::Human | SeatKind::Remote(_) => SeatKind::Remote(0),
            },
            ..p.clone()
        })
        .collect()
}

/// What the host sends the guest at `seat`: its seat's table, the players, who is here.
fn seen_message<G: Seen>(table: &Seating<G>, seat: Seat, connected: &[Seat]) -> Message {
    let present = table
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| !matches!(p.kind, SeatKind::Remote(_)) || connected.contains(&Seat(i as u8)))
        .collect();
    Message::Seen {
        players: players_for_guests(&table.players),
        // A seen session holds only the engine's serde types: it always serialises.
        session: serde_json::to_value(table.session.seen_by(seat)).unwrap_or_default(),
        present,
    }
}

/// The address a guest opens to sit at `seat`: this page, at the join route.
fn invitation_url(game: crate::game_kind::GameKind, id: &str, seat: Seat, token: u64) -> String {
    let here = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let page = here.split('#').next().unwrap_or_default();
    format!(
        "{page}{}",
        Route::Join(game, id.to_string(), seat.0, token).href()
    )
}

/// The table across devices of a running table `play`: as host when some seat plays on another
/// device, as guest when this device is one; nothing for a table of one device.
#[hook]
pub fn use_remote<P>(
    play: &UseReducerHandle<P>,
    dispatch: &Callback<<P as Reducible>::Action>,
) -> RemoteStatus
where
    P: TableState,
    P::Game: Seen,
    <P as Reducible>::Action: From<<P::Game as Game>::Action> + From<TableMsg<P::Game>>,
{
    let host = use_host(play, dispatch);
    let guest = use_guest(play, dispatch);
    RemoteStatus {
        shown: host.or(guest),
    }
}

/// The host's side: the link to its guests, who sits where, and the table sent to each.
#[hook]
fn use_host<P>(
    play: &UseReducerHandle<P>,
    dispatch: &Callback<<P as Reducible>::Action>,
) -> Option<Shown>
where
    P: TableState,
    P::Game: Seen,
    <P as Reducible>::Action: From<<P::Game as Game>::Action> + From<TableMsg<P::Game>>,
{
    let table = play.seating();
    let hosting = table.guest.is_none() && seats::has_remote(&table.players);
    let room = hosting.then(|| table.id.clone());
    // Each guest's device and the seat it sat at.
    let peers: Rc<RefCell<BTreeMap<PeerId, Seat>>> = use_mut_ref(BTreeMap::new);
    let connected = use_state_eq(Vec::<Seat>::new);
    let on_event = {
        let (play, dispatch, peers, connected) = (
            play.clone(),
            dispatch.clone(),
            peers.clone(),
            connected.clone(),
        );
        Callback::from(move |(link, event): (Link, LinkEvent)| {
            let table = play.seating();
            let seats_now = |peers: &BTreeMap<PeerId, Seat>| {
                let mut seats: Vec<Seat> = peers.values().copied().collect();
                seats.sort();
                seats
            };
            match event {
                LinkEvent::Received(peer, bytes) => {
                    let seated = peers.borrow().get(&peer).copied();
                    let verdict =
                        protocol::decode(&table.id, &bytes).and_then(|m| judge(table, seated, m));
                    match verdict {
                        Ok(Verdict::Sit { seat, name }) => {
                            // A device sitting again (a reload) replaces the one it was.
                            peers.borrow_mut().retain(|_, s| *s != seat);
                            peers.borrow_mut().insert(peer.clone(), seat);
                            let here = seats_now(&peers.borrow());
                            link.send(
                                &peer,
                                &protocol::encode(&table.id, &seen_message(table, seat, &here)),
                            );
                            connected.set(here);
                            let named = name.filter(|n| {
                                Some(n) != table.players.get(seat.index()).map(|p| &p.name)
                            });
                            if let Some(name) = named {
                                let mut players = table.players.clone();
                                if let Some(p) = players.get_mut(seat.index()) {
                                    p.name = name;
                                }
                                dispatch.emit(TableMsg::Players(players).into());
                            }
                        }
                        Ok(Verdict::Play(action)) => dispatch.emit(action.into()),
                        Ok(Verdict::Undo(seat)) => dispatch.emit(TableMsg::UndoFor(seat).into()),
                        Err(why) => {
                            refused(&peer, &why.to_string());
                            let answer = Message::Refused(why.to_string());
                            link.send(&peer, &protocol::encode(&table.id, &answer));
                        }
                    }
                }
                LinkEvent::Left(peer) => {
                    if peers.borrow_mut().remove(&peer).is_some() {
                        connected.set(seats_now(&peers.borrow()));
                    }
                }
                LinkEvent::Joined(_) => {}
            }
        })
    };
    let link = use_link(room, on_event);
    {
        // After every change, each guest is sent its seat's table.
        let session = &table.session;
        let changed = (
            session.record().turns.len(),
            session.redo_stack().len(),
            table.players.clone(),
            (*connected).clone(),
        );
        let (play, peers) = (play.clone(), peers.clone());
        use_effect_with(changed, move |(_, _, _, here)| {
            let table = play.seating();
            for (peer, seat) in peers.borrow().iter() {
                let message = seen_message(table, *seat, here);
                link.send(peer, &protocol::encode(&table.id, &message));
            }
        });
    }
    if !hosting {
        return None;
    }
    let seats = table
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match p.kind {
            SeatKind::Remote(token) => {
                let seat = Seat(i as u8);
                let url = invitation_url(P::Game::KIND, &table.id, seat, token);
                Some((seat, p.name.clone(), url, connected.contains(&seat)))
            }
            _ => None,
        })
        .collect::<Vec<_>>();
    let waiting = table
        .game()
        .to_move()
        .filter(|s| seats.iter().any(|(seat, _, _, here)| seat == s && !here))
        .map(|seat| {
            let name = seats::name(&table.players, seat);
            let (dispatch, players) = (dispatch.clone(), table.players.clone());
            let to_computer = Callback::from(move |_: MouseEvent| {
                let mut players = players.clone();
                if let Some(p) = players.get_mut(seat.index()) {
                    p.kind = SeatKind::Computer(tablee_rules::Strength::Quick);
                }
                dispatch.emit(TableMsg::Players(players).into());
            });
            (name, to_computer)
        });
    Some(Shown::Host { seats, waiting })
}

/// The guest's side: its moves sent to the host, and the tables the host sends taken in.
#[hook]
fn use_guest<P>(
    play: &UseReducerHandle<P>,
    dispatch: &Callback<<P as Reducible>::Action>,
) -> Option<Shown>
where
    P: TableState,
    P::Game: Seen,
    <P as Reducible>::Action: From<TableMsg<P::Game>>,
{
    let feed = use_context::<GuestFeed<P::Game>>();
    let table = play.seating();
    {
        // Each table the host sent, taken once.
        let (dispatch, latest) = (
            dispatch.clone(),
            feed.as_ref().and_then(|f| f.latest.clone()),
        );
        use_effect_with(feed.as_ref().map(|f| f.received), move |_| {
            if let Some(latest) = latest {
                let (players, session) = (*latest).clone();
                dispatch.emit(TableMsg::Seen(players, Box::new(session)).into());
            }
        });
    }
    {
        let dispatch = dispatch.clone();
        let host_here = feed.as_ref().map(|f| f.present.is_some());
        use_effect_with(host_here, move |here| {
            if let Some(here) = here {
                dispatch.emit(TableMsg::HostHere(*here).into());
            }
        });
    }
    {
        let dispatch = dispatch.clone();
        use_effect_with(feed.as_ref().map(|f| f.refusals), move |refusals| {
            if refusals.is_some_and(|n| n > 0) {
                dispatch.emit(TableMsg::Refused.into());
            }
        });
    }
    {
        // What the guest's player did, sent to the host.
        let asked = table.guest.as_ref().and_then(|g| g.asked.clone());
        let turn = table.session.record().turns.len();
        let (guest, send) = (table.guest.clone(), feed.as_ref().map(|f| f.send.clone()));
        use_effect_with((asked, turn), move |(asked, turn)| {
            let (Some(ask), Some(guest), Some(send)) = (asked, guest, send) else {
                return;
            };
            let (seat, token, turn) = (guest.seat, guest.token, *turn);
            send.emit(match ask {
                Ask::Play(action) => Message::Act {
                    seat,
                    token,
                    turn,
                    // An action is one of the engine's serde types: it always serialises.
                    action: serde_json::to_value(action).unwrap_or_default(),
                },
                Ask::Undo => Message::Undo { seat, token, turn },
            });
        });
    }
    let (guest, feed) = (table.guest.as_ref()?, feed?);
    Some(Shown::Guest {
        name: seats::name(&table.players, guest.seat),
        absent: feed.present.as_ref().map(|here| {
            here.iter()
                .enumerate()
                .filter(|(_, here)| !**here)
                .map(|(i, _)| seats::name(&table.players, Seat(i as u8)))
                .collect()
        }),
    })
}

impl RemoteStatus {
    pub fn view(&self, l: Lang) -> Html {
        match &self.shown {
            None => html! {},
            Some(Shown::Host { seats, waiting }) => html! {
                <section class="remote" aria-label={l.say(Text::PlayersElsewhere)}>
                    <ul class="remote-seats">
                        { for seats.iter().map(|(_, name, _, here)| html! {
                            <li class={classes!(here.then_some("here"))}>
                                { name }{ " — " }
                                { l.say(if *here { Text::Connected } else { Text::NotConnected }) }
                            </li>
                        }) }
                    </ul>
                    if let Some((name, to_computer)) = waiting {
                        <p class="waiting" role="status">
                            { l.say(Text::WaitingFor(name)) }
                            { " " }
                            <button class="button" onclick={to_computer.clone()}>
                                { l.say(Text::ComputerPlaysFor(name)) }
                            </button>
                        </p>
                    }
                    { for seats.iter().filter(|(_, _, _, here)| !here).map(|(_, name, url, _)| html! {
                        <Invitation url={url.clone()} title={l.say(Text::Invite(name))} />
                    }) }
                </section>
            },
            Some(Shown::Guest { name, absent }) => {
                let line = match absent {
                    None => l.say(Text::HostLeft),
                    Some(absent) => l.say(Text::YouPlayHere(name, &absent.join(", "))),
                };
                html! {
                    <section class={classes!("remote", "guest", absent.is_none().then_some("gone"))} aria-label={l.say(Text::TableAcrossDevices)}>
                        <p role="status">{ line }</p>
                    </section>
                }
            }
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct GuestTableProps {
    pub id: String,
    pub seat: u8,
    pub token: u64,
}

/// Where the last name a guest gave is kept, to offer it again.
pub const NAME_KEY: &str = "tablee.guest-name";

/// Where a guest's device remembers that it sat at `seat` of the table `id`, under which name:
/// reopening the invitation (a reload) sits there again at once.
pub fn sat_key(id: &str, seat: Seat) -> String {
    format!("tablee.guest.{id}.{}", seat.0)
}

/// A guest who was typing their name in the shell's form when the app arrived (src/lib.rs,
/// `remove_shell`) goes on typing in the app's, the keyboard still up.
fn go_on_typing(input: &NodeRef) {
    let Some(root) = gloo::utils::document().document_element() else {
        return;
    };
    if !root.has_attribute(crate::SHELL_TYPING) {
        return;
    }
    let _ = root.remove_attribute(crate::SHELL_TYPING);
    if let Some(input) = input.cast::<web_sys::HtmlInputElement>() {
        let _ = input.focus();
        let end = input.value().encode_utf16().count() as u32;
        let _ = input.set_selection_range(end, end);
    }
}

fn stored(key: &str) -> Option<String> {
    crate::platform::local().and_then(|s| s.get_item(key).ok().flatten())
}

/// A seat at another device's table: the guest gives a name, sits, and plays there on the game's
/// own table, drawn from what the host sends.
#[function_component(GuestTable)]
pub fn guest_table<R>(props: &GuestTableProps) -> Html
where
    R: Room,
    R::Engine: Seen,
{
    let l = use_lang();
    let seat = Seat(props.seat);
    let sat = stored(&sat_key(&props.id, seat));
    let sitting = use_state(|| sat.is_some());
    let name = use_state(|| sat.or_else(|| stored(NAME_KEY)).unwrap_or_default());
    let name_input = use_node_ref();
    {
        let name_input = name_input.clone();
        use_effect_with((), move |_| go_on_typing(&name_input));
    }
    let first = use_state(|| None::<Rc<R>>);
    let feed_state = use_state(|| (0usize, None, 0usize, None::<Vec<bool>>));
    let host: Rc<RefCell<Option<PeerId>>> = use_mut_ref(|| None);
    let on_event = {
        let (id, token, name) = (props.id.clone(), props.token, (*name).clone());
        let (first, feed_state, host) = (first.clone(), feed_state.clone(), host.clone());
        Callback::from(move |(link, event): (Link, LinkEvent)| match event {
            // Every device of the room is told; only the host answers.
            LinkEvent::Joined(peer) => {
                let sit = Message::Sit {
                    seat,
                    token,
                    name: name.clone(),
                };
                link.send(&peer, &protocol::encode(&id, &sit));
            }
            LinkEvent::Received(peer, bytes) => match protocol::decode(&id, &bytes) {
                Ok(Message::Seen {
                    players,
                    session,
                    present,
                }) => match guest_session::<R::Engine>(session, seat) {
                    Ok(session) => {
                        *host.borrow_mut() = Some(peer);
                        let players = with_own_seat(players, seat);
                        let (received, _, refusals, _) = (*feed_state).clone();
                        if first.is_none() {
                            let mut table = Seating::new(&id, players.clone(), session.clone());
                            table.guest = Some(Guest {
                                seat,
                                token,
                                asked: None,
                                host_here: true,
                            });
                            first.set(Some(Rc::new(R::from(table))));
                        }
                        feed_state.set((
                            received + 1,
                            Some(Rc::new((players, session))),
                            refusals,
                            Some(present),
                        ));
                    }
                    Err(why) => refused(&peer, &why),
                },
                Ok(Message::Refused(why)) => {
                    refused(
                        &peer,
                        &format!("the host refused what this device sent: {why}"),
                    );
                    let (received, latest, refusals, present) = (*feed_state).clone();
                    feed_state.set((received, latest, refusals + 1, present));
                }
                // Another guest sitting: only the host answers.
                Ok(Message::Sit { .. }) => {}
                Ok(_) => refused(&peer, "not a message for a guest"),
                Err(why) => refused(&peer, &why.to_string()),
            },
            LinkEvent::Left(peer) => {
                if *host.borrow() == Some(peer) {
                    let (received, latest, refusals, _) = (*feed_state).clone();
                    feed_state.set((received, latest, refusals, None));
                }
            }
        })
    };
    let link = use_link((*sitting).then(|| props.id.clone()), on_event);
    let send = {
        let (id, host) = (props.id.clone(), host.clone());
        Callback::from(move |message: Message| {
            if let Some(peer) = host.borrow().as_ref() {
                link.send(peer, &protocol::encode(&id, &message));
            }
        })
    };
    let Some(first) = (*first).clone() else {
        return join_form(
            name_input,
            &name,
            &sitting,
            (sat_key(&props.id, seat), R::Engine::KIND.title()),
            l,
        );
    };
    let (received, latest, refusals, present) = (*feed_state).clone();
    let feed = GuestFeed::<R::Engine> {
        received,
        latest,
        refusals,
        send,
        present,
    };
    html! {
        <ContextProvider<GuestFeed<R::Engine>> context={feed}>
            { R::table(first) }
        </ContextProvider<GuestFeed<R::Engine>>>
    }
}

/// The session a host sent, as the guest's table draws it; else why it is not taken.
fn guest_session<G: Seen>(session: serde_json::Value, seat: Seat) -> Result<Session<G>, String> {
    let seen: SeenSession<G> = serde_json::from_value(session).map_err(|e| e.to_string())?;
    if seen.seat != seat {
        return Err(format!("a table for seat {}, not {}", seen.seat.0, seat.0));
    }
    Session::from_seen(seen).map_err(|e| e.to_string())
}

/// The players as the guest's device seats them: its own seat the one human here.
fn with_own_seat(mut players: Vec<PlayerConfig>, seat: Seat) -> Vec<PlayerConfig> {
    if let Some(p) = players.get_mut(seat.index()) {
        p.kind = SeatKind::Human;
    }
    players
}

/// The guest's first screen: its name, then "Sit down"; once sat, waiting for the host.
fn join_form(
    input: NodeRef,
    name: &UseStateHandle<String>,
    sitting: &UseStateHandle<bool>,
    (sat_key, title): (String, &str),
    l: Lang,
) -> Html {
    if **sitting {
        return html! { <p class="notice" role="status">{ l.say(Text::WaitingForHost) }</p> };
    }
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(seats::input_value(&e).chars().take(24).collect())
        })
    };
    let onsubmit = {
        let (name, sitting) = (name.clone(), sitting.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(storage) = crate::platform::local() {
                // A name not kept is only typed again next time.
                let _ = storage.set_item(NAME_KEY, name.trim());
                let _ = storage.set_item(&sat_key, name.trim());
            }
            sitting.set(true);
        })
    };
    html! {
        <form class="setup join" {onsubmit}>
            // The live pages' shell draws the same words before the wasm arrives
            // (scripts/page-shell.mjs; tests/shell.rs).
            <h1>{ l.say(Text::JoinHeading) }</h1>
            <p class="lede">{ l.say(Text::JoinLede(title)) }</p>
            <label>{ l.say(Text::YourName) }
                <input ref={input} type="text" value={(**name).clone()} oninput={on_name} maxlength="24" autocomplete="nickname" /></label>
            <button class="button primary" type="submit">{ l.say(Text::SitDown) }</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::seats_of;
    use tablee_rules::Strength;
    use tablee_rules::casbah::{Casbah, CasbahSetup, Size};

    const QUICK: SeatKind = SeatKind::Computer(Strength::Quick);

    fn casbah() -> Session<Casbah> {
        Session::new(CasbahSetup::new(Size::new(6, 6), 3), 5).unwrap()
    }

    #[test]
    fn guests_are_told_no_token_and_see_one_human_their_own_seat() {
        let players = seats_of(&[SeatKind::Human, SeatKind::Remote(41), SeatKind::Remote(42)]);
        let told = players_for_guests(&players);
        assert!(told.iter().all(|p| p.kind == SeatKind::Remote(0)));
        let here = with_own_seat(told, Seat(2));
        assert_eq!(seats::humans(&here), vec![Seat(2)]);
        let with_computer = players_for_guests(&seats_of(&[SeatKind::Remote(7), QUICK]));
        assert_eq!(with_computer[1].kind, QUICK);
    }

    #[test]
    fn a_guest_sees_its_seat_s_table_and_who_is_here() {
        let players = seats_of(&[SeatKind::Human, SeatKind::Remote(41), SeatKind::Remote(42)]);
        let table = Seating::new("t", players, casbah());
        let Message::Seen {
            players,
            session,
            present,
        } = seen_message(&table, Seat(1), &[Seat(1)])
        else {
            panic!("not a table");
        };
        assert_eq!(present, vec![true, true, false]);
        assert!(players.iter().all(|p| p.kind == SeatKind::Remote(0)));
        let session = guest_session::<Casbah>(session.clone(), Seat(1)).unwrap();
        assert_eq!(session.game(), table.game());
        let sent = serde_json::to_value(table.session.seen_by(Seat(1))).unwrap();
        assert!(
            guest_session::<Casbah>(sent, Seat(2)).is_err(),
            "another seat's table"
        );
    }

    #[test]
    fn a_guest_checks_its_move_with_the_engine_then_waits_for_the_host() {
        let players = with_own_seat(
            players_for_guests(&seats_of(&[
                SeatKind::Remote(1),
                SeatKind::Remote(2),
                QUICK,
            ])),
            Seat(0),
        );
        let mut table = Seating::new("t", players, casbah());
        table.guest = Some(Guest {
            seat: Seat(0),
            token: 1,
            asked: None,
            host_here: true,
        });
        assert_eq!(table.human_to_move(), Some(Seat(0)));
        assert_eq!(
            table.computer_to_move(true),
            None,
            "the host runs the computers"
        );
        let first = table.game().legal_actions()[0].clone();
        assert_eq!(table.play(first.clone()), Ok(Vec::new()));
        assert_eq!(
            table.session.record().turns.len(),
            0,
            "only the host plays it"
        );
        assert_eq!(table.human_to_move(), None, "the table waits for the host");
        assert!(
            table
                .guest
                .as_ref()
                .is_some_and(|g| g.asked == Some(Ask::Play(first.clone())))
        );
        table.take(TableMsg::Refused);
        assert_eq!(table.human_to_move(), Some(Seat(0)));
        // While the host is gone, nothing is played into the void.
        table.take(TableMsg::HostHere(false));
        assert_eq!(table.human_to_move(), None);
        table.take(TableMsg::HostHere(true));
        assert_eq!(table.human_to_move(), Some(Seat(0)));
        // A move the engine refuses is explained at once and never sent.
        let mut played = casbah();
        played.play(first.clone()).unwrap();
        table.take(TableMsg::Seen(table.players.clone(), Box::new(played)));
        assert!(table.play(first).is_err());
        assert!(table.guest.as_ref().is_some_and(|g| g.asked.is_none()));
    }
}

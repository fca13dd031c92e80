//! What every game's table shares: opening a saved game, the new-game form of the games played by
//! 2 to 4 with a rulebook variant, and computer seats taking their turn.

use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;

use tablee_rules::{Decision, Game, Seat, SeededRng, Session, Strength, Thinking};
use yew::prelude::*;

use crate::i18n::{Lang, use_lang};
use crate::seats::{
    FirstPlayer, PlayerConfig, SeatKind, SeatsEditor, default_players, input_value, starting_order,
};
use crate::storage::{self, LoadError, SaveFile, SavedGame};
use crate::words::Text;
use crate::work::Slices;

/// Sets up a game of `G`, stores it and opens its table; else says why it cannot start: the
/// engine refused the setup (in the table's words, as for a refused save), or the browser the save.
pub fn open_new_game<G: SavedGame>(
    (setup, seed): (G::Setup, u64),
    players: &[PlayerConfig],
    l: Lang,
) -> Option<AttrValue> {
    let session = match Session::<G>::new(setup.clone(), seed) {
        Ok(session) => session,
        Err(e) => return Some(G::refusal(&e, &setup, players, l).into()),
    };
    let id = storage::new_id(seed);
    let players = with_invitations(players.to_vec());
    if storage::store_session(&id, &players, &session).is_err() {
        return Some(
            format!(
                "{} {}",
                l.say(Text::NewGameNotStored),
                l.say(Text::MakeRoom)
            )
            .into(),
        );
    }
    crate::route::Route::Play(id).go();
    None
}

/// The seats with each remote one given a new token, drawn unguessable: the invitation of a seat
/// carries it, and the host lets sit at that seat only a device that shows it. Every new table
/// has its own, a rematch too (a guest's device, which may start one, knows no token).
pub fn with_invitations(players: Vec<PlayerConfig>) -> Vec<PlayerConfig> {
    players
        .into_iter()
        .map(|p| match p.kind {
            SeatKind::Remote(_) => PlayerConfig {
                kind: SeatKind::Remote(crate::address::random_token()),
                ..p
            },
            _ => p,
        })
        .collect()
}

/// The line under a board: a refusal in full, or, while the held piece points at a spot that
/// refuses it, why in a small line (the spot is marked too); the full refusal waits for the drop.
/// One element either way, so a screen reader hears each change.
pub fn board_message(refused: Option<String>, pointed: Option<String>) -> Html {
    let small = refused.is_none() && pointed.is_some();
    html! {
        <p class={classes!("message", small.then_some("pointed"))} aria-live="polite">
            { refused.or(pointed).unwrap_or_default() }
        </p>
    }
}

/// The alert of a table whose moves the browser refuses to store.
pub fn moves_not_stored(l: Lang) -> Html {
    storage_full(&l.say(Text::MovesNotStored), l)
}

/// A table's alert while the browser refuses its saves (`what` says what was not stored), with
/// the way out: the shelf, where old games are exported and deleted, one link away.
pub fn storage_full(what: &str, l: Lang) -> Html {
    html! {
        <p class="error" role="alert">
            { what }{ " " }{ l.say(Text::MakeRoom) }{ " " }
            <a href={crate::route::Route::Home.href()} target="_blank">{ l.say(Text::OpenHomePage) }</a>
        </p>
    }
}

/// The parser's account of a save's fault, behind a toggle: for whoever wants to mend the file,
/// never in the message itself.
pub fn error_details(e: &LoadError, l: Lang) -> Html {
    match e.details() {
        Some(details) => html! {
            <details class="error-details">
                <summary>{ l.say(Text::Details) }</summary>
                <code>{ details }</code>
            </details>
        },
        None => html! {},
    }
}

/// What a table shows when its save `id` cannot be opened: the reason, that nothing was lost,
/// and the export of its file.
pub fn cannot_open(id: &str, heading: &str, e: &LoadError, l: Lang) -> Html {
    let export = {
        let id = id.to_string();
        Callback::from(move |_| storage::export(&id))
    };
    html! {
        <section class="notice" role="alert">
            <h2>{ heading }</h2>
            <p>{ e.describe(l) }</p>
            { error_details(e, l) }
            <p>{ l.say(Text::NothingDeleted) }</p>
            <div class="controls">
                <button class="button" onclick={export}>{ l.say(Text::ExportSave) }</button>
                <a class="button" href={crate::route::Route::Home.href()}>{ l.say(Text::BackToShelf) }</a>
            </div>
        </section>
    }
}

/// A game's table as its page opens it: the state read from a save, and the table drawn around it.
pub trait Room: From<Seating<Self::Engine>> + PartialEq + Sized + 'static {
    /// The engine its saves replay.
    type Engine: SavedGame;
    /// The component that plays the game from a state of this room.
    type Table: BaseComponent<Properties = TableProps<Self>>;
    /// The saved game `id`, checked and replayed.
    fn load(id: &str) -> Result<Self, LoadError> {
        let (players, session) = storage::open(id)?;
        Ok(Seating::new(id, players, session).into())
    }
    /// The game's table, playing from `state`.
    fn table(state: Rc<Self>) -> Html {
        html! { <Self::Table initial={state} /> }
    }
    /// What shows when the save `id` cannot be opened.
    fn cannot_open(id: &str, e: &LoadError, l: Lang) -> Html {
        cannot_open(id, &l.say(Text::CannotOpenGame), e, l)
    }
}

/// A game played from memory only, for when the browser refuses storage (some embedding frames):
/// it plays the same, and says that it cannot be saved.
pub fn in_memory<R: Room>(
    id: &str,
    players: Vec<PlayerConfig>,
    session: Session<R::Engine>,
) -> Html {
    R::table(Rc::new(Seating::new(id, players, session).into()))
}

/// What a room's table component is given: the state it plays from.
#[derive(Properties)]
pub struct TableProps<R> {
    pub initial: Rc<R>,
}

/// A table reads its props once, when it opens: the same game opened is the same props.
impl<R> PartialEq for TableProps<R> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.initial, &other.initial)
    }
}

/// What every table holds whatever its game: the save's name, the players and the session; and,
/// on a guest's device, its seat at the host's table.
#[derive(Clone, PartialEq)]
pub struct Seating<G: Game> {
    pub id: String,
    pub players: Vec<PlayerConfig>,
    pub session: Session<G>,
    pub guest: Option<Guest<G>>,
}

/// A guest's seat at a table another device holds: its token, and what it asked the host that
/// the host has not answered yet (the table waits meanwhile).
#[derive(Clone, Debug, PartialEq)]
pub struct Guest<G: Game> {
    pub seat: Seat,
    pub token: u64,
    pub asked: Option<Ask<G>>,
    /// False while the host's device is gone: nothing may be played into the void.
    pub host_here: bool,
}

/// What a guest asks its host.
#[derive(Clone, Debug)]
pub enum Ask<G: Game> {
    Play(G::Action),
    Undo,
}

// Compared by its action alone (a derive would ask the whole game to compare).
impl<G: Game> PartialEq for Ask<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Ask::Play(a), Ask::Play(b)) => a == b,
            (Ask::Undo, Ask::Undo) => true,
            _ => false,
        }
    }
}

/// What the shared table tells a game's table state, whatever the game.
#[derive(Clone, PartialEq)]
pub enum TableMsg<G: Game> {
    /// The host's players changed: a guest gave its name, a dropped seat went to a computer.
    Players(Vec<PlayerConfig>),
    /// The host takes back a guest's moves of this turn, which the guest asked.
    UndoFor(Seat),
    /// A guest's table as its host sent it.
    Seen(Vec<PlayerConfig>, Box<Session<G>>),
    /// The host refused what this guest asked: the table is as it was.
    Refused,
    /// A guest's host left (false) or came back (true).
    HostHere(bool),
}

impl<G: SavedGame> Seating<G> {
    pub fn new(id: &str, players: Vec<PlayerConfig>, session: Session<G>) -> Seating<G> {
        Seating {
            id: id.to_string(),
            players,
            session,
            guest: None,
        }
    }

    pub fn game(&self) -> &G {
        self.session.game()
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        crate::seats::is_human(&self.players, seat)
    }

    /// The human to move, if the game waits for one here (not while a guest's move is on its
    /// way to the host).
    pub fn human_to_move(&self) -> Option<Seat> {
        if self
            .guest
            .as_ref()
            .is_some_and(|g| g.asked.is_some() || !g.host_here)
        {
            return None;
        }
        self.game().to_move().filter(|s| self.is_human(*s))
    }

    /// The save written after every action.
    pub fn save_file(&self) -> SaveFile {
        storage::save_file(&self.id, &self.players, &self.session)
    }

    /// The computer seat to move and its strength, if the game waits for a computer and
    /// `table_shown`: nothing private is on screen (a computer never plays under someone's
    /// private moment). Only the host's device runs its computers.
    pub fn computer_to_move(&self, table_shown: bool) -> Option<(Seat, Strength)> {
        let seat = self
            .game()
            .to_move()
            .filter(|_| table_shown && self.guest.is_none())?;
        match self.players.get(seat.index())?.kind {
            SeatKind::Computer(strength) => Some((seat, strength)),
            SeatKind::Human | SeatKind::Remote(_) => None,
        }
    }

    /// Plays `action` for the seat to move. On a guest's device the engine only checks it (a
    /// refusal is explained at once) and it goes to the host, whose engine plays it.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        match &mut self.guest {
            None => self.session.play(action),
            Some(guest) => {
                self.session.game().clone().apply(&action)?;
                guest.asked = Some(Ask::Play(action));
                Ok(Vec::new())
            }
        }
    }

    /// Takes back `seat`'s last move with what followed ([`Session::undo`]); a guest asks its host.
    pub fn undo(&mut self, seat: Seat) -> bool {
        match &mut self.guest {
            None => self.session.undo(seat),
            Some(guest) => {
                guest.asked = Some(Ask::Undo);
                true
            }
        }
    }

    /// What the shared table says, taken.
    pub fn take(&mut self, msg: TableMsg<G>) {
        match msg {
            TableMsg::Players(players) => self.players = players,
            TableMsg::UndoFor(seat) => {
                self.session.undo(seat);
            }
            TableMsg::Seen(players, session) => {
                self.players = players;
                self.session = *session;
                if let Some(guest) = &mut self.guest {
                    guest.asked = None;
                }
            }
            TableMsg::Refused => {
                if let Some(guest) = &mut self.guest {
                    guest.asked = None;
                }
            }
            TableMsg::HostHere(here) => {
                if let Some(guest) = &mut self.guest {
                    guest.host_here = here;
                }
            }
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SavedTableProps {
    pub id: String,
}

/// The saved game `id` of the room `R` opened: its table, or why the save cannot open (it is
/// kept). Read and replayed once per game, not at every render of the page around it.
#[function_component(SavedTable)]
pub fn saved_table<R: Room>(props: &SavedTableProps) -> Html {
    let l = use_lang();
    let loaded = use_memo(props.id.clone(), |id| R::load(id).map(Rc::new));
    match &*loaded {
        Ok(state) => R::table(state.clone()),
        Err(e) => R::cannot_open(&props.id, e, l),
    }
}

/// The game's log, newest first, in the same place and words at every table.
pub fn log_panel(entries: impl IntoIterator<Item = Html>, l: Lang) -> Html {
    html! {
        <section class="log" aria-label={l.say(Text::GameLog)}>
            <h2>{ l.say(Text::Log) }</h2>
            <ol reversed=true>{ for entries }</ol>
        </section>
    }
}

/// The Undo and Redo buttons of every table. `undo` is whose move Undo takes back, if anyone's
/// (`seats::undo_seat`); `allowed` is false while the table may not go back (a computer thinks,
/// a curtain is up). When that move is not of the human to move (pass-and-play, before the next
/// seat acts), the button names its player: "Undo Ann's move".
pub fn undo_redo<G: Game>(
    session: &Session<G>,
    players: &[PlayerConfig],
    (undo, allowed): (Option<Seat>, bool),
    (on_undo, on_redo): (Callback<MouseEvent>, Callback<MouseEvent>),
    l: Lang,
) -> Html {
    let can_undo = allowed && undo.is_some_and(|s| session.can_undo(s));
    let someone_else = undo.filter(|s| {
        session
            .game()
            .to_move()
            .is_some_and(|m| m != *s && crate::seats::is_human(players, m))
    });
    let undo_text = match someone_else.map(|s| crate::seats::name(players, s)) {
        Some(name) => l.say(Text::UndoMoveOf(&name)),
        None => l.say(Text::Undo),
    };
    html! {
        <>
            <button class="button" disabled={!can_undo} onclick={on_undo}>{ undo_text }</button>
            <button class="button" disabled={!allowed || !crate::seats::redo_here(players, session)} onclick={on_redo}>{ l.say(Text::Redo) }</button>
        </>
    }
}

/// A callback that sends the same message whatever its event: one closure shared by every
/// button of a table, where a closure per button would each cost the page its own code.
pub fn send<M: Clone + 'static, E: 'static>(dispatch: &Callback<M>, msg: M) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.emit(msg.clone()))
}

/// The randomness of a computer's decision: from the game's seed and how far it has gone, so a
/// replayed game decides alike.
fn decision_rng(seed: u64, turns: usize) -> SeededRng {
    SeededRng::new(seed ^ (turns as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

/// How long a computer waits before it plays, so that people can follow.
const COMPUTER_PAUSE_MS: u32 = 350;

/// What a game's table state (its Yew reducer) tells the table every game runs.
pub trait TableState: Reducible + Clone + PartialEq + 'static {
    type Game: SavedGame;
    fn seating(&self) -> &Seating<Self::Game>;
    /// The computer seat to move, if the table waits for one: by default whenever one is to move
    /// (a table with curtains waits for them to be lifted).
    fn computer_to_move(&self) -> Option<(Seat, Strength)> {
        self.seating().computer_to_move(true)
    }
}

/// A computer player of a game: from its own seat's view, its action (an `Option`, decided at
/// once) or a [`Decision`] (at once, or a thinker the table runs in slices).
pub type Decide<G, D> = fn(&<G as Game>::View, Strength, &mut SeededRng) -> D;

type ActionOf<P> = <<P as TableState>::Game as Game>::Action;
/// The thinker of the computer to move, while it thinks in slices.
type ThinkerSlot<P> = Rc<RefCell<Option<Box<dyn Thinking<Action = ActionOf<P>>>>>>;

/// A running table: its state, the callback that sends it a message, whether the last autosave
/// failed, and the computer's thinking.
pub struct TableHandle<P: TableState> {
    pub play: UseReducerHandle<P>,
    pub dispatch: Callback<<P as Reducible>::Action>,
    pub save_failed: bool,
    pub thinking: ThinkingStatus,
}

/// Whether a computer thinks in slices, how far it is, and how to make it play at once.
#[derive(Clone, PartialEq)]
pub struct ThinkingStatus {
    /// How far it is, in percent; `None` when no computer thinks.
    progress: Option<u32>,
    play_now: Callback<MouseEvent>,
}

impl ThinkingStatus {
    pub fn is_thinking(&self) -> bool {
        self.progress.is_some()
    }

    /// The box saying so, with "Play now": it floats over the bottom of the screen, so nothing
    /// under a finger moves when it comes and goes (a table shows it wherever it likes).
    pub fn view(&self, l: Lang) -> Html {
        let Some(progress) = self.progress else {
            return html! {};
        };
        // The percentage is seen, not read aloud at every slice.
        html! {
            <div class="thinking" role="status">
                <span>{ l.say(Text::ComputerThinking) }</span>
                <span class="percent" aria-live="off">{ l.say(Text::Percent(progress)) }</span>
                <button class="button" onclick={self.play_now.clone()}>{ l.say(Text::PlayNow) }</button>
            </div>
        }
    }
}

/// The table of a game's page: its state from `initial`, saved after every action, and each
/// computer seat playing after a short pause, deciding with `decide` from its own seat's view
/// (re-armed whenever an action is played or the computer to move changes; dropped if the table
/// moves on first). A computer that thinks in slices shows how far it is in [`ThinkingStatus`],
/// and plays its best so far when told to play now.
#[hook]
pub fn use_table<P, D>(initial: Rc<P>, decide: Decide<P::Game, D>) -> TableHandle<P>
where
    P: TableState,
    D: Into<Decision<ActionOf<P>>> + 'static,
    // A computer's decision is played as the message of its action.
    <P as Reducible>::Action: From<ActionOf<P>> + 'static,
{
    let play = use_reducer_eq(move || (*initial).clone());
    let dispatch = {
        let d = play.dispatcher();
        Callback::from(move |m| d.dispatch(m))
    };
    let turns = play.seating().session.record().turns.len();
    // Saved after every move, and when a seat changes hands (a guest's name, a computer taking a
    // dropped seat). A guest's device keeps no save: its host's holds the game.
    let guest = play.seating().guest.is_some();
    let save_failed = storage::use_autosave(
        (!guest).then(|| (turns, play.seating().players.clone())),
        storage::check_as::<P::Game>,
        {
            let play = play.clone();
            move || play.seating().save_file()
        },
    );
    let progress = use_state_eq(|| None::<u32>);
    let thinker: ThinkerSlot<P> = use_mut_ref(|| None);
    let computer = play.computer_to_move();
    {
        let play = play.clone();
        let send = dispatch.clone();
        let (progress, thinker) = (progress.clone(), thinker.clone());
        use_effect_with((turns, computer), move |(turns, computer)| {
            let turns = *turns;
            let slices = Rc::new(RefCell::new(None::<Slices>));
            let timeout = computer.map(|(seat, strength)| {
                let (progress, thinker, slices) =
                    (progress.clone(), thinker.clone(), slices.clone());
                Timeout::new(COMPUTER_PAUSE_MS, move || {
                    let session = &play.seating().session;
                    let mut rng = decision_rng(session.record().seed, turns);
                    match decide(&session.game().view(seat), strength, &mut rng).into() {
                        Decision::Now(action) => {
                            if let Some(action) = action {
                                send.emit(action.into());
                            }
                        }
                        Decision::Think(started) => {
                            *thinker.borrow_mut() = Some(started);
                            progress.set(Some(0));
                            *slices.borrow_mut() = Some(Slices::start(move || {
                                think_a_slice::<P>(&thinker, &progress, &send)
                            }));
                        }
                    }
                })
            });
            move || {
                drop(timeout);
                drop(slices.borrow_mut().take());
                thinker.borrow_mut().take();
                progress.set(None);
            }
        });
    }
    let play_now = {
        let (progress, thinker, send) = (progress.clone(), thinker.clone(), dispatch.clone());
        Callback::from(move |_| play_best::<P>(&thinker, &progress, &send))
    };
    TableHandle {
        play,
        dispatch,
        save_failed,
        thinking: ThinkingStatus {
            progress: *progress,
            play_now,
        },
    }
}

/// One slice of a computer's thinking; once it is done, its action is played. True while it
/// thinks on.
fn think_a_slice<P>(
    thinker: &ThinkerSlot<P>,
    progress: &UseStateHandle<Option<u32>>,
    send: &Callback<<P as Reducible>::Action>,
) -> bool
where
    P: TableState,
    <P as Reducible>::Action: From<ActionOf<P>>,
{
    // How far it is, or `None` once done (the thinker is no longer borrowed when the table hears).
    let far = match thinker.borrow_mut().as_mut() {
        None => return false,
        Some(t) => {
            let far = t.think();
            (!t.is_done()).then_some(far)
        }
    };
    match far {
        Some(far) => progress.set(Some((far * 100.0) as u32)),
        None => play_best::<P>(thinker, progress, send),
    }
    far.is_some()
}

/// The thinking computer's best action so far, played; its thinker is let go first, as playing
/// re-renders the table (a thinker already let go plays nothing: the table moved on).
fn play_best<P>(
    thinker: &ThinkerSlot<P>,
    progress: &UseStateHandle<Option<u32>>,
    send: &Callback<<P as Reducible>::Action>,
) where
    P: TableState,
    <P as Reducible>::Action: From<ActionOf<P>>,
{
    let Some(thinker) = thinker.borrow_mut().take() else {
        return;
    };
    progress.set(None);
    if let Some(action) = thinker.best() {
        send.emit(action.into());
    }
}

#[derive(Properties, PartialEq)]
pub struct NewTableProps {
    pub title: AttrValue,
    /// The base game and the rulebook's variant, named for the rules menu; a game without a
    /// variant (Les Cabanes) leaves them out and shows no menu.
    #[prop_or_default]
    pub base_rules: Option<AttrValue>,
    #[prop_or_default]
    pub variant_rules: Option<AttrValue>,
    /// What the table measured of the variant, shown under the rules menu (one line).
    #[prop_or_default]
    pub variant_note: Option<AttrValue>,
    /// What passing the device around means for this game (the default: secrets behind curtains).
    #[prop_or_default]
    pub pass_note: Option<AttrValue>,
    /// The players chosen and whether the variant is played (never without a variant); answers
    /// why the game cannot start, or nothing when it has (see [`open_new_game`]).
    pub on_start: Callback<(Vec<PlayerConfig>, bool), Option<AttrValue>>,
}

/// A new game for 2 to 4 players: how many, who, and the base game or the rulebook's variant.
#[function_component(NewTable)]
pub fn new_table(props: &NewTableProps) -> Html {
    let l = use_lang();
    let seats = use_state(|| 3usize);
    let players = use_state(|| default_players(4));
    let variant = use_state(|| false);
    // The first listed player starts unless another or a draw is chosen.
    let first = use_state(|| Some(0usize));
    let error = use_state(|| None::<AttrValue>);
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| seats.set(input_value(&e).parse().unwrap_or(3)))
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |all| players.set(all))
    };
    let on_variant = {
        let variant = variant.clone();
        Callback::from(move |e: Event| variant.set(input_value(&e) == "variant"))
    };
    let on_first = {
        let first = first.clone();
        Callback::from(move |f| first.set(f))
    };
    let onsubmit = {
        let (seats, players, variant, first, error) = (
            seats.clone(),
            players.clone(),
            variant.clone(),
            first.clone(),
            error.clone(),
        );
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let table = starting_order(&players, *seats, *first, crate::address::random_seed());
            error.set(on_start.emit((table, *variant)));
        })
    };
    html! {
        <form class="setup" {onsubmit}>
            <h1>{ props.title.clone() }</h1>
            <label>{ l.say(Text::Players) }
                <select onchange={on_seats} aria-label={l.say(Text::NumberOfPlayers)}>
                    { for (2..=4).map(|n| html! { <option value={n.to_string()} selected={*seats == n}>{ n }</option> }) }
                </select></label>
            if let (Some(base), Some(variant_rules)) = (&props.base_rules, &props.variant_rules) {
                <label>{ l.say(Text::Rules) }
                    <select onchange={on_variant} aria-label={l.say(Text::Rules)}>
                        <option value="base" selected={!*variant}>{ base.clone() }</option>
                        <option value="variant" selected={*variant}>{ variant_rules.clone() }</option>
                    </select></label>
                if let Some(note) = &props.variant_note {
                    <p class="help variant-note">{ note.clone() }</p>
                }
            }
            <p class="help">{ props.pass_note.clone().unwrap_or_else(|| l.say(Text::PassAndPlayNote).into()) }</p>
            { SeatsEditor { count: *seats, players: (*players).clone(), on_change: on_players, computers: true }.view(l) }
            { FirstPlayer { count: *seats, players: (*players).clone(), first: *first, on_change: on_first }.view(l) }
            if let Some(err) = &*error { <p class="error" role="alert">{ err.clone() }</p> }
            <button class="button primary" type="submit">{ l.say(Text::Start) }</button>
        </form>
    }
}

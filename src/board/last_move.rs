//! The last move of every seat, kept marked on the board until that seat moves again. Derived
//! from the events of the game so far (the session's own log), so nothing new is saved; each game
//! only says what an event did on its board ([`Step`]), and the boards draw the mark.

use tablee_rules::Seat;
use yew::prelude::*;

use super::number::Num;
use crate::i18n::Lang;
use crate::seats::{self, PlayerConfig};
use crate::words::Text;

/// What an event did on the board, as far as the last-move marks care.
#[derive(Clone, Debug, PartialEq)]
pub enum Step<S> {
    /// `seat` put a piece on `S`. Puts of one seat in a row, with no [`Step::Done`] between, make
    /// one move (Capt'n Clever's ship and captain of one turn).
    Put(Seat, S),
    /// `seat`'s move is complete: its next put starts a new move.
    Done(Seat),
    /// `seat` moved without leaving anything on the board (a pass, a tile sent back): its mark goes.
    Cleared(Seat),
}

/// The spots of each seat's last move, and which seat moved last.
#[derive(Clone, Debug, PartialEq)]
pub struct LastMoves<S> {
    by_seat: Vec<Vec<S>>,
    latest: Option<Seat>,
}

/// No move made yet: nothing marked.
impl<S> Default for LastMoves<S> {
    fn default() -> Self {
        LastMoves {
            by_seat: Vec::new(),
            latest: None,
        }
    }
}

impl<S: Clone + PartialEq> LastMoves<S> {
    /// Folds the steps of a whole game, in order.
    pub fn from_steps(seats: usize, steps: impl IntoIterator<Item = Step<S>>) -> Self {
        let mut marks = LastMoves {
            by_seat: vec![Vec::new(); seats],
            latest: None,
        };
        // The seat whose move is still being made (its puts join one move).
        let mut open: Option<Seat> = None;
        for step in steps {
            match step {
                Step::Put(seat, spot) => {
                    let Some(spots) = marks.by_seat.get_mut(seat.index()) else {
                        continue;
                    };
                    if open != Some(seat) {
                        spots.clear();
                    }
                    spots.push(spot);
                    open = Some(seat);
                    marks.latest = Some(seat);
                }
                Step::Done(seat) => {
                    if open == Some(seat) {
                        open = None;
                    }
                }
                Step::Cleared(seat) => {
                    if let Some(spots) = marks.by_seat.get_mut(seat.index()) {
                        spots.clear();
                    }
                    if open == Some(seat) {
                        open = None;
                    }
                    if marks.latest == Some(seat) {
                        marks.latest = None;
                    }
                }
            }
        }
        marks
    }

    /// The seat whose last move put a piece on `spot`, if any.
    pub fn at(&self, spot: &S) -> Option<Seat> {
        // The latest mover first: a spot marked twice shows the newer move.
        let latest = self.latest.filter(|s| self.of(*s).contains(spot));
        latest.or_else(|| {
            (0..self.by_seat.len())
                .map(|i| Seat(i as u8))
                .find(|s| self.of(*s).contains(spot))
        })
    }

    /// The spots of `seat`'s last move.
    pub fn of(&self, seat: Seat) -> &[S] {
        self.by_seat.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// The seat that moved last of all (its move is the one shown arriving).
    pub fn latest(&self) -> Option<Seat> {
        self.latest
    }

    /// How a spot is drawn: the mark of the seat whose last move it holds.
    pub fn mark(&self, spot: &S, players: &[PlayerConfig]) -> Option<LastMark> {
        let seat = self.at(spot)?;
        Some(LastMark {
            seat,
            colour: seats::colour_hex(players.get(seat.index()).map_or(seat.index(), |p| p.colour)),
            fresh: self.latest == Some(seat),
        })
    }
}

/// A spot holding the last move of a seat: drawn with an outline in the seat's colour and a badge
/// with its number (not colour alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMark {
    pub seat: Seat,
    pub colour: &'static str,
    /// The newest move of all: its piece is shown arriving.
    pub fresh: bool,
}

/// The words added to a spot's accessible name: ", last move of Alice".
pub fn last_move_words(seat: Seat, players: &[PlayerConfig], l: Lang) -> String {
    l.say(Text::LastMoveOf(&seats::name(players, seat)))
        .into_owned()
}

/// The badge of a last move, centred on (`x`, `y`) in the board's units: the seat's number on a
/// disc of its colour.
pub fn last_badge(mark: &LastMark, x: f64, y: f64, r: f64) -> Html {
    super::drawing(format!(
        r#"<g class="last-badge" aria-hidden="true" transform="translate({} {})"><circle r="{}" style="fill:{}"/><text y="{}" text-anchor="middle" style="font-size:{}px">{}</text></g>"#,
        Num(x),
        Num(y),
        Num(r),
        mark.colour,
        Num(r * 0.38),
        Num(r * 1.15),
        mark.seat.index() + 1
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_seat_keeps_its_own_last_move_until_it_moves_again() {
        let steps = vec![
            Step::Put(Seat(0), 'a'),
            Step::Done(Seat(0)),
            Step::Put(Seat(1), 'b'),
            Step::Done(Seat(1)),
            Step::Put(Seat(0), 'c'),
            Step::Done(Seat(0)),
        ];
        let marks = LastMoves::from_steps(2, steps);
        assert_eq!(marks.of(Seat(0)), &['c']);
        assert_eq!(marks.of(Seat(1)), &['b']);
        assert_eq!(marks.at(&'a'), None);
        assert_eq!(marks.at(&'b'), Some(Seat(1)));
        assert_eq!(marks.latest(), Some(Seat(0)));
    }

    #[test]
    fn puts_of_one_turn_make_one_move_and_the_next_turn_replaces_them() {
        let steps = vec![
            Step::Put(Seat(0), "ship"),
            Step::Put(Seat(0), "captain"),
            Step::Done(Seat(0)),
            Step::Put(Seat(1), "other"),
        ];
        let marks = LastMoves::from_steps(2, steps.clone());
        assert_eq!(marks.of(Seat(0)), &["ship", "captain"]);
        let mut more = steps;
        more.extend([Step::Done(Seat(1)), Step::Put(Seat(0), "ship 2")]);
        let marks = LastMoves::from_steps(2, more);
        assert_eq!(marks.of(Seat(0)), &["ship 2"]);
    }

    #[test]
    fn a_solo_player_s_placements_are_each_a_move() {
        let steps = vec![
            Step::Put(Seat(0), 1),
            Step::Done(Seat(0)),
            Step::Put(Seat(0), 2),
            Step::Done(Seat(0)),
        ];
        assert_eq!(LastMoves::from_steps(1, steps).of(Seat(0)), &[2]);
    }

    #[test]
    fn a_pass_clears_the_seat_s_mark_and_bad_seats_are_ignored() {
        let steps = vec![
            Step::Put(Seat(0), 1),
            Step::Done(Seat(0)),
            Step::Put(Seat(1), 2),
            Step::Cleared(Seat(1)),
            Step::Put(Seat(9), 3),
        ];
        let marks = LastMoves::from_steps(2, steps);
        assert_eq!(marks.of(Seat(1)), &[] as &[i32]);
        assert_eq!(marks.at(&1), Some(Seat(0)));
        assert_eq!(marks.latest(), None);
        assert_eq!(marks.at(&3), None);
    }

    #[test]
    fn the_mark_is_named_in_both_languages() {
        let players = crate::seats::default_players(2);
        let name = crate::seats::name(&players, Seat(1));
        assert_eq!(
            last_move_words(Seat(1), &players, Lang::En),
            format!(", last move of {name}")
        );
        assert_eq!(
            last_move_words(Seat(1), &players, Lang::Fr),
            format!(", dernier coup : {name}")
        );
    }
}

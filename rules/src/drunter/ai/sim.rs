//! A light copy of the game for the strong player's playouts: the public board, hands and cards
//! of one seat's view with guessed goals for the others, every seat playing the quick rule of thumb.

use std::cmp::Reverse;

use super::quick::{ballot, lay_score, own_change};
use crate::drunter::score::{score_line, winners};
use crate::drunter::{
    Card, DrunterView, GoalCard, PathId, Plan, Tile, TileId, TileKind, Town, Vote,
};
use crate::{Dir, Seat, SeededRng};

/// One way to lay a tile. Tiles of the same kind and length fit the same places, so one id stands
/// for all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Lay {
    pub tile: TileId,
    pub path: PathId,
    pub dir: Dir,
}

/// Every distinct lay of `hand` on `town`, with its plan.
pub(super) fn lays(town: &Town, hand: &[TileId]) -> Vec<(Lay, Plan)> {
    let mut seen: Vec<(TileKind, u8)> = Vec::new();
    let mut out = Vec::new();
    for id in hand {
        let Some(t) = Tile::get(*id) else { continue };
        if seen.contains(&(t.kind, t.len)) {
            continue;
        }
        seen.push((t.kind, t.len));
        for path in PathId::ALL.into_iter().filter(|p| p.kind() == t.kind) {
            for dir in Dir::ALL {
                if let Ok(plan) = town.plan(t, path, dir) {
                    out.push((
                        Lay {
                            tile: *id,
                            path,
                            dir,
                        },
                        plan,
                    ));
                }
            }
        }
    }
    out
}

/// Whether the variant is played: only there does a seat hold two goal cards.
pub(super) fn is_variant(view: &DrunterView) -> bool {
    view.goals.len() > 1
}

/// Goal cards for every seat: this view's own, and for the others a deal of the cards it does not
/// hold, drawn with `weight` (a relative likelihood of each card being somebody else's).
pub(super) fn guess_goals(
    view: &DrunterView,
    weight: impl Fn(GoalCard) -> f64,
    rng: &mut SeededRng,
) -> Vec<Vec<GoalCard>> {
    let mut deck = if is_variant(view) {
        GoalCard::variant_deck()
    } else {
        GoalCard::buildings()
    };
    for g in &view.goals {
        if let Some(i) = deck.iter().position(|d| d == g) {
            deck.remove(i);
        }
    }
    let each = view.goals.len().max(1);
    (0..view.seats)
        .map(|s| {
            if Seat(s) == view.seat {
                return view.goals.clone();
            }
            let mut mine: Vec<GoalCard> = (0..each)
                .filter_map(|_| draw(&mut deck, &weight, rng))
                .collect();
            if view.goals_kept {
                // Which card they kept is secret: guess the one scoring more now.
                mine.sort_by_key(|g| (Reverse(g.total(&view.town)), *g));
            }
            mine
        })
        .collect()
}

/// Takes one card out of `deck`, each with a chance proportional to its weight.
fn draw(
    deck: &mut Vec<GoalCard>,
    weight: &impl Fn(GoalCard) -> f64,
    rng: &mut SeededRng,
) -> Option<GoalCard> {
    let total: f64 = deck.iter().map(|g| weight(*g)).sum();
    let mut x = f64::from(rng.next_u32()) / f64::from(u32::MAX) * total;
    let mut pick = deck.len().checked_sub(1)?;
    for (i, g) in deck.iter().enumerate() {
        x -= weight(*g);
        if x <= 0.0 {
            pick = i;
            break;
        }
    }
    Some(deck.remove(pick))
}

#[derive(Clone, Debug)]
pub(super) struct Sim {
    pub town: Town,
    pub hands: Vec<Vec<TileId>>,
    pub cards: Vec<Vec<Card>>,
    /// Each seat's goal cards, the kept one first once kept.
    pub goals: Vec<Vec<GoalCard>>,
    pub kept: bool,
    pub variant: bool,
    /// The seat to build next.
    pub turn: Seat,
    pub seats: u8,
}

impl Sim {
    pub fn new(view: &DrunterView, goals: Vec<Vec<GoalCard>>) -> Sim {
        Sim {
            town: view.town.clone(),
            hands: view.hands.clone(),
            cards: view.cards.clone(),
            goals,
            kept: view.goals_kept,
            variant: is_variant(view),
            turn: view.turn,
            seats: view.seats,
        }
    }

    fn goals_of(&self, seat: Seat) -> &[GoalCard] {
        self.goals.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// Plays `lay` for `seat`: the town votes first if it covers a toilet (base game); the goals are
    /// kept when it finishes the first path (variant). The turn does not move.
    pub fn play(&mut self, seat: Seat, lay: Lay, plan: &Plan) {
        if !plan.toilets.is_empty() && !self.variant && self.vote(seat, plan) == Vote::No {
            return;
        }
        self.build(seat, lay, plan);
    }

    /// Lays a tile the town accepted.
    pub fn build(&mut self, seat: Seat, lay: Lay, plan: &Plan) {
        let Some(t) = Tile::get(lay.tile) else { return };
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.retain(|h| *h != lay.tile);
        }
        let own = self.town.lay(t, lay.path, lay.dir, plan);
        let others = !self.town.release_blocked_gangs().is_empty();
        if (own || others) && !self.kept {
            self.keep_all();
        }
    }

    /// Everybody still to keep a goal keeps the one scoring more now (the quick rule).
    pub fn keep_all(&mut self) {
        let town = &self.town;
        for goals in &mut self.goals {
            if let Some(best) = goals
                .iter()
                .copied()
                .max_by_key(|g| (g.total(town), Reverse(*g)))
                && let Some(i) = goals.iter().position(|g| *g == best)
            {
                let card = goals.remove(i);
                goals.insert(0, card);
            }
        }
        self.kept = true;
    }

    /// What each seat would vote on `plan` by the quick rule: (cards, joker way).
    pub fn ballots(&self, builder: Seat, plan: &Plan) -> Vec<(Vec<Card>, Vote)> {
        (0..self.seats)
            .map(|s| {
                let seat = Seat(s);
                let hurt = own_change(&self.town, plan, self.goals_of(seat), self.kept) < 0;
                let mine = seat == builder;
                let want = if hurt {
                    Some(Vote::No)
                } else if mine {
                    Some(Vote::Yes)
                } else {
                    None
                };
                let held = self.cards.get(seat.index()).map_or(&[][..], Vec::as_slice);
                (ballot(held, want, mine), want.unwrap_or(Vote::Yes))
            })
            .collect()
    }

    /// The town's vote on a toilet, every seat by the quick rule; the cards played are gone.
    fn vote(&mut self, builder: Seat, plan: &Plan) -> Vote {
        let ballots = self.ballots(builder, plan);
        for (held, (played, _)) in self.cards.iter_mut().zip(&ballots) {
            held.retain(|c| *c == Card::Abstain || !played.contains(c));
        }
        count(
            ballots
                .iter()
                .map(|(cards, joker)| (cards.as_slice(), *joker)),
        )
    }

    /// The quick rule's lay for the seat to build, or `None` when it cannot lay.
    fn greedy(&self, rng: &mut SeededRng) -> Option<(Lay, Plan)> {
        let hand = self.hands.get(self.turn.index())?;
        let goals = self.goals_of(self.turn);
        let mut options = lays(&self.town, hand);
        let best = options
            .iter()
            .map(|(_, p)| lay_score(&self.town, p, goals, self.kept, self.variant))
            .max()?;
        options.retain(|(_, p)| lay_score(&self.town, p, goals, self.kept, self.variant) == best);
        let i = rng.below(options.len());
        (i < options.len()).then(|| options.swap_remove(i))
    }

    /// Plays on until nobody can lay, every seat by the quick rule.
    pub fn run(&mut self, rng: &mut SeededRng) {
        let mut passes = 0;
        // A vote lost leaves the board as it was; cards run out, but never loop for ever.
        let mut steps = 0;
        while passes < self.seats && steps < 400 {
            steps += 1;
            match self.greedy(rng) {
                Some((lay, plan)) => {
                    self.play(self.turn, lay, &plan);
                    passes = 0;
                }
                None => passes += 1,
            }
            self.turn = self.turn.next(self.seats);
        }
        if !self.kept {
            self.keep_all();
        }
    }

    /// How good the end is for `me`: a share of the win, plus a little for the margin over the
    /// best other seat (so that playouts all lost or all won still tell lays apart).
    pub fn utility(&self, me: Seat) -> f64 {
        let scores: Vec<_> = (0..self.seats)
            .filter_map(|s| {
                let seat = Seat(s);
                let cards = self.cards.get(seat.index()).map_or(&[][..], Vec::as_slice);
                score_line(seat, self.goals_of(seat), &self.town, cards)
            })
            .collect();
        let won = winners(&scores);
        let share = if won.contains(&me) {
            1.0 / won.len() as f64
        } else {
            0.0
        };
        let mine = scores.iter().find(|s| s.seat == me).map_or(0, |s| s.total);
        let best_other = scores
            .iter()
            .filter(|s| s.seat != me)
            .map(|s| s.total)
            .max()
            .unwrap_or(0);
        share + 0.01 * (f64::from(mine) - f64::from(best_other))
    }
}

/// The outcome of revealed ballots, each with the way its joker goes; a tie goes to yes.
pub(super) fn count<'a>(ballots: impl Iterator<Item = (&'a [Card], Vote)>) -> Vote {
    let (mut yes, mut no) = (0, 0);
    for (cards, joker) in ballots {
        for c in cards {
            match if *c == Card::Joker {
                Some(joker)
            } else {
                c.vote()
            } {
                Some(Vote::Yes) => yes += c.votes(),
                Some(Vote::No) => no += c.votes(),
                None => {}
            }
        }
    }
    if yes >= no { Vote::Yes } else { Vote::No }
}

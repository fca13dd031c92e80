//! How a computer player's decision runs: decided at once, or thought out in steps that the caller
//! schedules (the app between frames, showing how far it is) and may stop for the best action
//! found so far. The engines say how they think; when to think is the caller's business.

/// A computer player thinking in steps.
pub trait Thinking {
    type Action;
    /// Thinks a little more (a few milliseconds of work); how far it is, from 0 to 1.
    fn think(&mut self) -> f32;
    /// True once it has thought all it meant to.
    fn is_done(&self) -> bool;
    /// The best action found so far (`None` when it has nothing to play).
    fn best(&self) -> Option<Self::Action>;
}

/// How a computer player decides.
pub enum Decision<A> {
    /// Its action, decided at once (`None` when it has nothing to play).
    Now(Option<A>),
    /// A thinker to run until it is done, or to stop for its best action so far.
    Think(Box<dyn Thinking<Action = A>>),
}

/// A computer that always decides at once.
impl<A> From<Option<A>> for Decision<A> {
    fn from(action: Option<A>) -> Self {
        Decision::Now(action)
    }
}

impl<A> Decision<A> {
    /// The action, thought out to the end (native callers and tests).
    pub fn finish(self) -> Option<A> {
        match self {
            Decision::Now(action) => action,
            Decision::Think(mut thinker) => {
                while !thinker.is_done() {
                    thinker.think();
                }
                thinker.best()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts to `steps`, its best answer the count so far.
    struct Counter {
        done: u32,
        steps: u32,
    }

    impl Thinking for Counter {
        type Action = u32;
        fn think(&mut self) -> f32 {
            self.done = (self.done + 1).min(self.steps);
            self.done as f32 / self.steps as f32
        }
        fn is_done(&self) -> bool {
            self.done >= self.steps
        }
        fn best(&self) -> Option<u32> {
            Some(self.done)
        }
    }

    #[test]
    fn a_decision_made_at_once_is_its_action() {
        assert_eq!(Decision::from(Some(7)).finish(), Some(7));
        assert_eq!(Decision::<u8>::from(None).finish(), None);
    }

    #[test]
    fn a_thinker_is_thought_out_to_the_end() {
        let thinker = Counter { done: 0, steps: 5 };
        assert_eq!(Decision::Think(Box::new(thinker)).finish(), Some(5));
    }
}

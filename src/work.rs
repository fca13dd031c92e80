//! Long computations (a computer player thinking, the solver) run in short slices between frames,
//! so the page never freezes and the work can be stopped.

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;

/// Runs `slice` again and again, yielding to the browser in between, until it returns false or
/// the returned handle is cancelled (or dropped).
pub struct Slices {
    cancelled: Rc<Cell<bool>>,
}

impl Slices {
    pub fn start(slice: impl FnMut() -> bool + 'static) -> Slices {
        let cancelled = Rc::new(Cell::new(false));
        let flag = cancelled.clone();
        fn schedule(mut slice: Box<dyn FnMut() -> bool>, flag: Rc<Cell<bool>>) {
            Timeout::new(0, move || {
                if !flag.get() && slice() {
                    schedule(slice, flag);
                }
            })
            .forget();
        }
        schedule(Box::new(slice), flag);
        Slices { cancelled }
    }

    pub fn cancel(&self) {
        self.cancelled.set(true);
    }
}

impl Drop for Slices {
    fn drop(&mut self) {
        self.cancel();
    }
}

//! Knuth & Moore's procedures F0, F1, F2 (section 2), their minimax and iterative forms,
//! and the plain recursive transcriptions they are tested against.

pub mod count;
mod driver;
pub mod f0;
pub mod f1;
pub mod f2;
pub mod iterative;
pub mod minimax;
pub mod observer;
pub mod reference;
pub mod run;

pub use driver::Stack;
pub use f0::{f0, f0_with};
pub use f1::{f1, f1_with};
pub use f2::{f2, f2_with};
pub use observer::{Counts, CutoffKind, Event, ExaminedOrder, Observer, Trace};
pub use run::{run, search_with, Cutoff, Run, Status, Visit};

use crate::error::{Error, Result};
use crate::score::Score;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The three procedures of K&M section 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Procedure {
    /// Brute-force negamax (1).
    F0,
    /// Branch-and-bound F1(p, bound) (6).
    F1,
    /// Alpha-beta F2(p, alpha, beta) (9).
    F2,
}

impl Procedure {
    pub const ALL: [Procedure; 3] = [Procedure::F0, Procedure::F1, Procedure::F2];

    /// The window the procedure actually uses: F0 none, F1 (-inf, bound = beta), F2 as given.
    pub fn effective_window(self, w: Window) -> Window {
        match self {
            Procedure::F0 => Window::FULL,
            Procedure::F1 => Window { alpha: Score::NEG_INF, beta: w.beta },
            Procedure::F2 => w,
        }
    }
}

impl fmt::Display for Procedure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Procedure::F0 => "F0",
            Procedure::F1 => "F1",
            Procedure::F2 => "F2",
        })
    }
}

impl FromStr for Procedure {
    type Err = Error;
    /// K&M's names from the catalogue ([`crate::procedures::find`]), any case.
    fn from_str(s: &str) -> Result<Procedure> {
        match crate::procedures::find(s).map(|e| e.kind) {
            Ok(crate::procedures::Kind::Km(p)) => Ok(p),
            _ => Err(Error::Procedure(format!("unknown procedure '{s}': expected F0, F1 or F2"))),
        }
    }
}

/// A search window (alpha, beta) with alpha < beta; either end may be infinite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub alpha: Score,
    pub beta: Score,
}

impl Window {
    /// (-inf, +inf).
    pub const FULL: Window = Window { alpha: Score::NEG_INF, beta: Score::INF };

    /// The window (alpha, beta); an error unless alpha < beta.
    pub fn new(alpha: Score, beta: Score) -> Result<Window> {
        if alpha < beta {
            Ok(Window { alpha, beta })
        } else {
            Err(Error::Window(format!("alpha must be less than beta (got alpha = {alpha}, beta = {beta})")))
        }
    }
}

impl Default for Window {
    fn default() -> Window {
        Window::FULL
    }
}

//! The negamax procedures: Knuth & Moore's F0, F1, F2 (section 2), fail-soft alpha-beta,
//! NegaScout and MTD(f), each a [`Rule`](rule::Rule) over one search (`driver.rs` observed, `count.rs`
//! counting, `implicit.rs` over trees never built); K&M's minimax and iterative forms; and
//! the plain recursive transcriptions they are tested against.
//!
//! A new procedure here is its rule's file (the rule, its listing, its [`Procedure`]), one
//! line in [`Procedure::ALL`], and its entry in the catalogue ([`crate::procedures`]).

pub mod count;
mod driver;
pub mod f0;
pub mod f1;
pub mod f2;
pub mod failsoft;
pub mod implicit;
pub mod iterative;
pub mod minimax;
pub mod mtdf;
pub mod negascout;
pub mod observer;
pub mod reference;
pub mod rule;
pub mod run;

pub use driver::Stack;
pub use f0::{f0, f0_with};
pub use f1::{f1, f1_with};
pub use f2::{f2, f2_with};
pub use observer::{Counts, CutoffKind, DistinctCounts, Event, ExaminedOrder, Observer, Trace};
pub use rule::{Listing, Params, Procedure, WindowUse};
pub use run::{run, search_with, Cutoff, Run, Status, Visit};

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::score::Score;
use serde::{Deserialize, Serialize};

impl Procedure {
    /// Knuth & Moore's F (1), the page's F0.
    pub const F0: Procedure = f0::PROCEDURE;
    /// Knuth & Moore's F1 (6).
    pub const F1: Procedure = f1::PROCEDURE;
    /// Knuth & Moore's F2 (9).
    pub const F2: Procedure = f2::PROCEDURE;
    /// Fishburn's fail-soft alpha-beta.
    pub const FAIL_SOFT: Procedure = failsoft::PROCEDURE;
    /// Reinefeld's NegaScout.
    pub const NEGASCOUT: Procedure = negascout::PROCEDURE;
    /// Plaat et al.'s MTD(f).
    pub const MTDF: Procedure = mtdf::PROCEDURE;

    /// Every negamax procedure, in menu order.
    pub const ALL: &'static [Procedure] =
        &[f0::PROCEDURE, f1::PROCEDURE, f2::PROCEDURE, failsoft::PROCEDURE, negascout::PROCEDURE, mtdf::PROCEDURE];
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
            let (a, b) = (alpha.to_string(), beta.to_string());
            Err(Error::window(format!("alpha must be less than beta (got alpha = {a}, beta = {b})"))
                .said(Message::new("e-window").text("alpha", &a).text("beta", &b)))
        }
    }
}

impl Default for Window {
    fn default() -> Window {
        Window::FULL
    }
}

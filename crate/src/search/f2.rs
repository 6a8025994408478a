//! F2(p, alpha, beta): alpha-beta, K&M section 2. For alpha < beta it satisfies (9):
//! `F2 <= alpha` if `F(p) <= alpha`; `F2 = F(p)` if `alpha < F(p) < beta`;
//! `F2 >= beta` if `F(p) >= beta`. `F2(p, -inf, +inf) = F(p)`.
//!
//! ```text
//! F2(p, alpha, beta): if p is terminal: return f(p)
//!   m := alpha
//!   for i := 1..d: t := -F2(p_i, -beta, -m); if t > m then m := t; if m >= beta then exit loop
//!   return m
//! ```
//!
//! Passing -beta down as the successor's alpha is what lets F2 make deep cutoffs (level 4
//! and below) that F1 cannot.

use super::driver;
use super::engine::{Engine, Procedure};
use super::observer::Observer;
use super::rule::{Lines, Listing, Params, Plain, WindowUse};
use super::stack::Stack;
use super::window::Window;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F2Rule;

impl Plain for F2Rule {
    const NAME: &'static str = "F2";
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = true;
    fn make() -> F2Rule {
        F2Rule
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// F2(p_i, -beta, -m).
    #[inline]
    fn child_window(_alpha: Score, beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (-beta, -m)
    }
}

/// K&M section 2, p. 298, line for line.
const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 298 (procedure F2)",
    lines: &[
        "integer procedure F2 (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F2 := f(p) else",
        "  begin m := alpha;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F2(p_i, -beta, -m);",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  done: F2 := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::plain::<F2Rule>(LISTING);

/// F2(root, alpha, beta) (9), reporting to `obs`. The caller guarantees alpha < beta
/// ([`crate::Window::new`] checks it).
pub fn f2<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O) -> Score {
    f2_with(tree, alpha, beta, obs, &mut Stack::new())
}

/// [`f2`] reusing a frame stack.
pub fn f2_with<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O, stack: &mut Stack) -> Score {
    debug_assert!(alpha < beta, "F2 needs alpha < beta");
    driver::run::<F2Rule, O>(tree, &Params::window(Window { alpha, beta }), obs, &mut stack.0)
}

//! F1(p, bound): branch-and-bound, K&M section 2. Satisfies (6):
//! `F1(p, bound) = F(p)` if `F(p) < bound`, and `F1(p, bound) >= bound` if `F(p) >= bound`.
//!
//! ```text
//! F1(p, bound): if p is terminal: return f(p)
//!   m := -inf
//!   for i := 1..d: t := -F1(p_i, -m); if t > m then m := t; if m >= bound then exit loop
//!   return m
//! ```
//!
//! Only the parent's m travels down, so every cutoff is shallow; F1 makes no deep cutoffs.

use super::driver;
use super::engine::{Engine, Procedure};
use super::observer::Observer;
use super::rule::{Lines, Listing, Params, Plain, WindowUse};
use super::stack::Stack;
use super::window::Window;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F1Rule;

impl Plain for F1Rule {
    const NAME: &'static str = "F1";
    const WINDOW: WindowUse = WindowUse::Bound;
    const PASSES_ALPHA: bool = false;
    fn make() -> F1Rule {
        F1Rule
    }
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// F1(p_i, -m): the bound is the parent's m, negated; observers see it as beta, with
    /// alpha = -inf.
    #[inline]
    fn child_window(_alpha: Score, _beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (Score::NEG_INF, -m)
    }
}

/// K&M section 2, p. 297, line for line.
const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 297 (procedure F1)",
    lines: &[
        "integer procedure F1 (position p, integer bound):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F1 := f(p) else",
        "  begin m := -∞;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F1(p_i, -m);",
        "      if t > m then m := t;",
        "      if m ≥ bound then go to done;",
        "    end;",
        "  done: F1 := m;",
        "  end;",
        "end.",
    ],
    at: Lines::KM_LOOP,
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::plain::<F1Rule>(LISTING);

/// F1(root, bound) (6), reporting to `obs`. `F1(root, +inf) = F(root)`.
pub fn f1<O: Observer>(tree: &Tree, bound: Score, obs: &mut O) -> Score {
    f1_with(tree, bound, obs, &mut Stack::new())
}

/// [`f1`] reusing a frame stack.
pub fn f1_with<O: Observer>(tree: &Tree, bound: Score, obs: &mut O, stack: &mut Stack) -> Score {
    let w = Window { alpha: Score::NEG_INF, beta: bound };
    driver::run::<F1Rule, O>(tree, &Params::window(w), obs, &mut stack.0)
}

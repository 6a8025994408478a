//! F0: procedure F of K&M section 2, brute-force negamax (1). Examines every position.
//!
//! `F(p) = f(p)` if p is terminal, else `max(-F(p_1), ..., -F(p_d))`.

use super::driver;
use super::engine::{Engine, Procedure};
use super::observer::Observer;
use super::rule::{Lines, Listing, Params, Plain, WindowUse};
use super::stack::Stack;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F0Rule;

impl Plain for F0Rule {
    const NAME: &'static str = "F0";
    const WINDOW: WindowUse = WindowUse::None;
    const PASSES_ALPHA: bool = false;
    const CUTS: bool = false;
    fn make() -> F0Rule {
        F0Rule
    }
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// No bound is passed down: every successor is searched with (-inf, +inf).
    #[inline]
    fn child_window(_alpha: Score, _beta: Score, _m: Score, _i: u32) -> (Score, Score) {
        (Score::NEG_INF, Score::INF)
    }
}

/// K&M section 2, p. 296, in the paper's "ad-hoc ALGOL-like language", line for line
/// (subscripts written p_i). The page's F0 is the paper's F.
const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 296 (procedure F; the page’s F0)",
    lines: &[
        "integer procedure F (position p):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F := f(p) else",
        "  begin m := -∞;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F(p_i);",
        "      if t > m then m := t;",
        "    end;",
        "    F := m;",
        "  end;",
        "end.",
    ],
    at: Lines {
        enter: 2,
        terminal: 3,
        interior: 4,
        call: 6,
        update: 7,
        cutoff: None,
        leave: 9,
        research: None,
        recall: None,
    },
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::plain::<F0Rule>(LISTING);

/// F(root) (1), reporting to `obs`.
pub fn f0<O: Observer>(tree: &Tree, obs: &mut O) -> Score {
    f0_with(tree, obs, &mut Stack::new())
}

/// [`f0`] reusing a frame stack.
pub fn f0_with<O: Observer>(tree: &Tree, obs: &mut O, stack: &mut Stack) -> Score {
    driver::run::<F0Rule, O>(tree, &Params::default(), obs, &mut stack.0)
}

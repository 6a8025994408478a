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

use super::driver::{run, Rule, Stack};
use super::observer::Observer;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F1Rule;

impl Rule for F1Rule {
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// F1(p_i, -m): the bound is the parent's m, negated; observers see it as beta, with
    /// alpha = -inf.
    #[inline]
    fn child_window(_beta: Score, m: Score) -> (Score, Score) {
        (Score::NEG_INF, -m)
    }
    const PASSES_ALPHA: bool = false;
}

/// F1(root, bound) (6), reporting to `obs`. `F1(root, +inf) = F(root)`.
pub fn f1<O: Observer>(tree: &Tree, bound: Score, obs: &mut O) -> Score {
    f1_with(tree, bound, obs, &mut Stack::new())
}

/// [`f1`] reusing a frame stack.
pub fn f1_with<O: Observer>(tree: &Tree, bound: Score, obs: &mut O, stack: &mut Stack) -> Score {
    run::<F1Rule, O>(tree, Score::NEG_INF, bound, obs, &mut stack.0)
}

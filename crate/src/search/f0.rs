//! F0: procedure F of K&M section 2, brute-force negamax (1). Examines every position.
//!
//! `F(p) = f(p)` if p is terminal, else `max(-F(p_1), ..., -F(p_d))`.

use super::driver::{run, Rule, Stack};
use super::observer::Observer;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F0Rule;

impl Rule for F0Rule {
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// No bound is passed down: every successor is searched with (-inf, +inf).
    #[inline]
    fn child_window(_beta: Score, _m: Score) -> (Score, Score) {
        (Score::NEG_INF, Score::INF)
    }
    const PASSES_ALPHA: bool = false;
}

/// F(root) by brute force (1), reporting to `obs`.
pub fn f0<O: Observer>(tree: &Tree, obs: &mut O) -> Score {
    f0_with(tree, obs, &mut Stack::new())
}

/// [`f0`] reusing a frame stack.
pub fn f0_with<O: Observer>(tree: &Tree, obs: &mut O, stack: &mut Stack) -> Score {
    run::<F0Rule, O>(tree, Score::NEG_INF, Score::INF, obs, &mut stack.0)
}

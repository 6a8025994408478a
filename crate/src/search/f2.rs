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

use super::driver::{run, Rule, Stack};
use super::observer::Observer;
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct F2Rule;

impl Rule for F2Rule {
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// F2(p_i, -beta, -m).
    #[inline]
    fn child_window(beta: Score, m: Score) -> (Score, Score) {
        (-beta, -m)
    }
    const PASSES_ALPHA: bool = true;
}

/// F2(root, alpha, beta) (9), reporting to `obs`. The caller guarantees alpha < beta
/// ([`crate::Window::new`] checks it).
pub fn f2<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O) -> Score {
    f2_with(tree, alpha, beta, obs, &mut Stack::new())
}

/// [`f2`] reusing a frame stack.
pub fn f2_with<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O, stack: &mut Stack) -> Score {
    debug_assert!(alpha < beta, "F2 needs alpha < beta");
    run::<F2Rule, O>(tree, alpha, beta, obs, &mut stack.0)
}

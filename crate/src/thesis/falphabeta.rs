//! Falphabeta (thesis §2.3; negamax, fail-soft): Alphabeta with two lines changed,
//!
//! ```text
//!   line 6:  m := -MAXINT
//!   line 9:  m := max(m, -falphabeta(p_i, -beta, -max(m, alpha)))
//! ```
//!
//! so it "always examines the same nodes as Alphabeta" (tested), but when the search fails
//! high or low it returns a tighter bound: a result <= alpha is an upper bound on the value
//! that may lie below alpha, a result >= beta a lower bound that may lie above beta.
//! The cut-off test follows [`super::CutoffTest`] like Alphabeta's.

use super::engine::{Cx, Frame, Ret, Routine, Step, INF};
use super::event::Sink;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, alpha: i64, beta: i64, ret: Option<Ret>) -> Step {
    match ret {
        None => f.m = -INF,
        Some(r) => {
            f.m = f.m.max(-r.value());
            if cx.cfg.cutoff.cuts(f.m, beta) {
                cx.cutoff(f, beta);
                return Step::Return(Ret::Value(f.m));
            }
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::Falphabeta { alpha: -beta, beta: -f.m.max(alpha) }),
        None => Step::Return(Ret::Value(f.m)),
    }
}

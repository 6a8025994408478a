//! Palphabeta (thesis §2.3, after Campbell & Marsland; negamax). The leftmost son is
//! searched by Palphabeta itself; every later son is first tested by Falphabeta with the
//! minimal window (m, m + 1) from p's side, and searched again by Alphabeta, with the bound
//! the test returned, when the test shows it is promising.
//!
//! ```text
//! FUNCTION palphabeta(p)                      root call: palphabeta(root)
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p))
//!   m := -palphabeta(p_1)
//!   FOR i := 2 TO f DO
//!     t := -falphabeta(p_i, -m-1, -m)        minimal window
//!     IF t > m THEN m := -alphabeta(p_i, -MAXINT, -t)   re-search
//!   return(m)
//! ```
//!
//! "1" is one unit of the thesis' NUMERIC values: [`super::Options::unit`] (1 for integer
//! values; for the real-dependent scheme the integer that stands for 1.0, so that the window
//! is as wide as the thesis' — not minimal at all for values that differ by less than 1).

use super::engine::{Cx, Frame, Phase, Ret, Routine, Step, INF};
use super::event::Sink;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, ret: Option<Ret>) -> Step {
    match (f.phase, ret) {
        (Phase::Start, _) => {
            let c = f.next_son(cx.tree).expect("a nonterminal position has a son");
            f.phase = Phase::First;
            return Step::Call(c, Routine::Palphabeta);
        }
        (Phase::First, Some(r)) | (Phase::Research, Some(r)) => f.m = -r.value(),
        (Phase::Test, Some(r)) => {
            f.t = -r.value();
            let promising = f.t > f.m;
            cx.window_test(f, (-f.m - cx.cfg.unit, -f.m), promising);
            if promising {
                f.phase = Phase::Research;
                return cx.re_search(f, Routine::Alphabeta { alpha: -INF, beta: -f.t });
            }
        }
        (phase, r) => unreachable!("palphabeta in phase {phase:?} with {r:?}"),
    }
    match f.next_son(cx.tree) {
        Some(c) => {
            f.phase = Phase::Test;
            Step::Call(c, Routine::Falphabeta { alpha: -f.m - cx.cfg.unit, beta: -f.m })
        }
        None => Step::Return(Ret::Value(f.m)),
    }
}

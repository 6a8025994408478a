//! Branch-and-bound (thesis §2.1; negamax) = Knuth & Moore's F1.
//!
//! ```text
//! FUNCTION branchandbound(p, bound)          root call: branchandbound(root, MAXINT)
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p))
//!   m := -MAXINT
//!   FOR i := 1 TO f DO
//!     m := max(m, -branchandbound(p_i, -m))  (the OCR garbles p_i as "p,")
//!     IF m >= bound THEN return(m)          cut-off below p
//!   return(m)
//! ```
//!
//! The provisional value m of p is the only bound passed down, so every cut-off is shallow.
//! It examines exactly the positions of [`crate::search::f1`] (tested), and reports the
//! thesis' counters.

use super::engine::{Cx, Frame, Ret, Routine, Step, INF};
use super::event::Sink;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, bound: i64, ret: Option<Ret>) -> Step {
    match ret {
        None => f.m = -INF,
        Some(r) => {
            f.m = f.m.max(-r.value());
            if f.m >= bound {
                cx.cutoff(f, bound);
                return Step::Return(Ret::Value(f.m));
            }
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::BranchAndBound { bound: -f.m }),
        None => Step::Return(Ret::Value(f.m)),
    }
}

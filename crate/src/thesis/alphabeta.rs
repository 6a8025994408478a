//! Alphabeta (thesis §2.2; negamax, fail-hard) = Knuth & Moore's F2.
//!
//! ```text
//! FUNCTION alphabeta(p, alpha, beta)         root call: alphabeta(root, -MAXINT, MAXINT)
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p))
//!   m := alpha
//!   FOR i := 1 TO f DO
//!     m := max(m, -alphabeta(p_i, -beta, -m))
//!     IF m >= beta THEN return(m)            the OCR prints "m > beta"
//!   return(m)
//! ```
//!
//! The cut-off test is [`CutoffTest::Ge`] by default (the thesis' prose, "≥ an upper bound
//! beta", and Knuth–Moore); [`CutoffTest::Gt`] is the text as printed. Both return correct
//! values; `>` only prunes less. With `>=` it examines exactly the positions of
//! [`crate::search::f2`] (tested).
//!
//! [`CutoffTest::Ge`]: super::CutoffTest::Ge
//! [`CutoffTest::Gt`]: super::CutoffTest::Gt

use super::engine::{Cx, Frame, Ret, Routine, Step};
use super::event::Sink;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, alpha: i64, beta: i64, ret: Option<Ret>) -> Step {
    match ret {
        None => f.m = alpha,
        Some(r) => {
            f.m = f.m.max(-r.value());
            if cx.cfg.cutoff.cuts(f.m, beta) {
                cx.cutoff(f, beta);
                return Step::Return(Ret::Value(f.m));
            }
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::Alphabeta { alpha: -beta, beta: -f.m }),
        None => Step::Return(Ret::Value(f.m)),
    }
}

//! Pearl's Scout in the minimax framework (thesis Appendix 1), as Pearl intended it.
//!
//! ```text
//! FUNCTION scout(p)                           values from Max's standpoint
//!   IF p is terminal THEN return(staticvalue(p))
//!   m := scout(p_1)
//!   FOR i := 2 TO f DO
//!     IF p is MAX AND test(p_i, m, >) THEN m := scout(p_i)          p_i may be better
//!     IF p is MIN AND NOT test(p_i, m, >=) THEN m := scout(p_i)
//!   return(m)
//!
//! FUNCTION test(p, v, op): BOOLEAN            TRUE iff value(p) op v
//!   IF p is terminal THEN return(staticvalue(p) op v)
//!   FOR i := 1 TO f DO
//!     IF p is MAX AND test(p_i, v, op) THEN return(TRUE)
//!     IF p is MIN AND NOT test(p_i, v, op) THEN return(FALSE)
//!   IF p is MAX THEN return(FALSE) ELSE return(TRUE)
//! ```
//!
//! The thesis' transcription is garbled: its leaf rule is reversed relative to the negamax
//! TEST, its `op` settings make a MAX node evaluate a son that TEST says cannot be better,
//! and the MAX/MIN tests mix up p and p_i (thesis Appendix 1, p. 168ff.). Since no consistent
//! procedure can be read from it, only Pearl's logic is implemented: at a MAX node TEST
//! succeeds if any son succeeds, at a MIN node it fails if any son fails. A son is
//! evaluated iff it is strictly better than the current best, so the positions created are
//! those of the negamax Scout with a `>=` TEST (tested), as the thesis reports.

use super::engine::{Cx, Frame, Phase, Ret, Routine, Step};
use super::event::{Sink, TestOp};

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, ret: Option<Ret>) -> Step {
    let max = cx.tree.is_max(f.p);
    match (f.phase, ret) {
        (Phase::Start, _) => {
            let c = f.next_son(cx.tree).expect("a nonterminal position has a son");
            f.phase = Phase::First;
            return Step::Call(c, Routine::ScoutMinimax);
        }
        (Phase::First, Some(r)) | (Phase::Research, Some(r)) => f.m = r.value(),
        (Phase::Test, Some(r)) => {
            let outcome = r.test();
            let evaluate = if max { outcome } else { !outcome };
            cx.scouted(f, test_of(max, f.m), outcome, evaluate);
            if evaluate {
                f.phase = Phase::Research;
                return cx.re_search(f, Routine::ScoutMinimax);
            }
        }
        (phase, r) => unreachable!("minimax scout in phase {phase:?} with {r:?}"),
    }
    match f.next_son(cx.tree) {
        Some(c) => {
            f.phase = Phase::Test;
            Step::Call(c, test_of(max, f.m))
        }
        None => Step::Return(Ret::Value(f.m)),
    }
}

/// MAX: `test(p_i, m, >)`; MIN: `test(p_i, m, >=)`.
fn test_of(max: bool, m: i64) -> Routine {
    Routine::TestMinimax { v: m, op: if max { TestOp::Gt } else { TestOp::Ge } }
}

/// Pearl's TEST at a nonterminal position.
pub(crate) fn test_step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, v: i64, op: TestOp, ret: Option<Ret>) -> Step {
    let max = cx.tree.is_max(f.p);
    if let Some(r) = ret {
        match (max, r.test()) {
            (true, true) => return Step::Return(Ret::Test(true)),
            (false, false) => return Step::Return(Ret::Test(false)),
            _ => {}
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::TestMinimax { v, op }),
        None => Step::Return(Ret::Test(!max)),
    }
}

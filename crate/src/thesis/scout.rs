//! Scout (thesis §2.5, after Pearl; negamax version with TEST, the one of the thesis'
//! experiments), and the same Scout calling Campbell & Marsland's `testm` (Appendix 1).
//!
//! ```text
//! FUNCTION scout(p)                           root call: scout(root)
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p))
//!   m := -scout(p_1); op := TRUE
//!   FOR i := 2 TO f DO
//!     IF NOT test(p_i, -m, NOT op) THEN m := -scout(p_i)   TEST false: evaluate p_i
//!   return(m)
//!
//! FUNCTION test(p, v, op): BOOLEAN            TRUE = "p cannot become the best son"
//!   f := generate(p)
//!   IF f = 0 THEN return((staticvalue(p) >= v AND op) OR (staticvalue(p) > v AND NOT op))
//!   FOR i := 1 TO f DO IF NOT test(p_i, -v, NOT op) THEN return(TRUE)
//!   return(FALSE)
//!
//! FUNCTION testm(p, v): BOOLEAN               Campbell–Marsland
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p) > v)
//!   FOR i := 1 TO f DO IF NOT testm(p_i, -v) THEN return(TRUE)
//!   return(FALSE)
//! ```
//!
//! `test(x, v, op)` is true iff value(x) >= v (op TRUE, [`TestOp::Ge`]) or value(x) > v
//! (op FALSE, [`TestOp::Gt`]); the operator alternates with the level. A son p_i improves m
//! iff value(p_i) < -m, so it can be skipped iff value(p_i) >= -m: the son must be tested
//! with `Ge`. That is the default ([`super::Options::scout_op`]), and it is what the
//! thesis' results need (Scout ≈ Alphabeta on integer-dependent trees, the three Scouts
//! create identical nodes). As printed, the son is tested with `NOT op` = `Gt`, so a son
//! whose value equals the current best is evaluated again: still correct, more nodes.
//!
//! `testm` compares with ">" at every terminal, so it is exact except at equality; Scout
//! with testm creates more nodes only when there are ties (thesis Fig. 57).

use super::engine::{Cx, Frame, Phase, Ret, Routine, ScoutTest, Step};
use super::event::{Sink, TestOp};

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, ret: Option<Ret>) -> Step {
    match (f.phase, ret) {
        (Phase::Start, _) => {
            let c = f.next_son(cx.tree).expect("a nonterminal position has a son");
            f.phase = Phase::First;
            return Step::Call(c, Routine::Scout);
        }
        (Phase::First, Some(r)) | (Phase::Research, Some(r)) => f.m = -r.value(),
        (Phase::Test, Some(r)) => {
            let outcome = r.test();
            cx.scouted(f, test_of(cx, f.m), outcome, !outcome);
            if !outcome {
                f.phase = Phase::Research;
                return cx.re_search(f, Routine::Scout);
            }
        }
        (phase, r) => unreachable!("scout in phase {phase:?} with {r:?}"),
    }
    match f.next_son(cx.tree) {
        Some(c) => {
            f.phase = Phase::Test;
            Step::Call(c, test_of(cx, f.m))
        }
        None => Step::Return(Ret::Value(f.m)),
    }
}

/// The TEST Scout calls on a later son when its value so far is m.
fn test_of<S: Sink>(cx: &Cx<'_, S>, m: i64) -> Routine {
    match cx.cfg.scout_test {
        ScoutTest::Test(op) => Routine::Test { v: -m, op },
        ScoutTest::Testm => Routine::Testm { v: -m },
    }
}

/// `test(p, v, op)` at a nonterminal position.
pub(crate) fn test_step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, v: i64, op: TestOp, ret: Option<Ret>) -> Step {
    if let Some(r) = ret {
        if !r.test() {
            return Step::Return(Ret::Test(true));
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::Test { v: -v, op: op.flip() }),
        None => Step::Return(Ret::Test(false)),
    }
}

/// `testm(p, v)` at a nonterminal position.
pub(crate) fn testm_step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, v: i64, ret: Option<Ret>) -> Step {
    if let Some(r) = ret {
        if !r.test() {
            return Step::Return(Ret::Test(true));
        }
    }
    match f.next_son(cx.tree) {
        Some(c) => Step::Call(c, Routine::Testm { v: -v }),
        None => Step::Return(Ret::Test(false)),
    }
}

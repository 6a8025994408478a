//! The Campbell–Marsland Scout (thesis Appendix 1; negamax): the negamax Scout with its
//! TEST replaced by a minimal-window Alphabeta,
//!
//! ```text
//!   line 9:  t := -alphabeta(p_i, -m-1, -m); IF t > m THEN m := -scout(p_i)
//! ```
//!
//! (the OCR prints `*m` for `-m`). Fail-hard Alphabeta returns <= -m-1 exactly when the son's
//! value is <= -m-1, so with integer values the son is evaluated iff it improves m — the same
//! sons as Scout with a `>=` TEST. "1" is [`super::Options::unit`].

use super::engine::{Cx, Frame, Phase, Ret, Routine, Step};
use super::event::Sink;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, ret: Option<Ret>) -> Step {
    match (f.phase, ret) {
        (Phase::Start, _) => {
            let c = f.next_son(cx.tree).expect("a nonterminal position has a son");
            f.phase = Phase::First;
            return Step::Call(c, Routine::ScoutCm);
        }
        (Phase::First, Some(r)) | (Phase::Research, Some(r)) => f.m = -r.value(),
        (Phase::Test, Some(r)) => {
            f.t = -r.value();
            let promising = f.t > f.m;
            cx.window_test(f, (-f.m - cx.cfg.unit, -f.m), promising);
            if promising {
                f.phase = Phase::Research;
                return cx.re_search(f, Routine::ScoutCm);
            }
        }
        (phase, r) => unreachable!("Campbell–Marsland scout in phase {phase:?} with {r:?}"),
    }
    match f.next_son(cx.tree) {
        Some(c) => {
            f.phase = Phase::Test;
            Step::Call(c, Routine::Alphabeta { alpha: -f.m - cx.cfg.unit, beta: -f.m })
        }
        None => Step::Return(Ret::Value(f.m)),
    }
}

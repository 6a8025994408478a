//! Principal Variation Search (thesis §2.4, named by Marsland; negamax). Like Palphabeta it
//! tests the later sons with a minimal window, but the window sits at
//! bound = max(alpha, m), so a son that does not fail low is searched again under tighter
//! bounds than Palphabeta's.
//!
//! ```text
//! FUNCTION pvs(p, alpha, beta)                root call: pvs(root, -MAXINT, MAXINT)
//!   f := generate(p); IF f = 0 THEN return(staticvalue(p))
//!   m := -pvs(p_1, -beta, -alpha)
//!   IF m < beta THEN
//!     FOR i := 2 TO f DO
//!       bound := max(m, alpha)
//!       t := -pvs(p_i, -bound-1, -bound)      minimal-window test
//!       IF t > m THEN m := -pvs(p_i, -beta, -t)   re-search: plain assignment
//!       IF m >= beta THEN return(m)           the OCR prints "m > beta"
//!   return(m)
//! ```
//!
//! Readings ([`super::Options`]):
//! * the cut-off test is `>=` by default ([`super::CutoffTest::Ge`]); taken literally (`>`
//!   together with the plain assignment) the procedure returns a wrong root value on some
//!   trees (we found 18 of 2,400 unordered uniform trees; a test finds one), so `>` is an OCR loss;
//! * the re-search assigns m by default, as printed ([`super::Research::Assign`]);
//!   [`super::Research::Max`] takes `m := max(m, re-search)` instead (also always correct);
//! * unlike modern PVS, the thesis re-searches whenever t > m, even when t >= beta (then
//!   with an empty window (beta, t)); this is kept.
//!
//! "1" is one unit of the values, [`super::Options::unit`], as in Palphabeta.

use super::engine::{Cx, Frame, Phase, Ret, Routine, Step};
use super::event::Sink;
use super::Research;

pub(crate) fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, alpha: i64, beta: i64, ret: Option<Ret>) -> Step {
    match (f.phase, ret) {
        (Phase::Start, _) => {
            let c = f.next_son(cx.tree).expect("a nonterminal position has a son");
            f.phase = Phase::First;
            return Step::Call(c, Routine::Pvs { alpha: -beta, beta: -alpha });
        }
        (Phase::First, Some(r)) => {
            f.m = -r.value();
            // IF m < beta THEN (loop): otherwise the remaining sons are cut off.
            if f.m >= beta {
                cx.cutoff(f, beta);
                return Step::Return(Ret::Value(f.m));
            }
        }
        (Phase::Test, Some(r)) => {
            f.t = -r.value();
            let promising = f.t > f.m;
            let bound = f.m.max(alpha);
            cx.window_test(f, (-bound - cx.cfg.unit, -bound), promising);
            if promising {
                f.phase = Phase::Research;
                return cx.re_search(f, Routine::Pvs { alpha: -beta, beta: -f.t });
            }
        }
        (Phase::Research, Some(r)) => {
            f.m = match cx.cfg.research {
                Research::Assign => -r.value(),
                Research::Max => f.m.max(-r.value()),
            };
            if cx.cfg.cutoff.cuts(f.m, beta) {
                cx.cutoff(f, beta);
                return Step::Return(Ret::Value(f.m));
            }
        }
        (phase, r) => unreachable!("pvs in phase {phase:?} with {r:?}"),
    }
    match f.next_son(cx.tree) {
        Some(c) => {
            let bound = f.m.max(alpha);
            f.phase = Phase::Test;
            Step::Call(c, Routine::Pvs { alpha: -bound - cx.cfg.unit, beta: -bound })
        }
        None => Step::Return(Ret::Value(f.m)),
    }
}

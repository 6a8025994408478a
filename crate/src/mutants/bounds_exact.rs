//! `bounds-exact`: F2's values, read wrongly: every value is taken as the position's exact
//! value, where K&M (9) make a value at or beyond the window only a bound. A reading of the
//! values task and of the window task's outcome.

use super::{How, Spec, F2_LISTING};
use crate::aspiration::Outcome;
use crate::record::{Bound, Record};
use crate::search::Procedure;
use crate::tree::Tree;

fn read(_tree: &Tree, r: &mut Record) {
    for b in r.bounds.iter_mut().flatten() {
        *b = Bound::Exact;
    }
    for v in &mut r.visits {
        v.bound = v.bound.map(|_| Bound::Exact);
    }
    r.exact = true;
    if r.outcome.is_some() {
        r.outcome = Some(Outcome::Exact);
    }
}

pub const MUTANT: Spec = Spec {
    name: "mutant:bounds-exact",
    id: "bounds-exact",
    title: "Bounds reported as exact values",
    misconception: "Whatever alpha-beta returns at a position is that position's value, even when the search there \
                    stopped at the window.",
    source: "Knuth & Moore 1975, (9): F2 ≤ α when F(p) ≤ α, F2 ≥ β when F(p) ≥ β — only a value strictly inside \
             the window is exact; github.com/aykamko/abTreePractice/issues/6 asks that practice check the α and β \
             values a student gives",
    explanation: "A value returned at a position is exact only when it lies strictly inside the window (α, β) the \
                  position was searched with. At α or below, the search found nothing better than α: the true value \
                  is at most that (an upper bound). At β or above, it stopped as soon as it reached β: the true value \
                  is at least that (a lower bound) (K&M (9)).",
    clause: "every value returned is taken as exact, also where the search stopped at the window and it is only a \
             bound",
    tasks: &["values", "window"],
    how: How::Reading(Procedure::F2, read),
    listing: F2_LISTING,
};

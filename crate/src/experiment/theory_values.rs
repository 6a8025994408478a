//! The exact expectation of the paper for an experiment cell, where one exists.

use crate::generate::Model;
use crate::theory;

/// The largest degree for which the totally dependent model's expectations are computed
/// exactly (rationals, as `gametree theory dependent`); beyond it they are computed by the
/// same recurrences in floating point ([`theory::f2_dependent_f64`]), which take O(h) time
/// for any degree where the exact ones take minutes at d = 30,000.
pub const MAX_EXACT_DEPENDENT_DEGREE: u32 = 100;

/// The largest degree for which Theorem 3's T(d, 2) is given: its d x d matrix of p_ij
/// costs O(d^2) (at 2,000: 4 million entries). A generated height-2 tree has at most
/// 1,413 successors per position under the default limits.
pub const MAX_T2_DEGREE: u32 = 2_000;

/// (formula, expected terminals examined) for (model, procedure, d, h), or None.
///
/// - permutation model, F1 or F2, h = 2, d <= [`MAX_T2_DEGREE`]: Theorem 3's T(d, 2) (30)
///   (F1 = F2 at height 2);
/// - totally dependent model, F2: Theorem 6 (53); F1: recurrence (54); exactly for
///   d <= [`MAX_EXACT_DEPENDENT_DEGREE`] and h <= 500, in floating point otherwise (the
///   formula's name then says so);
/// - any uniform model, F0: d^h.
///
/// Every case takes at most O(d^2) time for d <= 2,000, or O(h): none depends on the
/// degree beyond that.
pub fn expected_terminals(model: Model, proc: &str, d: u32, h: u32) -> Option<(String, f64)> {
    let uniform = !matches!(model, Model::Nonuniform | Model::RandomShape);
    let exact = d <= MAX_EXACT_DEPENDENT_DEGREE && h <= 500;
    let finite = |name: &str, x: f64| x.is_finite().then(|| (name.to_string(), x));
    match (model, proc) {
        (_, "F0") if uniform => Some(("d^h".into(), (d as f64).powi(h as i32))),
        (Model::Permutation, "F1" | "F2") if h == 2 && (1..=MAX_T2_DEGREE).contains(&d) => {
            Some(("T(d,2) (30)".into(), theory::t2(d)))
        }
        (Model::Dependent, "F2") if d >= 1 && exact => {
            Some(("Theorem 6 (53)".into(), theory::f2_dependent(d, h).to_f64()))
        }
        (Model::Dependent, "F1") if d >= 1 && exact => Some(("(54)".into(), theory::f1_dependent(d, h).to_f64())),
        (Model::Dependent, "F2") if d >= 1 => finite("Theorem 6 (53), floating point", theory::f2_dependent_f64(d, h)),
        (Model::Dependent, "F1") if d >= 1 => finite("(54), floating point", theory::f1_dependent_f64(d, h)),
        _ => None,
    }
}

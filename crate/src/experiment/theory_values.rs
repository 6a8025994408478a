//! The exact expectation of the paper for an experiment cell, where one exists.

use crate::generate::Model;
use crate::theory;

/// (formula, expected terminals examined) for (model, procedure, d, h), or None.
///
/// - permutation model, F1 or F2, h = 2: Theorem 3's T(d, 2) (30) (F1 = F2 at height 2);
/// - totally dependent model, F2: Theorem 6 (53); F1: recurrence (54);
/// - any uniform model, F0: d^h.
pub fn expected_terminals(model: Model, proc: &str, d: u32, h: u32) -> Option<(String, f64)> {
    let uniform = !matches!(model, Model::Nonuniform | Model::RandomShape);
    match (model, proc) {
        (_, "F0") if uniform => Some(("d^h".into(), (d as f64).powi(h as i32))),
        (Model::Permutation, "F1" | "F2") if h == 2 && d >= 1 => Some(("T(d,2) (30)".into(), theory::t2(d))),
        (Model::Dependent, "F2") if d >= 1 && h <= 500 => {
            Some(("Theorem 6 (53)".into(), theory::f2_dependent(d, h).to_f64()))
        }
        (Model::Dependent, "F1") if d >= 1 && h <= 500 => Some(("(54)".into(), theory::f1_dependent(d, h).to_f64())),
        _ => None,
    }
}

//! The exact expectation of the paper for an experiment cell, where one exists.

use crate::generate::Model;

/// (formula, expected terminals examined) for (model, procedure, d, h), or None.
pub fn expected_terminals(model: Model, proc: &str, d: u32, h: u32) -> Option<(String, f64)> {
    let _ = (model, proc, d, h);
    None
}

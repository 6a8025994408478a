//! Procedures by name, for experiments: each returns the counts of one search of a tree.

use crate::error::{Error, Result};
use crate::score::Score;
use crate::search::{self, Counts, Stack};
use crate::tree::Tree;

/// The names experiments accept.
pub fn names() -> Vec<&'static str> {
    vec!["F0", "F1", "F2"]
}

/// Checks a procedure name; returns its canonical spelling.
pub fn canonical(name: &str) -> Result<&'static str> {
    let n = name.trim();
    names()
        .into_iter()
        .find(|c| c.eq_ignore_ascii_case(n))
        .ok_or_else(|| Error::Generator(format!("unknown procedure '{name}': expected one of {}", names().join(", "))))
}

/// Runs the named procedure with the full window and returns its value and counts.
pub fn count(name: &str, tree: &Tree, stack: &mut Stack) -> Result<(Score, Counts)> {
    let mut c = Counts::for_height(tree.height());
    let v = match canonical(name)? {
        "F0" => search::f0_with(tree, &mut c, stack),
        "F1" => search::f1_with(tree, Score::INF, &mut c, stack),
        "F2" => search::f2_with(tree, Score::NEG_INF, Score::INF, &mut c, stack),
        other => return Err(Error::Generator(format!("procedure '{other}' is not wired for experiments"))),
    };
    Ok((v, c))
}

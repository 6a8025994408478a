//! Procedures by name, for experiments: each returns the counts of one search of a tree.
//! The names are the catalogue's ([`crate::procedures`]); the options its defaults (the
//! full window; the thesis' resolved reading; Slagle's m = n = 2 with the report's sample
//! backing-up functions).

use crate::error::Result;
use crate::procedures::{self, Options};
use crate::score::Score;
use crate::search::{Counts, Stack};
use crate::tree::Tree;

/// The names experiments accept: every procedure of the catalogue, in menu order.
pub fn names() -> Vec<&'static str> {
    procedures::names().collect()
}

/// Checks a procedure name (or alias, any case); returns its canonical spelling.
pub fn canonical(name: &str) -> Result<&'static str> {
    procedures::find(name).map(|e| e.name)
}

/// Runs the named procedure with the catalogue's default options and returns its value and
/// counts (see [`procedures::Entry::count`]).
pub fn count(name: &str, tree: &Tree, stack: &mut Stack) -> Result<(Score, Counts)> {
    procedures::find(name)?.count(tree, &Options::default(), stack)
}

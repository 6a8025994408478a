//! The papers' worked examples as trees.

use crate::generate::pi_digits;
use crate::notation::parse;
use crate::tree::{Limits, Tree};

/// K&M Fig. 1: uniform, degree 3, height 4; the 81 terminals hold the first 81 decimal
/// digits of pi, left to right (Max moves at level 4, so f = the digit). F(root) = 2.
pub fn pi_tree() -> Tree {
    let digits = pi_digits(81);
    Tree::uniform(3, 4, Limits::default(), |k| digits[k as usize] as i64).expect("81 terminals fit")
}

/// Muszycka's specimen tree (thesis Figs. 1-3), minimax values: root 40, principal
/// continuation p, p2, p21, p211.
pub const SPECIMEN: &str = "(((12,8),6,(11,14,20)),((40),(8,47,17,23)))";

/// The thesis specimen tree.
pub fn specimen_tree() -> Tree {
    parse(SPECIMEN).expect("the specimen parses")
}

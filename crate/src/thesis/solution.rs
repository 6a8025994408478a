//! Solution trees (thesis §2.6, Fig. 7; Stockman). A solution tree S of a game tree G:
//! the root is in S; if a nonterminal MIN position is in S, all its successors are; if a
//! nonterminal MAX position is in S, exactly one of its successors is. VAL(S) is the least
//! terminal value in S (Max's standpoint), and the minimax value of the root is the largest
//! VAL(S) over all solution trees.
//!
//! The specimen tree has 10 solution trees, of values 6, 6, 6, 6, 6, 6, 8, 40, 17, 23.

use crate::error::{Error, Result};
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// One solution tree: its terminal positions, left to right, and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SolutionTree {
    pub terminals: Vec<NodeId>,
    /// VAL(S) = min over `terminals` of their values (Max's standpoint).
    pub value: i64,
}

/// The number of solution trees (sum over a MAX position's successors, product over a MIN
/// position's), or `None` above `u128::MAX`. Computed bottom up, without recursion.
pub fn count(tree: &Tree) -> Option<u128> {
    let mut c = vec![Some(1u128); tree.len()];
    // Breadth-first ids: successors have larger ids than their parent.
    for p in (0..tree.len() as NodeId).rev() {
        if tree.is_terminal(p) {
            continue;
        }
        let mut kids = tree.children(p).map(|q| c[q as usize]);
        c[p as usize] = if tree.is_max(p) {
            kids.try_fold(0u128, |a, k| a.checked_add(k?))
        } else {
            kids.try_fold(1u128, |a, k| a.checked_mul(k?))
        };
    }
    c[0]
}

/// All solution trees, ordered by the choices at the MAX positions read left to right
/// (leftmost alternatives first); an error when there are more than `limit`.
pub fn solution_trees(tree: &Tree, limit: usize) -> Result<Vec<SolutionTree>> {
    let n = count(tree).unwrap_or(u128::MAX);
    if n > limit as u128 {
        return Err(Error::limit(format!(
            "the tree has {} solution trees, more than the limit of {limit}",
            if n == u128::MAX { "over 2^128".to_string() } else { n.to_string() }
        )));
    }
    // Every position's own solution trees (as terminal lists) number at most the root's,
    // so building them bottom up stays within the limit per position.
    let mut sets: Vec<Vec<Vec<NodeId>>> = vec![Vec::new(); tree.len()];
    for p in (0..tree.len() as NodeId).rev() {
        let s = if tree.is_terminal(p) {
            vec![vec![p]]
        } else if tree.is_max(p) {
            tree.children(p).flat_map(|q| std::mem::take(&mut sets[q as usize])).collect()
        } else {
            let mut acc: Vec<Vec<NodeId>> = vec![Vec::new()];
            for q in tree.children(p) {
                let part = std::mem::take(&mut sets[q as usize]);
                acc = acc.iter().flat_map(|a| part.iter().map(move |b| a.iter().chain(b).copied().collect())).collect();
            }
            acc
        };
        sets[p as usize] = s;
    }
    Ok(std::mem::take(&mut sets[0])
        .into_iter()
        .map(|terminals| {
            let value = terminals.iter().map(|&q| tree.value(q)).min().expect("a solution tree has a terminal");
            SolutionTree { terminals, value }
        })
        .collect())
}

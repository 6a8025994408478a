//! Expansion (Browne et al. 2012, Algorithm 2, EXPAND; Kocsis & Szepesvári 2006, §2.2 add
//! one position per episode): the first successor of a position that is not yet in the
//! search tree, in order, is added.
//!
//! Since expansion is what adds positions, and adds a position's successors in order, the
//! successors of a position that are in the search tree are always its first ones: a
//! position is fully expanded exactly when its last successor is in.

use super::stats::Stats;
use crate::tree::{NodeId, Tree};

/// The first successor of `p` not in the search tree, if any (none when `p` is terminal or
/// fully expanded).
pub fn first_unvisited(tree: &Tree, stats: &Stats, p: NodeId) -> Option<NodeId> {
    tree.children(p).find(|&q| !stats.contains(q))
}

/// Adds the first unvisited successor of `p` to the search tree and returns it (none when
/// `p` is terminal or fully expanded). The successors of `p` in the search tree are its first
/// ones (as expansion adds them), so one look at the last tells a fully expanded position.
pub fn expand(tree: &Tree, stats: &mut Stats, p: NodeId) -> Option<NodeId> {
    let last = tree.children(p).end.checked_sub(1)?;
    if tree.is_terminal(p) || stats.contains(last) {
        debug_assert_eq!(first_unvisited(tree, stats, p), None, "expand: successors added out of order");
        return None;
    }
    let q = first_unvisited(tree, stats, p)?;
    stats.add(q);
    Some(q)
}

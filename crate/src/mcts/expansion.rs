//! Expansion (Browne et al. 2012, Algorithm 2, EXPAND; Kocsis & Szepesvári 2006, §2.2 add
//! one position per episode): the first successor of a position that is not yet in the
//! search tree, in order, is added.

use super::stats::Stats;
use crate::tree::{NodeId, Tree};

/// The first successor of `p` not in the search tree, if any (none when `p` is terminal or
/// fully expanded).
pub fn first_unvisited(tree: &Tree, stats: &Stats, p: NodeId) -> Option<NodeId> {
    tree.children(p).find(|&q| !stats.contains(q))
}

/// Adds the first unvisited successor of `p` to the search tree and returns it.
pub fn expand(tree: &Tree, stats: &mut Stats, p: NodeId) -> Option<NodeId> {
    let q = first_unvisited(tree, stats, p)?;
    stats.add(q);
    Some(q)
}

//! Backpropagation (Browne et al. 2012, Algorithm 2, BACKUP): every position on the
//! iteration's path in the search tree gets one more visit and the reward, counted from the
//! standpoint of the player who moves at its parent (Max at the root).
//!
//! Browne et al.'s Algorithm 3 (BACKUPNEGAMAX) negates the reward at each level; with
//! rewards in [0, 1] the opponent's reward is 1 - r, which is what is added at positions
//! whose parent is a Min position.

use super::stats::Stats;
use crate::tree::{NodeId, Tree};

/// The reward `units / denominator` (Max's standpoint) as counted in position `p`'s W, in
/// units: as it is when Max chooses `p` (its parent is a Max position, or `p` is the root),
/// `1 - r` when Min does.
pub fn units_at(tree: &Tree, p: NodeId, units: u64, denominator: u64) -> u64 {
    match tree.parent(p) {
        Some(parent) if !tree.is_max(parent) => denominator - units,
        _ => units,
    }
}

/// Adds the visit and the reward `units / denominator` (Max's standpoint) to every position
/// of `path`, a path from the root down (each position a successor of the one before it), in
/// units of the statistics' denominator: each position's parent is the position before it on
/// the path, so its standpoint is read there (as [`units_at`] would, without searching the
/// arena for the parent).
pub fn backup(tree: &Tree, stats: &mut Stats, path: &[NodeId], units: u64, denominator: u64) {
    let mut parent: Option<NodeId> = None;
    for &p in path {
        debug_assert_eq!(tree.parent(p), parent, "backup: not a path from the root down");
        let own = match parent {
            Some(q) if !tree.is_max(q) => denominator - units,
            _ => units,
        };
        stats.visit(p, own);
        parent = Some(p);
    }
}

//! Backpropagation (Browne et al. 2012, Algorithm 2, BACKUP): every position on the
//! iteration's path in the search tree gets one more visit and the reward, counted from the
//! standpoint of the player who moves at its parent (Max at the root).
//!
//! Browne et al.'s Algorithm 3 (BACKUPNEGAMAX) negates the reward at each level; with
//! rewards in [0, 1] the opponent's reward is 1 - r, which is what is added at positions
//! whose parent is a Min position.

use super::stats::Stats;
use crate::tree::{NodeId, Tree};

/// The reward `r` (Max's standpoint) as counted in position `p`'s W: `r` when Max chooses
/// `p` (its parent is a Max position, or `p` is the root), `1 - r` when Min does.
pub fn reward_at(tree: &Tree, p: NodeId, r: f64) -> f64 {
    match tree.parent(p) {
        Some(parent) if !tree.is_max(parent) => 1.0 - r,
        _ => r,
    }
}

/// Adds the visit and the reward `r` (Max's standpoint) to every position of `path`.
pub fn backup(tree: &Tree, stats: &mut Stats, path: &[NodeId], r: f64) {
    for &p in path {
        stats.visit(p, reward_at(tree, p, r));
    }
}

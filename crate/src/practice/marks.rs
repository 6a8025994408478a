//! Sets of marked positions, as a student marks them: clicking a position marks its whole
//! subtree, so a set of marks is read as the roots of the marked subtrees. A mark inside
//! a subtree already marked is redundant, not wrong: it is dropped. So a student may mark
//! either the root of a pruned subtree or every position of it.

use crate::error::{Error, Result};
use crate::tree::{NodeId, Tree};

/// Resolves Dewey strings to positions; the error names the field, the index and the
/// position.
pub fn resolve(tree: &Tree, field: &str, marks: &[String]) -> Result<Vec<NodeId>> {
    marks
        .iter()
        .enumerate()
        .map(|(i, s)| tree.position(s).map_err(|e| Error::position(format!("{field}[{i}]: {e}"))))
        .collect()
}

/// Per position id: is `p` or an ancestor of `p` in `set`?
pub fn covered(tree: &Tree, set: &[NodeId]) -> Vec<bool> {
    let mut mark = vec![false; tree.len()];
    for &p in set {
        mark[p as usize] = true;
    }
    // Breadth-first ids: a parent comes before its successors.
    for p in 0..tree.len() as NodeId {
        if let Some(q) = tree.parent(p) {
            if mark[q as usize] {
                mark[p as usize] = true;
            }
        }
    }
    mark
}

/// The roots of `set`: its members with no ancestor in it, in id order, without repeats.
pub fn roots(tree: &Tree, set: &[NodeId]) -> Vec<NodeId> {
    let mut inside = vec![false; tree.len()];
    for &p in set {
        inside[p as usize] = true;
    }
    let cover = covered(tree, set);
    let mut out: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&p| inside[p as usize] && tree.parent(p).is_none_or(|q| !cover[q as usize]))
        .collect();
    out.dedup();
    out
}

/// The roots of the positions flagged in `flag` (per id): flagged, parent not flagged.
pub fn roots_of_flags(tree: &Tree, flag: &[bool]) -> Vec<NodeId> {
    (0..tree.len() as NodeId)
        .filter(|&p| flag[p as usize] && tree.parent(p).is_none_or(|q| !flag[q as usize]))
        .collect()
}

/// Tree order (preorder) rank of every id, to list positions as a reader scans the tree.
pub fn preorder_rank(tree: &Tree) -> Vec<usize> {
    let mut rank = vec![0; tree.len()];
    for (i, p) in tree.preorder().enumerate() {
        rank[p as usize] = i;
    }
    rank
}

/// The nearest ancestor of `p` (or `p` itself) in `set` (a per-id flag).
pub fn ancestor_in(tree: &Tree, mut p: NodeId, set: &[bool]) -> Option<NodeId> {
    loop {
        if set[p as usize] {
            return Some(p);
        }
        p = tree.parent(p)?;
    }
}

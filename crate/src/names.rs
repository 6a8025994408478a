//! The Dewey names of all positions of a tree (K&M section 2's coordinates: "" the root,
//! "1.2" the second successor of the first), by breadth-first id: how a record, which names
//! positions by id, is read by a person (the CLI's `--json`, the wasm `shape()`).

use crate::tree::{NodeId, Tree};

/// The most bytes the names of all positions may take where they are listed once beside the
/// records (8 MiB): a chain 100,000 levels deep names its positions with 10^10 bytes, which
/// no caller can hold. Beyond it callers name positions by id only.
pub const MAX_LISTED_NAME_BYTES: u64 = 8 << 20;

/// The bytes the Dewey strings of all positions take together, in O(positions) time (a
/// name is its parent's, a dot, and its successor number): O(depth²) for a path, so callers
/// check it before naming every position.
pub fn name_bytes(tree: &Tree) -> u64 {
    let n = tree.len();
    let mut len = vec![0u64; n];
    let mut total = 0u64;
    for p in 1..n as NodeId {
        let q = tree.parent(p).expect("every position but the root has a parent");
        let index = (p - tree.child(q, 0) + 1) as u64;
        let digits = index.ilog10() as u64 + 1;
        len[p as usize] = len[q as usize] + u64::from(q != tree.root()) + digits;
        total = total.saturating_add(len[p as usize]);
    }
    total
}

/// Dewey strings for every position, indexed by id.
pub fn dewey_names(tree: &Tree) -> Vec<String> {
    (0..tree.len() as NodeId).map(|p| tree.dewey(p).to_string()).collect()
}

/// Every position's Dewey string by id, when they take at most [`MAX_LISTED_NAME_BYTES`].
pub fn listed_names(tree: &Tree) -> Option<Vec<String>> {
    (name_bytes(tree) <= MAX_LISTED_NAME_BYTES).then(|| dewey_names(tree))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_bytes_is_the_length_of_all_dewey_names() {
        for text in ["7", "(1,2)", "((3,1,4),(1,5,9),(2,6,5))", "(((((((((((1,2,3,4,5,6,7,8,9,10,11,12)))))))))),1)"] {
            let t = crate::notation::parse(text).unwrap();
            let want: usize = dewey_names(&t).iter().map(String::len).sum();
            assert_eq!(name_bytes(&t), want as u64, "{text}");
        }
        let t = crate::examples::pi_tree();
        assert_eq!(name_bytes(&t), dewey_names(&t).iter().map(|s| s.len() as u64).sum::<u64>());
    }
}

//! Positions named for people: Dewey coordinates (K&M section 2's "1.2.1"), the root as
//! "root", and a deep position shortened to its first and last moves with its level, so a
//! line of a table or a trace stays short however deep the tree is (a full Dewey name of
//! a position on level 10,000 is 20 KB; a trace naming every position in full would be
//! quadratic in the depth).

use crate::tree::{NodeId, Tree};
use std::fmt::Write as _;

/// Levels shown in full; deeper positions show their first and last [`ENDS`] moves.
const FULL_LEVELS: u32 = 12;
const ENDS: usize = 4;

/// The name of `p` for people: "root", "3.1.2", or "1.1.1.1...2.1.1.3 (level 9000)".
pub fn name(tree: &Tree, p: NodeId) -> String {
    if p == 0 {
        return "root".into();
    }
    let depth = tree.depth(p);
    if depth <= FULL_LEVELS {
        return tree.dewey(p).to_string();
    }
    // Walking up: the first ENDS coordinates met are the last moves; the last ENDS met
    // (kept in a ring) are the first moves.
    let mut last = Vec::with_capacity(ENDS);
    let mut ring = [0u32; ENDS];
    let mut met = 0usize;
    let mut q = p;
    while let Some(up) = tree.parent(q) {
        let coordinate = tree.index_in_parent(q) + 1;
        if last.len() < ENDS {
            last.push(coordinate);
        }
        ring[met % ENDS] = coordinate;
        met += 1;
        q = up;
    }
    // The first move was met last: ring[(met - 1) % ENDS], then backwards.
    let path_top: Vec<u32> = (0..ENDS).map(|k| ring[(met - 1 - k) % ENDS]).collect();
    let join = |v: &mut dyn Iterator<Item = &u32>| v.map(u32::to_string).collect::<Vec<_>>().join(".");
    let mut s = join(&mut path_top.iter());
    let _ = write!(s, "...{} (level {depth})", join(&mut last.iter().rev()));
    s
}

/// Successors `from..to` (0-based) of `at` for people: "2.3, 2.4" or, for many,
/// "2.3, 2.4, ..., 2.40 (38 positions)".
pub fn successors(tree: &Tree, at: NodeId, from: u32, to: u32) -> String {
    let n = to.saturating_sub(from);
    let child = |i: u32| name(tree, tree.child(at, i));
    if n <= 6 {
        return (from..to).map(child).collect::<Vec<_>>().join(", ");
    }
    format!("{}, {}, ..., {} ({n} positions)", child(from), child(from + 1), child(to - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_in_full_deep_ones_by_their_ends_and_level() {
        let t = crate::notation::parse("((3 1 4) (1 5 9) (2 6 5))").unwrap();
        assert_eq!(name(&t, 0), "root");
        assert_eq!(name(&t, t.child(t.child(0, 2), 1)), "3.2");
        let chain = crate::notation::parse(&("(".repeat(30) + "(7 8)" + &")".repeat(30))).unwrap();
        let deepest = (chain.len() - 1) as NodeId;
        assert_eq!(name(&chain, deepest), "1.1.1.1...1.1.1.2 (level 31)");
        assert_eq!(successors(&t, 0, 1, 3), "2, 3");
    }
}

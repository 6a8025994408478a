//! Positions named for people: Dewey coordinates (K&M section 2's "1.2.1"), the root as
//! "root", and a deep position shortened to its first and last moves with its level, so a
//! line of a table or a trace stays short however deep the tree is (a full Dewey name of
//! a position on level 10,000 is 20 KB; a trace naming every position in full would be
//! quadratic in the depth).

use crate::tree::{NodeId, Tree};

/// Levels shown in full; deeper positions show their first and last [`ENDS`] moves.
const FULL_LEVELS: u32 = 12;
const ENDS: usize = 4;

/// Names positions of one tree. [`Names::new`] walks up from the position for each name
/// (for the few names of a table); [`Names::indexed`] first records every position's first
/// and last moves, so that each name of a trace (thousands, in a deep tree) takes constant
/// time.
pub struct Names<'t> {
    tree: &'t Tree,
    /// Per position: its first ENDS moves, then its last ENDS moves (0 where it has fewer).
    ends: Option<Vec<[u32; 2 * ENDS]>>,
}

impl<'t> Names<'t> {
    pub fn new(tree: &'t Tree) -> Names<'t> {
        Names { tree, ends: None }
    }

    /// With every position's ends recorded: 32 bytes per position.
    pub fn indexed(tree: &'t Tree) -> Names<'t> {
        let mut ends = vec![[0u32; 2 * ENDS]; tree.len()];
        // Breadth-first ids: a parent's ends are known before its successors'.
        for p in 1..tree.len() as NodeId {
            let q = tree.parent(p).unwrap_or(0);
            let (d, c) = (tree.depth(p) as usize, tree.index_in_parent(p) + 1);
            let mut e = ends[q as usize];
            if d <= ENDS {
                e[d - 1] = c;
            }
            e.copy_within(ENDS + 1.., ENDS);
            e[2 * ENDS - 1] = c;
            ends[p as usize] = e;
        }
        Names { tree, ends: Some(ends) }
    }

    /// The name of `p` for people: "root", "3.1.2", or "1.1.1.1...2.1.1.3 (level 9000)".
    pub fn name(&self, p: NodeId) -> String {
        if p == 0 {
            return "root".into();
        }
        let depth = self.tree.depth(p);
        if depth <= FULL_LEVELS {
            return self.tree.dewey(p).to_string();
        }
        let e = match &self.ends {
            Some(ends) => ends[p as usize],
            None => self.walk(p),
        };
        let join = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(".");
        format!("{}...{} (level {depth})", join(&e[..ENDS]), join(&e[ENDS..]))
    }

    /// The ends of `p` by walking up: the first ENDS coordinates met are the last moves;
    /// the last ENDS met (kept in a ring) are the first moves.
    fn walk(&self, p: NodeId) -> [u32; 2 * ENDS] {
        let mut e = [0u32; 2 * ENDS];
        let mut ring = [0u32; ENDS];
        let mut met = 0usize;
        let mut q = p;
        while let Some(up) = self.tree.parent(q) {
            let c = self.tree.index_in_parent(q) + 1;
            if met < ENDS {
                e[2 * ENDS - 1 - met] = c;
            }
            ring[met % ENDS] = c;
            met += 1;
            q = up;
        }
        for (k, slot) in e[..ENDS].iter_mut().enumerate() {
            *slot = ring[(met - 1 - k) % ENDS];
        }
        e
    }

    /// Positions for people: "2.3, 2.4" or, for many, "2.3, 2.4, ..., 2.40 (38 positions)".
    pub fn list(&self, positions: &[NodeId]) -> String {
        match positions {
            [a, b, .., z] if positions.len() > 6 => {
                format!("{}, {}, ..., {} ({} positions)", self.name(*a), self.name(*b), self.name(*z), positions.len())
            }
            _ => positions.iter().map(|&p| self.name(p)).collect::<Vec<_>>().join(", "),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_in_full_deep_ones_by_their_ends_and_level() {
        let t = crate::notation::parse("((3 1 4) (1 5 9) (2 6 5))").unwrap();
        let names = Names::new(&t);
        assert_eq!(names.name(0), "root");
        assert_eq!(names.name(t.child(t.child(0, 2), 1)), "3.2");
        assert_eq!(names.list(&[2, 3]), "2, 3");
        assert_eq!(names.list(&(1..=8).collect::<Vec<_>>()), "1, 2, ..., 2.2 (8 positions)");
        let text =
            "((1 2) ".repeat(10) + "(" + &"(".repeat(20) + "(7 8)" + &")".repeat(20) + "(9 (5 6)))" + &")".repeat(10);
        let deep = crate::notation::parse(&text).unwrap();
        let (walking, indexed) = (Names::new(&deep), Names::indexed(&deep));
        for p in 0..deep.len() as NodeId {
            assert_eq!(walking.name(p), indexed.name(p), "position {}", deep.dewey(p));
            if deep.depth(p) <= 12 {
                assert_eq!(walking.name(p), if p == 0 { "root".into() } else { deep.dewey(p).to_string() });
            }
        }
        let deepest = (0..deep.len() as NodeId).max_by_key(|&p| deep.depth(p)).unwrap();
        assert_eq!(deep.depth(deepest), 32);
        assert_eq!(walking.name(deepest), "2.2.2.2...1.1.1.2 (level 32)");
    }
}

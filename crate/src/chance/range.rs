//! The leaf range [L, U] that Star1 and Star2 bound a chance position's unseen outcomes by
//! (Ballard 1983: every terminal value lies in a known interval; Hauk, Buro & Schaeffer
//! 2004 name its ends L and U). Given as a run option `L..U`, or assumed: the tree's least
//! and greatest terminal value, which is a true range of that tree.

use crate::tree::Tree;
use crate::Result;

/// Terminal values (Max's standpoint) lie in `[lower, upper]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeafRange {
    pub lower: i64,
    pub upper: i64,
    /// Taken from the tree's own terminals, not given.
    pub assumed: bool,
}

impl LeafRange {
    /// Parses `L..U` (`-10..10`); L <= U, both within the values' range ([`crate::interval::parse`]).
    pub fn parse(text: &str) -> Result<LeafRange> {
        let (lower, upper) = crate::interval::parse(text, "range")?;
        Ok(LeafRange { lower, upper, assumed: false })
    }

    /// The tree's least and greatest terminal value.
    pub fn of_tree(tree: &Tree) -> LeafRange {
        let (lower, upper) = crate::interval::of_terminals(tree);
        LeafRange { lower, upper, assumed: true }
    }

    /// The given range (checked: every terminal lies in it, else the first that does not is
    /// named), or the tree's own.
    pub fn for_tree(given: Option<LeafRange>, tree: &Tree) -> Result<LeafRange> {
        let Some(r) = given else { return Ok(LeafRange::of_tree(tree)) };
        let why = "Star1's and Star2's bounds would be wrong";
        crate::interval::check(tree, r.lower, r.upper, "leaf range", why)?;
        Ok(r)
    }
}

impl std::fmt::Display for LeafRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}, {}]", self.lower, self.upper)
    }
}

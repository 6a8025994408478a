//! The leaf range [L, U] that Star1 and Star2 bound a chance position's unseen outcomes by
//! (Ballard 1983: every terminal value lies in a known interval; Hauk, Buro & Schaeffer
//! 2004 name its ends L and U). Given as a run option `L..U`, or assumed: the tree's least
//! and greatest terminal value, which is a true range of that tree.

use crate::tree::Tree;
use crate::{Error, Result};

/// Terminal values (Max's standpoint) lie in `[lower, upper]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeafRange {
    pub lower: i64,
    pub upper: i64,
    /// Taken from the tree's own terminals, not given.
    pub assumed: bool,
}

impl LeafRange {
    /// Parses `L..U` (`-10..10`); L <= U, both within the values' range.
    pub fn parse(text: &str) -> Result<LeafRange> {
        let bad = |why: &str| Error::procedure(format!("range: '{}' {why}", text.trim()));
        let (l, u) = text.trim().split_once("..").ok_or_else(|| bad("is not of the form L..U (such as -10..10)"))?;
        let num = |s: &str| s.trim().parse::<i64>().ok().filter(|v| v.abs() <= crate::MAX_VALUE);
        let (Some(lower), Some(upper)) = (num(l), num(u)) else {
            return Err(bad("needs two integers L..U, each at most 2^53 - 1 in magnitude"));
        };
        if lower > upper {
            return Err(bad("has L > U"));
        }
        Ok(LeafRange { lower, upper, assumed: false })
    }

    /// The tree's least and greatest terminal value.
    pub fn of_tree(tree: &Tree) -> LeafRange {
        let (mut lower, mut upper) = (i64::MAX, i64::MIN);
        for p in 0..tree.len() as u32 {
            if tree.is_terminal(p) {
                lower = lower.min(tree.value(p));
                upper = upper.max(tree.value(p));
            }
        }
        LeafRange { lower, upper, assumed: true }
    }

    /// The given range (checked: every terminal lies in it, else the first that does not is
    /// named), or the tree's own.
    pub fn for_tree(given: Option<LeafRange>, tree: &Tree) -> Result<LeafRange> {
        let Some(r) = given else { return Ok(LeafRange::of_tree(tree)) };
        for p in tree.preorder() {
            let v = tree.value(p);
            if tree.is_terminal(p) && !(r.lower..=r.upper).contains(&v) {
                let at = tree.dewey(p);
                let at = if at.0.is_empty() { "the root".to_string() } else { format!("terminal '{at}'") };
                return Err(Error::procedure(format!(
                    "{at} has the value {v}, outside the leaf range {}..{}: Star1's and Star2's bounds would be wrong",
                    r.lower, r.upper
                )));
            }
        }
        Ok(r)
    }
}

impl std::fmt::Display for LeafRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}, {}]", self.lower, self.upper)
    }
}

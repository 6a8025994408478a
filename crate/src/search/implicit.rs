//! Implicit uniform trees: terminal values computed on demand from (seed, Dewey path), so
//! F1 and F2 can search trees far larger than memory (d = 10, h = 12 has 10^12 terminals)
//! in memory proportional to h (one frame per level; each frame knows its successors by
//! number, so d does not even enter).
//!
//! The values are i.i.d. uniform integers in [lo, hi] drawn from a hash of the seed and the
//! path. [`materialize`] builds the same tree as an arena. The procedures search it through
//! the lean loop (`lean.rs`, [`super::Procedure::implicit`]), the one that counts on the
//! arena, so for the same seed the implicit and the materialized tree give the same results
//! (tested).

use crate::error::{Error, Result};
use crate::tree::{Limits, Tree};
use serde::{Deserialize, Serialize};

/// An implicit uniform tree of degree `degree` and height `height`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImplicitTree {
    pub degree: u32,
    pub height: u32,
    pub seed: u64,
    pub lo: i64,
    pub hi: i64,
}

/// SplitMix64's finalizer: a bijective mix of 64 bits.
#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl ImplicitTree {
    pub fn new(degree: u32, height: u32, seed: u64, lo: i64, hi: i64) -> Result<ImplicitTree> {
        if degree == 0 {
            return Err(Error::generator("degree must be at least 1".into()));
        }
        if lo > hi {
            return Err(Error::generator(format!("lo = {lo} must not exceed hi = {hi}")));
        }
        crate::tree::check_value(lo)?;
        crate::tree::check_value(hi)?;
        Ok(ImplicitTree { degree, height, seed, lo, hi })
    }

    /// The hash state of the root.
    #[inline]
    pub(crate) fn root_state(&self) -> u64 {
        mix(self.seed ^ 0x6a09_e667_f3bc_c908)
    }

    /// The hash state of successor `i` (0-based) of a position with state `s`.
    #[inline]
    pub(crate) fn child_state(s: u64, i: u32) -> u64 {
        mix(s.wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_add((i as u64 + 1).wrapping_mul(0xd1b5_4a32_d192_ed03)))
    }

    /// A terminal's value (Max's standpoint) from its state.
    #[inline]
    pub(crate) fn value(&self, s: u64) -> i64 {
        let span = (self.hi - self.lo) as u64 + 1;
        self.lo + ((mix(s) as u128 * span as u128) >> 64) as i64
    }

    /// The terminal value at a Dewey path (0-based successor numbers).
    pub fn value_at(&self, path: &[u32]) -> i64 {
        let mut s = self.root_state();
        for &i in path {
            s = Self::child_state(s, i);
        }
        self.value(s)
    }
}

/// The same tree as an arena (for small sizes).
pub fn materialize(t: &ImplicitTree, limits: Limits) -> Result<Tree> {
    Tree::build((0u32, t.root_state()), limits, |(depth, s), _, buf| {
        if depth == t.height {
            Ok(crate::tree::Content::Terminal(t.value(s)))
        } else {
            buf.extend((0..t.degree).map(|i| (depth + 1, ImplicitTree::child_state(s, i))));
            Ok(crate::tree::Content::Interior)
        }
    })
}

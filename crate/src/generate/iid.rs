//! Uniform degree d and height h; the d^h terminal values are independent uniform integers
//! in [lo, hi], drawn left to right. With a small range, ties are common: the trees the
//! procedures' tie rules (`t > m`, `m >= beta`) are tested on.

use super::{check_range, uniform_leaves, SeededRng};
use crate::error::Result;
use crate::tree::{Limits, Tree};

/// `iid`: values i.i.d. uniform in `lo..=hi`.
pub fn iid(d: u32, h: u32, lo: i64, hi: i64, seed: u64, limits: Limits) -> Result<Tree> {
    check_range(lo, hi)?;
    uniform_leaves(d, h, limits)?;
    let mut rng = SeededRng::new(seed);
    Tree::uniform(d, h, limits, |_| rng.range_i64(lo, hi))
}

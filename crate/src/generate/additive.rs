//! The additive model of Fuller, Gaschnig and Gillogly (K&M section 9), integer-scaled:
//! uniform degree d and height h; every arc gets an independent uniform integer in
//! [0, scale), and a terminal's value is the sum of the arc values on its path. Terminals
//! with a long common path share most of their sum: values are strongly dependent, which
//! makes pruning more effective than with independent values.
//!
//! Sign convention: plain sums, stored as the value from Max's standpoint (K&M: "the
//! terminal positions take values equal to the sum of all numbers on the path"). For even
//! h the negamax f at level h is the sum, exactly the paper's model. For odd h f = -sum;
//! with every arc value u replaced by scale-1-u (a bijection on the uniform distribution)
//! that is the paper's sum minus the constant h (scale - 1), and a constant added to every
//! terminal of a uniform tree changes nothing F0/F1/F2 compare, so the search statistics
//! are those of the paper's model for every h. The alternative "Max's arcs add, Min's
//! subtract" is the same model up to such a constant, so it would add nothing but
//! negative numbers.

use super::{uniform_leaves, SeededRng};
use crate::error::{Error, ErrorMessage as Message, Result};
use crate::score::MAX_VALUE;
use crate::tree::{Content, Limits, Tree};

/// `additive`: each arc uniform in `0..scale` (scale >= 1), a terminal's value the sum.
pub fn additive(d: u32, h: u32, scale: i64, seed: u64, limits: Limits) -> Result<Tree> {
    if scale < 1 {
        return Err(Error::generator(format!("scale must be at least 1 (got {scale})"))
            .said(Message::new("e-g-scale").number("scale", scale)));
    }
    uniform_leaves(d, h, limits)?;
    let largest_sum = (scale - 1).checked_mul(h as i64).unwrap_or(i64::MAX);
    if largest_sum > MAX_VALUE {
        return Err(Error::generator(format!(
            "scale {scale} is too large: sums of {h} arc values could exceed 2^53 - 1"
        ))
        .said(Message::new("e-g-scale-sums").number("scale", scale).number("height", h as i64)));
    }
    let mut rng = SeededRng::new(seed);
    // Breadth first; an item is the sum of the arc values on the path so far.
    Tree::build(0i64, limits, |sum, depth, buf| {
        if depth == h {
            return Ok(Content::Terminal(sum));
        }
        buf.extend((0..d).map(|_| sum + rng.below(scale as u64) as i64));
        Ok(Content::Interior)
    })
}

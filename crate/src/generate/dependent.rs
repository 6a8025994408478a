//! K&M section 9's totally dependent model: uniform degree d and height h; at every
//! nonterminal position a random permutation of {0, ..., d-1} numbers its moves, and a
//! terminal's value is the concatenation of the move numbers on its path read as a radix-d
//! number. Equivalently: the values 0..d^h-1 in d-ary order, then every position's
//! successors permuted at random. All values are distinct.
//!
//! Sign convention. K&M analyse this model (Theorem 6) for the negamax f at level h: f(p)
//! is the radix-d number. Our trees store terminal values from Max's standpoint and the
//! procedures read f = value at even depth, -value at odd depth. We store the radix-d
//! number itself as the value, for every h:
//! - even h: f = the number, exactly K&M's model;
//! - odd h: f = -number. Write number = (d^h - 1) - number', where number' concatenates
//!   the complemented move numbers d-1-a_i; complementing each position's permutation is a
//!   bijection on permutations, so number' is distributed exactly as K&M's f, and
//!   f = number' - (d^h - 1) differs from it by a constant. Adding a constant to every
//!   terminal of a uniform tree changes no comparison of F0/F1/F2 (every bound compared at a
//!   position carries the same shift), so the positions examined are distributed exactly as
//!   in K&M's model and Theorem 6's expectations apply unchanged.
//!
//! Either way the values read from Max's standpoint are 0..d^h-1, as a student expects.

use super::{uniform_leaves, SeededRng};
use crate::error::{Error, Result};
use crate::score::MAX_VALUE;
use crate::tree::{Content, Limits, Tree};

/// `dependent`: the totally dependent model with the radix-d values stored as they are.
pub fn dependent(d: u32, h: u32, seed: u64, limits: Limits) -> Result<Tree> {
    let n = uniform_leaves(d, h, limits)?;
    if n - 1 > MAX_VALUE as u64 {
        return Err(Error::limit(format!("d^h - 1 = {} is beyond the largest value 2^53 - 1", n - 1)));
    }
    let mut rng = SeededRng::new(seed);
    // The move numbers 0..d, made at the first nonterminal position: only once h >= 1, when
    // `uniform_leaves` has checked d against the limits (a height-0 tree of any degree is
    // one terminal).
    let mut moves: Vec<u64> = Vec::new();
    // Breadth first; an item is the radix-d number of the path so far. Permutations are
    // drawn in id order, one per nonterminal position.
    Tree::build(0u64, limits, |prefix, depth, buf| {
        if depth == h {
            return Ok(Content::Terminal(prefix as i64));
        }
        if moves.is_empty() {
            moves.extend(0..d as u64);
        }
        moves.sort_unstable();
        rng.shuffle(&mut moves);
        buf.extend(moves.iter().map(|&a| prefix * d as u64 + a));
        Ok(Content::Interior)
    })
}

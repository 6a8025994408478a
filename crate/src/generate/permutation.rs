//! K&M section 7's random model: uniform degree d and height h, the terminal values a
//! random permutation of 1, 2, ..., d^h (all distinct, every order equally likely).

use super::{uniform_leaves, SeededRng};
use crate::error::Result;
use crate::tree::{Limits, Tree};

/// `permutation`: the values 1..=d^h in random order (Fisher–Yates with `u64` indices).
pub fn permutation(d: u32, h: u32, seed: u64, limits: Limits) -> Result<Tree> {
    let n = uniform_leaves(d, h, limits)?;
    let mut values: Vec<i64> = (1..=n as i64).collect();
    SeededRng::new(seed).shuffle(&mut values);
    Tree::uniform(d, h, limits, |k| values[k as usize])
}

//! The search tree of UCT: the positions added so far (Browne et al. 2012, §3.1: "the tree
//! is built incrementally"), each with its visit count N and reward sum W. It reads the game
//! tree through [`Tree`] and keeps only numbers per position id, never a copy of the tree.

use crate::tree::{NodeId, Tree};

/// One visited position's statistics.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Stat {
    /// N: the iterations whose path went through the position.
    pub n: u64,
    /// W: the sum of those iterations' rewards, from the standpoint of the player who moves
    /// at the position's parent (at the root, of Max, who moves there): the player choosing
    /// the position maximises W/N (Kocsis & Szepesvári 2006, §2.3, each node a bandit of
    /// the player to move).
    pub w: f64,
    /// W in units of the reward's denominator ([`crate::mcts::ValueRange::units`]): an exact
    /// integer, so that means equal as fractions compare equal (one correctly rounded
    /// division each) and ties go to the lowest index as defined, not by rounding.
    pub units: u128,
}

/// The positions in the search tree and their statistics, by position id.
#[derive(Debug, Clone)]
pub struct Stats {
    /// `None`: not yet added (expanded).
    at: Vec<Option<Stat>>,
    added: usize,
}

impl Stats {
    /// The search tree of a new run: the root alone, never visited.
    pub fn new(tree: &Tree) -> Stats {
        let mut at = vec![None; tree.len()];
        at[tree.root() as usize] = Some(Stat::default());
        Stats { at, added: 1 }
    }

    /// The statistics of `p`, if it is in the search tree.
    pub fn get(&self, p: NodeId) -> Option<Stat> {
        self.at[p as usize]
    }

    /// Whether `p` is in the search tree.
    pub fn contains(&self, p: NodeId) -> bool {
        self.at[p as usize].is_some()
    }

    /// Adds `p` with N = W = 0 (expansion).
    pub fn add(&mut self, p: NodeId) {
        debug_assert!(self.at[p as usize].is_none());
        self.at[p as usize] = Some(Stat::default());
        self.added += 1;
    }

    /// Counts one more visit of `p` with the reward `units / denominator` (from the
    /// standpoint its [`Stat::w`] is in).
    pub fn visit(&mut self, p: NodeId, units: u64, denominator: u64) {
        if let Some(s) = self.at[p as usize].as_mut() {
            s.n += 1;
            s.units += u128::from(units);
            s.w = exact_f64(s.units) / denominator as f64;
        }
    }

    /// How many positions are in the search tree.
    pub fn len(&self) -> usize {
        self.added
    }

    /// Never: the root is always in.
    pub fn is_empty(&self) -> bool {
        self.added == 0
    }

    /// The positions in the search tree with their statistics, by id (preorder of the
    /// arena).
    pub fn iter(&self) -> impl Iterator<Item = (NodeId, Stat)> + '_ {
        self.at.iter().enumerate().filter_map(|(p, s)| s.map(|s| (p as NodeId, s)))
    }
}

/// `x as f64`, the same correctly rounded number, without wasm32's software conversion of a
/// 128-bit integer when `x` fits in 53 bits: then its two 32-bit halves convert exactly and
/// their sum is exact. (Written as `x as u64 as f64`, the compiler folds the two branches
/// back into the 128-bit conversion.)
#[inline]
pub(crate) fn exact_f64(x: u128) -> f64 {
    let low = x as u64;
    if x >> 53 == 0 {
        (low >> 32) as f64 * 4_294_967_296.0 + (low & 0xffff_ffff) as f64
    } else {
        wide_f64(x)
    }
}

/// `x as f64` out of line, so that the compiler does not compute it on the fast path too and
/// then choose.
#[cold]
#[inline(never)]
pub(crate) fn wide_f64(x: u128) -> f64 {
    x as f64
}

#[cfg(test)]
mod tests {
    use super::exact_f64;
    use crate::generate::SeededRng;

    #[test]
    fn exact_f64_is_the_128_bit_conversion() {
        let mut r = SeededRng::new(5);
        let edges = (0..64).flat_map(|k| {
            let b = 1u128 << (k + 30);
            [b - 1, b, b + 1]
        });
        let random = (0..100_000).map(|k| u128::from(r.next_u64()) >> (k % 64) << (k % 70));
        for x in edges.chain(random) {
            assert_eq!(exact_f64(x).to_bits(), (x as f64).to_bits(), "x = {x}");
        }
    }
}

//! The search tree of UCT: the positions added so far (Browne et al. 2012, §3.1: "the tree
//! is built incrementally"), each with its visit count N and reward sum W. It reads the game
//! tree through [`Tree`] and keeps only numbers per position id, never a copy of the tree.
//!
//! Laid out for selection, which reads every successor of every position on the path: per
//! position 16 bytes, N and the mean reward W/N (computed when the position is visited, the
//! same correctly rounded number selection computed from W and N each time before); W itself
//! as an exact integer in a second array, read when the position is visited.

use crate::tree::{NodeId, Tree};
use std::ops::Range;

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

/// What selection reads of a position: N, and the mean W/N as [`exact_mean`] gives it (NaN
/// before the first visit, as 0/0 was).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub(crate) n: u64,
    pub(crate) mean: f64,
}

/// N of a position not in the search tree.
const ABSENT: u64 = u64::MAX;

/// The positions in the search tree and their statistics, by position id.
#[derive(Debug, Clone)]
pub struct Stats {
    /// N and W/N; N = [`ABSENT`]: not yet added (expanded).
    at: Vec<Entry>,
    /// W in units of `denominator` (0 for positions not in the search tree).
    units: Vec<u128>,
    /// The denominator of every reward of the run ([`crate::mcts::ValueRange::units`]).
    denominator: u64,
    added: usize,
}

impl Stats {
    /// The search tree of a new run whose rewards are counted in units of `denominator`
    /// (>= 1): the root alone, never visited.
    pub fn new(tree: &Tree, denominator: u64) -> Stats {
        assert!(denominator >= 1, "Stats::new: a denominator of 0");
        let mut at = vec![Entry { n: ABSENT, mean: f64::NAN }; tree.len()];
        at[tree.root() as usize].n = 0;
        Stats { at, units: vec![0; tree.len()], denominator, added: 1 }
    }

    /// The statistics of `p`, if it is in the search tree.
    pub fn get(&self, p: NodeId) -> Option<Stat> {
        let e = self.at[p as usize];
        (e.n != ABSENT).then(|| {
            let units = self.units[p as usize];
            Stat { n: e.n, w: exact_f64(units) / self.denominator as f64, units }
        })
    }

    /// N of `p`: 0 when it is not in the search tree.
    #[inline]
    pub fn visits(&self, p: NodeId) -> u64 {
        let n = self.at[p as usize].n;
        if n == ABSENT {
            0
        } else {
            n
        }
    }

    /// N and the mean W/N of the positions `ids` (consecutive ids: a position's
    /// successors), all in the search tree: one slice, so that selection reads them without
    /// a bounds check each.
    #[inline]
    pub(crate) fn n_means(&self, ids: Range<NodeId>) -> &[Entry] {
        let at = &self.at[ids.start as usize..ids.end as usize];
        debug_assert!(at.iter().all(|e| e.n != ABSENT), "n_means of a position not in the search tree");
        at
    }

    /// Whether `p` is in the search tree.
    #[inline]
    pub fn contains(&self, p: NodeId) -> bool {
        self.at[p as usize].n != ABSENT
    }

    /// Adds `p` with N = W = 0 (expansion).
    pub fn add(&mut self, p: NodeId) {
        debug_assert!(!self.contains(p));
        self.at[p as usize].n = 0;
        self.added += 1;
    }

    /// Counts one more visit of `p` (in the search tree) with the reward
    /// `units / denominator` (from the standpoint its [`Stat::w`] is in).
    #[inline]
    pub fn visit(&mut self, p: NodeId, units: u64) {
        let w = &mut self.units[p as usize];
        *w += u128::from(units);
        let e = &mut self.at[p as usize];
        debug_assert!(e.n != ABSENT, "a visit of a position not in the search tree");
        e.n += 1;
        e.mean = exact_mean(*w, self.denominator, e.n);
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
        (0..self.at.len() as NodeId).filter_map(|p| self.get(p).map(|s| (p, s)))
    }
}

/// The mean reward W/N with W = `units / denominator`: `units as f64 / (denominator · n) as
/// f64` in 128 bits, one correctly rounded division, so that two positions whose means are
/// equal fractions with equal N have equal means. With the 64-bit operations wasm32 has when
/// both factors fit in 32 bits (they do, but for huge runs or ranges; `checked_mul` would
/// multiply in 128 bits on wasm32 to see the overflow).
#[inline]
pub(crate) fn exact_mean(units: u128, denominator: u64, n: u64) -> f64 {
    let scale = if (denominator | n) >> 32 == 0 {
        (denominator * n) as f64
    } else {
        wide_f64(u128::from(denominator) * u128::from(n))
    };
    exact_f64(units) / scale
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
    use super::{exact_f64, exact_mean};
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

    #[test]
    fn exact_mean_is_one_division_of_the_128_bit_conversions() {
        let mut r = SeededRng::new(9);
        for k in 0..100_000u32 {
            let den = (r.next_u64() >> (k % 64)).max(1);
            let n = (r.next_u64() >> (k % 61 + 3)).max(1);
            let units = (u128::from(r.next_u64()) * u128::from(n)) >> (k % 40);
            let expected = units as f64 / (u128::from(den) * u128::from(n)) as f64;
            assert_eq!(exact_mean(units, den, n).to_bits(), expected.to_bits(), "units {units}, den {den}, n {n}");
        }
    }
}

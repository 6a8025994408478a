//! Selection (Browne et al. 2012, Algorithm 2, BESTCHILD; Kocsis & Szepesvári 2006, §2.3):
//! from a position whose successors are all in the search tree, the successor maximising
//! UCB1, `W/N + C·sqrt(ln N_parent / N)`, ties to the lowest index (the first in order).
//! A position with a successor not yet in the tree is not selected from: it is expanded
//! ([`super::expansion`]).

use super::stats::{exact_mean, Stats};
use crate::tree::{NodeId, Tree};

/// UCB1 of a successor with `n` visits and reward sum `w` under a parent with `parent_n`
/// visits (n >= 1): the mean reward plus the exploration term (Kocsis & Szepesvári's
/// X̄ + c_{t,s}, with c_{t,s} = C·sqrt(ln t / s)).
pub fn ucb1(w: f64, n: u64, parent_n: u64, c: f64) -> f64 {
    let n = n as f64;
    w / n + c * ((parent_n as f64).ln() / n).sqrt()
}

/// [`ucb1`] with W given exactly as `units / denominator`: the mean is one correctly rounded
/// division (`stats::exact_mean`), so two successors whose means are equal fractions with equal N
/// tie exactly.
pub fn ucb1_exact(units: u128, denominator: u64, n: u64, parent_n: u64, c: f64) -> f64 {
    ucb1_mean(exact_mean(units, denominator, n), n, (parent_n as f64).ln(), c)
}

/// UCB1 from the mean W/N and `ln N_parent`: the statistics keep the mean of every position,
/// computed when it is visited ([`Stats`]), and a selection computes `ln N_parent` once for
/// all the successors (the same numbers as [`ucb1_exact`], so the same choices).
#[inline]
fn ucb1_mean(mean: f64, n: u64, ln_parent: f64, c: f64) -> f64 {
    // N < 2^63 (at most the run's iterations), so the signed conversion is the same number,
    // one instruction where the unsigned one is a branch and two in WebAssembly engines.
    debug_assert!(n < 1 << 63);
    mean + c * (ln_parent / n as i64 as f64).sqrt()
}

/// The successor of `p` that UCB1 chooses, all of them being in the search tree with at
/// least one visit; ties go to the lowest index. `ln`: `ln N` for the visits `N` of `p`
/// ([`LnTable`]).
///
/// Every UCB1 value here is a number >= +0 (a mean reward in [0, 1] plus C >= 0 times a
/// square root; never NaN: N >= 1 and C is finite), and for such numbers the order of their
/// bit patterns read as integers is the order of the numbers. The loop compares those
/// integers, which WebAssembly engines turn into a conditional move where a comparison of
/// floats became a branch, mispredicted on about every other new best; the choice is the
/// same as `v > best_value` (strictly greater: ties to the lowest index).
pub fn best_child(tree: &Tree, stats: &Stats, p: NodeId, c: f64, ln: &mut LnTable) -> NodeId {
    let ln_parent = ln.of(stats.visits(p));
    let children = tree.children(p);
    let mut best = 0;
    // Below the bits of every number >= +0, so the first successor is taken.
    let mut best_bits = -1i64;
    for (i, e) in stats.n_means(children.clone()).iter().enumerate() {
        let v = ucb1_mean(e.mean, e.n, ln_parent, c);
        debug_assert!(v >= 0.0, "a UCB1 value below 0 or NaN: {v}");
        let bits = v.to_bits() as i64;
        if bits > best_bits {
            best = i;
            best_bits = bits;
        }
    }
    children.start + best as NodeId
}

/// The final move (Browne et al. 2012, §3.1, "max child"): the root successor with the most
/// visits, ties to the lowest index; `None` when the root is terminal.
pub fn most_visited(tree: &Tree, stats: &Stats) -> Option<NodeId> {
    let root = tree.root();
    let mut best: Option<(NodeId, u64)> = None;
    for q in tree.children(root) {
        let n = stats.visits(q);
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((q, n));
        }
    }
    best.map(|(q, _)| q)
}

/// `(n as f64).ln()` for the visit counts a run meets, each computed once: a run's counts go
/// up one at a time, so every selection step but the first at each count reads a number
/// computed before (the same number, so the same choices), instead of calling `ln`, a
/// software routine in wasm.
#[derive(Debug, Default, Clone)]
pub struct LnTable(Vec<f64>);

impl LnTable {
    /// `ln n`; counts above a million (more than a run's iterations) are not kept.
    #[inline]
    pub fn of(&mut self, n: u64) -> f64 {
        const KEPT: u64 = 1 << 20;
        if n >= KEPT {
            return (n as f64).ln();
        }
        let i = n as usize;
        while self.0.len() <= i {
            self.0.push((self.0.len() as f64).ln());
        }
        self.0[i]
    }
}

#[cfg(test)]
mod tests {
    use super::LnTable;
    use crate::generate::SeededRng;

    /// The comparison of bit patterns chooses as `v > best_value` on floats does, from
    /// -infinity: on values >= +0 with ties (equal values, zeros, one value repeated), tiny and
    /// huge values, and values one ulp apart.
    #[test]
    fn comparing_bits_chooses_as_comparing_numbers() {
        let mut r = SeededRng::new(17);
        for case in 0..20_000u32 {
            let k = 1 + (r.next_u64() % 12) as usize;
            let pool = [0.0, 0.5, 1.0, 1.0 + f64::EPSILON, f64::MIN_POSITIVE, 1e300, 3.7];
            let v: Vec<f64> = (0..k)
                .map(|_| match r.next_u64() % 3 {
                    0 => pool[(r.next_u64() % pool.len() as u64) as usize],
                    1 => (r.next_u64() >> 11) as f64 / (1u64 << 53) as f64,
                    _ => f64::from_bits(r.next_u64() >> 2), // >= +0, finite
                })
                .collect();
            let (mut by_float, mut best) = (0, f64::NEG_INFINITY);
            let (mut by_bits, mut best_bits) = (0, -1i64);
            for (i, &x) in v.iter().enumerate() {
                if x > best {
                    (by_float, best) = (i, x);
                }
                if x.to_bits() as i64 > best_bits {
                    (by_bits, best_bits) = (i, x.to_bits() as i64);
                }
            }
            assert_eq!(by_bits, by_float, "case {case}: {v:?}");
        }
    }

    #[test]
    fn the_table_gives_ln_of_every_count() {
        let mut t = LnTable::default();
        for n in [5u64, 0, 1, 2, 1000, 7, 999_999, 1 << 20, (1 << 20) + 3, 1 << 40] {
            assert_eq!(t.of(n).to_bits(), (n as f64).ln().to_bits(), "n = {n}");
        }
    }
}

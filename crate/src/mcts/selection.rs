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
    mean + c * (ln_parent / n as f64).sqrt()
}

/// The successor of `p` that UCB1 chooses, all of them being in the search tree with at
/// least one visit; ties go to the lowest index. `ln`: `ln N` for the visits `N` of `p`
/// ([`LnTable`]).
pub fn best_child(tree: &Tree, stats: &Stats, p: NodeId, c: f64, ln: &mut LnTable) -> NodeId {
    let ln_parent = ln.of(stats.visits(p));
    let mut best = tree.child(p, 0);
    let mut best_value = f64::NEG_INFINITY;
    for q in tree.children(p) {
        let (n, mean) = stats.n_mean(q);
        let v = ucb1_mean(mean, n, ln_parent, c);
        if v > best_value {
            best = q;
            best_value = v;
        }
    }
    best
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

    #[test]
    fn the_table_gives_ln_of_every_count() {
        let mut t = LnTable::default();
        for n in [5u64, 0, 1, 2, 1000, 7, 999_999, 1 << 20, (1 << 20) + 3, 1 << 40] {
            assert_eq!(t.of(n).to_bits(), (n as f64).ln().to_bits(), "n = {n}");
        }
    }
}

//! The UCT experiment (when does sampling find the move alpha-beta proves, and at what
//! cost?): over seeded trees of a model, the probability that UCT's move (Kocsis &
//! Szepesvári 2006; [`crate::mcts`]) is minimax-optimal after each number of iterations,
//! and the iterations it needs against the terminals F2 examines (Knuth & Moore 1975, (9))
//! to prove the value. The models are P-games and trap trees
//! ([`crate::generate::sampling_traps`]; Ramanujan, Sabharwal & Selman 2010).
//!
//! One sample is one tree (seed `seed + k`) and one UCT run on it (seed [`UctSpec::uct_seed`],
//! a mix of the tree's seed), read at each iteration budget in turn (the run is continued,
//! not restarted, so budgets are nested as one search's stopping times).

use super::wilson::{wilson, Z95};
use crate::generate::sampling_traps::{pgame, trap};
use crate::mcts::{Options, Uct};
use crate::search::{count, Counts, Stack};
use crate::tree::{Limits, NodeId, Tree};
use crate::{Error, Result, Score};

/// The tree model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UctModel {
    PGame,
    Trap,
}

impl UctModel {
    pub fn id(self) -> &'static str {
        match self {
            UctModel::PGame => "pgame",
            UctModel::Trap => "trap",
        }
    }
}

/// What to run.
#[derive(Debug, Clone, PartialEq)]
pub struct UctSpec {
    pub model: UctModel,
    pub degree: u32,
    pub height: u32,
    pub samples: u32,
    /// Increasing budgets, each 1 to [`crate::mcts::MAX_ITERATIONS`].
    pub iterations: Vec<u64>,
    pub seed: u64,
    pub c: f64,
}

/// The most positions of one tree of the experiment (it runs many).
pub const MAX_TREE_POSITIONS: usize = 200_000;

/// One tree's outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct UctSample {
    /// Per budget: UCT's move is minimax-optimal.
    pub optimal: Vec<bool>,
    /// Terminals F2(root, -inf, +inf) examines.
    pub f2_terminals: u64,
}

/// One row per budget.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct UctRow {
    pub model: &'static str,
    pub degree: u32,
    pub height: u32,
    pub iterations: u64,
    pub trees: u32,
    pub optimal: u32,
    /// optimal / trees, and its 95% Wilson score interval
    /// ([`crate::experiment::wilson::wilson`]: Wilson 1927), which keeps a width at 0 and 1
    /// where the binomial standard error has none.
    pub probability: f64,
    pub wilson_low: f64,
    pub wilson_high: f64,
    /// Mean terminals F2 examines on these trees.
    pub f2_terminals_mean: f64,
    /// Trees on which UCT's move is optimal from this budget on (at every later one).
    pub settled: u32,
}

impl UctSpec {
    /// Checks the spec: what is wrong and how to fix it.
    pub fn check(&self) -> Result<()> {
        let bad = |m: String| Err(Error::generator(m));
        if self.samples == 0 {
            return bad("samples must be at least 1".into());
        }
        if self.iterations.is_empty() || self.iterations.windows(2).any(|w| w[0] >= w[1]) {
            return bad(format!("iterations must be increasing budgets (got {:?})", self.iterations));
        }
        // The first and last budgets within the run's bounds, hence all (they increase).
        for &iterations in [self.iterations[0], *self.iterations.last().unwrap()].iter() {
            Options { iterations, c: self.c, ..Options::default() }.check(&Tree::leaf(0)?)?;
        }
        match crate::tree::uniform_size(self.degree, self.height) {
            Some(n) if n <= MAX_TREE_POSITIONS as u64 => Ok(()),
            _ => bad(format!(
                "degree {} and height {} make more than {MAX_TREE_POSITIONS} positions per tree: lower them",
                self.degree, self.height
            )),
        }
    }

    /// The seed of tree `k`'s UCT run: the tree's seed mixed (splitmix64's finaliser), so that
    /// the playouts do not replay the random numbers that drew the tree. (With the tree's own
    /// seed, the first playout through a trap tree's trap move drew the generator's first
    /// number, the refuting reply: that playout lost on every tree, where it loses one time in
    /// d, and the experiment measured UCT on correlated trees.)
    pub fn uct_seed(&self, k: u32) -> u64 {
        let mut z = self.seed.wrapping_add(u64::from(k)) ^ 0x5bd1_e995_7c3a_a2f1;
        z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Tree `k`.
    pub fn tree(&self, k: u32) -> Result<Tree> {
        let seed = self.seed.wrapping_add(u64::from(k));
        match self.model {
            UctModel::PGame => pgame(self.degree, self.height, seed, Limits::default()),
            UctModel::Trap => trap(self.degree, self.height, seed, Limits::default()),
        }
    }
}

/// The root successors whose negamax value is the root's (F0, K&M (1)), by a bottom-up pass
/// over the arena (every position's id exceeds its parent's).
pub fn optimal_moves(tree: &Tree) -> Vec<NodeId> {
    let mut f = vec![0i64; tree.len()];
    for p in (0..tree.len() as NodeId).rev() {
        f[p as usize] = if tree.is_terminal(p) {
            if tree.is_max(p) {
                tree.value(p)
            } else {
                -tree.value(p)
            }
        } else {
            tree.children(p).map(|q| -f[q as usize]).max().unwrap_or(0)
        };
    }
    let root = tree.root();
    tree.children(root).filter(|&q| -f[q as usize] == f[root as usize]).collect()
}

/// Sample `k`: its tree, F2's terminals, UCT's move at each budget.
pub fn sample(spec: &UctSpec, k: u32) -> Result<UctSample> {
    let tree = spec.tree(k)?;
    let best = optimal_moves(&tree);
    let mut counts = Counts::for_height(tree.height());
    count::f2(&tree, Score::NEG_INF, Score::INF, &mut counts, &mut Stack::new());
    let seed = spec.uct_seed(k);
    let options = Options { iterations: *spec.iterations.last().unwrap(), seed, c: spec.c, ..Options::default() };
    let mut uct = Uct::new(&tree, &options)?;
    let mut optimal = Vec::with_capacity(spec.iterations.len());
    for &budget in &spec.iterations {
        while uct.iterations() < budget {
            uct.iterate_untraced();
        }
        optimal.push(uct.best().is_some_and(|m| best.contains(&m)));
    }
    Ok(UctSample { optimal, f2_terminals: counts.terminals })
}

/// The whole numbers the rows are made of: trees, per budget the trees whose move is
/// optimal and those settled from it on, and F2's terminals on them all. Shards add theirs
/// ([`super::uct_shard`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Sums {
    pub trees: u32,
    pub optimal: Vec<u64>,
    pub settled: Vec<u64>,
    pub f2_terminals: u64,
}

impl Sums {
    pub fn of(spec: &UctSpec, samples: &[UctSample]) -> Sums {
        let per = |f: &dyn Fn(&UctSample, usize) -> bool| -> Vec<u64> {
            (0..spec.iterations.len()).map(|i| samples.iter().filter(|s| f(s, i)).count() as u64).collect()
        };
        Sums {
            trees: samples.len() as u32,
            optimal: per(&|s, i| s.optimal[i]),
            settled: per(&|s, i| s.optimal[i..].iter().all(|&o| o)),
            f2_terminals: samples.iter().map(|s| s.f2_terminals).sum(),
        }
    }
}

/// The rows of `samples` (in any order).
pub fn rows(spec: &UctSpec, samples: &[UctSample]) -> Vec<UctRow> {
    rows_from_sums(spec, &Sums::of(spec, samples))
}

/// The rows from the sums: one run's and the merged shards' are the same numbers.
pub fn rows_from_sums(spec: &UctSpec, sums: &Sums) -> Vec<UctRow> {
    let trees = sums.trees;
    let f2 = sums.f2_terminals as f64 / f64::from(trees.max(1));
    spec.iterations
        .iter()
        .enumerate()
        .map(|(i, &iterations)| {
            let optimal = sums.optimal[i] as u32;
            let p = f64::from(optimal) / f64::from(trees.max(1));
            let [wilson_low, wilson_high] = wilson(u64::from(optimal), u64::from(trees), Z95);
            UctRow {
                model: spec.model.id(),
                degree: spec.degree,
                height: spec.height,
                iterations,
                trees,
                optimal,
                probability: p,
                wilson_low,
                wilson_high,
                f2_terminals_mean: f2,
                settled: sums.settled[i] as u32,
            }
        })
        .collect()
}

/// The rows as CSV, with a header line.
pub fn to_csv(rows: &[UctRow]) -> String {
    let mut s = String::from(
        "model,degree,height,iterations,trees,optimal,probability,wilson_low,wilson_high,f2_terminals_mean,settled\n",
    );
    for r in rows {
        s.push_str(&format!(
            "{},{},{},{},{},{},{:.6},{:.6},{:.6},{:.3},{}\n",
            r.model,
            r.degree,
            r.height,
            r.iterations,
            r.trees,
            r.optimal,
            r.probability,
            r.wilson_low,
            r.wilson_high,
            r.f2_terminals_mean,
            r.settled
        ));
    }
    s
}

//! UCT's iterations without a record (`UctOf::iterate_untraced`, what `mcts::run` without a
//! trace and the page's stepped search run) are the iterations with one: checked against a
//! reference written from the definition (Browne et al. 2012, Algorithm 2; Kocsis &
//! Szepesvári 2006, §2.3: UCB1 with the mean as one division of exact integers, ties to the
//! lowest index; expansion of the first successor not in the tree; a uniformly random
//! playout; BACKUP with each position's reward from the standpoint of its parent's player,
//! found by `Tree::parent`), statistics bit for bit after every iteration, on seeded random
//! trees (mixed-depth terminals, ties, negative values) and a few value ranges and C. A
//! failure prints the seed and the tree.

mod common;

use common::{ctx, tree_for};
use gametree::generate::SeededRng;
use gametree::mcts::{self, Options, Step, Uct, ValueRange, SIMULATION_STREAM};
use gametree::tree::{NodeId, Tree};

/// The reference's search tree: N and W in units, by id; `None` not yet added.
struct Reference<'t> {
    tree: &'t Tree,
    at: Vec<Option<(u64, u128)>>,
    rng: SeededRng,
    c: f64,
    range: ValueRange,
}

impl Reference<'_> {
    fn new<'t>(tree: &'t Tree, o: &Options, range: ValueRange) -> Reference<'t> {
        let mut at = vec![None; tree.len()];
        at[0] = Some((0, 0));
        Reference { tree, at, rng: SeededRng::with_stream(o.seed, SIMULATION_STREAM), c: o.c, range }
    }

    fn den(&self) -> u64 {
        self.range.units(self.range.lower).1
    }

    fn ucb1(&self, q: NodeId, parent_n: u64) -> f64 {
        let (n, units) = self.at[q as usize].expect("a selected position's successors are in the tree");
        let mean = units as f64 / (u128::from(self.den()) * u128::from(n)) as f64;
        mean + self.c * ((parent_n as f64).ln() / n as f64).sqrt()
    }

    fn iterate(&mut self) -> Step {
        let t = self.tree;
        let (mut p, mut selected) = (t.root(), Vec::new());
        let expanded = loop {
            if t.is_terminal(p) {
                break None;
            }
            if let Some(q) = t.children(p).find(|&q| self.at[q as usize].is_none()) {
                self.at[q as usize] = Some((0, 0));
                break Some(q);
            }
            let parent_n = self.at[p as usize].unwrap().0;
            let mut best = (t.child(p, 0), f64::NEG_INFINITY);
            for q in t.children(p) {
                let v = self.ucb1(q, parent_n);
                if v > best.1 {
                    best = (q, v);
                }
            }
            p = best.0;
            selected.push(p);
        };
        let mut leaf = expanded.unwrap_or(p);
        while !t.is_terminal(leaf) {
            leaf = t.child(leaf, self.rng.below(u64::from(t.degree(leaf))) as u32);
        }
        let (units, den) = self.range.units(t.value(leaf));
        let mut q = Some(expanded.unwrap_or(p));
        while let Some(x) = q {
            let own = match t.parent(x) {
                Some(parent) if !t.is_max(parent) => den - units,
                _ => units,
            };
            let s = self.at[x as usize].as_mut().unwrap();
            s.0 += 1;
            s.1 += u128::from(own);
            q = t.parent(x);
        }
        Step { selected, expanded, leaf, reward: units as f64 / den as f64 }
    }

    /// Every position's (N, W, W in units), W as the library states it.
    fn stats(&self) -> Vec<Option<(u64, u64, u128)>> {
        let den = self.den() as f64;
        self.at.iter().map(|s| s.map(|(n, units)| (n, (units as f64 / den).to_bits(), units))).collect()
    }
}

fn library_stats(t: &Tree, u: &Uct) -> Vec<Option<(u64, u64, u128)>> {
    (0..t.len() as NodeId).map(|p| u.stats().get(p).map(|s| (s.n, s.w.to_bits(), s.units))).collect()
}

fn options_for(seed: u64, t: &Tree) -> Options {
    let of_tree = ValueRange::of_tree(t);
    let range = match seed % 3 {
        0 => None,
        1 => Some(ValueRange { lower: of_tree.lower - 7, upper: of_tree.upper + 1 }),
        _ => Some(ValueRange { lower: of_tree.lower.min(0) - (1 << 40), upper: of_tree.upper.max(0) + (1 << 41) }),
    };
    let c = [std::f64::consts::SQRT_2, 0.0, 0.5, 3.0][(seed / 3 % 4) as usize];
    Options { iterations: 30 + seed % 200, seed: seed * 977 + 3, c, range, trace: false }
}

#[test]
fn iterations_without_a_record_are_the_reference_iterations() {
    for seed in 0..240u64 {
        let t = tree_for(seed);
        let o = options_for(seed, &t);
        let what = ctx(seed, &t);
        let mut traced = Uct::new(&t, &o).unwrap();
        let mut quiet = Uct::new(&t, &o).unwrap();
        let mut reference = Reference::new(&t, &o, traced.range());
        for i in 0..o.iterations {
            let expected = reference.iterate();
            let step = traced.iterate();
            quiet.iterate_untraced();
            assert_eq!(step, expected, "iteration {i}: {what}");
            let want = reference.stats();
            assert_eq!(library_stats(&t, &traced), want, "statistics after iteration {i} (traced): {what}");
            assert_eq!(library_stats(&t, &quiet), want, "statistics after iteration {i} (untraced): {what}");
            assert_eq!(quiet.stats().len(), want.iter().flatten().count(), "positions in the tree: {what}");
            assert_eq!(quiet.best(), traced.best(), "move after iteration {i}: {what}");
        }
    }
}

#[test]
fn a_run_with_a_trace_and_one_without_are_the_same_run() {
    for seed in 0..120u64 {
        let t = tree_for(seed);
        let o = options_for(seed, &t);
        let what = ctx(seed, &t);
        let with = mcts::run(&t, &Options { trace: true, ..o }).unwrap();
        let without = mcts::run(&t, &o).unwrap();
        assert_eq!(with.trace.len() as u64, o.iterations, "{what}");
        assert!(without.trace.is_empty(), "{what}");
        assert_eq!(with.best, without.best, "{what}");
        let all = |r: &mcts::Run| r.stats.iter().map(|(p, s)| (p, s.n, s.w.to_bits(), s.units)).collect::<Vec<_>>();
        assert_eq!(all(&with), all(&without), "{what}");
    }
}

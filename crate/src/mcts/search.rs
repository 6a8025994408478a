//! The search loop of UCT (Browne et al. 2012, Algorithm 2, UCTSEARCH): while iterations
//! remain, select from the root down (TREEPOLICY), expand one position, simulate to a
//! terminal (DEFAULTPOLICY) and back the reward up the path (BACKUP); the final move is the
//! root successor with the most visits. Kocsis & Szepesvári 2006, §2.2-2.3 (UCT).
//!
//! [`Uct`] runs iterations one at a time, so that a caller can stop after any of them, read
//! the statistics between batches (experiments, the page) and bound the work; [`run`] is
//! the whole run of [`Options::iterations`]. A search holds its tree by reference ([`Uct`])
//! or owns it ([`UctOf`]`<Tree>`: a search the WebAssembly boundary keeps between calls,
//! run in chunks by the page's worker); both are the same loop.

use super::backpropagation::backup;
use super::expansion::expand;
use super::options::{Options, ValueRange};
use super::selection::{best_child, most_visited, LnTable};
use super::simulation::playout;
use super::stats::Stats;
use super::trace::Step;
use crate::generate::rng::SeededRng;
use crate::tree::{NodeId, Tree};
use crate::Result;
use std::borrow::Borrow;

/// The ChaCha stream of the simulations' random successors: one of their own, so that a
/// tree generated with the same seed (the generators use stream 0, [`SeededRng::new`]) does
/// not hand its numbers to the playouts (the page's defaults are seed 1 for both). Streams 1
/// and 2 are the shuffle's and practice's.
pub const SIMULATION_STREAM: u64 = 3;

/// A UCT search in progress on one tree, held as `T` (a `&Tree` or a `Tree`).
#[derive(Debug, Clone)]
pub struct UctOf<T> {
    tree: T,
    c: f64,
    range: ValueRange,
    rng: SeededRng,
    stats: Stats,
    done: u64,
    path: Vec<NodeId>,
    ln: LnTable,
}

/// A UCT search on a tree it borrows.
pub type Uct<'t> = UctOf<&'t Tree>;

impl<T: Borrow<Tree>> UctOf<T> {
    /// A new search (checks the options: [`Options::check`]); runs no iteration.
    pub fn new(tree: T, options: &Options) -> Result<UctOf<T>> {
        let t: &Tree = tree.borrow();
        let range = options.check(t)?;
        let denominator = range.units(range.lower).1;
        let (stats, height) = (Stats::new(t, denominator), t.height() as usize);
        Ok(UctOf {
            tree,
            c: options.c,
            range,
            rng: SeededRng::with_stream(options.seed, SIMULATION_STREAM),
            stats,
            done: 0,
            path: Vec::with_capacity(height + 1),
            ln: LnTable::default(),
        })
    }

    /// Runs one iteration and returns what it did.
    pub fn iterate(&mut self) -> Step {
        let (expanded, leaf, reward) = self.advance();
        // The path is the root, the positions selected, then the one expanded if any.
        let chosen = &self.path[1..self.path.len() - usize::from(expanded.is_some())];
        Step { selected: chosen.to_vec(), expanded, leaf, reward }
    }

    /// Runs one iteration, the same as [`UctOf::iterate`], without its record (nothing is
    /// allocated: the path is kept between iterations).
    pub fn iterate_untraced(&mut self) {
        self.advance();
    }

    /// One iteration: the path from the root in `self.path`; the position expanded, the
    /// terminal reached and its reward to Max.
    fn advance(&mut self) -> (Option<NodeId>, NodeId, f64) {
        let tree: &Tree = self.tree.borrow();
        let mut p = tree.root();
        self.path.clear();
        self.path.push(p);
        // Selection: down through fully expanded positions (TREEPOLICY).
        let expanded = loop {
            if tree.is_terminal(p) {
                break None;
            }
            if let Some(q) = expand(tree, &mut self.stats, p) {
                self.path.push(q);
                break Some(q);
            }
            p = best_child(tree, &self.stats, p, self.c, &mut self.ln);
            self.path.push(p);
        };
        let from = expanded.unwrap_or(p);
        let leaf = playout(tree, from, &mut self.rng);
        let (units, denominator) = self.range.units(tree.value(leaf));
        backup(tree, &mut self.stats, &self.path, units, denominator);
        self.done += 1;
        (expanded, leaf, units as f64 / denominator as f64)
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u64 {
        self.done
    }

    /// The statistics now.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The range the rewards are scaled by.
    pub fn range(&self) -> ValueRange {
        self.range
    }

    /// The move UCT would make now: the root successor with the most visits (ties: lowest
    /// index); `None` on a terminal root.
    pub fn best(&self) -> Option<NodeId> {
        most_visited(self.tree.borrow(), &self.stats)
    }

    /// The tree searched.
    pub fn tree(&self) -> &Tree {
        self.tree.borrow()
    }
}

/// A finished run.
#[derive(Debug, Clone)]
pub struct Run {
    pub iterations: u64,
    /// The root successor with the most visits (ties: lowest index); `None` on a terminal
    /// root.
    pub best: Option<NodeId>,
    pub stats: Stats,
    pub range: ValueRange,
    /// One step per iteration when [`Options::trace`] asked, else empty.
    pub trace: Vec<Step>,
}

/// Runs UCT on `tree` for `options.iterations` iterations.
pub fn run(tree: &Tree, options: &Options) -> Result<Run> {
    let mut uct = Uct::new(tree, options)?;
    let mut trace = Vec::new();
    for _ in 0..options.iterations {
        if options.trace {
            trace.push(uct.iterate());
        } else {
            uct.iterate_untraced();
        }
    }
    Ok(Run { iterations: uct.done, best: uct.best(), range: uct.range, stats: uct.stats, trace })
}

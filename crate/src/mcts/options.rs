//! The options of a UCT run (Kocsis & Szepesvári 2006, §2; Browne et al. 2012, Algorithm 2)
//! and their checks: the number of iterations, the seed of the simulations, the
//! exploration constant C of UCB1 and the value range the rewards are scaled by.

use crate::tree::Tree;
use crate::{Error, Result};

/// The most iterations one run may ask for: a run is bounded (about a second per million
/// iterations on a small tree natively; the trace holds one entry per iteration).
pub const MAX_ITERATIONS: u64 = 1_000_000;

/// How to run UCT. Every field has the default the project teaches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Options {
    /// Iterations of select, expand, simulate, backpropagate (1 to [`MAX_ITERATIONS`]).
    pub iterations: u64,
    /// The seed of the simulations' random successors ([`crate::generate::rng::SeededRng`]).
    pub seed: u64,
    /// The exploration constant C of UCB1, `W/N + C·sqrt(ln N_parent / N)`: default √2, the
    /// constant of Auer et al.'s UCB1 that Kocsis & Szepesvári's UCT takes (their §2.3
    /// bias term c_{t,s} = sqrt(2 ln t / s) with the rewards in [0, 1]). Finite, >= 0.
    pub c: f64,
    /// The values mapped to rewards 0 and 1 (Max's standpoint): `None` takes the tree's
    /// least and greatest terminal value, so a win/loss game gives 1 and 0.
    pub range: Option<ValueRange>,
    /// Keep one [`crate::mcts::Step`] per iteration.
    pub trace: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { iterations: 1000, seed: 1, c: std::f64::consts::SQRT_2, range: None, trace: false }
    }
}

/// Terminal values lie in `[lower, upper]`; a value v gives the reward
/// `(v - lower) / (upper - lower)` to Max (1/2 when lower = upper).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueRange {
    pub lower: i64,
    pub upper: i64,
}

impl ValueRange {
    /// Parses `L..U` (`-10..10`), L <= U ([`crate::interval::parse`]).
    pub fn parse(text: &str) -> Result<ValueRange> {
        let (lower, upper) = crate::interval::parse(text, "mcts range")?;
        Ok(ValueRange { lower, upper })
    }

    /// The tree's least and greatest terminal value.
    pub fn of_tree(tree: &Tree) -> ValueRange {
        let (lower, upper) = crate::interval::of_terminals(tree);
        ValueRange { lower, upper }
    }

    /// The reward of a terminal value to Max, in [0, 1].
    pub fn reward(&self, v: i64) -> f64 {
        let (units, denominator) = self.units(v);
        units as f64 / denominator as f64
    }

    /// The reward of `v` to Max as a fraction `(units, denominator)`: `(v - L, U - L)`, or
    /// `(1, 2)` when L = U. The opponent's is `(denominator - units, denominator)`.
    pub fn units(&self, v: i64) -> (u64, u64) {
        if self.upper == self.lower {
            (1, 2)
        } else {
            ((v - self.lower) as u64, (self.upper - self.lower) as u64)
        }
    }
}

impl Options {
    /// Checks the options against `tree` and gives the range the rewards use: errors say
    /// which option is wrong and why, or which terminal lies outside the range.
    pub fn check(&self, tree: &Tree) -> Result<ValueRange> {
        if self.iterations == 0 || self.iterations > MAX_ITERATIONS {
            return Err(Error::procedure(format!(
                "mcts iterations: {} is not between 1 and {MAX_ITERATIONS}",
                self.iterations
            )));
        }
        if !self.c.is_finite() || self.c < 0.0 {
            return Err(Error::procedure(format!(
                "mcts c: {} is not a finite number >= 0 (the exploration constant of UCB1)",
                self.c
            )));
        }
        if let Some(p) = tree.first_chance() {
            return Err(Error::procedure(format!(
                "mcts searches trees of decision positions only, and position '{}' is a chance position",
                tree.dewey(p)
            )));
        }
        let Some(r) = self.range else { return Ok(ValueRange::of_tree(tree)) };
        crate::interval::check(tree, r.lower, r.upper, "range", "its reward would not lie in [0, 1]")?;
        Ok(r)
    }
}

//! Monte Carlo tree search: UCT (Kocsis & Szepesvári, "Bandit based Monte-Carlo Planning",
//! ECML 2006; as Browne et al., "A Survey of Monte Carlo Tree Search Methods", IEEE TCIAIG
//! 2012, Algorithm 2, restate it) on any tree of decision positions the project has.
//!
//! It samples; it does not prove: its move is the root successor visited most, which
//! converges to a minimax-optimal move as iterations grow (Kocsis & Szepesvári, Theorem 6)
//! but may be wrong after any finite number, notably in shallow search traps (Ramanujan,
//! Sabharwal & Selman, ICAPS 2010). So it is the catalogue's entry `mcts` in a family of
//! its own ([`crate::family::Family::Mcts`], [`crate::procedures::mcts`]), with its options
//! on the catalogue's options path, but no run record of the search, no counts and none of
//! the tests against F0; the page's core runs it with `GameTree.mcts` (full module).
//!
//! One concept per file: [`stats`] (the search tree and its N, W), [`selection`] (UCB1 and
//! the final move), [`expansion`], [`simulation`], [`backpropagation`], [`search`] (the
//! loop), [`trace`], [`options`]; [`practice`] (the two tasks and their check) with the
//! [`mistake`]s it recognises.
//!
//! ```
//! use gametree::mcts::{self, Options};
//! let tree = gametree::notation::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
//! let run = mcts::run(&tree, &Options { iterations: 2000, seed: 7, ..Options::default() }).unwrap();
//! assert_eq!(tree.dewey(run.best.unwrap()).to_string(), "1"); // the minimax move: 3
//! ```

pub mod backpropagation;
pub mod exercise;
pub mod expansion;
pub mod mistake;
pub mod options;
pub mod practice;
pub mod search;
pub mod selection;
pub mod simulation;
pub mod stats;
pub mod trace;

pub use options::{Options, ValueRange, MAX_ITERATIONS};
pub use search::{run, Run, Uct, UctOf, SIMULATION_STREAM};
pub use stats::{Stat, Stats};
pub use trace::Step;

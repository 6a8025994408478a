//! # gametree
//!
//! Game trees and the procedures of Knuth & Moore, "An Analysis of Alpha-Beta Pruning"
//! (Artificial Intelligence 6, 1975): F0 (negamax, (1)), F1 (branch-and-bound, (6)) and F2
//! (alpha-beta, (9)), with aspiration windows (section 4), traces, counts, and the analysis
//! of section 6. The core knows nothing of the web: `wasm.rs` (wasm32 only) and the
//! `gametree` CLI are thin translations.
//!
//! ```
//! use gametree::{notation, search, Procedure, Window, Score};
//!
//! // K&M Fig. 1: degree 3, height 4, the first 81 digits of pi.
//! let tree = gametree::examples::pi_tree();
//! let f2 = search::run(&tree, Procedure::F2, Window::FULL, false);
//! assert_eq!(f2.value, Score::new(2));
//! assert_eq!(f2.counts.terminals, 31);
//!
//! let small = notation::parse("((3 1 4) (1 5 9) (2 6 5))").unwrap();
//! let f1 = search::run(&small, Procedure::F1, Window::FULL, true);
//! assert_eq!(f1.value, Score::new(2));
//! assert_eq!(notation::print(&small), "((3,1,4),(1,5,9),(2,6,5))");
//! ```

pub mod analysis;
pub mod aspiration;
#[cfg(feature = "cli")]
pub mod cli;
pub mod dewey;
mod edit;
pub mod error;
pub mod examples;
pub mod experiment;
pub mod generate;
pub mod notation;
pub mod practice;
pub mod procedures;
pub mod record;
pub mod report;
pub mod score;
pub mod search;
pub mod slagle;
pub mod theory;
pub mod thesis;
pub mod tree;
pub mod worksheet;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use dewey::Dewey;
pub use error::{Error, Result};
pub use score::{Score, MAX_VALUE};
pub use search::{Procedure, Window};
pub use tree::{Limits, NodeId, Tree};

/// The README's Rust examples compile and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

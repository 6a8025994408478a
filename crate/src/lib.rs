//! # gametree
//!
//! Game trees and the search procedures of three papers (and three later negamax procedures
//! written as rules of Knuth & Moore's loop), each implemented as printed and tested against
//! plain negamax (F0) on seeded random trees and against the papers' worked examples:
//!
//! * D. E. Knuth and R. W. Moore, "An Analysis of Alpha-Beta Pruning", *Artificial
//!   Intelligence* 6 (1975): F0 (negamax, (1)), F1 (branch-and-bound, (6)) and F2
//!   (alpha-beta, (9)), aspiration windows (section 4), critical positions (section 6), the
//!   random and dependent models of sections 7-9 and their theory; and, on the same loop,
//!   fail-soft alpha-beta (Fishburn 1981), NegaScout (Reinefeld 1983) and MTD(f) (Plaat,
//!   Schaeffer, Pijls & de Bruin 1996).
//! * A. Muszycka, "Game Trees; Searching Techniques and a Pathological Phenomenon", MSc
//!   thesis, Concordia University (1985): branch-and-bound, alphabeta, falphabeta,
//!   palphabeta, PVS, four versions of Scout and SSS* (Ch. 2, Appendix 1), her tree models,
//!   value schemes, counters and experiment grid (Ch. 3), and chapter 5's search-depth
//!   pathology.
//! * J. R. Slagle, "Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure",
//!   Lawrence Radiation Laboratory, A.I. Group Report No. 3 (1963): m&n minimaxing
//!   (Appendix B) and the m&n alpha-beta procedure (Appendix C) with their backing-up
//!   functions.
//!
//! Every procedure returns its value, counts and, on request, a trace of plain data that a
//! reader can replay step by step. The core knows nothing of the web: the `wasm` module
//! (`wasm/`, wasm32 only) and the `gametree` CLI are thin translations.
//!
//! ```
//! use gametree::procedures::{find, Options};
//! use gametree::{notation, Score};
//!
//! // K&M Fig. 1: degree 3, height 4, the first 81 digits of pi.
//! let tree = gametree::examples::pi_tree();
//! let f2 = find("F2").unwrap().run(&tree, &Options::default()).unwrap();
//! assert_eq!(f2.score(), Some(Score::new(2)));
//! assert_eq!(f2.counts.terminals, 31);
//!
//! let small = notation::parse("((3 1 4) (1 5 9) (2 6 5))").unwrap();
//! let f1 = find("F1").unwrap().run(&small, &Options::default().traced()).unwrap();
//! assert_eq!(f1.score(), Some(Score::new(2)));
//! assert_eq!(notation::print(&small), "((3,1,4),(1,5,9),(2,6,5))");
//! ```
//!
//! ## Modules
//!
//! | module | contents |
//! | --- | --- |
//! | [`tree`], [`dewey`], [`score`], [`notation`], [`error`] (and `edit`) | the arena tree and its edits, Dewey coordinates, values with ±inf, the tree notation, errors |
//! | [`search`] | the negamax procedures (F0, F1, F2, fail-soft, NegaScout, MTD(f)) as rules of K&M's loop, searched by the observed driver or, for plain rules' counts, the lean loop (arena or implicit tree); the recursive reference; iterative and minimax forms; counts, traces |
//! | [`aspiration`], [`analysis`] | K&M section 4 (windows, re-search, sweep) and section 6 (critical positions, Corollary 3) |
//! | [`theory`] | K&M sections 6-9 computed: T(d,2), Table 1's r0, r1, r*, (50), Theorem 6, (54) |
//! | [`generate`], [`examples`] | seeded generators, reorderings, worst-case values; the papers' example trees |
//! | [`interval`] | the option `L..U` of terminal values (Star1's leaf range, UCT's reward scale): parse and check |
//! | [`thesis`] | Muszycka's procedures, models, counters and experiment grid (Ch. 2-3) |
//! | [`slagle`] | Slagle's m&n minimaxing and m&n alpha-beta (Appendices B and C) |
//! | [`mutants`] | wrong versions of alpha-beta (one mistake each) that practice recognises in answers |
//! | [`family`] | the papers the procedures come from |
//! | [`procedures`] | the one catalogue of every procedure (and, apart, the mistakes): names, aliases, options, window use, listing |
//! | [`record`], [`recorder`] | the run record, one type for every family, and its typed columns; what makes it (the dispatch by kind, one builder per family, the window analysis) |
//! | [`experiment`] | Monte Carlo experiments (K&M sections 7-9) on stored or implicit trees, identical for a seed on any number of threads |
//! | [`pathology`] | search-depth pathology (thesis Ch. 5): Pearl's recursion, the games, the experiments |
//! | [`practice`], [`worksheet`], [`scorm`], [`qr`] | practice exercises (tasks, answers, feedback, diagnosis), worksheets as LaTeX with a QR code of their link, SCORM packages |
//! | [`mcts`] | Monte Carlo tree search: UCT (Kocsis & Szepesvári 2006), seeded, with its trace; samples, does not prove |
//! | [`names`] | the Dewey names of all positions, listed beside records that name positions by id |
//! | `wasm` | the WebAssembly bindings (wasm32 only; `wasm/`, one file per concern) |
//! | `cli` | the `gametree` command (feature `cli`) |
//!
//! The repository's `README.md` and `docs/` say more: `docs/library.md` (a tour, doctested
//! below), `docs/development.md` (the layers, adding a procedure), `docs/cli.md`,
//! `docs/notation.md`, `docs/experiments.md`.

pub mod analysis;
pub mod aspiration;
pub mod chance;
#[cfg(feature = "cli")]
pub mod cli;
pub mod dewey;
mod edit;
pub mod error;
pub mod examples;
pub mod experiment;
pub mod family;
pub mod generate;
pub mod interval;
pub mod mcts;
pub mod mutants;
pub mod names;
pub mod notation;
pub mod pathology;
pub mod practice;
pub mod probability;
pub mod procedures;
pub mod qr;
pub mod record;
pub mod recorder;
pub mod score;
pub mod scorm;
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

/// The Rust examples of `docs/library.md` compile and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/library.md")]
pub struct LibraryDocDoctests;

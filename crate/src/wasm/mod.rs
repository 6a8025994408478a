//! The WebAssembly boundary: a thin translation of the core for JavaScript, by concern:
//! [`tree`] (parsing, generating, shape, Dewey names on demand, edits), [`runs`] (the
//! procedure catalogue, one call that runs any procedure and one that counts any set of
//! them), [`analysis`] (critical positions), `theory` (experiments, theory), `practice`
//! and `pathology`. Every export is used by the page or a worker, or is one an embedder
//! reads about in `docs/library.md`. Rust-only argument checks and
//! conversions live in `convert.rs`, apart from the exported `impl` blocks; how much one call may
//! ask for (string lengths, array sizes, samples and work per call) in [`limits`].
//!
//! Two modules are built from this boundary (`scripts/build-wasm.sh`). Without the cargo
//! feature `full` it is the page's first load (`www/pkg`): trees and edits, the catalogue of
//! every procedure (the menus need all the names), `run()` and `counts()` of Knuth & Moore's
//! F0, F1, F2 with `examinedFlags()`, `sweep()` and `analysis()` — what the first view
//! shows. With `full` (`www/pkg-full`) `run()` and `counts()` also run the thesis' and
//! Slagle's procedures, and it exports practice, pathology, experiments, theory and UCT
//! (`mcts`); the page
//! loads it when one of those is first used (`www/core/load.js`). wasm-ld drops the code
//! no export reaches, so leaving the exports out is what leaves the code out.
//!
//! Typed data crosses as plain objects, read and written by serde-wasm-bindgen (one library
//! for every export: options, specs, answers and records; `convert.rs`); scores
//! are numbers, or the strings "-inf" / "+inf" for infinite bounds; positions are named by
//! breadth-first ids (and by Dewey strings, "" the root, where a person reads them). Every
//! error becomes a JS `Error` carrying the core's message, and an argument of the wrong
//! type a `TypeError`; nothing here unwraps input from JavaScript, so a failed call leaves
//! the `GameTree` usable. The TypeScript types of the records are in `types.d.ts`, emitted
//! into the generated `gametree.d.ts`.

pub mod analysis;
#[cfg(feature = "full")]
pub mod chance;
#[cfg(feature = "full")]
pub mod chance_practice;
mod convert;
pub mod limits;
#[cfg(feature = "full")]
pub mod mcts;
#[cfg(feature = "full")]
pub mod mcts_practice;
#[cfg(feature = "full")]
pub mod pathology;
#[cfg(feature = "full")]
pub mod practice;
pub mod runs;
#[cfg(feature = "full")]
pub mod theory;
pub mod tree;
#[cfg(feature = "full")]
pub mod uct_experiment;

pub use runs::procedure_catalog;
#[cfg(feature = "full")]
pub use theory::{
    experiment_csv, experiment_samples, experiment_samples_per_height, experiment_summarize, theory_curves,
    theory_table1,
};
pub use tree::{example_names, fresh_seed, version, MAX_SHAPE_NAME_BYTES};

use wasm_bindgen::prelude::*;

/// A game tree held by the core. Edits return a new tree and leave this one unchanged.
#[wasm_bindgen]
pub struct GameTree {
    tree: crate::Tree,
}

/// The TypeScript interfaces of the records (see `types.d.ts`).
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = include_str!("types.d.ts");

/// Which module this is: `"lean"` (the page's first load, `www/pkg`) or `"full"` (built with
/// the feature `full`, `www/pkg-full`). The page asks before it loads the full one.
#[wasm_bindgen(js_name = coreBuild)]
pub fn core_build() -> String {
    if cfg!(feature = "full") { "full" } else { "lean" }.to_string()
}

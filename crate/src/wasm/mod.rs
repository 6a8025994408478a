//! The WebAssembly boundary: a thin translation of the core for JavaScript, by concern:
//! [`tree`] (parsing, generating, shape, Dewey names on demand, edits), [`runs`] (the
//! procedure catalogue and one run record for every procedure, plus the older per-family
//! exports), [`theory`] (analysis, experiments, theory). Rust-only argument checks and
//! conversions live in `convert.rs`, apart from the exported `impl` blocks.
//!
//! Typed data crosses with serde-wasm-bindgen as plain objects (no JSON strings); scores
//! are numbers, or the strings "-inf" / "+inf" for infinite bounds; positions are named by
//! breadth-first ids (and by Dewey strings, "" the root, where a person reads them). Every
//! error becomes a JS `Error` carrying the core's message, and an argument of the wrong
//! type a `TypeError`; nothing here unwraps input from JavaScript, so a failed call leaves
//! the `GameTree` usable. The TypeScript types of the records are in `types.d.ts`, emitted
//! into the generated `gametree.d.ts`.

mod convert;
pub mod practice;
pub mod runs;
pub mod theory;
pub mod tree;

pub use runs::procedure_catalog;
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

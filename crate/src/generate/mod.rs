//! Tree generators. Every random generator takes a seed: the same parameters and seed give
//! the same tree on every platform (native and wasm).
//!
//! [`GenSpec`] is the one description of a generated tree shared by the CLI
//! (`gametree gen <model> ...`), the wasm bindings and share links.

pub mod pi;

pub use pi::pi_digits;

use crate::error::{Error, Result};
use crate::tree::{Limits, Tree};
use serde::{Deserialize, Serialize};

/// The models of terminal values / shapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Model {
    /// Uniform degree/height; i.i.d. uniform integers in [lo, hi] (ties likely).
    #[default]
    Iid,
    /// Uniform; a random permutation of 1..d^h (K&M section 7).
    Permutation,
    /// Uniform; the decimal digits of pi in order (K&M Fig. 1 for d = 3, h = 4).
    Pi,
    /// Uniform; K&M's totally dependent model (section 9).
    Dependent,
    /// Uniform; additive arc values (section 9), integer-scaled.
    Additive,
    /// Random shape: per level, probability of being nonterminal and mean degree
    /// (K&M Corollary 2); i.i.d. values in [lo, hi].
    Nonuniform,
    /// Random shape: degree 1..=max_degree, depth <= max_depth; i.i.d. values in [lo, hi].
    RandomShape,
}

/// A generated tree's parameters. Field names (camelCase) are those of share links and of
/// the wasm API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct GenSpec {
    pub model: Model,
    pub degree: u32,
    pub height: u32,
    pub seed: u64,
    /// Value range for iid, nonuniform and random-shape.
    pub lo: i64,
    pub hi: i64,
    /// Additive model: each arc's value is a uniform integer in [0, scale).
    pub scale: i64,
    /// Nonuniform: per level, probability that a position is nonterminal (the last entry
    /// repeats for deeper levels; level `height` is always terminal).
    pub q: Vec<f64>,
    /// Nonuniform: per level, mean number of successors of a nonterminal position.
    pub mean_degree: Vec<f64>,
    /// Random-shape bounds.
    pub max_degree: u32,
    pub max_depth: u32,
}

impl Default for GenSpec {
    fn default() -> GenSpec {
        GenSpec {
            model: Model::Iid,
            degree: 3,
            height: 4,
            seed: 1,
            lo: -9,
            hi: 9,
            scale: 100,
            q: vec![0.9],
            mean_degree: vec![3.0],
            max_degree: 4,
            max_depth: 5,
        }
    }
}

/// Builds the tree `spec` describes, within `limits`.
pub fn generate(spec: &GenSpec, limits: Limits) -> Result<Tree> {
    match spec.model {
        Model::Pi => {
            let d = spec.degree;
            let n = crate::tree::uniform_size(d, spec.height)
                .filter(|&n| n <= limits.max_positions as u64)
                .ok_or_else(|| crate::tree::too_many(limits))?;
            let leaves = d.checked_pow(spec.height).unwrap_or(u32::MAX) as usize;
            let _ = n;
            let digits = pi_digits(leaves);
            Tree::uniform(d, spec.height, limits, |k| digits[k as usize] as i64)
        }
        other => Err(Error::Generator(format!("model {other:?} is not available yet"))),
    }
}

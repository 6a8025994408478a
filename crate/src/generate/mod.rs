//! Tree generators. Every random generator takes a seed: the same parameters and seed give
//! the same tree on every platform (native and wasm). Randomness comes only from
//! [`SeededRng`] (ChaCha8, sampled through `u64` helpers; never `usize`-dependent).
//!
//! [`GenSpec`] is the one description of a generated tree shared by the CLI
//! (`gametree gen <model> ...`), the wasm bindings and share links. Besides the models,
//! [`reorder()`] permutes the successors of any tree (best first, worst first, reversed,
//! shuffled) and [`worst_case_values`] gives any shape values on which F2 cuts nothing.

pub mod additive;
pub mod chance;
pub mod dependent;
pub mod iid;
pub mod permutation;
pub mod pi;
pub mod reorder;
pub mod rng;
pub mod sampling_traps;
pub mod shape;
pub mod worst_case;

pub use additive::additive;
pub use dependent::dependent;
pub use iid::iid;
pub use permutation::permutation;
pub use pi::{pi_digits, MAX_PI_DIGITS};
pub use reorder::{negamax_values, reorder, Reorder};
pub use rng::SeededRng;
pub use shape::{nonuniform, random_shape, RANDOM_SHAPE_TERMINAL_PROBABILITY};
pub use worst_case::worst_case_values;

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::score::MAX_VALUE;
use crate::tree::{uniform_size, Limits, Tree};
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
    /// Nonuniform: per level, mean number of successors of a nonterminal position, >= 1
    /// (the last entry repeats; empty means `degree`). See [`nonuniform`] for the
    /// distribution.
    pub mean_degree: Vec<f64>,
    /// Random-shape bounds: 1..=max_degree successors, no position below level max_depth.
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

impl Model {
    /// Every model, in the order of the enum.
    pub const ALL: [Model; 7] = [
        Model::Iid,
        Model::Permutation,
        Model::Pi,
        Model::Dependent,
        Model::Additive,
        Model::Nonuniform,
        Model::RandomShape,
    ];

    /// The kebab-case name used by serde, the CLI and share links.
    pub fn name(self) -> &'static str {
        match self {
            Model::Iid => "iid",
            Model::Permutation => "permutation",
            Model::Pi => "pi",
            Model::Dependent => "dependent",
            Model::Additive => "additive",
            Model::Nonuniform => "nonuniform",
            Model::RandomShape => "random-shape",
        }
    }
}

impl std::fmt::Display for Model {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Model {
    type Err = Error;
    fn from_str(s: &str) -> Result<Model> {
        let t = s.trim().to_ascii_lowercase();
        Model::ALL.into_iter().find(|m| m.name() == t).ok_or_else(|| {
            let names: Vec<&str> = Model::ALL.iter().map(|m| m.name()).collect();
            Error::generator(format!("unknown model '{s}': expected one of {}", names.join(", ")))
        })
    }
}

/// Builds the tree `spec` describes, within `limits`. Parameters are checked before
/// anything is allocated (nothing is allocated in proportion to a parameter — the degree,
/// say — before the positions it implies are counted against `limits`): an [`Error::Generator`] names the parameter that is out of range,
/// an [`Error::Limit`] says the tree would be too large (uniform models: d^h is checked up
/// front; random shapes stop as soon as the count passes `limits.max_positions`).
///
/// Which fields each model reads:
/// - `iid`: degree, height, lo, hi, seed;
/// - `permutation`, `dependent`: degree, height, seed;
/// - `pi`: degree, height (at most [`MAX_PI_DIGITS`] terminals);
/// - `additive`: degree, height, scale, seed;
/// - `nonuniform`: height, q, mean_degree (empty: `degree`), lo, hi, seed;
/// - `random-shape`: max_degree, max_depth, lo, hi, seed.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub fn generate(spec: &GenSpec, limits: Limits) -> Result<Tree> {
    let (d, h, seed) = (spec.degree, spec.height, spec.seed);
    match spec.model {
        Model::Iid => iid(d, h, spec.lo, spec.hi, seed, limits),
        Model::Permutation => permutation(d, h, seed, limits),
        Model::Pi => pi_uniform(d, h, limits),
        Model::Dependent => dependent(d, h, seed, limits),
        Model::Additive => additive(d, h, spec.scale, seed, limits),
        Model::Nonuniform => {
            let fallback = [spec.degree as f64];
            let mean = if spec.mean_degree.is_empty() { &fallback[..] } else { &spec.mean_degree[..] };
            nonuniform(h, &spec.q, mean, spec.lo, spec.hi, seed, limits)
        }
        Model::RandomShape => random_shape(spec.max_degree, spec.max_depth, spec.lo, spec.hi, seed, limits),
    }
}

/// [`generate`] in the page's first module (wasm32 without `full`): the generator form's
/// default model only, i.i.d. values. The other generators were 24 KB of its code, 9 KB of
/// the first load's gzip (docs/benchmarks.md, "First load"); the page loads the full module
/// before it makes a tree of another model (www/core/lean-generators.js).
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
pub fn generate(spec: &GenSpec, limits: Limits) -> Result<Tree> {
    match spec.model {
        Model::Iid => iid(spec.degree, spec.height, spec.lo, spec.hi, spec.seed, limits),
        _ => Err(Error::generator(format!("the {} model is generated by the full module only", spec.model))
            .said(Message::new("e-g-full-only").text("model", spec.model.name()))),
    }
}

/// `pi`: uniform, the terminals hold the decimal digits of pi in order (K&M Fig. 1 for
/// d = 3, h = 4).
pub fn pi_uniform(d: u32, h: u32, limits: Limits) -> Result<Tree> {
    let n = uniform_leaves(d, h, limits)?;
    if n > MAX_PI_DIGITS as u64 {
        return Err(Error::limit(format!(
            "the pi model has at most {MAX_PI_DIGITS} digits; d^h = {n} terminals asked for"
        ))
        .said(Message::new("e-g-pi").number("max", MAX_PI_DIGITS as i64).number("n", n as i64)));
    }
    let digits = pi_digits(n as usize);
    Tree::uniform(d, h, limits, |k| digits[k as usize] as i64)
}

/// Checks a uniform tree of degree d and height h against `limits` before anything is
/// allocated; returns its number of terminals d^h.
pub(crate) fn uniform_leaves(d: u32, h: u32, limits: Limits) -> Result<u64> {
    if d == 0 {
        return Err(Error::generator("degree must be at least 1".into()).said(Message::new("e-g-degree")));
    }
    if h as usize > limits.max_depth {
        return Err(Error::limit(format!(
            "the tree would be deeper than {} levels (height {h}; the limit): lower the height",
            limits.max_depth
        ))
        .said(Message::new("e-g-deep").number("max", limits.max_depth as i64).number("height", h as i64)));
    }
    // Overflow-safe: None once the count passes u64.
    match uniform_size(d, h) {
        Some(n) if n <= limits.max_positions as u64 => {}
        _ => {
            return Err(Error::limit(format!(
                "degree {d} and height {h} make more than {} positions (d^0 + ... + d^h; the limit): lower the \
                 degree or the height",
                limits.max_positions
            ))
            .said(
                Message::new("e-g-many")
                    .number("degree", d as i64)
                    .number("height", h as i64)
                    .number("max", limits.max_positions as i64),
            ))
        }
    }
    // d^h <= the number of positions, which fits.
    Ok((d as u64).pow(h))
}

/// lo <= hi, both within the value range.
pub(crate) fn check_range(lo: i64, hi: i64) -> Result<()> {
    if lo > hi {
        return Err(Error::generator(format!("lo must not exceed hi (got lo = {lo}, hi = {hi})"))
            .said(Message::new("e-g-lo-hi").number("lo", lo).number("hi", hi)));
    }
    if lo < -MAX_VALUE || hi > MAX_VALUE {
        // No message: the page's numbers beyond 2^53 - 1 are refused before (wasm/convert.rs).
        return Err(Error::generator(format!("lo and hi must be within +-(2^53 - 1) (got lo = {lo}, hi = {hi})")));
    }
    Ok(())
}

//! How often a mistake of the catalogue ([`crate::mutants`]) answers otherwise than F2 on
//! the experiment's random trees: for each height, over the same sample trees the counts
//! come from, the fraction of trees on which the mistake's set of examined positions (its
//! answer to the prune task: a reading mistake reads it wrongly) differs from F2's, and the
//! fraction on which its root value does. Both with the full window. Computed from full runs
//! of the two procedures on each tree, in sample order on one thread; not sharded.

use super::{sample_seed, ExperimentSpec};
use crate::error::{Error, Result};
use crate::generate::{generate, GenSpec};
use crate::procedures::{self, Options};
use crate::record::Status;
use crate::tree::Limits;
use serde::Serialize;

/// One (height, mistake) cell.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MistakeRow {
    pub model: String,
    pub degree: u32,
    pub height: u32,
    pub proc: String,
    pub samples: u32,
    /// Fraction of the trees on which its examined positions differ from F2's.
    pub examined_differs: f64,
    /// Fraction of the trees on which its root value differs from F2's.
    pub value_differs: f64,
}

/// The mistakes among the experiment's procedures, in its order.
fn mistakes(spec: &ExperimentSpec) -> Result<Vec<&'static procedures::Entry>> {
    let names = spec.validate()?;
    names.iter().map(|n| procedures::find(n)).filter(|e| e.as_ref().is_ok_and(|e| e.is_mutant())).collect()
}

/// One row per height and mistake of the experiment (none when it names no mistake).
/// `progress()` after each tree; returning false cancels.
pub fn rows(spec: &ExperimentSpec, mut progress: impl FnMut() -> bool) -> Result<Vec<MistakeRow>> {
    let ms = mistakes(spec)?;
    if ms.is_empty() {
        return Ok(Vec::new());
    }
    if spec.implicit {
        return Err(Error::generator("implicit trees are searched by F0, F1 and F2 only, not by mistakes".into()));
    }
    let f2 = procedures::find("F2")?;
    let o = Options::default();
    let n = spec.samples_for();
    let mut out = Vec::new();
    for &h in &spec.heights {
        let mut examined = vec![0u64; ms.len()];
        let mut value = vec![0u64; ms.len()];
        for i in 0..n {
            let seed = sample_seed(spec.gen.seed, spec.gen.model, spec.gen.degree, h, i);
            let tree = generate(&GenSpec { height: h, seed, ..spec.gen.clone() }, Limits::default())?;
            let right = f2.run(&tree, &o)?;
            for (j, e) in ms.iter().enumerate() {
                let r = e.run(&tree, &o)?;
                let seen = |s: &Status| *s == Status::Examined;
                if !r.status.iter().map(seen).eq(right.status.iter().map(seen)) {
                    examined[j] += 1;
                }
                if r.value != right.value {
                    value[j] += 1;
                }
            }
            if !progress() {
                return Err(Error::limit("cancelled".into()));
            }
        }
        for (j, e) in ms.iter().enumerate() {
            out.push(MistakeRow {
                model: spec.gen.model.name().to_string(),
                degree: spec.gen.degree,
                height: h,
                proc: e.name.to_string(),
                samples: n,
                examined_differs: examined[j] as f64 / n as f64,
                value_differs: value[j] as f64 / n as f64,
            });
        }
    }
    Ok(out)
}

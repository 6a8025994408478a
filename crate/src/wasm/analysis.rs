//! The analysis the first view's counts table and critical-position marks read: critical
//! positions (K&M Theorem 1), the uniform shape and Corollary 3's minimum.

use super::convert::{to_js, JsResult};
use super::GameTree;
use crate::analysis::{critical_types, minimal_terminals, CriticalType};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Analysis {
    /// Per position: 1, 2, 3 (critical type, Theorem 1) or null.
    critical: Vec<Option<u8>>,
    critical_counts: [usize; 3],
    /// {degree, height} when the tree is uniform.
    uniform: Option<UniformShape>,
    /// Corollary 3's minimum for uniform trees.
    minimal_terminals: Option<u64>,
    level_sizes: Vec<u64>,
}

#[derive(Serialize)]
struct UniformShape {
    degree: u32,
    height: u32,
}

#[wasm_bindgen]
impl GameTree {
    /// Critical positions and their types, uniform shape and Corollary 3's minimum.
    #[wasm_bindgen(unchecked_return_type = "TreeAnalysis")]
    pub fn analysis(&self) -> JsResult<JsValue> {
        let t = &self.tree;
        let mut counts = [0usize; 3];
        let critical = critical_types(t)
            .iter()
            .map(|c| {
                c.map(|c| {
                    let k = match c {
                        CriticalType::Type1 => 1,
                        CriticalType::Type2 => 2,
                        CriticalType::Type3 => 3,
                    };
                    counts[k as usize - 1] += 1;
                    k
                })
            })
            .collect();
        let uniform = t.uniform_shape();
        to_js(&Analysis {
            critical,
            critical_counts: counts,
            uniform: uniform.map(|(degree, height)| UniformShape { degree, height }),
            minimal_terminals: uniform.and_then(|(d, h)| minimal_terminals(d as u64, h)),
            level_sizes: t.level_sizes(),
        })
    }
}

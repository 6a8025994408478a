//! The WebAssembly boundary of the pathology module (thesis ch. 5): Pearl's error recursion
//! and the decision experiment in chunks of samples for a Web Worker.
//!
//! A chunk returns exact integer sums ([`Tally`]); the worker adds the chunks' tallies with
//! `pathologyGameResult`, which gives the same numbers as `gametree pathology game --json`
//! for the same spec and seed, however the samples were chunked. The core's errors carry
//! their page message (`convert::err`), so the page words them in its language.

use super::convert::to_js;
use super::limits::{
    short, structure_within, MAX_ARGUMENT_UNITS, MAX_PATHOLOGY_SAMPLES_PER_CALL, MAX_PATHOLOGY_TERMINALS_PER_CALL,
};
use crate::pathology::{recursion, GameSpec, RecursionParams, Tally};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A structured argument, its size checked before serde copies it (`limits.rs`).
fn read<T: serde::de::DeserializeOwned>(v: JsValue, what: &str) -> Result<T, JsValue> {
    structure_within(&v, what, MAX_ARGUMENT_UNITS).map_err(js_error)?;
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&short(&format!("{what}: {e}"))).into())
}

/// The `Error` (or `TypeError`) the shared checks make, as this module's `JsError`.
fn js_error(e: JsValue) -> JsError {
    let message = js_sys::Reflect::get(&e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string());
    JsError::new(&message.unwrap_or_else(|| "pathology: an argument could not be read".into()))
}

fn spec_from(spec: JsValue) -> Result<GameSpec, JsValue> {
    let spec: GameSpec = read(spec, "pathology")?;
    spec.validate().map_err(super::convert::err)?;
    Ok(spec)
}

#[derive(Serialize)]
struct Rows {
    rows: Vec<crate::pathology::RecursionRow>,
}

/// `{width, err1, err2, p, levels, q?}` -> `{rows: [{level, err1, err2, p, ERR}, ...]}`, one row
/// per level from `levels` down to 0 (eq. (1); eq. (3) when q > 0).
#[wasm_bindgen(js_name = pathologyRecursion)]
pub fn pathology_recursion(params: JsValue) -> Result<JsValue, JsValue> {
    let params: RecursionParams = read(params, "recursion")?;
    let rows = recursion(&params).map_err(super::convert::err)?;
    to_js(&Rows { rows })
}

// One sample of the largest game tree must fit in one call.
const _: () = assert!(crate::pathology::experiment::MAX_TERMINALS <= MAX_PATHOLOGY_TERMINALS_PER_CALL);

/// The samples `from..to` of a run `{game, width, terminalLevel, p0?, ps?, backup?, sons?,
/// samples, seed}`: their tally `{samples, discarded, sum, sumSq}` (integers). At most
/// [`MAX_PATHOLOGY_SAMPLES_PER_CALL`] samples and [`MAX_PATHOLOGY_TERMINALS_PER_CALL`]
/// terminal positions (samples × width^level) in one call.
#[wasm_bindgen(js_name = pathologyGameChunk)]
pub fn pathology_game_chunk(spec: JsValue, from: u32, to: u32) -> Result<JsValue, JsValue> {
    let spec = spec_from(spec)?;
    let n = (to.min(spec.samples) as u64).saturating_sub(from as u64);
    let terminals = (spec.width as u64).saturating_pow(spec.terminal_level);
    if n > MAX_PATHOLOGY_SAMPLES_PER_CALL || n.saturating_mul(terminals) > MAX_PATHOLOGY_TERMINALS_PER_CALL {
        return Err(JsError::new(&format!(
            "pathologyGameChunk draws at most {MAX_PATHOLOGY_SAMPLES_PER_CALL} samples and {MAX_PATHOLOGY_TERMINALS_PER_CALL} terminal positions per call, not {n} samples of {terminals} terminals: ask for them in chunks"
        ))
        .into());
    }
    to_js(&spec.run_range(from as u64, to as u64).map_err(super::convert::err)?)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameResult {
    game: &'static str,
    width: u32,
    terminal_level: u32,
    backup: crate::pathology::Backup,
    /// p0 (Pearl-game) or ps (incremental game) as drawn; null for the dependent schemes.
    probability: Option<f64>,
    samples: u64,
    discarded: u64,
    seed: u64,
    depths: Vec<crate::pathology::experiment::DepthRow>,
}

/// Adds the chunks' tallies (in any order) and returns `{..., depths: [{depth, correct,
/// stderr}, ...]}` as the CLI's JSON.
#[wasm_bindgen(js_name = pathologyGameResult)]
pub fn pathology_game_result(spec: JsValue, tallies: JsValue) -> Result<JsValue, JsValue> {
    let spec = spec_from(spec)?;
    let tallies: Vec<Tally> = read(tallies, "tallies")?;
    let mut total = Tally::new(spec.terminal_level);
    for t in &tallies {
        if t.sum.len() != total.sum.len() || t.sum_sq.len() != total.sum_sq.len() {
            return Err(JsError::new("tallies: a chunk of another terminal level").into());
        }
        total.merge(t);
    }
    let p = spec.probability().map_err(super::convert::err)?;
    to_js(&GameResult {
        game: spec.game.name(),
        width: spec.width,
        terminal_level: spec.terminal_level,
        backup: spec.backup,
        probability: spec.game.is_nau().then_some(p),
        samples: total.samples,
        discarded: total.discarded,
        seed: spec.seed,
        depths: total.rows(),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DemoTree {
    width: u32,
    terminal_level: u32,
    /// Trees drawn and discarded before this one.
    discarded: u64,
    /// Per level, per position (left to right): the evaluation (Nau's games: terminal
    /// 1-positions below; dependent schemes: the path sum, real scheme scaled by w^t).
    evaluations: Vec<Vec<i64>>,
    /// Per level, per position: the true (minimax) value; Nau's games: 1 forced win, 0 loss.
    true_values: Vec<Vec<i64>>,
    /// Per search depth 1..=t: the sample's score (1, 1/2, 0; dependent: k/m).
    scores: Vec<f64>,
}

/// Sample `index` of a run, small enough to draw (at most 4096 terminals): for the
/// playground's demonstration tree. The same tree the experiment scores as sample `index`.
#[wasm_bindgen(js_name = pathologyTree)]
pub fn pathology_tree(spec: JsValue, index: u32) -> Result<JsValue, JsValue> {
    let spec = spec_from(spec)?;
    if (spec.width as u64).pow(spec.terminal_level) > 4096 {
        return Err(JsError::new("pathology: a tree to draw has at most 4096 terminals").into());
    }
    let (tree, discarded) = spec.kept_tree(index as u64).map_err(super::convert::err)?;
    let scores = spec.scores(&tree).map_err(super::convert::err)?;
    to_js(&DemoTree {
        width: tree.width,
        terminal_level: tree.terminal_level,
        discarded,
        true_values: tree.true_values_by_level(),
        scores: scores.iter().map(|&s| s as f64 / crate::pathology::experiment::DEN as f64).collect(),
        evaluations: tree.levels,
    })
}

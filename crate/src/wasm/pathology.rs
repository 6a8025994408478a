//! The WebAssembly boundary of the pathology module (thesis ch. 5): Pearl's error recursion
//! and the decision experiment in chunks of samples for a Web Worker.
//!
//! A chunk returns exact integer sums ([`Tally`]); the worker adds the chunks' tallies with
//! `pathologyGameResult`, which gives the same numbers as `gametree pathology game --json`
//! for the same spec and seed, however the samples were chunked.

use crate::pathology::{recursion, GameSpec, RecursionParams, Tally};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

fn spec_from(spec: JsValue) -> Result<GameSpec, JsError> {
    let spec: GameSpec = serde_wasm_bindgen::from_value(spec).map_err(|e| JsError::new(&format!("pathology: {e}")))?;
    spec.validate().map_err(|e| JsError::new(&e.message()))?;
    Ok(spec)
}

#[derive(Serialize)]
struct Rows {
    rows: Vec<crate::pathology::RecursionRow>,
}

/// `{width, err1, err2, p, levels, q?}` -> `{rows: [{level, err1, err2, p, ERR}, ...]}`, one row
/// per level from `levels` down to 0 (eq. (1); eq. (3) when q > 0).
#[wasm_bindgen(js_name = pathologyRecursion)]
pub fn pathology_recursion(params: JsValue) -> Result<JsValue, JsError> {
    let params: RecursionParams =
        serde_wasm_bindgen::from_value(params).map_err(|e| JsError::new(&format!("recursion: {e}")))?;
    let rows = recursion(&params).map_err(|e| JsError::new(&e.message()))?;
    to_js(&Rows { rows })
}

/// The samples `from..to` of a run `{game, width, terminalLevel, p0?, ps?, backup?, sons?,
/// samples, seed}`: their tally `{samples, discarded, sum, sumSq}` (integers).
#[wasm_bindgen(js_name = pathologyGameChunk)]
pub fn pathology_game_chunk(spec: JsValue, from: u32, to: u32) -> Result<JsValue, JsError> {
    let spec = spec_from(spec)?;
    to_js(&spec.run_range(from as u64, to as u64).map_err(|e| JsError::new(&e.message()))?)
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
pub fn pathology_game_result(spec: JsValue, tallies: JsValue) -> Result<JsValue, JsError> {
    let spec = spec_from(spec)?;
    let tallies: Vec<Tally> =
        serde_wasm_bindgen::from_value(tallies).map_err(|e| JsError::new(&format!("tallies: {e}")))?;
    let mut total = Tally::new(spec.terminal_level);
    for t in &tallies {
        if t.sum.len() != total.sum.len() || t.sum_sq.len() != total.sum_sq.len() {
            return Err(JsError::new("tallies: a chunk of another terminal level"));
        }
        total.merge(t);
    }
    let p = spec.probability().map_err(|e| JsError::new(&e.message()))?;
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
pub fn pathology_tree(spec: JsValue, index: u32) -> Result<JsValue, JsError> {
    let spec = spec_from(spec)?;
    if (spec.width as u64).pow(spec.terminal_level) > 4096 {
        return Err(JsError::new("pathology: a tree to draw has at most 4096 terminals"));
    }
    let (tree, discarded) = spec.kept_tree(index as u64).map_err(|e| JsError::new(&e.message()))?;
    let scores = spec.scores(&tree).map_err(|e| JsError::new(&e.message()))?;
    to_js(&DemoTree {
        width: tree.width,
        terminal_level: tree.terminal_level,
        discarded,
        true_values: tree.true_values_by_level(),
        scores: scores.iter().map(|&s| s as f64 / crate::pathology::experiment::DEN as f64).collect(),
        evaluations: tree.levels,
    })
}

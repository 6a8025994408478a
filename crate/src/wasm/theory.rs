//! Experiments and theory: the experiments run in chunks by the page's Web Worker, and the
//! curves and tables of K&M's sections 6-9 (the full module only: the Experiments panel).

use super::convert::{array, deserialize, error, spec as from_spec, to_js, JsResult};
use super::limits::{MAX_ARGUMENT_UNITS, MAX_EXPERIMENT_SAMPLES_PER_CALL, MAX_SAMPLES_UNITS};
use crate::experiment::{ExperimentSpec, Row, SampleCounts};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn experiment(v: JsValue) -> JsResult<ExperimentSpec> {
    from_spec(v, "experiment")
}

/// Experiments, run in chunks by a Web Worker: the samples `from..to` of one height, at most
/// [`MAX_EXPERIMENT_SAMPLES_PER_CALL`] in one call.
#[wasm_bindgen(js_name = experimentSamples, unchecked_return_type = "ExperimentSample[]")]
pub fn experiment_samples(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
    height: u32,
    from: u32,
    to: u32,
) -> JsResult<JsValue> {
    let s = experiment(spec)?;
    s.validate().map_err(super::convert::err)?;
    let to = to.min(s.samples_for());
    if to.saturating_sub(from) > MAX_EXPERIMENT_SAMPLES_PER_CALL {
        return Err(error(&format!(
            "experimentSamples computes at most {MAX_EXPERIMENT_SAMPLES_PER_CALL} samples per call, not {} (samples {from} to {to}): ask for them in chunks",
            to - from
        )));
    }
    let mut stack = crate::search::Stack::new();
    let samples = (from..to)
        .map(|i| s.run_sample(height, i, &mut stack))
        .collect::<crate::Result<Vec<_>>>()
        .map_err(super::convert::err)?;
    to_js(&samples)
}

/// How many samples one height of the experiment draws (the pi model has one tree).
#[wasm_bindgen(js_name = experimentSamplesPerHeight)]
pub fn experiment_samples_per_height(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
) -> JsResult<u32> {
    Ok(experiment(spec)?.samples_for())
}

/// Checks samples from JS against the experiment: one entry per procedure in every sample,
/// at most height + 1 levels (samples come from JS: a short one must be a message, not an index trap in `summarize`).
fn check_samples(s: &ExperimentSpec, height: u32, samples: &[SampleCounts]) -> JsResult<()> {
    let procs = s.validate().map_err(super::convert::err)?.len();
    for (i, x) in samples.iter().enumerate() {
        let lens = [x.terminals.len(), x.positions.len(), x.per_level.len()];
        if lens.iter().any(|&n| n != procs) {
            return Err(error(&format!(
                "sample {i}: expected counts for {procs} procedures (terminals, positions, per_level), got {}, {} and {}",
                lens[0], lens[1], lens[2]
            )));
        }
        if let Some(l) = x.per_level.iter().map(Vec::len).find(|&l| l > height as usize + 1) {
            return Err(error(&format!("sample {i}: {l} levels for height {height}")));
        }
    }
    Ok(())
}

/// Summarizes the samples (in sample order) of one height into rows per procedure.
#[wasm_bindgen(js_name = experimentSummarize, unchecked_return_type = "ExperimentRow[]")]
pub fn experiment_summarize(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "ExperimentSample[]")] samples: JsValue,
) -> JsResult<JsValue> {
    let s = experiment(spec)?;
    array(&samples, "samples", u32::MAX)?;
    let samples: Vec<SampleCounts> = deserialize(samples, "samples", MAX_SAMPLES_UNITS)?;
    check_samples(&s, height, &samples)?;
    to_js(&s.summarize(height, &samples).map_err(super::convert::err)?)
}

/// Experiments as CSV.
#[wasm_bindgen(js_name = experimentCsv)]
pub fn experiment_csv(#[wasm_bindgen(unchecked_param_type = "ExperimentRow[]")] rows: JsValue) -> JsResult<String> {
    array(&rows, "rows", u32::MAX)?;
    let rows: Vec<Row> = deserialize(rows, "rows", MAX_ARGUMENT_UNITS)?;
    Ok(crate::experiment::to_csv(&rows))
}

/// K&M Table 1 for d = 2..=max_degree: {degree, r0, r1, r_star, t2}.
#[wasm_bindgen(js_name = theoryTable1, unchecked_return_type = "Table1Row[]")]
pub fn theory_table1(max_degree: u32) -> JsResult<JsValue> {
    if !(2..=60).contains(&max_degree) {
        return Err(error("max degree must be 2 to 60"));
    }
    let rows: Vec<_> = (2..=max_degree).map(crate::theory::table1_row).collect();
    to_js(&rows)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Point {
    height: u32,
    all: f64,
    minimum: f64,
    f1_best: f64,
    f2_dependent: f64,
    f1_dependent: f64,
    r0_power: f64,
    r_star_power: f64,
}

/// Theory curves for degree d and heights 0..=max_height: d^h, Corollary 3's minimum, F1's
/// best case (50), Theorem 6 (53) and (54) (totally dependent model), and r0^h, r*^h.
#[wasm_bindgen(js_name = theoryCurves, unchecked_return_type = "TheoryPoint[]")]
pub fn theory_curves(d: u32, max_height: u32) -> JsResult<JsValue> {
    if !(1..=60).contains(&d) || max_height > 60 {
        return Err(error("degree must be 1 to 60 and height at most 60"));
    }
    let (r0, rs) = if d >= 2 { (crate::theory::r0(d), crate::theory::r_star(d)) } else { (1.0, 1.0) };
    let pts: Vec<Point> = (0..=max_height)
        .map(|h| Point {
            height: h,
            all: (d as f64).powi(h as i32),
            minimum: (d as f64).powi(h.div_ceil(2) as i32) + (d as f64).powi((h / 2) as i32) - 1.0,
            f1_best: crate::theory::f1_best_case_closed_form(d as u64, h),
            f2_dependent: crate::theory::f2_dependent(d, h).to_f64(),
            f1_dependent: crate::theory::f1_dependent(d, h).to_f64(),
            r0_power: r0.powi(h as i32),
            r_star_power: rs.powi(h as i32),
        })
        .collect();
    to_js(&pts)
}

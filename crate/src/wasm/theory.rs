//! Experiments and theory: the experiments run in chunks by the page's Web Worker, and the
//! curves and tables of K&M's sections 6-9 (the full module only: the Experiments panel).

use super::convert::{array, deserialize, error, spec as from_spec, to_js, type_error, JsResult};
use super::limits::{type_of, MAX_ARGUMENT_UNITS, MAX_CHUNK_NUMBERS, MAX_EXPERIMENT_SAMPLES_PER_CALL};
use crate::experiment::{packed, ExperimentSpec, Row};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn experiment(v: JsValue) -> JsResult<ExperimentSpec> {
    from_spec(v, "experiment")
}

/// Experiments, run in chunks by a Web Worker: the samples `from..to` of one height, at most
/// [`MAX_EXPERIMENT_SAMPLES_PER_CALL`] in one call, packed into one `Float64Array`
/// ([`crate::experiment::packed`]: its first number is how many samples it holds).
#[wasm_bindgen(js_name = experimentSamples, unchecked_return_type = "ExperimentSamples")]
pub fn experiment_samples(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
    height: u32,
    from: u32,
    to: u32,
) -> JsResult<js_sys::Float64Array> {
    let s = experiment(spec)?;
    let sampler = s.sampler().map_err(super::convert::err)?;
    let to = to.min(s.samples_for());
    if to.saturating_sub(from) > MAX_EXPERIMENT_SAMPLES_PER_CALL {
        return Err(error(&format!(
            "experimentSamples computes at most {MAX_EXPERIMENT_SAMPLES_PER_CALL} samples per call, not {} (samples {from} to {to}): ask for them in chunks",
            to - from
        )));
    }
    let mut stack = crate::search::Stack::new();
    let mut chunk = packed::chunk();
    for i in from..to {
        packed::push(&mut chunk, &sampler.sample(height, i, &mut stack).map_err(super::convert::err)?);
    }
    Ok(js_sys::Float64Array::from(&chunk[..]))
}

/// How many samples one height of the experiment draws (the pi model has one tree).
#[wasm_bindgen(js_name = experimentSamplesPerHeight)]
pub fn experiment_samples_per_height(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
) -> JsResult<u32> {
    Ok(experiment(spec)?.samples_for())
}

/// Summarizes the samples of one height, the chunks of [`experiment_samples`] in sample
/// order, into rows per procedure. Each chunk is read from JS and checked
/// ([`packed::unpack`]: one count per procedure in every sample, at most height + 1 levels)
/// before its samples are added; a chunk holds at most [`MAX_CHUNK_NUMBERS`] numbers.
#[wasm_bindgen(js_name = experimentSummarize, unchecked_return_type = "ExperimentRow[]")]
pub fn experiment_summarize(
    #[wasm_bindgen(unchecked_param_type = "ExperimentSpec")] spec: JsValue,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "ExperimentSamples[]")] chunks: JsValue,
) -> JsResult<JsValue> {
    let s = experiment(spec)?;
    let procs = s.validate().map_err(super::convert::err)?.len();
    let chunks = array(&chunks, "samples", u32::MAX)?;
    let mut r = crate::experiment::blocks::Reducer::new(height, procs, 0);
    for (k, c) in chunks.iter().enumerate() {
        let Some(c) = c.dyn_ref::<js_sys::Float64Array>() else {
            return Err(type_error(&format!(
                "samples[{k}] must be a Float64Array of samples from experimentSamples, got {}",
                type_of(&c)
            )));
        };
        if c.length() > MAX_CHUNK_NUMBERS {
            return Err(error(&format!(
                "samples[{k}] holds {} numbers, more than {MAX_CHUNK_NUMBERS}: give the chunks as experimentSamples returned them",
                c.length()
            )));
        }
        packed::unpack(&c.to_vec(), procs, height, |x| r.push(x)).map_err(|e| error(&format!("samples[{k}]: {e}")))?;
    }
    let acc = crate::experiment::blocks::fold(height, procs, &r.finish().map_err(super::convert::err)?)
        .map_err(super::convert::err)?;
    to_js(&s.rows(&acc).map_err(super::convert::err)?)
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

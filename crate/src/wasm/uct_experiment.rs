//! The UCT experiment ([`crate::experiment::uct`]: the probability that UCT's move is
//! minimax-optimal against the iterations, and F2's terminals, over seeded P-games or trap
//! trees) for the page's workers: [`uct_experiment_sums`] runs the samples `from..to` and
//! gives their whole-number sums (those [`crate::experiment::uct_shard`] keeps per shard);
//! [`uct_experiment_rows`] adds the parts, which must tile `0..samples` once, and gives the
//! rows and CSV that `gametree experiment --model pgame|trap` prints for the same spec: the
//! rows are made from the same integer sums, so however the samples are split the result
//! is one run's, byte for byte.

use super::convert::{array, deserialize, error, spec as from_spec, to_js, type_error, JsResult};
use super::limits::{MAX_ARGUMENT_UNITS, MAX_UCT_ITERATIONS_PER_CALL};
use crate::experiment::uct::{rows_from_sums, sample, to_csv, Sums, UctModel, UctSpec};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// The spec as JavaScript gives it (the CLI's options: `--model --degree --height --samples
/// --iterations --seed --c`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecJs {
    model: String,
    degree: u32,
    height: u32,
    samples: u32,
    iterations: Vec<u64>,
    seed: u64,
    c: f64,
}

/// One part's sums: the samples `from..to`, per budget the trees whose move is optimal and
/// those settled from it on, and F2's terminals on them all.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Part {
    from: u32,
    to: u32,
    optimal: Vec<u64>,
    settled: Vec<u64>,
    f2_terminals: u64,
}

/// The rows and their CSV (`gametree experiment ... --csv`).
#[derive(Serialize)]
struct RowsOut {
    rows: Vec<crate::experiment::uct::UctRow>,
    csv: String,
}

fn spec_of(v: JsValue) -> JsResult<UctSpec> {
    let s: SpecJs = from_spec(v, "UCT experiment")?;
    let model = match s.model.as_str() {
        "pgame" => UctModel::PGame,
        "trap" => UctModel::Trap,
        other => {
            let shown: String = other.chars().take(30).collect();
            return Err(error(&format!("UCT experiment: model '{shown}' is not pgame or trap")));
        }
    };
    if !s.c.is_finite() {
        return Err(error("UCT experiment: c must be a finite number"));
    }
    let spec = UctSpec {
        model,
        degree: s.degree,
        height: s.height,
        samples: s.samples,
        iterations: s.iterations,
        seed: s.seed,
        c: s.c,
    };
    spec.check().map_err(|e| error(&format!("UCT experiment: {}", e.message())))?;
    Ok(spec)
}

/// A sample index `what` (`from` or `to`) as JavaScript gives it: a number that is a whole
/// number from 0 to `samples`, or an error saying which argument and what it was (a `u32`
/// parameter would have wrapped 2^32 + 1 to 1 and cut 2.5 to 2 without a word).
fn sample_index(v: &JsValue, what: &str, samples: u32) -> JsResult<u32> {
    let Some(x) = v.as_f64() else {
        return Err(type_error(&format!(
            "uctExperimentSums: {what} must be a number, got {}",
            super::limits::type_of(v)
        )));
    };
    if !(x.is_finite() && x.fract() == 0.0 && x >= 0.0 && x <= f64::from(samples)) {
        return Err(error(&format!(
            "uctExperimentSums: {what}: {x} is not a whole number from 0 to {samples} (the experiment's samples)"
        )));
    }
    Ok(x as u32)
}

/// Runs the samples `from..to` of the UCT experiment `spec` and gives their sums
/// (`{from, to, optimal, settled, f2_terminals}`): `from` and `to` are whole numbers from 0 to
/// the spec's samples (anything else is refused, naming the argument); at most [`MAX_UCT_ITERATIONS_PER_CALL`]
/// iterations in all (samples × the last budget), or one sample.
#[wasm_bindgen(js_name = uctExperimentSums, unchecked_return_type = "UctExperimentPart")]
pub fn uct_experiment_sums(
    #[wasm_bindgen(unchecked_param_type = "UctExperimentSpec")] spec: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] from: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] to: JsValue,
) -> JsResult<JsValue> {
    let spec = spec_of(spec)?;
    let from = sample_index(&from, "from", spec.samples)?;
    let to = sample_index(&to, "to", spec.samples)?;
    if from >= to || to > spec.samples {
        return Err(error(&format!(
            "uctExperimentSums: samples {from} to {to} are not a range within the experiment's 0 to {}",
            spec.samples
        )));
    }
    let last = *spec.iterations.last().unwrap_or(&1);
    let work = u64::from(to - from).saturating_mul(last);
    if to - from > 1 && work > MAX_UCT_ITERATIONS_PER_CALL {
        return Err(error(&format!(
            "uctExperimentSums runs at most {MAX_UCT_ITERATIONS_PER_CALL} iterations per call, not {work} ({} samples of {last}): ask for fewer samples",
            to - from
        )));
    }
    let samples =
        (from..to).map(|k| sample(&spec, k)).collect::<crate::Result<Vec<_>>>().map_err(super::convert::err)?;
    let sums = Sums::of(&spec, &samples);
    to_js(&Part { from, to, optimal: sums.optimal, settled: sums.settled, f2_terminals: sums.f2_terminals })
}

/// Adds the parts of [`uct_experiment_sums`] (any order; together they must hold every
/// sample of the experiment once) and gives `{rows, csv}`: the rows of
/// `gametree experiment --json` and the text of `--csv` for the same spec.
#[wasm_bindgen(js_name = uctExperimentRows, unchecked_return_type = "UctExperimentResult")]
pub fn uct_experiment_rows(
    #[wasm_bindgen(unchecked_param_type = "UctExperimentSpec")] spec: JsValue,
    #[wasm_bindgen(unchecked_param_type = "UctExperimentPart[]")] parts: JsValue,
) -> JsResult<JsValue> {
    let spec = spec_of(spec)?;
    let list = array(&parts, "parts", spec.samples)?;
    let budgets = spec.iterations.len();
    let mut got: Vec<Part> = Vec::with_capacity(list.length() as usize);
    for (k, p) in list.iter().enumerate() {
        let p: Part = deserialize(p, &format!("parts[{k}]"), MAX_ARGUMENT_UNITS)?;
        let trees = u64::from(p.to.saturating_sub(p.from));
        if p.to > spec.samples {
            return Err(error(&format!(
                "parts[{k}]: samples {} to {} are not within the experiment's 0 to {}",
                p.from, p.to, spec.samples
            )));
        }
        let fits = p.from < p.to
            && p.optimal.len() == budgets
            && p.settled.len() == budgets
            && p.optimal.iter().chain(&p.settled).all(|&x| x <= trees);
        if !fits {
            return Err(error(&format!(
                "parts[{k}]: its counts do not fit samples {} to {} of {budgets} budgets",
                p.from, p.to
            )));
        }
        got.push(p);
    }
    got.sort_by_key(|p| p.from);
    let mut sums = Sums { trees: 0, optimal: vec![0; budgets], settled: vec![0; budgets], f2_terminals: 0 };
    let mut next = 0u32;
    for p in &got {
        if p.from > next {
            return Err(error(&format!("parts: samples {next} to {} are missing", p.from)));
        }
        if p.from < next {
            return Err(error(&format!("parts: samples {} to {} are given twice", p.from, next.min(p.to))));
        }
        next = p.to;
        sums.trees += p.to - p.from;
        sums.f2_terminals = sums.f2_terminals.saturating_add(p.f2_terminals);
        for i in 0..budgets {
            sums.optimal[i] += p.optimal[i];
            sums.settled[i] += p.settled[i];
        }
    }
    if next != spec.samples {
        return Err(error(&format!("parts: samples {next} to {} are missing", spec.samples)));
    }
    let rows = rows_from_sums(&spec, &sums);
    let csv = to_csv(&rows);
    to_js(&RowsOut { rows, csv })
}

//! `gametree experiment`: Monte Carlo runs over a model, on all cores (rayon). Samples are
//! computed in parallel and summarized in sample order, so a given seed gives identical
//! results whatever the thread count.

use super::args::{parse, Spec};
use super::CliError;
use crate::experiment::{to_csv, ExperimentSpec, Row, SampleCounts};
use crate::generate::Model;
use crate::search::Stack;
use rayon::prelude::*;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, Ordering};

pub const HELP: &str = "\
gametree experiment - Monte Carlo runs: many seeded random trees, several procedures

USAGE
  gametree experiment --model M --degree D --height H[,H2,...] --samples N
                      --proc P[,P...] [--seed S] [--lo A] [--hi B] [--scale K]
                      [--q Q0,Q1,..] [--mean-degree M0,..] [--threads T] [--json | --csv]

  For every height and procedure: the mean and standard error of the terminal positions
  examined and of the positions examined on each level, a 95% confidence interval, the
  effective branching factor T^(1/h), and the paper's exact expectation where one exists
  (T(d,2) for F1/F2 on the permutation model, Theorem 6 / (54) on the dependent model),
  beside Corollary 3's minimum and d^h.

MODELS
  permutation  random permutation of 1..D^H (K&M section 7)      [default]
  iid          independent uniform integers in [A, B] (ties)
  dependent    K&M's totally dependent model (section 9)
  additive     additive arc values in [0, K) (section 9)
  nonuniform   random branching (Corollary 2): --q, --mean-degree
  pi           the digits of pi (one tree: one sample)
  implicit     i.i.d. values in [A, B] computed from (seed, path): nothing is stored, so
               F1/F2 search trees far larger than memory (e.g. --degree 10 --height 12)

OPTIONS
  --samples N    trees per height (default 100)
  --proc P,..    F0, F1, F2 (default F1,F2)
  --seed S       base seed (default 1); sample i of height h has its own derived seed
  --threads T    worker threads (default: all cores); results do not depend on T
  --json         {\"results\": [...]}, one object per (model, degree, height, proc)
  --csv          one line per row
  A progress bar is drawn on stderr when it is a terminal.
";

const SPEC: Spec = Spec {
    command: "experiment",
    options: &[
        "model",
        "degree",
        "height",
        "samples",
        "proc",
        "seed",
        "lo",
        "hi",
        "scale",
        "q",
        "mean-degree",
        "threads",
    ],
    flags: &["json", "csv"],
};

fn num<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, CliError> {
    v.trim().parse().map_err(|_| CliError::usage(format!("--{name}: '{v}' is not a valid number")))
}

fn list<T: std::str::FromStr>(name: &str, v: &str) -> Result<Vec<T>, CliError> {
    v.split(',').map(|x| num(name, x)).collect()
}

/// Parses the options into a spec and a thread count.
pub fn spec_from(args: &[String]) -> Result<(ExperimentSpec, Option<usize>, bool, bool, bool), CliError> {
    let a = parse(&SPEC, args)?;
    if let Some(p) = a.positional.first() {
        return Err(CliError::usage(format!("unexpected argument '{p}'")));
    }
    let model_name = a.value("model").unwrap_or("permutation");
    let implicit = model_name == "implicit";
    let model: Model = if implicit {
        Model::Iid
    } else {
        model_name.parse().map_err(|e: crate::Error| CliError::usage(e.message()))?
    };
    let gen = super::gen::model_options(&a, model).map_err(CliError::usage)?;
    let heights: Vec<u32> = match a.value("height") {
        Some(v) => list("height", v)?,
        None => vec![4],
    };
    let samples = match a.value("samples") {
        Some(v) => num("samples", v)?,
        None => 100,
    };
    let procs = a.value("proc").unwrap_or("F1,F2").split(',').map(|s| s.trim().to_string()).collect();
    let threads = a.value("threads").map(|v| num::<usize>("threads", v)).transpose()?;
    let spec = ExperimentSpec { gen, heights, samples, procs, implicit };
    spec.validate().map_err(|e| CliError::usage(e.message()))?;
    Ok((spec, threads, a.flag("json"), a.flag("csv"), a.flag("help")))
}

/// Runs the samples of every height on `threads` threads (None: all cores), calling
/// `tick` after each sample.
pub fn run_parallel(
    spec: &ExperimentSpec,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<Row>, CliError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| CliError::input(format!("cannot start threads: {e}")))?;
    let mut rows = Vec::new();
    for &h in &spec.heights {
        // A batch of samples in parallel, accumulated in sample order: memory does not grow
        // with --samples.
        let acc = spec
            .accumulate(h, |range| {
                pool.install(|| {
                    range
                        .into_par_iter()
                        .map_init(Stack::new, |stack, i| {
                            let r = spec.run_sample(h, i, stack);
                            tick();
                            r
                        })
                        .collect::<crate::Result<Vec<SampleCounts>>>()
                })
            })
            .map_err(|e| CliError::input(e.message()))?;
        rows.extend(spec.rows(&acc).map_err(|e| CliError::input(e.message()))?);
    }
    Ok(rows)
}

/// `gametree experiment ...`.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let (spec, threads, json, csv, help) = spec_from(args)?;
    if help {
        return Ok(HELP.to_string());
    }
    let total = spec.samples_for() as u64 * spec.heights.len() as u64;
    let done = AtomicU64::new(0);
    let tty = std::io::stderr().is_terminal();
    let tick = || {
        let k = done.fetch_add(1, Ordering::Relaxed) + 1;
        if tty && (k == total || k.is_multiple_of((total / 200).max(1))) {
            let width = 40;
            let filled = (k * width / total.max(1)) as usize;
            let bar: String = "#".repeat(filled) + &"-".repeat(width as usize - filled);
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\r[{bar}] {k}/{total} trees");
            if k == total {
                let _ = writeln!(e);
            }
        }
    };
    let rows = run_parallel(&spec, threads, &tick)?;
    if csv {
        return Ok(to_csv(&rows));
    }
    if json {
        let v = serde_json::json!({ "results": rows });
        return serde_json::to_string_pretty(&v).map(|s| s + "\n").map_err(|e| CliError::input(e.to_string()));
    }
    Ok(table(&rows))
}

fn table(rows: &[Row]) -> String {
    let mut s = format!(
        "{:<12} {:>3} {:>3} {:<5} {:>7} {:>14} {:>10} {:>23} {:>8} {:>12} {:>9}\n",
        "model", "d", "h", "proc", "samples", "terminals", "stderr", "95% CI", "T^(1/h)", "theory", "minimum"
    );
    let f = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.3}"));
    for r in rows {
        s.push_str(&format!(
            "{:<12} {:>3} {:>3} {:<5} {:>7} {:>14.3} {:>10.3} {:>23} {:>8.4} {:>12} {:>9}\n",
            r.model,
            r.degree,
            r.height,
            r.proc,
            r.samples,
            r.mean_terminals,
            r.stderr_terminals,
            format!("[{:.2}, {:.2}]", r.ci95_terminals[0], r.ci95_terminals[1]),
            r.branching_factor,
            f(r.theory_terminals),
            f(r.minimum_terminals),
        ));
    }
    s
}

//! The CLI's chance model: `gametree gen chance` (regular *-minimax trees,
//! [`crate::generate::chance`]) and `gametree experiment --model chance` (Ballard 1983's
//! measurement: how much of an exhaustive expectiminimax search Star1 and Star2 save).

use super::args::{parse, Args, Spec};
use super::CliError;
use crate::chance::{self, ChanceProc};
use crate::experiment::stats::Moments;
use crate::generate::chance::{chance as chance_tree, ChanceSpec, Odds, Order};
use crate::score::Score;
use crate::tree::Limits;
use rayon::prelude::*;

pub const GEN_HELP: &str = "\
gametree gen chance - a regular *-minimax tree (Ballard 1983)

USAGE
  gametree gen chance [--plies H] [--degree D] [--outcomes N] [--odds uniform|random]
                      [--lo A] [--hi B] [--order random|best|worst] [--seed S]

  Max, chance, Min, chance, ..., then the terminals: H decision levels (default 3) with a
  chance level between two of them; every decision position has D successors (default 2),
  every chance position N outcomes (default 2), equally likely (uniform, the default) or
  with random probabilities (weights 1..9 over their sum, exact fractions). Terminal values
  are independent uniform integers in [A, B] (default [-9, 9]). --order puts every decision
  position's best successor first (best: Ballard's optimal ordering), its worst first, or
  leaves them as drawn (random, the default).

  gametree gen chance --plies 2 --outcomes 3 --seed 7 | gametree search - --proc star1
";

const SPEC: Spec =
    Spec { command: "gen", options: &["plies", "degree", "outcomes", "odds", "lo", "hi", "order", "seed"], flags: &[] };

/// The chance model's parameters from `a`.
pub(super) fn spec_of(a: &Args) -> Result<ChanceSpec, CliError> {
    let d = ChanceSpec::default();
    let odds: Odds = a.value("odds").unwrap_or("uniform").parse().map_err(|e: crate::Error| a.usage(e.message()))?;
    let order: Order = a.value("order").unwrap_or("random").parse().map_err(|e: crate::Error| a.usage(e.message()))?;
    Ok(ChanceSpec {
        // `experiment` takes a list (one row each); `gen` one number.
        plies: a.list::<u32>("plies")?.and_then(|l| l.first().copied()).unwrap_or(d.plies),
        degree: a.number_or("degree", d.degree)?,
        outcomes: a.number_or("outcomes", d.outcomes)?,
        odds,
        lo: a.number_or("lo", d.lo)?,
        hi: a.number_or("hi", d.hi)?,
        order,
        seed: a.number_or("seed", d.seed)?,
    })
}

/// `gametree gen chance ...` (the arguments after `chance`).
pub fn gen(args: &[String]) -> Result<String, CliError> {
    let a = parse(&SPEC, args)?;
    if a.flag("help") {
        return Ok(GEN_HELP.to_string());
    }
    a.no_positional()?;
    let spec = spec_of(&a)?;
    let tree = chance_tree(&spec, Limits::default()).map_err(|e| a.usage(e.message()))?;
    Ok(crate::notation::print(&tree) + "\n")
}

pub const EXPERIMENT_HELP: &str = "\
gametree experiment --model chance - Ballard's measurement of Star1 and Star2

USAGE
  gametree experiment --model chance [--plies H[,H2,...]] [--degree D] [--outcomes N]
                      [--odds uniform|random] [--lo A] [--hi B] [--order random|best|worst]
                      [--samples S] [--seed S] [--json]

  For each number of plies: S regular *-minimax trees (as 'gametree gen chance' makes
  them, sample i with the seed S + i), searched with the full window by expectimax (every
  terminal), Star1 and Star2 with the leaf range [A, B]. For each procedure: the mean and
  standard error of the terminals evaluated (distinct terminals; Star2 also its evaluations,
  a probed terminal searched again counted again), and of the saving against expectimax,
  1 - terminals / expectimax's terminals, per tree.
";

const EXPERIMENT_SPEC: Spec = Spec {
    command: "experiment",
    options: &["model", "plies", "degree", "outcomes", "odds", "lo", "hi", "order", "samples", "seed"],
    flags: &["json"],
};

/// One row: a number of plies and a procedure.
struct Row {
    plies: u32,
    proc: ChanceProc,
    terminals: Moments,
    evaluations: Moments,
    saving: Moments,
    saving_evaluations: Moments,
}

/// `gametree experiment --model chance ...`.
pub fn experiment(args: &[String]) -> Result<String, CliError> {
    let a = parse(&EXPERIMENT_SPEC, args)?;
    if a.flag("help") {
        return Ok(EXPERIMENT_HELP.to_string());
    }
    a.no_positional()?;
    let base = spec_of(&a)?;
    let plies: Vec<u32> = a.list("plies")?.unwrap_or_else(|| vec![base.plies]);
    let samples: u64 = a.number_or("samples", 100)?;
    if samples == 0 {
        return Err(a.usage("--samples must be at least 1"));
    }
    let range = Some(chance::LeafRange { lower: base.lo, upper: base.hi, assumed: false });
    let mut rows = Vec::new();
    for &h in &plies {
        let spec = ChanceSpec { plies: h, ..base };
        // Check the parameters once, on the first tree, before the samples run.
        chance_tree(&spec, Limits::default()).map_err(|e| a.usage(e.message()))?;
        let per_tree: Vec<[(u64, u64); 3]> = (0..samples)
            .into_par_iter()
            .map(|i| {
                let t = chance_tree(&ChanceSpec { seed: base.seed.wrapping_add(i), ..spec }, Limits::default())?;
                let mut out = [(0, 0); 3];
                for (k, p) in ChanceProc::ALL.into_iter().enumerate() {
                    let r = chance::run(&t, p, Score::NEG_INF, Score::INF, range, false)?;
                    out[k] = (r.counts.terminals, r.counts.evaluations);
                }
                Ok(out)
            })
            .collect::<crate::Result<_>>()
            .map_err(|e| CliError::input(e.message()))?;
        for (k, p) in ChanceProc::ALL.into_iter().enumerate() {
            let mut row = Row {
                plies: h,
                proc: p,
                terminals: Moments::default(),
                evaluations: Moments::default(),
                saving: Moments::default(),
                saving_evaluations: Moments::default(),
            };
            for s in &per_tree {
                let all = s[0].0 as f64;
                row.terminals.push(s[k].0 as f64);
                row.evaluations.push(s[k].1 as f64);
                row.saving.push(1.0 - s[k].0 as f64 / all);
                row.saving_evaluations.push(1.0 - s[k].1 as f64 / all);
            }
            rows.push(row);
        }
    }
    if a.flag("json") {
        let results: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                let (t, e, s, se) =
                    (r.terminals.summary(), r.evaluations.summary(), r.saving.summary(), r.saving_evaluations.summary());
                serde_json::json!({
                    "model": "chance", "plies": r.plies, "degree": base.degree, "outcomes": base.outcomes,
                    "odds": format!("{:?}", base.odds).to_lowercase(), "order": format!("{:?}", base.order).to_lowercase(),
                    "lo": base.lo, "hi": base.hi, "samples": samples, "seed": base.seed, "proc": r.proc.name(),
                    "terminals": t, "evaluations": e, "saving": s, "saving_evaluations": se,
                })
            })
            .collect();
        return Ok(serde_json::to_string_pretty(&serde_json::json!({ "results": results })).expect("JSON") + "\n");
    }
    let mut out = format!(
        "chance model: regular *-minimax trees, degree {}, {} outcomes ({:?} probabilities), values in [{}, {}], {:?} ordering; {samples} trees per row, seeds {}..\n\n",
        base.degree,
        base.outcomes,
        base.odds,
        base.lo,
        base.hi,
        base.order,
        base.seed
    );
    out.push_str(
        "plies  procedure    terminals (mean ± s.e.)   saving vs expectimax    evaluations (mean ± s.e.)  saving\n",
    );
    for r in &rows {
        let (t, e, s, se) =
            (r.terminals.summary(), r.evaluations.summary(), r.saving.summary(), r.saving_evaluations.summary());
        out.push_str(&format!(
            "{:<6} {:<12} {:>12.1} ± {:<9.1} {:>6.1}% ± {:<6}   {:>12.1} ± {:<9.1} {:>6.1}% ± {:.1}%\n",
            r.plies,
            r.proc.name(),
            t.mean,
            t.stderr,
            100.0 * s.mean,
            format!("{:.1}%", 100.0 * s.stderr),
            e.mean,
            e.stderr,
            100.0 * se.mean,
            100.0 * se.stderr
        ));
    }
    Ok(out)
}

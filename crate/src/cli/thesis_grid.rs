//! `gametree thesis-grid`: Muszycka's experiment grid (24 sizes x 8 value schemes x
//! uniform/nonuniform trees) with the thesis' six procedures, printed in the layout of its
//! Tables III-XVIII with the ranking notation of its Table I.

use super::args::{parse, Spec};
use super::CliError;
use crate::thesis::experiment::{grid_experiment, GridSpec};

pub const HELP: &str = "\
gametree thesis-grid - Muszycka's experiment grid (thesis Tables I, III-XVIII)

USAGE
  gametree thesis-grid [--trees N] [--seed S] [--markdown | --json]

  Runs the thesis' six procedures (Alphabeta, Branch-and-bound, Palphabeta, Scout, PVS,
  SSS*) on N seeded trees (default 50, as in the thesis) of every size of the thesis' grid,
  for the eight leaf-value schemes, uniform and nonuniform; prints the average leaf nodes
  created per procedure in the thesis' table layout and the rankings in Table I's notation.
  Every tree's seed is derived from S (default 1), so a run is reproducible.
  N is at most 10000 (the whole grid takes some milliseconds per tree).
";

/// The most trees per grid cell: the thesis used 50; 10,000 take some minutes.
pub const MAX_TREES: u32 = 10_000;

const SPEC: Spec = Spec { command: "thesis-grid", options: &["trees", "seed"], flags: &["markdown", "json"] };

pub fn run(args: &[String]) -> Result<String, CliError> {
    let a = parse(&SPEC, args)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    a.no_positional()?;
    let mut spec = GridSpec::thesis(a.number_or("seed", 1)?);
    spec.trees = a.number_or("trees", 50)?;
    if !(1..=MAX_TREES).contains(&spec.trees) {
        return Err(a.usage(format!("--trees must be between 1 and {MAX_TREES} (the thesis used 50)")));
    }
    let r = grid_experiment(&spec).map_err(|e| CliError::input(e.message()))?;
    if a.flag("json") {
        return serde_json::to_string_pretty(&r).map(|s| s + "\n").map_err(|e| CliError::input(e.to_string()));
    }
    Ok(if a.flag("markdown") { r.to_markdown() } else { r.to_text() })
}

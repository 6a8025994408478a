//! `gametree experiment`: Monte Carlo runs over a model, on all cores (rayon). Samples are
//! computed in parallel and summarized in sample order, so a given seed gives identical
//! results whatever the thread count. `--shard K/N` computes one slice of the samples and
//! writes its summary state for `gametree merge` ([`crate::experiment::shard`]).

use super::args::{parse, Spec};
use super::CliError;
use crate::experiment::blocks::{self, blocks_of};
use crate::experiment::mistakes::MistakeRow;
use crate::experiment::shard::{HeightState, Shard, ShardState, FORMAT};
use crate::experiment::{to_csv, ExperimentSpec, Row, SampleCounts};
use crate::generate::Model;
use crate::search::Stack;
use rayon::prelude::*;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, Ordering};

/// The help, with `<procedures>` filled in from the catalogue by [`help`].
const HELP: &str = "\
gametree experiment - Monte Carlo runs: many seeded random trees, several procedures

USAGE
  gametree experiment --model M --degree D --height H[,H2,...] --samples N
                      --proc P[,P...] [--seed S] [--lo A] [--hi B] [--scale K]
                      [--q Q0,Q1,..] [--mean-degree M0,..] [--threads T] [--json | --csv]
                      [--shard K/N --json]

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
  chance       regular *-minimax trees: expectimax, Star1 and Star2 (Ballard 1983; its own
               options below)
  implicit     i.i.d. values in [A, B] computed from (seed, path): nothing is stored, so
               F1/F2 search trees far larger than memory (e.g. --degree 10 --height 12)

OPTIONS
  --samples N    trees per height (default 100)
  --proc P,..    procedures by name or alias, any case (default F1,F2), each with the
                 full window and the catalogue's default options (see 'gametree search
                 --help'):
<procedures>
  --seed S       base seed (default 1); sample i of height h has its own derived seed
  --threads T    worker threads, 1..256 (default: all cores); results do not depend on T
  --json         {\"results\": [...]}, one object per (model, degree, height, proc)
  --csv          one line per row
  --shard K/N    compute only the K-th of N slices of every height's samples (K = 1..N)
                 and write, with --json, its rows and its summary state; 'gametree merge'
                 combines the N files into exactly what one run prints. Slices are
                 contiguous runs of blocks of 1024 samples, so N beyond samples/1024
                 leaves shards empty (docs/cli.md: a Slurm job array, GNU parallel).
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
        "shard",
    ],
    flags: &["json", "csv"],
};

/// `gametree experiment --help`: the `HELP` text with the catalogue's names.
pub fn help() -> String {
    let mut list = String::new();
    for family in crate::procedures::Family::ALL {
        let names: Vec<String> = crate::procedures::all()
            .iter()
            .filter(|e| e.family == family)
            .map(|e| {
                if e.aliases.is_empty() {
                    e.name.to_string()
                } else {
                    format!("{} ({})", e.name, e.aliases.join(", "))
                }
            })
            .collect();
        let names = names.join(", ");
        list.push_str(&super::wrap(&format!("                   {}:", family.title()), 21, names.split(' ')));
    }
    HELP.replace("<procedures>\n", &list) + "\n" + super::chance::EXPERIMENT_HELP + "\n" + super::mcts::EXPERIMENT_HELP
}

/// The most worker threads `--threads` may ask for: far more than any machine this runs on
/// has cores (the samples are CPU-bound, so more threads than cores only add overhead),
/// and far fewer than a system's thread limit.
pub const MAX_THREADS: usize = 256;

/// What `gametree experiment` is asked to do.
pub struct Request {
    pub spec: ExperimentSpec,
    /// Worker threads; None: one per core.
    pub threads: Option<usize>,
    pub json: bool,
    pub csv: bool,
    /// Only this slice of the samples (`--shard K/N`).
    pub shard: Option<Shard>,
}

/// Parses the options into a request. Every error is a usage error: the experiment comes
/// from the options.
pub fn spec_from(args: &[String]) -> Result<Request, CliError> {
    let a = parse(&SPEC, args)?;
    a.no_positional()?;
    let model_name = a.value("model").unwrap_or("permutation");
    let implicit = model_name == "implicit";
    let model: Model =
        if implicit { Model::Iid } else { model_name.parse().map_err(|e: crate::Error| a.usage(e.message()))? };
    let gen = super::gen::model_options(&a, model)?;
    let heights: Vec<u32> = a.list("height")?.unwrap_or_else(|| vec![4]);
    let samples = a.number_or("samples", 100)?;
    let procs = a.value("proc").unwrap_or("F1,F2").split(',').map(|s| s.trim().to_string()).collect();
    let threads: Option<usize> = a.number("threads")?;
    match threads {
        Some(0) => return Err(a.usage("--threads must be at least 1 (leave it out to use every core)")),
        Some(t) if t > MAX_THREADS => {
            return Err(a.usage(format!(
                "--threads {t} is more than {MAX_THREADS}; the samples are CPU-bound, so use at most one thread per core (leave --threads out to use every core)"
            )))
        }
        _ => {}
    }
    let shard: Option<Shard> =
        a.value("shard").map(|v| v.parse()).transpose().map_err(|e: crate::Error| a.usage(e.message()))?;
    let (json, csv) = (a.flag("json"), a.flag("csv"));
    if shard.is_some() && (csv || !json) {
        return Err(a.usage(
            "--shard writes the summary state that 'gametree merge' reads, which only --json holds: add --json (and no --csv)",
        ));
    }
    let spec = ExperimentSpec { gen, heights, samples, procs, implicit };
    spec.validate().map_err(|e| a.usage(e.message()))?;
    Ok(Request { spec, threads, json, csv, shard })
}

fn pool(threads: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0).min(MAX_THREADS))
        .build()
        .map_err(|e| CliError::input(format!("cannot start threads: {e}")))
}

/// The samples of `range` at height `h`, computed in parallel on `pool`, in sample order.
fn batch<'a>(
    spec: &'a ExperimentSpec,
    h: u32,
    pool: &'a rayon::ThreadPool,
    tick: &'a (dyn Fn() + Sync),
) -> impl FnMut(std::ops::Range<u32>) -> crate::Result<Vec<SampleCounts>> + 'a {
    move |range| {
        let sampler = spec.sampler()?;
        pool.install(|| {
            range
                .into_par_iter()
                .map_init(Stack::new, |stack, i| {
                    let r = sampler.sample(h, i, stack);
                    tick();
                    r
                })
                .collect::<crate::Result<Vec<SampleCounts>>>()
        })
    }
}

/// Runs the samples of every height on `threads` threads (None: all cores), calling
/// `tick` after each sample.
pub fn run_parallel(
    spec: &ExperimentSpec,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<Row>, CliError> {
    let pool = pool(threads)?;
    let mut rows = Vec::new();
    for &h in &spec.heights {
        // A batch of samples in parallel, accumulated in sample order: memory does not grow
        // with --samples.
        let acc = spec
            .accumulate(h, batch(spec, h, &pool, tick))
            // The trees come from the options (a generator's size limit, say): a usage error.
            .map_err(CliError::from_options)?;
        rows.extend(spec.rows(&acc).map_err(CliError::from_options)?);
    }
    Ok(rows)
}

/// Runs shard `shard`'s samples of every height: its own rows, and its state for
/// `gametree merge`.
pub fn run_shard(
    spec: &ExperimentSpec,
    shard: Shard,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<(Vec<Row>, ShardState), CliError> {
    let pool = pool(threads)?;
    let spec = spec.canonical().map_err(CliError::from_options)?;
    let procs = spec.procs.len();
    let mine = shard.blocks(blocks_of(spec.samples_for()));
    let (mut rows, mut heights) = (Vec::new(), Vec::new());
    for &h in &spec.heights {
        let nodes =
            spec.accumulate_blocks(h, mine.clone(), batch(&spec, h, &pool, tick)).map_err(CliError::from_options)?;
        let acc = blocks::fold(h, procs, &nodes).map_err(CliError::from_options)?;
        rows.extend(spec.rows(&acc).map_err(CliError::from_options)?);
        heights.push(HeightState { height: h, blocks: [mine.start, mine.end], nodes });
    }
    let state = ShardState {
        format: FORMAT.into(),
        shard: shard.index,
        shards: shard.count,
        block: blocks::BLOCK,
        spec,
        heights,
    };
    Ok((rows, state))
}

/// Writes rows as `gametree experiment` does: a table, CSV, or `{"results": [...]}` (with
/// `extra` fields after "results", if any).
/// `mistakes`: how often each mistake among the procedures differs from F2 (JSON key
/// `mistakes`, lines after the table; not in the CSV).
pub(crate) fn write_rows(
    rows: &[Row],
    json: bool,
    csv: bool,
    shard: Option<&ShardState>,
    mistakes: &[MistakeRow],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if csv {
        out.write_all(to_csv(rows).as_bytes())?;
    } else if json {
        #[derive(serde::Serialize)]
        struct Results<'a> {
            results: &'a [Row],
            #[serde(skip_serializing_if = "Option::is_none")]
            shard: Option<&'a ShardState>,
            #[serde(skip_serializing_if = "<[MistakeRow]>::is_empty")]
            mistakes: &'a [MistakeRow],
        }
        serde_json::to_writer_pretty(&mut *out, &Results { results: rows, shard, mistakes })
            .map_err(|e| CliError::output(e.into()))?;
        out.write_all(b"\n")?;
    } else {
        out.write_all(table(rows).as_bytes())?;
        for m in mistakes {
            let pct = |x: f64| format!("{:.1}%", 100.0 * x);
            let _ = writeln!(
                out,
                "{} (d {}, h {}): differs from F2 in its examined positions on {} of {} trees, in its root value on {}",
                m.proc,
                m.degree,
                m.height,
                pct(m.examined_differs),
                m.samples,
                pct(m.value_differs)
            );
        }
    }
    Ok(())
}

/// The model the arguments name, as the option parser reads them (`--model X` or
/// `--model=X`; the last one given): it chooses which experiment runs.
fn model_of(args: &[String]) -> Option<&str> {
    let mut model = None;
    for (i, a) in args.iter().enumerate() {
        if a == "--model" {
            model = args.get(i + 1).map(String::as_str);
        } else if let Some(v) = a.strip_prefix("--model=") {
            model = Some(v);
        }
    }
    model
}

/// `gametree experiment ...`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    match model_of(args) {
        Some("chance") => return Ok(out.write_all(super::chance::experiment(args)?.as_bytes())?),
        Some("pgame" | "trap") => return Ok(out.write_all(super::mcts::experiment(args)?.as_bytes())?),
        _ => {}
    }
    let Request { spec, threads, json, csv, shard } = spec_from(args)?;
    let samples = shard.map_or(spec.samples_for(), |s| s.samples(spec.samples_for()).len() as u32) as u64;
    let total = samples * spec.heights.len() as u64;
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
    match shard {
        Some(s) => {
            let (rows, state) = run_shard(&spec, s, threads, &tick)?;
            write_rows(&rows, json, csv, Some(&state), &[], out)
        }
        None => {
            let rows = run_parallel(&spec, threads, &tick)?;
            let mistakes = if csv {
                Vec::new()
            } else {
                crate::experiment::mistakes::rows(&spec, || true).map_err(|e| CliError::usage(e.message()))?
            };
            write_rows(&rows, json, csv, None, &mistakes, out)
        }
    }
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

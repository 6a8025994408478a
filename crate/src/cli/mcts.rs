//! `gametree mcts`: UCT (Kocsis & Szepesvári 2006; Browne et al. 2012, Algorithm 2) on a
//! tree, with its statistics and, under `--json`, the trace of every iteration.

use super::args::{self, Spec};
use super::CliError;
use crate::mcts::{self, Options, ValueRange, MAX_ITERATIONS};
use crate::tree::{NodeId, Tree};
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::io::Read;

pub const HELP: &str = "\
gametree mcts - Monte Carlo tree search (UCT) on a tree

USAGE
  gametree mcts [TREE | --file PATH | -] --iterations N [--seed S] [--c C] [--range L..U]
                [--json]

  TREE            tree text, quoted; --file PATH or - read it from a file or stdin
                  (gametree gen example pi | gametree mcts - --iterations 1000)
  --iterations N  iterations of select, expand, simulate, backpropagate (1 to 1000000)
  --seed S        the seed of the simulations' random moves (default 1)
  --c C           the exploration constant of UCB1, a finite number >= 0 (default 1.41421...,
                  sqrt 2)
  --range L..U    the values mapped to rewards 0 and 1 (default: the tree's least and
                  greatest terminal value); every terminal must lie in it
  --json          one JSON object with the statistics and the trace of every iteration

PRACTICE
  gametree mcts TREE --practice select|backup [--shown K] [--seed S] [--c C] [--range L..U]
                [--solution] [--answer JSON]

  The statistics after K iterations (default 10) of the run with seed S, and a question
  on the next iteration, as one JSON object: select, which positions does selection
  choose from the root down (UCB1 from the N and W shown)? backup, given the next
  iteration's path and reward r, what are N and W on the path after backpropagation?
  W is exact (a fraction of the range); answers may give fractions (\"7/18\") or decimals
  to three places.
  --solution      the answer, under \"solution\"
  --answer JSON   the check of an answer, under \"check\": score (right entries less wrong
                  ones, floored at 0), total, correct, each position right or not, and
                  the mistakes whose answer it is (mcts-perspective: Max's standpoint at
                  every position; mcts-exploit-only: C = 0; mcts-swapped: the reward
                  added to N and one to W)
                  select  {\"selected\": [\"2\", \"2.1\"]}
                  backup  {\"nodes\": {\"\": {\"n\": 11, \"w\": \"7/18\"}, \"2\": {\"n\": 4, \"w\": 0.389}}}

UCT (Kocsis & Szepesvari, ECML 2006; Browne et al., IEEE TCIAIG 2012, Algorithm 2)
  Selection: from the root, while the position is not terminal and all its successors are
  in the search tree, go to the successor maximising W/N + C*sqrt(ln N_parent / N), ties
  to the lowest index. Expansion: add the first successor not yet in the search tree, in
  order (one position per iteration). Simulation: uniformly random successors to a
  terminal. Reward r: the terminal's value from Max's standpoint scaled to [0, 1] by the
  range (1/2 when L = U). Backpropagation: every position on the path in the search tree
  gets N += 1 and W += r when Max moves at its parent (or it is the root), W += 1 - r when
  Min does. The move: the root successor with the most visits, ties to the lowest index.
  UCT samples; it does not prove: its move may differ from alpha-beta's.

JSON keys: tree, iterations, seed, c, range {lower, upper}, best (Dewey of the chosen root
successor, null on a terminal root), nodes ({\"n\": visits, \"w\": reward sum} per position
in the search tree, keyed by Dewey, \"\" the root), trace (per iteration {\"selected\":
[dewey, ...] the positions chosen by UCB1 below the root, \"expanded\": dewey or null,
\"leaf\": dewey of the terminal reached, \"reward\": r}).
";

const SPEC: Spec = Spec {
    command: "mcts",
    options: &["file", "iterations", "seed", "c", "range", "practice", "shown", "answer"],
    flags: &["json", "solution"],
};

fn dewey(tree: &Tree, p: NodeId) -> String {
    tree.dewey(p).to_string()
}

pub fn run(argv: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let a = args::parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let practice = a.value("practice").is_some();
    let iterations: u64 = if practice { a.number_or("iterations", 1)? } else { a.required("iterations")? };
    let d = Options::default();
    let range = a.value("range").map(ValueRange::parse).transpose().map_err(|e| a.usage(e.message()))?;
    let json = a.flag("json");
    let options =
        Options { iterations, seed: a.number_or("seed", d.seed)?, c: a.number_or("c", d.c)?, range, trace: json };
    // Options that cannot be right for any tree are usage errors before the tree is read.
    if iterations == 0 || iterations > MAX_ITERATIONS {
        return Err(a.usage(format!("--iterations: {iterations} is not between 1 and {MAX_ITERATIONS}")));
    }
    if options.c.is_nan() || options.c < 0.0 {
        return Err(a.usage(format!("--c: {} is not a finite number >= 0 (UCB1's exploration constant)", options.c)));
    }
    let tree = super::read_tree("mcts", &a.positional, a.value("file"), stdin)?;
    if practice {
        return super::mcts_practice::run(&a, &tree, &options);
    }
    let r = mcts::run(&tree, &options).map_err(|e| a.usage(e.message()))?;
    if json {
        let mut nodes = Map::new();
        for (p, s) in r.stats.iter() {
            nodes.insert(dewey(&tree, p), json!({"n": s.n, "w": s.w}));
        }
        let trace: Vec<Value> = r
            .trace
            .iter()
            .map(|s| {
                json!({
                    "selected": s.selected.iter().map(|&p| dewey(&tree, p)).collect::<Vec<_>>(),
                    "expanded": s.expanded.map(|p| dewey(&tree, p)),
                    "leaf": dewey(&tree, s.leaf),
                    "reward": s.reward,
                })
            })
            .collect();
        let out = json!({
            "tree": crate::notation::print(&tree),
            "iterations": r.iterations,
            "seed": options.seed,
            "c": options.c,
            "range": {"lower": r.range.lower, "upper": r.range.upper},
            "best": r.best.map(|p| dewey(&tree, p)),
            "nodes": nodes,
            "trace": trace,
        });
        let mut s = serde_json::to_string(&out).map_err(|e| CliError::input(format!("JSON: {e}")))?;
        s.push('\n');
        return Ok(s);
    }
    let mut out = String::new();
    let _ = writeln!(out, "iterations           {}", r.iterations);
    let _ = writeln!(out, "seed                 {}", options.seed);
    let _ = writeln!(out, "C                    {}", options.c);
    let _ = writeln!(out, "range                {}..{} (rewards 0..1 for Max)", r.range.lower, r.range.upper);
    let _ = writeln!(out, "positions in tree    {}", r.stats.len());
    match r.best {
        Some(b) => {
            let _ = writeln!(out, "move                 {} (the root successor with the most visits)", dewey(&tree, b));
        }
        None => {
            let _ = writeln!(out, "move                 none: the root is terminal");
        }
    }
    let root = tree.root();
    if !tree.is_terminal(root) {
        let _ = writeln!(out, "\nsuccessor    N        W/N (Max)");
        for q in tree.children(root) {
            match r.stats.get(q) {
                Some(s) if s.n > 0 => {
                    let _ = writeln!(out, "{:<12} {:<8} {:.4}", dewey(&tree, q), s.n, s.w / s.n as f64);
                }
                _ => {
                    let _ = writeln!(out, "{:<12} 0        -", dewey(&tree, q));
                }
            }
        }
    }
    Ok(out)
}

pub const EXPERIMENT_HELP: &str = "\
gametree experiment --model pgame|trap - UCT's move against the minimax moves

USAGE
  gametree experiment --model pgame|trap --degree D --height H --samples N
                      --iterations I1,I2,.. [--seed S] [--c C] [--json | --csv]
                      [--shard K/N --json]

  Trees: pgame, Kocsis & Szepesvari's P-games (move values Max [0,127], Min [-127,0],
  a terminal's value the sign of their sum); trap, Ramanujan, Sabharwal & Selman's
  shallow trap (root move 1 wins below every Min reply but one, which loses; the other
  moves have values in [-9, 9]). Tree k has seed S+k (default S = 1), and UCT runs on it
  with a seed mixed from it, read after each budget I1 < I2 < ... (one run continued).
  Per budget: trees, how many UCT moves are minimax-optimal (F0), the probability with its
  standard error, F2's mean terminals examined on the same trees, and 'settled': the trees
  on which the move is optimal from that budget on.
  --shard K/N  only the K-th of N contiguous slices of the samples, with the sums that
               'gametree merge' adds into the rows one run prints, bit for bit.
";

const EXPERIMENT_SPEC: Spec = Spec {
    command: "experiment",
    options: &["model", "degree", "height", "samples", "iterations", "seed", "c", "threads", "shard"],
    flags: &["json", "csv"],
};

/// `gametree experiment --model pgame|trap ...`: the samples in parallel (rayon), the rows
/// in the budgets' order, identical whatever the thread count.
pub fn experiment(argv: &[String]) -> Result<String, CliError> {
    use crate::experiment::uct::{rows, sample, UctModel, UctSpec};
    use rayon::prelude::*;
    let a = args::parse(&EXPERIMENT_SPEC, argv)?;
    if a.flag("help") {
        return Ok(EXPERIMENT_HELP.to_string());
    }
    a.no_positional()?;
    let model = match a.value("model") {
        Some("pgame") => UctModel::PGame,
        _ => UctModel::Trap,
    };
    let spec = UctSpec {
        model,
        degree: a.number_or("degree", 3)?,
        height: a.number_or("height", 4)?,
        samples: a.number_or("samples", 100)?,
        iterations: a.list("iterations")?.unwrap_or_else(|| vec![10, 100, 1000, 10000]),
        seed: a.number_or("seed", 1)?,
        c: a.number_or("c", Options::default().c)?,
    };
    spec.check().map_err(|e| a.usage(e.message()))?;
    if let Some(v) = a.value("shard") {
        let shard: crate::experiment::shard::Shard = v.parse().map_err(|e: crate::Error| a.usage(e.message()))?;
        if !a.flag("json") || a.flag("csv") {
            return Err(a.usage("--shard writes the state that 'gametree merge' reads, which only --json holds: add --json (and no --csv)"));
        }
        let (rows, state) = crate::experiment::uct_shard::run_shard(&spec, shard, |r| {
            r.into_par_iter().map(|k| sample(&spec, k)).collect()
        })
        .map_err(|e| a.usage(e.message()))?;
        let mut s = serde_json::to_string_pretty(&json!({ "results": rows, "uct_shard": state }))
            .map_err(|e| CliError::input(format!("JSON: {e}")))?;
        s.push('\n');
        return Ok(s);
    }
    let samples = (0..spec.samples)
        .into_par_iter()
        .map(|k| sample(&spec, k))
        .collect::<crate::Result<Vec<_>>>()
        .map_err(|e| a.usage(e.message()))?;
    write_uct_rows(&spec, &rows(&spec, &samples), a.flag("json"), a.flag("csv"))
}

/// The rows as a table, `--json` or `--csv` (one run's, or merged shards').
pub(super) fn write_uct_rows(
    spec: &crate::experiment::uct::UctSpec,
    rows: &[crate::experiment::uct::UctRow],
    json: bool,
    csv: bool,
) -> Result<String, CliError> {
    if csv {
        return Ok(crate::experiment::uct::to_csv(rows));
    }
    if json {
        let mut s = serde_json::to_string_pretty(&json!({ "results": rows }))
            .map_err(|e| CliError::input(format!("JSON: {e}")))?;
        s.push('\n');
        return Ok(s);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "UCT on {} trees (degree {}, height {}), {} samples; F2 examines {:.1} terminals on average",
        spec.model.id(),
        spec.degree,
        spec.height,
        spec.samples,
        rows.first().map_or(0.0, |r| r.f2_terminals_mean)
    );
    // The 95% Wilson score interval (Wilson 1927; experiment::wilson).
    let _ = writeln!(
        out,
        "{:>10} {:>8} {:>12} {:>17} {:>8}",
        "iterations", "optimal", "probability", "95% (Wilson)", "settled"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:>10} {:>8} {:>12.4} {:>17} {:>8}",
            r.iterations,
            r.optimal,
            r.probability,
            format!("{:.4}-{:.4}", r.wilson_low, r.wilson_high),
            r.settled
        );
    }
    Ok(out)
}

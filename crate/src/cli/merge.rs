//! `gametree merge`: combines the JSON of `gametree experiment --shard K/N --json`, shards
//! 1..N in any order, into exactly what one run of the experiment prints
//! ([`crate::experiment::shard::merge`]).

use super::args::{parse, Spec};
use super::CliError;
use crate::experiment::shard::{self, ShardState};
use crate::experiment::uct_shard::{self, UctShardState};
use std::io::{Read, Write};

pub const HELP: &str = "\
gametree merge - combine the shards of an experiment into one run's results

USAGE
  gametree merge FILE... [--json | --csv]

  Each FILE is the output of 'gametree experiment ... --shard K/N --json'; give all N
  shards of one experiment, in any order. The result is what 'gametree experiment ...'
  without --shard prints (a table, --json or --csv), byte for byte: counts, means,
  standard errors, intervals, per-level figures and theory columns, as if one run had made
  them. Files from different experiments (model, degree, heights, procedures, seed,
  samples, other model options) or different N, a shard given twice, missing shards and
  files that are not a shard's JSON are refused, naming the file (exit status 1).

EXAMPLE
  for k in 1 2 3; do
    gametree experiment --model iid --degree 3 --height 4,6 --samples 30000 --proc F1,F2 \\
        --shard $k/3 --json > shard-$k.json
  done
  gametree merge shard-*.json
";

const SPEC: Spec = Spec { command: "merge", options: &[], flags: &["json", "csv"] };

/// The most bytes read of one shard file (64 MiB): a shard's state is a few dozen summaries
/// per height, far below it; a wrong file gets a clear error instead of exhausting memory.
pub const MAX_SHARD_BYTES: u64 = 64 << 20;

#[derive(serde::Deserialize)]
struct ShardFile {
    shard: Option<ShardState>,
    /// The UCT experiment's (`--model pgame|trap`): sums ([`crate::experiment::uct_shard`]).
    uct_shard: Option<UctShardState>,
}

/// One file's state: an experiment's of the tree models, or the UCT experiment's.
enum State {
    Tree(ShardState),
    Uct(UctShardState),
}

/// Reads and parses one shard file; every error names it.
fn read(path: &str) -> Result<State, CliError> {
    let bad = |why: String| CliError::input(format!("'{path}': {why}"));
    let f = std::fs::File::open(path).map_err(|e| bad(format!("cannot read it: {e}")))?;
    if f.metadata().map(|m| m.is_dir()).unwrap_or(false) {
        return Err(bad("it is a directory".into()));
    }
    let mut bytes = Vec::new();
    f.take(MAX_SHARD_BYTES + 1).read_to_end(&mut bytes).map_err(|e| bad(format!("cannot read it: {e}")))?;
    if bytes.len() as u64 > MAX_SHARD_BYTES {
        return Err(bad(format!("larger than {} MiB: not a shard's JSON", MAX_SHARD_BYTES >> 20)));
    }
    let file: ShardFile = serde_json::from_slice(&bytes)
        .map_err(|e| bad(format!("not the JSON of 'gametree experiment --shard K/N --json' ({e})")))?;
    match (file.shard, file.uct_shard) {
        (Some(s), None) => Ok(State::Tree(s)),
        (None, Some(s)) => Ok(State::Uct(s)),
        _ => Err(bad("no \"shard\" state: it is not the output of 'gametree experiment --shard K/N --json' (a run without --shard cannot be merged)".into())),
    }
}

/// `gametree merge FILE...`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let a = parse(&SPEC, args)?;
    if a.positional.is_empty() {
        return Err(a.usage("give the shard files to merge: gametree merge shard-*.json"));
    }
    if a.flag("json") && a.flag("csv") {
        return Err(a.usage("give --json or --csv, not both"));
    }
    let states = a.positional.iter().map(|p| Ok((p.clone(), read(p)?))).collect::<Result<Vec<_>, CliError>>()?;
    if states.iter().any(|(_, s)| matches!(s, State::Uct(_))) {
        let mut uct = Vec::new();
        for (name, s) in states {
            match s {
                State::Uct(s) => uct.push((name, s)),
                State::Tree(_) => {
                    return Err(CliError::input(format!(
                        "'{name}' is a shard of a tree model's experiment, the others of UCT's"
                    )))
                }
            }
        }
        let rows = uct_shard::merge(&uct).map_err(|e| CliError::input(e.message()))?;
        let spec = uct_shard::spec_of(&uct[0].1).map_err(|e| CliError::input(e.message()))?;
        let text = super::mcts::write_uct_rows(&spec, &rows, a.flag("json"), a.flag("csv"))?;
        return out.write_all(text.as_bytes()).map_err(CliError::output);
    }
    let states = states
        .into_iter()
        .map(|(n, s)| match s {
            State::Tree(s) => (n, s),
            State::Uct(_) => unreachable!("handled above"),
        })
        .collect::<Vec<_>>();
    let (_, rows) = shard::merge(&states).map_err(|e| CliError::input(e.message()))?;
    super::experiment::write_rows(&rows, a.flag("json"), a.flag("csv"), None, &[], out)
}

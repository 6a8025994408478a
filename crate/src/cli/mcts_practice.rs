//! `gametree mcts TREE --practice select|backup --shown K`: UCT practice
//! ([`crate::mcts::exercise`]): the question (the statistics after K iterations of the
//! seeded run, and for backup the next iteration's path and reward), with `--solution` its
//! answer, and with `--answer JSON` the check, as one JSON object.

use super::args::Args;
use super::CliError;
use crate::mcts::exercise::{practise, McAnswer, McTask};
use crate::mcts::Options;
use crate::tree::Tree;

/// `--practice select|backup`: the question, `--solution`'s answer or `--answer`'s check.
pub fn run(a: &Args, tree: &Tree, options: &Options) -> Result<String, CliError> {
    let task: McTask = a
        .value("practice")
        .unwrap_or_default()
        .parse()
        .map_err(|e: crate::Error| a.usage(format!("--practice: {}", e.message())))?;
    let shown: u64 = a.number_or("shown", 10)?;
    let answer: Option<McAnswer> = a
        .value("answer")
        .map(|t| {
            serde_json::from_str(t).map_err(|e| {
                a.usage(format!(
                    "--answer is not an answer of the {} task's shape: {e}",
                    a.value("practice").unwrap_or_default()
                ))
            })
        })
        .transpose()?;
    let out =
        practise(tree, options, task, shown, a.flag("solution"), answer.as_ref()).map_err(|e| a.usage(e.message()))?;
    let mut s = serde_json::to_string(&out).map_err(|e| CliError::input(format!("JSON: {e}")))?;
    s.push('\n');
    Ok(s)
}

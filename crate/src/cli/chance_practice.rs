//! `gametree exercise chance`: practice on chance trees ([`crate::chance::exercise`]): the
//! question on a given tree or one of the regular *-minimax model (Ballard 1983), with
//! `--solution` its answer and with `--answer JSON` the check, as one JSON object.

use super::args::{self, Spec};
use super::CliError;
use crate::chance::exercise::{practise, ChAnswer, ChTask};
use crate::chance::LeafRange;
use crate::generate::chance::chance as chance_tree;
use crate::tree::Limits;
use std::io::Read;

pub const HELP: &str = "\
gametree exercise chance - practice on trees with chance positions (Ballard 1983)

USAGE
  gametree exercise chance [TREE | --file PATH | -] --task values|skip [--range L..U]
                           [--solution] [--answer JSON]
  gametree exercise chance --seed S [--plies H] [--degree D] [--outcomes N]
                           [--odds uniform|random] [--lo A] [--hi B]
                           [--order random|best|worst] --task values|skip ...

  Without a tree, the tree is the regular *-minimax tree of 'gametree gen chance' with
  those options (printed under \"tree\").
  --task values  the value of every chance position, from Max's standpoint: the
                 probability-weighted average of its outcomes' values
  --task skip    the terminals Star1 does not evaluate with the full window, leaf values
                 in [L, U] (--range; default the tree's least and greatest terminal value,
                 reported as assumed)
  --solution     the answer, under \"solution\"
  --answer JSON  the check, under \"check\": score (right entries less wrong ones, floored
                 at 0), total, correct, per position the right value or whether Star1
                 skips it, and the mistakes whose answer it is (chance-as-min,
                 plain-average, forgets-unseen-mass); none for an empty answer
                 values  {\"values\": {\"1\": \"7/2\", \"2\": 3.5}}  (fractions exact, decimals
                         within 0.0005)
                 skip    {\"skipped\": [\"2.2.1\", \"2.2.2\"]}
";

const SPEC: Spec = Spec {
    command: "exercise",
    options: &["file", "task", "range", "answer", "plies", "degree", "outcomes", "odds", "lo", "hi", "order", "seed"],
    flags: &["solution"],
};

/// `gametree exercise chance ...` (the arguments after `chance`).
pub fn run(rest: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let a = args::parse(&SPEC, rest)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let task: ChTask = a
        .value("task")
        .ok_or_else(|| a.usage("--task values|skip is needed"))?
        .parse()
        .map_err(|e: crate::Error| a.usage(format!("--task: {}", e.message())))?;
    let range = a.value("range").map(LeafRange::parse).transpose().map_err(|e| a.usage(e.message()))?;
    let answer: Option<ChAnswer> = a
        .value("answer")
        .map(|t| {
            serde_json::from_str(t).map_err(|e| {
                a.usage(format!("--answer is not an answer of the {task:?} task's shape: {e}").to_lowercase())
            })
        })
        .transpose()?;
    let given = !a.positional.is_empty() || a.value("file").is_some();
    let tree = if given {
        super::read_tree("exercise", &a.positional, a.value("file"), stdin)?
    } else {
        chance_tree(&super::chance::spec_of(&a)?, Limits::default()).map_err(|e| a.usage(e.message()))?
    };
    let out = practise(&tree, task, range, a.flag("solution"), answer.as_ref()).map_err(|e| a.usage(e.message()))?;
    let mut v = serde_json::to_value(&out).map_err(|e| CliError::input(format!("JSON: {e}")))?;
    if !given {
        v["tree"] = serde_json::Value::String(crate::notation::print(&tree));
    }
    let mut s = serde_json::to_string(&v).map_err(|e| CliError::input(format!("JSON: {e}")))?;
    s.push('\n');
    Ok(s)
}

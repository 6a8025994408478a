//! Practice on chance trees as data: the two tasks of [`super::mistakes`] ("the values of
//! the chance positions"; "mark the terminals Star1 does not evaluate, leaf values in
//! [L, U]", Ballard 1983's Star1 with the full window), the question, the solution, an
//! answer and its check, in the one shape the CLI (`gametree exercise chance`) and the wasm
//! (`GameTree.chancePractice`) give. Positions are named by Dewey text, values exact
//! (`"21/10"`).

use super::exact::Exact;
pub use super::given::NumberIn;
use super::mistake::ChanceMistake;
use super::mistakes::{chance_values, check_skipped, star1_skipped};
use super::range::LeafRange;
use crate::dewey::Dewey;
use crate::tree::{NodeId, Tree};
use crate::{Error, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The two tasks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChTask {
    /// The value of every chance position (Max's standpoint).
    Values,
    /// The terminals Star1 does not evaluate.
    Skip,
}

impl std::str::FromStr for ChTask {
    type Err = Error;
    fn from_str(s: &str) -> Result<ChTask> {
        match s.trim() {
            "values" => Ok(ChTask::Values),
            "skip" => Ok(ChTask::Skip),
            other => Err(Error::procedure(format!("'{other}' is not a chance practice task: values or skip"))),
        }
    }
}

/// What the student is shown besides the tree.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Question {
    pub task: ChTask,
    /// The leaf range Star1 uses, and whether it was assumed from the tree's terminals.
    pub range: Range,
    /// Values: the chance positions to value. Skip: the terminals to choose from.
    pub positions: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Range {
    pub lower: i64,
    pub upper: i64,
    pub assumed: bool,
}

/// An answer: `{"values": {dewey: value}}` or `{"skipped": [dewey, …]}`. The solution has
/// the same shape.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<BTreeMap<String, NumberIn>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped: Option<Vec<String>>,
}

/// One position of the check.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    pub at: String,
    /// Values: the right value. Skip: whether Star1 skips it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Exact>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped: Option<bool>,
    /// Skip: whether the answer marks it; values: whether it gives a value.
    pub given: bool,
    pub right: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Named {
    pub id: &'static str,
    pub explanation: &'static str,
}

/// The check: right entries less wrong ones, floored at 0, of the total; per position; and
/// the mistakes whose answer it is exactly (none for an empty answer).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChCheck {
    pub score: usize,
    pub total: usize,
    pub correct: bool,
    pub entries: Vec<Entry>,
    pub diagnosis: Vec<Named>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChPractice {
    pub question: Question,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<ChAnswer>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub check: Option<ChCheck>,
}

fn name(tree: &Tree, p: NodeId) -> String {
    tree.dewey(p).to_string()
}

fn position(tree: &Tree, text: &str) -> Result<NodeId> {
    let d: Dewey = text.parse()?;
    tree.find(&d)
}

fn named(ks: &[ChanceMistake]) -> Vec<Named> {
    ks.iter().map(|k| Named { id: k.id(), explanation: k.explanation() }).collect()
}

fn needs_chance(tree: &Tree) -> Result<()> {
    match tree.first_chance() {
        Some(_) => Ok(()),
        None => Err(Error::procedure("this tree has no chance position: chance practice needs one".to_string())),
    }
}

pub fn question(tree: &Tree, task: ChTask, range: Option<LeafRange>) -> Result<Question> {
    needs_chance(tree)?;
    let r = LeafRange::for_tree(range, tree)?;
    let positions = (0..tree.len() as NodeId)
        .filter(|&p| match task {
            ChTask::Values => tree.is_chance(p),
            ChTask::Skip => tree.is_terminal(p),
        })
        .map(|p| name(tree, p))
        .collect();
    Ok(Question { task, range: Range { lower: r.lower, upper: r.upper, assumed: r.assumed }, positions })
}

pub fn solution(tree: &Tree, task: ChTask, range: Option<LeafRange>) -> Result<ChAnswer> {
    Ok(match task {
        ChTask::Values => ChAnswer {
            values: Some(
                chance_values(tree, None)?
                    .into_iter()
                    .map(|(p, v)| (name(tree, p), NumberIn::Text(v.to_string())))
                    .collect(),
            ),
            skipped: None,
        },
        ChTask::Skip => ChAnswer {
            values: None,
            skipped: Some(star1_skipped(tree, range, None)?.into_iter().map(|p| name(tree, p)).collect()),
        },
    })
}

/// Checks `answer`; a malformed one (another task's shape, a position not in the tree or
/// of the wrong kind, a number that is none) is an error that names it.
pub fn check(tree: &Tree, task: ChTask, range: Option<LeafRange>, answer: &ChAnswer) -> Result<ChCheck> {
    needs_chance(tree)?;
    match task {
        ChTask::Values => {
            let Some(given) = answer.values.as_ref().filter(|_| answer.skipped.is_none()) else {
                return Err(Error::procedure(
                    "the values task's answer is {\"values\": {dewey: value, ...}}".to_string(),
                ));
            };
            let mut typed = Vec::new();
            for (d, v) in given {
                let p = position(tree, d)?;
                if !tree.is_chance(p) {
                    return Err(Error::procedure(format!("position '{d}' is not a chance position")));
                }
                let g = v.given(&format!("the value of '{d}'"))?;
                typed.push((p, g));
            }
            let right = chance_values(tree, None)?;
            let given_at = |p: NodeId| typed.iter().find(|(q, _)| *q == p).map(|&(_, g)| g);
            let entries: Vec<Entry> = right
                .iter()
                .map(|&(p, v)| {
                    let g = given_at(p);
                    Entry {
                        at: name(tree, p),
                        value: Some(v),
                        skipped: None,
                        given: g.is_some(),
                        right: g.is_some_and(|g| g.matches(v)),
                    }
                })
                .collect();
            // A mistake explains the answer when every value is given and is the mistake's.
            let mut explained_by = Vec::new();
            if entries.iter().all(|e| e.given) && entries.iter().any(|e| !e.right) {
                for m in [ChanceMistake::AsMin, ChanceMistake::PlainAverage] {
                    let theirs = chance_values(tree, Some(m))?;
                    if theirs.iter().all(|&(p, w)| given_at(p).is_some_and(|g| g.matches(w))) {
                        explained_by.push(m);
                    }
                }
            }
            let right_n = entries.iter().filter(|e| e.right).count();
            let wrong = entries.iter().filter(|e| e.given && !e.right).count();
            let diagnosis = if typed.is_empty() { Vec::new() } else { named(&explained_by) };
            let total = entries.len();
            Ok(ChCheck { score: right_n.saturating_sub(wrong), total, correct: right_n == total, entries, diagnosis })
        }
        ChTask::Skip => {
            let Some(list) = answer.skipped.as_ref().filter(|_| answer.values.is_none()) else {
                return Err(Error::procedure("the skip task's answer is {\"skipped\": [dewey, ...]}".to_string()));
            };
            let mut marked = Vec::new();
            for d in list {
                let p = position(tree, d)?;
                if !tree.is_terminal(p) {
                    return Err(Error::procedure(format!(
                        "position '{d}' is not a terminal: mark the terminals Star1 does not evaluate"
                    )));
                }
                marked.push(p);
            }
            let f = check_skipped(tree, range, &marked)?;
            let entries: Vec<Entry> = f
                .verdicts
                .iter()
                .map(|v| Entry {
                    at: name(tree, v.at),
                    value: None,
                    skipped: Some(v.skipped),
                    given: v.marked,
                    right: v.ok(),
                })
                .collect();
            let total = entries.iter().filter(|e| e.skipped == Some(true)).count();
            let right = entries.iter().filter(|e| e.given && e.right).count();
            let wrong = entries.iter().filter(|e| e.given && !e.right).count();
            let diagnosis = if marked.is_empty() { Vec::new() } else { named(&f.explained_by) };
            Ok(ChCheck {
                score: right.saturating_sub(wrong),
                total,
                correct: entries.iter().all(|e| e.right),
                entries,
                diagnosis,
            })
        }
    }
}

/// The whole exchange: the question, the solution if asked, the check of `answer` if given.
pub fn practise(
    tree: &Tree,
    task: ChTask,
    range: Option<LeafRange>,
    solve: bool,
    answer: Option<&ChAnswer>,
) -> Result<ChPractice> {
    Ok(ChPractice {
        question: question(tree, task, range)?,
        solution: if solve { Some(solution(tree, task, range)?) } else { None },
        check: answer.map(|a| check(tree, task, range, a)).transpose()?,
    })
}

//! UCT practice as data: the question an exercise asks, its solution, an answer and the
//! check of it, in the one shape the CLI's JSON (`gametree mcts --practice`) and the wasm
//! (`GameTree.mctsPractice`) both give. The rules are [`super::practice`]'s; here they are
//! named by Dewey text, as a student reads positions, and W is exact (`"13/6"`).

use super::options::Options;
use super::practice::{self, check_backup, check_selection, Given, MctsMistake, Moment};
pub use crate::chance::given::NumberIn;
use crate::chance::Exact;
use crate::dewey::Dewey;
use crate::tree::{NodeId, Tree};
use crate::{Error, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most iterations a question may show: it is read by a person.
pub const MAX_SHOWN: u64 = 100_000;

/// The most work one question may take: (shown + 1) iterations (those shown and the next)
/// × (height + 1), each step of an iteration's path one unit (selection and the simulation
/// together walk at most from the root to a terminal). The page asks on its own thread: at
/// this bound a question takes about 30 ms there when every playout walks the whole height
/// (docs/practice.md gives the measures), and every question on a tree of height up to 10
/// fits at [`MAX_SHOWN`].
pub const MAX_WORK: u64 = 1_200_000;

/// The two tasks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum McTask {
    /// Which positions does selection choose next, from the root down?
    Select,
    /// What are N and W on the next iteration's path after backpropagation?
    Backup,
}

impl std::str::FromStr for McTask {
    type Err = Error;
    fn from_str(s: &str) -> Result<McTask> {
        match s.trim() {
            "select" => Ok(McTask::Select),
            "backup" => Ok(McTask::Backup),
            other => Err(Error::procedure(format!("'{other}' is not a UCT practice task: select or backup"))),
        }
    }
}

/// N and W of a position (W exact, from the standpoint of the player who moves at its parent).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct NodeStat {
    pub n: u64,
    pub w: Exact,
}

/// The reward range.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Range {
    pub lower: i64,
    pub upper: i64,
}

/// What the student is shown.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Question {
    pub task: McTask,
    /// Iterations run before the question.
    pub shown: u64,
    pub c: f64,
    pub range: Range,
    /// N and W of every position in the search tree, by Dewey text ("" the root).
    pub nodes: BTreeMap<String, NodeStat>,
    /// Backup: the next iteration's path (the root first, the expanded position last), the
    /// terminal its simulation reached and its reward to Max.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaf: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reward: Option<Exact>,
}

/// N and W given for one position; either may be left out.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeIn {
    pub n: Option<NumberIn>,
    pub w: Option<NumberIn>,
}

/// An answer: `{"selected": [dewey, …]}` (select) or `{"nodes": {dewey: {"n", "w"}}}`
/// (backup). The solution has the same shape, so submitting it scores full marks.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct McAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selected: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<BTreeMap<String, NodeIn>>,
}

/// A mistake the answer follows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Named {
    pub id: &'static str,
    pub explanation: &'static str,
}

/// One entry of the check: a step of the selection path, or a position's N and W.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    /// Select: the position expected at this step (null: the path is shorter); backup: the position.
    pub at: Option<String>,
    /// Select: the position given at this step (null: none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub given: Option<Option<String>>,
    /// Backup: the right N and W.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<NodeStat>,
    /// Whether each part is right: select one flag, backup N's and W's.
    pub right: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub n_right: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub w_right: Option<bool>,
}

/// The check of an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct McCheck {
    /// Right entries less wrong ones, floored at 0.
    pub score: usize,
    pub total: usize,
    pub correct: bool,
    pub entries: Vec<Entry>,
    /// The wrong rules whose answer this is, exactly; none for an empty answer.
    pub diagnosis: Vec<Named>,
}

/// The question, with the solution and the check when asked for.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct McPractice {
    pub question: Question,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<McAnswer>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub check: Option<McCheck>,
}

fn name(tree: &Tree, p: NodeId) -> String {
    tree.dewey(p).to_string()
}

fn units(u: u128, den: u64) -> Result<Exact> {
    let u = i64::try_from(u).map_err(|_| crate::chance::exact::overflow())?;
    Exact::ratio(u, den as i64)
}

/// The moment after `shown` iterations of the run with `options`; `shown` is bounded by
/// [`MAX_SHOWN`] and the work by [`MAX_WORK`], each refusal naming the bound and what was asked.
pub fn moment(tree: &Tree, options: &Options, shown: u64) -> Result<Moment> {
    if shown > MAX_SHOWN {
        return Err(Error::procedure(format!("shown: {shown} is more than {MAX_SHOWN} iterations")));
    }
    let height = tree.height();
    let work = shown.saturating_add(1).saturating_mul(u64::from(height) + 1);
    if work > MAX_WORK {
        return Err(Error::procedure(format!(
            "shown: {shown} iterations and the next on a tree of height {height} are {work} steps, more than the \
             {MAX_WORK} a UCT practice question may take: show at most {} iterations on this tree, or use a \
             shallower one",
            (MAX_WORK / (u64::from(height) + 1)).saturating_sub(1)
        )));
    }
    practice::moment(tree, options, shown)
}

pub fn question(tree: &Tree, m: &Moment, task: McTask) -> Result<Question> {
    let (_, den) = m.range.units(m.range.lower);
    let mut nodes = BTreeMap::new();
    for (p, s) in m.stats.iter() {
        nodes.insert(name(tree, p), NodeStat { n: s.n, w: units(s.units, den)? });
    }
    let backup = task == McTask::Backup;
    let (u, d) = m.reward(tree);
    Ok(Question {
        task,
        shown: m.shown,
        c: m.c,
        range: Range { lower: m.range.lower, upper: m.range.upper },
        nodes,
        path: backup.then(|| m.path(tree).iter().map(|&p| name(tree, p)).collect()),
        leaf: backup.then(|| name(tree, m.next.leaf)),
        reward: if backup { Some(units(u.into(), d)?) } else { None },
    })
}

pub fn solution(tree: &Tree, m: &Moment, task: McTask) -> Result<McAnswer> {
    Ok(match task {
        McTask::Select => McAnswer {
            selected: Some(practice::selection(tree, m, None).iter().map(|&p| name(tree, p)).collect()),
            nodes: None,
        },
        McTask::Backup => {
            let mut nodes = BTreeMap::new();
            for (p, nw) in practice::backup(tree, m, None)? {
                let text = |e: Exact| Some(NumberIn::Text(e.to_string()));
                nodes.insert(name(tree, p), NodeIn { n: Some(NumberIn::Number(nw.n.to_f64())), w: text(nw.w) });
            }
            McAnswer { selected: None, nodes: Some(nodes) }
        }
    })
}

fn position(tree: &Tree, text: &str) -> Result<NodeId> {
    let d: Dewey = text.parse()?;
    tree.find(&d)
}

fn number(v: &NumberIn, what: &str) -> Result<Given> {
    v.given(what)
}

fn named(ks: &[MctsMistake]) -> Vec<Named> {
    ks.iter().map(|k| Named { id: k.id(), explanation: k.explanation() }).collect()
}

/// Checks `answer` (of `task`'s shape); a malformed answer (another task's shape, a
/// position that is not in the tree or not on the path, a number that is none) is an error
/// that names it.
pub fn check(tree: &Tree, m: &Moment, task: McTask, answer: &McAnswer) -> Result<McCheck> {
    match task {
        McTask::Select => {
            let Some(list) = answer.selected.as_ref().filter(|_| answer.nodes.is_none()) else {
                return Err(Error::procedure("the select task's answer is {\"selected\": [dewey, ...]}".to_string()));
            };
            let given = list.iter().map(|d| position(tree, d)).collect::<Result<Vec<_>>>()?;
            let f = check_selection(tree, m, &given);
            let entries = f
                .verdicts
                .iter()
                .map(|v| Entry {
                    at: v.expected.map(|p| name(tree, p)),
                    given: Some(v.given.map(|p| name(tree, p))),
                    expected: None,
                    right: v.ok(),
                    n_right: None,
                    w_right: None,
                })
                .collect();
            Ok(McCheck {
                score: f.score,
                total: f.total,
                correct: f.correct(),
                entries,
                diagnosis: named(&f.explained_by),
            })
        }
        McTask::Backup => {
            let Some(nodes) = answer.nodes.as_ref().filter(|_| answer.selected.is_none()) else {
                return Err(Error::procedure(
                    "the backup task's answer is {\"nodes\": {dewey: {\"n\": N, \"w\": W}, ...}}".to_string(),
                ));
            };
            let mut given = Vec::new();
            for (d, nw) in nodes {
                let p = position(tree, d)?;
                let n = nw.n.as_ref().map(|x| number(x, &format!("N of '{d}'"))).transpose()?;
                let w = nw.w.as_ref().map(|x| number(x, &format!("W of '{d}'"))).transpose()?;
                given.push((p, n, w));
            }
            let f = check_backup(tree, m, &given)?;
            let entries = f
                .verdicts
                .iter()
                .map(|v| Entry {
                    at: Some(name(tree, v.at)),
                    given: None,
                    // The right N is a whole number.
                    expected: Some(NodeStat {
                        n: v.expected.n.as_integer().unwrap_or_default() as u64,
                        w: v.expected.w,
                    }),
                    right: v.n_ok() && v.w_ok(),
                    n_right: Some(v.n_ok()),
                    w_right: Some(v.w_ok()),
                })
                .collect();
            Ok(McCheck {
                score: f.score,
                total: f.total,
                correct: f.correct(),
                entries,
                diagnosis: named(&f.explained_by),
            })
        }
    }
}

/// The whole exchange: the question after `shown` iterations, the solution if asked, the
/// check of `answer` if given.
pub fn practise(
    tree: &Tree,
    options: &Options,
    task: McTask,
    shown: u64,
    solve: bool,
    answer: Option<&McAnswer>,
) -> Result<McPractice> {
    let m = moment(tree, options, shown)?;
    Ok(McPractice {
        question: question(tree, &m, task)?,
        solution: if solve { Some(solution(tree, &m, task)?) } else { None },
        check: answer.map(|a| check(tree, &m, task, a)).transpose()?,
    })
}

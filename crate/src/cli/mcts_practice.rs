//! `gametree mcts TREE --practice select|backup --shown K`: UCT practice
//! ([`crate::mcts::practice`]). The question (the statistics after K iterations of the
//! seeded run, and for backup the next iteration's path and reward), with `--solution` its
//! answer, and with `--answer JSON` the check: score, per position right or wrong, and the
//! mistakes whose answer it is.

use super::args::Args;
use super::CliError;
use crate::chance::Exact;
use crate::mcts::practice::{self, check_backup, check_selection, Given, MctsMistake, Moment};
use crate::mcts::Options;
use crate::tree::{NodeId, Tree};
use serde_json::{json, Map, Value};

/// The most iterations a practice question may show: it is read by a person.
pub const MAX_SHOWN: u64 = 100_000;

#[derive(Clone, Copy, PartialEq)]
enum Task {
    Select,
    Backup,
}

fn dewey(tree: &Tree, p: NodeId) -> String {
    tree.dewey(p).to_string()
}

fn exact(e: Exact) -> Value {
    match e.as_integer() {
        Some(i) => json!(i),
        None => json!(e.to_string()),
    }
}

fn diagnosis(ks: &[MctsMistake]) -> Value {
    ks.iter().map(|k| json!({"id": k.id(), "explanation": k.explanation()})).collect()
}

/// A position named in an answer: its Dewey text, which must name a position of the tree.
fn position(tree: &Tree, text: &str, a: &Args) -> Result<NodeId, CliError> {
    let d = text.parse().map_err(|e: crate::Error| a.usage(format!("--answer: {}", e.message())))?;
    tree.find(&d).map_err(|e| a.usage(format!("--answer: {}", e.message())))
}

fn number(v: &Value, what: &str, a: &Args) -> Result<Given, CliError> {
    let text = match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => return Err(a.usage(format!("--answer: {what} is {v}, not a number or a string such as \"7/18\""))),
    };
    Given::parse(&text).map_err(|e| a.usage(format!("--answer: {what}: {}", e.message())))
}

/// The question, as JSON: the statistics shown (N, W exact, per position in the search
/// tree) and, for backup, the path and the reward.
fn question(tree: &Tree, m: &Moment, task: Task) -> Value {
    let (_, den) = m.range.units(m.range.lower);
    let mut nodes = Map::new();
    for (p, s) in m.stats.iter() {
        let w = Exact::ratio(s.units as i64, den as i64).map_or(json!(s.w), exact);
        nodes.insert(dewey(tree, p), json!({"n": s.n, "w": w}));
    }
    let mut q = json!({
        "task": if task == Task::Select { "select" } else { "backup" },
        "shown": m.shown,
        "c": m.c,
        "range": {"lower": m.range.lower, "upper": m.range.upper},
        "nodes": nodes,
    });
    if task == Task::Backup {
        let (units, den) = m.reward(tree);
        q["path"] = m.path(tree).iter().map(|&p| json!(dewey(tree, p))).collect();
        q["leaf"] = json!(dewey(tree, m.next.leaf));
        q["reward"] = Exact::ratio(units as i64, den as i64).map_or(json!(null), exact);
    }
    q
}

fn solution(tree: &Tree, m: &Moment, task: Task) -> Result<Value, CliError> {
    Ok(match task {
        Task::Select => {
            json!({"selected": practice::selection(tree, m, None).iter().map(|&p| dewey(tree, p)).collect::<Vec<_>>()})
        }
        Task::Backup => {
            let mut nodes = Map::new();
            for (p, nw) in practice::backup(tree, m, None).map_err(|e| CliError::input(e.to_string()))? {
                nodes.insert(dewey(tree, p), json!({"n": exact(nw.n), "w": exact(nw.w)}));
            }
            json!({ "nodes": nodes })
        }
    })
}

fn check(tree: &Tree, m: &Moment, task: Task, answer: &str, a: &Args) -> Result<Value, CliError> {
    let v: Value = serde_json::from_str(answer).map_err(|e| a.usage(format!("--answer is not JSON: {e}")))?;
    match task {
        Task::Select => {
            let list = v
                .get("selected")
                .and_then(Value::as_array)
                .ok_or_else(|| a.usage("--answer: the select task's answer is {\"selected\": [dewey, ...]}"))?;
            let given = list
                .iter()
                .map(|d| {
                    d.as_str()
                        .ok_or_else(|| a.usage(format!("--answer: {d} is not a position's Dewey text")))
                        .and_then(|d| position(tree, d, a))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let f = check_selection(tree, m, &given);
            let name = |p: Option<NodeId>| p.map(|p| dewey(tree, p));
            let steps: Vec<Value> = f
                .verdicts
                .iter()
                .map(|s| json!({"expected": name(s.expected), "given": name(s.given), "right": s.ok()}))
                .collect();
            Ok(
                json!({"score": f.score, "total": f.total, "correct": f.correct(), "steps": steps, "diagnosis": diagnosis(&f.explained_by)}),
            )
        }
        Task::Backup => {
            let nodes = v.get("nodes").and_then(Value::as_object).ok_or_else(|| {
                a.usage("--answer: the backup task's answer is {\"nodes\": {dewey: {\"n\": N, \"w\": W}, ...}}")
            })?;
            let mut given = Vec::new();
            for (d, nw) in nodes {
                let p = position(tree, d, a)?;
                let n = nw.get("n").map(|x| number(x, &format!("N of '{d}'"), a)).transpose()?;
                let w = nw.get("w").map(|x| number(x, &format!("W of '{d}'"), a)).transpose()?;
                given.push((p, n, w));
            }
            let f = check_backup(tree, m, &given).map_err(|e| a.usage(format!("--answer: {}", e.message())))?;
            let rows: Vec<Value> = f
                .verdicts
                .iter()
                .map(|r| json!({"at": dewey(tree, r.at), "n": exact(r.expected.n), "w": exact(r.expected.w), "n_right": r.n_ok(), "w_right": r.w_ok()}))
                .collect();
            Ok(
                json!({"score": f.score, "total": f.total, "correct": f.correct(), "positions": rows, "diagnosis": diagnosis(&f.explained_by)}),
            )
        }
    }
}

/// `--practice select|backup`: the question, `--solution`'s answer or `--answer`'s check, as one JSON object.
pub fn run(a: &Args, tree: &Tree, options: &Options) -> Result<String, CliError> {
    let task = match a.value("practice") {
        Some("select") => Task::Select,
        Some("backup") => Task::Backup,
        Some(other) => return Err(a.usage(format!("--practice: '{other}' is not a task: select or backup"))),
        None => unreachable!("called with --practice"),
    };
    let shown: u64 = a.number_or("shown", 10)?;
    if shown > MAX_SHOWN {
        return Err(a.usage(format!("--shown: {shown} is more than {MAX_SHOWN} iterations")));
    }
    let m = practice::moment(tree, options, shown).map_err(|e| a.usage(e.message()))?;
    let mut out = json!({ "question": question(tree, &m, task) });
    if a.flag("solution") {
        out["solution"] = solution(tree, &m, task)?;
    }
    if let Some(answer) = a.value("answer") {
        out["check"] = check(tree, &m, task, answer, a)?;
    }
    let mut s = serde_json::to_string(&out).map_err(|e| CliError::input(format!("JSON: {e}")))?;
    s.push('\n');
    Ok(s)
}

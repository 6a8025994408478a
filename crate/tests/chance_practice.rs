//! Practice on chance trees through the CLI's door (`gametree exercise chance`), on seeded
//! regular *-minimax trees (Ballard 1983's model: uniform and random odds, every ordering,
//! negative values) and typed trees: the solution checks as full marks; the answers of a
//! chance position valued as Min and of the plain average, computed here in floating point
//! from their definitions and given as decimals, are named; Star1's skipped terminals
//! under the bound that forgets the unseen mass are named where they differ; an empty
//! answer is named nothing; a wrong extra mark costs a mark; bad answers say where. A
//! failure prints the seed and the tree.

mod program;

use gametree::chance::Exact;
use gametree::generate::chance::{chance as chance_tree, ChanceSpec, Odds, Order};
use gametree::tree::{Limits, NodeId, Tree};
use program::{gametree, stderr, stdout};
use serde_json::{json, Value};

/// Chance values from their definition, in floating point: `mistake` "as-min" takes the
/// least outcome, "plain" the unweighted mean.
fn values(t: &Tree, mistake: &str) -> Vec<f64> {
    let mut v = vec![0.0; t.len()];
    for p in (0..t.len() as NodeId).rev() {
        let kids: Vec<(f64, f64)> =
            t.children(p).map(|c| (v[c as usize], Exact::probability(t.probability(c)).to_f64())).collect();
        v[p as usize] = if t.is_terminal(p) {
            t.value(p) as f64
        } else if t.is_chance(p) {
            match mistake {
                "as-min" => kids.iter().map(|k| k.0).fold(f64::INFINITY, f64::min),
                "plain" => kids.iter().map(|k| k.0).sum::<f64>() / kids.len() as f64,
                _ => kids.iter().map(|(x, q)| x * q).sum(),
            }
        } else if t.is_max(p) {
            kids.iter().map(|k| k.0).fold(f64::NEG_INFINITY, f64::max)
        } else {
            kids.iter().map(|k| k.0).fold(f64::INFINITY, f64::min)
        };
    }
    v
}

fn run(args: &[&str]) -> Value {
    let o = gametree(args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap()
}

fn values_answer(t: &Tree, v: &[f64]) -> String {
    let m: serde_json::Map<String, Value> = (0..t.len() as NodeId)
        .filter(|&p| t.is_chance(p))
        .map(|p| (t.dewey(p).to_string(), json!(format!("{:.6}", v[p as usize]))))
        .collect();
    json!({ "values": m }).to_string()
}

#[test]
fn solutions_score_full_marks_and_the_mistakes_are_named() {
    let mut named = std::collections::BTreeMap::<String, usize>::new();
    for seed in 1..=60u64 {
        let spec = ChanceSpec {
            plies: 2 + (seed % 2) as u32,
            degree: 2 + (seed % 3) as u32 / 2,
            outcomes: 2 + (seed % 2) as u32,
            odds: if seed % 3 == 0 { Odds::Uniform } else { Odds::Random },
            order: [Order::Random, Order::Best, Order::Worst][(seed % 3) as usize],
            seed,
            ..ChanceSpec::default()
        };
        let t = chance_tree(&spec, Limits::default()).unwrap();
        let text = gametree::notation::print(&t);
        let ctx = format!("seed {seed}, tree {text}");
        for task in ["values", "skip"] {
            let sol = run(&["exercise", "chance", &text, "--task", task, "--solution"])["solution"].to_string();
            let c = &run(&["exercise", "chance", &text, "--task", task, "--answer", &sol])["check"];
            assert_eq!(c["correct"], true, "{ctx} {task}: {c}");
            assert_eq!(c["score"], c["total"], "{ctx} {task}: {c}");
            let empty = if task == "values" { r#"{"values": {}}"# } else { r#"{"skipped": []}"# };
            let c = &run(&["exercise", "chance", &text, "--task", task, "--answer", empty])["check"];
            assert_eq!(c["diagnosis"], json!([]), "{ctx} {task}: an empty answer");
        }
        // The right values as decimals are right; the mistakes' are named.
        let c =
            &run(&["exercise", "chance", &text, "--task", "values", "--answer", &values_answer(&t, &values(&t, ""))])
                ["check"];
        assert_eq!(c["correct"], true, "{ctx}: decimals {c}");
        let right = values(&t, "");
        for (m, id) in [("as-min", "chance-as-min"), ("plain", "plain-average")] {
            let theirs = values(&t, m);
            let differs = (0..t.len()).any(|p| t.is_chance(p as NodeId) && (theirs[p] - right[p]).abs() > 1e-3);
            if !differs {
                continue;
            }
            let c = &run(&["exercise", "chance", &text, "--task", "values", "--answer", &values_answer(&t, &theirs)])
                ["check"];
            assert_eq!(c["correct"], false, "{ctx}: {m} {c}");
            assert!(c["diagnosis"].as_array().unwrap().iter().any(|d| d["id"] == id), "{ctx}: {m} not named: {c}");
            *named.entry(id.into()).or_default() += 1;
        }
        // Star1 with the mistaken bound: the library's own run with the mistake.
        let wrong: Vec<String> = gametree::chance::mistakes::star1_skipped(
            &t,
            None,
            Some(gametree::chance::mistake::ChanceMistake::ForgetsUnseenMass),
        )
        .unwrap()
        .into_iter()
        .map(|p| t.dewey(p).to_string())
        .collect();
        let q = run(&["exercise", "chance", &text, "--task", "skip", "--solution"]);
        let sol: Vec<String> = serde_json::from_value(q["solution"]["skipped"].clone()).unwrap();
        if wrong != sol && !wrong.is_empty() {
            let c = &run(&[
                "exercise",
                "chance",
                &text,
                "--task",
                "skip",
                "--answer",
                &json!({ "skipped": wrong }).to_string(),
            ])["check"];
            assert_eq!(c["correct"], false, "{ctx}: {c}");
            assert!(c["diagnosis"].as_array().unwrap().iter().any(|d| d["id"] == "forgets-unseen-mass"), "{ctx}: {c}");
            *named.entry("forgets-unseen-mass".into()).or_default() += 1;
        }
        // A wrong extra mark costs a mark: the solution plus one terminal Star1 evaluates.
        let all: Vec<String> = serde_json::from_value(q["question"]["positions"].clone()).unwrap();
        if let Some(extra) = all.iter().find(|p| !sol.contains(p)) {
            let mut marks = sol.clone();
            marks.push(extra.clone());
            let c = &run(&[
                "exercise",
                "chance",
                &text,
                "--task",
                "skip",
                "--answer",
                &json!({ "skipped": marks }).to_string(),
            ])["check"];
            assert_eq!(c["correct"], false, "{ctx}: {c}");
            assert_eq!(c["score"].as_u64().unwrap(), (sol.len() as u64).saturating_sub(1), "{ctx}: {c}");
        }
    }
    assert_eq!(named.len(), 3, "every mistake named on some tree: {named:?}");
}

#[test]
fn a_worked_tree_and_bad_answers_that_say_where() {
    let t = "([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])";
    let c = &run(&["exercise", "chance", t, "--task", "values", "--answer", r#"{"values": {"1": "5/2", "2": 0.5}}"#])
        ["check"];
    assert_eq!(c["correct"], true, "{c}");
    for (task, answer, says) in [
        ("values", r#"{"values": {"1.1": 3}}"#, "'1.1' is not a chance position"),
        ("values", r#"{"values": {"1": "x"}}"#, "'x'"),
        ("values", r#"{"values": {"9": 1}}"#, "9"),
        ("skip", r#"{"skipped": ["1"]}"#, "'1' is not a terminal"),
        ("skip", r#"{"values": {}}"#, "skip task's answer"),
        ("skip", r#"{"skipped": [], "x": 1}"#, "unknown field"),
        ("wrong", "{}", "'wrong'"),
    ] {
        let o = gametree(&["exercise", "chance", t, "--task", task, "--answer", answer]);
        assert_eq!(o.status.code(), Some(2), "{answer}: {}", stdout(&o));
        assert!(stderr(&o).contains(says), "{answer}: {}", stderr(&o));
    }
    let o = gametree(&["exercise", "chance", "((1 2) (3 4))", "--task", "values"]);
    assert!(stderr(&o).contains("no chance position"), "{}", stderr(&o));
}

//! `gametree exercise` and `gametree worksheet` as a user runs them.

mod program;
use program::{gametree, stderr, stdout};

use gametree::practice::ExerciseSpec;
use serde_json::Value;
use std::process::Output;

fn json(o: &Output) -> Value {
    assert!(o.status.success(), "exit {:?}, stderr: {}", o.status, stderr(o));
    serde_json::from_str(&stdout(o)).expect("one JSON object")
}

#[test]
fn exercise_new_prints_the_spec_the_tree_and_the_task() {
    let o = gametree(&[
        "exercise", "new", "--task", "prune", "--proc", "F2", "--seed", "7", "--degree", "3", "--height", "4",
        "--order", "good",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("exercise: prune.F2.s7.d3h4.good.v-9..9"), "{out}");
    let tree = ExerciseSpec::parse("prune.F2.s7.d3h4.good.v-9..9").unwrap().tree().unwrap();
    assert!(out.contains(&format!("tree: {}", gametree::notation::print(&tree))));
    assert!(out.contains("task: Mark the positions F2 does not examine"));
    let j = json(&gametree(&["exercise", "new", "values.F1.s3.d2h3.bad.v-5..5", "--json"]));
    assert_eq!(j["text"], "values.F1.s3.d2h3.bad.v-5..5");
    assert_eq!(j["spec"]["degree"], 2);
    assert_eq!(j["spec"]["order"], "bad");
}

#[test]
fn the_expected_answer_checks_as_correct_and_a_changed_one_does_not() {
    for spec in [
        "prune.F2.s7.d3h3.random.v-9..9",
        "values.F2.s8.d2h4.random.v-9..9",
        "values.F1.s8.d2h4.random.v-9..9.negamax",
        "window.F2.s9.d3h3.random.v-9..9",
        "next.F2.s4.d2h3.random.v-9..9",
        "order.F2.s4.d2h3.bad.v-9..9",
    ] {
        let want = json(&gametree(&["exercise", "answer", spec]));
        let c = json(&gametree(&["exercise", "check", spec, "--answer", &want.to_string(), "--json"]));
        assert_eq!(c["correct"], true, "{spec}: {c}");
        assert_eq!(c["score"], c["total"]);
        assert_eq!(c["missed"], serde_json::json!([]));
    }
    // The prune answer with its first root left out: missed there, in words.
    let spec = "prune.F2.s7.d3h3.random.v-9..9";
    let mut want = json(&gametree(&["exercise", "answer", spec]));
    let first = want["pruned"].as_array_mut().unwrap().remove(0);
    let o = gametree(&["exercise", "check", spec, "--answer", &want.to_string()]);
    let out = stdout(&o);
    assert!(out.starts_with("prune: "), "{out}");
    assert!(out.contains(&format!("missed {}", first.as_str().unwrap())), "{out}");
    assert!(out.contains("cutoff"), "{out}");
}

#[test]
fn the_next_task_takes_the_step() {
    let a = json(&gametree(&["exercise", "answer", "next.F2.s4.d2h3", "--step", "0"]));
    assert_eq!(a["examined"], "1");
    let b = json(&gametree(&["exercise", "answer", "next.F2.s4.d2h3", "--step", "4"]));
    assert_ne!(a, b);
}

#[test]
fn bad_specs_and_answers_are_clear_errors() {
    let o = gametree(&["exercise", "new", "prune.F2.s1x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("offset 9") && stderr(&o).contains("seed"), "{}", stderr(&o));
    let o = gametree(&["exercise", "check", "prune.F2.s1", "--answer", "{\"pruned\": 3}"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--answer") && stderr(&o).contains("prune answer"), "{}", stderr(&o));
    let o = gametree(&["exercise", "check", "prune.F2.s1", "--answer", "{\"pruned\": [\"9.9\"]}"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("pruned[0]") && stderr(&o).contains("9.9"), "{}", stderr(&o));
    let o = gametree(&["exercise", "check", "prune.F2.s1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--answer"));
    let o = gametree(&["exercise", "new", "--degree", "7"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("degree must be 2, 3 or 4"), "{}", stderr(&o));
    assert!(stdout(&gametree(&["help", "exercise"])).contains("exercise check SPEC --answer JSON"));
}

#[test]
fn worksheet_prints_latex_for_an_exercise_or_a_tree() {
    let o = gametree(&["worksheet", "prune.F2.s123.d3h4.good.v-9..9", "--standalone"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let tex = stdout(&o);
    assert!(tex.starts_with("\\documentclass{article}") && tex.contains("\\begin{forest}"));
    assert!(!tex.contains(", gt pruned"));
    let sol = stdout(&gametree(&["worksheet", "prune.F2.s123.d3h4.good.v-9..9", "--solution"]));
    assert!(sol.contains(", gt pruned") && sol.contains(", gt cut") && !sol.contains("\\documentclass"));
    let t = stdout(&gametree(&["worksheet", "((3 1 4) (1 5 9) (2 6 5))", "--solution", "--title", "50% & more"]));
    assert!(t.contains("50\\% \\& more"), "{t}");
    assert!(t.contains("[{$3$}, gt max"), "{t}");
    let o = gametree(&["worksheet", "((3 1"]);
    assert_eq!(o.status.code(), Some(1));
}

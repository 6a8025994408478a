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

#[test]
fn a_task_is_refused_with_a_procedure_it_cannot_ask() {
    let answer = r#"{"examined": "1", "cutoff": false, "m": 3}"#;
    for spec in
        ["next.sss.s1.d3h4.good.v-9..9", "next.mn-minimax.s1.d3h4.good.v-9..9", "next.scout.s1.d3h4.good.v-9..9"]
    {
        for args in [
            vec!["exercise", "new", spec],
            vec!["exercise", "answer", spec],
            vec!["exercise", "check", spec, "--answer", answer],
            vec!["worksheet", spec],
        ] {
            let o = gametree(&args);
            let err = stderr(&o);
            assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
            assert!(stdout(&o).is_empty(), "{args:?}");
            assert!(
                err.contains("offset 5")
                    && err.contains("the next task does not step through")
                    && err.contains("it steps through F0, F1, F2,"),
                "{args:?}: {err}"
            );
        }
    }
    let o = gametree(&["exercise", "new", "--task", "next", "--proc", "sss"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not step through sss"), "{}", stderr(&o));
    let o = gametree(&["exercise", "new", "window.sss.s1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("needs a procedure that takes a window; sss does not"), "{}", stderr(&o));
    let o = gametree(&["exercise", "new", "window.F1.s1.w2..+inf"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("finite beta"), "{}", stderr(&o));
}

#[test]
fn every_exercise_that_exercise_new_makes_can_be_answered() {
    for task in ["prune", "values", "window", "next", "order"] {
        for proc in gametree::procedures::names() {
            let spec = format!("{task}.{proc}.s3.d2h3.random.v-9..9");
            let o = gametree(&["exercise", "new", &spec]);
            if !o.status.success() {
                assert_eq!(o.status.code(), Some(2), "{spec}: {}", stderr(&o));
                continue;
            }
            let a = gametree(&["exercise", "answer", &spec]);
            assert!(a.status.success(), "{spec} was made but cannot be answered: {}", stderr(&a));
        }
    }
}

/// The feedback items of a check of `spec` with `answer`.
fn check(spec: &str, answer: &str) -> Value {
    json(&gametree(&["exercise", "check", spec, "--answer", answer, "--json"]))
}

#[test]
fn an_infinite_answer_is_right_only_for_an_infinite_value() {
    let spec = "values.F2.s1.d3h4.good.v-9..9";
    for inf in ["+inf", "inf", "-inf", "Infinity", "-infinity"] {
        let c = check(spec, &format!(r#"{{"values": {{"": "{inf}"}}}}"#));
        assert_eq!(c["score"], 0, "{inf}: {c}");
        assert_eq!(c["feedback"][0]["verdict"], "wrong", "{inf}: {c}");
    }
    // Every asked position given +inf (or 1e308) scores nothing.
    let want = json(&gametree(&["exercise", "answer", spec]));
    for x in [serde_json::json!("+inf"), serde_json::json!(1e308), serde_json::json!(-1e308)] {
        let mut all = want.clone();
        for v in all["values"].as_object_mut().unwrap().values_mut() {
            *v = x.clone();
        }
        let c = check(spec, &all.to_string());
        assert_eq!(c["score"], 0, "{x}: {c}");
        assert_eq!(c["total"], want["values"].as_object().unwrap().len());
    }
    // The window task's value and the next task's m.
    let c = check("window.F2.s9.d3h3.random.v-9..9", r#"{"outcome": "exact", "value": "+inf"}"#);
    assert_eq!(c["feedback"][1]["verdict"], "wrong", "{c}");
    let c = check("next.F2.s4.d2h3.random.v-9..9", r#"{"examined": "1", "cutoff": false, "m": "-inf"}"#);
    assert!(c["feedback"].as_array().unwrap().iter().any(|f| f["verdict"] == "wrong"), "{c}");
    // NaN is no number.
    let o = gametree(&["exercise", "check", spec, "--answer", r#"{"values": {"": "nan"}}"#]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("'nan' is not a number"), "{}", stderr(&o));
}

#[test]
fn worksheet_and_search_give_the_same_status_for_the_same_bad_option() {
    for bad in [&["--alpha", "5", "--beta", "3"][..], &["--proc", "nope"][..], &["--beta", "x"][..]] {
        let search = gametree(&[&["search", "(1,2)"][..], bad].concat());
        let sheet = gametree(&[&["worksheet", "(1,2)"][..], bad].concat());
        assert_eq!(search.status.code(), Some(2), "search {bad:?}: {}", stderr(&search));
        assert_eq!(sheet.status.code(), Some(2), "worksheet {bad:?}: {}", stderr(&sheet));
        assert!(stderr(&sheet).contains("gametree worksheet --help"), "{}", stderr(&sheet));
    }
    let o = gametree(&["worksheet", "(1,2)", "--alpha", "5", "--beta", "3"]);
    assert!(stderr(&o).contains("the window needs alpha < beta; got --alpha 5 and --beta 3"), "{}", stderr(&o));
}

/// The picture's dark modules, read back from its `\put(x,y){\rule{k\unitlength}...}` lines,
/// as a width × width matrix (the quiet zone removed).
fn qr_of(tex: &str) -> (usize, Vec<bool>) {
    let side: usize =
        tex.split("\\begin{picture}(").nth(1).expect("a picture").split(',').next().unwrap().parse().unwrap();
    let width = side - 8;
    let mut dark = vec![false; width * width];
    for line in tex.lines().filter(|l| l.starts_with("\\put(")) {
        let nums: Vec<usize> = line[5..]
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .take(3)
            .map(|s| s.parse().unwrap())
            .collect();
        let (x, y, k) = (nums[0] - 4, nums[1], nums[2]);
        let row = side - 4 - 1 - y;
        for c in x..x + k {
            dark[row * width + c] = true;
        }
    }
    (width, dark)
}

#[test]
fn a_worksheet_has_a_title_the_id_in_small_print_and_a_qr_code_of_the_link() {
    let spec = "prune.F2.s1.d2h3.random.v-9..9";
    let o = gametree(&["worksheet", spec, "--url", "https://example.org/playground/", "--number", "3", "--standalone"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let tex = stdout(&o);
    assert!(tex.contains("\\section*{Exercise 3: mark the cutoffs --- F2 (Knuth \\& Moore 1975)}"), "{tex}");
    assert!(tex.contains(&format!("{{\\small\\texttt{{{spec}}}}}")), "{tex}");
    let link = format!("https://example.org/playground/#mode=practice&ex={spec}");
    assert!(tex.contains(&format!("{{\\tiny\\raggedright {}", link.replace('&', "\\&").replace('#', "\\#"))), "{tex}");
    // The picture is the QR code of the link, module for module (level M).
    let code = qrcode::QrCode::with_error_correction_level(link.as_bytes(), qrcode::EcLevel::M).unwrap();
    let want: Vec<bool> = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
    let (width, dark) = qr_of(&tex);
    assert_eq!(width, code.width());
    assert_eq!(width, 17 + 4 * 5, "a 79-byte link at level M is version 5 (37 modules; version 4 holds 62 bytes)");
    assert_eq!(dark, want);
    // Without --url: no picture; a tree with --url: refused.
    let plain = stdout(&gametree(&["worksheet", spec]));
    assert!(!plain.contains("\\begin{picture}") && plain.contains("Exercise: mark the cutoffs"));
    let o = gametree(&["worksheet", "(1 2)", "--url", "https://example.org/"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--url and --number go with an exercise's SPEC"), "{}", stderr(&o));
}

/// A cutoff told in the exercise's standpoint: in the minimax view (the default) from Max's,
/// with α and β as Max holds them; in the negamax view K&M's m and β; both in the page's
/// symbols (≥, β, −), not `>=`, `beta` and a hyphen.
#[test]
fn prune_feedback_speaks_the_exercise_view_in_the_page_symbols() {
    let minimax =
        stdout(&gametree(&["exercise", "check", "prune.F2.s1.d3h3.good.v-9..9", "--answer", r#"{"pruned":[]}"#]));
    assert!(minimax.contains("position 1.2 (Max) is worth at least 4 to Max, and its parent, position 1 (Min) holds Max to at most β = 2"), "{minimax}");
    assert!(minimax.contains("Max is already sure of α = 2 at its parent, the root (Max)"), "{minimax}");
    assert!(!minimax.contains("−m") && !minimax.contains(">=") && !minimax.contains("beta"), "{minimax}");
    let negamax = stdout(&gametree(&[
        "exercise",
        "check",
        "prune.F2.s1.d3h3.good.v-9..9.negamax",
        "--answer",
        r#"{"pruned":[]}"#,
    ]));
    assert!(negamax.contains("m = 4 ≥ β, where β = 2 is −m of its parent, position 1 (Min)"), "{negamax}");
}

/// A mistake the checker recognises is not a procedure to practise: an exercise (a link's
/// `ex=`, `exercise new`, a worksheet) that names one is refused where its name stands,
/// or students would be graded against a wrong alpha-beta.
#[test]
fn an_exercise_is_refused_with_a_mistake_for_its_procedure() {
    for spec in ["prune.mutant:strict-cutoff.s1.d3h4.good.v-9..9", "values.mutant:shallow-only.s2.d2h3"] {
        for args in [vec!["exercise", "new", spec], vec!["exercise", "answer", spec], vec!["worksheet", spec]] {
            let o = gametree(&args);
            let err = stderr(&o);
            assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
            assert!(stdout(&o).is_empty(), "{args:?}");
            assert!(err.contains("offset ") && err.contains("is a mistake"), "{args:?}: {err}");
        }
    }
    let o = gametree(&["exercise", "new", "--task", "prune", "--proc", "mutant:right-to-left"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is a mistake"), "{}", stderr(&o));
}

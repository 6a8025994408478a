//! `gametree experiment` and `gametree thesis-grid` from the outside.

use std::process::Command;

fn gametree(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn results_are_identical_on_one_and_two_threads() {
    let args = [
        "experiment",
        "--model",
        "iid",
        "--degree",
        "3",
        "--height",
        "3,4",
        "--samples",
        "300",
        "--proc",
        "F1,F2,pvs",
        "--csv",
    ];
    let (s1, one, e1) = gametree(&[&args[..], &["--threads", "1"]].concat());
    let (s2, two, _) = gametree(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!((s1, s2), (0, 0), "{e1}");
    assert_eq!(one, two);
    assert_eq!(one.lines().count(), 1 + 2 * 3);
}

#[test]
fn json_results_carry_the_fields_and_the_theory() {
    let (s, out, err) = gametree(&[
        "experiment",
        "--model",
        "dependent",
        "--degree",
        "2",
        "--height",
        "4",
        "--samples",
        "400",
        "--proc",
        "F2",
        "--json",
    ]);
    assert_eq!(s, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let r = &v["results"][0];
    for key in ["model", "degree", "height", "proc", "samples", "mean_terminals", "stderr_terminals", "mean_per_level"]
    {
        assert!(!r[key].is_null(), "{key} in {r}");
    }
    let (mean, se, th) = (
        r["mean_terminals"].as_f64().unwrap(),
        r["stderr_terminals"].as_f64().unwrap(),
        r["theory_terminals"].as_f64().unwrap(),
    );
    assert!((mean - th).abs() < 5.0 * se, "Theorem 6: {th} vs {mean} ± {se}");
}

#[test]
fn bad_experiments_are_usage_errors() {
    assert_eq!(gametree(&["experiment", "--model", "nope"]).0, 2);
    assert_eq!(gametree(&["experiment", "--proc", "F9"]).0, 2);
    assert_eq!(gametree(&["experiment", "--samples", "0"]).0, 2);
    assert_eq!(gametree(&["experiment", "--model", "implicit", "--proc", "sss"]).0, 2);
}

#[test]
fn the_thesis_grid_bounds_its_tree_count() {
    for bad in ["0", "10001", "4294967295", "x"] {
        let (s, _, err) = gametree(&["thesis-grid", "--trees", bad]);
        assert_eq!(s, 2, "--trees {bad}: {err}");
        assert!(err.contains("--trees"), "{err}");
    }
}

#[test]
fn the_thesis_grid_prints_table_one_and_the_leaf_tables() {
    let (s, out, err) = gametree(&["thesis-grid", "--trees", "2"]);
    assert_eq!(s, 0, "{err}");
    assert!(out.contains("Ranking"), "{out}");
    assert!(out.contains("U(3,6)"));
    assert!(out.contains("SSS*"));
}

#[test]
fn a_height_or_a_procedure_given_twice_is_refused_not_printed_twice() {
    for (list, says) in [
        (["--height", "2,2", "--proc", "F1"], "height 2 is given twice"),
        (["--height", "2,3,2", "--proc", "F1"], "height 2 is given twice"),
        (["--height", "2", "--proc", "F1,f1"], "the procedure F1 is given twice ('f1')"),
        (
            ["--height", "2", "--proc", "F2,alpha-beta,alphabeta"],
            "the procedure alphabeta is given twice ('alphabeta')",
        ),
    ] {
        let (s, out, err) =
            gametree(&[&["experiment", "--model", "iid", "--degree", "2", "--samples", "3"][..], &list[..]].concat());
        assert_eq!(s, 2, "{list:?}: {out}");
        assert!(out.is_empty() && err.contains(says), "{list:?}: {err}");
    }
}

/// `--model=X` is `--model X` for every experiment: the UCT and chance experiments were only
/// found by the spaced form, so `--model=trap` ran K&M's experiment, which refused 'trap'
/// naming its own models.
#[test]
fn the_model_written_with_an_equals_sign_chooses_the_same_experiment() {
    for (model, rest) in [
        ("trap", &["--degree", "2", "--height", "3", "--samples", "4", "--iterations", "5,20", "--csv"][..]),
        ("pgame", &["--degree", "2", "--height", "3", "--samples", "4", "--iterations", "5,20", "--csv"][..]),
        ("chance", &["--plies", "2", "--samples", "3", "--json"][..]),
        ("iid", &["--degree", "2", "--height", "3", "--samples", "4", "--csv"][..]),
    ] {
        let spaced = gametree(&[&["experiment", "--model", model][..], rest].concat());
        let joined = gametree(&[&["experiment", &format!("--model={model}")][..], rest].concat());
        assert_eq!(spaced.0, 0, "{model}: {}", spaced.2);
        assert_eq!(joined, spaced, "{model}");
    }
}

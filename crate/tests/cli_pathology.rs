//! `gametree pathology` as a user runs it (Muszycka's thesis, chapter 5).

mod program;
use program::{gametree, stderr, stdout};

use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let o = gametree(args);
    assert!(o.status.success(), "exit {:?}, stderr: {}", o.status, stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("one JSON object")
}

fn status(args: &[&str]) -> (i32, String) {
    let o = gametree(args);
    (o.status.code().unwrap(), stderr(&o))
}

#[test]
fn recursion_json_has_one_row_per_level_from_n_down_to_zero() {
    let v = json(&[
        "pathology",
        "recursion",
        "--width",
        "2",
        "--err1",
        "0.1",
        "--err2",
        "0.2",
        "--p",
        "0.5",
        "--levels",
        "2",
        "--json",
    ]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    let levels: Vec<u64> = rows.iter().map(|r| r["level"].as_u64().unwrap()).collect();
    assert_eq!(levels, vec![2, 1, 0]);
    // By hand (see the library's tests): level 1 err1 = 1 - 0.8^2 = 0.36, p = 0.75,
    // ERR = 0.36 * 0.25 + (0.085 / 1.5) * 0.75 = 0.1325.
    let r1 = &rows[1];
    assert!((r1["err1"].as_f64().unwrap() - 0.36).abs() < 1e-12);
    assert!((r1["p"].as_f64().unwrap() - 0.75).abs() < 1e-12);
    assert!((r1["ERR"].as_f64().unwrap() - 0.1325).abs() < 1e-12);
    for key in ["level", "err1", "err2", "p", "ERR"] {
        assert!(rows[0].get(key).is_some(), "{key}");
    }
}

#[test]
fn recursion_with_terminals_uses_equation_three() {
    // q = 0.1: err1 = 0.36 * 0.9 * 0.25 / (1 - 0.9 * 0.75) = 0.081 / 0.325; p = 0.675.
    let v = json(&[
        "pathology",
        "recursion",
        "--width",
        "2",
        "--err1",
        "0.1",
        "--err2",
        "0.2",
        "--p",
        "0.5",
        "--levels",
        "1",
        "--q",
        "0.1",
        "--json",
    ]);
    let r = &v["rows"][1];
    assert!((r["err1"].as_f64().unwrap() - 0.081 / 0.325).abs() < 1e-12);
    assert!((r["p"].as_f64().unwrap() - 0.675).abs() < 1e-12);
}

#[test]
fn recursion_prints_a_table_without_json() {
    let o = gametree(&[
        "pathology",
        "recursion",
        "--width",
        "3",
        "--err1",
        "0.1",
        "--err2",
        "0.2",
        "--p",
        "0.5",
        "--levels",
        "4",
    ]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("ERR"), "{text}");
    assert_eq!(text.lines().count(), 2 + 5, "{text}");
    // With terminals, the table ends with Pearl's special p0: q = 0.05 gives 0.0475 / 0.9.
    let o = gametree(&[
        "pathology",
        "recursion",
        "--width",
        "2",
        "--err1",
        "0.1",
        "--err2",
        "0.2",
        "--p",
        "0.5",
        "--levels",
        "1",
        "--q",
        "0.05",
    ]);
    let last = stdout(&o).lines().last().unwrap().to_string();
    let p0: f64 = last.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(last.starts_with("Pearl's special p0") && (p0 - 0.0475 / 0.9).abs() < 1e-12, "{last}");
}

#[test]
fn game_json_is_identical_on_one_and_two_threads() {
    for game in [["--game", "pearl"], ["--game", "incremental"], ["--game", "dependent"]] {
        let mut args = vec!["pathology", "game", game[0], game[1], "--width", "3", "--terminal-level", "5"];
        args.extend(["--samples", "400", "--seed", "7", "--json"]);
        if game[1] == "dependent" {
            args.extend(["--sons", "independent"]);
        }
        let one = json(&[args.clone(), vec!["--threads", "1"]].concat());
        let two = json(&[args.clone(), vec!["--threads", "2"]].concat());
        assert_eq!(one, two, "{game:?}");
        let depths = one["depths"].as_array().unwrap();
        assert_eq!(depths.len(), 5);
        for (k, d) in depths.iter().enumerate() {
            assert_eq!(d["depth"], k as u64 + 1);
            let (c, se) = (d["correct"].as_f64().unwrap(), d["stderr"].as_f64().unwrap());
            assert!((0.0..=1.0).contains(&c) && se >= 0.0, "{d}");
        }
        assert_eq!(one["samples"], 400);
        // The terminal level's decision is always right.
        assert_eq!(depths[4]["correct"], 1.0);
    }
}

#[test]
fn the_default_p0_is_the_golden_section_for_width_two() {
    let odd = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "5",
        "--samples",
        "10",
        "--json",
    ]);
    assert!((odd["p0"].as_f64().unwrap() - (3.0 - 5f64.sqrt()) / 2.0).abs() < 1e-12);
    let even = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "6",
        "--samples",
        "10",
        "--json",
    ]);
    assert!((even["p0"].as_f64().unwrap() - (5f64.sqrt() - 1.0) / 2.0).abs() < 1e-12);
    let given = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "6",
        "--p0",
        "0.5",
        "--samples",
        "10",
        "--json",
    ]);
    assert_eq!(given["p0"], 0.5);
    let seed = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "6",
        "--samples",
        "10",
        "--json",
    ]);
    assert_eq!(seed["seed"], 1, "the default seed");
}

#[test]
fn product_propagation_is_selected_by_backup() {
    let v = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "9",
        "--samples",
        "300",
        "--backup",
        "product",
        "--json",
    ]);
    assert_eq!(v["backup"], "product");
    let m = json(&[
        "pathology",
        "game",
        "--game",
        "pearl",
        "--width",
        "2",
        "--terminal-level",
        "9",
        "--samples",
        "300",
        "--json",
    ]);
    assert_eq!(m["backup"], "minimax");
    // Same trees (same seed), another backing-up rule: at some depth below t - 1 they differ.
    assert_ne!(v["depths"], m["depths"]);
}

#[test]
fn strict_ties_never_score_higher_than_half_ties() {
    let base =
        ["pathology", "game", "--game", "pearl", "--width", "3", "--terminal-level", "5", "--samples", "300", "--json"];
    let half = json(&base);
    let strict = json(&[&base[..], &["--ties", "strict"]].concat());
    let mut lower = 0;
    for (h, s) in half["depths"].as_array().unwrap().iter().zip(strict["depths"].as_array().unwrap()) {
        let (h, s) = (h["correct"].as_f64().unwrap(), s["correct"].as_f64().unwrap());
        assert!(s <= h, "{h} {s}");
        lower += usize::from(s < h);
    }
    assert!(lower > 0, "some depth of 300 trees has a tie");
}

#[test]
fn game_prints_a_table_without_json() {
    let o = gametree(&[
        "pathology",
        "game",
        "--game",
        "incremental",
        "--width",
        "2",
        "--terminal-level",
        "4",
        "--samples",
        "50",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("incremental game, width 2, terminal level 4, ps = 0.5, minimax; 50 trees kept"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 2 + 4);
}

#[test]
fn usage_errors_exit_with_2_and_bad_values_with_1() {
    let usage = [
        vec!["pathology"],
        vec!["pathology", "recursoin"],
        vec!["pathology", "recursion", "--width", "2", "--err1", "0.1", "--err2", "0.2", "--p", "0.5"],
        vec![
            "pathology",
            "recursion",
            "--width",
            "two",
            "--err1",
            "0.1",
            "--err2",
            "0.2",
            "--p",
            "0.5",
            "--levels",
            "3",
        ],
        vec!["pathology", "game", "--game", "chess", "--width", "2", "--terminal-level", "4", "--samples", "5"],
        vec!["pathology", "game", "--game", "pearl", "--width", "2", "--terminal-level", "4"],
        vec![
            "pathology",
            "game",
            "--game",
            "pearl",
            "--width",
            "2",
            "--terminal-level",
            "4",
            "--samples",
            "5",
            "--bogus",
        ],
        vec![
            "pathology",
            "game",
            "--game",
            "pearl",
            "--width",
            "2",
            "--terminal-level",
            "4",
            "--samples",
            "5",
            "--p0",
            "0.3",
            "--ps",
            "0.5",
        ],
        vec![
            "pathology",
            "game",
            "--game",
            "pearl",
            "--width",
            "2",
            "--terminal-level",
            "4",
            "--samples",
            "5",
            "--scheme",
            "real",
        ],
        vec![
            "pathology",
            "game",
            "--game",
            "pearl",
            "--width",
            "2",
            "--terminal-level",
            "4",
            "--samples",
            "5",
            "--backup",
            "max",
        ],
    ];
    for args in usage {
        let (code, err) = status(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.starts_with("error: ") && err.contains("pathology --help"), "{args:?}: {err}");
    }
    let bad = [
        (
            vec![
                "pathology",
                "recursion",
                "--width",
                "2",
                "--err1",
                "1.5",
                "--err2",
                "0.2",
                "--p",
                "0.5",
                "--levels",
                "3",
            ],
            "err1",
        ),
        (
            vec![
                "pathology",
                "recursion",
                "--width",
                "2",
                "--err1",
                "0.1",
                "--err2",
                "0.2",
                "--p",
                "0.5",
                "--levels",
                "5000",
            ],
            "levels",
        ),
        (
            vec!["pathology", "game", "--game", "pearl", "--width", "9", "--terminal-level", "4", "--samples", "5"],
            "width",
        ),
        (
            vec!["pathology", "game", "--game", "pearl", "--width", "2", "--terminal-level", "30", "--samples", "5"],
            "terminals",
        ),
        (
            vec!["pathology", "game", "--game", "pearl", "--width", "2", "--terminal-level", "4", "--samples", "0"],
            "samples",
        ),
        (
            vec![
                "pathology",
                "game",
                "--game",
                "pearl",
                "--width",
                "2",
                "--terminal-level",
                "4",
                "--samples",
                "5",
                "--threads",
                "0",
            ],
            "threads",
        ),
        (
            vec![
                "pathology",
                "game",
                "--game",
                "incremental",
                "--width",
                "2",
                "--terminal-level",
                "4",
                "--samples",
                "5",
                "--p0",
                "0.3",
            ],
            "p0",
        ),
        (
            vec![
                "pathology",
                "game",
                "--game",
                "dependent",
                "--width",
                "2",
                "--terminal-level",
                "4",
                "--samples",
                "5",
                "--backup",
                "product",
            ],
            "product",
        ),
        (
            vec![
                "pathology",
                "game",
                "--game",
                "pearl",
                "--width",
                "2",
                "--terminal-level",
                "20",
                "--samples",
                "1000000",
            ],
            "bound",
        ),
    ];
    for (args, word) in bad {
        let (code, err) = status(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains(word), "{args:?}: {err}");
    }
}

#[test]
fn help_is_printed() {
    for args in [vec!["pathology", "--help"], vec!["help", "pathology"], vec!["pathology", "game", "--help"]] {
        let o = gametree(&args);
        assert!(o.status.success());
        assert!(stdout(&o).contains("gametree pathology recursion"), "{args:?}");
    }
}

#[test]
fn a_run_whose_trees_would_almost_never_be_kept_is_refused_at_once() {
    for (args, name) in [
        (
            vec![
                "pathology",
                "game",
                "--game",
                "pearl",
                "--width",
                "2",
                "--terminal-level",
                "20",
                "--p0",
                "0.000000000001",
                "--samples",
                "1",
            ],
            "p0 = 0.000000000001",
        ),
        (
            vec![
                "pathology",
                "game",
                "--game",
                "incremental",
                "--width",
                "8",
                "--terminal-level",
                "6",
                "--ps",
                "1e-9",
                "--samples",
                "1",
            ],
            "ps = 0.000000001",
        ),
        // Kept once in about 25000 draws: most samples give up after 10000.
        (
            vec![
                "pathology",
                "game",
                "--game",
                "pearl",
                "--width",
                "2",
                "--terminal-level",
                "1",
                "--p0",
                "0.00002",
                "--samples",
                "3",
            ],
            "4.000e-5",
        ),
    ] {
        let (code, err) = status(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(
            err.contains(name) && err.contains("would fail with probability") && err.contains("(the default)"),
            "{args:?}: {err}"
        );
    }
    // Kept once in about 500 draws: a sample gives up with probability e^-20; it runs, and
    // with stderr not a terminal (or --quiet) prints no estimate and no bar.
    for quiet in [false, true] {
        let mut args = vec![
            "pathology",
            "game",
            "--game",
            "pearl",
            "--width",
            "2",
            "--terminal-level",
            "1",
            "--p0",
            "0.001",
            "--samples",
            "50",
            "--json",
        ];
        if quiet {
            args.push("--quiet");
        }
        let o = gametree(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stderr(&o), "");
        let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(v["samples"], 50);
        // 2 p0 (1 - p0) of the draws are kept: about 25000 discarded for 50 kept.
        let discarded = v["discarded"].as_f64().unwrap();
        assert!((15_000.0..40_000.0).contains(&discarded), "{discarded}");
    }
}

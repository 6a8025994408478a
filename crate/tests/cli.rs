//! The `gametree` program as a user runs it: arguments in, text and an exit status out.

mod program;
use program::{gametree, gametree_with_stdin as with_stdin, stderr, stdout};

use gametree::{examples, notation};
use serde_json::Value;
use std::process::Output;

fn json(o: &Output) -> Value {
    assert!(o.status.success(), "exit {:?}, stderr: {}", o.status, stderr(o));
    serde_json::from_str(&stdout(o)).expect("one JSON object")
}

fn pi_text() -> String {
    notation::print(&examples::pi_tree())
}

const SMALL: &str = "((3 1 4) (1 5 9) (2 6 5))";

#[test]
fn json_of_the_pi_tree_has_the_papers_counts() {
    let pi = pi_text();
    let v = json(&gametree(&["search", &pi, "--json"]));
    assert_eq!(v["tree"], pi.as_str());
    let p = &v["procedures"];
    assert_eq!(p["F0"]["value"], 2);
    assert_eq!(p["F0"]["counts"]["terminals"], 81);
    assert_eq!(p["F1"]["counts"]["terminals"], 36);
    assert_eq!(p["F2"]["counts"]["terminals"], 31);
    assert_eq!(p["F2"]["counts"]["byKind"]["deep"], 4);
    // Positions by breadth-first id, named once beside the records.
    assert_eq!(v["dewey"][0], "");
    assert_eq!(v["dewey"][4], "1.1");
    for f in ["F0", "F1", "F2"] {
        assert_eq!(p[f]["visits"][0]["at"], 0, "{f}: the root comes first");
        assert_eq!(p[f]["family"], "km");
        assert_eq!(p[f]["value"], 2);
        assert_eq!(p[f]["exact"], true);
    }
    // The full window has no aspiration fields.
    assert!(p["F2"].get("outcome").is_none());
    assert!(p["F2"].get("aspiration").is_none());
    assert!(p["F2"].get("trace").is_none());
}

#[test]
fn infinities_are_strings() {
    let v = json(&gametree(&["search", SMALL, "--json", "--proc", "F2"]));
    let f2 = &v["procedures"]["F2"];
    assert_eq!(f2["alpha"], "-inf");
    assert_eq!(f2["beta"], "+inf");
    assert_eq!(f2["visits"][0]["alpha"], "-inf");
    assert!(v["procedures"].get("F0").is_none(), "--proc F2 runs F2 only");
}

#[test]
fn a_good_guess_is_exact_and_saves_the_rightmost_branch() {
    let pi = pi_text();
    let v = json(&gametree(&["search", &pi, "--json", "--proc", "F2", "--alpha", "0", "--beta", "4"]));
    let f2 = &v["procedures"]["F2"];
    let a = &f2["aspiration"];
    assert_eq!(f2["outcome"], "exact");
    assert_eq!(a["outcome"], "exact");
    assert_eq!(f2["value"], 2);
    assert_eq!(a["research"], Value::Null);
    // K&M section 4: the rightmost "-4" on level 3 and the "4" below it are not needed.
    assert_eq!(a["fullWindowTerminals"], 31);
    assert_eq!(a["totalTerminals"], 30);
    assert_eq!(a["fullWindowPositions"], 55);
    assert_eq!(a["totalPositions"], 53);
    assert_eq!(a["value"], 2);
}

#[test]
fn a_guess_too_high_fails_low_and_the_re_search_finds_2() {
    let pi = pi_text();
    let v = json(&gametree(&["search", &pi, "--json", "--proc", "F2", "--alpha", "5", "--beta", "9"]));
    let f2 = &v["procedures"]["F2"];
    let a = &f2["aspiration"];
    assert_eq!(f2["outcome"], "fail_low");
    assert_eq!(f2["exact"], false);
    assert_eq!(a["research"]["alpha"], "-inf");
    assert_eq!(a["research"]["beta"], f2["value"]);
    assert_eq!(a["research"]["value"], 2);
    assert_eq!(a["value"], 2);
    let total = a["totalPositions"].as_u64().unwrap();
    let parts = f2["counts"]["positions"].as_u64().unwrap() + a["research"]["positions"].as_u64().unwrap();
    assert_eq!(total, parts);
    assert_eq!(a["first"]["positions"], f2["counts"]["positions"]);
}

#[test]
fn a_guess_too_low_fails_high() {
    let pi = pi_text();
    let v = json(&gametree(&["search", &pi, "--json", "--proc", "F2", "--alpha", "-inf", "--beta", "1"]));
    let f2 = &v["procedures"]["F2"];
    assert_eq!(f2["outcome"], "fail_high");
    assert_eq!(f2["alpha"], "-inf");
    assert_eq!(f2["aspiration"]["research"]["beta"], "+inf");
    assert_eq!(f2["aspiration"]["value"], 2);
}

#[test]
fn f1_takes_beta_as_its_bound() {
    let v = json(&gametree(&["search", SMALL, "--json", "--proc", "F1", "--alpha", "-3", "--beta", "1"]));
    let f1 = &v["procedures"]["F1"];
    assert_eq!(f1["alpha"], "-inf");
    assert_eq!(f1["beta"], 1);
    assert_eq!(f1["exact"], false);
}

#[test]
fn trace_is_in_json_on_request_and_in_sentences_otherwise() {
    let v = json(&gametree(&["search", SMALL, "--json", "--trace", "--proc", "F2"]));
    let trace = v["procedures"]["F2"]["trace"].as_array().unwrap();
    assert_eq!(trace[0]["type"], "enter");
    assert_eq!(trace[0]["at"], 0);
    assert_eq!(v["dewey"][0], "");
    let text = stdout(&gametree(&["search", SMALL, "--trace", "--proc", "F2", "--alpha", "0", "--beta", "4"]));
    assert!(text.contains("enter root with (0, 4)"), "{text}");
    assert!(text.contains("cutoff at 2: m = -1 >= beta = -1; 2.2, 2.3 not examined (shallow)"), "{text}");
    assert!(text.contains("root returns 2"), "{text}");
}

#[test]
fn the_table_names_values_counts_and_the_aspiration_outcome() {
    let pi = pi_text();
    let o = gametree(&["search", &pi, "--alpha", "5", "--beta", "9"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for want in
        ["terminals examined", "81", "36", "31", "principal variation", "1.1.3.1", "fail low", "F2(root, -inf, 5) = 2"]
    {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

#[test]
fn malformed_text_fails_naming_the_offset() {
    let o = gametree(&["search", "((3,1,4),(1,5,9),(2,6,x))"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("tree: offset 22:"), "{e}");
    assert!(stdout(&o).is_empty());
    for bad in ["", "()", "(1,", "(1 2", "((((", "9999999999999999999999", "(1,,2)", "[1 2)", "\u{feff}1"] {
        let o = gametree(&["search", bad]);
        assert_eq!(o.status.code(), Some(1), "{bad:?}");
        assert!(stderr(&o).contains("offset"), "{bad:?}: {}", stderr(&o));
    }
}

#[test]
fn alpha_not_below_beta_is_a_usage_error() {
    for (a, b) in [("4", "4"), ("5", "1"), ("+inf", "+inf"), ("-inf", "-inf")] {
        let o = gametree(&["search", SMALL, "--alpha", a, "--beta", b]);
        assert_eq!(o.status.code(), Some(2), "{a} {b}");
        assert!(stderr(&o).contains("alpha < beta"), "{}", stderr(&o));
    }
    let o = gametree(&["search", SMALL, "--alpha", "x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'x' is not an integer"), "{}", stderr(&o));
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["search"],
        &["search", SMALL, "--proc", "F3"],
        &["search", SMALL, "--bogus"],
        &["search", SMALL, "--alpha"],
        &["search", "(1 2)", "(3 4)"],
    ] {
        let o = gametree(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).starts_with("error: "), "{args:?}");
    }
}

#[test]
fn reads_stdin_with_a_dash() {
    let o = with_stdin(&["search", "-", "--json", "--proc", "F0"], &pi_text());
    assert_eq!(json(&o)["procedures"]["F0"]["value"], 2);
    let o = with_stdin(&["search", "--file", "-", "--json"], "[[3,1,4],\n [1,5,9],\n [2,6,5]]\n");
    assert_eq!(json(&o)["tree"], "((3,1,4),(1,5,9),(2,6,5))");
    let o = with_stdin(&["search", "-"], "(1 2");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("offset 4"), "{}", stderr(&o));
}

#[test]
fn reads_a_file() {
    let dir = std::env::temp_dir().join(format!("gametree-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("pi.txt");
    std::fs::write(&path, pi_text()).unwrap();
    let p = path.to_str().unwrap();
    let v = json(&gametree(&["search", "--file", p, "--json", "--proc", "F1"]));
    assert_eq!(v["procedures"]["F1"]["counts"]["terminals"], 36);
    let missing = dir.join("missing.txt");
    let o = gametree(&["search", "--file", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no such file"), "{}", stderr(&o));
    let o = gametree(&["search", "--file", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_mentions_every_subcommand_and_the_window() {
    for args in [&["--help"][..], &["help"], &["-h"]] {
        let o = gametree(args);
        assert!(o.status.success());
        let h = stdout(&o);
        for want in ["search", "gen", "analyze", "--alpha", "--beta", "F1(root, bound)", "Dewey", "-inf"] {
            assert!(h.contains(want), "{args:?}: missing {want:?}");
        }
    }
    let s = stdout(&gametree(&["search", "--help"]));
    for want in ["--proc", "--json", "--trace", "--file", "fail low", "fail_high", "deep", "bound = --beta"] {
        assert!(s.contains(want), "search --help: missing {want:?}");
    }
    let g = gametree(&["gen", "--help"]);
    assert!(g.status.success());
    assert!(!stdout(&g).trim().is_empty());
    assert!(gametree(&["analyze", "--help"]).status.success());
    let v = stdout(&gametree(&["--version"]));
    assert!(v.starts_with("gametree 0."), "{v}");
}

#[test]
fn analyze_reports_shape_and_critical_positions() {
    let v = json(&gametree(&["analyze", &pi_text(), "--json"]));
    assert_eq!(v["positions"], 121);
    assert_eq!(v["height"], 4);
    assert_eq!(v["level_sizes"], serde_json::json!([1, 3, 9, 27, 81]));
    assert_eq!(v["uniform"]["degree"], 3);
    assert_eq!(v["corollary3_minimum_terminals"], 17);
    assert_eq!(v["critical"]["terminals"], 17);
    let v = json(&gametree(&["analyze", "((12,8),6,(11,14,20))", "--json"]));
    assert_eq!(v["uniform"], Value::Null);
    assert_eq!(v["corollary3_minimum_terminals"], Value::Null);
    let text = stdout(&gametree(&["analyze", SMALL]));
    assert!(text.contains("degree 3, height 2"), "{text}");
}

#[test]
fn hostile_input_is_an_error_not_a_crash() {
    let deep = "(".repeat(200_000) + "1" + &")".repeat(200_000);
    let o = with_stdin(&["search", "-"], &deep);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("nesting deeper"), "{}", stderr(&o));
    // Within the limits but too deep to list every position's name (858 MiB of names): the
    // records by id, without the list of names.
    let chain = "(".repeat(30_000) + "1" + &")".repeat(30_000);
    let o = with_stdin(&["search", "-", "--json"], &chain);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.len() < 64 << 20, "{} bytes", o.stdout.len());
    let v = json(&o);
    assert_eq!(v["dewey"], Value::Null);
    assert_eq!(v["procedures"]["F2"]["value"], 1);
    assert_eq!(v["procedures"]["F2"]["counts"]["positions"], 30_001);
    let o = with_stdin(&["analyze", "-"], &chain);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn gen_pi_pipes_into_search() {
    let o = gametree(&["gen", "pi"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.trim_end(), pi_text());
    let v = json(&with_stdin(&["search", "-", "--json", "--proc", "F2"], &text));
    assert_eq!(v["procedures"]["F2"]["counts"]["terminals"], 31);
    let o = gametree(&["gen", "no-such-model"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).starts_with("error: "));
    assert!(stdout(&gametree(&["help", "gen"])).contains("pi"));
}

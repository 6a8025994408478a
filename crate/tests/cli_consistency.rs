//! The commands agree with each other and stay bounded, through the program as a user
//! runs it: CSV rows as wide as the header, the same status for the same error, the same
//! names and aliases, the catalogue's defaults, bounded traces and output.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the program with `stdin`; returns (status, stdout length, stdout if short, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, usize, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stdout =
        if out.stdout.len() <= 64 << 20 { String::from_utf8_lossy(&out.stdout).into_owned() } else { String::new() };
    (out.status.code().unwrap_or(-1), out.stdout.len(), stdout, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn gametree(args: &[&str]) -> (i32, usize, String, String) {
    run(args, "")
}

/// A chain: every interior position has one successor; `depth` levels below the root.
fn chain(depth: usize) -> String {
    "(".repeat(depth) + "1" + &")".repeat(depth)
}

#[test]
fn experiment_csv_parses_back_with_every_row_as_wide_as_the_header() {
    let (s, _, out, err) = gametree(&[
        "experiment",
        "--model",
        "permutation",
        "--degree",
        "3",
        "--height",
        "2",
        "--samples",
        "20",
        "--csv",
    ]);
    assert_eq!(s, 0, "{err}");
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(out.as_bytes());
    let header = reader.headers().unwrap().clone();
    assert_eq!(header.len(), 17);
    let theory = header.iter().position(|h| h == "theory").unwrap();
    let mut rows = 0;
    for record in reader.records() {
        let record = record.unwrap();
        assert_eq!(record.len(), header.len(), "{record:?}");
        // K&M Theorem 3: T(d,2) is equation (30); the label holds a comma.
        assert_eq!(&record[theory], "T(d,2) (30)");
        rows += 1;
    }
    assert_eq!(rows, 2, "F1 and F2");
}

#[test]
fn help_on_an_unknown_command_lists_every_command() {
    let (s, _, _, err) = gametree(&["help", "nope"]);
    assert_eq!(s, 2);
    for c in ["search", "gen", "analyze", "experiment", "theory", "thesis-grid", "help"] {
        assert!(err.contains(c), "missing {c} in {err}");
    }
    let (_, _, help, _) = gametree(&["--help"]);
    for c in ["search", "gen", "analyze", "experiment", "theory", "thesis-grid"] {
        assert!(help.contains(&format!("\n  gametree {c} ")), "usage of {c} missing in\n{help}");
        let (s, _, own, _) = gametree(&["help", c]);
        assert_eq!(s, 0, "help {c}");
        assert!(own.contains("USAGE"), "help {c}");
    }
    for paper in ["Knuth", "Muszycka", "Slagle"] {
        assert!(help.contains(paper), "the help names {paper}");
    }
}

#[test]
fn gen_and_experiment_give_the_same_status_for_the_same_error() {
    let too_big = ["--degree", "10", "--height", "10"];
    let (g, _, _, ge) = gametree(&[&["gen", "iid"][..], &too_big].concat());
    let (e, _, _, ee) =
        gametree(&[&["experiment", "--model", "iid", "--samples", "1", "--proc", "F2"][..], &too_big].concat());
    assert_eq!((g, e), (2, 2), "gen: {ge}\nexperiment: {ee}");
    assert!(ee.contains("more than"), "{ee}");
    let (g, _, _, _) = gametree(&["gen", "iid", "--degree", "0"]);
    let (e, _, _, ee) = gametree(&["experiment", "--model", "iid", "--degree", "0", "--samples", "1"]);
    assert_eq!((g, e), (2, 2), "{ee}");
    assert!(ee.contains("gametree experiment --help"), "{ee}");
}

#[test]
fn experiment_threads_are_capped_with_a_message() {
    let base = ["experiment", "--model", "iid", "--degree", "2", "--height", "2", "--samples", "4", "--threads"];
    for t in ["300", "100000"] {
        let (s, _, _, err) = gametree(&[&base[..], &[t]].concat());
        assert_eq!(s, 2, "--threads {t}: {err}");
        assert!(err.contains("at most 256") || err.contains("more than 256"), "{err}");
    }
    let (s, _, _, err) = gametree(&[&base[..], &["0"]].concat());
    assert_eq!(s, 2, "{err}");
    let (s, _, _, err) = gametree(&[&base[..], &["256"]].concat());
    assert_eq!(s, 0, "{err}");
}

#[test]
fn a_deep_chain_gives_bounded_output() {
    // 5,000 levels: the Dewey names of all positions take 25 MB, and a trace naming
    // every position in full, three times per position and procedure, 225 MB.
    let deep = chain(5_000);
    let (s, len, _, err) = run(&["search", "-", "--trace"], &deep);
    assert_eq!(s, 0, "{err}");
    assert!(len < 8 << 20, "the table and trace of a 5,000-level chain take {len} bytes");
    // --json names positions by id and lists their Dewey names once, up to 8 MiB of names:
    // 10,000 levels (95 MiB of names) give the records without the list.
    let (s, len, out, err) = run(&["search", "-", "--json", "--trace"], &chain(10_000));
    assert_eq!(s, 0, "{err}");
    assert!(len < 64 << 20, "{len} bytes");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|_| panic!("JSON of {len} bytes"));
    assert_eq!(v["dewey"], serde_json::Value::Null);
    assert_eq!(v["procedures"]["F2"]["value"], 1);
    // A chain 1,000 levels deep is named in full.
    let (s, len, out, err) = run(&["search", "-", "--json", "--trace"], &chain(1_000));
    assert_eq!(s, 0, "{err}");
    assert!(len < 64 << 20);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|_| panic!("JSON of {len} bytes"));
    assert_eq!(v["procedures"]["F2"]["value"], 1);
    assert_eq!(v["dewey"][1000].as_str().map(|d| d.split('.').count()), Some(1000));
}

#[test]
fn an_mn_trace_is_bounded_by_m_times_positions() {
    // 1,093 positions (degree 3, height 6), m = n = 10,000: eleven million values.
    let (s, _, tree, err) = gametree(&["gen", "iid", "--degree", "3", "--height", "6"]);
    assert_eq!(s, 0, "{err}");
    let mn = ["search", "-", "--proc", "mn-minimax", "--m", "10000", "--n", "10000"];
    let (s, len, _, err) = run(&[&mn[..], &["--trace", "--json"]].concat(), &tree);
    // The core refuses it before it starts (slagle::MAX_TRACE_LIST_VALUES): a usage error.
    assert_eq!((s, len), (2, 0), "{err}");
    assert!(err.contains("limit of 8000000") && err.contains("without the trace"), "{err}");
    // Without the trace, or with small m and n, it runs.
    let (s, _, _, err) = run(&mn, &tree);
    assert_eq!(s, 0, "{err}");
    let pi = gametree::notation::print(&gametree::examples::pi_tree());
    let (s, _, out, err) = gametree(&["search", &pi, "--proc", "mn-alphabeta", "--trace"]);
    assert_eq!(s, 0, "{err}");
    assert!(out.contains("trace of mn-alphabeta"), "{out}");
}

#[test]
fn the_other_procedures_traces_are_sentences_not_json() {
    let (s, _, out, err) =
        gametree(&["search", "((3 1 4) (1 5 9) (2 6 5))", "--proc", "pvs,sss,mn-alphabeta", "--trace"]);
    assert_eq!(s, 0, "{err}");
    assert!(!out.contains("{\""), "no JSON lines in the table's traces:\n{out}");
    assert!(out.contains("call pvs(root, -inf, +inf)"), "{out}");
    assert!(out.contains("OPEN = "), "{out}");
    assert!(out.contains("enter root (max-position, dmax 2)"), "{out}");
}

#[test]
fn the_backup_default_is_the_catalogues_sample() {
    // Slagle's Fig. 2 tree shape: values where the sample functions and the identity differ.
    let tree = "((10 9 1) (8 7 6) (5 4 3))";
    let key = |args: &[&str]| {
        let (s, _, out, err) = gametree(&[&["search", tree, "--proc", "mn-minimax", "--json"][..], args].concat());
        assert_eq!(s, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v["procedures"]["mn-minimax"].clone()
    };
    let default = key(&[]);
    assert_eq!(default, key(&["--backup", "sample"]));
    assert_eq!(default["mn"]["backup"], "sample");
    assert_ne!(default["value"], key(&["--backup", "identity"])["value"], "the functions differ on this tree");
    let (_, _, help, _) = gametree(&["search", "--help"]);
    assert!(help.contains("(default sample)"), "{help}");
}

#[test]
fn experiment_and_search_accept_the_same_names_and_aliases() {
    let (s, _, out, err) = gametree(&[
        "experiment",
        "--model",
        "iid",
        "--degree",
        "2",
        "--height",
        "2",
        "--samples",
        "3",
        "--proc",
        "ab,F2",
        "--csv",
    ]);
    assert_eq!(s, 0, "{err}");
    assert!(out.contains("\nalphabeta,") || out.contains(",alphabeta,"), "{out}");
    let (s, _, _, err) = gametree(&["search", "(1 2)", "--proc", "ab"]);
    assert_eq!(s, 0, "{err}");
    // An unknown procedure: a usage error of the command, listing the names.
    let (s, _, _, err) = gametree(&["experiment", "--proc", "nope", "--samples", "1"]);
    assert_eq!(s, 2);
    assert!(err.contains("unknown procedure 'nope'") && err.contains("mn-alphabeta"), "{err}");
    assert!(err.contains("gametree experiment --help"), "{err}");
}

#[test]
fn every_procedures_json_is_the_catalogues_run_record() {
    let pi = gametree::notation::print(&gametree::examples::pi_tree());
    let tree = gametree::examples::pi_tree();
    for window in [&[][..], &["--alpha", "0", "--beta", "4", "--guess", "3"][..]] {
        let args = [&["search", &pi, "--proc", "F1,F2,mtdf,pvs,mn-alphabeta", "--json"][..], window].concat();
        let (s, _, out, err) = gametree(&args);
        assert_eq!(s, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let mut options = gametree::procedures::Options { analysis: true, ..Default::default() };
        for pair in window.chunks(2) {
            options.set(pair[0].trim_start_matches('-'), pair[1]).unwrap();
        }
        for (name, family) in [("F1", "km"), ("F2", "km"), ("mtdf", "km"), ("pvs", "thesis"), ("mn-alphabeta", "mn")] {
            let entry = gametree::procedures::find(name).unwrap();
            // Byte for byte (a parsed float may lose its last bit).
            let want = serde_json::to_string(&entry.run(&tree, &options).unwrap()).unwrap();
            assert!(out.contains(&format!("\"{name}\":{want}")), "{name} {window:?}: the core's record, serialized");
            assert_eq!(v["procedures"][name]["family"], family);
        }
    }
}

/// Every option the catalogue lists for a procedure reaches it from the command line under
/// its own name (a yes/no option as a flag), as the same field serde reads from JavaScript:
/// the checklist of a procedure's new option, run through the program.
#[test]
fn every_catalogue_option_reaches_its_procedure_from_the_command_line() {
    use gametree::procedures::{all, OptionKind, Options};
    let pi = gametree::notation::print(&gametree::examples::pi_tree());
    let tree = gametree::examples::pi_tree();
    let mut checked = 0;
    for entry in all() {
        for o in entry.options {
            // A value other than the default, so that the record shows it arrived.
            let (text, json) = match o.kind {
                OptionKind::Bool { default } => ((!default).to_string(), serde_json::json!(!default)),
                OptionKind::Int { default, max, .. } => {
                    let v = if default < max { default + 1 } else { default - 1 };
                    (v.to_string(), serde_json::json!(v))
                }
                OptionKind::Number { default, .. } => ((default + 1.0).to_string(), serde_json::json!(default + 1.0)),
                OptionKind::Choice { default, choices } | OptionKind::Text { default, choices } => {
                    let v = choices.iter().copied().find(|c| *c != default).expect("another choice");
                    (v.to_string(), serde_json::json!(v))
                }
            };
            let mut set = Options { analysis: true, ..Options::default() };
            set.set(o.name, &text).unwrap_or_else(|e| panic!("Options::set({}, {text}): {e}", o.name));
            let read: Options = serde_json::from_value(serde_json::json!({ o.name: json }))
                .unwrap_or_else(|e| panic!("{}: serde reads {json}: {e}", o.name));
            assert_eq!(Options { analysis: true, ..read }, set, "{}: serde and Options::set agree", o.name);
            let flag = format!("--{}", o.name);
            let args: Vec<&str> = match o.kind {
                OptionKind::Bool { .. } => vec![&flag],
                _ => vec![&flag, &text],
            };
            let (s, _, out, err) = gametree(&[&["search", &pi, "--proc", entry.name, "--json"][..], &args].concat());
            assert_eq!(s, 0, "{} {args:?}: {err}", entry.name);
            let want = serde_json::to_string(&entry.run(&tree, &set).unwrap()).unwrap();
            let plain = Options { analysis: true, ..Options::default() };
            let before = serde_json::to_string(&entry.run(&tree, &plain).unwrap()).unwrap();
            assert!(out.contains(&format!("\"{}\":{want}", entry.name)), "{} {args:?}: its record", entry.name);
            if o.name == "guess" {
                assert_ne!(want, before, "MTD(f)'s record shows its first guess (the first pass's window)");
            }
            checked += 1;
        }
    }
    assert!(checked >= 6, "only {checked} options checked");
}

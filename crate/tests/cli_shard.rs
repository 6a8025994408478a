//! `gametree experiment --shard K/N` and `gametree merge` from the outside: the merge of an
//! experiment's N shards prints what one run prints, byte for byte, whatever the order of
//! the files and the threads of each shard; bad shards and bad merges are refused with a
//! message naming the file.

use std::path::PathBuf;
use std::process::Command;

fn gametree(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// Runs and expects success; returns stdout.
fn ok(args: &[&str]) -> String {
    let (s, out, err) = gametree(args);
    assert_eq!(s, 0, "gametree {}: {err}", args.join(" "));
    out
}

/// A fresh directory for one test's files.
fn dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("gametree-shard-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes shards 1..=n of `experiment` (on `threads` threads) into `d`; returns the paths.
fn shards(d: &std::path::Path, tag: &str, experiment: &[&str], n: u32, threads: &str) -> Vec<String> {
    (1..=n)
        .map(|k| {
            let shard = format!("{k}/{n}");
            let out = ok(&[experiment, &["--shard", &shard, "--json", "--threads", threads]].concat());
            let path = d.join(format!("{tag}-{k}-of-{n}.json")).to_string_lossy().into_owned();
            std::fs::write(&path, out).unwrap();
            path
        })
        .collect()
}

/// Asserts `got == want`; on failure shows the first line that differs, not both outputs.
fn same(got: &str, want: &str, ctx: &str) {
    if got != want {
        let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "{ctx}: differs at line {}: {:?} where one run printed {:?}",
            line + 1,
            got.lines().nth(line),
            want.lines().nth(line)
        );
    }
}

fn merge(files: &[String], format: &[&str]) -> String {
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    args.extend(format);
    ok(&args)
}

/// Experiments of several models, procedures (K&M's, the thesis', Slagle's) and heights;
/// the sample counts span one to eight blocks of 1024, with a short last block.
const SPECS: &[&[&str]] = &[
    &["experiment", "--model", "iid", "--degree", "2", "--height", "2,3", "--samples", "7468", "--proc", "F0,F1,F2"],
    &[
        "experiment",
        "--model",
        "permutation",
        "--degree",
        "3",
        "--height",
        "2",
        "--samples",
        "3000",
        "--proc",
        "alphabeta,pvs,sss",
        "--seed",
        "9",
    ],
    &[
        "experiment",
        "--model",
        "nonuniform",
        "--degree",
        "3",
        "--height",
        "3",
        "--q",
        "0.9,0.6",
        "--samples",
        "2500",
        "--proc",
        "mn-alphabeta,scout,F1",
    ],
    &[
        "experiment",
        "--model",
        "dependent",
        "--degree",
        "2",
        "--height",
        "1,4",
        "--samples",
        "1100",
        "--proc",
        "F2,mn-minimax",
    ],
    &["experiment", "--model", "implicit", "--degree", "3", "--height", "4", "--samples", "2100", "--proc", "F1,F2"],
    &["experiment", "--model", "pi", "--degree", "3", "--height", "4", "--proc", "F1,F2"],
    &[
        "experiment",
        "--model",
        "additive",
        "--degree",
        "2",
        "--height",
        "3",
        "--samples",
        "700",
        "--proc",
        "palphabeta",
    ],
];

#[test]
fn merged_shards_print_what_one_run_prints_byte_for_byte_in_any_order() {
    let d = dir("bytes");
    for (s, spec) in SPECS.iter().enumerate() {
        let one_json = ok(&[spec, &["--json"][..]].concat());
        let one_csv = ok(&[spec, &["--csv"][..]].concat());
        let one_table = ok(spec);
        for n in [1, 2, 3, 7] {
            let files = shards(&d, &format!("spec{s}"), spec, n, "1");
            let ctx = format!("{} with {n} shards", spec.join(" "));
            same(&merge(&files, &["--json"]), &one_json, &ctx);
            // Every order of the files: all of them for 3, some for 7.
            let mut orders: Vec<Vec<usize>> = Vec::new();
            if n == 3 {
                orders = vec![vec![0, 2, 1], vec![1, 0, 2], vec![1, 2, 0], vec![2, 0, 1], vec![2, 1, 0]];
            } else if n == 7 {
                orders = vec![(0..7).rev().collect(), vec![3, 6, 0, 5, 1, 4, 2], vec![6, 0, 1, 2, 3, 4, 5]];
            }
            for order in orders {
                let shuffled: Vec<String> = order.iter().map(|&k| files[k].clone()).collect();
                same(&merge(&shuffled, &["--json"]), &one_json, &format!("{ctx}, order {order:?}"));
            }
            if n == 2 {
                same(&merge(&files, &["--csv"]), &one_csv, &ctx);
                same(&merge(&files, &[]), &one_table, &ctx);
            }
        }
    }
}

#[test]
fn a_shard_is_the_same_on_one_and_two_threads_and_the_shards_partition_the_samples() {
    let d = dir("threads");
    let spec = SPECS[0];
    let one = shards(&d, "t1", spec, 3, "1");
    let two = shards(&d, "t2", spec, 3, "2");
    let mut total = 0;
    for (a, b) in one.iter().zip(&two) {
        let (a, b) = (std::fs::read_to_string(a).unwrap(), std::fs::read_to_string(b).unwrap());
        same(&a, &b, "a shard on 1 and on 2 threads");
        let v: serde_json::Value = serde_json::from_str(&a).unwrap();
        total += v["results"][0]["samples"].as_u64().unwrap();
    }
    // The three shards' own rows hold 3, 3 and 2 blocks of the 7,468 samples.
    assert_eq!(total, 7468);
}

#[test]
fn bad_shard_options_are_usage_errors() {
    for bad in ["0/3", "4/3", "1/0", "x/3", "1/y", "3", "", "-1/3", "1/2/3", "1.5/3"] {
        let (s, _, err) = gametree(&["experiment", "--samples", "10", "--shard", bad, "--json"]);
        assert_eq!(s, 2, "--shard '{bad}': {err}");
        assert!(err.contains("--shard"), "--shard '{bad}': {err}");
    }
    let (s, _, err) = gametree(&["experiment", "--samples", "10", "--shard", "1/2"]);
    assert_eq!(s, 2);
    assert!(err.contains("--json"), "{err}");
    let (s, _, err) = gametree(&["experiment", "--samples", "10", "--shard", "1/2", "--json", "--csv"]);
    assert_eq!(s, 2, "{err}");
    let (s, _, err) = gametree(&["merge"]);
    assert_eq!(s, 2, "{err}");
}

/// Runs `merge` on `files`, expects bad input (status 1), returns the message.
fn refused(files: &[&str]) -> String {
    let (s, out, err) = gametree(&[&["merge"][..], files].concat());
    assert_eq!(s, 1, "merge {files:?} printed {out}");
    assert!(out.is_empty());
    err
}

#[test]
fn merge_refuses_shards_of_other_experiments_and_names_the_file() {
    let d = dir("specs");
    let base: &[&str] =
        &["experiment", "--model", "iid", "--degree", "2", "--height", "2", "--samples", "2100", "--proc", "F1,F2"];
    let mine = shards(&d, "base", base, 2, "2");
    // Spelling a procedure another way is the same experiment.
    let alias = shards(&d, "alias", &[&base[..10], &["f1,f2"]].concat(), 2, "2");
    let one = ok(&[base, &["--json"]].concat());
    same(&merge(&[mine[0].clone(), alias[1].clone()], &["--json"]), &one, "F1,F2 and f1,f2");
    let changes: &[(&str, &str, &str)] = &[
        ("--model", "permutation", "model permutation, not iid"),
        ("--degree", "3", "degree 3, not 2"),
        ("--height", "2,3", "heights 2,3, not 2"),
        ("--proc", "F1,pvs", "procedures F1,pvs, not F1,F2"),
        ("--seed", "2", "seed 2, not 1"),
        ("--samples", "2101", "2101 samples per height, not 2100"),
        ("--lo", "-5", "other model options"),
    ];
    for (k, &(option, value, says)) in changes.iter().enumerate() {
        let mut other: Vec<&str> = base.to_vec();
        match other.iter().position(|a| *a == option) {
            Some(i) => other[i + 1] = value,
            None => other.extend([option, value]),
        }
        let theirs = shards(&d, &format!("other{k}"), &other, 2, "2");
        let err = refused(&[&mine[0], &theirs[1]]);
        assert!(err.contains(&theirs[1]) && err.contains(&mine[0]) && err.contains(says), "{option}: {err}");
    }
}

#[test]
fn merge_refuses_missing_doubled_and_mismatched_shards_naming_them() {
    let d = dir("missing");
    let spec = SPECS[0];
    let three = shards(&d, "three", spec, 3, "2");
    let err = refused(&[&three[0], &three[2]]);
    assert!(err.contains("missing: 2/3") && err.contains("2 of 3 given"), "{err}");
    let err = refused(&[&three[1]]);
    assert!(err.contains("1/3, 3/3"), "{err}");
    let err = refused(&[&three[0], &three[1], &three[1], &three[2]]);
    assert!(err.contains("both shard 2/3") && err.contains(&three[1]), "{err}");
    // A copy of a shard under another name overlaps it.
    let copy = d.join("copy.json");
    std::fs::copy(&three[0], &copy).unwrap();
    let copy = copy.to_string_lossy().into_owned();
    let err = refused(&[&three[0], &three[1], &three[2], &copy]);
    assert!(err.contains(&three[0]) && err.contains(&copy) && err.contains("both shard 1/3"), "{err}");
    // Shards of a split into 2 do not mix with a split into 3.
    let two = shards(&d, "two", spec, 2, "2");
    let err = refused(&[&three[0], &three[1], &two[1]]);
    assert!(err.contains(&two[1]) && err.contains("2/2") && err.contains("one N"), "{err}");
}

#[test]
fn merge_refuses_files_that_are_not_shards_naming_them() {
    let d = dir("malformed");
    let spec: &[&str] = &["experiment", "--model", "iid", "--degree", "2", "--height", "2", "--samples", "50"];
    let good = shards(&d, "good", spec, 1, "1").remove(0);
    let text = std::fs::read_to_string(&good).unwrap();
    let write = |name: &str, body: &str| {
        let p = d.join(name);
        std::fs::write(&p, body).unwrap();
        p.to_string_lossy().into_owned()
    };
    let cut = write("cut.json", &text[..text.len() / 2]);
    let err = refused(&[&cut]);
    assert!(err.contains(&cut) && err.contains("not the JSON"), "{err}");
    let garbage = write("garbage.json", "shard 1 of 1\n");
    assert!(refused(&[&good, &garbage]).contains(&garbage));
    // A run without --shard has rows but no state to merge.
    let whole = write("whole.json", &ok(&[spec, &["--json"]].concat()));
    let err = refused(&[&whole]);
    assert!(err.contains(&whole) && err.contains("without --shard"), "{err}");
    // An edited state: a node that claims more samples than its blocks hold.
    let (from, to) = ("\"samples\": 50", "\"samples\": 51");
    let last = text.rfind(from).unwrap();
    let edited = write("edited.json", &format!("{}{to}{}", &text[..last], &text[last + from.len()..]));
    assert_ne!(std::fs::read_to_string(&edited).unwrap(), text);
    let err = refused(&[&edited]);
    assert!(err.contains(&edited) && err.contains("does not hold 50 samples"), "{err}");
    let absent = d.join("absent.json").to_string_lossy().into_owned();
    let err = refused(&[&good, &absent]);
    assert!(err.contains(&absent) && err.contains("cannot read"), "{err}");
    let err = refused(&[&d.to_string_lossy()]);
    assert!(err.contains("directory"), "{err}");
}

/// Sets every `key` anywhere in `v` to `x`.
fn set_all(v: &mut serde_json::Value, key: &str, x: &serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, child) in m.iter_mut() {
                if k == key {
                    *child = x.clone();
                } else {
                    set_all(child, key, x);
                }
            }
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(|c| set_all(c, key, x)),
        _ => {}
    }
}

#[test]
fn merge_refuses_impossible_statistics_naming_the_file() {
    let d = dir("impossible");
    let spec: &[&str] =
        &["experiment", "--model", "iid", "--degree", "2", "--height", "3", "--samples", "1500", "--proc", "F1,F2"];
    let two = shards(&d, "good", spec, 2, "2");
    let state: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&two[1]).unwrap()).unwrap();
    for (key, x, says) in [
        ("mean", serde_json::json!(1e308), "not a count of 0 to"),
        ("mean", serde_json::json!(-5), "a mean of -5"),
        ("mean", serde_json::json!(9), "a mean of 9 is not a count of 0 to 8"),
        ("m2", serde_json::json!(-1), "m2"),
        ("m2", serde_json::json!(1e308), "m2"),
    ] {
        let mut edited = state.clone();
        set_all(&mut edited, key, &x);
        let path = d.join(format!("edited-{key}-{x}.json")).to_string_lossy().into_owned();
        std::fs::write(&path, edited.to_string()).unwrap();
        let err = refused(&[&two[0], &path]);
        assert!(err.contains(&path) && err.contains(says), "{key} = {x}: {err}");
        assert!(!err.contains(&two[0]), "{err}");
    }
    // The unedited shards merge.
    merge(&two, &["--json"]);
}

/// UCT's experiment (`--model pgame|trap`) in shards: merged, in any order and with more
/// shards than samples (empty ones), they print one run's table, JSON and CSV byte for byte;
/// a missing shard, a repeated one, one of another experiment and a mix with a tree model's
/// shard are refused, naming the file.
#[test]
fn uct_shards_merge_into_one_runs_results() {
    let d = dir("uct");
    for (model, n) in [("trap", 3u32), ("pgame", 7), ("trap", 25)] {
        let experiment = [
            "experiment",
            "--model",
            model,
            "--degree",
            "3",
            "--height",
            "3",
            "--samples",
            "20",
            "--iterations",
            "5,50,500",
            "--seed",
            "4",
        ];
        let files = shards(&d, model, &experiment, n, "2");
        let mut reversed = files.clone();
        reversed.reverse();
        for form in [&[][..], &["--json"][..], &["--csv"][..]] {
            let one = ok(&[&experiment[..], form].concat());
            let files: Vec<&str> = reversed.iter().map(String::as_str).collect();
            let merged = ok(&[&["merge"][..], &files, form].concat());
            assert_eq!(merged, one, "{model}, {n} shards, {form:?}");
        }
        if n == 3 {
            let (s, _, err) = gametree(&["merge", &files[0], &files[1]]);
            assert!(s != 0 && err.contains("3/3"), "{err}");
            let (s, _, err) = gametree(&["merge", &files[0], &files[0], &files[1], &files[2]]);
            assert!(s != 0 && err.contains("both shard 1/3"), "{err}");
            let other = ok(&[
                "experiment",
                "--model",
                model,
                "--degree",
                "3",
                "--height",
                "3",
                "--samples",
                "20",
                "--iterations",
                "5,50,500",
                "--seed",
                "5",
                "--shard",
                "2/3",
                "--json",
            ]);
            let path = d.join("other.json");
            std::fs::write(&path, other).unwrap();
            let (s, _, err) = gametree(&["merge", &files[0], &path.to_string_lossy(), &files[2]]);
            assert!(s != 0 && err.contains("another experiment"), "{err}");
            let tree = ok(&[
                "experiment",
                "--model",
                "iid",
                "--degree",
                "2",
                "--height",
                "2",
                "--samples",
                "10",
                "--proc",
                "F2",
                "--shard",
                "1/1",
                "--json",
            ]);
            let path = d.join("tree.json");
            std::fs::write(&path, tree).unwrap();
            let (s, _, err) = gametree(&["merge", &files[0], &path.to_string_lossy()]);
            assert!(s != 0 && err.contains("tree model"), "{err}");
        }
    }
}

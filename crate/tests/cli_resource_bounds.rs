//! Resource bounds through the user's door: the `gametree` program on inputs that used to
//! abort, exhaust memory or run for minutes. Memory is bounded with the shell's `ulimit -v`
//! (address space, in KiB) so that a regression fails here instead of taking the machine;
//! time only with a generous kill deadline (a guard against hanging, never a measurement).

use std::io::Read;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `gametree args` with at most `mem_kib` of address space, killed after `deadline`.
fn gametree_within(args: &[&str], mem_kib: u64, deadline: Duration) -> Output {
    let script = format!("ulimit -v {mem_kib} && exec \"$0\" \"$@\"");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        // One malloc arena: the address space then measures the heap, not per-thread
        // reservations.
        .env("MALLOC_ARENA_MAX", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        out.read_to_end(&mut v).map(|_| v).unwrap_or_default()
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        err.read_to_end(&mut v).map(|_| v).unwrap_or_default()
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("waits") {
            break s;
        }
        if start.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gametree {} ran past the {deadline:?} guard", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output { status, stdout: reader.join().unwrap(), stderr: err_reader.join().unwrap() }
}

const GIB: u64 = 1 << 20;
const MINUTE: Duration = Duration::from_secs(60);

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn ok(o: &Output, what: &str) {
    assert!(o.status.success(), "{what}: exit {:?}, stderr: {}", o.status, stderr(o));
}

fn tree_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gametree-resource-bounds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// A root with `n` terminal successors, values in -20..=20.
fn wide(n: usize) -> String {
    let values: Vec<String> = (0..n).map(|k| ((k * 7919) % 41) as i64 - 20).map(|v| v.to_string()).collect();
    format!("({})", values.join(" "))
}

#[test]
fn gen_of_a_huge_degree_at_height_0_is_one_terminal_in_little_memory() {
    // A tree of height 0 is one terminal whatever the degree, so nothing may be sized by the
    // degree first (allocating the d move numbers took 32 GiB, an abort, or 7.8 GB).
    for model in ["dependent", "permutation", "iid", "additive", "pi"] {
        for degree in ["4294967295", "1000000000"] {
            let o = gametree_within(&["gen", model, "--degree", degree, "--height", "0"], GIB / 2, MINUTE);
            ok(&o, &format!("{model} {degree}"));
            assert!(!stdout(&o).trim().starts_with('('), "{model}: one terminal, got {}", stdout(&o));
        }
    }
}

#[test]
fn gen_refuses_every_models_oversized_spec_saying_which_limit_and_what_to_do() {
    let cases: [&[&str]; 9] = [
        &["gen", "dependent", "--degree", "4294967295", "--height", "1"],
        &["gen", "iid", "--degree", "1000000000", "--height", "2"],
        &["gen", "permutation", "--degree", "2", "--height", "64"],
        &["gen", "pi", "--degree", "4294967295", "--height", "4294967295"],
        &["gen", "additive", "--degree", "65536", "--height", "2"],
        &["gen", "nonuniform", "--height", "30", "--q", "1", "--mean-degree", "4294967295"],
        &["gen", "nonuniform", "--height", "4294967295", "--q", "1"],
        &["gen", "random-shape", "--max-degree", "4294967295", "--max-depth", "3"],
        &["gen", "random-shape", "--max-depth", "4294967295"],
    ];
    for args in cases {
        let o = gametree_within(args, GIB / 2, MINUTE);
        assert!(!o.status.success(), "{args:?}");
        assert_ne!(o.status.code(), None, "{args:?} ended by a signal: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("the limit") && e.contains("lower the"), "{args:?}: {e}");
    }
}

#[test]
fn an_sss_trace_of_a_wide_tree_stays_linear() {
    // Each traced step of SSS* records its change to OPEN, not the whole list: a copy of OPEN
    // at every step took a 5,001-position wide tree's trace past 4 GB. With the changes it is
    // well under 1 GiB, and the JSON is linear in the steps.
    let f = tree_file("wide5000.txt", &wide(5000));
    let o = gametree_within(&["search", "--file", &f, "--proc", "sss", "--trace", "--json"], GIB, MINUTE);
    ok(&o, "sss --trace --json");
    assert!(o.stdout.len() < 10_000_000, "{} bytes of JSON for 5,001 positions", o.stdout.len());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v.to_string().contains("\"inserted\""), "delta-encoded OPEN steps");
}

#[test]
fn sss_on_a_200000_wide_tree_finishes() {
    // OPEN is kept ordered (thesis §2.6: the highest merit first), so SSS* is not quadratic in
    // the width; a scanned list took 92 s on this tree. No time is asserted: the guard only
    // stops a hang.
    let text = wide(199_999);
    let f = tree_file("wide200k.txt", &text);
    let o = gametree_within(&["search", "--file", &f, "--proc", "sss,F0", "--json"], 2 * GIB, 5 * MINUTE);
    ok(&o, "sss on a wide tree");
    let out = stdout(&o);
    assert!(out.contains("\"sss\"") || out.contains("sss"), "{out}");
    // Both the thesis' SSS* and F0 report the maximum, 20.
    assert!(out.matches("20").count() >= 2, "{out}");
}

#[test]
fn experiment_memory_does_not_grow_with_the_sample_count() {
    // Samples are streamed into the summary, not kept: at ~330 bytes a sample, 10^7 samples
    // would take 3.3 GB, and 150,000 samples of a 13-level chain ~100 MB; streamed, the run
    // fits in 64 MiB of address space.
    let args = [
        "experiment",
        "--model",
        "iid",
        "--degree",
        "1",
        "--height",
        "12",
        "--samples",
        "150000",
        "--proc",
        "F0,F1,F2",
        "--threads",
        "1",
        "--json",
    ];
    let o = gametree_within(&args, 64 << 10, 5 * MINUTE);
    ok(&o, "150,000 samples");
    assert!(stdout(&o).contains("\"samples\": 150000"), "{}", stdout(&o));
}

#[test]
fn experiment_refuses_more_samples_than_the_cap() {
    let o = gametree_within(&["experiment", "--samples", "100000001", "--proc", "F1"], GIB / 2, MINUTE);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("at most 100000000"), "{}", stderr(&o));
}

#[test]
fn experiment_theory_for_a_huge_dependent_degree_is_quick() {
    // Beyond d = 100 the expectation is computed in floating point (and says so): computed
    // exactly it takes over 120 s at d = 30,000 and over 10 minutes at d = 10^8.
    for (degree, height) in [("30000", "1"), ("100000000", "0")] {
        let args = [
            "experiment",
            "--model",
            "dependent",
            "--degree",
            degree,
            "--height",
            height,
            "--samples",
            "1",
            "--proc",
            "F1,F2",
            "--json",
        ];
        let o = gametree_within(&args, 2 * GIB, MINUTE);
        ok(&o, degree);
        assert!(stdout(&o).contains("floating point"), "{}", stdout(&o));
    }
}

#[test]
fn an_mn_trace_with_huge_m_and_n_is_refused_not_aborted() {
    // A traced m&n run keeps a list of up to max(m, n) values at every event, so the trace's
    // size is checked before the run: m = n = 10,000 on a 22 KB tree would abort.
    let f = tree_file("mn.txt", &format!("({})", vec!["(1 2 3 (4 5) 6)"; 1500].join(" ")));
    for proc in ["mn-minimax", "mn-alphabeta"] {
        let args = ["search", "--file", &f, "--proc", proc, "--m", "10000", "--n", "10000", "--trace", "--json"];
        let o = gametree_within(&args, GIB, MINUTE);
        assert!(!o.status.success(), "{proc}");
        assert_ne!(o.status.code(), None, "{proc} ended by a signal: {}", stderr(&o));
        assert!(stderr(&o).contains("without the trace"), "{proc}: {}", stderr(&o));
    }
}

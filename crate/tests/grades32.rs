//! What a grade and a run report must mean, through the door a user takes (the `gametree`
//! program): MTD(f) at the ends of the value range (Plaat, Schaeffer, Pijls & de Bruin
//! 1996), the cutoffs NegaScout and MTD(f) report, the practice scores (right less wrong
//! marks, docs/practice.md), the window and order tasks, the diagnosis of answers that say
//! nothing, and the SCORM packages' identifiers and titles.

mod common;
mod program;

use common::{ctx, tree_for};
use program::{gametree, stderr, stdout};
use serde_json::Value;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const MAX: i64 = 9_007_199_254_740_991;

/// Runs `gametree ARGS`, killed after `limit` (a search that never ends must fail the test,
/// not hang it): the output, or None when it had to be killed.
fn bounded(args: &[&str], limit: Duration) -> Option<std::process::Output> {
    let mut child: Child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    // The output is read as it comes: a full pipe would stop the program.
    let read = |mut r: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            return Some(std::process::Output { status, stdout: out.join().unwrap(), stderr: err.join().unwrap() });
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn json(args: &[&str]) -> Value {
    let o = bounded(args, Duration::from_secs(60)).unwrap_or_else(|| panic!("gametree {args:?} did not end"));
    assert!(o.status.success(), "gametree {args:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("JSON")
}

#[test]
fn mtdf_ends_at_the_largest_and_the_smallest_value() {
    let top = MAX.to_string();
    let bottom = (-MAX).to_string();
    let both = format!("(({top} {bottom}) ({top} {top}))");
    let cases: Vec<(String, i64)> = vec![
        (top.clone(), MAX),
        (bottom.clone(), -MAX),
        (format!("(({top} {top}) ({top} {top}))"), MAX),
        (format!("(({bottom} {bottom}) ({bottom}))"), -MAX),
        (both, MAX),
    ];
    for (tree, value) in cases {
        for guess in ["0", &top, &bottom] {
            let j = json(&["search", &tree, "--proc", "mtdf", "--guess", guess, "--json"]);
            let got = &j["procedures"]["mtdf"];
            assert_eq!(got["value"], value, "mtdf from {guess} on {tree}: {got}");
            assert_eq!(got["exact"], true, "mtdf on {tree}");
        }
        // Every procedure that applies, as `--proc all` runs them, in the table too.
        let o = bounded(&["search", &tree, "--proc", "all"], Duration::from_secs(60))
            .unwrap_or_else(|| panic!("--proc all on {tree} did not end"));
        assert!(o.status.success(), "--proc all on {tree}: {}", stderr(&o));
        assert!(stdout(&o).contains(&value.to_string()), "{}", stdout(&o));
    }
}

/// Dewey names of a K&M object's positions by breadth-first id are not in the JSON; the
/// object's `examined` lists every position examined, in order.
#[test]
fn a_cutoff_lists_as_skipped_no_position_a_later_search_examines() {
    let mut checked = 0;
    for seed in 0..400 {
        let t = tree_for(seed);
        let text = gametree::notation::print(&t);
        let j = json(&["search", &text, "--proc", "negascout,mtdf,fail-soft", "--json"]);
        for name in ["negascout", "mtdf", "failsoft"] {
            let p = &j["procedures"][name];
            let examined: std::collections::HashSet<&str> =
                p["examined"].as_array().unwrap().iter().map(|d| d.as_str().unwrap()).collect();
            for c in p["cutoffs"].as_array().unwrap() {
                for s in c["skipped"].as_array().unwrap() {
                    let s = s.as_str().unwrap();
                    assert!(!examined.contains(s), "{name}: cutoff at {} lists {s} as skipped, but it is examined; {}", c["at"], ctx(seed, &t));
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1000, "the trees make cutoffs ({checked})");
}

#[test]
fn the_search_help_names_guess_and_the_table_says_mtdf_ignores_the_window() {
    let help = stdout(&gametree(&["search", "--help"]));
    assert!(help.contains("--guess G"), "{help}");
    let o = gametree(&["search", "((3 1 4) (1 5 9) (2 6 5))", "--proc", "F0,F1,mtdf", "--alpha", "1", "--beta", "4"]);
    let out = stdout(&o);
    let line = out.lines().find(|l| l.starts_with("window")).expect("the window line");
    assert!(line.contains("F0 and mtdf ignore it") && line.contains("F1's bound is beta"), "{line}");
    let o = gametree(&["search", "((3 1 4) (1 5 9) (2 6 5))", "--proc", "F2", "--alpha", "1", "--beta", "4"]);
    let line = stdout(&o).lines().find(|l| l.starts_with("window")).expect("the window line").to_string();
    assert!(!line.contains("ignore"), "{line}");
}

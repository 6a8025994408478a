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
    let o = bounded(args, Duration::from_secs(300)).unwrap_or_else(|| panic!("gametree {args:?} did not end"));
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
        let o = bounded(&["search", &tree, "--proc", "all"], Duration::from_secs(300))
            .unwrap_or_else(|| panic!("--proc all on {tree} did not end"));
        assert!(o.status.success(), "--proc all on {tree}: {}", stderr(&o));
        assert!(stdout(&o).contains(&value.to_string()), "{}", stdout(&o));
    }
}

/// A procedure's run record names positions by breadth-first id; every position a search
/// examines is the `at` of one of its `visits`, and a cutoff's `skipped` lists ids.
#[test]
fn a_cutoff_lists_as_skipped_no_position_a_later_search_examines() {
    let mut checked = 0;
    for seed in 0..400 {
        let t = tree_for(seed);
        let text = gametree::notation::print(&t);
        let j = json(&["search", &text, "--proc", "negascout,mtdf,fail-soft", "--json"]);
        for name in ["negascout", "mtdf", "failsoft"] {
            let p = &j["procedures"][name];
            let examined: std::collections::HashSet<u64> =
                p["visits"].as_array().unwrap().iter().map(|v| v["at"].as_u64().unwrap()).collect();
            for c in p["cutoffs"].as_array().unwrap() {
                for s in c["skipped"].as_array().unwrap() {
                    let s = s.as_u64().unwrap();
                    assert!(
                        !examined.contains(&s),
                        "{name}: cutoff at {} lists {} as skipped, but it is examined; {}",
                        c["at"],
                        j["dewey"][s as usize],
                        ctx(seed, &t)
                    );
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

/// `gametree exercise check SPEC --answer ANSWER --json`.
fn check(spec: &str, answer: &Value) -> Value {
    json(&["exercise", "check", spec, "--answer", &answer.to_string(), "--json"])
}

fn expected(spec: &str) -> Value {
    json(&["exercise", "answer", spec])
}

fn score(c: &Value) -> (u64, u64, bool) {
    (c["score"].as_u64().unwrap(), c["total"].as_u64().unwrap(), c["correct"].as_bool().unwrap())
}

#[test]
fn a_wrong_extra_mark_takes_a_point_back_so_n_of_n_means_all_right() {
    let spec = "prune.F2.s5.d3h4.random.v-9..9";
    let mut answer = expected(spec);
    let n = answer["pruned"].as_array().unwrap().len() as u64;
    assert_eq!(score(&check(spec, &answer)), (n, n, true));
    // 1.1 is examined by F2 here: marking it as well is wrong.
    answer["pruned"].as_array_mut().unwrap().push(Value::from("1.1"));
    let c = check(spec, &answer);
    assert_eq!(score(&c), (n - 1, n, false), "{}", c["wrong"]);
    // Marking everything: every right mark is paid for by a wrong one, never below 0.
    let all = json!({"pruned": ["1", "2", "3"]});
    let c = check(spec, &all);
    assert!(c["score"].as_u64().unwrap() < n && !c["correct"].as_bool().unwrap(), "{c}");
    // The same rule in the window task's saved positions and the values task's values.
    for seed in 1..=30 {
        let spec = format!("prune.F2.s{seed}.d3h4.random.v-9..9");
        let mut a = expected(&spec);
        let n = a["pruned"].as_array().unwrap().len() as u64;
        let extra = ["1.1.1", "1.1", "1"].into_iter().find(|d| !a["pruned"].as_array().unwrap().iter().any(|x| x == d));
        a["pruned"].as_array_mut().unwrap().push(Value::from(extra.unwrap()));
        let (s, t, ok) = score(&check(&spec, &a));
        assert!(!ok || s == t, "seed {seed}: correct with {s} of {t}");
        assert!(s < t || n == 0, "seed {seed}: {s} of {t} with a wrong extra mark");
    }
}

use serde_json::json;

#[test]
fn the_window_task_counts_the_saved_positions_whether_or_not_the_answer_names_them() {
    let spec = "window.F2.s3.d3h4.random.v-9..9";
    let full = expected(spec);
    let saved = full["saved"].as_array().unwrap().len() as u64;
    assert_eq!(saved, 8, "{full}");
    let total = saved + 2;
    assert_eq!(score(&check(spec, &full)), (total, total, true));
    // Without `saved`: the statement asks for them, so none named is none saved.
    let bare = json!({"outcome": full["outcome"], "value": full["value"]});
    assert_eq!(score(&check(spec, &bare)), (2, total, false));
    let mut seven = full.clone();
    seven["saved"].as_array_mut().unwrap().pop();
    assert_eq!(score(&check(spec, &seven)), (total - 1, total, false));
}

#[test]
fn the_order_task_gives_nothing_for_leaving_the_tree_as_it_is() {
    let nothing = json!({"order": {}});
    for shape in ["d2h3", "d3h4", "d4h4", "d3h5"] {
        for order in ["good", "random", "bad"] {
            for seed in 1..=12 {
                let spec = format!("order.F2.s{seed}.{shape}.{order}.v-9..9");
                let c = check(&spec, &nothing);
                let (s, t, ok) = score(&c);
                assert!(!ok && s == 0 && t > 0, "{spec}: leaving it scores {s} of {t} (correct {ok})");
                let d = &c["order"];
                assert!(d["original"].as_u64() > d["best"].as_u64(), "{spec}: {d}");
                let best = check(&spec, &expected(&spec));
                assert_eq!(score(&best), (t, t, true), "{spec}");
            }
        }
    }
}

#[test]
fn an_order_between_scores_the_share_of_the_terminals_it_saves() {
    // Turning the root round only: some terminals saved or none, never full marks unless best.
    for seed in 1..=20 {
        let spec = format!("order.F2.s{seed}.d3h4.random.v-9..9");
        let c = check(&spec, &json!({"order": {"": [3, 2, 1]}}));
        let d = &c["order"];
        let (s, t, ok) = score(&c);
        let (original, mine, best) =
            (d["original"].as_u64().unwrap(), d["terminals"].as_u64().unwrap(), d["best"].as_u64().unwrap());
        assert_eq!(t, original - best, "{spec}");
        assert_eq!(s, original.saturating_sub(mine).min(t), "{spec}");
        assert_eq!(ok, mine == best, "{spec}");
    }
}

#[test]
fn an_answer_that_says_nothing_gets_no_diagnosis() {
    for seed in 1..=40 {
        for task in ["prune", "values"] {
            let spec = format!("{task}.F2.s{seed}.d3h4.random.v-9..9");
            let empty = if task == "prune" { json!({"pruned": []}) } else { json!({"values": {}}) };
            let c = check(&spec, &empty);
            assert_eq!(c["diagnosis"], json!([]), "{spec}: {}", c["diagnosis"]);
            assert!(c.get("closest").is_none(), "{spec}: {}", c["closest"]);
        }
        // One mark that no mistake's answer holds (a terminal F2 and every mistake examine:
        // the first terminal) is not evidence of any mistake.
        let spec = format!("prune.F2.s{seed}.d3h4.random.v-9..9");
        let c = check(&spec, &json!({"pruned": ["1.1.1.1"]}));
        if c.get("closest").is_some() || c["diagnosis"] != json!([]) {
            let tree = gametree::practice::ExerciseSpec::parse(&spec).unwrap().tree().unwrap();
            let options = gametree::practice::PracticeOptions::default();
            let named: Vec<&str> = c["diagnosis"]
                .as_array()
                .unwrap()
                .iter()
                .chain(c.get("closest"))
                .map(|d| d["id"].as_str().unwrap())
                .collect();
            for id in named {
                let mine = gametree::practice::expected(
                    &tree,
                    gametree::practice::Task::Prune,
                    &format!("mutant:{id}"),
                    &options,
                )
                .unwrap();
                let gametree::practice::Answer::Prune(p) = mine else { unreachable!() };
                let holds =
                    p.pruned.iter().any(|d| d.is_empty() || d == "1.1.1.1" || "1.1.1.1".starts_with(&format!("{d}.")));
                assert!(holds, "{spec}: {id} named for a mark its answer does not hold ({:?})", p.pruned);
            }
        }
    }
}

/// A folder with a stand-in single-file page (the CLI only copies it).
fn site(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-grades32-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("playground.html"), "<!doctype html>\n<title>page</title>\n").unwrap();
    dir
}

/// `gametree scorm SET ARGS` into a zip; its manifest and launch page.
fn package(tag: &str, set: &str, args: &[&str]) -> (String, String) {
    use std::io::Read;
    let dir = site(tag);
    let zip = dir.join("p.zip");
    let mut all = vec!["scorm", set, "-o", zip.to_str().unwrap(), "--site", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    let o = gametree(&all);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut a = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
    let mut read = |name: &str| {
        let mut s = String::new();
        a.by_name(name).unwrap().read_to_string(&mut s).unwrap();
        s
    };
    (read("imsmanifest.xml"), read("index.html"))
}

fn manifest_id(manifest: &str) -> String {
    let at = manifest.find("<manifest identifier=\"").expect("an identifier") + 22;
    manifest[at..at + manifest[at..].find('"').unwrap()].to_string()
}

#[test]
fn each_package_has_its_own_identifier_and_a_title_without_bidi_controls() {
    let (a, b) = ("prune.F2.s1.d2h3.random.v-9..9", "values.F2.s2.d2h3.good.v-5..5");
    let ids: Vec<String> = [(a, "1.2"), (a, "2004"), (b, "1.2"), (b, "2004")]
        .iter()
        .enumerate()
        .map(|(i, (set, v))| manifest_id(&package(&format!("id{i}"), set, &["--version", v]).0))
        .collect();
    let distinct: std::collections::BTreeSet<&String> = ids.iter().collect();
    assert_eq!(distinct.len(), 4, "{ids:?}");
    // The same set and version: the same identifier (re-importing updates the activity).
    assert_eq!(manifest_id(&package("again", a, &["--version", "1.2"]).0), ids[0]);
    let (manifest, launch) = package("bidi", a, &["--version", "2004", "--title", "Week \u{202E}3\u{2066} alpha-beta"]);
    for text in [&manifest, &launch] {
        assert!(!text.chars().any(|c| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')), "{text}");
    }
    assert!(manifest.contains("<title>Week 3 alpha-beta</title>"), "{manifest}");
}

#[test]
fn a_package_says_when_show_answer_shows_it_what_a_hint_costs_and_its_pass_mark() {
    let set = "prune.F2.s1.d2h3.random.v-9..9";
    let (_, launch) = package("policy-default", set, &["--version", "1.2", "--mastery", "70"]);
    assert!(
        launch.contains("answers=after-attempts") && launch.contains("pass=70") && !launch.contains("hintcost"),
        "{launch}"
    );
    let (_, launch) = package("policy", set, &["--version", "1.2", "--answers", "never", "--hint-cost", "25"]);
    assert!(
        launch.contains("answers=never") && launch.contains("hintcost=25") && launch.contains("pass=80"),
        "{launch}"
    );
    for (flag, value) in [("--answers", "sometimes"), ("--hint-cost", "101")] {
        let dir = site("bad");
        let o = gametree(&[
            "scorm",
            set,
            "--version",
            "1.2",
            "-o",
            dir.join("x.zip").to_str().unwrap(),
            "--site",
            dir.to_str().unwrap(),
            flag,
            value,
        ]);
        assert_eq!(o.status.code(), Some(2), "{flag} {value}");
        assert!(stderr(&o).contains(&flag[2..].replace("-cost", "")), "{}", stderr(&o));
    }
    assert!(stdout(&gametree(&["scorm", "--help"])).contains("--answers never|after-attempts|always"));
}

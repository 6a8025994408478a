//! The catalogue's wrong procedures (mutants): each on a small tree where its mistake shows,
//! the expected result worked out from the rule it breaks (in the comments, in minimax
//! terms); every mutant on seeded random trees (ties, negative values, mixed depths, random
//! windows) without panicking; names and their error message; the CLI.

mod common;

use common::{ctx, tree_for, window_for};
use gametree::practice::{self, Answer, PracticeOptions, Task};
use gametree::procedures::{self, Kind, Options};
use gametree::record::Status;
use gametree::search::Stack;
use gametree::{notation, Score, Tree};

fn tree(text: &str) -> Tree {
    notation::parse(text).unwrap()
}

fn pruned(t: &Tree, proc: &str, o: &PracticeOptions) -> Vec<String> {
    match practice::expected(t, Task::Prune, proc, o).unwrap() {
        Answer::Prune(a) => {
            let mut v = a.pruned;
            v.sort();
            v
        }
        _ => unreachable!(),
    }
}

fn prune(t: &str, proc: &str) -> Vec<String> {
    pruned(&tree(t), proc, &PracticeOptions::default())
}

#[test]
fn strict_cutoff_searches_on_when_m_equals_beta() {
    // Root Max: 1 = min(3, 5) = 3, so alpha = 3 at 2 (Min). 2.1 gives 3: v = 3 <= alpha, F2
    // cuts off (m >= beta in negamax terms); the strict test (3 < 3 is false) searches 2.2.
    assert_eq!(prune("((3,5),(3,1))", "F2"), ["2.2"]);
    assert!(prune("((3,5),(3,1))", "mutant:strict-cutoff").is_empty());
    // Strictly below alpha both cut off.
    assert_eq!(prune("((3,5),(2,1))", "mutant:strict-cutoff"), ["2.2"]);
}

#[test]
fn shallow_only_is_knuth_and_moores_f1_on_the_pi_tree() {
    // K&M Fig. 2: F1 examines 36 of the 81 terminal positions; Fig. 3: F2 makes five deep
    // cutoffs that F1 does not.
    let t = gametree::examples::pi_tree();
    let m = procedures::find("mutant:shallow-only").unwrap().run(&t, &Options::default()).unwrap();
    let f1 = procedures::find("F1").unwrap().run(&t, &Options::default()).unwrap();
    assert_eq!(m.counts.terminals, 36);
    assert_eq!(m.status.iter().map(|s| *s == Status::Examined).collect::<Vec<_>>(), f1.examined());
    assert_eq!(m.value.as_integer(), Some(2));
}

#[test]
fn root_window_reset_loses_the_cutoffs_below_the_roots_later_successors_only() {
    // Root Max: 1 gives 3; F2 searches 2 with alpha = 3 and cuts 2.2 after 2.1 = 2 <= 3; the
    // mutant searches 2 with (-inf, +inf) and examines everything.
    assert_eq!(prune("((3,5),(2,9))", "F2"), ["2.2"]);
    assert!(prune("((3,5),(2,9))", "mutant:root-window-reset").is_empty());
    // Below the root the bounds pass as in F2: 1 (Min) has 1.1 = max(3, 5) = 5, so 1.2
    // (Max) cuts off after 1.2.1 = 9 >= 5 in both.
    assert_eq!(prune("(((3,5),(9,2)))", "mutant:root-window-reset"), ["1.2.2"]);
    assert_eq!(prune("(((3,5),(9,2)))", "F2"), ["1.2.2"]);
}

#[test]
fn alpha_not_raised_passes_the_window_it_was_given() {
    // F2: 1 = 3, so 2 (Min) gets alpha = 3; 2.1 (Max) = max(2, 1) = 2 <= 3: 2 cuts off 2.2.
    // The mutant gives 2 the root's own window (-inf, +inf), and 2 passes it on unchanged to
    // 2.2: no bound ever becomes finite, so nothing is cut off (with the full window the
    // mistake is plain minimaxing).
    assert_eq!(prune("((3,5),((2,1),(9,9)))", "F2"), ["2.2"]);
    assert!(prune("((3,5),((2,1),(9,9)))", "mutant:alpha-not-raised").is_empty());
}

#[test]
fn alpha_not_raised_cuts_only_against_the_root_window() {
    // Root window (-inf, 4), in minimax terms. F2: 1 = 3 raises the root's alpha to 3; 2 (Min)
    // gets (3, 4), 2.1 = 2 <= 3 cuts off 2.2. The mutant passes (-inf, 4) unchanged: 2 does
    // not cut off, 2.2 (Max) gets (-inf, 4) and its 9 >= 4 cuts off 2.2.2.
    let t = tree("((3,5),((2,1),(9,9)))");
    let o = PracticeOptions { beta: Some(Score::new(4)), ..PracticeOptions::default() };
    assert_eq!(pruned(&t, "F2", &o), ["2.2"]);
    assert_eq!(pruned(&t, "mutant:alpha-not-raised", &o), ["2.2.2"]);
    // With beta = 3 the root's m = 3 reaches it after 1: 2 is cut off by the window.
    let o = PracticeOptions { beta: Some(Score::new(3)), ..PracticeOptions::default() };
    assert_eq!(pruned(&t, "mutant:alpha-not-raised", &o), ["2"]);
}

#[test]
fn the_reading_mutants_mark_the_cutter_or_the_parent() {
    // F2 cuts 2.2 after 2.1 (see above). cutter-marked also marks 2.1; parent-marked marks 2.
    assert_eq!(prune("((3,5),(2,9))", "mutant:cutter-marked"), ["2.1", "2.2"]);
    assert_eq!(prune("((3,5),(2,9))", "mutant:parent-marked"), ["2"]);
}

#[test]
fn right_to_left_examines_the_last_successor_first() {
    // Read right to left, ((9,2),(5,3)) is ((3,5),(2,9)): 2 = min(5, 3) = 3 first, then at 1
    // (Min) 1.2 = 2 <= 3 cuts 1.1. F2, left to right, cuts nothing: 1 = 2, then 2.1 = 5 > 2
    // and 2.2 = 3 > 2.
    assert_eq!(prune("((9,2),(5,3))", "mutant:right-to-left"), ["1.1"]);
    assert!(prune("((9,2),(5,3))", "F2").is_empty());
}

#[test]
fn minmax_swapped_takes_the_smallest_at_the_root() {
    // Swapped, the root minimises: 1 (now Max) = max(5, 3) = 5; 2 (Max) after 9 >= 5 cuts
    // 2.2; the root's value is min(5, 9) = 5. F2: 1 = 3, 2: 9 > 3 then 2 <= 3 (the last).
    let t = tree("((5,3),(9,2))");
    assert_eq!(pruned(&t, "mutant:minmax-swapped", &PracticeOptions::default()), ["2.2"]);
    assert!(pruned(&t, "F2", &PracticeOptions::default()).is_empty());
    let r = procedures::find("mutant:minmax-swapped").unwrap().run(&t, &Options::default()).unwrap();
    assert_eq!(r.value.as_integer(), Some(5));
}

fn values(t: &Tree, proc: &str, o: &PracticeOptions) -> practice::ValuesAnswer {
    match practice::expected(t, Task::Values, proc, o).unwrap() {
        Answer::Values(a) => a,
        _ => unreachable!(),
    }
}

#[test]
fn bounds_exact_calls_a_cut_off_positions_value_exact() {
    // 2 (Min) stops after 2.1 = 2 <= alpha = 3: its 2 is an upper bound (K&M (9)).
    let t = tree("((3,5),(2,9))");
    let o = PracticeOptions::default();
    assert_eq!(values(&t, "F2", &o).bounds["2"], "upper");
    let m = values(&t, "mutant:bounds-exact", &o);
    assert_eq!(m.bounds["2"], "exact");
    assert_eq!(m.values, values(&t, "F2", &o).values);
}

#[test]
fn fail_soft_values_return_the_best_found_below_alpha() {
    // With the root window (4, +inf): 1 = 3 and 2 <= 2 both fail low. F2 starts the root's
    // m at alpha = 4 and returns 4; fail-soft starts at -inf and returns max(3, 2) = 3.
    let t = tree("((3,5),(2,9))");
    let o = PracticeOptions { alpha: Some(Score::new(4)), ..PracticeOptions::default() };
    assert_eq!(values(&t, "F2", &o).values[""].0.get(), 4.0);
    assert_eq!(values(&t, "mutant:fail-soft-values", &o).values[""].0.get(), 3.0);
}

#[test]
fn every_mutant_runs_on_random_trees_and_windows_without_panicking() {
    let mut stack = Stack::new();
    for seed in 0..300 {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        for o in [Options::default(), Options { alpha, beta, analysis: true, trace: true, ..Options::default() }] {
            for e in procedures::mutants() {
                let r = e.run(&t, &o).unwrap_or_else(|err| panic!("{}: {err}; {}", e.name, ctx(seed, &t)));
                assert_eq!(r.status.len(), t.len(), "{}; {}", e.name, ctx(seed, &t));
                let (_, c) = e.count(&t, &o, &mut stack).unwrap();
                // A reading changes what is marked, not what is searched: the counts are the
                // search's.
                assert_eq!(c.terminals, r.counts.terminals, "{}; {}", e.name, ctx(seed, &t));
                for task in [Task::Prune, Task::Values] {
                    let po = PracticeOptions { alpha: Some(o.alpha), beta: Some(o.beta), ..PracticeOptions::default() };
                    practice::expected(&t, task, e.name, &po)
                        .unwrap_or_else(|err| panic!("{} {task}: {err}; {}", e.name, ctx(seed, &t)));
                }
            }
        }
    }
}

#[test]
fn mutants_are_their_own_kind_found_by_name_and_never_in_the_menus() {
    assert!(procedures::mutants().len() >= 10);
    for e in procedures::mutants() {
        assert!(e.is_mutant() && matches!(e.kind, Kind::Mutant(_)));
        assert!(e.name.starts_with("mutant:"));
        assert_eq!(procedures::find(e.name).unwrap().name, e.name);
        assert_eq!(procedures::find(&e.name.to_uppercase()).unwrap().name, e.name);
        let spec = e.mutant.unwrap().spec();
        for text in [spec.title, spec.misconception, spec.source, spec.explanation, spec.clause] {
            assert!(!text.trim().is_empty(), "{}", e.name);
        }
        assert!(!procedures::all().iter().any(|a| a.name == e.name), "{} is in the menus", e.name);
    }
    for id in ["shallow-only", "root-window-reset", "strict-cutoff", "cutter-marked", "right-to-left"] {
        procedures::find(&format!("mutant:{id}")).unwrap();
    }
    let m = procedures::find("mutant:nope").unwrap_err().to_string();
    assert!(m.contains("unknown mistake 'mutant:nope'"), "{m}");
    for e in procedures::mutants() {
        assert!(m.contains(e.name), "{m} lacks {}", e.name);
    }
    let c = serde_json::to_value(procedures::catalogue()).unwrap();
    assert!(c["procedures"].as_array().unwrap().iter().all(|p| p.get("mutant").is_none()));
    let listed = c["mutants"].as_array().unwrap();
    assert_eq!(listed.len(), procedures::mutants().len());
    assert_eq!(listed[0]["mutant"]["id"], "shallow-only");
}

fn gametree(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_gametree")).args(args).output().unwrap()
}

#[test]
fn the_cli_searches_with_a_mutant_and_names_the_valid_ones_for_an_unknown() {
    let out = gametree(&["search", "--proc", "mutant:strict-cutoff", "((3,5),(3,1))"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("mutant:strict-cutoff (Cutoff only when m > β)"), "{text}");
    assert!(text.contains("not examined (cut-off roots): none"), "{text}");
    assert!(text.contains("F2 with the same window: value 3, cut-off roots 2.2"), "{text}");
    let json = gametree(&["search", "--proc", "mutant:right-to-left", "--json", "((9,2),(5,3))"]);
    assert!(json.status.success());
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["procedures"]["mutant:right-to-left"]["family"], "km");
    let bad = gametree(&["search", "--proc", "mutant:strict", "((3,5),(3,1))"]);
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(err.contains("unknown mistake 'mutant:strict'"), "{err}");
    assert!(err.contains("mutant:strict-cutoff") && err.contains("mutant:shallow-only"), "{err}");
}

#[test]
fn the_experiment_reports_how_often_a_mistake_differs_from_f2() {
    let out = gametree(&[
        "experiment",
        "--model",
        "iid",
        "--lo",
        "-9",
        "--hi",
        "9",
        "--degree",
        "3",
        "--height",
        "3,4",
        "--samples",
        "40",
        "--proc",
        "F2,mutant:shallow-only,mutant:minmax-swapped",
        "--json",
        "--threads",
        "1",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["results"].as_array().unwrap().len(), 6);
    let m = v["mistakes"].as_array().unwrap();
    assert_eq!(m.len(), 4, "two heights, two mistakes: {m:?}");
    let cell = |proc: &str, h: u64| m.iter().find(|r| r["proc"] == proc && r["height"] == h).unwrap().clone();
    // K&M §2: F1 and F2 examine the same positions on levels 0..3: no difference at height 3.
    assert_eq!(cell("mutant:shallow-only", 3)["examinedDiffers"], 0.0);
    assert_eq!(cell("mutant:shallow-only", 3)["valueDiffers"], 0.0);
    // The value of the game is F2's whatever positions are skipped, unless Max and Min swap.
    assert_eq!(cell("mutant:shallow-only", 4)["valueDiffers"], 0.0);
    let swapped = cell("mutant:minmax-swapped", 4)["valueDiffers"].as_f64().unwrap();
    assert!(swapped > 0.0 && swapped <= 1.0, "{swapped}");
    // The same fractions, recomputed here from the runs of the sample trees, would need the
    // experiment's seeds: instead, the table says the same in words.
    let text = gametree(&[
        "experiment",
        "--model",
        "iid",
        "--degree",
        "3",
        "--height",
        "3",
        "--samples",
        "10",
        "--proc",
        "mutant:shallow-only",
    ]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("mutant:shallow-only (d 3, h 3): differs from F2 in its examined positions on 0.0% of 10 trees"),
        "{text}"
    );
}

#[test]
fn the_worksheet_key_lists_the_answers_of_the_mistakes_that_differ() {
    let spec = "prune.F2.s1.d2h3.random.v-9..9";
    let out = gametree(&["worksheet", spec, "--key", "--standalone"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let tex = String::from_utf8(out.stdout).unwrap();
    let key = &tex[tex.find("\\subsection*{Teacher's key").expect("a key")..];
    assert!(key.ends_with("\\end{document}\n"), "the key comes before the end of the document");
    let s: gametree::practice::ExerciseSpec = spec.parse().unwrap();
    let t = s.tree().unwrap();
    let o = s.options();
    let correct = practice::expected(&t, Task::Prune, "F2", &o).unwrap();
    let mut listed = 0;
    for e in procedures::mutants() {
        let Kind::Mutant(m) = e.kind else { unreachable!() };
        let line = format!("(\\texttt{{{}}})", m.spec().id);
        let differs = m.takes("prune") && practice::expected(&t, Task::Prune, e.name, &o).unwrap() != correct;
        assert_eq!(key.contains(&line), differs, "{}: {key}", e.name);
        listed += differs as usize;
    }
    assert!(listed > 0, "{key}");
    // Without --key, no key; --key with a tree (not an exercise) is a usage error.
    let plain = String::from_utf8(gametree(&["worksheet", spec]).stdout).unwrap();
    assert!(!plain.contains("Teacher's key"));
    assert_eq!(gametree(&["worksheet", "((1,2),(3,4))", "--key"]).status.code(), Some(2));
}

#[test]
fn exercise_check_prints_the_mistake_an_answer_follows() {
    // Root Max: 1 = 3; at 2 (Min) 2.1 = 3 reaches alpha = 3: F2 cuts 2.2, the strict test
    // does not. The exercise's tree is generated, so the answer is the mistake's own.
    let spec = "prune.F2.s5.d2h3.random.v-3..3";
    let s: gametree::practice::ExerciseSpec = spec.parse().unwrap();
    let t = s.tree().unwrap();
    let o = s.options();
    let correct = practice::expected(&t, Task::Prune, "F2", &o).unwrap();
    let e = procedures::mutants()
        .iter()
        .find(|e| practice::expected(&t, Task::Prune, e.name, &o).unwrap() != correct)
        .expect("some mistake differs on this tree");
    let answer = serde_json::to_string(&practice::expected(&t, Task::Prune, e.name, &o).unwrap()).unwrap();
    let out = gametree(&["exercise", "check", spec, "--answer", &answer]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(&format!("mistake {} (", e.abbrev)), "{text}");
    let json = gametree(&["exercise", "check", spec, "--answer", &answer, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(v["diagnosis"].as_array().unwrap().iter().any(|d| d["id"] == e.abbrev), "{v}");
}

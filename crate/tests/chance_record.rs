//! Ballard's family gives the catalogue's run record (`gametree::record::Record`), as every
//! other family does: through the library (`procedures::find(..).run`) and through the
//! `gametree search --json` process. On seeded regular *-minimax trees (uniform and random
//! odds, every ordering) the record is checked against an independent expectiminimax
//! (`generate::chance::max_values`) and against the positions the family's own search
//! examined; a failure prints the seed and the tree.

mod program;

use gametree::chance::{self, ChanceProc};
use gametree::generate::chance::{chance as chance_tree, max_values, ChanceSpec, Odds, Order};
use gametree::notation::print;
use gametree::procedures::{self, Options};
use gametree::record::{CutKind, Record, Status};
use gametree::tree::{Limits, Tree};
use gametree::Score;
use program::{gametree, stdout};

fn spec(seed: u64) -> ChanceSpec {
    ChanceSpec {
        plies: 2 + (seed % 3) as u32,
        degree: 2 + (seed / 3 % 2) as u32,
        outcomes: 2 + (seed / 6 % 2) as u32,
        odds: if seed.is_multiple_of(2) { Odds::Uniform } else { Odds::Random },
        lo: -5,
        hi: 5,
        order: [Order::Random, Order::Best, Order::Worst][(seed / 12 % 3) as usize],
        seed,
    }
}

fn record(t: &Tree, p: ChanceProc, alpha: Score, beta: Score) -> Record {
    let options = Options { alpha, beta, ..Options::default() };
    procedures::find(p.name()).unwrap().run(t, &options).unwrap()
}

/// The exact value the record writes at `p` (its `chance.values`), as text.
fn exact_at(r: &Record, p: u32) -> Option<String> {
    let c = r.chance.as_ref().unwrap();
    c.values[p as usize].map(|v| serde_json::to_value(v).unwrap().to_string().trim_matches('"').to_string())
}

#[test]
fn the_record_holds_the_independent_expectiminimax_values_and_the_searchs_positions() {
    for seed in 0..120 {
        let t = chance_tree(&spec(seed), Limits::default()).unwrap();
        let truth = max_values(&t).unwrap();
        let ctx = || format!("seed {seed}, tree {}", print(&t));
        // Expectimax: every position, its value exact, from the player to move's standpoint.
        let e = record(&t, ChanceProc::Expectimax, Score::NEG_INF, Score::INF);
        for p in 0..t.len() as u32 {
            let want = if t.is_max(p) { truth[p as usize] } else { truth[p as usize].neg() };
            assert_eq!(exact_at(&e, p), Some(want.to_string()), "position {}; {}", t.dewey(p), ctx());
            assert_eq!(e.values[p as usize].map(|v| v.get()), Some(want.to_f64()), "{}", ctx());
        }
        assert!(e.status.iter().all(|s| *s == Status::Examined) && e.cutoffs.is_empty(), "{}", ctx());
        for p in [ChanceProc::Star1, ChanceProc::Star2] {
            let r = record(&t, p, Score::NEG_INF, Score::INF);
            let run = chance::run(&t, p, Score::NEG_INF, Score::INF, None, false).unwrap();
            assert_eq!(exact_at(&r, 0), Some(truth[0].to_string()), "{}; {}", p.name(), ctx());
            assert!(r.exact && r.family == gametree::family::Family::Chance && !r.minimax);
            // The statuses: examined exactly where the search went, every other position
            // below a cutoff of the family's kinds.
            for q in 0..t.len() {
                let examined = r.status[q] == Status::Examined;
                assert_eq!(examined, run.examined[q], "{} at {}; {}", p.name(), t.dewey(q as u32), ctx());
                if !examined {
                    assert!(
                        matches!(r.status[q], Status::Cut(CutKind::Decision | CutKind::Chance | CutKind::Probing)),
                        "{} at {}: {:?}; {}",
                        p.name(),
                        t.dewey(q as u32),
                        r.status[q],
                        ctx()
                    );
                }
            }
            assert_eq!(r.counts.positions, run.counts.positions, "{}", ctx());
            assert_eq!(r.counts.per_level.iter().sum::<u64>(), run.counts.positions, "{}", ctx());
            let kinds = [
                (CutKind::Decision, run.counts.decision_cutoffs),
                (CutKind::Chance, run.counts.chance_cutoffs),
                (CutKind::Probing, run.counts.probing_cutoffs),
            ];
            for (k, n) in kinds {
                assert_eq!(r.counts.by_kind.get(&k).copied().unwrap_or(0), n, "{} {k:?}; {}", p.name(), ctx());
            }
            // A cutoff skips only positions never examined, and each visit is one entry.
            for c in &r.cutoffs {
                assert!(c.skipped.iter().all(|&q| !run.examined[q as usize]), "{c:?}; {}", ctx());
            }
            assert!(r.visits.iter().all(|v| run.examined[v.at as usize]), "{}", ctx());
        }
    }
}

#[test]
fn a_window_gives_the_outcome_and_a_bound_that_crossed_it() {
    for seed in 0..60 {
        let t = chance_tree(&spec(seed), Limits::default()).unwrap();
        let v = max_values(&t).unwrap()[0].to_f64();
        for (a, b) in [(v.floor() as i64 + 1, v.floor() as i64 + 4), (v.ceil() as i64 - 4, v.ceil() as i64 - 1)] {
            let r = record(&t, ChanceProc::Star1, Score::new(a), Score::new(b));
            let outcome = r.outcome.unwrap_or_else(|| panic!("seed {seed}: a window gives an outcome"));
            if v <= a as f64 {
                assert_eq!(outcome, gametree::aspiration::Outcome::FailLow, "seed {seed}, ({a}, {b}), v {v}");
                assert!(r.value.get() <= a as f64 && !r.exact);
            } else if v >= b as f64 {
                assert_eq!(outcome, gametree::aspiration::Outcome::FailHigh, "seed {seed}, ({a}, {b}), v {v}");
                assert!(r.value.get() >= b as f64 && !r.exact);
            }
        }
    }
}

#[test]
fn gametree_search_json_writes_the_record_of_star1_as_the_library_makes_it() {
    let text = "([1/2:(3 5) 1/2:(2 9)] [3/4:(0 7) 1/4:(6 8)])";
    let out = gametree(&["search", text, "--proc", "star1", "--range", "0..10", "--json"]);
    assert!(out.status.success(), "{}", program::stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let star1 = &v["procedures"]["star1"];
    assert_eq!(star1["family"], "chance");
    assert_eq!(star1["chance"]["value"], "5/2");
    assert_eq!(star1["value"], 2.5);
    assert_eq!(star1["counts"]["byKind"]["chance"], 1, "{star1}");
    assert_eq!(star1["chance"]["range"], serde_json::json!({"lower": 0, "upper": 10, "assumed": false}));
    assert!(star1["status"].as_array().unwrap().iter().any(|s| s == "chance"), "{star1}");
    // The same object as the library's record of the same run.
    let t = gametree::notation::parse(text).unwrap();
    let options = Options { range: "0..10".into(), analysis: true, ..Options::default() };
    let r = procedures::find("star1").unwrap().run(&t, &options).unwrap();
    assert_eq!(star1, &serde_json::to_value(&r).unwrap());
    // With a trace, the family's events; an integer value is a number.
    let out = gametree(&["search", "[1/2:4 1/2:6]", "--proc", "expectimax", "--json", "--trace"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let e = &v["procedures"]["expectimax"];
    assert_eq!(e["chance"]["value"], 5);
    assert_eq!(e["trace"][0]["type"], "enter", "{e}");
    // A range that a terminal leaves is refused before anything is written.
    let out = gametree(&["search", text, "--proc", "star1", "--range", "0..5", "--json"]);
    assert!(!out.status.success() && stdout(&out).is_empty());
    assert!(program::stderr(&out).contains("outside the leaf range 0..5"), "{}", program::stderr(&out));
}

//! UCT's entry in the catalogue (`procedures::mcts()`, family `mcts`): found by its name and
//! alias, its options set through the catalogue's one options path (text as the command
//! line gives it, and the JS object serde reads) reach `gametree::mcts::run` as the same
//! run `gametree mcts` makes; it samples, it does not prove, so the run record, the counts
//! and `gametree search --proc mcts` refuse it and name `gametree mcts`.

mod common;
mod program;

use common::tree_for;
use gametree::family::Family;
use gametree::mcts;
use gametree::procedures::{self, Kind, OptionKind, Options};
use program::{gametree, stderr, stdout};

#[test]
fn the_entry_is_its_own_family_found_by_name_and_alias_and_not_in_the_menus_list() {
    let e = procedures::find("UCT").unwrap();
    assert_eq!((e.name, e.family, e.kind), ("mcts", Family::Mcts, Kind::Mcts));
    assert!(std::ptr::eq(procedures::find("mcts").unwrap(), e));
    assert!(!e.family.proves());
    assert!(Family::ALL.iter().all(|f| f.proves()), "every menu family proves");
    assert!(!procedures::all().iter().any(|x| x.family == Family::Mcts), "not checked against F0");
    assert_eq!(procedures::entry(Kind::Mcts).name, "mcts");
    assert_eq!(serde_json::to_value(e).unwrap()["family"], "mcts");
    let names: Vec<&str> = e.options.iter().map(|o| o.name).collect();
    assert_eq!(names, ["iterations", "seed", "c", "range"]);
    // An unknown name lists it among the names.
    assert!(procedures::find("nope").unwrap_err().to_string().contains("mcts"));
}

/// The catalogue's defaults are UCT's own (`mcts::Options::default()`), option by option.
#[test]
fn the_catalogues_defaults_are_ucts() {
    let d = mcts::Options::default();
    let o = Options::default().mcts().unwrap();
    assert_eq!(o, d);
    for spec in procedures::mcts()[0].options {
        match (spec.name, spec.kind) {
            ("iterations", OptionKind::Int { default, max, .. }) => {
                assert_eq!((default as u64, max as u64), (d.iterations, mcts::MAX_ITERATIONS))
            }
            ("seed", OptionKind::Int { default, .. }) => assert_eq!(default as u64, d.seed),
            ("c", OptionKind::Number { default, min }) => assert_eq!((default, min), (d.c, 0.0)),
            ("range", OptionKind::Text { default, .. }) => assert_eq!(default, ""),
            (n, k) => panic!("{n}: {k:?}"),
        }
    }
}

/// Options set by name (as the command line and a link give them) and read by serde (as
/// the page gives them) agree, and make the run `gametree mcts` makes with the same flags:
/// the same move and the same statistics at the root's successors.
#[test]
fn options_set_by_name_or_by_serde_make_the_run_gametree_mcts_makes() {
    for seed in 0..6u64 {
        let t = tree_for(seed);
        let text = gametree::notation::print(&t);
        let (iterations, c) = (50 + 37 * seed, 0.5 + seed as f64 / 4.0);
        let mut set = Options::default();
        for (name, v) in [("iterations", iterations.to_string()), ("seed", seed.to_string()), ("c", c.to_string())] {
            set.set(name, &v).unwrap();
        }
        let read: Options =
            serde_json::from_value(serde_json::json!({"iterations": iterations, "seed": seed, "c": c})).unwrap();
        assert_eq!(read, set, "seed {seed}");
        let entry = procedures::find("mcts").unwrap();
        entry.check(&t, &set).unwrap();
        let run = mcts::run(&t, &set.mcts().unwrap()).unwrap();
        let o = gametree(&[
            "mcts",
            &text,
            "--iterations",
            &iterations.to_string(),
            "--seed",
            &seed.to_string(),
            "--c",
            &c.to_string(),
            "--json",
        ]);
        assert!(o.status.success(), "seed {seed}: {}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        let best = run.best.map(|b| t.dewey(b).to_string());
        assert_eq!(v["best"].as_str().map(str::to_string), best, "seed {seed}, tree {text}");
        for q in t.children(t.root()) {
            let key = t.dewey(q).to_string();
            let n = run.stats.get(q).map_or(0, |s| s.n);
            assert_eq!(v["nodes"][&key]["n"].as_u64().unwrap_or(0), n, "seed {seed}, {key}, tree {text}");
        }
    }
}

#[test]
fn bad_options_are_refused_by_name_through_the_catalogue() {
    let t = tree_for(1);
    let entry = procedures::find("mcts").unwrap();
    let mut o = Options::default();
    for (name, value, says) in [
        ("iterations", "0", "iterations: '0' is not between 1 and 1000000"),
        ("iterations", "x", "iterations: 'x' is not a whole number"),
        ("c", "-1", "c: '-1' is not a finite number >= 0"),
        ("c", "inf", "c: 'inf' is not a finite number >= 0"),
        ("seed", "-3", "seed: '-3' is not a whole number"),
    ] {
        let e = o.set(name, value).unwrap_err().to_string();
        assert!(e.contains(says), "{name} {value}: {e}");
    }
    o.range = "1000..2000".into();
    let e = entry.check(&t, &o).unwrap_err().to_string();
    assert!(e.contains("outside the range 1000..2000"), "{e}");
}

/// It samples, it does not prove: no run record, no counts, and `gametree search` sends the
/// user to `gametree mcts`.
#[test]
fn the_record_the_counts_and_search_refuse_it_and_name_gametree_mcts() {
    let t = gametree::examples::pi_tree();
    let entry = procedures::find("mcts").unwrap();
    let e = entry.run(&t, &Options::default()).unwrap_err().to_string();
    assert!(e.contains("samples, it does not prove") && e.contains("gametree mcts"), "{e}");
    let mut stack = gametree::search::Stack::default();
    assert!(entry.count(&t, &Options::default(), &mut stack).is_err());
    let o = gametree(&["search", "(1 2)", "--proc", "mcts"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("mcts samples, it does not prove") && err.contains("gametree mcts TREE --iterations"),
        "{err}"
    );
    // `--iterations` is the catalogue's option, so `search` knows it: the error is still
    // the procedure's, not an unknown option.
    let o = gametree(&["search", "(1 2)", "--proc", "F2,uct", "--iterations", "10"]);
    assert!(stderr(&o).contains("does not prove"), "{}", stderr(&o));
    // The help says where UCT runs.
    let o = gametree(&["search", "--help"]);
    assert!(stdout(&o).contains("gametree mcts runs it"));
}

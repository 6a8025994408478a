//! UCT's binding (`GameTree.mcts`), run by wasm-bindgen-test (in Node):
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm_mcts`.
//! The export's statistics, trace and points are the library's run (`gametree::mcts::Uct`)
//! for the same options on seeded random trees; bad options and runs beyond the limits are
//! `Error`s saying which, and the tree stays usable. (That the library's run is the same on
//! wasm as natively, trace for trace, `tests/unit/mcts/` checks against `gametree mcts --json`.)

#![cfg(target_arch = "wasm32")]

use gametree::mcts::{self, Uct};
use gametree::wasm::GameTree;
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("an object")
}

fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}

fn message(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    get(&v, "message").as_string().unwrap()
}

fn nums(v: &JsValue) -> Vec<f64> {
    Array::from(v).iter().map(|x| x.as_f64().unwrap()).collect()
}

mod common;

/// A seeded random tree of the property tests (tests/common).
fn tree_text(seed: u64) -> String {
    gametree::notation::print(&common::tree_for(seed))
}

#[wasm_bindgen_test]
fn the_export_is_the_librarys_run_for_the_same_options() {
    for seed in (0..8u64).map(|k| 11 * k + 3) {
        let text = tree_text(seed);
        let t = gametree::notation::parse(&text).unwrap();
        let g = GameTree::parse(JsValue::from_str(&text)).unwrap();
        let iterations = 40 + 13 * seed;
        let c = 0.3 + seed as f64 / 5.0;
        let opts = json(&format!(r#"{{"iterations": {iterations}, "seed": {seed}, "c": {c}, "trace": true}}"#));
        let at: Array = [1.0, 5.0, iterations as f64].iter().map(|&x| JsValue::from_f64(x)).collect();
        let r = g.mcts(opts, at.into()).unwrap();
        let o = mcts::Options { iterations, seed, c, range: None, trace: true };
        let run = mcts::run(&t, &o).unwrap();
        let what = format!("seed {seed}, tree {text}");
        assert_eq!(get(&r, "best").as_f64().map(|b| b as u32), run.best, "{what}");
        // The statistics come as typed arrays (copied at once out of the module's memory).
        assert!(get(&r, "ids").is_instance_of::<js_sys::Uint32Array>(), "{what}: ids");
        assert!(get(&r, "n").is_instance_of::<js_sys::Float64Array>(), "{what}: n");
        assert!(get(&r, "w").is_instance_of::<js_sys::Float64Array>(), "{what}: w");
        let ids = nums(&get(&r, "ids"));
        let n = nums(&get(&r, "n"));
        let w = nums(&get(&r, "w"));
        let want: Vec<_> = run.stats.iter().collect();
        assert_eq!(ids.len(), want.len(), "{what}");
        for (i, (p, s)) in want.iter().enumerate() {
            assert_eq!((ids[i] as u32, n[i] as u64, w[i]), (*p, s.n, s.w), "{what}");
        }
        let trace = Array::from(&get(&r, "trace"));
        assert_eq!(trace.length() as usize, run.trace.len(), "{what}");
        for (i, s) in run.trace.iter().enumerate() {
            let x = trace.get(i as u32);
            let sel: Vec<u32> = nums(&get(&x, "selected")).iter().map(|&v| v as u32).collect();
            assert_eq!(sel, s.selected, "{what}, iteration {i}");
            assert_eq!(get(&x, "expanded").as_f64().map(|v| v as u32), s.expanded, "{what}, iteration {i}");
            assert_eq!(get(&x, "leaf").as_f64().map(|v| v as u32), Some(s.leaf), "{what}, iteration {i}");
            assert_eq!(get(&x, "reward").as_f64(), Some(s.reward), "{what}, iteration {i}");
        }
        // The points: the root's W/N and move after 1, 5 and all iterations, as a shorter run
        // of the library (a run of I iterations is the first I of a longer one) gives them.
        let points = Array::from(&get(&r, "points"));
        assert_eq!(points.length(), 3);
        let optimal = gametree::experiment::uct::optimal_moves(&t);
        for (k, budget) in [1u64, 5, iterations].into_iter().enumerate() {
            let mut u = Uct::new(&t, &mcts::Options { iterations: budget, ..o }).unwrap();
            for _ in 0..budget {
                u.iterate();
            }
            let root = u.stats().get(t.root()).unwrap();
            let p = points.get(k as u32);
            assert_eq!(get(&p, "iterations").as_f64(), Some(budget as f64));
            assert_eq!(get(&p, "reward").as_f64(), Some(root.w / root.n as f64), "{what}, {budget}");
            let best = u.best();
            assert_eq!(get(&p, "best").as_f64().map(|b| b as u32), best, "{what}, {budget}");
            assert_eq!(get(&p, "optimal").as_bool(), Some(best.is_some_and(|b| optimal.contains(&b))));
        }
    }
}

#[wasm_bindgen_test]
fn bad_options_and_runs_beyond_the_limits_are_errors_saying_which() {
    let g = GameTree::example(JsValue::from_str("pi")).unwrap();
    let cases: &[(&str, JsValue, &str)] = &[
        (r#"{"iterations": 0}"#, JsValue::UNDEFINED, "iterations: 0 is not between 1 and 1000000"),
        (r#"{"c": -1}"#, JsValue::UNDEFINED, "mcts c: -1"),
        (r#"{"range": "3..1"}"#, JsValue::UNDEFINED, "has L > U"),
        (r#"{"range": "100..200"}"#, JsValue::UNDEFINED, "outside the range 100..200"),
        (r#"{"iterations": 60000, "trace": true}"#, JsValue::UNDEFINED, "the trace of 60000 iterations"),
        (r#"{"iterashuns": 5}"#, JsValue::UNDEFINED, "unknown option 'iterashuns'"),
        (r#"{"iterations": 10}"#, json("[3, 2]"), "at[1]: 2 does not follow"),
        (r#"{"iterations": 10}"#, json("[11]"), "at[0]: not a whole number of iterations from 1 to 10"),
    ];
    for (opts, at, says) in cases {
        let m = message(g.mcts(json(opts), at.clone()).unwrap_err());
        assert!(m.contains(says), "{opts}: {m}");
    }
    // A chain 150 positions deep: 10^6 iterations are 1.51 × 10^8 steps of a path.
    let chain = format!("{}1{}", "(".repeat(150), ")".repeat(150));
    let deep = GameTree::parse(JsValue::from_str(&chain)).unwrap();
    let m = message(deep.mcts(json(r#"{"iterations": 1000000}"#), JsValue::UNDEFINED).unwrap_err());
    assert!(m.contains("151000000 steps, more than the 100000000 one call may take"), "{m}");
    // The tree is still usable, and a run within the limits runs.
    let r = g.mcts(json(r#"{"iterations": 200000}"#), JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&r, "iterations").as_f64(), Some(200000.0));
    assert!(get(&r, "trace").is_undefined(), "no trace unless asked");
}

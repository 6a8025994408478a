//! UCT's resumable run at the boundary (`GameTree.mctsSearch`, stepped with `step(k)`), run
//! by wasm-bindgen-test (in Node):
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm_mcts_search`.
//! A run stepped in chunks of any sizes is the one run `GameTree.mcts` makes with the same
//! options (statistics, move, points, trace), on seeded random trees; the run so far after
//! I iterations is the run of I iterations (a run is the first I of a longer one); bad steps
//! are `Error`s saying which, and the search stays usable.

#![cfg(target_arch = "wasm32")]

use gametree::generate::rng::SeededRng;
use gametree::wasm::GameTree;
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod common;

fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}

fn text_of(v: &JsValue) -> String {
    js_sys::JSON::stringify(v).unwrap().as_string().unwrap()
}

fn message(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    Reflect::get(&v, &JsValue::from_str("message")).unwrap().as_string().unwrap()
}

fn at(points: &[u64]) -> JsValue {
    points.iter().map(|&x| JsValue::from_f64(x as f64)).collect::<Array>().into()
}

#[wasm_bindgen_test]
fn a_run_stepped_in_chunks_is_one_run_of_the_same_seed() {
    for seed in (0..10u64).map(|k| 7 * k + 2) {
        let text = gametree::notation::print(&common::tree_for(seed));
        let g = GameTree::parse(JsValue::from_str(&text)).unwrap();
        let iterations = 30 + 17 * seed;
        let trace = seed % 2 == 0;
        let opts = format!(
            r#"{{"iterations": {iterations}, "seed": {seed}, "c": {}, "trace": {trace}}}"#,
            0.2 + seed as f64 / 7.0
        );
        let points = [1, 2, iterations / 3, iterations - 1, iterations];
        let whole = g.mcts(json(&opts), at(&points)).unwrap();
        let mut search = g.mcts_search(json(&opts), at(&points)).unwrap();
        assert_eq!((search.done(), search.total()), (0.0, iterations as f64));
        // Chunks of random sizes, some beyond what is left.
        let mut rng = SeededRng::new(seed);
        let mut calls = 0;
        while search.done() < search.total() {
            let k = 1 + rng.below(25);
            let before = search.done();
            let done = search.step(JsValue::from_f64(k as f64)).unwrap();
            assert_eq!(done, (before + k as f64).min(iterations as f64), "seed {seed}: step({k}) from {before}");
            calls += 1;
            // The run so far is the run of that many iterations (its points those reached).
            if calls == 2 {
                let reached: Vec<u64> = points.iter().copied().filter(|&p| p as f64 <= done).collect();
                let o = format!(
                    r#"{{"iterations": {done}, "seed": {seed}, "c": {}, "trace": {trace}}}"#,
                    0.2 + seed as f64 / 7.0
                );
                let shorter = g.mcts(json(&o), at(&reached)).unwrap();
                assert_eq!(
                    text_of(&search.result().unwrap()),
                    text_of(&shorter),
                    "seed {seed}, after {done}, tree {text}"
                );
            }
        }
        assert!(calls > 1, "seed {seed}: the run took more than one chunk");
        assert_eq!(text_of(&search.result().unwrap()), text_of(&whole), "seed {seed}, tree {text}");
        // A finished run steps no further.
        assert_eq!(search.step(JsValue::from_f64(5.0)).unwrap(), iterations as f64);
        assert_eq!(text_of(&search.result().unwrap()), text_of(&whole), "seed {seed}");
    }
}

#[wasm_bindgen_test]
fn bad_steps_and_options_are_errors_saying_which() {
    let g = GameTree::example(JsValue::from_str("pi")).unwrap();
    let m = message(g.mcts_search(json(r#"{"iterations": 0}"#), JsValue::UNDEFINED).err().unwrap());
    assert!(m.contains("iterations: 0 is not between 1 and 1000000"), "{m}");
    let m = message(g.mcts_search(json(r#"{"iterations": 10}"#), json("[11]")).err().unwrap());
    assert!(m.contains("mctsSearch at[0]: not a whole number of iterations from 1 to 10"), "{m}");
    let mut s = g.mcts_search(json(r#"{"iterations": 100}"#), JsValue::UNDEFINED).unwrap();
    for bad in [
        JsValue::from_f64(0.0),
        JsValue::from_f64(1.5),
        JsValue::from_f64(f64::NAN),
        JsValue::from_str("3"),
        JsValue::UNDEFINED,
    ] {
        let m = message(s.step(bad.clone()).unwrap_err());
        assert!(m.contains("mctsSearch step: iterations must be a whole number >= 1"), "{bad:?}: {m}");
    }
    assert_eq!(s.done(), 0.0, "a refused step runs nothing");
    // A chain 150 positions deep: a step of 10^6 iterations is 1.51 × 10^8 steps of a path;
    // the run is still usable after the refusal.
    let chain = format!("{}1{}", "(".repeat(150), ")".repeat(150));
    let deep = GameTree::parse(JsValue::from_str(&chain)).unwrap();
    let mut s = deep.mcts_search(json(r#"{"iterations": 1000000}"#), JsValue::UNDEFINED).unwrap();
    let m = message(s.step(JsValue::from_f64(1_000_000.0)).unwrap_err());
    assert!(m.contains("mctsSearch step: 1000000 iterations on a tree of height 150 are 151000000 steps"), "{m}");
    assert_eq!(s.step(JsValue::from_f64(1000.0)).unwrap(), 1000.0);
}

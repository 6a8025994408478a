//! The wasm bindings, run by wasm-bindgen-test (in Node) under `npm test`:
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --test wasm`.

#![cfg(target_arch = "wasm32")]

use gametree::wasm::{example_names, fresh_seed, GameTree};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("an object")
}

fn num(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

fn message(e: JsError) -> String {
    let v: JsValue = e.into();
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    get(&v, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn the_pi_example_gives_the_papers_counts() {
    let t = GameTree::example("pi").unwrap();
    let f0 = t.search("F0", JsValue::NULL, JsValue::NULL, false).unwrap();
    assert_eq!(num(&f0, "value"), 2.0);
    let cmp = t.compare(JsValue::from_str("-inf"), JsValue::from_f64(f64::INFINITY)).unwrap();
    assert_eq!(num(&get(&cmp, "F1"), "terminals_examined"), 36.0);
    assert_eq!(num(&get(&cmp, "F2"), "terminals_examined"), 31.0);
    let examined = Array::from(&get(&get(&cmp, "F2"), "examined"));
    assert_eq!(examined.get(0).as_string().unwrap(), "");
    assert_eq!(get(&get(&cmp, "F2"), "alpha").as_string().unwrap(), "-inf");
}

#[wasm_bindgen_test]
fn parse_errors_and_bad_windows_become_js_errors_with_the_core_message() {
    let e = GameTree::parse("((3,1,4),(1,5,9),(2,6,x))").err().unwrap();
    assert_eq!(message(e), "offset 22: expected a number or '(', found 'x'");
    let t = GameTree::parse("(1,2)").unwrap();
    let e = t.search("F2", JsValue::from_f64(3.0), JsValue::from_f64(3.0), false).err().unwrap();
    assert!(message(e).contains("alpha must be less than beta"));
    let e = t.search("F9", JsValue::NULL, JsValue::NULL, false).err().unwrap();
    assert!(message(e).contains("unknown procedure"));
    let e = t.set_value("1", 0.5).err().unwrap();
    assert!(message(e).contains("not an integer"));
    let e = t.set_value("7", 1.0).err().unwrap();
    assert!(message(e).contains("no position '7'"));
}

#[wasm_bindgen_test]
fn edits_return_new_trees_and_leave_the_old_one_unchanged() {
    let t = GameTree::parse("((3,1,4),(1,5,9),(2,6,5))").unwrap();
    let u = t.set_value("3.1", -7.0).unwrap();
    assert_eq!(t.text(), "((3,1,4),(1,5,9),(2,6,5))");
    assert_eq!(u.text(), "((3,1,4),(1,5,9),(-7,6,5))");
    let v = u.add_successor("", 4, "(8,8)").unwrap();
    assert_eq!(v.text(), "((3,1,4),(1,5,9),(-7,6,5),(8,8))");
    let shape = v.shape().unwrap();
    assert_eq!(Array::from(&get(&shape, "dewey")).get(4).as_string().unwrap(), "4");
}

#[wasm_bindgen_test]
fn aspiration_sweep_and_analysis_cross_as_plain_objects() {
    let t = GameTree::example("pi").unwrap();
    let a = t.aspiration(JsValue::from_f64(5.0), JsValue::from_f64(9.0)).unwrap();
    assert_eq!(get(&a, "outcome").as_string().unwrap(), "fail_low");
    assert_eq!(num(&a, "value"), 2.0);
    let grid: Vec<JsValue> = [0.0, 2.0, 4.0].iter().map(|&x| JsValue::from_f64(x)).collect();
    let s = t.sweep(grid).unwrap();
    assert_eq!(Array::from(&get(&s, "cells")).length(), 3);
    let an = t.analysis().unwrap();
    assert_eq!(num(&an, "minimalTerminals"), 17.0);
}

#[wasm_bindgen_test]
fn the_same_generator_spec_gives_the_same_tree_as_natively() {
    // The pi model needs no randomness; the seeded models are compared with the native
    // regression values of tests/generators.rs (see GENERATED below).
    let spec = js_sys::Object::new();
    Reflect::set(&spec, &"model".into(), &"pi".into()).unwrap();
    Reflect::set(&spec, &"degree".into(), &JsValue::from_f64(3.0)).unwrap();
    Reflect::set(&spec, &"height".into(), &JsValue::from_f64(4.0)).unwrap();
    let t = GameTree::generate(spec.into()).unwrap();
    assert_eq!(t.text(), GameTree::example("pi").unwrap().text());
    assert!(example_names().iter().any(|n| n == "pi"));
    let s = fresh_seed().unwrap();
    assert!(s >= 0.0 && s < 4294967296.0);
}

#[wasm_bindgen_test]
fn other_papers_procedures_run_through_the_bindings() {
    let t = GameTree::example("specimen").unwrap();
    let opts = js_sys::Object::new();
    Reflect::set(&opts, &"trace".into(), &JsValue::TRUE).unwrap();
    let sss = t.run_procedure("sss", opts.into()).unwrap();
    assert_eq!(num(&sss, "value"), 40.0);
    assert_eq!(num(&get(&sss, "counters"), "leavesCreated"), 5.0);
    assert!(Array::from(&get(&sss, "trace")).length() > 0);
    let mn = t.run_procedure("mn-alphabeta", JsValue::UNDEFINED).unwrap();
    assert_eq!(num(&get(&mn, "best"), "index"), 2.0);
    let e = t.run_procedure("nonsense", JsValue::UNDEFINED).err().unwrap();
    assert!(message(e).contains("unknown procedure"));
    assert!(gametree::wasm::procedure_names().iter().any(|n| n == "pvs"));
}

#[wasm_bindgen_test]
fn experiments_run_in_chunks_and_summarize_like_natively() {
    use gametree::wasm::{experiment_samples, experiment_summarize, theory_curves, theory_table1};
    let spec = js_sys::JSON::parse(
        r#"{"gen":{"model":"dependent","degree":2,"seed":3},"heights":[4],"samples":40,"procs":["F1","F2"]}"#,
    )
    .unwrap();
    let a = Array::from(&experiment_samples(spec.clone(), 4, 0, 25).unwrap());
    let b = Array::from(&experiment_samples(spec.clone(), 4, 25, 40).unwrap());
    let all = a.concat(&b);
    let rows = Array::from(&experiment_summarize(spec, 4, all.into()).unwrap());
    assert_eq!(rows.length(), 2);
    let f2 = rows.get(1);
    assert_eq!(get(&f2, "proc").as_string().unwrap(), "F2");
    // Theorem 6's exact expectation: the 40-sample mean lies within 5 standard errors.
    let (mean, se, th) = (num(&f2, "mean_terminals"), num(&f2, "stderr_terminals"), num(&f2, "theory_terminals"));
    assert!((mean - th).abs() <= 5.0 * se.max(0.05), "{mean} {se} {th}");
    assert_eq!(Array::from(&theory_table1(3).unwrap()).length(), 2);
    assert_eq!(Array::from(&theory_curves(3, 4).unwrap()).length(), 5);
}

#[wasm_bindgen_test]
fn compare_counts_agrees_with_the_full_reports() {
    let t = GameTree::example("pi").unwrap();
    let (a, b) = (JsValue::from_f64(0.0), JsValue::from_f64(4.0));
    let full = t.compare(a.clone(), b.clone()).unwrap();
    let small = t.compare_counts(a, b).unwrap();
    for p in ["F0", "F1", "F2"] {
        let (f, s) = (get(&full, p), get(&small, p));
        assert_eq!(num(&f, "terminals_examined"), num(&s, "terminalsExamined"), "{p}");
        assert_eq!(num(&f, "positions_examined"), num(&s, "positionsExamined"), "{p}");
        let codes = Array::from(&get(&s, "status"));
        let names = Array::from(&get(&f, "status"));
        for i in 0..codes.length() {
            let want = ["examined", "shallow", "deep", "window"][codes.get(i).as_f64().unwrap() as usize];
            assert_eq!(names.get(i).as_string().unwrap(), want, "{p} position {i}");
        }
    }
    assert_eq!(get(&get(&get(&small, "F2"), "aspiration"), "outcome").as_string().unwrap(), "exact");
}

#[wasm_bindgen_test]
fn what_a_window_saves_is_the_difference_with_the_full_window() {
    // K&M section 4: F2(root, 0, 4) does not need the rightmost -4 on level 3 nor the 4
    // below it, compared with a wide window.
    let t = GameTree::example("pi").unwrap();
    let f2 = get(&t.compare_counts(JsValue::from_f64(0.0), JsValue::from_f64(4.0)).unwrap(), "F2");
    let saved = Array::from(&get(&f2, "savedByWindow"));
    assert_eq!(saved.length(), 2);
    let dewey = Array::from(&get(&t.shape().unwrap(), "dewey"));
    let names: Vec<String> =
        saved.iter().map(|id| dewey.get(id.as_f64().unwrap() as u32).as_string().unwrap()).collect();
    assert_eq!(names[0].split('.').count(), 3, "{names:?}");
    assert!(names[1].starts_with(&names[0]), "{names:?}");
    assert_eq!(Array::from(&get(&f2, "extraForWindow")).length(), 0, "an exact guess costs nothing extra");
    // A guess that fails low costs more in total than the full window.
    let f2 = get(&t.compare_counts(JsValue::from_f64(5.0), JsValue::from_f64(9.0)).unwrap(), "F2");
    let a = get(&f2, "aspiration");
    assert!(num(&a, "total_positions") > num(&a, "full_window_positions"));
}

#[wasm_bindgen_test]
fn search_compact_matches_the_named_report() {
    let t = GameTree::example("pi").unwrap();
    let full = t.search("F1", JsValue::NULL, JsValue::NULL, false).unwrap();
    let small = t.search_compact("F1", JsValue::NULL, JsValue::NULL).unwrap();
    assert_eq!(num(&full, "terminals_examined"), num(&small, "terminalsExamined"));
    let dewey = Array::from(&get(&t.shape().unwrap(), "dewey"));
    let values = Array::from(&get(&small, "values"));
    // Every visit of the named report has the same value at the same position.
    for v in Array::from(&get(&full, "visits")).iter() {
        let at = get(&v, "at").as_string().unwrap();
        let id = (0..dewey.length()).find(|&i| dewey.get(i).as_string().unwrap() == at).unwrap();
        assert_eq!(values.get(id).as_f64(), get(&v, "value").as_f64(), "at {at}");
    }
    let examined = values.iter().filter(|v| !v.is_null()).count();
    assert_eq!(examined as f64, num(&small, "positionsExamined"));
}

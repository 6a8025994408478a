//! The pathology bindings, run by wasm-bindgen-test (in Node):
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm_pathology`.

#![cfg(target_arch = "wasm32")]

use gametree::pathology::{Backup, Game, GameSpec, Sons, Ties};
use gametree::wasm::pathology::{pathology_game_chunk, pathology_game_result, pathology_recursion, pathology_tree};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("an object")
}

fn obj(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("valid JSON")
}

fn message(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    get(&v, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn the_recursion_has_a_row_per_level_computed_by_hand() {
    let r = pathology_recursion(obj(r#"{"width": 2, "err1": 0.1, "err2": 0.2, "p": 0.5, "levels": 2}"#)).unwrap();
    let rows = Array::from(&get(&r, "rows"));
    assert_eq!(rows.length(), 3);
    // Level 1: err1 = 1 - 0.8^2 = 0.36, p = 0.75, ERR = 0.1325 (see the library's tests).
    let r1 = rows.get(1);
    assert_eq!(get(&r1, "level").as_f64(), Some(1.0));
    assert!((get(&r1, "err1").as_f64().unwrap() - 0.36).abs() < 1e-12);
    assert!((get(&r1, "ERR").as_f64().unwrap() - 0.1325).abs() < 1e-12);
    let e = pathology_recursion(obj(r#"{"width": 2, "err1": 2, "err2": 0.2, "p": 0.5, "levels": 2}"#)).unwrap_err();
    assert!(message(e).contains("err1"));
}

#[wasm_bindgen_test]
fn chunks_give_the_same_result_as_one_run() {
    let json = r#"{"game": "pearl", "width": 3, "terminalLevel": 5, "samples": 120, "seed": 7}"#;
    let whole = pathology_game_chunk(obj(json), 0, 120).unwrap();
    let parts = Array::new();
    for (from, to) in [(80, 120), (0, 33), (33, 80)] {
        parts.push(&pathology_game_chunk(obj(json), from, to).unwrap());
    }
    let one = Array::new();
    one.push(&whole);
    let a = pathology_game_result(obj(json), one.into()).unwrap();
    let b = pathology_game_result(obj(json), parts.into()).unwrap();
    let (a, b) = (js_sys::JSON::stringify(&a).unwrap(), js_sys::JSON::stringify(&b).unwrap());
    assert_eq!(String::from(a.clone()), String::from(b));
    // And the same as the library's run (the CLI runs the same code on threads).
    let spec = GameSpec {
        game: Game::Pearl,
        width: 3,
        terminal_level: 5,
        p0: None,
        ps: None,
        backup: Backup::Minimax,
        sons: Sons::Distinct,
        ties: Ties::Half,
        samples: 120,
        seed: 7,
    };
    let rows = spec.run_range(0, 120).unwrap().rows();
    let depths = Array::from(&get(&js_sys::JSON::parse(&String::from(a)).unwrap(), "depths"));
    assert_eq!(depths.length(), 5);
    for (k, r) in rows.iter().enumerate() {
        assert_eq!(get(&depths.get(k as u32), "correct").as_f64(), Some(r.correct));
        assert_eq!(get(&depths.get(k as u32), "stderr").as_f64(), Some(r.stderr));
    }
}

#[wasm_bindgen_test]
fn bad_specs_become_js_errors() {
    let e = pathology_game_chunk(obj(r#"{"game": "pearl", "width": 12, "terminalLevel": 5, "samples": 10}"#), 0, 10)
        .unwrap_err();
    assert!(message(e).contains("width"));
    let e = pathology_game_chunk(obj(r#"{"game": "chess", "width": 2, "terminalLevel": 5, "samples": 10}"#), 0, 10)
        .unwrap_err();
    assert!(message(e).starts_with("pathology:"));
}

#[wasm_bindgen_test]
fn the_demonstration_tree_is_the_first_pearl_game_of_seed_2() {
    // The tree checked by hand in tests/pathology.rs: w = 2, t = 4, seed 2.
    let v = pathology_tree(obj(r#"{"game": "pearl", "width": 2, "terminalLevel": 4, "samples": 1, "seed": 2}"#), 0)
        .unwrap();
    let ev = Array::from(&get(&v, "evaluations"));
    let level1: Vec<f64> = Array::from(&ev.get(1)).iter().map(|x| x.as_f64().unwrap()).collect();
    assert_eq!(level1, vec![5.0, 6.0]);
    let tv = Array::from(&get(&v, "trueValues"));
    let sons: Vec<f64> = Array::from(&tv.get(1)).iter().map(|x| x.as_f64().unwrap()).collect();
    assert_eq!(sons, vec![1.0, 0.0]);
    let scores: Vec<f64> = Array::from(&get(&v, "scores")).iter().map(|x| x.as_f64().unwrap()).collect();
    assert_eq!(scores, vec![0.0, 0.5, 1.0, 1.0]);
    let e = pathology_tree(obj(r#"{"game": "pearl", "width": 2, "terminalLevel": 13, "samples": 1}"#), 0).unwrap_err();
    assert!(message(e).contains("4096"));
}

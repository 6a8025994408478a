//! The wasm bindings, run by wasm-bindgen-test (in Node) under `npm test`:
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm`.

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

fn s(x: &str) -> JsValue {
    JsValue::from_str(x)
}

fn message(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    get(&v, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn the_pi_example_gives_the_papers_counts() {
    let t = GameTree::example(s("pi")).unwrap();
    let f0 = t.search(s("F0"), JsValue::NULL, JsValue::NULL, false).unwrap();
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
    let e = GameTree::parse(s("((3,1,4),(1,5,9),(2,6,x))")).err().unwrap();
    assert_eq!(message(e), "offset 22: expected a number or '(', found 'x'");
    let t = GameTree::parse(s("(1,2)")).unwrap();
    let e = t.search(s("F2"), JsValue::from_f64(3.0), JsValue::from_f64(3.0), false).err().unwrap();
    assert!(message(e).contains("alpha must be less than beta"));
    let e = t.search(s("F9"), JsValue::NULL, JsValue::NULL, false).err().unwrap();
    assert!(message(e).contains("unknown procedure"));
    let e = t.set_value(s("1"), 0.5).err().unwrap();
    assert!(message(e).contains("not an integer"));
    let e = t.set_value(s("7"), 1.0).err().unwrap();
    assert!(message(e).contains("no position '7'"));
}

#[wasm_bindgen_test]
fn edits_return_new_trees_and_leave_the_old_one_unchanged() {
    let t = GameTree::parse(s("((3,1,4),(1,5,9),(2,6,5))")).unwrap();
    let u = t.set_value(s("3.1"), -7.0).unwrap();
    assert_eq!(t.text(), "((3,1,4),(1,5,9),(2,6,5))");
    assert_eq!(u.text(), "((3,1,4),(1,5,9),(-7,6,5))");
    let v = u.add_successor(s(""), 4, s("(8,8)")).unwrap();
    assert_eq!(v.text(), "((3,1,4),(1,5,9),(-7,6,5),(8,8))");
    let shape = v.shape().unwrap();
    assert_eq!(Array::from(&get(&shape, "dewey")).get(4).as_string().unwrap(), "4");
}

#[wasm_bindgen_test]
fn aspiration_sweep_and_analysis_cross_as_plain_objects() {
    let t = GameTree::example(s("pi")).unwrap();
    let a = t.aspiration(JsValue::from_f64(5.0), JsValue::from_f64(9.0)).unwrap();
    assert_eq!(get(&a, "outcome").as_string().unwrap(), "fail_low");
    assert_eq!(num(&a, "value"), 2.0);
    let grid: Array = [0.0, 2.0, 4.0].iter().map(|&x| JsValue::from_f64(x)).collect();
    let s = t.sweep(grid.into()).unwrap();
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
    assert_eq!(t.text(), GameTree::example(s("pi")).unwrap().text());
    assert!(example_names().iter().any(|n| n == "pi"));
    let s = fresh_seed().unwrap();
    assert!(s >= 0.0 && s < 4294967296.0);
}

#[wasm_bindgen_test]
fn other_papers_procedures_run_through_the_bindings() {
    let t = GameTree::example(s("specimen")).unwrap();
    let opts = js_sys::Object::new();
    Reflect::set(&opts, &"trace".into(), &JsValue::TRUE).unwrap();
    let sss = t.run_procedure(s("sss"), opts.into()).unwrap();
    assert_eq!(num(&sss, "value"), 40.0);
    assert_eq!(num(&get(&sss, "counters"), "leavesCreated"), 5.0);
    assert!(Array::from(&get(&sss, "trace")).length() > 0);
    let mn = t.run_procedure(s("mn-alphabeta"), JsValue::UNDEFINED).unwrap();
    assert_eq!(num(&get(&mn, "best"), "index"), 2.0);
    let e = t.run_procedure(s("nonsense"), JsValue::UNDEFINED).err().unwrap();
    assert!(message(e).contains("unknown procedure"));
    // procedureNames() is gone: the catalogue lists the procedures.
    let cat = gametree::wasm::procedure_catalog().unwrap();
    assert!(Array::from(&get(&cat, "procedures")).iter().any(|p| get(&p, "name").as_string().unwrap() == "pvs"));
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
    let t = GameTree::example(s("pi")).unwrap();
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
    let t = GameTree::example(s("pi")).unwrap();
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
fn the_run_record_matches_the_named_report() {
    // searchCompact() (by id, for repainting) gave way to run(), the one record by id.
    let t = GameTree::example(s("pi")).unwrap();
    let full = t.search(s("F1"), JsValue::NULL, JsValue::NULL, false).unwrap();
    let small = t.run(s("F1"), JsValue::UNDEFINED).unwrap();
    assert_eq!(num(&full, "terminals_examined"), num(&get(&small, "counts"), "terminals"));
    let dewey = Array::from(&get(&t.shape().unwrap(), "dewey"));
    let values = Array::from(&get(&small, "values"));
    // Every visit of the named report has the same value at the same position.
    for v in Array::from(&get(&full, "visits")).iter() {
        let at = get(&v, "at").as_string().unwrap();
        let id = (0..dewey.length()).find(|&i| dewey.get(i).as_string().unwrap() == at).unwrap();
        assert_eq!(values.get(id).as_f64(), get(&v, "value").as_f64(), "at {at}");
    }
    let examined = values.iter().filter(|v| !v.is_null()).count();
    assert_eq!(examined as f64, num(&get(&small, "counts"), "positions"));
}

fn type_error(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::TypeError>(), "a TypeError, got {v:?}");
    get(&v, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_are_type_errors_and_leave_the_tree_usable() {
    // wasm-bindgen's release glue does not check types: a number passed where a `&str` is
    // declared is read as a pointer and length, out of bounds. The bindings check first.
    let five = JsValue::from_f64(5.0);
    assert!(type_error(GameTree::parse(five.clone()).err().unwrap()).contains("tree text must be a string, got number"));
    assert!(type_error(GameTree::example(five.clone()).err().unwrap()).contains("example name must be a string"));
    let t = GameTree::example(s("pi")).unwrap();
    assert!(type_error(t.set_value(JsValue::from_f64(0.0), 1.0).err().unwrap()).contains("position must be a string"));
    assert!(type_error(t.run(five.clone(), JsValue::UNDEFINED).err().unwrap()).contains("procedure must be a string"));
    assert!(type_error(t.run(s("F2"), five.clone()).err().unwrap()).contains("options must be an object"));
    assert!(
        type_error(t.search(JsValue::NULL, JsValue::NULL, JsValue::NULL, false).err().unwrap()).contains("procedure")
    );
    assert!(type_error(t.make_interior(s("1"), five.clone()).err().unwrap()).contains("values must be an array"));
    assert!(type_error(t.sweep(five.clone()).err().unwrap()).contains("grid must be an array"));
    assert!(type_error(t.reorder(JsValue::TRUE, 0.0).err().unwrap()).contains("reordering must be a string"));
    assert!(type_error(GameTree::generate(s("pi")).err().unwrap()).contains("generator must be an object"));
    // The tree still answers after every failed call.
    assert_eq!(num(&t.run(s("F2"), JsValue::UNDEFINED).unwrap(), "value"), 2.0);
    assert_eq!(t.set_value(s("1.1.1.1"), 9.0).unwrap().text().len(), t.text().len());
}

#[wasm_bindgen_test]
fn the_catalogue_has_the_promised_shape() {
    let cat = gametree::wasm::procedure_catalog().unwrap();
    let fams: Vec<String> =
        Array::from(&get(&cat, "families")).iter().map(|f| get(&f, "id").as_string().unwrap()).collect();
    assert_eq!(fams, ["km", "thesis", "mn"]);
    let procs = Array::from(&get(&cat, "procedures"));
    assert_eq!(procs.length() as usize, gametree::procedures::all().len());
    for (p, e) in procs.iter().zip(gametree::procedures::all()) {
        assert_eq!(get(&p, "name").as_string().unwrap(), e.name);
        for key in ["label", "abbrev", "paper", "section", "family"] {
            assert!(get(&p, key).is_string(), "{} {key}", e.name);
        }
        assert_eq!(get(&p, "takesWindow").as_bool(), Some(e.takes_window));
        assert_eq!(get(&p, "minimax").as_bool(), Some(e.minimax));
        assert!(Array::is_array(&get(&p, "aliases")));
        for o in Array::from(&get(&p, "options")).iter() {
            let kind = get(&o, "kind").as_string().unwrap();
            assert!(["bool", "int", "choice", "text"].contains(&kind.as_str()), "{kind}");
            assert!(!get(&o, "default").is_undefined() && get(&o, "name").is_string() && get(&o, "label").is_string());
        }
    }
    let mn = procs.iter().find(|p| get(p, "name").as_string().unwrap() == "mn-alphabeta").unwrap();
    let backup = Array::from(&get(&mn, "options")).iter().find(|o| get(o, "name").as_string().unwrap() == "backup");
    assert_eq!(get(&backup.unwrap(), "default").as_string().unwrap(), "sample");
}

#[wasm_bindgen_test]
fn run_gives_one_record_for_every_procedure_of_the_catalogue() {
    let t = GameTree::example(s("pi")).unwrap();
    let f0 = 2.0;
    for e in gametree::procedures::all() {
        let opts = js_sys::JSON::parse(r#"{"trace": true, "backup": "identity", "alpha": 1, "beta": 5}"#).unwrap();
        let r = t.run(s(e.name), opts).unwrap();
        assert_eq!(get(&r, "procedure").as_string().unwrap(), e.name);
        assert_eq!(num(&r, "value"), f0, "{}", e.name);
        assert_eq!(Array::from(&get(&r, "status")).length() as usize, t.size(), "{}", e.name);
        assert!(num(&get(&r, "counts"), "positions") > 0.0);
        assert!(Array::from(&get(&r, "trace")).length() > 0, "{}", e.name);
        assert_eq!(get(&r, "windowEffect").is_object(), e.takes_window, "{}", e.name);
    }
    let e = t.run(s("negascout"), JsValue::UNDEFINED).err().unwrap();
    assert!(message(e).contains("unknown procedure 'negascout': expected one of F0, F1, F2"));
    let e = t.run(s("F2"), js_sys::JSON::parse(r#"{"alpha": 3, "beta": 3}"#).unwrap()).err().unwrap();
    assert!(message(e).contains("alpha must be less than beta"));
}

#[wasm_bindgen_test]
fn a_very_deep_link_neither_freezes_nor_breaks_the_tree() {
    // 100,000 levels: naming every position with all its ancestors would take ~10 GB
    // (O(depth²) bytes), so the shape has no names and the page asks for them by id.
    let depth = 100_000;
    let text = format!("{}1{}", "(".repeat(depth), ")".repeat(depth));
    let t = GameTree::parse(s(&text)).unwrap();
    let shape = t.shape().unwrap();
    assert!(get(&shape, "dewey").is_null());
    assert!(num(&shape, "nameBytes") > 1e9);
    assert_eq!(Array::from(&get(&shape, "index")).get(5).as_f64(), Some(1.0));
    assert_eq!(t.dewey_of(3.0).unwrap(), "1.1.1");
    assert_eq!(t.position_of(s("1.1.1")).unwrap(), 3);
    assert!(t.dewey_of(1e6).is_err());
    let e = t.search(s("F2"), JsValue::NULL, JsValue::NULL, false).err().unwrap();
    assert!(message(e).contains("use run()"));
    // Still usable: a run by id, an edit.
    assert_eq!(num(&t.run(s("F2"), JsValue::UNDEFINED).unwrap(), "value"), 1.0);
    assert!(t.set_value(s(&vec!["1"; depth].join(".")), 4.0).is_ok());
    // A small tree keeps its names.
    let small = GameTree::example(s("pi")).unwrap().shape().unwrap();
    assert_eq!(Array::from(&get(&small, "dewey")).get(1).as_string().unwrap(), "1");
}

#[wasm_bindgen_test]
fn experiment_summarize_rejects_samples_shorter_than_the_procedure_list() {
    // Samples come from JS (the workers): a sample with fewer counts than procedures is a
    // message, not an index out of bounds (a trap) in `summarize`.
    use gametree::wasm::experiment_summarize;
    let spec =
        js_sys::JSON::parse(r#"{"gen":{"model":"iid","degree":2},"heights":[2],"samples":2,"procs":["F1","F2"]}"#)
            .unwrap();
    let short = js_sys::JSON::parse(r#"[{"terminals":[3],"per_level":[[1,2,3]],"positions":[6]}]"#).unwrap();
    let e = experiment_summarize(spec.clone(), 2, short).err().unwrap();
    assert!(message(e).contains("expected counts for 2 procedures"));
    let deep = js_sys::JSON::parse(r#"[{"terminals":[3,3],"per_level":[[1,2,3,4,5],[1]],"positions":[6,6]}]"#).unwrap();
    assert!(message(experiment_summarize(spec.clone(), 2, deep).err().unwrap()).contains("levels for height 2"));
    let e = experiment_summarize(spec, 2, JsValue::from_f64(1.0)).err().unwrap();
    assert!(type_error(e).contains("samples must be an array"));
}

#[wasm_bindgen_test]
fn run_takes_the_catalogues_options_and_names_bad_ones() {
    let t = GameTree::example(s("specimen")).unwrap();
    let opts = |json: &str| js_sys::JSON::parse(json).unwrap();
    // The defaults are the catalogue's: m = n = 2, the report's sample functions, strict ties.
    let mn = t.run(s("mn-alphabeta"), JsValue::UNDEFINED).unwrap();
    let detail = get(&mn, "mn");
    assert_eq!((num(&detail, "m"), get(&detail, "backup").as_string().unwrap()), (2.0, "sample".to_string()));
    assert_eq!(get(&detail, "tie").as_string().unwrap(), "strict");
    let le = t.run(s("mn-alphabeta"), opts(r#"{"tie": "le", "m": 3}"#)).unwrap();
    assert_eq!(get(&get(&le, "mn"), "tie").as_string().unwrap(), "less_eq");
    let e = t.run(s("mn-alphabeta"), opts(r#"{"m": 1}"#)).err().unwrap();
    assert!(message(e).contains("m&n alpha-beta needs m >= 2"));
    let e = t.run(s("mn-minimax"), opts(r#"{"backup": "cubic"}"#)).err().unwrap();
    assert!(message(e).contains("unknown backing-up functions 'cubic'"));
    let e = t.run(s("mn-minimax"), opts(r#"{"tie": "sometimes"}"#)).err().unwrap();
    assert!(message(e).contains("unknown tie rule"));
    // Null window ends are infinite; the thesis' literal reading is an option.
    let ab = t.run(s("ab"), opts(r#"{"alpha": null, "beta": null, "literal": true}"#)).unwrap();
    assert_eq!(get(&get(&get(&ab, "thesis"), "options"), "cutoff").as_string().unwrap(), "gt");
    assert_eq!(num(&ab, "value"), 40.0);
}

/// `shapeArrays`, `toArrays` / `fromArrays`: the typed arrays the page moves big trees with
/// (no string and no JS object per position, so 2,000,000 positions cross in milliseconds). A round trip gives back the same tree; bad arrays are messages, never traps.
#[wasm_bindgen_test]
fn typed_arrays_carry_a_tree_both_ways_and_bad_ones_are_messages() {
    use js_sys::{Float64Array, Uint32Array};
    let text = "((3,(1,-4)),(1,5,9),((2),6,5))";
    let t = GameTree::parse(s(text)).unwrap();
    let a = t.to_arrays().unwrap();
    let degree = get(&a, "degree");
    let value = get(&a, "value");
    assert!(degree.is_instance_of::<Uint32Array>() && value.is_instance_of::<Float64Array>());
    let back = GameTree::from_arrays(degree.clone(), value.clone()).unwrap();
    assert_eq!(back.text(), t.text());
    assert_eq!(t.height(), 3);

    // The shape by id, breadth-first: parent links, successor numbers, depth, NaN for interior values.
    let shape = t.shape_arrays().unwrap();
    let parent = Vec::<i32>::from_iter(js_sys::Int32Array::from(get(&shape, "parent")).to_vec());
    let n = t.size();
    assert_eq!(parent.len(), n);
    let old = t.shape().unwrap();
    for (key, kind) in [("parent", 0), ("index", 1), ("depth", 1), ("degree", 1)] {
        let want: Vec<f64> = Array::from(&get(&old, key)).iter().map(|v| v.as_f64().unwrap()).collect();
        let got: Vec<f64> = if kind == 0 {
            parent.iter().map(|&x| x as f64).collect()
        } else {
            Uint32Array::from(get(&shape, key)).to_vec().into_iter().map(|x| x as f64).collect()
        };
        assert_eq!(got, want, "{key}");
    }
    let values = Float64Array::from(get(&shape, "value")).to_vec();
    for (i, v) in Array::from(&get(&old, "value")).iter().enumerate() {
        match v.as_f64() {
            Some(x) => assert_eq!(values[i], x),
            None => assert!(values[i].is_nan(), "interior position {i} has NaN"),
        }
    }
    assert_eq!(num(&shape, "height"), 3.0);
    assert_eq!(num(&shape, "terminals"), num(&old, "terminals"));

    // Bad input: a TypeError or an Error with a message; the tree stays usable.
    let u32s = |xs: &[u32]| JsValue::from(Uint32Array::from(xs));
    let f64s = |xs: &[f64]| JsValue::from(Float64Array::from(xs));
    assert!(type_error(GameTree::from_arrays(s("1"), value.clone()).err().unwrap())
        .contains("degree must be a Uint32Array, got string"));
    assert!(type_error(GameTree::from_arrays(Array::new().into(), value.clone()).err().unwrap()).contains("got Array"));
    assert!(type_error(GameTree::from_arrays(degree.clone(), u32s(&[0])).err().unwrap())
        .contains("value must be a Float64Array, got Uint32Array"));
    let bad = |d: &[u32], v: &[f64]| message(GameTree::from_arrays(u32s(d), f64s(v)).err().unwrap());
    assert!(bad(&[], &[]).contains("at least one position"));
    assert!(bad(&[2, 0], &[0.0, 1.0]).contains("only 1 positions follow"));
    assert!(bad(&[1, 0, 0], &[0.0, 1.0, 2.0]).contains("not reached from the root"));
    assert!(bad(&[2, 0, 0], &[0.0, 1.0]).contains("3 degrees but 2 values"));
    assert!(bad(&[1, 0], &[0.0, 0.5]).contains("the value of position 1, 0.5, is not an integer"));
    assert!(bad(&[1, 0], &[0.0, f64::NAN]).contains("not an integer"));
    assert!(bad(&[1, 0], &[0.0, 1e300]).contains("not an integer"));
    assert!(bad(&[u32::MAX, 0], &[0.0, 1.0]).contains("successors"));
    // An interior position's value is not read (toArrays gives 0 there; anything goes).
    assert_eq!(GameTree::from_arrays(u32s(&[1, 0]), f64s(&[f64::NAN, 7.0])).unwrap().text(), "(7)");
    assert_eq!(t.text(), "((3,(1,-4)),(1,5,9),((2),6,5))".replace(' ', ""));
}

#[wasm_bindgen_test]
fn a_whole_number_too_large_to_be_exact_is_named_not_serdes_text() {
    use gametree::wasm::experiment_samples;
    // 9007199254740993 in a link arrives as the number 2^53.
    let big = r#"{"model": "additive", "degree": 2, "height": 2, "seed": 1, "scale": 9007199254740993}"#;
    let m = message(GameTree::generate(js_sys::JSON::parse(big).unwrap()).err().unwrap());
    assert!(m.contains("generator: scale: 9007199254740992 exceeds 2^53 - 1"), "{m}");
    assert!(!m.contains("invalid type"), "{m}");
    let exp = r#"{"gen": {"model": "iid", "degree": 2, "seed": 1, "lo": -9007199254740993, "hi": 3},
        "heights": [2], "samples": 2, "procs": ["F1"]}"#;
    let m = message(experiment_samples(js_sys::JSON::parse(exp).unwrap(), 2, 0, 2).err().unwrap());
    assert!(m.contains("experiment: gen.lo: -9007199254740992 exceeds 2^53 - 1"), "{m}");
    // A duplicated height is refused by the core too.
    let twice =
        r#"{"gen": {"model": "iid", "degree": 2, "seed": 1}, "heights": [2, 2], "samples": 2, "procs": ["F1"]}"#;
    let m = message(experiment_samples(js_sys::JSON::parse(twice).unwrap(), 2, 0, 2).err().unwrap());
    assert!(m.contains("height 2 is given twice"), "{m}");
}

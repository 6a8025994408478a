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

fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}

/// Every name of the catalogue, as a JS array.
fn all_names() -> JsValue {
    gametree::procedures::all().iter().map(|e| s(e.name)).collect::<Array>().into()
}

#[wasm_bindgen_test]
fn the_pi_example_gives_the_papers_counts() {
    let t = GameTree::example(s("pi")).unwrap();
    let names: Array = ["F0", "F1", "F2"].iter().map(|&n| s(n)).collect();
    let c = t.counts(names.into(), json(r#"{"alpha": "-inf", "beta": null}"#)).unwrap();
    assert_eq!(num(&get(&c, "F0"), "value"), 2.0);
    assert_eq!(num(&get(&get(&c, "F1"), "counts"), "terminals"), 36.0);
    assert_eq!(num(&get(&get(&c, "F2"), "counts"), "terminals"), 31.0);
    assert_eq!(get(&get(&c, "F2"), "alpha").as_string().unwrap(), "-inf");
    // The record's first visit is the root's.
    let r = t.run(s("F2"), JsValue::UNDEFINED).unwrap();
    assert_eq!(js_sys::Uint32Array::from(get(&get(&r, "columns"), "visitAt")).get_index(0), 0);
}

#[wasm_bindgen_test]
fn parse_errors_and_bad_windows_become_js_errors_with_the_core_message() {
    let e = GameTree::parse(s("((3,1,4),(1,5,9),(2,6,x))")).err().unwrap();
    assert_eq!(message(e), "offset 22: expected a number or '(', found 'x'");
    let t = GameTree::parse(s("(1,2)")).unwrap();
    let e = t.run(s("F2"), json(r#"{"alpha": 3, "beta": 3}"#)).err().unwrap();
    assert!(message(e).contains("alpha must be less than beta"));
    let e = t.run(s("F9"), JsValue::UNDEFINED).err().unwrap();
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
    let r = t.run(s("F2"), json(r#"{"alpha": 5, "beta": 9, "analysis": true}"#)).unwrap();
    let a = get(&r, "aspiration");
    assert_eq!(get(&a, "outcome").as_string().unwrap(), "fail_low");
    assert_eq!(num(&a, "value"), 2.0);
    let grid: Array = [0.0, 2.0, 4.0].iter().map(|&x| JsValue::from_f64(x)).collect();
    let s = t.sweep(grid.into()).unwrap();
    let cells = Array::from(&get(&s, "cells"));
    assert_eq!(cells.length(), 3);
    // One spelling: camelCase, as the record's aspiration.
    assert!(num(&s, "fullWindowPositions") > 0.0 && num(&cells.get(0), "totalPositions") > 0.0);
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
    let sss = t.run(s("sss"), opts.into()).unwrap();
    assert_eq!(num(&sss, "value"), 40.0);
    assert_eq!(num(&get(&get(&sss, "thesis"), "counters"), "leavesCreated"), 5.0);
    assert!(Array::from(&get(&sss, "trace")).length() > 0);
    let mn = t.run(s("mn-alphabeta"), JsValue::UNDEFINED).unwrap();
    assert_eq!(num(&get(&get(&mn, "mn"), "best"), "index"), 2.0);
    let e = t.run(s("nonsense"), JsValue::UNDEFINED).err().unwrap();
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
    // Two chunks, each one packed Float64Array (as the workers hand them to the page).
    let a = experiment_samples(spec.clone(), 4, 0, 25).unwrap();
    let b = experiment_samples(spec.clone(), 4, 25, 40).unwrap();
    assert_eq!((a.get_index(0), b.get_index(0)), (25.0, 15.0), "a chunk starts with its number of samples");
    let all = Array::of2(&a, &b);
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
fn counts_agree_with_the_records_of_every_procedure_of_the_catalogue() {
    let t = GameTree::example(s("specimen")).unwrap();
    for o in [r#"{}"#, r#"{"alpha": 30, "beta": 45, "backup": "identity"}"#, r#"{"beta": 10}"#] {
        let counts = t.counts(all_names(), json(o)).unwrap();
        let keys: Vec<String> = js_sys::Object::keys(counts.unchecked_ref::<js_sys::Object>())
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect();
        let names: Vec<&str> = gametree::procedures::all().iter().map(|e| e.name).collect();
        assert_eq!(keys, names, "keyed by catalogue name, in the order asked");
        for e in gametree::procedures::all() {
            let c = get(&counts, e.name);
            let r = t.run(s(e.name), json(o)).unwrap();
            let (cc, rc) = (get(&c, "counts"), get(&r, "counts"));
            for key in ["positions", "terminals"] {
                assert_eq!(num(&cc, key), num(&rc, key), "{} {key} {o}", e.name);
            }
            let levels = |v: &JsValue| Array::from(&get(v, "perLevel")).iter().map(|x| x.as_f64()).collect::<Vec<_>>();
            assert_eq!(levels(&cc), levels(&rc), "{} perLevel {o}", e.name);
            for key in ["alpha", "beta"] {
                assert_eq!(get(&c, key).as_f64(), get(&r, key).as_f64(), "{} {key} {o}", e.name);
                assert_eq!(get(&c, key).as_string(), get(&r, key).as_string(), "{} {key} {o}", e.name);
            }
            // What the counting path does not know is left out, never guessed.
            if !get(&c, "exact").is_undefined() {
                assert_eq!(get(&c, "exact").as_bool(), get(&r, "exact").as_bool(), "{} exact {o}", e.name);
                assert_eq!(get(&c, "value").as_f64(), get(&r, "value").as_f64(), "{} value {o}", e.name);
            }
            if !get(&cc, "byKind").is_undefined() {
                assert_eq!(num(&cc, "cutoffs"), num(&rc, "cutoffs"), "{} cutoffs {o}", e.name);
                let by = |v: &JsValue| js_sys::JSON::stringify(&get(v, "byKind")).unwrap().as_string().unwrap();
                assert_eq!(by(&cc), by(&rc), "{} byKind {o}", e.name);
            }
        }
    }
    // An alias counts under its catalogue name; a name asked twice is counted once.
    let twice: Array = ["ab", "alphabeta", "F2"].iter().map(|&n| s(n)).collect();
    let c = t.counts(twice.into(), JsValue::UNDEFINED).unwrap();
    let keys: Vec<String> =
        js_sys::Object::keys(c.unchecked_ref::<js_sys::Object>()).iter().map(|k| k.as_string().unwrap()).collect();
    assert_eq!(keys, ["alphabeta", "F2"]);
}

#[wasm_bindgen_test]
fn unknown_names_and_options_are_refused_with_the_valid_ones() {
    let t = GameTree::example(s("pi")).unwrap();
    let every = gametree::procedures::names().collect::<Vec<_>>().join(", ");
    let bad: Array = ["F2", "nonsense"].iter().map(|&n| s(n)).collect();
    let m = message(t.counts(bad.into(), JsValue::UNDEFINED).err().unwrap());
    assert!(m.contains("unknown procedure 'nonsense'") && m.contains(&every), "{m}");
    let m = message(t.run(s("nonsense"), JsValue::UNDEFINED).err().unwrap());
    assert!(m.contains(&every), "{m}");
    let m = message(t.examined_flags(s("nonsense"), JsValue::UNDEFINED).err().unwrap());
    assert!(m.contains(&every), "{m}");
    // An option no procedure takes: the catalogue's options are listed.
    for m in [
        message(t.run(s("F2"), json(r#"{"alfa": 1}"#)).err().unwrap()),
        message(t.counts(all_names(), json(r#"{"alfa": 1}"#)).err().unwrap()),
        message(t.examined_flags(s("F1"), json(r#"{"alfa": 1}"#)).err().unwrap()),
    ] {
        assert!(m.contains("unknown option 'alfa': expected one of alpha, beta, trace, analysis"), "{m}");
    }
    // examinedFlags runs K&M's procedures and says which.
    let m = message(t.examined_flags(s("pvs"), JsValue::UNDEFINED).err().unwrap());
    assert!(m.contains("F0, F1, F2") && m.contains("pvs"), "{m}");
    assert!(type_error(t.counts(s("F2"), JsValue::UNDEFINED).err().unwrap()).contains("procedures must be an array"));
    let five: Array = [JsValue::from_f64(5.0)].into_iter().collect();
    assert!(type_error(t.counts(five.into(), JsValue::UNDEFINED).err().unwrap()).contains("procedure must be a string"));
    // The tree still answers.
    assert_eq!(num(&get(&t.counts(all_names(), JsValue::UNDEFINED).unwrap(), "F0"), "value"), 2.0);
}

#[wasm_bindgen_test]
fn what_a_window_saves_is_the_difference_with_the_full_window() {
    // K&M section 4: F2(root, 0, 4) does not need the rightmost -4 on level 3 nor the 4
    // below it, compared with a wide window.
    let t = GameTree::example(s("pi")).unwrap();
    let f2 = t.run(s("F2"), json(r#"{"alpha": 0, "beta": 4, "analysis": true}"#)).unwrap();
    let saved = Array::from(&get(&get(&f2, "windowEffect"), "saved"));
    assert_eq!(saved.length(), 2);
    let dewey = Array::from(&get(&t.shape().unwrap(), "dewey"));
    let names: Vec<String> =
        saved.iter().map(|id| dewey.get(id.as_f64().unwrap() as u32).as_string().unwrap()).collect();
    assert_eq!(names[0].split('.').count(), 3, "{names:?}");
    assert!(names[1].starts_with(&names[0]), "{names:?}");
    assert_eq!(Array::from(&get(&get(&f2, "windowEffect"), "extra")).length(), 0, "an exact guess costs nothing extra");
    // A guess that fails low costs more in total than the full window.
    let f2 = t.run(s("F2"), json(r#"{"alpha": 5, "beta": 9, "analysis": true}"#)).unwrap();
    let a = get(&f2, "aspiration");
    assert!(num(&a, "totalPositions") > num(&a, "fullWindowPositions"));
    // Not asked for: the run alone (its outcome), no more searches.
    let plain = t.run(s("F2"), json(r#"{"alpha": 5, "beta": 9}"#)).unwrap();
    assert_eq!(get(&plain, "outcome").as_string().unwrap(), "fail_low");
    assert!(get(&plain, "windowEffect").is_undefined() && get(&plain, "aspiration").is_undefined());
}

#[wasm_bindgen_test]
fn the_typed_record_is_the_native_record_in_columns() {
    use gametree::record::{value_of_code, Bound, Status, CODES};
    let t = GameTree::example(s("pi")).unwrap();
    let native = gametree::procedures::find("F1")
        .unwrap()
        .run(&gametree::examples::pi_tree(), &gametree::procedures::Options::default())
        .unwrap();
    let r = t.run(s("F1"), JsValue::UNDEFINED).unwrap();
    let c = get(&r, "columns");
    let values = js_sys::Float64Array::from(get(&c, "values")).to_vec();
    let status = js_sys::Uint8Array::from(get(&c, "status")).to_vec();
    let bounds = js_sys::Uint8Array::from(get(&c, "bounds")).to_vec();
    assert_eq!(values.len(), native.values.len());
    for i in 0..values.len() {
        assert_eq!(value_of_code(values[i]), native.values[i], "value at {i}");
        assert_eq!(Status::from_code(status[i]), Some(native.status[i]), "status at {i}");
        assert_eq!(Bound::from_code(bounds[i]), Ok(native.bounds[i]), "bound at {i}");
    }
    // The code tables cross with the catalogue.
    let codes = get(&gametree::wasm::procedure_catalog().unwrap(), "codes");
    let names: Vec<String> = Array::from(&get(&codes, "status")).iter().map(|x| x.as_string().unwrap()).collect();
    assert_eq!(names, CODES.status);
    assert!(Array::from(&get(&codes, "bound")).get(0).is_null());
    assert_eq!(num(&get(&r, "counts"), "positions"), native.counts.positions as f64);
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
    assert!(type_error(t.examined_flags(JsValue::NULL, JsValue::UNDEFINED).err().unwrap()).contains("procedure"));
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
    // The lean module lists no family of chance positions (the full one adds Ballard's).
    let want: &[&str] =
        if cfg!(feature = "full") { &["km", "thesis", "mn", "chance"] } else { &["km", "thesis", "mn"] };
    assert_eq!(fams, want);
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
        let opts = json(r#"{"trace": true, "backup": "identity", "alpha": 1, "beta": 5, "analysis": true}"#);
        let r = t.run(s(e.name), opts).unwrap();
        assert_eq!(get(&r, "procedure").as_string().unwrap(), e.name);
        assert_eq!(num(&r, "value"), f0, "{}", e.name);
        assert_eq!(
            js_sys::Uint8Array::from(get(&get(&r, "columns"), "status")).length() as usize,
            t.size(),
            "{}",
            e.name
        );
        assert!(num(&get(&r, "counts"), "positions") > 0.0);
        assert!(Array::from(&get(&r, "trace")).length() > 0, "{}", e.name);
        assert_eq!(get(&r, "windowEffect").is_object(), e.takes_window, "{}", e.name);
        assert!(get(&r, "status").is_undefined(), "the per-position fields are in columns only");
    }
    let e = t.run(s("nonsense"), JsValue::UNDEFINED).err().unwrap();
    assert!(message(e).contains("unknown procedure 'nonsense': expected one of F0, F1, F2"));
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
    // Still usable: a run by id, an edit.
    assert_eq!(num(&t.run(s("F2"), JsValue::UNDEFINED).unwrap(), "value"), 1.0);
    assert!(t.set_value(s(&vec!["1"; depth].join(".")), 4.0).is_ok());
    // A small tree keeps its names.
    let small = GameTree::example(s("pi")).unwrap().shape().unwrap();
    assert_eq!(Array::from(&get(&small, "dewey")).get(1).as_string().unwrap(), "1");
}

#[wasm_bindgen_test]
fn experiment_summarize_rejects_samples_shorter_than_the_procedure_list() {
    // Samples come from JS (the workers): a chunk with fewer counts than procedures, too many
    // levels, or not packed at all is a message, not an index out of bounds (a trap).
    use gametree::wasm::experiment_summarize;
    let spec =
        js_sys::JSON::parse(r#"{"gen":{"model":"iid","degree":2},"heights":[2],"samples":2,"procs":["F1","F2"]}"#)
            .unwrap();
    // A chunk (crate::experiment::packed): its number of samples, then per sample and
    // procedure the terminals, the positions, the number of levels and the levels.
    let chunks = |numbers: &[f64]| JsValue::from(Array::of1(&js_sys::Float64Array::from(numbers)));
    let short = chunks(&[1.0, 3.0, 6.0, 3.0, 1.0, 2.0, 3.0]); // counts for one procedure of two
    let e = message(experiment_summarize(spec.clone(), 2, short).err().unwrap());
    assert!(e.contains("samples[0]") && e.contains("ends inside sample 0 (procedure 2)"), "{e}");
    let deep = chunks(&[1.0, 3.0, 6.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 3.0, 6.0, 1.0, 1.0]);
    let e = message(experiment_summarize(spec.clone(), 2, deep).err().unwrap());
    assert!(e.contains("5 levels for height 2"), "{e}");
    let e = experiment_summarize(spec.clone(), 2, JsValue::from_f64(1.0)).err().unwrap();
    assert!(type_error(e).contains("samples must be an array"));
    let objects = js_sys::JSON::parse(r#"[{"terminals":[3,3],"per_level":[[1],[1]],"positions":[6,6]}]"#).unwrap();
    let e = experiment_summarize(spec, 2, objects).err().unwrap();
    assert!(type_error(e).contains("must be a Float64Array"));
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

/// The boundary reads options and specs with serde-wasm-bindgen: a refusal is that library's
/// message after the argument's name, whatever odd value a field holds.
#[wasm_bindgen_test]
fn options_and_specs_are_refused_in_serde_wasm_bindgens_words() {
    use gametree::generate::GenSpec;
    use gametree::procedures::Options;
    let gen = r#"{"model": "iid", "degree": 2, "height": 2, "seed": 1}"#;
    let spec = |field: &str, v: JsValue| {
        let o = json(gen);
        Reflect::set(&o, &s(field), &v).unwrap();
        o
    };
    let odd = [
        JsValue::from_f64(1.5),
        JsValue::from_f64(-0.5),
        JsValue::from_f64(1e-9),
        JsValue::from_f64(0.1 + 0.2),
        JsValue::from_f64(5e-324),
        JsValue::from_f64(123456.789e-3),
        JsValue::from_f64(f64::NAN),
        JsValue::from_f64(f64::INFINITY),
        JsValue::from_f64(f64::NEG_INFINITY),
        JsValue::from_f64(-7.0),
        s("x\"\n\u{1F600}"),
        JsValue::TRUE,
        JsValue::NULL,
        json("[1, 2.5]"),
        json(r#"{"a": 1}"#),
        json(r#"{"iid": 1, "pi": 2}"#),
        json("{}"),
        js_sys::Uint8Array::new_with_length(2).into(),
        js_sys::BigInt::from(5u32).into(),
    ];
    let mut compared = 0;
    for v in &odd {
        for field in ["model", "degree", "height", "seed", "lo", "hi", "scale", "q", "meanDegree"] {
            let o = spec(field, v.clone());
            let ours = GameTree::generate(o.clone()).err().map(message);
            if let Err(theirs) = serde_wasm_bindgen::from_value::<GenSpec>(o) {
                assert_eq!(ours, Some(format!("generator: {theirs}")), "{field} = {v:?}");
                compared += 1;
            }
        }
        let t = GameTree::parse(s("((3 1 4) (1 5 9))")).unwrap();
        for field in ["alpha", "beta", "trace", "analysis", "literal", "m", "n", "backup", "tie", "guess"] {
            let o = js_sys::Object::new();
            Reflect::set(&o, &s(field), v).unwrap();
            if let Err(theirs) = serde_wasm_bindgen::from_value::<Options>(o.clone().into()) {
                let ours = t.counts(json(r#"["F2"]"#), o.into()).err().map(message);
                assert_eq!(ours, Some(format!("options: {theirs}")), "{field} = {v:?}");
                compared += 1;
            }
        }
    }
    assert!(compared > 100, "only {compared} refusals compared");
}

/// A number the boundary quotes in a message is written as Rust's `{}` writes an `f64`: no
/// exponent, `-0`, `inf`, as the CLI quotes it.
#[wasm_bindgen_test]
fn numbers_in_messages_are_written_as_rusts_display_writes_them() {
    let t = GameTree::parse(s("((3 1 4) (1 5 9))")).unwrap();
    let xs = [
        0.5,
        -0.25,
        1e-7,
        1.5e-7,
        -1e-300,
        5e-324,
        0.1 + 0.2,
        123.456,
        1e21,
        -1.2345e25,
        1e300,
        f64::MAX,
        f64::NAN,
        f64::INFINITY,
        9007199254740992.0,
        4.5e15 + 0.5,
    ];
    for x in xs {
        let m = message(t.set_value(s("1.1"), x).err().unwrap());
        assert_eq!(m, format!("{x} is not an integer with |value| <= 2^53 - 1"));
        let m = message(t.dewey_of(x).err().unwrap());
        assert_eq!(m, format!("position id {x} must be a whole number from 0 to {}", t.size() - 1));
    }
}

/// A record crosses as the object `JSON.parse` makes of serde_json's text of it (the CLI's
/// `--json`): the same keys, `null` for what is absent, names for unit variants.
#[wasm_bindgen_test]
fn records_are_the_objects_of_their_json_text() {
    fn theirs<T: serde::Serialize>(v: &T) -> JsValue {
        js_sys::JSON::parse(&serde_json::to_string(v).unwrap()).unwrap()
    }
    let show = |v: &JsValue| js_sys::JSON::stringify(v).unwrap().as_string().unwrap();
    let text = "(((-3 2) (5 -7)) ((4 0) (-4 7)) (1))";
    let (t, tree) = (GameTree::parse(s(text)).unwrap(), gametree::notation::parse(text).unwrap());
    let mut compared = 0;
    for e in gametree::procedures::all() {
        for opts in [r#"{"trace": true}"#, r#"{"alpha": -2, "beta": 4, "analysis": true, "trace": true}"#] {
            let o: gametree::procedures::Options = serde_json::from_str(opts).unwrap();
            let ours = t.run(s(e.name), json(opts)).unwrap();
            Reflect::delete_property(ours.unchecked_ref::<js_sys::Object>(), &s("columns")).unwrap();
            let want = theirs(&e.run(&tree, &o).unwrap());
            // run() sends these as typed arrays, under `columns`.
            for k in ["status", "values", "bounds", "alphas", "betas", "visits", "pv", "cutoffs"] {
                Reflect::delete_property(want.unchecked_ref::<js_sys::Object>(), &s(k)).unwrap();
            }
            assert_eq!(show(&ours), show(&want), "{} {opts}", e.name);
            compared += 1;
        }
    }
    assert!(compared > 20, "only {compared} records compared");
    let grid: Vec<gametree::Score> = ["-inf", "-3", "0", "4", "+inf"].iter().map(|x| x.parse().unwrap()).collect();
    let ours = t.sweep(json(r#"["-inf", -3, 0, 4, "+inf"]"#)).unwrap();
    assert_eq!(show(&ours), show(&theirs(&gametree::aspiration::sweep(&tree, &grid).unwrap())));
}

//! The practice exports, run by wasm-bindgen-test (in Node) under `npm test`:
//! `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm_practice`.

#![cfg(target_arch = "wasm32")]

use gametree::wasm::practice::{exercise_generate, exercise_set, exercise_worksheet_tex};
use gametree::wasm::GameTree;
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("an object")
}

fn s(x: &str) -> JsValue {
    JsValue::from_str(x)
}

fn parse(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

fn message(v: JsValue) -> String {
    assert!(v.is_instance_of::<js_sys::Error>(), "errors reach JS as Error objects");
    get(&v, "message").as_string().unwrap()
}

fn tree_of(ex: &JsValue) -> GameTree {
    GameTree::parse(get(ex, "tree")).unwrap()
}

#[wasm_bindgen_test]
fn an_exercise_from_its_text_or_an_object_is_the_same() {
    let a = exercise_generate(s("prune.F2.s123.d3h4.good.v-9..9")).unwrap();
    assert_eq!(get(&a, "text").as_string().unwrap(), "prune.F2.s123.d3h4.good.v-9..9");
    let b = exercise_generate(parse(r#"{"task":"prune","seed":123,"degree":3,"height":4,"order":"good"}"#)).unwrap();
    assert_eq!(get(&a, "tree").as_string(), get(&b, "tree").as_string());
    assert_eq!(get(&get(&b, "spec"), "proc").as_string().unwrap(), "F2");
    assert!(get(&a, "statement").as_string().unwrap().contains("F2"));
    let w = exercise_generate(s("window.F2.s5.d2h3")).unwrap();
    assert!(get(&get(&w, "spec"), "alpha").as_f64().is_some());
}

#[wasm_bindgen_test]
fn every_task_s_expected_answer_checks_as_correct() {
    for spec in [
        "prune.F2.s7.d3h3.random.v-9..9",
        "values.F1.s7.d3h3.random.v-9..9",
        "window.F2.s7.d3h3.random.v-9..9",
        "next.F2.s7.d2h3.random.v-9..9",
        "order.F2.s7.d2h3.bad.v-9..9",
    ] {
        let ex = exercise_generate(s(spec)).unwrap();
        let sp = get(&ex, "spec");
        let t = tree_of(&ex);
        let task = get(&sp, "task");
        let options = Object::new();
        for k in ["alpha", "beta", "view"] {
            let v = get(&sp, k);
            if !v.is_undefined() {
                Reflect::set(&options, &s(k), &v).unwrap();
            }
        }
        let want = t.practice_expected(task.clone(), get(&sp, "proc"), options.clone().into()).unwrap();
        let c = t.practice_check(task, get(&sp, "proc"), options.into(), want).unwrap();
        assert_eq!(get(&c, "correct").as_bool(), Some(true), "{spec}");
        assert_eq!(get(&c, "score").as_f64(), get(&c, "total").as_f64());
        assert_eq!(Array::from(&get(&c, "missed")).length(), 0);
    }
}

#[wasm_bindgen_test]
fn a_wrong_prune_answer_gets_feedback_per_position() {
    let t = GameTree::example(s("pi")).unwrap();
    let want = t.practice_expected(s("prune"), s("F2"), JsValue::UNDEFINED).unwrap();
    let pruned = Array::from(&get(&want, "pruned"));
    let first = pruned.shift().as_string().unwrap();
    let answer = Object::new();
    Reflect::set(&answer, &s("pruned"), &pruned).unwrap();
    let c = t.practice_check(s("prune"), JsValue::UNDEFINED, JsValue::UNDEFINED, answer.into()).unwrap();
    assert_eq!(get(&c, "correct").as_bool(), Some(false));
    let missed = Array::from(&get(&c, "missed"));
    assert_eq!(missed.length(), 1);
    assert_eq!(missed.get(0).as_string().unwrap(), first);
    let fb = Array::from(&get(&c, "feedback"));
    let f = fb.iter().find(|f| get(f, "position").as_string().unwrap() == first).unwrap();
    assert_eq!(get(&f, "verdict").as_string().unwrap(), "missed");
    assert!(get(&f, "sentence").as_string().unwrap().contains("cutoff"));
}

#[wasm_bindgen_test]
fn values_answers_take_numbers_and_bound_kinds() {
    let t = GameTree::parse(s("((3 1 4) (1 5 9) (2 6 5))")).unwrap();
    // Max: min(3,1,4) = 1, then 2 (Min) is cut after its 1 (at most 1), 3 (Min) is 2.
    let answer = parse(r#"{"values": {"": 2, "1": 1, "2": 1, "3": 2}, "bounds": {"2": "upper"}}"#);
    let c = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, answer).unwrap();
    assert_eq!(get(&c, "correct").as_bool(), Some(true), "{:?}", JSON::stringify(&c).unwrap());
    let answer = parse(r#"{"values": {"": 2, "1": 1, "2": 1, "3": 2}, "bounds": {"2": "lower"}}"#);
    let c = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, answer).unwrap();
    let wrong = Array::from(&get(&c, "wrong"));
    assert_eq!(wrong.length(), 1, "{:?}", JSON::stringify(&c).unwrap());
    assert_eq!(wrong.get(0).as_string().unwrap(), "2");
    let e = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, parse(r#"{"vals": {}}"#)).unwrap_err();
    assert!(message(e).contains("unknown field 'vals'"));
}

#[wasm_bindgen_test]
fn malformed_answers_and_arguments_are_errors_not_traps() {
    let t = GameTree::example(s("pi")).unwrap();
    let e = t.practice_check(s("prune"), s("F2"), JsValue::UNDEFINED, parse(r#"{"pruned": ["7.7"]}"#)).unwrap_err();
    assert!(message(e).contains("7.7"));
    let e = t.practice_check(s("prune"), s("F2"), JsValue::UNDEFINED, parse(r#"{"pruned": 3}"#)).unwrap_err();
    assert!(message(e).contains("answer"));
    let e = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, JsValue::from_f64(3.0)).unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    let e = t.practice_check(JsValue::from_f64(1.0), s("F2"), JsValue::UNDEFINED, parse("{}")).unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    let e = t.practice_expected(s("prunee"), s("F2"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("unknown task"));
    let e = t.practice_expected(s("values"), s("F2"), parse(r#"{"veiw": "negamax"}"#)).unwrap_err();
    assert!(message(e).contains("veiw"));
    let e = t.practice_expected(s("window"), s("F2"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("(-inf, +inf)"));
    let e = exercise_generate(s("prune.F2.s1.d9h4")).unwrap_err();
    assert!(message(e).contains("degree"));
    let e = exercise_generate(JsValue::from_f64(2.0)).unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    // The tree is still usable.
    assert!(t.practice_expected(s("prune"), s("F2"), JsValue::UNDEFINED).is_ok());
}

#[wasm_bindgen_test]
fn sets_and_worksheets() {
    let set = exercise_set(s("prune.F2.s1,values.F1.s2.d2h3")).unwrap();
    assert_eq!(Array::from(&set).length(), 2);
    assert!(message(exercise_set(s("prune.F2,nope")).unwrap_err()).contains("exercise 2 of 2"));
    let tex =
        exercise_worksheet_tex(s("prune.F2.s1.d2h3"), parse(r#"{"solution": true, "standalone": true}"#)).unwrap();
    assert!(tex.starts_with("\\documentclass{article}") && tex.contains(", gt cut"));
    let t = GameTree::example(s("pi")).unwrap();
    let frag = t.worksheet_tex(parse(r#"{"title": "a_b"}"#)).unwrap();
    assert!(frag.contains("a\\_b") && frag.contains("\\begin{forest}"));
}

#[wasm_bindgen_test]
fn an_infinite_answer_is_right_only_for_an_infinite_value() {
    let t = GameTree::parse(s("((3 1 4) (1 5 9) (2 6 5))")).unwrap();
    // JS Infinity (a number) and the strings: the root's value is 2.
    for inf in [JsValue::from_f64(f64::INFINITY), JsValue::from_f64(f64::NEG_INFINITY), s("+inf"), s("inf"), s("-inf")]
    {
        let values = Object::new();
        for k in ["", "1", "2", "3"] {
            Reflect::set(&values, &s(k), &inf).unwrap();
        }
        let answer = Object::new();
        Reflect::set(&answer, &s("values"), &values).unwrap();
        let c = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, answer.into()).unwrap();
        assert_eq!(get(&c, "score").as_f64(), Some(0.0), "{inf:?}: {:?}", JSON::stringify(&c).unwrap());
        assert_eq!(get(&c, "correct").as_bool(), Some(false));
    }
    // NaN is refused, not scored.
    let answer = Object::new();
    let values = Object::new();
    Reflect::set(&values, &s(""), &JsValue::from_f64(f64::NAN)).unwrap();
    Reflect::set(&answer, &s("values"), &values).unwrap();
    let e = t.practice_check(s("values"), s("F2"), JsValue::UNDEFINED, answer.into()).unwrap_err();
    assert!(message(e).contains("NaN"));
}

#[wasm_bindgen_test]
fn an_exercise_of_a_task_its_procedure_cannot_do_is_refused() {
    for spec in [s("next.sss.s1.d3h4.good.v-9..9"), parse(r#"{"task": "next", "proc": "scout"}"#)] {
        let m = message(exercise_generate(spec).unwrap_err());
        assert!(m.contains("does not step through") && m.contains("it steps through F0, F1, F2"), "{m}");
    }
    let m = message(exercise_set(s("prune.F2.s1,next.mn-minimax.s1")).unwrap_err());
    assert!(m.contains("exercise 2 of 2") && m.contains("does not step through mn-minimax"), "{m}");
}

/// The core's own hint for exercise `spec` (the Rust function the export wraps), for comparison.
fn native_hint(spec: &str, step: usize) -> gametree::practice::hint::Hint {
    use gametree::practice::{self, PracticeOptions, Task, View};
    let ex = exercise_generate(s(spec)).unwrap();
    let sp = get(&ex, "spec");
    let tree = gametree::notation::parse(&get(&ex, "tree").as_string().unwrap()).unwrap();
    let task = Task::ALL.into_iter().find(|t| Some(t.name().to_string()) == get(&sp, "task").as_string()).unwrap();
    let score = |k: &str| get(&sp, k).as_f64().map(|v| gametree::score::Score::new(v as i64));
    let view = if get(&sp, "view").as_string().as_deref() == Some("negamax") { View::Negamax } else { View::Minimax };
    let o = PracticeOptions { alpha: score("alpha"), beta: score("beta"), view, step, ..PracticeOptions::default() };
    let entry = practice::procedure(&get(&sp, "proc").as_string().unwrap()).unwrap();
    practice::hint::hint(&tree, task, entry, &o).unwrap()
}

#[wasm_bindgen_test]
fn practice_hint_gives_the_core_s_hint_for_every_task() {
    for (spec, step) in [
        ("prune.F2.s11.d3h3.random.v-9..9", 0),
        ("values.F1.s11.d3h3.random.v-9..9", 0),
        ("values.F2.s11.d3h3.random.v-9..9.negamax", 0),
        ("window.F2.s11.d3h3.random.v-9..9", 0),
        ("next.F2.s11.d2h3.random.v-9..9", 5),
        ("order.F2.s11.d2h3.bad.v-9..9", 0),
    ] {
        let ex = exercise_generate(s(spec)).unwrap();
        let sp = get(&ex, "spec");
        let t = tree_of(&ex);
        let options = Object::new();
        for k in ["alpha", "beta", "view"] {
            let v = get(&sp, k);
            if !v.is_undefined() {
                Reflect::set(&options, &s(k), &v).unwrap();
            }
        }
        Reflect::set(&options, &s("step"), &JsValue::from_f64(step as f64)).unwrap();
        let h = t.practice_hint(get(&sp, "task"), get(&sp, "proc"), options.into()).unwrap();
        let want = native_hint(spec, step);
        assert_eq!(get(&h, "position").as_string().unwrap(), want.position, "{spec}");
        assert_eq!(get(&h, "text").as_string().unwrap(), want.text, "{spec}");
        assert!(!want.text.is_empty(), "{spec}: a hint says something");
    }
}

#[wasm_bindgen_test]
fn practice_hint_s_bad_input_is_a_message_not_a_trap() {
    let t = GameTree::example(s("pi")).unwrap();
    // An unknown task, procedure, option or a wrong type: the core's message (or a TypeError).
    let e = t.practice_hint(s("prunee"), s("F2"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("unknown task"));
    let e = t.practice_hint(JsValue::from_f64(1.0), s("F2"), JsValue::UNDEFINED).unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    let e = t.practice_hint(s("prune"), s("no-such-procedure"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("no-such-procedure"));
    let e = t.practice_hint(s("values"), s("F2"), parse(r#"{"veiw": "negamax"}"#)).unwrap_err();
    assert!(message(e).contains("veiw"));
    let e = t.practice_hint(s("values"), s("F2"), JsValue::from_f64(3.0)).unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    let e = t.practice_hint(s("values"), s("F2"), parse(r#"{"view": "sideways"}"#)).unwrap_err();
    assert!(message(e).contains("sideways"));
    let e = t.practice_hint(s("next"), s("F2"), parse(r#"{"step": -1}"#)).unwrap_err();
    assert!(message(e).contains("options"));
    // A window the task cannot use, a step past the end of the search, a procedure the next task does not step through.
    let e = t.practice_hint(s("window"), s("F2"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("(-inf, +inf)"));
    let e = t.practice_hint(s("next"), s("F2"), parse(r#"{"step": 1000000}"#)).unwrap_err();
    assert!(message(e).contains("past the end"));
    let e = t.practice_hint(s("next"), s("sss"), JsValue::UNDEFINED).unwrap_err();
    assert!(message(e).contains("does not step through"));
    // A malformed exercise never reaches a hint: its text is refused with the core's message.
    let e = exercise_generate(s("prune.F2.s1.d3h4.random.v9..-9")).unwrap_err();
    assert!(message(e).contains("lo < hi"));
    // The tree is still usable.
    assert!(t.practice_hint(s("prune"), s("F2"), JsValue::UNDEFINED).is_ok());
}

/// UCT practice through the page's door: the question shows N at the root = the iterations
/// shown, the solution checks as full marks, an answer of another task's shape and an
/// unknown field are errors that say so, and an empty selection is diagnosed as nothing.
#[wasm_bindgen_test]
fn uct_practice_asks_solves_and_refuses_what_it_cannot_read() {
    let t = GameTree::parse(s("((3 12 8) (2 4 6) (14 5 2))")).unwrap();
    for task in ["select", "backup"] {
        let r = t
            .mcts_practice(parse(&format!(r#"{{"task": "{task}", "shown": 7, "seed": 3, "solution": true}}"#)))
            .unwrap();
        let q = get(&r, "question");
        assert_eq!(get(&get(&get(&q, "nodes"), ""), "n").as_f64(), Some(7.0), "{task}: N at the root");
        let solution = get(&r, "solution");
        let req = Object::new();
        Reflect::set(&req, &s("task"), &s(task)).unwrap();
        Reflect::set(&req, &s("shown"), &JsValue::from_f64(7.0)).unwrap();
        Reflect::set(&req, &s("seed"), &JsValue::from_f64(3.0)).unwrap();
        Reflect::set(&req, &s("answer"), &solution).unwrap();
        let c = get(&t.mcts_practice(req.into()).unwrap(), "check");
        assert_eq!(get(&c, "correct").as_bool(), Some(true), "{task}: the solution");
        assert_eq!(get(&c, "score").as_f64(), get(&c, "total").as_f64());
    }
    let c =
        get(&t.mcts_practice(parse(r#"{"task": "select", "shown": 7, "answer": {"selected": []}}"#)).unwrap(), "check");
    assert_eq!(Array::from(&get(&c, "diagnosis")).length(), 0);
    let e = message(t.mcts_practice(parse(r#"{"task": "select", "answer": {"nodes": {}}}"#)).unwrap_err());
    assert!(e.contains("select task's answer"), "{e}");
    let e = message(t.mcts_practice(parse(r#"{"task": "select", "shwon": 3}"#)).unwrap_err());
    assert!(e.contains("shwon"), "{e}");
    let e = message(t.mcts_practice(parse(r#"{"task": "prune"}"#)).unwrap_err());
    assert!(e.contains("'prune'"), "{e}");
    let e = message(t.mcts_practice(parse(r#"{"task": "select", "shown": 1000000}"#)).unwrap_err());
    assert!(e.contains("100000"), "{e}");
}

/// Chance practice through the page's door: a worked tree's values, the solution as full
/// marks, the plain average named, and a position of the wrong kind refused by name.
#[wasm_bindgen_test]
fn chance_practice_checks_and_names_the_plain_average() {
    let t = GameTree::parse(s("([1/2:(3 5) 1/2:(2 9)] [1/4:(4 1) 3/4:(6 0)])")).unwrap();
    let r = t.chance_practice(parse(r#"{"task": "values", "solution": true}"#)).unwrap();
    let sol = JSON::stringify(&get(&r, "solution")).unwrap().as_string().unwrap();
    assert_eq!(sol, r#"{"values":{"1":"5/2","2":"1/4"}}"#);
    // The plain average at position 2: (1 + 0) / 2.
    let c = get(
        &t.chance_practice(parse(r#"{"task": "values", "answer": {"values": {"1": "5/2", "2": 0.5}}}"#)).unwrap(),
        "check",
    );
    assert_eq!(get(&c, "correct").as_bool(), Some(false));
    let d = JSON::stringify(&get(&c, "diagnosis")).unwrap().as_string().unwrap();
    assert!(d.contains("plain-average"), "{d}");
    let e = message(t.chance_practice(parse(r#"{"task": "skip", "answer": {"skipped": ["2"]}}"#)).unwrap_err());
    assert!(e.contains("'2' is not a terminal"), "{e}");
}

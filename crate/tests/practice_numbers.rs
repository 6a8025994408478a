//! How the practice tasks compare the numbers a student gives: an infinity, a number too
//! large to be any value (1e308, beyond 2^53), -0 and NaN. Property: in the values, window
//! and next tasks, putting a hostile number in every numeric slot of the expected answer
//! scores exactly what a surely wrong finite number scores there, plus the slots whose
//! expected value *is* that number. So `+inf` everywhere can never win a grade, and NaN
//! is refused when the answer is read.

mod common;

use common::{ctx, tree_for, window_for};
use gametree::practice::{self, Answer, PracticeOptions, Task};
use gametree::procedures;
use gametree::tree::Tree;
use gametree::Score;
use serde_json::{json, Value as Json};

/// The number a JSON slot of an answer stands for (the infinities are strings).
fn number(v: &Json) -> f64 {
    match v {
        Json::Number(n) => n.as_f64().unwrap(),
        Json::String(s) if s == "+inf" => f64::INFINITY,
        Json::String(s) if s == "-inf" => f64::NEG_INFINITY,
        other => panic!("not a number slot: {other}"),
    }
}

/// Hostile numbers in the forms a student (or a script) sends them, with the value each
/// is read as.
fn hostile() -> Vec<(Json, f64)> {
    vec![
        (json!("+inf"), f64::INFINITY),
        (json!("inf"), f64::INFINITY),
        (json!("Infinity"), f64::INFINITY),
        (json!("-inf"), f64::NEG_INFINITY),
        (json!("-infinity"), f64::NEG_INFINITY),
        (json!(1e308), 1e308),
        (json!(-1e308), -1e308),
        (json!(9007199254740993u64), 9007199254740992.0),
        (json!("9007199254740993"), 9007199254740992.0),
        (json!(-0.0), -0.0),
    ]
}

/// The numeric slots of an answer of `task` (JSON pointers).
fn slots(task: Task, answer: &Json) -> Vec<String> {
    match task {
        Task::Values => {
            answer["values"].as_object().unwrap().keys().map(|k| format!("/values/{}", k.replace('~', "~0"))).collect()
        }
        Task::Window => vec!["/value".into()],
        Task::Next => vec!["/m".into()],
        _ => vec![],
    }
}

/// `answer` with every slot set by `f(expected value)`.
fn with_slots(task: Task, answer: &Json, f: impl Fn(&Json) -> Json) -> Json {
    let mut a = answer.clone();
    for s in slots(task, answer) {
        let x = a.pointer_mut(&s).unwrap();
        *x = f(x);
    }
    a
}

fn score(t: &Tree, task: Task, proc: &str, o: &PracticeOptions, answer: &Json) -> u32 {
    let a = Answer::deserialize_for(task, answer).unwrap_or_else(|e| panic!("{answer}: {e}"));
    practice::check(t, task, proc, o, &a).unwrap().score as u32
}

fn check_all_slots(t: &Tree, seed: u64, task: Task, proc: &str, o: &PracticeOptions) {
    let Ok(want) = practice::expected(t, task, proc, o) else { return };
    let want = serde_json::to_value(&want).unwrap();
    // A surely wrong finite number in every slot: one more than a finite value, 0 for an
    // infinite one.
    let wrong = with_slots(task, &want, |x| match x {
        Json::Number(_) => json!(number(x) + 1.0),
        _ => json!(0),
    });
    let base = score(t, task, proc, o, &wrong);
    for (h, read) in hostile() {
        let given = with_slots(task, &want, |_| h.clone());
        let equal = slots(task, &want).iter().filter(|s| number(want.pointer(s).unwrap()) == read).count() as u32;
        let got = score(t, task, proc, o, &given);
        assert_eq!(
            got,
            base + equal,
            "{task} {proc} {o:?}: {h} in every slot scores {got}, a wrong number {base}, and {equal} slots expect it; \
             expected {want}; {}",
            ctx(seed, t)
        );
    }
}

#[test]
fn a_hostile_number_in_every_slot_scores_only_where_it_is_the_value() {
    let names: Vec<&str> = procedures::names().collect();
    for seed in 0..80u64 {
        let t = tree_for(seed);
        if t.len() > 1500 {
            continue;
        }
        let (a, b) = window_for(seed, &t);
        for &proc in &names {
            check_all_slots(&t, seed, Task::Values, proc, &PracticeOptions::default());
            let windowed = PracticeOptions { alpha: Some(a), beta: Some(b), ..PracticeOptions::default() };
            if (a, b) != (Score::NEG_INF, Score::INF) {
                check_all_slots(&t, seed, Task::Window, proc, &windowed);
            }
            for step in [0, 2, 5] {
                check_all_slots(&t, seed, Task::Next, proc, &PracticeOptions { step, ..PracticeOptions::default() });
            }
        }
    }
}

#[test]
fn nan_and_numbers_beyond_a_double_are_refused_when_read() {
    for bad in [json!("nan"), json!("NaN"), json!("-nan"), json!("1e400"), json!("-1e999"), json!("0x10"), json!(null)]
    {
        for (task, answer) in [
            (Task::Values, json!({ "values": { "": bad } })),
            (Task::Window, json!({ "outcome": "exact", "value": bad })),
            (Task::Next, json!({ "examined": "1", "cutoff": false, "m": bad })),
        ] {
            assert!(Answer::deserialize_for(task, &answer).is_err(), "{task}: {answer} was read");
        }
    }
    // JSON has no NaN or infinity literal; a number beyond a double is an error of its own.
    for text in [r#"{"values": {"": NaN}}"#, r#"{"values": {"": Infinity}}"#, r#"{"values": {"": 1e400}}"#] {
        let mut de = serde_json::Deserializer::from_str(text);
        assert!(Answer::deserialize_for(Task::Values, &mut de).is_err(), "{text} was read");
    }
}

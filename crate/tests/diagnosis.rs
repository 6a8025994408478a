//! Practice's diagnosis: on seeded random trees (ties, negative values, mixed depths) each
//! mistake's own answer, checked against F2, is diagnosed as that mistake (or as a set of
//! mistakes giving the same answer on that tree, which includes it), for every task where the
//! mistake makes a difference; a correct answer gets no diagnosis; an answer near a mistake
//! gets it as `closest`; malformed answers are refused as before, with no diagnosis.

mod common;

use common::{ctx, random_tree, window_for};
use gametree::practice::{self, Answer, OrderAnswer, PracticeOptions, PruneAnswer, Task};
use gametree::procedures::{self, Kind};
use gametree::record::{KmEvent, Trace};
use gametree::{Score, Tree};

fn mutants_for(task: Task) -> impl Iterator<Item = &'static procedures::Entry> {
    procedures::mutants().iter().filter(move |e| matches!(e.kind, Kind::Mutant(m) if m.takes(task.name())))
}

fn id(e: &procedures::Entry) -> &'static str {
    e.abbrev
}

/// The mistake's answer, checked against F2, names it (and only mistakes under which the
/// same answer is right).
fn assert_diagnosed(t: &Tree, task: Task, o: &PracticeOptions, e: &procedures::Entry, mine: &Answer, why: &str) {
    let c = practice::check(t, task, "F2", o, mine).unwrap_or_else(|err| panic!("{why}: {err}"));
    assert!(!c.correct, "{why}");
    let ids: Vec<&str> = c.diagnosis.iter().map(|d| d.id).collect();
    assert!(ids.contains(&id(e)), "{why}: diagnosed as {ids:?}");
    assert!(c.closest.is_none(), "{why}");
    for d in &c.diagnosis {
        assert!(d.text.contains("if "), "{why}: {}", d.text);
        if task != Task::Order {
            let other = format!("mutant:{}", d.id);
            let oc = practice::check(t, task, &other, o, mine).unwrap();
            assert!(oc.correct, "{why}: {} is named but its own answer differs", d.id);
        }
    }
}

fn small_tree(seed: u64) -> Tree {
    random_tree(seed, 2 + (seed % 3) as u32, 2 + (seed / 3 % 2) as u32, [2, 5, 30][(seed / 6 % 3) as usize])
}

#[test]
fn each_mistakes_answer_is_diagnosed_as_that_mistake_on_random_trees() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let t = small_tree(seed);
        let (alpha, beta) = window_for(seed, &t);
        let windowed = PracticeOptions { alpha: Some(alpha), beta: Some(beta), ..PracticeOptions::default() };
        for (task, o) in [
            (Task::Prune, PracticeOptions::default()),
            (Task::Prune, windowed.clone()),
            (Task::Values, PracticeOptions::default()),
            (Task::Values, windowed.clone()),
            (Task::Values, PracticeOptions { view: practice::View::Negamax, ..PracticeOptions::default() }),
            (Task::Window, windowed.clone()),
        ] {
            let Ok(correct) = practice::expected(&t, task, "F2", &o) else { continue };
            let right = practice::check(&t, task, "F2", &o, &correct).unwrap();
            assert!(right.correct && right.diagnosis.is_empty() && right.closest.is_none(), "{}", ctx(seed, &t));
            for e in mutants_for(task) {
                let mine = practice::expected(&t, task, e.name, &o).unwrap();
                if mine == correct {
                    continue;
                }
                let why = format!("{} {task} {o:?}; {}", e.name, ctx(seed, &t));
                // A mistake whose answer is empty (no cutoff, no value) is never named: an
                // empty answer says nothing about how its student searched.
                let empty = match &mine {
                    Answer::Prune(a) => a.pruned.is_empty(),
                    Answer::Values(a) => a.values.is_empty(),
                    _ => false,
                };
                if empty {
                    let c = practice::check(&t, task, "F2", &o, &mine).unwrap();
                    assert!(c.diagnosis.is_empty() && c.closest.is_none(), "{why}: {:?}", c.diagnosis);
                    continue;
                }
                seen.insert((id(e), task.name()));
                assert_diagnosed(&t, task, &o, e, &mine, &why);
            }
        }
    }
    // Every mistake showed itself in some task.
    for e in procedures::mutants() {
        assert!(seen.iter().any(|(m, _)| *m == id(e)), "{} never differed from F2: {seen:?}", e.name);
    }
}

fn trace_keys(t: &Tree, name: &str, o: &PracticeOptions) -> Vec<(u8, u32)> {
    let r = procedures::find(name).unwrap().run(t, &o.run_options(true).unwrap()).unwrap();
    let Some(Trace::Km(e)) = r.trace else { panic!("a K&M trace") };
    e.iter()
        .map(|e| match *e {
            KmEvent::Enter { at, .. } => (0, at),
            KmEvent::Terminal { at, .. } => (1, at),
            KmEvent::Update { child, .. } => (2, child),
            KmEvent::Cutoff { at, .. } => (3, at),
            KmEvent::Leave { at, .. } => (4, at),
            KmEvent::Research { child, .. } => (5, child),
            KmEvent::Recall { at, .. } => (6, at),
        })
        .collect()
}

#[test]
fn the_next_step_of_a_mistake_is_diagnosed_while_it_has_followed_f2() {
    let mut found = 0;
    for seed in 0..150 {
        let t = small_tree(seed);
        let f2 = trace_keys(&t, "F2", &PracticeOptions::default());
        for step in 0..f2.len() {
            let o = PracticeOptions { step, ..PracticeOptions::default() };
            let Ok(correct) = practice::expected(&t, Task::Next, "F2", &o) else { continue };
            for e in mutants_for(Task::Next) {
                let keys = trace_keys(&t, e.name, &o);
                if keys.len() < step || keys[..step] != f2[..step] {
                    continue;
                }
                let Ok(mine) = practice::expected(&t, Task::Next, e.name, &o) else { continue };
                if mine == correct {
                    continue;
                }
                found += 1;
                let why = format!("{} next step {step}; {}", e.name, ctx(seed, &t));
                assert_diagnosed(&t, Task::Next, &o, e, &mine, &why);
            }
        }
    }
    assert!(found > 0);
}

#[test]
fn an_order_that_is_best_read_backwards_is_diagnosed_as_right_to_left() {
    let mut found = 0;
    for seed in 0..120 {
        let t = small_tree(seed);
        let Answer::Order(best) = practice::expected(&t, Task::Order, "F2", &PracticeOptions::default()).unwrap()
        else {
            unreachable!()
        };
        // The right-to-left student's best order: F2's best, reversed at every position.
        let mut backwards = OrderAnswer::default();
        for p in t.preorder().filter(|&p| !t.is_terminal(p)) {
            let key = t.dewey(p).to_string();
            let order: Vec<u32> = best.order.get(&key).cloned().unwrap_or_else(|| (1..=t.degree(p)).collect());
            backwards.order.insert(key, order.into_iter().rev().collect());
        }
        let unchanged = backwards.order.iter().all(|(k, o)| o.iter().copied().eq(1..=t.degree(t.position(k).unwrap())));
        let a = Answer::Order(backwards);
        let c = practice::check(&t, Task::Order, "F2", &PracticeOptions::default(), &a).unwrap();
        if c.correct {
            continue;
        }
        if unchanged {
            // Leaving the tree as it is says nothing: no diagnosis.
            assert!(c.diagnosis.is_empty(), "{}", ctx(seed, &t));
            continue;
        }
        found += 1;
        let ids: Vec<&str> = c.diagnosis.iter().map(|d| d.id).collect();
        assert!(ids.contains(&"right-to-left"), "{ids:?}; {}", ctx(seed, &t));
    }
    assert!(found > 10, "{found}");
}

#[test]
fn an_answer_one_mark_away_from_a_mistake_gets_it_as_closest() {
    let t = gametree::examples::pi_tree();
    let o = PracticeOptions::default();
    let Answer::Prune(mut a) = practice::expected(&t, Task::Prune, "mutant:parent-marked", &o).unwrap() else {
        unreachable!()
    };
    a.pruned.pop();
    let c = practice::check(&t, Task::Prune, "F2", &o, &Answer::Prune(a)).unwrap();
    assert!(c.diagnosis.is_empty());
    let near = c.closest.expect("a closest mistake");
    assert_eq!((near.id, near.differences), ("parent-marked", 1));
    assert!(near.text.starts_with("Your marks are close to what α-β gives if"), "{}", near.text);
    // The same sentence as the page's message: how far, as the text says it.
    assert_eq!(near.message.id, "practice-dx-text");
    assert_eq!(near.message.args["near"], "1");
    assert!(near.text.contains("(1 position differs)"), "{}", near.text);
    // One position away from the correct answer: no mistake can explain half of one.
    let Answer::Prune(mut a) = practice::expected(&t, Task::Prune, "F2", &o).unwrap() else { unreachable!() };
    a.pruned.pop();
    let c = practice::check(&t, Task::Prune, "F2", &o, &Answer::Prune(a)).unwrap();
    assert!(c.diagnosis.is_empty() && c.closest.is_none(), "{:?}", c.closest);
    // Whatever the answer, a closest mistake is at most half as far as the correct answer.
    for marks in [vec!["3"], vec!["1", "2.2"], vec!["1.1.1.1", "3.3.3.3"]] {
        let a = Answer::Prune(PruneAnswer { pruned: marks.iter().map(|s| s.to_string()).collect() });
        let c = practice::check(&t, Task::Prune, "F2", &o, &a).unwrap();
        if let Some(near) = c.closest {
            assert!(2 * near.differences as usize <= c.missed.len() + c.wrong.len(), "{marks:?}: {near:?}");
        }
    }
}

#[test]
fn the_text_says_what_the_student_did_and_what_that_means_here() {
    // Root Max: 1 = 3; at 2 (Min) 2.1 = 3 reaches alpha = 3: F2 cuts off 2.2, the strict test
    // does not; at 3 (Min) 3.1 = 2 < 3: both cut off 3.2.
    let t = gametree::notation::parse("((3,5),(3,1),(2,9))").unwrap();
    let o = PracticeOptions::default();
    let a = Answer::Prune(PruneAnswer { pruned: vec!["3.2".into()] });
    let c = practice::check(&t, Task::Prune, "F2", &o, &a).unwrap();
    let ids: Vec<&str> = c.diagnosis.iter().map(|d| d.id).collect();
    assert!(ids.contains(&"strict-cutoff"), "{ids:?}");
    let d = c.diagnosis.iter().find(|d| d.id == "strict-cutoff").unwrap();
    assert!(d.text.starts_with("Your marks are what α-β gives if a position cuts off only when"), "{}", d.text);
    assert!(d.text.contains("Here that means: ") && d.text.contains("2.2"), "{}", d.text);
    // The page's message (www/i18n/messages/later/): the task, the mistake, "none" apart, and
    // the example, which is the English text's own ending.
    let m = &d.message;
    assert_eq!(m.id, "practice-dx-text");
    assert_eq!(
        (m.args["task"].as_str(), m.args["mutant"].as_str(), m.args["near"].as_str()),
        ("prune", "strict-cutoff", "none")
    );
    assert!(d.text.ends_with(&format!("Here that means: {}", m.args["example"])), "{} / {:?}", d.text, m.args);
    let json = serde_json::to_value(&c).unwrap();
    assert!(json["diagnosis"][0]["id"].as_str().is_some());
    assert_eq!(json["diagnosis"][0]["message"]["id"], "practice-dx-text");
    assert!(json.get("closest").is_none());
}

#[test]
fn malformed_answers_get_the_cores_message_and_no_diagnosis() {
    let t = gametree::notation::parse("((3,5),(3,1))").unwrap();
    let o = PracticeOptions::default();
    let unknown = Answer::Prune(PruneAnswer { pruned: vec!["7.1".into()] });
    let e = practice::check(&t, Task::Prune, "F2", &o, &unknown).unwrap_err().to_string();
    assert!(e.contains("7.1"), "{e}");
    let mut dup = OrderAnswer::default();
    dup.order.insert("".into(), vec![1, 1]);
    let e = practice::check(&t, Task::Order, "F2", &o, &Answer::Order(dup)).unwrap_err().to_string();
    assert!(e.contains("each once"), "{e}");
    let e = practice::check(&t, Task::Values, "F2", &o, &unknown).unwrap_err().to_string();
    assert!(e.contains("a prune answer was given for the values task"), "{e}");
    let bad_bound: practice::ValuesAnswer =
        serde_json::from_str(r#"{"values": {"": 3}, "bounds": {"": "roughly"}}"#).unwrap();
    let e = practice::check(&t, Task::Values, "F2", &o, &Answer::Values(bad_bound)).unwrap_err().to_string();
    assert!(e.contains("roughly"), "{e}");
    assert!(serde_json::from_str::<practice::ValuesAnswer>(r#"{"values": {"": "lots"}}"#).is_err());
    // A window task without a window is refused too.
    let w = serde_json::from_str::<practice::WindowAnswer>(r#"{"outcome": "exact", "value": 3}"#).unwrap();
    assert!(practice::check(&t, Task::Window, "F2", &o, &Answer::Window(w)).is_err());
    let _ = Score::INF;
}

/// Whether `e`'s answer to `task` differs from F2's anywhere on seeded trees (every window,
/// view and step the test tries): (seed, options) of the first difference.
fn first_difference(e: &procedures::Entry, task: Task) -> Option<(u64, PracticeOptions)> {
    for seed in 0..200 {
        let t = small_tree(seed);
        let (alpha, beta) = window_for(seed, &t);
        let windowed = PracticeOptions { alpha: Some(alpha), beta: Some(beta), ..PracticeOptions::default() };
        let mut options = vec![
            PracticeOptions::default(),
            windowed,
            PracticeOptions { view: practice::View::Negamax, ..PracticeOptions::default() },
        ];
        if task == Task::Next {
            let n = trace_keys(&t, "F2", &PracticeOptions::default()).len();
            options = (0..n).map(|step| PracticeOptions { step, ..PracticeOptions::default() }).collect();
        }
        for o in options {
            let (Ok(correct), Ok(mine)) =
                (practice::expected(&t, task, "F2", &o), practice::expected(&t, task, e.name, &o))
            else {
                continue;
            };
            if mine != correct {
                return Some((seed, o));
            }
        }
    }
    None
}

#[test]
fn a_mistake_makes_no_difference_in_the_tasks_it_is_not_looked_for_in() {
    // The diagnosis looks for a mistake only in the tasks its entry lists (mutants/*.rs):
    // in any other task its answer must be F2's, or a student's answer following it would go
    // undiagnosed.
    let mut missing = Vec::new();
    for e in procedures::mutants() {
        for task in Task::ALL {
            // The order task has many right answers (any best order), so a mistake's "answer"
            // there is not one to compare: its diagnosis is by the changed tree (the test
            // of right-to-left above; diagnosis.rs, order_fits).
            if task == Task::Order || matches!(e.kind, Kind::Mutant(m) if m.takes(task.name())) {
                continue;
            }
            if let Some((seed, o)) = first_difference(e, task) {
                missing.push(format!("{} in the {task} task: {o:?}; {}", e.name, ctx(seed, &small_tree(seed))));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "mistakes that differ from F2 in a task they are not looked for in:\n{}",
        missing.join("\n")
    );
}

//! The next-step task on the thesis' procedures: at every step of a run on
//! seeded random trees the answer agrees with the run record — the position is the next
//! routine call in the trace, the m it gives is the m the trace itself reports next at the
//! caller (at its cut-off, at its minimal-window test, or in its return(m) when the son was
//! its last call), the cutoff is the trace's cutoff event; the expected answer scores full
//! marks and a perturbed m loses exactly one point. Procedures without a running m say why.

mod common;

use common::{ctx, tree_for};
use gametree::practice::{self, Answer, NextAnswer, Num, PracticeOptions, Task};
use gametree::procedures::{self, Options};
use gametree::record::{Step, Trace, Value};
use gametree::slagle::trace::MnEvent;
use gametree::thesis::Event;
use gametree::tree::Tree;
use gametree::Score;

const SUPPORTED: [&str; 6] = ["branch-and-bound", "alphabeta", "falphabeta", "palphabeta", "pvs", "scout-cm"];

fn trace(t: &Tree, proc: &str, literal: bool) -> Vec<Step<Event>> {
    let o = Options { trace: true, literal, ..Options::default() };
    match procedures::find(proc).unwrap().run(t, &o).unwrap().trace {
        Some(Trace::Thesis(e)) => e,
        _ => panic!("{proc} records a thesis trace"),
    }
}

fn num(s: Score) -> Num {
    Num(Value(s.to_f64()))
}

/// The index of the event that ends the call entered at `i` (its return / test result).
fn end_of(e: &[Step<Event>], i: usize) -> usize {
    let mut depth = 0;
    for (j, ev) in e.iter().enumerate().skip(i) {
        match ev.event {
            Event::Enter { .. } => depth += 1,
            Event::Return { .. } | Event::TestResult { .. } => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    panic!("every call ends")
}

#[test]
fn the_next_step_on_the_thesis_procedures_agrees_with_the_run_record() {
    let mut checked = [0usize; 3]; // by a cut-off, a window test, a return(m)
    for seed in 0..120u64 {
        let t = tree_for(seed);
        // Every step re-runs the procedure: trees of up to 150 positions keep this quick.
        if t.len() < 2 || t.len() > 150 {
            continue;
        }
        for proc in SUPPORTED {
            for literal in [false, true] {
                let e = trace(&t, proc, literal);
                for step in 0..=e.len() {
                    let o = PracticeOptions { step, literal, ..PracticeOptions::default() };
                    let got = practice::expected(&t, Task::Next, proc, &o);
                    // The next call below the root, read off the trace.
                    let next =
                        (step..e.len()).find(|&i| matches!(e[i].event, Event::Enter { at, .. } if at != t.root()));
                    let Some(i) = next else {
                        let err = got.unwrap_err().to_string();
                        assert!(err.contains("search is over"), "{proc} step {step}: {err}; {}", ctx(seed, &t));
                        continue;
                    };
                    let Ok(Answer::Next(a)) = got else { panic!("{proc} step {step}: {got:?}; {}", ctx(seed, &t)) };
                    let Event::Enter { at: q, .. } = e[i].event else { unreachable!() };
                    let p = t.parent(q).unwrap();
                    let here = format!("{proc} literal={literal} step {step}, next {}; {}", t.dewey(q), ctx(seed, &t));
                    assert_eq!(a.examined, t.dewey(q).to_string(), "{here}");
                    let end = end_of(&e, i);
                    let Event::Return { value, .. } = e[end].event else { panic!("{here}: a value routine") };
                    // What the trace says next at the caller p.
                    match e.get(end + 1).map(|x| &x.event) {
                        Some(Event::Cutoff { at, m, .. }) if *at == p => {
                            assert!(a.cutoff, "{here}");
                            assert_eq!(a.m, num(*m), "{here}");
                            checked[0] += 1;
                        }
                        Some(Event::WindowTest { at, m, t: tt, .. }) if *at == p => {
                            assert!(!a.cutoff, "{here}");
                            assert_eq!(a.m, num(*m), "{here}");
                            assert_eq!(*tt, -value, "{here}");
                            checked[1] += 1;
                        }
                        Some(Event::Return { at, value: v }) if *at == p => {
                            assert!(!a.cutoff, "{here}");
                            assert_eq!(a.m, num(*v), "{here}: return(m) after the last call");
                            checked[2] += 1;
                        }
                        _ => assert!(!a.cutoff, "{here}"),
                    }
                    let want = Answer::Next(a.clone());
                    let c = practice::check(&t, Task::Next, proc, &o, &want).unwrap();
                    assert!(c.correct && c.score == c.total, "{here}: {c:?}");
                    let Num(Value(m)) = a.m;
                    let off = NextAnswer { m: Num(Value(m + 1.0)), ..a.clone() };
                    let c = practice::check(&t, Task::Next, proc, &o, &Answer::Next(off)).unwrap();
                    assert_eq!(c.score + 1, c.total, "{here}: a wrong m loses one point");
                }
            }
        }
    }
    assert!(checked.iter().all(|&n| n > 100), "each kind of check happened: {checked:?}");
}

#[test]
fn pvs_on_a_small_tree_follows_the_thesis_text() {
    // ((3,1,4),(1,5,9),(2,6,5)): position 1 is Min's, its sons Max's, whose negamax values
    // are their values. pvs(p1): m := -pvs(p11) = -3 (line 6). The
    // second son p12 is tested with bound = max(m, alpha) = -3 (line 11): t = -1 > m, so
    // line 13 searches it again and m := -1; no cut-off (beta = +inf).
    let t = gametree::notation::parse("((3,1,4),(1,5,9),(2,6,5))").unwrap();
    let e = trace(&t, "pvs", false);
    let p12 = t.position("1.2").unwrap();
    let enters: Vec<usize> =
        (0..e.len()).filter(|&i| matches!(e[i].event, Event::Enter { at, .. } if at == p12)).collect();
    assert_eq!(enters.len(), 2, "a test and a re-search");
    let at = |step| {
        let o = PracticeOptions { step, ..PracticeOptions::default() };
        let Answer::Next(a) = practice::expected(&t, Task::Next, "pvs", &o).unwrap() else { panic!() };
        a
    };
    let test = at(enters[0]);
    assert_eq!((test.examined.as_str(), test.cutoff, test.m), ("1.2", false, Num(Value(-3.0))));
    let research = at(enters[1]);
    assert_eq!((research.examined.as_str(), research.cutoff, research.m), ("1.2", false, Num(Value(-1.0))));
    let o = PracticeOptions { step: enters[0], ..PracticeOptions::default() };
    let c = practice::check(&t, Task::Next, "pvs", &o, &Answer::Next(test)).unwrap();
    assert!(c.feedback.iter().any(|f| f.sentence.contains("minimal window")), "{c:?}");
}

#[test]
fn procedures_without_a_running_m_say_why() {
    let t = tree_for(20);
    for (proc, why) in [
        ("scout", "TEST"),
        ("scout-testm", "TEST"),
        ("scout-pearl", "TEST"),
        ("sss", "best-first"),
        ("mn-minimax", "list"),
    ] {
        let e = practice::expected(&t, Task::Next, proc, &PracticeOptions::default()).unwrap_err().to_string();
        assert!(e.contains("does not step through") && e.contains(why), "{proc}: {e}");
    }
}

#[test]
fn the_next_step_on_mn_alphabeta_agrees_with_the_run_record() {
    // The parent's running alpha (max-position) or beta (min-position) after the next
    // position returns is what the trace's take at the parent reports (root: sta1's best so
    // far); a cut-off there is the trace's cutoff, and leaves the bound as it was.
    let mut kinds = [0usize; 3]; // take, cutoff, root
    for seed in 0..60u64 {
        let t = common::random_tree(seed, 4, 3, 9);
        if t.len() < 2 {
            continue;
        }
        let o = Options { trace: true, ..Options::default() };
        let Some(Trace::Mn(e)) = procedures::find("mn-alphabeta").unwrap().run(&t, &o).unwrap().trace else {
            panic!("an m&n trace")
        };
        for step in 0..=e.len() {
            let po = PracticeOptions { step, ..PracticeOptions::default() };
            let got = practice::expected(&t, Task::Next, "mn-alphabeta", &po);
            let next = (step..e.len()).find(|&i| matches!(e[i].event, MnEvent::Enter { at, .. } if at != t.root()));
            let Some(i) = next else {
                assert!(got.unwrap_err().to_string().contains("search is over"), "{}", ctx(seed, &t));
                continue;
            };
            let Ok(Answer::Next(a)) = got else { panic!("step {step}: {got:?}; {}", ctx(seed, &t)) };
            let MnEvent::Enter { at: q, .. } = e[i].event else { unreachable!() };
            let p = t.parent(q).unwrap();
            let here = format!("step {step}, next {}; {}", t.dewey(q), ctx(seed, &t));
            assert_eq!(a.examined, t.dewey(q).to_string(), "{here}");
            let leave = (i..e.len()).find(|&j| matches!(e[j].event, MnEvent::Leave { at, .. } if at == q)).unwrap();
            let after: Vec<&MnEvent> =
                e[leave + 1..].iter().map(|x| &x.event).filter(|x| !matches!(x, MnEvent::Inverse { .. })).collect();
            match after.first() {
                Some(MnEvent::Take { at, alpha, beta, .. }) if *at == p => {
                    assert!(!a.cutoff, "{here}");
                    assert_eq!(a.m, Num(alpha.or(*beta).unwrap()), "{here}");
                    kinds[0] += 1;
                }
                Some(MnEvent::Cutoff { at, .. }) if *at == p => {
                    assert!(a.cutoff, "{here}");
                    kinds[1] += 1;
                }
                Some(MnEvent::Root { u, best_so_far, taken, .. }) => {
                    assert!(!a.cutoff, "{here}");
                    assert_eq!(a.m, Num(if *taken { *u } else { *best_so_far }), "{here}");
                    kinds[2] += 1;
                }
                other => panic!("{here}: {other:?} after the leave"),
            }
            let c = practice::check(&t, Task::Next, "mn-alphabeta", &po, &Answer::Next(a.clone())).unwrap();
            assert!(c.correct && c.score == c.total, "{here}: {c:?}");
            let Num(Value(m)) = a.m;
            let wrong = if m.is_finite() { m + 1.0 } else { 0.0 };
            let off = NextAnswer { m: Num(Value(wrong)), cutoff: !a.cutoff, ..a.clone() };
            let c = practice::check(&t, Task::Next, "mn-alphabeta", &po, &Answer::Next(off)).unwrap();
            assert_eq!(c.score + 2, c.total, "{here}: a wrong bound and cutoff lose two points");
        }
    }
    assert!(kinds.iter().all(|&n| n > 20), "takes, cut-offs and root comparisons: {kinds:?}");
}

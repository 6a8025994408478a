//! The window task: search with a window (alpha, beta) other than (-inf, +inf) and predict
//! the outcome — fail low (v <= alpha: F(root) <= v), exact (alpha < v < beta: v = F(root))
//! or fail high (v >= beta: F(root) >= v), by K&M (9) — the value returned, and which
//! positions the window saves against the full window (K&M section 4). The saved positions
//! are given as subtree roots, as in the prune task.

use super::answer::{Num, WindowAnswer};
use super::feedback::{Check, Verdict};
use super::message::Message;
use super::prune::why_skipped;
use super::wording::name;
use super::{marks, PracticeOptions, Task};
use crate::aspiration::Outcome;
use crate::error::{Error, Result};
use crate::procedures::Entry;
use crate::record::{Record, Status};
use crate::search::Window;
use crate::tree::{NodeId, Tree};

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::FailLow => "fail_low",
        Outcome::Exact => "exact",
        Outcome::FailHigh => "fail_high",
    }
}

fn parse_outcome(s: &str) -> Result<Outcome> {
    match s.trim().to_ascii_lowercase().replace(['-', ' '], "_").as_str() {
        "fail_low" => Ok(Outcome::FailLow),
        "exact" => Ok(Outcome::Exact),
        "fail_high" => Ok(Outcome::FailHigh),
        _ => Err(Error::procedure(format!("outcome: '{s}' is not fail_low, exact or fail_high"))),
    }
}

/// An error unless `entry` takes a window (the task has nothing to ask of one that does not).
pub fn takes_window(entry: &Entry) -> Result<()> {
    if entry.takes_window {
        Ok(())
    } else {
        let takers: Vec<&str> = crate::procedures::all().iter().filter(|e| e.takes_window).map(|e| e.name).collect();
        Err(Error::procedure(format!(
            "the window task needs a procedure that takes a window; {} does not ({} do)",
            entry.name,
            takers.join(", ")
        )))
    }
}

/// The window of the task: an error unless `entry` takes a window and searches with one
/// other than (-inf, +inf) under `options` (F1 and branch-and-bound take beta only).
pub fn usable(entry: &Entry, options: &PracticeOptions) -> Result<Window> {
    takes_window(entry)?;
    let o = options.run_options(false)?;
    let w = o.window()?;
    if w == Window::FULL {
        return Err(Error::window(
            "the window task needs a window other than (-inf, +inf): give alpha and/or beta".into(),
        ));
    }
    if crate::recorder::window_of(entry, &o)? == Window::FULL {
        return Err(Error::window(format!(
            "{} searches with (-inf, beta) only: the window task needs a finite beta for it",
            entry.name
        )));
    }
    Ok(w)
}

/// The windowed run ([`usable`] says when there is none).
fn record(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<(Record, Window)> {
    let w = usable(entry, options)?;
    // The saved positions are part of the answer: the window analysis is asked for.
    let r = entry.run(tree, &crate::procedures::Options { analysis: true, ..options.run_options(false)? })?;
    if r.outcome.is_none() {
        return Err(Error::window(format!("{} searched with the full window: no outcome to predict", entry.name)));
    }
    Ok((r, w))
}

/// The roots of the saved subtrees, in tree order.
fn saved_roots(tree: &Tree, r: &Record) -> Vec<NodeId> {
    let mut flag = vec![false; tree.len()];
    for &p in r.window_effect.as_ref().map(|w| &w.saved[..]).unwrap_or(&[]) {
        flag[p as usize] = true;
    }
    let mut out = marks::roots_of_flags(tree, &flag);
    let rank = marks::preorder_rank(tree);
    out.sort_by_key(|&p| rank[p as usize]);
    out
}

fn outcome_of(r: &Record) -> Outcome {
    r.outcome.expect("a windowed run has an outcome")
}

/// The expected answer: `{outcome, value, saved: [Dewey, ...]}`.
pub fn expected(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<WindowAnswer> {
    let (r, _) = record(tree, entry, options)?;
    Ok(WindowAnswer {
        outcome: outcome_name(outcome_of(&r)).into(),
        value: Num(r.value),
        saved: Some(saved_roots(tree, &r).into_iter().map(|p| tree.dewey(p).to_string()).collect()),
    })
}

/// The outcome in words, in English and as a message (`practice-fb-window-<outcome>`).
fn explain_outcome(r: &Record, w: Window) -> (String, Message) {
    let v = r.value;
    let (a, b) = (w.alpha, w.beta);
    let p = r.procedure;
    let id = match outcome_of(r) {
        Outcome::FailLow => "practice-fb-window-fail-low",
        Outcome::Exact => "practice-fb-window-exact",
        Outcome::FailHigh => "practice-fb-window-fail-high",
    };
    let message = Message::new(id).text("proc", p).value("alpha", a).value("beta", b).value("value", v);
    let text = match outcome_of(r) {
        Outcome::FailLow => format!(
            "{p} with ({a}, {b}) returns {v} <= alpha: it fails low, so the root's value is at most {v} (K&M (9)); an \
             aspiration search re-searches with (-inf, {v}) (K&M §4)."
        ),
        Outcome::Exact => {
            format!(
                "{p} with ({a}, {b}) returns {v}, strictly inside the window: it is the root's exact value (K&M (9))."
            )
        }
        Outcome::FailHigh => format!(
            "{p} with ({a}, {b}) returns {v} >= beta: it fails high, so the root's value is at least {v} (K&M (9)); an \
             aspiration search re-searches with ({v}, +inf) (K&M §4)."
        ),
    };
    (text, message)
}

pub fn check(tree: &Tree, entry: &'static Entry, options: &PracticeOptions, answer: &WindowAnswer) -> Result<Check> {
    let given_outcome = parse_outcome(&answer.outcome)?;
    // The statement asks which positions the window saves: an answer that names none is
    // read as saying it saves none (not as one that skips the question).
    let given = marks::resolve(tree, "saved", answer.saved.as_deref().unwrap_or(&[]))?;
    let (r, w) = record(tree, entry, options)?;
    let root = tree.root();
    let (why, why_m) = explain_outcome(&r, w);
    let mut c = Check::new(Task::Window);
    let o = outcome_of(&r);
    if given_outcome == o {
        c.item(tree, root, true, Verdict::Right, (why.clone(), why_m.clone()));
    } else {
        let name = outcome_name(given_outcome);
        let m = Message::new("practice-fb-window-not").text("outcome", name).nested("why", why_m.clone());
        c.item(tree, root, true, Verdict::Wrong, (format!("Not {name}: {why}"), m));
    }
    if answer.value.is(r.value) {
        let m = Message::new("practice-fb-window-value").text("proc", r.procedure).value("value", r.value);
        c.item(tree, root, true, Verdict::Right, (format!("{} returns {}.", r.procedure, r.value), m));
    } else {
        let m = Message::new("practice-fb-window-value-wrong").value("given", answer.value.0).nested("why", why_m);
        c.item(tree, root, true, Verdict::Wrong, (format!("You gave {}: {why}", answer.value.0), m));
    }
    let expected = saved_roots(tree, &r);
    let mut is_expected = vec![false; tree.len()];
    for &p in &expected {
        is_expected[p as usize] = true;
    }
    let mut is_given = vec![false; tree.len()];
    for p in marks::roots(tree, &given) {
        is_given[p as usize] = true;
    }
    for p in tree.preorder() {
        let (e, g) = (is_expected[p as usize], is_given[p as usize]);
        let here = name(tree, p);
        let at = |id| Message::new(id).position("at", tree, p);
        let full = "examined with (-inf, +inf)";
        if e {
            let (skipped, m) = why_skipped(tree, &r, p, options.view);
            let why = format!("{here} is {full} and saved by the window: {skipped}.");
            let m = at("practice-fb-window-saved").nested("why", m);
            c.item(tree, p, true, if g { Verdict::Right } else { Verdict::Missed }, (why, m));
        } else if g {
            let sentence = if r.status[p as usize] == Status::Examined {
                (
                    format!("{here} is still examined with the window ({}, {}): nothing saved there.", w.alpha, w.beta),
                    at("practice-fb-window-examined").value("alpha", w.alpha).value("beta", w.beta),
                )
            } else if let Some(top) = marks::ancestor_in(tree, p, &is_expected) {
                (
                    format!("{here} is saved, but the saving starts higher up: mark {}.", name(tree, top)),
                    at("practice-fb-window-higher").position("top", tree, top),
                )
            } else {
                (
                    format!("{here} is not {full} either: the window saves nothing there."),
                    at("practice-fb-window-nothing"),
                )
            };
            c.item(tree, p, false, Verdict::Wrong, sentence);
        }
    }
    Ok(c)
}

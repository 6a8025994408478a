//! Diagnosis: which wrong rule an answer follows. On every check, the catalogue's mistakes
//! ([`crate::mutants`]: alpha-beta with one mistake each) answer the same task on the same
//! tree; a mistake whose answer the student's matches is named, with what it means in words.
//! Mutated algorithms explain much of the erroneous solutions of algorithm-simulation
//! exercises (Seppälä 2006); feedback that names the misconception helps more than right /
//! wrong alone (Gusukuma et al. 2018).
//!
//! The rules, for an answer that is not correct:
//! * The mistakes are mistakes in alpha-beta, so they are looked for only where the
//!   exercise's procedure gives K&M's F2's answer to this task on this tree (for `order`,
//!   always: the puzzle is about F2).
//! * A mistake applies to a task when its [`crate::mutants::Spec::tasks`] lists it and its
//!   answer on this tree differs from the correct one. For `next`, also only while its trace
//!   has made the same steps as F2's up to `step` (the same events at the same positions).
//! * `diagnosis` lists the mistakes under which the answer is right — checked by the same
//!   code as the answer itself, with the mistake as the procedure (so a subtree marked in full
//!   counts as its root, as in the check). For `order`: the mistakes that only change the
//!   tree (`right-to-left`, `minmax-swapped`), under which the student's order is a best one.
//! * When none matches, `closest` is the mistake whose answer differs from the student's in
//!   the fewest positions, if that is at most half the positions where the student's answer
//!   differs from the correct one (it then explains most of what is wrong); ties go to the
//!   first in the catalogue. None for `order`.
//! * An answer that says nothing has no diagnosis: none for an empty answer (no marks, no
//!   values, no order changed), and a mistake is named (or is the closest) only when the
//!   answer shares at least one mark with the mistake's own answer: a position both mark
//!   (or a subtree of one marked by the other), a value both give at the same position, the
//!   outcome, value or a saved position of the window task, a part of the next step. So a
//!   mistake whose answer is "nothing cut off" never matches an answer for having few marks.
//! * The cost is bounded: at most three runs of each mistake and one of F2 on the tree,
//!   and none on a tree of more than [`MAX_POSITIONS`] positions (exercises have at most
//!   1365).

pub use super::mistake::{Closest, Diagnosis, Message};

/// The largest tree a check diagnoses.
pub const MAX_POSITIONS: usize = 4096;

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub use imp::diagnose;

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod imp {
    use super::{Closest, Diagnosis, Message, MAX_POSITIONS};
    use crate::mutants::{How, Mutant};
    use crate::practice::message::Arg;
    use crate::practice::{check_task, expected, Answer, Check, OrderAnswer, PracticeOptions, Task, Verdict};
    use crate::procedures::{self, Kind};
    use crate::record::{KmEvent, Trace};
    use crate::tree::{NodeId, Tree};

    fn lead(task: Task) -> (&'static str, &'static str) {
        match task {
            Task::Prune => ("Your marks are", "Your marks are close to"),
            Task::Values => ("Your values are", "Your values are close to"),
            Task::Window => ("Your answer is", "Your answer is close to"),
            Task::Next => ("Your prediction is", "Your prediction is close to"),
            Task::Order => ("Your order is a best one", "Your order is close to a best one"),
        }
    }

    /// `words` as a message, `practice-dx-text`: the task, the mistake (whose clause the page
    /// has as `mutant-<id>-clause`), how many positions apart (`none`: it matches) and the
    /// example (the check's English sentence, or `none`; and its message, `exampleMessage`).
    fn message(task: Task, m: Mutant, example: &Option<Example>, near: Option<u32>) -> Message {
        let mut args = std::collections::BTreeMap::new();
        let text = |s: String| Arg::Text(s);
        args.insert("task", text(task.name().to_string()));
        args.insert("mutant", text(m.spec().id.to_string()));
        args.insert("near", text(near.map_or_else(|| "none".to_string(), |d| d.to_string())));
        args.insert("example", text(example.as_ref().map_or_else(|| "none".to_string(), |e| e.0.clone())));
        if let Some((_, Some(said))) = example {
            args.insert("exampleMessage", Arg::Message(Box::new(said.clone())));
        }
        Message { id: "practice-dx-text", args }
    }

    /// The check's sentence an example quotes: in English and as its message.
    type Example = (String, Option<crate::practice::message::Message>);

    fn words(task: Task, m: Mutant, example: Option<String>, near: Option<u32>) -> String {
        let s = m.spec();
        let (exact, close) = lead(task);
        let t = match (task, near) {
            (Task::Order, None) => format!("{exact} if {}.", s.clause),
            (Task::Order, Some(_)) => format!("{close} if {}.", s.clause),
            (_, None) => format!("{exact} what alpha-beta gives if {}.", s.clause),
            (_, Some(d)) => format!(
                "{close} what alpha-beta gives if {} ({d} position{} differ{}).",
                s.clause,
                if d == 1 { "" } else { "s" },
                if d == 1 { "s" } else { "" }
            ),
        };
        // In the page's symbols (α-β, ≥, −), as the feedback sentences are.
        let mut t = crate::practice::typeset::typeset(&t);
        if let Some(e) = example {
            t.push_str(" Here that means: ");
            t.push_str(&e);
        }
        t
    }

    /// What the mistake's own answer gets wrong first, in the words of the correct check: the
    /// first position where it parts from the procedure's answer.
    fn example(tree: &Tree, task: Task, proc: &str, options: &PracticeOptions, mine: &Answer) -> Option<Example> {
        let c = check_task(tree, task, proc, options, mine).ok()?;
        c.feedback.into_iter().find(|f| f.verdict != Verdict::Right).map(|f| (f.sentence, f.message))
    }

    /// The events of F2's and the mistake's traces agree, position for position, on the
    /// first `step` events (the student has seen F2's).
    fn same_steps(tree: &Tree, name: &str, options: &PracticeOptions) -> bool {
        let key = |e: &KmEvent| -> (u8, NodeId) {
            match *e {
                KmEvent::Enter { at, .. } => (0, at),
                KmEvent::Terminal { at, .. } => (1, at),
                KmEvent::Update { child, .. } => (2, child),
                KmEvent::Cutoff { at, .. } => (3, at),
                KmEvent::Leave { at, .. } => (4, at),
                KmEvent::Research { child, .. } => (5, child),
                KmEvent::Recall { at, .. } => (6, at),
            }
        };
        let events = |name: &str| -> Option<Vec<(u8, NodeId)>> {
            let o = options.run_options(true).ok()?;
            match procedures::find(name).ok()?.run(tree, &o).ok()?.trace {
                Some(Trace::Km(e)) => Some(e.iter().map(key).collect()),
                _ => None,
            }
        };
        match (events("F2"), events(name)) {
            (Some(a), Some(b)) => {
                a.len() >= options.step && b.len() >= options.step && a[..options.step] == b[..options.step]
            }
            _ => false,
        }
    }

    /// For the ordering puzzle: whether `answer` is a best order under the mistake (only the
    /// mistakes that change the tree, not the rule: their optimum is F2's on the changed tree).
    fn order_fits(tree: &Tree, m: Mutant, answer: &OrderAnswer) -> bool {
        match m.spec().how {
            How::Mirror => {
                // Examined last to first: the order that is best read backwards.
                let mut reversed = OrderAnswer::default();
                for p in tree.preorder().filter(|&p| !tree.is_terminal(p)) {
                    let key = tree.dewey(p).to_string();
                    let given: Vec<u32> =
                        answer.order.get(&key).cloned().unwrap_or_else(|| (1..=tree.degree(p)).collect());
                    reversed.order.insert(key, given.into_iter().rev().collect());
                }
                crate::practice::order::check(tree, &reversed).is_ok_and(|c| c.correct)
            }
            How::Negate => {
                crate::practice::order::check(&crate::mutants::negated(tree), answer).is_ok_and(|c| c.correct)
            }
            How::Rule(_) | How::Reading(..) => false,
        }
    }

    struct Outcome {
        correct: bool,
        differences: u32,
    }

    /// Whether `answer` says anything: a mark, a value, an order other than the tree's.
    fn says_something(tree: &Tree, answer: &Answer) -> bool {
        match answer {
            Answer::Prune(a) => !a.pruned.is_empty(),
            Answer::Values(a) => !a.values.is_empty(),
            Answer::Window(_) | Answer::Next(_) => true,
            Answer::Order(a) => a.order.iter().any(|(k, perm)| {
                let d = tree.position(k).map_or(0, |p| tree.degree(p));
                perm.iter().copied().ne(1..=d)
            }),
        }
    }

    /// Whether the student's answer `given` shares at least one mark with the mistake's
    /// answer `mine` (see the module doc).
    fn shares_a_mark(tree: &Tree, mine: &Answer, given: &Answer) -> bool {
        use crate::practice::marks;
        match (mine, given) {
            (Answer::Prune(m), Answer::Prune(g)) => {
                let (Ok(m), Ok(g)) =
                    (marks::resolve(tree, "pruned", &m.pruned), marks::resolve(tree, "pruned", &g.pruned))
                else {
                    return false;
                };
                let (cm, cg) = (marks::covered(tree, &m), marks::covered(tree, &g));
                cm.iter().zip(&cg).any(|(a, b)| *a && *b)
            }
            (Answer::Values(m), Answer::Values(g)) => {
                g.values.iter().any(|(k, v)| m.values.get(k).is_some_and(|w| v.is(w.0)))
            }
            (Answer::Window(m), Answer::Window(g)) => {
                let saved = |a: &crate::practice::WindowAnswer| -> Vec<bool> {
                    let s = marks::resolve(tree, "saved", a.saved.as_deref().unwrap_or(&[])).unwrap_or_default();
                    marks::covered(tree, &s)
                };
                m.outcome.trim().eq_ignore_ascii_case(g.outcome.trim())
                    || g.value.is(m.value.0)
                    || saved(m).iter().zip(saved(g)).any(|(a, b)| *a && b)
            }
            (Answer::Next(m), Answer::Next(g)) => {
                m.examined.trim() == g.examined.trim() || m.cutoff == g.cutoff || g.m.is(m.m.0)
            }
            _ => true,
        }
    }

    /// How many positions are in one of the prune answers' sets of cut-off roots and not in
    /// the other (a mark below another is redundant, as in the check); None for an answer
    /// naming an unknown position.
    fn prune_differences(
        tree: &Tree,
        want: &crate::practice::PruneAnswer,
        given: &crate::practice::PruneAnswer,
    ) -> Option<u32> {
        use crate::practice::marks;
        let roots = |a: &crate::practice::PruneAnswer| -> Option<std::collections::BTreeSet<NodeId>> {
            let marked = marks::resolve(tree, "pruned", &a.pruned).ok()?;
            Some(marks::roots(tree, &marked).into_iter().collect())
        };
        let (w, g) = (roots(want)?, roots(given)?);
        Some(w.symmetric_difference(&g).count() as u32)
    }

    /// The mistakes the answer follows, and the closest one when none does (see the module
    /// doc). `check` is the answer's check against the exercise's procedure.
    pub fn diagnose(
        tree: &Tree,
        task: Task,
        proc: &str,
        options: &PracticeOptions,
        answer: &Answer,
        check: &Check,
    ) -> (Vec<Diagnosis>, Option<Closest>) {
        let mut found = Vec::new();
        if check.correct || tree.len() > MAX_POSITIONS || !says_something(tree, answer) {
            return (found, None);
        }
        let correct = if task == Task::Order {
            None
        } else {
            let Ok(correct) = expected(tree, task, proc, options) else { return (found, None) };
            if expected(tree, task, "F2", options).ok().as_ref() != Some(&correct) {
                return (found, None);
            }
            Some(correct)
        };
        let wrong_here = (check.missed.len() + check.wrong.len()) as u32;
        let mut near: Option<(u32, Mutant, Answer)> = None;
        for e in procedures::mutants() {
            let Kind::Mutant(m) = e.kind else { continue };
            if !m.takes(task.name()) {
                continue;
            }
            let s = m.spec();
            if let (Task::Order, Answer::Order(a)) = (task, answer) {
                if order_fits(tree, m, a) {
                    found.push(Diagnosis {
                        id: s.id,
                        title: s.title,
                        text: words(task, m, None, None),
                        message: message(task, m, &None, None),
                        explanation: s.explanation,
                    });
                }
                continue;
            }
            let Ok(mine) = expected(tree, task, e.name, options) else { continue };
            if Some(&mine) == correct.as_ref() {
                continue;
            }
            if task == Task::Next && !same_steps(tree, e.name, options) {
                continue;
            }
            if !shares_a_mark(tree, &mine, answer) {
                continue;
            }
            // The prune task's check counts exactly the positions in one set of cut-off roots
            // and not the other: compared directly, without the check's sentences.
            let c = match (&mine, answer) {
                (Answer::Prune(want), Answer::Prune(given)) => match prune_differences(tree, want, given) {
                    Some(d) => Outcome { correct: d == 0, differences: d },
                    None => continue,
                },
                _ => {
                    let Ok(c) = check_task(tree, task, e.name, options, answer) else { continue };
                    Outcome { correct: c.correct, differences: (c.missed.len() + c.wrong.len()) as u32 }
                }
            };
            if c.correct {
                let ex = example(tree, task, proc, options, &mine);
                found.push(Diagnosis {
                    id: s.id,
                    title: s.title,
                    message: message(task, m, &ex, None),
                    text: words(task, m, ex.map(|e| e.0), None),
                    explanation: s.explanation,
                });
            } else {
                let d = c.differences;
                if near.as_ref().is_none_or(|(best, ..)| d < *best) {
                    near = Some((d, m, mine));
                }
            }
        }
        if !found.is_empty() {
            return (found, None);
        }
        let closest = near.filter(|(d, ..)| 2 * d <= wrong_here).map(|(d, m, mine)| {
            let s = m.spec();
            let ex = example(tree, task, proc, options, &mine);
            Closest {
                id: s.id,
                title: s.title,
                message: message(task, m, &ex, Some(d)),
                text: words(task, m, ex.map(|e| e.0), Some(d)),
                explanation: s.explanation,
                differences: d,
            }
        });
        (found, closest)
    }
}

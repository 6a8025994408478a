//! One hint per exercise: where to look, computed from the run's record, without giving the
//! answer. A hint names a position and the bound or window that decides what happens there:
//!
//! * prune and window: the first cutoff of the run, and the ancestor whose bound causes it
//!   (K&M §2: F2's beta at a position is -m of its parent, passed down; a deep cutoff uses the
//!   bound of an ancestor two or more levels up);
//! * values: the first examined interior position that returns a bound, not its value, and
//!   the window it was called with (K&M (6), (9));
//! * next: the parent of the next position examined, where the cutoff question is decided;
//! * order: the root, whose first successor should be its best (K&M Theorem 1: with perfect
//!   ordering F2 examines exactly the critical positions, Corollary 3's minimum on a uniform
//!   tree).
//!
//! The page counts each hint used in the score it shows and in the attempt record.

use super::message::Message;
use super::typeset::typeset;
use super::values::returned;
use super::wording::{name, ordinal};
use super::{PracticeOptions, Task};
use crate::error::Result;
use crate::procedures::Entry;
use crate::record::{Bound, Record};
use crate::tree::Tree;
use serde::Serialize;

/// A hint: the position it is about (Dewey, "" the root) and the sentence, in English
/// (`text`, the CLI's) and as the page's message (`practice-hint-…`, see [`Message`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint {
    pub position: String,
    pub text: String,
    pub message: Message,
}

fn record(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Record> {
    entry.run(tree, &options.run_options(false)?)
}

/// The hint for `task` on `tree` with procedure `entry`.
pub fn hint(tree: &Tree, task: Task, entry: &'static Entry, options: &PracticeOptions) -> Result<Hint> {
    let h = raw(tree, task, entry, options)?;
    Ok(Hint { text: typeset(&h.text), ..h })
}

fn raw(tree: &Tree, task: Task, entry: &'static Entry, options: &PracticeOptions) -> Result<Hint> {
    let root = tree.root();
    let at = |p| (tree.dewey(p).to_string(), name(tree, p));
    Ok(match task {
        Task::Prune | Task::Window => {
            // The window task is about a window other than (-inf, +inf): without one there is
            // no such exercise, and its hint is refused as its answer is (window.rs).
            if task == Task::Window {
                super::window::usable(entry, options)?;
            }
            let r = record(tree, entry, options)?;
            match r.cutoffs.first() {
                Some(c) => {
                    let (position, here) = at(c.at);
                    let (whose, message) = match c.from {
                        Some(a) if Some(a) == tree.parent(c.at) => (
                            format!("the bound {} passes to {here}", name(tree, a)),
                            Message::new("practice-hint-cutoff-parent").position("from", tree, a),
                        ),
                        Some(a) => (
                            format!(
                                "the bound {} passes down to {here}, {} levels below it",
                                name(tree, a),
                                tree.depth(c.at) - tree.depth(a)
                            ),
                            Message::new("practice-hint-cutoff-ancestor")
                                .position("from", tree, a)
                                .number("levels", (tree.depth(c.at) - tree.depth(a)) as i64),
                        ),
                        None if c.at == root => {
                            ("the root's window".to_string(), Message::new("practice-hint-cutoff-root"))
                        }
                        None => {
                            (format!("the window {here} is called with"), Message::new("practice-hint-cutoff-window"))
                        }
                    };
                    Hint {
                        message: message.position("at", tree, c.at).number("after", c.after),
                        position,
                        text: format!(
                            "Look at {whose}: after {here}'s {} successor returns, compare the value so far with that bound.",
                            ordinal(c.after)
                        ),
                    }
                }
                None => Hint {
                    position: String::new(),
                    message: Message::new("practice-hint-bounds"),
                    text: "Follow the bounds each position passes to its successors: a position is skipped only when \
                           an earlier sibling's value already reaches the bound its parent holds."
                        .into(),
                },
            }
        }
        Task::Values => {
            let r = record(tree, entry, options)?;
            let bounded = tree.preorder().find(|&p| {
                !tree.is_terminal(p)
                    && returned(tree, &r, p, options.view)
                        .is_some_and(|x| matches!(x.bound, Some(Bound::Lower | Bound::Upper)))
            });
            match bounded {
                Some(p) => {
                    let (position, here) = at(p);
                    let w = returned(tree, &r, p, options.view).and_then(|x| x.window);
                    let window = w.map(|(a, b)| format!(" (alpha, beta) = ({a}, {b})")).unwrap_or_default();
                    let message = match w {
                        Some((a, b)) => Message::new("practice-hint-values-window").value("alpha", a).value("beta", b),
                        None => Message::new("practice-hint-values"),
                    };
                    Hint {
                        message: message.position("at", tree, p),
                        position,
                        text: format!(
                            "Look at the window{window} {here} is called with: a value that does not fall strictly \
                             inside it is a bound, not the exact value (K&M (6), (9))."
                        ),
                    }
                }
                None => Hint {
                    position: String::new(),
                    message: Message::new("practice-hint-values-bottom"),
                    text: "Start at the bottom: each examined position returns the best value of its examined \
                           successors for the player to move there."
                        .into(),
                },
            }
        }
        Task::Next => {
            let e = super::next::expected(tree, entry, options)?;
            let q = tree.position(&e.examined)?;
            let p = tree.parent(q).unwrap_or(root);
            let (position, here) = at(p);
            Hint {
                position,
                message: Message::new("practice-hint-next").position("at", tree, p),
                text: format!(
                    "Look at {here} in the call stack: which of its successors has not been examined yet, and will \
                     the value it returns make {here}'s m reach its beta?"
                ),
            }
        }
        Task::Order => Hint {
            position: String::new(),
            message: Message::new("practice-hint-order"),
            text: "Start at the root: put first the successor that is best for the player to move there, then do \
                   the same below it; with the best successor first everywhere F2 examines exactly the critical \
                   positions (K&M, Theorem 1)."
                .into(),
        },
    })
}

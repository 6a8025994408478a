//! Practice: everything an exercise needs that is not drawing, as data, so that the CLI,
//! the page and the course element set and check exercises alike.
//!
//! * [`exercise`]: a tree from a seed and a difficulty, and the short text form of an
//!   exercise for links (`prune.F2.s123.d3h4.good.v-9..9`); [`ExerciseSet`] a list of them.
//! * The five tasks, one file each: [`prune`] (the cut-off roots), [`values`] (the value,
//!   exact or a bound by K&M (6)/(9), each examined interior position returns), [`window`]
//!   (an aspiration window's outcome, value and savings, K&M section 4), [`next`] (the next
//!   step of a step-through, from the record's trace), [`order`] (a successor ordering that
//!   makes F2 examine few terminals, against Corollary 3's minimum and the best achievable).
//!
//! For every task [`expected`] gives the answer (a value of the same shape a student
//! submits, so that submitting it scores total/total) and [`check`] compares an answer with
//! it, per position: right, missed or wrong, each with the sentence that explains it. The
//! answers are computed from the run [`Record`](crate::record::Record) of the chosen
//! procedure: nothing here re-implements a search (except the ordering puzzle's optimum,
//! which needs every ordering's cost; see [`order`]).
//!
//! A check's result is [`feedback::Check`] (the data, scored); its sentences are worded by
//! [`wording`] (names, ordinals, why a cutoff happened) and set by [`typeset`] (≥, α, −∞),
//! and each also travels as a [`message::Message`] of the page's languages. The type is
//! apart from its wording, so the tasks' files and the check name each other in one
//! direction only (`tests/module_graph.rs`).
//!
//! Positions are named by Dewey strings (`"2.1.2"`, `""` the root), as a student reads them.

pub mod answer;
pub mod diagnosis;
pub mod exercise;
pub mod feedback;
pub mod hint;
pub mod marks;
pub mod message;
pub mod mistake;
pub mod next;
pub mod order;
pub mod prune;
pub mod typeset;
pub mod values;
pub mod window;
pub mod wording;

pub use answer::{Answer, NextAnswer, Num, OrderAnswer, PruneAnswer, ValuesAnswer, WindowAnswer};
pub use exercise::{Exercise, ExerciseSet, ExerciseSpec, Ordering};
pub use feedback::{Check, Feedback, Verdict};

use crate::error::{Error, Result};
use crate::procedures::{self, Entry, Options};
use crate::score::Score;
use crate::tree::Tree;
use serde::{Deserialize, Serialize};

/// The tasks an exercise can set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Mark the positions the procedure does not examine (the cut-off roots).
    #[default]
    Prune,
    /// The value each examined interior position returns, and whether it is a bound.
    Values,
    /// For a window (alpha, beta): outcome, value, positions saved.
    Window,
    /// During a step-through: what happens next.
    Next,
    /// Reorder successors so that F2 examines as few terminals as possible.
    Order,
}

impl Task {
    pub const ALL: [Task; 5] = [Task::Prune, Task::Values, Task::Window, Task::Next, Task::Order];

    pub fn name(self) -> &'static str {
        match self {
            Task::Prune => "prune",
            Task::Values => "values",
            Task::Window => "window",
            Task::Next => "next",
            Task::Order => "order",
        }
    }
}

impl std::fmt::Display for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Task {
    type Err = Error;
    fn from_str(s: &str) -> Result<Task> {
        let t = s.trim().to_ascii_lowercase();
        Task::ALL.into_iter().find(|k| k.name() == t).ok_or_else(|| {
            Error::procedure(format!("unknown task '{s}': expected prune, values, window, next or order"))
                .said(crate::error::ErrorMessage::new("e-task").text("task", s))
        })
    }
}

/// Whose standpoint values are given from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum View {
    /// Max's standpoint everywhere, as courses teach (the default).
    #[default]
    Minimax,
    /// The standpoint of the player to move at each position (K&M's F(p)).
    Negamax,
}

impl View {
    pub fn name(self) -> &'static str {
        match self {
            View::Minimax => "minimax",
            View::Negamax => "negamax",
        }
    }
}

/// The settings of a practice task. From JS: an object with these camelCase fields, all
/// optional: `{alpha, beta, view, step, literal, m, n, backup, tie}`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct PracticeOptions {
    /// The root window (the window task needs one other than (-inf, +inf); F1 takes beta as
    /// its bound); absent or null: the infinite end.
    pub alpha: Option<Score>,
    pub beta: Option<Score>,
    /// The values task: minimax (default) or negamax.
    pub view: View,
    /// The next task: the number of trace events already shown (0: nothing yet).
    pub step: usize,
    /// The catalogue's options ([`procedures::Options`]).
    pub literal: bool,
    pub m: Option<usize>,
    pub n: Option<usize>,
    pub backup: Option<String>,
    pub tie: Option<String>,
}

impl PracticeOptions {
    /// The run options of the catalogue for these settings.
    pub fn run_options(&self, trace: bool) -> Result<Options> {
        let mut o = Options { trace, literal: self.literal, ..Options::default() };
        o.alpha = self.alpha.unwrap_or(Score::NEG_INF);
        o.beta = self.beta.unwrap_or(Score::INF);
        if let Some(m) = self.m {
            o.m = m;
        }
        if let Some(n) = self.n {
            o.n = n;
        }
        if let Some(b) = &self.backup {
            o.set("backup", b)?;
        }
        if let Some(t) = &self.tie {
            o.set("tie", t)?;
        }
        Ok(o)
    }
}

/// The procedure a task runs: `proc` from the catalogue (F2 when empty).
pub fn procedure(name: &str) -> Result<&'static Entry> {
    procedures::find(if name.trim().is_empty() { "F2" } else { name })
}

/// The expected answer of `task` for procedure `proc` on `tree`.
pub fn expected(tree: &Tree, task: Task, proc: &str, options: &PracticeOptions) -> Result<Answer> {
    let entry = procedure(proc)?;
    Ok(match task {
        Task::Prune => Answer::Prune(prune::expected(tree, entry, options)?),
        Task::Values => Answer::Values(values::expected(tree, entry, options)?),
        Task::Window => Answer::Window(window::expected(tree, entry, options)?),
        Task::Next => Answer::Next(next::expected(tree, entry, options)?),
        Task::Order => Answer::Order(order::expected(tree)?),
    })
}

/// Checks `answer` (of `task`'s shape) against the expected answer, and says which of the
/// catalogue's mistakes it follows ([`diagnosis`]: `diagnosis`, `closest`). A malformed
/// answer is an error, with no diagnosis.
pub fn check(tree: &Tree, task: Task, proc: &str, options: &PracticeOptions, answer: &Answer) -> Result<Check> {
    #[allow(unused_mut)]
    let mut c = check_task(tree, task, proc, options, answer)?;
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    {
        (c.diagnosis, c.closest) = diagnosis::diagnose(tree, task, proc, options, answer, &c);
    }
    Ok(c)
}

/// [`check`] without the diagnosis.
pub(crate) fn check_task(
    tree: &Tree,
    task: Task,
    proc: &str,
    options: &PracticeOptions,
    answer: &Answer,
) -> Result<Check> {
    let entry = procedure(proc)?;
    match (task, answer) {
        (Task::Prune, Answer::Prune(a)) => prune::check(tree, entry, options, a),
        (Task::Values, Answer::Values(a)) => values::check(tree, entry, options, a),
        (Task::Window, Answer::Window(a)) => window::check(tree, entry, options, a),
        (Task::Next, Answer::Next(a)) => next::check(tree, entry, options, a),
        (Task::Order, Answer::Order(a)) => order::check(tree, a),
        (t, a) => Err(Error::procedure(format!("a {} answer was given for the {t} task", a.task()))),
    }
}

/// A short statement of the task, for the CLI and a worksheet.
/// [`statement`] as a message (`practice-ex-statement-<task>`), for the page to word in its
/// language: the procedure, and the view, the window (as [`statement`] prints it) or the step
/// where the task names one.
pub fn statement_message(task: Task, entry: &Entry, options: &PracticeOptions) -> message::Message {
    use message::Message;
    let p = entry.abbrev;
    match task {
        Task::Prune => Message::new("practice-ex-statement-prune").text("proc", p),
        Task::Values => Message::new("practice-ex-statement-values").text("proc", p).text("view", options.view.name()),
        Task::Window => Message::new("practice-ex-statement-window")
            .text("proc", p)
            .text("alpha", options.alpha.unwrap_or(Score::NEG_INF).to_string())
            .text("beta", options.beta.unwrap_or(Score::INF).to_string()),
        Task::Next => Message::new("practice-ex-statement-next").text("proc", p).number("step", options.step as i64),
        Task::Order => Message::new("practice-ex-statement-order"),
    }
}

pub fn statement(task: Task, entry: &Entry, options: &PracticeOptions) -> String {
    let p = entry.abbrev;
    match task {
        Task::Prune => format!(
            "Mark the positions {p} does not examine: each position not examined whose parent is examined \
             (marking it covers its whole subtree)."
        ),
        Task::Values => format!(
            "Give the value {p} returns at each examined interior position ({}), and whether it is exact, \
             a lower or an upper bound (K&M (6), (9)).",
            match options.view {
                View::Minimax => "from Max's standpoint",
                View::Negamax => "from the standpoint of the player to move there",
            }
        ),
        Task::Window => format!(
            "Search with the window (alpha, beta) = ({}, {}): does {p} fail low, return the exact value, or fail \
             high? What value does it return, and which positions does the window save against (-inf, +inf)?",
            options.alpha.unwrap_or(Score::NEG_INF),
            options.beta.unwrap_or(Score::INF)
        ),
        Task::Next => format!(
            "After step {} of {p}'s trace: which position is examined next, does its parent cut off after it, and \
             what does the parent's m become?",
            options.step
        ),
        Task::Order => "Reorder the successors so that F2 examines as few terminal positions as possible.".to_string(),
    }
}

//! Worksheets: a tree (or an exercise) as LaTeX with the `forest` package (TikZ), for
//! printed exercises. Max's positions are squares and Min's circles, as on the page; terminal
//! values are printed; Dewey labels are optional. With the solution, the positions the
//! procedure does not examine are grey with dashed edges, and each cut-off root's edge
//! carries a cut mark; every examined interior position shows the value it returns, a
//! lower bound as `>= v` and an upper bound as `<= v` (K&M (6), (9)), from Max's
//! standpoint unless the negamax view is asked for.
//!
//! Output is a fragment (a `forest` environment and the `\forestset` it needs; the
//! preamble must load `forest`) or a complete document (`\documentclass{article}`,
//! `\usepackage{forest}`). Everything user-provided (title, statement) is escaped.

use crate::error::{Error, Result};
use crate::practice::{self, values, ExerciseSpec, PracticeOptions, View};
use crate::record::{Bound, Record, Status, Value};
use crate::score::Score;
use crate::tree::{NodeId, Tree};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The largest tree a worksheet draws (a page holds far fewer).
pub const MAX_POSITIONS: usize = 2000;
/// The deepest.
pub const MAX_HEIGHT: u32 = 30;

/// Worksheet settings. From JS: `{solution, standalone, dewey, proc, alpha, beta, view,
/// title, statement, id, link}`, all optional.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct WorksheetOptions {
    /// Fill in the solution (pruned branches, values, bounds).
    pub solution: bool,
    /// A complete document instead of a fragment.
    pub standalone: bool,
    /// Label positions with their Dewey coordinates.
    pub dewey: bool,
    /// The procedure of the solution (F2 by default).
    pub proc: String,
    pub alpha: Option<Score>,
    pub beta: Option<Score>,
    pub view: View,
    /// A heading and a task statement (escaped).
    pub title: Option<String>,
    pub statement: Option<String>,
    /// An identifier in small print under the title (an exercise's text).
    pub id: Option<String>,
    /// A link printed as a QR code beside the title (the page that shows it interactively).
    pub link: Option<String>,
}

impl Default for WorksheetOptions {
    fn default() -> WorksheetOptions {
        WorksheetOptions {
            solution: false,
            standalone: false,
            dewey: false,
            proc: "F2".into(),
            alpha: None,
            beta: None,
            view: View::Minimax,
            title: None,
            statement: None,
            id: None,
            link: None,
        }
    }
}

/// Escapes text for LaTeX: the ten special characters become their commands.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '$' => out.push_str("\\$"),
            '&' => out.push_str("\\&"),
            '#' => out.push_str("\\#"),
            '%' => out.push_str("\\%"),
            '_' => out.push_str("\\_"),
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '\n' | '\r' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A value in math mode: `-3`, `\infty`, `2.5`.
fn math(v: Value) -> String {
    match v.to_string().as_str() {
        "+inf" => "\\infty".into(),
        "-inf" => "-\\infty".into(),
        s => s.into(),
    }
}

/// The node styles: Max squares, Min circles, pruned grey and dashed, a cut mark.
pub const FORESTSET: &str = r"\forestset{
  gt max/.style={rectangle, draw, minimum size=1.7em},
  gt min/.style={circle, draw, minimum size=1.9em},
  gt pruned/.style={draw=gray, text=gray, dashed, edge={dashed, gray}},
  gt cut/.style={edge label={node[midway, fill=white, inner sep=0.5pt, font=\scriptsize]{$\times$}}},
  gt tree/.style={for tree={inner sep=1pt, l sep=1.4em, s sep=0.5em, font=\small, anchor=center}},
}";

struct Solution {
    record: Record,
    view: View,
}

fn content(tree: &Tree, p: NodeId, sol: Option<&Solution>) -> String {
    if tree.is_terminal(p) {
        return format!("${}$", math(Value(tree.value(p) as f64)));
    }
    let Some(s) = sol else { return String::new() };
    if s.record.status[p as usize] != Status::Examined {
        return String::new();
    }
    match values::returned(tree, &s.record, p, s.view) {
        Some(x) => match x.bound {
            Some(Bound::Lower) => format!("$\\geq {}$", math(x.value)),
            Some(Bound::Upper) => format!("$\\leq {}$", math(x.value)),
            _ => format!("${}$", math(x.value)),
        },
        None => String::new(),
    }
}

fn node(tree: &Tree, p: NodeId, sol: Option<&Solution>, dewey: bool, out: &mut String) {
    let depth = tree.depth(p) as usize;
    let indent = "  ".repeat(depth);
    let mut opts = vec![if tree.is_max(p) { "gt max" } else { "gt min" }.to_string()];
    if let Some(s) = sol {
        if s.record.status[p as usize] != Status::Examined {
            opts.push("gt pruned".into());
            if tree.parent(p).is_some_and(|q| s.record.status[q as usize] == Status::Examined) {
                opts.push("gt cut".into());
            }
        }
    }
    if dewey && p != tree.root() {
        // Terminals side by side leave no room at their left: their labels go below.
        let side = if tree.is_terminal(p) { "below" } else { "left" };
        opts.push(format!("label={{[font=\\tiny, gray]{side}:{}}}", escape(&tree.dewey(p).to_string())));
    }
    let _ = write!(out, "{indent}[{{{}}}, {}", content(tree, p, sol), opts.join(", "));
    if tree.is_terminal(p) {
        out.push_str("]\n");
        return;
    }
    out.push('\n');
    for c in tree.children(p) {
        node(tree, c, sol, dewey, out);
    }
    let _ = writeln!(out, "{indent}]");
}

/// The `forest` environment of `tree` (with the solution when `sol` is given).
fn forest(tree: &Tree, sol: Option<&Solution>, dewey: bool) -> String {
    let mut s = String::from("\\begin{forest}\n  gt tree\n");
    node(tree, tree.root(), sol, dewey, &mut s);
    s.push_str("\\end{forest}\n");
    s
}

/// The worksheet of `tree` with `o`.
pub fn worksheet(tree: &Tree, o: &WorksheetOptions) -> Result<String> {
    if tree.len() > MAX_POSITIONS || tree.height() > MAX_HEIGHT {
        return Err(Error::Limit(format!(
            "a worksheet draws trees of at most {MAX_POSITIONS} positions and height {MAX_HEIGHT} (this one: {} \
             positions, height {})",
            tree.len(),
            tree.height()
        )));
    }
    let entry = practice::procedure(&o.proc)?;
    let po = PracticeOptions { alpha: o.alpha, beta: o.beta, view: o.view, ..PracticeOptions::default() };
    let sol = if o.solution {
        Some(Solution { record: entry.run(tree, &po.run_options(false)?)?, view: o.view })
    } else {
        None
    };
    let qr = o.link.as_deref().map(crate::qr::encode).transpose()?;
    let mut body = String::new();
    if qr.is_some() {
        // The QR code floats right of the heading: a printed sheet leads back to the page.
        body.push_str("\\begin{minipage}[t]{\\dimexpr\\linewidth-3.4cm\\relax}\n");
    }
    if let Some(t) = &o.title {
        let _ = writeln!(body, "\\section*{{{}}}", escape(t));
    }
    if let Some(id) = &o.id {
        let _ = writeln!(body, "\\noindent{{\\small\\texttt{{{}}}}}\\par\\medskip\n", escape(id));
    }
    if let (Some(qr), Some(link)) = (&qr, &o.link) {
        body.push_str("\\end{minipage}\\hfill\n\\begin{minipage}[t]{3cm}\\vspace{0pt}\n");
        body.push_str(&crate::qr::latex_picture(qr, "3cm"));
        let _ = writeln!(body, "\n{{\\tiny\\raggedright {}\\par}}\n\\end{{minipage}}\n", escape(link));
    }
    if let Some(s) = &o.statement {
        let _ = writeln!(body, "{}\n", escape(s));
    }
    body.push_str("\\begin{center}\n\\resizebox{\\ifdim\\width>\\linewidth\\linewidth\\else\\width\\fi}{!}{%\n");
    body.push_str(&forest(tree, sol.as_ref(), o.dewey));
    body.push_str("}\n\\end{center}\n");
    if let Some(s) = &sol {
        let r = &s.record;
        let pruned = practice::prune::cut_roots(tree, r);
        let names: Vec<String> = pruned.iter().map(|&p| tree.dewey(p).to_string()).collect();
        let _ = writeln!(
            body,
            "\n\\noindent Solution ({}): the value is ${}${}; {} of {} positions examined{}.",
            escape(entry.abbrev),
            math(r.value),
            match r.outcome {
                Some(crate::aspiration::Outcome::FailLow) => " (fail low: an upper bound)",
                Some(crate::aspiration::Outcome::FailHigh) => " (fail high: a lower bound)",
                _ => "",
            },
            r.counts.positions,
            tree.len(),
            if names.is_empty() {
                String::new()
            } else {
                format!("; not examined below the cut marks: {}", escape(&names.join(", ")))
            }
        );
    }
    let mut out = String::new();
    if o.standalone {
        out.push_str(
            "\\documentclass{article}\n\\usepackage[margin=2cm]{geometry}\n\\usepackage{forest}\n\\usepackage{graphicx}\n",
        );
        out.push_str(FORESTSET);
        out.push_str("\n\\pagestyle{empty}\n\\begin{document}\n");
        out.push_str(&body);
        out.push_str("\\end{document}\n");
    } else {
        out.push_str("% Needs \\usepackage{forest} and \\usepackage{graphicx} in the preamble.\n");
        out.push_str(FORESTSET);
        out.push('\n');
        out.push_str(&body);
    }
    Ok(out)
}

/// The worksheet of an exercise: a title naming its task, its text in small print, its task
/// statement, its tree with Dewey labels (answers name positions by them).
pub fn exercise_worksheet(spec: &ExerciseSpec, solution: bool, standalone: bool) -> Result<String> {
    exercise_sheet(spec, &ExerciseSheet { solution, standalone, ..ExerciseSheet::default() })
}

/// How an exercise's worksheet is printed.
#[derive(Debug, Clone, Default)]
pub struct ExerciseSheet {
    pub solution: bool,
    pub standalone: bool,
    /// Its number in a set ("Exercise 3: ...").
    pub number: Option<usize>,
    /// The playground's address (e.g. `https://example.org/playground/`): the sheet gets a
    /// QR code of the exercise's link there (`BASE#mode=practice&ex=SPEC`).
    pub base: Option<String>,
}

/// The heading of a task ("mark the cutoffs").
pub fn task_title(task: practice::Task) -> &'static str {
    match task {
        practice::Task::Prune => "mark the cutoffs",
        practice::Task::Values => "the values returned",
        practice::Task::Window => "search with a window",
        practice::Task::Next => "the next step",
        practice::Task::Order => "order for the most cutoffs",
    }
}

/// The link of exercise `text` at the playground `base`.
pub fn exercise_link(base: &str, text: &str) -> String {
    let base = base.trim();
    let base = base.split('#').next().unwrap_or(base);
    format!("{base}#mode=practice&ex={text}")
}

/// The worksheet of an exercise with `o`.
pub fn exercise_sheet(spec: &ExerciseSpec, o: &ExerciseSheet) -> Result<String> {
    let (solution, standalone) = (o.solution, o.standalone);
    let ex = spec.generate()?;
    let tree = ex.spec.tree()?;
    let o = WorksheetOptions {
        solution,
        standalone,
        dewey: true,
        proc: ex.spec.proc.clone(),
        alpha: ex.spec.alpha,
        beta: ex.spec.beta,
        view: ex.spec.view,
        title: Some(match o.number {
            Some(n) => format!("Exercise {n}: {}", task_title(ex.spec.task)),
            None => format!("Exercise: {}", task_title(ex.spec.task)),
        }),
        statement: Some(ex.statement),
        id: Some(ex.text.clone()),
        link: o.base.as_deref().map(|b| exercise_link(b, &ex.text)),
    };
    worksheet(&tree, &o)
}

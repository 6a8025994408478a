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
//!
//! Printed values stay readable: a tree whose drawing is wider than the line at 7 pt values
//! (a height-4 degree-3 tree, 81 terminals, was scaled to about 0.3: 3 pt) is split into
//! figures, the top of the tree down to some depth and one figure per subtree below it
//! (`print_plan`), each scaled by a factor written out (`\scalebox`) from an estimate of its
//! width, so that every value prints at 7 pt or more.

use crate::error::{Error, ErrorMessage, Result};
use crate::practice::message::Message;
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
    /// The words of the sheet in the reader's language (the page's), where the English
    /// ones would be: the label before each part of a split tree ("Subtree") and the
    /// solution's sentence (the page words [`solution_message`]).
    pub subtree_label: Option<String>,
    pub solution_text: Option<String>,
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
            subtree_label: None,
            solution_text: None,
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
  gt min/.style={circle, draw, minimum size=1.7em},
  gt pruned/.style={draw=gray, text=gray, dashed, edge={dashed, gray}},
  gt cut/.style={edge label={node[midway, fill=white, inner sep=0.5pt, font=\scriptsize]{$\times$}}},
  gt tree/.style={for tree={inner sep=1pt, l sep=1.4em, s sep=0.5em, font=\small, anchor=center}},
  gt stub/.style={label={[font=\scriptsize]below:(subtree #1)}},
}";

/// The print geometry the drawing is estimated with, in TeX points: `\small` type (9 pt in
/// a 10 pt article), node and sibling sizes in `em` of the 10 pt type (the larger reading,
/// so estimates err wide), and the line of an A4 page with 2 cm margins (US letter's is wider).
mod print {
    pub const EM: f64 = 10.0;
    /// `minimum size=1.7em` of `gt max` and `gt min`.
    pub const NODE_MIN: f64 = 1.7 * EM;
    /// `s sep=0.5em`: between neighbouring nodes.
    pub const S_SEP: f64 = 0.5 * EM;
    /// The values' type: `font=\small`.
    pub const TYPE_PT: f64 = 9.0;
    /// The smallest printed value (after scaling).
    pub const MIN_PT: f64 = 7.0;
    pub const LINE: f64 = 483.0;
}

/// The width (pt) of a node's math content at `\small`: digits half an em, a minus sign,
/// `\geq`, `\leq` and `\infty` nearly a full one.
fn content_width(content: &str) -> f64 {
    let inner = content.trim_matches('$');
    let mut w = 0.0;
    let mut rest = inner;
    while let Some(c) = rest.chars().next() {
        let (adv, len) = if let Some(cmd) = ["\\geq", "\\leq", "\\infty"].iter().find(|c| rest.starts_with(**c)) {
            (9.0, cmd.len())
        } else {
            (
                match c {
                    '0'..='9' => 4.6,
                    '-' | '+' => 7.2,
                    '.' => 2.6,
                    ' ' => 0.0,
                    _ => 5.0,
                },
                c.len_utf8(),
            )
        };
        w += adv;
        rest = &rest[len..];
    }
    w
}

/// A node's width (pt): a square as wide as its content, a circle round it, never below the
/// minimum size; `inner sep=1pt` on each side.
fn node_width(tree: &Tree, p: NodeId, content: &str) -> f64 {
    let w = content_width(content) + 2.0;
    let across = if tree.is_max(p) { w } else { w.hypot(print::TYPE_PT * 0.75 + 2.0) };
    across.max(print::NODE_MIN)
}

/// The width (pt) forest gives the subtree of `p` drawn down to depth `stop` (its positions
/// there drawn as leaves): its leaves side by side `s sep` apart, or its own node if wider.
fn drawn_width(tree: &Tree, p: NodeId, sol: Option<&Solution>, stop: Option<u32>) -> f64 {
    let own = node_width(tree, p, &content(tree, p, sol));
    if tree.is_terminal(p) || stop.is_some_and(|d| tree.depth(p) >= d) {
        return own;
    }
    let below: f64 = tree.children(p).map(|c| drawn_width(tree, c, sol, stop)).sum::<f64>()
        + print::S_SEP * (tree.degree(p) - 1) as f64;
    own.max(below)
}

/// How a tree is printed: one figure, or the top down to `depth` and one figure per interior
/// position at that depth (`parts`, in preorder), with the scale of each.
#[derive(Debug, Clone, PartialEq)]
pub struct PrintPlan {
    pub depth: Option<u32>,
    pub parts: Vec<NodeId>,
    /// The scale of the top figure (the whole tree when not split).
    pub top_scale: f64,
    /// The scale of every part figure.
    pub part_scale: f64,
    /// The widest figure a scale of MIN_PT / TYPE_PT allows (pt).
    pub budget: f64,
}

/// The scale (two decimals, rounded down) that brings `width` to the line, at most 1.
fn scale_for(width: f64) -> f64 {
    ((print::LINE / width).min(1.0) * 100.0).floor() / 100.0
}

/// The figures of `tree` in print: the whole tree when its values print at MIN_PT or more;
/// otherwise the shallowest split below which every subtree does. A tree no split helps (a
/// root with many terminals) is one figure, scaled to the line.
fn print_plan(tree: &Tree, sol: Option<&Solution>) -> PrintPlan {
    let budget = print::LINE * print::TYPE_PT / print::MIN_PT;
    let whole = drawn_width(tree, tree.root(), sol, None);
    let one = PrintPlan { depth: None, parts: vec![], top_scale: scale_for(whole), part_scale: 1.0, budget };
    if whole <= budget {
        return one;
    }
    for d in 1..tree.height() {
        let mut parts = Vec::new();
        preorder_at(tree, tree.root(), d, &mut parts);
        let widest = parts.iter().map(|&p| drawn_width(tree, p, sol, None)).fold(0.0, f64::max);
        if parts.is_empty() || widest > budget {
            continue;
        }
        let part_scale = scale_for(widest);
        let top_scale = scale_for(drawn_width(tree, tree.root(), sol, Some(d))).min(part_scale);
        return PrintPlan { depth: Some(d), parts, top_scale, part_scale, budget };
    }
    one
}

/// The interior positions at depth `d` below `p`, in preorder.
fn preorder_at(tree: &Tree, p: NodeId, d: u32, out: &mut Vec<NodeId>) {
    if tree.is_terminal(p) {
        return;
    }
    if tree.depth(p) == d {
        out.push(p);
        return;
    }
    for c in tree.children(p) {
        preorder_at(tree, c, d, out);
    }
}

/// The scales and split a worksheet of `tree` with `o` prints with (for tests and callers
/// that lay out pages).
pub fn print_layout(tree: &Tree, o: &WorksheetOptions) -> Result<PrintPlan> {
    let sol = solution(tree, o)?;
    Ok(print_plan(tree, sol.as_ref()))
}

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

/// Where a figure stops: positions at depth `stop` that have successors are drawn as stubs
/// (their subtrees are figures of their own); `top`: the figure's root, whose edge (and its
/// cut mark) is in the figure above.
#[derive(Clone, Copy)]
struct Frame {
    stop: Option<u32>,
    top: NodeId,
}

fn node(tree: &Tree, p: NodeId, sol: Option<&Solution>, dewey: bool, frame: Frame, out: &mut String) {
    let depth = tree.depth(p) as usize;
    let indent = "  ".repeat(depth);
    let mut opts = vec![if tree.is_max(p) { "gt max" } else { "gt min" }.to_string()];
    if let Some(s) = sol {
        if s.record.status[p as usize] != Status::Examined {
            opts.push("gt pruned".into());
            if p != frame.top && tree.parent(p).is_some_and(|q| s.record.status[q as usize] == Status::Examined) {
                opts.push("gt cut".into());
            }
        }
    }
    let stub = !tree.is_terminal(p) && frame.stop.is_some_and(|d| tree.depth(p) >= d) && p != frame.top;
    if stub {
        opts.push(format!("gt stub={{{}}}", escape(&tree.dewey(p).to_string())));
    }
    if dewey && p != tree.root() {
        // Terminals side by side leave no room at their left: their labels go below.
        let side = if tree.is_terminal(p) { "below" } else { "left" };
        opts.push(format!("label={{[font=\\tiny, gray]{side}:{}}}", escape(&tree.dewey(p).to_string())));
    }
    let _ = write!(out, "{indent}[{{{}}}, {}", content(tree, p, sol), opts.join(", "));
    if tree.is_terminal(p) || stub {
        out.push_str("]\n");
        return;
    }
    out.push('\n');
    for c in tree.children(p) {
        node(tree, c, sol, dewey, frame, out);
    }
    let _ = writeln!(out, "{indent}]");
}

/// The `forest` environment of the subtree of `top` (with the solution when `sol` is
/// given), down to depth `stop` when given.
fn forest(tree: &Tree, sol: Option<&Solution>, dewey: bool, top: NodeId, stop: Option<u32>) -> String {
    let mut s = String::from("\\begin{forest}\n  gt tree\n");
    node(tree, top, sol, dewey, Frame { stop, top }, &mut s);
    s.push_str("\\end{forest}\n");
    s
}

/// A centred figure scaled by `scale` (and never wider than the line, should the estimate
/// be short).
fn figure(body: &mut String, forest: &str, scale: f64) {
    body.push_str("\\begin{center}\n\\resizebox{\\ifdim\\width>\\linewidth\\linewidth\\else\\width\\fi}{!}{%\n");
    let _ = writeln!(body, "\\scalebox{{{scale:.2}}}{{%");
    body.push_str(forest);
    body.push_str("}}\n\\end{center}\n");
}

/// The run of the solution, when asked for.
fn solution(tree: &Tree, o: &WorksheetOptions) -> Result<Option<Solution>> {
    if !o.solution {
        return Ok(None);
    }
    let entry = practice::procedure(&o.proc)?;
    let po = PracticeOptions { alpha: o.alpha, beta: o.beta, view: o.view, ..PracticeOptions::default() };
    Ok(Some(Solution { record: entry.run(tree, &po.run_options(false)?)?, view: o.view }))
}

/// Text for LaTeX with the catalogue's Greek letters in math mode (`m&n α-β`), and the
/// page's typeset minus and infinity: pdflatex's text fonts have none of them.
fn tex_text(s: &str) -> String {
    escape(s).replace('α', "$\\alpha$").replace('β', "$\\beta$").replace('∞', "$\\infty$").replace('−', "$-$")
}

/// The solution's sentence as a message (`practice-sheet-solution`): the procedure, the
/// value at the root (typeset), the window's outcome (`exact`, `fail_low`, `fail_high`), the
/// positions examined of all, and the cut-off roots (Dewey names, `none`). The page words it
/// in its language and hands it back as `solution_text`.
pub fn solution_message(tree: &Tree, o: &WorksheetOptions) -> Result<Message> {
    let entry = practice::procedure(&o.proc)?;
    let sol = solution(tree, &WorksheetOptions { solution: true, ..o.clone() })?.expect("asked for");
    let r = &sol.record;
    let names: Vec<String> = practice::prune::cut_roots(tree, r).iter().map(|&p| tree.dewey(p).to_string()).collect();
    let outcome = match r.outcome {
        Some(crate::aspiration::Outcome::FailLow) => "fail_low",
        Some(crate::aspiration::Outcome::FailHigh) => "fail_high",
        _ => "exact",
    };
    Ok(Message::new("practice-sheet-solution")
        .text("proc", entry.abbrev)
        .value("value", r.value)
        .text("outcome", outcome)
        .number("positions", r.counts.positions as i64)
        .number("total", tree.len() as i64)
        .text("cut", if names.is_empty() { "none".to_string() } else { names.join(", ") }))
}

/// The worksheet of `tree` with `o`.
pub fn worksheet(tree: &Tree, o: &WorksheetOptions) -> Result<String> {
    if tree.len() > MAX_POSITIONS || tree.height() > MAX_HEIGHT {
        return Err(Error::limit(format!(
            "a worksheet draws trees of at most {MAX_POSITIONS} positions and height {MAX_HEIGHT} (this one: {} \
             positions, height {})",
            tree.len(),
            tree.height()
        ))
        .said(
            ErrorMessage::new("e-ws-big")
                .number("max", MAX_POSITIONS as i64)
                .number("maxHeight", MAX_HEIGHT as i64)
                .number("positions", tree.len() as i64)
                .number("height", tree.height() as i64),
        ));
    }
    let entry = practice::procedure(&o.proc)?;
    let sol = solution(tree, o)?;
    let qr = o.link.as_deref().map(crate::qr::encode).transpose()?;
    let mut body = String::new();
    if qr.is_some() {
        // The QR code floats right of the heading: a printed sheet leads back to the page.
        body.push_str("\\begin{minipage}[t]{\\dimexpr\\linewidth-3.4cm\\relax}\n");
    }
    if let Some(t) = &o.title {
        let _ = writeln!(body, "\\section*{{{}}}", tex_text(t));
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
    let plan = print_plan(tree, sol.as_ref());
    figure(&mut body, &forest(tree, sol.as_ref(), o.dewey, tree.root(), plan.depth), plan.top_scale);
    for &p in &plan.parts {
        let label = o.subtree_label.as_deref().map(tex_text).unwrap_or_else(|| "Subtree".into());
        let _ = writeln!(body, "\\noindent{{\\small {label} {}:}}\\nopagebreak", escape(&tree.dewey(p).to_string()));
        figure(&mut body, &forest(tree, sol.as_ref(), o.dewey, p, None), plan.part_scale);
    }
    if let (Some(_), Some(text)) = (&sol, &o.solution_text) {
        let _ = writeln!(body, "\n\\noindent {}", tex_text(text));
    } else if let Some(s) = &sol {
        let r = &s.record;
        let pruned = practice::prune::cut_roots(tree, r);
        let names: Vec<String> = pruned.iter().map(|&p| tree.dewey(p).to_string()).collect();
        let _ = writeln!(
            body,
            "\n\\noindent Solution ({}): the value is ${}${}; {} of {} positions examined{}.",
            tex_text(entry.abbrev),
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
            // T1: the letters of the page's other languages (Polish ą, ę) in pdflatex's fonts.
            "\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage[margin=2cm]{geometry}\n\\usepackage{forest}\n\\usepackage{graphicx}\n",
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
    /// Add the teacher's key: the answers the common mistakes give ([`mistakes_key`]).
    pub key: bool,
    /// The sheet's words in the reader's language, where the English ones would be: its
    /// title, the task's statement, and [`WorksheetOptions`]' `subtree_label` and
    /// `solution_text`.
    pub title: Option<String>,
    pub statement: Option<String>,
    pub subtree_label: Option<String>,
    pub solution_text: Option<String>,
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
    let (solution, standalone, key) = (o.solution, o.standalone, o.key);
    let ex = spec.generate()?;
    let tree = ex.spec.tree()?;
    let entry = practice::procedure(&ex.spec.proc)?;
    // A human title: the task and the procedure with its paper (the exercise's text, which
    // names the seed and the shape, is the small print under it).
    let what = format!("{} --- {} ({})", task_title(ex.spec.task), entry.abbrev, entry.paper);
    let o = WorksheetOptions {
        solution,
        standalone,
        dewey: true,
        proc: ex.spec.proc.clone(),
        alpha: ex.spec.alpha,
        beta: ex.spec.beta,
        view: ex.spec.view,
        title: Some(o.title.clone().unwrap_or_else(|| match o.number {
            Some(n) => format!("Exercise {n}: {what}"),
            None => format!("Exercise: {what}"),
        })),
        statement: Some(o.statement.clone().unwrap_or(ex.statement)),
        id: Some(ex.text.clone()),
        link: o.base.as_deref().map(|b| exercise_link(b, &ex.text)),
        subtree_label: o.subtree_label.clone(),
        solution_text: o.solution_text.clone(),
    };
    let sheet = worksheet(&tree, &o)?;
    if !key {
        return Ok(sheet);
    }
    let k = mistakes_key(&ex.spec, &tree)?;
    Ok(match sheet.strip_suffix("\\end{document}\n") {
        Some(body) => format!("{body}{k}\\end{{document}}\n"),
        None => format!("{sheet}{k}"),
    })
}

/// An answer in a line of text, as a teacher reads it on paper.
fn answer_text(tree: &Tree, a: &practice::Answer) -> String {
    use practice::Answer;
    let at = |d: &str| if d.is_empty() { "root".to_string() } else { d.to_string() };
    match a {
        Answer::Prune(p) if p.pruned.is_empty() => "nothing marked".into(),
        Answer::Prune(p) => format!("marks {}", p.pruned.join(", ")),
        Answer::Values(v) => {
            // In tree order (the map's order would put 10 before 2).
            let rank = practice::marks::preorder_rank(tree);
            let mut keys: Vec<&String> = v.values.keys().collect();
            keys.sort_by_key(|k| tree.position(k).map(|p| rank[p as usize]).unwrap_or(u32::MAX as _));
            keys.iter()
                .map(|k| {
                    let x = v.values[*k].0;
                    match v.bounds.get(*k).map(String::as_str) {
                        Some("lower") => format!("{}: at least {x}", at(k)),
                        Some("upper") => format!("{}: at most {x}", at(k)),
                        _ => format!("{}: {x}", at(k)),
                    }
                })
                .collect::<Vec<_>>()
                .join("; ")
        }
        Answer::Window(w) => format!(
            "{}, value {}{}",
            w.outcome.replace('_', " "),
            w.value.0,
            match &w.saved {
                Some(s) if !s.is_empty() => format!(", saves {}", s.join(", ")),
                _ => ", saves nothing".into(),
            }
        ),
        Answer::Next(n) => format!(
            "next {}, {}, m = {}",
            at(&n.examined),
            if n.cutoff { "its parent cuts off" } else { "no cutoff" },
            n.m.0
        ),
        Answer::Order(_) => String::new(),
    }
}

/// The teacher's key of an exercise: the correct answer, then each of the catalogue's
/// mistakes ([`crate::mutants`]) whose answer to the task differs from it on this tree,
/// with that answer, so that a teacher recognises it on paper (the page names the same
/// mistakes in its diagnosis, `practice/diagnosis.rs`). The ordering puzzle has no single
/// answer to list, and the mistakes are mistakes in alpha-beta: for an exercise whose
/// procedure answers otherwise than F2 the key says so.
pub fn mistakes_key(spec: &ExerciseSpec, tree: &Tree) -> Result<String> {
    let o = spec.options();
    let mut s = String::from("\\subsection*{Teacher's key: the answers of common mistakes}\n");
    if spec.task == practice::Task::Order {
        s.push_str(
            "The ordering puzzle has no single answer: a student who examines successors last to first \
                    orders best first read backwards; one who swaps Max and Min orders for the swapped game.\n",
        );
        return Ok(s);
    }
    let correct = practice::expected(tree, spec.task, &spec.proc, &o)?;
    let entry = practice::procedure(&spec.proc)?;
    let _ =
        writeln!(s, "\\noindent Correct ({}): {}.\n", tex_text(entry.abbrev), tex_text(&answer_text(tree, &correct)));
    if practice::expected(tree, spec.task, "F2", &o).ok().as_ref() != Some(&correct) {
        s.push_str(
            "The common mistakes are mistakes in alpha-beta (F2); this exercise's procedure answers otherwise.\n",
        );
        return Ok(s);
    }
    let mut items = String::new();
    for e in crate::procedures::mutants() {
        let crate::procedures::Kind::Mutant(m) = e.kind else { continue };
        if !m.takes(spec.task.name()) {
            continue;
        }
        let Ok(a) = practice::expected(tree, spec.task, e.name, &o) else { continue };
        if a == correct {
            continue;
        }
        let _ = writeln!(
            items,
            "  \\item \\textbf{{{}}} (\\texttt{{{}}}): {}.",
            tex_text(m.spec().title),
            escape(m.spec().id),
            tex_text(&answer_text(tree, &a))
        );
    }
    if items.is_empty() {
        s.push_str("No common mistake changes the answer on this tree.\n");
    } else {
        let _ = write!(s, "\\begin{{itemize}}\n{items}\\end{{itemize}}\n");
    }
    Ok(s)
}

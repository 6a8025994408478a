//! `gametree search`'s table of K&M's procedures: values, counts, cutoffs, the principal
//! variation, the aspiration block (K&M section 4) and the traces in sentences.

use super::super::people::Names;
use super::trace::{call, kind_name, sentences};
use crate::aspiration::{aspiration, Aspiration, Outcome};
use crate::search::{Counts, Cutoff, Procedure, Run, Window};
use crate::tree::{NodeId, Tree};
use std::fmt::Write as _;

/// The most cutoffs listed per procedure below the table.
const MAX_LISTED_CUTOFFS: usize = 40;

/// What the table needs from one run (a run of a big tree is large; only one is alive at a
/// time): the value, the counts, the end of the principal variation, the cutoffs when few,
/// the aspiration search and the trace as text.
pub struct Summary {
    procedure: Procedure,
    window: Window,
    value: crate::score::Score,
    exact: bool,
    counts: Counts,
    pv_end: Option<NodeId>,
    cutoffs: usize,
    listed: Vec<Cutoff>,
    aspiration: Option<Aspiration>,
    trace: String,
}

impl Summary {
    /// Summarizes `run`; an F2 run with a window other than (-inf, +inf) also runs the
    /// aspiration search of K&M section 4 (and traces its re-search when asked).
    pub fn new(tree: &Tree, run: Run) -> Summary {
        let aspiration = (run.procedure == Procedure::F2 && run.window != Window::FULL)
            .then(|| aspiration(tree, run.window).ok())
            .flatten();
        let mut trace = String::new();
        if let Some(events) = &run.trace {
            let _ = writeln!(trace, "trace of {}:", call(run.procedure, run.window));
            sentences(&mut trace, tree, run.procedure, events);
            if let Some(w) = aspiration.as_ref().and_then(|a| a.research.as_ref()).map(|r| r.window) {
                let again = crate::search::run(tree, Procedure::F2, w, true);
                let _ = writeln!(trace, "\ntrace of the re-search {}:", call(Procedure::F2, w));
                sentences(&mut trace, tree, Procedure::F2, again.trace.as_deref().unwrap_or(&[]));
            }
        }
        let cutoffs = run.cutoffs.len();
        Summary {
            procedure: run.procedure,
            window: run.window,
            value: run.value,
            exact: run.exact,
            pv_end: run.pv.last().copied(),
            listed: if cutoffs <= MAX_LISTED_CUTOFFS { run.cutoffs } else { Vec::new() },
            cutoffs,
            counts: run.counts,
            aspiration,
            trace,
        }
    }

    fn value_cell(&self) -> String {
        let v = self.value;
        if self.exact {
            format!("{v} (exact)")
        } else if v <= self.window.alpha {
            format!("{v} (bound: F <= {v})")
        } else {
            format!("{v} (bound: F >= {v})")
        }
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ")
}

/// Shortens a very long cell (a tree's text).
pub fn clip(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... ({} characters)", &s[..end], s.len())
}

/// Rows of cells, the first column left-aligned labels.
fn table(out: &mut String, rows: &[Vec<String>]) {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> =
        (0..cols).map(|c| rows.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0)).collect();
    for r in rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            if c + 1 == r.len() {
                line.push_str(cell);
            } else {
                let pad = width[c] - cell.chars().count();
                line.push_str(cell);
                line.push_str(&" ".repeat(pad + 3));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

/// The table of K&M's procedures, the cutoffs, the aspiration blocks and the traces.
pub fn human(tree: &Tree, window: Window, summaries: &[Summary]) -> String {
    let names = Names::new(tree);
    let mut out = String::new();
    let _ = writeln!(out, "tree       {}", clip(&crate::notation::print(tree), 100));
    let _ = writeln!(
        out,
        "size       {} ({} terminal), height {}",
        plural(tree.len(), "position"),
        tree.terminal_count(),
        tree.height()
    );
    let _ = writeln!(
        out,
        "window     alpha = {}, beta = {}   (F0 ignores it; F1's bound is beta)",
        window.alpha, window.beta
    );
    out.push('\n');

    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut row = |label: &str, f: &dyn Fn(&Summary) -> String| {
        let mut r = vec![label.to_string()];
        r.extend(summaries.iter().map(f));
        rows.push(r);
    };
    row("", &|s| s.procedure.to_string());
    row("call", &|s| call(s.procedure, s.window));
    row("value", &Summary::value_cell);
    row("terminals examined", &|s| s.counts.terminals.to_string());
    row("positions examined", &|s| s.counts.positions.to_string());
    // Tall trees get a table of their own, one row per level.
    let level_table = tree.height() > 8;
    if level_table {
        row("per level", &|_| "see below".into());
    } else {
        row("per level", &|s| join(&s.counts.per_level));
    }
    row("cutoffs", &|s| s.counts.cutoffs().to_string());
    row("  shallow", &|s| s.counts.shallow_cutoffs.to_string());
    row("  deep", &|s| s.counts.deep_cutoffs.to_string());
    row("  window", &|s| s.counts.window_cutoffs.to_string());
    row("principal variation", &|s| match s.pv_end {
        Some(end) if s.exact => names.name(end),
        _ => "- (the value is a bound)".into(),
    });
    table(&mut out, &rows);

    if level_table {
        out.push_str("\npositions examined per level:\n");
        let mut rows = vec![std::iter::once("  level".to_string())
            .chain(summaries.iter().map(|s| s.procedure.to_string()))
            .collect::<Vec<_>>()];
        for l in 0..=tree.height() as usize {
            let mut row = vec![format!("  {l}")];
            row.extend(summaries.iter().map(|s| s.counts.per_level.get(l).map_or_else(String::new, u64::to_string)));
            rows.push(row);
        }
        table(&mut out, &rows);
    }

    for s in summaries.iter().filter(|s| s.cutoffs > 0) {
        out.push('\n');
        if s.cutoffs > MAX_LISTED_CUTOFFS {
            let _ = writeln!(out, "cutoffs of {}: {} (--trace or --json lists them)", s.procedure, s.cutoffs);
            continue;
        }
        let _ = writeln!(out, "cutoffs of {}:", s.procedure);
        for c in &s.listed {
            let _ = writeln!(
                out,
                "  at {} after successor {} ({}): {} not examined",
                names.name(c.at),
                c.after,
                kind_name(c.kind),
                names.successors(c.at, c.after, c.after + c.skipped)
            );
        }
    }

    for s in summaries {
        if let Some(a) = &s.aspiration {
            aspiration_block(&mut out, s, a);
        }
    }

    for s in summaries.iter().filter(|s| !s.trace.is_empty()) {
        out.push('\n');
        out.push_str(&s.trace);
    }
    out
}

/// K&M section 4: the outcome of F2 with the window, the re-search, and the cost beside the
/// full window's.
fn aspiration_block(out: &mut String, s: &Summary, a: &Aspiration) {
    out.push('\n');
    let _ = writeln!(out, "aspiration (K&M section 4): {}", call(s.procedure, s.window));
    let (v, w) = (s.value, s.window);
    let mut rows: Vec<Vec<String>> = Vec::new();
    let outcome = match a.outcome {
        Outcome::Exact => format!("exact: v = {v} lies inside the window, so F = {v}"),
        Outcome::FailLow => format!("fail low: v = {v} <= alpha = {}, so F <= {v}", w.alpha),
        Outcome::FailHigh => format!("fail high: v = {v} >= beta = {}, so F >= {v}", w.beta),
    };
    rows.push(vec!["outcome".into(), outcome]);
    match &a.research {
        Some(r) => {
            rows.push(vec![
                "re-search".into(),
                format!("F2(root, {}, {}) = {}", r.window.alpha, r.window.beta, r.value),
            ]);
            rows.push(vec![
                "re-search examined".into(),
                format!("{} positions, {} terminals", r.counts.positions, r.counts.terminals),
            ]);
        }
        None => rows.push(vec!["re-search".into(), "none needed".into()]),
    }
    rows.push(vec!["final value".into(), a.value.to_string()]);
    rows.push(vec![
        "total examined".into(),
        format!(
            "{} positions, {} terminals (first search{})",
            a.total_positions,
            a.total_terminals,
            if a.research.is_some() { " + re-search" } else { " only" }
        ),
    ]);
    rows.push(vec![
        "full window".into(),
        format!("F2(root, -inf, +inf): {} positions, {} terminals", a.full_window_positions, a.full_window_terminals),
    ]);
    let (t, f) = (a.total_positions, a.full_window_positions);
    let diff = match t.cmp(&f) {
        std::cmp::Ordering::Less => format!("the window saves {} positions", f - t),
        std::cmp::Ordering::Equal => "the same number of positions".into(),
        std::cmp::Ordering::Greater => format!("the window costs {} extra positions", t - f),
    };
    rows.push(vec!["difference".into(), diff]);
    for r in &mut rows {
        r[0].insert_str(0, "  ");
    }
    table(out, &rows);
}

//! `gametree search`'s table of K&M's procedures: values, counts, cutoffs, the principal
//! variation, the aspiration block (K&M section 4) and the traces in sentences, from the
//! catalogue's run records ([`crate::record::Record`]).

use super::super::people::Names;
use super::super::CliError;
use super::trace::{call, kind_name, sentences};
use crate::aspiration::Outcome;
use crate::procedures::{self, Kind, Options};
use crate::record::{AspirationRecord, CutKind, Cutoff, Record, RecordCounts, Trace};
use crate::score::Score;
use crate::search::{CutoffKind, Procedure, Window, WindowUse};
use crate::tree::{NodeId, Tree};
use std::fmt::Write as _;

/// The most cutoffs listed per procedure below the table.
const MAX_LISTED_CUTOFFS: usize = 40;

/// What the table needs from one run (a record of a big tree is large; only one is alive
/// at a time): the value, the counts, the end of the principal variation, the cutoffs when
/// few, the aspiration search and the trace as text.
pub struct Summary {
    procedure: Procedure,
    window: Window,
    value: Score,
    exact: bool,
    counts: RecordCounts,
    pv_end: Option<NodeId>,
    cutoffs: usize,
    listed: Vec<Cutoff>,
    aspiration: Option<AspirationRecord>,
    trace: String,
}

/// A record's value as a score (K&M's values are integers or infinite).
fn score(v: crate::record::Value) -> Score {
    Score::from_f64(v.get()).unwrap_or(Score::NEG_INF)
}

/// K&M's kind of a record's cutoff kind.
fn km_kind(k: CutKind) -> CutoffKind {
    match k {
        CutKind::Deep => CutoffKind::Deep,
        CutKind::Window => CutoffKind::Window,
        _ => CutoffKind::Shallow,
    }
}

impl Summary {
    /// Runs `procedure` through the catalogue with `options` and summarizes its record; F2
    /// with a window other than (-inf, +inf) carries the aspiration search of K&M section 4
    /// (and, when traced, the re-search's trace too).
    pub fn new(tree: &Tree, procedure: Procedure, options: &Options) -> Result<Summary, CliError> {
        let run = |o: &Options| {
            procedures::entry(Kind::Km(procedure))
                .run(tree, o)
                .map_err(|e| CliError::usage(e.message()).for_command("search"))
        };
        // The aspiration block is printed: the record carries it only when asked for.
        let r: Record = run(&Options { analysis: true, ..options.clone() })?;
        let window = Window { alpha: r.alpha, beta: r.beta };
        let mut trace = String::new();
        if let Some(Trace::Km(events)) = &r.trace {
            let _ = writeln!(trace, "trace of {}:", call(procedure, window));
            sentences(&mut trace, tree, procedure, events);
            if let Some(again) = r.aspiration.as_ref().and_then(|a| a.research.as_ref()) {
                let w = Window { alpha: again.alpha, beta: again.beta };
                let _ = writeln!(trace, "\ntrace of the re-search {}:", call(Procedure::F2, w));
                if let Some(Trace::Km(events)) = run(&options.clone().with_window(w))?.trace {
                    sentences(&mut trace, tree, Procedure::F2, &events);
                }
            }
        }
        let cutoffs = r.cutoffs.len();
        Ok(Summary {
            procedure,
            window,
            value: score(r.value),
            exact: r.exact,
            pv_end: r.pv.last().copied(),
            listed: if cutoffs <= MAX_LISTED_CUTOFFS { r.cutoffs } else { Vec::new() },
            cutoffs,
            counts: r.counts,
            aspiration: r.aspiration,
            trace,
        })
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

    fn cutoffs_of(&self, kind: CutKind) -> u64 {
        self.counts.by_kind.get(&kind).copied().unwrap_or(0)
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
    // Which of the procedures shown do not take the window as given (F0 and MTD(f), which
    // makes its own, ignore it; F1 takes beta as its bound), so none seems to use it.
    let of = |u: WindowUse| -> Vec<String> {
        summaries.iter().filter(|s| s.procedure.window_use() == u).map(|s| s.procedure.to_string()).collect()
    };
    let (ignore, bound) = (of(WindowUse::None), of(WindowUse::Bound));
    let mut notes = Vec::new();
    match &ignore[..] {
        [] => {}
        [one] => notes.push(format!("{one} ignores it")),
        [rest @ .., last] => notes.push(format!("{} and {last} ignore it", rest.join(", "))),
    }
    for b in &bound {
        notes.push(format!("{b}'s bound is beta"));
    }
    let note = if notes.is_empty() { String::new() } else { format!("   ({})", notes.join("; ")) };
    let _ = writeln!(out, "window     alpha = {}, beta = {}{note}", window.alpha, window.beta);
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
    row("cutoffs", &|s| s.counts.cutoffs.to_string());
    row("  shallow", &|s| s.cutoffs_of(CutKind::Shallow).to_string());
    row("  deep", &|s| s.cutoffs_of(CutKind::Deep).to_string());
    row("  window", &|s| s.cutoffs_of(CutKind::Window).to_string());
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
                kind_name(km_kind(c.kind)),
                names.list(&c.skipped)
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
fn aspiration_block(out: &mut String, s: &Summary, a: &AspirationRecord) {
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
            rows.push(vec!["re-search".into(), format!("F2(root, {}, {}) = {}", r.alpha, r.beta, r.value)]);
            rows.push(vec![
                "re-search examined".into(),
                format!("{} positions, {} terminals", r.positions, r.terminals),
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

//! `gametree search`: runs F0, F1 and/or F2 ([`crate::report::report`]) and prints a
//! table, the trace in sentences, or one JSON object.

use super::args::{self, Spec};
use super::others::{self, Other, OtherOptions};
use super::CliError;
use crate::report::{report, EventReport, RunReport};
use crate::score::Score;
use crate::search::{Procedure, Window};
use crate::tree::{NodeId, Tree};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Read;

pub const HELP: &str = "\
gametree search - run Knuth & Moore's F0, F1 and/or F2 on a tree

USAGE
  gametree search [TREE | --file PATH | -] [--proc P[,P...]|all] [--alpha A] [--beta B]
                  [--json] [--trace] [--literal] [--m M] [--n N] [--backup B] [--tie T]

  TREE            tree text, quoted: '((3 1 4) (1 5 9) (2 6 5))' (see 'gametree --help'
                  for the notation)
  --file PATH     read the tree text from a file (--file - reads stdin)
  -               read the tree text from stdin: gametree gen pi | gametree search -
  --proc P        F0, F1, F2 (the default is F0,F1,F2), a list such as F1,F2,pvs, or all.
                  Other papers' procedures by name: Muszycka's thesis: branch-and-bound,
                  alphabeta, falphabeta, palphabeta, pvs, scout, scout-testm, scout-pearl,
                  scout-cm, sss (reported with the thesis' counters: nodes and leaves
                  created, visits, tests, re-searches); Slagle's mn-minimax and
                  mn-alphabeta (m&n alpha-beta needs m, n >= 2). 'all' runs every one
                  that applies.
  --literal       thesis procedures: the literal reading of the printed text (e.g. PVS and
                  cutoffs with '>', Scout's TEST with '>') instead of the resolved one
  --m M, --n N    Slagle: the m best values for Max, n for Min (default 2, 2)
  --backup B      Slagle's backing-up functions: identity, sample (the report's 2&2
                  example), exp:X,Y or exp:X,Y,R,S (default sample)
  --tie T         Slagle's root tie rule: strict (default, the resolved reading) or le
                  (the report's literal <=)
  --alpha A       F2's alpha: an integer, -inf, +inf or inf (default -inf)
  --beta B        F2's beta and F1's bound (default +inf); alpha < beta is required
  --json          print one JSON object instead of the table
  --trace         also list every step of each search (at most 200000 positions)
  -h, --help      this text

THE PROCEDURES (K&M section 2; values are negamax, the root's is the minimax value)
  F0(root)               examines every position; ignores the window.
  F1(root, bound)        bound = --beta (default +inf); --alpha is ignored. F1 = F if
                         F < bound; F1 >= bound if F >= bound (6).
  F2(root, alpha, beta)  (9): v <= alpha: F <= v (fail low); alpha < v < beta: v = F
                         (exact); v >= beta: F >= v (fail high).
  Each procedure updates m on t > m and cuts off on m >= bound (or beta).

THE TABLE
  value                  the result and whether it is exact (F itself) or only a bound
  terminals / positions  how many terminal / all positions were examined
  per level              positions examined on levels 0, 1, 2, ... (for trees higher
                         than 8, a table of its own below)
  cutoffs                how many, and of which kind: shallow (the bound is the parent's
                         own m; F1 makes these too), deep (the bound came from an ancestor
                         above the parent: only F2, from level 4 on), window (the bound is
                         the root's window itself: what an aspiration window saves)
  principal variation    when the value is exact: the Dewey coordinates of the terminal
                         position it ends in, i.e. the moves from the root (3.1.3.1 means
                         move 3, then 1, then 3, then 1)
  A list of the cutoffs follows when there are at most 40 per procedure (otherwise see
  --trace or --json). For F2 with a window other than (-inf, +inf), the aspiration block
  (K&M section 4) gives the outcome (exact, fail low, fail high), the re-search
  F2(root, -inf, v) or F2(root, v, +inf) with its counts, the total of both searches and
  the full window's count.

THE TRACE (--trace)
  One line per step, indented by level: 'enter 1.2 with (-inf, 3)' (F1: 'with bound 3');
  'enter 1.2.1 with (-3, +inf): terminal, f = -5'; '2.1: t = 5 > m = 3, m := 5' (the
  successor 2.1 raised m at 2; t = -value(2.1)); 'cutoff at 2: m = 5 >= beta = 4; 2.3,
  2.4 not examined (deep)'; '2 returns 5'. All values in the trace are negamax values:
  from the standpoint of the player to move at the position (f = the written value at
  even levels, its negation at odd levels). After an aspiration fail, the re-search is
  traced too.

JSON (--json)
  {\"tree\": \"<canonical text>\", \"procedures\": {\"F0\": {...}, \"F1\": {...}, \"F2\": {...}}}
  Each procedure's object: procedure, alpha, beta, value, exact, terminals_examined,
  positions_examined, per_level, shallow_cutoffs, deep_cutoffs, window_cutoffs, examined
  (Dewey coordinates in the order examined, root first; the root is \"\"), cutoffs (each
  with at, after, kind, skipped), pv, visits (at, alpha, beta, value), status (per
  position in breadth-first order: examined, shallow, deep or window); for F2 with a
  window other than (-inf, +inf): outcome (exact, fail_low, fail_high), research_alpha,
  research_beta, research_value, research_positions_examined,
  research_terminals_examined, total_positions_examined, total_terminals_examined,
  full_window_positions_examined, full_window_terminals_examined, final_value; with
  --trace: trace (events with type enter, terminal, update, cutoff, leave).
  Infinite values are the strings \"-inf\" and \"+inf\".

EXAMPLES
  gametree search '((3 1 4) (1 5 9) (2 6 5))'
  gametree search --proc F2 --alpha 0 --beta 4 --trace '((3 1 4) (1 5 9) (2 6 5))'
  gametree gen pi | gametree search - --json
";

const SPEC: Spec = Spec {
    command: "search",
    options: &["file", "proc", "alpha", "beta", "m", "n", "backup", "tie"],
    flags: &["json", "trace", "literal"],
};

/// The largest tree `--trace` is allowed on: a trace is about three lines per position.
pub const MAX_TRACE_POSITIONS: usize = 200_000;

/// The most bytes all Dewey names of a tree may take: a report names every position, and
/// a path-like tree 50,000 levels deep would need gigabytes.
pub const MAX_NAME_BYTES: u64 = 128 << 20;

/// Parses `--proc`: F0, F1, F2, `all`, another paper's procedure by name, or a
/// comma-separated list. K&M's come back in the order F0, F1, F2; the others in the order
/// given (`all`: every one, m&n alpha-beta only when m, n >= 2).
fn procedures(s: &str, mn_applies: bool) -> Result<(Vec<Procedure>, Vec<Other>), CliError> {
    let mut want = [false; 3];
    let mut others: Vec<Other> = Vec::new();
    let add = |o: Other, others: &mut Vec<Other>| {
        if !others.contains(&o) {
            others.push(o);
        }
    };
    for part in s.split(',') {
        let part = part.trim();
        if part.eq_ignore_ascii_case("all") {
            want = [true; 3];
            for o in Other::all() {
                if mn_applies || o != Other::Mn(crate::slagle::MnProcedure::MnAlphabeta) {
                    add(o, &mut others);
                }
            }
            continue;
        }
        if let Ok(p) = part.parse::<Procedure>() {
            want[p as usize] = true;
            continue;
        }
        match Other::parse(part) {
            Some(o) => add(o, &mut others),
            None => {
                return Err(CliError::usage(format!(
                    "--proc: unknown procedure '{part}': expected F0, F1, F2, {}, or all",
                    Other::all().iter().map(|o| o.name()).collect::<Vec<_>>().join(", ")
                ))
                .for_command("search"))
            }
        }
    }
    Ok((Procedure::ALL.into_iter().filter(|&p| want[p as usize]).collect(), others))
}

fn bound(args: &args::Args, name: &str, default: Score) -> Result<Score, CliError> {
    match args.value(name) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|e: crate::score::ScoreParseError| {
            CliError::usage(format!("--{name}: {e}")).for_command("search")
        }),
    }
}

/// Bytes of every position's Dewey name, without building them.
fn name_bytes(tree: &Tree) -> u64 {
    let mut len = vec![0u64; tree.len()];
    let mut total = 0u64;
    // Breadth-first ids: a parent's length is known before its successors'.
    for p in 1..tree.len() as NodeId {
        let q = tree.parent(p).unwrap_or(0);
        let digits = (tree.index_in_parent(p) + 1).ilog10() as u64 + 1;
        len[p as usize] = len[q as usize] + digits + u64::from(q != 0);
        total = total.saturating_add(len[p as usize]);
    }
    total
}

/// What the table needs from one run: the report without its per-position lists (a
/// report of a big tree is large; only one is alive at a time), and the trace as text.
struct Summary {
    report: RunReport,
    /// The number of cutoffs (the list is kept only when it is short enough to print).
    cutoffs: usize,
    trace: String,
}

/// The most cutoffs listed per procedure below the table.
const MAX_LISTED_CUTOFFS: usize = 40;

fn json<T: Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map_err(|e| CliError::input(format!("JSON: {e}")))
}

fn summarize(tree: &Tree, mut r: RunReport, trace: bool) -> Summary {
    let mut text = String::new();
    if trace {
        let _ = writeln!(text, "trace of {}:", call(&r));
        trace_sentences(&mut text, r.procedure, r.trace.as_deref().unwrap_or(&[]));
        if let Some(asp) = &r.aspiration {
            if let (Some(a), Some(b)) = (asp.research_alpha, asp.research_beta) {
                // The re-search window satisfies alpha < beta by (9); report() re-runs it
                // with its trace.
                if let Ok(w) = Window::new(a, b) {
                    let again = report(tree, Procedure::F2, w, true);
                    let _ = writeln!(text, "\ntrace of the re-search {}:", call(&again));
                    trace_sentences(&mut text, Procedure::F2, again.trace.as_deref().unwrap_or(&[]));
                }
            }
        }
    }
    let cutoffs = r.cutoffs.len();
    if cutoffs > MAX_LISTED_CUTOFFS {
        r.cutoffs = Vec::new();
    }
    if let Some(end) = r.pv.pop() {
        r.pv = vec![end];
    }
    r.examined = Vec::new();
    r.visits = Vec::new();
    r.status = Vec::new();
    r.trace = None;
    Summary { report: r, cutoffs, trace: text }
}

pub fn run(argv: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let a = args::parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let count = |name: &str, default: usize| -> Result<usize, CliError> {
        a.value(name).map_or(Ok(default), |v| {
            v.trim()
                .parse()
                .map_err(|_| CliError::usage(format!("--{name}: '{v}' is not a whole number")).for_command("search"))
        })
    };
    let (m, n) = (count("m", 2)?, count("n", 2)?);
    let (procs, other_procs) = procedures(a.value("proc").unwrap_or("F0,F1,F2"), m >= 2 && n >= 2)?;
    let alpha = bound(&a, "alpha", Score::NEG_INF)?;
    let beta = bound(&a, "beta", Score::INF)?;
    let window = Window::new(alpha, beta).map_err(|_| {
        CliError::usage(format!("the window needs alpha < beta; got --alpha {alpha} and --beta {beta}"))
            .for_command("search")
    })?;
    let trace = a.flag("trace");
    let tree = super::read_tree("search", &a.positional, a.value("file"), stdin)?;
    if trace && tree.len() > MAX_TRACE_POSITIONS {
        return Err(CliError::input(format!(
            "--trace is limited to trees of at most {MAX_TRACE_POSITIONS} positions; this one has {}",
            tree.len()
        )));
    }
    let usage = |e: crate::slagle::MnError| CliError::usage(e.to_string()).for_command("search");
    let other_opts = OtherOptions {
        window,
        trace,
        literal: a.flag("literal"),
        m,
        n,
        backup: a.value("backup").map_or(Ok(crate::slagle::Backup::default()), str::parse).map_err(usage)?,
        tie: a.value("tie").map_or(Ok(crate::slagle::TieRule::Strict), str::parse).map_err(usage)?,
    };
    let other_results = other_procs
        .iter()
        .map(|&p| others::run(&tree, p, &other_opts).map(|r| (p, r)))
        .collect::<Result<Vec<_>, CliError>>()?;
    let names = name_bytes(&tree);
    if names > MAX_NAME_BYTES {
        return Err(CliError::input(format!(
            "the tree is too deep to report: naming its {} positions by Dewey coordinates takes {} MiB (at most {})",
            tree.len(),
            names >> 20,
            MAX_NAME_BYTES >> 20
        )));
    }
    if a.flag("json") {
        // {"tree": ..., "procedures": {"F0": ..., ...}}, one report alive at a time.
        let mut s = String::from("{\"tree\":");
        s.push_str(&json(&crate::notation::print(&tree))?);
        s.push_str(",\"procedures\":{");
        for (i, &p) in procs.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            s.push_str(&format!("\"{p}\":"));
            s.push_str(&json(&report(&tree, p, window, trace))?);
        }
        for (i, (p, r)) in other_results.iter().enumerate() {
            if i > 0 || !procs.is_empty() {
                s.push(',');
            }
            s.push_str(&format!("\"{}\":", p.name()));
            s.push_str(&json(&others::json(&tree, r)?)?);
        }
        s.push_str("}}\n");
        return Ok(s);
    }
    let summaries: Vec<Summary> =
        procs.iter().map(|&p| summarize(&tree, report(&tree, p, window, trace), trace)).collect();
    let mut out = if summaries.is_empty() { String::new() } else { human(&tree, window, &summaries) };
    out.push_str(&others::table(&tree, &other_results));
    Ok(out)
}

/// A Dewey name for people: the root is "root".
fn pos(at: &str) -> &str {
    if at.is_empty() {
        "root"
    } else {
        at
    }
}

fn call(r: &RunReport) -> String {
    match r.procedure {
        Procedure::F0 => "F0(root)".into(),
        Procedure::F1 => format!("F1(root, {})", r.beta),
        Procedure::F2 => format!("F2(root, {}, {})", r.alpha, r.beta),
    }
}

fn value_cell(r: &RunReport) -> String {
    if r.exact {
        format!("{} (exact)", r.value)
    } else if r.value <= r.alpha {
        format!("{} (bound: F <= {})", r.value, r.value)
    } else {
        format!("{} (bound: F >= {})", r.value, r.value)
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ")
}

/// Shortens very long cells (a tree's text, a deep principal variation).
fn clip(s: &str, max: usize) -> String {
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

fn human(tree: &Tree, window: Window, summaries: &[Summary]) -> String {
    let reports: Vec<&RunReport> = summaries.iter().map(|s| &s.report).collect();
    let mut out = String::new();
    let text = crate::notation::print(tree);
    let _ = writeln!(out, "tree       {}", clip(&text, 100));
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
    let mut row = |label: &str, f: &dyn Fn(&RunReport) -> String| {
        let mut r = vec![label.to_string()];
        r.extend(reports.iter().map(|r| f(r)));
        rows.push(r);
    };
    row("", &|r| r.procedure.to_string());
    row("call", &call);
    row("value", &value_cell);
    row("terminals examined", &|r| r.terminals_examined.to_string());
    row("positions examined", &|r| r.positions_examined.to_string());
    // Tall trees get a table of their own, one row per level.
    let level_table = tree.height() > 8;
    if level_table {
        row("per level", &|_| "see below".into());
    } else {
        row("per level", &|r| join(&r.per_level));
    }
    row("cutoffs", &|r| (r.shallow_cutoffs + r.deep_cutoffs + r.window_cutoffs).to_string());
    row("  shallow", &|r| r.shallow_cutoffs.to_string());
    row("  deep", &|r| r.deep_cutoffs.to_string());
    row("  window", &|r| r.window_cutoffs.to_string());
    row("principal variation", &|r| match r.pv.last() {
        Some(end) if r.exact => clip(pos(end), 60),
        _ => "- (the value is a bound)".into(),
    });
    table(&mut out, &rows);

    if level_table {
        out.push_str("\npositions examined per level:\n");
        let mut rows = vec![std::iter::once("  level".to_string())
            .chain(reports.iter().map(|r| r.procedure.to_string()))
            .collect::<Vec<_>>()];
        for l in 0..=tree.height() as usize {
            let mut row = vec![format!("  {l}")];
            row.extend(reports.iter().map(|r| r.per_level.get(l).map_or_else(String::new, u64::to_string)));
            rows.push(row);
        }
        table(&mut out, &rows);
    }

    for (r, n) in summaries.iter().map(|s| (&s.report, s.cutoffs)) {
        if n == 0 {
            continue;
        }
        out.push('\n');
        if n > MAX_LISTED_CUTOFFS {
            let _ = writeln!(out, "cutoffs of {}: {n} (--trace or --json lists them)", r.procedure);
            continue;
        }
        let _ = writeln!(out, "cutoffs of {}:", r.procedure);
        for c in &r.cutoffs {
            let _ = writeln!(
                out,
                "  at {} after successor {} ({}): {} not examined",
                pos(&c.at),
                c.after,
                kind_name(&serde_name(&c.kind)),
                list(&c.skipped)
            );
        }
    }

    for &r in &reports {
        let Some(asp) = &r.aspiration else { continue };
        out.push('\n');
        let _ = writeln!(out, "aspiration (K&M section 4): {}", call(r));
        let mut rows: Vec<Vec<String>> = Vec::new();
        let outcome = match serde_name(&asp.outcome).as_str() {
            "exact" => format!("exact: v = {} lies inside the window, so F = {}", r.value, r.value),
            "fail_low" => format!("fail low: v = {} <= alpha = {}, so F <= {}", r.value, r.alpha, r.value),
            _ => format!("fail high: v = {} >= beta = {}, so F >= {}", r.value, r.beta, r.value),
        };
        rows.push(vec!["outcome".into(), outcome]);
        match (asp.research_alpha, asp.research_beta, asp.research_value) {
            (Some(a), Some(b), Some(v)) => {
                rows.push(vec!["re-search".into(), format!("F2(root, {a}, {b}) = {v}")]);
                rows.push(vec![
                    "re-search examined".into(),
                    format!(
                        "{} positions, {} terminals",
                        asp.research_positions_examined, asp.research_terminals_examined
                    ),
                ]);
            }
            _ => rows.push(vec!["re-search".into(), "none needed".into()]),
        }
        rows.push(vec!["final value".into(), asp.final_value.to_string()]);
        rows.push(vec![
            "total examined".into(),
            format!(
                "{} positions, {} terminals (first search{})",
                asp.total_positions_examined,
                asp.total_terminals_examined,
                if asp.research_value.is_some() { " + re-search" } else { " only" }
            ),
        ]);
        rows.push(vec![
            "full window".into(),
            format!(
                "F2(root, -inf, +inf): {} positions, {} terminals",
                asp.full_window_positions_examined, asp.full_window_terminals_examined
            ),
        ]);
        let (t, f) = (asp.total_positions_examined, asp.full_window_positions_examined);
        let diff = match t.cmp(&f) {
            std::cmp::Ordering::Less => format!("the window saves {} positions", f - t),
            std::cmp::Ordering::Equal => "the same number of positions".into(),
            std::cmp::Ordering::Greater => format!("the window costs {} extra positions", t - f),
        };
        rows.push(vec!["difference".into(), diff]);
        let rows: Vec<Vec<String>> = rows
            .into_iter()
            .map(|mut r| {
                r[0].insert_str(0, "  ");
                r
            })
            .collect();
        table(&mut out, &rows);
    }

    for s in summaries.iter().filter(|s| !s.trace.is_empty()) {
        out.push('\n');
        out.push_str(&s.trace);
    }
    out
}

/// The serde name of a unit enum value ("shallow", "fail_low").
fn serde_name<T: Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

fn kind_name(s: &str) -> String {
    s.replace('_', " ")
}

/// "2.3, 2.4" or, for many, "2.3, 2.4, ..., 2.40 (38 positions)".
fn list(v: &[String]) -> String {
    if v.len() <= 6 {
        return v.iter().map(|s| pos(s)).collect::<Vec<_>>().join(", ");
    }
    format!("{}, {}, ..., {} ({} positions)", v[0], v[1], v[v.len() - 1], v.len())
}

fn level(at: &str) -> usize {
    if at.is_empty() {
        0
    } else {
        at.bytes().filter(|&b| b == b'.').count() + 1
    }
}

/// Enter and return lines sit at the position's level, the steps of its loop (update,
/// cutoff) one deeper. Capped, so that a trace of a very deep tree stays linear in size.
fn indent(out: &mut String, at: &str, inside: bool) {
    out.push_str(&"  ".repeat((level(at) + usize::from(inside)).min(40)));
}

fn opt(s: Option<Score>) -> String {
    s.map_or_else(|| "?".into(), |s| s.to_string())
}

/// The events of one search as sentences, one per line, indented by level.
fn trace_sentences(out: &mut String, proc: Procedure, events: &[EventReport]) {
    let window = |e: &EventReport| match proc {
        Procedure::F0 => String::new(),
        Procedure::F1 => format!(" with bound {}", opt(e.beta)),
        Procedure::F2 => format!(" with ({}, {})", opt(e.alpha), opt(e.beta)),
    };
    let bound_name = if proc == Procedure::F2 { "beta" } else { "bound" };
    let mut i = 0;
    while i < events.len() {
        let e = &events[i];
        indent(out, &e.at, matches!(e.kind, "update" | "cutoff"));
        match e.kind {
            "enter" => {
                // A terminal: enter, terminal, leave become one line.
                if let (Some(t), Some(l)) = (events.get(i + 1), events.get(i + 2)) {
                    if t.kind == "terminal" && l.kind == "leave" && t.at == e.at && l.at == e.at {
                        let _ = writeln!(out, "enter {}{}: terminal, f = {}", pos(&e.at), window(e), opt(t.value));
                        i += 3;
                        continue;
                    }
                }
                let _ = writeln!(out, "enter {}{}", pos(&e.at), window(e));
            }
            "terminal" => {
                let _ = writeln!(out, "{}: terminal, f = {}", pos(&e.at), opt(e.value));
            }
            "update" => {
                let child = e.positions.first().map_or("?", |c| pos(c));
                let t = opt(e.value);
                let _ = writeln!(out, "{child}: t = {t} > m = {}, m := {t}", opt(e.old_m));
            }
            "cutoff" => {
                let mut kind = e.cutoff.as_ref().map(|k| kind_name(&serde_name(k))).unwrap_or_default();
                match &e.from {
                    Some(f) if e.cutoff == Some(crate::search::CutoffKind::Deep) => {
                        kind = format!("{kind}: beta comes from the m of {}", pos(f))
                    }
                    None if e.cutoff == Some(crate::search::CutoffKind::Window) => {
                        kind = format!("{kind}: beta comes from the root's window")
                    }
                    _ => {}
                }
                let _ = writeln!(
                    out,
                    "cutoff at {}: m = {} >= {bound_name} = {}; {} not examined ({kind})",
                    pos(&e.at),
                    opt(e.value),
                    opt(e.beta),
                    list(&e.positions)
                );
            }
            "leave" => {
                let _ = writeln!(out, "{} returns {}", pos(&e.at), opt(e.value));
            }
            other => {
                let _ = writeln!(out, "{other} {}", pos(&e.at));
            }
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(args: &[&str]) -> Result<String, CliError> {
        let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        v.insert(0, "search".into());
        super::super::execute(&v, &mut std::io::empty())
    }

    #[test]
    fn proc_lists_and_case() {
        let (kmm, others) = procedures("all", true).unwrap();
        assert_eq!(kmm, Procedure::ALL.to_vec());
        assert_eq!(others, Other::all());
        let (_, others) = procedures("all", false).unwrap();
        assert!(
            !others.contains(&Other::Mn(crate::slagle::MnProcedure::MnAlphabeta)),
            "m&n alpha-beta needs m, n >= 2"
        );
        assert_eq!(procedures("f2,F1", true).unwrap(), (vec![Procedure::F1, Procedure::F2], vec![]));
        let (k, o) = procedures("pvs,F2,sss", true).unwrap();
        assert_eq!(k, vec![Procedure::F2]);
        assert_eq!(o.iter().map(|o| o.name()).collect::<Vec<_>>(), vec!["pvs", "sss"]);
        assert_eq!(procedures("F3", true).unwrap_err().status, 2);
    }

    #[test]
    fn the_table_shows_values_counts_and_the_principal_variation() {
        let s = search(&["((3 1 4) (1 5 9) (2 6 5))"]).unwrap();
        assert!(s.contains("2 (exact)"), "{s}");
        assert!(s.contains("principal variation   3.1"), "{s}");
    }

    #[test]
    fn the_trace_reads_as_sentences() {
        let s =
            search(&["--proc", "F2", "--alpha", "0", "--beta", "4", "--trace", "((3 1 4) (1 5 9) (2 6 5))"]).unwrap();
        assert!(s.contains("enter root with (0, 4)"), "{s}");
        assert!(s.contains("  enter 1 with (-4, 0)"), "{s}");
        assert!(s.contains("enter 1.1 with (0, 4): terminal, f = 3"), "{s}");
        assert!(s.contains("1.2: t = -1 > m = -3, m := -1") || s.contains("cutoff at"), "{s}");
        assert!(s.contains("root returns 2"), "{s}");
    }

    #[test]
    fn name_bytes_counts_dots_and_digits() {
        let t = crate::notation::parse("((1,2,3,4,5,6,7,8,9,10),1)").unwrap();
        // "1" + "1.1".."1.9" (9 * 3) + "1.10" (4) + "2" = 1 + 27 + 4 + 1
        assert_eq!(name_bytes(&t), 33);
    }
}

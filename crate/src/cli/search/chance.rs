//! `gametree search` on trees with chance positions: expectimax, Star1 and Star2
//! ([`crate::chance`]) as a table or a trace in sentences. Values are exact: fractions, with
//! their decimals beside them. `--json` writes the catalogue's run record of each, as for
//! every other family (`json.rs`; the exact values in its `chance` part).

use super::super::CliError;
use super::args::Request;
use crate::chance::{self, Bound, ChanceProc, ChanceRun, CutKind, Event, Exact};
use crate::procedures::{Entry, Kind};
use crate::tree::{NodeId, Tree};
use std::io::Write;

fn proc_of(e: &Entry) -> ChanceProc {
    match e.kind {
        Kind::Chance(p) => p,
        _ => unreachable!("only the chance family's entries come here"),
    }
}

fn name(tree: &Tree, p: NodeId) -> String {
    let d = tree.dewey(p).to_string();
    if d.is_empty() {
        "root".into()
    } else {
        d
    }
}

/// An exact value, with its decimal when it is a fraction: `5/2 (2.5)`.
fn shown(v: Exact) -> String {
    if v.is_finite() && v.denom() != 1 {
        format!("{v} ({})", v.decimal(4))
    } else {
        v.to_string()
    }
}

fn bound_word(b: Bound) -> &'static str {
    match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower bound",
        Bound::Upper => "upper bound",
    }
}

/// The trace's sentences, indented by level.
fn trace_lines(tree: &Tree, r: &ChanceRun, out: &mut String) {
    for e in r.trace.iter().flatten() {
        let (at, line) = match e {
            Event::Enter { at, alpha, beta } => {
                let kind = if tree.is_terminal(*at) {
                    "terminal"
                } else if tree.is_chance(*at) {
                    "chance"
                } else if tree.is_max(*at) {
                    "Max"
                } else {
                    "Min"
                };
                (*at, format!("enter {} ({kind}) with ({alpha}, {beta})", name(tree, *at)))
            }
            Event::Evaluate { at, value } => (*at, format!("{}: f = {value}", name(tree, *at))),
            Event::Update { at, child, t, m } => {
                (*at, format!("{}: t = {} from {}, m := {}", name(tree, *at), shown(*t), name(tree, *child), shown(*m)))
            }
            Event::Bounds { at, child, lower, upper } if at == child => (
                *at,
                format!(
                    "{}: before any outcome the value lies in [{}, {}]",
                    name(tree, *at),
                    shown(*lower),
                    shown(*upper)
                ),
            ),
            Event::Bounds { at, child, lower, upper } => (
                *at,
                format!(
                    "{}: after {} the value lies in [{}, {}]",
                    name(tree, *at),
                    name(tree, *child),
                    shown(*lower),
                    shown(*upper)
                ),
            ),
            Event::Probe { at, child, first, value } => (
                *at,
                format!(
                    "{}: probe {} through {}: at least {}",
                    name(tree, *at),
                    name(tree, *child),
                    name(tree, *first),
                    shown(*value)
                ),
            ),
            Event::Cutoff { at, child, kind, skipped } => {
                let why = match kind {
                    CutKind::Decision => "decision cutoff: m >= beta",
                    CutKind::Chance => "chance cutoff: the value cannot enter the window",
                    CutKind::Probing => "probing cutoff: the probes reach beta",
                };
                let after = if at == child { String::new() } else { format!(" after {}", name(tree, *child)) };
                (*at, format!("cutoff at {}{after} ({why}); {skipped} not searched", name(tree, *at)))
            }
            Event::Return { at, value, bound } => {
                (*at, format!("{} returns {} ({})", name(tree, *at), shown(*value), bound_word(*bound)))
            }
        };
        let indent = "  ".repeat(tree.depth(at).min(40) as usize);
        out.push_str(&indent);
        out.push_str(&line);
        out.push('\n');
    }
}

/// Runs the chance procedures `entries` and writes the table (and trace) or the JSON.
pub fn write(out: &mut dyn Write, tree: &Tree, entries: &[&'static Entry], request: &Request) -> Result<(), CliError> {
    if request.json {
        return super::json::write(out, request);
    }
    let range = request.options.leaf_range().map_err(|e| CliError::usage(e.message()).for_command("search"))?;
    let runs = entries
        .iter()
        .map(|e| {
            chance::run(tree, proc_of(e), request.window.alpha, request.window.beta, range, request.trace)
                .map_err(|err| CliError::input(format!("{}: {}", e.name, err.message())))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let Some(first) = runs.first() else { return Ok(()) };
    let mut s = String::new();
    let how = if first.range.assumed { "assumed: the tree's least and greatest terminal value" } else { "given" };
    s.push_str(&format!("leaf range [{}, {}] ({how})\n", first.range.lower, first.range.upper));
    if request.window.alpha != crate::Score::NEG_INF || request.window.beta != crate::Score::INF {
        s.push_str(&format!(
            "window ({}, {}) for star1 and star2; expectimax searches everything\n",
            request.window.alpha, request.window.beta
        ));
    }
    s.push_str("procedure    value                  bound        terminals  evaluations  positions  cutoffs: decision  chance  probing\n");
    for r in &runs {
        s.push_str(&format!(
            "{:<12} {:<22} {:<12} {:>9}  {:>11}  {:>9}  {:>17}  {:>6}  {:>7}\n",
            r.procedure,
            shown(r.value),
            bound_word(r.bound),
            r.counts.terminals,
            r.counts.evaluations,
            r.counts.positions,
            r.counts.decision_cutoffs,
            r.counts.chance_cutoffs,
            r.counts.probing_cutoffs
        ));
    }
    for r in runs.iter().filter(|r| r.trace.is_some()) {
        s.push_str(&format!("\n{} trace (values from the standpoint of the player to move):\n", r.procedure));
        trace_lines(tree, r, &mut s);
    }
    out.write_all(s.as_bytes())?;
    Ok(())
}

//! The record of a run of Ballard's family (expectimax, Star1, Star2; [`crate::chance`]):
//! the family's search run with its trace, read into the catalogue's record. Values are
//! exact in [`ChanceDetail`] (fraction text where not integers) and the nearest doubles in
//! the record's own fields, which the page draws.

use super::{blank, put, skipped};
use crate::aspiration::Outcome;
use crate::chance::{self, Bound as ChanceBound, ChanceProc, Event, Exact, LeafRange};
use crate::procedures::{Entry, Options};
use crate::record::{
    status_of, Bound, ChanceDetail, CutKind, Cutoff, ExactValue, Record, RecordCounts, Trace, Value, Visit,
};
use crate::search::Window;
use crate::tree::{NodeId, Tree};
use std::collections::BTreeMap;

fn v(x: Exact) -> Value {
    Value(x.to_f64())
}

fn bound(b: ChanceBound) -> Bound {
    match b {
        ChanceBound::Exact => Bound::Exact,
        ChanceBound::Lower => Bound::Lower,
        ChanceBound::Upper => Bound::Upper,
    }
}

/// The record of `p` on `tree` with `window` (expectimax searches with the full one).
pub(super) fn record(
    entry: &'static Entry,
    tree: &Tree,
    p: ChanceProc,
    window: Window,
    options: &Options,
) -> crate::Result<Record> {
    // The events are what the record is read from (every call's window and value, every
    // cutoff), as they happen: no trace is kept unless asked for.
    let mut r = blank(entry, tree, window);
    let mut exact: Vec<Option<ExactValue>> = vec![None; tree.len()];
    // One visit per call, pushed when entered and completed when it returns.
    let mut open: Vec<usize> = Vec::new();
    let mut cutoffs: Vec<(Cutoff, usize)> = Vec::new();
    let mut sink = |e: &Event| match *e {
        Event::Enter { at, alpha, beta } => {
            open.push(r.visits.len());
            r.visits.push(Visit { at, alpha: v(alpha), beta: v(beta), value: v(alpha), bound: None });
        }
        Event::Return { at, value, bound: b } => {
            let i = open.pop().expect("a return closes the call it entered");
            let x = &mut r.visits[i];
            debug_assert_eq!(x.at, at);
            x.value = v(value);
            x.bound = Some(bound(b));
            exact[at as usize] = Some(ExactValue(value));
            // A cutoff ends its call at once: it takes the value the call returns and the
            // window's end that value reached.
            let crossed = if b == ChanceBound::Upper { x.alpha } else { x.beta };
            if let Some((c, call)) = cutoffs.last_mut() {
                if *call == i {
                    c.value = v(value);
                    c.bound = crossed;
                }
            }
        }
        Event::Cutoff { at, child, kind, .. } => {
            let after = if child == at { 0 } else { tree.index_in_parent(child) + 1 };
            let call = *open.last().expect("a cutoff inside a call");
            let c = Cutoff {
                at,
                after,
                kind: CutKind::from(kind),
                skipped: Vec::new(), // below, when the run has marked what it examined
                value: Value(0.0),
                bound: Value(0.0),
                from: None,
            };
            cutoffs.push((c, call));
        }
        _ => {}
    };
    let range = LeafRange::for_tree(options.leaf_range()?, tree)?;
    let (alpha, beta) = (Exact::score(window.alpha), Exact::score(window.beta));
    let run = chance::run::run_with(tree, p, alpha, beta, range, options.trace, None, Some(&mut sink))?;
    let mut cutoffs: Vec<Cutoff> = cutoffs.into_iter().map(|(c, _)| c).collect();
    // Star2's probe examines an outcome and searches its first successor only: what a cutoff
    // at the chance position saves of a probed outcome is its other successors (a probing
    // cutoff saves those of every outcome probed before it too).
    for c in &mut cutoffs {
        let from = if c.kind == CutKind::Probing { 0 } else { c.after };
        c.skipped = skipped(tree, c.at, from)
            .into_iter()
            .flat_map(|q| if run.examined[q as usize] { tree.children(q).collect() } else { vec![q] })
            .filter(|&q| !run.examined[q as usize])
            .collect();
    }
    let visits = std::mem::take(&mut r.visits);
    for x in &visits {
        put(&mut r, x);
    }
    r.visits = visits;
    r.status = status_of(tree, &run.examined, &cutoffs);
    let mut per_level = vec![0u64; tree.height() as usize + 1];
    for q in (0..tree.len() as NodeId).filter(|&q| run.examined[q as usize]) {
        per_level[tree.depth(q) as usize] += 1;
    }
    let mut by_kind = BTreeMap::new();
    for c in &cutoffs {
        *by_kind.entry(c.kind).or_insert(0) += 1;
    }
    r.counts = RecordCounts {
        positions: run.counts.positions,
        terminals: run.counts.terminals,
        per_level,
        cutoffs: cutoffs.len() as u64,
        by_kind,
    };
    r.cutoffs = cutoffs;
    r.value = v(run.value);
    r.exact = run.bound == ChanceBound::Exact;
    if window != Window::FULL {
        r.outcome = Some(match run.bound {
            ChanceBound::Exact => Outcome::Exact,
            ChanceBound::Lower => Outcome::FailHigh,
            ChanceBound::Upper => Outcome::FailLow,
        });
    }
    r.chance = Some(ChanceDetail {
        range: run.range,
        value: ExactValue(run.value),
        values: exact,
        evaluations: run.counts.evaluations,
        probes: run.counts.probes,
    });
    r.trace = run.trace.map(Trace::Chance); // None unless asked for
    Ok(r)
}

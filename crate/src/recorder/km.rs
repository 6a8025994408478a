//! The record of a Knuth & Moore run: its visits, cutoffs and typed events.

use super::{ancestor_on_level, blank, counts_from, put, skipped, v};
use crate::procedures::Entry;
use crate::record::{status_of, Bound, Cutoff, KmEvent, Record, Trace, Visit};
use crate::score::Score;
use crate::search::{self, Procedure};
use crate::tree::Tree;

pub(crate) fn km(entry: &'static Entry, tree: &Tree, p: Procedure, params: &search::Params, trace: bool) -> Record {
    let window = params.window;
    let run = p.record(tree, params, trace);
    let n = tree.len();
    let examined: Vec<bool> = run.visits.iter().map(Option::is_some).collect();
    // A cutoff's successors not examined by the whole run: NegaScout's re-search and MTD(f)'s
    // next pass may examine what an earlier search of the same position skipped.
    let cutoffs: Vec<Cutoff> = run
        .cutoffs
        .iter()
        .map(|c| Cutoff {
            at: c.at,
            after: c.after,
            kind: c.kind.into(),
            skipped: skipped(tree, c.at, c.after).into_iter().filter(|&q| !examined[q as usize]).collect(),
            value: v(c.m),
            bound: v(c.beta),
            from: c.from.map(|level| ancestor_on_level(tree, c.at, level)),
        })
        .collect();
    // One visit per call, with that call's window and value (a position searched again has
    // one per search).
    let visits: Vec<Visit> = run
        .examined
        .iter()
        .zip(&run.calls)
        .map(|(&q, x)| Visit {
            at: q,
            alpha: v(x.alpha),
            beta: v(x.beta),
            value: v(x.value),
            bound: Bound::of(x.value, x.alpha, x.beta),
        })
        .collect();
    let mut r = blank(entry, tree, window);
    for x in &visits {
        put(&mut r, x);
    }
    r.status = status_of(tree, &examined, &cutoffs);
    r.counts = counts_from(&run.counts, &cutoffs);
    r.value = v(run.value);
    r.exact = run.exact;
    r.pv = run.pv.clone();
    r.visits = visits;
    r.cutoffs = cutoffs;
    r.trace = run.trace.as_ref().map(|t| Trace::Km(km_events(tree, p, t)));
    debug_assert_eq!(r.status.len(), n);
    r
}

/// K&M's events with the initial m, the skipped successors, the ancestor of a deep
/// cutoff, and the bound kind of every returned value.
fn km_events(tree: &Tree, p: Procedure, events: &[search::Event]) -> Vec<KmEvent> {
    let mut windows: Vec<(Score, Score)> = Vec::new();
    events
        .iter()
        .map(|e| match *e {
            search::Event::Enter { at, alpha, beta } => {
                windows.push((alpha, beta));
                let m = (p.0.initial_m)(alpha);
                KmEvent::Enter { at, alpha, beta, m }
            }
            search::Event::Terminal { at, f } => KmEvent::Terminal { at, f },
            search::Event::Update { at, child, t, old_m } => KmEvent::Update { at, child, t, old_m },
            search::Event::Cutoff { at, after, kind, from, m, beta } => KmEvent::Cutoff {
                at,
                after,
                kind,
                from: from.map(|level| ancestor_on_level(tree, at, level)),
                m,
                beta,
                skipped: skipped(tree, at, after),
            },
            search::Event::Leave { at, value } => {
                let (alpha, beta) = windows.pop().unwrap_or((Score::NEG_INF, Score::INF));
                KmEvent::Leave { at, value, bound: Bound::of(value, alpha, beta) }
            }
            search::Event::Research { at, child, t, alpha, beta } => KmEvent::Research { at, child, t, alpha, beta },
            search::Event::Recall { at, value } => KmEvent::Recall { at, value },
        })
        .collect()
}

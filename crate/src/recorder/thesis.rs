//! The record of a run of one of the thesis' procedures.

use super::{blank, counts_from, put, skipped, v};
use crate::procedures::{Entry, Options};
use crate::record::{status_of, Bound, CutKind, Cutoff, Record, Step, ThesisDetail, Trace, Visit};
use crate::score::Score;
use crate::search::{Counts, Window};
use crate::thesis::{self, Call, Sink};
use crate::tree::Tree;

/// Keeps what the record needs of a thesis run (calls, returns, cut-offs) and, when
/// tracing, every event.
struct Keep {
    events: Vec<thesis::Event>,
    all: bool,
}

impl Sink for Keep {
    const ON: bool = true;
    fn push(&mut self, e: thesis::Event) {
        use thesis::Event as E;
        if self.all || matches!(e, E::Enter { .. } | E::Return { .. } | E::TestResult { .. } | E::Cutoff { .. }) {
            self.events.push(e);
        }
    }
}

/// The window of a value routine's call (None for TESTs).
fn call_window(c: &Call) -> Option<(Score, Score)> {
    match *c {
        Call::BranchAndBound { bound } => Some((Score::NEG_INF, bound)),
        Call::Alphabeta { alpha, beta } | Call::Falphabeta { alpha, beta } | Call::Pvs { alpha, beta } => {
            Some((alpha, beta))
        }
        Call::Palphabeta | Call::Scout | Call::ScoutCm | Call::ScoutMinimax => Some((Score::NEG_INF, Score::INF)),
        Call::Test { .. } | Call::Testm { .. } | Call::TestMinimax { .. } => None,
    }
}

pub(super) fn thesis_run(
    entry: &'static Entry,
    tree: &Tree,
    p: thesis::ThesisProc,
    window: Window,
    options: &Options,
) -> crate::Result<Record> {
    let opts = options.thesis(p)?;
    let mut keep = Keep { events: Vec::new(), all: options.trace };
    let out = if p == thesis::ThesisProc::Sss && !options.trace {
        // SSS* makes no calls or cut-offs the record keeps; without a trace it builds no
        // event (its OPEN-list snapshots cost O(|OPEN|) each).
        thesis::search(tree, p, &opts, &mut ())
    } else {
        thesis::search(tree, p, &opts, &mut keep)
    };
    let mut r = blank(entry, tree, window);
    let mut calls: Vec<Option<(Score, Score)>> = Vec::new();
    let mut cutoffs = Vec::new();
    for e in &keep.events {
        match e {
            thesis::Event::Enter { call, .. } => calls.push(call_window(call)),
            thesis::Event::TestResult { .. } => {
                calls.pop();
            }
            thesis::Event::Return { at, value } => {
                if let Some(Some((alpha, beta))) = calls.pop() {
                    let x = Visit {
                        at: *at,
                        alpha: v(alpha),
                        beta: v(beta),
                        value: v(*value),
                        bound: Bound::of(*value, alpha, beta),
                    };
                    put(&mut r, &x);
                    r.visits.push(x);
                }
            }
            thesis::Event::Cutoff { at, after, m, bound } => cutoffs.push(Cutoff {
                at: *at,
                after: *after,
                kind: CutKind::Cutoff,
                skipped: skipped(tree, *at, *after),
                value: v(*m),
                bound: v(*bound),
                from: None,
            }),
            _ => {}
        }
    }
    let root = tree.root() as usize;
    if r.values[root].is_none() {
        // SSS* reports no calls: the root's value is the result.
        r.values[root] = Some(v(out.value));
        r.bounds[root] = if out.exact { Some(Bound::Exact) } else { Bound::of(out.value, window.alpha, window.beta) };
    }
    let mut examined = out.created.clone();
    examined[root] = true;
    let mut c = Counts::for_height(tree.height());
    crate::thesis::created_counts(tree, &out.created, &mut c);
    r.status = status_of(tree, &examined, &cutoffs);
    r.counts = counts_from(&c, &cutoffs);
    r.value = v(out.value);
    r.exact = out.exact;
    r.cutoffs = cutoffs;
    r.thesis = Some(ThesisDetail { counters: out.counters, options: opts });
    if options.trace {
        let steps = keep
            .events
            .into_iter()
            .map(|event| {
                let skipped = match event {
                    thesis::Event::Cutoff { at, after, .. } => skipped(tree, at, after),
                    _ => Vec::new(),
                };
                Step { event, skipped }
            })
            .collect();
        r.trace = Some(Trace::Thesis(steps));
    }
    Ok(r)
}

//! One complete run of a procedure with everything a UI or a student looks at: the value,
//! the window each position was called with and what the procedure returned there, the
//! examined positions in order, the cutoffs and what they skipped, the principal variation
//! where the value is exact, counts, and (on request) the event trace.

use super::engine::Procedure;
use super::observer::{Counts, CutoffKind, Event, Observer, Trace};
use super::rule::Params;
use super::window::Window;
use crate::score::Score;
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// What happened at one examined position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Visit {
    /// The window the procedure was called with (F1: alpha = -inf, beta = its bound).
    pub alpha: Score,
    pub beta: Score,
    /// The value the procedure returned here: F(p), or a bound on it (K&M Fig. 2's 3 for 7).
    pub value: Score,
    /// The successor whose t last raised m (the best successor found), if any.
    pub best: Option<NodeId>,
}

/// A cutoff: at `at`, after successor number `after` (1-based), m >= beta, so successors
/// `after + 1 ..= after + skipped` were not examined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cutoff {
    pub at: NodeId,
    pub after: u32,
    pub skipped: u32,
    pub kind: CutoffKind,
    /// m when the cutoff happened, and the bound it reached.
    pub m: Score,
    pub beta: Score,
    /// The level of the ancestor whose m supplied beta (None: the root window's).
    pub from: Option<u32>,
}

/// The full record of one run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Run {
    /// The procedure's name.
    pub procedure: &'static str,
    pub window: Window,
    pub value: Score,
    /// alpha < value < beta (for F1: value < bound): the value is F(root), not a bound.
    pub exact: bool,
    pub counts: Counts,
    /// Every call in the order made, root first: each examined position once, and again
    /// for each re-search (NegaScout) or pass (MTD(f)) that reaches it.
    pub examined: Vec<NodeId>,
    pub cutoffs: Vec<Cutoff>,
    /// The principal variation, root first, when the value is exact; empty otherwise.
    pub pv: Vec<NodeId>,
    /// Per position (indexed by id): its last visit, or None when not examined.
    pub visits: Vec<Option<Visit>>,
    /// Every call's visit, in the order of `examined` (a position searched again has one
    /// per search, each with its own window and value).
    pub calls: Vec<Visit>,
    pub trace: Option<Vec<Event>>,
}

struct Recorder {
    examined: Vec<NodeId>,
    visits: Vec<Option<Visit>>,
    calls: Vec<Visit>,
    /// The calls under way, innermost last (indices into `calls`).
    open: Vec<usize>,
    cutoffs: Vec<Cutoff>,
    degree_of: Vec<u32>,
}

impl Observer for Recorder {
    fn enter(&mut self, p: NodeId, _d: u32, alpha: Score, beta: Score) {
        self.examined.push(p);
        let v = Visit { alpha, beta, value: alpha, best: None };
        self.visits[p as usize] = Some(v);
        self.open.push(self.calls.len());
        self.calls.push(v);
    }
    fn update(&mut self, p: NodeId, child: NodeId, _t: Score, _m: Score) {
        if let Some(v) = self.visits[p as usize].as_mut() {
            v.best = Some(child);
        }
        if let Some(&i) = self.open.last() {
            self.calls[i].best = Some(child);
        }
    }
    fn cutoff(&mut self, p: NodeId, after: u32, kind: CutoffKind, from: Option<u32>, m: Score, beta: Score) {
        let skipped = self.degree_of[p as usize] - after;
        self.cutoffs.push(Cutoff { at: p, after, skipped, kind, m, beta, from });
    }
    fn leave(&mut self, p: NodeId, value: Score) {
        if let Some(v) = self.visits[p as usize].as_mut() {
            v.value = value;
        }
        if let Some(i) = self.open.pop() {
            self.calls[i].value = value;
        }
    }
}

/// The recorder, the counts and, when asked, the trace.
struct Recording {
    rec: Recorder,
    counts: super::observer::DistinctCounts,
    trace: Option<Trace>,
}

impl Observer for Recording {
    #[inline]
    fn enter(&mut self, p: NodeId, d: u32, a: Score, b: Score) {
        self.rec.enter(p, d, a, b);
        self.counts.enter(p, d, a, b);
        if let Some(t) = &mut self.trace {
            t.enter(p, d, a, b);
        }
    }
    #[inline]
    fn terminal(&mut self, p: NodeId, f: Score) {
        self.counts.terminal(p, f);
        if let Some(t) = &mut self.trace {
            t.terminal(p, f);
        }
    }
    #[inline]
    fn update(&mut self, p: NodeId, c: NodeId, t: Score, m: Score) {
        self.rec.update(p, c, t, m);
        if let Some(tr) = &mut self.trace {
            tr.update(p, c, t, m);
        }
    }
    #[inline]
    fn cutoff(&mut self, p: NodeId, after: u32, k: CutoffKind, from: Option<u32>, m: Score, b: Score) {
        self.rec.cutoff(p, after, k, from, m, b);
        self.counts.cutoff(p, after, k, from, m, b);
        if let Some(t) = &mut self.trace {
            t.cutoff(p, after, k, from, m, b);
        }
    }
    #[inline]
    fn leave(&mut self, p: NodeId, v: Score) {
        self.rec.leave(p, v);
        if let Some(t) = &mut self.trace {
            t.leave(p, v);
        }
    }
    #[inline]
    fn research(&mut self, p: NodeId, c: NodeId, t: Score, a: Score, b: Score) {
        if let Some(tr) = &mut self.trace {
            tr.research(p, c, t, a, b);
        }
    }
    #[inline]
    fn recall(&mut self, p: NodeId, v: Score) {
        if let Some(t) = &mut self.trace {
            t.recall(p, v);
        }
    }
}

/// Runs `procedure` on `tree` with `window` (as the procedure uses it: F0 ignores it, F1
/// takes beta as its bound) and records everything; with `trace`, also the ordered events.
pub fn run(tree: &Tree, procedure: Procedure, window: Window, trace: bool) -> Run {
    procedure.record(tree, &Params::window(window), trace)
}

impl Procedure {
    /// The full record of a run ([`Run`]), with the event trace when `trace`. Crate-internal:
    /// the library's run record is the catalogue's ([`crate::record::Record`], made from this
    /// by [`crate::recorder`]).
    pub(crate) fn record(self, tree: &Tree, params: &Params, trace: bool) -> Run {
        record(self, tree, params, trace)
    }
}

/// The record of `procedure`'s run: its observed search ([`Procedure::observe`]) with a
/// recorder as the observer. One function for every rule: the observer is reached through
/// dynamic dispatch, so the page's first module holds one driver per rule (the one
/// `observe` needs), not a second one specialised to the recorder; the counting path, which
/// experiments and counts use, stays specialised.
pub(crate) fn record(procedure: Procedure, tree: &Tree, params: &Params, trace: bool) -> Run {
    let n = tree.len();
    let degree_of = (0..n as u32).map(|p| tree.degree(p)).collect();
    let rec = Recorder {
        examined: Vec::new(),
        visits: vec![None; n],
        calls: Vec::new(),
        open: Vec::new(),
        cutoffs: Vec::new(),
        degree_of,
    };
    // One observer whether traced or not.
    let mut obs = Recording {
        rec,
        counts: super::observer::DistinctCounts::new(n, tree.height()),
        trace: trace.then(Trace::default),
    };
    let window = procedure.effective_window(params.window);
    let value = procedure.observe(tree, params, &mut obs);
    let Recording { rec, counts, trace: tr } = obs;
    let counts = counts.counts;
    // MTD(f) makes its own windows: its value is F(root) when the passes end.
    let exact = window.alpha < value && value < window.beta;
    let mut pv = Vec::new();
    if exact {
        let mut p = Some(tree.root());
        while let Some(q) = p {
            pv.push(q);
            p = rec.visits[q as usize].and_then(|v| v.best);
        }
    }
    Run {
        procedure: procedure.name(),
        window,
        value,
        exact,
        counts,
        examined: rec.examined,
        cutoffs: rec.cutoffs,
        pv,
        visits: rec.visits,
        calls: rec.calls,
        trace: tr.map(|t| t.0),
    }
}

/// Runs `procedure` with any observer: F0 ignores the window, F1 takes beta as its bound.
pub fn search_with<O: Observer>(tree: &Tree, procedure: Procedure, window: Window, obs: &mut O) -> Score {
    procedure.observe(tree, &Params::window(window), obs)
}

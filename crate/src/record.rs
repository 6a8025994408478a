//! The one run record of every procedure of the catalogue ([`crate::procedures`]): what a
//! UI or a student looks at, computed once in the core so that no caller re-derives it.
//!
//! Positions are breadth-first ids ([`NodeId`]); per-position facts are arrays indexed by
//! id. Values are reals ([`Value`]: integers for Knuth & Moore and the thesis, reals for
//! Slagle's backing-up functions); the infinities serialize as `"-inf"` / `"+inf"`.
//! Negamax procedures (`minimax: false`) report every value from the standpoint of the
//! player to move at its position (K&M's f(p)); minimax ones from Max's standpoint.
//!
//! What the record carries beyond the procedure's own result:
//! * a [`Bound`] per visit and per position: exact, or a lower / upper bound on the value,
//!   by K&M (6) for F1 and Branch-and-bound, (9) for F2 and the windowed thesis procedures,
//!   and by Slagle's Appendix C for m&n alpha-beta;
//! * per cutoff the successors it skipped (the roots of the subtrees not examined) and, for
//!   a K&M deep cutoff, the ancestor whose m supplied the bound;
//! * the aspiration [`Outcome`] of a windowed run, and the [`WindowEffect`]: the positions
//!   the window saved (examined by the full-window run, not by this one) and the extra ones;
//! * for F2 with a window, the aspiration re-search of K&M section 4 ([`AspirationRecord`]);
//! * the trace, typed per family ([`Trace`]); K&M's events carry the initial m, the
//!   skipped successors and the bound kind of every returned value.

use crate::aspiration::{self, Outcome};
use crate::procedures::{Entry, Family, Kind, Options};
use crate::score::Score;
use crate::search::{self, Counts, Procedure, Window};
use crate::slagle::{self, MnEvent};
use crate::thesis::{self, Call, Sink};
use crate::tree::{NodeId, Tree};
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;

pub use crate::slagle::Value;

/// What a returned value says about the true value of its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// The value itself: K&M (9) with alpha < v < beta.
    Exact,
    /// The true value is at least this (fail high: v >= beta).
    Lower,
    /// The true value is at most this (fail low: v <= alpha).
    Upper,
}

impl Bound {
    /// K&M (6) and (9): what a procedure called with window (alpha, beta) that returned `v`
    /// knows about F(p). For F1(p, bound) alpha is -inf: v >= bound is a lower bound. None
    /// for an empty window (alpha >= beta: the thesis' PVS re-searches with one when t >=
    /// beta), about which (9) says nothing.
    pub fn of(v: Score, alpha: Score, beta: Score) -> Option<Bound> {
        if alpha >= beta {
            None
        } else if v >= beta {
            Some(Bound::Lower)
        } else if v <= alpha {
            Some(Bound::Upper)
        } else {
            Some(Bound::Exact)
        }
    }
}

impl From<slagle::Bound> for Bound {
    fn from(b: slagle::Bound) -> Bound {
        match b {
            slagle::Bound::Exact => Bound::Exact,
            slagle::Bound::Lower => Bound::Lower,
            slagle::Bound::Upper => Bound::Upper,
        }
    }
}

/// The kinds of cutoff of all three papers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CutKind {
    /// K&M: the bound is the parent's own m (F1 makes these too).
    Shallow,
    /// K&M: the bound came from an ancestor above the parent (only F2).
    Deep,
    /// K&M: the bound is still the root window's.
    Window,
    /// The thesis' cut-off (m reached the bound; the thesis does not classify them).
    Cutoff,
    /// Slagle §7.1: at a min-position on level 1.
    HighestLevelAlpha,
    /// Slagle §7.3.
    MnAlpha,
    /// Slagle §7.2.
    MnBeta,
}

impl From<search::CutoffKind> for CutKind {
    fn from(k: search::CutoffKind) -> CutKind {
        match k {
            search::CutoffKind::Shallow => CutKind::Shallow,
            search::CutoffKind::Deep => CutKind::Deep,
            search::CutoffKind::Window => CutKind::Window,
        }
    }
}

impl From<slagle::CutoffKind> for CutKind {
    fn from(k: slagle::CutoffKind) -> CutKind {
        match k {
            slagle::CutoffKind::HighestLevelAlpha => CutKind::HighestLevelAlpha,
            slagle::CutoffKind::MnAlpha => CutKind::MnAlpha,
            slagle::CutoffKind::MnBeta => CutKind::MnBeta,
        }
    }
}

/// Whether a position was examined (K&M; the thesis: created), and if not, why.
/// Serialized as one string: `examined`, a [`CutKind`] (`shallow`, `deep`, ...) or
/// `not_reached`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    Examined,
    /// It lies in a subtree a cutoff of this kind skipped.
    Cut(CutKind),
    /// Not examined and below no cutoff: the procedure never got there (SSS*, a son Scout's
    /// TEST rejected).
    NotReached,
}

/// As unit variants (not plain strings): serde-wasm-bindgen caches the JS strings of
/// variant names, so a status per position costs no string conversion each.
impl Serialize for Status {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Status::Examined => s.serialize_unit_variant("Status", 0, "examined"),
            Status::Cut(k) => k.serialize(s),
            Status::NotReached => s.serialize_unit_variant("Status", 2, "not_reached"),
        }
    }
}

/// Effort of one run.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordCounts {
    /// K&M and Slagle: positions examined; the thesis: positions created, the root counted.
    pub positions: u64,
    /// Terminal positions examined (the thesis: leaf nodes created).
    pub terminals: u64,
    /// `positions` on each level 0..=height.
    pub per_level: Vec<u64>,
    /// All cutoffs, and by kind (kinds absent have none).
    pub cutoffs: u64,
    pub by_kind: BTreeMap<CutKind, u64>,
}

/// One call of a value routine at a position: the window it was called with, what it
/// returned, and what that says (K&M (6)/(9)).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Visit {
    pub at: NodeId,
    pub alpha: Value,
    pub beta: Value,
    pub value: Value,
    /// None for an empty window ([`Bound::of`]).
    pub bound: Option<Bound>,
}

/// A cutoff: at `at`, after successor number `after` (1-based), `value` (m, or Slagle's u)
/// reached `bound` (beta, or Slagle's alpha / beta), so the successors `skipped` (ids, the
/// roots of the subtrees not examined) were not examined.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cutoff {
    pub at: NodeId,
    pub after: u32,
    pub kind: CutKind,
    pub skipped: Vec<NodeId>,
    pub value: Value,
    pub bound: Value,
    /// K&M: the ancestor whose m supplied the bound (absent when it is the root window's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<NodeId>,
}

/// What a window other than (-inf, +inf) changed, against the same procedure with the full
/// window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WindowEffect {
    /// Examined with the full window, not by this (first) search: saved by the window.
    pub saved: Vec<NodeId>,
    /// Examined by this search (for F2 also its aspiration re-search) and not with the full
    /// window: what a wrong guess costs.
    pub extra: Vec<NodeId>,
}

/// One search of an aspiration run (K&M section 4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pass {
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
    pub positions: u64,
    pub terminals: u64,
}

/// F2 with a window other than (-inf, +inf): the aspiration search of K&M section 4.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AspirationRecord {
    pub outcome: Outcome,
    pub first: Pass,
    /// F2(root, -inf, v) after a fail low, F2(root, v, +inf) after a fail high.
    pub research: Option<Pass>,
    /// F(root), after the re-search.
    pub value: Score,
    pub total_positions: u64,
    pub total_terminals: u64,
    pub full_window_positions: u64,
    pub full_window_terminals: u64,
}

/// The thesis' own measures and reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThesisDetail {
    pub counters: thesis::Counters,
    pub options: thesis::Options,
}

/// A value with what it says (Slagle's [`slagle::PositionValue`]).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Bounded {
    pub value: Value,
    pub bound: Bound,
}

/// The root's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Move {
    /// 1-based successor number.
    pub index: u32,
    pub at: NodeId,
}

/// Slagle's parameters and the root's choice.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MnDetail {
    pub m: usize,
    pub n: usize,
    pub dmax: u32,
    pub tie: slagle::TieRule,
    pub tolerance: f64,
    pub backup: String,
    /// The chosen successor; absent when the root is terminal.
    pub best: Option<Move>,
    pub root_values: Vec<Bounded>,
    pub warnings: Vec<slagle::Warning>,
}

/// One K&M event, by id, with what the page would otherwise work out.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", rename_all_fields = "camelCase")]
pub enum KmEvent {
    /// `at` is examined with window (alpha, beta); m starts at `m` (alpha for F2, -inf for
    /// F0 and F1).
    Enter { at: NodeId, alpha: Score, beta: Score, m: Score },
    /// f(at) of a terminal.
    Terminal { at: NodeId, f: Score },
    /// At `at`, successor `child` gave t > m, so m := t.
    Update { at: NodeId, child: NodeId, t: Score, old_m: Score },
    /// At `at`, after successor `after`, m >= beta: `skipped` are not examined.
    Cutoff {
        at: NodeId,
        after: u32,
        kind: search::CutoffKind,
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<NodeId>,
        m: Score,
        beta: Score,
        skipped: Vec<NodeId>,
    },
    /// The procedure returns `value` at `at`; `bound` by (6)/(9) (K&M's windows are never
    /// empty, so it is always present).
    Leave { at: NodeId, value: Score, bound: Option<Bound> },
    /// At `at`, successor `child`'s first search gave `t`; it is searched again with
    /// (alpha, beta) (NegaScout; MTD(f)'s next pass, at = child = the root).
    Research { at: NodeId, child: NodeId, t: Score, alpha: Score, beta: Score },
    /// The memory settles the call of `at` with `value` (MTD(f)).
    Recall { at: NodeId, value: Score },
}

/// A family's event with, for a cutoff, the successors it skipped (the roots of the
/// subtrees not examined); serialized as the event's fields plus `skipped` (omitted when
/// empty).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step<E> {
    #[serde(flatten)]
    pub event: E,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<NodeId>,
}

/// The events of a run, typed per family (serialized as a plain array of events, each
/// with its `type`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Trace {
    Km(Vec<KmEvent>),
    Thesis(Vec<Step<thesis::Event>>),
    Mn(Vec<Step<MnEvent>>),
}

/// Everything about one run of one procedure.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// The catalogue name.
    pub procedure: &'static str,
    pub family: Family,
    /// Values from Max's standpoint (see the module doc).
    pub minimax: bool,
    /// The root window the procedure used ((-inf, +inf) for those without one; F1 and
    /// Branch-and-bound: (-inf, bound)).
    pub alpha: Score,
    pub beta: Score,
    /// The root's value (Slagle: the chosen successor's).
    pub value: Value,
    /// `value` is the root's value, not a bound.
    pub exact: bool,
    /// With a window other than (-inf, +inf): how the search ended against it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    pub counts: RecordCounts,
    /// Per position id.
    pub status: Vec<Status>,
    /// Per position id: the value last returned there (null: not examined / no value).
    pub values: Vec<Option<Value>>,
    pub bounds: Vec<Option<Bound>>,
    /// Per position id: the window of its last visit (null where the procedure has none).
    pub alphas: Vec<Option<Value>>,
    pub betas: Vec<Option<Value>>,
    /// Every value-routine call in the order made (K&M: one per examined position; the
    /// thesis: re-searches visit again; SSS* and Slagle: none).
    pub visits: Vec<Visit>,
    /// The principal variation by id, root first, when known (K&M with an exact value;
    /// Slagle: root and chosen successor); empty otherwise.
    pub pv: Vec<NodeId>,
    pub cutoffs: Vec<Cutoff>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window_effect: Option<WindowEffect>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aspiration: Option<AspirationRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thesis: Option<ThesisDetail>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mn: Option<MnDetail>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Trace>,
}

impl Record {
    /// The root's value as a [`Score`] when it is an integer (K&M, the thesis).
    pub fn score(&self) -> Option<Score> {
        self.value.as_integer().map(Score::new)
    }

    /// Per position id: examined or not.
    pub fn examined(&self) -> Vec<bool> {
        self.status.iter().map(|s| *s == Status::Examined).collect()
    }
}

fn v(s: Score) -> Value {
    Value(s.to_f64())
}

/// Statuses from the examined flags and the cutoffs' skipped successors: a skipped
/// successor and everything below it get its cutoff's kind; any other position not
/// examined is not reached.
pub fn status_of(tree: &Tree, examined: &[bool], cutoffs: &[Cutoff]) -> Vec<Status> {
    let mut s: Vec<Status> = examined.iter().map(|&e| if e { Status::Examined } else { Status::NotReached }).collect();
    let mut top: Vec<Option<CutKind>> = vec![None; tree.len()];
    for c in cutoffs {
        for &q in &c.skipped {
            top[q as usize] = Some(c.kind);
        }
    }
    // Breadth-first ids: a parent's id is smaller than its successors'.
    for p in 0..tree.len() as NodeId {
        if examined[p as usize] {
            continue;
        }
        let inherited = tree.parent(p).and_then(|q| match s[q as usize] {
            Status::Cut(k) => Some(k),
            _ => None,
        });
        if let Some(k) = top[p as usize].or(inherited) {
            s[p as usize] = Status::Cut(k);
        }
    }
    s
}

/// Counts of created positions (the root always counted), as experiments count the thesis'
/// procedures.
pub(crate) fn created_counts(tree: &Tree, created: &[bool], c: &mut Counts) {
    for (id, &made) in created.iter().enumerate() {
        if made || id == 0 {
            c.positions += 1;
            c.per_level[tree.depth(id as NodeId) as usize] += 1;
            if tree.is_terminal(id as NodeId) {
                c.terminals += 1;
            }
        }
    }
}

fn counts_from(c: &Counts, cutoffs: &[Cutoff]) -> RecordCounts {
    let mut by_kind = BTreeMap::new();
    for x in cutoffs {
        *by_kind.entry(x.kind).or_insert(0) += 1;
    }
    RecordCounts {
        positions: c.positions,
        terminals: c.terminals,
        per_level: c.per_level.clone(),
        cutoffs: cutoffs.len() as u64,
        by_kind,
    }
}

fn skipped(tree: &Tree, at: NodeId, after: u32) -> Vec<NodeId> {
    (after..tree.degree(at)).map(|i| tree.child(at, i)).collect()
}

fn ancestor_on_level(tree: &Tree, mut q: NodeId, level: u32) -> NodeId {
    while tree.depth(q) > level {
        q = tree.parent(q).expect("an ancestor on that level");
    }
    q
}

/// The window `entry` uses with `options`.
pub(crate) fn window_of(entry: &Entry, options: &Options) -> crate::Result<Window> {
    if !entry.takes_window {
        return Ok(Window::FULL);
    }
    let w = options.window()?;
    Ok(match entry.kind {
        Kind::Km(p) => p.effective_window(w),
        Kind::Thesis(thesis::ThesisProc::BranchAndBound) => Window { alpha: Score::NEG_INF, beta: w.beta },
        _ => w,
    })
}

/// Runs `entry` on `tree` (see [`Entry::run`]).
pub fn run(entry: &'static Entry, tree: &Tree, options: &Options) -> crate::Result<Record> {
    let window = window_of(entry, options)?;
    let mut r = match entry.kind {
        Kind::Km(p) => km(entry, tree, p, &options.params(window), options.trace),
        // The lean wasm module leaves the other families' code out (procedures::Entry::runs_here).
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        Kind::Thesis(_) | Kind::Mn(_) => return Err(entry.not_here()),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Thesis(p) => thesis_run(entry, tree, p, window, options)?,
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Mn(p) => mn(entry, tree, p, options)?,
    };
    if window != Window::FULL {
        let value = r.score().unwrap_or(Score::NEG_INF);
        r.outcome = Some(aspiration::outcome(window, value));
        let full = run(entry, tree, &Options { trace: false, ..options.clone() }.with_window(Window::FULL))?;
        let full_seen = full.examined();
        let mut seen = r.examined();
        let mut saved = Vec::new();
        for p in 0..tree.len() {
            if full_seen[p] && !seen[p] {
                saved.push(p as NodeId);
            }
        }
        if entry.kind == Kind::Km(Procedure::F2) {
            let a = aspiration::aspiration(tree, window)?;
            if let Some(again) = &a.research {
                let again = search::run(tree, Procedure::F2, again.window, false);
                for p in again.examined {
                    seen[p as usize] = true;
                }
            }
            let pass = |p: &aspiration::Pass| Pass {
                alpha: p.window.alpha,
                beta: p.window.beta,
                value: p.value,
                positions: p.counts.positions,
                terminals: p.counts.terminals,
            };
            r.aspiration = Some(AspirationRecord {
                outcome: a.outcome,
                first: pass(&a.first),
                research: a.research.as_ref().map(pass),
                value: a.value,
                total_positions: a.total_positions,
                total_terminals: a.total_terminals,
                full_window_positions: a.full_window_positions,
                full_window_terminals: a.full_window_terminals,
            });
        }
        let extra = (0..tree.len()).filter(|&p| seen[p] && !full_seen[p]).map(|p| p as NodeId).collect();
        r.window_effect = Some(WindowEffect { saved, extra });
    }
    Ok(r)
}

fn km(entry: &'static Entry, tree: &Tree, p: Procedure, params: &search::Params, trace: bool) -> Record {
    let window = params.window;
    let run = p.record(tree, params, trace);
    let n = tree.len();
    let cutoffs: Vec<Cutoff> = run
        .cutoffs
        .iter()
        .map(|c| Cutoff {
            at: c.at,
            after: c.after,
            kind: c.kind.into(),
            skipped: skipped(tree, c.at, c.after),
            value: v(c.m),
            bound: v(c.beta),
            from: c.from.map(|level| ancestor_on_level(tree, c.at, level)),
        })
        .collect();
    let visits: Vec<Visit> = run
        .examined
        .iter()
        .map(|&q| {
            let x = run.visits[q as usize].expect("examined positions have a visit");
            Visit {
                at: q,
                alpha: v(x.alpha),
                beta: v(x.beta),
                value: v(x.value),
                bound: Bound::of(x.value, x.alpha, x.beta),
            }
        })
        .collect();
    let mut r = blank(entry, tree, window);
    for x in &visits {
        put(&mut r, x);
    }
    let examined: Vec<bool> = run.visits.iter().map(Option::is_some).collect();
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

fn blank(entry: &'static Entry, tree: &Tree, window: Window) -> Record {
    let n = tree.len();
    Record {
        procedure: entry.name,
        family: entry.family,
        minimax: entry.minimax,
        alpha: window.alpha,
        beta: window.beta,
        value: Value(0.0),
        exact: true,
        outcome: None,
        counts: RecordCounts::default(),
        status: Vec::new(),
        values: vec![None; n],
        bounds: vec![None; n],
        alphas: vec![None; n],
        betas: vec![None; n],
        visits: Vec::new(),
        pv: Vec::new(),
        cutoffs: Vec::new(),
        window_effect: None,
        aspiration: None,
        thesis: None,
        mn: None,
        trace: None,
    }
}

fn put(r: &mut Record, x: &Visit) {
    let i = x.at as usize;
    r.values[i] = Some(x.value);
    r.bounds[i] = x.bound;
    r.alphas[i] = Some(x.alpha);
    r.betas[i] = Some(x.beta);
}

/// Keeps what the record needs of a thesis run (calls, returns, cut-offs) and, when
/// tracing, every event.
#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))] // lean wasm: no thesis, no m&n
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
#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))] // lean wasm: no thesis, no m&n
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

#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))] // lean wasm: no thesis, no m&n
fn thesis_run(
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
    created_counts(tree, &out.created, &mut c);
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

#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))] // lean wasm: no thesis, no m&n
fn mn(entry: &'static Entry, tree: &Tree, p: slagle::MnProcedure, options: &Options) -> crate::Result<Record> {
    let backup = options.backup_functions()?;
    let res = slagle::run(p, tree, &options.mn(), &backup).map_err(|e| crate::Error::Procedure(e.to_string()))?;
    let mut r = blank(entry, tree, Window::FULL);
    for (i, x) in res.values.iter().enumerate() {
        if let Some(x) = x {
            r.values[i] = Some(x.value);
            r.bounds[i] = Some(x.bound.into());
        }
    }
    let cutoffs: Vec<Cutoff> = res
        .cutoffs
        .iter()
        .map(|c| Cutoff {
            at: c.at,
            after: c.after,
            kind: c.kind.into(),
            skipped: skipped(tree, c.at, c.after),
            value: c.u,
            bound: c.bound,
            from: None,
        })
        .collect();
    let examined: Vec<bool> = res.values.iter().map(Option::is_some).collect();
    let c = Counts {
        positions: res.counts.positions,
        terminals: res.counts.terminals,
        per_level: res.examined_per_level(tree),
        ..Counts::default()
    };
    r.status = status_of(tree, &examined, &cutoffs);
    r.counts = counts_from(&c, &cutoffs);
    r.value = res.value;
    let best = res.best.as_ref().map(|b| Move { index: b.index, at: b.at });
    r.exact =
        best.is_none_or(|b| res.root_values.get(b.index as usize - 1).is_some_and(|x| x.bound == slagle::Bound::Exact));
    r.pv = match best {
        Some(b) => vec![tree.root(), b.at],
        None => vec![tree.root()],
    };
    r.cutoffs = cutoffs;
    r.mn = Some(MnDetail {
        m: res.m,
        n: res.n,
        dmax: res.dmax,
        tie: res.tie,
        tolerance: res.tolerance,
        backup: options.backup.clone(),
        best,
        root_values: res.root_values.iter().map(|x| Bounded { value: x.value, bound: x.bound.into() }).collect(),
        warnings: res.warnings.clone(),
    });
    r.trace = res.trace.map(|events| {
        Trace::Mn(
            events
                .into_iter()
                .map(|event| {
                    let skipped = match event {
                        MnEvent::Cutoff { at, after, .. } => skipped(tree, at, after),
                        _ => Vec::new(),
                    };
                    Step { event, skipped }
                })
                .collect(),
        )
    });
    Ok(r)
}

/// The typed form of a record (`GameTree.runTyped`): the fields that grow with the tree as
/// flat arrays, which cross into JavaScript as typed arrays in one copy each, instead of
/// one JS value per position. The same content as the [`Record`]'s fields, encoded:
///
/// * a status or a cutoff's kind as its index in [`STATUS_NAMES`];
/// * a bound as its index in [`BOUND_NAMES`] (0: none, an empty window);
/// * a value as an `f64`, ±infinity as such, NaN for none ([`Value`] is never NaN);
/// * a cutoff's `from` as -1 when absent; its skipped successors as the slice
///   `cut_skipped[cut_skipped_start[i]..cut_skipped_start[i + 1]]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Columns {
    /// Per position id: [`Record::status`], [`Record::values`], [`Record::bounds`],
    /// [`Record::alphas`], [`Record::betas`].
    pub status: Vec<u8>,
    pub values: Vec<f64>,
    pub bounds: Vec<u8>,
    pub alphas: Vec<f64>,
    pub betas: Vec<f64>,
    /// Per visit ([`Record::visits`]).
    pub visit_at: Vec<u32>,
    pub visit_alpha: Vec<f64>,
    pub visit_beta: Vec<f64>,
    pub visit_value: Vec<f64>,
    pub visit_bound: Vec<u8>,
    /// Per cutoff ([`Record::cutoffs`]).
    pub cut_at: Vec<u32>,
    pub cut_after: Vec<u32>,
    pub cut_kind: Vec<u8>,
    pub cut_value: Vec<f64>,
    pub cut_bound: Vec<f64>,
    pub cut_from: Vec<i32>,
    pub cut_skipped_start: Vec<u32>,
    pub cut_skipped: Vec<u32>,
    /// [`Record::pv`].
    pub pv: Vec<u32>,
}

/// The names of the status codes of [`Columns`], as the record serializes them; the first
/// four are also `compareCounts()`'s status codes.
pub const STATUS_NAMES: [&str; 9] =
    ["examined", "shallow", "deep", "window", "cutoff", "highest_level_alpha", "mn_alpha", "mn_beta", "not_reached"];

/// The names of the bound codes of [`Columns`] (code 0: none).
pub const BOUND_NAMES: [Option<&str>; 4] = [None, Some("exact"), Some("lower"), Some("upper")];

const KINDS: [CutKind; 7] = [
    CutKind::Shallow,
    CutKind::Deep,
    CutKind::Window,
    CutKind::Cutoff,
    CutKind::HighestLevelAlpha,
    CutKind::MnAlpha,
    CutKind::MnBeta,
];

impl CutKind {
    /// Its code in [`STATUS_NAMES`].
    pub fn code(self) -> u8 {
        KINDS.iter().position(|&k| k == self).expect("every kind is listed") as u8 + 1
    }

    pub fn from_code(c: u8) -> Option<CutKind> {
        KINDS.get((c as usize).checked_sub(1)?).copied()
    }
}

impl Status {
    /// Its code in [`STATUS_NAMES`].
    pub fn code(self) -> u8 {
        match self {
            Status::Examined => 0,
            Status::Cut(k) => k.code(),
            Status::NotReached => 8,
        }
    }

    pub fn from_code(c: u8) -> Option<Status> {
        match c {
            0 => Some(Status::Examined),
            8 => Some(Status::NotReached),
            _ => CutKind::from_code(c).map(Status::Cut),
        }
    }
}

impl Bound {
    /// Its code in [`BOUND_NAMES`] (0 for none).
    pub fn code(b: Option<Bound>) -> u8 {
        match b {
            None => 0,
            Some(Bound::Exact) => 1,
            Some(Bound::Lower) => 2,
            Some(Bound::Upper) => 3,
        }
    }

    /// The bound of a code; `Err` for a code out of range.
    pub fn from_code(c: u8) -> Result<Option<Bound>, u8> {
        match c {
            0 => Ok(None),
            1 => Ok(Some(Bound::Exact)),
            2 => Ok(Some(Bound::Lower)),
            3 => Ok(Some(Bound::Upper)),
            _ => Err(c),
        }
    }
}

/// A value as a column entry (NaN: none) and back.
pub fn value_code(v: Option<Value>) -> f64 {
    v.map_or(f64::NAN, |x| x.0)
}

pub fn value_of_code(x: f64) -> Option<Value> {
    (!x.is_nan()).then_some(Value(x))
}

impl Record {
    /// The typed form of the fields that grow with the tree (see [`Columns`]).
    pub fn columns(&self) -> Columns {
        let mut c = Columns {
            status: self.status.iter().map(|s| s.code()).collect(),
            values: self.values.iter().map(|&v| value_code(v)).collect(),
            bounds: self.bounds.iter().map(|&b| Bound::code(b)).collect(),
            alphas: self.alphas.iter().map(|&v| value_code(v)).collect(),
            betas: self.betas.iter().map(|&v| value_code(v)).collect(),
            pv: self.pv.clone(),
            ..Columns::default()
        };
        for x in &self.visits {
            c.visit_at.push(x.at);
            c.visit_alpha.push(x.alpha.0);
            c.visit_beta.push(x.beta.0);
            c.visit_value.push(x.value.0);
            c.visit_bound.push(Bound::code(x.bound));
        }
        c.cut_skipped_start.push(0);
        for x in &self.cutoffs {
            c.cut_at.push(x.at);
            c.cut_after.push(x.after);
            c.cut_kind.push(x.kind.code());
            c.cut_value.push(x.value.0);
            c.cut_bound.push(x.bound.0);
            c.cut_from.push(x.from.map_or(-1, |f| f as i32));
            c.cut_skipped.extend_from_slice(&x.skipped);
            c.cut_skipped_start.push(c.cut_skipped.len() as u32);
        }
        c
    }
}

//! The one run record of every procedure of the catalogue ([`crate::procedures`]): what a
//! UI or a student looks at, computed once in the core so that no caller re-derives it.
//! This module is the record's data (and its columns for JS); [`crate::recorder`] makes it,
//! per family. The data depends on no family's builder and not on the catalogue, so the
//! families (the mistakes' readings among them) can read and write records without a cycle.
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
//! * the aspiration [`Outcome`] of a windowed run;
//! * when asked for ([`crate::procedures::Options::analysis`]: it costs more searches), the [`WindowEffect`]:
//!   the positions the window saved (examined by the full-window run, not by this one) and
//!   the extra ones, and for F2 the aspiration re-search of K&M section 4
//!   ([`AspirationRecord`]);
//! * the trace, typed per family ([`Trace`]); K&M's events carry the initial m, the
//!   skipped successors and the bound kind of every returned value.

mod columns;

pub use columns::{value_code, value_of_code, Codes, Columns, BOUND_NAMES, CODES, STATUS_NAMES};

use crate::aspiration::Outcome;
use crate::family::Family;
use crate::score::Score;
use crate::search;
use crate::slagle::{self, MnEvent};
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

/// The kinds of cutoff of all the papers.
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
    /// Ballard 1983 (in Hauk, Buro & Schaeffer's negamax form): alpha-beta's cutoff at a
    /// decision position of a *-minimax tree, m >= beta (the family does not tell K&M's
    /// shallow and deep apart: a window may come through a chance position).
    Decision,
    /// Ballard's Star1 at a chance position: the bounds from the outcomes seen and the leaf
    /// range [L, U] for the others cannot enter the window.
    Chance,
    /// Ballard's Star2: the probes' lower bounds already reach beta.
    Probing,
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

impl From<crate::chance::CutKind> for CutKind {
    fn from(k: crate::chance::CutKind) -> CutKind {
        match k {
            crate::chance::CutKind::Decision => CutKind::Decision,
            crate::chance::CutKind::Chance => CutKind::Chance,
            crate::chance::CutKind::Probing => CutKind::Probing,
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

/// The thesis' own measures and reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThesisDetail {
    pub counters: crate::thesis::Counters,
    pub options: crate::thesis::Options,
}

/// Ballard's family: what its exact arithmetic gives beyond the record's [`Value`]s (which
/// hold a fraction as the nearest double), and its own counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChanceDetail {
    /// The leaf range [L, U] the run used (`assumed`: the tree's own least and greatest
    /// terminal value).
    pub range: crate::chance::run::LeafRangeOut,
    /// The root's value, exact ([`ExactValue`]: a number when an integer, else fraction text
    /// such as `"7/2"`).
    pub value: ExactValue,
    /// Per position id: the value last returned there, exact (null: not searched).
    pub values: Vec<Option<ExactValue>>,
    /// Terminal evaluations, one evaluated again counted again (Star2's search phase searches
    /// a probed successor again); `counts.terminals` counts the distinct ones.
    pub evaluations: u64,
    /// Star2's probes.
    pub probes: u64,
}

/// An exact value of Ballard's family as the record writes it: an integer as a JSON number,
/// a fraction as its text (`"7/2"`), the infinities as `"-inf"` / `"+inf"`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ExactValue(pub crate::chance::Exact);

impl Serialize for ExactValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.as_integer() {
            Some(i) => s.serialize_i64(i),
            None => s.collect_str(&self.0),
        }
    }
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
    #[serde(serialize_with = "full_only")]
    Thesis(Vec<Step<crate::thesis::Event>>),
    #[serde(serialize_with = "full_only")]
    Mn(Vec<Step<MnEvent>>),
    /// Ballard's family: its events with exact values ([`crate::chance::Event`]).
    #[serde(serialize_with = "full_only")]
    Chance(Vec<crate::chance::Event>),
}

/// Serializes what only the thesis', Slagle's and Ballard's procedures make (their events and
/// details). The page's lean wasm module (wasm32 without the feature `full`) cannot run
/// those procedures (`recorder::run` leaves them out), so it never holds such a value, and
/// leaving their serializers out of it keeps its first load smaller (docs/speed.md, "First
/// load"); every other build serializes them as derived.
fn full_only<T: Serialize, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    return v.serialize(s);
    #[cfg(not(any(feature = "full", not(target_arch = "wasm32"))))]
    {
        let _ = (v, s);
        Err(serde::ser::Error::custom("the thesis' and Slagle's records are in the full module only"))
    }
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
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "full_only")]
    pub thesis: Option<ThesisDetail>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "full_only")]
    pub mn: Option<MnDetail>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "full_only")]
    pub chance: Option<ChanceDetail>,
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

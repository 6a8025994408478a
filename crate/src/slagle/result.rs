//! What an m&n search returns, as plain data (serde `Serialize`): the chosen move, the
//! values, counts, cutoffs and, on request, the trace ([`super::trace`]).

use super::error::MnError;
use super::trace::MnEvent;
use super::value::{Bound, Value};
use super::{MnProcedure, Side, TieRule};
use crate::dewey::Dewey;
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// The successor of the root the search chose (`sta`'s value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Move {
    /// 1-based successor number: P2 is 2.
    pub index: u32,
    /// Its position id.
    pub at: NodeId,
    /// Its Dewey coordinates (`"2"`).
    pub dewey: Dewey,
}

/// The value a procedure returned at a position.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PositionValue {
    pub value: Value,
    pub bound: Bound,
}

/// The kinds of cutoff of Slagle §7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CutoffKind {
    /// §7.1, Fig. 3: at a min-position on level 1, a successor value u <= the root's best
    /// so far.
    HighestLevelAlpha,
    /// §7.3, Fig. 5: at a deeper min-position, u <= alpha of its predecessor (which may be
    /// raised to `glbua`: Fig. 5's alpha = 5, "not merely 2").
    MnAlpha,
    /// §7.2, Fig. 4: at a max-position, u >= beta of its predecessor (or `lubub`).
    MnBeta,
}

/// A cutoff: at `at`, successor number `after` (1-based) returned `u` beyond `bound`, so the
/// `skipped` successors after it were not examined (0 when it was the last one: the
/// position still returns `u` rather than backing up).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cutoff {
    pub at: NodeId,
    pub dewey: Dewey,
    pub after: u32,
    pub skipped: u32,
    pub kind: CutoffKind,
    pub u: Value,
    pub bound: Value,
}

/// Effort: positions examined (`minv` / `maxv` calls, the root included) and terminal
/// values computed (`value` calls), and cutoffs by kind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct MnCounts {
    pub positions: u64,
    pub terminals: u64,
    pub highest_level_alpha_cutoffs: u64,
    pub mn_alpha_cutoffs: u64,
    pub mn_beta_cutoffs: u64,
}

impl MnCounts {
    pub fn cutoffs(&self) -> u64 {
        self.highest_level_alpha_cutoffs + self.mn_alpha_cutoffs + self.mn_beta_cutoffs
    }
}

/// One m&n search.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MnResult {
    pub procedure: MnProcedure,
    pub m: usize,
    pub n: usize,
    /// The root's dmax (`sta[p; m; n; dmax]`).
    pub dmax: u32,
    pub tie: TieRule,
    /// The tolerance the root's tie rule used (0 for exact backing-up functions).
    pub tolerance: f64,
    /// The value of the chosen successor (the root applies a plain maximum, Appendix B);
    /// a terminal root's own value.
    pub value: Value,
    /// The chosen successor; `None` when the root is terminal.
    pub best: Option<Move>,
    /// What each successor of the root returned (all are examined), in order.
    pub root_values: Vec<PositionValue>,
    /// Per position (indexed by id): what the procedure returned there, or `None` when it
    /// was not examined. The root's entry is `value`.
    pub values: Vec<Option<PositionValue>>,
    pub counts: MnCounts,
    pub cutoffs: Vec<Cutoff>,
    /// Backing-up functions allowed but questionable ([`super::backup::monotonicity`]).
    pub warnings: Vec<super::backup::Warning>,
    /// The events in order, when asked for.
    pub trace: Option<Vec<MnEvent>>,
}

impl MnResult {
    /// The value returned at the position with these Dewey coordinates (`"2.3"`), if it was
    /// examined.
    pub fn value_at(&self, tree: &Tree, at: &str) -> Result<Option<PositionValue>, MnError> {
        let p = tree.position(at).map_err(|e| MnError::Tree(e.to_string()))?;
        Ok(self.values[p as usize])
    }
    /// Number of positions examined on each level 0..=height (from `values`).
    pub fn examined_per_level(&self, tree: &Tree) -> Vec<u64> {
        let mut v = vec![0u64; tree.height() as usize + 1];
        for (p, x) in self.values.iter().enumerate() {
            if x.is_some() {
                v[tree.depth(p as NodeId) as usize] += 1;
            }
        }
        v
    }
}

/// Collects what a search reports as it goes.
pub(crate) struct Recorder<'t> {
    tree: &'t Tree,
    pub(crate) values: Vec<Option<PositionValue>>,
    pub(crate) counts: MnCounts,
    pub(crate) cutoffs: Vec<Cutoff>,
    pub(crate) trace: Option<Vec<MnEvent>>,
}

/// What a call brings down to a position (Appendix C), for the `enter` event.
#[derive(Clone, Copy)]
pub(crate) enum Inherited {
    None,
    /// A max-position: (oldalpha, beta).
    Max(f64, f64),
    /// A min-position: (alpha, oldbeta).
    Min(f64, f64),
}

impl<'t> Recorder<'t> {
    pub(crate) fn new(tree: &'t Tree, trace: bool) -> Recorder<'t> {
        Recorder {
            tree,
            values: vec![None; tree.len()],
            counts: MnCounts::default(),
            cutoffs: Vec::new(),
            trace: trace.then(Vec::new),
        }
    }

    /// Records the event `make` builds, when tracing (it is not built otherwise).
    #[inline]
    pub(crate) fn event(&mut self, make: impl FnOnce() -> MnEvent) {
        if let Some(t) = self.trace.as_mut() {
            t.push(make());
        }
    }

    pub(crate) fn enter(&mut self, at: NodeId, dmax: u32, inherited: Inherited) {
        self.counts.positions += 1;
        let side = if self.tree.is_max(at) { Side::Max } else { Side::Min };
        self.event(|| {
            let (mut oldalpha, mut alpha, mut beta, mut oldbeta) = (None, None, None, None);
            match inherited {
                Inherited::None => {}
                Inherited::Max(oa, b) => {
                    oldalpha = Some(Value(oa));
                    beta = Some(Value(b));
                }
                Inherited::Min(a, ob) => {
                    alpha = Some(Value(a));
                    oldbeta = Some(Value(ob));
                }
            }
            MnEvent::Enter { at, side, dmax, oldalpha, alpha, beta, oldbeta }
        });
    }

    /// `value[at]` of a terminal: recorded as evaluated and returned.
    pub(crate) fn evaluate(&mut self, at: NodeId) -> f64 {
        let v = self.tree.value(at) as f64;
        self.counts.terminals += 1;
        self.event(|| MnEvent::Evaluate { at, value: Value(v) });
        self.leave(at, v, Bound::Exact);
        v
    }

    pub(crate) fn leave(&mut self, at: NodeId, value: f64, bound: Bound) {
        self.values[at as usize] = Some(PositionValue { value: Value(value), bound });
        self.event(|| MnEvent::Leave { at, value: Value(value), bound });
    }

    pub(crate) fn cutoff(&mut self, at: NodeId, after: u32, kind: CutoffKind, u: f64, bound: f64) {
        match kind {
            CutoffKind::HighestLevelAlpha => self.counts.highest_level_alpha_cutoffs += 1,
            CutoffKind::MnAlpha => self.counts.mn_alpha_cutoffs += 1,
            CutoffKind::MnBeta => self.counts.mn_beta_cutoffs += 1,
        }
        self.cutoffs.push(Cutoff {
            at,
            dewey: self.tree.dewey(at),
            after,
            skipped: self.tree.degree(at) - after,
            kind,
            u: Value(u),
            bound: Value(bound),
        });
        self.event(|| MnEvent::Cutoff { at, after, kind, u: Value(u), bound: Value(bound) });
    }
}

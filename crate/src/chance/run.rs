//! One search over a *-minimax tree in negamax form (Hauk, Buro & Schaeffer 2004 restate
//! Ballard's procedures so): every value is from the standpoint of the player to move at its
//! position, a decision position's successor is negated, a chance position's outcome is not
//! (a chance event does not change who moves). Terminals and decision positions are the same
//! for every procedure of the family; what a procedure does at a chance position is its own
//! file's ([`super::expectimax`], [`super::star1`], [`super::star2`]).
//!
//! The search recurses (at most [`MAX_HEIGHT`] levels, checked before it starts), records
//! counts and, when asked, a trace of plain events that a reader replays step by step.

use super::exact::Exact;
use super::range::LeafRange;
use super::ChanceProc;
use crate::tree::{NodeId, Tree};
use crate::{Error, Result};
use serde::Serialize;

/// The highest tree the family searches: it recurses, one frame per level.
pub const MAX_HEIGHT: u32 = 1000;

/// What a returned value says of the true one (alpha-beta's contract, K&M (9)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    Exact,
    /// The true value is at least this (it reached beta).
    Lower,
    /// The true value is at most this (it stayed at or below alpha).
    Upper,
}

/// The three kinds of cutoff of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CutKind {
    /// Alpha-beta's at a decision position: m >= beta.
    Decision,
    /// Star1's at a chance position: the bounds from the outcomes seen and [L, U] cannot
    /// enter the window.
    Chance,
    /// Star2's probing phase: the lower bounds of the probes already reach beta.
    Probing,
}

/// One step of a search; values from the standpoint of the player to move at `at`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The search enters `at` with the window (alpha, beta).
    Enter { at: NodeId, alpha: Exact, beta: Exact },
    /// A terminal's value, f(at).
    Evaluate { at: NodeId, value: Exact },
    /// At a decision position: the successor `child` gave t > m, so m := t.
    Update { at: NodeId, child: NodeId, t: Exact, m: Exact },
    /// At a chance position, after the outcome `child`: the chance value lies in
    /// [lower, upper] (outcomes seen at their values, the others at L and U; Star2's at their
    /// probes for the lower end).
    Bounds { at: NodeId, child: NodeId, lower: Exact, upper: Exact },
    /// Star2's probe of the outcome `child` through its first successor `first`: `child`'s
    /// value is at least `value`.
    Probe { at: NodeId, child: NodeId, first: NodeId, value: Exact },
    /// A cutoff at `at` after the successor `child` (`at` itself when it came before any):
    /// `skipped` successors are not searched.
    Cutoff { at: NodeId, child: NodeId, kind: CutKind, skipped: u32 },
    /// `at` returns `value`.
    Return { at: NodeId, value: Exact, bound: Bound },
}

/// Where a procedure's listing shows each step (0-based lines of its `LISTING`).
#[derive(Debug, Clone, Copy)]
pub struct Lines {
    /// Entering a position: the procedure's head.
    pub enter: usize,
    /// A terminal: its value f(p), and its return.
    pub terminal: usize,
    /// A decision position: an update of m, a cutoff there, its return.
    pub decision: usize,
    /// The return of a decision position, where the listing has a line of its own.
    pub decision_return: usize,
    /// The test before any outcome (Ballard's bounds with nothing seen), and its cutoff.
    pub first_test: usize,
    /// The chance value's bounds after an outcome.
    pub bounds: usize,
    /// Star2's probe of an outcome.
    pub probe: usize,
    /// A chance cutoff below alpha (v <= A) and at beta (v >= B).
    pub cut_low: usize,
    pub cut_high: usize,
    /// Star2's probing cutoff.
    pub probing_cut: usize,
    /// The return of a chance position that was searched to the end.
    pub chance_return: usize,
}

impl Lines {
    /// The line of each event of `trace`, a search of `tree`: by its kind and the kind of
    /// its position; a chance cutoff by the side it crossed (the bound of the return after
    /// it), or the first test when it came before any outcome; a return after a cutoff on
    /// the cutoff's line (the listing returns there).
    pub fn of_trace(&self, trace: &[Event], tree: &Tree) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::with_capacity(trace.len());
        for (i, e) in trace.iter().enumerate() {
            let line = match e {
                Event::Enter { .. } => self.enter,
                Event::Evaluate { .. } => self.terminal,
                Event::Update { .. } => self.decision,
                Event::Bounds { at, child, .. } if at == child => self.first_test,
                Event::Bounds { .. } => self.bounds,
                Event::Probe { .. } => self.probe,
                Event::Cutoff { kind: CutKind::Decision, .. } => self.decision,
                Event::Cutoff { kind: CutKind::Probing, .. } => self.probing_cut,
                Event::Cutoff { at, child, .. } if at == child => self.first_test,
                Event::Cutoff { at, .. } => match trace.get(i + 1) {
                    Some(Event::Return { at: r, bound: Bound::Upper, .. }) if r == at => self.cut_low,
                    _ => self.cut_high,
                },
                Event::Return { at, .. } => match i.checked_sub(1).map(|j| (&trace[j], out[j])) {
                    Some((Event::Cutoff { at: c, .. }, line)) if c == at => line,
                    _ if tree.is_terminal(*at) => self.terminal,
                    _ if tree.is_chance(*at) => self.chance_return,
                    _ => self.decision_return,
                },
            };
            out.push(line);
        }
        out
    }
}

/// What a search counted.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Distinct positions entered.
    pub positions: u64,
    /// Distinct terminals evaluated.
    pub terminals: u64,
    /// Terminal evaluations, a terminal evaluated again counted again (Star2's search phase
    /// searches a probed successor again).
    pub evaluations: u64,
    pub decision_cutoffs: u64,
    pub chance_cutoffs: u64,
    pub probing_cutoffs: u64,
    /// Star2's probes.
    pub probes: u64,
}

/// A search's result.
#[derive(Debug, Clone, Serialize)]
pub struct ChanceRun {
    pub procedure: &'static str,
    /// The root's value (the root's player's standpoint; Max's when the root is Max's).
    pub value: Exact,
    pub bound: Bound,
    pub alpha: Exact,
    pub beta: Exact,
    pub range: LeafRangeOut,
    pub counts: Counts,
    /// Per position (breadth-first id): whether the search entered it.
    #[serde(skip)]
    pub examined: Vec<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<Event>>,
}

/// The leaf range as a run reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LeafRangeOut {
    pub lower: i64,
    pub upper: i64,
    pub assumed: bool,
}

/// The search's state: the tree, the range, the counts, the trace.
pub(crate) struct Ctx<'a> {
    pub tree: &'a Tree,
    pub proc: ChanceProc,
    pub range: LeafRange,
    pub counts: Counts,
    pub examined: Vec<bool>,
    pub trace: Option<Vec<Event>>,
    /// Sees every event as it happens (the run record is read so, without keeping a trace).
    pub sink: Option<&'a mut dyn FnMut(&Event)>,
    /// A wrong procedure's mistake (practice's diagnosis); None for the procedure itself.
    pub mistake: Option<super::mistake::ChanceMistake>,
}

impl Ctx<'_> {
    /// Whether events are wanted (a trace or a sink): else none is made.
    #[inline]
    pub fn logging(&self) -> bool {
        self.trace.is_some() || self.sink.is_some()
    }

    #[inline]
    pub fn log(&mut self, e: impl FnOnce() -> Event) {
        if !self.logging() {
            return;
        }
        let e = e();
        if let Some(s) = &mut self.sink {
            s(&e);
        }
        if let Some(t) = &mut self.trace {
            t.push(e);
        }
    }

    /// [L', U']: the leaf range from the standpoint of the player to move at `p`.
    pub fn range_at(&self, p: NodeId) -> (Exact, Exact) {
        let (l, u) = (Exact::integer(self.range.lower), Exact::integer(self.range.upper));
        if self.tree.is_max(p) {
            (l, u)
        } else {
            (u.neg(), l.neg())
        }
    }

    fn enter(&mut self, p: NodeId, alpha: Exact, beta: Exact) {
        self.touch(p);
        self.log(|| Event::Enter { at: p, alpha, beta });
    }

    /// Marks `p` examined (Star2's probe looks at an outcome without entering it).
    pub fn touch(&mut self, p: NodeId) {
        if !self.examined[p as usize] {
            self.examined[p as usize] = true;
            self.counts.positions += 1;
        }
    }

    /// f(p) of a terminal, counted.
    fn evaluate(&mut self, p: NodeId) -> Exact {
        self.counts.evaluations += 1;
        let v = Exact::integer(self.tree.f(p).finite().expect("terminal values are finite"));
        self.log(|| Event::Evaluate { at: p, value: v });
        v
    }

    pub fn cutoff(&mut self, at: NodeId, child: NodeId, kind: CutKind, skipped: u32) {
        match kind {
            CutKind::Decision => self.counts.decision_cutoffs += 1,
            CutKind::Chance => self.counts.chance_cutoffs += 1,
            CutKind::Probing => self.counts.probing_cutoffs += 1,
        }
        self.log(|| Event::Cutoff { at, child, kind, skipped });
    }

    /// The value of `p` searched with the window (alpha, beta): exact when it lies strictly
    /// inside, else a bound that has crossed the window (K&M (9)).
    pub fn search(&mut self, p: NodeId, alpha: Exact, beta: Exact) -> Result<Exact> {
        let terminal = self.tree.is_terminal(p);
        if terminal && !self.examined[p as usize] {
            self.counts.terminals += 1;
        }
        self.enter(p, alpha, beta);
        let v = if terminal {
            self.evaluate(p)
        } else if self.tree.is_chance(p) {
            super::chance_position(self, p, alpha, beta)?
        } else {
            self.decision(p, alpha, beta)?
        };
        // The bound only for the trace: a count makes no comparisons for it.
        let full = self.proc == ChanceProc::Expectimax;
        self.log(|| {
            let bound = if full || (alpha < v && v < beta) {
                Bound::Exact
            } else if v >= beta {
                Bound::Lower
            } else {
                Bound::Upper
            };
            Event::Return { at: p, value: v, bound }
        });
        Ok(v)
    }

    /// A decision position: K&M's F2 (9) in negamax form, m from alpha; expectimax looks at
    /// every successor (F0, (1)).
    fn decision(&mut self, p: NodeId, alpha: Exact, beta: Exact) -> Result<Exact> {
        let full = self.proc == ChanceProc::Expectimax;
        let mut m = if full { Exact::NEG_INF } else { alpha };
        let d = self.tree.degree(p);
        for (i, c) in self.tree.children(p).enumerate() {
            let t = if full {
                self.search(c, Exact::NEG_INF, Exact::INF)?.neg()
            } else {
                self.search(c, beta.neg(), m.neg())?.neg()
            };
            if t > m {
                m = t;
                self.log(|| Event::Update { at: p, child: c, t, m });
            }
            if !full && m >= beta {
                self.cutoff(p, c, CutKind::Decision, d - 1 - i as u32);
                break;
            }
        }
        Ok(m)
    }
}

/// Runs `proc` on `tree` with the root window (alpha, beta) and the leaf range.
pub(crate) fn run(
    tree: &Tree,
    proc: ChanceProc,
    alpha: Exact,
    beta: Exact,
    range: LeafRange,
    trace: bool,
) -> Result<ChanceRun> {
    run_with(tree, proc, alpha, beta, range, trace, None, None)
}

/// [`run`], or the wrong procedure that makes `mistake`, with `sink` shown every event.
#[allow(clippy::too_many_arguments)]
pub(crate) fn run_with<'a>(
    tree: &'a Tree,
    proc: ChanceProc,
    alpha: Exact,
    beta: Exact,
    range: LeafRange,
    trace: bool,
    mistake: Option<super::mistake::ChanceMistake>,
    sink: Option<&'a mut dyn FnMut(&Event)>,
) -> Result<ChanceRun> {
    if tree.height() > MAX_HEIGHT {
        return Err(Error::procedure(format!(
            "{} searches trees of at most {MAX_HEIGHT} levels; this one has {}",
            proc.name(),
            tree.height()
        )));
    }
    if alpha >= beta {
        return Err(Error::window(format!("the window needs alpha < beta; got ({alpha}, {beta})")));
    }
    let mut ctx = Ctx {
        tree,
        proc,
        range,
        counts: Counts::default(),
        examined: vec![false; tree.len()],
        trace: trace.then(Vec::new),
        sink,
        mistake,
    };
    let (alpha, beta) = if proc == ChanceProc::Expectimax { (Exact::NEG_INF, Exact::INF) } else { (alpha, beta) };
    let value = ctx.search(tree.root(), alpha, beta)?;
    let bound = if alpha < value && value < beta {
        Bound::Exact
    } else if value >= beta {
        Bound::Lower
    } else {
        Bound::Upper
    };
    Ok(ChanceRun {
        procedure: proc.name(),
        value,
        bound,
        alpha,
        beta,
        range: LeafRangeOut { lower: range.lower, upper: range.upper, assumed: range.assumed },
        counts: ctx.counts,
        examined: ctx.examined,
        trace: ctx.trace,
    })
}

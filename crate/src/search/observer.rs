//! What a search reports as it goes. Procedures are generic over an [`Observer`], so a
//! run that only counts pays for counting and nothing else (every method has an empty
//! default and is inlined away), and a trace costs something only when one is asked for.

use crate::score::Score;
use crate::tree::NodeId;
use serde::Serialize;

/// Where the bound that caused a cutoff came from (K&M section 2, Fig. 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CutoffKind {
    /// From the parent's own value m: F1 makes these too.
    Shallow,
    /// From an ancestor above the parent: only F2 makes these (level 4 and below).
    Deep,
    /// From the root's window (alpha, beta) itself, not from any examined position: the
    /// positions an aspiration window saves.
    Window,
}

/// The origin of a bound that is the root window's, not any position's m.
pub(crate) const FROM_WINDOW: i32 = -1;
/// The origin of an infinite bound, which no value reaches.
pub(crate) const NO_BOUND: i32 = i32::MIN;

impl CutoffKind {
    /// The kind of a cutoff at level `depth` whose beta came from level `src` (the level
    /// whose m it is) or from the root window ([`FROM_WINDOW`]): K&M Fig. 3, a shallow
    /// cutoff is caused by the parent's m, a deep one by an ancestor's above the parent.
    /// Every search classifies its cutoffs here (the driver, the lean loop).
    #[inline(always)]
    pub(crate) fn of(depth: usize, src: i32) -> CutoffKind {
        if src == FROM_WINDOW {
            CutoffKind::Window
        } else if src == depth as i32 - 1 {
            CutoffKind::Shallow
        } else {
            CutoffKind::Deep
        }
    }
}

/// Callbacks of a search, in the order the events happen.
pub trait Observer {
    /// Position `p` is examined, called with window (alpha, beta). For F1 alpha is -inf and
    /// beta is the bound; for F0 the window is (-inf, +inf).
    #[inline]
    fn enter(&mut self, _p: NodeId, _depth: u32, _alpha: Score, _beta: Score) {}
    /// Terminal `p` is evaluated: f(p), from the standpoint of the player to move at p.
    #[inline]
    fn terminal(&mut self, _p: NodeId, _f: Score) {}
    /// At `p`, successor `child` gave t > m, so m := t.
    #[inline]
    fn update(&mut self, _p: NodeId, _child: NodeId, _t: Score, _old_m: Score) {}
    /// At `p`, after the successor numbered `after` (1-based), m >= beta: the remaining
    /// successors `after+1 ..= degree` are not examined. `from` is the level of the
    /// ancestor whose m supplied beta (None when beta is the root window's; for a shallow
    /// cutoff the parent's level, for a deep one a level above the parent).
    #[inline]
    fn cutoff(&mut self, _p: NodeId, _after: u32, _kind: CutoffKind, _from: Option<u32>, _m: Score, _beta: Score) {}
    /// The procedure returns `value` at `p`.
    #[inline]
    fn leave(&mut self, _p: NodeId, _value: Score) {}
    /// At `p`, the first search of `child` gave t, which the rule does not take as it is:
    /// `child` is searched again with window (alpha, beta) (NegaScout's re-search).
    #[inline]
    fn research(&mut self, _p: NodeId, _child: NodeId, _t: Score, _alpha: Score, _beta: Score) {}
    /// The memory settles the call of `p` (just entered) with `value`: nothing below it is
    /// examined (MTD(f)'s stored bounds).
    #[inline]
    fn recall(&mut self, _p: NodeId, _value: Score) {}
}

/// Observes nothing.
impl Observer for () {}

/// Two observers at once.
impl<A: Observer, B: Observer> Observer for (A, B) {
    #[inline]
    fn enter(&mut self, p: NodeId, d: u32, a: Score, b: Score) {
        self.0.enter(p, d, a, b);
        self.1.enter(p, d, a, b);
    }
    #[inline]
    fn terminal(&mut self, p: NodeId, f: Score) {
        self.0.terminal(p, f);
        self.1.terminal(p, f);
    }
    #[inline]
    fn update(&mut self, p: NodeId, c: NodeId, t: Score, m: Score) {
        self.0.update(p, c, t, m);
        self.1.update(p, c, t, m);
    }
    #[inline]
    fn cutoff(&mut self, p: NodeId, after: u32, k: CutoffKind, from: Option<u32>, m: Score, b: Score) {
        self.0.cutoff(p, after, k, from, m, b);
        self.1.cutoff(p, after, k, from, m, b);
    }
    #[inline]
    fn leave(&mut self, p: NodeId, v: Score) {
        self.0.leave(p, v);
        self.1.leave(p, v);
    }
    #[inline]
    fn research(&mut self, p: NodeId, c: NodeId, t: Score, a: Score, b: Score) {
        self.0.research(p, c, t, a, b);
        self.1.research(p, c, t, a, b);
    }
    #[inline]
    fn recall(&mut self, p: NodeId, v: Score) {
        self.0.recall(p, v);
        self.1.recall(p, v);
    }
}

/// Counts only: positions and terminals examined, per level, and cutoffs by kind. Its
/// vector is sized once (height + 1) before the search; nothing is allocated per position.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub positions: u64,
    pub terminals: u64,
    /// Positions examined on each level 0..=height.
    pub per_level: Vec<u64>,
    pub shallow_cutoffs: u64,
    pub deep_cutoffs: u64,
    pub window_cutoffs: u64,
}

impl Counts {
    pub fn for_height(h: u32) -> Counts {
        Counts { per_level: vec![0; h as usize + 1], ..Counts::default() }
    }
    pub fn cutoffs(&self) -> u64 {
        self.shallow_cutoffs + self.deep_cutoffs + self.window_cutoffs
    }

    /// Adds `other`'s counts to these (per level too, extending the levels).
    pub fn add(&mut self, other: &Counts) {
        self.positions += other.positions;
        self.terminals += other.terminals;
        if self.per_level.len() < other.per_level.len() {
            self.per_level.resize(other.per_level.len(), 0);
        }
        for (a, b) in self.per_level.iter_mut().zip(&other.per_level) {
            *a += b;
        }
        self.shallow_cutoffs += other.shallow_cutoffs;
        self.deep_cutoffs += other.deep_cutoffs;
        self.window_cutoffs += other.window_cutoffs;
    }
}

impl Observer for Counts {
    #[inline]
    fn enter(&mut self, _p: NodeId, depth: u32, _a: Score, _b: Score) {
        self.positions += 1;
        if let Some(c) = self.per_level.get_mut(depth as usize) {
            *c += 1;
        }
    }
    #[inline]
    fn terminal(&mut self, _p: NodeId, _f: Score) {
        self.terminals += 1;
    }
    #[inline]
    fn cutoff(&mut self, _p: NodeId, _after: u32, kind: CutoffKind, _from: Option<u32>, _m: Score, _b: Score) {
        match kind {
            CutoffKind::Shallow => self.shallow_cutoffs += 1,
            CutoffKind::Deep => self.deep_cutoffs += 1,
            CutoffKind::Window => self.window_cutoffs += 1,
        }
    }
}

/// Counts as [`Counts`] does, but each position once however often it is searched (a
/// re-search, or MTD(f)'s passes): positions and terminals examined are distinct ones, as
/// for the procedures that search each position once; cutoffs are counted as they happen.
#[derive(Debug, Clone, Default)]
pub struct DistinctCounts {
    pub counts: Counts,
    seen: Vec<bool>,
    evaluated: Vec<bool>,
}

impl DistinctCounts {
    /// For a tree of `positions` positions and height `height`.
    pub fn new(positions: usize, height: u32) -> DistinctCounts {
        DistinctCounts {
            counts: Counts::for_height(height),
            seen: vec![false; positions],
            evaluated: vec![false; positions],
        }
    }
}

impl Observer for DistinctCounts {
    #[inline]
    fn enter(&mut self, p: NodeId, depth: u32, a: Score, b: Score) {
        if !std::mem::replace(&mut self.seen[p as usize], true) {
            self.counts.enter(p, depth, a, b);
        }
    }
    #[inline]
    fn terminal(&mut self, p: NodeId, f: Score) {
        if !std::mem::replace(&mut self.evaluated[p as usize], true) {
            self.counts.terminal(p, f);
        }
    }
    #[inline]
    fn cutoff(&mut self, p: NodeId, after: u32, kind: CutoffKind, from: Option<u32>, m: Score, b: Score) {
        self.counts.cutoff(p, after, kind, from, m, b);
    }
}

/// The positions examined, in the order examined (root first).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExaminedOrder(pub Vec<NodeId>);

impl Observer for ExaminedOrder {
    #[inline]
    fn enter(&mut self, p: NodeId, _d: u32, _a: Score, _b: Score) {
        self.0.push(p);
    }
}

/// One event of a search, as replayed step by step by a UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Enter { at: NodeId, alpha: Score, beta: Score },
    Terminal { at: NodeId, f: Score },
    Update { at: NodeId, child: NodeId, t: Score, old_m: Score },
    Cutoff { at: NodeId, after: u32, kind: CutoffKind, from: Option<u32>, m: Score, beta: Score },
    Leave { at: NodeId, value: Score },
    Research { at: NodeId, child: NodeId, t: Score, alpha: Score, beta: Score },
    Recall { at: NodeId, value: Score },
}

/// Records every event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Trace(pub Vec<Event>);

impl Observer for Trace {
    fn enter(&mut self, p: NodeId, _d: u32, alpha: Score, beta: Score) {
        self.0.push(Event::Enter { at: p, alpha, beta });
    }
    fn terminal(&mut self, p: NodeId, f: Score) {
        self.0.push(Event::Terminal { at: p, f });
    }
    fn update(&mut self, p: NodeId, child: NodeId, t: Score, old_m: Score) {
        self.0.push(Event::Update { at: p, child, t, old_m });
    }
    fn cutoff(&mut self, p: NodeId, after: u32, kind: CutoffKind, from: Option<u32>, m: Score, beta: Score) {
        self.0.push(Event::Cutoff { at: p, after, kind, from, m, beta });
    }
    fn leave(&mut self, p: NodeId, value: Score) {
        self.0.push(Event::Leave { at: p, value });
    }
    fn research(&mut self, p: NodeId, child: NodeId, t: Score, alpha: Score, beta: Score) {
        self.0.push(Event::Research { at: p, child, t, alpha, beta });
    }
    fn recall(&mut self, p: NodeId, value: Score) {
        self.0.push(Event::Recall { at: p, value });
    }
}

//! The explicit-stack driver shared by the depth-first thesis procedures.
//!
//! Each thesis function (`branchandbound`, `alphabeta`, `test`, ...) is written in its own
//! file as a *step function*: given its frame and the result of the call it made last (or
//! `None` on entry), it either makes one more call ([`Step::Call`]) or returns
//! ([`Step::Return`]). The driver keeps the frames on a heap-allocated stack, so a tree
//! 100,000 levels deep cannot overflow the machine stack, and the calls happen in exactly
//! the order of the thesis' recursive texts.
//!
//! Every call is one *node visit*; the first visit of a position *creates* it (thesis
//! §3.1: "a node is considered created if it is not pruned off"). The driver does the
//! thesis' lines 4-5, common to every function: `generate(p)`; at a terminal, read
//! `staticvalue(p)` and return it (or, for a TEST, the comparison).
//!
//! Values are `i64` inside the procedures, with ±[`INF`] for ±MAXINT, so that the
//! minimal windows `(-m - unit, -m)` never overflow; they become [`Score`]s at the edges.

use super::event::{Call, Event, Sink, TestOp};
use super::{Counters, CutoffTest, Research};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

/// MAXINT inside the procedures: far above every value (|v| <= 2^53 - 1) plus any unit, and
/// far below `i64::MAX`, so that `-bound - unit` and negation never overflow.
pub(crate) const INF: i64 = i64::MAX / 4;

/// An internal value as a [`Score`] (±INF become the infinities; values outside the
/// `Score` range, possible only as window bounds such as `-m - 1`, are clamped).
pub(crate) fn score(v: i64) -> Score {
    if v >= INF {
        Score::INF
    } else if v <= -INF {
        Score::NEG_INF
    } else {
        Score::new(v)
    }
}

/// A [`Score`] as an internal value.
pub(crate) fn from_score(s: Score) -> i64 {
    match s {
        Score::INF => INF,
        Score::NEG_INF => -INF,
        s => s.raw(),
    }
}

/// The functions of the thesis, with their arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Routine {
    BranchAndBound { bound: i64 },
    Alphabeta { alpha: i64, beta: i64 },
    Falphabeta { alpha: i64, beta: i64 },
    Palphabeta,
    Pvs { alpha: i64, beta: i64 },
    Scout,
    ScoutCm,
    Test { v: i64, op: TestOp },
    Testm { v: i64 },
    ScoutMinimax,
    TestMinimax { v: i64, op: TestOp },
}

impl Routine {
    /// Whether the routine reads terminal values from Max's standpoint (minimax) rather
    /// than from the mover's (negamax).
    fn minimax(self) -> bool {
        matches!(self, Routine::ScoutMinimax | Routine::TestMinimax { .. })
    }

    /// Lines 5-9 of every function: what it returns at a terminal with static value `s`.
    fn leaf(self, s: i64) -> Ret {
        match self {
            // `(staticvalue(p) >= v AND op) OR (staticvalue(p) > v AND NOT op)`
            Routine::Test { v, op } | Routine::TestMinimax { v, op } => Ret::Test(op.holds(s, v)),
            Routine::Testm { v } => Ret::Test(s > v),
            _ => Ret::Value(s),
        }
    }

    /// The public description of the call, for events.
    pub(crate) fn call(self) -> Call {
        match self {
            Routine::BranchAndBound { bound } => Call::BranchAndBound { bound: score(bound) },
            Routine::Alphabeta { alpha, beta } => Call::Alphabeta { alpha: score(alpha), beta: score(beta) },
            Routine::Falphabeta { alpha, beta } => Call::Falphabeta { alpha: score(alpha), beta: score(beta) },
            Routine::Palphabeta => Call::Palphabeta,
            Routine::Pvs { alpha, beta } => Call::Pvs { alpha: score(alpha), beta: score(beta) },
            Routine::Scout => Call::Scout,
            Routine::ScoutCm => Call::ScoutCm,
            Routine::Test { v, op } => Call::Test { v: score(v), op },
            Routine::Testm { v } => Call::Testm { v: score(v) },
            Routine::ScoutMinimax => Call::ScoutMinimax,
            Routine::TestMinimax { v, op } => Call::TestMinimax { v: score(v), op },
        }
    }
}

/// What a routine returns: a value or a TEST outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ret {
    Value(i64),
    Test(bool),
}

impl Ret {
    /// The value a value routine returned. Each step function calls value routines only
    /// where it uses a value and TEST routines only where it uses a Boolean.
    #[inline]
    pub(crate) fn value(self) -> i64 {
        match self {
            Ret::Value(v) => v,
            Ret::Test(_) => unreachable!("a TEST result used as a value"),
        }
    }
    #[inline]
    pub(crate) fn test(self) -> bool {
        match self {
            Ret::Test(b) => b,
            Ret::Value(_) => unreachable!("a value used as a TEST result"),
        }
    }
}

/// What a step function does next.
pub(crate) enum Step {
    /// Call `routine` at the given son; its result comes back to this frame.
    Call(NodeId, Routine),
    Return(Ret),
}

/// Where a routine with several kinds of calls is in its text (the plain loops of
/// Branch-and-bound, the alphabetas and the TESTs need only `next`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Just entered.
    Start,
    /// The leftmost son is being searched (Palphabeta, PVS, the Scouts).
    First,
    /// A later son is being tested (minimal window or TEST).
    Test,
    /// A promising son is being searched again / evaluated.
    Research,
}

/// One activation of a routine at position `p`.
pub(crate) struct Frame {
    pub r: Routine,
    pub p: NodeId,
    /// Sons `0..next` have been taken (0-based).
    pub next: u32,
    pub degree: u32,
    pub phase: Phase,
    /// The provisional value m.
    pub m: i64,
    /// The last minimal-window result t (Palphabeta, PVS, Campbell–Marsland Scout).
    pub t: i64,
}

impl Frame {
    /// Takes the next son, left to right.
    #[inline]
    pub(crate) fn next_son(&mut self, tree: &Tree) -> Option<NodeId> {
        (self.next < self.degree).then(|| {
            self.next += 1;
            tree.child(self.p, self.next - 1)
        })
    }
    /// The son taken last.
    #[inline]
    pub(crate) fn son(&self, tree: &Tree) -> NodeId {
        tree.child(self.p, self.next - 1)
    }
}

/// Which TEST the negamax Scout calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ScoutTest {
    /// `test(p_i, -m, op)`.
    Test(TestOp),
    /// `testm(p_i, -m)`.
    Testm,
}

/// The readings in force for one run.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cfg {
    pub unit: i64,
    pub cutoff: CutoffTest,
    pub research: Research,
    pub scout_test: ScoutTest,
    pub count_root: bool,
}

/// Everything a step function may touch besides its frame.
pub(crate) struct Cx<'a, S: Sink> {
    pub tree: &'a Tree,
    pub cfg: Cfg,
    pub counters: Counters,
    /// created[p]: p has been visited at least once.
    pub created: Vec<bool>,
    pub sink: &'a mut S,
}

impl<'a, S: Sink> Cx<'a, S> {
    pub(crate) fn new(tree: &'a Tree, cfg: Cfg, sink: &'a mut S) -> Cx<'a, S> {
        Cx { tree, cfg, counters: Counters::default(), created: vec![false; tree.len()], sink }
    }

    /// Whether `p` counts (the root only with `count_root`).
    #[inline]
    fn counts(&self, p: NodeId) -> bool {
        p != self.tree.root() || self.cfg.count_root
    }

    /// A visit of `p` by a routine: counted, and p is created on the first one.
    #[inline]
    pub(crate) fn visit(&mut self, p: NodeId) {
        self.count_visit(p);
        self.create(p);
    }

    /// SSS*: Γ applied to a triple of `p`; p is created when it is processed while LIVE.
    #[inline]
    pub(crate) fn visit_sss(&mut self, p: NodeId, live: bool) {
        self.count_visit(p);
        if live {
            self.create(p);
        }
    }

    #[inline]
    fn count_visit(&mut self, p: NodeId) {
        if self.counts(p) {
            self.counters.node_visits += 1;
            self.counters.leaf_visits += self.tree.is_terminal(p) as u64;
        }
    }

    /// Marks `p` created (SSS* creates only what it processes while LIVE).
    #[inline]
    pub(crate) fn create(&mut self, p: NodeId) {
        if !self.created[p as usize] {
            self.created[p as usize] = true;
            if self.counts(p) {
                self.counters.nodes_created += 1;
                self.counters.leaves_created += self.tree.is_terminal(p) as u64;
            }
        }
    }

    /// `staticvalue(p)`: from the mover's standpoint (negamax) or from Max's (minimax).
    #[inline]
    pub(crate) fn evaluate(&mut self, p: NodeId, minimax: bool) -> i64 {
        self.counters.static_evaluations += 1;
        let v = if minimax { self.tree.value(p) } else { from_score(self.tree.f(p)) };
        if S::ON {
            self.sink.push(Event::Evaluate { at: p, value: score(v) });
        }
        v
    }

    /// A cut-off at `f` against `bound`: reported when sons remain to be skipped.
    #[inline]
    pub(crate) fn cutoff(&mut self, f: &Frame, bound: i64) {
        if f.next < f.degree {
            self.counters.cutoffs += 1;
            if S::ON {
                self.sink.push(Event::Cutoff { at: f.p, after: f.next, m: score(f.m), bound: score(bound) });
            }
        }
    }

    /// A minimal-window test of the son taken last returned; `test` was its call.
    pub(crate) fn window_test(&mut self, f: &Frame, test: (i64, i64), promising: bool) {
        self.counters.tests += 1;
        if S::ON {
            let son = f.son(self.tree);
            let (alpha, beta) = (score(test.0), score(test.1));
            self.sink.push(Event::WindowTest { at: f.p, son, alpha, beta, t: score(f.t), m: score(f.m), promising });
        }
    }

    /// Scout's TEST of the son taken last returned `outcome`.
    pub(crate) fn scouted(&mut self, f: &Frame, test: Routine, outcome: bool, evaluate: bool) {
        self.counters.tests += 1;
        if S::ON {
            let son = f.son(self.tree);
            self.sink.push(Event::Scouted { at: f.p, son, test: test.call(), outcome, evaluate });
        }
    }

    /// The son taken last is searched again (or evaluated, in Scout) with `r`.
    pub(crate) fn re_search(&mut self, f: &Frame, r: Routine) -> Step {
        self.counters.re_searches += 1;
        let son = f.son(self.tree);
        if S::ON {
            self.sink.push(Event::ReSearch { at: f.p, son, call: r.call() });
        }
        Step::Call(son, r)
    }

    fn enter(&mut self, p: NodeId, r: Routine) {
        self.visit(p);
        if S::ON {
            self.sink.push(Event::Enter { at: p, call: r.call() });
        }
    }

    fn leave(&mut self, p: NodeId, out: Ret) {
        if S::ON {
            self.sink.push(match out {
                Ret::Value(v) => Event::Return { at: p, value: score(v) },
                Ret::Test(b) => Event::TestResult { at: p, outcome: b },
            });
        }
    }
}

/// Runs `root_call` at the root and returns what it returns.
pub(crate) fn drive<S: Sink>(cx: &mut Cx<'_, S>, root_call: Routine) -> Ret {
    let tree = cx.tree;
    let mut stack: Vec<Frame> = Vec::with_capacity(tree.height() as usize + 1);
    let mut pending = Some((tree.root(), root_call));
    let mut ret: Option<Ret> = None;
    loop {
        if let Some((p, r)) = pending.take() {
            cx.enter(p, r);
            if tree.is_terminal(p) {
                let s = cx.evaluate(p, r.minimax());
                let out = r.leaf(s);
                cx.leave(p, out);
                ret = Some(out);
            } else {
                stack.push(Frame { r, p, next: 0, degree: tree.degree(p), phase: Phase::Start, m: 0, t: 0 });
                ret = None;
            }
        }
        let Some(top) = stack.last_mut() else {
            return ret.expect("the root call has returned");
        };
        match step(cx, top, ret.take()) {
            Step::Call(c, r) => pending = Some((c, r)),
            Step::Return(out) => {
                let f = stack.pop().expect("a frame returned");
                cx.leave(f.p, out);
                ret = Some(out);
            }
        }
    }
}

fn step<S: Sink>(cx: &mut Cx<'_, S>, f: &mut Frame, ret: Option<Ret>) -> Step {
    use super::{alphabeta, branch_and_bound, falphabeta, palphabeta, pvs, scout, scout_cm, scout_pearl};
    match f.r {
        Routine::BranchAndBound { bound } => branch_and_bound::step(cx, f, bound, ret),
        Routine::Alphabeta { alpha, beta } => alphabeta::step(cx, f, alpha, beta, ret),
        Routine::Falphabeta { alpha, beta } => falphabeta::step(cx, f, alpha, beta, ret),
        Routine::Palphabeta => palphabeta::step(cx, f, ret),
        Routine::Pvs { alpha, beta } => pvs::step(cx, f, alpha, beta, ret),
        Routine::Scout => scout::step(cx, f, ret),
        Routine::Test { v, op } => scout::test_step(cx, f, v, op, ret),
        Routine::Testm { v } => scout::testm_step(cx, f, v, ret),
        Routine::ScoutCm => scout_cm::step(cx, f, ret),
        Routine::ScoutMinimax => scout_pearl::step(cx, f, ret),
        Routine::TestMinimax { v, op } => scout_pearl::test_step(cx, f, v, op, ret),
    }
}

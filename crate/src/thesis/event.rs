//! What the thesis procedures report as they go: a trace of plain, serializable events for
//! the playground to step through ("search once, replay many times").
//!
//! Positions are named by [`NodeId`]; [`Tree::dewey`] turns one into Dewey coordinates and
//! [`thesis_name`] into the thesis' own name (`p`, `p1`, `p221`, ...).
//!
//! Values in events are in the framework of the routine that produced them: the negamax
//! procedures (everything except SSS* and Pearl's minimax Scout) report values from the
//! standpoint of the player to move at the position (K&M's f(p)); SSS* and the minimax
//! Scout report values from Max's standpoint, as the tree stores them.
//!
//! Tracing costs nothing when it is not asked for: the procedures are generic over a
//! [`Sink`], and every event is built behind `if S::ON`, which is `false` for `()`.

use crate::score::Score;
use crate::tree::{NodeId, Tree};
use serde::{Deserialize, Serialize};

/// Where a procedure's events go. `()` discards them (and nothing is built); a
/// `Vec<Event>` records them.
pub trait Sink {
    /// Whether events are wanted at all; when `false` none is constructed.
    const ON: bool;
    fn push(&mut self, event: Event);
}

impl Sink for () {
    const ON: bool = false;
    #[inline]
    fn push(&mut self, _event: Event) {}
}

impl Sink for Vec<Event> {
    const ON: bool = true;
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// The comparison of a TEST: `Ge` asks "value(p) >= v?", `Gt` asks "value(p) > v?".
///
/// In the thesis' negamax TEST the Boolean `op` is TRUE for `Ge` and FALSE for `Gt`, and
/// it flips at every level (`test(p_i, -v, not op)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestOp {
    Ge,
    Gt,
}

impl TestOp {
    /// Whether `value op v` holds.
    #[inline]
    pub fn holds(self, value: i64, v: i64) -> bool {
        match self {
            TestOp::Ge => value >= v,
            TestOp::Gt => value > v,
        }
    }
    /// `not op`: the operator one level down.
    #[inline]
    pub fn flip(self) -> TestOp {
        match self {
            TestOp::Ge => TestOp::Gt,
            TestOp::Gt => TestOp::Ge,
        }
    }
}

/// One call of one of the thesis' functions, with its arguments (as in the thesis' texts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "routine", rename_all = "snake_case")]
pub enum Call {
    /// `branchandbound(p, bound)` (section 2.1).
    BranchAndBound { bound: Score },
    /// `alphabeta(p, alpha, beta)` (2.2), fail-hard: m starts at alpha.
    Alphabeta { alpha: Score, beta: Score },
    /// `falphabeta(p, alpha, beta)` (2.3), fail-soft: m starts at -MAXINT.
    Falphabeta { alpha: Score, beta: Score },
    /// `palphabeta(p)` (2.3).
    Palphabeta,
    /// `pvs(p, alpha, beta)` (2.4).
    Pvs { alpha: Score, beta: Score },
    /// `scout(p)`, negamax (2.5), with TEST or testm.
    Scout,
    /// The Campbell–Marsland Scout (Appendix 1): minimal-window alphabeta instead of TEST.
    ScoutCm,
    /// `test(p, v, op)`, negamax (2.5): true iff value(p) op v.
    Test { v: Score, op: TestOp },
    /// `testm(p, v)`, Campbell–Marsland's negamax TEST (Appendix 1): ">" at the terminals.
    Testm { v: Score },
    /// Pearl's minimax `scout(p)` (Appendix 1, as Pearl intended it).
    ScoutMinimax,
    /// Pearl's minimax `TEST(p, v, op)`: true iff value(p) op v (Max's standpoint).
    TestMinimax { v: Score, op: TestOp },
}

/// The status of an SSS* triple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Waiting to be evaluated.
    Live,
    /// Evaluated.
    Solved,
}

/// One entry of SSS*'s OPEN list: ⟨p, s, m⟩ (merit from Max's standpoint, +inf at first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Triple {
    pub at: NodeId,
    pub status: Status,
    pub merit: Score,
}

/// A triple an SSS* step put on OPEN, and where: just below the triple at position `below`,
/// or on top when `None`. Serialized flat: `{"at", "status", "merit", "below"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Placed {
    #[serde(flatten)]
    pub triple: Triple,
    pub below: Option<NodeId>,
}

/// Which row of the Γ table applied (section 2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GammaCase {
    /// LIVE terminal: insert ⟨p, SOLVED, min(m, static(p))⟩ in its sorted place.
    LiveLeaf,
    /// LIVE nonterminal MIN node: put ⟨leftmost son, LIVE, m⟩ on top.
    LiveMin,
    /// LIVE nonterminal MAX node: put ⟨p_f, LIVE, m⟩ ... ⟨p_1, LIVE, m⟩ on top.
    LiveMax,
    /// SOLVED MIN node: put ⟨parent, SOLVED, m⟩ on top; purge the parent's successors.
    SolvedMin,
    /// SOLVED MAX node, rightmost sibling: put ⟨parent, SOLVED, m⟩ on top.
    SolvedMaxLast,
    /// SOLVED MAX node, not rightmost: put ⟨next right sibling, LIVE, m⟩ on top.
    SolvedMaxNext,
}

/// One application of Γ: the triple removed from the top of OPEN and what was done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Gamma {
    pub triple: Triple,
    pub case: GammaCase,
    /// Triples deleted from OPEN by a [`GammaCase::SolvedMin`] step (their positions).
    pub purged: Vec<NodeId>,
}

/// One event of a thesis procedure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A routine is called at `at`: one node visit.
    Enter { at: NodeId, call: Call },
    /// `staticvalue(at)` is read (a terminal evaluated).
    Evaluate { at: NodeId, value: Score },
    /// A value routine returns.
    Return { at: NodeId, value: Score },
    /// A TEST routine returns its outcome.
    TestResult { at: NodeId, outcome: bool },
    /// At `at`, after son number `after` (1-based), m reached the bound: the remaining sons
    /// are cut off.
    Cutoff { at: NodeId, after: u32, m: Score, bound: Score },
    /// Palphabeta, PVS and the Campbell–Marsland Scout: the minimal-window test of `son`
    /// (called with window (alpha, beta), from the son's side) returned; `t` is its negated
    /// result, `m` the parent's value so far; `promising` = t > m (a re-search follows).
    WindowTest { at: NodeId, son: NodeId, alpha: Score, beta: Score, t: Score, m: Score, promising: bool },
    /// Scout: the TEST of `son` returned `outcome`; `evaluate` says whether the son is now
    /// evaluated in full (it may become the best son) or skipped.
    Scouted { at: NodeId, son: NodeId, test: Call, outcome: bool, evaluate: bool },
    /// A promising son is searched again (re-search) or, in Scout, evaluated, with `call`.
    ReSearch { at: NodeId, son: NodeId, call: Call },
    /// SSS*: step `step` (step 1 puts the root on the empty list; each later step applied
    /// Γ once), as a change to OPEN — the rows of the thesis' Fig. 8, delta-encoded so that
    /// a trace stays linear in the number of steps. From the list after step `step - 1`:
    /// remove `gamma.triple` (the top) and every position in `gamma.purged`, then insert
    /// the `inserted` triples in their order, each just below the triple at `below` (on top
    /// when `None`). `len` is the list's length afterwards.
    /// [`OpenReplay`](super::open_replay::OpenReplay) rebuilds the whole list.
    Open { step: u32, gamma: Option<Gamma>, inserted: Vec<Placed>, len: u32 },
}

/// The thesis' name of a position: `p` for the root, then the 1-based successor numbers
/// (`p221`); with a successor number above 9 they are separated by dots (`p1.12.3`).
pub fn thesis_name(tree: &Tree, p: NodeId) -> String {
    let d = tree.dewey(p);
    let sep = if d.0.iter().any(|&a| a > 9) { "." } else { "" };
    let parts: Vec<String> = d.0.iter().map(|a| a.to_string()).collect();
    format!("p{}", parts.join(sep))
}

fn merit_text(m: Score) -> String {
    match m {
        Score::INF => "∞".into(),
        Score::NEG_INF => "-∞".into(),
        m => m.to_string(),
    }
}

/// An OPEN list as the thesis prints it (Fig. 8), top first: `(p1,L,∞) (p2,L,∞)`.
pub fn format_open(tree: &Tree, open: &[Triple]) -> String {
    open.iter()
        .map(|t| {
            let s = match t.status {
                Status::Live => "L",
                Status::Solved => "S",
            };
            format!("({},{},{})", thesis_name(tree, t.at), s, merit_text(t.merit))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

//! The search procedures, trees and experiments of A. Muszycka, "Game Trees; Searching
//! Techniques and a Pathological Phenomenon" (MSc thesis, Concordia University, 1985),
//! chapters 2 and 3.
//!
//! * One file per procedure, each transcribing the thesis' text (quoted in its doc):
//!   [`branch_and_bound`](ThesisProc::BranchAndBound) (= K&M F1),
//!   [`alphabeta`](ThesisProc::Alphabeta) (= K&M F2), [`falphabeta`](ThesisProc::Falphabeta)
//!   (fail-soft), [`palphabeta`](ThesisProc::Palphabeta), [`pvs`](ThesisProc::Pvs),
//!   [`scout`](ThesisProc::Scout) (negamax, with TEST or `testm`),
//!   [`scout_cm`](ThesisProc::ScoutCm) (Campbell–Marsland),
//!   [`scout_pearl`](ThesisProc::ScoutPearl) (Pearl's minimax form) and
//!   [`sss`](ThesisProc::Sss) (SSS*, with its OPEN list).
//!   All are negamax except SSS* and Pearl's Scout, which are minimax; all take sons left
//!   to right. None recurses: the depth-first ones run on an explicit stack (`engine.rs`),
//!   SSS* is a loop over OPEN, so trees of any height are searched.
//! * Where the OCR of the thesis is ambiguous, our resolved reading (argued in each module) is the default
//!   and the printed one is an [`Options`] switch: the cut-off test of Alphabeta,
//!   Falphabeta and PVS (`>=` vs printed `>`), PVS's re-search (`:=` vs `max`), the operator
//!   with which Scout tests a son (`>=` vs printed `>`).
//! * The thesis' counters (§3.1): nodes and leaf nodes *created* (visited at least once; the
//!   root excluded, as its tables do), node *visits* (every call: re-searches and TESTs
//!   visit again), plus static evaluations, tests, re-searches and cut-offs ([`Counters`]).
//! * [`models`]: the thesis' trees U(w,d), N(w,d) and its four schemes of terminal values;
//!   [`experiment`]: the grid of its chapter 3 and its tables; [`solution`]: solution trees.
//!
//! ```
//! use gametree::thesis::{self, Options, ThesisProc};
//!
//! let tree = gametree::examples::specimen_tree();
//! let sss = thesis::run(&tree, ThesisProc::Sss, Options::default());
//! assert_eq!(sss.value, gametree::Score::new(40));
//! assert_eq!(sss.counters.leaves_created, 5);
//! let pvs = thesis::run(&tree, ThesisProc::Pvs, Options::default());
//! assert_eq!(pvs.counters.leaves_created, 7);
//! ```

mod alphabeta;
mod branch_and_bound;
mod engine;
pub mod event;
pub mod experiment;
mod falphabeta;
pub mod models;
pub mod open_replay;
mod palphabeta;
mod pvs;
mod scout;
mod scout_cm;
mod scout_pearl;
pub mod solution;
mod sss;
#[cfg(test)]
mod sss_literal;
#[cfg(test)]
mod sss_tests;

pub use event::{format_open, thesis_name, Call, Event, Gamma, GammaCase, Placed, Sink, Status, TestOp, Triple};
pub use experiment::{grid_experiment, GridResult, GridSpec};
pub use models::{ModelSpec, ModelTree, Scheme, TreeKind};
pub use open_replay::{open_lists, OpenReplay};

use crate::score::Score;
use crate::search::Window;
use crate::tree::{NodeId, Tree};
use engine::{from_score, score, Cfg, Cx, Ret, Routine, ScoutTest};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The thesis' procedures (and the variants it compares in Appendix 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThesisProc {
    /// Branch-and-bound (§2.1) = K&M F1.
    BranchAndBound,
    /// Alphabeta (§2.2), fail-hard = K&M F2.
    Alphabeta,
    /// Falphabeta (§2.3), fail-soft.
    Falphabeta,
    /// Palphabeta (§2.3): minimal-window tests by Falphabeta, re-search by Alphabeta.
    Palphabeta,
    /// Principal Variation Search (§2.4).
    Pvs,
    /// Scout (§2.5), negamax, with the thesis' TEST.
    Scout,
    /// Scout calling Campbell–Marsland's `testm` (Appendix 1).
    ScoutTestm,
    /// Pearl's Scout in the minimax framework (Appendix 1).
    ScoutPearl,
    /// The Campbell–Marsland Scout: minimal-window Alphabeta instead of TEST (Appendix 1).
    ScoutCm,
    /// SSS* (§2.6).
    Sss,
}

impl ThesisProc {
    pub const ALL: [ThesisProc; 10] = [
        ThesisProc::BranchAndBound,
        ThesisProc::Alphabeta,
        ThesisProc::Falphabeta,
        ThesisProc::Palphabeta,
        ThesisProc::Pvs,
        ThesisProc::Scout,
        ThesisProc::ScoutTestm,
        ThesisProc::ScoutPearl,
        ThesisProc::ScoutCm,
        ThesisProc::Sss,
    ];

    /// The six procedures of the thesis' experiments, in the column order of its tables
    /// (AB, BB, PAB, Scout, PVS, SSS*).
    pub const THESIS_SIX: [ThesisProc; 6] = [
        ThesisProc::Alphabeta,
        ThesisProc::BranchAndBound,
        ThesisProc::Palphabeta,
        ThesisProc::Scout,
        ThesisProc::Pvs,
        ThesisProc::Sss,
    ];

    /// The CLI name (also the serde name).
    pub const fn name(self) -> &'static str {
        match self {
            ThesisProc::BranchAndBound => "branch-and-bound",
            ThesisProc::Alphabeta => "alphabeta",
            ThesisProc::Falphabeta => "falphabeta",
            ThesisProc::Palphabeta => "palphabeta",
            ThesisProc::Pvs => "pvs",
            ThesisProc::Scout => "scout",
            ThesisProc::ScoutTestm => "scout-testm",
            ThesisProc::ScoutPearl => "scout-pearl",
            ThesisProc::ScoutCm => "scout-cm",
            ThesisProc::Sss => "sss",
        }
    }

    /// The abbreviation of the thesis' tables (AB, BB, PAB, Scout, PVS, SSS*; the variants
    /// FAB, Scout-testm, Scout-Pearl, Scout-CM).
    pub const fn abbrev(self) -> &'static str {
        match self {
            ThesisProc::BranchAndBound => "BB",
            ThesisProc::Alphabeta => "AB",
            ThesisProc::Falphabeta => "FAB",
            ThesisProc::Palphabeta => "PAB",
            ThesisProc::Pvs => "PVS",
            ThesisProc::Scout => "Scout",
            ThesisProc::ScoutTestm => "Scout-testm",
            ThesisProc::ScoutPearl => "Scout-Pearl",
            ThesisProc::ScoutCm => "Scout-CM",
            ThesisProc::Sss => "SSS*",
        }
    }

    /// Whether the procedure reads values from Max's standpoint (SSS*, Pearl's Scout).
    pub const fn is_minimax(self) -> bool {
        matches!(self, ThesisProc::Sss | ThesisProc::ScoutPearl)
    }

    /// How [`Options::window`] applies: Branch-and-bound takes its beta as the bound;
    /// Alphabeta, Falphabeta and PVS the window; the others search with none.
    pub const fn window_use(self) -> crate::search::WindowUse {
        use crate::search::WindowUse;
        match self {
            ThesisProc::BranchAndBound => WindowUse::Bound,
            ThesisProc::Alphabeta | ThesisProc::Falphabeta | ThesisProc::Pvs => WindowUse::Window,
            _ => WindowUse::None,
        }
    }

    /// Whether [`Options::window`] applies at all.
    pub const fn takes_window(self) -> bool {
        !matches!(self.window_use(), crate::search::WindowUse::None)
    }
}

impl fmt::Display for ThesisProc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The cut-off test of Alphabeta, Falphabeta and PVS.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CutoffTest {
    /// `m >= beta`: the thesis' prose and Knuth–Moore (the resolved reading).
    #[default]
    Ge,
    /// `m > beta`: the text as printed.
    Gt,
}

impl CutoffTest {
    #[inline]
    pub(crate) fn cuts(self, m: i64, beta: i64) -> bool {
        match self {
            CutoffTest::Ge => m >= beta,
            CutoffTest::Gt => m > beta,
        }
    }
}

/// How PVS takes the result of a re-search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Research {
    /// `m := -pvs(p_i, -beta, -t)`, as printed.
    #[default]
    Assign,
    /// `m := max(m, -pvs(p_i, -beta, -t))`.
    Max,
}

/// How to run a procedure. `Options::default()` is the resolved reading (see the module docs);
/// [`Options::literal`] the text as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Options {
    /// Alphabeta / Falphabeta / PVS cut-off test (also inside Palphabeta and the
    /// Campbell–Marsland Scout). Default `>=`.
    pub cutoff: CutoffTest,
    /// PVS re-search. Default: assignment, as printed.
    pub pvs_research: Research,
    /// The operator with which the negamax Scout TESTs a son: `Ge` (default; skip a son iff
    /// its value >= -m, i.e. it cannot improve m) or `Gt` (as printed: `NOT op`).
    pub scout_op: TestOp,
    /// One unit of the thesis' NUMERIC values: the "1" of the minimal windows (m, m + 1) of
    /// Palphabeta, PVS and the Campbell–Marsland Scout. 1 for integer values; for trees whose
    /// integers stand for scaled reals ([`models::ModelTree::unit`]) the integer that stands
    /// for 1.0. Values below 1 are taken as 1.
    pub unit: i64,
    /// The root window: (alpha, beta) of Alphabeta, Falphabeta and PVS; Branch-and-bound
    /// takes beta as its bound. Other procedures ignore it. Default (-inf, +inf).
    pub window: Window,
    /// Count the root among the created and visited nodes (the thesis does not). Default
    /// false.
    pub count_root: bool,
    /// Record the event trace ([`ThesisResult::trace`]).
    pub trace: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            cutoff: CutoffTest::Ge,
            pvs_research: Research::Assign,
            scout_op: TestOp::Ge,
            unit: 1,
            window: Window::FULL,
            count_root: false,
            trace: false,
        }
    }
}

impl Options {
    /// The thesis' texts exactly as printed: cut-off `m > beta`, PVS re-search by
    /// assignment, Scout testing a son with `NOT op` (`>`). PVS so read can return a wrong
    /// value; the others stay correct but prune less.
    pub fn literal() -> Options {
        Options { cutoff: CutoffTest::Gt, pvs_research: Research::Assign, scout_op: TestOp::Gt, ..Options::default() }
    }
    /// With the event trace.
    pub fn traced(self) -> Options {
        Options { trace: true, ..self }
    }
    /// With the given unit.
    pub fn with_unit(self, unit: i64) -> Options {
        Options { unit, ..self }
    }
}

/// The thesis' measures of one run (§3.1), plus a few more.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Counters {
    /// Positions created: visited at least once (SSS*: processed while LIVE). The root is
    /// excluded unless [`Options::count_root`].
    pub nodes_created: u64,
    /// Terminal positions created.
    pub leaves_created: u64,
    /// Node visits: every call of a routine at a position (re-searches and TEST calls visit
    /// again); for SSS*, every application of Γ. The root's visit only with `count_root`.
    pub node_visits: u64,
    /// Node visits at terminal positions.
    pub leaf_visits: u64,
    /// `staticvalue` calls: terminals evaluated, each time.
    pub static_evaluations: u64,
    /// Minimal-window tests (Palphabeta, PVS, Campbell–Marsland Scout) or TESTs of a son by
    /// Scout (not counting the TEST calls they make below).
    pub tests: u64,
    /// Re-searches of a promising son (Scout: full evaluations after a TEST).
    pub re_searches: u64,
    /// Cut-offs that skipped at least one son (value routines).
    pub cutoffs: u64,
    /// SSS*: the longest OPEN list.
    pub max_open: u64,
}

/// What [`search`] returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The root's value (from Max's standpoint, which at the root is the mover's).
    pub value: Score,
    /// Whether `value` is the minimax value rather than a bound (false only when a root
    /// window made the search fail high or low).
    pub exact: bool,
    pub counters: Counters,
    /// `created[p]`: position p was created (the root always is).
    pub created: Vec<bool>,
}

/// Runs `procedure` on `tree`, sending events to `sink` (`&mut ()` for none: then no event
/// is even built).
pub fn search<S: Sink>(tree: &Tree, procedure: ThesisProc, options: &Options, sink: &mut S) -> Outcome {
    let cfg = config(procedure, options);
    let (alpha, beta) = (from_score(options.window.alpha), from_score(options.window.beta));
    let mut cx = Cx::new(tree, cfg, sink);
    let root_call = match procedure {
        ThesisProc::BranchAndBound => Some(Routine::BranchAndBound { bound: beta }),
        ThesisProc::Alphabeta => Some(Routine::Alphabeta { alpha, beta }),
        ThesisProc::Falphabeta => Some(Routine::Falphabeta { alpha, beta }),
        ThesisProc::Palphabeta => Some(Routine::Palphabeta),
        ThesisProc::Pvs => Some(Routine::Pvs { alpha, beta }),
        ThesisProc::Scout | ThesisProc::ScoutTestm => Some(Routine::Scout),
        ThesisProc::ScoutPearl => Some(Routine::ScoutMinimax),
        ThesisProc::ScoutCm => Some(Routine::ScoutCm),
        ThesisProc::Sss => None,
    };
    let v = match root_call {
        Some(r) => match engine::drive(&mut cx, r) {
            Ret::Value(v) => v,
            Ret::Test(_) => unreachable!("the root call is a value routine"),
        },
        None => sss::run(&mut cx),
    };
    let exact = match procedure {
        ThesisProc::BranchAndBound => v < beta,
        ThesisProc::Alphabeta | ThesisProc::Falphabeta | ThesisProc::Pvs => alpha < v && v < beta,
        _ => true,
    };
    Outcome { value: score(v), exact, counters: cx.counters, created: cx.created }
}

/// The driver's settings for `procedure` under `options`.
pub(crate) fn config(procedure: ThesisProc, options: &Options) -> Cfg {
    let scout_test = match procedure {
        ThesisProc::ScoutTestm => ScoutTest::Testm,
        _ => ScoutTest::Test(options.scout_op),
    };
    Cfg {
        unit: options.unit.clamp(1, crate::score::MAX_VALUE),
        cutoff: options.cutoff,
        research: options.pvs_research,
        scout_test,
        count_root: options.count_root,
    }
}

/// The result of one run, as plain data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThesisResult {
    pub procedure: ThesisProc,
    pub options: Options,
    pub value: Score,
    /// See [`Outcome::exact`].
    pub exact: bool,
    pub counters: Counters,
    /// The created positions in id (breadth-first) order; the root only with
    /// [`Options::count_root`], so that the length is `counters.nodes_created`.
    pub created: Vec<NodeId>,
    /// The events, when [`Options::trace`] was set.
    pub trace: Option<Vec<Event>>,
}

/// Runs `procedure` on `tree` with `options` and returns everything as plain data.
pub fn run(tree: &Tree, procedure: ThesisProc, options: Options) -> ThesisResult {
    let mut trace: Vec<Event> = Vec::new();
    let out = if options.trace {
        search(tree, procedure, &options, &mut trace)
    } else {
        search(tree, procedure, &options, &mut ())
    };
    let created = (0..tree.len() as NodeId)
        .filter(|&p| out.created[p as usize] && (p != tree.root() || options.count_root))
        .collect();
    ThesisResult {
        procedure,
        options,
        value: out.value,
        exact: out.exact,
        counters: out.counters,
        created,
        trace: options.trace.then_some(trace),
    }
}

/// Counts of created positions (the root always counted), as experiments count the thesis'
/// procedures.
pub(crate) fn created_counts(tree: &Tree, created: &[bool], c: &mut crate::search::Counts) {
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

//! # m&n minimaxing and the m&n alpha-beta procedure
//!
//! J. R. Slagle, "Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure", Lawrence
//! Radiation Laboratory (Livermore), Artificial Intelligence Group Report No. 3, 8 November
//! 1963.
//!
//! m&n minimaxing (§6, Appendix B) backs up a max-position's value from its **m** best
//! successor values and a min-position's from its **n** best, with backing-up functions
//! that may depend on the depth still to be searched ([`backup`]); 1&1 minimaxing with the
//! identity is ordinary minimaxing (F0). The m&n alpha-beta procedure (§7, Appendix C,
//! m, n >= 2) is claimed to choose the same move while examining less of the tree: m&n alpha
//! and beta cutoffs with the inverse functions `glbua` / `lubub`, in two phases per position.
//!
//! * [`mn_minimax`] / [`minimax::mn_minimax_with`]: Appendix B.
//! * [`mn_alphabeta`] / [`alphabeta::mn_alphabeta_with`]: Appendix C.
//! * [`equivalence::check_equivalence`]: both on one tree, with every difference listed.
//! * names are parsed by the catalogue ([`crate::procedures::find`]), which gives the
//!   [`MnProcedure`] to [`run`].
//! * [`figures`]: the report's Figs. 1-6 as trees.
//!
//! ## Readings of the report (§7, §8.1, Appendices B and C)
//!
//! * The root applies a plain maximum; the report's `sta1` keeps a later successor on a tie
//!   (`alpha <= u`). With alpha-beta that can choose a successor whose value is only a bound
//!   (a cut successor returns u <= alpha), so the **default** ([`TieRule::Strict`]) keeps the
//!   earlier successor unless a later one is greater by more than a small relative
//!   tolerance; [`TieRule::LessEq`] is the report's literal rule. Both procedures use the
//!   same rule, so the [`equivalence`] check shows the literal rule's discrepancy.
//! * `final[p; ...]` is "p has no successors": interior positions have no static value here,
//!   so `dmax` (default: the tree's height) only labels depths for the backing-up functions
//!   and must be at least the height. Appendix C's `final` ignores alpha and beta.
//! * A position with fewer than m (n) successors keeps the ±inf padding of `ditto`; the
//!   backing-up functions treat a padding value as absent.
//! * A max-position whose value phase 1 or `glbua` decided (an overestimate, below or at
//!   oldalpha) returns at most oldalpha; a min-position likewise at least oldbeta. In exact
//!   arithmetic this is the LISP's value; in floating point it keeps a rounding error
//!   (oldalpha + 1e-15 out of `glbua`'s logarithm) from hiding the predecessor's cutoff at
//!   u = alpha and passing a bound up as if exact.
//! * OCR: `minvl3`'s "u 2 car\[b\]" is read `u >= car[b]`; `lubub`'s "1/5" is 1/s.
//!
//! ```
//! use gametree::slagle::{figures, mn_alphabeta, mn_minimax, Backup, TieRule};
//!
//! // Fig. 2 with the report's sample functions: sta[P;2;2;4] = P2, v2 = 11.
//! let tree = gametree::notation::parse(figures::FIG_2).unwrap();
//! let mm = mn_minimax(&tree, 2, 2, &Backup::sample()).unwrap();
//! assert_eq!((mm.best.unwrap().index, mm.value.get()), (2, 11.0));
//! let ab = mn_alphabeta(&tree, 2, 2, &Backup::sample(), TieRule::Strict).unwrap();
//! assert_eq!((ab.best.unwrap().index, ab.value.get()), (2, 11.0));
//! assert!(ab.counts.positions < mm.counts.positions);
//! ```
//!
//! Values are real ([`Value`]); terminal values are Max's standpoint, as in [`crate::tree`].
//! Neither procedure recurses: trees as deep as the tree limits allow (100,000 levels) are
//! searched with an explicit stack.

pub mod alphabeta;
pub mod backup;
pub mod equivalence;
pub mod error;
pub mod figures;
pub mod list;
pub mod minimax;
pub mod result;
pub mod trace;
pub mod value;

pub use alphabeta::{mn_alphabeta, mn_alphabeta_with};
pub use backup::{BackingUp, Backup, BackupFn, SideFns, Warning};
pub use equivalence::{check_equivalence, Difference, Equivalence};
pub use error::MnError;
pub use minimax::{mn_minimax, mn_minimax_with};
pub use result::{Cutoff, CutoffKind, MnCounts, MnResult, Move, PositionValue};
pub use trace::MnEvent;
pub use value::{Bound, Value};

use crate::tree::Tree;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Whose turn it is: Max at even levels (the root), Min at odd ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Max,
    Min,
}

/// How the root (`sta1`) compares a successor's value u with its best so far, alpha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// The resolved reading (default): u replaces alpha only when u > alpha + tolerance,
    /// so ties go to the earlier successor. m&n alpha-beta then chooses m&n minimaxing's
    /// move (our check: 0 mismatches on about 11,600 random trees; `tests/slagle.rs` on seeded ones).
    #[default]
    Strict,
    /// The report's literal `alpha <= u` (Appendices B and C): ties go to the later
    /// successor. m&n alpha-beta can then choose a successor whose value is a cutoff bound
    /// (our check: 549 of 3,000 random real-valued trees).
    LessEq,
}

impl TieRule {
    /// Whether the root takes `u` over its best so far `alpha`.
    #[inline]
    pub fn takes(self, u: f64, alpha: f64, tolerance: f64) -> bool {
        match self {
            TieRule::Strict => u > alpha + value::slack(alpha, tolerance),
            TieRule::LessEq => alpha <= u,
        }
    }
}

impl fmt::Display for TieRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TieRule::Strict => "strict",
            TieRule::LessEq => "le",
        })
    }
}

/// `strict` (or `<`) and `le` (or `<=`, `literal`).
impl FromStr for TieRule {
    type Err = MnError;
    fn from_str(s: &str) -> Result<TieRule, MnError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "strict" | "<" | "lt" | "resolved" => Ok(TieRule::Strict),
            "le" | "<=" | "leq" | "literal" | "report" => Ok(TieRule::LessEq),
            _ => Err(MnError::Parameter(format!("unknown tie rule '{s}': expected strict or le"))),
        }
    }
}

/// The two procedures, by their CLI names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MnProcedure {
    /// Appendix B.
    MnMinimax,
    /// Appendix C.
    MnAlphabeta,
}

impl fmt::Display for MnProcedure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MnProcedure::MnMinimax => "mn-minimax",
            MnProcedure::MnAlphabeta => "mn-alphabeta",
        })
    }
}

/// The default relative tolerance of [`TieRule::Strict`] for inexact backing-up
/// functions: values within `1e-9 * max(1, |alpha|)` count as tied, which absorbs the
/// rounding of `glbua` / `lubub` (logarithms) and of `2^x`.
pub const DEFAULT_TOLERANCE: f64 = 1e-9;

/// The largest m or n accepted.
pub const MAX_MN: usize = 10_000;

/// The most list values a trace may hold: 8,000,000 (64 MB). Every `take` event carries
/// its position's whole list (m or n values, padding included, as the report writes it),
/// so a trace holds up to (positions - 1) * max(m, n) values; a traced search that could
/// pass this is refused before it starts ([`MnError::Parameter`]).
pub const MAX_TRACE_LIST_VALUES: u64 = 8_000_000;

/// Everything an m&n search takes besides the tree and the backing-up functions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MnOptions {
    /// Values backed up at a max-position (m >= 1; m&n alpha-beta: m >= 2).
    pub m: usize,
    /// Values backed up at a min-position (n >= 1; m&n alpha-beta: n >= 2).
    pub n: usize,
    /// The root's dmax. A position on level l has dmax = this - l, and the backing-up
    /// functions at it get its successors' dmax. `None`: the tree's height.
    pub dmax: Option<u32>,
    pub tie: TieRule,
    /// The root's tie tolerance (relative); ignored (0) when the backing-up functions are
    /// exact ([`BackingUp::is_exact`]).
    pub tolerance: f64,
    /// Record the event trace.
    pub trace: bool,
}

impl Default for MnOptions {
    fn default() -> MnOptions {
        MnOptions { m: 2, n: 2, dmax: None, tie: TieRule::Strict, tolerance: DEFAULT_TOLERANCE, trace: false }
    }
}

impl MnOptions {
    /// m&n with the other options at their defaults.
    pub fn new(m: usize, n: usize) -> MnOptions {
        MnOptions { m, n, ..MnOptions::default() }
    }
}

/// Runs one procedure.
pub fn run<B: BackingUp + ?Sized>(
    procedure: MnProcedure,
    tree: &Tree,
    opts: &MnOptions,
    backup: &B,
) -> Result<MnResult, MnError> {
    match procedure {
        MnProcedure::MnMinimax => minimax::mn_minimax_with(tree, opts, backup),
        MnProcedure::MnAlphabeta => alphabeta::mn_alphabeta_with(tree, opts, backup),
    }
}

/// Checked parameters of one search.
pub(crate) struct Setup {
    pub(crate) dmax: u32,
    pub(crate) tolerance: f64,
    pub(crate) warnings: Vec<Warning>,
}

/// Checks m, n, the tolerance and a trace's size for `procedure` on `tree` before anything
/// runs (what a search would refuse with [`MnError::Parameter`]), so that a caller that
/// streams its output can refuse before writing a byte.
pub fn check<B: BackingUp + ?Sized>(
    procedure: MnProcedure,
    tree: &Tree,
    opts: &MnOptions,
    backup: &B,
) -> Result<(), MnError> {
    Setup::new(tree, opts, backup, procedure).map(|_| ())
}

impl Setup {
    pub(crate) fn new<B: BackingUp + ?Sized>(
        tree: &Tree,
        opts: &MnOptions,
        backup: &B,
        procedure: MnProcedure,
    ) -> Result<Setup, MnError> {
        let least = match procedure {
            MnProcedure::MnMinimax => 1,
            MnProcedure::MnAlphabeta => 2,
        };
        for (name, k) in [("m", opts.m), ("n", opts.n)] {
            if k < least {
                return Err(MnError::Parameter(match procedure {
                    MnProcedure::MnMinimax => format!("{name} must be at least 1, got {k}"),
                    MnProcedure::MnAlphabeta => {
                        format!("m&n alpha-beta needs {name} >= 2 (Appendix C), got {k}; use mn-minimax for 1")
                    }
                }));
            }
            if k > MAX_MN {
                return Err(MnError::Parameter(format!("{name} must be at most {MAX_MN}, got {k}")));
            }
        }
        if opts.trace {
            // One `take` per position below the root's successors at most, each with a list
            // of m or n values (see MnEvent::Take).
            let values = (tree.len() as u64 - 1).saturating_mul(opts.m.max(opts.n) as u64);
            if values > MAX_TRACE_LIST_VALUES {
                return Err(MnError::Parameter(format!(
                    "a trace with m = {}, n = {} on {} positions could hold {values} list values, more than the limit \
                     of {MAX_TRACE_LIST_VALUES}: search without the trace, or with smaller m and n or a smaller tree",
                    opts.m,
                    opts.n,
                    tree.len()
                )));
            }
        }
        if !(opts.tolerance.is_finite() && opts.tolerance >= 0.0) {
            return Err(MnError::Parameter(format!("the tolerance must be a number >= 0, got {}", opts.tolerance)));
        }
        let dmax = opts.dmax.unwrap_or(tree.height());
        if dmax < tree.height() {
            return Err(MnError::Tree(format!(
                "dmax {dmax} is less than the tree's height {}: interior positions have no static value",
                tree.height()
            )));
        }
        let warnings = backup.validate(opts.m, opts.n)?;
        let tolerance = if backup.is_exact() { 0.0 } else { opts.tolerance };
        Ok(Setup { dmax, tolerance, warnings })
    }
}

/// The root's loop (`sta1`): a plain maximum under the tie rule.
pub(crate) struct RootChoice {
    pub(crate) alpha: f64,
    pub(crate) best: Option<u32>,
    tie: TieRule,
    tolerance: f64,
}

impl RootChoice {
    pub(crate) fn new(tie: TieRule, tolerance: f64) -> RootChoice {
        RootChoice { alpha: f64::NEG_INFINITY, best: None, tie, tolerance }
    }

    /// Successor number `index` (1-based, `child`) is worth `u`.
    pub(crate) fn take(&mut self, rec: &mut result::Recorder, index: u32, child: crate::tree::NodeId, u: f64) {
        let before = self.alpha;
        let taken = self.tie.takes(u, self.alpha, self.tolerance);
        if taken {
            self.alpha = u;
            self.best = Some(index);
        }
        rec.event(|| MnEvent::Root { child, index, u: Value(u), best_so_far: Value(before), taken });
    }
}

/// Assembles the result once the root is done.
pub(crate) fn finish(
    tree: &Tree,
    procedure: MnProcedure,
    opts: &MnOptions,
    setup: Setup,
    mut rec: result::Recorder,
    choice: Option<RootChoice>,
) -> MnResult {
    let root = tree.root();
    let (value, best) = match &choice {
        None => (tree.value(root) as f64, None),
        Some(c) => {
            let best = c.best.map(|index| {
                let at = tree.child(root, index - 1);
                Move { index, at, dewey: tree.dewey(at) }
            });
            (c.alpha, best)
        }
    };
    if choice.is_some() {
        rec.leave(root, value, Bound::Exact);
    }
    let root_values = tree.children(root).filter_map(|c| rec.values[c as usize]).collect();
    MnResult {
        procedure,
        m: opts.m,
        n: opts.n,
        dmax: setup.dmax,
        tie: opts.tie,
        tolerance: setup.tolerance,
        value: Value(value),
        best,
        root_values,
        values: rec.values,
        counts: rec.counts,
        cutoffs: rec.cutoffs,
        warnings: setup.warnings,
        trace: rec.trace,
    }
}

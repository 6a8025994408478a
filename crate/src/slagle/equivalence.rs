//! Slagle's claim (§7): "the move chosen by m&n minimaxing with a given termination
//! criterion is always the same as the move chosen by the corresponding m&n alpha beta
//! procedure". [`check_equivalence`] runs both on one tree and lists every difference:
//! the chosen move, the root value, and any position where m&n alpha-beta returned a value
//! its [`Bound`] label does not allow (an "exact" value that differs from m&n minimaxing's,
//! or a bound on the wrong side of it).
//!
//! With the report's literal root rule ([`TieRule::LessEq`](super::TieRule::LessEq)) the move can differ: a cut
//! successor returns a bound u = alpha and wins the tie (`sta1`, Appendices B and C). With the default
//! [`TieRule::Strict`](super::TieRule::Strict) we expect none.

use super::backup::BackingUp;
use super::error::MnError;
use super::result::{MnResult, Move};
use super::value::{close, slack, Bound, Value};
use super::{alphabeta, minimax, MnOptions};
use crate::dewey::Dewey;
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// One way the two procedures disagree.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Difference {
    /// They chose different successors of the root.
    Move { minimax: Option<Move>, alphabeta: Option<Move> },
    /// The chosen successors' values differ (beyond the tolerance).
    Value { minimax: Value, alphabeta: Value },
    /// At `at`, alpha-beta returned `alphabeta` labelled `bound`, but the true m&n value is
    /// `minimax`.
    Position { at: NodeId, dewey: Dewey, minimax: Value, alphabeta: Value, bound: Bound },
}

/// Both runs and their differences.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Equivalence {
    /// No differences.
    pub equivalent: bool,
    pub differences: Vec<Difference>,
    /// Positions examined by alpha-beta as a fraction of those examined by minimaxing.
    pub examined_ratio: f64,
    pub minimax: MnResult,
    pub alphabeta: MnResult,
}

/// Runs m&n minimaxing and m&n alpha-beta with the same options (m, n >= 2; tie rule;
/// tolerance) and compares them. Values count as equal within the tolerance the root used.
pub fn check_equivalence<B: BackingUp + ?Sized>(
    tree: &Tree,
    opts: &MnOptions,
    backup: &B,
) -> Result<Equivalence, MnError> {
    let mm = minimax::mn_minimax_with(tree, opts, backup)?;
    let ab = alphabeta::mn_alphabeta_with(tree, opts, backup)?;
    let tol = ab.tolerance;
    let mut differences = Vec::new();
    if mm.best != ab.best {
        differences.push(Difference::Move { minimax: mm.best.clone(), alphabeta: ab.best.clone() });
    }
    if !close(mm.value.0, ab.value.0, tol) {
        differences.push(Difference::Value { minimax: mm.value, alphabeta: ab.value });
    }
    for (p, (truth, got)) in mm.values.iter().zip(&ab.values).enumerate() {
        let (Some(truth), Some(got)) = (truth, got) else { continue };
        let (t, g) = (truth.value.0, got.value.0);
        let ok = match got.bound {
            Bound::Exact => close(t, g, tol),
            Bound::Upper => t <= g + slack(g, tol) || close(t, g, tol),
            Bound::Lower => t >= g - slack(g, tol) || close(t, g, tol),
        };
        if !ok {
            let at = p as NodeId;
            differences.push(Difference::Position {
                at,
                dewey: tree.dewey(at),
                minimax: truth.value,
                alphabeta: got.value,
                bound: got.bound,
            });
        }
    }
    let examined_ratio = ab.counts.positions as f64 / mm.counts.positions as f64;
    Ok(Equivalence { equivalent: differences.is_empty(), differences, examined_ratio, minimax: mm, alphabeta: ab })
}

//! Star1 (Ballard 1983; in negamax form as Hauk, Buro & Schaeffer 2004 restate it):
//! alpha-beta at decision positions, and at a chance position bounds on its value from the
//! outcomes searched so far and the leaf range [L, U] for the others. Outcome i (probability
//! P_i, the outcomes before it giving `seen` = sum of P_j * v_j, the mass `after` still unseen
//! after it) is searched with the window
//!
//!   A_i = (alpha - seen - U * after) / P_i,   B_i = (beta - seen - L * after) / P_i,
//!   searched with (max(A_i, L), min(B_i, U)):
//!
//! v_i <= A_i means the chance value is at most alpha whatever the unseen outcomes hold
//! (fail low: a chance cutoff), v_i >= B_i that it is at least beta (fail high). With equal
//! probabilities 1/N these are Ballard's A = N(alpha - U) + U and B = N(beta - L) + L,
//! moved by U - v and L - v after each outcome. Otherwise v_i is exact and the search goes
//! on. A cutoff returns the window's end it crossed (alpha or beta), so the root keeps
//! alpha-beta's contract: <= alpha when the value is, >= beta when it is, exact between.

use super::exact::Exact;
use super::run::{Ctx, CutKind, Event};
use crate::tree::NodeId;
use crate::Result;

pub const LISTING: &[&str] = &[
    "star1(p, alpha, beta):",
    "  if p is terminal: return f(p)",
    "  if p is a decision position: alpha-beta over its successors with star1",
    "  seen := 0; rest := 1   (the probability mass not yet searched)",
    "  if seen + U*rest <= alpha: return alpha;  if seen + L*rest >= beta: return beta",
    "  for each outcome c of p, with probability P:",
    "    after := rest - P",
    "    A := (alpha - seen - U*after) / P;  B := (beta - seen - L*after) / P",
    "    v := star1(c, max(A, L), min(B, U))",
    "    if v <= A: return alpha      (chance cutoff: the value cannot exceed alpha)",
    "    if v >= B: return beta       (chance cutoff: the value reaches beta)",
    "    seen := seen + P*v; rest := after",
    "    (now seen + L*rest <= value <= seen + U*rest)",
    "  return seen",
];

pub fn line_of(e: &Event) -> usize {
    match e {
        Event::Enter { .. } => 0,
        Event::Evaluate { .. } => 1,
        Event::Update { .. } => 2,
        Event::Bounds { .. } => 12,
        Event::Cutoff { kind: CutKind::Decision, .. } => 2,
        Event::Cutoff { .. } => 9,
        Event::Probe { .. } => 8,
        Event::Return { .. } => 13,
    }
}

/// Star1 at the chance position `p` with the window (alpha, beta).
pub(super) fn chance(ctx: &mut Ctx<'_>, p: NodeId, alpha: Exact, beta: Exact) -> Result<Exact> {
    let (lo, hi) = ctx.range_at(p);
    let rest = super::mass(ctx.tree, p)?;
    if let Some(cut) = super::before_any(ctx, p, alpha, beta, rest.mul(lo)?, rest.mul(hi)?) {
        return Ok(cut);
    }
    let lowers = |_: usize, after: Exact| after.mul(lo);
    super::search_outcomes(ctx, p, alpha, beta, rest, &lowers)
}

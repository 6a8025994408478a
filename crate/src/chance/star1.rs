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

//
// Its step at a chance position is [`super::star`], which it shares with Star2: Star1's
// lower bound on the outcomes not yet searched is L times their mass.

use super::run::Lines;

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

/// Where [`LISTING`] shows each step ([`Lines::of_trace`]); Star1 makes no probe.
pub const LINES: Lines = Lines {
    enter: 0,
    terminal: 1,
    decision: 2,
    decision_return: 2,
    first_test: 4,
    bounds: 12,
    probe: 8,
    cut_low: 9,
    cut_high: 10,
    probing_cut: 10,
    chance_return: 13,
};

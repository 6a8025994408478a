//! Star2 (Ballard 1983, for "regular" *-minimax trees, where the players alternate with
//! chance events between; in negamax form as Hauk, Buro & Schaeffer 2004 restate it): Star1
//! preceded at each chance position by a probing phase. An outcome that is a decision
//! position is worth at least what its first successor gives it (a negamax position takes
//! the largest of its successors' negated values), so searching that one successor of each
//! outcome gives lower bounds W_i. If they already put the chance value at beta or more, the
//! position is cut off without any full search (a probing cutoff); otherwise the search phase
//! is Star1's with W_i instead of L as the lower end for the outcomes not yet searched.
//!
//! A probe looks only for a fail high: its first successor is searched with the window
//! (-min(B_i, U), -L), so a probe's value is exact or a bound at least B_i. An outcome that is
//! terminal probes as its value; one that is itself a chance position (not a regular tree) is
//! not probed (its lower bound stays L). The search phase searches a probed successor again,
//! as the procedure is written (a program with a transposition table would find it there):
//! [`super::run::Counts::evaluations`] counts that work, `terminals` the distinct terminals.

use super::exact::Exact;
use super::run::{Ctx, CutKind, Event, Lines};
use crate::tree::NodeId;
use crate::Result;

pub const LISTING: &[&str] = &[
    "star2(p, alpha, beta):",
    "  if p is terminal: return f(p)",
    "  if p is a decision position: alpha-beta over its successors with star2",
    "  if [L, U] with nothing seen lies outside (alpha, beta): return alpha or beta",
    "  probing phase: low := 0; rest := 1",
    "  for each outcome c of p, with probability P:",
    "    after := rest - P;  B := (beta - low - L*after) / P",
    "    W(c) := -star2(first successor of c, -min(B, U), -L)   (W(c) <= value of c)",
    "    if W(c) >= B: return beta     (probing cutoff)",
    "    low := low + P*W(c); rest := after",
    "  search phase: star1's loop, with W(c) in place of L for the outcomes not yet searched:",
    "    A := (alpha - seen - U*after) / P;  B := (beta - seen - sum of P*W over the later outcomes) / P",
    "    v := star2(c, max(A, L), min(B, U))",
    "    if v <= A: return alpha;  if v >= B: return beta     (chance cutoffs)",
    "    seen := seen + P*v",
    "  return seen",
];

/// Where [`LISTING`] shows each step ([`Lines::of_trace`]).
pub const LINES: Lines = Lines {
    enter: 0,
    terminal: 1,
    decision: 2,
    decision_return: 2,
    first_test: 3,
    bounds: 14,
    probe: 7,
    cut_low: 13,
    cut_high: 13,
    probing_cut: 8,
    chance_return: 15,
};

/// Star2's probing phase at the chance position `p` (leaf range [lo, hi] from the standpoint
/// of its player, outcomes' mass `mass`): `Err(beta)` for a probing cutoff, else per outcome
/// i the lower bound sum over j > i of P_j * W_j that the search phase ([`super::star`])
/// uses for the outcomes not yet searched.
pub(super) fn probing(ctx: &mut Ctx<'_>, p: NodeId, beta: Exact, lo: Exact, hi: Exact, mass: Exact) -> Result<Probed> {
    // W[i] <= value of outcome i.
    let d = ctx.tree.degree(p);
    let mut w = vec![lo; d as usize];
    let (mut low, mut rest) = (Exact::ZERO, mass);
    for (i, c) in ctx.tree.children(p).enumerate() {
        let pc = ctx.tree.probability(c);
        let after = rest.sub(Exact::probability(pc))?;
        let b = beta.sub(low)?.sub(lo.mul(after)?)?.over(pc)?;
        w[i] = probe(ctx, p, c, b.min(hi), lo)?;
        low = low.add(w[i].times(pc)?)?;
        rest = after;
        if w[i] >= b {
            ctx.cutoff(p, c, CutKind::Probing, d - 1 - i as u32);
            return Ok(Probed::Cut);
        }
    }
    // suffix[i] = sum over j > i of P_j * W_j.
    let mut suffix = vec![Exact::ZERO; d as usize];
    for i in (0..d as usize - 1).rev() {
        let next = ctx.tree.child(p, i as u32 + 1);
        suffix[i] = suffix[i + 1].add(w[i + 1].times(ctx.tree.probability(next))?)?;
    }
    Ok(Probed::Later(suffix))
}

/// What the probing phase found.
pub(super) enum Probed {
    /// A probing cutoff: the position returns beta.
    Cut,
    /// Per outcome, the lower bound on the outcomes after it.
    Later(Vec<Exact>),
}

/// A lower bound on the value of the outcome `c` of `p`, from its first successor only.
fn probe(ctx: &mut Ctx<'_>, p: NodeId, c: NodeId, bx: Exact, lo: Exact) -> Result<Exact> {
    let tree = ctx.tree;
    if tree.is_chance(c) {
        return Ok(lo);
    }
    ctx.counts.probes += 1;
    let (first, w) = if tree.is_terminal(c) {
        (c, ctx.search(c, lo, bx)?)
    } else {
        ctx.touch(c);
        let first = tree.child(c, 0);
        (first, ctx.search(first, bx.neg(), lo.neg())?.neg().max(lo))
    };
    ctx.log(|| Event::Probe { at: p, child: c, first, value: w });
    Ok(w)
}

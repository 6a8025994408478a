//! Expectiminimax (Michie 1966; Ballard 1983, section 1, "*-minimax"; AIMA's
//! EXPECTIMINIMAX): every position searched, a chance position's value the
//! probability-weighted sum of its outcomes' values. No window, no cutoff: the exhaustive
//! search Star1 and Star2 are measured against.

use super::exact::Exact;
use super::run::{Ctx, Event, Lines};
use crate::tree::NodeId;
use crate::Result;

/// The listing beside the tree (negamax form): the line of each kind of step is in
/// [`LINES`].
pub const LISTING: &[&str] = &[
    "expectimax(p):",
    "  if p is terminal: return f(p)",
    "  if p is a chance position:",
    "    v := 0",
    "    for each outcome c of p, with probability P(c):",
    "      v := v + P(c) * expectimax(c)",
    "    return v",
    "  m := -inf",
    "  for each successor c of p:",
    "    t := -expectimax(c); if t > m: m := t",
    "  return m",
];

/// Where [`LISTING`] shows each step ([`Lines::of_trace`]); expectimax makes no cutoff.
pub const LINES: Lines = Lines {
    enter: 0,
    terminal: 1,
    decision: 9,
    decision_return: 10,
    first_test: 2,
    bounds: 5,
    probe: 5,
    cut_low: 5,
    cut_high: 5,
    probing_cut: 5,
    chance_return: 6,
};

/// The chance position `p`: the sum of P(c) * value(c) over its outcomes (no negation: a
/// chance event does not change who moves).
pub(super) fn chance(ctx: &mut Ctx<'_>, p: NodeId) -> Result<Exact> {
    let (lo, hi) = ctx.range_at(p);
    let mut rest = super::mass(ctx.tree, p)?;
    let mut v = Exact::ZERO;
    for c in ctx.tree.children(p) {
        let pc = ctx.tree.probability(c);
        v = v.add(ctx.search(c, Exact::NEG_INF, Exact::INF)?.times(pc)?)?;
        rest = rest.sub(Exact::probability(pc))?;
        if ctx.logging() {
            let (lower, upper) = (v.add(lo.mul(rest)?)?, v.add(hi.mul(rest)?)?);
            ctx.log(|| Event::Bounds { at: p, child: c, lower, upper });
        }
    }
    Ok(v)
}

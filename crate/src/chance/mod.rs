//! Trees with chance positions (*-minimax trees) and their procedures: expectiminimax and
//! Ballard's Star1 and Star2.
//!
//! * B. W. Ballard, "The *-minimax search procedure for trees containing chance nodes",
//!   *Artificial Intelligence* 21 (1983), 327-350: the *-node, whose value is the
//!   (possibly weighted) average of its successors'; Star1, alpha-beta's bounds carried
//!   through chance positions with the leaf range [L, U]; Star2, Star1 with a probing phase
//!   on regular trees.
//! * T. Hauk, M. Buro and J. Schaeffer, "Rediscovering *-Minimax Search", *Computers and
//!   Games* 2004 (LNCS 3846, 2006): the same procedures in negamax form, which this module
//!   follows.
//!
//! The tree's chance positions are [`crate::tree::Tree::is_chance`] and
//! [`crate::tree::Tree::probability`]; values are exact ([`Exact`]). One file per procedure
//! ([`expectimax`], [`star1`], [`star2`]); [`run`](mod@run) holds what they share: terminals,
//! decision positions (K&M's F2), counts and the trace.

pub mod exact;
pub mod exercise;
pub mod expectimax;
pub mod given;
pub mod mistake;
pub mod mistakes;
pub mod range;
pub mod run;
pub mod star1;
pub mod star2;

pub use exact::Exact;
pub use range::LeafRange;
pub use run::{Bound, ChanceRun, Counts, CutKind, Event, Lines};

use crate::score::Score;
use crate::tree::{NodeId, Tree};
use crate::Result;
use run::Ctx;

/// The procedures of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChanceProc {
    Expectimax,
    Star1,
    Star2,
}

impl ChanceProc {
    pub const ALL: [ChanceProc; 3] = [ChanceProc::Expectimax, ChanceProc::Star1, ChanceProc::Star2];

    pub fn name(self) -> &'static str {
        match self {
            ChanceProc::Expectimax => "expectimax",
            ChanceProc::Star1 => "star1",
            ChanceProc::Star2 => "star2",
        }
    }

    /// The listing beside the tree.
    pub fn listing(self) -> &'static [&'static str] {
        match self {
            ChanceProc::Expectimax => expectimax::LISTING,
            ChanceProc::Star1 => star1::LISTING,
            ChanceProc::Star2 => star2::LISTING,
        }
    }

    /// The listing's line (0-based) of each event of `trace`, a search of `tree`
    /// ([`run::Lines::of_trace`]).
    pub fn lines_of(self, trace: &[Event], tree: &Tree) -> Vec<usize> {
        match self {
            ChanceProc::Expectimax => &expectimax::LINES,
            ChanceProc::Star1 => &star1::LINES,
            ChanceProc::Star2 => &star2::LINES,
        }
        .of_trace(trace, tree)
    }
}

/// Runs `proc` on `tree` with the root window (alpha, beta) (expectimax ignores it) and the
/// leaf range (given, and then checked against the terminals, or the tree's own).
pub fn run(
    tree: &Tree,
    proc: ChanceProc,
    alpha: Score,
    beta: Score,
    range: Option<LeafRange>,
    trace: bool,
) -> Result<ChanceRun> {
    let range = LeafRange::for_tree(range, tree)?;
    run::run(tree, proc, Exact::score(alpha), Exact::score(beta), range, trace)
}

/// A chance position's value under the procedure searching (`ctx.proc`): the one place
/// that names each procedure's file, so that the search (`run.rs`) and the procedures, which
/// call each other recursively, depend on each other only through this front.
pub(crate) fn chance_position(ctx: &mut run::Ctx<'_>, p: NodeId, alpha: Exact, beta: Exact) -> Result<Exact> {
    match ctx.proc {
        ChanceProc::Expectimax => expectimax::chance(ctx, p),
        ChanceProc::Star1 | ChanceProc::Star2 => star(ctx, p, alpha, beta),
    }
}

/// Star1's and Star2's step at the chance position `p` with the window (alpha, beta)
/// ([`star1`], [`star2`]): the test before any outcome, Star2's probing phase, then Star1's
/// loop over the outcomes with the lower bound on those not yet searched: L times their
/// mass for Star1, the probes' sum for Star2.
fn star(ctx: &mut Ctx<'_>, p: NodeId, alpha: Exact, beta: Exact) -> Result<Exact> {
    let (lo, hi) = ctx.range_at(p);
    let mass = mass(ctx.tree, p)?;
    if let Some(cut) = before_any(ctx, p, alpha, beta, mass.mul(lo)?, mass.mul(hi)?) {
        return Ok(cut);
    }
    if ctx.proc == ChanceProc::Star1 {
        return search_outcomes(ctx, p, alpha, beta, mass, &|_, after| after.mul(lo));
    }
    match star2::probing(ctx, p, beta, lo, hi, mass)? {
        star2::Probed::Cut => Ok(beta),
        star2::Probed::Later(suffix) => search_outcomes(ctx, p, alpha, beta, mass, &|i, _| Ok(suffix[i])),
    }
}

/// The probability mass of the outcomes of `p` (1, or within 1e-9 of it for decimals).
pub(crate) fn mass(tree: &Tree, p: NodeId) -> Result<Exact> {
    tree.children(p).try_fold(Exact::ZERO, |s, c| s.add(Exact::probability(tree.probability(c))))
}

/// The test before any outcome is searched: the chance value lies in [low, up] (every
/// outcome at L, every one at U); if that interval is outside the window, the position is
/// cut off at once (Star1's cutoff tests with nothing seen yet).
pub(crate) fn before_any(
    ctx: &mut Ctx<'_>,
    p: NodeId,
    alpha: Exact,
    beta: Exact,
    low: Exact,
    up: Exact,
) -> Option<Exact> {
    // Star1's tests as the paper's loop makes them come after an outcome; the mistake of
    // forgetting the unseen mass has no bounds before one.
    if ctx.mistake.is_some() {
        return None;
    }
    let d = ctx.tree.degree(p);
    let cut = if up <= alpha {
        alpha
    } else if low >= beta {
        beta
    } else {
        return None;
    };
    ctx.log(|| Event::Bounds { at: p, child: p, lower: low, upper: up });
    ctx.cutoff(p, p, CutKind::Chance, d);
    Some(cut)
}

/// Star1's loop over the outcomes of the chance position `p` (Ballard's A and B; see
/// [`star1`]); `later_low(i, after)` is the lower bound on the outcomes after the i-th,
/// weighted by their probabilities: L * after for Star1, the probes for Star2.
pub(crate) fn search_outcomes(
    ctx: &mut Ctx<'_>,
    p: NodeId,
    alpha: Exact,
    beta: Exact,
    mass: Exact,
    later_low: &dyn Fn(usize, Exact) -> Result<Exact>,
) -> Result<Exact> {
    let (lo, hi) = ctx.range_at(p);
    let d = ctx.tree.degree(p);
    let (mut seen, mut rest) = (Exact::ZERO, mass);
    for (i, c) in ctx.tree.children(p).enumerate() {
        let pc = ctx.tree.probability(c);
        let after = rest.sub(Exact::probability(pc))?;
        // The mistake of practice's diagnosis: the outcomes not yet searched left out.
        let forget = ctx.mistake == Some(mistakes::ChanceMistake::ForgetsUnseenMass);
        let low_after = if forget { Exact::ZERO } else { later_low(i, after)? };
        let up_after = if forget { Exact::ZERO } else { hi.mul(after)? };
        let a = alpha.sub(seen)?.sub(up_after)?.over(pc)?;
        let b = beta.sub(seen)?.sub(low_after)?.over(pc)?;
        let v = ctx.search(c, a.max(lo), b.min(hi))?;
        let now = seen.add(v.times(pc)?)?;
        if ctx.logging() {
            let (lower, upper) = (now.add(low_after)?, now.add(up_after)?);
            ctx.log(|| Event::Bounds { at: p, child: c, lower, upper });
        }
        if v <= a {
            ctx.cutoff(p, c, CutKind::Chance, d - 1 - i as u32);
            return Ok(alpha);
        }
        if v >= b {
            ctx.cutoff(p, c, CutKind::Chance, d - 1 - i as u32);
            return Ok(beta);
        }
        seen = now;
        rest = after;
    }
    Ok(seen)
}

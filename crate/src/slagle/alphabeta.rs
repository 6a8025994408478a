//! The m&n alpha-beta procedure: Slagle §7 and Appendix C (`sta`, `sta1`, `minv`, `minvl`,
//! `minvl3`, `maxv`, `maxvl`, `maxvl3`), m, n >= 2, faithful to the LISP.
//!
//! A max-position keeps `a`, its m - 1 best successor values (car first), and `alpha`; a
//! min-position keeps `b` (n - 1 best) and `beta`. A call brings down, to a max-position,
//! `oldalpha` (its max-grandparent's alpha) and the free `beta` of its predecessor; to a
//! min-position, the free `alpha` of its predecessor and `oldbeta`. The root's successors
//! get alpha = the root's best so far and oldbeta = +inf.
//!
//! Max-position, for each successor value u (the min-position mirrors it):
//!
//! ```text
//! beta <= u                        -> return u                      (m&n beta cutoff)
//! phase 1 (maxvl; alpha = car[a] < glbua[oldalpha; a; dmax]):
//!   u <= alpha                     -> next
//!   newa := insert(cdr a, u); g := glbua[oldalpha; newa; dmax]
//!   g <= car[newa]                 -> a := newa; alpha := max(alpha, g); phase 2
//!   else                           -> a := newa; alpha := car[newa]
//! phase 2 (maxvl3; glbua is not recomputed):
//!   u <= car[a]                    -> alpha := max(u, alpha)
//!   else                           -> alpha := car[a]; a := insert(cdr a, u)
//! no successors left               -> return bua[alpha; a; dmax] = buma[alpha :: a; dmax]
//! ```
//!
//! Phase 1 tracks only the m - 1 best: while even the best possible m-th value, `car[a]`,
//! cannot lift the position to oldalpha, the m-th value does not matter (the predecessor
//! will make an m&n alpha cutoff). Fig. 5: alpha = 5 = glbua[10; (6); 2], "not merely 2".
//!
//! Returned values are fail-hard bounds where a cutoff or phase 1 decided them; each is
//! labelled ([`Bound`]) and the labels are checked against m&n minimaxing in the tests.
//! The recursion is unrolled into an explicit stack.

use super::backup::{BackingUp, Backup};
use super::error::MnError;
use super::list::BestList;
use super::result::{CutoffKind, Inherited, MnResult, Recorder};
use super::trace::MnEvent;
use super::value::{Bound, Value};
use super::{finish, MnOptions, MnProcedure, RootChoice, Setup, Side, TieRule};
use crate::tree::{NodeId, Tree};

/// `sta[tree; m; n; dmax]` of Appendix C with the default options and the given root tie
/// rule. m, n >= 2.
pub fn mn_alphabeta(tree: &Tree, m: usize, n: usize, backup: &Backup, tie: TieRule) -> Result<MnResult, MnError> {
    mn_alphabeta_with(tree, &MnOptions { tie, ..MnOptions::new(m, n) }, backup)
}

/// One position being searched.
struct Frame {
    p: NodeId,
    /// Successors examined so far.
    next: u32,
    side: Side,
    /// 1 (`maxvl` / `minvl`) or 2 (`maxvl3` / `minvl3`).
    phase: u8,
    /// Phase 2 with alpha (beta) still at glbua (lubub) rather than at a successor value.
    clamped: bool,
    /// `a` (m - 1 best) or `b` (n - 1 best).
    list: BestList,
    /// alpha at a max-position, beta at a min-position.
    own: f64,
    /// What the predecessor's state brings: beta at a max-position, alpha at a min-position.
    above: f64,
    /// oldalpha at a max-position, oldbeta at a min-position.
    old: f64,
}

/// m&n alpha-beta (Appendix C) with any options and backing-up functions. m, n >= 2.
pub fn mn_alphabeta_with<B: BackingUp + ?Sized>(
    tree: &Tree,
    opts: &MnOptions,
    backup: &B,
) -> Result<MnResult, MnError> {
    let setup = Setup::new(tree, opts, backup, MnProcedure::MnAlphabeta)?;
    let d0 = setup.dmax;
    let mut rec = Recorder::new(tree, opts.trace);
    let root = tree.root();
    rec.enter(root, d0, Inherited::None);
    if tree.is_terminal(root) {
        rec.evaluate(root);
        return Ok(finish(tree, MnProcedure::MnAlphabeta, opts, setup, rec, None));
    }

    let mut choice = RootChoice::new(opts.tie, setup.tolerance);
    let mut root_next = 0u32;
    let mut stack: Vec<Frame> = Vec::new();
    let mut buf: Vec<f64> = Vec::new();
    // A returned value (and what it is) to hand to the position on top, or to the root.
    let mut pending: Option<(f64, Bound)> = None;
    loop {
        if let Some((u, bound)) = pending.take() {
            match stack.last_mut() {
                None => choice.take(&mut rec, root_next, tree.child(root, root_next - 1), u),
                Some(f) => {
                    let dmax = d0 - tree.depth(f.p) - 1;
                    if let Some(ret) = take(tree, f, u, bound, dmax, backup, &mut buf, &mut rec) {
                        let f = stack.pop().expect("the frame just used");
                        rec.leave(f.p, ret.0, ret.1);
                        pending = Some(ret);
                    }
                }
            }
            continue;
        }
        let (p, next) = match stack.last() {
            Some(f) => (f.p, f.next),
            None => (root, root_next),
        };
        if next < tree.degree(p) {
            // Call minv / maxv on the next successor with what this position passes down.
            let (above, old) = match stack.last_mut() {
                Some(f) => {
                    f.next += 1;
                    // Max-position f: its successor (min) gets alpha = f's alpha and
                    // oldbeta = f's beta from above; min-position f: its successor (max)
                    // gets beta = f's beta and oldalpha = f's alpha from above.
                    (f.own, f.above)
                }
                None => {
                    root_next += 1;
                    (choice.alpha, f64::INFINITY)
                }
            };
            let child = tree.child(p, next);
            let side = if tree.is_max(child) { Side::Max } else { Side::Min };
            let inherited = match side {
                Side::Max => Inherited::Max(old, above),
                Side::Min => Inherited::Min(above, old),
            };
            rec.enter(child, d0 - tree.depth(child), inherited);
            if tree.is_terminal(child) {
                pending = Some((rec.evaluate(child), Bound::Exact));
            } else {
                let k = if side == Side::Max { opts.m - 1 } else { opts.n - 1 };
                let list = BestList::new(side, k);
                let own = list.car();
                stack.push(Frame { p: child, next: 0, side, phase: 1, clamped: false, list, own, above, old });
            }
        } else if let Some(f) = stack.pop() {
            // No successors left: bua[alpha; a; dmax] / bub[beta; b; dmax].
            f.list.write_with_car(f.own, &mut buf);
            let dmax = d0 - tree.depth(f.p) - 1;
            let v = match f.side {
                Side::Max => backup.buma(&buf, dmax),
                Side::Min => backup.bunb(&buf, dmax),
            };
            // Phase 1 backs up car[a] as the m-th value, an overestimate below oldalpha; in
            // phase 2 with alpha still at glbua the value is oldalpha, also an overestimate.
            // Both are capped at oldalpha (beta: floored at oldbeta), which changes nothing
            // in exact arithmetic but keeps rounding (oldalpha + 1e-15 from a logarithm)
            // from hiding the predecessor's cutoff at u = alpha.
            let (v, bound) = match (f.phase == 1 || f.clamped, f.side) {
                (false, _) => (v, Bound::Exact),
                (true, Side::Max) => (v.min(f.old), Bound::Upper),
                (true, Side::Min) => (v.max(f.old), Bound::Lower),
            };
            rec.leave(f.p, v, bound);
            pending = Some((v, bound));
        } else {
            break;
        }
    }
    Ok(finish(tree, MnProcedure::MnAlphabeta, opts, setup, rec, Some(choice)))
}

/// The body of `maxvl` / `maxvl3` / `minvl` / `minvl3` for one successor value `u` (which
/// is `bound` of the successor's true value). `Some` when the position returns at once.
#[allow(clippy::too_many_arguments)]
fn take<B: BackingUp + ?Sized>(
    tree: &Tree,
    f: &mut Frame,
    u: f64,
    bound: Bound,
    dmax: u32,
    backup: &B,
    buf: &mut Vec<f64>,
    rec: &mut Recorder,
) -> Option<(f64, Bound)> {
    let index = f.next;
    let max = f.side == Side::Max;
    // Cutoffs: beta <= u at a max-position, alpha >= u at a min-position.
    if (max && f.above <= u) || (!max && f.above >= u) {
        let kind = match (max, tree.depth(f.p)) {
            (true, _) => CutoffKind::MnBeta,
            (false, 1) => CutoffKind::HighestLevelAlpha,
            (false, _) => CutoffKind::MnAlpha,
        };
        rec.cutoff(f.p, index, kind, u, f.above);
        return Some((u, if max { Bound::Lower } else { Bound::Upper }));
    }
    // `better(x, y)`: x is better than y for the player to move at f.
    let better = |x: f64, y: f64| if max { x > y } else { x < y };
    let mut ignored = false;
    if f.phase == 1 {
        if !better(u, f.own) {
            ignored = true;
        } else {
            let old_car = f.own;
            f.list.push(u);
            f.list.write_to(buf);
            let inv = if max { backup.glbua(f.old, buf, dmax) } else { backup.lubub(f.old, buf, dmax) };
            let car = f.list.car();
            let phase2 = !better(inv, car);
            if phase2 {
                // alpha := max(alpha, glbua) / beta := min(beta, lubub).
                f.own = if better(old_car, inv) { old_car } else { inv };
                f.clamped = better(inv, old_car);
                f.phase = 2;
            } else {
                f.own = car;
            }
            let (at, side, own) = (f.p, f.side, f.own);
            rec.event(|| MnEvent::Inverse { at, side, index, value: Value(inv), phase2, bound: Value(own) });
        }
    } else {
        let car = f.list.car();
        if !better(u, car) {
            // alpha := max(u, alpha). A successor cut off at u = alpha is only a bound: it
            // does not release alpha from glbua.
            if better(u, f.own) || (u == f.own && bound == Bound::Exact) {
                f.own = u;
                f.clamped = false;
            } else {
                ignored = true;
            }
        } else {
            f.own = car;
            f.clamped = false;
            f.list.push(u);
        }
    }
    let (at, own, phase) = (f.p, Value(f.own), f.phase);
    rec.event(|| MnEvent::Take {
        at,
        child: tree.child(at, index - 1),
        index,
        u: Value(u),
        list: f.list.values(),
        alpha: max.then_some(own),
        beta: (!max).then_some(own),
        phase: Some(phase),
        ignored,
    });
    None
}

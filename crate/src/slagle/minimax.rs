//! m&n minimaxing: Slagle §6 and Appendix B (`sta`, `sta1`, `minv`, `minvl`, `maxv`,
//! `maxvl`).
//!
//! ```text
//! sta(P):   alpha := -inf; for S in succ(P): u := minv(S); if alpha <= u: alpha, best := u, S
//! minv(P):  final(P) -> value(P); nb := ditto(inf, n)
//!           for S in succ(P): nb := cdr(insert(nb, maxv(S), GREATERP));  bunb(nb, dmax - 1)
//! maxv(P):  final(P) -> value(P); ma := ditto(-inf, m)
//!           for S in succ(P): ma := cdr(insert(ma, minv(S), LESSP));     buma(ma, dmax - 1)
//! ```
//!
//! Every position is examined. The recursion is unrolled into an explicit stack (one frame
//! per level of the current path), in the same order.

use super::backup::{BackingUp, Backup};
use super::error::MnError;
use super::list::BestList;
use super::result::{Inherited, MnResult, Recorder};
use super::trace::MnEvent;
use super::value::{Bound, Value};
use super::{finish, MnOptions, MnProcedure, RootChoice, Setup, Side};
use crate::tree::{NodeId, Tree};

/// `sta[tree; m; n; dmax]` of Appendix B with the default options ([`MnOptions::new`]):
/// m&n minimaxing with `backup`, the resolved tie rule, no trace.
pub fn mn_minimax(tree: &Tree, m: usize, n: usize, backup: &Backup) -> Result<MnResult, MnError> {
    mn_minimax_with(tree, &MnOptions::new(m, n), backup)
}

/// m&n minimaxing (Appendix B) with any options and backing-up functions. m, n >= 1.
pub fn mn_minimax_with<B: BackingUp + ?Sized>(tree: &Tree, opts: &MnOptions, backup: &B) -> Result<MnResult, MnError> {
    let setup = Setup::new(tree, opts, backup, MnProcedure::MnMinimax)?;
    let d0 = setup.dmax;
    let mut rec = Recorder::new(tree, opts.trace);
    let root = tree.root();
    rec.enter(root, d0, Inherited::None);
    if tree.is_terminal(root) {
        rec.evaluate(root);
        return Ok(finish(tree, MnProcedure::MnMinimax, opts, setup, rec, None));
    }

    struct Frame {
        p: NodeId,
        /// Successors examined so far.
        next: u32,
        side: Side,
        /// `ma` (m best) or `nb` (n best).
        list: BestList,
    }
    let mut choice = RootChoice::new(opts.tie, setup.tolerance);
    let mut root_next = 0u32;
    let mut stack: Vec<Frame> = Vec::new();
    let mut buf: Vec<f64> = Vec::new();
    let mut pending: Option<f64> = None;
    loop {
        // A value to hand to the position on top (or to the root).
        if let Some(u) = pending.take() {
            match stack.last_mut() {
                None => choice.take(&mut rec, root_next, tree.child(root, root_next - 1), u),
                Some(f) => {
                    f.list.push(u);
                    let (at, index) = (f.p, f.next);
                    rec.event(|| MnEvent::Take {
                        at,
                        child: tree.child(at, index - 1),
                        index,
                        u: Value(u),
                        list: f.list.values(),
                        alpha: None,
                        beta: None,
                        phase: None,
                        ignored: false,
                    });
                }
            }
            continue;
        }
        let (p, next) = match stack.last() {
            Some(f) => (f.p, f.next),
            None => (root, root_next),
        };
        if next < tree.degree(p) {
            match stack.last_mut() {
                Some(f) => f.next += 1,
                None => root_next += 1,
            }
            let child = tree.child(p, next);
            rec.enter(child, d0 - tree.depth(child), Inherited::None);
            if tree.is_terminal(child) {
                pending = Some(rec.evaluate(child));
            } else {
                let side = if tree.is_max(child) { Side::Max } else { Side::Min };
                let k = if side == Side::Max { opts.m } else { opts.n };
                stack.push(Frame { p: child, next: 0, side, list: BestList::new(side, k) });
            }
        } else if let Some(f) = stack.pop() {
            // All successors in: back up (the successors' dmax is this position's - 1).
            f.list.write_to(&mut buf);
            let dmax = d0 - tree.depth(f.p) - 1;
            let v = match f.side {
                Side::Max => backup.buma(&buf, dmax),
                Side::Min => backup.bunb(&buf, dmax),
            };
            rec.leave(f.p, v, Bound::Exact);
            pending = Some(v);
        } else {
            break;
        }
    }
    Ok(finish(tree, MnProcedure::MnMinimax, opts, setup, rec, Some(choice)))
}

//! A mutant's changed trees (mirrored, negated) and their records mapped back, and its counts
//! for experiments. The record itself is made by `recorder/mutant.rs`; the readings are
//! applied by the recorder before the window analysis, so that what a window saves is read
//! the same wrong way.

use super::{How, Mutant};
use crate::record::{Bound, KmEvent, Record, Trace, Value};
use crate::score::Score;
use crate::search::{Counts, Params, Procedure, Stack, Window};
use crate::tree::{NodeId, Tree};

/// The tree with every terminal value negated: the same shape and ids, Max and Min
/// exchanged (K&M's f(p) of every terminal negated).
pub(crate) fn negated(tree: &Tree) -> Tree {
    tree.with_terminal_values(|_, p| -tree.value(p)).expect("a negated value is a value (the range is symmetric)")
}

/// The tree with every position's successors in reverse order, and the id in `tree` of each
/// id of the new tree.
pub(crate) fn mirror(tree: &Tree) -> (Tree, Vec<NodeId>) {
    let n = tree.len() as NodeId;
    let reversed: Vec<Vec<NodeId>> = (0..n).map(|p| tree.children(p).rev().collect()).collect();
    let m = crate::generate::reorder::rebuild(tree, |p| &reversed[p as usize][..]);
    let mut old = vec![0; tree.len()];
    old[m.root() as usize] = tree.root();
    // Breadth-first ids: a parent's id is smaller than its successors', so each is set
    // before it is read.
    for p in 0..n {
        let q = old[p as usize];
        let d = m.degree(p);
        for i in 0..d {
            old[m.child(p, i) as usize] = tree.child(q, d - 1 - i);
        }
    }
    (m, old)
}

/// A record of the mirrored tree with every position named by its id in the original tree.
pub(crate) fn unmirror(mut r: Record, old: &[NodeId]) -> Record {
    let id = |p: NodeId| old[p as usize];
    fn permute<T: Clone>(v: &mut Vec<T>, old: &[NodeId]) {
        let mut out = v.clone();
        for (new, x) in v.iter().enumerate() {
            out[old[new] as usize] = x.clone();
        }
        *v = out;
    }
    permute(&mut r.status, old);
    permute(&mut r.values, old);
    permute(&mut r.bounds, old);
    permute(&mut r.alphas, old);
    permute(&mut r.betas, old);
    for v in &mut r.visits {
        v.at = id(v.at);
    }
    for p in &mut r.pv {
        *p = id(*p);
    }
    for c in &mut r.cutoffs {
        c.at = id(c.at);
        c.from = c.from.map(id);
        for q in &mut c.skipped {
            *q = id(*q);
        }
    }
    if let Some(Trace::Km(events)) = &mut r.trace {
        for e in events {
            match e {
                KmEvent::Enter { at, .. }
                | KmEvent::Terminal { at, .. }
                | KmEvent::Leave { at, .. }
                | KmEvent::Recall { at, .. } => *at = id(*at),
                KmEvent::Update { at, child, .. } | KmEvent::Research { at, child, .. } => {
                    *at = id(*at);
                    *child = id(*child);
                }
                KmEvent::Cutoff { at, from, skipped, .. } => {
                    *at = id(*at);
                    *from = from.map(id);
                    for q in skipped {
                        *q = id(*q);
                    }
                }
            }
        }
    }
    r
}

fn flip(b: Bound) -> Bound {
    match b {
        Bound::Lower => Bound::Upper,
        Bound::Upper => Bound::Lower,
        Bound::Exact => Bound::Exact,
    }
}

/// A record of the negated tree read back in the original tree's terms: each value negated,
/// a lower bound an upper one, a window (a, b) as (-b, a); the root window `w`. (Its cutoffs
/// and trace keep the negated tree's numbers: they are the student's m and beta.)
pub(crate) fn negate_back(r: &mut Record, w: Window) {
    let neg = |v: Value| Value(-v.0);
    for v in r.values.iter_mut().flatten() {
        *v = neg(*v);
    }
    for b in r.bounds.iter_mut().flatten() {
        *b = flip(*b);
    }
    for (a, b) in r.alphas.iter_mut().zip(r.betas.iter_mut()) {
        let (na, nb) = (b.map(neg), a.map(neg));
        *a = na;
        *b = nb;
    }
    for v in &mut r.visits {
        (v.alpha, v.beta) = (neg(v.beta), neg(v.alpha));
        v.value = neg(v.value);
        v.bound = v.bound.map(flip);
    }
    r.value = neg(r.value);
    r.alpha = w.alpha;
    r.beta = w.beta;
}

impl Mutant {
    /// The value and counts of its search of `tree` (experiments): its engine's counts, or
    /// F2's on the mirrored or negated tree (a reading changes no count).
    pub fn count(self, tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Stack) -> Score {
        match self.0.how {
            How::Rule(p) | How::Reading(p, _) => p.count(tree, params, counts, stack),
            How::Mirror => Procedure::F2.count(&mirror(tree).0, params, counts, stack),
            How::Negate => {
                let w = params.window;
                let swapped = Params { window: Window { alpha: -w.beta, beta: -w.alpha }, ..*params };
                -Procedure::F2.count(&negated(tree), &swapped, counts, stack)
            }
        }
    }

    /// The reading applied to its record, if any.
    pub(crate) fn reading(self) -> Option<fn(&Tree, &mut Record)> {
        match self.0.how {
            How::Reading(_, f) => Some(f),
            _ => None,
        }
    }
}

/// Marks `p` and everything below it as not examined, cut off by a cutoff of kind `kind`
/// (what a student's marks say, not what the search did).
pub(super) fn mark_subtree(tree: &Tree, r: &mut Record, p: NodeId, kind: crate::record::CutKind) {
    let mut stack = vec![p];
    while let Some(q) = stack.pop() {
        r.status[q as usize] = crate::record::Status::Cut(kind);
        stack.extend(tree.children(q));
    }
}

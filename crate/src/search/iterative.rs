//! K&M's iterative alpha-beta (paper p. 301), obtained from the recursive F2 by mechanical
//! transformations: one array `a` holds, for recursion level l, `a[l-2] = alpha`,
//! `a[l-1] = -beta`, `a[l] = m`, `a[l+1] = -t`; `r[l]` and `r[l+1]` hold p and the current
//! successor q. It computes F2(root, -inf, +inf) and examines exactly the positions the
//! recursive F2 examines, in the same order (tested).
//!
//! ```text
//!       l := 0; r[0] := root
//! F2:   generate(r[l]); r[l+1] := first(r[l])
//!       if r[l+1] = null then a[l] := f(r[l]) else
//!       begin a[l] := a[l-2];
//! loop:   l := l + 1; go to F2;
//! resume: if -a[l+1] > a[l] then
//!           begin a[l] := -a[l+1]; if a[l+1] <= a[l-1] then go to done end;
//!         r[l+1] := next(r[l+1]); if r[l+1] != null then go to loop
//!       end;
//! done: l := l - 1; if l >= 0 then go to resume;
//!       alphabeta := a[0]
//! ```
//!
//! The observer sees enter, terminal, update and leave events; cutoffs are reported
//! without classification (as shallow).

use super::observer::{CutoffKind, Observer};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

/// alphabeta(root) of K&M p. 301: the value of F2(root, -inf, +inf).
pub fn alphabeta<O: Observer>(tree: &Tree, obs: &mut O) -> Score {
    let h = tree.height() as usize;
    // a[k + 2] stands for the paper's a[k], k = -2 ..= h + 1.
    let mut a = vec![Score::NEG_INF; h + 4];
    let mut r: Vec<NodeId> = vec![0; h + 2];
    let mut l: usize = 0;
    r[0] = tree.root();
    enum Label {
        F2,
        Resume,
        Done,
    }
    let mut at = Label::F2;
    loop {
        match at {
            Label::F2 => {
                let p = r[l];
                // alpha = a[l-2], beta = -a[l-1].
                obs.enter(p, l as u32, a[l], -a[l + 1]);
                if tree.is_terminal(p) {
                    a[l + 2] = tree.f(p);
                    obs.terminal(p, a[l + 2]);
                    at = Label::Done;
                } else {
                    r[l + 1] = tree.child(p, 0);
                    a[l + 2] = a[l];
                    l += 1; // loop:
                    at = Label::F2;
                }
            }
            Label::Resume => {
                let p = r[l];
                let q = r[l + 1];
                let t = -a[l + 3];
                at = Label::Done;
                let mut cut = false;
                if t > a[l + 2] {
                    obs.update(p, q, t, a[l + 2]);
                    a[l + 2] = t;
                    if a[l + 3] <= a[l + 1] {
                        let after = tree.index_in_parent(q) + 1;
                        if after < tree.degree(p) {
                            obs.cutoff(p, after, CutoffKind::Shallow, None, t, -a[l + 1]);
                        }
                        cut = true;
                    }
                }
                if !cut {
                    let k = tree.index_in_parent(q) + 1;
                    if k < tree.degree(p) {
                        r[l + 1] = tree.child(p, k);
                        l += 1; // loop:
                        at = Label::F2;
                    }
                }
            }
            Label::Done => {
                obs.leave(r[l], a[l + 2]);
                if l == 0 {
                    return a[2];
                }
                l -= 1;
                at = Label::Resume;
            }
        }
    }
}

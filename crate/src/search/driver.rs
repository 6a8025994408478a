//! The explicit-stack driver shared by F0, F1 and F2.
//!
//! Each procedure is the paper's recursive loop
//!
//! ```text
//! m := initial; for each successor p_i: t := -PROC(p_i, child window); if t > m then m := t;
//!               if m >= beta then cut off;   return m
//! ```
//!
//! and differs only in the initial m and the window it passes down — a [`Rule`]
//! (`f0.rs`, `f1.rs`, `f2.rs`). The recursion is unrolled into a stack of frames so that a
//! tree 100,000 levels deep cannot overflow the machine stack; the positions examined, and
//! the order in which they are examined, are exactly those of the recursive form (tested
//! against `reference.rs`).
//!
//! Each frame also remembers where its alpha, beta and m came from — the level of the
//! position whose m produced the number, or the root window — so that a cutoff can be
//! classified as shallow (the bound is the parent's m), deep (an ancestor's m above the
//! parent) or window (the root's window) without changing what is examined.

use super::observer::{CutoffKind, Observer};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

/// The origin of a bound: the root window.
const FROM_WINDOW: i32 = -1;

/// One procedure's window arithmetic (K&M section 2).
pub(crate) trait Rule {
    /// The m a position starts with, given its alpha.
    fn initial_m(alpha: Score) -> Score;
    /// The window (alpha, beta) for a successor, given the parent's beta and current m.
    fn child_window(beta: Score, m: Score) -> (Score, Score);
    /// Whether the window passes the parent's beta down as the successor's alpha (F2 only):
    /// decides the origin bookkeeping for deep cutoffs.
    const PASSES_ALPHA: bool;
}

pub(crate) struct Frame {
    p: NodeId,
    next: u32,
    degree: u32,
    depth: u32,
    m: Score,
    beta: Score,
    /// Origin level of m and beta (or FROM_WINDOW, or i32::MIN for "no bound").
    m_src: i32,
    beta_src: i32,
}

#[inline]
fn kind(depth: u32, beta_src: i32) -> CutoffKind {
    if beta_src == FROM_WINDOW {
        CutoffKind::Window
    } else if beta_src == depth as i32 - 1 {
        CutoffKind::Shallow
    } else {
        CutoffKind::Deep
    }
}

/// Runs the procedure of rule `R` at the root with window (alpha, beta); returns its value.
/// `stack` is reused between runs by callers that search many trees.
pub(crate) fn run<R: Rule, O: Observer>(
    tree: &Tree,
    alpha: Score,
    beta: Score,
    obs: &mut O,
    stack: &mut Vec<Frame>,
) -> Score {
    let root = tree.root();
    obs.enter(root, 0, alpha, beta);
    if tree.is_terminal(root) {
        let v = tree.f(root);
        obs.terminal(root, v);
        obs.leave(root, v);
        return v;
    }
    stack.clear();
    stack.push(Frame {
        p: root,
        next: 0,
        degree: tree.degree(root),
        depth: 0,
        m: R::initial_m(alpha),
        beta,
        m_src: FROM_WINDOW,
        beta_src: FROM_WINDOW,
    });
    loop {
        let top = stack.last_mut().expect("the root frame is popped last");
        let t = if top.next < top.degree {
            // Examine the next successor.
            let child = tree.child(top.p, top.next);
            top.next += 1;
            let (a, b) = R::child_window(top.beta, top.m);
            let depth = top.depth + 1;
            obs.enter(child, depth, a, b);
            if tree.is_terminal(child) {
                let v = tree.f(child);
                obs.terminal(child, v);
                obs.leave(child, v);
                -v
            } else {
                let (m_src, beta_src) = (if R::PASSES_ALPHA { top.beta_src } else { i32::MIN }, top.m_src);
                stack.push(Frame {
                    p: child,
                    next: 0,
                    degree: tree.degree(child),
                    depth,
                    m: R::initial_m(a),
                    beta: b,
                    m_src,
                    beta_src,
                });
                continue;
            }
        } else {
            // All successors done (or cut off): return m.
            let f = stack.pop().expect("non-empty");
            obs.leave(f.p, f.m);
            if stack.is_empty() {
                return f.m;
            }
            -f.m
        };
        // t := -PROC(p_i, ...); if t > m then m := t; if m >= beta then cut off.
        let top = stack.last_mut().expect("non-empty");
        if t > top.m {
            let child = tree.child(top.p, top.next - 1);
            obs.update(top.p, child, t, top.m);
            top.m = t;
            top.m_src = top.depth as i32;
            // A cutoff after the last successor skips nothing and is not reported.
            if top.m >= top.beta && top.next < top.degree {
                let from = u32::try_from(top.beta_src).ok();
                obs.cutoff(top.p, top.next, kind(top.depth, top.beta_src), from, top.m, top.beta);
                top.next = top.degree;
            }
        }
    }
}

/// Frame stacks to reuse across searches: the driver's, and the counting path's
/// (`count.rs`).
pub struct Stack(pub(crate) Vec<Frame>, pub(crate) Vec<super::count::Frame>);

impl Stack {
    pub fn new() -> Stack {
        Stack(Vec::new(), Vec::new())
    }

    /// Bytes held on the heap: one frame per level of the deepest tree searched so far
    /// (`size_of` × capacity of each stack).
    pub fn heap_bytes(&self) -> usize {
        self.0.capacity() * std::mem::size_of::<Frame>()
            + self.1.capacity() * std::mem::size_of::<super::count::Frame>()
    }
}

impl Default for Stack {
    fn default() -> Stack {
        Stack::new()
    }
}

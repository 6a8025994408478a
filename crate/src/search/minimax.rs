//! The minimax forms (K&M (3)-(5) and p. 300): values from Max's standpoint throughout.
//!
//! - F/G (3)(4): `F(p) = max G(p_i)` where Max moves, `G(p) = min F(p_i)` where Min moves.
//! - The pair F2/G2: F2(p, alpha, beta) starts m := alpha, takes t := G2(p_i, m, beta), keeps
//!   the larger and cuts off when m >= beta; G2(p, alpha, beta) starts m := beta, takes
//!   t := F2(p_i, alpha, m), keeps the smaller and cuts off when m <= alpha. G2(p, a, b) =
//!   -F2(p, -b, -a) of the negamax form, so both examine the same positions (tested).
//!
//! Terminal values are the tree's values as written (Max's standpoint): K&M's g(p) = -f(p)
//! at a terminal where Min moves is exactly that. Observers see minimax windows and values;
//! a cutoff's `beta` argument is the bound that caused it (beta at Max, alpha at Min).

use super::observer::{CutoffKind, Observer};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

struct Frame {
    p: NodeId,
    next: u32,
    depth: u32,
    max: bool,
    m: Score,
    alpha: Score,
    beta: Score,
    m_src: i32,
    alpha_src: i32,
    beta_src: i32,
}

const FROM_WINDOW: i32 = -1;
const NONE: i32 = i32::MIN;

/// F(root) by (3)(4), no cutoffs.
pub fn minimax_f<O: Observer>(tree: &Tree, obs: &mut O) -> Score {
    drive(tree, Score::NEG_INF, Score::INF, false, obs)
}

/// F2(root, alpha, beta) in the minimax form (the F2/G2 pair); alpha < beta.
pub fn minimax_f2<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O) -> Score {
    drive(tree, alpha, beta, true, obs)
}

fn drive<O: Observer>(tree: &Tree, alpha: Score, beta: Score, prune: bool, obs: &mut O) -> Score {
    let root = tree.root();
    obs.enter(root, 0, alpha, beta);
    if tree.is_terminal(root) {
        let v = Score::new(tree.value(root));
        obs.terminal(root, v);
        obs.leave(root, v);
        return v;
    }
    let window = |max: bool, a: Score, b: Score| if max { a } else { b };
    let mut stack = vec![Frame {
        p: root,
        next: 0,
        depth: 0,
        max: true,
        m: window(true, alpha, beta),
        alpha,
        beta,
        m_src: FROM_WINDOW,
        alpha_src: FROM_WINDOW,
        beta_src: FROM_WINDOW,
    }];
    loop {
        let top = stack.last_mut().expect("root frame is popped last");
        let t = if top.next < tree.degree(top.p) {
            let child = tree.child(top.p, top.next);
            top.next += 1;
            // Max: G2(p_i, m, beta); Min: F2(p_i, alpha, m). Without pruning: (-inf, +inf).
            let (a, b, a_src, b_src) = match (prune, top.max) {
                (false, _) => (Score::NEG_INF, Score::INF, NONE, NONE),
                (true, true) => (top.m, top.beta, top.m_src, top.beta_src),
                (true, false) => (top.alpha, top.m, top.alpha_src, top.m_src),
            };
            let depth = top.depth + 1;
            obs.enter(child, depth, a, b);
            if tree.is_terminal(child) {
                let v = Score::new(tree.value(child));
                obs.terminal(child, v);
                obs.leave(child, v);
                v
            } else {
                let max = !top.max;
                let m = if !prune {
                    if max {
                        Score::NEG_INF
                    } else {
                        Score::INF
                    }
                } else {
                    window(max, a, b)
                };
                let m_src = if max { a_src } else { b_src };
                stack.push(Frame {
                    p: child,
                    next: 0,
                    depth,
                    max,
                    m,
                    alpha: a,
                    beta: b,
                    m_src,
                    alpha_src: a_src,
                    beta_src: b_src,
                });
                continue;
            }
        } else {
            let f = stack.pop().expect("non-empty");
            obs.leave(f.p, f.m);
            if stack.is_empty() {
                return f.m;
            }
            f.m
        };
        let top = stack.last_mut().expect("non-empty");
        let better = if top.max { t > top.m } else { t < top.m };
        if better {
            let child = tree.child(top.p, top.next - 1);
            obs.update(top.p, child, t, top.m);
            top.m = t;
            top.m_src = top.depth as i32;
            let (cut, bound, src) = if top.max {
                (top.m >= top.beta, top.beta, top.beta_src)
            } else {
                (top.m <= top.alpha, top.alpha, top.alpha_src)
            };
            if prune && cut && top.next < tree.degree(top.p) {
                let kind = if src == FROM_WINDOW {
                    CutoffKind::Window
                } else if src == top.depth as i32 - 1 {
                    CutoffKind::Shallow
                } else {
                    CutoffKind::Deep
                };
                obs.cutoff(top.p, top.next, kind, u32::try_from(src).ok(), top.m, bound);
                top.next = tree.degree(top.p);
            }
        }
    }
}

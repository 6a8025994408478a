//! The procedures exactly as printed in K&M section 2, as plain recursive functions.
//!
//! These are the oracles the explicit-stack procedures are tested against (same value,
//! same positions in the same order, same events). They recurse once per level, so they
//! refuse trees higher than [`MAX_REFERENCE_HEIGHT`]; use [`super::f0()`], [`super::f1()`],
//! [`super::f2()`] for real work.

use super::observer::{CutoffKind, Observer};
use crate::error::{Error, Result};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

/// The highest tree the recursive forms accept.
pub const MAX_REFERENCE_HEIGHT: u32 = 2_000;

fn check(tree: &Tree) -> Result<()> {
    if tree.height() > MAX_REFERENCE_HEIGHT {
        return Err(Error::limit(format!(
            "the recursive reference procedures accept trees of height at most {MAX_REFERENCE_HEIGHT}"
        )));
    }
    Ok(())
}

/// F(p) (1): `f(p)` at a terminal, else `max(-F(p_1), ..., -F(p_d))`.
pub fn f0<O: Observer>(tree: &Tree, obs: &mut O) -> Result<Score> {
    check(tree)?;
    Ok(rec_f(tree, tree.root(), obs))
}

fn rec_f<O: Observer>(tree: &Tree, p: NodeId, obs: &mut O) -> Score {
    obs.enter(p, tree.depth(p), Score::NEG_INF, Score::INF);
    if tree.is_terminal(p) {
        return leaf(tree, p, obs);
    }
    let mut m = Score::NEG_INF;
    for pi in tree.children(p) {
        let t = -rec_f(tree, pi, obs);
        if t > m {
            obs.update(p, pi, t, m);
            m = t;
        }
    }
    obs.leave(p, m);
    m
}

/// F1(p, bound) as printed (6).
pub fn f1<O: Observer>(tree: &Tree, bound: Score, obs: &mut O) -> Result<Score> {
    check(tree)?;
    Ok(rec_f1(tree, tree.root(), bound, obs))
}

fn rec_f1<O: Observer>(tree: &Tree, p: NodeId, bound: Score, obs: &mut O) -> Score {
    obs.enter(p, tree.depth(p), Score::NEG_INF, bound);
    if tree.is_terminal(p) {
        return leaf(tree, p, obs);
    }
    let mut m = Score::NEG_INF;
    for (i, pi) in tree.children(p).enumerate() {
        let t = -rec_f1(tree, pi, -m, obs);
        if t > m {
            obs.update(p, pi, t, m);
            m = t;
        }
        if m >= bound {
            if i as u32 + 1 == tree.degree(p) {
                break; // skips nothing: not reported
            }
            let kind = if p == tree.root() { CutoffKind::Window } else { CutoffKind::Shallow };
            let from = if kind == CutoffKind::Window { None } else { Some(tree.depth(p) - 1) };
            obs.cutoff(p, i as u32 + 1, kind, from, m, bound);
            break;
        }
    }
    obs.leave(p, m);
    m
}

/// F2(p, alpha, beta) as printed (9). Cutoff kinds are not classified here (every cutoff
/// is reported as shallow); the positions and values are what the tests compare.
pub fn f2<O: Observer>(tree: &Tree, alpha: Score, beta: Score, obs: &mut O) -> Result<Score> {
    check(tree)?;
    Ok(rec_f2(tree, tree.root(), alpha, beta, obs))
}

fn rec_f2<O: Observer>(tree: &Tree, p: NodeId, alpha: Score, beta: Score, obs: &mut O) -> Score {
    obs.enter(p, tree.depth(p), alpha, beta);
    if tree.is_terminal(p) {
        return leaf(tree, p, obs);
    }
    let mut m = alpha;
    for (i, pi) in tree.children(p).enumerate() {
        let t = -rec_f2(tree, pi, -beta, -m, obs);
        if t > m {
            obs.update(p, pi, t, m);
            m = t;
        }
        if m >= beta {
            if i as u32 + 1 == tree.degree(p) {
                break;
            }
            obs.cutoff(p, i as u32 + 1, CutoffKind::Shallow, None, m, beta);
            break;
        }
    }
    obs.leave(p, m);
    m
}

fn leaf<O: Observer>(tree: &Tree, p: NodeId, obs: &mut O) -> Score {
    let v = tree.f(p);
    obs.terminal(p, v);
    obs.leave(p, v);
    v
}

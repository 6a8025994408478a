//! The observed search: every negamax procedure's loop (`rule.rs`), reporting each event
//! to an [`Observer`].
//!
//! The recursion is unrolled into a stack of frames so that a tree 100,000 levels deep
//! cannot overflow the machine stack; the positions examined, and the order in which they
//! are examined, are exactly those of the recursive form (tested against `reference.rs`
//! and against the counting path).
//!
//! Each frame also remembers where its alpha, beta and m came from (the level of the
//! position whose m produced the number, or the root window) so that a cutoff can be
//! classified as shallow (the bound is the parent's m), deep (an ancestor's m above the
//! parent) or window (the root's window), K&M Fig. 3, without changing what is examined;
//! the kind itself is [`CutoffKind::of`], as in the lean loop.
//!
//! The lean loop (`lean.rs`) is this loop for plain rules when only counts are wanted,
//! written apart for speed: through this driver with a `Counts` observer, F2 runs at 0.4 to
//! 0.7 of a textbook recursive F2, through the lean loop at 1.0 to 1.6 (docs/speed.md, "The
//! counting path against the textbook"). `tests/counting.rs` holds the two to the same
//! positions, order, value and counts.

use super::observer::{CutoffKind, Observer, FROM_WINDOW, NO_BOUND};
use super::rule::{Params, Recall, Rule};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

pub(crate) struct Frame {
    p: NodeId,
    next: u32,
    degree: u32,
    depth: u32,
    /// The window after the memory narrowed it (what the loop compares with).
    alpha: Score,
    beta: Score,
    m: Score,
    m_src: i32,
    alpha_src: i32,
    beta_src: i32,
    /// While successor `next - 1` is searched a second time: the t of its first search.
    first_t: Option<Score>,
}

/// Where the ends (a, b) of a successor's window come from, given the frame they are made
/// in. A plain rule's successor gets -beta or -inf as alpha and, as beta, -m or -alpha (K&M's
/// and fail-soft's windows): the origin of beta is this level when m has risen above alpha,
/// else alpha's, one comparison (as the lean loop reads it). The others' windows
/// (null windows, re-searches, the memory's) are read end by end ([`origin`]).
#[inline(always)]
fn origins<R: Rule>(f: &Frame, a: Score, b: Score) -> (i32, i32) {
    if R::PLAIN.is_some() {
        let beta_src = if R::PASSES_ALPHA && f.m <= f.alpha { f.alpha_src } else { f.depth as i32 };
        (if R::PASSES_ALPHA { f.beta_src } else { NO_BOUND }, beta_src)
    } else {
        (origin(f, a), origin(f, b))
    }
}

/// Where the end `x` of a successor's window comes from, given the frame it is made in: m,
/// the frame's own alpha or beta (negated), or a number this level worked out.
#[inline]
fn origin(f: &Frame, x: Score) -> i32 {
    if !x.is_finite() {
        NO_BOUND
    } else if x == -f.alpha {
        // Before -m: an m that has not risen above alpha is not this level's own (K&M's m
        // starts at alpha; fail-soft's m may reach alpha from below).
        f.alpha_src
    } else if x == -f.m {
        f.m_src
    } else if x == -f.beta {
        f.beta_src
    } else if x == -f.m.succ() {
        // A null window's -(m + 1) (NegaScout) comes from m too.
        f.m_src
    } else {
        f.depth as i32
    }
}

/// What entering a position gave: its value at once (a terminal, or the memory), or a
/// frame pushed to search its successors.
enum Entered {
    Value(Score),
    Pushed,
}

#[allow(clippy::too_many_arguments)]
#[inline]
fn enter<R: Rule, O: Observer + ?Sized>(
    tree: &Tree,
    rule: &mut R,
    obs: &mut O,
    stack: &mut Vec<Frame>,
    p: NodeId,
    depth: u32,
    (alpha, beta): (Score, Score),
    (alpha_src, beta_src): (i32, i32),
) -> Entered {
    obs.enter(p, depth, alpha, beta);
    let (alpha, beta) = match rule.recall(p, alpha, beta) {
        Recall::Value(v) => {
            obs.recall(p, v);
            obs.leave(p, v);
            return Entered::Value(v);
        }
        Recall::Search(a, b) => (a, b),
    };
    if tree.is_terminal(p) {
        let v = tree.f(p);
        obs.terminal(p, v);
        rule.store(p, v, alpha, beta);
        obs.leave(p, v);
        return Entered::Value(v);
    }
    let m = R::initial_m(alpha);
    stack.push(Frame {
        p,
        next: 0,
        degree: tree.degree(p),
        depth,
        alpha,
        beta,
        m,
        m_src: if m == alpha { alpha_src } else { NO_BOUND },
        alpha_src,
        beta_src,
        first_t: None,
    });
    Entered::Pushed
}

/// One search of the root with window (alpha, beta) under rule `R`; returns its value.
fn pass<R: Rule, O: Observer + ?Sized>(
    tree: &Tree,
    rule: &mut R,
    alpha: Score,
    beta: Score,
    obs: &mut O,
    stack: &mut Vec<Frame>,
) -> Score {
    stack.clear();
    let root = tree.root();
    if let Entered::Value(v) = enter(tree, rule, obs, stack, root, 0, (alpha, beta), (FROM_WINDOW, FROM_WINDOW)) {
        return v;
    }
    loop {
        let top = stack.last_mut().expect("the root frame is popped last");
        let mut t = if top.next < top.degree {
            // Search the next successor.
            let i = top.next;
            let child = tree.child(top.p, i);
            top.next += 1;
            let (a, b) = match R::root_child_window(top.alpha, top.beta, top.m, i) {
                Some(w) if top.depth == 0 => w,
                _ => R::child_window(top.alpha, top.beta, top.m, i),
            };
            let srcs = origins::<R>(top, a, b);
            let depth = top.depth + 1;
            match enter(tree, rule, obs, stack, child, depth, (a, b), srcs) {
                Entered::Value(v) => -v,
                Entered::Pushed => continue,
            }
        } else {
            // All successors done (or cut off): return m.
            let f = stack.pop().expect("non-empty");
            rule.store(f.p, f.m, f.alpha, f.beta);
            obs.leave(f.p, f.m);
            if stack.is_empty() {
                return f.m;
            }
            -f.m
        };
        let top = stack.last_mut().expect("non-empty");
        let i = top.next - 1;
        if R::PLAIN.is_some() {
            // No second search.
        } else if let Some(first) = top.first_t.take() {
            // The second search's value, or the first's if larger.
            t = t.max(first);
        } else if let Some((a, b)) =
            R::research(top.alpha, top.beta, top.m, t, i, !tree.is_terminal(tree.child(top.p, i)))
        {
            let child = tree.child(top.p, i);
            top.first_t = Some(t);
            obs.research(top.p, child, t, a, b);
            let srcs = (origin(top, a), origin(top, b));
            let depth = top.depth + 1;
            match enter(tree, rule, obs, stack, child, depth, (a, b), srcs) {
                Entered::Value(v) => {
                    let top = stack.last_mut().expect("non-empty");
                    t = (-v).max(top.first_t.take().expect("set above"));
                }
                Entered::Pushed => continue,
            }
        }
        // if t > m then m := t; if m >= beta then cut off.
        let top = stack.last_mut().expect("non-empty");
        if t > top.m {
            obs.update(top.p, tree.child(top.p, i), t, top.m);
            top.m = t;
            top.m_src = top.depth as i32;
            // A cutoff after the last successor skips nothing and is not reported.
            if R::CUTS && R::cuts_off(top.m, top.beta) && top.next < top.degree {
                let from = u32::try_from(top.beta_src).ok();
                obs.cutoff(top.p, top.next, CutoffKind::of(top.depth as usize, top.beta_src), from, top.m, top.beta);
                top.next = top.degree;
            }
        }
    }
}

/// Runs rule `R` on `tree` from the root, with its passes ([`Rule::drive`]), reporting to
/// `obs`; returns the root's value. `stack` is reused between runs by callers that search
/// many trees.
pub(crate) fn run<R: Rule, O: Observer + ?Sized>(
    tree: &Tree,
    params: &Params,
    obs: &mut O,
    stack: &mut Vec<Frame>,
) -> Score {
    let mut rule = R::new(tree, params);
    // A search of the root after the first (MTD(f)'s next pass) is reported as a re-search
    // of the root, with the value the last pass gave.
    let mut last: Option<Score> = None;
    rule.drive(params, &mut |rule, alpha, beta| {
        if let Some(g) = last {
            obs.research(tree.root(), tree.root(), g, alpha, beta);
        }
        let v = pass(tree, rule, alpha, beta, obs, stack);
        last = Some(v);
        v
    })
}

//! The search when only counts are wanted: the same positions, in the same order, as the
//! observed driver (`driver.rs`) under the same [`Rule`], with nothing else carried along.
//! It runs the plain rules (one pass, no re-search, no memory: F0, F1, F2, fail-soft);
//! the others are counted through the driver with a [`Counts`] observer (`count`).
//!
//! Three things make this path lean where the driver is general:
//!
//! - The current position's state (next successor, end, m, beta) lives in locals; the
//!   positions above it wait in an explicit stack of frames (32 bytes, one per level,
//!   reusable across searches), which a tree 100,000 levels deep cannot overflow the way
//!   recursion would.
//! - Positions are counted per frame (the successors it examined, added to the next level
//!   when it returns), terminals as positions minus interior ones: no observer, nothing per
//!   position but the search itself.
//! - A cutoff's kind (K&M Fig. 3: shallow, deep, or the root window's) comes from one
//!   number per frame, set once when the position is entered: the level whose m is its beta.
//!   A position's m is its own exactly when it rose above alpha (m rises only by `t > m`),
//!   so the successor's origin is this level if `m > alpha`, else the origin of alpha, which
//!   is -beta one frame down when the rule passes alpha down ([`Rule::PASSES_ALPHA`]); F1's
//!   bounds below the root are always its parent's m, and F0 never cuts off.

use super::observer::Counts;
use super::rule::{Params, Rule};
use crate::score::Score;
use crate::tree::Tree;

/// +inf and -inf as raw scores (see [`Score::raw`]).
const INF: i64 = i64::MAX;
const NEG_INF: i64 = -i64::MAX;

/// The origin of a bound that is the root window's, not any position's m.
const WINDOW: i32 = -1;

/// A position on the path from the root: the successors it has left (`next..end`, ids),
/// where they began (`start`, to count the examined ones when it returns), its m and beta,
/// and the level whose m its beta is (`src`, or [`WINDOW`]).
#[derive(Clone, Copy, Default)]
pub(crate) struct Frame {
    start: u32,
    next: u32,
    end: u32,
    src: i32,
    m: i64,
    beta: i64,
}

/// Sees each examined position, in order; `()` sees nothing and costs nothing. Only the
/// test of "the same positions in the same order" uses another.
pub(crate) trait Examine {
    fn examine(&mut self, p: u32);
}

impl Examine for () {
    #[inline(always)]
    fn examine(&mut self, _p: u32) {}
}

impl Examine for Vec<u32> {
    #[inline]
    fn examine(&mut self, p: u32) {
        self.push(p);
    }
}

/// The value of rule `R`'s search of `tree`, counting into `counts`: the counting path for a
/// plain rule, the driver with a [`Counts`] observer for the others.
pub(crate) fn count<R: Rule>(tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut super::Stack) -> Score {
    if R::PLAIN {
        let w = R::WINDOW.apply(params.window);
        search::<R, ()>(tree, w.alpha.raw(), w.beta.raw(), counts, &mut stack.1, &mut ())
    } else {
        // Through the observed driver's one instantiation per rule (dynamic observer), so
        // the page's first module holds no second driver for these rules.
        let mut once = super::observer::DistinctCounts::new(tree.len(), tree.height());
        let v = super::driver::run::<R, dyn super::Observer>(tree, params, &mut once, &mut stack.0);
        counts.add(&once.counts);
        v
    }
}

/// F(root) by brute force (1), counting into `counts`: [`super::f0_with`] with a [`Counts`]
/// observer, faster.
pub fn f0(tree: &Tree, counts: &mut Counts, stack: &mut super::Stack) -> Score {
    count::<super::f0::F0Rule>(tree, &Params::default(), counts, stack)
}

/// F1(root, bound) (6), counting into `counts`, as [`super::f1_with`] with a [`Counts`].
pub fn f1(tree: &Tree, bound: Score, counts: &mut Counts, stack: &mut super::Stack) -> Score {
    let w = super::Window { alpha: Score::NEG_INF, beta: bound };
    count::<super::f1::F1Rule>(tree, &Params::window(w), counts, stack)
}

/// F2(root, alpha, beta) (9), counting into `counts`, as [`super::f2_with`] with a
/// [`Counts`]. The caller guarantees alpha < beta.
pub fn f2(tree: &Tree, alpha: Score, beta: Score, counts: &mut Counts, stack: &mut super::Stack) -> Score {
    debug_assert!(alpha < beta, "F2 needs alpha < beta");
    count::<super::f2::F2Rule>(tree, &Params::window(super::Window { alpha, beta }), counts, stack)
}

/// Any procedure's count with the window as it takes it ([`super::Procedure::count`]).
pub fn search_with(
    tree: &Tree,
    procedure: super::Procedure,
    window: super::Window,
    counts: &mut Counts,
    stack: &mut super::Stack,
) -> Score {
    procedure.count(tree, &Params::window(window), counts, stack)
}

/// The positions the counting search of `procedure` examines, in order (root first).
#[doc(hidden)]
#[cfg(not(target_arch = "wasm32"))]
pub fn examined_order(tree: &Tree, procedure: super::Procedure, window: super::Window) -> Vec<u32> {
    procedure.count_order(tree, &Params::window(window))
}

/// The positions the counting path examines, in order (root first): for tests that compare
/// it with the driver's [`super::ExaminedOrder`]. A rule that is not plain is counted by the
/// driver, whose order this is.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) fn order<R: Rule>(tree: &Tree, params: &Params) -> Vec<u32> {
    let mut order = Vec::new();
    if R::PLAIN {
        let w = R::WINDOW.apply(params.window);
        search::<R, _>(tree, w.alpha.raw(), w.beta.raw(), &mut Counts::default(), &mut Vec::new(), &mut order);
    } else {
        let mut seen = super::ExaminedOrder::default();
        super::driver::run::<R, _>(tree, params, &mut seen, &mut Vec::new());
        order = seen.0;
    }
    order
}

/// A raw score back to a [`Score`] (the infinities stay infinite).
#[inline]
fn score(raw: i64) -> Score {
    match raw {
        INF => Score::INF,
        NEG_INF => Score::NEG_INF,
        v => Score::new(v),
    }
}

/// The search. Values are raw scores: terminal values are at most 2^53 - 1 in magnitude and
/// the infinities are ±i64::MAX, so every negation is exact.
fn search<R: Rule, E: Examine>(
    tree: &Tree,
    alpha: i64,
    beta: i64,
    counts: &mut Counts,
    stack: &mut Vec<Frame>,
    seen: &mut E,
) -> Score {
    let (first, degree, value) = tree.arena();
    // Three slices of one length: one bounds check on an id covers all three.
    let n = degree.len();
    let (first, value) = (&first[..n], &value[..n]);
    let height = tree.height() as usize;
    if counts.per_level.len() <= height {
        counts.per_level.resize(height + 1, 0);
    }
    let per_level = &mut counts.per_level[..=height];
    // Positions are counted per level only; their total is the per-level growth.
    let before: u64 = per_level.iter().sum();
    per_level[0] += 1;
    seen.examine(0);
    if degree[0] == 0 {
        counts.positions += 1;
        counts.terminals += 1;
        return score(value[0] >> 1);
    }
    // stack[k + 1] is the frame of the position on level k (its `start` and `src` are
    // written on entry, the rest when it is suspended); stack[0] stands for the root's
    // caller: beta = -alpha, so that every level's alpha is -beta one frame down, and
    // bounds from the window. One frame per level; a reused stack allocates only for a
    // taller tree than it has seen.
    stack.clear();
    stack.resize(height + 1, Frame::default());
    let stack = &mut stack[..];
    stack[0] = Frame { beta: -alpha, src: WINDOW, ..Frame::default() };

    // Interior positions entered below the root (terminals = positions - interiors - 1).
    let mut interiors = 0u64;
    // Cutoffs: shallow, deep, window.
    let mut cutoffs = [0u64; 3];

    // The current position: at level `depth`, successors `next..end` left, m, beta.
    let mut depth = 0usize;
    let mut next = first[0];
    let mut end = next + degree[0];
    stack[1].start = next;
    stack[1].src = WINDOW;
    let mut m = R::initial_m(Score::from_raw(alpha)).raw();
    let mut beta = beta;

    loop {
        while next < end {
            let c = next as usize;
            next += 1;
            seen.examine(c as u32);
            debug_assert!(c < n);
            // SAFETY (the three `get_unchecked(c)` below): c < end, and end is at most
            // first + degree of the current position (set so on entry; a cutoff only lowers
            // it to next), which is at most n by the invariant of `Tree` (every successor
            // range lies inside the arena). This drops one compare and branch per position.
            let d = unsafe { *degree.get_unchecked(c) };
            if d != 0 {
                // Enter c with the child window: suspend the current position.
                let alpha = if R::PASSES_ALPHA { -stack[depth].beta } else { NEG_INF };
                let (a, b) = R::child_window(Score::from_raw(alpha), Score::from_raw(beta), Score::from_raw(m), 0);
                let (a, b) = (a.raw(), b.raw());
                // Where the child's beta comes from: this level if m rose above alpha
                // (= -beta one frame down), else wherever that alpha came from.
                let src = if R::PASSES_ALPHA && m <= alpha { stack[depth].src } else { depth as i32 };
                let f = &mut stack[depth + 1];
                (f.next, f.end, f.m, f.beta) = (next, end, m, beta);
                interiors += 1;
                depth += 1;
                // SAFETY: c < n, as above.
                next = unsafe { *first.get_unchecked(c) };
                end = next + d;
                let f = &mut stack[depth + 1];
                (f.start, f.src) = (next, src);
                m = R::initial_m(Score::from_raw(a)).raw();
                beta = b;
                continue;
            }
            // t = -f(c): the arena packs c's Max-standpoint value v with its level's parity
            // (`v << 1 | odd`); f(c) = v on an even level, -v on an odd one, so t is -v or
            // v: `(v ^ mask) - mask` with mask = -1 (even) or 0 (odd).
            // SAFETY: c < n, as above.
            let e = unsafe { *value.get_unchecked(c) };
            let mask = (e & 1) - 1;
            let t = ((e >> 1) ^ mask) - mask;
            if t > m {
                m = t;
                if R::CUTS && m >= beta {
                    // A cutoff after the last successor skips nothing and is not counted.
                    if next < end {
                        cutoffs[kind(depth, stack[depth + 1].src)] += 1;
                    }
                    end = next;
                }
            }
        }
        // All successors examined or cut off: count them, return m to the parent.
        per_level[depth + 1] += (next - stack[depth + 1].start) as u64;
        if depth == 0 {
            break;
        }
        depth -= 1;
        let t = -m;
        let f = stack[depth + 1];
        (next, end, m, beta) = (f.next, f.end, f.m, f.beta);
        if t > m {
            m = t;
            if R::CUTS && m >= beta {
                if next < end {
                    cutoffs[kind(depth, f.src)] += 1;
                }
                end = next;
            }
        }
    }
    let positions = per_level.iter().sum::<u64>() - before;
    counts.positions += positions;
    counts.terminals += positions - 1 - interiors;
    counts.shallow_cutoffs += cutoffs[0];
    counts.deep_cutoffs += cutoffs[1];
    counts.window_cutoffs += cutoffs[2];
    score(m)
}

/// The kind of a cutoff at level `depth` whose beta came from level `src` (or the window):
/// 0 shallow (the parent's m), 1 deep (an ancestor's above the parent), 2 window.
#[inline]
fn kind(depth: usize, src: i32) -> usize {
    if src == WINDOW {
        2
    } else if src == depth as i32 - 1 {
        0
    } else {
        1
    }
}

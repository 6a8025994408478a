//! The lean K&M loop: a [`Plain`] rule's search when only counts are wanted, over a tree
//! reached through [`Walk`]: the arena ([`Tree`]) for the counting path, or an implicit
//! tree ([`ImplicitTree`], never built) for experiments on trees larger than memory. It
//! examines the same positions, in the same order, as the observed driver (`driver.rs`)
//! under the same rule, with nothing else carried along (tested in `tests/counting.rs` and
//! against materialized implicit trees). Rules that re-search or keep a memory are counted
//! by the driver (`engine.rs`); the type of [`search`] admits only plain ones.
//!
//! Three things make this loop lean where the driver is general:
//!
//! - The current position's state (next successor, end, m, beta) lives in locals; the
//!   positions above it wait in an explicit stack of frames (32 bytes on the arena, one per
//!   level, reusable across searches), which a tree 100,000 levels deep cannot overflow the
//!   way recursion would.
//! - Positions are counted per frame (the successors it examined, added to the next level
//!   when it returns), terminals as positions minus interior ones: no observer, nothing per
//!   position but the search itself.
//! - A cutoff's kind (K&M Fig. 3: shallow, deep, or the root window's,
//!   [`CutoffKind::of`], as the driver classifies them) comes from one number per frame, set
//!   once when the position is entered: the level whose m is its beta. A position's m is its
//!   own exactly when it rose above alpha (m rises only by `t > m`), so the successor's origin
//!   is this level if `m > alpha`, else the origin of alpha, which is -beta one frame down
//!   when the rule passes alpha down ([`Plain::PASSES_ALPHA`]); F1's bounds below the root
//!   are always its parent's m, and F0 never cuts off.
//!
//! The loop is monomorphised over the rule and the tree access, so the arena's search reads
//! three flat arrays and nothing else.

use super::implicit::ImplicitTree;
use super::observer::{Counts, CutoffKind, FROM_WINDOW};
use super::rule::{Params, Plain, Rule};
use crate::score::Score;
use crate::tree::Tree;

/// +inf and -inf as raw scores (see [`Score::raw`]).
const INF: i64 = i64::MAX;
const NEG_INF: i64 = -i64::MAX;

/// What entering a position gives: its successors (a key and the numbers `start..end`),
/// or, for a terminal, `t = -f(p)` (the value from its parent's standpoint, raw).
pub(crate) enum Entry<K> {
    Interior(K, u32, u32),
    Terminal(i64),
}

/// A tree as the lean loop reads it. A position's successors are numbers `start..end`;
/// the key is what else a frame needs to name them (nothing on the arena, where the numbers
/// are ids; the hash state on an implicit tree).
pub(crate) trait Walk {
    type Key: Copy + Default;
    /// A position as [`Walk::enter`] takes it.
    type Pos: Copy;
    fn height(&self) -> u32;
    fn root(&self) -> Self::Pos;
    /// Successor number `i` of the position with `key`.
    fn child(&self, key: Self::Key, i: u32) -> Self::Pos;
    /// Enters `p` on level `depth`.
    ///
    /// # Safety
    /// `p` is the root, or [`Walk::child`] of a key and a number in `start..end` of an entry
    /// this walk returned.
    unsafe fn enter(&self, p: Self::Pos, depth: u32) -> Entry<Self::Key>;
}

/// The arena's three slices, of one length.
struct Arena<'a> {
    first: &'a [u32],
    degree: &'a [u32],
    value: &'a [i64],
    height: u32,
}

impl<'a> Arena<'a> {
    fn of(tree: &'a Tree) -> Arena<'a> {
        let (first, degree, value) = tree.arena();
        // One length: one bounds check on an id would cover all three.
        let n = degree.len();
        Arena { first: &first[..n], degree, value: &value[..n], height: tree.height() }
    }
}

impl Walk for Arena<'_> {
    type Key = ();
    type Pos = u32;
    #[inline(always)]
    fn height(&self) -> u32 {
        self.height
    }
    #[inline(always)]
    fn root(&self) -> u32 {
        0
    }
    #[inline(always)]
    fn child(&self, _: (), i: u32) -> u32 {
        i
    }
    #[inline(always)]
    unsafe fn enter(&self, c: u32, _depth: u32) -> Entry<()> {
        let c = c as usize;
        debug_assert!(c < self.degree.len());
        // SAFETY (the three `get_unchecked(c)`): c is the root (id 0, and a tree has one) or
        // lies in `first..first + degree` of a position entered before (the contract), which
        // is inside the arena by the invariant of `Tree` (every successor range lies inside
        // it). This drops one compare and branch per position.
        let d = unsafe { *self.degree.get_unchecked(c) };
        if d != 0 {
            let first = unsafe { *self.first.get_unchecked(c) };
            return Entry::Interior((), first, first + d);
        }
        // t = -f(c): the arena packs c's Max-standpoint value v with its level's parity
        // (`v << 1 | odd`); f(c) = v on an even level, -v on an odd one, so t is -v or v:
        // `(v ^ mask) - mask` with mask = -1 (even) or 0 (odd).
        let e = unsafe { *self.value.get_unchecked(c) };
        let mask = (e & 1) - 1;
        Entry::Terminal(((e >> 1) ^ mask) - mask)
    }
}

impl Walk for ImplicitTree {
    type Key = u64;
    type Pos = u64;
    #[inline(always)]
    fn height(&self) -> u32 {
        self.height
    }
    #[inline(always)]
    fn root(&self) -> u64 {
        self.root_state()
    }
    #[inline(always)]
    fn child(&self, s: u64, i: u32) -> u64 {
        ImplicitTree::child_state(s, i)
    }
    #[inline(always)]
    unsafe fn enter(&self, s: u64, depth: u32) -> Entry<u64> {
        if depth < self.height {
            Entry::Interior(s, 0, self.degree)
        } else {
            // Terminal values are Max's; t = -f(p) with f(p) = v on even levels.
            let v = self.value(s);
            Entry::Terminal(if depth.is_multiple_of(2) { -v } else { v })
        }
    }
}

/// A position on the path from the root: its key, the successors it has left
/// (`next..end`), where they began (`start`, to count the examined ones when it returns),
/// its m and beta, and the level whose m its beta is (`src`, or [`FROM_WINDOW`]).
#[derive(Clone, Copy, Default)]
pub(crate) struct Frame<K> {
    key: K,
    start: u32,
    next: u32,
    end: u32,
    src: i32,
    m: i64,
    beta: i64,
}

/// Sees each examined position, in order; `()` sees nothing and costs nothing. Only the
/// test of "the same positions in the same order" uses another.
pub(crate) trait Examine<P> {
    fn examine(&mut self, p: P);
}

impl<P> Examine<P> for () {
    #[inline(always)]
    fn examine(&mut self, _p: P) {}
}

impl Examine<u32> for Vec<u32> {
    #[inline]
    fn examine(&mut self, p: u32) {
        self.push(p);
    }
}

/// The value of plain rule `R`'s search of `tree` with the root window its rule takes
/// from `params`, counting into `counts`: the counting path.
pub(crate) fn count<R: Plain>(tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Vec<Frame<()>>) -> Score {
    let w = <R as Rule>::WINDOW.apply(params.window);
    search::<R, _, ()>(&Arena::of(tree), w.alpha.raw(), w.beta.raw(), counts, stack, &mut ())
}

/// The positions the counting path examines, in order (root first): for tests that compare
/// it with the driver's [`super::ExaminedOrder`].
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) fn order<R: Plain>(tree: &Tree, params: &Params) -> Vec<u32> {
    let mut order = Vec::new();
    let w = <R as Rule>::WINDOW.apply(params.window);
    search::<R, _, _>(
        &Arena::of(tree),
        w.alpha.raw(),
        w.beta.raw(),
        &mut Counts::default(),
        &mut Vec::new(),
        &mut order,
    );
    order
}

/// Plain rule `R` on the implicit tree with the root window its rule takes from `params`,
/// counting positions examined per level and cutoffs by kind. Memory: one frame per level.
#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))]
pub(crate) fn implicit<R: Plain>(t: &ImplicitTree, params: &Params) -> crate::Result<(Score, Counts)> {
    let w = <R as Rule>::WINDOW.apply(params.window);
    let mut counts = Counts::for_height(t.height);
    let mut stack = Vec::with_capacity(t.height as usize + 1);
    let v = search::<R, _, ()>(t, w.alpha.raw(), w.beta.raw(), &mut counts, &mut stack, &mut ());
    Ok((v, counts))
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
fn search<R: Plain, T: Walk, E: Examine<T::Pos>>(
    tree: &T,
    alpha: i64,
    beta: i64,
    counts: &mut Counts,
    stack: &mut Vec<Frame<T::Key>>,
    seen: &mut E,
) -> Score {
    let height = tree.height() as usize;
    if counts.per_level.len() <= height {
        counts.per_level.resize(height + 1, 0);
    }
    let per_level = &mut counts.per_level[..=height];
    // Positions are counted per level only; their total is the per-level growth.
    let before: u64 = per_level.iter().sum();
    per_level[0] += 1;
    let root = tree.root();
    seen.examine(root);
    // SAFETY: the root.
    let (mut key, mut next, mut end) = match unsafe { tree.enter(root, 0) } {
        Entry::Interior(k, start, end) => (k, start, end),
        Entry::Terminal(t) => {
            counts.positions += 1;
            counts.terminals += 1;
            return score(-t);
        }
    };
    // stack[k + 1] is the frame of the position on level k (its `start` and `src` are
    // written on entry, the rest when it is suspended); stack[0] stands for the root's
    // caller: beta = -alpha, so that every level's alpha is -beta one frame down, and
    // bounds from the window. One frame per level; a reused stack allocates only for a
    // taller tree than it has seen.
    stack.clear();
    stack.resize(height + 1, Frame::default());
    let stack = &mut stack[..];
    stack[0] = Frame { beta: -alpha, src: FROM_WINDOW, ..Frame::default() };

    // Interior positions entered below the root (terminals = positions - interiors - 1).
    let mut interiors = 0u64;
    // Cutoffs by kind: shallow, deep, window.
    let mut cutoffs = [0u64; 3];

    // The current position: at level `depth`, successors `next..end` left, m, beta.
    let mut depth = 0usize;
    stack[1].start = next;
    stack[1].src = FROM_WINDOW;
    let mut m = <R as Plain>::initial_m(Score::from_raw(alpha)).raw();
    let mut beta = beta;

    loop {
        while next < end {
            let i = next;
            next += 1;
            let c = tree.child(key, i);
            seen.examine(c);
            // SAFETY: i is in `next..end` of the current position's entry (a cutoff only
            // lowers end to next).
            match unsafe { tree.enter(c, depth as u32 + 1) } {
                Entry::Interior(k, start, e) => {
                    // Enter c with the child window: suspend the current position.
                    let alpha = if R::PASSES_ALPHA { -stack[depth].beta } else { NEG_INF };
                    let (a, b) = <R as Plain>::child_window(
                        Score::from_raw(alpha),
                        Score::from_raw(beta),
                        Score::from_raw(m),
                        i - stack[depth + 1].start,
                    );
                    let (a, b) = (a.raw(), b.raw());
                    // The loop reads a position's alpha from its parent's beta: the rule
                    // must pass it down as it says ([`Plain::PASSES_ALPHA`]).
                    debug_assert_eq!(a, if R::PASSES_ALPHA { -beta } else { NEG_INF }, "{}", <R as Plain>::NAME);
                    // Where the child's beta comes from: this level if m rose above alpha
                    // (= -beta one frame down), else wherever that alpha came from.
                    let src = if R::PASSES_ALPHA && m <= alpha { stack[depth].src } else { depth as i32 };
                    let f = &mut stack[depth + 1];
                    (f.key, f.next, f.end, f.m, f.beta) = (key, next, end, m, beta);
                    interiors += 1;
                    depth += 1;
                    (key, next, end) = (k, start, e);
                    let f = &mut stack[depth + 1];
                    (f.start, f.src) = (next, src);
                    m = <R as Plain>::initial_m(Score::from_raw(a)).raw();
                    beta = b;
                }
                Entry::Terminal(t) => {
                    if t > m {
                        m = t;
                        if R::CUTS && m >= beta {
                            // A cutoff after the last successor skips nothing and is not
                            // counted.
                            if next < end {
                                cutoffs[CutoffKind::of(depth, stack[depth + 1].src) as usize] += 1;
                            }
                            end = next;
                        }
                    }
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
        (key, next, end, m, beta) = (f.key, f.next, f.end, f.m, f.beta);
        if t > m {
            m = t;
            if R::CUTS && m >= beta {
                if next < end {
                    cutoffs[CutoffKind::of(depth, f.src) as usize] += 1;
                }
                end = next;
            }
        }
    }
    let positions = per_level.iter().sum::<u64>() - before;
    counts.positions += positions;
    counts.terminals += positions - 1 - interiors;
    counts.shallow_cutoffs += cutoffs[CutoffKind::Shallow as usize];
    counts.deep_cutoffs += cutoffs[CutoffKind::Deep as usize];
    counts.window_cutoffs += cutoffs[CutoffKind::Window as usize];
    score(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::observer::ExaminedOrder;
    use crate::search::rule::WindowUse;
    use crate::search::Window;

    /// Fail-soft alpha-beta whose odd-numbered successors get the parent's whole window
    /// (-beta, -alpha) instead of (-beta, -max(m, alpha)): a correct, wasteful procedure
    /// whose window depends on the successor's number, which the loop must pass as it is.
    struct ByNumber;

    impl Plain for ByNumber {
        const NAME: &'static str = "by-number";
        const WINDOW: WindowUse = WindowUse::Window;
        const PASSES_ALPHA: bool = true;
        fn initial_m(_alpha: Score) -> Score {
            Score::NEG_INF
        }
        fn child_window(alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score) {
            (-beta, if i % 2 == 1 { -alpha } else { -m.max(alpha) })
        }
        fn make() -> ByNumber {
            ByNumber
        }
    }

    #[test]
    fn the_lean_loop_gives_each_successor_its_own_number_as_the_driver_does() {
        let mut differs = 0;
        for seed in 0..300u64 {
            let (d, h) = (2 + (seed % 3) as u32, 2 + (seed % 4) as u32);
            let tree = crate::generate::iid(d, h, -5, 5, seed, crate::tree::Limits::default()).unwrap();
            let w = if seed % 2 == 0 { Window::FULL } else { Window { alpha: Score::new(-2), beta: Score::new(3) } };
            let params = Params::window(w);
            let mut seen = ExaminedOrder::default();
            let v = crate::search::driver::run::<ByNumber, _>(&tree, &params, &mut seen, &mut Vec::new());
            let mut want = Counts::for_height(tree.height());
            crate::search::driver::run::<ByNumber, _>(&tree, &params, &mut want, &mut Vec::new());
            let mut counts = Counts::for_height(tree.height());
            assert_eq!(count::<ByNumber>(&tree, &params, &mut counts, &mut Vec::new()), v, "seed {seed}");
            assert_eq!(counts, want, "seed {seed}: {}", crate::notation::print(&tree));
            assert_eq!(order::<ByNumber>(&tree, &params), seen.0, "seed {seed}: {}", crate::notation::print(&tree));
            let mut f2 = Counts::for_height(tree.height());
            count::<crate::search::f2::F2Rule>(&tree, &params, &mut f2, &mut Vec::new());
            differs += usize::from(f2.positions != counts.positions);
        }
        // The test rule is not F2 in disguise: its windows change what is examined.
        assert!(differs > 0);
    }
}

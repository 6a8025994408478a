//! Implicit uniform trees: terminal values computed on demand from (seed, Dewey path), so
//! F1 and F2 can search trees far larger than memory (d = 10, h = 12 has 10^12 terminals)
//! in memory proportional to h (one frame per level; each frame knows its successors by
//! number, so d does not even enter).
//!
//! The values are i.i.d. uniform integers in [lo, hi] drawn from a hash of the seed and the
//! path. [`materialize`] builds the same tree as an arena, and the searches here examine
//! exactly the positions the arena procedures examine (tested), so for the same seed the
//! implicit and the materialized tree give the same results.

use super::rule::{Params, Rule};
use super::{Counts, Window};
use crate::error::{Error, Result};
use crate::score::Score;
use crate::tree::{Limits, Tree};
use serde::{Deserialize, Serialize};

/// An implicit uniform tree of degree `degree` and height `height`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImplicitTree {
    pub degree: u32,
    pub height: u32,
    pub seed: u64,
    pub lo: i64,
    pub hi: i64,
}

/// SplitMix64's finalizer: a bijective mix of 64 bits.
#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl ImplicitTree {
    pub fn new(degree: u32, height: u32, seed: u64, lo: i64, hi: i64) -> Result<ImplicitTree> {
        if degree == 0 {
            return Err(Error::generator("degree must be at least 1".into()));
        }
        if lo > hi {
            return Err(Error::generator(format!("lo = {lo} must not exceed hi = {hi}")));
        }
        crate::tree::check_value(lo)?;
        crate::tree::check_value(hi)?;
        Ok(ImplicitTree { degree, height, seed, lo, hi })
    }

    /// The hash state of the root.
    #[inline]
    fn root_state(&self) -> u64 {
        mix(self.seed ^ 0x6a09_e667_f3bc_c908)
    }

    /// The hash state of successor `i` (0-based) of a position with state `s`.
    #[inline]
    fn child_state(s: u64, i: u32) -> u64 {
        mix(s.wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_add((i as u64 + 1).wrapping_mul(0xd1b5_4a32_d192_ed03)))
    }

    /// A terminal's value (Max's standpoint) from its state.
    #[inline]
    fn value(&self, s: u64) -> i64 {
        let span = (self.hi - self.lo) as u64 + 1;
        self.lo + ((mix(s) as u128 * span as u128) >> 64) as i64
    }

    /// The terminal value at a Dewey path (0-based successor numbers).
    pub fn value_at(&self, path: &[u32]) -> i64 {
        let mut s = self.root_state();
        for &i in path {
            s = Self::child_state(s, i);
        }
        self.value(s)
    }
}

/// The same tree as an arena (for small sizes).
pub fn materialize(t: &ImplicitTree, limits: Limits) -> Result<Tree> {
    Tree::build((0u32, t.root_state()), limits, |(depth, s), _, buf| {
        if depth == t.height {
            Ok(crate::tree::Content::Terminal(t.value(s)))
        } else {
            buf.extend((0..t.degree).map(|i| (depth + 1, ImplicitTree::child_state(s, i))));
            Ok(crate::tree::Content::Interior)
        }
    })
}

/// The origin of a bound that is the root window's, not any position's m.
const WINDOW: i32 = -1;

struct Frame {
    state: u64,
    next: u32,
    m: Score,
    beta: Score,
    /// The alpha the position was called with (F2's initial m).
    alpha: Score,
    /// The levels whose m are this position's beta and alpha (or [`WINDOW`]): a cutoff here
    /// is shallow, deep or the window's by where its beta came from (K&M Fig. 3).
    src: i32,
    alpha_src: i32,
}

/// Runs `procedure` on the implicit tree with the window as it takes it (F0 none, F1 beta
/// as its bound); refused for procedures that need the tree built.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub fn search_with(
    t: &ImplicitTree,
    procedure: super::Procedure,
    alpha: Score,
    beta: Score,
) -> Result<(Score, Counts)> {
    procedure.implicit(t, &Params::window(Window { alpha, beta }))
}

/// Runs rule `R` on the implicit tree with the root window its rule takes from `params`,
/// counting positions examined per level and cutoffs by kind. Memory: one frame per level.
/// Only plain rules ([`Rule::PLAIN`]: one pass, each position searched at most once); the
/// others keep a memory per position or search a position twice, so they need the tree
/// built ([`materialize`]).
///
/// A cutoff's kind needs no bookkeeping on every update of m: a position's m is its own
/// exactly when it rose above the alpha it was called with (m rises only by `t > m`), so a
/// successor's beta comes from this level if `m > alpha`, else from wherever alpha came
/// from (the parent's beta, negated, for rules that pass alpha down).
#[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))]
pub(crate) fn search<R: Rule>(t: &ImplicitTree, params: &Params) -> Result<(Score, Counts)> {
    if !R::PLAIN {
        return Err(Error::procedure(format!(
            "{} searches a position more than once or keeps a memory of positions, so it needs the tree built: \
             implicit trees take the procedures that search each position once",
            R::NAME
        )));
    }
    let mut counts = Counts::for_height(t.height);
    let sign = |depth: u32, v: i64| Score::new(if depth.is_multiple_of(2) { v } else { -v });
    let Window { alpha, beta } = R::WINDOW.apply(params.window);
    counts.positions += 1;
    counts.per_level[0] += 1;
    if t.height == 0 {
        counts.terminals += 1;
        return Ok((sign(0, t.value(t.root_state())), counts));
    }
    let mut stack: Vec<Frame> = Vec::with_capacity(t.height as usize);
    stack.push(Frame {
        state: t.root_state(),
        next: 0,
        m: R::initial_m(alpha),
        beta,
        alpha,
        src: WINDOW,
        alpha_src: WINDOW,
    });
    loop {
        let depth = stack.len() as u32 - 1;
        let top = stack.last_mut().expect("non-empty");
        let tv = if top.next < t.degree {
            let i = top.next;
            top.next += 1;
            let s = ImplicitTree::child_state(top.state, i);
            let (a, b) = R::child_window(top.alpha, top.beta, top.m, i);
            counts.positions += 1;
            counts.per_level[depth as usize + 1] += 1;
            if depth + 1 == t.height {
                counts.terminals += 1;
                -sign(depth + 1, t.value(s))
            } else {
                let src = if R::PASSES_ALPHA && top.m <= top.alpha { top.alpha_src } else { depth as i32 };
                let alpha_src = top.src;
                stack.push(Frame { state: s, next: 0, m: R::initial_m(a), beta: b, alpha: a, src, alpha_src });
                continue;
            }
        } else {
            let f = stack.pop().expect("non-empty");
            if stack.is_empty() {
                return Ok((f.m, counts));
            }
            -f.m
        };
        let depth = stack.len() as i32 - 1;
        let top = stack.last_mut().expect("non-empty");
        if tv > top.m {
            top.m = tv;
            if R::CUTS && top.m >= top.beta && top.next < t.degree {
                match top.src {
                    WINDOW => counts.window_cutoffs += 1,
                    s if s == depth - 1 => counts.shallow_cutoffs += 1,
                    _ => counts.deep_cutoffs += 1,
                }
                top.next = t.degree;
            }
        }
    }
}

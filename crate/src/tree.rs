//! The game tree: an arena in breadth-first order, so the successors of every position are
//! contiguous (`children(p)` is a range of ids) and a search allocates nothing per position.
//!
//! 16 bytes a position: first successor and degree (u32 each) and the value (i64). Nothing
//! else is stored per position, because breadth-first order makes the rest derivable:
//! levels are contiguous ranges of ids (the depth of p is a binary search in the level
//! starts, one entry per level), `first` never decreases (a terminal's is the id its
//! successors would have), so p's parent is the last position whose first successor is at
//! most p (a binary search), and the parity of the level — all that f(p) needs — rides in
//! the value's lowest bit (values are at most 2^53 - 1 in magnitude, so the shift is exact).
//!
//! Terminal values are written from Max's (the root player's) standpoint; the negamax
//! procedures read [`Tree::f`], which is the value at even depth and its negation at odd
//! depth (the spec's "leaf convention"; K&M's f(p) is from the standpoint of the player to
//! move at p).

use crate::dewey::Dewey;
use crate::error::{Error, ErrorMessage as Message, Result};
use crate::probability::Probability;
use crate::score::{Score, MAX_VALUE};
use std::ops::Range;

/// Index of a position in a [`Tree`]; the root is 0.
pub type NodeId = u32;

/// Size limits for building trees (parsing, generating, editing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// At most this many positions in a tree (default 2,000,000).
    pub max_positions: usize,
    /// At most this many levels below the root (default 100,000).
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_positions: 2_000_000, max_depth: 100_000 }
    }
}

/// A finite game tree. Two trees are equal when they have the same shape and values.
///
/// Invariant (the constructors below keep it, and nothing changes a shape after): every
/// successor range lies inside the arena, `first[p] + degree[p] <= len` for every p. The
/// counting search (`search/lean.rs`) relies on it to read the arena without bounds checks.
#[derive(Clone, PartialEq, Eq)]
pub struct Tree {
    /// First successor's id; for a terminal, the id its successors would have (so that
    /// `first` never decreases along the ids).
    first: Vec<u32>,
    degree: Vec<u32>,
    /// `value << 1 | level parity`: the Max-standpoint value (0 for interior positions) and
    /// whether the position is on an odd level. See [`pack`].
    value: Vec<i64>,
    /// The id of the first position on each level 0..=height, then the number of positions.
    level_start: Vec<u32>,
    height: u32,
    terminals: u32,
    /// The chance positions and their outcomes' probabilities; None for a tree of decision
    /// positions only (every tree of K&M, the thesis and Slagle), which so keeps its 16
    /// bytes a position.
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))]
    chance: Option<Box<ChanceParts>>,
}

/// Which positions are chance positions (Ballard 1983's *-nodes: the value is the
/// probability-weighted average of the successors'), and the probability of each edge below
/// one. With chance positions the packed parity bit is not the level's: a chance position
/// does not change who moves, so the bit counts the decision positions above (a chance
/// position's bit is that of the player who moves after the outcome).
#[derive(Clone, PartialEq, Eq)]
struct ChanceParts {
    chance: Vec<bool>,
    /// `prob[c]`: the probability of the outcome c of its chance parent; 1 elsewhere.
    prob: Vec<Probability>,
}

/// A value and its position's level, as stored: `value << 1 | (depth & 1)`.
#[inline]
fn pack(value: i64, depth: u32) -> i64 {
    (value << 1) | (depth & 1) as i64
}

/// What a position is, as a tree source describes it while a tree is built.
pub enum Content {
    Terminal(i64),
    /// The successors were pushed into the buffer.
    Interior,
}

impl Tree {
    /// A one-position tree: a terminal root with the given value.
    pub fn leaf(value: i64) -> Result<Tree> {
        check_value(value)?;
        Ok(Tree {
            first: vec![1],
            degree: vec![0],
            value: vec![pack(value, 0)],
            level_start: vec![0, 1],
            height: 0,
            terminals: 1,
            chance: None,
        })
    }

    /// Builds a tree breadth first from any source. `expand(item, depth, buf)` either returns
    /// `Content::Terminal(v)` or pushes the items of the successors (left to right) into
    /// `buf` and returns `Content::Interior`. Checks `limits` and value ranges as it goes.
    pub fn build<I>(
        root: I,
        limits: Limits,
        mut expand: impl FnMut(I, u32, &mut Vec<I>) -> Result<Content>,
    ) -> Result<Tree> {
        let mut t = Tree {
            first: Vec::new(),
            degree: Vec::new(),
            value: Vec::new(),
            level_start: vec![0],
            height: 0,
            terminals: 0,
            chance: None,
        };
        // items[i] is the source of position i until it is expanded.
        let mut items: std::collections::VecDeque<I> = std::collections::VecDeque::new();
        items.push_back(root);
        let mut buf = Vec::new();
        let mut id: usize = 0;
        // Positions given an id so far; the ids below `level_end` are on level `depth`.
        let mut allocated: usize = 1;
        let (mut depth, mut level_end) = (0u32, 1usize);
        while let Some(item) = items.pop_front() {
            if id == level_end {
                depth += 1;
                level_end = allocated;
                t.level_start.push(id as u32);
            }
            buf.clear();
            match expand(item, depth, &mut buf)? {
                Content::Terminal(v) => {
                    check_value(v)?;
                    t.first.push(allocated as u32);
                    t.degree.push(0);
                    t.value.push(pack(v, depth));
                    t.terminals += 1;
                }
                Content::Interior => {
                    if buf.is_empty() {
                        return Err(no_successor());
                    }
                    if allocated + buf.len() > limits.max_positions {
                        return Err(too_many(limits));
                    }
                    if depth as usize + 1 > limits.max_depth {
                        return Err(too_deep(limits));
                    }
                    t.first.push(allocated as u32);
                    t.degree.push(buf.len() as u32);
                    t.value.push(pack(0, depth));
                    allocated += buf.len();
                    items.extend(buf.drain(..));
                    t.height = t.height.max(depth + 1);
                }
            }
            id += 1;
        }
        t.level_start.push(id as u32);
        // The vectors grew by doubling: give back the slack (up to half of each).
        t.first.shrink_to_fit();
        t.degree.shrink_to_fit();
        t.value.shrink_to_fit();
        t.level_start.shrink_to_fit();
        Ok(t)
    }

    /// A uniform tree of degree `d` and height `h` whose terminals, read left to right, take
    /// the values `values(0), values(1), ...` (Max's standpoint).
    ///
    /// The breadth-first layout of a uniform tree is arithmetic (level l starts at
    /// 1 + d + ... + d^(l-1); position k of level l has its successors at k*d of level
    /// l + 1), so the arena is filled directly: the experiments generate many such trees.
    pub fn uniform(d: u32, h: u32, limits: Limits, mut values: impl FnMut(u64) -> i64) -> Result<Tree> {
        if d == 0 {
            return Err(Error::generator("degree must be at least 1".into()));
        }
        let n = uniform_size(d, h).ok_or_else(|| too_many(limits))?;
        if n > limits.max_positions as u64 {
            return Err(too_many(limits));
        }
        if h as usize > limits.max_depth {
            return Err(too_deep(limits));
        }
        let n = n as usize;
        let mut t = Tree {
            first: Vec::with_capacity(n),
            degree: Vec::with_capacity(n),
            value: Vec::with_capacity(n),
            level_start: Vec::with_capacity(h as usize + 2),
            height: h,
            terminals: 0,
            chance: None,
        };
        let (mut start, mut count) = (0u64, 1u64);
        for l in 0..=h {
            t.level_start.push(start as u32);
            let next_start = start + count;
            for k in 0..count {
                if l == h {
                    let v = values(k);
                    check_value(v)?;
                    t.first.push(next_start as u32);
                    t.degree.push(0);
                    t.value.push(pack(v, l));
                } else {
                    t.first.push((next_start + k * d as u64) as u32);
                    t.degree.push(d);
                    t.value.push(pack(0, l));
                }
            }
            start = next_start;
            count *= d as u64;
        }
        t.level_start.push(start as u32);
        t.terminals = (count / d as u64) as u32;
        Ok(t)
    }

    /// The tree whose positions, in breadth-first order, have these successor counts, and
    /// these values at the terminals (`value[i]` is read only where `degree[i] == 0`): the
    /// arrays the page moves between threads (one worker builds, the page keeps; see
    /// `www/core/tree-worker.js`). Checked in one pass, O(n): the degrees must name exactly
    /// `degree.len()` positions, the limits hold, every terminal value is in range.
    pub fn from_breadth_first(degree: &[u32], value: &[i64], limits: Limits) -> Result<Tree> {
        let n = degree.len();
        if n == 0 {
            return Err(Error::edit("a tree needs at least one position (the degrees are empty)".into()));
        }
        if value.len() != n {
            return Err(Error::edit(format!("{} degrees but {} values: one of each per position", n, value.len())));
        }
        if n > limits.max_positions {
            return Err(too_many(limits));
        }
        let mut next = 1usize; // the id the next successor gets (ids are breadth-first)
        let t = Tree::build(0usize, limits, |id, _depth, out| {
            let d = degree[id] as usize;
            if d == 0 {
                return Ok(Content::Terminal(value[id]));
            }
            // `next <= n` always; `next + d` could overflow a 32-bit usize (wasm32) for d near u32::MAX.
            if d > n - next {
                return Err(Error::edit(format!(
                    "position {id} has {d} successors, but only {} positions follow: the degrees name more positions than there are",
                    n - next
                )));
            }
            out.extend(next..next + d);
            next += d;
            Ok(Content::Interior)
        })?;
        if t.len() != n {
            return Err(Error::edit(format!(
                "the degrees name {} positions but {n} are given: positions from id {} are not reached from the root",
                t.len(),
                t.len()
            )));
        }
        Ok(t)
    }

    /// Bytes the arena holds on the heap (capacities × element sizes): 16 a position, plus 4
    /// a level.
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        self.first.capacity() * size_of::<u32>()
            + self.degree.capacity() * size_of::<u32>()
            + self.value.capacity() * size_of::<i64>()
            + self.level_start.capacity() * size_of::<u32>()
            + self
                .chance_parts()
                .map_or(0, |c| c.chance.capacity() * size_of::<bool>() + c.prob.capacity() * size_of::<Probability>())
    }

    pub fn len(&self) -> usize {
        self.degree.len()
    }
    pub fn is_empty(&self) -> bool {
        false
    }
    pub fn root(&self) -> NodeId {
        0
    }
    /// Number of terminal positions.
    pub fn terminal_count(&self) -> usize {
        self.terminals as usize
    }
    /// The largest level of any position.
    pub fn height(&self) -> u32 {
        self.height
    }
    #[inline]
    pub fn is_terminal(&self, p: NodeId) -> bool {
        self.degree[p as usize] == 0
    }
    #[inline]
    pub fn degree(&self, p: NodeId) -> u32 {
        self.degree[p as usize]
    }
    /// The successors of `p`, left to right, as a range of ids.
    #[inline]
    pub fn children(&self, p: NodeId) -> Range<NodeId> {
        let f = self.first[p as usize];
        f..f + self.degree[p as usize]
    }
    /// The i-th (0-based) successor of `p`.
    #[inline]
    pub fn child(&self, p: NodeId, i: u32) -> NodeId {
        self.first[p as usize] + i
    }
    /// A terminal's value from Max's standpoint (0 for interior positions).
    #[inline]
    pub fn value(&self, p: NodeId) -> i64 {
        self.value[p as usize] >> 1
    }
    /// K&M's f(p): a terminal's value from the standpoint of the player to move there.
    #[inline]
    pub fn f(&self, p: NodeId) -> Score {
        let e = self.value[p as usize];
        let v = e >> 1;
        Score::new(if e & 1 == 0 { v } else { -v })
    }
    /// The level of `p` (the root's is 0): a binary search in the level starts.
    #[inline]
    pub fn depth(&self, p: NodeId) -> u32 {
        (self.level_start[..=self.height as usize].partition_point(|&s| s <= p) - 1) as u32
    }
    /// The parent of `p`: the last position whose first successor is at most `p` (`first`
    /// never decreases). See `Tree::parent_on`.
    pub fn parent(&self, p: NodeId) -> Option<NodeId> {
        (p != 0).then(|| self.parent_on(p, self.depth(p)))
    }

    /// The parent of `p` (not the root), which is on level `k`: searched on level k - 1 only,
    /// from where it would be if the positions of level k - 1 had equally many successors
    /// (exact on uniform trees), by galloping: a few probes, not log n.
    fn parent_on(&self, p: NodeId, k: u32) -> NodeId {
        let k = k as usize;
        let (lo, hi) = (self.level_start[k - 1] as usize, self.level_start[k] as usize);
        let (here, width) = (self.level_start[k] as u64, self.level_start[k + 1] as u64 - self.level_start[k] as u64);
        let guess = lo + ((p as u64 - here) * (hi - lo) as u64 / width) as usize;
        // The answer is the last q in lo..hi with first[q] <= p; first[lo] <= p holds.
        let below = |q: usize| self.first[q] <= p;
        let (mut a, mut b); // below(a) and !below(b) (b = hi stands for the end)
        if below(guess) {
            a = guess;
            let mut step = 1;
            loop {
                let q = a + step;
                if q >= hi {
                    b = hi;
                    break;
                }
                if !below(q) {
                    b = q;
                    break;
                }
                a = q;
                step *= 2;
            }
        } else {
            b = guess;
            let mut step = 1;
            loop {
                let q = b.saturating_sub(step).max(lo);
                if below(q) {
                    a = q;
                    break;
                }
                b = q;
                step *= 2;
            }
        }
        a += self.first[a + 1..b].partition_point(|&f| f <= p);
        a as NodeId
    }
    /// 0-based index of `p` among its parent's successors (0 for the root).
    pub fn index_in_parent(&self, p: NodeId) -> u32 {
        match self.parent(p) {
            Some(q) => p - self.first[q as usize],
            None => 0,
        }
    }
    /// Max moves at even levels, Min at odd ones; in a tree with chance positions, Max where
    /// an even number of decision positions lie above (a chance position's is the player's
    /// who moves after it).
    pub fn is_max(&self, p: NodeId) -> bool {
        self.value[p as usize] & 1 == 0
    }

    /// The Dewey coordinates of `p`.
    pub fn dewey(&self, p: NodeId) -> Dewey {
        let mut k = self.depth(p);
        let mut v = Vec::with_capacity(k as usize);
        let mut q = p;
        while k > 0 {
            let up = self.parent_on(q, k);
            v.push(q - self.first[up as usize] + 1);
            q = up;
            k -= 1;
        }
        v.reverse();
        Dewey(v)
    }

    /// The position with the given coordinates.
    pub fn find(&self, at: &Dewey) -> Result<NodeId> {
        let mut p = self.root();
        for (k, &a) in at.0.iter().enumerate() {
            if a == 0 || a > self.degree(p) {
                return Err(self.no_position(at, k, p));
            }
            p = self.child(p, a - 1);
        }
        Ok(p)
    }

    /// No position `at`: its first `k` coordinates lead to `p`, which has no successor `at[k]`.
    #[cold]
    #[inline(never)]
    fn no_position(&self, at: &Dewey, k: usize, p: NodeId) -> Error {
        let here = Dewey(at.0[..k].to_vec());
        let (what, m) = if self.is_terminal(p) {
            (format!("position '{here}' is terminal"), Message::new("e-no-pos-term"))
        } else {
            let n = self.degree(p);
            (format!("position '{here}' has {n} successors"), Message::new("e-no-pos").number("n", n as i64))
        };
        let m = m.text("at", &at.to_string()).text("here", &here.to_string());
        Error::position(format!("no position '{at}': {what}")).said(m)
    }

    /// The position named by a Dewey string such as `"3.1.2"` (`""` is the root).
    pub fn position(&self, at: &str) -> Result<NodeId> {
        self.find(&at.parse()?)
    }

    /// Number of positions on each level 0..=height.
    pub fn level_sizes(&self) -> Vec<u64> {
        self.level_start.windows(2).map(|w| (w[1] - w[0]) as u64).collect()
    }

    /// Positions in preorder (depth first, left to right), without recursion.
    pub fn preorder(&self) -> Preorder<'_> {
        Preorder { tree: self, stack: vec![self.root()] }
    }

    /// Terminal positions left to right.
    pub fn terminals_in_order(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.preorder().filter(move |&p| self.is_terminal(p))
    }

    /// True when every interior position has `d` successors and every terminal is on level h.
    pub fn uniform_shape(&self) -> Option<(u32, u32)> {
        let d = self.degree(0);
        let h = self.height;
        let ok =
            (0..self.len() as u32).all(|p| if self.is_terminal(p) { self.depth(p) == h } else { self.degree(p) == d });
        (ok && d > 0).then_some((d, h))
    }

    /// A copy with new terminal values, given left to right (Max's standpoint).
    pub fn with_terminal_values(&self, mut values: impl FnMut(u64, NodeId) -> i64) -> Result<Tree> {
        let mut t = self.clone();
        for (k, p) in self.terminals_in_order().enumerate() {
            let v = values(k as u64, p);
            check_value(v)?;
            t.set_value_unchecked(p, v);
        }
        Ok(t)
    }

    /// The same tree built breadth first by [`Tree::build`] (the layout `uniform` computes
    /// directly); for tests.
    #[doc(hidden)]
    pub fn uniform_by_build(d: u32, h: u32, limits: Limits, mut values: impl FnMut(u64) -> i64) -> Result<Tree> {
        let mut next_leaf = 0u64;
        Tree::build(0u32, limits, |depth, _, buf| {
            if depth == h {
                let v = values(next_leaf);
                next_leaf += 1;
                Ok(Content::Terminal(v))
            } else {
                buf.extend(std::iter::repeat_n(depth + 1, d as usize));
                Ok(Content::Interior)
            }
        })
    }

    /// The arena as slices, indexed by id: first successor, degree, and value and level
    /// parity packed as `value << 1 | (depth & 1)`; for the counting search
    /// (`search/lean.rs`).
    #[inline]
    pub(crate) fn arena(&self) -> (&[u32], &[u32], &[i64]) {
        (&self.first, &self.degree, &self.value)
    }

    /// Sets a terminal value in place (no shape change).
    pub(crate) fn set_value_unchecked(&mut self, p: NodeId, v: i64) {
        let e = &mut self.value[p as usize];
        *e = (v << 1) | (*e & 1);
    }

    /// The same shape and values with the interior positions marked in `chance` made chance
    /// positions, the outcome `c` of each having probability `prob[c]` (both indexed by id).
    /// Whether each chance position's probabilities sum to 1 is its maker's to check (the
    /// notation, the generators), which know how they were written. Without any chance
    /// position the tree is returned as it was.
    pub fn with_chance(mut self, chance: Vec<bool>, prob: Vec<Probability>) -> Result<Tree> {
        let n = self.len();
        if chance.len() != n || prob.len() != n {
            return Err(Error::edit(format!(
                "{n} positions but {} chance marks and {} probabilities: one of each per position",
                chance.len(),
                prob.len()
            )));
        }
        if let Some(p) = (0..n as NodeId).find(|&p| chance[p as usize] && self.is_terminal(p)) {
            return Err(Error::edit(format!(
                "position '{}' is terminal: a chance position needs outcomes",
                self.dewey(p)
            )));
        }
        if !chance.iter().any(|&c| c) {
            self.chance = None;
            return Ok(self);
        }
        // Who moves: the parity of the decision positions above (breadth-first order puts
        // every parent before its successors).
        for p in 0..n as NodeId {
            let bit = (self.value[p as usize] & 1) ^ (!chance[p as usize]) as i64;
            for c in self.children(p) {
                let e = &mut self.value[c as usize];
                *e = (*e & !1) | bit;
            }
        }
        self.chance = Some(Box::new(ChanceParts { chance, prob }));
        Ok(self)
    }

    /// Whether `p` is a chance position.
    #[inline]
    pub fn is_chance(&self, p: NodeId) -> bool {
        self.chance_parts().is_some_and(|c| c.chance[p as usize])
    }

    /// Whether the tree has a chance position.
    #[inline]
    pub fn has_chance(&self) -> bool {
        self.chance_parts().is_some()
    }

    /// The first chance position in breadth-first order.
    pub fn first_chance(&self) -> Option<NodeId> {
        let c = self.chance_parts()?;
        c.chance.iter().position(|&x| x).map(|p| p as NodeId)
    }

    /// The probability of reaching `p` from its parent: its outcome's when the parent is a
    /// chance position, else 1.
    #[inline]
    pub fn probability(&self, p: NodeId) -> Probability {
        self.chance_parts().map_or(Probability::ONE, |c| c.prob[p as usize])
    }

    /// The chance parts: always None in the page's first module (the lean wasm build, which
    /// reads no chance positions: notation.rs), so that the optimiser leaves every branch on
    /// chance positions (printing, edits, the procedures' checks) out of it.
    #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
    #[inline(always)]
    fn chance_parts(&self) -> Option<&ChanceParts> {
        None
    }

    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    #[inline(always)]
    fn chance_parts(&self) -> Option<&ChanceParts> {
        self.chance.as_deref()
    }
}

/// Iterator for [`Tree::preorder`].
pub struct Preorder<'a> {
    tree: &'a Tree,
    stack: Vec<NodeId>,
}

impl Iterator for Preorder<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let p = self.stack.pop()?;
        self.stack.extend(self.tree.children(p).rev());
        Some(p)
    }
}

/// d^0 + d^1 + ... + d^h, or None on overflow.
pub fn uniform_size(d: u32, h: u32) -> Option<u64> {
    let mut total = 0u64;
    let mut level = 1u64;
    for _ in 0..=h {
        total = total.checked_add(level)?;
        level = level.checked_mul(d as u64)?;
    }
    Some(total)
}

pub(crate) fn check_value(v: i64) -> Result<()> {
    if v.abs() > MAX_VALUE {
        // No message: the page's values are checked before they reach here (wasm/convert.rs).
        return Err(Error::limit(format!("value {v} is out of range: |value| must be at most 2^53 - 1")));
    }
    Ok(())
}

#[cold]
#[inline(never)]
pub(crate) fn too_many(l: Limits) -> Error {
    Error::limit(format!("the tree would have more than {} positions", l.max_positions))
        .said(Message::new("e-many").number("max", l.max_positions as i64))
}

#[cold]
#[inline(never)]
pub(crate) fn too_deep(l: Limits) -> Error {
    Error::limit(format!("the tree would be deeper than {} levels", l.max_depth))
        .said(Message::new("e-deep").number("max", l.max_depth as i64))
}

#[cold]
#[inline(never)]
pub(crate) fn no_successor() -> Error {
    Error::edit("an interior position needs at least one successor".into()).said(Message::new("e-no-succ"))
}

#[cfg(test)]
mod uniform_layout_tests {
    use super::*;

    #[test]
    fn the_arithmetic_uniform_layout_equals_the_breadth_first_build() {
        for d in 1..=5 {
            for h in 0..=6 {
                let f = |k: u64| (k as i64 * 7919) % 101 - 50;
                let a = Tree::uniform(d, h, Limits::default(), f).unwrap();
                let b = Tree::uniform_by_build(d, h, Limits::default(), f).unwrap();
                assert!(a == b, "d={d} h={h}");
                // The invariant the counting search's unchecked reads rely on.
                assert!((0..a.len() as NodeId).all(|p| a.children(p).end as usize <= a.len()), "d={d} h={h}");
                assert_eq!(a.terminal_count() as u64, (d as u64).pow(h));
            }
        }
        let small = Limits { max_positions: 10, max_depth: 3 };
        assert!(Tree::uniform(3, 2, small, |_| 0).is_err());
        assert!(Tree::uniform(1, 4, small, |_| 0).is_err(), "too deep");
        assert!(Tree::uniform(2, 1, Limits::default(), |_| 1 << 60).is_err(), "value out of range");
    }
}

#[cfg(test)]
mod derived_tests {
    use super::*;

    /// Parent and depth of every position, by walking the successor ranges from the root.
    fn walked(t: &Tree) -> (Vec<Option<NodeId>>, Vec<u32>) {
        let mut parent = vec![None; t.len()];
        let mut depth = vec![0u32; t.len()];
        for p in 0..t.len() as NodeId {
            for c in t.children(p) {
                parent[c as usize] = Some(p);
                depth[c as usize] = depth[p as usize] + 1;
            }
        }
        (parent, depth)
    }

    #[test]
    fn parent_depth_and_f_derived_from_the_compact_arena_match_a_walk_of_the_tree() {
        for seed in 0..300u64 {
            // A small LCG: shapes with terminals at mixed depths and negative values.
            let mut x = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let mut next = move |m: u64| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (x >> 33) % m
            };
            let max_depth = 1 + next(8) as u32;
            let t = Tree::build(0u32, Limits::default(), |depth, _, buf| {
                if depth == max_depth || (depth > 0 && next(3) == 0) {
                    Ok(Content::Terminal(next(2001) as i64 - 1000))
                } else {
                    buf.extend(std::iter::repeat_n(depth + 1, 1 + next(4) as usize));
                    Ok(Content::Interior)
                }
            })
            .unwrap();
            let (parent, depth) = walked(&t);
            let msg = format!("seed {seed}, tree {}", crate::notation::print(&t));
            let mut sizes = vec![0u64; t.height() as usize + 1];
            for p in 0..t.len() as NodeId {
                // The invariant the counting search's unchecked reads rely on.
                assert!(t.children(p).end as usize <= t.len(), "successors of {p} outside the arena: {msg}");
                assert_eq!(t.parent(p), parent[p as usize], "parent of {p}: {msg}");
                assert_eq!(t.depth(p), depth[p as usize], "depth of {p}: {msg}");
                assert_eq!(t.is_max(p), depth[p as usize] % 2 == 0, "{msg}");
                let v = t.value(p);
                assert!(t.is_terminal(p) || v == 0, "{msg}");
                let f = if depth[p as usize] % 2 == 0 { v } else { -v };
                assert_eq!(t.f(p), Score::new(f), "f of {p}: {msg}");
                assert_eq!(t.find(&t.dewey(p)).unwrap(), p, "{msg}");
                sizes[depth[p as usize] as usize] += 1;
            }
            assert_eq!(t.level_sizes(), sizes, "{msg}");
            assert_eq!(t.height(), *depth.iter().max().unwrap(), "{msg}");
            // New values keep the level parities.
            let u = t.with_terminal_values(|k, _| k as i64 - 3).unwrap();
            for (k, p) in u.terminals_in_order().enumerate() {
                assert_eq!((u.value(p), u.is_max(p)), (k as i64 - 3, t.is_max(p)), "{msg}");
            }
        }
    }

    #[test]
    fn the_arena_holds_16_bytes_a_position() {
        let t = Tree::uniform(4, 9, Limits::default(), |k| k as i64 % 19 - 9).unwrap();
        assert_eq!(t.heap_bytes(), 16 * t.len() + 4 * (9 + 2));
        let b = Tree::uniform_by_build(4, 9, Limits::default(), |k| k as i64 % 19 - 9).unwrap();
        assert_eq!(b.heap_bytes(), t.heap_bytes(), "build gives back the slack of its growing vectors");
    }
}

#[cfg(test)]
mod breadth_first_tests {
    use super::*;
    use crate::notation;

    fn arrays(t: &Tree) -> (Vec<u32>, Vec<i64>) {
        let n = t.len() as NodeId;
        let degree = (0..n).map(|p| t.degree(p)).collect();
        let value = (0..n).map(|p| if t.is_terminal(p) { t.value(p) } else { 0 }).collect();
        (degree, value)
    }

    #[test]
    fn degrees_and_values_in_breadth_first_order_give_back_the_same_tree() {
        for text in ["7", "((3 1 4) (1 5 9) (2 6 5))", "((1 (2 -3)) 4 ((5) 6 (7 8 9)))", "(((((-9007199254740991)))))"]
        {
            let t = notation::parse(text).unwrap();
            let (degree, value) = arrays(&t);
            let back = Tree::from_breadth_first(&degree, &value, Limits::default()).unwrap();
            assert!(back == t, "{text}: {}", notation::print(&back));
        }
    }

    #[test]
    fn arrays_that_name_no_tree_are_refused_with_a_message() {
        let l = Limits::default();
        let msg = |d: &[u32], v: &[i64]| Tree::from_breadth_first(d, v, l).unwrap_err().to_string();
        assert!(msg(&[], &[]).contains("at least one position"));
        assert!(msg(&[2, 0, 0], &[0, 1]).contains("3 degrees but 2 values"));
        assert!(msg(&[3, 0, 0], &[0, 1, 2]).contains("position 0 has 3 successors, but only 2 positions follow"));
        assert!(msg(&[1, 0, 0], &[0, 1, 2]).contains("positions from id 2 are not reached"));
        assert!(msg(&[u32::MAX, 0], &[0, 1]).contains("successors"));
        assert!(msg(&[1, 0], &[0, i64::MAX]).contains("out of range"));
        let small = Limits { max_positions: 2, max_depth: 10 };
        assert!(Tree::from_breadth_first(&[2, 0, 0], &[0, 1, 2], small)
            .unwrap_err()
            .to_string()
            .contains("more than 2"));
        let shallow = Limits { max_positions: 10, max_depth: 1 };
        let deep = Tree::from_breadth_first(&[1, 1, 0], &[0, 0, 5], shallow).unwrap_err().to_string();
        assert!(deep.contains("deeper than 1"), "{deep}");
    }
}

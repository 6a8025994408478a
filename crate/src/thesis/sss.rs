//! SSS* (thesis §2.6, after Stockman; minimax). A best-first search over solution trees
//! with a list OPEN of triples ⟨p, s, m⟩ (status LIVE or SOLVED, merit m from Max's
//! standpoint).
//!
//! ```text
//! 1. Put ⟨root, LIVE, MAXINT⟩ on OPEN.
//! 2. Remove the top triple ⟨p, s, m⟩ from OPEN.
//! 3. If p = root and s = SOLVED, stop: m is the minimax value.
//! 4. Γ(p, s, m); go to 2.
//! ```
//!
//! | Γ case | action |
//! |---|---|
//! | LIVE, terminal | insert ⟨p, SOLVED, min(m, staticvalue(p))⟩ in its sorted place |
//! | LIVE, MIN node | put ⟨leftmost son, LIVE, m⟩ on top |
//! | LIVE, MAX node | for i := f downto 1: put ⟨p_i, LIVE, m⟩ on top |
//! | SOLVED, MIN node | put ⟨parent, SOLVED, m⟩ on top; delete the parent's successors |
//! | SOLVED, MAX node, rightmost | put ⟨parent, SOLVED, m⟩ on top |
//! | SOLVED, MAX node, not rightmost | put ⟨next right sibling, LIVE, m⟩ on top |
//!
//! MAX/MIN is the level's parity, so a terminal on an odd level is a MIN node.
//!
//! OPEN is kept with the highest merit on top; equal merits are ordered left to right in the
//! tree (the left position above; an ancestor counts as left of its successors, i.e.
//! preorder), which makes SSS* dominate Alphabeta (Campbell & Marsland).
//!
//! # OPEN as a priority queue
//!
//! Kept as the thesis prints it — a list, "put on top" a push, "insert in its sorted place"
//! a scan, a purge a walk over the whole list — SSS* takes time quadratic in the tree's
//! width (a 200,000-wide tree: ~20 s). Here OPEN is an ordered map keyed by (merit
//! descending, preorder rank ascending), the thesis' order, with a second index by rank for
//! the purge, so every step costs O(log |OPEN|) plus the triples it removes. The two agree
//! because the list is always sorted by that key: a triple "put on top" carries the merit m
//! of the triple just removed, the largest, and a position left of every other triple of
//! merit m (the sons of p come right after p in preorder, p's parent is purged of the
//! successors that lie between it and p, and the next sibling follows p's purged subtree).
//! A position is on OPEN at most once, so the rank identifies a triple. The literal list
//! (`sss_literal.rs`, tests only) is the reference the tests compare with, list by list.
//!
//! # The trace
//!
//! Each step's [`Event::Open`] records what changed — the triple removed (in `gamma`), the
//! triples purged, and the triples inserted with the triple just above each — not the whole
//! list, so a trace is linear in the steps; [`super::open_replay::OpenReplay`] rebuilds the
//! list at any step.
//!
//! Counting (thesis §3.1, p. 31; this reading reproduces Table X, p. 61, exactly): a position is *created* when Γ processes it
//! while LIVE (it is expanded or statically evaluated); triples put on OPEN and purged
//! unprocessed are not created (on the specimen tree p223 and p224). Each application of Γ
//! is one node visit.
//!
//! The loop is iterative; OPEN lives on the heap (its largest size is reported).

use super::engine::{score, Cx, INF};
use super::event::{Event, Gamma, GammaCase, Placed, Sink, Status, Triple};
use crate::tree::NodeId;
use std::cmp::Reverse;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy)]
struct Entry {
    p: NodeId,
    solved: bool,
    merit: i64,
}

fn triple(e: &Entry) -> Triple {
    Triple { at: e.p, status: if e.solved { Status::Solved } else { Status::Live }, merit: score(e.merit) }
}

/// The thesis' order of OPEN: higher merit above, then left (smaller preorder rank) above.
type Key = (Reverse<i64>, u32);

/// OPEN: the triples in the thesis' order, and the merit of the triple at each rank.
#[derive(Default)]
struct Open {
    by_key: BTreeMap<Key, Entry>,
    by_rank: BTreeMap<u32, i64>,
}

impl Open {
    fn len(&self) -> usize {
        self.by_key.len()
    }

    fn pop_top(&mut self) -> Option<Entry> {
        let ((_, r), e) = self.by_key.pop_first()?;
        self.by_rank.remove(&r);
        Some(e)
    }

    fn insert(&mut self, rank: u32, e: Entry) {
        let old = self.by_rank.insert(rank, e.merit);
        debug_assert!(old.is_none(), "a position is on OPEN at most once");
        self.by_key.insert((Reverse(e.merit), rank), e);
    }

    /// The position of the triple just above the one at `key` (None: it is on top).
    fn above(&self, key: Key) -> Option<NodeId> {
        self.by_key.range(..key).next_back().map(|(_, e)| e.p)
    }

    /// Removes every triple whose rank is strictly between `lo` and `hi`; returns them
    /// top first.
    fn purge(&mut self, lo: u32, hi: u32) -> Vec<(Key, Entry)> {
        if hi <= lo + 1 {
            return Vec::new();
        }
        let ranks: Vec<(u32, i64)> = self.by_rank.range(lo + 1..hi).map(|(&r, &m)| (r, m)).collect();
        let mut out = Vec::with_capacity(ranks.len());
        for (r, m) in ranks {
            self.by_rank.remove(&r);
            let key = (Reverse(m), r);
            if let Some(e) = self.by_key.remove(&key) {
                out.push((key, e));
            }
        }
        out.sort_unstable_by_key(|x| x.0);
        out
    }
}

/// Runs SSS* on `cx.tree`; returns the root's minimax value.
pub(crate) fn run<S: Sink>(cx: &mut Cx<'_, S>) -> i64 {
    let tree = cx.tree;
    let n = tree.len();
    // Preorder rank and subtree size: "left of" and "successor of" in O(1).
    let mut rank = vec![0u32; n];
    for (k, p) in tree.preorder().enumerate() {
        rank[p as usize] = k as u32;
    }
    let mut size = vec![1u32; n];
    for p in (1..n as u32).rev() {
        let q = tree.parent(p).expect("non-root") as usize;
        size[q] += size[p as usize];
    }
    let key = |e: &Entry| (Reverse(e.merit), rank[e.p as usize]);
    let root = tree.root();
    let mut open = Open::default();
    let first = Entry { p: root, solved: false, merit: INF };
    open.insert(rank[root as usize], first);
    let mut step: u32 = 1;
    if S::ON {
        let inserted = vec![Placed { triple: triple(&first), below: None }];
        cx.sink.push(Event::Open { step, gamma: None, inserted, len: 1 });
    }
    cx.counters.max_open = 1;
    // The triples one step inserts (for the trace).
    let mut new: Vec<Entry> = Vec::new();
    loop {
        let e = open.pop_top().expect("OPEN is never empty before the root is solved");
        if e.p == root && e.solved {
            return e.merit;
        }
        cx.visit_sss(e.p, !e.solved);
        new.clear();
        let mut purged = Vec::new();
        let case = if !e.solved {
            if tree.is_terminal(e.p) {
                let v = cx.evaluate(e.p, true);
                new.push(Entry { p: e.p, solved: true, merit: e.merit.min(v) });
                GammaCase::LiveLeaf
            } else if !tree.is_max(e.p) {
                new.push(Entry { p: tree.child(e.p, 0), solved: false, merit: e.merit });
                GammaCase::LiveMin
            } else {
                new.extend(tree.children(e.p).map(|c| Entry { p: c, solved: false, merit: e.merit }));
                GammaCase::LiveMax
            }
        } else {
            let parent = tree.parent(e.p).expect("only the root has no parent, and a solved root stops");
            if !tree.is_max(e.p) {
                let lo = rank[parent as usize];
                let gone = open.purge(lo, lo + size[parent as usize]);
                if S::ON {
                    purged = gone.iter().map(|(_, x)| x.p).collect();
                }
                new.push(Entry { p: parent, solved: true, merit: e.merit });
                GammaCase::SolvedMin
            } else if tree.index_in_parent(e.p) + 1 == tree.degree(parent) {
                new.push(Entry { p: parent, solved: true, merit: e.merit });
                GammaCase::SolvedMaxLast
            } else {
                new.push(Entry { p: e.p + 1, solved: false, merit: e.merit });
                GammaCase::SolvedMaxNext
            }
        };
        for x in &new {
            open.insert(rank[x.p as usize], *x);
        }
        cx.counters.max_open = cx.counters.max_open.max(open.len() as u64);
        step += 1;
        if S::ON {
            // `new` is in list order (top first) whenever it has more than one triple (the
            // sons of a MAX node), so each one's neighbour above is already in place when a
            // replay inserts them in this order.
            let inserted = new.iter().map(|x| Placed { triple: triple(x), below: open.above(key(x)) }).collect();
            let gamma = Gamma { triple: triple(&e), case, purged };
            cx.sink.push(Event::Open { step, gamma: Some(gamma), inserted, len: open.len() as u32 });
        }
    }
}

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
//! preorder), which makes SSS* dominate Alphabeta (Campbell & Marsland). "Put on top"
//! is done literally, as the thesis prints it; "insert in its sorted place" scans from the
//! top past every triple that sorts above the new one.
//!
//! Counting (thesis §3.1, p. 31; this reading reproduces Table X, p. 61, exactly): a position is *created*
//! when Γ processes it while LIVE (it is expanded or statically evaluated); triples put on
//! OPEN and purged unprocessed are not created (on the specimen tree p223 and p224). Each
//! application of Γ is one node visit.
//!
//! The loop is iterative; OPEN lives on the heap (its largest size is reported).

use super::engine::{score, Cx, INF};
use super::event::{Event, Gamma, GammaCase, Sink, Status, Triple};
use crate::tree::NodeId;

#[derive(Debug, Clone, Copy)]
struct Entry {
    p: NodeId,
    solved: bool,
    merit: i64,
}

fn triple(e: &Entry) -> Triple {
    Triple { at: e.p, status: if e.solved { Status::Solved } else { Status::Live }, merit: score(e.merit) }
}

/// OPEN top first (it is stored top last).
fn snapshot(open: &[Entry]) -> Vec<Triple> {
    open.iter().rev().map(triple).collect()
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
    let root = tree.root();
    let mut open: Vec<Entry> = vec![Entry { p: root, solved: false, merit: INF }];
    let mut step: u32 = 1;
    if S::ON {
        cx.sink.push(Event::Open { step, gamma: None, open: snapshot(&open) });
    }
    cx.counters.max_open = 1;
    loop {
        let e = open.pop().expect("OPEN is never empty before the root is solved");
        if e.p == root && e.solved {
            return e.merit;
        }
        cx.visit_sss(e.p, !e.solved);
        let mut purged = Vec::new();
        let case = if !e.solved {
            if tree.is_terminal(e.p) {
                let v = cx.evaluate(e.p, true);
                let new = Entry { p: e.p, solved: true, merit: e.merit.min(v) };
                let above = |x: &Entry| {
                    x.merit > new.merit || (x.merit == new.merit && rank[x.p as usize] < rank[new.p as usize])
                };
                let mut j = open.len();
                while j > 0 && above(&open[j - 1]) {
                    j -= 1;
                }
                open.insert(j, new);
                GammaCase::LiveLeaf
            } else if !tree.is_max(e.p) {
                open.push(Entry { p: tree.child(e.p, 0), solved: false, merit: e.merit });
                GammaCase::LiveMin
            } else {
                open.extend(tree.children(e.p).rev().map(|c| Entry { p: c, solved: false, merit: e.merit }));
                GammaCase::LiveMax
            }
        } else {
            let parent = tree.parent(e.p).expect("only the root has no parent, and a solved root stops");
            if !tree.is_max(e.p) {
                let (lo, hi) = (rank[parent as usize], rank[parent as usize] + size[parent as usize]);
                open.retain(|x| {
                    let r = rank[x.p as usize];
                    let keep = !(lo < r && r < hi);
                    if S::ON && !keep {
                        purged.push(x.p);
                    }
                    keep
                });
                purged.reverse(); // top first, like the list
                open.push(Entry { p: parent, solved: true, merit: e.merit });
                GammaCase::SolvedMin
            } else if tree.index_in_parent(e.p) + 1 == tree.degree(parent) {
                open.push(Entry { p: parent, solved: true, merit: e.merit });
                GammaCase::SolvedMaxLast
            } else {
                open.push(Entry { p: e.p + 1, solved: false, merit: e.merit });
                GammaCase::SolvedMaxNext
            }
        };
        cx.counters.max_open = cx.counters.max_open.max(open.len() as u64);
        step += 1;
        if S::ON {
            let gamma = Gamma { triple: triple(&e), case, purged };
            cx.sink.push(Event::Open { step, gamma: Some(gamma), open: snapshot(&open) });
        }
    }
}

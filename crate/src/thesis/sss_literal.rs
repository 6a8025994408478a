//! SSS* with OPEN as a plain list, exactly as the thesis prints it (§2.6): "put on top"
//! pushes, "insert in its sorted place" scans from the top, a purge walks the whole list.
//! Quadratic in time and, traced, in memory; kept (tests only) as the reference that
//! [`super::sss`]'s priority queue is checked against: same value, same positions created,
//! same OPEN list after every step.

use super::engine::{score, Cx, INF};
use super::event::{Gamma, GammaCase, Sink, Status, Triple};
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

/// One step of the literal SSS*: the Γ applied (None for the initial list) and OPEN after it.
pub(crate) type Step = (Option<Gamma>, Vec<Triple>);

/// Runs the literal SSS* on `cx.tree`; returns the root's minimax value and every step.
pub(crate) fn run<S: Sink>(cx: &mut Cx<'_, S>) -> (i64, Vec<Step>) {
    let tree = cx.tree;
    let n = tree.len();
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
    let mut steps = vec![(None, snapshot(&open))];
    cx.counters.max_open = 1;
    loop {
        let e = open.pop().expect("OPEN is never empty before the root is solved");
        if e.p == root && e.solved {
            return (e.merit, steps);
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
                    if !keep {
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
        steps.push((Some(Gamma { triple: triple(&e), case, purged }), snapshot(&open)));
    }
}

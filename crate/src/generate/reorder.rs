//! Reorderings of the successors of every position (K&M sections 6 and 7): the same game,
//! searched in another order. None of them recurses: values are computed bottom-up in
//! reverse id order (ids are breadth first, so every successor has a larger id than its
//! parent) and the new tree is built breadth first, so trees 100,000 levels deep are fine.

use super::SeededRng;
use crate::tree::{Content, Limits, NodeId, Tree};
use serde::{Deserialize, Serialize};

/// How to reorder successors. Serde form (kebab-case, externally tagged): `"best-first"`,
/// `"worst-first"`, `"reversed"`, `{"shuffle": {"seed": 7}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reorder {
    /// At every position the successors in order of merit for the player to move: the
    /// first is optimal, F(p) = -F(p_1) (K&M's perfect ordering (12)). A stable sort by
    /// -F(p_i), largest first; ties keep their original order.
    ///
    /// Theorem 1: F2(root, -inf, +inf) then examines exactly the critical positions, on
    /// trees of any shape and also with ties (the proof only needs F(p) = -F(p_1); with the
    /// cutoff rule `m >= beta` a type 2 position whose value equals beta is still cut after
    /// its first successor). On a uniform tree that is Corollary 3's minimum,
    /// d^ceil(h/2) + d^floor(h/2) - 1 terminals. Perfect ordering is not always the best
    /// ordering, though: see `examples::fig4_trees` (K&M Fig. 4).
    BestFirst,
    /// The reverse of [`Reorder::BestFirst`]'s order at every position: the worst
    /// successor first. With distinct values F1 then makes no cutoff at all: every
    /// successor's t = -F(p_i) is larger than the m before it, and each is searched with a
    /// bound above its value. F2 can still cut: its alpha, passed down two levels, may
    /// refute a position that F1 must search (a deep cutoff). K&M Fig. 5 is a tree on
    /// which F2 finds at least two cutoffs whatever the order of its successors, so no
    /// reordering makes F2 examine everything; [`super::worst_case_values`] changes the
    /// values instead.
    WorstFirst,
    /// Every position's successors right to left.
    Reversed,
    /// Every position's successors in a random order (Fisher–Yates with `u64` indices, in
    /// id order, on ChaCha stream 1 of `seed`: independent of a generator's numbers for
    /// the same seed).
    Shuffle { seed: u64 },
}

impl std::str::FromStr for Reorder {
    type Err = crate::Error;
    /// `best-first`, `worst-first`, `reversed`, or `shuffle:SEED`.
    fn from_str(s: &str) -> crate::Result<Reorder> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "best-first" => Ok(Reorder::BestFirst),
            "worst-first" => Ok(Reorder::WorstFirst),
            "reversed" => Ok(Reorder::Reversed),
            _ => match t.strip_prefix("shuffle:").map(str::parse) {
                Some(Ok(seed)) => Ok(Reorder::Shuffle { seed }),
                _ => Err(crate::Error::generator(format!(
                    "unknown reordering '{s}': expected best-first, worst-first, reversed or shuffle:SEED"
                ))),
            },
        }
    }
}

/// K&M's negamax value F(p) (1) of every position (indexed by id), from the standpoint of
/// the player to move at p, computed bottom-up without recursion.
pub fn negamax_values(tree: &Tree) -> Vec<i64> {
    let mut f = vec![0i64; tree.len()];
    for p in (0..tree.len() as NodeId).rev() {
        f[p as usize] = if tree.is_terminal(p) {
            // |value| <= 2^53 - 1, so f is finite and negation cannot overflow.
            tree.f(p).finite().expect("terminal values are finite")
        } else {
            tree.children(p).map(|c| -f[c as usize]).max().expect("interior positions have successors")
        };
    }
    f
}

/// A new tree: `tree` with the successors of every position reordered by `how`. Shape,
/// values (Max's standpoint; depths do not change) and F(root) are those of `tree`.
pub fn reorder(tree: &Tree, how: Reorder) -> Tree {
    let mut order: Vec<NodeId> = Vec::with_capacity(tree.len());
    // order[start[p]..start[p] + degree(p)] are p's successors in their new order.
    let mut start = vec![0u32; tree.len()];
    let f = match how {
        Reorder::BestFirst | Reorder::WorstFirst => negamax_values(tree),
        _ => Vec::new(),
    };
    let mut rng = match how {
        Reorder::Shuffle { seed } => Some(SeededRng::with_stream(seed, 1)),
        _ => None,
    };
    let mut kids: Vec<NodeId> = Vec::new();
    for p in 0..tree.len() as NodeId {
        start[p as usize] = order.len() as u32;
        kids.clear();
        kids.extend(tree.children(p));
        match how {
            Reorder::BestFirst | Reorder::WorstFirst => {
                // Largest -F(p_i) first = smallest F(p_i) first; sort_by_key is stable.
                kids.sort_by_key(|&c| f[c as usize]);
                if how == Reorder::WorstFirst {
                    kids.reverse();
                }
            }
            Reorder::Reversed => kids.reverse(),
            Reorder::Shuffle { .. } => rng.as_mut().expect("shuffle has a generator").shuffle(&mut kids),
        }
        order.extend_from_slice(&kids);
    }
    rebuild(tree, |p| {
        let s = start[p as usize] as usize;
        &order[s..s + tree.degree(p) as usize]
    })
}

/// Builds a copy of `tree` in which the successors of p are `successors(p)` (a permutation
/// of `tree.children(p)`), breadth first.
pub(crate) fn rebuild<'a>(tree: &Tree, successors: impl Fn(NodeId) -> &'a [NodeId]) -> Tree {
    // The input is a tree already: it fits any limits its own size fits.
    let limits = Limits { max_positions: usize::MAX, max_depth: usize::MAX };
    Tree::build(tree.root(), limits, |p, _, buf| {
        if tree.is_terminal(p) {
            Ok(Content::Terminal(tree.value(p)))
        } else {
            buf.extend_from_slice(successors(p));
            Ok(Content::Interior)
        }
    })
    .expect("a reordering of a valid tree is a valid tree")
}

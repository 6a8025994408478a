//! The fixed order in which an experiment's samples are summarized, so that a run split into
//! shards and merged gives the one-piece result bit for bit.
//!
//! Floating-point sums depend on their grouping, so the grouping is part of the result's
//! definition and never depends on threads or shards: the samples of a height are cut into
//! blocks of [`BLOCK`] consecutive samples (the last may be shorter); each block is
//! summarized by Welford's update in sample order ([`Accumulator::push`]); the blocks are
//! combined by Chan et al.'s pairwise formula ([`Accumulator::merge`]) along one binary
//! tree: node (level, index) covers blocks index·2^level .. (index+1)·2^level, and is its
//! left child with its right child merged in. The whole is the maximal nodes
//! inside blocks 0..n (n's binary digits, largest first) merged left to right.
//!
//! A contiguous range of blocks is the disjoint union of at most 2·log2(n) maximal nodes
//! ([`cover`]); a shard keeps exactly those, and the merge rebuilds every node the shards
//! do not hold from its children, so it performs the very operations of a one-piece run.
//! With at most [`BLOCK`] samples there is one block, and the summary is the plain Welford
//! update in sample order, as before blocks existed.

use super::{Accumulator, SampleCounts};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Samples per block: 1024. Part of the results' definition (another size changes the last
/// bits of means and standard errors of runs with more samples than one block).
pub const BLOCK: u32 = 1024;

/// The number of blocks of `samples` samples.
pub fn blocks_of(samples: u32) -> u32 {
    samples.div_ceil(BLOCK)
}

/// A node of the tree over blocks: the summary of blocks index·2^level .. (index+1)·2^level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    pub level: u32,
    pub index: u32,
    pub acc: Accumulator,
}

impl Node {
    /// The blocks the node covers, as a range of block indices (u64: no overflow at level 32).
    pub fn blocks(&self) -> std::ops::Range<u64> {
        span(self.level, self.index)
    }
}

fn span(level: u32, index: u32) -> std::ops::Range<u64> {
    let start = (index as u64) << level;
    start..start + (1u64 << level)
}

/// The maximal nodes inside blocks `range`, left to right, as (level, index).
pub fn cover(range: std::ops::Range<u32>) -> Vec<(u32, u32)> {
    let (mut at, end) = (range.start as u64, range.end as u64);
    let mut out = Vec::new();
    while at < end {
        // The largest aligned power of two starting at `at` that stays inside the range.
        let mut level = if at == 0 { 63 } else { at.trailing_zeros() };
        while (1u64 << level.min(63)) > end - at {
            level -= 1;
        }
        out.push((level, (at >> level) as u32));
        at += 1u64 << level;
    }
    out
}

/// Summarizes the samples of a range of blocks as they come, in sample order, keeping the
/// maximal nodes completed so far (a binary counter): memory is O(log blocks).
pub struct Reducer {
    height: u32,
    procs: usize,
    block: Accumulator,
    next_block: u32,
    stack: Vec<Node>,
}

impl Reducer {
    /// Nothing yet; the first sample pushed is the first of block `first_block`.
    pub fn new(height: u32, procs: usize, first_block: u32) -> Reducer {
        Reducer { height, procs, block: Accumulator::new(height, procs), next_block: first_block, stack: Vec::new() }
    }

    /// Adds the next sample.
    pub fn push(&mut self, s: &SampleCounts) -> Result<()> {
        self.block.push(s)?;
        if self.block.samples == BLOCK as u64 {
            self.close_block()?;
        }
        Ok(())
    }

    fn close_block(&mut self) -> Result<()> {
        let acc = std::mem::replace(&mut self.block, Accumulator::new(self.height, self.procs));
        let mut node = Node { level: 0, index: self.next_block, acc };
        self.next_block += 1;
        // Merge with the left sibling while it is complete.
        while let Some(top) = self.stack.last() {
            if top.level != node.level || node.index.is_multiple_of(2) || top.index + 1 != node.index {
                break;
            }
            let mut left = self.stack.pop().expect("a top");
            left.acc.merge(&node.acc)?;
            node = Node { level: node.level + 1, index: left.index / 2, acc: left.acc };
        }
        self.stack.push(node);
        Ok(())
    }

    /// The maximal nodes of the blocks pushed (a last, shorter block included), left to
    /// right: [`cover`] of their range.
    pub fn finish(mut self) -> Result<Vec<Node>> {
        if self.block.samples > 0 {
            self.close_block()?;
        }
        Ok(self.stack)
    }
}

/// The nodes merged left to right: the summary of the blocks they cover, in that order.
pub fn fold(height: u32, procs: usize, nodes: &[Node]) -> Result<Accumulator> {
    let Some((first, rest)) = nodes.split_first() else {
        return Ok(Accumulator::new(height, procs));
    };
    let mut acc = first.acc.clone();
    for n in rest {
        acc.merge(&n.acc)?;
    }
    Ok(acc)
}

/// The summary of blocks 0..`blocks` from nodes that together cover them exactly once
/// (the shards' nodes): each maximal node of the whole is taken as given or rebuilt from
/// its children, then they are folded — the operations of a one-piece run, in its order.
/// Errs naming the first block no node covers.
pub fn combine(height: u32, procs: usize, blocks: u32, nodes: Vec<Node>) -> Result<Accumulator> {
    let have: BTreeMap<(u32, u32), Accumulator> = nodes.into_iter().map(|n| ((n.level, n.index), n.acc)).collect();
    fn build(have: &BTreeMap<(u32, u32), Accumulator>, level: u32, index: u32) -> Result<Accumulator> {
        if let Some(acc) = have.get(&(level, index)) {
            return Ok(acc.clone());
        }
        if level == 0 {
            return Err(Error::generator(format!(
                "no summary of block {index} (samples from {})",
                index as u64 * BLOCK as u64
            )));
        }
        let mut left = build(have, level - 1, 2 * index)?;
        left.merge(&build(have, level - 1, 2 * index + 1)?)?;
        Ok(left)
    }
    let top = cover(0..blocks)
        .into_iter()
        .map(|(level, index)| Ok(Node { level, index, acc: build(&have, level, index)? }))
        .collect::<Result<Vec<_>>>()?;
    fold(height, procs, &top)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(x: u64) -> SampleCounts {
        SampleCounts { terminals: vec![x], per_level: vec![vec![1, x]], positions: vec![x + 1] }
    }

    #[test]
    fn the_cover_of_a_range_is_its_maximal_aligned_nodes() {
        assert_eq!(cover(0..1), vec![(0, 0)]);
        assert_eq!(cover(0..6), vec![(2, 0), (1, 2)]);
        assert_eq!(cover(1..7), vec![(0, 1), (1, 1), (1, 2), (0, 6)]);
        assert_eq!(cover(3..3), vec![]);
        assert_eq!(cover(0..u32::MAX).len(), 32);
        for a in 0..40u32 {
            for b in a..40 {
                let c = cover(a..b);
                let mut at = a as u64;
                for &(l, i) in &c {
                    let s = span(l, i);
                    assert_eq!(s.start, at, "{a}..{b}: {c:?}");
                    // Maximal: the parent is not inside the range.
                    let p = span(l + 1, i / 2);
                    assert!(p.start < a as u64 || p.end > b as u64, "{a}..{b}: {c:?}");
                    at = s.end;
                }
                assert_eq!(at, b as u64);
            }
        }
    }

    #[test]
    fn a_reducer_keeps_the_cover_of_its_blocks_and_shards_combine_into_the_whole_bit_for_bit() {
        let mut rng = crate::generate::SeededRng::new(3);
        let n = 9 * BLOCK + 77;
        let xs: Vec<u64> = (0..n).map(|_| rng.range_i64(0, 1000) as u64).collect();
        let blocks = blocks_of(n);
        let run = |range: std::ops::Range<u32>| {
            let mut r = Reducer::new(2, 1, range.start);
            let samples = (range.start * BLOCK) as usize..((range.end * BLOCK) as usize).min(xs.len());
            xs[samples].iter().for_each(|&x| r.push(&sample(x)).unwrap());
            r.finish().unwrap()
        };
        let whole_nodes = run(0..blocks);
        assert_eq!(whole_nodes.iter().map(|n| (n.level, n.index)).collect::<Vec<_>>(), cover(0..blocks));
        let whole = fold(2, 1, &whole_nodes).unwrap();
        assert_eq!(whole.samples, n as u64);
        for cuts in [vec![], vec![1], vec![3, 4], vec![1, 2, 5, 7, 9], vec![2, 3, 4, 5, 6, 7, 8]] {
            let mut bounds = vec![0];
            bounds.extend(&cuts);
            bounds.push(blocks);
            let mut nodes = Vec::new();
            for w in bounds.windows(2) {
                let part = run(w[0]..w[1]);
                assert_eq!(part.iter().map(|n| (n.level, n.index)).collect::<Vec<_>>(), cover(w[0]..w[1]));
                nodes.extend(part);
            }
            let merged = combine(2, 1, blocks, nodes).unwrap();
            // Bit for bit: Debug prints the shortest decimal that reads back as the same f64.
            assert_eq!(format!("{merged:?}"), format!("{whole:?}"), "cuts {cuts:?}");
        }
        let e = combine(2, 1, blocks, run(0..3)).unwrap_err().to_string();
        assert!(e.contains("block 3"), "{e}");
    }

    #[test]
    fn one_block_is_welfords_update_in_sample_order() {
        let mut r = Reducer::new(1, 1, 0);
        let mut plain = Accumulator::new(1, 1);
        for x in [3, 1, 4, 1, 5, 9, 2, 6] {
            r.push(&sample(x)).unwrap();
            plain.push(&sample(x)).unwrap();
        }
        assert_eq!(fold(1, 1, &r.finish().unwrap()).unwrap(), plain);
    }
}

//! What an experiment keeps of the samples of one height: per procedure, the [`Moments`] of
//! the terminals examined, of the positions examined and of the positions examined on each
//! level. Constant space in the number of samples; serializable and mergeable, so an
//! experiment can run in shards (sample ranges) and be combined afterwards.

use super::stats::Moments;
use super::SampleCounts;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// One procedure's moments.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ProcMoments {
    pub terminals: Moments,
    pub positions: Moments,
    /// Level 0, 1, ...; a sample whose tree has fewer levels counts 0 on the others.
    pub per_level: Vec<Moments>,
}

/// The samples of one height, summarized as they arrive (in sample order).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Accumulator {
    pub height: u32,
    /// Samples added.
    pub samples: u64,
    /// One per procedure, in the spec's order.
    pub procs: Vec<ProcMoments>,
}

impl Accumulator {
    /// Nothing yet, for `procs` procedures.
    pub fn new(height: u32, procs: usize) -> Accumulator {
        Accumulator { height, samples: 0, procs: vec![ProcMoments::default(); procs] }
    }

    /// Adds one sample's counts (every procedure's). Errs, adding nothing, when the sample
    /// does not have one count per procedure.
    pub fn push(&mut self, s: &SampleCounts) -> Result<()> {
        let k = self.procs.len();
        if s.terminals.len() != k || s.positions.len() != k || s.per_level.len() != k {
            return Err(Error::generator(format!(
                "a sample has counts for {}, {} and {} procedures (terminals, positions, per level); the experiment has {k}",
                s.terminals.len(),
                s.positions.len(),
                s.per_level.len()
            )));
        }
        for (j, m) in self.procs.iter_mut().enumerate() {
            m.terminals.push(s.terminals[j] as f64);
            m.positions.push(s.positions[j] as f64);
            let levels = &s.per_level[j];
            // Levels no earlier sample reached: every earlier sample counted 0 there.
            while m.per_level.len() < levels.len() {
                m.per_level.push(Moments::zeros(self.samples));
            }
            for (l, acc) in m.per_level.iter_mut().enumerate() {
                acc.push(levels.get(l).copied().unwrap_or(0) as f64);
            }
        }
        self.samples += 1;
        Ok(())
    }

    /// Adds every sample `other` holds, as if they followed this one's (a later shard).
    pub fn merge(&mut self, other: &Accumulator) -> Result<()> {
        if other.height != self.height || other.procs.len() != self.procs.len() {
            return Err(Error::generator(format!(
                "cannot merge height {} with {} procedures into height {} with {}",
                other.height,
                other.procs.len(),
                self.height,
                self.procs.len()
            )));
        }
        for (m, o) in self.procs.iter_mut().zip(&other.procs) {
            m.terminals.merge(&o.terminals);
            m.positions.merge(&o.positions);
            let levels = m.per_level.len().max(o.per_level.len());
            m.per_level.resize(levels, Moments::zeros(self.samples));
            for (l, acc) in m.per_level.iter_mut().enumerate() {
                acc.merge(&o.per_level.get(l).copied().unwrap_or(Moments::zeros(other.samples)));
            }
        }
        self.samples += other.samples;
        Ok(())
    }
}

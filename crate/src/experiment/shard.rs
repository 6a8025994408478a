//! Experiments in shards: shard K of N computes a contiguous slice of every height's samples
//! and keeps the summary state of its slice ([`ShardState`]); [`merge`] combines the N
//! states into the rows one run would have printed, bit for bit.
//!
//! Slices are contiguous ranges of blocks ([`super::blocks`]), not every N-th sample: the
//! summary is defined over blocks of consecutive samples combined along a fixed binary
//! tree, and a contiguous range of blocks is at most 2·log2(blocks) nodes of that tree, so
//! a shard's state is a few dozen accumulators however many samples it holds. Every N-th
//! sample would split every block, and a shard would have to keep each sample's counts.
//! Sample i's tree depends only on (seed, model, degree, height, i) ([`super::sample_seed`]),
//! so a shard draws exactly the trees one run draws for those indices.

use super::blocks::{self, Node};
use super::{ExperimentSpec, Row};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// The format written in [`ShardState::format`].
pub const FORMAT: &str = "gametree experiment shard 1";

/// Shard `index` (1-based) of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl std::str::FromStr for Shard {
    type Err = Error;
    /// "K/N" with 1 <= K <= N.
    fn from_str(s: &str) -> Result<Shard> {
        let bad = |why: &str| Error::generator(format!("--shard '{s}': {why}"));
        let (k, n) = s.split_once('/').ok_or_else(|| bad("expected K/N, e.g. 2/8 (the 2nd of 8 shards)"))?;
        let number = |x: &str| x.trim().parse::<u32>().map_err(|_| bad("K and N must be whole numbers, as in 2/8"));
        let (index, count) = (number(k)?, number(n)?);
        if count == 0 {
            return Err(bad("N, the number of shards, must be at least 1"));
        }
        if index == 0 || index > count {
            return Err(bad(&format!("K must be 1 to {count} (shards are numbered from 1)")));
        }
        Ok(Shard { index, count })
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// The blocks of this shard out of `blocks`: the K-th of N near-equal contiguous ranges
    /// (sizes differ by at most one block; shards beyond the number of blocks are empty).
    pub fn blocks(&self, blocks: u32) -> std::ops::Range<u32> {
        let at = |k: u32| (k as u64 * blocks as u64 / self.count as u64) as u32;
        at(self.index - 1)..at(self.index)
    }

    /// The sample indices of this shard out of `samples`.
    pub fn samples(&self, samples: u32) -> std::ops::Range<u32> {
        let r = self.blocks(blocks::blocks_of(samples));
        let at = |b: u32| (b as u64 * blocks::BLOCK as u64).min(samples as u64) as u32;
        at(r.start)..at(r.end)
    }
}

/// One height's part of a shard: the maximal nodes of its blocks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeightState {
    pub height: u32,
    /// The shard's blocks [first, end) of this height.
    pub blocks: [u32; 2],
    pub nodes: Vec<Node>,
}

/// What `gametree experiment --shard K/N --json` writes beside its own rows: enough to merge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShardState {
    pub format: String,
    pub shard: u32,
    pub shards: u32,
    /// Samples per block ([`blocks::BLOCK`]): shards of another block size do not merge.
    pub block: u32,
    pub spec: ExperimentSpec,
    pub heights: Vec<HeightState>,
}

impl ExperimentSpec {
    /// The spec as shards record it: canonical procedure names, the unused `gen.height`
    /// zeroed, so that equal experiments compare equal however they were spelled.
    pub fn canonical(&self) -> Result<ExperimentSpec> {
        let procs = self.validate()?.into_iter().map(String::from).collect();
        Ok(ExperimentSpec { procs, gen: crate::generate::GenSpec { height: 0, ..self.gen.clone() }, ..self.clone() })
    }

    /// How this spec differs from `other`, in words ("degree 3, not 4"), or None.
    pub fn difference(&self, other: &ExperimentSpec) -> Option<String> {
        let (a, b) = (&self.gen, &other.gen);
        let model =
            |s: &ExperimentSpec| if s.implicit { "implicit".to_string() } else { s.gen.model.name().to_string() };
        if model(self) != model(other) {
            return Some(format!("model {}, not {}", model(self), model(other)));
        }
        if a.degree != b.degree {
            return Some(format!("degree {}, not {}", a.degree, b.degree));
        }
        let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        if self.heights != other.heights {
            return Some(format!("heights {}, not {}", list(&self.heights), list(&other.heights)));
        }
        if self.procs != other.procs {
            return Some(format!("procedures {}, not {}", self.procs.join(","), other.procs.join(",")));
        }
        if a.seed != b.seed {
            return Some(format!("seed {}, not {}", a.seed, b.seed));
        }
        if self.samples != other.samples {
            return Some(format!("{} samples per height, not {}", self.samples, other.samples));
        }
        (self != other).then(|| {
            format!(
                "other model options (lo, hi, scale, q, mean-degree): {:?}, not {:?}",
                (a.lo, a.hi, a.scale, &a.q, &a.mean_degree, a.max_degree, a.max_depth),
                (b.lo, b.hi, b.scale, &b.q, &b.mean_degree, b.max_degree, b.max_depth)
            )
        })
    }
}

impl ExperimentSpec {
    /// The most terminals, positions and positions per level (0..=h) one sample tree of
    /// height `h` can have, hence the most any procedure can examine: d^h, d^0 + ... + d^h
    /// and d^l for the uniform models; the generator's position limit for the random shapes.
    pub fn most_per_sample(&self, h: u32) -> (f64, f64, Vec<f64>) {
        if matches!(self.gen.model, crate::generate::Model::Nonuniform | crate::generate::Model::RandomShape)
            && !self.implicit
        {
            let most = crate::tree::Limits::default().max_positions as f64;
            return (most, most, vec![most; h as usize + 1]);
        }
        let d = self.gen.degree as f64;
        let levels: Vec<f64> = (0..=h).map(|l| d.powi(l as i32)).collect();
        (levels[h as usize], levels.iter().sum(), levels)
    }
}

/// Checks that every summary of a shard could come from counts of its trees: finite means
/// within [0, the most the trees have], M2 within its range ([`super::Moments::plausible`]). An
/// edited file would otherwise merge into NaN, infinities or negative counts.
fn plausible(spec: &ExperimentSpec, procs: &[&str], h: &HeightState) -> std::result::Result<(), String> {
    let (terminals, positions, levels) = spec.most_per_sample(h.height);
    for x in &h.nodes {
        for (name, m) in procs.iter().zip(&x.acc.procs) {
            let at = |what: &str, why: String| {
                format!("height {}, {name}, {what} (blocks from {}): {why}", h.height, x.blocks().start)
            };
            m.terminals.plausible(terminals).map_err(|why| at("terminals examined", why))?;
            m.positions.plausible(positions).map_err(|why| at("positions examined", why))?;
            for (l, (lm, &most)) in m.per_level.iter().zip(&levels).enumerate() {
                lm.plausible(most).map_err(|why| at(&format!("positions examined on level {l}"), why))?;
            }
        }
    }
    Ok(())
}

/// Checks one shard's state against its own header and spec: its heights, and for each
/// the blocks and nodes shard K of N must hold, every node with the samples its blocks hold.
fn check(s: &ShardState) -> std::result::Result<(), String> {
    if s.format != FORMAT {
        return Err(format!("format '{}', not '{FORMAT}' (written by another version of gametree?)", s.format));
    }
    if s.block != blocks::BLOCK {
        return Err(format!("blocks of {} samples, not {} (another version of gametree?)", s.block, blocks::BLOCK));
    }
    let shard: Shard = format!("{}/{}", s.shard, s.shards)
        .parse()
        .map_err(|_| format!("shard {}/{} is not a shard", s.shard, s.shards))?;
    let procs = s.spec.validate().map_err(|e| format!("its experiment is not valid: {e}"))?;
    let n = s.spec.samples_for();
    let all = blocks::blocks_of(n);
    let mine = shard.blocks(all);
    let heights: Vec<u32> = s.heights.iter().map(|h| h.height).collect();
    if heights != s.spec.heights {
        return Err(format!("it holds heights {heights:?}, its experiment {:?}", s.spec.heights));
    }
    for h in &s.heights {
        if h.blocks != [mine.start, mine.end] {
            return Err(format!(
                "height {}: blocks {}..{}, but shard {shard} of {all} blocks is blocks {}..{}",
                h.height, h.blocks[0], h.blocks[1], mine.start, mine.end
            ));
        }
        let have: Vec<(u32, u32)> = h.nodes.iter().map(|x| (x.level, x.index)).collect();
        if have != blocks::cover(mine.clone()) {
            return Err(format!(
                "height {}: the nodes do not cover blocks {}..{} (cut or edited?)",
                h.height, mine.start, mine.end
            ));
        }
        for x in &h.nodes {
            let r = x.blocks();
            let want = (r.end * blocks::BLOCK as u64).min(n as u64) - r.start * blocks::BLOCK as u64;
            let a = &x.acc;
            let counts_ok = a.procs.iter().all(|m| {
                [m.terminals.n, m.positions.n].iter().chain(m.per_level.iter().map(|l| &l.n)).all(|&k| k == want)
                    && m.per_level.len() <= h.height as usize + 1
            });
            if a.height != h.height || a.procs.len() != procs.len() || a.samples != want || !counts_ok {
                return Err(format!(
                    "height {}: the summary of blocks {}..{} does not hold {want} samples of {} procedures",
                    h.height,
                    r.start,
                    r.end,
                    procs.len()
                ));
            }
        }
        plausible(&s.spec, &procs, h)?;
    }
    Ok(())
}

/// Merges the states of shards 1..N of one experiment, given with the names of their
/// files (for messages), in any order, into the rows one run would have printed, and the
/// experiment. Errs, naming the file, on a state that is not a shard's, shards of
/// different experiments or counts, a shard given twice, and missing shards (all named).
pub fn merge(states: &[(String, ShardState)]) -> Result<(ExperimentSpec, Vec<Row>)> {
    let err = |m: String| Err(Error::generator(m));
    let Some((first_name, first)) = states.first() else {
        return err("no shards to merge".into());
    };
    for (name, s) in states {
        check(s).map_err(|m| Error::generator(format!("'{name}': {m}")))?;
        if let Some(d) = s.spec.difference(&first.spec) {
            return err(format!("'{name}' is from another experiment than '{first_name}': {d}"));
        }
        if s.shards != first.shards {
            return err(format!(
                "'{name}' is shard {}/{}, '{first_name}' shard {}/{}: the shards of one run have one N",
                s.shard, s.shards, first.shard, first.shards
            ));
        }
    }
    let n = first.shards;
    let mut by_index = std::collections::BTreeMap::new();
    for (name, s) in states {
        if let Some(other) = by_index.insert(s.shard, name) {
            return err(format!("'{other}' and '{name}' are both shard {}/{n}", s.shard));
        }
    }
    let absent = n as usize - by_index.len();
    if absent > 0 {
        // Name the first ten (N may be large).
        let mut missing: Vec<String> =
            (1..=n).filter(|k| !by_index.contains_key(k)).take(10).map(|k| format!("{k}/{n}")).collect();
        if absent > missing.len() {
            missing.push(format!("and {} more", absent - missing.len()));
        }
        return err(format!(
            "{} missing: {} ({} of {n} given)",
            if absent > 1 { "shards are" } else { "a shard is" },
            missing.join(", "),
            states.len()
        ));
    }
    let spec = &first.spec;
    let procs = spec.validate()?.len();
    let all = blocks::blocks_of(spec.samples_for());
    let mut rows = Vec::new();
    for (k, &h) in spec.heights.iter().enumerate() {
        let nodes = states.iter().flat_map(|(_, s)| s.heights[k].nodes.iter().cloned()).collect();
        let acc = blocks::combine(h, procs, all, nodes)?;
        rows.extend(spec.rows(&acc)?);
    }
    Ok((spec.clone(), rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_are_parsed_and_checked() {
        assert_eq!("2/8".parse::<Shard>().unwrap(), Shard { index: 2, count: 8 });
        assert_eq!(" 1 / 1 ".parse::<Shard>().unwrap(), Shard { index: 1, count: 1 });
        for (bad, why) in [("0/3", "1 to 3"), ("4/3", "1 to 3"), ("1/0", "at least 1"), ("x/3", "whole"), ("3", "K/N")]
        {
            let e = bad.parse::<Shard>().unwrap_err().to_string();
            assert!(e.contains(why) && e.contains(bad), "{bad}: {e}");
        }
        assert!("-1/3".parse::<Shard>().is_err() && "1/2/3".parse::<Shard>().is_err());
    }

    #[test]
    fn the_shards_blocks_are_disjoint_contiguous_and_cover_everything() {
        for blocks in [0, 1, 2, 5, 97, 1000] {
            for count in [1, 2, 3, 7, 64, 1001] {
                let mut at = 0;
                for index in 1..=count {
                    let r = Shard { index, count }.blocks(blocks);
                    assert_eq!(r.start, at);
                    assert!(r.len() as u32 <= blocks.div_ceil(count));
                    at = r.end;
                }
                assert_eq!(at, blocks);
            }
        }
    }
}

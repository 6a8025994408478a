//! The UCT experiment ([`super::uct`]) in shards: shard K of N runs a contiguous slice of the
//! samples (trees) and keeps its sums — per budget the trees whose move is optimal and
//! those settled from it on, and F2's terminals — which are whole numbers, so [`merge`]
//! adds them and gives the rows one run prints, bit for bit. Sample k's tree and run depend
//! only on (spec, k), so a shard draws exactly the trees one run draws for those indices.

use super::shard::Shard;
use super::uct::{rows_from_sums, Sums, UctModel, UctRow, UctSpec};
use crate::{Error, Result};
use serde::{Deserialize, Serialize};

/// The format written in [`UctShardState::format`].
pub const FORMAT: &str = "gametree uct experiment shard 1";

/// What `gametree experiment --model pgame|trap --shard K/N --json` writes beside its rows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UctShardState {
    pub format: String,
    pub model: String,
    pub degree: u32,
    pub height: u32,
    pub samples: u32,
    pub iterations: Vec<u64>,
    pub seed: u64,
    pub c: f64,
    pub shard: u32,
    pub shards: u32,
    /// The sample indices [first, end) of this shard.
    pub range: [u32; 2],
    pub optimal: Vec<u64>,
    pub settled: Vec<u64>,
    pub f2_terminals: u64,
}

/// The samples of `shard` out of `samples`: the K-th of N near-equal contiguous ranges.
pub fn slice(shard: Shard, samples: u32) -> std::ops::Range<u32> {
    let at = |k: u32| (u64::from(k) * u64::from(samples) / u64::from(shard.count)) as u32;
    at(shard.index - 1)..at(shard.index)
}

/// Runs the samples of `shard` (`run` maps each index to its sample, in parallel or not) and
/// gives their rows and the state to merge.
pub fn run_shard(
    spec: &UctSpec,
    shard: Shard,
    run: impl Fn(std::ops::Range<u32>) -> Result<Vec<super::uct::UctSample>>,
) -> Result<(Vec<UctRow>, UctShardState)> {
    let r = slice(shard, spec.samples);
    let samples = run(r.clone())?;
    let sums = Sums::of(spec, &samples);
    let rows = rows_from_sums(spec, &sums);
    let state = UctShardState {
        format: FORMAT.into(),
        model: spec.model.id().into(),
        degree: spec.degree,
        height: spec.height,
        samples: spec.samples,
        iterations: spec.iterations.clone(),
        seed: spec.seed,
        c: spec.c,
        shard: shard.index,
        shards: shard.count,
        range: [r.start, r.end],
        optimal: sums.optimal,
        settled: sums.settled,
        f2_terminals: sums.f2_terminals,
    };
    Ok((rows, state))
}

/// The experiment a state is a shard of.
pub fn spec_of(s: &UctShardState) -> Result<UctSpec> {
    let model = match s.model.as_str() {
        "pgame" => UctModel::PGame,
        "trap" => UctModel::Trap,
        other => return Err(Error::generator(format!("model '{other}' is not pgame or trap"))),
    };
    Ok(UctSpec {
        model,
        degree: s.degree,
        height: s.height,
        samples: s.samples,
        iterations: s.iterations.clone(),
        seed: s.seed,
        c: s.c,
    })
}

/// Combines the states of shards 1..N of one experiment (any order) into its rows; a shard of
/// another experiment, given twice or missing, or one whose sums do not fit its slice, is
/// refused, naming the file.
pub fn merge(states: &[(String, UctShardState)]) -> Result<Vec<UctRow>> {
    let err = |m: String| Err(Error::generator(m));
    let Some((first_name, first)) = states.first() else {
        return err("no shards to merge".into());
    };
    let spec = spec_of(first)?;
    spec.check()?;
    let same = |s: &UctShardState| {
        (&s.model, s.degree, s.height, s.samples, &s.iterations, s.seed, s.c.to_bits(), s.shards)
            == (
                &first.model,
                first.degree,
                first.height,
                first.samples,
                &first.iterations,
                first.seed,
                first.c.to_bits(),
                first.shards,
            )
    };
    let mut seen = std::collections::BTreeMap::new();
    let mut sums = Sums {
        trees: 0,
        optimal: vec![0; spec.iterations.len()],
        settled: vec![0; spec.iterations.len()],
        f2_terminals: 0,
    };
    for (name, s) in states {
        if s.format != FORMAT {
            return err(format!("'{name}': format '{}', not '{FORMAT}'", s.format));
        }
        if !same(s) {
            return err(format!("'{name}' is from another experiment (or another N) than '{first_name}'"));
        }
        let shard = Shard { index: s.shard, count: s.shards };
        if s.shard == 0 || s.shard > s.shards {
            return err(format!("'{name}': shard {}/{} does not exist", s.shard, s.shards));
        }
        let r = slice(shard, s.samples);
        let trees = u64::from(r.end - r.start);
        let fits = s.range == [r.start, r.end]
            && s.optimal.len() == spec.iterations.len()
            && s.settled.len() == spec.iterations.len()
            && s.optimal.iter().chain(&s.settled).all(|&x| x <= trees);
        if !fits {
            return err(format!("'{name}': its counts do not fit shard {}/{}'s {trees} trees", s.shard, s.shards));
        }
        if let Some(other) = seen.insert(s.shard, name) {
            return err(format!("'{other}' and '{name}' are both shard {}/{}", s.shard, s.shards));
        }
        sums.trees += trees as u32;
        sums.f2_terminals += s.f2_terminals;
        for i in 0..spec.iterations.len() {
            sums.optimal[i] += s.optimal[i];
            sums.settled[i] += s.settled[i];
        }
    }
    let missing: Vec<String> = (1..=first.shards)
        .filter(|k| !seen.contains_key(k))
        .take(10)
        .map(|k| format!("{k}/{}", first.shards))
        .collect();
    if !missing.is_empty() {
        return err(format!("shards missing: {}", missing.join(", ")));
    }
    Ok(rows_from_sums(&spec, &sums))
}

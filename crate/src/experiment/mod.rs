//! Monte Carlo experiments (K&M sections 7-9): search many seeded random trees of a model
//! with several procedures and summarize the counts beside the theory.
//!
//! Every sample's tree has its own seed, derived from (base seed, model, degree, height,
//! sample index), and samples are summarized in index order, so the results for a given
//! seed are identical however the samples are split across threads (the CLI uses all cores;
//! the playground runs in one Web Worker).
//!
//! Samples stream: each is added to an [`Accumulator`] (count, mean and M2 per procedure and
//! level) as it comes, in batches of [`BATCH`] samples computed together (in parallel by
//! the CLI), so memory does not grow with the sample count; at most [`MAX_SAMPLES`] samples
//! per height. The accumulators are combined in a fixed order ([`blocks`]: blocks of
//! [`blocks::BLOCK`] samples along a binary tree), so a run split into shards
//! ([`shard`]) and merged gives the same results, bit for bit.

pub mod accumulator;
pub mod blocks;
pub mod mistakes;
pub use crate::search::implicit;
pub mod packed;
pub mod procs;
pub mod sampler;
pub mod shard;
pub mod stats;
pub mod theory_values;
pub mod uct;
pub mod uct_shard;
pub mod wilson;

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::generate::{GenSpec, Model};
use crate::search::Stack;
use crate::tree::Limits;
pub use accumulator::{Accumulator, ProcMoments};
pub use sampler::Sampler;
use serde::{Deserialize, Serialize};
pub use stats::{summarize, Moments, Summary};

/// The most samples per height: 10^8. Memory does not depend on the count (samples are
/// accumulated as they come), but time does: 10^8 samples of even a one-position tree take
/// minutes. For more, run shards and merge their [`Accumulator`]s.
pub const MAX_SAMPLES: u32 = 100_000_000;

/// The most positions an implicit tree's search may be known to examine (10^9: about ten
/// seconds a sample): F0's d^0 + ... + d^h, and Corollary 3's minimum for F1 and F2.
pub const MAX_IMPLICIT_POSITIONS: u64 = 1_000_000_000;

/// Samples computed together before they are accumulated (in sample order): at most this
/// many [`SampleCounts`] are held at once. A multiple of [`blocks::BLOCK`], so a batch
/// starting on a block's first sample ends on a block's last (or the height's last sample).
pub const BATCH: u32 = 4 * blocks::BLOCK;

/// What to run: one model and degree, several heights, samples and procedures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ExperimentSpec {
    /// Model and its parameters (degree, seed, lo/hi, scale, q, meanDegree ...); `height`
    /// is taken from `heights`.
    pub gen: GenSpec,
    pub heights: Vec<u32>,
    pub samples: u32,
    pub procs: Vec<String>,
    /// Search implicit trees (model `iid` only, procedures F0/F1/F2): values from a hash of
    /// (seed, path), nothing materialized, so the trees may be far larger than memory.
    pub implicit: bool,
}

impl Default for ExperimentSpec {
    fn default() -> ExperimentSpec {
        ExperimentSpec {
            gen: GenSpec { model: Model::Permutation, degree: 3, ..GenSpec::default() },
            heights: vec![2, 4, 6],
            samples: 100,
            procs: vec!["F1".into(), "F2".into()],
            implicit: false,
        }
    }
}

/// The counts of one sample tree, per procedure (in `procs` order).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SampleCounts {
    pub terminals: Vec<u64>,
    pub per_level: Vec<Vec<u64>>,
    pub positions: Vec<u64>,
}

/// One row of results: a (model, degree, height, procedure) cell.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub model: String,
    pub degree: u32,
    pub height: u32,
    pub proc: String,
    pub samples: u32,
    pub mean_terminals: f64,
    pub stderr_terminals: f64,
    pub ci95_terminals: [f64; 2],
    pub mean_positions: f64,
    pub stderr_positions: f64,
    /// Mean and standard error of positions examined on each level 0..=height.
    pub mean_per_level: Vec<f64>,
    pub stderr_per_level: Vec<f64>,
    /// Effective branching factor: mean_terminals^(1/h).
    pub branching_factor: f64,
    /// The exact expectation from the paper where one exists for this cell.
    pub theory_terminals: Option<f64>,
    /// Which formula gave `theory_terminals`.
    pub theory: Option<String>,
    /// Corollary 3's minimum for uniform trees (every algorithm examines at least this).
    pub minimum_terminals: Option<f64>,
    /// All terminals (d^h) for uniform trees.
    pub all_terminals: Option<f64>,
}

/// The seed of sample `i` of a cell: a mix of the base seed and the cell's coordinates.
pub fn sample_seed(base: u64, model: Model, degree: u32, height: u32, i: u32) -> u64 {
    let mut z = base ^ 0x243f_6a88_85a3_08d3;
    for x in [model as u64 + 1, degree as u64, height as u64, i as u64] {
        z = z.wrapping_add(x.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
    }
    z
}

impl ExperimentSpec {
    /// Checks the names and sizes; returns the canonical procedure names.
    pub fn validate(&self) -> Result<Vec<&'static str>> {
        if self.heights.is_empty() {
            return Err(Error::generator("give at least one height".into()).said(Message::new("e-x-no-height")));
        }
        if self.samples == 0 {
            return Err(Error::generator("samples must be at least 1".into()).said(Message::new("e-x-no-samples")));
        }
        if self.samples > MAX_SAMPLES {
            return Err(Error::generator(format!(
                "samples must be at most {MAX_SAMPLES} per height (got {}): use fewer samples (the standard error \
                 shrinks only as 1/sqrt(samples))",
                self.samples
            ))
            .said(
                Message::new("e-x-samples").number("max", MAX_SAMPLES as i64).number("samples", self.samples as i64),
            ));
        }
        if self.procs.is_empty() {
            return Err(Error::generator("give at least one procedure".into()).said(Message::new("e-x-no-procedure")));
        }
        let names = self.procs.iter().map(|p| procs::canonical(p)).collect::<Result<Vec<_>>>()?;
        // A repeat would print the same rows twice (and is a slip, not a request).
        if let Some((_, h)) = self.heights.iter().enumerate().find(|(i, h)| self.heights[..*i].contains(h)) {
            return Err(Error::generator(format!("height {h} is given twice: list each height once"))
                .said(Message::new("e-x-height-twice").number("height", *h as i64)));
        }
        if let Some((i, p)) = names.iter().enumerate().find(|(i, p)| names[..*i].contains(p)) {
            return Err(Error::generator(format!(
                "the procedure {p} is given twice ('{}'): list each procedure once",
                self.procs[i].trim()
            ))
            .said(Message::new("e-x-proc-twice").text("proc", p).text("given", self.procs[i].trim())));
        }
        if self.implicit {
            if self.gen.model != Model::Iid {
                return Err(Error::generator("implicit trees use the iid model".into()));
            }
            // Implicit trees are never built: only procedures that search each position once,
            // with no memory of positions, can run on them.
            let once = |name: &str| matches!(crate::procedures::find(name).map(|e| e.kind), Ok(crate::procedures::Kind::Km(p)) if p.0.plain);
            if let Some(p) = names.iter().find(|p| !once(p)) {
                let ok: Vec<&str> =
                    crate::search::Procedure::ALL.iter().filter(|p| p.0.plain).map(|p| p.name()).collect();
                return Err(Error::generator(format!(
                    "implicit trees are searched by the procedures that examine each position once with no memory ({}), not {p}",
                    ok.join(", ")
                )));
            }
            self.check_implicit_work(&names)?;
        }
        Ok(names)
    }

    /// Implicit trees are never stored, so only the work bounds them: F0 examines every
    /// position, and F1 / F2 at least Corollary 3's d^ceil(h/2) + d^floor(h/2) - 1 terminals
    /// whatever the values; each must stay within [`MAX_IMPLICIT_POSITIONS`], and the height
    /// within the tree depth limit (the searches keep a frame per level).
    fn check_implicit_work(&self, procs: &[&str]) -> Result<()> {
        let d = self.gen.degree;
        let max_depth = Limits::default().max_depth;
        for &h in &self.heights {
            if h as usize > max_depth {
                return Err(Error::limit(format!(
                    "an implicit tree of height {h} is deeper than the limit of {max_depth} levels: lower the height"
                )));
            }
            if procs.contains(&"F0") && crate::tree::uniform_size(d, h).is_none_or(|n| n > MAX_IMPLICIT_POSITIONS) {
                return Err(Error::limit(format!(
                    "F0 would examine all d^0 + ... + d^h positions of the implicit tree (d = {d}, h = {h}), more than \
                     the limit of {MAX_IMPLICIT_POSITIONS}: lower the degree or the height, or leave F0 out"
                )));
            }
            let least = crate::analysis::minimal_terminals(d as u64, h);
            if procs.iter().any(|p| *p != "F0") && least.is_none_or(|n| n > MAX_IMPLICIT_POSITIONS) {
                return Err(Error::limit(format!(
                    "F1 and F2 examine at least d^ceil(h/2) + d^floor(h/2) - 1 terminals (Corollary 3) of the implicit \
                     tree (d = {d}, h = {h}), more than the limit of {MAX_IMPLICIT_POSITIONS}: lower the degree or the \
                     height"
                )));
            }
        }
        Ok(())
    }

    /// The number of samples actually drawn for a height (the pi model has one tree).
    pub fn samples_for(&self) -> u32 {
        if self.gen.model == Model::Pi {
            1
        } else {
            self.samples
        }
    }

    /// Generates sample `i` at height `h` and runs every procedure on it. To run many
    /// samples, check the spec once with [`ExperimentSpec::sampler`].
    pub fn run_sample(&self, h: u32, i: u32, stack: &mut Stack) -> Result<SampleCounts> {
        self.sampler()?.sample(h, i, stack)
    }

    /// Summarizes the samples of height `h` (in sample order) into one row per procedure.
    /// Errs when a sample does not have one count per procedure.
    pub fn summarize(&self, h: u32, samples: &[SampleCounts]) -> Result<Vec<Row>> {
        let procs = self.validate()?;
        let mut r = blocks::Reducer::new(h, procs.len(), 0);
        for s in samples {
            r.push(s)?;
        }
        self.rows(&blocks::fold(h, procs.len(), &r.finish()?)?)
    }

    /// Computes the samples of height `h` in batches of at most [`BATCH`] — `batch(range)`
    /// returns the counts of the samples in `range`, in order (it may compute them in
    /// parallel) — and accumulates them in the order of [`blocks`].
    pub fn accumulate(
        &self,
        h: u32,
        batch: impl FnMut(std::ops::Range<u32>) -> Result<Vec<SampleCounts>>,
    ) -> Result<Accumulator> {
        let procs = self.validate()?.len();
        let nodes = self.accumulate_blocks(h, 0..blocks::blocks_of(self.samples_for()), batch)?;
        blocks::fold(h, procs, &nodes)
    }

    /// Like [`Self::accumulate`] for the samples of blocks `range` only (a shard's): their
    /// maximal nodes ([`blocks::cover`]), left to right.
    pub fn accumulate_blocks(
        &self,
        h: u32,
        range: std::ops::Range<u32>,
        mut batch: impl FnMut(std::ops::Range<u32>) -> Result<Vec<SampleCounts>>,
    ) -> Result<Vec<blocks::Node>> {
        let procs = self.validate()?;
        let n = self.samples_for();
        let mut r = blocks::Reducer::new(h, procs.len(), range.start);
        let end = (range.end as u64 * blocks::BLOCK as u64).min(n as u64) as u32;
        let mut start = (range.start as u64 * blocks::BLOCK as u64).min(end as u64) as u32;
        while start < end {
            let stop = start.saturating_add(BATCH).min(end);
            let counts = batch(start..stop)?;
            if counts.len() != (stop - start) as usize {
                return Err(Error::generator(format!("{} sample counts for samples {start}..{stop}", counts.len())));
            }
            for s in &counts {
                r.push(s)?;
            }
            start = stop;
        }
        r.finish()
    }

    /// One row per procedure from the accumulated samples of one height.
    pub fn rows(&self, acc: &Accumulator) -> Result<Vec<Row>> {
        let procs = self.validate()?;
        if acc.procs.len() != procs.len() {
            return Err(Error::generator(format!(
                "the samples have counts for {} procedures; the experiment has {}",
                acc.procs.len(),
                procs.len()
            )));
        }
        let (d, h) = (self.gen.degree, acc.height);
        let uniform = !matches!(self.gen.model, Model::Nonuniform | Model::RandomShape);
        let mut rows = Vec::new();
        for (p, m) in procs.iter().zip(&acc.procs) {
            let (ml, sl) = m.per_level.iter().map(|l| l.summary()).map(|s| (s.mean, s.stderr)).unzip();
            let st = m.terminals.summary();
            let sp = m.positions.summary();
            let th = theory_values::expected_terminals(self.gen.model, p, d, h);
            rows.push(Row {
                model: if self.implicit { "implicit".into() } else { self.gen.model.name().to_string() },
                degree: d,
                height: h,
                proc: p.to_string(),
                samples: acc.samples.min(u32::MAX as u64) as u32,
                mean_terminals: st.mean,
                stderr_terminals: st.stderr,
                ci95_terminals: st.ci95,
                mean_positions: sp.mean,
                stderr_positions: sp.stderr,
                mean_per_level: ml,
                stderr_per_level: sl,
                // libm's pow, not the platform's: the same bits natively and in wasm, so the
                // page's rows are the CLI's exactly (the platform pow differed in the last bit).
                branching_factor: if h > 0 { libm::pow(st.mean, 1.0 / h as f64) } else { f64::NAN },
                theory_terminals: th.as_ref().map(|x| x.1),
                theory: th.map(|x| x.0),
                minimum_terminals: uniform
                    .then(|| crate::analysis::minimal_terminals(d as u64, h).map(|m| m as f64))
                    .flatten(),
                all_terminals: uniform.then(|| (d as f64).powi(h as i32)),
            });
        }
        Ok(rows)
    }

    /// Runs everything sequentially; `progress(done, total)` after each sample. Returns
    /// early with an error if `progress` returns false (cancelled).
    pub fn run(&self, mut progress: impl FnMut(u64, u64) -> bool) -> Result<Vec<Row>> {
        self.validate()?;
        let n = self.samples_for();
        let total = n as u64 * self.heights.len() as u64;
        let mut done = 0;
        let mut stack = Stack::new();
        let mut rows = Vec::new();
        for &h in &self.heights {
            let acc = self.accumulate(h, |range| {
                let mut out = Vec::with_capacity(range.len());
                for i in range {
                    out.push(self.run_sample(h, i, &mut stack)?);
                    done += 1;
                    if !progress(done, total) {
                        return Err(Error::limit("cancelled".into()));
                    }
                }
                Ok(out)
            })?;
            rows.extend(self.rows(&acc)?);
        }
        Ok(rows)
    }
}

/// Rows as CSV, RFC 4180: a header line, then one line per row; per-level means joined by
/// ';'. A field holding a comma, a double quote or a line break (the theory label
/// "T(d,2) (30)") is quoted, its double quotes doubled. Lines end in CRLF, as RFC 4180
/// section 2 says.
///
/// Hand-written rather than the `csv` crate: quoting is these few lines, and the function
/// is also compiled into the page's wasm, which should not grow for them.
pub fn to_csv(rows: &[Row]) -> String {
    fn field(out: &mut String, x: &str) {
        if x.contains([',', '"', '\r', '\n']) {
            out.push('"');
            out.push_str(&x.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(x);
        }
    }
    fn line(out: &mut String, fields: &[String]) {
        for (i, x) in fields.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            field(out, x);
        }
        out.push_str("\r\n");
    }
    const HEADER: [&str; 17] = [
        "model",
        "degree",
        "height",
        "proc",
        "samples",
        "mean_terminals",
        "stderr_terminals",
        "ci95_low",
        "ci95_high",
        "mean_positions",
        "stderr_positions",
        "branching_factor",
        "theory_terminals",
        "theory",
        "minimum_terminals",
        "all_terminals",
        "mean_per_level",
    ];
    let mut s = String::new();
    line(&mut s, &HEADER.map(String::from));
    let opt = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v}"));
    for r in rows {
        let levels: Vec<String> = r.mean_per_level.iter().map(|x| format!("{x}")).collect();
        let fields: [String; 17] = [
            r.model.clone(),
            r.degree.to_string(),
            r.height.to_string(),
            r.proc.clone(),
            r.samples.to_string(),
            r.mean_terminals.to_string(),
            r.stderr_terminals.to_string(),
            r.ci95_terminals[0].to_string(),
            r.ci95_terminals[1].to_string(),
            r.mean_positions.to_string(),
            r.stderr_positions.to_string(),
            r.branching_factor.to_string(),
            opt(r.theory_terminals),
            r.theory.clone().unwrap_or_default(),
            opt(r.minimum_terminals),
            opt(r.all_terminals),
            levels.join(";"),
        ];
        line(&mut s, &fields);
    }
    s
}

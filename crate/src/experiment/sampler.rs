//! Running many samples of one experiment: the spec is checked and its procedures are
//! looked up in the catalogue once ([`ExperimentSpec::sampler`]), not once per sample.
//!
//! A sample of K&M's section 7 experiment (d = 3, h = 6: 1,093 positions, searched by F1
//! and F2) takes about 10 µs natively; checking the spec and parsing every procedure's name
//! through the catalogue (which lowercases every name and alias it compares) cost a good
//! part of that again, and more in wasm, where each of those small allocations is a call
//! into the module's allocator.

use super::{implicit, sample_seed, ExperimentSpec, SampleCounts};
use crate::error::{Error, Result};
use crate::generate::{generate, GenSpec};
use crate::procedures::{self, Entry, Kind, Options};
use crate::search::{Params, Procedure, Stack};
use crate::tree::Limits;

/// A checked spec with its procedures' catalogue entries, in the spec's order.
#[derive(Clone)]
pub struct Sampler<'a> {
    spec: &'a ExperimentSpec,
    entries: Vec<&'static Entry>,
    /// For implicit trees: the negamax procedures (checked by [`ExperimentSpec::validate`]).
    negamax: Vec<Procedure>,
    options: Options,
}

impl ExperimentSpec {
    /// Checks the spec ([`ExperimentSpec::validate`]) and looks its procedures up once.
    pub fn sampler(&self) -> Result<Sampler<'_>> {
        let names = self.validate()?;
        let entries = names.iter().map(|p| procedures::find(p)).collect::<Result<Vec<_>>>()?;
        let mut negamax = Vec::new();
        if self.implicit {
            for e in &entries {
                let Kind::Km(p) = e.kind else {
                    return Err(Error::generator(format!(
                        "implicit trees are searched by negamax procedures, not {}",
                        e.name
                    )));
                };
                negamax.push(p);
            }
        }
        Ok(Sampler { spec: self, entries, negamax, options: Options::default() })
    }
}

impl Sampler<'_> {
    /// The number of procedures.
    pub fn procs(&self) -> usize {
        self.entries.len()
    }

    /// Generates sample `i` at height `h` and runs every procedure on it (with the
    /// catalogue's default options), reusing `stack`.
    pub fn sample(&self, h: u32, i: u32, stack: &mut Stack) -> Result<SampleCounts> {
        let s = self.spec;
        let seed = sample_seed(s.gen.seed, s.gen.model, s.gen.degree, h, i);
        let k = self.entries.len();
        let mut out = SampleCounts {
            terminals: Vec::with_capacity(k),
            per_level: Vec::with_capacity(k),
            positions: Vec::with_capacity(k),
        };
        if s.implicit {
            let it = implicit::ImplicitTree::new(s.gen.degree, h, seed, s.gen.lo, s.gen.hi)?;
            for p in &self.negamax {
                let (_, c) = p.implicit(&it, &Params::default())?;
                out.terminals.push(c.terminals);
                out.positions.push(c.positions);
                out.per_level.push(c.per_level);
            }
            return Ok(out);
        }
        let spec = GenSpec { height: h, seed, ..s.gen.clone() };
        let tree = generate(&spec, Limits::default())?;
        for e in &self.entries {
            let (_, c) = e.count(&tree, &self.options, stack)?;
            out.terminals.push(c.terminals);
            out.positions.push(c.positions);
            out.per_level.push(c.per_level);
        }
        Ok(out)
    }
}

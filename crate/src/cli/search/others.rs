//! The procedures beyond K&M's F0/F1/F2 in `gametree search --proc NAME`: Muszycka's
//! (falphabeta, palphabeta, pvs, scout and its variants, sss, ...) and Slagle's m&n
//! minimaxing and m&n alpha-beta, run through the catalogue ([`crate::procedures`]) and
//! shown from the core's run record ([`crate::record::Record`]).

use super::super::people::Names;
use super::super::CliError;
use super::others_trace;
use crate::procedures::{Entry, Options};
use crate::record::{CutKind, Record, Trace};
use crate::tree::Tree;
use std::fmt::Write as _;

/// Runs `entry` with the command line's options. A bad option for it (m&n alpha-beta with
/// m or n below 2, a backing-up function) is a usage error.
pub fn run(tree: &Tree, entry: &'static Entry, o: &Options) -> Result<Record, CliError> {
    entry.run(tree, o).map_err(|e| CliError::usage(e.message()).for_command("search"))
}

/// The other procedures' part of the table, built one record at a time: the thesis'
/// counters, the traces in sentences, Slagle's lines.
pub struct Table<'t> {
    tree: &'t Tree,
    names: Names<'t>,
    thesis: String,
    traces: String,
    mn: String,
    mutants: String,
}

impl<'t> Table<'t> {
    pub fn new(tree: &'t Tree) -> Table<'t> {
        Table {
            tree,
            names: Names::new(tree),
            thesis: String::new(),
            traces: String::new(),
            mn: String::new(),
            mutants: String::new(),
        }
    }

    pub fn add(&mut self, e: &Entry, r: &Record) {
        if let crate::procedures::Kind::Mutant(m) = e.kind {
            self.mutant(m.spec(), r);
        }
        if let Some(t) = &r.thesis {
            let c = &t.counters;
            let _ = writeln!(
                self.thesis,
                "{:<18} {:>10} {:>8} {:>9} {:>9} {:>8} {:>7} {:>11} {:>8}",
                e.name,
                r.value.to_string(),
                r.exact,
                c.nodes_created,
                c.leaves_created,
                c.node_visits,
                c.tests,
                c.re_searches,
                c.cutoffs
            );
        }
        let mut trace = String::new();
        let events = match &r.trace {
            Some(Trace::Thesis(events)) => {
                others_trace::thesis(&mut trace, self.tree, events);
                events.len()
            }
            Some(Trace::Mn(events)) => {
                others_trace::mn(&mut trace, self.tree, events);
                events.len()
            }
            // K&M's and Ballard's traces are written by their own parts of the command.
            Some(Trace::Km(_) | Trace::Chance(_)) | None => 0,
        };
        if events > 0 {
            let _ = writeln!(self.traces, "\ntrace of {} ({events} events):", e.name);
            self.traces.push_str(&trace);
        }
        if let Some(mn) = &r.mn {
            let mv = mn.best.map_or("-".to_string(), |b| self.names.name(b.at));
            let kind = |k: CutKind| r.counts.by_kind.get(&k).copied().unwrap_or(0);
            let _ = writeln!(
                self.mn,
                "\n{} (m = {}, n = {}, tie rule {}, backing-up functions {}): move {mv}, value {}, positions {}, terminals {}, cutoffs {} (highest-level alpha {}, m&n alpha {}, m&n beta {})",
                e.name,
                mn.m,
                mn.n,
                mn.tie,
                mn.backup,
                r.value,
                r.counts.positions,
                r.counts.terminals,
                r.counts.cutoffs,
                kind(CutKind::HighestLevelAlpha),
                kind(CutKind::MnAlpha),
                kind(CutKind::MnBeta)
            );
            for w in &mn.warnings {
                let _ = writeln!(self.mn, "  warning: {}", w.message);
            }
        }
    }

    /// A mistake's lines: what it models and where it is reported, its value and counts, the
    /// positions it does not examine (cut-off roots) and how that differs from F2's.
    fn mutant(&mut self, spec: &crate::mutants::Spec, r: &Record) {
        let tree = self.tree;
        let roots = |r: &Record| -> Vec<crate::tree::NodeId> {
            let not: Vec<bool> = r.status.iter().map(|s| *s != crate::record::Status::Examined).collect();
            crate::practice::marks::roots_of_flags(tree, &not)
        };
        let names = |v: &[crate::tree::NodeId]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.iter().map(|&p| self.names.name(p)).collect::<Vec<_>>().join(" ")
            }
        };
        let f2 = crate::procedures::entry(crate::procedures::Kind::Km(crate::search::Procedure::F2));
        let o = crate::procedures::Options { alpha: r.alpha, beta: r.beta, ..Default::default() };
        let correct = f2.run(tree, &o).ok();
        let _ = writeln!(self.mutants, "\n{} ({}): {}", r.procedure, spec.title, spec.misconception);
        let _ = writeln!(self.mutants, "  source: {}", spec.source);
        let _ = writeln!(
            self.mutants,
            "  value {} ({}), positions examined {}, terminals {}, cutoffs {}",
            r.value,
            if r.exact { "exact" } else { "a bound" },
            r.counts.positions,
            r.counts.terminals,
            r.counts.cutoffs
        );
        let _ = writeln!(self.mutants, "  not examined (cut-off roots): {}", names(&roots(r)));
        if let Some(c) = correct {
            let differ =
                r.status.iter().zip(&c.status).filter(|(a, b)| {
                    (**a == crate::record::Status::Examined) != (**b == crate::record::Status::Examined)
                });
            let _ = writeln!(
                self.mutants,
                "  F2 with the same window: value {}, cut-off roots {}; {} positions examined by one and not the other",
                c.value,
                names(&roots(&c)),
                differ.count()
            );
        }
    }

    /// The thesis' table, then the traces, then Slagle's lines, then the mistakes'.
    pub fn finish(self) -> String {
        let mut s = String::new();
        if !self.thesis.is_empty() {
            let _ = writeln!(
                s,
                "\nMuszycka's procedures (thesis counters; the root is not counted as created)\n{:<18} {:>10} {:>8} {:>9} {:>9} {:>8} {:>7} {:>11} {:>8}",
                "procedure", "value", "exact", "created", "leaves", "visits", "tests", "re-searches", "cutoffs"
            );
            s.push_str(&self.thesis);
        }
        s.push_str(&self.traces);
        s.push_str(&self.mn);
        s.push_str(&self.mutants);
        s
    }
}

//! The procedures beyond K&M's F0/F1/F2 in `gametree search --proc NAME`: Muszycka's
//! (falphabeta, palphabeta, pvs, scout and its variants, sss, ...) and Slagle's m&n
//! minimaxing and m&n alpha-beta.

use super::super::CliError;
use super::others_trace;
use crate::search::Window;
use crate::slagle::{self, Backup, MnOptions, MnProcedure, MnResult, TieRule};
use crate::thesis::{self, Options, ThesisProc, ThesisResult};
use crate::tree::Tree;
use serde::Serialize;
use std::fmt::Write as _;

/// The most values an m&n trace may hold: every event of m&n alpha-beta carries a list of
/// up to m (or n) values, so a trace holds about max(m, n) values per position. Ten million
/// values are some hundred megabytes in memory and in JSON.
pub const MAX_MN_TRACE_VALUES: u64 = 10_000_000;

/// One procedure of another paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Other {
    Thesis(ThesisProc),
    Mn(MnProcedure),
}

impl Other {
    /// The CLI name (also the JSON key).
    pub fn name(self) -> String {
        match self {
            Other::Thesis(p) => p.name().to_string(),
            Other::Mn(p) => p.to_string(),
        }
    }

    /// Every other procedure, in the order `--proc all` runs them.
    pub fn all() -> Vec<Other> {
        let mut v: Vec<Other> = ThesisProc::ALL.iter().map(|&p| Other::Thesis(p)).collect();
        v.push(Other::Mn(MnProcedure::MnMinimax));
        v.push(Other::Mn(MnProcedure::MnAlphabeta));
        v
    }

    pub fn parse(name: &str) -> Option<Other> {
        if let Ok(p) = name.parse::<MnProcedure>() {
            return Some(Other::Mn(p));
        }
        name.parse::<ThesisProc>().ok().map(Other::Thesis)
    }
}

/// Options of the other procedures, from the command line.
pub struct OtherOptions {
    pub window: Window,
    pub trace: bool,
    /// Muszycka: the literal reading of the thesis text instead of the resolved one.
    pub literal: bool,
    pub m: usize,
    pub n: usize,
    pub backup: Backup,
    pub tie: TieRule,
}

/// The result of one other procedure.
pub enum OtherResult {
    Thesis(ThesisResult),
    Mn(MnResult),
}

/// Checks that an m&n trace of `tree` stays within [`MAX_MN_TRACE_VALUES`].
pub fn check_mn_trace(tree: &Tree, o: &OtherOptions) -> Result<(), CliError> {
    let values = (o.m.max(o.n) as u64).saturating_mul(tree.len() as u64);
    if o.trace && values > MAX_MN_TRACE_VALUES {
        return Err(CliError::input(format!(
            "an m&n trace lists up to max(m, n) values at every position: m = {}, n = {} on {} positions is {values} \
             values (at most {MAX_MN_TRACE_VALUES}); lower --m and --n, or leave out --trace",
            o.m,
            o.n,
            tree.len()
        )));
    }
    Ok(())
}

/// Runs `p`; m&n alpha-beta with m or n below 2 does not apply (an error).
pub fn run(tree: &Tree, p: Other, o: &OtherOptions) -> Result<OtherResult, CliError> {
    match p {
        Other::Thesis(tp) => {
            let mut opts = if o.literal { Options::literal() } else { Options::default() };
            if tp.takes_window() {
                opts.window = o.window;
            }
            opts.trace = o.trace;
            Ok(OtherResult::Thesis(thesis::run(tree, tp, opts)))
        }
        Other::Mn(mp) => {
            let opts = MnOptions { m: o.m, n: o.n, tie: o.tie, trace: o.trace, ..MnOptions::default() };
            slagle::run(mp, tree, &opts, &o.backup).map(OtherResult::Mn).map_err(|e| match e {
                slagle::MnError::Parameter(m) => CliError::usage(m).for_command("search"),
                slagle::MnError::Tree(m) => CliError::input(m),
            })
        }
    }
}

/// A thesis result as JSON: the core's result with the created positions named by Dewey
/// coordinates, and the counts under the names K&M's reports use.
#[derive(Serialize)]
pub struct ThesisJson<'a> {
    procedure: ThesisProc,
    options: &'a Options,
    value: crate::score::Score,
    exact: bool,
    counters: &'a thesis::Counters,
    created: Vec<String>,
    leaves_created: u64,
    terminals_examined: u64,
    trace: &'a Option<Vec<thesis::Event>>,
}

/// An m&n result as JSON: the core's result and the counts under the names K&M's reports use.
#[derive(Serialize)]
pub struct MnJson<'a> {
    #[serde(flatten)]
    result: &'a MnResult,
    terminals_examined: u64,
    positions_examined: u64,
}

/// The JSON of one other procedure.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Json<'a> {
    Thesis(ThesisJson<'a>),
    Mn(MnJson<'a>),
}

impl<'a> Json<'a> {
    pub fn new(tree: &Tree, r: &'a OtherResult) -> Json<'a> {
        match r {
            OtherResult::Thesis(t) => Json::Thesis(ThesisJson {
                procedure: t.procedure,
                options: &t.options,
                value: t.value,
                exact: t.exact,
                counters: &t.counters,
                created: t.created.iter().map(|&p| tree.dewey(p).to_string()).collect(),
                leaves_created: t.counters.leaves_created,
                terminals_examined: t.counters.static_evaluations,
                trace: &t.trace,
            }),
            OtherResult::Mn(m) => Json::Mn(MnJson {
                result: m,
                terminals_examined: m.counts.terminals,
                positions_examined: m.counts.positions,
            }),
        }
    }
}

/// A human-readable table of other procedures' results.
pub fn table(tree: &Tree, results: &[(Other, OtherResult)]) -> String {
    let mut s = String::new();
    if results.iter().any(|(_, r)| matches!(r, OtherResult::Thesis(_))) {
        let _ = writeln!(
            s,
            "\nMuszycka's procedures (thesis counters; the root is not counted as created)\n{:<18} {:>10} {:>8} {:>9} {:>9} {:>8} {:>7} {:>11} {:>8}",
            "procedure", "value", "exact", "created", "leaves", "visits", "tests", "re-searches", "cutoffs"
        );
        for (p, r) in results {
            if let OtherResult::Thesis(t) = r {
                let c = &t.counters;
                let _ = writeln!(
                    s,
                    "{:<18} {:>10} {:>8} {:>9} {:>9} {:>8} {:>7} {:>11} {:>8}",
                    p.name(),
                    t.value.to_string(),
                    t.exact,
                    c.nodes_created,
                    c.leaves_created,
                    c.node_visits,
                    c.tests,
                    c.re_searches,
                    c.cutoffs
                );
            }
        }
    }
    for (p, r) in results {
        let mut trace = String::new();
        let events = match r {
            OtherResult::Thesis(t) => {
                let events = t.trace.as_deref().unwrap_or(&[]);
                others_trace::thesis(&mut trace, tree, events);
                events.len()
            }
            OtherResult::Mn(m) => {
                let events = m.trace.as_deref().unwrap_or(&[]);
                others_trace::mn(&mut trace, tree, events);
                events.len()
            }
        };
        if events > 0 {
            let _ = writeln!(s, "\ntrace of {} ({events} events):", p.name());
            s.push_str(&trace);
        }
    }
    for (p, r) in results {
        if let OtherResult::Mn(m) = r {
            let mv = m.best.as_ref().map_or("-".to_string(), |b| b.dewey.to_string());
            let _ = writeln!(
                s,
                "\n{} (m = {}, n = {}, tie rule {}): move {mv}, value {}, positions {}, terminals {}, cutoffs {} (highest-level alpha {}, m&n alpha {}, m&n beta {})",
                p.name(),
                m.m,
                m.n,
                m.tie,
                m.value,
                m.counts.positions,
                m.counts.terminals,
                m.counts.cutoffs(),
                m.counts.highest_level_alpha_cutoffs,
                m.counts.mn_alpha_cutoffs,
                m.counts.mn_beta_cutoffs
            );
            for w in &m.warnings {
                let _ = writeln!(s, "  warning: {}", w.message);
            }
        }
    }
    s
}

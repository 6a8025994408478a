//! The procedures beyond K&M's F0/F1/F2 in `gametree search --proc NAME`: Muszycka's
//! (falphabeta, palphabeta, pvs, scout and its variants, sss, ...) and Slagle's m&n
//! minimaxing and m&n alpha-beta.

use super::CliError;
use crate::report::dewey_names;
use crate::search::Window;
use crate::slagle::{self, Backup, MnOptions, MnProcedure, MnResult, TieRule};
use crate::thesis::{self, Options, ThesisProc, ThesisResult};
use crate::tree::Tree;
use std::fmt::Write as _;

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

/// The result as JSON, with positions named by Dewey coordinates where the result lists
/// positions by id.
pub fn json(tree: &Tree, r: &OtherResult) -> Result<serde_json::Value, CliError> {
    let e = |e: serde_json::Error| CliError::input(format!("JSON: {e}"));
    match r {
        OtherResult::Thesis(t) => {
            let mut v = serde_json::to_value(t).map_err(e)?;
            let names = dewey_names(tree);
            v["created"] = t.created.iter().map(|&p| names[p as usize].clone()).collect();
            v["value"] = serde_json::to_value(t.value).map_err(e)?;
            v["leaves_created"] = t.counters.leaves_created.into();
            v["terminals_examined"] = t.counters.static_evaluations.into();
            Ok(v)
        }
        OtherResult::Mn(m) => {
            let mut v = serde_json::to_value(m).map_err(e)?;
            v["terminals_examined"] = m.counts.terminals.into();
            v["positions_examined"] = m.counts.positions.into();
            Ok(v)
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
        let mut open = thesis::OpenReplay::new();
        let events: Vec<String> = match r {
            OtherResult::Thesis(t) => t
                .trace
                .iter()
                .flatten()
                .filter_map(|e| match e {
                    // SSS*: the OPEN list as the thesis prints it (Fig. 8), rebuilt from the
                    // trace's changes.
                    thesis::Event::Open { step, .. } => Some(match open.apply(e) {
                        Ok(()) => format!("step {step:>3}: OPEN = {}", thesis::format_open(tree, &open.list())),
                        Err(why) => format!("step {step:>3}: {why}"),
                    }),
                    e => serde_json::to_string(e).ok(),
                })
                .collect(),
            OtherResult::Mn(m) => m.trace.iter().flatten().filter_map(|e| serde_json::to_string(e).ok()).collect(),
        };
        if !events.is_empty() {
            // One event per line, as JSON (positions by breadth-first id; see --json).
            let _ = writeln!(s, "\ntrace of {} ({} events):", p.name(), events.len());
            for e in events {
                let _ = writeln!(s, "  {e}");
            }
        }
    }
    for (p, r) in results {
        if let OtherResult::Mn(m) = r {
            let mv = m.best.as_ref().map_or("-".to_string(), |b| b.dewey.to_string());
            let _ = writeln!(
                s,
                "\n{} (m = {}, n = {}, tie rule {:?}): move {mv}, value {}, positions {}, terminals {}, cutoffs {} (highest-level alpha {}, m&n alpha {}, m&n beta {})",
                p.name(),
                m.m,
                m.n,
                m.tie,
                serde_json::to_string(&m.value).unwrap_or_default(),
                m.counts.positions,
                m.counts.terminals,
                m.counts.cutoffs(),
                m.counts.highest_level_alpha_cutoffs,
                m.counts.mn_alpha_cutoffs,
                m.counts.mn_beta_cutoffs
            );
            for w in &m.warnings {
                let _ = writeln!(s, "  warning: {}", serde_json::to_string(w).unwrap_or_default());
            }
        }
    }
    s
}

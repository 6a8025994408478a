//! What a window changed: the aspiration outcome, the positions saved and the extra ones,
//! and for F2 the aspiration re-search of K&M section 4.

use super::{run, Record};
use crate::aspiration::{self, Outcome};
use crate::procedures::{Entry, Kind, Options};
use crate::score::Score;
use crate::search::{self, Procedure, Window};
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// What a window other than (-inf, +inf) changed, against the same procedure with the full
/// window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WindowEffect {
    /// Examined with the full window, not by this (first) search: saved by the window.
    pub saved: Vec<NodeId>,
    /// Examined by this search (for F2 also its aspiration re-search) and not with the full
    /// window: what a wrong guess costs.
    pub extra: Vec<NodeId>,
}

/// One search of an aspiration run (K&M section 4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pass {
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
    pub positions: u64,
    pub terminals: u64,
}

/// F2 with a window other than (-inf, +inf): the aspiration search of K&M section 4.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AspirationRecord {
    pub outcome: Outcome,
    pub first: Pass,
    /// F2(root, -inf, v) after a fail low, F2(root, v, +inf) after a fail high.
    pub research: Option<Pass>,
    /// F(root), after the re-search.
    pub value: Score,
    pub total_positions: u64,
    pub total_terminals: u64,
    pub full_window_positions: u64,
    pub full_window_terminals: u64,
}

/// Adds to `r`, the record of `entry` run with `window` (not the full one), what the window
/// changed against a full-window run, and for F2 the aspiration re-search.
pub(super) fn analyse(
    entry: &'static Entry,
    tree: &Tree,
    window: Window,
    options: &Options,
    r: &mut Record,
) -> crate::Result<()> {
    let full = run(entry, tree, &Options { trace: false, ..options.clone() }.with_window(Window::FULL))?;
    let full_seen = full.examined();
    let mut seen = r.examined();
    let mut saved = Vec::new();
    for p in 0..tree.len() {
        if full_seen[p] && !seen[p] {
            saved.push(p as NodeId);
        }
    }
    if entry.kind == Kind::Km(Procedure::F2) {
        let a = aspiration::aspiration(tree, window)?;
        if let Some(again) = &a.research {
            let again = search::run(tree, Procedure::F2, again.window, false);
            for p in again.examined {
                seen[p as usize] = true;
            }
        }
        let pass = |p: &aspiration::Pass| Pass {
            alpha: p.window.alpha,
            beta: p.window.beta,
            value: p.value,
            positions: p.counts.positions,
            terminals: p.counts.terminals,
        };
        r.aspiration = Some(AspirationRecord {
            outcome: a.outcome,
            first: pass(&a.first),
            research: a.research.as_ref().map(pass),
            value: a.value,
            total_positions: a.total_positions,
            total_terminals: a.total_terminals,
            full_window_positions: a.full_window_positions,
            full_window_terminals: a.full_window_terminals,
        });
    }
    let extra = (0..tree.len()).filter(|&p| seen[p] && !full_seen[p]).map(|p| p as NodeId).collect();
    r.window_effect = Some(WindowEffect { saved, extra });
    Ok(())
}

//! What a window changed: the aspiration outcome, the positions saved and the extra ones,
//! and for F2 the aspiration re-search of K&M section 4.

use super::run;
use crate::aspiration;
use crate::procedures::{Entry, Kind, Options};
use crate::record::{AspirationRecord, Pass, Record, WindowEffect};
use crate::search::{self, Procedure, Window};
use crate::tree::{NodeId, Tree};

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

//! `gametree search --trace`: the events of a K&M search, as the catalogue's run record
//! carries them ([`crate::record::KmEvent`]), in sentences, one per line, indented by level.

use super::super::people::Names;
use crate::record::KmEvent;
use crate::search::{CutoffKind, Procedure, WindowUse};
use crate::tree::{NodeId, Tree};
use std::fmt::Write as _;

/// The procedure's call for people, by how it takes the window: "F0(root)",
/// "F1(root, 4)", "F2(root, -inf, 4)".
pub fn call(procedure: Procedure, window: crate::search::Window) -> String {
    match procedure.window_use() {
        WindowUse::None => format!("{procedure}(root)"),
        WindowUse::Bound => format!("{procedure}(root, {})", window.beta),
        WindowUse::Window => format!("{procedure}(root, {}, {})", window.alpha, window.beta),
    }
}

/// The kind of a cutoff for people (K&M section 2, Fig. 3).
pub fn kind_name(kind: CutoffKind) -> &'static str {
    match kind {
        CutoffKind::Shallow => "shallow",
        CutoffKind::Deep => "deep",
        CutoffKind::Window => "window",
    }
}

/// Enter and return lines sit at the position's level, the steps of its loop (update,
/// cutoff) one deeper. Capped, so that a trace of a very deep tree stays linear in size.
fn indent(out: &mut String, tree: &Tree, at: NodeId, inside: bool) {
    out.push_str(&"  ".repeat((tree.depth(at) as usize + usize::from(inside)).min(40)));
}

/// The events of one search as sentences, one per line, indented by level.
pub fn sentences(out: &mut String, tree: &Tree, procedure: Procedure, events: &[KmEvent]) {
    let names = Names::indexed(tree);
    // A procedure that makes its own windows (MTD(f)) shows them; one that takes none, none.
    let uses = procedure.window_use();
    let window = |alpha: crate::Score, beta: crate::Score| match uses {
        WindowUse::Bound => format!(" with bound {beta}"),
        _ if alpha.is_finite() || beta.is_finite() => format!(" with ({alpha}, {beta})"),
        _ => String::new(),
    };
    let bound_name = if uses == WindowUse::Bound { "bound" } else { "beta" };
    let mut i = 0;
    while i < events.len() {
        let e = &events[i];
        i += 1;
        match *e {
            KmEvent::Enter { at, alpha, beta, .. } => {
                indent(out, tree, at, false);
                // A terminal: enter, terminal, leave become one line.
                if let (Some(KmEvent::Terminal { at: t, f }), Some(KmEvent::Leave { at: l, .. })) =
                    (events.get(i), events.get(i + 1))
                {
                    if *t == at && *l == at {
                        let _ = writeln!(out, "enter {}{}: terminal, f = {f}", names.name(at), window(alpha, beta));
                        i += 2;
                        continue;
                    }
                }
                let _ = writeln!(out, "enter {}{}", names.name(at), window(alpha, beta));
            }
            KmEvent::Terminal { at, f } => {
                indent(out, tree, at, false);
                let _ = writeln!(out, "{}: terminal, f = {f}", names.name(at));
            }
            KmEvent::Update { at, child, t, old_m } => {
                indent(out, tree, at, true);
                let _ = writeln!(out, "{}: t = {t} > m = {old_m}, m := {t}", names.name(child));
            }
            KmEvent::Cutoff { at, kind, from, m, beta, ref skipped, .. } => {
                indent(out, tree, at, true);
                let why = match (kind, from) {
                    (CutoffKind::Deep, Some(q)) => format!("deep: beta comes from the m of {}", names.name(q)),
                    (CutoffKind::Window, None) => "window: beta comes from the root's window".to_string(),
                    (kind, _) => kind_name(kind).to_string(),
                };
                let _ = writeln!(
                    out,
                    "cutoff at {}: m = {m} >= {bound_name} = {beta}; {} not examined ({why})",
                    names.name(at),
                    names.list(skipped),
                );
            }
            KmEvent::Leave { at, value, .. } => {
                indent(out, tree, at, false);
                let _ = writeln!(out, "{} returns {value}", names.name(at));
            }
            KmEvent::Research { at, child, t, alpha, beta } => {
                indent(out, tree, at, at != child);
                let _ = writeln!(out, "{}: t = {t}, searched again with ({alpha}, {beta})", names.name(child));
            }
            KmEvent::Recall { at, value } => {
                indent(out, tree, at, true);
                let _ = writeln!(out, "{}: the memory's bound {value} settles it", names.name(at));
            }
        }
    }
}

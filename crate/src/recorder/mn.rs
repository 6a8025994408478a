//! The record of a run of one of Slagle's m&n procedures.

use super::{blank, counts_from, skipped};
use crate::procedures::{Entry, Options};
use crate::record::{status_of, Bounded, Cutoff, MnDetail, Move, Record, Step, Trace};
use crate::search::{Counts, Window};
use crate::slagle::{self, MnEvent};
use crate::tree::Tree;

pub(super) fn mn(
    entry: &'static Entry,
    tree: &Tree,
    p: slagle::MnProcedure,
    options: &Options,
) -> crate::Result<Record> {
    let backup = options.backup_functions()?;
    let res = slagle::run(p, tree, &options.mn(), &backup).map_err(|e| crate::Error::procedure(e.to_string()))?;
    let mut r = blank(entry, tree, Window::FULL);
    for (i, x) in res.values.iter().enumerate() {
        if let Some(x) = x {
            r.values[i] = Some(x.value);
            r.bounds[i] = Some(x.bound.into());
        }
    }
    let cutoffs: Vec<Cutoff> = res
        .cutoffs
        .iter()
        .map(|c| Cutoff {
            at: c.at,
            after: c.after,
            kind: c.kind.into(),
            skipped: skipped(tree, c.at, c.after),
            value: c.u,
            bound: c.bound,
            from: None,
        })
        .collect();
    let examined: Vec<bool> = res.values.iter().map(Option::is_some).collect();
    let c = Counts {
        positions: res.counts.positions,
        terminals: res.counts.terminals,
        per_level: res.examined_per_level(tree),
        ..Counts::default()
    };
    r.status = status_of(tree, &examined, &cutoffs);
    r.counts = counts_from(&c, &cutoffs);
    r.value = res.value;
    let best = res.best.as_ref().map(|b| Move { index: b.index, at: b.at });
    r.exact =
        best.is_none_or(|b| res.root_values.get(b.index as usize - 1).is_some_and(|x| x.bound == slagle::Bound::Exact));
    r.pv = match best {
        Some(b) => vec![tree.root(), b.at],
        None => vec![tree.root()],
    };
    r.cutoffs = cutoffs;
    r.mn = Some(MnDetail {
        m: res.m,
        n: res.n,
        dmax: res.dmax,
        tie: res.tie,
        tolerance: res.tolerance,
        backup: options.backup.clone(),
        best,
        root_values: res.root_values.iter().map(|x| Bounded { value: x.value, bound: x.bound.into() }).collect(),
        warnings: res.warnings.clone(),
    });
    r.trace = res.trace.map(|events| {
        Trace::Mn(
            events
                .into_iter()
                .map(|event| {
                    let skipped = match event {
                        MnEvent::Cutoff { at, after, .. } => skipped(tree, at, after),
                        _ => Vec::new(),
                    };
                    Step { event, skipped }
                })
                .collect(),
        )
    });
    Ok(r)
}

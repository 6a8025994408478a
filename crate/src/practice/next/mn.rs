//! The next-step task on Slagle's m&n alpha beta procedure (§7, Appendix C). Its running
//! value is the position's bound, in Max's standpoint as the report keeps it: `alpha` at a
//! max-position (maxvl / maxvl3; at the root, sta1's best so far), `beta` at a min-position
//! (minvl / minvl3). After `step` events: the next position examined (minv / maxv called),
//! whether its predecessor cuts off right after it returns (an m&n alpha or beta cutoff),
//! and the predecessor's alpha / beta then — as the trace's `take` (or, at the root, `root`)
//! event reports it; a cut-off leaves it unchanged (the position returns u at once).
//!
//! m&n minimaxing (Appendix B) has no running value: its positions keep the lists ma / nb,
//! backed up only when the last successor has returned.

use crate::error::{Error, Result};
use crate::record::{Step as Traced, Value};
use crate::slagle::result::CutoffKind;
use crate::slagle::trace::MnEvent;
use crate::tree::{NodeId, Tree};

/// What happens after `step` events of an m&n alpha beta trace.
#[derive(Debug, Clone, PartialEq)]
pub struct MnNext {
    pub examined: NodeId,
    pub parent: NodeId,
    /// The index of the next position's `enter` event.
    pub index: usize,
    /// The parent is a max-position (its running value is alpha) or a min-position (beta).
    pub max: bool,
    pub before: Value,
    pub after: Value,
    /// The value the examined position returned.
    pub u: Value,
    /// The cut-off right after, if any: its kind and the bound u went beyond.
    pub cutoff: Option<(CutoffKind, Value)>,
}

/// The next step after `step` events of the m&n alpha beta trace `e`.
pub fn next_step(tree: &Tree, e: &[Traced<MnEvent>], step: usize) -> Result<MnNext> {
    if step > e.len() {
        return Err(Error::procedure(format!("step {step} is past the end of the trace ({} events)", e.len())));
    }
    // The running alpha / beta of every position entered so far (Appendix C starts maxvl at
    // -inf, minvl at +inf; sta1 at -inf).
    let mut bound = vec![Value::NEG_INF; tree.len()];
    let mut found = None;
    for (i, ev) in e.iter().enumerate() {
        match &ev.event {
            MnEvent::Enter { at, .. } => {
                if i >= step && *at != tree.root() {
                    found = Some((i, *at));
                    break;
                }
                bound[*at as usize] = if tree.is_max(*at) { Value::NEG_INF } else { Value::INF };
            }
            MnEvent::Take { at, alpha, beta, .. } => {
                if let Some(v) = alpha.or(*beta) {
                    bound[*at as usize] = v;
                }
            }
            MnEvent::Inverse { at, phase2: true, bound: b, .. } => bound[*at as usize] = *b,
            MnEvent::Root { u, best_so_far, taken, .. } => {
                bound[tree.root() as usize] = if *taken { *u } else { *best_so_far };
            }
            _ => {}
        }
    }
    let Some((index, q)) = found else {
        return Err(Error::procedure(format!("no position is examined after step {step}: the search is over")));
    };
    let p = tree.parent(q).expect("not the root");
    let leave = e[index..]
        .iter()
        .position(|ev| matches!(ev.event, MnEvent::Leave { at, .. } if at == q))
        .map(|j| index + j)
        .expect("every enter has its leave");
    let MnEvent::Leave { value: u, .. } = e[leave].event else { unreachable!("found a leave") };
    let before = bound[p as usize];
    let mut after = before;
    let mut cutoff = None;
    // What p does with u: the inverse (glbua / lubub) comes first, then the take, or a cut-off.
    for ev in &e[leave + 1..] {
        match &ev.event {
            MnEvent::Inverse { at, .. } if *at == p => continue,
            MnEvent::Take { at, alpha, beta, .. } if *at == p => after = alpha.or(*beta).unwrap_or(before),
            MnEvent::Cutoff { at, kind, bound: b, .. } if *at == p => cutoff = Some((*kind, *b)),
            MnEvent::Root { u, best_so_far, taken, .. } => after = if *taken { *u } else { *best_so_far },
            _ => {}
        }
        break;
    }
    Ok(MnNext { examined: q, parent: p, index, max: tree.is_max(p), before, after, u, cutoff })
}

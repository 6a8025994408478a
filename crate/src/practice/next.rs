//! The next-step task: during a step-through of a K&M procedure, after `step` events of
//! its trace have been shown, predict what happens next: which position is examined next,
//! whether its parent cuts off right after it returns, and what the parent's m becomes
//! (K&M's m, from the standpoint of the player to move at the parent: m := t when
//! t = -F(successor) > m). Everything comes from the record's trace.

use super::answer::{NextAnswer, Num};
use super::feedback::{name, ordinal, Check, Verdict};
use super::{PracticeOptions, Task};
use crate::error::{Error, Result};
use crate::procedures::{Entry, Kind};
use crate::record::{KmEvent, Trace, Value};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

/// What happens after `step` events: the next position examined, its parent, the
/// parent's m before and after, and the cutoff there if any (its event index).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub examined: NodeId,
    pub parent: NodeId,
    /// The index of the next position's `enter` event.
    pub index: usize,
    pub m_before: Score,
    pub m_after: Score,
    /// The t the successor gave its parent (-its value).
    pub t: Score,
    pub cutoff: bool,
}

fn events(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Vec<KmEvent>> {
    if !matches!(entry.kind, Kind::Km(_)) {
        return Err(Error::Procedure(format!(
            "the next task steps through a K&M procedure (F0, F1, F2); {} is not one",
            entry.name
        )));
    }
    let r = entry.run(tree, &options.run_options(true)?)?;
    match r.trace {
        Some(Trace::Km(e)) => Ok(e),
        _ => Err(Error::Procedure("the run recorded no trace".into())),
    }
}

/// The next step after `step` events of the trace `e`.
pub fn next_step(tree: &Tree, e: &[KmEvent], step: usize) -> Result<Step> {
    if step > e.len() {
        return Err(Error::Procedure(format!("step {step} is past the end of the trace ({} events)", e.len())));
    }
    let mut m = vec![Score::NEG_INF; tree.len()];
    let mut found = None;
    for (i, ev) in e.iter().enumerate() {
        match *ev {
            KmEvent::Enter { at, m: m0, .. } => {
                if i >= step && at != tree.root() {
                    found = Some((i, at));
                    break;
                }
                m[at as usize] = m0;
            }
            KmEvent::Update { at, t, .. } => m[at as usize] = t,
            _ => {}
        }
    }
    let Some((index, q)) = found else {
        return Err(Error::Procedure(format!("no position is examined after step {step}: the search is over")));
    };
    let p = tree.parent(q).expect("not the root");
    let leave = e[index..]
        .iter()
        .position(|ev| matches!(ev, KmEvent::Leave { at, .. } if *at == q))
        .map(|j| index + j)
        .expect("every enter has its leave");
    let t = match e[leave] {
        KmEvent::Leave { value, .. } => -value,
        _ => unreachable!("found a leave"),
    };
    let mut k = leave + 1;
    let mut m_after = m[p as usize];
    if let Some(KmEvent::Update { at, t, .. }) = e.get(k) {
        if *at == p {
            m_after = *t;
            k += 1;
        }
    }
    let cutoff = matches!(e.get(k), Some(KmEvent::Cutoff { at, .. }) if *at == p);
    Ok(Step { examined: q, parent: p, index, m_before: m[p as usize], m_after, t, cutoff })
}

/// The expected answer: `{examined, cutoff, m}`.
pub fn expected(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<NextAnswer> {
    let s = next_step(tree, &events(tree, entry, options)?, options.step)?;
    Ok(NextAnswer { examined: tree.dewey(s.examined).to_string(), cutoff: s.cutoff, m: Num(Value(s.m_after.to_f64())) })
}

pub fn check(tree: &Tree, entry: &'static Entry, options: &PracticeOptions, answer: &NextAnswer) -> Result<Check> {
    let given = tree.position(&answer.examined).map_err(|e| Error::Position(format!("examined: {e}")))?;
    let e = events(tree, entry, options)?;
    let s = next_step(tree, &e, options.step)?;
    let (q, p) = (name(tree, s.examined), name(tree, s.parent));
    let i = tree.index_in_parent(s.examined) + 1;
    let mut c = Check::new(Task::Next);
    let why_q = format!("Next, {p} examines its {} successor, {q} (event {}).", ordinal(i), s.index);
    if given == s.examined {
        c.item(tree, s.examined, true, Verdict::Right, why_q);
    } else {
        c.item(tree, given, true, Verdict::Wrong, format!("Not {}: {why_q}", name(tree, given)));
    }
    let update = if s.t > s.m_before {
        format!("{q} gives t = {} > m = {}, so m := {}", s.t, s.m_before, s.m_after)
    } else {
        format!("{q} gives t = {} <= m = {}, so m stays {}", s.t, s.m_before, s.m_after)
    };
    let m_ok = answer.m.0 == Value(s.m_after.to_f64());
    c.item(
        tree,
        s.parent,
        true,
        if m_ok { Verdict::Right } else { Verdict::Wrong },
        if m_ok { format!("{update}.") } else { format!("You gave m = {}: {update}.", answer.m.0) },
    );
    let beta = e.iter().take(s.index).rev().find_map(|ev| match ev {
        KmEvent::Enter { at, beta, .. } if *at == s.parent => Some(*beta),
        _ => None,
    });
    let why_cut = match (s.cutoff, beta) {
        (true, Some(b)) => format!("m = {} >= beta = {b}: {p} cuts off after {q}.", s.m_after),
        (false, Some(b)) => format!("m = {} < beta = {b}: no cutoff at {p} after {q}.", s.m_after),
        (cut, None) => format!("{} at {p} after {q}.", if cut { "A cutoff" } else { "No cutoff" }),
    };
    let cut_ok = answer.cutoff == s.cutoff;
    c.item(tree, s.parent, true, if cut_ok { Verdict::Right } else { Verdict::Wrong }, why_cut);
    Ok(c)
}

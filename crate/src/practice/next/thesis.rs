//! The next-step task on Muszycka's depth-first procedures whose every routine returns a
//! value (thesis §2.1-2.4, App. 1): branch-and-bound, alphabeta, falphabeta, palphabeta,
//! PVS and the Campbell–Marsland Scout. After `step` events of the thesis trace: the next
//! position a routine is called at, the caller's m before and after that call returns (the
//! thesis' m, negamax: from the standpoint of the player to move at the caller), and
//! whether the caller cuts off right after it.
//!
//! How the caller takes the returned value follows its text:
//! * branch-and-bound, alphabeta, falphabeta, line 9: `m := max(m, -value)`;
//! * palphabeta line 6 / 10, PVS line 6 / 13, Campbell–Marsland Scout line 6 / 9: the first
//!   son and a re-search *assign* `m := -value`;
//! * a minimal-window test (palphabeta line 9, PVS line 11, Campbell–Marsland line 9) sets
//!   t and leaves m alone (the trace's `window_test` event reports both).
//!
//! Not supported, and why: the other Scouts test a son with TEST, a Boolean function with
//! no running value; SSS* is best-first, with no caller whose m a step changes.

use super::{How, Next};
use crate::error::{Error, Result};
use crate::record::Step as Traced;
use crate::score::Score;
use crate::thesis::{Call, Event, ThesisProc};
use crate::tree::{NodeId, Tree};

/// Whether the next task can step through `p`; otherwise the reason.
pub fn supported(p: ThesisProc) -> std::result::Result<(), &'static str> {
    match p {
        ThesisProc::BranchAndBound
        | ThesisProc::Alphabeta
        | ThesisProc::Falphabeta
        | ThesisProc::Palphabeta
        | ThesisProc::Pvs
        | ThesisProc::ScoutCm => Ok(()),
        ThesisProc::Scout | ThesisProc::ScoutTestm | ThesisProc::ScoutPearl => {
            Err("Scout tests its later sons with TEST, a Boolean function with no running value m")
        }
        ThesisProc::Sss => Err("SSS* is best-first: no caller's m changes when a position is examined"),
    }
}

/// One call on the stack while the trace is folded.
struct Frame {
    at: NodeId,
    call: Call,
    /// The thesis' m (None until line 6 of palphabeta / PVS / scout sets it).
    m: Option<Score>,
    /// The next son's call is a re-search (a `re_search` event came first).
    research: bool,
}

fn initial_m(call: &Call) -> Option<Score> {
    match *call {
        Call::BranchAndBound { .. } | Call::Falphabeta { .. } => Some(Score::NEG_INF),
        Call::Alphabeta { alpha, .. } => Some(alpha),
        _ => None,
    }
}

/// The bound the caller's cut-off test compares m with (its beta, branch-and-bound's bound).
fn bound_of(call: &Call) -> Option<Score> {
    match *call {
        Call::BranchAndBound { bound } => Some(bound),
        Call::Alphabeta { beta, .. } | Call::Falphabeta { beta, .. } | Call::Pvs { beta, .. } => Some(beta),
        _ => None,
    }
}

/// Whether the caller's text takes its sons' values with `m := max(m, -value)`.
fn plain(call: &Call) -> bool {
    matches!(call, Call::BranchAndBound { .. } | Call::Alphabeta { .. } | Call::Falphabeta { .. })
}

/// The next step after `step` events of the thesis trace `e`.
pub fn next_step(tree: &Tree, e: &[Traced<Event>], step: usize) -> Result<Next> {
    if step > e.len() {
        return Err(Error::procedure(format!("step {step} is past the end of the trace ({} events)", e.len())));
    }
    let mut stack: Vec<Frame> = Vec::new();
    let mut found = None;
    for (i, ev) in e.iter().enumerate() {
        match &ev.event {
            Event::Enter { at, call } => {
                if i >= step && *at != tree.root() {
                    found = Some(i);
                    break;
                }
                stack.push(Frame { at: *at, call: *call, m: initial_m(call), research: false });
            }
            Event::Return { value, .. } => {
                stack.pop();
                if let Some(top) = stack.last_mut() {
                    take(top, -*value, first_or_research(tree, top, e, i));
                }
            }
            Event::TestResult { .. } => {
                stack.pop();
            }
            Event::WindowTest { m, .. } | Event::Cutoff { m, .. } => {
                if let Some(top) = stack.last_mut() {
                    top.m = Some(*m);
                }
            }
            Event::ReSearch { .. } => {
                if let Some(top) = stack.last_mut() {
                    top.research = true;
                }
            }
            Event::Evaluate { .. } | Event::Scouted { .. } | Event::Open { .. } => {}
        }
    }
    let Some(index) = found else {
        return Err(Error::procedure(format!("no position is examined after step {step}: the search is over")));
    };
    let Event::Enter { at: q, .. } = e[index].event else { unreachable!("found an enter") };
    let caller = stack.last().expect("a son's caller is on the stack");
    let p = caller.at;
    // The call's own return: the matching event at depth 0.
    let mut depth = 0i64;
    let mut leave = index;
    let mut value = None;
    for (j, ev) in e.iter().enumerate().skip(index) {
        match &ev.event {
            Event::Enter { .. } => depth += 1,
            Event::Return { value: v, .. } => {
                depth -= 1;
                if depth == 0 {
                    leave = j;
                    value = Some(*v);
                    break;
                }
            }
            Event::TestResult { .. } => depth -= 1,
            _ => {}
        }
    }
    let value = value.ok_or_else(|| Error::procedure(format!("the call at event {index} returns no value")))?;
    let t = -value;
    let after = e.get(leave + 1).map(|x| &x.event);
    let (how, m_after) = match after {
        Some(Event::WindowTest { at, m, .. }) if *at == p => (How::Test, *m),
        _ if plain(&caller.call) => (How::Max, caller.m.map_or(t, |m| m.max(t))),
        _ if caller.research => (How::Research, t),
        _ => (How::First, t),
    };
    let cutoff = matches!(after, Some(Event::Cutoff { at, .. }) if *at == p);
    Ok(Next {
        examined: q,
        parent: p,
        index,
        m_before: caller.m,
        m_after,
        t,
        cutoff,
        how,
        bound: bound_of(&caller.call),
    })
}

/// Whether the son that just returned to `top` (the return is event `i`) was its first son
/// or a re-search, the calls whose value the text assigns to m.
fn first_or_research(tree: &Tree, top: &Frame, e: &[Traced<Event>], i: usize) -> bool {
    let son_first = match &e[i].event {
        Event::Return { at, .. } => tree.index_in_parent(*at) == 0,
        _ => false,
    };
    let tested = matches!(e.get(i + 1).map(|x| &x.event), Some(Event::WindowTest { at, .. }) if *at == top.at);
    top.research || (son_first && !tested)
}

fn take(top: &mut Frame, t: Score, assigns: bool) {
    if plain(&top.call) {
        top.m = Some(top.m.map_or(t, |m| m.max(t)));
    } else if assigns {
        top.m = Some(t);
    }
    top.research = false;
}

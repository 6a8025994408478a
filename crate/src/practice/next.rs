//! The next-step task: during a step-through, after `step` events of the procedure's trace
//! have been shown, predict what happens next: which position is examined next, whether its
//! parent cuts off right after it returns, and what the parent's m becomes (the m of the
//! paper's text, negamax: from the standpoint of the player to move at the parent). K&M's
//! F0, F1, F2: m := t when t = -F(successor) > m. The thesis' procedures whose routines all
//! return values: `next/thesis.rs` (branch-and-bound, alphabeta, falphabeta, palphabeta, PVS, the
//! Campbell–Marsland Scout). Slagle's m&n alpha beta: `next/mn.rs`, whose running value is the
//! parent's alpha or beta (Max's standpoint). Not the other Scouts, SSS* and m&n minimaxing:
//! their traces have no single running value ([`supported`] says why for each). Everything
//! comes from the record's trace.

mod mn;
mod thesis;

use super::answer::{NextAnswer, Num};
use super::feedback::{Check, Verdict};
use super::message::Message;
use super::wording::{name, ordinal};
use super::{PracticeOptions, Task};
use crate::error::{Error, Result};
use crate::procedures::{Entry, Kind};
use crate::record::{KmEvent, Trace, Value};
use crate::score::Score;
use crate::slagle::result::CutoffKind;
use crate::slagle::MnProcedure;
use crate::tree::{NodeId, Tree};

/// How the parent takes the value its son returned (the line of its text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// `if t > m then m := t` (K&M), `m := max(m, -value)` (the thesis' line 9).
    Max,
    /// The first son of palphabeta / PVS / Scout: `m := -value`.
    First,
    /// A re-search of a promising son: `m := -value`.
    Research,
    /// A minimal-window test: t is set, m is not.
    Test,
}

/// What happens after `step` events, in any supported family: the next position examined,
/// its parent (the caller), the caller's m before (None: not yet set) and after, the t the
/// son gave, whether the caller cuts off right after, and the bound its cut-off test uses.
#[derive(Debug, Clone, PartialEq)]
pub struct Next {
    pub examined: NodeId,
    pub parent: NodeId,
    /// The index of the next position's `enter` event.
    pub index: usize,
    pub m_before: Option<Score>,
    pub m_after: Score,
    pub t: Score,
    pub cutoff: bool,
    pub how: How,
    pub bound: Option<Score>,
}

/// Whether the next task can step through `entry`; the reason when it cannot, with the
/// procedures it steps through (from the catalogue), so that a spec or a link naming one
/// it cannot is refused with what to pick instead.
pub fn supported(entry: &Entry) -> std::result::Result<(), String> {
    why_not(entry).map_err(|why| {
        format!(
            "the next task does not step through {}: {why}; it steps through {}",
            entry.name,
            steps_through().collect::<Vec<_>>().join(", ")
        )
    })
}

/// The catalogue's procedures the next task steps through, in menu order.
pub fn steps_through() -> impl Iterator<Item = &'static str> {
    crate::procedures::all().iter().filter(|e| why_not(e).is_ok()).map(|e| e.name)
}

fn why_not(entry: &Entry) -> std::result::Result<(), &'static str> {
    match entry.kind {
        Kind::Km(_) | Kind::Mutant(_) => Ok(()),
        Kind::Thesis(p) => thesis::supported(p),
        Kind::Mn(MnProcedure::MnAlphabeta) => Ok(()),
        Kind::Chance(_) => Err("a chance position's value is a weighted average, not a running value"),
        Kind::Mcts => Err("UCT keeps visit counts and reward sums, not a running minimax value"),
        Kind::Mn(MnProcedure::MnMinimax) => {
            Err("an m&n minimaxing position keeps a list of its best values, not one running value")
        }
    }
}

/// What happens after `step` events of a K&M trace: the next position examined, its parent,
/// the parent's m before and after, and the cutoff there if any (its event index).
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

/// The next step of `entry`'s run on `tree` after `options.step` events.
fn next_of(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Next> {
    supported(entry).map_err(Error::procedure)?;
    let r = entry.run(tree, &options.run_options(true)?)?;
    match r.trace {
        Some(Trace::Km(e)) => {
            let s = next_step(tree, &e, options.step)?;
            let bound = e.iter().take(s.index).rev().find_map(|ev| match ev {
                KmEvent::Enter { at, beta, .. } if *at == s.parent => Some(*beta),
                _ => None,
            });
            Ok(Next {
                examined: s.examined,
                parent: s.parent,
                index: s.index,
                m_before: Some(s.m_before),
                m_after: s.m_after,
                t: s.t,
                cutoff: s.cutoff,
                how: How::Max,
                bound,
            })
        }
        Some(Trace::Thesis(e)) => thesis::next_step(tree, &e, options.step),
        _ => Err(Error::procedure("the run recorded no trace".into())),
    }
}

/// The next step after `step` events of the K&M trace `e`.
pub fn next_step(tree: &Tree, e: &[KmEvent], step: usize) -> Result<Step> {
    if step > e.len() {
        return Err(Error::procedure(format!("step {step} is past the end of the trace ({} events)", e.len())));
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
        return Err(Error::procedure(format!("no position is examined after step {step}: the search is over")));
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

/// The next step of `entry`'s run when it is m&n alpha beta (None for any other procedure).
fn mn_trace(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Option<mn::MnNext>> {
    if !matches!(entry.kind, Kind::Mn(MnProcedure::MnAlphabeta)) {
        return Ok(None);
    }
    let r = entry.run(tree, &options.run_options(true)?)?;
    match r.trace {
        Some(Trace::Mn(e)) => mn::next_step(tree, &e, options.step).map(Some),
        _ => Err(Error::procedure("the run recorded no trace".into())),
    }
}

/// The expected answer: `{examined, cutoff, m}` (m&n alpha beta: m is the parent's alpha
/// or beta, Max's standpoint).
pub fn expected(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<NextAnswer> {
    if let Some(s) = mn_trace(tree, entry, options)? {
        return Ok(NextAnswer {
            examined: tree.dewey(s.examined).to_string(),
            cutoff: s.cutoff.is_some(),
            m: Num(s.after),
        });
    }
    let s = next_of(tree, entry, options)?;
    Ok(NextAnswer { examined: tree.dewey(s.examined).to_string(), cutoff: s.cutoff, m: Num(Value(s.m_after.to_f64())) })
}

pub fn check(tree: &Tree, entry: &'static Entry, options: &PracticeOptions, answer: &NextAnswer) -> Result<Check> {
    let given = tree.position(&answer.examined).map_err(|e| Error::position(format!("examined: {e}")))?;
    if let Some(s) = mn_trace(tree, entry, options)? {
        return Ok(check_mn(tree, &s, given, answer));
    }
    let s = next_of(tree, entry, options)?;
    let (q, p) = (name(tree, s.examined), name(tree, s.parent));
    let i = tree.index_in_parent(s.examined) + 1;
    let mut c = Check::new(Task::Next);
    // The messages' positions: `$parent` (the caller, p) and `$at` (the son examined, q).
    let both = |id| Message::new(id).position("parent", tree, s.parent).position("at", tree, s.examined);
    let why_q = match s.how {
        How::Test => (
            format!("Next, {p} tests its {} successor, {q}, with a minimal window (event {}).", ordinal(i), s.index),
            both("practice-fb-next-tests"),
        ),
        How::Research => (
            format!("Next, {p} searches its {} successor, {q}, again (event {}).", ordinal(i), s.index),
            both("practice-fb-next-researches"),
        ),
        _ => (
            format!("Next, {p} examines its {} successor, {q} (event {}).", ordinal(i), s.index),
            both("practice-fb-next-examines"),
        ),
    };
    let why_q = (why_q.0, why_q.1.number("n", i).number("event", s.index as i64));
    next_item(&mut c, tree, s.examined, given, why_q);
    let before = s.m_before.map_or_else(|| "not yet set".to_string(), |m| m.to_string());
    let at = |id| Message::new(id).position("at", tree, s.examined).value("after", s.m_after);
    let with_before = |m: Message| match s.m_before {
        Some(b) => m.value("before", b),
        None => m.text("before", "none"),
    };
    let update = match s.how {
        How::Max if s.m_before.is_none_or(|m| s.t > m) => (
            format!("{q} gives t = {} > m = {before}, so m := {}", s.t, s.m_after),
            with_before(at("practice-fb-next-raise").value("t", s.t)),
        ),
        How::Max => (
            format!("{q} gives t = {} <= m = {before}, so m stays {}", s.t, s.m_after),
            with_before(at("practice-fb-next-stays").value("t", s.t)),
        ),
        How::First => {
            (format!("{q} is the first successor: m := -value = {}", s.m_after), at("practice-fb-next-first"))
        }
        How::Research => {
            (format!("the re-search of {q} gives m := -value = {}", s.m_after), at("practice-fb-next-research"))
        }
        How::Test => {
            let exceeds = Some(s.t) > s.m_before;
            (
                format!(
                    "the test of {q} gives t = {}, which {} m; m stays {}",
                    s.t,
                    if exceeds { "exceeds (a re-search follows)" } else { "does not exceed" },
                    s.m_after
                ),
                at("practice-fb-next-test").value("t", s.t).text("exceeds", if exceeds { "yes" } else { "no" }),
            )
        }
    };
    let m_ok = answer.m.is(Value(s.m_after.to_f64()));
    c.item(tree, s.parent, true, if m_ok { Verdict::Right } else { Verdict::Wrong }, m_said(m_ok, "m", answer, update));
    let bound_named = matches!(entry.name, "F1" | "branch-and-bound");
    let beta = if bound_named { "bound" } else { "beta" };
    let test = |id| both(id).text("test", beta).value("m", s.m_after);
    let why_cut = match (s.cutoff, s.bound) {
        (true, Some(b)) => (
            format!("m = {} >= {beta} = {b}: {p} cuts off after {q}.", s.m_after),
            test("practice-fb-next-cut").value("bound", b),
        ),
        (false, Some(_)) if s.how == How::Test => (
            format!("A minimal-window test does not cut off: no cutoff at {p} after {q}."),
            both("practice-fb-next-test-no-cut"),
        ),
        (false, Some(b)) if s.m_after >= b => (
            format!(
                "m = {} = {beta}, but the cut-off test as printed (m > {beta}) fails: no cutoff at {p} after {q}.",
                s.m_after
            ),
            test("practice-fb-next-equal"),
        ),
        (false, Some(b)) => (
            format!("m = {} < {beta} = {b}: no cutoff at {p} after {q}.", s.m_after),
            test("practice-fb-next-less").value("bound", b),
        ),
        (cut, None) => (
            format!("{} at {p} after {q}.", if cut { "A cutoff" } else { "No cutoff" }),
            both("practice-fb-next-cut-plain").text("cut", if cut { "yes" } else { "no" }),
        ),
    };
    let cut_ok = answer.cutoff == s.cutoff;
    c.item(tree, s.parent, true, if cut_ok { Verdict::Right } else { Verdict::Wrong }, why_cut);
    Ok(c)
}

/// The item for the position examined next: right when `given` is it, else wrong at `given`.
fn next_item(c: &mut Check, tree: &Tree, examined: NodeId, given: NodeId, why: (String, Message)) {
    if given == examined {
        c.item(tree, examined, true, Verdict::Right, why);
    } else {
        let m = Message::new("practice-fb-next-not").position("given", tree, given).nested("why", why.1);
        c.item(tree, given, true, Verdict::Wrong, (format!("Not {}: {}", name(tree, given), why.0), m));
    }
}

/// The running value's sentence: "{update}." when the answer's m is right, else what was
/// given first (`var`: m, or m&n's alpha or beta).
fn m_said(ok: bool, var: &str, answer: &NextAnswer, update: (String, Message)) -> (String, Message) {
    let (text, m) = update;
    if ok {
        (format!("{text}."), Message::new("practice-fb-next-m").nested("update", m))
    } else {
        (
            format!("You gave {var} = {}: {text}.", answer.m.0),
            Message::new("practice-fb-next-m-wrong").value("var", var).value("given", answer.m.0).nested("update", m),
        )
    }
}

/// The check of an m&n alpha beta answer: m is the parent's alpha (a max-position) or beta.
fn check_mn(tree: &Tree, s: &mn::MnNext, given: NodeId, answer: &NextAnswer) -> Check {
    let (q, p) = (name(tree, s.examined), name(tree, s.parent));
    let i = tree.index_in_parent(s.examined) + 1;
    let mut c = Check::new(Task::Next);
    let both = |id| Message::new(id).position("parent", tree, s.parent).position("at", tree, s.examined);
    let why_q = (
        format!("Next, {p} examines its {} successor, {q} (event {}).", ordinal(i), s.index),
        both("practice-fb-next-examines").number("n", i).number("event", s.index as i64),
    );
    next_item(&mut c, tree, s.examined, given, why_q);
    let (var, side) = if s.max { ("alpha", "a max-position") } else { ("beta", "a min-position") };
    // `$side`: max or min, the kind of position the parent is (Slagle's max- and min-positions).
    let said = |id| {
        both(id)
            .value("u", s.u)
            .value("var", var)
            .value("after", s.after)
            .text("side", if s.max { "max" } else { "min" })
    };
    let update = match s.cutoff {
        Some(_) => (
            format!("{q} returns {}, beyond the bound: {p} returns it at once and its {var} stays {}", s.u, s.after),
            said("practice-fb-next-mn-cutoff"),
        ),
        None if s.after == s.before => {
            (format!("{q} returns {}; {p} ({side}) keeps {var} = {}", s.u, s.after), said("practice-fb-next-mn-keeps"))
        }
        None => (
            format!("{q} returns {}; {p} ({side}) changes {var} from {} to {}", s.u, s.before, s.after),
            said("practice-fb-next-mn-changes").value("before", s.before),
        ),
    };
    let m_ok = answer.m.is(s.after);
    c.item(tree, s.parent, true, if m_ok { Verdict::Right } else { Verdict::Wrong }, m_said(m_ok, var, answer, update));
    let cut = |id, b| both(id).value("u", s.u).value("bound", b);
    let why_cut = match s.cutoff {
        Some((CutoffKind::MnBeta, b)) => (
            format!("u = {} >= beta = {b}: an m&n beta cutoff at {p} after {q} (§7.2).", s.u),
            cut("practice-fb-next-mn-beta", b),
        ),
        Some((CutoffKind::MnAlpha, b)) => (
            format!("u = {} <= alpha = {b}: an m&n alpha cutoff at {p} after {q} (§7.3).", s.u),
            cut("practice-fb-next-mn-alpha", b),
        ),
        Some((CutoffKind::HighestLevelAlpha, b)) => (
            format!(
                "u = {} <= the root's best so far, {b}: a highest-level alpha cutoff at {p} after {q} (§7.1).",
                s.u
            ),
            cut("practice-fb-next-mn-highest", b),
        ),
        None => (format!("No cutoff at {p} after {q}."), both("practice-fb-next-cut-plain").text("cut", "no")),
    };
    let cut_ok = answer.cutoff == s.cutoff.is_some();
    c.item(tree, s.parent, true, if cut_ok { Verdict::Right } else { Verdict::Wrong }, why_cut);
    c
}

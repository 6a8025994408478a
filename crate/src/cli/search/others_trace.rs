//! `gametree search --trace` for the other papers' procedures: the typed events of
//! Muszycka's procedures ([`crate::thesis::Event`], thesis chapter 2) and of Slagle's m&n
//! procedures ([`crate::slagle::MnEvent`], Appendices B and C) as sentences, one per line,
//! indented by level.

use super::super::people::Names;
use crate::record::Step;
use crate::slagle::{Bound, CutoffKind, MnEvent, Side, Value};
use crate::thesis::{thesis_name, Call, Event, OpenReplay, Status, TestOp};
use crate::tree::{NodeId, Tree};
use std::fmt::Write as _;

fn indent(out: &mut String, tree: &Tree, at: NodeId, inside: bool) {
    out.push_str(&"  ".repeat((tree.depth(at) as usize + usize::from(inside)).min(40) + 1));
}

fn op(op: TestOp) -> &'static str {
    match op {
        TestOp::Ge => ">=",
        TestOp::Gt => ">",
    }
}

/// A thesis routine's call with the position's name: "alphabeta(1.2, -inf, 3)".
fn call(names: &Names, at: NodeId, c: Call) -> String {
    let p = names.name(at);
    match c {
        Call::BranchAndBound { bound } => format!("branchandbound({p}, {bound})"),
        Call::Alphabeta { alpha, beta } => format!("alphabeta({p}, {alpha}, {beta})"),
        Call::Falphabeta { alpha, beta } => format!("falphabeta({p}, {alpha}, {beta})"),
        Call::Palphabeta => format!("palphabeta({p})"),
        Call::Pvs { alpha, beta } => format!("pvs({p}, {alpha}, {beta})"),
        Call::Scout => format!("scout({p})"),
        Call::ScoutCm => format!("scout({p}) (Campbell-Marsland)"),
        Call::Test { v, op: o } => format!("test({p}, {v}, {})", op(o)),
        Call::Testm { v } => format!("testm({p}, {v})"),
        Call::ScoutMinimax => format!("scout({p}) (minimax)"),
        Call::TestMinimax { v, op: o } => format!("TEST({p}, {v}, {})", op(o)),
    }
}

/// The events of one thesis procedure as sentences.
pub fn thesis(out: &mut String, tree: &Tree, events: &[Step<Event>]) {
    let names = Names::indexed(tree);
    // SSS*'s trace records OPEN's changes; the list is rebuilt as the steps go.
    let mut open = OpenReplay::new();
    for step in events {
        match &step.event {
            Event::Enter { at, call: c } => {
                indent(out, tree, *at, false);
                let _ = writeln!(out, "call {}", call(&names, *at, *c));
            }
            Event::Evaluate { at, value } => {
                indent(out, tree, *at, true);
                let _ = writeln!(out, "staticvalue({}) = {value}", names.name(*at));
            }
            Event::Return { at, value } => {
                indent(out, tree, *at, false);
                let _ = writeln!(out, "{} returns {value}", names.name(*at));
            }
            Event::TestResult { at, outcome } => {
                indent(out, tree, *at, false);
                let _ = writeln!(out, "the test of {} is {}", names.name(*at), if *outcome { "TRUE" } else { "FALSE" });
            }
            Event::Cutoff { at, after, m, bound } => {
                indent(out, tree, *at, true);
                let _ = writeln!(
                    out,
                    "cutoff at {} after son {after}: m = {m} >= bound = {bound}; {} not created",
                    names.name(*at),
                    names.list(&step.skipped)
                );
            }
            Event::WindowTest { at, son, alpha, beta, t, m, promising } => {
                indent(out, tree, *at, true);
                let verdict =
                    if *promising { format!("t > m = {m}: search it again") } else { format!("t <= m = {m}") };
                let _ = writeln!(
                    out,
                    "{}: the minimal window ({alpha}, {beta}) gives t = {t}; {verdict}",
                    names.name(*son)
                );
            }
            Event::Scouted { at, son, test, outcome, evaluate } => {
                indent(out, tree, *at, true);
                let then = if *evaluate { "evaluate it" } else { "skip it" };
                let outcome = if *outcome { "TRUE" } else { "FALSE" };
                let _ = writeln!(out, "{} is {outcome}: {then}", call(&names, *son, *test));
            }
            Event::ReSearch { at, son, call: c } => {
                indent(out, tree, *at, true);
                let _ = writeln!(out, "re-search {}", call(&names, *son, *c));
            }
            e @ Event::Open { step, .. } => match open.apply(e) {
                Ok(()) => {
                    let _ = writeln!(out, "  step {step:>3}: OPEN = {}", open_list(tree, &names, &open));
                }
                Err(why) => {
                    let _ = writeln!(out, "  step {step:>3}: {why}");
                }
            },
        }
    }
}

/// The most triples of SSS*'s OPEN list shown on one line (the top ones).
const OPEN_SHOWN: usize = 12;

/// SSS*'s OPEN list as the thesis prints it (Fig. 8), top first: `(p1,L,∞) (p2,L,∞)`;
/// deep positions named in short, and a long list by its top [`OPEN_SHOWN`] triples and
/// its length, so that a line stays short however big the tree is.
fn open_list(tree: &Tree, names: &Names, open: &OpenReplay) -> String {
    let merit = |m: crate::score::Score| match m {
        crate::score::Score::INF => "∞".to_string(),
        crate::score::Score::NEG_INF => "-∞".to_string(),
        m => m.to_string(),
    };
    let mut shown: Vec<String> = open
        .iter()
        .take(OPEN_SHOWN)
        .map(|t| {
            let at = if tree.depth(t.at) <= 12 { thesis_name(tree, t.at) } else { format!("p{}", names.name(t.at)) };
            let s = if t.status == Status::Live { "L" } else { "S" };
            format!("({at},{s},{})", merit(t.merit))
        })
        .collect();
    if open.len() > OPEN_SHOWN {
        shown.push(format!("... ({} triples)", open.len()));
    }
    shown.join(" ")
}

/// The most values of an m&n list shown on one line (the first and last ones).
const LIST_SHOWN: usize = 8;

fn list(values: &[Value]) -> String {
    let show = |v: &[Value]| v.iter().map(Value::to_string).collect::<Vec<_>>().join(" ");
    if values.len() <= LIST_SHOWN {
        return format!("({})", show(values));
    }
    let k = LIST_SHOWN / 2;
    format!("({} ... {}) ({} values)", show(&values[..k]), show(&values[values.len() - k..]), values.len())
}

fn side(s: Side) -> &'static str {
    match s {
        Side::Max => "max",
        Side::Min => "min",
    }
}

fn mn_kind(k: CutoffKind) -> &'static str {
    match k {
        CutoffKind::HighestLevelAlpha => "highest-level alpha",
        CutoffKind::MnAlpha => "m&n alpha",
        CutoffKind::MnBeta => "m&n beta",
    }
}

/// The events of one m&n procedure as sentences (Slagle's names: alpha, beta, oldalpha,
/// oldbeta, glbua, lubub).
pub fn mn(out: &mut String, tree: &Tree, events: &[Step<MnEvent>]) {
    let names = Names::indexed(tree);
    let opt = |label: &str, v: &Option<Value>| v.map_or_else(String::new, |v| format!(", {label} {v}"));
    for step in events {
        match &step.event {
            MnEvent::Enter { at, side: s, dmax, oldalpha, alpha, beta, oldbeta } => {
                indent(out, tree, *at, false);
                let _ = writeln!(
                    out,
                    "enter {} ({}-position, dmax {dmax}{}{}{}{})",
                    names.name(*at),
                    side(*s),
                    opt("oldalpha", oldalpha),
                    opt("alpha", alpha),
                    opt("beta", beta),
                    opt("oldbeta", oldbeta)
                );
            }
            MnEvent::Evaluate { at, value } => {
                indent(out, tree, *at, true);
                let _ = writeln!(out, "value[{}] = {value}", names.name(*at));
            }
            MnEvent::Take { at, child, index, u, list: l, alpha, beta, phase, ignored } => {
                indent(out, tree, *at, true);
                let what = if *ignored { "ignored".to_string() } else { format!("list {}", list(l)) };
                let phase = phase.map_or_else(String::new, |p| format!(", phase {p}"));
                let _ = writeln!(
                    out,
                    "{} (successor {index}) gives u = {u}: {what}{}{}{phase}",
                    names.name(*child),
                    opt("alpha", alpha),
                    opt("beta", beta)
                );
            }
            MnEvent::Inverse { at, side: s, index, value, phase2, bound } => {
                indent(out, tree, *at, true);
                let (f, b) = if *s == Side::Max { ("glbua", "alpha") } else { ("lubub", "beta") };
                let then = if *phase2 { format!("phase 2 with {b} = {bound}") } else { "phase 1 goes on".into() };
                let _ = writeln!(out, "after successor {index}: {f} = {value}; {then}");
            }
            MnEvent::Cutoff { at, after, kind, u, bound } => {
                indent(out, tree, *at, true);
                let rest = if step.skipped.is_empty() {
                    String::new()
                } else {
                    format!("; {} not examined", names.list(&step.skipped))
                };
                let _ = writeln!(
                    out,
                    "cutoff at {} ({}): successor {after} returned u = {u} beyond {bound}{rest}",
                    names.name(*at),
                    mn_kind(*kind)
                );
            }
            MnEvent::Root { child, index, u, best_so_far, taken } => {
                indent(out, tree, 0, true);
                let verdict = if *taken { "the new best" } else { "not taken" };
                let _ = writeln!(
                    out,
                    "root: successor {index} ({}) is worth {u}, best so far {best_so_far}: {verdict}",
                    names.name(*child)
                );
            }
            MnEvent::Leave { at, value, bound } => {
                indent(out, tree, *at, false);
                let what = match bound {
                    Bound::Exact => "",
                    Bound::Upper => " (an upper bound)",
                    Bound::Lower => " (a lower bound)",
                };
                let _ = writeln!(out, "{} returns {value}{what}", names.name(*at));
            }
        }
    }
}

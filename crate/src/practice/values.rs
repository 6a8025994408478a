//! The values task: the value each examined interior position returns, and what it says
//! about the true value — exact, or a lower or an upper bound, by K&M (6) for F1 (and the
//! thesis' branch-and-bound) and (9) for F2 and the windowed thesis procedures; Slagle's
//! m&n alpha-beta by his Appendix C. From Max's standpoint by default (minimax view, as
//! courses teach); the negamax view gives each value from the standpoint of the player to
//! move there (K&M's F(p)). The two differ at Min's positions: the value is negated and a
//! lower bound becomes an upper one.

use super::answer::{Num, ValuesAnswer};
use super::feedback::{Check, Verdict};
use super::message::Message;
use super::wording::{name, player};
use super::{PracticeOptions, Task, View};
use crate::error::{Error, Result};
use crate::procedures::{Entry, Family, Kind};
use crate::record::{Bound, Record, Status, Value};
use crate::search::WindowUse;
use crate::tree::{NodeId, Tree};
use std::collections::BTreeMap;

/// What one examined interior position returns, in the chosen view.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Returned {
    pub value: Value,
    /// None where the procedure had an empty window ([`Bound::of`]).
    pub bound: Option<Bound>,
    /// The window of its (last) call, in the same view.
    pub window: Option<(Value, Value)>,
}

/// The record's value at `p` in `view`.
pub fn returned(tree: &Tree, r: &Record, p: NodeId, view: View) -> Option<Returned> {
    let v = r.values[p as usize]?;
    let b = r.bounds[p as usize];
    let w = r.alphas[p as usize].zip(r.betas[p as usize]);
    let record_view = if r.minimax { View::Minimax } else { View::Negamax };
    if record_view == view || tree.is_max(p) {
        return Some(Returned { value: v, bound: b, window: w });
    }
    let flip = |b: Bound| match b {
        Bound::Lower => Bound::Upper,
        Bound::Upper => Bound::Lower,
        Bound::Exact => Bound::Exact,
    };
    Some(Returned { value: Value(-v.0), bound: b.map(flip), window: w.map(|(a, b)| (Value(-b.0), Value(-a.0))) })
}

/// The examined interior positions with a value, in tree order.
fn asked(tree: &Tree, r: &Record) -> Vec<NodeId> {
    tree.preorder()
        .filter(|&p| !tree.is_terminal(p) && r.status[p as usize] == Status::Examined && r.values[p as usize].is_some())
        .collect()
}

fn bound_name(b: Bound) -> &'static str {
    match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

fn parse_bound(key: &str, s: &str) -> Result<Bound> {
    match s.trim().to_ascii_lowercase().as_str() {
        "exact" => Ok(Bound::Exact),
        "lower" => Ok(Bound::Lower),
        "upper" => Ok(Bound::Upper),
        _ => Err(Error::procedure(format!("bounds[\"{key}\"]: '{s}' is not exact, lower or upper"))),
    }
}

/// The paper's rule for the bound kinds of `entry`, and its key in the messages (`$rule`).
fn rule(entry: &Entry) -> (&'static str, &'static str) {
    match (entry.kind, entry.window) {
        (Kind::Mn(_), _) => ("Slagle, Appendix C", "slagle"),
        (_, WindowUse::Bound) => ("K&M (6)", "km6"),
        _ => ("K&M (9)", "km9"),
    }
}

/// Why `p` returns what it returns, in English and as a message (`practice-fb-values-<bound>`:
/// `$at`, its `$player`, `$value`, the `$standpoint` player, `$window` yes/no with `$alpha`,
/// `$beta`, and the paper's `$rule`).
pub fn explain(tree: &Tree, entry: &Entry, p: NodeId, x: &Returned, view: View) -> (String, Message) {
    let who = format!("{} ({})", name(tree, p), player(tree, p));
    let standpoint = match view {
        View::Minimax => " from Max's standpoint".to_string(),
        View::Negamax => format!(" from {}'s standpoint", player(tree, p)),
    };
    let v = x.value;
    let window = match x.window {
        Some((a, b)) if entry.family != Family::Slagle => format!(" with the window ({a}, {b})"),
        _ => String::new(),
    };
    let (cite, rule_key) = rule(entry);
    let id = match x.bound {
        Some(Bound::Exact) => "practice-fb-values-exact",
        Some(Bound::Lower) => "practice-fb-values-lower",
        Some(Bound::Upper) => "practice-fb-values-upper",
        None => "practice-fb-values-empty",
    };
    let message = Message::new(id)
        .position("at", tree, p)
        .text("player", player(tree, p))
        .value("value", v)
        .text("standpoint", if view == View::Minimax { "Max" } else { player(tree, p) });
    // The empty window's sentence names neither the window nor the rule.
    let message = match x.window {
        _ if x.bound.is_none() => message,
        Some((a, b)) if entry.family != Family::Slagle => {
            message.text("rule", rule_key).text("window", "yes").value("alpha", a).value("beta", b)
        }
        _ => message.text("rule", rule_key).text("window", "no"),
    };
    let text = super::typeset::capitalized(match x.bound {
        Some(Bound::Exact) => {
            format!("{who}, searched{window}, returns {v}{standpoint}: its exact value ({cite}).")
        }
        Some(Bound::Lower) => format!(
            "{who}, searched{window}, returns {v}{standpoint}, a lower bound: the search stopped at the window's \
             upper end, so the true value is at least {v} ({cite})."
        ),
        Some(Bound::Upper) => format!(
            "{who}, searched{window}, returns {v}{standpoint}, an upper bound: nothing rose above the window's lower \
             end, so the true value is at most {v} ({cite})."
        ),
        None => format!("{who} returns {v}{standpoint}; its window was empty, so it says nothing more."),
    });
    (text, message)
}

fn record(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Record> {
    entry.run(tree, &options.run_options(false)?)
}

/// The expected answer: `{values: {Dewey: v}, bounds: {Dewey: "exact"|"lower"|"upper"}}`.
pub fn expected(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<ValuesAnswer> {
    let r = record(tree, entry, options)?;
    let mut a = ValuesAnswer::default();
    for p in asked(tree, &r) {
        let x = returned(tree, &r, p, options.view).expect("asked positions have a value");
        let key = tree.dewey(p).to_string();
        if let Some(b) = x.bound {
            a.bounds.insert(key.clone(), bound_name(b).into());
        }
        a.values.insert(key, Num(x.value));
    }
    Ok(a)
}

/// `given` is `want` ([`Num::is`]: an infinity only for the same infinity).
fn same(given: Value, want: Value) -> bool {
    Num(given).is(want)
}

/// The bound's key in the messages (`$bound`).
fn bound_key(b: Bound) -> &'static str {
    bound_name(b)
}

fn a_bound(b: Bound) -> &'static str {
    match b {
        Bound::Exact => "exact",
        Bound::Lower => "a lower bound",
        Bound::Upper => "an upper bound",
    }
}

pub fn check(tree: &Tree, entry: &'static Entry, options: &PracticeOptions, answer: &ValuesAnswer) -> Result<Check> {
    let mut given: BTreeMap<NodeId, (Option<Value>, Option<Bound>)> = BTreeMap::new();
    for (k, v) in &answer.values {
        let p = tree.position(k).map_err(|e| Error::position(format!("values[\"{k}\"]: {e}")))?;
        given.entry(p).or_default().0 = Some(v.0);
    }
    for (k, b) in &answer.bounds {
        let p = tree.position(k).map_err(|e| Error::position(format!("bounds[\"{k}\"]: {e}")))?;
        given.entry(p).or_default().1 = Some(parse_bound(k, b)?);
    }
    let r = record(tree, entry, options)?;
    let view = options.view;
    let asked = asked(tree, &r);
    let mut is_asked = vec![false; tree.len()];
    for &p in &asked {
        is_asked[p as usize] = true;
    }
    let mut c = Check::new(Task::Values);
    for p in tree.preorder() {
        let g = given.get(&p).copied();
        if is_asked[p as usize] {
            let x = returned(tree, &r, p, view).expect("asked positions have a value");
            let (why, why_m) = explain(tree, entry, p, &x, view);
            match g {
                None | Some((None, _)) => c.item(
                    tree,
                    p,
                    true,
                    Verdict::Missed,
                    (format!("No value given. {why}"), Message::new("practice-fb-values-missed").nested("why", why_m)),
                ),
                Some((Some(v), b)) => {
                    let b = b.unwrap_or(Bound::Exact);
                    let value_ok = same(v, x.value);
                    let bound_ok = x.bound.is_none_or(|e| e == b);
                    if value_ok && bound_ok {
                        c.item(tree, p, true, Verdict::Right, (why, why_m));
                    } else {
                        let (what, m) = match (value_ok, bound_ok) {
                            (false, true) => (
                                format!("You gave {v}, the value is {}.", x.value),
                                Message::new("practice-fb-values-wrong-value").value("value", x.value),
                            ),
                            (true, _) => (
                                format!("The value {v} is right, but it is not {}.", a_bound(b)),
                                Message::new("practice-fb-values-wrong-bound").text("bound", bound_key(b)),
                            ),
                            (false, false) => (
                                format!("You gave {v} ({}).", a_bound(b)),
                                Message::new("practice-fb-values-wrong-both").text("bound", bound_key(b)),
                            ),
                        };
                        let m = m.value("given", v).nested("why", why_m);
                        c.item(tree, p, true, Verdict::Wrong, (format!("{what} {why}"), m));
                    }
                }
            }
        } else if let Some((v, _)) = g {
            let here = name(tree, p);
            let at = |id| Message::new(id).position("at", tree, p);
            if tree.is_terminal(p) {
                // A terminal's own value is given with the tree: repeating it is harmless.
                let own = r.values[p as usize].map(|_| returned(tree, &r, p, view));
                let f = own.flatten().map(|x| x.value);
                if v.is_none() || f.zip(v).is_some_and(|(want, given)| same(given, want)) {
                    continue;
                }
                let sentence = match f {
                    Some(f) => (
                        format!("{here} is terminal: its value {f} is given with the tree."),
                        at("practice-fb-values-terminal").value("value", f),
                    ),
                    None => (
                        format!("{here} is terminal and not examined: it returns nothing."),
                        at("practice-fb-values-terminal-unexamined"),
                    ),
                };
                c.item(tree, p, false, Verdict::Wrong, sentence);
            } else {
                let sentence = if r.status[p as usize] == Status::Examined {
                    (
                        format!("{} records no value at {here}.", r.procedure),
                        at("practice-fb-values-no-record").text("proc", r.procedure),
                    )
                } else {
                    (
                        format!("{here} is not examined by {}: it returns nothing.", r.procedure),
                        at("practice-fb-values-not-examined").text("proc", r.procedure),
                    )
                };
                c.item(tree, p, false, Verdict::Wrong, sentence);
            }
        }
    }
    Ok(c)
}

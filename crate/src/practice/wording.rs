//! The wording of practice's sentences: a position's name, the player to move, ordinals,
//! and why a cutoff skipped its successors (K&M Fig. 3's kinds, Slagle's m&n cutoffs), in
//! English and as a message of the page's languages.

use super::message::Message;
use crate::record::{CutKind, Cutoff};
use crate::tree::{NodeId, Tree};

/// "the root" or "position 2.1.3", for sentences.
pub fn name(tree: &Tree, p: NodeId) -> String {
    if p == tree.root() {
        "the root".into()
    } else {
        format!("position {}", tree.dewey(p))
    }
}

/// "Max" or "Min": the player to move at `p`.
pub fn player(tree: &Tree, p: NodeId) -> &'static str {
    if tree.is_max(p) {
        "Max"
    } else {
        "Min"
    }
}

/// The ordinal "1st", "2nd", ...
pub fn ordinal(i: u32) -> String {
    let suffix = match (i % 10, i % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{i}{suffix}")
}

fn kind_name(k: CutKind) -> &'static str {
    match k {
        CutKind::Shallow => "a shallow cutoff",
        CutKind::Deep => "a deep cutoff",
        CutKind::Window => "a window cutoff",
        CutKind::Cutoff => "a cut-off",
        CutKind::HighestLevelAlpha => "a highest-level alpha cutoff (Slagle §7.1)",
        CutKind::MnAlpha => "an m&n alpha cutoff (Slagle §7.3)",
        CutKind::MnBeta => "an m&n beta cutoff (Slagle §7.2)",
        CutKind::Decision => "a decision cutoff (Ballard)",
        CutKind::Chance => "a chance cutoff (Ballard's Star1)",
        CutKind::Probing => "a probing cutoff (Ballard's Star2)",
    }
}

/// The kind of a cutoff as the messages select on it (`$kind`).
fn kind_key(k: CutKind) -> &'static str {
    match k {
        CutKind::Shallow => "shallow",
        CutKind::Deep => "deep",
        CutKind::Window => "window",
        CutKind::Cutoff => "cutoff",
        CutKind::HighestLevelAlpha => "highest-level-alpha",
        CutKind::MnAlpha => "mn-alpha",
        CutKind::MnBeta => "mn-beta",
        CutKind::Decision => "decision",
        CutKind::Chance => "chance",
        CutKind::Probing => "probing",
    }
}

/// Why cutoff `c` skipped its successors, in words: where, after which successor, which
/// value reached which bound, the kind, and whose bound it was (`from`). `minimax`: the
/// record's values are from Max's standpoint; otherwise K&M's negamax m and beta. `view`:
/// the exercise's standpoint; in the minimax view K&M's cutoffs are told from Max's
/// standpoint (its value so far against the bound its ancestor holds), as the exercise asks.
/// The clause in English and as a message (`practice-fb-cut-…`: `$kind`, `$at`, `$after`, the
/// values, and whose bound: `$from` with its `$player` and `$levels` up, 0 and `none` for the
/// root window).
pub fn cutoff_sentence(tree: &Tree, c: &Cutoff, minimax: bool, view: super::View) -> (String, Message) {
    let at = name(tree, c.at);
    let after = ordinal(c.after);
    let kind = kind_name(c.kind);
    let base = |id| {
        let m = Message::new(id).text("kind", kind_key(c.kind)).position("at", tree, c.at).number("after", c.after);
        match c.from {
            Some(a) => m
                .position("from", tree, a)
                .text("player", player(tree, a))
                .number("levels", (tree.depth(c.at) - tree.depth(a)) as i64),
            None => m.text("from", "none").number("levels", 0),
        }
    };
    let neg = |v: crate::record::Value| crate::record::Value(-v.0);
    match c.kind {
        CutKind::Shallow | CutKind::Deep | CutKind::Window if view == super::View::Minimax => {
            // K&M's m and beta are from the standpoint of the player at `at`: at a Max position
            // they are Max's; at a Min position Max's value is at most -m and Max is sure of -beta.
            let whose = match c.from {
                Some(a) => match tree.depth(c.at) - tree.depth(a) {
                    1 => format!("its parent, {} ({})", name(tree, a), player(tree, a)),
                    n => format!("{} ({}), {n} levels up", name(tree, a), player(tree, a)),
                },
                None => "the root window".to_string(),
            };
            let (worth, bound, message) = if tree.is_max(c.at) {
                (
                    format!("{at} (Max) is worth at least {} to Max", c.value),
                    format!("{whose} holds Max to at most beta = {}", c.bound),
                    base("practice-fb-cut-minimax-max").value("value", c.value).value("bound", c.bound),
                )
            } else {
                (
                    format!("{at} (Min) holds Max to at most {}", neg(c.value)),
                    format!("Max is already sure of alpha = {} at {whose}", neg(c.bound)),
                    base("practice-fb-cut-minimax-min").value("value", neg(c.value)).value("bound", neg(c.bound)),
                )
            };
            (
                format!(
                    "{kind} at {at}: after its {after} successor, {worth}, and {bound}, so its remaining successors \
                     cannot change the result (K&M §2, from Max's standpoint)"
                ),
                message,
            )
        }
        CutKind::Shallow | CutKind::Deep | CutKind::Window => {
            // K&M's values are negamax: m and beta from the standpoint of the player at `at`.
            let whose = match c.from {
                Some(a) => match tree.depth(c.at) - tree.depth(a) {
                    1 => format!("beta = {} is -m of its parent, {} ({})", c.bound, name(tree, a), player(tree, a)),
                    n => format!("beta = {} is -m of {} ({}), {n} levels up", c.bound, name(tree, a), player(tree, a)),
                },
                None => format!("beta = {} is the root window's", c.bound),
            };
            let (max_terms, message) = if tree.is_max(c.at) {
                (
                    format!("{at} (Max) is already worth at least {}", c.value),
                    base("practice-fb-cut-negamax-max").value("worth", c.value),
                )
            } else {
                (
                    format!("{at} (Min) already holds Max to at most {}", neg(c.value)),
                    base("practice-fb-cut-negamax-min").value("worth", neg(c.value)),
                )
            };
            (
                format!(
                    "{kind} at {at}: after its {after} successor, m = {} >= beta, where {whose}; {max_terms}, so its \
                     remaining successors cannot change the result (K&M §2)",
                    c.value
                ),
                message.value("value", c.value).value("bound", c.bound),
            )
        }
        _ => {
            let standpoint = if minimax { " (from Max's standpoint)" } else { "" };
            (
                format!(
                    "{kind} at {at}: after its {after} successor, the value {}{standpoint} reached the bound {}, so \
                     its remaining successors are not examined",
                    c.value, c.bound
                ),
                Message::new(if minimax { "practice-fb-cut-other-minimax" } else { "practice-fb-cut-other" })
                    .text("kind", kind_key(c.kind))
                    .position("at", tree, c.at)
                    .number("after", c.after)
                    .value("value", c.value)
                    .value("bound", c.bound),
            )
        }
    }
}

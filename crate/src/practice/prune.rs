//! The prune task: mark the positions the procedure does not examine. The answer is the set
//! of cut-off roots, the positions not examined whose parent was examined (the smallest
//! set that names them all): every other position not examined lies below one of them.
//! Marks are read as subtrees ([`super::marks`]): a mark below another is redundant and
//! dropped, so marking the root of a pruned subtree and marking all of it are both right.

use super::answer::PruneAnswer;
use super::feedback::{Check, Verdict};
use super::message::Message;
use super::wording::{cutoff_sentence, name};
use super::{marks, PracticeOptions, Task};
use crate::error::Result;
use crate::procedures::Entry;
use crate::record::{Record, Status};
use crate::tree::{NodeId, Tree};

/// The run this task is about.
fn record(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<Record> {
    entry.run(tree, &options.run_options(false)?)
}

/// The cut-off roots of a record, in tree order.
pub fn cut_roots(tree: &Tree, r: &Record) -> Vec<NodeId> {
    let not_examined: Vec<bool> = r.status.iter().map(|s| *s != Status::Examined).collect();
    let mut out = marks::roots_of_flags(tree, &not_examined);
    let rank = marks::preorder_rank(tree);
    out.sort_by_key(|&p| rank[p as usize]);
    out
}

/// The expected answer: `{pruned: [Dewey, ...]}` in tree order.
pub fn expected(tree: &Tree, entry: &'static Entry, options: &PracticeOptions) -> Result<PruneAnswer> {
    let r = record(tree, entry, options)?;
    Ok(PruneAnswer { pruned: cut_roots(tree, &r).into_iter().map(|p| tree.dewey(p).to_string()).collect() })
}

/// Why `p` (a cut-off root) is not examined: a clause, in English and as a message.
pub fn why_skipped(tree: &Tree, r: &Record, p: NodeId, view: super::View) -> (String, Message) {
    match r.cutoffs.iter().find(|c| c.skipped.contains(&p)) {
        Some(c) => cutoff_sentence(tree, c, r.minimax, view),
        None => (
            format!(
                "{} never reaches {}: it is below no cutoff, but the procedure did not need it",
                r.procedure,
                name(tree, p)
            ),
            Message::new("practice-fb-never").text("proc", r.procedure).position("at", tree, p),
        ),
    }
}

pub fn check(tree: &Tree, entry: &'static Entry, options: &PracticeOptions, answer: &PruneAnswer) -> Result<Check> {
    let marked = marks::resolve(tree, "pruned", &answer.pruned)?;
    let r = record(tree, entry, options)?;
    let expected = cut_roots(tree, &r);
    let mut is_expected = vec![false; tree.len()];
    for &p in &expected {
        is_expected[p as usize] = true;
    }
    let given = marks::roots(tree, &marked);
    let mut is_given = vec![false; tree.len()];
    for &p in &given {
        is_given[p as usize] = true;
    }
    let mut c = Check::new(Task::Prune);
    // One pass in tree order, so the feedback reads top to bottom.
    for p in tree.preorder() {
        let (e, g) = (is_expected[p as usize], is_given[p as usize]);
        let here = name(tree, p);
        let at = |id| Message::new(id).position("at", tree, p);
        if e && g {
            let (why, m) = why_skipped(tree, &r, p, options.view);
            c.item(
                tree,
                p,
                true,
                Verdict::Right,
                (format!("{here} is not examined: {why}."), at("practice-fb-prune-right").nested("why", m)),
            );
        } else if e {
            let (why, m) = why_skipped(tree, &r, p, options.view);
            c.item(
                tree,
                p,
                true,
                Verdict::Missed,
                (
                    format!("{here} is not examined and was not marked: {why}."),
                    at("practice-fb-prune-missed").nested("why", m),
                ),
            );
        } else if g {
            let sentence = if r.status[p as usize] == Status::Examined {
                (
                    format!("{here} is examined by {}: no cutoff skips it.", r.procedure),
                    at("practice-fb-prune-examined").text("proc", r.procedure),
                )
            } else {
                match marks::ancestor_in(tree, p, &is_expected) {
                    Some(top) => (
                        format!(
                            "{here} is indeed not examined, but the cut is higher up: mark {} (its whole subtree is \
                             skipped).",
                            name(tree, top)
                        ),
                        at("practice-fb-prune-higher").position("top", tree, top),
                    ),
                    None => (
                        format!("{here} is not examined, but it lies below no cut-off root."),
                        at("practice-fb-prune-below-none"),
                    ),
                }
            };
            c.item(tree, p, false, Verdict::Wrong, sentence);
        }
    }
    Ok(c)
}

//! `cutter-marked`: F2's search, read wrongly: at each cutoff the successor whose value
//! caused it is marked as not examined too, besides those after it. A reading of the prune
//! task (and of what a window saves): the values are F2's.

use super::run::mark_subtree;
use super::{How, Spec, F2_LISTING};
use crate::record::Record;
use crate::search::Procedure;
use crate::tree::Tree;

/// Each cutoff's successor number `after` (1-based: the one that made m reach beta) and all
/// below it marked as not examined.
fn read(tree: &Tree, r: &mut Record) {
    let cutters: Vec<_> = r.cutoffs.iter().map(|c| (tree.child(c.at, c.after - 1), c.kind)).collect();
    for (q, kind) in cutters {
        mark_subtree(tree, r, q, kind);
    }
}

pub const MUTANT: Spec = Spec {
    name: "mutant:cutter-marked",
    id: "cutter-marked",
    title: "The successor that causes a cutoff marked as cut",
    misconception: "The successor whose value triggers a cutoff is itself cut off, along with the successors after it.",
    source: "Marking errors of tree-pruning exercises, which the common practice tools do not check \
             (github.com/aykamko/abTreePractice/issues/6: the check \"does not apply to cutting of trees\"); a \
             mutated reading in the sense of Seppälä 2006",
    explanation: "A cutoff happens after a successor has been searched: its value made m reach β (K&M's test m ≥ β \
                  comes after t := −F2(p_i, …)). That successor was examined — its value is what allows the cutoff. \
                  Only the successors after it are not examined.",
    clause: "the successor whose value causes a cutoff is also marked as not examined",
    tasks: &["prune", "values", "window"],
    how: How::Reading(Procedure::F2, read),
    listing: F2_LISTING,
};

//! `parent-marked`: F2's search, read wrongly: at each cutoff the position where it happens
//! is marked as not examined (with everything below it) instead of its remaining successors.
//! A reading of the prune task (and of what a window saves): the values are F2's.

use super::run::mark_subtree;
use super::{How, Spec, F2_LISTING};
use crate::record::Record;
use crate::search::Procedure;
use crate::tree::Tree;

fn read(tree: &Tree, r: &mut Record) {
    let at: Vec<_> = r.cutoffs.iter().map(|c| (c.at, c.kind)).collect();
    for (p, kind) in at {
        mark_subtree(tree, r, p, kind);
    }
}

pub const MUTANT: Spec = Spec {
    name: "mutant:parent-marked",
    id: "parent-marked",
    title: "The position that cuts off marked instead of its successors",
    misconception: "A cutoff removes the position where it happens, rather than the successors it did not search.",
    source: "Marking errors of tree-pruning exercises, which the common practice tools do not check \
             (github.com/aykamko/abTreePractice/issues/6); a mutated reading in the sense of Seppälä 2006",
    explanation: "A cutoff at a position p means that p stops searching: the successors of p after the one that \
                  made m reach β are not examined. p itself was examined — it returned a value (a bound) to its \
                  parent — and so were the successors it searched before the cutoff. The marks go on the successors \
                  not searched, not on p.",
    clause: "the position where a cutoff happens is marked, instead of the successors it does not search",
    tasks: &["prune", "values", "window"],
    how: How::Reading(Procedure::F2, read),
    listing: F2_LISTING,
};

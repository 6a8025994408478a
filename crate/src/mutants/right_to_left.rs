//! `right-to-left`: F2 examining each position's successors from the last to the first
//! (K&M's loop `for i := 1 step 1 until d` run backwards). Searched as F2 on the mirrored
//! tree, every position named back by its place in the tree as given (`run.rs`).

use super::{How, Spec, F2_LISTING};

pub const MUTANT: Spec = Spec {
    name: "mutant:right-to-left",
    id: "right-to-left",
    title: "Successors examined last to first",
    misconception: "The successors of a position are searched from right to left (or in whatever order is at hand), \
                    as if the order did not change which positions are cut off.",
    source: "A mutation of the loop's direction, the kind of code mutation Seppälä 2006 uses to explain erroneous \
             simulations; K&M's procedures examine p_1, …, p_d in that order (§2), and their cutoffs depend on it \
             (§6, Theorem 1)",
    explanation: "Alpha-beta examines the successors of a position in their order, first to last (K&M's loop runs \
                  i = 1, …, d), and which positions it cuts off depends on that order: a good move found early gives \
                  a bound that prunes the moves after it. Searching from the last successor to the first is another \
                  search with other cutoffs; its root value is the same, but the positions it examines are those of \
                  the mirrored tree.",
    clause: "each position's successors are examined from the last to the first",
    tasks: &["prune", "values", "window", "next", "order"],
    how: How::Mirror,
    listing: F2_LISTING,
};

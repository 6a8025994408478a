//! `minmax-swapped`: Max and Min exchanged: the root (Max) minimises and the level below
//! maximises, and so on down. Searched as F2 on the tree with every terminal value negated,
//! its values read back from Max's standpoint (`run.rs`): a student's Max-standpoint value
//! s(p) with Min's rule at Max's positions is -v(p), v the true minimax value of the negated
//! tree (by induction from the terminals).

use super::{How, Spec, F2_LISTING};

pub const MUTANT: Spec = Spec {
    name: "mutant:minmax-swapped",
    id: "minmax-swapped",
    title: "Max and Min swapped",
    misconception: "The player to move is taken the wrong way round: Max's positions take the smallest value of their \
                    successors and Min's the largest.",
    source: "A defect of published game-playing code: github.com/marianogappa/cheesse/issues/62 (\"the \
             maximizing/minimizing branches inverted\") and github.com/aalekhpatel07/minimax/pull/3 (\"wrong \
             maximizer flag in alpha-beta\")",
    explanation: "The root is Max's position: Max moves there and takes the largest value of its successors; on the \
                  next level Min takes the smallest, and so on, alternating (K&M §1). Exchanging them computes the \
                  value of another game — one where each player helps the other — and alpha-beta then cuts off \
                  where that game's bounds say, not where this one's do.",
    clause: "Max and Min are exchanged (the root takes the smallest value, the level below the largest, and so on)",
    tasks: &["prune", "values", "window", "next", "order"],
    how: How::Negate,
    listing: F2_LISTING,
};

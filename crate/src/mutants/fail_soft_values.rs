//! `fail-soft-values`: the values of fail-soft alpha-beta (Fishburn 1981: m starts at -inf,
//! so a value outside the window is the best found, not alpha) given where K&M's F2 is
//! asked (F2 starts m at alpha and returns alpha when nothing beats it). Both examine the
//! same positions; only the values outside the window differ.

use super::{How, Spec};
use crate::search::Procedure;

pub const MUTANT: Spec = Spec {
    name: "mutant:fail-soft-values",
    id: "fail-soft-values",
    title: "Fail-soft values for F2",
    misconception: "Alpha-beta returns the best value it found at a position, also when that is below α; K&M's F2 \
                    returns α then.",
    source: "Fishburn 1981 (fail-soft alpha-beta); the common textbook form returns v, the fail-soft value \
             (Russell & Norvig's ALPHA-BETA-SEARCH, quoted in github.com/aimacode/aima-pseudocode/issues/97), where \
             K&M's F2 (§2) starts m at α",
    explanation: "K&M's F2 starts a position's m at α, not at −∞: when no successor beats α the position returns α \
                  itself, an upper bound (K&M (9)). The form many courses teach starts at −∞ and returns the best \
                  value found, which may lie below α (fail-soft, Fishburn 1981). The same positions are examined and \
                  the values inside the window agree; the values outside it differ.",
    clause: "a position returns the best value it found (fail-soft), where F2 returns α when nothing beats α",
    tasks: &["values", "window", "next"],
    how: How::Rule(Procedure::FAIL_SOFT),
    listing: &Procedure::FAIL_SOFT.0.listing,
};

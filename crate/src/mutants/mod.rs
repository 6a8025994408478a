//! Wrong procedures ("mutants"): alpha-beta (K&M's F2) with one mistake that students,
//! textbooks or published code are reported to make, each its own entry of the catalogue
//! ([`crate::procedures`], named `mutant:ID`), kept out of the procedure menus
//! ([`crate::procedures::all`] lists none) and used by practice to say which wrong rule an
//! answer follows (`practice/diagnosis.rs`). Seppälä (2006) found that such mutated
//! algorithms explain much of the erroneous solutions of algorithm-simulation exercises;
//! Sirkiä & Sorva (2012) catalogued the recurring mistakes of visual program simulation.
//!
//! A mutant is one file: its [`Spec`] (id, title, the misconception, the source that reports
//! it, a paragraph for students, the tasks it can explain) and what it does ([`How`]):
//! * a wrong rule of K&M's loop ([`How::Rule`]), searched by the one search
//!   (`search/driver.rs`) like every negamax procedure;
//! * F2 on a changed tree whose record is mapped back ([`How::Mirror`]: the successors
//!   examined last to first; [`How::Negate`]: Max and Min exchanged);
//! * a correct procedure's record read wrongly ([`How::Reading`]): the search is right, the
//!   student's reading of it is not.
//!
//! The page's first WebAssembly module (no feature `full`) holds no mutant: their code and
//! their entries are compiled only with `full` or natively ([`ALL`] is empty otherwise).

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod alpha_not_raised;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod bounds_exact;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod cutter_marked;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod fail_soft_values;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod minmax_swapped;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod parent_marked;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod right_to_left;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod root_window_reset;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod run;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod shallow_only;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod strict_cutoff;

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub(crate) use run::{mirror, negate_back, negated, unmirror};

use crate::record::Record;
use crate::search::{Listing, Procedure};
use crate::tree::Tree;
use serde::{Serialize, Serializer};

/// The prefix of a mutant's catalogue name: `mutant:strict-cutoff`.
pub const PREFIX: &str = "mutant:";

/// How a mutant computes its (wrong) run.
#[derive(Clone, Copy)]
pub enum How {
    /// A wrong rule of K&M's loop: its own engine.
    Rule(Procedure),
    /// F2 on the tree with every position's successors in reverse order, mapped back.
    Mirror,
    /// F2 on the tree with every terminal value negated (Max and Min exchanged), its values
    /// negated back (so from Max's standpoint they are what the student computed).
    Negate,
    /// A procedure's correct record, read wrongly (applied after the window analysis, so
    /// that a window's savings are read the same way).
    Reading(Procedure, fn(&Tree, &mut Record)),
}

/// One wrong procedure.
#[derive(Clone, Copy, Serialize)]
pub struct Spec {
    /// The catalogue name, `mutant:` and the id.
    #[serde(skip)]
    pub name: &'static str,
    /// `strict-cutoff`.
    pub id: &'static str,
    /// A short title: "Cutoff only when m > β".
    pub title: &'static str,
    /// The misconception it models, in one sentence.
    pub misconception: &'static str,
    /// Where it is reported (paper, course material, a public issue), as cited.
    pub source: &'static str,
    /// A paragraph for students: what the mistake is and why alpha-beta does otherwise.
    pub explanation: &'static str,
    /// What the student did, completing "… what alpha-beta gives if …".
    pub clause: &'static str,
    /// The practice tasks whose answer it can change: `prune`, `values`, `window`, `next`,
    /// `order`.
    pub tasks: &'static [&'static str],
    #[serde(skip)]
    pub how: How,
    /// The listing the step-through shows (F2's with the wrong line, or F2's).
    #[serde(skip)]
    pub listing: &'static Listing,
}

/// A mutant as the catalogue holds it: a handle on its [`Spec`]; equal when the ids are.
#[derive(Clone, Copy)]
pub struct Mutant(pub &'static Spec);

impl Mutant {
    pub fn spec(self) -> &'static Spec {
        self.0
    }
    /// Whether its answer to the practice task `task` (by name) can differ from F2's.
    pub fn takes(self, task: &str) -> bool {
        self.0.tasks.contains(&task)
    }
}

impl PartialEq for Mutant {
    fn eq(&self, other: &Mutant) -> bool {
        self.0.id == other.0.id
    }
}
impl Eq for Mutant {}
impl std::hash::Hash for Mutant {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.id.hash(h);
    }
}
impl std::fmt::Debug for Mutant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}
impl Serialize for Mutant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// Every mutant, in the order the practice docs list them (the five named by the course
/// material first). Empty in the page's first WebAssembly module.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub const ALL: [&Spec; 10] = [
    &shallow_only::MUTANT,
    &root_window_reset::MUTANT,
    &strict_cutoff::MUTANT,
    &cutter_marked::MUTANT,
    &right_to_left::MUTANT,
    &minmax_swapped::MUTANT,
    &alpha_not_raised::MUTANT,
    &parent_marked::MUTANT,
    &bounds_exact::MUTANT,
    &fail_soft_values::MUTANT,
];
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
pub const ALL: [&Spec; 0] = [];

/// F2's listing, for the mutants whose search is F2's.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub(crate) const F2_LISTING: &Listing = &Procedure::F2.0.listing;

//! The negamax procedures: Knuth & Moore's F0, F1, F2 (section 2), fail-soft alpha-beta,
//! NegaScout and MTD(f), each a [`Rule`](rule::Rule) over K&M's loop; K&M's minimax and
//! iterative forms; and the plain recursive transcriptions they are tested against.
//!
//! The files, from the bottom: `window.rs`, `observer.rs` (events, counts, the cutoff
//! classification) and `rule.rs` (what a rule says: [`rule::Rule`], [`rule::Plain`]); the
//! two loops, `driver.rs` (every rule, observed: records and traces) and `lean.rs` (plain
//! rules, counts only, over the arena or an implicit tree, `implicit.rs`); `stack.rs`;
//! `engine.rs` (the table of each rule's searches behind function pointers, [`Procedure`]);
//! the rules' files, each naming its engine; `count.rs` and `run.rs` on top. No file names
//! one above it (`tests/module_graph.rs`).
//!
//! A new procedure here is its rule's file (the rule, its listing, its [`Procedure`]), one
//! line in [`Procedure::ALL`], and its entry in the catalogue ([`crate::procedures`]).

pub mod count;
mod driver;
pub mod engine;
pub mod f0;
pub mod f1;
pub mod f2;
pub mod failsoft;
pub mod implicit;
pub mod iterative;
mod lean;
pub mod minimax;
pub mod mtdf;
pub mod negascout;
pub mod observer;
pub mod reference;
pub mod rule;
pub(crate) mod run;
mod stack;
mod window;

pub use engine::{Engine, Procedure};
pub use f0::{f0, f0_with};
pub use f1::{f1, f1_with};
pub use f2::{f2, f2_with};
pub use observer::{Counts, CutoffKind, DistinctCounts, Event, ExaminedOrder, Observer, Trace};
pub use rule::{Listing, Params, WindowUse};
pub(crate) use run::run;
pub use run::search_with;
pub use stack::Stack;
pub use window::Window;

impl Procedure {
    /// Knuth & Moore's F (1), the page's F0.
    pub const F0: Procedure = f0::PROCEDURE;
    /// Knuth & Moore's F1 (6).
    pub const F1: Procedure = f1::PROCEDURE;
    /// Knuth & Moore's F2 (9).
    pub const F2: Procedure = f2::PROCEDURE;
    /// Fishburn's fail-soft alpha-beta.
    pub const FAIL_SOFT: Procedure = failsoft::PROCEDURE;
    /// Reinefeld's NegaScout.
    pub const NEGASCOUT: Procedure = negascout::PROCEDURE;
    /// Plaat et al.'s MTD(f).
    pub const MTDF: Procedure = mtdf::PROCEDURE;

    /// Every negamax procedure, in menu order.
    pub const ALL: &'static [Procedure] =
        &[f0::PROCEDURE, f1::PROCEDURE, f2::PROCEDURE, failsoft::PROCEDURE, negascout::PROCEDURE, mtdf::PROCEDURE];
}

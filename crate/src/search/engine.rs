//! The table a procedure is chosen from at run time: an [`Engine`] holds one rule's searches,
//! monomorphised, behind function pointers, and a [`Procedure`] is a handle on one. This is
//! the top of `search/`: it names the loops (`driver.rs`, `lean.rs`) and the rules name it
//! only to make their own engine.

use super::observer::{Counts, DistinctCounts, Observer};
use super::rule::{Listing, Params, Plain, Rule, WindowUse};
use super::stack::Stack;
use super::window::Window;
use super::{driver, lean};
use crate::score::Score;
use crate::tree::Tree;
use serde::Serialize;

/// One negamax procedure: its rule's searches, monomorphised, behind function pointers, so
/// that callers choose a procedure at run time and still run code specialised to it.
pub struct Engine {
    pub name: &'static str,
    pub window: WindowUse,
    pub listing: Listing,
    /// Whether the lean loop counts it (a [`Plain`] rule), else counts come through the
    /// driver.
    pub plain: bool,
    /// m before the first successor, given alpha ([`Rule::initial_m`]).
    pub initial_m: fn(Score) -> Score,
    pub(crate) observe: fn(&Tree, &Params, &mut dyn Observer) -> Score,
    pub(crate) count: fn(&Tree, &Params, &mut Counts, &mut Stack) -> Score,
    /// Experiments only: left out of the page's first module (the lean wasm), where every
    /// function an engine points to would be kept.
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    pub(crate) implicit: fn(&super::implicit::ImplicitTree, &Params) -> crate::Result<(Score, Counts)>,
    /// Tests only.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) order: fn(&Tree, &Params) -> Vec<u32>,
}

impl Engine {
    /// The engine of a plain rule `R` with its listing: counted by the lean loop, which also
    /// searches implicit trees with it.
    pub const fn plain<R: Plain + 'static>(listing: Listing) -> Engine {
        Engine {
            name: <R as Rule>::NAME,
            window: <R as Rule>::WINDOW,
            listing,
            plain: true,
            initial_m: <R as Rule>::initial_m,
            observe: observe::<R>,
            count: count_lean::<R>,
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            implicit: lean::implicit::<R>,
            #[cfg(not(target_arch = "wasm32"))]
            order: lean::order::<R>,
        }
    }

    /// The engine of rule `R` that re-searches, keeps a memory, searches from the root more
    /// than once or changes the loop's tests: counted through the driver (each position
    /// once), refused on implicit trees.
    pub const fn of<R: Rule + 'static>(listing: Listing) -> Engine {
        Engine {
            name: R::NAME,
            window: R::WINDOW,
            listing,
            plain: false,
            initial_m: R::initial_m,
            observe: observe::<R>,
            count: count_observed::<R>,
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            implicit: refuse_implicit::<R>,
            #[cfg(not(target_arch = "wasm32"))]
            order: order_observed::<R>,
        }
    }
}

/// The lean loop's counts, on the stack's frames for it.
fn count_lean<R: Plain>(tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Stack) -> Score {
    lean::count::<R>(tree, params, counts, &mut stack.1)
}

/// The driver with a fresh stack and any observer.
fn observe<R: Rule>(tree: &Tree, params: &Params, obs: &mut dyn Observer) -> Score {
    driver::run::<R, dyn Observer>(tree, params, obs, &mut Vec::new())
}

/// The counts of a rule that is not plain, through the driver's one instantiation per rule
/// (dynamic observer), so the page's first module holds no second driver for these rules;
/// a position searched twice (a re-search, MTD(f)'s passes) is counted once.
fn count_observed<R: Rule>(tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Stack) -> Score {
    let mut once = DistinctCounts::new(tree.len(), tree.height());
    let v = driver::run::<R, dyn Observer>(tree, params, &mut once, &mut stack.0);
    counts.add(&once.counts);
    v
}

/// The driver's order of examination, for tests.
#[cfg(not(target_arch = "wasm32"))]
fn order_observed<R: Rule>(tree: &Tree, params: &Params) -> Vec<u32> {
    let mut seen = super::observer::ExaminedOrder::default();
    driver::run::<R, _>(tree, params, &mut seen, &mut Vec::new());
    seen.0
}

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
fn refuse_implicit<R: Rule>(_: &super::implicit::ImplicitTree, _: &Params) -> crate::Result<(Score, Counts)> {
    Err(crate::Error::procedure(format!(
        "{} searches a position more than once or keeps a memory of positions, so it needs the tree built: \
         implicit trees take the procedures that search each position once",
        R::NAME
    )))
}

/// A negamax procedure, as callers hold it: a handle on its [`Engine`]. Equal when the
/// names are.
#[derive(Clone, Copy)]
pub struct Procedure(pub &'static Engine);

impl Procedure {
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The window it searches with when given `w` ([`WindowUse::apply`]).
    pub fn effective_window(self, w: Window) -> Window {
        self.0.window.apply(w)
    }

    pub fn window_use(self) -> WindowUse {
        self.0.window
    }

    pub fn listing(self) -> &'static Listing {
        &self.0.listing
    }

    /// Searches `tree` reporting every event to `obs` (the window as [`Procedure::effective_window`]).
    pub fn observe(self, tree: &Tree, params: &Params, obs: &mut dyn Observer) -> Score {
        (self.0.observe)(tree, params, obs)
    }

    /// The value, counting into `counts` (the lean loop where the rule is plain).
    pub fn count(self, tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Stack) -> Score {
        (self.0.count)(tree, params, counts, stack)
    }

    /// The value and counts over an implicit tree (never built): plain rules only, the
    /// others are refused.
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    pub fn implicit(self, t: &super::implicit::ImplicitTree, params: &Params) -> crate::Result<(Score, Counts)> {
        (self.0.implicit)(t, params)
    }
    /// The page's first module holds no experiments.
    #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
    pub fn implicit(self, _t: &super::implicit::ImplicitTree, _params: &Params) -> crate::Result<(Score, Counts)> {
        Err(crate::Error::procedure("implicit trees are searched by the full module only".into()))
    }

    /// The positions its counting search examines, in order (root first), for tests.
    #[doc(hidden)]
    #[cfg(not(target_arch = "wasm32"))]
    pub fn count_order(self, tree: &Tree, params: &Params) -> Vec<u32> {
        (self.0.order)(tree, params)
    }
}

impl PartialEq for Procedure {
    fn eq(&self, other: &Procedure) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for Procedure {}

impl std::hash::Hash for Procedure {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.name.hash(h);
    }
}

impl std::fmt::Debug for Procedure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

impl std::fmt::Display for Procedure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

impl Serialize for Procedure {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name)
    }
}

//! What makes one negamax procedure differ from another: its [`Rule`].
//!
//! K&M section 2 writes F, F1 and F2 as one loop
//!
//! ```text
//! m := initial; for each successor p_i: t := -PROC(p_i, successor window); if t > m then m := t;
//!               if m >= beta then cut off;   return m
//! ```
//!
//! and the later procedures keep that loop: fail-soft alpha-beta (Fishburn 1981) changes
//! the initial m and the successor window, NegaScout (Reinefeld 1983) adds a re-search of
//! a successor whose null-window test failed high, MTD(f) (Plaat, Schaeffer, Pijls & de
//! Bruin 1996) adds a memory of bounds and repeats the search from the root. A rule says
//! exactly those things; the searches (`driver.rs` with observers, `count.rs` for counts
//! only, `implicit.rs` over trees never built) are written once and monomorphised over it.
//! A procedure is its rule's file and its catalogue entry ([`crate::procedures`]).

use super::observer::{Counts, Observer};
use super::run::Run;
use super::{Stack, Window};
use crate::score::Score;
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// How a procedure uses the root window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowUse {
    /// None: it always searches with (-inf, +inf) (F0, SSS*, MTD(f), which makes its own).
    None,
    /// A bound: beta only, alpha is -inf (F1 (6), the thesis' branch-and-bound).
    Bound,
    /// The window (alpha, beta) as given (F2 (9), fail-soft, NegaScout).
    Window,
}

impl WindowUse {
    /// The window a procedure with this use searches with when given `w`.
    pub fn apply(self, w: Window) -> Window {
        match self {
            WindowUse::None => Window::FULL,
            WindowUse::Bound => Window { alpha: Score::NEG_INF, beta: w.beta },
            WindowUse::Window => w,
        }
    }
}

/// What the memory says of a position about to be searched with (alpha, beta).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recall {
    /// Nothing decisive: search it with this (possibly narrowed) window.
    Search(Score, Score),
    /// A stored bound settles the call: return this value without examining anything.
    Value(Score),
}

/// Everything a rule may take besides the tree: the root window and MTD(f)'s first guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Params {
    pub window: Window,
    pub guess: Score,
}

impl Default for Params {
    fn default() -> Params {
        Params { window: Window::FULL, guess: Score::new(0) }
    }
}

impl Params {
    pub fn window(window: Window) -> Params {
        Params { window, ..Params::default() }
    }
}

/// One procedure's arithmetic. The window of a call is (alpha, beta); `m` is the value
/// the loop keeps; successors are numbered from 0.
pub trait Rule: Sized {
    /// The catalogue name.
    const NAME: &'static str;
    /// How the root window is used.
    const WINDOW: WindowUse;
    /// Whether a successor's alpha is always its parent's -beta (F2 and fail-soft): then a
    /// bound can travel down two levels and make a deep cutoff (K&M Fig. 3).
    const PASSES_ALPHA: bool;
    /// Whether `m >= beta` ends the loop (F0 never looks).
    const CUTS: bool = true;
    /// No re-search, no memory, one pass: what the counting path and implicit trees run.
    /// A rule that overrides [`Rule::research`], [`Rule::recall`] or [`Rule::drive`] says
    /// false, and is counted through the driver.
    const PLAIN: bool = true;

    /// The rule's state for one search of `tree` (a memory, for MTD(f)).
    fn new(tree: &Tree, params: &Params) -> Self;
    /// m before the first successor.
    fn initial_m(alpha: Score) -> Score;
    /// The window successor `i` is searched with.
    fn child_window(alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score);
    /// The window successor `i` of the root is searched with, when it is not
    /// [`Rule::child_window`]'s (None, the default). Only the catalogue's wrong procedures
    /// (`crate::mutants`) say otherwise; a rule that does says [`Rule::PLAIN`] = false, since
    /// the counting path and implicit trees do not ask.
    #[inline]
    fn root_child_window(_alpha: Score, _beta: Score, _m: Score, _i: u32) -> Option<(Score, Score)> {
        None
    }
    /// The cutoff test of K&M's loop: `m >= beta` (section 2). Only the catalogue's wrong
    /// procedures change it; a rule that does says [`Rule::PLAIN`] = false.
    #[inline]
    fn cuts_off(m: Score, beta: Score) -> bool {
        m >= beta
    }
    /// After successor `i` returned `t` (negated), whether to search it again and with
    /// which window; `interior` says the successor has successors of its own. The value
    /// taken is then the larger of `t` and the second search's.
    #[inline]
    fn research(_alpha: Score, _beta: Score, _m: Score, _t: Score, _i: u32, _interior: bool) -> Option<(Score, Score)> {
        None
    }
    /// Before searching `p` with (alpha, beta): what the memory says.
    #[inline]
    fn recall(&mut self, _p: NodeId, alpha: Score, beta: Score) -> Recall {
        Recall::Search(alpha, beta)
    }
    /// After searching `p` with (alpha, beta) (the window [`Rule::recall`] returned): `v`.
    #[inline]
    fn store(&mut self, _p: NodeId, _v: Score, _alpha: Score, _beta: Score) {}
    /// The searches from the root: one with the root window, or (MTD(f)) several. `pass`
    /// searches the root with a window and returns its value.
    #[inline]
    fn drive(&mut self, params: &Params, pass: &mut dyn FnMut(&mut Self, Score, Score) -> Score) -> Score {
        let w = Self::WINDOW.apply(params.window);
        pass(self, w.alpha, w.beta)
    }
}

/// A procedure's printed listing, as the step-through shows it beside the tree: the lines,
/// where the paper prints them, and the line each kind of step is on (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Listing {
    pub cite: &'static str,
    pub lines: &'static [&'static str],
    pub at: Lines,
}

/// The line of each kind of step; `None` where the procedure has no such line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Lines {
    pub enter: u32,
    pub terminal: u32,
    pub interior: u32,
    pub call: u32,
    pub update: u32,
    pub cutoff: Option<u32>,
    pub leave: u32,
    /// The line of a re-search (NegaScout) or of the root's next pass (MTD(f)).
    pub research: Option<u32>,
    /// The line where the memory settles a call (MTD(f)).
    pub recall: Option<u32>,
}

impl Lines {
    /// The lines of the loop as K&M print F1 and F2 (section 2, pp. 297-298), which
    /// fail-soft's listing keeps line for line.
    pub const KM_LOOP: Lines = Lines {
        enter: 2,
        terminal: 3,
        interior: 4,
        call: 6,
        update: 7,
        cutoff: Some(8),
        leave: 10,
        research: None,
        recall: None,
    };
}

/// One negamax procedure: its rule's searches, monomorphised, behind function pointers, so
/// that callers choose a procedure at run time and still run code specialised to it.
pub struct Engine {
    pub name: &'static str,
    pub window: WindowUse,
    pub listing: Listing,
    /// Whether the counting path runs it (else counts come through the driver).
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
    /// The engine of rule `R` with its listing.
    pub const fn of<R: Rule + 'static>(listing: Listing) -> Engine {
        Engine {
            name: R::NAME,
            window: R::WINDOW,
            listing,
            plain: R::PLAIN,
            initial_m: R::initial_m,
            observe: super::driver::observe::<R>,
            count: super::count::count::<R>,
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            implicit: super::implicit::search::<R>,
            #[cfg(not(target_arch = "wasm32"))]
            order: super::count::order::<R>,
        }
    }
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

    /// The value, counting into `counts` (the counting path where the rule is plain).
    pub fn count(self, tree: &Tree, params: &Params, counts: &mut Counts, stack: &mut Stack) -> Score {
        (self.0.count)(tree, params, counts, stack)
    }

    /// The full record of a run ([`Run`]), with the event trace when `trace`.
    pub fn record(self, tree: &Tree, params: &Params, trace: bool) -> Run {
        super::run::record(self, tree, params, trace)
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

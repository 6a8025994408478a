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
//! exactly those things, and a rule that says only the loop's arithmetic is [`Plain`]. The
//! loops are written once and monomorphised over the rule: the driver (`driver.rs`, every
//! rule, observed) and the lean loop (`lean.rs`, plain rules, counts only, over the arena or
//! an implicit tree). This file is the bottom of `search/`: it names no loop; the table of
//! each rule's searches is `engine.rs`. A procedure is its rule's file and its catalogue
//! entry ([`crate::procedures`]).

use super::window::Window;
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
    /// Some only for a [`Plain`] rule: set by the one implementation of `Rule` for plain
    /// rules below, and by nothing else, since no other module can make an [`IsPlain`].
    #[doc(hidden)]
    const PLAIN: Option<IsPlain> = None;

    /// The rule's state for one search of `tree` (a memory, for MTD(f)).
    fn new(tree: &Tree, params: &Params) -> Self;
    /// m before the first successor.
    fn initial_m(alpha: Score) -> Score;
    /// The window successor `i` is searched with.
    fn child_window(alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score);
    /// The window successor `i` of the root is searched with, when it is not
    /// [`Rule::child_window`]'s (None, the default). Only the catalogue's wrong procedures
    /// (`crate::mutants`) say otherwise.
    #[inline]
    fn root_child_window(_alpha: Score, _beta: Score, _m: Score, _i: u32) -> Option<(Score, Score)> {
        None
    }
    /// The cutoff test of K&M's loop: `m >= beta` (section 2). Only the catalogue's wrong
    /// procedures change it.
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

/// A rule that is K&M's loop and nothing more: one pass from the root, the cutoff test
/// `m >= beta`, no re-search, no memory (F0, F1, F2, fail-soft). It names only the loop's
/// arithmetic; the hooks of [`Rule`] keep their defaults, since a type that is `Plain` gets
/// its `Rule` from the implementation below and can have no other (the compiler refuses a
/// second). The lean loop (`lean.rs`: the counting path and implicit trees) takes only
/// plain rules, so it cannot skip a hook it does not call.
///
/// A plain rule (F2's arithmetic):
///
/// ```
/// use gametree::search::rule::{Plain, WindowUse};
/// use gametree::Score;
/// struct Ab;
/// impl Plain for Ab {
///     const NAME: &'static str = "ab";
///     const WINDOW: WindowUse = WindowUse::Window;
///     const PASSES_ALPHA: bool = true;
///     fn initial_m(alpha: Score) -> Score { alpha }
///     fn child_window(_: Score, beta: Score, m: Score, _: u32) -> (Score, Score) { (-beta, -m) }
///     fn make() -> Ab { Ab }
/// }
/// ```
///
/// and the same rule with a hook of its own, which the compiler refuses (a second
/// implementation of `Rule`):
///
/// ```compile_fail,E0119
/// use gametree::search::rule::{Params, Plain, Rule, WindowUse};
/// use gametree::{Score, Tree};
/// struct Ab;
/// impl Plain for Ab {
///     const NAME: &'static str = "ab";
///     const WINDOW: WindowUse = WindowUse::Window;
///     const PASSES_ALPHA: bool = true;
///     fn initial_m(alpha: Score) -> Score { alpha }
///     fn child_window(_: Score, beta: Score, m: Score, _: u32) -> (Score, Score) { (-beta, -m) }
///     fn make() -> Ab { Ab }
/// }
/// impl Rule for Ab {
///     const NAME: &'static str = "ab";
///     const WINDOW: WindowUse = WindowUse::Window;
///     const PASSES_ALPHA: bool = true;
///     fn new(_: &Tree, _: &Params) -> Ab { Ab }
///     fn initial_m(alpha: Score) -> Score { alpha }
///     fn child_window(_: Score, beta: Score, m: Score, _: u32) -> (Score, Score) { (-beta, -m) }
///     fn cuts_off(m: Score, beta: Score) -> bool { m > beta }
/// }
/// ```
pub trait Plain: Sized {
    /// The catalogue name.
    const NAME: &'static str;
    /// How the root window is used.
    const WINDOW: WindowUse;
    /// Whether a successor's alpha is always its parent's -beta (F2, fail-soft); else it is
    /// -inf (F0, F1). The lean loop reads a position's alpha from its parent's beta this way.
    const PASSES_ALPHA: bool;
    /// Whether `m >= beta` ends the loop (F0 never looks).
    const CUTS: bool = true;
    /// m before the first successor.
    fn initial_m(alpha: Score) -> Score;
    /// The window successor `i` (from 0) is searched with.
    fn child_window(alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score);
    /// The rule's value (plain rules keep no state).
    fn make() -> Self;
}

/// The proof that a rule is [`Plain`] ([`Rule::PLAIN`]); only this module can make one.
#[derive(Debug, Clone, Copy)]
pub struct IsPlain(());

impl<P: Plain> Rule for P {
    const NAME: &'static str = <P as Plain>::NAME;
    const WINDOW: WindowUse = <P as Plain>::WINDOW;
    const PASSES_ALPHA: bool = <P as Plain>::PASSES_ALPHA;
    const CUTS: bool = <P as Plain>::CUTS;
    const PLAIN: Option<IsPlain> = Some(IsPlain(()));
    #[inline]
    fn new(_: &Tree, _: &Params) -> P {
        P::make()
    }
    #[inline(always)]
    fn initial_m(alpha: Score) -> Score {
        <P as Plain>::initial_m(alpha)
    }
    #[inline(always)]
    fn child_window(alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score) {
        <P as Plain>::child_window(alpha, beta, m, i)
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

//! NegaScout (Reinefeld 1983, "An improvement of the Scout tree search algorithm", ICCA
//! Journal 6(4), the procedure NegaScout): the first successor is searched with the whole
//! window, every later one with the null window (m, m + 1) around the best value so far;
//! a null-window test that fails high inside the window (m < t < beta) is searched again
//! with (t, beta), unless the successor is terminal (its t is exact).
//!
//! ```text
//! NS(p, alpha, beta): if p is terminal: return f(p)
//!   m := alpha; n := beta
//!   for i := 1..d: t := -NS(p_i, -n, -m)
//!                  if t > m and t < beta and i > 1 and p_i is not terminal:
//!                      t := max(t, -NS(p_i, -beta, -t))
//!                  if t > m then m := t; if m >= beta then exit loop
//!                  n := m + 1
//!   return m
//! ```
//!
//! Reinefeld's a and b are m and n here. His test "d < maxdepth - 1" (the successors'
//! successors are not leaves, so a null-window value is a bound and not exact) reads, on
//! trees whose leaves lie at mixed depths, as "p_i is not terminal". Unlike the thesis' PVS
//! (Muszycka §2.4), NegaScout keeps one procedure for both searches and re-searches with
//! the lower bound t it has just learned, not with alpha.

use super::engine::{Engine, Procedure};
use super::rule::{Lines, Listing, Params, Rule, WindowUse};
use crate::score::Score;
use crate::tree::Tree;

pub(crate) struct NegaScout;

impl Rule for NegaScout {
    const NAME: &'static str = "negascout";
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = false;
    fn new(_: &Tree, _: &Params) -> NegaScout {
        NegaScout
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// NS(p_1, -beta, -m), then NS(p_i, -(m + 1), -m).
    #[inline]
    fn child_window(_alpha: Score, beta: Score, m: Score, i: u32) -> (Score, Score) {
        if i == 0 {
            (-beta, -m)
        } else {
            (-m.succ(), -m)
        }
    }
    /// NS(p_i, -beta, -t) after a null-window test failed high inside the window.
    #[inline]
    fn research(_alpha: Score, beta: Score, m: Score, t: Score, i: u32, interior: bool) -> Option<(Score, Score)> {
        (t > m && t < beta && i > 0 && interior).then_some((-beta, -t))
    }
}

/// Reinefeld's listing in the language K&M print (section 2), his a and b written m and n.
const LISTING: Listing = Listing {
    cite: "Reinefeld 1983, procedure NegaScout (a, b written m, n)",
    lines: &[
        "integer procedure NS (position p, integer alpha, integer beta):",
        "begin integer m, n, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then NS := f(p) else",
        "  begin m := alpha; n := beta;",
        "    for i := 1 step 1 until d do",
        "    begin t := -NS(p_i, -n, -m);",
        "      if t > m and t < beta and i > 1 and p_i is not terminal then",
        "        t := max(t, -NS(p_i, -beta, -t));",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "      n := m + 1;",
        "    end;",
        "  done: NS := m;",
        "  end;",
        "end;",
    ],
    at: Lines {
        enter: 2,
        terminal: 3,
        interior: 4,
        call: 6,
        update: 9,
        cutoff: Some(10),
        leave: 13,
        research: Some(8),
        recall: None,
    },
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::of::<NegaScout>(LISTING);

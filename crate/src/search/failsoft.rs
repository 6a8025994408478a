//! Fail-soft alpha-beta (Fishburn 1981): F2 with m starting at -inf instead of alpha, the
//! successor window (-beta, -max(m, alpha)). It examines the positions F2 examines and
//! returns F(p) inside the window as F2 does, but outside it a bound closer to F(p): a
//! value <= alpha is an upper bound on F(p) that may be below alpha, a value >= beta a lower
//! bound that may be above beta (where F2 returns alpha or at least beta).
//!
//! ```text
//! FS(p, alpha, beta): if p is terminal: return f(p)
//!   m := -inf
//!   for i := 1..d: t := -FS(p_i, -beta, -max(m, alpha)); if t > m then m := t; if m >= beta then exit loop
//!   return m
//! ```

use super::engine::{Engine, Procedure};
use super::rule::{Lines, Listing, Plain, WindowUse};
use crate::score::Score;

pub(crate) struct FailSoft;

impl Plain for FailSoft {
    const NAME: &'static str = "failsoft";
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = true;
    fn make() -> FailSoft {
        FailSoft
    }
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// FS(p_i, -beta, -max(m, alpha)).
    #[inline]
    fn child_window(alpha: Score, beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (-beta, -m.max(alpha))
    }
}

/// Fishburn's fail-soft alpha-beta written as K&M print F2 (section 2), the two lines
/// that differ being the initial m and the successor's window.
const LISTING: Listing = Listing {
    cite: "Fishburn 1981 (fail-soft alpha-beta), in the form of Knuth & Moore 1975, §2",
    lines: &[
        "integer procedure FS (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then FS := f(p) else",
        "  begin m := -∞;",
        "    for i := 1 step 1 until d do",
        "    begin t := -FS(p_i, -beta, -max(m, alpha));",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  done: FS := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::plain::<FailSoft>(LISTING);

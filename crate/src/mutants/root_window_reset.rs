//! `root-window-reset`: every successor of the root is searched with the full window
//! (-inf, +inf) instead of (-beta, -m); below the root the bounds pass as in F2. The root's
//! own m still rises, and with a root window it still cuts off at m >= beta.

use super::{How, Spec};
use crate::score::Score;
use crate::search::engine::{Engine, Procedure};
use crate::search::rule::{Lines, Listing, Params, Rule, WindowUse};
use crate::tree::Tree;

pub(super) struct RootWindowReset;

impl Rule for RootWindowReset {
    const NAME: &'static str = NAME;
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = true;
    fn new(_: &Tree, _: &Params) -> RootWindowReset {
        RootWindowReset
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    #[inline]
    fn child_window(_alpha: Score, beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (-beta, -m)
    }
    /// The mistake: the root calls each successor with (-inf, +inf).
    #[inline]
    fn root_child_window(_alpha: Score, _beta: Score, _m: Score, _i: u32) -> Option<(Score, Score)> {
        Some((Score::NEG_INF, Score::INF))
    }
}

const NAME: &str = "mutant:root-window-reset";

const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 298 (procedure F2), with the root's successors searched with (-∞, +∞)",
    lines: &[
        "integer procedure F2 (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F2 := f(p) else",
        "  begin m := alpha;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F2(p_i, -beta, -m);   (the mistake: at the root, -F2(p_i, -∞, +∞))",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  done: F2 := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

const ENGINE: Engine = Engine::of::<RootWindowReset>(LISTING);

pub const MUTANT: Spec = Spec {
    name: NAME,
    id: "root-window-reset",
    title: "Full window for every successor of the root",
    misconception: "The root searches each of its moves from scratch with (−∞, +∞), as if the value of the moves \
                    already searched did not bound the next one.",
    source:
        "github.com/aimacode/aima-python/issues/34 (\"alpha will always be -infinity instead of a value discovered \
             in a previous min child\": the textbook code's root called each successor with (-inf, +inf)); the same \
             defect fixed in github.com/aimacode/aima-java/pull/226",
    explanation: "The root is a position like any other: once its first successor has given Max a value m, every \
                  further successor only matters if it can beat m, so it is searched with the window (−β, −m) (in \
                  minimax terms: α = m). Searching each root move with (−∞, +∞) still finds the right value, but it \
                  gives up every cutoff that the root's value so far would have allowed below its second and later \
                  successors.",
    clause: "each successor of the root is searched with the full window (−∞, +∞), forgetting the root's value so far",
    tasks: &["prune", "values", "window", "next"],
    how: How::Rule(Procedure(&ENGINE)),
    listing: &ENGINE.listing,
};

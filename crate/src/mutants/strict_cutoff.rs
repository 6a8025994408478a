//! `strict-cutoff`: the cutoff test `m > beta` instead of K&M's `m >= beta` (section 2,
//! line 8 of F2): a position stops only when its value so far strictly passes the bound,
//! so a successor that only equals it is searched on.

use super::{How, Spec};
use crate::score::Score;
use crate::search::engine::{Engine, Procedure};
use crate::search::rule::{Lines, Listing, Params, Rule, WindowUse};
use crate::tree::Tree;

pub(super) struct StrictCutoff;

impl Rule for StrictCutoff {
    const NAME: &'static str = NAME;
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = true;
    fn new(_: &Tree, _: &Params) -> StrictCutoff {
        StrictCutoff
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// F2's (-beta, -m): with m = beta the successor's window is empty, (-beta, -beta), and
    /// the strict test still reads it (what the student's code does).
    #[inline]
    fn child_window(_alpha: Score, beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (-beta, -m)
    }
    /// The mistake: `m > beta`.
    #[inline]
    fn cuts_off(m: Score, beta: Score) -> bool {
        m > beta
    }
}

const NAME: &str = "mutant:strict-cutoff";

const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 298 (procedure F2), with the cut-off test made strict",
    lines: &[
        "integer procedure F2 (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F2 := f(p) else",
        "  begin m := alpha;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F2(p_i, -beta, -m);",
        "      if t > m then m := t;",
        "      if m > beta then go to done;   (the mistake: K&M test m ≥ beta)",
        "    end;",
        "  done: F2 := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

const ENGINE: Engine = Engine::of::<StrictCutoff>(LISTING);

pub const MUTANT: Spec = Spec {
    name: NAME,
    id: "strict-cutoff",
    title: "Cutoff only when m > β",
    misconception: "A position may stop searching only when its value so far strictly exceeds the bound; equal is not \
                    enough.",
    source: "Knuth & Moore 1975, §5: the first alpha-beta procedure published in an algorithmic language \"makes \
             shallow cutoffs only on strict inequality\"; the same slip in a textbook's code, fixed in \
             github.com/maxpumperla/deep_learning_and_the_game_of_go/pull/49",
    explanation: "Alpha-beta stops at a position as soon as its value so far m reaches the bound β (m ≥ β), not only \
                  when it passes it. Once m = β the position is already worth β to the player there, and the opponent \
                  above already has a way to hold it to β: whatever the remaining successors give, the result one \
                  level up cannot change. Searching on when m = β examines positions that cannot matter.",
    clause: "a position cuts off only when its value so far is strictly beyond the bound (m > β instead of m ≥ β)",
    tasks: &["prune", "values", "window", "next"],
    how: How::Rule(Procedure(&ENGINE)),
    listing: &ENGINE.listing,
};

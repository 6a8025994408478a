//! `shallow-only`: only the parent's bound travels down, as in K&M's F1 (section 2, (6)):
//! a position is searched with (-inf, -m of its parent), so it can cut off only against its
//! parent (a shallow cutoff), never against an ancestor further up (a deep cutoff, K&M
//! Fig. 3). With a root window (alpha, beta) the root starts m at alpha, as F2 does.

use super::{How, Spec};
use crate::score::Score;
use crate::search::engine::{Engine, Procedure};
use crate::search::rule::{Lines, Listing, Params, Rule, WindowUse};
use crate::tree::Tree;

pub(super) struct ShallowOnly;

impl Rule for ShallowOnly {
    const NAME: &'static str = NAME;
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = false;
    fn new(_: &Tree, _: &Params) -> ShallowOnly {
        ShallowOnly
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// The mistake: (-inf, -m), the parent's bound only (F1's F1(p_i, -m)); K&M pass (-beta, -m).
    #[inline]
    fn child_window(_alpha: Score, _beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (Score::NEG_INF, -m)
    }
}

const NAME: &str = "mutant:shallow-only";

const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 298 (procedure F2), passing only the parent's bound as F1 does (p. 297)",
    lines: &[
        "integer procedure F2 (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F2 := f(p) else",
        "  begin m := alpha;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F2(p_i, -∞, -m);   (the mistake: K&M pass -beta, not -∞)",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  done: F2 := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

const ENGINE: Engine = Engine::of::<ShallowOnly>(LISTING);

pub const MUTANT: Spec = Spec {
    name: NAME,
    id: "shallow-only",
    title: "No deep cutoffs (only the parent's bound)",
    misconception: "A position can be cut off only by its parent's value so far; bounds from further up do not reach \
                    it.",
    source:
        "Knuth & Moore 1975, §2 (procedure F1, \"not as powerful, because it fails to make deep cutoffs\") and §5: \
             published descriptions gave only F1's method, \"apparently many people are unaware that the alpha-beta \
             procedure is capable of making deep cutoffs\"",
    explanation: "Alpha-beta passes both ends of its window down: a position receives (−β, −m) from its parent, and \
                  −β is its grandparent's m (negated twice). So a bound found two or more levels up still applies: \
                  when a position's value reaches a bound that an ancestor above its parent already holds, the rest of \
                  its successors cannot change the result at that ancestor, and they are cut off — a deep cutoff (K&M \
                  Fig. 3). Using only the parent's value (branch-and-bound, K&M's F1) examines the same positions on \
                  levels 0 to 3 but misses the deep cutoffs from level 4 on.",
    clause: "a position is cut off only by its parent's bound, never by one from further up (K&M's F1: no deep \
             cutoffs)",
    tasks: &["prune", "values", "window", "next"],
    how: How::Rule(Procedure(&ENGINE)),
    listing: &ENGINE.listing,
};

//! `alpha-not-raised`: a position passes its own alpha down unchanged instead of its value
//! so far: successor i is searched with (-beta, -alpha), not (-beta, -m). The loop's m still
//! rises and the cutoff test is K&M's; only the window below is never narrowed by m.

use super::{How, Spec};
use crate::score::Score;
use crate::search::engine::{Engine, Procedure};
use crate::search::rule::{Lines, Listing, Params, Rule, WindowUse};
use crate::tree::Tree;

pub(super) struct AlphaNotRaised;

impl Rule for AlphaNotRaised {
    const NAME: &'static str = NAME;
    const WINDOW: WindowUse = WindowUse::Window;
    const PASSES_ALPHA: bool = true;
    fn new(_: &Tree, _: &Params) -> AlphaNotRaised {
        AlphaNotRaised
    }
    #[inline]
    fn initial_m(alpha: Score) -> Score {
        alpha
    }
    /// The mistake: (-beta, -alpha), the window as it came in.
    #[inline]
    fn child_window(alpha: Score, beta: Score, _m: Score, _i: u32) -> (Score, Score) {
        (-beta, -alpha)
    }
}

const NAME: &str = "mutant:alpha-not-raised";

const LISTING: Listing = Listing {
    cite: "Knuth & Moore 1975, §2, p. 298 (procedure F2), passing alpha where K&M pass m",
    lines: &[
        "integer procedure F2 (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then F2 := f(p) else",
        "  begin m := alpha;",
        "    for i := 1 step 1 until d do",
        "    begin t := -F2(p_i, -beta, -alpha);   (the mistake: K&M pass -m)",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  done: F2 := m;",
        "  end;",
        "end;",
    ],
    at: Lines::KM_LOOP,
};

const ENGINE: Engine = Engine::of::<AlphaNotRaised>(LISTING);

pub const MUTANT: Spec = Spec {
    name: NAME,
    id: "alpha-not-raised",
    title: "α not raised by the value so far",
    misconception: "The window a position was called with is passed on unchanged to all its successors; the value \
                    found so far is kept but not handed down as the new α.",
    source: "The defect of github.com/aimacode/aima-python/issues/34 at every level instead of only the root (the \
             update alpha := max(alpha, v) left out); a code mutation in the sense of Seppälä 2006",
    explanation: "When a position's value so far m rises above α, its later successors only matter if they can beat \
                  m, so alpha-beta searches them with (−β, −m): m is the new α (K&M's F2 starts m at α and passes −m \
                  down). Passing the original α instead still gives the right root value but loses every cutoff \
                  that the raised bound would have caused further down: with the full window (−∞, +∞) no bound ever \
                  becomes finite, and the search is plain minimaxing.",
    clause: "each position passes the window it was given to all its successors, without raising α to its value so \
             far",
    tasks: &["prune", "values", "window", "next"],
    how: How::Rule(Procedure(&ENGINE)),
    listing: &ENGINE.listing,
};

//! MTD(f) (Plaat, Schaeffer, Pijls & de Bruin 1996, "Best-first fixed-depth minimax
//! algorithms", Artificial Intelligence 87: its MTD(f) and AlphaBetaWithMemory, in negamax form): null-window
//! searches of the root with a memory, each one moving a bound on F(root) towards it,
//! starting from a first guess f, until the lower and the upper bound meet.
//!
//! ```text
//! MTDF(root, f): g := f; lower := -inf; upper := +inf
//!   repeat beta := (g + 1 if g = lower else g); g := ABM(root, beta - 1, beta)
//!          if g < beta then upper := g else lower := g
//!   until lower >= upper;   return g
//! ABM(p, alpha, beta): if lower(p) >= beta return lower(p); if upper(p) <= alpha return upper(p)
//!   alpha := max(alpha, lower(p)); beta := min(beta, upper(p))
//!   m := f(p) if p is terminal, else fail-soft alpha-beta over the successors with ABM
//!   store m as upper(p) if m <= alpha, as both if alpha < m < beta, as lower(p) if m >= beta
//!   return m
//! ```
//!
//! The memory is the paper's transposition table keyed by position id: two bounds per
//! position of the tree (16 bytes each, so at most 16 × the tree's size), from the
//! standpoint of the player to move there, kept across the passes of one search and
//! dropped after it.

use super::engine::{Engine, Procedure};
use super::rule::{Lines, Listing, Params, Recall, Rule, WindowUse};
use crate::score::Score;
use crate::tree::{NodeId, Tree};

pub(crate) struct Mtdf {
    /// Per position id: (lower, upper) bounds on f(p) learned so far.
    memory: Vec<(Score, Score)>,
}

impl Rule for Mtdf {
    const NAME: &'static str = "mtdf";
    const WINDOW: WindowUse = WindowUse::None;
    const PASSES_ALPHA: bool = true;
    fn new(tree: &Tree, _: &Params) -> Mtdf {
        Mtdf { memory: vec![(Score::NEG_INF, Score::INF); tree.len()] }
    }
    #[inline]
    fn initial_m(_alpha: Score) -> Score {
        Score::NEG_INF
    }
    /// ABM(p_i, -beta, -max(m, alpha)): fail-soft, so that the bounds stored are tight.
    #[inline]
    fn child_window(alpha: Score, beta: Score, m: Score, _i: u32) -> (Score, Score) {
        (-beta, -m.max(alpha))
    }
    fn recall(&mut self, p: NodeId, alpha: Score, beta: Score) -> Recall {
        let (lower, upper) = self.memory[p as usize];
        if lower >= beta {
            Recall::Value(lower)
        } else if upper <= alpha {
            Recall::Value(upper)
        } else {
            Recall::Search(alpha.max(lower), beta.min(upper))
        }
    }
    fn store(&mut self, p: NodeId, v: Score, alpha: Score, beta: Score) {
        let b = &mut self.memory[p as usize];
        if v <= alpha {
            b.1 = v;
        } else if v < beta {
            *b = (v, v);
        } else {
            b.0 = v;
        }
    }
    fn drive(&mut self, params: &Params, pass: &mut dyn FnMut(&mut Mtdf, Score, Score) -> Score) -> Score {
        let (mut g, mut lower, mut upper) = (params.guess, Score::NEG_INF, Score::INF);
        loop {
            let beta = if g == lower { g.succ() } else { g };
            g = pass(self, beta.pred(), beta);
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
            if lower >= upper {
                return g;
            }
        }
    }
}

/// The paper's MT-driver and AlphaBetaWithMemory in the language K&M print (section 2),
/// negamax instead of the paper's max and min positions.
const LISTING: Listing = Listing {
    cite: "Plaat, Schaeffer, Pijls & de Bruin 1996, MTD(f) and AlphaBetaWithMemory (negamax form)",
    lines: &[
        "integer procedure MTDF (position root, integer f):",
        "begin integer g, lower, upper, beta;",
        "  g := f; lower := -∞; upper := +∞;",
        "  repeat if g = lower then beta := g + 1 else beta := g;",
        "    g := ABM(root, beta - 1, beta);",
        "    if g < beta then upper := g else lower := g",
        "  until lower ≥ upper;",
        "  MTDF := g",
        "end;",
        "integer procedure ABM (position p, integer alpha, integer beta):",
        "begin integer m, i, t, d;",
        "  if lower(p) ≥ beta then ABM := lower(p) else",
        "  if upper(p) ≤ alpha then ABM := upper(p) else",
        "  begin alpha := max(alpha, lower(p)); beta := min(beta, upper(p));",
        "  determine the successor positions p_1, ..., p_d;",
        "  if d = 0 then m := f(p) else",
        "  begin m := -∞;",
        "    for i := 1 step 1 until d do",
        "    begin t := -ABM(p_i, -beta, -max(m, alpha));",
        "      if t > m then m := t;",
        "      if m ≥ beta then go to done;",
        "    end;",
        "  end;",
        "  done: if m ≤ alpha then upper(p) := m;",
        "  if alpha < m < beta then lower(p) := upper(p) := m;",
        "  if m ≥ beta then lower(p) := m;",
        "  ABM := m",
        "  end",
        "end;",
    ],
    at: Lines {
        enter: 13,
        terminal: 15,
        interior: 16,
        call: 18,
        update: 19,
        cutoff: Some(20),
        leave: 26,
        research: Some(4),
        recall: Some(11),
    },
};

pub const PROCEDURE: Procedure = Procedure(&ENGINE);
const ENGINE: Engine = Engine::of::<Mtdf>(LISTING);

//! The papers' worked examples as trees.

use crate::notation::parse;
use crate::tree::{Limits, Tree};

/// The first 81 decimal digits of pi, K&M Fig. 1's terminals, written out: the page's first
/// module then needs no pi generator (the `pi` model is the full module's). A test checks
/// them against [`crate::generate::pi_digits`].
const PI_DIGITS_81: &[u8; 81] = b"314159265358979323846264338327950288419716939937510582097494459230781640628620899";

/// K&M Fig. 1: uniform, degree 3, height 4; the 81 terminals hold the first 81 decimal
/// digits of pi, left to right (Max moves at level 4, so f = the digit). F(root) = 2.
pub fn pi_tree() -> Tree {
    Tree::uniform(3, 4, Limits::default(), |k| (PI_DIGITS_81[k as usize] - b'0') as i64).expect("81 terminals fit")
}

/// Muszycka's specimen tree (thesis Figs. 1-3), minimax values: root 40, principal
/// continuation p, p2, p21, p211.
pub const SPECIMEN: &str = "(((12,8),6,(11,14,20)),((40),(8,47,17,23)))";

/// The thesis specimen tree.
pub fn specimen_tree() -> Tree {
    parse(SPECIMEN).expect("the specimen parses")
}

/// K&M Fig. 4, "perfect ordering is not always best": a perfectly ordered tree (the first
/// successor of every position is optimal). Minimax values: root 9; its second successor
/// (Min to move) is worth min(max(-2, -8), 3) = -2, and its best move is the first.
/// F2(root, -inf, +inf) examines 6 positions (3 terminals): after the root's 9, refuting
/// the second successor takes the whole subtree (-2, -8), since Min's *best* move is tried
/// first.
pub const FIG4_ORDERED: &str = "(9,((-2,-8),3))";

/// The same tree with the Min position's two successors swapped: no longer perfectly
/// ordered, yet F2 examines only 4 positions (2 terminals): 3 <= 9 already refutes Min's
/// position, and a cheap sufficient refutation beats the best one.
///
/// Found by a seeded search over small random shapes with distinct values and every
/// exhaustive reordering; among trees without one-successor positions and without ties it
/// is the smallest (with height <= 2 perfect ordering is always optimal, and height 3 needs
/// 7 positions). Smaller examples need a tie, `((-4,-1),-4)` (5 positions), or a
/// one-successor position, `(-4,((-7),-6))` (6 positions).
pub const FIG4_BETTER: &str = "(9,(3,(-2,-8)))";

/// K&M Fig. 4's pair: (perfectly ordered, better ordered). F2 examines more of the first.
pub fn fig4_trees() -> (Tree, Tree) {
    (parse(FIG4_ORDERED).expect("the Fig. 4 tree parses"), parse(FIG4_BETTER).expect("the Fig. 4 tree parses"))
}

/// The names [`by_name`] knows, for menus and the CLI (`gametree gen example <name>`).
pub const NAMES: &[&str] = &["pi", "fig4-ordered", "fig4-better", "specimen"];

/// AIMA (Russell & Norvig, 3rd ed., Fig. 5.12, left): Max chooses between two moves, each
/// followed by a chance event with probabilities .9 and .1 and a Min position whose two
/// terminals are equal; the moves are worth 2.1 and 1.3.
pub const AIMA_CHANCE: &str = "([0.9:(2,2),0.1:(3,3)],[0.9:(1,1),0.1:(4,4)])";

/// The same figure's right half: the order-preserving transformation 1 -> 1, 2 -> 20,
/// 3 -> 30, 4 -> 400 of the terminals makes the moves worth 21 and 40.9: expectiminimax
/// needs values on a scale, not only their order.
pub const AIMA_CHANCE_TRANSFORMED: &str = "([0.9:(20,20),0.1:(30,30)],[0.9:(1,1),0.1:(400,400)])";

/// A small backgammon-like tree (ours, for teaching): Max has three moves; after each the
/// dice are thrown, a double with probability 1/6; then Min replies. Expectiminimax value
/// 13/6 (the third move).
pub const DICE: &str = "([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])";

/// The examples with chance positions, apart from [`NAMES`] (whose trees every procedure
/// searches): only expectimax, star1 and star2 search these.
pub const CHANCE_NAMES: &[&str] = &["aima-chance", "aima-chance-transformed", "dice"];

/// A named example: "pi" (K&M Fig. 1), "fig4-ordered" and "fig4-better" (K&M Fig. 4),
/// "specimen" (Muszycka's thesis), and those of [`CHANCE_NAMES`]. None for any other name.
pub fn by_name(name: &str) -> Option<Tree> {
    match name {
        // Not in the page's first module, which reads no chance positions (notation.rs).
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        "aima-chance" => parse(AIMA_CHANCE).ok(),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        "aima-chance-transformed" => parse(AIMA_CHANCE_TRANSFORMED).ok(),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        "dice" => parse(DICE).ok(),
        "pi" => Some(pi_tree()),
        "fig4-ordered" => Some(fig4_trees().0),
        "fig4-better" => Some(fig4_trees().1),
        "specimen" => Some(specimen_tree()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{negamax_values, reorder, Reorder};
    use crate::search::run;
    use crate::{Procedure, Window};

    #[test]
    fn fig1_digits_are_pi_and_the_tree_is_the_pi_model() {
        let digits: Vec<u8> = PI_DIGITS_81.iter().map(|c| c - b'0').collect();
        assert_eq!(digits, crate::generate::pi_digits(81));
        let model = crate::generate::pi_uniform(3, 4, Limits::default()).unwrap();
        assert_eq!(crate::notation::print(&pi_tree()), crate::notation::print(&model));
    }

    #[test]
    fn every_name_gives_a_tree() {
        for name in NAMES {
            assert!(by_name(name).is_some_and(|t| !t.has_chance()), "{name}");
        }
        for name in CHANCE_NAMES {
            assert!(by_name(name).is_some_and(|t| t.has_chance()), "{name}");
        }
        assert!(by_name("fig5").is_none());
    }

    #[test]
    fn fig4_the_perfectly_ordered_tree_is_searched_more() {
        let (ordered, better) = fig4_trees();
        // Perfectly ordered: F(p) = -F(p_1) everywhere; best-first leaves it unchanged.
        let f = negamax_values(&ordered);
        for p in 0..ordered.len() as u32 {
            if !ordered.is_terminal(p) {
                assert_eq!(f[p as usize], -f[ordered.child(p, 0) as usize], "at {}", ordered.dewey(p));
            }
        }
        assert_eq!(reorder(&ordered, Reorder::BestFirst), ordered);
        // The same tree up to order.
        assert_eq!(reorder(&better, Reorder::BestFirst), ordered);
        let a = run(&ordered, Procedure::F2, Window::FULL, false);
        let b = run(&better, Procedure::F2, Window::FULL, false);
        assert_eq!(a.value, b.value);
        assert_eq!((a.counts.positions, a.counts.terminals), (6, 3));
        assert_eq!((b.counts.positions, b.counts.terminals), (4, 2));
    }
}

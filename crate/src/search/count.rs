//! Counts only: the value of a search and its [`Counts`], for experiments and tables. A
//! plain rule is searched by the lean loop (`lean.rs`), which examines the same positions,
//! in the same order, as the observed driver; the others through the driver with a counting
//! observer, each position counted once (`engine.rs`).

use super::engine::Procedure;
use super::f0::F0Rule;
use super::f1::F1Rule;
use super::f2::F2Rule;
use super::observer::Counts;
use super::rule::Params;
use super::stack::Stack;
use super::window::Window;
use crate::score::Score;
use crate::tree::Tree;

/// F(root) by brute force (1), counting into `counts`: [`super::f0_with`] with a [`Counts`]
/// observer, faster.
pub fn f0(tree: &Tree, counts: &mut Counts, stack: &mut Stack) -> Score {
    super::lean::count::<F0Rule>(tree, &Params::default(), counts, &mut stack.1)
}

/// F1(root, bound) (6), counting into `counts`, as [`super::f1_with`] with a [`Counts`].
pub fn f1(tree: &Tree, bound: Score, counts: &mut Counts, stack: &mut Stack) -> Score {
    let w = Window { alpha: Score::NEG_INF, beta: bound };
    super::lean::count::<F1Rule>(tree, &Params::window(w), counts, &mut stack.1)
}

/// F2(root, alpha, beta) (9), counting into `counts`, as [`super::f2_with`] with a
/// [`Counts`]. The caller guarantees alpha < beta.
pub fn f2(tree: &Tree, alpha: Score, beta: Score, counts: &mut Counts, stack: &mut Stack) -> Score {
    debug_assert!(alpha < beta, "F2 needs alpha < beta");
    super::lean::count::<F2Rule>(tree, &Params::window(Window { alpha, beta }), counts, &mut stack.1)
}

/// Any procedure's count with the window as it takes it ([`Procedure::count`]).
pub fn search_with(tree: &Tree, procedure: Procedure, window: Window, counts: &mut Counts, stack: &mut Stack) -> Score {
    procedure.count(tree, &Params::window(window), counts, stack)
}

/// The positions the counting search of `procedure` examines, in order (root first).
#[doc(hidden)]
#[cfg(not(target_arch = "wasm32"))]
pub fn examined_order(tree: &Tree, procedure: Procedure, window: Window) -> Vec<u32> {
    procedure.count_order(tree, &Params::window(window))
}

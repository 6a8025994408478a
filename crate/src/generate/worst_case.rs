//! Terminal values on which F2 makes no cutoff (K&M section 7, first paragraph): whenever
//! F2(p, alpha, beta) is called, -alpha > F(p_1) > F(p_2) > ... > F(p_d) > -beta.

use crate::tree::{NodeId, Tree};

/// `tree`'s shape with new terminal values, a permutation of 1..=n (n terminals, Max's
/// standpoint), on which F2(root, -inf, +inf) examines every position; so do F1 and F0.
///
/// Construction (nested intervals). Give every position p a block R_p of consecutive
/// integers, as many as p has terminals below it, meant to contain F(p); the root gets
/// [1, n]. The successors of p share the block -R_p, the first successor the highest part,
/// the last the lowest; a terminal's f is the one integer of its block. Then
/// F(p_1) > F(p_2) > ... > F(p_d), all inside -R_p, so F(p) = -F(p_d) is in R_p as
/// promised. By induction every position is called with a window (alpha, beta) that
/// strictly contains R_p (the root's is (-inf, +inf)): p_1 gets (-beta, -alpha) and p_i
/// gets (-beta, F(p_{i-1})), whose ends lie outside R_{p_i}. So at p every t = -F(p_i)
/// exceeds the m before it and stays below beta: no cutoff anywhere.
///
/// On a uniform tree the values read from Max's standpoint are a permutation of 1..=d^h,
/// one of the arrangements of K&M's section 7 model on which alpha-beta is at its worst.
pub fn worst_case_values(tree: &Tree) -> Tree {
    let n = tree.len();
    // Terminals below each position, bottom-up (successors have larger ids).
    let mut size = vec![0i64; n];
    for p in (0..n as NodeId).rev() {
        size[p as usize] = if tree.is_terminal(p) { 1 } else { tree.children(p).map(|c| size[c as usize]).sum() };
    }
    // low[p] = the smallest integer of R_p (negamax view), top-down.
    let mut low = vec![0i64; n];
    low[0] = 1;
    for p in 0..n as NodeId {
        // -R_p = [-(low + size - 1), -low]; p_1 takes the top of it.
        let mut top = -low[p as usize];
        for c in tree.children(p) {
            low[c as usize] = top - size[c as usize] + 1;
            top -= size[c as usize];
        }
    }
    // f = low at a terminal; the stored value is Max's standpoint: f at even depth, -f at
    // odd depth. |value| <= n, always a valid value.
    tree.with_terminal_values(|_, p| {
        let f = low[p as usize];
        if tree.is_max(p) {
            f
        } else {
            -f
        }
    })
    .expect("values up to the number of terminals are in range")
}

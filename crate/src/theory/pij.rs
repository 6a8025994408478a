//! The probabilities p_ij of K&M section 7, (26)-(27), and the matrix (25) they fill.
//!
//! In a random uniform tree of degree d (terminal values a random permutation), let a
//! position be the i-th successor of its parent, and consider its j-th successor. With the
//! first i-1 siblings' values in hand, F1 examines that j-th successor only if the best of
//! the earlier siblings (the max over k < i of min over their successors) is still below
//! the min over the first j-1 successors of this position. For independent identically
//! distributed values this is the probability (26)
//!
//! ```text
//! max_{1<=k<i} min(Y_k1, ..., Y_kd) < min_{1<=k<j} Y_ik
//! ```
//!
//! over (i-1)d + (j-1) variables. It is 1 when i = 1 or j = 1 (an empty min is +inf, an
//! empty max -inf). Otherwise the overall minimum must fall among the first i-1 groups,
//! then, removing that group, the minimum of the rest must too, and so on, which gives (27):
//!
//! ```text
//! p_ij = prod_{k=1}^{i-1} k d / (k d + j - 1) = 1 / binom(i - 1 + (j-1)/d, i - 1).
//! ```
//!
//! For d = 3 the matrix (25) is ((1, 1, 1), (1, 3/4, 3/5), (1, 9/14, 9/20)), as in (18).

use super::bigint::BigUint;
use super::rational::Rational;

fn check(d: u32, i: u32, j: u32) {
    assert!(d >= 1, "the degree d must be at least 1");
    assert!((1..=d).contains(&i) && (1..=d).contains(&j), "p_ij needs 1 <= i, j <= d (d = {d}, i = {i}, j = {j})");
}

/// p_ij (27) as an `f64` (a product of i-1 factors, so within a few ulps of exact).
/// Indices are 1-based, `1 <= i, j <= d`; panics otherwise.
pub fn p_ij(d: u32, i: u32, j: u32) -> f64 {
    check(d, i, j);
    (1..i).map(|k| (k as f64 * d as f64) / (k as f64 * d as f64 + (j - 1) as f64)).product()
}

/// p_ij (27) exactly. Indices are 1-based, `1 <= i, j <= d`; panics otherwise.
pub fn p_ij_exact(d: u32, i: u32, j: u32) -> Rational {
    check(d, i, j);
    let (mut num, mut den) = (BigUint::one(), BigUint::one());
    for k in 1..i as u64 {
        num = num.mul_u64(k * d as u64);
        den = den.mul_u64(k * d as u64 + (j - 1) as u64);
    }
    Rational::from_biguints(num, den)
}

/// The d x d matrix (25): row i - 1, column j - 1 holds p_ij. Built column by column with
/// `p_ij = p_(i-1)j (i-1)d / ((i-1)d + j - 1)`, the same products as [`p_ij`] in the same
/// order (so the same bits), in O(d^2).
pub fn p_matrix(d: u32) -> Vec<Vec<f64>> {
    assert!(d >= 1, "the degree d must be at least 1");
    let n = d as usize;
    let mut row = vec![1.0; n]; // row 1: p_1j = 1
    let mut m = Vec::with_capacity(n);
    m.push(row.clone());
    for i in 1..n {
        let kd = i as f64 * d as f64; // the factor k = i takes row i to row i + 1 (1-based)
        for (j, x) in row.iter_mut().enumerate() {
            *x *= kd / (kd + j as f64);
        }
        m.push(row.clone());
    }
    m
}

/// The d x d matrix (41) of Theorem 4: the square roots of the p_ij.
pub fn sqrt_p_matrix(d: u32) -> Vec<Vec<f64>> {
    let mut m = p_matrix(d);
    m.iter_mut().flatten().for_each(|x| *x = x.sqrt());
    m
}

/// S_d (38): the sum of p_ij over all i and all j >= 2 (= T(d, 2) - d), the coefficient of
/// the upper-bound recurrence (37).
pub fn s_d(d: u32) -> f64 {
    p_matrix(d).iter().flat_map(|row| row.iter().skip(1)).sum()
}

/// S_d (38) exactly: T(d, 2) - d (row 1 of (25) is all ones, and so is column 1).
pub fn s_d_exact(d: u32) -> Rational {
    &super::height2::t2_exact(d) - &Rational::integer(d as i64)
}

//! The branching factor of F1 (alpha-beta without deep cutoffs) in random uniform trees,
//! `r(d) = lim_h T(d, h)^{1/h}` (43), and the three estimates of Table 1:
//!
//! - r0(d): the largest eigenvalue of the d x d matrix (25) of the p_ij. It is the growth
//!   rate of the recurrence (18)/(24), which treats the events "this successor is examined"
//!   as independent. They are not ((32): for d = 2 the 8th terminal on level 3 is examined
//!   with probability 18/35, not 4/9), so (24) is not the truth; but r0(d) is still a lower
//!   bound on r(d) (proof of Theorem 5).
//! - r1(d) = 1/2 + sqrt(S_d + 1/4) (39), the growth rate of the upper-bound recurrence (37)
//!   `A(n+1) = A(n) + S_d A(n-1)`, `A(0) = 1`, `A(1) = d`, obtained by resetting F1's bound
//!   to +inf at every other level. S_d (38) is the sum of p_ij over all i and j >= 2.
//!   (The recurrence (36) for d = 3 sums rows 2..d over all j instead; since row 1 and
//!   column 1 of (25) are all ones both sums equal T(d, 2) - d, and the reading reproduces
//!   Table 1: r1(2) = 1.884, r1(3) = 2.666.)
//! - r*(d): the largest eigenvalue of the matrix (41) of the square roots sqrt(p_ij); an
//!   upper bound by Theorem 4, `T(d, h) < c*(d) r*(d)^h` (40).
//!
//! r0 and r* grow like d / log d (Theorem 5, (44)); r1 only like d / sqrt(log d), yet r1 is
//! the smaller upper bound for d <= 24 (Table 1).

use super::perron::perron_root;
use super::pij::{p_ij_exact, p_matrix, s_d, s_d_exact, sqrt_p_matrix};
use super::rational::Rational;

/// r0(d): the Perron root of the matrix (25) (lower estimate of r(d)); d >= 1.
pub fn r0(d: u32) -> f64 {
    perron_root(&p_matrix(d)).root
}

/// r1(d) = 1/2 + sqrt(S_d + 1/4) (39) (upper bound on r(d)); d >= 1.
pub fn r1(d: u32) -> f64 {
    0.5 + (s_d(d) + 0.25).sqrt()
}

/// r*(d): the Perron root of the matrix (41) of square roots (upper bound, Theorem 4);
/// d >= 1.
pub fn r_star(d: u32) -> f64 {
    perron_root(&sqrt_p_matrix(d)).root
}

/// One row of Table 1.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct BranchingRow {
    pub degree: u32,
    pub r0: f64,
    pub r1: f64,
    pub r_star: f64,
    /// T(d, 2) (30), for reference.
    pub t2: f64,
}

/// The row of Table 1 for degree `d` (plus T(d, 2)).
pub fn table1_row(d: u32) -> BranchingRow {
    BranchingRow { degree: d, r0: r0(d), r1: r1(d), r_star: r_star(d), t2: super::height2::t2(d) }
}

/// The value of the independence recurrence (18)/(24) at height h, exactly: the first
/// component of `M^h (1, ..., 1)` with M the matrix (25). It is the (flawed) section 7
/// estimate of T(d, h); it is exact for h <= 2 but not beyond: for d = 2 it gives
/// 61/9 = 6 7/9 on level 3, where the true T(2, 3) is 719/105 = 6 89/105.
pub fn independence_estimate_exact(d: u32, h: u32) -> Rational {
    let m: Vec<Vec<Rational>> = (1..=d).map(|i| (1..=d).map(|j| p_ij_exact(d, i, j)).collect()).collect();
    let mut v = vec![Rational::one(); d as usize];
    for _ in 0..h {
        v = m.iter().map(|row| row.iter().zip(&v).fold(Rational::zero(), |acc, (a, b)| &acc + &(a * b))).collect();
    }
    v.swap_remove(0)
}

/// The upper-bound recurrence (37) at height h, exactly: `A(0) = 1`, `A(1) = d`,
/// `A(n+1) = A(n) + S_d A(n-1)`. T(d, h) <= this for every h; its growth rate is r1(d).
pub fn upper_recurrence_exact(d: u32, h: u32) -> Rational {
    let s = s_d_exact(d);
    let (mut a, mut b) = (Rational::one(), Rational::integer(d as i64));
    if h == 0 {
        return a;
    }
    for _ in 1..h {
        let next = &b + &(&s * &a);
        a = b;
        b = next;
    }
    b
}

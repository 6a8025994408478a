//! F1's best case (K&M section 8): under perfect ordering (every position's first successor
//! is strictly best) F1 examines exactly the positions a1...al with no two non-1
//! coordinates in a row (a_i > 1 implies a_{i+1} = 1). Counting the terminals of a uniform
//! tree by their last coordinate (1, or a non-1 preceded by a 1) gives (50):
//!
//! ```text
//! A(0) = 1,  A(1) = d,  A(n+2) = A(n+1) + (d - 1) A(n),
//! ```
//!
//! solved by (51): `A(n) = (x^{n+2} - y^{n+2}) / sqrt(4d - 3)` with
//! `x, y = 1/2 +- sqrt(d - 3/4)`, so F1's best-case branching factor is
//! `sqrt(d - 3/4) + 1/2`, against sqrt(d) for F2 (Corollary 3, whose minimum is
//! [`crate::analysis::minimal_terminals`]).

/// A(h) of (50): the terminals F1 examines in a perfectly ordered uniform tree of degree
/// `d` and height `h`; None on overflow.
pub fn f1_best_case(d: u64, h: u32) -> Option<u64> {
    let (mut a, mut b) = (1u64, d); // A(n), A(n+1)
    if h == 0 {
        return Some(1);
    }
    for _ in 1..h {
        let next = b.checked_add(d.checked_sub(1)?.checked_mul(a)?)?;
        a = b;
        b = next;
    }
    Some(b)
}

/// A(h) from the closed form (51), in floating point.
pub fn f1_best_case_closed_form(d: u64, h: u32) -> f64 {
    let s = (d as f64 - 0.75).sqrt();
    let (x, y) = (0.5 + s, 0.5 - s);
    (x.powi(h as i32 + 2) - y.powi(h as i32 + 2)) / (4.0 * d as f64 - 3.0).sqrt()
}

/// F1's best-case branching factor (51): `sqrt(d - 3/4) + 1/2`.
pub fn f1_best_case_growth(d: u64) -> f64 {
    (d as f64 - 0.75).sqrt() + 0.5
}

/// F2's best-case branching factor (Corollary 3): sqrt(d).
pub fn f2_best_case_growth(d: u64) -> f64 {
    (d as f64).sqrt()
}

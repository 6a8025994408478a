//! Theorem 3: the exact expected number of terminal positions that alpha-beta examines in a
//! random uniform tree of degree d and height 2 (terminal values a random permutation):
//!
//! ```text
//! T(d, 2) = sum_{1 <= i, j <= d} p_ij        (30)
//! ```
//!
//! At height 2 there are no deep cutoffs, so F1 and F2 examine the same positions, and the
//! j-th successor of the i-th position on level 1 is examined with probability exactly p_ij
//! (27): the flaw of the independence argument of section 7 only bites from level 3 on.
//!
//! Lemma 1 (28) brackets the binomial coefficient in (27) between k^x and k^x / Gamma(1+x),
//! which yields `C S(d) <= T(d, 2) <= S(d)` with `S(d) = d + sum_{k=2}^{d} (1 - 1/k) /
//! (1 - k^{-1/d})` and `C = min_{0<=x<=1} Gamma(1+x) = 0.885603...`, and from there (31):
//! T(d, 2) is of order d^2 / log d.

use super::bigint::BigUint;
use super::pij::p_matrix;
use super::rational::Rational;
use std::collections::BTreeMap;

/// `inf_{0 <= x <= 1} Gamma(1 + x)` (attained at x = 0.461632...), the constant C of
/// Theorem 3's proof and of Theorem 5's lower bound.
pub const GAMMA_MIN: f64 = 0.885_603_194_410_888_7;

/// T(d, 2) (30) as an `f64` (the sum of d^2 terms, each within a few ulps).
pub fn t2(d: u32) -> f64 {
    p_matrix(d).iter().flatten().sum()
}

/// T(d, 2) (30) exactly. For d = 2 it is 11/3; for d = 3, 521/70.
///
/// Column by column: for fixed j the denominators of p_1j, ..., p_dj are nested products
/// `D_i = prod_{k<i} (k d + j - 1)`, so a column sums over the common denominator D_d in
/// integers. The columns are then put over the lcm of their D_d, computed from the prime
/// factors of the small numbers k d + j - 1 (all below d^2), and the total is reduced by
/// trial division by those primes: no big gcd is needed.
pub fn t2_exact(d: u32) -> Rational {
    assert!(d >= 1, "the degree d must be at least 1");
    let d64 = d as u64;
    // p_ij = N_i / D_i with N_i = prod_{k<i} k d and D_i = prod_{k<i} (k d + j - 1), so
    // sum_i N_i / D_i = sum_i N_i (D_d / D_i) / D_d, D_d / D_i = prod_{i<=k<d} (k d + j - 1).
    let mut numerators = Vec::with_capacity(d as usize);
    let mut n = BigUint::one();
    for i in 1..=d64 {
        numerators.push(n.clone());
        n = n.mul_u64(i * d64);
    }
    // Column j: (sum, prime exponents of D_d).
    let mut columns = Vec::with_capacity(d as usize);
    let mut lcm: BTreeMap<u64, u32> = BTreeMap::new();
    for j in 1..=d64 {
        let (mut sum, mut tail) = (BigUint::zero(), BigUint::one());
        for i in (1..=d64).rev() {
            sum = sum.add(&numerators[i as usize - 1].mul(&tail));
            if i > 1 {
                tail = tail.mul_u64((i - 1) * d64 + j - 1);
            }
        }
        let mut exps: BTreeMap<u64, u32> = BTreeMap::new();
        for k in 1..d64 {
            for (p, e) in factorize(k * d64 + j - 1) {
                *exps.entry(p).or_insert(0) += e;
            }
        }
        for (&p, &e) in &exps {
            let slot = lcm.entry(p).or_insert(0);
            *slot = (*slot).max(e);
        }
        columns.push((sum, exps));
    }
    let mut total = BigUint::zero();
    for (sum, exps) in columns {
        // sum / D_d = sum (L / D_d) / L.
        let mut scaled = sum;
        for (&p, &e) in &lcm {
            let missing = e - exps.get(&p).copied().unwrap_or(0);
            if missing > 0 {
                scaled = scaled.mul(&BigUint::from(p).pow(missing));
            }
        }
        total = total.add(&scaled);
    }
    let l = lcm.iter().fold(BigUint::one(), |acc, (&p, &e)| acc.mul(&BigUint::from(p).pow(e)));
    let primes: Vec<u64> = lcm.keys().copied().collect();
    Rational::from_smooth(total, l, &primes)
}

/// The prime factorization of a small positive number, by trial division.
fn factorize(mut n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        let mut e = 0;
        loop {
            let (q, r) = (n / p, n % p);
            if r != 0 {
                break;
            }
            n = q;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

/// S(d) of Theorem 3's proof: `d + sum_{k=2}^{d} (1 - 1/k) / (1 - k^{-1/d})`, the value of
/// the sum (30) with each p_ij replaced by Lemma 1's upper estimate i^{-(j-1)/d}.
pub fn lemma1_sum(d: u32) -> f64 {
    let df = d as f64;
    d as f64 + (2..=d).map(|k| (1.0 - 1.0 / k as f64) / (1.0 - (k as f64).powf(-1.0 / df))).sum::<f64>()
}

/// The bracket `(C S(d), S(d))` of Theorem 3's proof: `C S(d) <= T(d, 2) <= S(d)`.
pub fn t2_bracket(d: u32) -> (f64, f64) {
    let s = lemma1_sum(d);
    (GAMMA_MIN * s, s)
}

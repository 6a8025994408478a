//! K&M section 9: the totally dependent model. Every nonterminal position numbers its moves
//! by a random permutation of {0, ..., d-1}; a terminal's value is the concatenation of the
//! move numbers on its path, read as a radix-d number. So the terminals below any two
//! siblings occupy disjoint intervals of values, and comparing two siblings' subtrees is
//! decided by their move numbers alone.
//!
//! # F2: Theorem 6, (52) and (53)
//!
//! Classify an examined position p by how its window relates to the values below it:
//! type 1 (A) when every terminal value below p lies strictly inside the window, type 2
//! (B) when all lie above beta (from p's standpoint), type 3 (C) when all lie below alpha.
//! The i-th successor of a type 1 position is *relevant* (better than all earlier ones)
//! with probability 1/i; relevant successors are type 1, the others type 2. A type 2
//! position examines only its first successor, which is type 3 and refutes it; a type 3
//! position examines all its successors, each type 2. With A(n), B(n), C(n) the expected
//! terminals examined below a position of each type at height n:
//!
//! ```text
//! A(0) = B(0) = C(0) = 1,
//! A(n+1) = sum_{i=1}^{d} (A(n)/i + (1 - 1/i) B(n)) = H_d A(n) + (d - H_d) B(n),   (53)
//! B(n+1) = C(n),   C(n+1) = d B(n),
//! ```
//!
//! so B(n) = d^floor(n/2), and the root (type 1) gives (52):
//!
//! ```text
//! A(h) = (d - H_d) / (d - H_d^2) (d^ceil(h/2) + H_d d^floor(h/2) - H_d^{h+1} - H_d^h) + H_d^h.
//! ```
//!
//! # F1: (54), and its initial values
//!
//! F1 has no window below a cutoff: the successor that would refute a type 2 position is
//! called with bound +inf and searched like a type 1 position. So, with the same
//! classification (type 1: bound above every value below; type 2: bound at or below all of
//! them), a type 2 position at height n+1 examines exactly one successor, of type 1:
//! B(n+1) = A(n), while A(n+1) = H_d A(n) + (d - H_d) B(n) as before. Eliminating B gives
//! (54), `A(n+2) = H_d A(n+1) + (d - H_d) A(n)`. Its initial values are garbled in both
//! scans (each reads "A0 = 1, A1 = 1"); they follow from the derivation:
//! - A(0) = 1: a height-0 tree is one terminal, which is examined;
//! - A(1) = H_d A(0) + (d - H_d) B(0) = d: at height 1 every one of the d terminals is
//!   examined (a terminal returns its value whatever the bound, and the root's bound is
//!   +inf, so there is no cutoff).
//!
//! (The scans' "A1 = 1" would fit only the sequence shifted by one, A'(n) = A(n-1) with
//! A'(0) = B(0) = 1.) F1's growth rate is the positive root of x^2 = H_d x + (d - H_d),
//! `sqrt(d - H_d + H_d^2/4) + H_d/2`. F1 and F2 agree for h <= 3 and differ from h = 4 on
//! (deep cutoffs).
//!
//! # Growth of (52), and Corollary 4
//!
//! (52) is a combination of d^{h/2} and H_d^h, with H_d^h's coefficient
//! `H_d (1 - d) / (d - H_d^2)`, so F2's branching factor here is max(sqrt(d), H_d). For
//! d = 2 that is H_2 = 3/2, as the paper remarks. But H_d > sqrt(d) also for d = 3, 4, 5, 6
//! (H_6 = 2.45 > sqrt(6) = 2.4495), so the bound "a constant times Corollary 3's optimum"
//! of Corollary 4, printed (in both scans) for d >= 3, holds for d >= 7; for 3 <= d <= 6 the
//! ratio grows like (H_d / sqrt(d))^h, and the constant (d - H_d)(1 + H_d) / 2(d - H_d^2)
//! stated in its proof is negative there.
//!
//! The results are exact [`Rational`]s; [`Rational::to_f64`] rounds them correctly. Their
//! cost grows with d (H_d's denominator, lcm(1..d), has about d / ln 10 digits: d = 30,000
//! takes minutes), so callers cap the exact form at a degree (the CLI's `theory dependent`
//! and the experiments: d <= 100) and use [`f2_dependent_f64`] / [`f1_dependent_f64`], the
//! same recurrences in floating point, beyond it.

use super::bigint::BigUint;
use super::rational::Rational;

/// H_d = 1 + 1/2 + ... + 1/d, exactly (H_0 = 0).
pub fn harmonic(d: u32) -> Rational {
    (1..=d as i64).fold(Rational::zero(), |acc, k| &acc + &Rational::new(1, k))
}

/// H_d as an `f64`: summed (smallest terms first) up to d = 10^6, beyond that the
/// asymptotic expansion `ln d + γ + 1/2d - 1/12d^2 + 1/120d^4`, whose error (below
/// 1/252d^6) is far under the last bit, so that any d costs microseconds.
pub fn harmonic_f64(d: u32) -> f64 {
    if d <= 1_000_000 {
        return (1..=d).rev().map(|k| 1.0 / k as f64).sum();
    }
    const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;
    let x = d as f64;
    x.ln() + EULER_GAMMA + 1.0 / (2.0 * x) - 1.0 / (12.0 * x * x) + 1.0 / (120.0 * x.powi(4))
}

/// Theorem 6 by the recurrence (53) in floating point: [`f2_dependent`] for a degree too
/// large for exact rationals (H_d's denominator has about d / ln 10 digits), in O(h) time
/// for any d. +inf when the count passes `f64`'s range.
pub fn f2_dependent_f64(d: u32, h: u32) -> f64 {
    assert!(d >= 1, "the degree d must be at least 1");
    let (hd, dd) = (harmonic_f64(d), d as f64);
    let (mut a, mut b, mut c) = (1.0f64, 1.0f64, 1.0f64);
    for _ in 0..h {
        (a, b, c) = (hd * a + (dd - hd) * b, c, dd * b);
        if !a.is_finite() {
            return f64::INFINITY;
        }
    }
    a
}

/// (54) with A(0) = 1, A(1) = d in floating point: [`f1_dependent`] for any degree, in
/// O(h) time. +inf when the count passes `f64`'s range.
pub fn f1_dependent_f64(d: u32, h: u32) -> f64 {
    assert!(d >= 1, "the degree d must be at least 1");
    if h == 0 {
        return 1.0;
    }
    let (hd, dd) = (harmonic_f64(d), d as f64);
    let (mut prev, mut cur) = (1.0f64, dd);
    for _ in 1..h {
        (prev, cur) = (cur, hd * cur + (dd - hd) * prev);
        if !cur.is_finite() {
            return f64::INFINITY;
        }
    }
    cur
}

/// H_d = a / b in lowest terms, as integers.
fn harmonic_parts(d: u32) -> (BigUint, BigUint) {
    let h = harmonic(d);
    (h.numer().clone(), h.denom().clone())
}

/// Theorem 6, by the recurrence (53): the expected number of terminal positions F2 examines
/// in a random totally dependent uniform tree of degree `d >= 1` and height `h`, exactly.
///
/// Computed in integers: with H_d = a/b, `A(n) b^n` is an integer, and (53) becomes
/// `A'(n+1) = a A'(n) + (d b - a) b^n B(n)` with `B(n) = d^floor(n/2)`; one reduction at
/// the end, by trial division by the primes <= d (b divides lcm(1, ..., d)).
pub fn f2_dependent(d: u32, h: u32) -> Rational {
    assert!(d >= 1, "the degree d must be at least 1");
    let (a, b) = harmonic_parts(d);
    let rest = b.mul_u64(d as u64).sub(&a); // (d - H_d) b
    let mut scaled = BigUint::one(); // A(n) b^n
    let mut b_pow = BigUint::one(); // b^n
    for n in 0..h {
        let b_n = BigUint::from(d as u64).pow(n / 2); // B(n)
        scaled = a.mul(&scaled).add(&rest.mul(&b_pow).mul(&b_n));
        b_pow = b_pow.mul(&b);
    }
    Rational::from_smooth(scaled, b_pow, &primes_up_to(d))
}

/// Theorem 6 by the recurrence (53) in plain rational arithmetic, step by step (A, B, C);
/// slower than [`f2_dependent`], kept as its cross-check.
pub fn f2_dependent_abc(d: u32, h: u32) -> (Rational, Rational, Rational) {
    assert!(d >= 1, "the degree d must be at least 1");
    let hd = harmonic(d);
    let dq = Rational::integer(d as i64);
    let rest = &dq - &hd;
    let (mut a, mut b, mut c) = (Rational::one(), Rational::one(), Rational::one());
    for _ in 0..h {
        let next_a = &(&hd * &a) + &(&rest * &b);
        let next_c = &dq * &b;
        b = c;
        c = next_c;
        a = next_a;
    }
    (a, b, c)
}

/// Theorem 6's closed form (52), exactly; None for d = 1, where d - H_d^2 = 0 (the
/// recurrence gives 1 there). Equal to [`f2_dependent`] for every d >= 2.
pub fn f2_dependent_closed_form(d: u32, h: u32) -> Option<Rational> {
    if d < 2 {
        return None;
    }
    let hd = harmonic(d);
    let dq = Rational::integer(d as i64);
    let factor = &(&dq - &hd) / &(&dq - &hd.pow(2));
    let inner = &(&(&dq.pow(h.div_ceil(2)) + &(&hd * &dq.pow(h / 2))) - &hd.pow(h + 1)) - &hd.pow(h);
    Some(&(&factor * &inner) + &hd.pow(h))
}

/// (54) with the derived initial values A(0) = 1, A(1) = d: the expected number of terminal
/// positions F1 examines in a random totally dependent uniform tree of degree `d >= 1` and
/// height `h`, exactly.
pub fn f1_dependent(d: u32, h: u32) -> Rational {
    assert!(d >= 1, "the degree d must be at least 1");
    if h == 0 {
        return Rational::one();
    }
    // In integers, with H_d = a/b and A'(n) = A(n) b^n:
    // A'(n+2) = a A'(n+1) + (d b - a) b A'(n), A'(0) = 1, A'(1) = d b.
    let (a, b) = harmonic_parts(d);
    let rest_b = b.mul_u64(d as u64).sub(&a).mul(&b);
    let (mut prev, mut cur) = (BigUint::one(), b.mul_u64(d as u64));
    let mut b_pow = b.clone();
    for _ in 1..h {
        let next = a.mul(&cur).add(&rest_b.mul(&prev));
        prev = cur;
        cur = next;
        b_pow = b_pow.mul(&b);
    }
    Rational::from_smooth(cur, b_pow, &primes_up_to(d))
}

/// The primes <= n: the denominator of H_d divides lcm(1, ..., d), so its prime factors
/// are among them.
fn primes_up_to(n: u32) -> Vec<u64> {
    (2..=n as u64).filter(|&p| (2..p).take_while(|q| q * q <= p).all(|q| p % q != 0)).collect()
}

/// F2's branching factor in this model: max(sqrt(d), H_d) (see the module notes).
pub fn f2_dependent_growth(d: u32) -> f64 {
    (d as f64).sqrt().max(harmonic_f64(d))
}

/// F1's branching factor in this model, from (54): `sqrt(d - H_d + H_d^2/4) + H_d/2`.
pub fn f1_dependent_growth(d: u32) -> f64 {
    let h = harmonic_f64(d);
    (d as f64 - h + h * h / 4.0).sqrt() + h / 2.0
}

/// Corollary 4's constant `(d - H_d)(1 + H_d) / 2(d - H_d^2)`: the limit for even h of
/// F2's expected count (52) over Corollary 3's minimum. None unless d > H_d^2, i.e. d >= 7
/// (see the module notes).
pub fn corollary4_constant(d: u32) -> Option<f64> {
    let h = harmonic_f64(d);
    let dd = d as f64;
    (dd > h * h).then(|| (dd - h) * (1.0 + h) / (2.0 * (dd - h * h)))
}

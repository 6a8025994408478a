//! Exact values of *-minimax trees: rationals `num/den` in lowest terms (128-bit), and the
//! infinite window ends. A chance position's value is a probability-weighted average
//! (Ballard 1983, section 1), so with fraction probabilities the values are fractions; they
//! are kept exact, never rounded, so that Star1's and Star2's cutoff tests (`v <= A`,
//! `v >= B`) decide as the mathematics does. An operation whose result does not fit in 128
//! bits is an error, not a wrong value.
//!
//! Written here rather than taken from a crate: `num-rational`'s `Ratio<i128>` panics on
//! overflow, and the ±inf window ends would still need a wrapper; this type is both in one
//! small file with checked operations.

use crate::probability::{gcd, Probability};
use crate::score::Score;
use std::cmp::Ordering;
use std::fmt;

/// A rational `num/den` with `den > 0` in lowest terms, or ±inf (`den == 0`, `num == ±1`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Exact {
    num: i128,
    den: i128,
}

/// The one error of exact arithmetic.
pub fn overflow() -> crate::Error {
    crate::Error::procedure(
        "an exact value does not fit in 128 bits: use coarser probabilities or smaller leaf values".into(),
    )
}

type R = crate::Result<Exact>;

// WebAssembly has 64-bit arithmetic and none of 128 bits: an i128 multiply, checked multiply
// or division is a call into software routines. The terms of a search's values are nearly
// always small (leaf values times products of probabilities' denominators), so these take
// 64-bit steps when the terms allow, exact either way (docs/speed.md, "Chance positions:
// wasm against native").

/// `a * b`, or None on overflow.
#[inline]
fn mul(a: i128, b: i128) -> Option<i128> {
    match (i32::try_from(a), i32::try_from(b)) {
        (Ok(x), Ok(y)) => Some((x as i64 * y as i64) as i128),
        _ => a.checked_mul(b),
    }
}

/// `a / b` (b > 0).
#[inline]
fn div(a: i128, b: i128) -> i128 {
    match (i64::try_from(a), i64::try_from(b)) {
        (Ok(x), Ok(y)) => (x / y) as i128,
        _ => a / b,
    }
}

// Checked arithmetic: each operation returns a Result (an overflow of the 128-bit terms is an
// error, not a wrap), so the std::ops traits, which cannot fail, do not fit.
#[allow(clippy::should_implement_trait)]
impl Exact {
    pub const ZERO: Exact = Exact { num: 0, den: 1 };
    pub const INF: Exact = Exact { num: 1, den: 0 };
    pub const NEG_INF: Exact = Exact { num: -1, den: 0 };

    pub fn integer(v: i64) -> Exact {
        Exact { num: v as i128, den: 1 }
    }

    /// A window end: ±inf stay infinite.
    pub fn score(s: Score) -> Exact {
        match s.finite() {
            Some(v) => Exact::integer(v),
            None if s > Score::new(0) => Exact::INF,
            None => Exact::NEG_INF,
        }
    }

    /// `num/den` (den > 0).
    pub fn ratio(num: i64, den: i64) -> R {
        if den <= 0 {
            return Err(crate::Error::procedure(format!("{num}/{den}: the denominator must be positive")));
        }
        Exact::reduced(num as i128, den as i128)
    }

    pub fn probability(p: Probability) -> Exact {
        Exact { num: p.num() as i128, den: p.den() as i128 }
    }

    fn reduced(num: i128, den: i128) -> R {
        debug_assert!(den > 0);
        if num == 0 {
            return Ok(Exact::ZERO);
        }
        let g = gcd(num.unsigned_abs(), den as u128) as i128;
        Ok(Exact { num: div(num, g), den: div(den, g) })
    }

    pub fn is_finite(self) -> bool {
        self.den != 0
    }
    pub fn numer(self) -> i128 {
        self.num
    }
    pub fn denom(self) -> i128 {
        self.den
    }
    /// The integer, when it is one.
    pub fn as_integer(self) -> Option<i64> {
        (self.den == 1).then(|| i64::try_from(self.num).ok()).flatten()
    }

    pub fn to_f64(self) -> f64 {
        if self.den == 0 {
            if self.num > 0 {
                f64::INFINITY
            } else {
                f64::NEG_INFINITY
            }
        } else {
            self.num as f64 / self.den as f64
        }
    }

    pub fn neg(self) -> Exact {
        Exact { num: -self.num, den: self.den }
    }

    /// `self + o`; inf + x = inf (the sum of opposite infinities never arises: a window end is
    /// only ever shifted by finite amounts).
    pub fn add(self, o: Exact) -> R {
        if self.den == 0 {
            return Ok(self);
        }
        if o.den == 0 {
            return Ok(o);
        }
        if self.den == o.den {
            return match self.num.checked_add(o.num) {
                Some(n) => Exact::reduced(n, self.den),
                None => Err(overflow()),
            };
        }
        let g = gcd(self.den as u128, o.den as u128) as i128;
        let (a, b) = (div(self.den, g), div(o.den, g));
        let num = mul(self.num, b).zip(mul(o.num, a)).and_then(|(x, y)| x.checked_add(y));
        let den = mul(self.den, b);
        match (num, den) {
            (Some(n), Some(d)) => Exact::reduced(n, d),
            _ => Err(overflow()),
        }
    }

    pub fn sub(self, o: Exact) -> R {
        self.add(o.neg())
    }

    /// `self * o` for a finite `o`... or an infinite `self` times a positive `o`.
    pub fn mul(self, o: Exact) -> R {
        if self.den == 0 || o.den == 0 {
            let sign = self.num.signum() * o.num.signum();
            return Ok(if sign > 0 {
                Exact::INF
            } else if sign < 0 {
                Exact::NEG_INF
            } else {
                Exact::ZERO
            });
        }
        // Cross-reduce first: the factors stay small.
        let g1 = gcd(self.num.unsigned_abs(), o.den as u128).max(1) as i128;
        let g2 = gcd(o.num.unsigned_abs(), self.den as u128).max(1) as i128;
        let num = mul(div(self.num, g1), div(o.num, g2));
        let den = mul(div(self.den, g2), div(o.den, g1));
        match (num, den) {
            (Some(n), Some(d)) => Exact::reduced(n, d),
            _ => Err(overflow()),
        }
    }

    /// `self * p`.
    pub fn times(self, p: Probability) -> R {
        self.mul(Exact::probability(p))
    }

    /// `self / p`.
    pub fn over(self, p: Probability) -> R {
        self.mul(Exact { num: p.den() as i128, den: p.num() as i128 })
    }

    pub fn max(self, o: Exact) -> Exact {
        if o > self {
            o
        } else {
            self
        }
    }
    pub fn min(self, o: Exact) -> Exact {
        if o < self {
            o
        } else {
            self
        }
    }

    /// As a decimal with at most `places` places (rounded), for tables.
    pub fn decimal(self, places: usize) -> String {
        if self.den == 0 || self.den == 1 {
            return self.to_string();
        }
        format!("{:.*}", places, self.to_f64())
    }
}

impl Ord for Exact {
    fn cmp(&self, o: &Exact) -> Ordering {
        match (self.den == 0, o.den == 0) {
            (true, true) => self.num.cmp(&o.num),
            (true, false) => self.num.cmp(&0),
            (false, true) => 0.cmp(&o.num),
            // The same denominator (a window end against a value of the same outcomes):
            // the numerators. Else a/b vs c/d with b, d > 0: compare a*d and c*b, in 256
            // bits when they overflow.
            (false, false) if self.den == o.den => self.num.cmp(&o.num),
            (false, false) => match (mul(self.num, o.den), mul(o.num, self.den)) {
                (Some(x), Some(y)) => x.cmp(&y),
                _ => wide_cmp(self.num, o.den, o.num, self.den),
            },
        }
    }
}

impl PartialOrd for Exact {
    fn partial_cmp(&self, o: &Exact) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// `a*b` against `c*d` (b, d > 0) without overflow: by the signs, then the magnitudes'
/// 256-bit products.
fn wide_cmp(a: i128, b: i128, c: i128, d: i128) -> Ordering {
    let (sa, sc) = (a.signum(), c.signum());
    if sa != sc {
        return sa.cmp(&sc);
    }
    let mag = |x: u128, y: u128| -> (u128, u128) {
        let (xh, xl) = (x >> 64, x & u64::MAX as u128);
        let (yh, yl) = (y >> 64, y & u64::MAX as u128);
        let ll = xl * yl;
        let lh = xl * yh;
        let hl = xh * yl;
        let hh = xh * yh;
        let mid = (ll >> 64) + (lh & u64::MAX as u128) + (hl & u64::MAX as u128);
        let lo = (ll & u64::MAX as u128) | (mid << 64);
        let hi = hh + (lh >> 64) + (hl >> 64) + (mid >> 64);
        (hi, lo)
    };
    let left = mag(a.unsigned_abs(), b as u128);
    let right = mag(c.unsigned_abs(), d as u128);
    if sa >= 0 {
        left.cmp(&right)
    } else {
        right.cmp(&left)
    }
}

impl fmt::Display for Exact {
    /// `3`, `-7/2`, `-inf`, `+inf`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.den, self.num) {
            (0, n) if n > 0 => f.write_str("+inf"),
            (0, _) => f.write_str("-inf"),
            (1, n) => write!(f, "{n}"),
            (d, n) => write!(f, "{n}/{d}"),
        }
    }
}

/// As its text (`"3"`, `"-7/2"`, `"+inf"`): exact in JSON, as a JSON number would not be.
impl serde::Serialize for Exact {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Debug for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i128, d: i128) -> Exact {
        Exact::reduced(n, d).unwrap()
    }

    #[test]
    fn arithmetic_is_exact_and_in_lowest_terms() {
        let sixth = Probability::new(1, 6).unwrap();
        let v = Exact::integer(3).times(sixth).unwrap().add(Exact::integer(5).times(sixth).unwrap()).unwrap();
        assert_eq!(v, q(4, 3));
        assert_eq!(v.to_string(), "4/3");
        assert_eq!(q(4, 3).over(sixth).unwrap(), Exact::integer(8));
        assert_eq!(Exact::NEG_INF.sub(Exact::integer(5)).unwrap().over(sixth).unwrap(), Exact::NEG_INF);
        assert!(Exact::NEG_INF < q(-1000, 3) && q(-1000, 3) < q(1, 2) && q(1, 2) < Exact::INF);
        assert_eq!(Exact::INF.to_string(), "+inf");
    }

    #[test]
    fn overflow_is_an_error_and_comparison_never_overflows() {
        let p = Probability::new(1, 999_999_999_989).unwrap();
        let q = Probability::new(1, 999_999_999_961).unwrap();
        let tiny = Exact::integer(1).times(p).unwrap().times(p).unwrap().times(p).unwrap();
        assert!(tiny.add(Exact::integer(1).times(q).unwrap().times(q).unwrap().times(q).unwrap()).is_err());
        assert!(Exact { num: i128::MAX / 2, den: 3 }.add(Exact { num: i128::MAX / 2, den: 5 }).is_err());
        let (a, b) = (Exact { num: i128::MAX, den: 7 }, Exact { num: i128::MAX - 1, den: 7 });
        assert!(a > b);
        assert!(Exact { num: -(i128::MAX), den: 3 } < Exact { num: -(i128::MAX), den: 5 });
    }
}

//! Exact rational numbers (sign and [`BigUint`] magnitude), always in lowest terms with a
//! positive denominator, so `==` is numeric equality. The paper's exact results are
//! rationals: p_ij (27), T(d, 2) (30), the harmonic numbers H_d and Theorem 6's
//! expectations (52)(53)(54).

use super::bigint::BigUint;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};

/// An exact rational number in lowest terms.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Rational {
    negative: bool,
    num: BigUint,
    den: BigUint,
}

impl Rational {
    pub fn zero() -> Rational {
        Rational::integer(0)
    }

    pub fn one() -> Rational {
        Rational::integer(1)
    }

    pub fn integer(n: i64) -> Rational {
        Rational { negative: n < 0, num: BigUint::from(n.unsigned_abs()), den: BigUint::one() }
    }

    /// `num / den`; panics if `den == 0`.
    pub fn new(num: i64, den: i64) -> Rational {
        assert!(den != 0, "zero denominator");
        Rational::from_parts(
            (num < 0) != (den < 0),
            BigUint::from(num.unsigned_abs()),
            BigUint::from(den.unsigned_abs()),
        )
    }

    /// `num / den` from magnitudes; panics if `den` is zero.
    pub fn from_biguints(num: BigUint, den: BigUint) -> Rational {
        Rational::from_parts(false, num, den)
    }

    fn from_parts(negative: bool, num: BigUint, den: BigUint) -> Rational {
        assert!(!den.is_zero(), "zero denominator");
        if num.is_zero() {
            return Rational { negative: false, num, den: BigUint::one() };
        }
        let g = num.gcd(&den);
        let (num, den) = if g.is_one() { (num, den) } else { (num.divrem(&g).0, den.divrem(&g).0) };
        Rational { negative, num, den }
    }

    /// `num / den` (non-negative) where every prime factor of `den` is among `primes`:
    /// reduced to lowest terms by trial division by those primes only, which is much
    /// cheaper than a big gcd when `den` is a product of small numbers (as the denominators
    /// of T(d, 2) and of Theorem 6 are). If `den` had another prime factor, the result would
    /// still equal num/den but might not be in lowest terms, so this is crate-internal.
    pub(crate) fn from_smooth(mut num: BigUint, mut den: BigUint, primes: &[u64]) -> Rational {
        assert!(!den.is_zero(), "zero denominator");
        if num.is_zero() {
            return Rational::zero();
        }
        for &p in primes {
            loop {
                let (qd, rd) = den.divrem_u64(p);
                if rd != 0 {
                    break;
                }
                let (qn, rn) = num.divrem_u64(p);
                if rn != 0 {
                    break;
                }
                den = qd;
                num = qn;
            }
        }
        Rational { negative: false, num, den }
    }

    /// The numerator's magnitude (lowest terms).
    pub fn numer(&self) -> &BigUint {
        &self.num
    }

    /// The denominator (positive, lowest terms).
    pub fn denom(&self) -> &BigUint {
        &self.den
    }

    pub fn is_negative(&self) -> bool {
        self.negative
    }

    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    pub fn is_integer(&self) -> bool {
        self.den.is_one()
    }

    /// `self^e`.
    pub fn pow(&self, e: u32) -> Rational {
        Rational { negative: self.negative && e % 2 == 1, num: self.num.pow(e), den: self.den.pow(e) }
    }

    /// The nearest `f64`: correctly rounded for the magnitudes met here (numerator and
    /// denominator are scaled so the quotient keeps 65+ bits plus a sticky bit before the
    /// single rounding to 53 bits).
    pub fn to_f64(&self) -> f64 {
        if self.num.is_zero() {
            return 0.0;
        }
        let (nb, db) = (self.num.bits() as i64, self.den.bits() as i64);
        // Scale so that the quotient has 65 or 66 bits.
        let shift = 66 - (nb - db);
        let (n, d) = if shift >= 0 {
            (self.num.shl(shift as u64), self.den.clone())
        } else {
            (self.num.clone(), self.den.shl((-shift) as u64))
        };
        let (q, r) = n.divrem(&d);
        let mut q = q.to_u128().expect("quotient has at most 67 bits");
        if !r.is_zero() {
            q |= 1;
        }
        let v = super::bigint::ldexp(q as f64, -shift);
        if self.negative {
            -v
        } else {
            v
        }
    }
}

impl From<i64> for Rational {
    fn from(n: i64) -> Rational {
        Rational::integer(n)
    }
}

impl From<BigUint> for Rational {
    fn from(n: BigUint) -> Rational {
        Rational { negative: false, num: n, den: BigUint::one() }
    }
}

impl Add for &Rational {
    type Output = Rational;
    fn add(self, o: &Rational) -> Rational {
        let a = self.num.mul(&o.den);
        let b = o.num.mul(&self.den);
        let den = self.den.mul(&o.den);
        if self.negative == o.negative {
            Rational::from_parts(self.negative, a.add(&b), den)
        } else if a >= b {
            Rational::from_parts(self.negative, a.sub(&b), den)
        } else {
            Rational::from_parts(o.negative, b.sub(&a), den)
        }
    }
}

impl Neg for &Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        let mut r = self.clone();
        r.negative = !r.negative && !r.num.is_zero();
        r
    }
}

impl Sub for &Rational {
    type Output = Rational;
    fn sub(self, o: &Rational) -> Rational {
        self + &(-o)
    }
}

impl Mul for &Rational {
    type Output = Rational;
    fn mul(self, o: &Rational) -> Rational {
        // Cross-cancel first to keep the intermediate products small.
        let g1 = self.num.gcd(&o.den);
        let g2 = o.num.gcd(&self.den);
        let div = |x: &BigUint, g: &BigUint| if g.is_one() || g.is_zero() { x.clone() } else { x.divrem(g).0 };
        let num = div(&self.num, &g1).mul(&div(&o.num, &g2));
        let den = div(&self.den, &g2).mul(&div(&o.den, &g1));
        if num.is_zero() {
            return Rational::zero();
        }
        Rational { negative: self.negative != o.negative, num, den }
    }
}

impl Div for &Rational {
    type Output = Rational;
    /// Panics on division by zero.
    fn div(self, o: &Rational) -> Rational {
        assert!(!o.is_zero(), "division by zero");
        let inv = Rational { negative: o.negative, num: o.den.clone(), den: o.num.clone() };
        self * &inv
    }
}

macro_rules! by_value {
    ($($tr:ident $m:ident),*) => {$(
        impl $tr for Rational {
            type Output = Rational;
            fn $m(self, o: Rational) -> Rational {
                (&self).$m(&o)
            }
        }
        impl $tr<&Rational> for Rational {
            type Output = Rational;
            fn $m(self, o: &Rational) -> Rational {
                (&self).$m(o)
            }
        }
    )*};
}
by_value!(Add add, Sub sub, Mul mul, Div div);

impl Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        -&self
    }
}

impl Ord for Rational {
    fn cmp(&self, o: &Rational) -> Ordering {
        match (self.negative, o.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (neg, _) => {
                let c = self.num.mul(&o.den).cmp(&o.num.mul(&self.den));
                if neg {
                    c.reverse()
                } else {
                    c
                }
            }
        }
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, o: &Rational) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// `num/den` in lowest terms, or just `num` for an integer; a leading `-` if negative.
impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.negative { "-" } else { "" };
        if self.den.is_one() {
            f.pad(&format!("{sign}{}", self.num))
        } else {
            f.pad(&format!("{sign}{}/{}", self.num, self.den))
        }
    }
}

impl fmt::Debug for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64, d: i64) -> Rational {
        Rational::new(n, d)
    }

    #[test]
    fn field_operations_in_lowest_terms() {
        assert_eq!(q(2, 4), q(1, 2));
        assert_eq!(q(-2, -4), q(1, 2));
        assert_eq!(q(1, -2).to_string(), "-1/2");
        assert_eq!(q(1, 2) + q(1, 3), q(5, 6));
        assert_eq!(q(1, 2) - q(2, 3), q(-1, 6));
        assert_eq!(q(-1, 2) - q(-2, 3), q(1, 6));
        assert_eq!(q(3, 4) * q(2, 9), q(1, 6));
        assert_eq!(q(3, 4) / q(-3, 8), q(-2, 1));
        assert_eq!((q(1, 3) - q(1, 3)).to_string(), "0");
        assert_eq!(-Rational::zero(), Rational::zero());
        assert!(q(-1, 2) < q(1, 3) && q(-1, 2) < q(-1, 3) && q(2, 3) > q(3, 5));
        assert_eq!(q(-2, 3).pow(3), q(-8, 27));
        assert_eq!(q(6, 3).to_string(), "2");
    }

    #[test]
    fn to_f64_is_correctly_rounded() {
        for (n, d) in [(1, 3), (2, 3), (-7, 10), (719, 105), (1, 1 << 40), (123456789, 1000), (0, 5)] {
            assert_eq!(q(n, d).to_f64(), n as f64 / d as f64, "{n}/{d}");
        }
        let third_big = Rational::from_biguints(
            BigUint::from(10u64).pow(300),
            BigUint::from(3u64).mul(&BigUint::from(10u64).pow(300)),
        );
        assert_eq!(third_big.to_f64(), 1.0 / 3.0);
    }
}

//! A small arbitrary-precision unsigned integer, just enough for the exact rationals of
//! [`super::rational`]: addition, subtraction, multiplication, division with remainder,
//! gcd, shifts, comparison, decimal printing and conversion to `f64`.
//!
//! The crate takes no big-number dependency; the numbers met here (the denominators of
//! T(d, 2) (30) and of Theorem 6's expectations (53)) have at most a few thousand bits, so
//! schoolbook multiplication, bitwise long division and binary gcd are plenty.

use std::cmp::Ordering;
use std::fmt;

/// A non-negative integer of any size: little-endian 64-bit limbs, no high zero limbs
/// (zero is the empty vector), so equal numbers have equal representations.
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct BigUint {
    limbs: Vec<u64>,
}

impl BigUint {
    pub fn zero() -> BigUint {
        BigUint { limbs: Vec::new() }
    }

    pub fn one() -> BigUint {
        BigUint::from(1u64)
    }

    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    pub fn is_one(&self) -> bool {
        self.limbs.len() == 1 && self.limbs[0] == 1
    }

    fn normalize(mut self) -> BigUint {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
        self
    }

    /// The number of significant bits (0 for zero).
    pub fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => 64 * (self.limbs.len() as u64 - 1) + (64 - top.leading_zeros() as u64),
        }
    }

    fn bit(&self, i: u64) -> bool {
        let (w, b) = ((i / 64) as usize, i % 64);
        w < self.limbs.len() && (self.limbs[w] >> b) & 1 == 1
    }

    /// The number of trailing zero bits (0 for zero).
    pub fn trailing_zeros(&self) -> u64 {
        for (i, &l) in self.limbs.iter().enumerate() {
            if l != 0 {
                return 64 * i as u64 + l.trailing_zeros() as u64;
            }
        }
        0
    }

    /// The value if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        match self.limbs.len() {
            0 => Some(0),
            1 => Some(self.limbs[0]),
            _ => None,
        }
    }

    /// The value if it fits in a `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        match self.limbs.len() {
            0 => Some(0),
            1 => Some(self.limbs[0] as u128),
            2 => Some(self.limbs[0] as u128 | (self.limbs[1] as u128) << 64),
            _ => None,
        }
    }

    /// `self << n`.
    pub fn shl(&self, n: u64) -> BigUint {
        if self.is_zero() {
            return BigUint::zero();
        }
        let (words, bits) = ((n / 64) as usize, (n % 64) as u32);
        let mut limbs = vec![0u64; words];
        if bits == 0 {
            limbs.extend_from_slice(&self.limbs);
        } else {
            let mut carry = 0u64;
            for &l in &self.limbs {
                limbs.push(l << bits | carry);
                carry = l >> (64 - bits);
            }
            limbs.push(carry);
        }
        BigUint { limbs }.normalize()
    }

    /// `self >> n` (rounding down).
    pub fn shr(&self, n: u64) -> BigUint {
        let (words, bits) = ((n / 64) as usize, (n % 64) as u32);
        if words >= self.limbs.len() {
            return BigUint::zero();
        }
        let src = &self.limbs[words..];
        let limbs = if bits == 0 {
            src.to_vec()
        } else {
            (0..src.len()).map(|i| src[i] >> bits | src.get(i + 1).map_or(0, |&h| h << (64 - bits))).collect()
        };
        BigUint { limbs }.normalize()
    }

    /// `self += other`.
    fn add_assign(&mut self, other: &BigUint) {
        if self.limbs.len() < other.limbs.len() {
            self.limbs.resize(other.limbs.len(), 0);
        }
        let mut carry = false;
        for i in 0..self.limbs.len() {
            let o = other.limbs.get(i).copied().unwrap_or(0);
            if o == 0 && !carry && i >= other.limbs.len() {
                break;
            }
            let (s1, c1) = self.limbs[i].overflowing_add(o);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            self.limbs[i] = s2;
            carry = c1 || c2;
        }
        if carry {
            self.limbs.push(1);
        }
    }

    /// `self -= other`; panics if `other > self`.
    fn sub_assign(&mut self, other: &BigUint) {
        assert!(*self >= *other, "BigUint subtraction would be negative");
        let mut borrow = false;
        for i in 0..self.limbs.len() {
            let o = other.limbs.get(i).copied().unwrap_or(0);
            if o == 0 && !borrow && i >= other.limbs.len() {
                break;
            }
            let (d1, b1) = self.limbs[i].overflowing_sub(o);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            self.limbs[i] = d2;
            borrow = b1 || b2;
        }
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// `self + other`.
    pub fn add(&self, other: &BigUint) -> BigUint {
        let mut r = self.clone();
        r.add_assign(other);
        r
    }

    /// `self - other`; panics if `other > self`.
    pub fn sub(&self, other: &BigUint) -> BigUint {
        let mut r = self.clone();
        r.sub_assign(other);
        r
    }

    /// `self * other` (schoolbook).
    pub fn mul(&self, other: &BigUint) -> BigUint {
        if self.is_zero() || other.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u64; self.limbs.len() + other.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.limbs.iter().enumerate() {
                let t = a as u128 * b as u128 + out[i + j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            out[i + other.limbs.len()] = carry as u64;
        }
        BigUint { limbs: out }.normalize()
    }

    /// `self * m` for a small factor.
    pub fn mul_u64(&self, m: u64) -> BigUint {
        self.mul(&BigUint::from(m))
    }

    /// `self^e`.
    pub fn pow(&self, mut e: u32) -> BigUint {
        let mut base = self.clone();
        let mut acc = BigUint::one();
        while e > 0 {
            if e & 1 == 1 {
                acc = acc.mul(&base);
            }
            e >>= 1;
            if e > 0 {
                base = base.mul(&base);
            }
        }
        acc
    }

    /// `(self / m, self % m)` for a one-limb divisor; panics if `m == 0`.
    pub fn divrem_u64(&self, m: u64) -> (BigUint, u64) {
        assert!(m != 0, "division by zero");
        let mut q = vec![0u64; self.limbs.len()];
        let mut r = 0u128;
        for i in (0..self.limbs.len()).rev() {
            let cur = r << 64 | self.limbs[i] as u128;
            q[i] = (cur / m as u128) as u64;
            r = cur % m as u128;
        }
        (BigUint { limbs: q }.normalize(), r as u64)
    }

    /// `(self / other, self % other)`; panics if `other` is zero. Bitwise long division
    /// (one-limb divisors take a fast path).
    pub fn divrem(&self, other: &BigUint) -> (BigUint, BigUint) {
        assert!(!other.is_zero(), "division by zero");
        if other.limbs.len() == 1 {
            let (q, r) = self.divrem_u64(other.limbs[0]);
            return (q, BigUint::from(r));
        }
        if *self < *other {
            return (BigUint::zero(), self.clone());
        }
        let n = self.bits();
        let mut q = vec![0u64; self.limbs.len()];
        let mut r = BigUint::zero();
        for i in (0..n).rev() {
            r.shl1_or(self.bit(i));
            if r >= *other {
                r.sub_assign(other);
                q[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        (BigUint { limbs: q }.normalize(), r)
    }

    /// `self = self << 1 | bit`, in place.
    fn shl1_or(&mut self, bit: bool) {
        let mut carry = bit as u64;
        for l in self.limbs.iter_mut() {
            let next = *l >> 63;
            *l = *l << 1 | carry;
            carry = next;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    /// `self >>= n`, in place.
    fn shr_assign(&mut self, n: u64) {
        let (words, bits) = ((n / 64) as usize, (n % 64) as u32);
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(..words);
        if bits != 0 {
            let len = self.limbs.len();
            for i in 0..len {
                let hi = if i + 1 < len { self.limbs[i + 1] << (64 - bits) } else { 0 };
                self.limbs[i] = self.limbs[i] >> bits | hi;
            }
        }
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// The greatest common divisor (binary gcd, in place); `gcd(0, n) = n`.
    pub fn gcd(&self, other: &BigUint) -> BigUint {
        if self.is_zero() {
            return other.clone();
        }
        if other.is_zero() {
            return self.clone();
        }
        let (za, zb) = (self.trailing_zeros(), other.trailing_zeros());
        let shift = za.min(zb);
        let mut a = self.clone();
        a.shr_assign(za);
        let mut b = other.clone();
        b.shr_assign(zb);
        // Both odd from here on.
        loop {
            if let (Some(x), Some(y)) = (a.to_u64(), b.to_u64()) {
                return BigUint::from(gcd_u64(x, y)).shl(shift);
            }
            match a.cmp(&b) {
                Ordering::Equal => return a.shl(shift),
                Ordering::Less => std::mem::swap(&mut a, &mut b),
                Ordering::Greater => {}
            }
            a.sub_assign(&b);
            let z = a.trailing_zeros();
            a.shr_assign(z);
        }
    }

    /// The nearest `f64` (to within rounding of the top 64 bits; `inf` beyond `f64::MAX`).
    pub fn to_f64(&self) -> f64 {
        let n = self.bits();
        if n <= 64 {
            return self.to_u64().unwrap_or(0) as f64;
        }
        // Keep the top 64 bits, with a sticky bit for anything shifted out, so the
        // conversion to f64 rounds correctly.
        let shift = n - 64;
        let mut top = self.shr(shift).to_u64().unwrap_or(u64::MAX);
        if self.trailing_zeros() < shift {
            top |= 1;
        }
        ldexp(top as f64, shift as i64)
    }
}

/// `x * 2^e` without intermediate overflow for the exponents met here.
pub(crate) fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    x * 2f64.powi(e as i32)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl From<u64> for BigUint {
    fn from(v: u64) -> BigUint {
        BigUint { limbs: vec![v] }.normalize()
    }
}

impl From<u32> for BigUint {
    fn from(v: u32) -> BigUint {
        BigUint::from(v as u64)
    }
}

impl From<u128> for BigUint {
    fn from(v: u128) -> BigUint {
        BigUint { limbs: vec![v as u64, (v >> 64) as u64] }.normalize()
    }
}

impl Ord for BigUint {
    fn cmp(&self, other: &BigUint) -> Ordering {
        self.limbs.len().cmp(&other.limbs.len()).then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, other: &BigUint) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BigUint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return f.pad("0");
        }
        // Base 10^19 chunks, least significant first.
        const CHUNK: u64 = 10_000_000_000_000_000_000;
        let mut chunks = Vec::new();
        let mut n = self.clone();
        while !n.is_zero() {
            let (q, r) = n.divrem_u64(CHUNK);
            chunks.push(r);
            n = q;
        }
        let mut s = chunks.last().map(|c| c.to_string()).unwrap_or_default();
        for c in chunks.iter().rev().skip(1) {
            s.push_str(&format!("{c:019}"));
        }
        f.pad(&s)
    }
}

impl fmt::Debug for BigUint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(v: u128) -> BigUint {
        BigUint::from(v)
    }

    #[test]
    fn arithmetic_agrees_with_u128() {
        let xs = [0u128, 1, 2, 3, 7, 63, 64, 65, u64::MAX as u128, u64::MAX as u128 + 1, 1 << 100, (1 << 127) - 1];
        for &x in &xs {
            for &y in &xs {
                if let Some(s) = x.checked_add(y) {
                    assert_eq!(b(x).add(&b(y)), b(s));
                }
                if x >= y {
                    assert_eq!(b(x).sub(&b(y)), b(x - y));
                }
                if let Some(p) = x.checked_mul(y) {
                    assert_eq!(b(x).mul(&b(y)), b(p));
                }
                if y != 0 {
                    let (q, r) = b(x).divrem(&b(y));
                    assert_eq!((q, r), (b(x / y), b(x % y)), "{x} / {y}");
                }
                assert_eq!(b(x).cmp(&b(y)), x.cmp(&y));
                let g = {
                    let (mut a, mut c) = (x, y);
                    while c != 0 {
                        (a, c) = (c, a % c);
                    }
                    a
                };
                assert_eq!(b(x).gcd(&b(y)), b(g), "gcd({x}, {y})");
            }
            assert_eq!(b(x).to_string(), x.to_string());
            assert_eq!(b(x).to_f64(), x as f64);
        }
    }

    #[test]
    fn big_products_divide_back_and_print() {
        let f30 = (1..=30u64).fold(BigUint::one(), |a, k| a.mul_u64(k));
        assert_eq!(f30.to_string(), "265252859812191058636308480000000");
        let f25 = (1..=25u64).fold(BigUint::one(), |a, k| a.mul_u64(k));
        let (q, r) = f30.divrem(&f25);
        assert_eq!(q, b(26 * 27 * 28 * 29 * 30));
        assert!(r.is_zero());
        assert_eq!(f30.gcd(&b(1 << 40)), b(1 << 26));
        assert_eq!(BigUint::from(3u64).pow(100).to_string(), "515377520732011331036461129765621272702107522001");
        assert!((f30.to_f64() / 2.6525285981219107e32 - 1.0).abs() < 1e-15);
        assert_eq!(b(1).shl(200).shr(199), b(2));
    }
}

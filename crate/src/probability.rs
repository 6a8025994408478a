//! The probability of one outcome of a chance position (Ballard 1983's *-node; OpenSpiel's
//! `chance_outcomes()` pairs): an exact fraction `num/den` in lowest terms, 0 < p <= 1.
//!
//! Written in the tree text as a fraction (`1/6`) or a decimal (`0.25`, at most
//! [`MAX_DECIMALS`] digits after the point); both are stored exactly, so an expected value
//! computed from them is exact too.

use std::fmt;

/// The largest denominator a probability may have (10^12: a decimal's twelve places).
pub const MAX_DEN: u64 = 1_000_000_000_000;

/// The most digits a decimal probability may have after its point.
pub const MAX_DECIMALS: usize = 12;

/// A probability in lowest terms: `0 < num <= den <= MAX_DEN`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Probability {
    num: u64,
    den: u64,
}

pub(crate) fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The gcd of 128-bit numbers, by 64-bit steps once both fit in 64 bits (nearly always):
/// WebAssembly has no 128-bit division, and its software `u128 %` made Star1's exact
/// arithmetic (`chance/exact.rs`) several times slower in the browser than natively
/// (docs/speed.md, "Chance positions: wasm against native").
pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        if a <= u64::MAX as u128 && b <= u64::MAX as u128 {
            return gcd64(a as u64, b as u64) as u128;
        }
        (a, b) = (b, a % b);
    }
    a
}

impl Probability {
    /// Certainty: the probability of the one edge below a decision position.
    pub const ONE: Probability = Probability { num: 1, den: 1 };

    /// `num/den` in lowest terms, or a sentence saying why it is no probability.
    pub fn new(num: u64, den: u64) -> Result<Probability, String> {
        if den == 0 {
            return Err(format!("{num}/{den} has a zero denominator"));
        }
        if num == 0 {
            return Err("a probability must be more than 0".into());
        }
        if num > den {
            return Err(format!("{num}/{den} is more than 1"));
        }
        let g = gcd64(num, den);
        let (num, den) = (num / g, den / g);
        if den > MAX_DEN {
            return Err(format!("{num}/{den}: a denominator may be at most 10^12"));
        }
        Ok(Probability { num, den })
    }

    /// `1/n`: each of `n` equally likely outcomes.
    pub fn uniform(n: u32) -> Probability {
        Probability { num: 1, den: n.max(1) as u64 }
    }

    pub fn num(self) -> u64 {
        self.num
    }
    pub fn den(self) -> u64 {
        self.den
    }
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Whether it is a finite decimal of at most [`MAX_DECIMALS`] places (its denominator
    /// divides 10^12).
    pub fn is_decimal(self) -> bool {
        MAX_DEN.is_multiple_of(self.den)
    }

    /// The decimal text (`0.25`, `1`), when [`Probability::is_decimal`].
    pub fn decimal(self) -> Option<String> {
        if !self.is_decimal() {
            return None;
        }
        if self.num == self.den {
            return Some("1".into());
        }
        // At most 10^12: u64 (the page's first module carries no 128-bit formatting).
        let scaled = self.num * (MAX_DEN / self.den);
        let digits = format!("{scaled:012}");
        Some(format!("0.{}", digits.trim_end_matches('0')))
    }

    /// Parses a probability at byte `i` of `b`: `a/b`, a decimal `0.25` or `1`.
    /// Returns it, whether it was written as a decimal, and the byte after it. The page's
    /// first module reads no chance positions (notation.rs) and so no probabilities.
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))]
    pub(crate) fn parse_at(b: &[u8], i: usize) -> Result<(Probability, bool, usize), (usize, String)> {
        let digits = |mut j: usize| {
            let s = j;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            (s, j)
        };
        let number = |s: usize, e: usize| -> Result<u64, (usize, String)> {
            std::str::from_utf8(&b[s..e])
                .ok()
                .and_then(|t| t.parse::<u64>().ok())
                .filter(|&v| v <= MAX_DEN)
                .ok_or((s, "a probability's numbers may be at most 10^12".to_string()))
        };
        let (s, e) = digits(i);
        if s == e {
            return Err((i, "expected a probability (such as 1/6 or 0.25)".into()));
        }
        let whole = number(s, e)?;
        match b.get(e) {
            Some(b'/') => {
                let (s2, e2) = digits(e + 1);
                if s2 == e2 {
                    return Err((s2, "expected the denominator after '/'".into()));
                }
                let den = number(s2, e2)?;
                Probability::new(whole, den).map(|p| (p, false, e2)).map_err(|m| (i, m))
            }
            Some(b'.') => {
                let (s2, e2) = digits(e + 1);
                if s2 == e2 {
                    return Err((s2, "expected digits after the decimal point".into()));
                }
                if e2 - s2 > MAX_DECIMALS {
                    return Err((
                        s2,
                        format!("a decimal probability has at most {MAX_DECIMALS} digits after the point"),
                    ));
                }
                let frac = number(s2, e2)?;
                let den = 10u64.pow((e2 - s2) as u32);
                let num = whole.checked_mul(den).and_then(|w| w.checked_add(frac));
                let num = num.ok_or((i, "a probability must be at most 1".to_string()))?;
                Probability::new(num, den).map(|p| (p, true, e2)).map_err(|m| (i, m))
            }
            _ => Probability::new(whole, 1).map(|p| (p, true, e)).map_err(|m| (i, m)),
        }
    }
}

impl fmt::Display for Probability {
    /// `num/den`, or `1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl fmt::Debug for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The sum of probabilities, exactly, as `num/den` in lowest terms; None if it would not fit
/// in 64 bits (denominators with no common factor; decimals of up to 12 places always fit).
/// 64-bit: the parser runs in the page's first module, which carries no 128-bit division.
pub fn sum(ps: impl IntoIterator<Item = Probability>) -> Option<(u64, u64)> {
    let (mut n, mut d) = (0u64, 1u64);
    for p in ps {
        let l = (d / gcd64(d, p.den)).checked_mul(p.den)?;
        n = n.checked_mul(l / d)?.checked_add(p.num.checked_mul(l / p.den)?)?;
        d = l;
        let g = gcd64(n, d);
        (n, d) = (n / g, d / g);
    }
    Some((n, d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<(Probability, bool, usize), (usize, String)> {
        Probability::parse_at(s.as_bytes(), 0)
    }

    #[test]
    fn fractions_and_decimals_are_read_exactly_in_lowest_terms() {
        assert_eq!(p("2/12").unwrap(), (Probability::new(1, 6).unwrap(), false, 4));
        assert_eq!(p("0.25:").unwrap(), (Probability::new(1, 4).unwrap(), true, 4));
        assert_eq!(p("1").unwrap().0, Probability::ONE);
        assert_eq!(Probability::new(1, 4).unwrap().decimal().unwrap(), "0.25");
        assert_eq!(Probability::new(1, 3).unwrap().decimal(), None);
        assert_eq!(Probability::new(1, 3).unwrap().to_string(), "1/3");
        assert_eq!(Probability::new(1, 1_000_000_000_000).unwrap().decimal().unwrap(), "0.000000000001");
    }

    #[test]
    fn what_is_no_probability_is_refused_with_a_reason() {
        assert!(p("0/3").unwrap_err().1.contains("more than 0"));
        assert!(p("4/3").unwrap_err().1.contains("more than 1"));
        assert!(p("1.5").unwrap_err().1.contains("more than 1"));
        assert!(p("1/0").unwrap_err().1.contains("zero denominator"));
        assert!(p("1/").unwrap_err().1.contains("denominator"));
        assert!(p("0.1234567890123").unwrap_err().1.contains("at most 12 digits"));
    }

    #[test]
    fn sums_are_exact() {
        let sixth = Probability::new(1, 6).unwrap();
        assert_eq!(sum([sixth; 6]), Some((1, 1)));
        assert_eq!(sum([sixth, Probability::new(1, 4).unwrap()]), Some((5, 12)));
    }
}

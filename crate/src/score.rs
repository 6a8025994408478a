//! Values and window bounds: integers that survive a round trip through a JavaScript
//! number, plus -inf and +inf.
//!
//! A terminal value `v` satisfies `|v| <= 2^53 - 1` ([`MAX_VALUE`]). Window bounds (alpha,
//! beta, F1's bound) may also be infinite, and a null window's far side one past the
//! largest value ([`Score::succ`]). `Score` keeps both in one `i64`: +inf is
//! `i64::MAX`, -inf is `-i64::MAX`; `i64::MIN` never appears, so negation — which every
//! negamax step does — can never overflow.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Neg;
use std::str::FromStr;

/// The largest terminal value in magnitude: 2^53 - 1, JavaScript's `Number.MAX_SAFE_INTEGER`.
pub const MAX_VALUE: i64 = (1 << 53) - 1;

/// A finite value or an infinite bound, ordered as the extended integers.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(i64);

impl Score {
    /// +inf: larger than every value.
    pub const INF: Score = Score(i64::MAX);
    /// -inf: smaller than every value.
    pub const NEG_INF: Score = Score(-i64::MAX);

    /// A finite score. Values outside `[-MAX_VALUE, MAX_VALUE]` are clamped to that range;
    /// [`Score::checked`] reports them instead.
    #[inline]
    pub const fn new(v: i64) -> Score {
        if v > MAX_VALUE {
            Score(MAX_VALUE)
        } else if v < -MAX_VALUE {
            Score(-MAX_VALUE)
        } else {
            Score(v)
        }
    }

    /// A finite score, or `None` when `|v| > 2^53 - 1`.
    pub fn checked(v: i64) -> Option<Score> {
        (v.abs() <= MAX_VALUE).then_some(Score(v))
    }

    /// The finite value, or `None` for an infinite bound.
    #[inline]
    pub fn finite(self) -> Option<i64> {
        self.is_finite().then_some(self.0)
    }

    #[inline]
    pub fn is_finite(self) -> bool {
        self.0 != i64::MAX && self.0 != -i64::MAX
    }

    /// The raw representation (±`i64::MAX` for the infinities); for compact storage.
    #[inline]
    pub fn raw(self) -> i64 {
        self.0
    }

    /// The score whose [`Score::raw`] is `raw` (±i64::MAX are the infinities).
    #[inline]
    pub(crate) const fn from_raw(raw: i64) -> Score {
        Score(raw)
    }

    /// The next integer, for null windows (NegaScout's `m + 1`, MTD(f)'s `g + 1`); the
    /// infinities stay what they are. It may be one past the largest value, 2^53: a null
    /// window's far side, never a value. Clamping it to 2^53 - 1 would make MTD(f)'s test
    /// at the largest value, (g, g + 1), the empty (g, g), whose answer moves no bound, so the
    /// passes would never end (Plaat et al. 1996 take beta = g + 1 in the integers, below +inf).
    #[inline]
    pub fn succ(self) -> Score {
        if self.is_finite() {
            Score((self.0 + 1).min(MAX_VALUE + 1))
        } else {
            self
        }
    }

    /// The previous integer (MTD(f)'s `beta - 1`); the infinities stay what they are. It may
    /// be one below the smallest value, -2^53, as [`Score::succ`] may be one above the largest.
    #[inline]
    pub fn pred(self) -> Score {
        if self.is_finite() {
            Score((self.0 - 1).max(-MAX_VALUE - 1))
        } else {
            self
        }
    }

    /// As a JavaScript number: the value, or ±Infinity.
    pub fn to_f64(self) -> f64 {
        match self {
            Score::INF => f64::INFINITY,
            Score::NEG_INF => f64::NEG_INFINITY,
            Score(v) => v as f64,
        }
    }

    /// From a JavaScript number: ±Infinity are the infinite bounds; a finite number must be
    /// an integer with `|x| <= 2^53 - 1`.
    pub fn from_f64(x: f64) -> Option<Score> {
        if x == f64::INFINITY {
            Some(Score::INF)
        } else if x == f64::NEG_INFINITY {
            Some(Score::NEG_INF)
        } else if x.is_finite() && x.fract() == 0.0 && x.abs() <= MAX_VALUE as f64 {
            Some(Score(x as i64))
        } else {
            None
        }
    }
}

impl Neg for Score {
    type Output = Score;
    #[inline]
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl From<i32> for Score {
    fn from(v: i32) -> Score {
        Score(v as i64)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::INF => f.write_str("+inf"),
            Score::NEG_INF => f.write_str("-inf"),
            Score(v) => write!(f, "{v}"),
        }
    }
}

impl fmt::Debug for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreParseError(pub String);

impl fmt::Display for ScoreParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for Score {
    type Err = ScoreParseError;
    /// Accepts an integer, `inf`, `+inf`, `-inf`, `infinity` (any case).
    fn from_str(s: &str) -> Result<Score, ScoreParseError> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "inf" | "+inf" | "infinity" | "+infinity" => return Ok(Score::INF),
            "-inf" | "-infinity" => return Ok(Score::NEG_INF),
            _ => {}
        }
        let v: i64 = t.parse().map_err(|_| ScoreParseError(format!("'{s}' is not an integer, -inf or +inf")))?;
        Score::checked(v)
            .ok_or_else(|| ScoreParseError(format!("'{s}' is out of range: |value| must be at most 2^53 - 1")))
    }
}

/// Finite scores serialize as numbers, the infinities as the strings "-inf" and "+inf".
impl Serialize for Score {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Score::INF => s.serialize_str("+inf"),
            Score::NEG_INF => s.serialize_str("-inf"),
            Score(v) => s.serialize_i64(v),
        }
    }
}

impl<'de> Deserialize<'de> for Score {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Score, D::Error> {
        use serde::de::{Error, Visitor};
        struct V;
        impl Visitor<'_> for V {
            type Value = Score;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an integer with |v| <= 2^53 - 1, \"-inf\" or \"+inf\"")
            }
            fn visit_i64<E: Error>(self, v: i64) -> Result<Score, E> {
                Score::checked(v).ok_or_else(|| E::custom("value out of range"))
            }
            fn visit_u64<E: Error>(self, v: u64) -> Result<Score, E> {
                i64::try_from(v).ok().and_then(Score::checked).ok_or_else(|| E::custom("value out of range"))
            }
            fn visit_f64<E: Error>(self, v: f64) -> Result<Score, E> {
                Score::from_f64(v).ok_or_else(|| E::custom("not an integer in range"))
            }
            fn visit_str<E: Error>(self, v: &str) -> Result<Score, E> {
                v.parse().map_err(|e: ScoreParseError| E::custom(e.0))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negation_swaps_the_infinities_and_never_overflows() {
        assert_eq!(-Score::INF, Score::NEG_INF);
        assert_eq!(-Score::NEG_INF, Score::INF);
        assert_eq!(-Score::new(MAX_VALUE), Score::new(-MAX_VALUE));
        assert!(Score::NEG_INF < Score::new(-MAX_VALUE) && Score::new(MAX_VALUE) < Score::INF);
    }

    #[test]
    fn parses_integers_and_infinities_and_rejects_the_rest() {
        assert_eq!("-inf".parse::<Score>().unwrap(), Score::NEG_INF);
        assert_eq!("+Inf".parse::<Score>().unwrap(), Score::INF);
        assert_eq!(" 42 ".parse::<Score>().unwrap(), Score::new(42));
        assert!("9007199254740992".parse::<Score>().is_err());
        assert!("4.5".parse::<Score>().is_err());
    }

    #[test]
    fn converts_to_and_from_javascript_numbers() {
        assert_eq!(Score::from_f64(f64::NEG_INFINITY), Some(Score::NEG_INF));
        assert_eq!(Score::from_f64(-7.0), Some(Score::new(-7)));
        assert_eq!(Score::from_f64(0.5), None);
        assert_eq!(Score::from_f64(f64::NAN), None);
        assert_eq!(Score::INF.to_f64(), f64::INFINITY);
    }

    #[test]
    fn a_null_window_at_the_largest_value_is_not_empty() {
        let top = Score::new(MAX_VALUE);
        assert!(top < top.succ() && top.succ() < Score::INF);
        assert_eq!(top.succ().succ(), top.succ());
        assert!(-top.succ() < -top && Score::NEG_INF < (-top).pred());
        assert_eq!(Score::INF.succ(), Score::INF);
    }
}

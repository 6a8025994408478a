//! Values of m&n minimaxing: real numbers, because the backing-up functions of Slagle's §6
//! and Appendix C (`a_2 + 2^(3 - (a_2 - alpha))`, `glbua`'s logarithm) leave the integers,
//! plus the infinities that pad the lists of Appendix B (`ditto[-inf; m]`) and start alpha
//! and beta.
//!
//! Terminal values are integers from Max's standpoint (`|v| <= 2^53 - 1`, see
//! [`crate::score`]), so they convert to `f64` exactly.

use serde::{Serialize, Serializer};
use std::fmt;

/// A backed-up value, a terminal value or a bound: a finite `f64` or ±infinity (never NaN
/// in a result; the backing-up functions guard `inf - inf`).
#[derive(Copy, Clone, PartialEq, PartialOrd, Default)]
pub struct Value(pub f64);

impl Value {
    pub const INF: Value = Value(f64::INFINITY);
    pub const NEG_INF: Value = Value(f64::NEG_INFINITY);

    #[inline]
    pub fn get(self) -> f64 {
        self.0
    }
    #[inline]
    pub fn is_finite(self) -> bool {
        self.0.is_finite()
    }
    /// The value as an integer when it is one (and fits a JavaScript number exactly).
    pub fn as_integer(self) -> Option<i64> {
        let v = self.0;
        (v.is_finite() && v.fract() == 0.0 && v.abs() <= crate::score::MAX_VALUE as f64).then_some(v as i64)
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value(v)
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value(v as f64)
    }
}

/// Integers print without a fraction (`11`, not `11.0`), the infinities as `+inf` and
/// `-inf` (as [`crate::Score`] does), other numbers in Rust's shortest round-trip form,
/// with an exponent from 10^16 on (`1e308`, not 309 digits: such a number is no value of a
/// tree, but a student may type it).
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = self.as_integer() {
            write!(f, "{i}")
        } else if self.0 == f64::INFINITY {
            f.write_str("+inf")
        } else if self.0 == f64::NEG_INFINITY {
            f.write_str("-inf")
        } else if self.0.abs() >= 1e16 {
            write!(f, "{:e}", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Integers serialize as JSON integers, other finite values as numbers, and the infinities
/// as the strings `"+inf"` and `"-inf"` (JSON has no infinity; `serde_json` would write
/// `null`). This is the convention of [`crate::Score`].
impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if let Some(i) = self.as_integer() {
            s.serialize_i64(i)
        } else if self.0.is_finite() {
            s.serialize_f64(self.0)
        } else if self.0 == f64::INFINITY {
            s.serialize_str("+inf")
        } else if self.0 == f64::NEG_INFINITY {
            s.serialize_str("-inf")
        } else {
            s.serialize_str("nan")
        }
    }
}

/// What a returned value says about the true m&n value of its position (the value m&n
/// minimaxing, Appendix B, backs up there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// The true value.
    Exact,
    /// The true value is at most this ("fail low"): an m&n alpha cutoff returned the
    /// successor value `u`, or a max-position finished in phase 1 (`maxvl`), or with alpha
    /// still at `glbua`.
    Upper,
    /// The true value is at least this ("fail high"): an m&n beta cutoff, or the mirror
    /// cases of a min-position (`minvl`, beta still at `lubub`).
    Lower,
}

/// The slack within which two values count as equal: `tolerance * max(1, |a|)` for a
/// finite `a`, 0 otherwise.
#[inline]
pub(crate) fn slack(a: f64, tolerance: f64) -> f64 {
    if a.is_finite() && tolerance > 0.0 {
        tolerance * a.abs().max(1.0)
    } else {
        0.0
    }
}

/// `a` and `b` are equal within `tolerance` (relative, absolute near 0); equal infinities
/// are equal.
pub(crate) fn close(a: f64, b: f64, tolerance: f64) -> bool {
    a == b || (a - b).abs() <= slack(a.abs().max(b.abs()), tolerance)
}

//! A number as a student types it in an answer: exact (an integer or a fraction, `7/18`) or
//! a decimal (`0.389`), which stands for the value it rounds. Practice on chance trees
//! (values are probability-weighted averages) and on UCT (reward sums) reads answers so.

use super::exact::Exact;
use crate::{Error, Result};
use serde::{Deserialize, Serialize};

/// A number a student gives: exact (a fraction or an integer) or a decimal,
/// which matches a value within half a unit of its last decimal place shown to three places
/// (|given - value| <= 0.0005), as the page shows values and W to three decimals.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Given {
    Exact(Exact),
    Decimal(f64),
}

impl Given {
    /// Parses `7/18`, `3`, `0.389`; an error names the text.
    pub fn parse(text: &str) -> Result<Given> {
        let t = text.trim();
        let bad =
            || Error::procedure(format!("'{t}' is not a number (an integer, a fraction such as 7/18, or a decimal)"));
        if let Some((a, b)) = t.split_once('/') {
            let (a, b) = (a.trim().parse::<i64>().map_err(|_| bad())?, b.trim().parse::<i64>().map_err(|_| bad())?);
            if b <= 0 {
                return Err(bad());
            }
            return Exact::ratio(a, b).map(Given::Exact);
        }
        if let Ok(v) = t.parse::<i64>() {
            return Ok(Given::Exact(Exact::integer(v)));
        }
        match t.parse::<f64>() {
            Ok(v) if v.is_finite() && !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || "+-.eE".contains(c)) => {
                Ok(Given::Decimal(v))
            }
            _ => Err(bad()),
        }
    }

    /// Whether the number given is `value`.
    pub fn matches(self, value: Exact) -> bool {
        match self {
            Given::Exact(e) => e == value,
            // Half a unit of the third place, and a little for the decimal's own rounding.
            Given::Decimal(d) => (d - value.to_f64()).abs() <= 0.0005 + 1e-9,
        }
    }
}

/// A number as an answer carries it: a JSON number, or text (`"21/10"`, `"0.389"`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum NumberIn {
    Number(f64),
    Text(String),
}

impl NumberIn {
    /// The number read as [`Given::parse`] reads text; an error starts with `what`.
    pub fn given(&self, what: &str) -> Result<Given> {
        let text = match self {
            NumberIn::Number(x) => x.to_string(),
            NumberIn::Text(s) => s.clone(),
        };
        Given::parse(&text).map_err(|e| Error::procedure(format!("{what}: {}", e.message())))
    }
}

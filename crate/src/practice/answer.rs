//! The answers of the five tasks, as data: the same shapes for the expected answer and
//! for what a student submits (on the page, through the element's `submitAnswer`, or to
//! the CLI), so that the expected answer, submitted, scores total/total. Positions are
//! Dewey strings (`""` the root); they are resolved against the tree when checking, so an
//! unknown position is a clear error naming it.

use super::Task;
use crate::record::Value;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A number a student gives: a JS number, or `"-inf"` / `"+inf"` / an integer as text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Num(pub Value);

impl Num {
    /// Whether this number, given by a student, is the expected value `want`. An infinity
    /// is right only for the same infinity, and a whole number (any magnitude) only when
    /// equal: a tolerance relative to the numbers would make `+inf` match everything
    /// (`inf - v <= 1e-9 * inf`) and let a value near 2^53 be off by millions. Only a
    /// value with a fraction (Slagle's backing-up functions leave the integers, §6) is
    /// matched within 1e-9 relative to `want`, so that a student may type its digits
    /// rounded. NaN matches nothing (it is refused when read, and compares unequal).
    pub fn is(self, want: Value) -> bool {
        let (a, b) = (self.0 .0, want.0);
        if !a.is_finite() || !b.is_finite() || b.fract() == 0.0 {
            return a == b;
        }
        (a - b).abs() <= 1e-9 * b.abs().max(1.0)
    }
}

impl Serialize for Num {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Num {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Num, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Num;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number, \"-inf\" or \"+inf\"")
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<Num, E> {
                if x.is_nan() {
                    Err(E::custom("NaN is not a value"))
                } else {
                    Ok(Num(Value(x)))
                }
            }
            fn visit_i64<E: de::Error>(self, x: i64) -> Result<Num, E> {
                Ok(Num(Value(x as f64)))
            }
            fn visit_u64<E: de::Error>(self, x: u64) -> Result<Num, E> {
                Ok(Num(Value(x as f64)))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Num, E> {
                match s.trim().to_ascii_lowercase().as_str() {
                    "inf" | "+inf" | "infinity" | "+infinity" => Ok(Num(Value::INF)),
                    "-inf" | "-infinity" => Ok(Num(Value::NEG_INF)),
                    t => t
                        .parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite())
                        .map(|x| Num(Value(x)))
                        .ok_or_else(|| E::custom(format!("'{s}' is not a number"))),
                }
            }
        }
        d.deserialize_any(V)
    }
}

/// Prune: `{pruned: ["2.1.2", ...]}`, the cut-off roots.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PruneAnswer {
    pub pruned: Vec<String>,
}

/// Values: `{values: {"1": 3, ...}, bounds: {"1": "exact"|"lower"|"upper", ...}}`. A
/// position given a value and no bound is read as "exact".
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuesAnswer {
    pub values: BTreeMap<String, Num>,
    #[serde(default)]
    pub bounds: BTreeMap<String, String>,
}

/// Window: `{outcome: "fail_low"|"exact"|"fail_high", value, saved?: ["1.2", ...]}`;
/// `saved` (the roots of the subtrees the window saves) left out is read as none saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WindowAnswer {
    pub outcome: String,
    pub value: Num,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved: Option<Vec<String>>,
}

/// Next: `{examined: "1.2", cutoff: false, m: 3}`: the position examined next, whether its
/// parent cuts off right after it returns, and the parent's m then (K&M's m: from the
/// standpoint of the player to move at the parent).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextAnswer {
    pub examined: String,
    pub cutoff: bool,
    pub m: Num,
}

/// Order: `{order: {"": [2, 1, 3], "1": [3, 1, 2], ...}}`: per interior position (of the
/// tree as given), its successors' numbers (1-based, as given) in the new order; positions
/// left out keep their order.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderAnswer {
    pub order: BTreeMap<String, Vec<u32>>,
}

/// An answer of any task (serialized as the task's own shape).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    Prune(PruneAnswer),
    Values(ValuesAnswer),
    Window(WindowAnswer),
    Next(NextAnswer),
    Order(OrderAnswer),
}

impl Answer {
    /// The task this answer is for.
    pub fn task(&self) -> Task {
        match self {
            Answer::Prune(_) => Task::Prune,
            Answer::Values(_) => Task::Values,
            Answer::Window(_) => Task::Window,
            Answer::Next(_) => Task::Next,
            Answer::Order(_) => Task::Order,
        }
    }

    /// Reads an answer of `task`'s shape (the error says which field is wrong and why).
    pub fn deserialize_for<'de, D: Deserializer<'de>>(task: Task, d: D) -> Result<Answer, D::Error> {
        Ok(match task {
            Task::Prune => Answer::Prune(PruneAnswer::deserialize(d)?),
            Task::Values => Answer::Values(ValuesAnswer::deserialize(d)?),
            Task::Window => Answer::Window(WindowAnswer::deserialize(d)?),
            Task::Next => Answer::Next(NextAnswer::deserialize(d)?),
            Task::Order => Answer::Order(OrderAnswer::deserialize(d)?),
        })
    }
}

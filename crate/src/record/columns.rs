//! The columnar encoding of a record for JavaScript.

use super::{Bound, CutKind, Record, Status, Value};
use serde::Serialize;

/// The typed form of a record (`GameTree.run` in wasm): the fields that grow with the tree as
/// flat arrays, which cross into JavaScript as typed arrays in one copy each, instead of
/// one JS value per position. The same content as the [`Record`]'s fields, encoded:
///
/// * a status or a cutoff's kind as its index in [`STATUS_NAMES`];
/// * a bound as its index in [`BOUND_NAMES`] (0: none, an empty window);
/// * a value as an `f64`, ±infinity as such, NaN for none ([`Value`] is never NaN);
/// * a cutoff's `from` as -1 when absent; its skipped successors as the slice
///   `cut_skipped[cut_skipped_start[i]..cut_skipped_start[i + 1]]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Columns {
    /// Per position id: [`Record::status`], [`Record::values`], [`Record::bounds`],
    /// [`Record::alphas`], [`Record::betas`].
    pub status: Vec<u8>,
    pub values: Vec<f64>,
    pub bounds: Vec<u8>,
    pub alphas: Vec<f64>,
    pub betas: Vec<f64>,
    /// Per visit ([`Record::visits`]).
    pub visit_at: Vec<u32>,
    pub visit_alpha: Vec<f64>,
    pub visit_beta: Vec<f64>,
    pub visit_value: Vec<f64>,
    pub visit_bound: Vec<u8>,
    /// Per cutoff ([`Record::cutoffs`]).
    pub cut_at: Vec<u32>,
    pub cut_after: Vec<u32>,
    pub cut_kind: Vec<u8>,
    pub cut_value: Vec<f64>,
    pub cut_bound: Vec<f64>,
    pub cut_from: Vec<i32>,
    pub cut_skipped_start: Vec<u32>,
    pub cut_skipped: Vec<u32>,
    /// [`Record::pv`].
    pub pv: Vec<u32>,
}

/// The names of the status codes of [`Columns`], as the record serializes them.
pub const STATUS_NAMES: [&str; 12] = [
    "examined",
    "shallow",
    "deep",
    "window",
    "cutoff",
    "highest_level_alpha",
    "mn_alpha",
    "mn_beta",
    "not_reached",
    "decision",
    "chance",
    "probing",
];

/// The names of the bound codes of [`Columns`] (code 0: none).
pub const BOUND_NAMES: [Option<&str>; 4] = [None, Some("exact"), Some("lower"), Some("upper")];

/// The code tables of [`Columns`], for a reader in another language (JavaScript reads them
/// from `procedureCatalog().codes`): `status` names a status code and a cutoff's kind (the
/// status it gives the successors it skips), `bound` a bound code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Codes {
    pub status: [&'static str; 12],
    pub bound: [Option<&'static str>; 4],
}

pub const CODES: Codes = Codes { status: STATUS_NAMES, bound: BOUND_NAMES };

/// The kinds by code: code 0 is `examined`, 8 `not_reached` (the kinds added later come
/// after it, so that the codes of the first do not change).
const KINDS: [Option<CutKind>; 12] = [
    None,
    Some(CutKind::Shallow),
    Some(CutKind::Deep),
    Some(CutKind::Window),
    Some(CutKind::Cutoff),
    Some(CutKind::HighestLevelAlpha),
    Some(CutKind::MnAlpha),
    Some(CutKind::MnBeta),
    None,
    Some(CutKind::Decision),
    Some(CutKind::Chance),
    Some(CutKind::Probing),
];

impl CutKind {
    /// Its code in [`STATUS_NAMES`].
    pub fn code(self) -> u8 {
        KINDS.iter().position(|&k| k == Some(self)).expect("every kind is listed") as u8
    }

    pub fn from_code(c: u8) -> Option<CutKind> {
        KINDS.get(c as usize).copied().flatten()
    }
}

impl Status {
    /// Its code in [`STATUS_NAMES`].
    pub fn code(self) -> u8 {
        match self {
            Status::Examined => 0,
            Status::Cut(k) => k.code(),
            Status::NotReached => 8,
        }
    }

    pub fn from_code(c: u8) -> Option<Status> {
        match c {
            0 => Some(Status::Examined),
            8 => Some(Status::NotReached),
            _ => CutKind::from_code(c).map(Status::Cut),
        }
    }
}

impl Bound {
    /// Its code in [`BOUND_NAMES`] (0 for none).
    pub fn code(b: Option<Bound>) -> u8 {
        match b {
            None => 0,
            Some(Bound::Exact) => 1,
            Some(Bound::Lower) => 2,
            Some(Bound::Upper) => 3,
        }
    }

    /// The bound of a code; `Err` for a code out of range.
    pub fn from_code(c: u8) -> Result<Option<Bound>, u8> {
        match c {
            0 => Ok(None),
            1 => Ok(Some(Bound::Exact)),
            2 => Ok(Some(Bound::Lower)),
            3 => Ok(Some(Bound::Upper)),
            _ => Err(c),
        }
    }
}

/// A value as a column entry (NaN: none) and back.
pub fn value_code(v: Option<Value>) -> f64 {
    v.map_or(f64::NAN, |x| x.0)
}

pub fn value_of_code(x: f64) -> Option<Value> {
    (!x.is_nan()).then_some(Value(x))
}

impl Record {
    /// The typed form of the fields that grow with the tree (see [`Columns`]).
    pub fn columns(&self) -> Columns {
        let mut c = Columns {
            status: self.status.iter().map(|s| s.code()).collect(),
            values: self.values.iter().map(|&v| value_code(v)).collect(),
            bounds: self.bounds.iter().map(|&b| Bound::code(b)).collect(),
            alphas: self.alphas.iter().map(|&v| value_code(v)).collect(),
            betas: self.betas.iter().map(|&v| value_code(v)).collect(),
            pv: self.pv.clone(),
            ..Columns::default()
        };
        for x in &self.visits {
            c.visit_at.push(x.at);
            c.visit_alpha.push(x.alpha.0);
            c.visit_beta.push(x.beta.0);
            c.visit_value.push(x.value.0);
            c.visit_bound.push(Bound::code(x.bound));
        }
        c.cut_skipped_start.push(0);
        for x in &self.cutoffs {
            c.cut_at.push(x.at);
            c.cut_after.push(x.after);
            c.cut_kind.push(x.kind.code());
            c.cut_value.push(x.value.0);
            c.cut_bound.push(x.bound.0);
            c.cut_from.push(x.from.map_or(-1, |f| f as i32));
            c.cut_skipped.extend_from_slice(&x.skipped);
            c.cut_skipped_start.push(c.cut_skipped.len() as u32);
        }
        c
    }
}

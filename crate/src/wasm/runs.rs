//! Runs: the catalogue with the code tables of the typed record (`procedureCatalog()`), one
//! call that runs any procedure of the catalogue and returns its typed record
//! (`GameTree.run`), one call that counts any set of them (`GameTree.counts`), and two
//! cheaper questions the page asks on every edit: which positions a K&M procedure examines
//! (`GameTree.examinedFlags`) and the aspiration map (`GameTree.sweep`).
//!
//! Every procedure is named as the catalogue names it (any alias, any case) and run with one
//! options object (`RunOptions`, the catalogue's `Options`): an unknown name or option is
//! refused with the list of the valid ones.

use super::convert::{array, err, error, options as run_options, score, string, to_js, JsResult};
use super::limits::{MAX_COUNTED_PROCEDURES, MAX_SWEEP_GRID, MAX_SWEEP_WORK};
use super::GameTree;
use crate::aspiration::sweep;
use crate::procedures::{self, Entry, Kind, Options};
use crate::record::{self, CutKind};
use crate::search::{Counts, Stack};
use crate::{Score, Tree};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

/// The catalogue as the menus read it, with the code tables that decode a typed record.
#[derive(Serialize)]
struct CatalogueForJs {
    #[serde(flatten)]
    catalogue: procedures::Catalogue,
    codes: record::Codes,
}

/// The procedure catalogue for the page's menus, in menu order (see `procedures.rs`):
/// `{families: [{id: 'km'|'thesis'|'mn', title}], procedures: [{name, aliases, family, label,
/// abbrev, paper, section, takesWindow, minimax, options: [{name, kind: 'bool'|'int'|'choice'|
/// 'text', default, choices?, min?, max?, label}]}], codes: {status, bound}}`; `codes` names
/// the codes of `run()`'s columns (`record/columns.rs`).
#[wasm_bindgen(js_name = procedureCatalog, unchecked_return_type = "ProcedureCatalog")]
pub fn procedure_catalog() -> JsResult<JsValue> {
    to_js(&CatalogueForJs { catalogue: procedures::catalogue(), codes: record::CODES })
}

/// The entry `name` names, and the options object.
fn named(name: &JsValue, options: JsValue) -> JsResult<(&'static Entry, Options)> {
    let entry = procedures::find(&string(name, "procedure")?).map_err(err)?;
    Ok((entry, run_options(options, "options")?))
}

#[wasm_bindgen]
impl GameTree {
    /// Runs the catalogue's procedure `name` (or an alias) with `options` (all optional:
    /// `{alpha, beta, trace, analysis, literal, m, n, backup, tie}`, the catalogue's
    /// defaults) and returns its typed record (`TypedRunRecord`, see `record/` and the
    /// `.d.ts`): `{procedure, family, minimax, alpha, beta, value, exact, outcome?, counts:
    /// {positions, terminals, perLevel, cutoffs, byKind}, windowEffect?, aspiration?,
    /// thesis?, mn?, trace?, columns}`. `columns` holds what grows with the tree as typed
    /// arrays, copied once each out of wasm memory instead of one JS value per position:
    /// per id `status`, `values`, `bounds`, `alphas`, `betas`; per visit `visitAt`, ...; per
    /// cutoff `cutAt`, `cutKind`, ..., `cutSkipped`; and `pv`. Statuses and cutoff kinds are
    /// codes into `procedureCatalog().codes.status`, bounds into `codes.bound` (0: none);
    /// values are numbers (±Infinity; NaN: none). Positions are breadth-first ids
    /// (`deweyOf(id)` names one). `analysis: true` adds, for a window other than (-inf,
    /// +inf), `windowEffect` (what the window saved and cost) and for F2 `aspiration`:
    /// more searches, so only when shown.
    #[wasm_bindgen(unchecked_return_type = "TypedRunRecord")]
    pub fn run(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        use js_sys::{Float64Array, Int32Array, Object, Reflect, Uint32Array, Uint8Array};
        let (entry, o) = named(&name, options)?;
        let mut r = entry.run(&self.tree, &o).map_err(err)?;
        let c = r.columns();
        // The rest crosses as serde makes it (small: counts, options, the trace when asked for).
        r.status = Vec::new();
        r.values = Vec::new();
        r.bounds = Vec::new();
        r.alphas = Vec::new();
        r.betas = Vec::new();
        r.visits = Vec::new();
        r.pv = Vec::new();
        r.cutoffs = Vec::new();
        let out = to_js(&r)?;
        for key in ["status", "values", "bounds", "alphas", "betas", "visits", "pv", "cutoffs"] {
            Reflect::delete_property(out.unchecked_ref::<Object>(), &JsValue::from_str(key))?;
        }
        let cols = Object::new();
        let set = |k: &str, v: &JsValue| Reflect::set(&cols, &JsValue::from_str(k), v).map(|_| ());
        set("status", &Uint8Array::from(&c.status[..]))?;
        set("values", &Float64Array::from(&c.values[..]))?;
        set("bounds", &Uint8Array::from(&c.bounds[..]))?;
        set("alphas", &Float64Array::from(&c.alphas[..]))?;
        set("betas", &Float64Array::from(&c.betas[..]))?;
        set("visitAt", &Uint32Array::from(&c.visit_at[..]))?;
        set("visitAlpha", &Float64Array::from(&c.visit_alpha[..]))?;
        set("visitBeta", &Float64Array::from(&c.visit_beta[..]))?;
        set("visitValue", &Float64Array::from(&c.visit_value[..]))?;
        set("visitBound", &Uint8Array::from(&c.visit_bound[..]))?;
        set("cutAt", &Uint32Array::from(&c.cut_at[..]))?;
        set("cutAfter", &Uint32Array::from(&c.cut_after[..]))?;
        set("cutKind", &Uint8Array::from(&c.cut_kind[..]))?;
        set("cutValue", &Float64Array::from(&c.cut_value[..]))?;
        set("cutBound", &Float64Array::from(&c.cut_bound[..]))?;
        set("cutFrom", &Int32Array::from(&c.cut_from[..]))?;
        set("cutSkippedStart", &Uint32Array::from(&c.cut_skipped_start[..]))?;
        set("cutSkipped", &Uint32Array::from(&c.cut_skipped[..]))?;
        set("pv", &Uint32Array::from(&c.pv[..]))?;
        Reflect::set(&out, &JsValue::from_str("columns"), &cols)?;
        Ok(out)
    }

    /// The value and counts of each procedure named in `names` (catalogue names or aliases)
    /// with the one `options` object, by the core's counting path (nothing recorded: for
    /// every edit, and for throughput measurements): an object keyed by catalogue name,
    /// `{F1: {procedure, alpha, beta, value, exact?, counts: {positions, terminals,
    /// perLevel, cutoffs?, byKind?}}, ...}`, with the record's spelling of each field.
    /// `alpha`, `beta`: the window the procedure used. Where the counting path cannot tell,
    /// `exact` (Slagle's m&n: a backed-up value's bound) and the cutoffs (the thesis' and
    /// Slagle's) are left out: `run()` has them. At most [`MAX_COUNTED_PROCEDURES`] names.
    #[wasm_bindgen(unchecked_return_type = "Record<string, ProcedureCounts>")]
    pub fn counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] names: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let names = array(&names, "procedures", MAX_COUNTED_PROCEDURES)?;
        let o: Options = run_options(options, "options")?;
        let mut stack = Stack::default();
        let mut out: Vec<Counted> = Vec::new();
        for name in names.iter() {
            let entry = procedures::find(&string(&name, "procedure")?).map_err(err)?;
            if out.iter().any(|c| c.procedure == entry.name) {
                continue;
            }
            out.push(counted(&self.tree, entry, &o, &mut stack).map_err(err)?);
        }
        to_js(&ByName(out))
    }

    /// Per id, 1 where the K&M procedure `name` with `options` examines the position, else 0
    /// (a `Uint8Array`): `run()`'s `status == examined`, at the cost of the search alone
    /// (for the page's note on deep cutoffs, which compares F1 with F2).
    #[wasm_bindgen(js_name = examinedFlags)]
    pub fn examined_flags(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<js_sys::Uint8Array> {
        let (entry, o) = named(&name, options)?;
        let Kind::Km(p) = entry.kind else {
            let km: Vec<&str> =
                procedures::all().iter().filter(|e| matches!(e.kind, Kind::Km(_))).map(|e| e.name).collect();
            return Err(error(&format!(
                "examinedFlags runs the negamax procedures ({}), not {}: run() gives every procedure's statuses",
                km.join(", "),
                entry.name
            )));
        };
        let w = crate::recorder::window_of(entry, &o).map_err(err)?;
        let mut seen = Examined(vec![0; self.tree.len()]);
        p.observe(&self.tree, &o.params(w), &mut seen);
        Ok(js_sys::Uint8Array::from(&seen.0[..]))
    }

    /// The aspiration map: the total cost of F2's aspiration search (K&M section 4) for
    /// every window (a, b), a < b, on the grid. At most [`MAX_SWEEP_WORK`] windows ×
    /// positions in one call.
    #[wasm_bindgen(unchecked_return_type = "Sweep")]
    pub fn sweep(&self, #[wasm_bindgen(unchecked_param_type = "Score[]")] grid: JsValue) -> JsResult<JsValue> {
        let g = array(&grid, "grid", MAX_SWEEP_GRID)?
            .iter()
            .map(|v| score(&v, "grid value"))
            .collect::<JsResult<Vec<Score>>>()?;
        // The distinct grid values in order, each put in its place by a binary search: a slice
        // sort's code (5 KB) would be in the first-load module for this one list of at most
        // MAX_SWEEP_GRID values.
        let mut distinct: Vec<Score> = Vec::new();
        for &v in &g {
            if let Err(i) = distinct.binary_search(&v) {
                distinct.insert(i, v);
            }
        }
        let windows = (distinct.len() as u64) * (distinct.len() as u64).saturating_sub(1) / 2;
        let work = windows.saturating_mul(self.tree.len() as u64);
        if work > MAX_SWEEP_WORK {
            return Err(error(&format!(
                "a sweep of {windows} windows over {} positions is {work} positions to search; at most {MAX_SWEEP_WORK} in one call: use fewer grid values or a smaller tree",
                self.tree.len()
            )));
        }
        to_js(&sweep(&self.tree, &g).map_err(err)?)
    }
}

/// One procedure's figures from the counting path, spelled as the record spells them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Counted {
    procedure: &'static str,
    alpha: Score,
    beta: Score,
    value: Score,
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<bool>,
    counts: CountedCounts,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CountedCounts {
    positions: u64,
    terminals: u64,
    per_level: Vec<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cutoffs: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    by_kind: Option<BTreeMap<CutKind, u64>>,
}

/// Figures by catalogue name, in the order asked (a JS object).
struct ByName(Vec<Counted>);

impl Serialize for ByName {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for c in &self.0 {
            m.serialize_entry(c.procedure, c)?;
        }
        m.end()
    }
}

fn counted(tree: &Tree, entry: &'static Entry, o: &Options, stack: &mut Stack) -> crate::Result<Counted> {
    let w = crate::recorder::window_of(entry, o)?;
    let (value, c) = count(tree, entry, o, stack)?;
    // K&M's counting path counts its cutoffs by kind and (6)/(9) read its value against the
    // window; the thesis' windowed procedures satisfy (6)/(9) too; Slagle's value is a
    // backed-up estimate whose bound the counting path does not keep.
    let km = matches!(entry.kind, Kind::Km(_));
    // Inserted one by one: collecting into a BTreeMap sorts (a stable sort's code for this
    // one type in the first-load module), and the three kinds are in key order already.
    let by_kind = km.then(|| {
        let mut m = BTreeMap::new();
        for (kind, n) in [
            (CutKind::Shallow, c.shallow_cutoffs),
            (CutKind::Deep, c.deep_cutoffs),
            (CutKind::Window, c.window_cutoffs),
        ] {
            if n > 0 {
                m.insert(kind, n);
            }
        }
        m
    });
    Ok(Counted {
        procedure: entry.name,
        alpha: w.alpha,
        beta: w.beta,
        value,
        exact: (!matches!(entry.kind, Kind::Mn(_))).then(|| w.alpha < value && value < w.beta),
        counts: CountedCounts {
            positions: c.positions,
            terminals: c.terminals,
            cutoffs: km.then(|| c.cutoffs()),
            per_level: c.per_level,
            by_kind,
        },
    })
}

/// [`Entry::count`]; the lean module counts Knuth & Moore's procedures only (the other
/// families' code is left out of it, as `recorder::run` leaves it out).
fn count(tree: &Tree, entry: &'static Entry, o: &Options, stack: &mut Stack) -> crate::Result<(Score, Counts)> {
    #[cfg(feature = "full")]
    return entry.count(tree, o, stack);
    #[cfg(not(feature = "full"))]
    match entry.kind {
        Kind::Km(p) => {
            let mut c = Counts::for_height(tree.height());
            // The procedure's parameters as Entry::count gives them (MTD(f)'s first guess too).
            let v = p.count(tree, &o.params(crate::recorder::window_of(entry, o)?), &mut c, stack);
            Ok((v, c))
        }
        _ => Err(entry.not_here()),
    }
}

/// Examined flags only: the observer of [`GameTree::examined_flags`].
struct Examined(Vec<u8>);

impl crate::search::observer::Observer for Examined {
    #[inline]
    fn enter(&mut self, p: u32, _depth: u32, _alpha: Score, _beta: Score) {
        self.0[p as usize] = 1;
    }
}

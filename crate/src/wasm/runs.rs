//! Runs: the catalogue (`procedureCatalog()`) and one record for every procedure
//! (`GameTree.run`), plus the older per-family exports the page still uses (`search`,
//! `compare`, `compareCounts`, `runProcedure`) and the aspiration exports.

// The lean module (no feature `full`) leaves the older exports out, and with them some helpers.
#![cfg_attr(not(feature = "full"), allow(unused_imports))]
use super::convert::{array, err, error, object, score, status_codes, string, to_js, window, JsResult};
use super::limits::{MAX_SWEEP_GRID, MAX_SWEEP_WORK};
use super::GameTree;
use crate::aspiration::{aspiration, sweep};
use crate::procedures::{self, Kind};
#[cfg(feature = "full")]
use crate::report::{report, RunReport};
use crate::search::{Procedure, Window};
use crate::{Score, Tree};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The procedure catalogue for the page's menus, in menu order (see `procedures.rs`):
/// `{families: [{id: 'km'|'thesis'|'mn', title}], procedures: [{name, aliases, family, label,
/// abbrev, paper, section, takesWindow, minimax, options: [{name, kind: 'bool'|'int'|'choice'|
/// 'text', default, choices?, min?, max?, label}]}]}`.
#[wasm_bindgen(js_name = procedureCatalog, unchecked_return_type = "ProcedureCatalog")]
pub fn procedure_catalog() -> JsResult<JsValue> {
    to_js(&procedures::catalogue())
}

/// A negamax procedure by name, through the catalogue (the error lists the names).
fn km(name: &JsValue) -> JsResult<Procedure> {
    let name = string(name, "procedure")?;
    match procedures::find(&name).map_err(err)?.kind {
        procedures::Kind::Km(p) => Ok(p),
        _ => Err(err(crate::Error::Procedure(format!("{} is not a negamax procedure", name.trim())))),
    }
}

#[cfg(feature = "full")]
/// The full reports name every position by Dewey: refused beyond 8 MiB of names.
fn names_fit(tree: &Tree) -> JsResult<()> {
    super::tree::names_fit(tree, "use run() or compareCounts(), which name positions by id")
}

#[wasm_bindgen]
impl GameTree {
    /// Runs the catalogue's procedure `name` (or an alias) with `options` (all optional:
    /// `{alpha, beta, trace, literal, m, n, backup, tie}`, the catalogue's defaults) and
    /// returns its record (`RunRecord`, see `record.rs` and the `.d.ts`): `{procedure,
    /// family, minimax, alpha, beta, value, exact, outcome?, counts: {positions, terminals,
    /// perLevel, cutoffs, byKind}, status[], values[], bounds[], alphas[], betas[], visits:
    /// [{at, alpha, beta, value, bound}], pv[], cutoffs: [{at, after, kind, skipped[], value,
    /// bound, from?}], windowEffect?: {saved[], extra[]}, aspiration?, thesis?: {counters,
    /// options}, mn?: {m, n, dmax, tie, tolerance, backup, best?, rootValues, warnings},
    /// trace?}`. Positions are breadth-first ids (`deweyOf(id)` names one).
    #[wasm_bindgen(unchecked_return_type = "RunRecord")]
    pub fn run(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let entry = procedures::find(&string(&name, "procedure")?).map_err(err)?;
        let o: procedures::Options = object(options, "options")?;
        to_js(&entry.run(&self.tree, &o).map_err(err)?)
    }

    #[cfg(feature = "full")]
    /// Runs "F0", "F1" or "F2" with the window (alpha, beta); F1 takes beta as its bound.
    /// Positions by Dewey name (refused beyond 8 MiB of names: use `run()`).
    #[wasm_bindgen(unchecked_return_type = "KmReport")]
    pub fn search(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] procedure: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
        trace: bool,
    ) -> JsResult<JsValue> {
        let p = km(&procedure)?;
        let w = window(&alpha, &beta)?;
        names_fit(&self.tree)?;
        to_js(&report(&self.tree, p, w, trace))
    }

    #[cfg(feature = "full")]
    /// F0, F1 and F2 on the same tree and window, without traces (by Dewey name).
    #[wasm_bindgen(unchecked_return_type = "{F0: KmReport, F1: KmReport, F2: KmReport}")]
    pub fn compare(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<JsValue> {
        let w = window(&alpha, &beta)?;
        names_fit(&self.tree)?;
        #[derive(Serialize)]
        struct Compare {
            #[serde(rename = "F0")]
            f0: RunReport,
            #[serde(rename = "F1")]
            f1: RunReport,
            #[serde(rename = "F2")]
            f2: RunReport,
        }
        to_js(&Compare {
            f0: report(&self.tree, Procedure::F0, w, false),
            f1: report(&self.tree, Procedure::F1, w, false),
            f2: report(&self.tree, Procedure::F2, w, false),
        })
    }

    /// "F0", "F1" or "F2" with the window (alpha, beta) when only counts are wanted: the
    /// core's counting path (`search::count`: the same positions as `run()`, nothing
    /// recorded), `{value, positions, terminals, perLevel, shallowCutoffs, deepCutoffs,
    /// windowCutoffs}`. For throughput measurements and callers that need no trace.
    #[wasm_bindgen(unchecked_return_type = "KmCount")]
    pub fn count(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] procedure: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<JsValue> {
        let p = km(&procedure)?;
        let w = window(&alpha, &beta)?;
        let mut counts = crate::search::Counts::for_height(self.tree.height());
        let params = crate::search::Params::window(w);
        let value = p.count(&self.tree, &params, &mut counts, &mut crate::search::Stack::default());
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Counted {
            value: Score,
            positions: u64,
            terminals: u64,
            per_level: Vec<u64>,
            shallow_cutoffs: u64,
            deep_cutoffs: u64,
            window_cutoffs: u64,
        }
        let c = counts;
        to_js(&Counted {
            value,
            positions: c.positions,
            terminals: c.terminals,
            per_level: c.per_level,
            shallow_cutoffs: c.shallow_cutoffs,
            deep_cutoffs: c.deep_cutoffs,
            window_cutoffs: c.window_cutoffs,
        })
    }

    #[cfg(feature = "full")]
    /// The aspiration search of K&M section 4 with window (alpha, beta).
    #[wasm_bindgen(unchecked_return_type = "Aspiration")]
    pub fn aspiration(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<JsValue> {
        to_js(&aspiration(&self.tree, window(&alpha, &beta)?).map_err(err)?)
    }

    /// Total cost of every window (a, b), a < b, on the grid.
    #[wasm_bindgen(unchecked_return_type = "Sweep")]
    /// At most [`MAX_SWEEP_WORK`] windows × positions in one call.
    pub fn sweep(&self, #[wasm_bindgen(unchecked_param_type = "Score[]")] grid: JsValue) -> JsResult<JsValue> {
        let g = array(&grid, "grid", MAX_SWEEP_GRID)?
            .iter()
            .map(|v| score(&v, "grid value"))
            .collect::<JsResult<Vec<Score>>>()?;
        let mut distinct = g.clone();
        distinct.sort();
        distinct.dedup();
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

    #[cfg(feature = "full")]
    /// Runs one of Muszycka's or Slagle's procedures by name with `options` {literal, trace,
    /// alpha, beta, m, n, backup, tie}: the thesis' `ThesisResult` or Slagle's `MnResult`.
    /// Superseded by `run()` (one record for every family).
    #[wasm_bindgen(js_name = runProcedure, unchecked_return_type = "ThesisResult | MnResult")]
    pub fn run_procedure(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let entry = procedures::find(&string(&name, "procedure")?).map_err(err)?;
        let o: procedures::Options = object(options, "options")?;
        match entry.kind {
            Kind::Mn(p) => {
                names_fit(&self.tree)?; // Slagle's record names every position it returns at
                let backup = o.backup_functions().map_err(err)?;
                let r = crate::slagle::run(p, &self.tree, &o.mn(), &backup).map_err(|e| error(&e.to_string()))?;
                to_js(&r)
            }
            Kind::Thesis(p) => to_js(&crate::thesis::run(&self.tree, p, o.thesis(p).map_err(err)?)),
            Kind::Km(_) => Err(error(&format!(
                "runProcedure runs the other papers' procedures; use search() or run() for {}",
                entry.name
            ))),
        }
    }

    /// F0, F1 and F2 on the same window, counts and status codes only (no Dewey strings):
    /// {F0, F1, F2} each {value, exact, terminalsExamined, positionsExamined, perLevel,
    /// shallowCutoffs, deepCutoffs, windowCutoffs, status[], aspiration?, savedByWindow?,
    /// extraForWindow?}.
    #[wasm_bindgen(js_name = compareCounts, unchecked_return_type = "{F0: KmCounts, F1: KmCounts, F2: KmCounts}")]
    pub fn compare_counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<JsValue> {
        let w = window(&alpha, &beta)?;
        let three = Three {
            f0: compact(&self.tree, Procedure::F0, w)?,
            f1: compact(&self.tree, Procedure::F1, w)?,
            f2: compact(&self.tree, Procedure::F2, w)?,
        };
        let out = to_js(&three)?;
        for (key, c) in [("F0", &three.f0), ("F1", &three.f1), ("F2", &three.f2)] {
            let entry = js_sys::Reflect::get(&out, &JsValue::from_str(key))?;
            js_sys::Reflect::set(&entry, &JsValue::from_str("status"), &js_sys::Uint8Array::from(&c.status[..]))?;
        }
        Ok(out)
    }
}

/// A run without names: counts and per-position status codes (0 examined, 1 shallow,
/// 2 deep, 3 window cutoff), for repainting after every edit.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Compact {
    value: Score,
    exact: bool,
    terminals_examined: u64,
    positions_examined: u64,
    per_level: Vec<u64>,
    shallow_cutoffs: u64,
    deep_cutoffs: u64,
    window_cutoffs: u64,
    /// Set as a `Uint8Array` after serializing (`compare_counts`): one JS value per position
    /// cost a boundary crossing each (and serde's bytes become a plain Array in
    /// serde-wasm-bindgen's JSON-compatible mode).
    #[serde(skip)]
    status: Vec<u8>,
    /// F2 with a window other than (-inf, +inf): the aspiration outcome and totals.
    #[serde(skip_serializing_if = "Option::is_none")]
    aspiration: Option<crate::aspiration::Aspiration>,
    /// F2 with a window other than (-inf, +inf): what the window saves, by id (the record's
    /// `windowEffect.saved`).
    #[serde(skip_serializing_if = "Option::is_none")]
    saved_by_window: Option<Vec<u32>>,
    /// ... and what the windowed search with its re-search examines extra (`windowEffect.extra`).
    #[serde(skip_serializing_if = "Option::is_none")]
    extra_for_window: Option<Vec<u32>>,
}

/// F2 with a window other than (-inf, +inf): the aspiration search and what the window saves
/// and costs (the record's window effect); nothing otherwise.
type WindowExtras = (Option<crate::aspiration::Aspiration>, Option<Vec<u32>>, Option<Vec<u32>>);

fn window_extras(tree: &Tree, p: Procedure, window: Window) -> JsResult<WindowExtras> {
    if p != Procedure::F2 || window == Window::FULL {
        return Ok((None, None, None));
    }
    let a = aspiration(tree, window).map_err(err)?;
    // The record computes the set differences (one definition, tested there).
    let rec = procedures::entry(Kind::Km(Procedure::F2))
        .run(tree, &procedures::Options::default().with_window(window))
        .map_err(err)?;
    let e = rec.window_effect.expect("a window other than the full one has an effect");
    Ok((Some(a), Some(e.saved), Some(e.extra)))
}

fn compact(tree: &Tree, p: Procedure, w: Window) -> JsResult<Compact> {
    let r = crate::search::run(tree, p, w, false);
    let status = status_codes(tree, &r);
    let (aspiration, saved_by_window, extra_for_window) = window_extras(tree, p, r.window)?;
    Ok(Compact {
        value: r.value,
        exact: r.exact,
        terminals_examined: r.counts.terminals,
        positions_examined: r.counts.positions,
        per_level: r.counts.per_level,
        shallow_cutoffs: r.counts.shallow_cutoffs,
        deep_cutoffs: r.counts.deep_cutoffs,
        window_cutoffs: r.counts.window_cutoffs,
        status,
        aspiration,
        saved_by_window,
        extra_for_window,
    })
}

/// The typed run record (issue 9, "Scale"): `run()`'s record with the fields that grow with
/// the tree as typed arrays, copied once each out of wasm memory, instead of one JS value per
/// position (about 60 ms of an edit at 10^5 positions went to building those values).
#[wasm_bindgen]
impl GameTree {
    /// `run(name, options)`'s record without its `status`, `values`, `bounds`, `alphas`,
    /// `betas`, `visits`, `pv` and `cutoffs`, which are in `columns` (`TypedRunColumns`, see
    /// `record.rs`'s `Columns`): statuses and cutoff kinds as codes into `statusNames`, bounds
    /// as codes into `boundNames` (0: none), values as numbers (±Infinity; NaN: none).
    /// `www/families/typed-record.js` gives it the object form's fields back, made on first use.
    #[wasm_bindgen(js_name = runTyped, unchecked_return_type = "TypedRunRecord")]
    pub fn run_typed(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        use crate::record::{BOUND_NAMES, STATUS_NAMES};
        use js_sys::{Float64Array, Int32Array, Object, Reflect, Uint32Array, Uint8Array};
        let entry = procedures::find(&string(&name, "procedure")?).map_err(err)?;
        let o: procedures::Options = object(options, "options")?;
        let mut r = entry.run(&self.tree, &o).map_err(err)?;
        let c = r.columns();
        // The rest crosses as before (small: counts, options, the trace when asked for).
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
        set("statusNames", &to_js(&STATUS_NAMES)?)?;
        set("boundNames", &to_js(&BOUND_NAMES)?)?;
        Reflect::set(&out, &JsValue::from_str("columns"), &cols)?;
        Ok(out)
    }
}

/// The counts of F0, F1 and F2 for every edit (issue 9, "Scale"): `compareCounts()` without the
/// status per position, by the core's counting path (`search::count`, nothing recorded), which
/// at 10^5 positions costs a small fraction of the three recording runs.
#[wasm_bindgen]
impl GameTree {
    /// F0, F1 and F2 on the same window: `compareCounts(alpha, beta)`'s `{F0, F1, F2}` without
    /// `status` (`{value, exact, terminalsExamined, positionsExamined, perLevel, shallowCutoffs,
    /// deepCutoffs, windowCutoffs, aspiration?, savedByWindow?, extraForWindow?}`).
    #[wasm_bindgen(js_name = kmCounts, unchecked_return_type = "{F0: KmCountsLean, F1: KmCountsLean, F2: KmCountsLean}")]
    pub fn km_counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<JsValue> {
        let w = window(&alpha, &beta)?;
        let mut stack = crate::search::Stack::default();
        let mut lean = |p: Procedure| -> JsResult<Compact> {
            let window = p.effective_window(w);
            let mut c = crate::search::Counts::for_height(self.tree.height());
            let value = p.count(&self.tree, &crate::search::Params::window(window), &mut c, &mut stack);
            let (aspiration, saved_by_window, extra_for_window) = window_extras(&self.tree, p, window)?;
            Ok(Compact {
                value,
                // As `search::run` says it: strictly inside the window the procedure used.
                exact: window.alpha < value && value < window.beta,
                terminals_examined: c.terminals,
                positions_examined: c.positions,
                per_level: c.per_level,
                shallow_cutoffs: c.shallow_cutoffs,
                deep_cutoffs: c.deep_cutoffs,
                window_cutoffs: c.window_cutoffs,
                status: Vec::new(),
                aspiration,
                saved_by_window,
                extra_for_window,
            })
        };
        to_js(&Three { f0: lean(Procedure::F0)?, f1: lean(Procedure::F1)?, f2: lean(Procedure::F2)? })
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

#[wasm_bindgen]
impl GameTree {
    /// Per id, 1 where "F0", "F1" or "F2" with the window (alpha, beta) examines the position,
    /// else 0 (a `Uint8Array`): the run record's `status == "examined"`, at the cost of the
    /// search alone (for the page's note on deep cutoffs, which compares F1 with F2).
    #[wasm_bindgen(js_name = examinedFlags)]
    pub fn examined_flags(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] procedure: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] alpha: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Score | undefined")] beta: JsValue,
    ) -> JsResult<js_sys::Uint8Array> {
        let p = km(&procedure)?;
        let w = p.effective_window(window(&alpha, &beta)?);
        let mut seen = Examined(vec![0; self.tree.len()]);
        crate::search::run::search_with(&self.tree, p, w, &mut seen);
        Ok(js_sys::Uint8Array::from(&seen.0[..]))
    }
}

/// F0's, F1's and F2's figures on one window, as `compareCounts` and `kmCounts` return them.
#[derive(Serialize)]
struct Three {
    #[serde(rename = "F0")]
    f0: Compact,
    #[serde(rename = "F1")]
    f1: Compact,
    #[serde(rename = "F2")]
    f2: Compact,
}

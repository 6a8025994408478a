//! The WebAssembly boundary: a thin translation of the core for JavaScript.
//!
//! Typed data crosses with serde-wasm-bindgen as plain objects (no JSON strings); scores are
//! numbers, or the strings "-inf" / "+inf" for infinite bounds; positions are named by Dewey
//! strings ("" is the root) and by breadth-first ids. Every error becomes a JS `Error`
//! carrying the core's message; nothing here unwraps input from JavaScript.

use crate::analysis::{critical_types, minimal_terminals, CriticalType};
use crate::aspiration::{aspiration, sweep};
use crate::generate::{generate, GenSpec};
use crate::report::{dewey_names, report, RunReport};
use crate::search::{Procedure, Window};
use crate::{examples, notation, Dewey, Limits, Score, Tree};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

fn err(e: crate::Error) -> JsError {
    JsError::new(&e.to_string())
}

/// A score from JS: a number (±Infinity allowed) or a string such as "-inf", "+inf", "7".
fn score(v: &JsValue, what: &str) -> Result<Score, JsError> {
    if let Some(x) = v.as_f64() {
        return Score::from_f64(x)
            .ok_or_else(|| JsError::new(&format!("{what}: {x} is not an integer with |value| <= 2^53 - 1")));
    }
    if let Some(s) = v.as_string() {
        return s.parse::<Score>().map_err(|e| JsError::new(&format!("{what}: {e}")));
    }
    if v.is_undefined() || v.is_null() {
        return Ok(if what == "alpha" { Score::NEG_INF } else { Score::INF });
    }
    Err(JsError::new(&format!("{what}: expected a number, '-inf' or '+inf'")))
}

fn window(alpha: &JsValue, beta: &JsValue) -> Result<Window, JsError> {
    Window::new(score(alpha, "alpha")?, score(beta, "beta")?).map_err(err)
}

fn value(x: f64) -> Result<i64, JsError> {
    match Score::from_f64(x).and_then(Score::finite) {
        Some(v) => Ok(v),
        None => Err(JsError::new(&format!("{x} is not an integer with |value| <= 2^53 - 1"))),
    }
}

fn at(s: &str) -> Result<Dewey, JsError> {
    s.parse().map_err(err)
}

/// The shape of a tree, flat, in breadth-first id order (ready for d3.stratify).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Shape {
    parent: Vec<i64>,
    depth: Vec<u32>,
    degree: Vec<u32>,
    /// Terminal values (Max's standpoint), null for interior positions.
    value: Vec<Option<i64>>,
    dewey: Vec<String>,
    height: u32,
    terminals: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Analysis {
    /// Per position: 1, 2, 3 (critical type, Theorem 1) or null.
    critical: Vec<Option<u8>>,
    critical_counts: [usize; 3],
    /// {degree, height} when the tree is uniform.
    uniform: Option<UniformShape>,
    /// Corollary 3's minimum for uniform trees.
    minimal_terminals: Option<u64>,
    level_sizes: Vec<u64>,
}

#[derive(Serialize)]
struct UniformShape {
    degree: u32,
    height: u32,
}

#[derive(Serialize)]
struct Compare {
    #[serde(rename = "F0")]
    f0: RunReport,
    #[serde(rename = "F1")]
    f1: RunReport,
    #[serde(rename = "F2")]
    f2: RunReport,
}

/// A game tree held by the core. Edits return a new tree and leave this one unchanged.
#[wasm_bindgen]
pub struct GameTree {
    tree: Tree,
}

#[wasm_bindgen]
impl GameTree {
    /// Parses tree text: `((3 1 4) (1 5 9) (2 6 5))` or `[[3,1,4],...]`.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<GameTree, JsError> {
        Self::parse(text)
    }

    pub fn parse(text: &str) -> Result<GameTree, JsError> {
        notation::parse(text).map(|tree| GameTree { tree }).map_err(err)
    }

    /// Generates a tree from a spec object `{model, degree, height, seed, lo, hi, ...}`.
    pub fn generate(spec: JsValue) -> Result<GameTree, JsError> {
        let spec: GenSpec =
            serde_wasm_bindgen::from_value(spec).map_err(|e| JsError::new(&format!("generator: {e}")))?;
        generate(&spec, Limits::default()).map(|tree| GameTree { tree }).map_err(err)
    }

    /// A named example: see `exampleNames()`.
    pub fn example(name: &str) -> Result<GameTree, JsError> {
        examples::by_name(name)
            .map(|tree| GameTree { tree })
            .ok_or_else(|| JsError::new(&format!("unknown example '{name}'")))
    }

    /// The canonical text (safe inside a URL fragment).
    pub fn text(&self) -> String {
        notation::print(&self.tree)
    }

    pub fn size(&self) -> usize {
        self.tree.len()
    }

    pub fn height(&self) -> u32 {
        self.tree.height()
    }

    pub fn shape(&self) -> Result<JsValue, JsError> {
        let t = &self.tree;
        let n = t.len() as u32;
        to_js(&Shape {
            parent: (0..n).map(|p| t.parent(p).map_or(-1, |q| q as i64)).collect(),
            depth: (0..n).map(|p| t.depth(p)).collect(),
            degree: (0..n).map(|p| t.degree(p)).collect(),
            value: (0..n).map(|p| t.is_terminal(p).then(|| t.value(p))).collect(),
            dewey: dewey_names(t),
            height: t.height(),
            terminals: t.terminal_count(),
        })
    }

    #[wasm_bindgen(js_name = setValue)]
    pub fn set_value(&self, position: &str, v: f64) -> Result<GameTree, JsError> {
        let tree = self.tree.set_value(&at(position)?, value(v)?).map_err(err)?;
        Ok(GameTree { tree })
    }

    #[wasm_bindgen(js_name = replaceSubtree)]
    pub fn replace_subtree(&self, position: &str, text: &str) -> Result<GameTree, JsError> {
        let sub = notation::parse(text).map_err(err)?;
        let tree = self.tree.replace_subtree(&at(position)?, &sub, Limits::default()).map_err(err)?;
        Ok(GameTree { tree })
    }

    /// Inserts the subtree `text` as successor number `index` (1-based) of `position`.
    #[wasm_bindgen(js_name = addSuccessor)]
    pub fn add_successor(&self, position: &str, index: u32, text: &str) -> Result<GameTree, JsError> {
        let sub = notation::parse(text).map_err(err)?;
        let tree = self.tree.add_successor(&at(position)?, index, &sub, Limits::default()).map_err(err)?;
        Ok(GameTree { tree })
    }

    #[wasm_bindgen(js_name = removeSuccessor)]
    pub fn remove_successor(&self, position: &str) -> Result<GameTree, JsError> {
        let tree = self.tree.remove_successor(&at(position)?, Limits::default()).map_err(err)?;
        Ok(GameTree { tree })
    }

    #[wasm_bindgen(js_name = makeTerminal)]
    pub fn make_terminal(&self, position: &str, v: f64) -> Result<GameTree, JsError> {
        let tree = self.tree.make_terminal(&at(position)?, value(v)?, Limits::default()).map_err(err)?;
        Ok(GameTree { tree })
    }

    #[wasm_bindgen(js_name = makeInterior)]
    pub fn make_interior(&self, position: &str, values: Vec<f64>) -> Result<GameTree, JsError> {
        let vs = values.into_iter().map(value).collect::<Result<Vec<i64>, JsError>>()?;
        let tree = self.tree.make_interior(&at(position)?, &vs, Limits::default()).map_err(err)?;
        Ok(GameTree { tree })
    }

    /// "best-first", "worst-first", "reversed" or "shuffle" (with `seed`).
    pub fn reorder(&self, how: &str, seed: f64) -> Result<GameTree, JsError> {
        use crate::generate::{reorder, Reorder};
        let how = match how {
            "best-first" => Reorder::BestFirst,
            "worst-first" => Reorder::WorstFirst,
            "reversed" => Reorder::Reversed,
            "shuffle" => Reorder::Shuffle { seed: seed_from(seed)? },
            _ => return Err(JsError::new(&format!("unknown reordering '{how}'"))),
        };
        Ok(GameTree { tree: reorder(&self.tree, how) })
    }

    /// Terminal values for this shape that make F2 examine every position (K&M section 7).
    #[wasm_bindgen(js_name = worstCase)]
    pub fn worst_case(&self) -> GameTree {
        GameTree { tree: crate::generate::worst_case_values(&self.tree) }
    }

    /// Runs "F0", "F1" or "F2" with the window (alpha, beta); F1 takes beta as its bound.
    pub fn search(&self, procedure: &str, alpha: JsValue, beta: JsValue, trace: bool) -> Result<JsValue, JsError> {
        let p: Procedure = procedure.parse().map_err(err)?;
        let w = window(&alpha, &beta)?;
        to_js(&report(&self.tree, p, w, trace))
    }

    /// F0, F1 and F2 on the same tree and window, without traces.
    pub fn compare(&self, alpha: JsValue, beta: JsValue) -> Result<JsValue, JsError> {
        let w = window(&alpha, &beta)?;
        to_js(&Compare {
            f0: report(&self.tree, Procedure::F0, w, false),
            f1: report(&self.tree, Procedure::F1, w, false),
            f2: report(&self.tree, Procedure::F2, w, false),
        })
    }

    /// The aspiration search of K&M section 4 with window (alpha, beta).
    pub fn aspiration(&self, alpha: JsValue, beta: JsValue) -> Result<JsValue, JsError> {
        to_js(&aspiration(&self.tree, window(&alpha, &beta)?).map_err(err)?)
    }

    /// Total cost of every window (a, b), a < b, on the grid.
    pub fn sweep(&self, grid: Vec<JsValue>) -> Result<JsValue, JsError> {
        let g = grid.iter().map(|v| score(v, "grid value")).collect::<Result<Vec<Score>, JsError>>()?;
        to_js(&sweep(&self.tree, &g).map_err(err)?)
    }

    /// Critical positions and their types, uniform shape and Corollary 3's minimum.
    pub fn analysis(&self) -> Result<JsValue, JsError> {
        let t = &self.tree;
        let types = critical_types(t);
        let mut counts = [0usize; 3];
        let critical = types
            .iter()
            .map(|c| {
                c.map(|c| {
                    let k = match c {
                        CriticalType::Type1 => 1,
                        CriticalType::Type2 => 2,
                        CriticalType::Type3 => 3,
                    };
                    counts[k as usize - 1] += 1;
                    k
                })
            })
            .collect();
        let uniform = t.uniform_shape();
        to_js(&Analysis {
            critical,
            critical_counts: counts,
            uniform: uniform.map(|(degree, height)| UniformShape { degree, height }),
            minimal_terminals: uniform.and_then(|(d, h)| minimal_terminals(d as u64, h)),
            level_sizes: t.level_sizes(),
        })
    }
}

fn seed_from(x: f64) -> Result<u64, JsError> {
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= crate::MAX_VALUE as f64 {
        Ok(x as u64)
    } else {
        Err(JsError::new(&format!("seed {x} must be a whole number from 0 to 2^53 - 1")))
    }
}

/// The names of the built-in examples.
#[wasm_bindgen(js_name = exampleNames)]
pub fn example_names() -> Vec<String> {
    examples::NAMES.iter().map(|s| s.to_string()).collect()
}

/// A fresh random seed (from the browser's crypto.getRandomValues), 0 .. 2^32 - 1.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> Result<f64, JsError> {
    let mut b = [0u8; 4];
    getrandom::fill(&mut b).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(u32::from_le_bytes(b) as f64)
}

/// The library version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Options for the other papers' procedures, from JS (all fields optional).
#[derive(serde::Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct OtherOptions {
    /// Muszycka: the literal reading instead of the resolved one.
    literal: bool,
    trace: bool,
    alpha: Option<Score>,
    beta: Option<Score>,
    /// Slagle: m, n, backing-up functions ("identity", "sample", "exp:X,Y[,R,S]"), tie rule
    /// ("strict" or "le").
    m: Option<usize>,
    n: Option<usize>,
    backup: Option<String>,
    tie: Option<String>,
}

#[wasm_bindgen]
impl GameTree {
    /// Runs one of Muszycka's procedures ("branch-and-bound", "alphabeta", "falphabeta",
    /// "palphabeta", "pvs", "scout", "scout-testm", "scout-pearl", "scout-cm", "sss") or
    /// Slagle's ("mn-minimax", "mn-alphabeta"). `options`: {literal, trace, alpha, beta, m,
    /// n, backup, tie}. Thesis results carry the thesis' counters and, with `trace`, events
    /// (window tests, re-searches, TEST outcomes, SSS*'s OPEN list after every step);
    /// positions are breadth-first ids (see `shape().dewey`).
    #[wasm_bindgen(js_name = runProcedure)]
    pub fn run_procedure(&self, name: &str, options: JsValue) -> Result<JsValue, JsError> {
        let o: OtherOptions = if options.is_undefined() || options.is_null() {
            OtherOptions::default()
        } else {
            serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("options: {e}")))?
        };
        if let Ok(p) = name.parse::<crate::slagle::MnProcedure>() {
            let backup: crate::slagle::Backup = match &o.backup {
                Some(b) => b.parse().map_err(|e: crate::slagle::MnError| JsError::new(&e.to_string()))?,
                None => crate::slagle::Backup::default(),
            };
            let tie: crate::slagle::TieRule = match &o.tie {
                Some(t) => t.parse().map_err(|e: crate::slagle::MnError| JsError::new(&e.to_string()))?,
                None => crate::slagle::TieRule::Strict,
            };
            let opts = crate::slagle::MnOptions {
                m: o.m.unwrap_or(2),
                n: o.n.unwrap_or(2),
                tie,
                trace: o.trace,
                ..crate::slagle::MnOptions::default()
            };
            let r = crate::slagle::run(p, &self.tree, &opts, &backup).map_err(|e| JsError::new(&e.to_string()))?;
            return to_js(&r);
        }
        let p: crate::thesis::ThesisProc = name.parse().map_err(err)?;
        let mut opts = if o.literal { crate::thesis::Options::literal() } else { crate::thesis::Options::default() };
        opts.trace = o.trace;
        if p.takes_window() {
            opts.window = Window::new(o.alpha.unwrap_or(Score::NEG_INF), o.beta.unwrap_or(Score::INF)).map_err(err)?;
        }
        to_js(&crate::thesis::run(&self.tree, p, opts))
    }
}

/// The other papers' procedure names, for menus.
#[wasm_bindgen(js_name = procedureNames)]
pub fn procedure_names() -> Vec<String> {
    let mut v: Vec<String> = crate::thesis::ThesisProc::ALL.iter().map(|p| p.name().to_string()).collect();
    v.push("mn-minimax".into());
    v.push("mn-alphabeta".into());
    v
}

/// Experiments, run in chunks by a Web Worker: the samples `from..to` of one height.
#[wasm_bindgen(js_name = experimentSamples)]
pub fn experiment_samples(spec: JsValue, height: u32, from: u32, to: u32) -> Result<JsValue, JsError> {
    let spec: crate::experiment::ExperimentSpec =
        serde_wasm_bindgen::from_value(spec).map_err(|e| JsError::new(&format!("experiment: {e}")))?;
    spec.validate().map_err(err)?;
    let mut stack = crate::search::Stack::new();
    let samples = (from..to.min(spec.samples_for()))
        .map(|i| spec.run_sample(height, i, &mut stack))
        .collect::<crate::Result<Vec<_>>>()
        .map_err(err)?;
    to_js(&samples)
}

/// Summarizes the samples (in sample order) of one height into rows per procedure.
#[wasm_bindgen(js_name = experimentSummarize)]
pub fn experiment_summarize(spec: JsValue, height: u32, samples: JsValue) -> Result<JsValue, JsError> {
    let spec: crate::experiment::ExperimentSpec =
        serde_wasm_bindgen::from_value(spec).map_err(|e| JsError::new(&format!("experiment: {e}")))?;
    let samples: Vec<crate::experiment::SampleCounts> =
        serde_wasm_bindgen::from_value(samples).map_err(|e| JsError::new(&format!("samples: {e}")))?;
    to_js(&spec.summarize(height, &samples).map_err(err)?)
}

/// Experiments as CSV.
#[wasm_bindgen(js_name = experimentCsv)]
pub fn experiment_csv(rows: JsValue) -> Result<String, JsError> {
    let rows: Vec<crate::experiment::Row> =
        serde_wasm_bindgen::from_value(rows).map_err(|e| JsError::new(&format!("rows: {e}")))?;
    Ok(crate::experiment::to_csv(&rows))
}

/// K&M Table 1 for d = 2..=max_degree: {degree, r0, r1, r_star, t2}.
#[wasm_bindgen(js_name = theoryTable1)]
pub fn theory_table1(max_degree: u32) -> Result<JsValue, JsError> {
    if !(2..=60).contains(&max_degree) {
        return Err(JsError::new("max degree must be 2 to 60"));
    }
    let rows: Vec<_> = (2..=max_degree).map(crate::theory::table1_row).collect();
    to_js(&rows)
}

/// Theory curves for degree d and heights 0..=max_height: d^h, Corollary 3's minimum, F1's
/// best case (50), Theorem 6 (53) and (54) (totally dependent model), and r0^h, r*^h.
#[wasm_bindgen(js_name = theoryCurves)]
pub fn theory_curves(d: u32, max_height: u32) -> Result<JsValue, JsError> {
    if !(1..=60).contains(&d) || max_height > 60 {
        return Err(JsError::new("degree must be 1 to 60 and height at most 60"));
    }
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Point {
        height: u32,
        all: f64,
        minimum: f64,
        f1_best: f64,
        f2_dependent: f64,
        f1_dependent: f64,
        r0_power: f64,
        r_star_power: f64,
    }
    let (r0, rs) = if d >= 2 { (crate::theory::r0(d), crate::theory::r_star(d)) } else { (1.0, 1.0) };
    let pts: Vec<Point> = (0..=max_height)
        .map(|h| Point {
            height: h,
            all: (d as f64).powi(h as i32),
            minimum: (d as f64).powi(h.div_ceil(2) as i32) + (d as f64).powi((h / 2) as i32) - 1.0,
            f1_best: crate::theory::f1_best_case_closed_form(d as u64, h),
            f2_dependent: crate::theory::f2_dependent(d, h).to_f64(),
            f1_dependent: crate::theory::f1_dependent(d, h).to_f64(),
            r0_power: r0.powi(h as i32),
            r_star_power: rs.powi(h as i32),
        })
        .collect();
    to_js(&pts)
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
    status: Vec<u8>,
    /// F2 with a window other than (-inf, +inf): the aspiration outcome and totals.
    #[serde(skip_serializing_if = "Option::is_none")]
    aspiration: Option<crate::aspiration::Aspiration>,
    /// F2 with a window other than (-inf, +inf): the positions F2(-inf, +inf) examines
    /// and the first, windowed search does not (what the window saves), by id.
    #[serde(skip_serializing_if = "Option::is_none")]
    saved_by_window: Option<Vec<u32>>,
    /// ... and the positions the windowed search (first search and re-search) examines
    /// that the full window does not (what a wrong guess costs extra), by id.
    #[serde(skip_serializing_if = "Option::is_none")]
    extra_for_window: Option<Vec<u32>>,
}

#[wasm_bindgen]
impl GameTree {
    /// F0, F1 and F2 on the same window, counts and status codes only (no Dewey strings):
    /// {F0, F1, F2} each {value, exact, terminalsExamined, positionsExamined, perLevel,
    /// shallowCutoffs, deepCutoffs, windowCutoffs, status[], aspiration?}.
    #[wasm_bindgen(js_name = compareCounts)]
    pub fn compare_counts(&self, alpha: JsValue, beta: JsValue) -> Result<JsValue, JsError> {
        let w = window(&alpha, &beta)?;
        let one = |p: Procedure| -> Result<Compact, JsError> {
            let r = crate::search::run(&self.tree, p, w, false);
            let status = status_codes(&self.tree, &r);
            let windowed = p == Procedure::F2 && r.window != Window::FULL;
            let aspiration = if windowed { Some(aspiration(&self.tree, r.window).map_err(err)?) } else { None };
            let (saved_by_window, extra_for_window) = match &aspiration {
                Some(a) => {
                    let examined = |w: Window| {
                        let mut seen = vec![false; self.tree.len()];
                        let mut o = crate::search::ExaminedOrder::default();
                        crate::search::f2(&self.tree, w.alpha, w.beta, &mut o);
                        for q in o.0 {
                            seen[q as usize] = true;
                        }
                        seen
                    };
                    let full = examined(Window::FULL);
                    let first = examined(r.window);
                    let again = a.research.as_ref().map(|x| examined(x.window));
                    let n = self.tree.len() as u32;
                    let saved = (0..n).filter(|&q| full[q as usize] && !first[q as usize]).collect();
                    let extra = (0..n)
                        .filter(|&q| {
                            let any = first[q as usize] || again.as_ref().is_some_and(|g| g[q as usize]);
                            any && !full[q as usize]
                        })
                        .collect();
                    (Some(saved), Some(extra))
                }
                None => (None, None),
            };
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
        };
        #[derive(Serialize)]
        struct Three {
            #[serde(rename = "F0")]
            f0: Compact,
            #[serde(rename = "F1")]
            f1: Compact,
            #[serde(rename = "F2")]
            f2: Compact,
        }
        to_js(&Three { f0: one(Procedure::F0)?, f1: one(Procedure::F1)?, f2: one(Procedure::F2)? })
    }
}

/// One procedure's run by id, without names: what the tree view paints.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CompactRun {
    value: Score,
    exact: bool,
    /// Per position id: the value the procedure returned there, or null (not examined).
    values: Vec<Option<Score>>,
    /// Per position id: the window it was called with (F1: alpha -inf, beta its bound).
    alphas: Vec<Option<Score>>,
    betas: Vec<Option<Score>>,
    /// The principal variation by id (empty unless the value is exact).
    pv: Vec<u32>,
    /// Per position id: 0 examined, 1 shallow, 2 deep, 3 window cutoff.
    status: Vec<u8>,
    terminals_examined: u64,
    positions_examined: u64,
}

#[wasm_bindgen]
impl GameTree {
    /// "F0", "F1" or "F2" with the window (alpha, beta), by id: {value, exact, values[],
    /// alphas[], betas[], pv[], status[], terminalsExamined, positionsExamined}. Cheaper
    /// than `search()` (no Dewey strings), for repainting after an edit.
    #[wasm_bindgen(js_name = searchCompact)]
    pub fn search_compact(&self, procedure: &str, alpha: JsValue, beta: JsValue) -> Result<JsValue, JsError> {
        let p: Procedure = procedure.parse().map_err(err)?;
        let r = crate::search::run(&self.tree, p, window(&alpha, &beta)?, false);
        let status = status_codes(&self.tree, &r);
        to_js(&CompactRun {
            value: r.value,
            exact: r.exact,
            values: r.visits.iter().map(|v| v.map(|v| v.value)).collect(),
            alphas: r.visits.iter().map(|v| v.map(|v| v.alpha)).collect(),
            betas: r.visits.iter().map(|v| v.map(|v| v.beta)).collect(),
            pv: r.pv.clone(),
            status,
            terminals_examined: r.counts.terminals,
            positions_examined: r.counts.positions,
        })
    }
}

/// Per position id: 0 examined, 1 shallow, 2 deep, 3 window cutoff.
fn status_codes(tree: &Tree, r: &crate::search::Run) -> Vec<u8> {
    use crate::search::{CutoffKind, Status};
    r.status(tree)
        .into_iter()
        .map(|s| match s {
            Status::Examined => 0,
            Status::Cut(CutoffKind::Shallow) => 1,
            Status::Cut(CutoffKind::Deep) => 2,
            Status::Cut(CutoffKind::Window) => 3,
        })
        .collect()
}

/// The procedure catalogue for the page's menus, in menu order (see `procedures.rs`):
/// `{families: [{id: 'km'|'thesis'|'mn', title}], procedures: [{name, aliases, family, label,
/// abbrev, paper, section, takesWindow, minimax, options: [{name, kind: 'bool'|'int'|'choice'|
/// 'text', default, choices?, min?, max?, label}]}]}`.
#[wasm_bindgen(js_name = procedureCatalog, unchecked_return_type = "ProcedureCatalog")]
pub fn procedure_catalog() -> Result<JsValue, JsError> {
    to_js(&crate::procedures::catalogue())
}

#[wasm_bindgen]
impl GameTree {
    /// Runs the catalogue's procedure `name` (or an alias) with `options` (all optional:
    /// `{alpha, beta, trace, literal, m, n, backup, tie}`, the catalogue's defaults) and
    /// returns its record (`RunRecord`, see `record.rs`): `{procedure, family, minimax,
    /// alpha, beta, value, exact, outcome?, counts: {positions, terminals, perLevel, cutoffs,
    /// byKind}, status[], values[], bounds[], alphas[], betas[], visits: [{at, alpha, beta,
    /// value, bound}], pv[], cutoffs: [{at, after, kind, skipped[], value, bound, from?}],
    /// windowEffect?: {saved[], extra[]}, aspiration?, thesis?: {counters, options}, mn?: {m,
    /// n, dmax, tie, tolerance, backup, best?, rootValues, warnings}, trace?}`. Positions are
    /// breadth-first ids.
    #[wasm_bindgen(unchecked_return_type = "RunRecord")]
    pub fn run(
        &self,
        name: &str,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let entry = crate::procedures::find(name).map_err(err)?;
        let o: crate::procedures::Options = if options.is_undefined() || options.is_null() {
            crate::procedures::Options::default()
        } else {
            serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("options: {e}")))?
        };
        to_js(&entry.run(&self.tree, &o).map_err(err)?)
    }
}

/// The TypeScript interfaces of the records (see `wasm/types.d.ts`).
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = include_str!("wasm/types.d.ts");

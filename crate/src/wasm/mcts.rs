//! The WebAssembly boundary of Monte Carlo tree search: `GameTree.mcts(options, at?)` runs
//! UCT ([`crate::mcts`]: Kocsis & Szepesvári, ECML 2006, §2.3; Browne et al., IEEE TCIAIG
//! 2012, Algorithm 2) with the catalogue's options (`procedures::Options`: `iterations`,
//! `seed`, `c`, `range`, `trace`) and returns its statistics, its move, the trace of every
//! iteration when asked, and the root's estimate and move at the iterations `at` (the
//! page's plot beside alpha-beta). Only in the full module (the page loads it with the
//! family). Bounded: the iterations by [`crate::mcts::MAX_ITERATIONS`] and the work
//! (iterations × (height + 1)) by [`MAX_MCTS_WORK`], the trace by
//! [`MAX_MCTS_TRACE_ITERATIONS`], the points by [`MAX_MCTS_POINTS`]; beyond, an `Error`
//! saying which and how much, never a trap.
//!
//! `GameTree.mctsSearch(options, at?)` is the same run kept between calls ([`MctsSearch`]:
//! it owns a copy of the tree), stepped `step(k)` iterations at a time: the page's worker
//! runs it in chunks, posting its progress between them and stopping when cancelled. Each
//! step is bounded as one `mcts` call is ([`MAX_MCTS_WORK`]); the whole run by the
//! iterations' bound; a run stepped in chunks is the one `mcts` run of the same options.

use super::convert::{array, err, error, options, to_js, JsResult};
use super::GameTree;
use crate::experiment::uct::optimal_moves;
use crate::mcts::{Step, UctOf};
use crate::procedures::Options;
use crate::tree::{NodeId, Tree};
use serde::Serialize;
use std::borrow::Borrow;
use wasm_bindgen::prelude::*;

/// The most iterations whose trace one call returns (each a few numbers and the selected
/// path: about 5 MB at the tree heights the page draws).
pub const MAX_MCTS_TRACE_ITERATIONS: u64 = 50_000;

/// The most work one call may do: iterations × (height + 1), each step of a path one unit
/// (about a second in the browser).
pub const MAX_MCTS_WORK: u64 = 100_000_000;

/// The most points `at` may ask for.
pub const MAX_MCTS_POINTS: u32 = 5_000;

#[derive(Serialize)]
struct Range {
    lower: i64,
    upper: i64,
}

/// One iteration (`mcts::Step`) with positions as breadth-first ids.
#[derive(Serialize)]
struct StepJs {
    selected: Vec<NodeId>,
    expanded: Option<NodeId>,
    leaf: NodeId,
    reward: f64,
}

/// The root after `iterations`: W/N from Max's standpoint (`reward`), the same mapped back
/// to the values' scale (`estimate` = L + reward × (U − L)), the move (most visits) and
/// whether it is minimax-optimal (F0's value of the root).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Point {
    iterations: u64,
    reward: f64,
    estimate: f64,
    best: Option<NodeId>,
    optimal: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct McRun<'a> {
    iterations: u64,
    seed: u64,
    c: f64,
    range: Range,
    best: Option<NodeId>,
    /// The root successors whose value is the root's (F0), by id.
    optimal_moves: &'a [NodeId],
    /// Positions in the search tree, by id, with their N and W (W from the standpoint of the
    /// player moving at the parent; the root's, Max's): serialized empty, then set to typed
    /// arrays (`Uint32Array`, `Float64Array`) copied out of the module's memory at once,
    /// where serde-wasm-bindgen makes a plain array with a call from the module per number
    /// (a fifth of the time of a call of 100,000 iterations, more than the run's statistics
    /// take to post from the page's worker as typed arrays).
    ids: [NodeId; 0],
    n: [f64; 0],
    w: [f64; 0],
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<&'a [StepJs]>,
    points: &'a [Point],
}

fn step_js(s: Step) -> StepJs {
    StepJs { selected: s.selected, expanded: s.expanded, leaf: s.leaf, reward: s.reward }
}

fn point<T: Borrow<Tree>>(uct: &UctOf<T>, optimal: &[NodeId]) -> Point {
    let r = uct.range();
    let root = uct.stats().get(uct.tree().root()).unwrap_or_default();
    let reward = if root.n == 0 { 0.5 } else { root.w / root.n as f64 };
    let best = uct.best();
    Point {
        iterations: uct.iterations(),
        reward,
        estimate: r.lower as f64 + reward * (r.upper - r.lower) as f64,
        best,
        optimal: best.is_some_and(|b| optimal.contains(&b)),
    }
}

/// The iterations `at` asks for: ascending whole numbers from 1 to `iterations`.
fn points_at(at: &JsValue, iterations: u64, what: &str) -> JsResult<Vec<u64>> {
    if at.is_undefined() || at.is_null() {
        return Ok(Vec::new());
    }
    let a = array(at, &format!("{what} at"), MAX_MCTS_POINTS)?;
    let mut out = Vec::with_capacity(a.length() as usize);
    for (i, v) in a.iter().enumerate() {
        let x = v.as_f64().filter(|x| x.fract() == 0.0 && *x >= 1.0 && *x <= iterations as f64);
        let Some(x) = x.map(|x| x as u64) else {
            return Err(error(&format!("{what} at[{i}]: not a whole number of iterations from 1 to {iterations}")));
        };
        if out.last().is_some_and(|&last| x <= last) {
            return Err(error(&format!("{what} at[{i}]: {x} does not follow the point before it (ascending)")));
        }
        out.push(x);
    }
    Ok(out)
}

/// A run in progress at the boundary: the search, the points asked for and the trace so far.
struct Search<T> {
    uct: UctOf<T>,
    total: u64,
    seed: u64,
    c: f64,
    optimal: Vec<NodeId>,
    at: Vec<u64>,
    trace: Option<Vec<StepJs>>,
    points: Vec<Point>,
}

impl<T: Borrow<Tree>> Search<T> {
    /// Checks the options (`what` names the call in messages) and `at`; runs no iteration.
    fn new(tree: T, options_js: JsValue, at: &JsValue, what: &str) -> JsResult<Search<T>> {
        let o: Options = options(options_js, &format!("{what} options"))?;
        let o = o.mcts().map_err(err)?;
        if o.trace && o.iterations > MAX_MCTS_TRACE_ITERATIONS {
            return Err(error(&format!(
                "{what}: the trace of {} iterations is more than the {MAX_MCTS_TRACE_ITERATIONS} one call returns: ask \
                 for fewer iterations or for no trace",
                o.iterations
            )));
        }
        let mut at = points_at(at, o.iterations, what)?;
        at.reverse(); // the next point last
        let optimal = optimal_moves(tree.borrow());
        let trace = o.trace.then(|| Vec::with_capacity(o.iterations as usize));
        let uct = UctOf::new(tree, &o).map_err(err)?;
        Ok(Search {
            uct,
            total: o.iterations,
            seed: o.seed,
            c: o.c,
            optimal,
            points: Vec::with_capacity(at.len()),
            at,
            trace,
        })
    }

    /// Refuses `iterations` iterations in one call beyond [`MAX_MCTS_WORK`].
    fn check_work(&self, iterations: u64, what: &str) -> JsResult<()> {
        let height = self.uct.tree().height();
        let work = iterations.saturating_mul(u64::from(height) + 1);
        if work > MAX_MCTS_WORK {
            return Err(error(&format!(
                "{what}: {iterations} iterations on a tree of height {height} are {work} steps, more than the \
                 {MAX_MCTS_WORK} one call may take: ask for fewer iterations"
            )));
        }
        Ok(())
    }

    /// Runs up to `k` more iterations (fewer when the run ends first).
    fn step(&mut self, k: u64) {
        let end = self.total.min(self.uct.iterations().saturating_add(k));
        while self.uct.iterations() < end {
            match self.trace.as_mut() {
                Some(t) => t.push(step_js(self.uct.iterate())),
                None => self.uct.iterate_untraced(),
            }
            if self.at.last() == Some(&self.uct.iterations()) {
                self.at.pop();
                self.points.push(point(&self.uct, &self.optimal));
            }
        }
    }

    /// The run so far, as `GameTree.mcts` returns it.
    fn result(&self) -> JsResult<JsValue> {
        let stats = self.uct.stats();
        let (mut ids, mut n, mut w) =
            (Vec::with_capacity(stats.len()), Vec::with_capacity(stats.len()), Vec::with_capacity(stats.len()));
        for (p, s) in stats.iter() {
            ids.push(p);
            n.push(s.n as f64);
            w.push(s.w);
        }
        let r = self.uct.range();
        let record = to_js(&McRun {
            iterations: self.uct.iterations(),
            seed: self.seed,
            c: self.c,
            range: Range { lower: r.lower, upper: r.upper },
            best: self.uct.best(),
            optimal_moves: &self.optimal,
            ids: [],
            n: [],
            w: [],
            trace: self.trace.as_deref(),
            points: &self.points,
        })?;
        let set = |key: &str, v: &JsValue| js_sys::Reflect::set(&record, &JsValue::from_str(key), v).map(|_| ());
        set("ids", &js_sys::Uint32Array::from(&ids[..]).into())?;
        set("n", &js_sys::Float64Array::from(&n[..]).into())?;
        set("w", &js_sys::Float64Array::from(&w[..]).into())?;
        Ok(record)
    }
}

#[wasm_bindgen]
impl GameTree {
    /// UCT on this tree with the catalogue's options `{iterations, seed, c, range, trace}`
    /// (all optional: 1000, 1, √2, the tree's least and greatest terminal value, false) and
    /// the ascending iteration counts `at` (optional, at most [`MAX_MCTS_POINTS`]): `{iterations,
    /// seed, c, range: {lower, upper}, best, optimalMoves, ids, n, w, trace?: [{selected,
    /// expanded, leaf, reward}], points: [{iterations, reward, estimate, best, optimal}]}`,
    /// positions as breadth-first ids; `ids` a `Uint32Array`, `n` and `w` `Float64Array`s. The same run as `gametree mcts --json` with the same
    /// options (the same seed gives the same trace on every platform).
    #[wasm_bindgen(js_name = mcts, unchecked_return_type = "MctsRun")]
    pub fn mcts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "MctsOptions | undefined")] options_js: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[] | undefined")] at: JsValue,
    ) -> JsResult<JsValue> {
        let mut search = Search::new(&self.tree, options_js, &at, "mcts")?;
        search.check_work(search.total, "mcts")?;
        search.step(search.total);
        search.result()
    }

    /// The run `mcts(options, at)` would make, kept to be stepped: `step(k)` runs k more
    /// iterations, `result()` is the run so far (as `mcts` returns it). It keeps a copy of
    /// this tree (free it with `free()`).
    #[wasm_bindgen(js_name = mctsSearch)]
    pub fn mcts_search(
        &self,
        #[wasm_bindgen(unchecked_param_type = "MctsOptions | undefined")] options_js: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[] | undefined")] at: JsValue,
    ) -> JsResult<MctsSearch> {
        Ok(MctsSearch { search: Search::new(self.tree.clone(), options_js, &at, "mctsSearch")? })
    }
}

/// A UCT run in progress (`GameTree.mctsSearch`), stepped in chunks.
#[wasm_bindgen]
pub struct MctsSearch {
    search: Search<Tree>,
}

#[wasm_bindgen]
impl MctsSearch {
    /// Iterations run so far.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> f64 {
        self.search.uct.iterations() as f64
    }

    /// Iterations the run makes in all (its options' `iterations`).
    #[wasm_bindgen(getter)]
    pub fn total(&self) -> f64 {
        self.search.total as f64
    }

    /// Runs `iterations` more (a whole number >= 1; fewer when the run ends first; at most
    /// [`MAX_MCTS_WORK`] steps of a path in one call) and returns the iterations done so far.
    pub fn step(&mut self, iterations: JsValue) -> JsResult<f64> {
        let k = iterations.as_f64().filter(|k| k.fract() == 0.0 && *k >= 1.0 && *k <= u64::MAX as f64);
        let Some(k) = k.map(|k| k as u64) else {
            return Err(error("mctsSearch step: iterations must be a whole number >= 1"));
        };
        let k = k.min(self.search.total - self.search.uct.iterations());
        self.search.check_work(k, "mctsSearch step")?;
        self.search.step(k);
        Ok(self.done())
    }

    /// The run so far (`GameTree.mcts`'s record): the points reached, the trace so far.
    #[wasm_bindgen(unchecked_return_type = "MctsRun")]
    pub fn result(&self) -> JsResult<JsValue> {
        self.search.result()
    }
}

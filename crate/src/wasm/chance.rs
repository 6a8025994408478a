//! Trees with chance positions for the page (B. W. Ballard, "The *-minimax search procedure
//! for trees containing chance nodes", *Artificial Intelligence* 21 (1983)): what the page
//! draws of them (`chanceShape`: who moves at each position, each outcome's probability as
//! written), a run of expectiminimax, Star1 or Star2 with its trace and the listing's line of
//! each event (`chanceRun`), and the edit of a chance position's probabilities
//! (`setProbabilities`). Only in the full module: the lean one refuses chance trees
//! (`notation.rs`, `with_chance`).

use super::convert::{err, error, options as run_options, string, to_js, JsResult};
use super::GameTree;
use crate::chance::{self, ChanceRun};
use crate::probability::{self, Probability};
use crate::procedures::{self, Kind, Options};
use crate::search::Window;
use crate::NodeId;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Who moves at each position and the probability of each outcome.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ChanceShape {
    /// Per breadth-first id: 0 Max, 1 Min (terminals: the player whose turn it would be, as
    /// for decision positions), 2 a chance position whose values are Max's (an even number of
    /// decision positions above it: a chance event does not change who moves), 3 one whose
    /// values are Min's.
    role: Vec<u8>,
    /// Per id: the probability of the outcome (its text: `1/6`, `0.25`) when its parent is a
    /// chance position, else null.
    prob: Vec<Option<String>>,
    /// The tree's own leaf range [L, U] (`LeafRange::of_tree`): what Star1 and Star2
    /// assume when no range is given.
    range: (i64, i64),
}

/// A run as the page reads it: the core's run (values as exact texts) with which positions
/// it entered, the procedure's listing and the listing's line of each trace event.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RunForJs<'a> {
    #[serde(flatten)]
    run: &'a ChanceRun,
    examined: Vec<u8>,
    listing: &'static [&'static str],
    lines: Vec<usize>,
}

/// The probability of the outcome `c` of the chance position `p` as the canonical text
/// writes it (`notation::print`): a fraction, or a decimal where the position's decimals did
/// not add up to exactly 1.
fn prob_text(t: &crate::Tree, p: NodeId, c: NodeId) -> String {
    let q = t.probability(c);
    let inexact = probability::sum(t.children(p).map(|c| t.probability(c))).is_some_and(|(n, d)| n != d);
    q.decimal().filter(|_| inexact).unwrap_or_else(|| q.to_string())
}

#[wasm_bindgen]
impl GameTree {
    /// `{role, prob, range}` (see [`ChanceShape`]); null for a tree of decision positions only.
    #[wasm_bindgen(js_name = chanceShape)]
    pub fn chance_shape(&self) -> JsResult<JsValue> {
        let t = &self.tree;
        if !t.has_chance() {
            return Ok(JsValue::NULL);
        }
        let n = t.len() as NodeId;
        let r = chance::LeafRange::of_tree(t);
        to_js(&ChanceShape {
            role: (0..n).map(|p| u8::from(!t.is_max(p)) + if t.is_chance(p) { 2 } else { 0 }).collect(),
            prob: (0..n).map(|p| t.parent(p).filter(|&q| t.is_chance(q)).map(|q| prob_text(t, q, p))).collect(),
            range: (r.lower, r.upper),
        })
    }

    /// Runs the chance procedure `name` (expectimax, star1, star2 or an alias) with `options`
    /// (`{alpha, beta, range, trace}`): `{procedure, value, bound, alpha, beta, range: {lower,
    /// upper, assumed}, counts, trace?, examined, listing, lines}`; values are exact texts
    /// (`"21/10"`), trace events name positions by breadth-first id.
    #[wasm_bindgen(js_name = chanceRun)]
    pub fn chance_run(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let entry = procedures::find(&string(&name, "procedure")?).map_err(err)?;
        let Kind::Chance(p) = entry.kind else {
            return Err(error(&format!("{} is not a procedure of trees with chance positions", entry.name)));
        };
        let o: Options = run_options(options, "options")?;
        let w = if entry.takes_window { o.window().map_err(err)? } else { Window::FULL };
        let r = chance::run(&self.tree, p, w.alpha, w.beta, o.leaf_range().map_err(err)?, o.trace).map_err(err)?;
        let lines = r.trace.as_deref().map_or_else(Vec::new, |trace| p.lines_of(trace, &self.tree));
        to_js(&RunForJs {
            run: &r,
            examined: r.examined.iter().map(|&e| e as u8).collect(),
            listing: p.listing(),
            lines,
        })
    }

    /// The tree with the outcomes of the chance position `id` given the probabilities
    /// `texts` (`["1/6", "5/6"]`, fractions or decimals, one per outcome, summing to 1).
    #[wasm_bindgen(js_name = setProbabilities)]
    pub fn set_probabilities(
        &self,
        id: f64,
        #[wasm_bindgen(unchecked_param_type = "string[]")] texts: JsValue,
    ) -> JsResult<GameTree> {
        let t = &self.tree;
        let n = t.len();
        if !(id.is_finite() && id >= 0.0 && id.fract() == 0.0 && id < n as f64) {
            return Err(error(&format!("position id {id} must be a whole number from 0 to {}", n - 1)));
        }
        let p = id as NodeId;
        let name = t.dewey(p).to_string();
        let shown = if name.is_empty() { "the root".to_string() } else { format!("position '{name}'") };
        if !t.is_chance(p) {
            return Err(error(&format!("{shown} is not a chance position")));
        }
        let texts = super::convert::array(&texts, "probabilities", t.degree(p))?;
        if texts.length() != t.degree(p) {
            return Err(error(&format!(
                "{shown} has {} outcomes but {} probabilities were given",
                t.degree(p),
                texts.length()
            )));
        }
        let mut ps = Vec::new();
        let mut decimal = false;
        for (i, v) in texts.iter().enumerate() {
            let s = string(&v, "probability")?;
            let s = s.trim();
            let (q, d, end) = Probability::parse_at(s.as_bytes(), 0)
                .map_err(|(_, m)| error(&format!("{shown}, outcome {}: {m}", i + 1)))?;
            if end != s.len() {
                return Err(error(&format!(
                    "{shown}, outcome {}: '{s}' is not a probability (such as 1/6 or 0.25)",
                    i + 1
                )));
            }
            decimal |= d;
            ps.push(q);
        }
        let Some((num, den)) = probability::sum(ps.iter().copied()) else {
            return Err(error(&format!("{shown}: its probabilities are too fine to add exactly")));
        };
        let off = (num as f64 / den as f64 - 1.0).abs();
        if if decimal { off > 1e-9 } else { num != den } {
            let sum = if den == 1 { num.to_string() } else { format!("{num}/{den}") };
            return Err(error(&format!("{shown}: its probabilities sum to {sum}, not 1")));
        }
        let chance = (0..n as NodeId).map(|q| t.is_chance(q)).collect();
        let mut prob: Vec<Probability> = (0..n as NodeId).map(|q| t.probability(q)).collect();
        for (c, q) in t.children(p).zip(ps) {
            prob[c as usize] = q;
        }
        t.clone().with_chance(chance, prob).map(|tree| GameTree { tree }).map_err(err)
    }
}

/// The names of the built-in examples with chance positions (`examples::CHANCE_NAMES`),
/// apart from `exampleNames()`: only this module reads them.
#[wasm_bindgen(js_name = chanceExampleNames)]
pub fn chance_example_names() -> Vec<String> {
    crate::examples::CHANCE_NAMES.iter().map(|s| s.to_string()).collect()
}

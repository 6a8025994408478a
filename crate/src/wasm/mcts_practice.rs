//! UCT practice for the page ([`crate::mcts::exercise`]), in the full module:
//!
//! * `tree.mctsPractice(request): McPractice` — `request` `{task: "select" | "backup",
//!   shown?: 10, seed?: 1, c?: √2, range?: "L..U", solution?: false, answer?}`; the result
//!   `{question, solution?, check?}` in the shape `gametree mcts --practice` prints
//!   (docs/cli.md): the statistics after `shown` iterations (W exact as text, `"13/6"`), the
//!   next iteration's path and reward for backup, the solution when asked, and the check of
//!   `answer` (`{selected: [dewey, …]}` or `{nodes: {dewey: {n, w}}}`) with the mistakes
//!   whose answer it is.
//!
//! Errors: a `TypeError` for a request that is no object, an `Error` with the core's message
//! for anything else (an unknown field, a task that is none, a position not in the tree or
//! not on the path, a number that is none, more than 100,000 iterations shown, or more work
//! than [`crate::mcts::exercise::MAX_WORK`]: (shown + 1) × (height + 1) steps, the page
//! asking on its own thread).

use super::convert::{err, error, options, to_js, JsResult};
use super::tree::names_fit;
use super::GameTree;
use crate::mcts::exercise::{practise, McAnswer, McTask};
use crate::mcts::{Options, ValueRange};
use serde::Deserialize;
use wasm_bindgen::prelude::*;

#[derive(Deserialize)]
#[serde(default)]
struct Request {
    task: String,
    shown: u64,
    seed: u64,
    c: f64,
    range: Option<String>,
    solution: bool,
    answer: Option<McAnswer>,
}

impl Default for Request {
    fn default() -> Request {
        let d = Options::default();
        Request { task: String::new(), shown: 10, seed: d.seed, c: d.c, range: None, solution: false, answer: None }
    }
}

#[wasm_bindgen]
impl GameTree {
    /// UCT practice on this tree: the question after `shown` iterations, the solution if
    /// asked, the check of `answer` if given (see the module's documentation).
    #[wasm_bindgen(js_name = mctsPractice, unchecked_return_type = "McPractice")]
    pub fn mcts_practice(
        &self,
        #[wasm_bindgen(unchecked_param_type = "McPracticeRequest")] request: JsValue,
    ) -> JsResult<JsValue> {
        let r: Request = options(request, "mctsPractice")?;
        let task: McTask = r.task.parse().map_err(err)?;
        names_fit(&self.tree, "UCT practice names every position of the search tree; use a smaller tree")?;
        if !r.c.is_finite() || r.c < 0.0 {
            return Err(error(&format!("mctsPractice: c: {} is not a finite number >= 0", r.c)));
        }
        let range = r.range.as_deref().map(ValueRange::parse).transpose().map_err(err)?;
        let o = Options { seed: r.seed, c: r.c, range, ..Options::default() };
        to_js(&practise(&self.tree, &o, task, r.shown, r.solution, r.answer.as_ref()).map_err(err)?)
    }
}

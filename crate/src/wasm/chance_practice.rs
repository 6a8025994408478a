//! Practice on chance trees for the page ([`crate::chance::exercise`]), in the full module:
//!
//! * `tree.chancePractice(request): ChPractice` — `request` `{task: "values" | "skip",
//!   range?: "L..U", solution?: false, answer?}`; the result `{question, solution?, check?}`
//!   in the shape `gametree exercise chance` prints (docs/cli.md): the positions asked about
//!   and the leaf range (with whether it was assumed), the solution when asked, and the
//!   check of `answer` (`{values: {dewey: value}}` or `{skipped: [dewey, …]}`) with the
//!   mistakes whose answer it is.
//!
//! Errors: a `TypeError` for a request that is no object, an `Error` with the core's message
//! for anything else (an unknown field, a task that is none, a tree without chance
//! positions, a position not in the tree or of the wrong kind, a number that is none).

use super::convert::{err, options, to_js, JsResult};
use super::tree::names_fit;
use super::GameTree;
use crate::chance::exercise::{practise, ChAnswer, ChTask};
use crate::chance::LeafRange;
use serde::Deserialize;
use wasm_bindgen::prelude::*;

#[derive(Deserialize, Default)]
#[serde(default)]
struct Request {
    task: String,
    range: Option<String>,
    solution: bool,
    answer: Option<ChAnswer>,
}

#[wasm_bindgen]
impl GameTree {
    /// Chance practice on this tree: the question, the solution if asked, the check of
    /// `answer` if given (see the module's documentation).
    #[wasm_bindgen(js_name = chancePractice, unchecked_return_type = "ChPractice")]
    pub fn chance_practice(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ChPracticeRequest")] request: JsValue,
    ) -> JsResult<JsValue> {
        let r: Request = options(request, "chancePractice")?;
        let task: ChTask = r.task.parse().map_err(err)?;
        names_fit(&self.tree, "chance practice names every position it asks about; use a smaller tree")?;
        let range = r.range.as_deref().map(LeafRange::parse).transpose().map_err(err)?;
        to_js(&practise(&self.tree, task, range, r.solution, r.answer.as_ref()).map_err(err)?)
    }
}

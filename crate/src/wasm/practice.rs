//! Practice: exercises from a seed, the expected answer and the check of an
//! answer for the five tasks, and worksheets in LaTeX. The TypeScript types are in
//! `practice.d.ts`. JS shapes (positions are Dewey strings, "" the root):
//!
//! * `exerciseGenerate(spec: ExerciseSpecInput | string): Exercise` — `{spec, text, tree,
//!   statement}`; `tree` is tree text for `GameTree.parse`, `text` the link form
//!   (`prune.F2.s123.d3h4.good.v-9..9`).
//! * `exerciseSet(text: string): ExerciseSpec[]` — a comma-separated set.
//! * `tree.practiceExpected(task, proc, options?): PracticeAnswer` — the answer in the
//!   task's shape; submitted to `practiceCheck` it scores total/total.
//! * `tree.practiceCheck(task, proc, options, answer): PracticeCheck` — `{task, correct,
//!   score, total, missed, wrong, feedback: [{position, verdict, sentence}], order?,
//!   diagnosis: [{id, title, text, explanation}], closest?: {id, title, text, explanation,
//!   differences}}`: the catalogue's mistakes the answer follows (`practice/diagnosis.rs`).
//! * `tree.practiceHint(task, proc, options?): PracticeHint` — `{position, text}`, one hint.
//! * `tree.worksheetTex(options?): string` and `exerciseWorksheet(spec, options?): string`.
//!
//! Errors: a JS `TypeError` for an argument of the wrong type, an `Error` with the core's
//! message for anything else (an unknown position, a malformed answer, a bad spec).

use super::convert::{err, error, object, string, to_js, type_error, JsResult};
use super::limits::{plain_within, MAX_ARGUMENT_UNITS};
use super::tree::names_fit;
use super::GameTree;
use crate::practice::{self, Answer, ExerciseSet, ExerciseSpec, PracticeOptions, Task};
use crate::worksheet::{exercise_sheet, solution_message, worksheet, ExerciseSheet, WorksheetOptions};

/// What `worksheetTex` and `worksheetSolution` take.
const WORKSHEET_OPTIONS: &[&str] = &[
    "solution",
    "standalone",
    "dewey",
    "proc",
    "alpha",
    "beta",
    "view",
    "title",
    "statement",
    "id",
    "link",
    "subtreeLabel",
    "solutionText",
];
use serde::Deserialize;
use wasm_bindgen::prelude::*;

/// The TypeScript interfaces of practice (see `practice.d.ts`).
#[wasm_bindgen(typescript_custom_section)]
const TS_PRACTICE: &str = include_str!("practice.d.ts");

/// serde-wasm-bindgen reads only a struct's declared fields, so `deny_unknown_fields`
/// cannot catch a misspelt key from JS: the keys are checked here, after the argument's size
/// (`limits.rs`: nothing of it is copied before). Returns the plain copy the size was
/// checked on ([`plain_within`]), which the caller reads instead of `v`: each field of `v`
/// is read once, so a getter cannot pass the check small and be read huge.
fn known_keys(v: &JsValue, what: &str, keys: &[&str]) -> JsResult<JsValue> {
    if !v.is_object() {
        return Ok(v.clone());
    }
    let v = plain_within(v, what, MAX_ARGUMENT_UNITS)?;
    for k in js_sys::Object::keys(&js_sys::Object::from(v.clone())).iter() {
        let k = k.as_string().unwrap_or_default();
        if !keys.contains(&k.as_str()) {
            return Err(error(&format!("{what}: unknown field '{k}', expected one of {}", keys.join(", "))));
        }
    }
    Ok(v)
}

/// Practice names every position of its answers by Dewey (`tree::names_fit`).
const PRACTICE_NAMES: &str = "practice names every position in its answers; use a smaller or shallower tree";

const PRACTICE_OPTIONS: &[&str] = &["alpha", "beta", "view", "step", "literal", "m", "n", "backup", "tie"];

fn answer_keys(t: Task) -> &'static [&'static str] {
    match t {
        Task::Prune => &["pruned"],
        Task::Values => &["values", "bounds"],
        Task::Window => &["outcome", "value", "saved"],
        Task::Next => &["examined", "cutoff", "m"],
        Task::Order => &["order"],
    }
}

fn task(v: &JsValue) -> JsResult<Task> {
    string(v, "task")?.parse().map_err(err)
}

fn proc_name(v: &JsValue) -> JsResult<String> {
    if v.is_undefined() || v.is_null() {
        return Ok("F2".into());
    }
    string(v, "procedure")
}

/// An exercise spec: its text form or an object.
fn spec(v: JsValue) -> JsResult<ExerciseSpec> {
    if v.is_string() {
        return ExerciseSpec::parse(&string(&v, "exercise spec")?).map_err(err);
    }
    if !v.is_object() {
        return Err(type_error("spec must be an exercise's text or an object"));
    }
    let v = known_keys(
        &v,
        "spec",
        &["task", "proc", "seed", "degree", "height", "order", "lo", "hi", "alpha", "beta", "view"],
    )?;
    let s: ExerciseSpec = super::convert::spec(v, "spec")?;
    s.validate().map_err(err)?;
    Ok(s)
}

/// Generates an exercise from its spec (text or object; missing fields take the defaults
/// `{task: "prune", proc: "F2", seed: 1, degree: 3, height: 4, order: "random", lo: -9,
/// hi: 9, view: "minimax"}`): `{spec, text, tree, statement}`.
#[wasm_bindgen(js_name = exerciseGenerate, unchecked_return_type = "Exercise")]
pub fn exercise_generate(
    #[wasm_bindgen(unchecked_param_type = "ExerciseSpecInput | string")] s: JsValue,
) -> JsResult<JsValue> {
    to_js(&spec(s)?.generate().map_err(err)?)
}

/// Reads an exercise set (`spec,spec,...`, at most 20) into its specs.
#[wasm_bindgen(js_name = exerciseSet, unchecked_return_type = "ExerciseSpec[]")]
pub fn exercise_set(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsResult<JsValue> {
    let set = ExerciseSet::parse(&string(&text, "exercise set")?).map_err(err)?;
    to_js(&set.0)
}

/// A worksheet of an exercise (with Dewey labels): `options` `{solution?, standalone?,
/// number?, url?, key?}` — `number` its place in a set for the title, `url` the playground's
/// address for a QR code of the exercise's link, `key` the teacher's key (the answers the
/// common mistakes give).
#[wasm_bindgen(js_name = exerciseWorksheet)]
pub fn exercise_worksheet_tex(
    #[wasm_bindgen(unchecked_param_type = "ExerciseSpecInput | string")] s: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ExerciseWorksheetOptions | undefined")] options: JsValue,
) -> JsResult<String> {
    #[derive(Deserialize, Default)]
    #[serde(default, deny_unknown_fields)]
    struct O {
        solution: bool,
        standalone: bool,
        number: Option<usize>,
        url: Option<String>,
        key: bool,
        title: Option<String>,
        statement: Option<String>,
        #[serde(rename = "subtreeLabel")]
        subtree_label: Option<String>,
        #[serde(rename = "solutionText")]
        solution_text: Option<String>,
    }
    let options = known_keys(
        &options,
        "options",
        &["solution", "standalone", "number", "url", "key", "title", "statement", "subtreeLabel", "solutionText"],
    )?;
    let o: O = object(options, "options")?;
    let sheet = ExerciseSheet {
        solution: o.solution,
        standalone: o.standalone,
        number: o.number,
        base: o.url,
        key: o.key,
        title: o.title,
        statement: o.statement,
        subtree_label: o.subtree_label,
        solution_text: o.solution_text,
    };
    exercise_sheet(&spec(s)?, &sheet).map_err(err)
}

/// The files of a SCORM package of an exercise set besides the practice page (the same as
/// `gametree scorm` writes): `[[name, text], ...]`, `imsmanifest.xml` first. `options`
/// `{version: "1.2" | "2004", mastery?: 0..100 (default 80), title?}`.
#[wasm_bindgen(js_name = scormFiles, unchecked_return_type = "[string, string][]")]
pub fn scorm_files(
    #[wasm_bindgen(unchecked_param_type = "string")] set: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ScormOptions")] options: JsValue,
) -> JsResult<JsValue> {
    #[derive(Deserialize, Default)]
    #[serde(default, deny_unknown_fields)]
    struct O {
        version: Option<String>,
        mastery: Option<u32>,
        title: Option<String>,
        answers: Option<String>,
        #[serde(rename = "hintCost")]
        hint_cost: Option<u32>,
    }
    let options = known_keys(&options, "options", &["version", "mastery", "title", "answers", "hintCost"])?;
    let o: O = object(options, "options")?;
    let version: crate::scorm::ScormVersion = o.version.as_deref().unwrap_or("").parse().map_err(err)?;
    let answers: crate::scorm::Answers = match o.answers.as_deref() {
        Some(a) => a.parse().map_err(err)?,
        None => crate::scorm::Answers::default(),
    };
    let pkg = crate::scorm::Package::new(
        &string(&set, "exercise set")?,
        version,
        o.mastery.unwrap_or(80),
        o.title.as_deref(),
    )
    .and_then(|p| p.with_policy(answers, o.hint_cost.unwrap_or(0)))
    .map_err(err)?;
    to_js(&pkg.files())
}

#[wasm_bindgen]
impl GameTree {
    /// The expected answer of `task` ("prune" | "values" | "window" | "next" | "order") for
    /// the catalogue's procedure `proc` (default "F2") with `options` `{alpha, beta, view,
    /// step, literal, m, n, backup, tie}` (all optional), in the task's answer shape.
    #[wasm_bindgen(js_name = practiceExpected, unchecked_return_type = "PracticeAnswer")]
    pub fn practice_expected(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PracticeTask")] task_name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] proc: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PracticeOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let t = task(&task_name)?;
        let options = known_keys(&options, "options", PRACTICE_OPTIONS)?;
        let o: PracticeOptions = object(options, "options")?;
        names_fit(&self.tree, PRACTICE_NAMES)?;
        to_js(&practice::expected(&self.tree, t, &proc_name(&proc)?, &o).map_err(err)?)
    }

    /// Checks `answer` (the task's shape) against the expected answer: `{task, correct,
    /// score, total, missed, wrong, feedback: [{position, verdict, sentence}], order?,
    /// diagnosis: [{id, title, text, explanation}], closest?: {..., differences}}` — the
    /// mistakes of the catalogue (`mutant:ID`) under which the answer is right, or the
    /// nearest one.
    #[wasm_bindgen(js_name = practiceCheck, unchecked_return_type = "PracticeCheck")]
    pub fn practice_check(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PracticeTask")] task_name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] proc: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PracticeOptions | undefined")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PracticeAnswer")] answer: JsValue,
    ) -> JsResult<JsValue> {
        let t = task(&task_name)?;
        let options = known_keys(&options, "options", PRACTICE_OPTIONS)?;
        let o: PracticeOptions = object(options, "options")?;
        if !answer.is_object() {
            return Err(type_error(&format!("answer must be an object (a {t} answer)")));
        }
        let answer = known_keys(&answer, "answer", answer_keys(t))?;
        names_fit(&self.tree, PRACTICE_NAMES)?;
        let a = Answer::deserialize_for(t, serde_wasm_bindgen::Deserializer::from(answer))
            .map_err(|e| error(&format!("answer: {e} (a {t} answer)")))?;
        to_js(&practice::check(&self.tree, t, &proc_name(&proc)?, &o, &a).map_err(err)?)
    }

    /// One hint for `task` on this tree (`practice::hint`): `{position, text}`, the position
    /// it is about (Dewey, "" the root or none in particular) and the sentence.
    #[wasm_bindgen(js_name = practiceHint, unchecked_return_type = "PracticeHint")]
    pub fn practice_hint(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PracticeTask")] task_name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] proc: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PracticeOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let t = task(&task_name)?;
        let options = known_keys(&options, "options", PRACTICE_OPTIONS)?;
        let o: PracticeOptions = object(options, "options")?;
        names_fit(&self.tree, PRACTICE_NAMES)?;
        let entry = practice::procedure(&proc_name(&proc)?).map_err(err)?;
        to_js(&practice::hint::hint(&self.tree, t, entry, &o).map_err(err)?)
    }

    /// This tree as a LaTeX worksheet (`forest`): `options` `{solution, standalone, dewey,
    /// proc, alpha, beta, view, title, statement}`, all optional.
    #[wasm_bindgen(js_name = worksheetTex)]
    pub fn worksheet_tex(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WorksheetOptions | undefined")] options: JsValue,
    ) -> JsResult<String> {
        let options = known_keys(&options, "options", WORKSHEET_OPTIONS)?;
        let o: WorksheetOptions = object(options, "options")?;
        worksheet(&self.tree, &o).map_err(err)
    }

    /// The solution's sentence of this tree's worksheet with `options` (those of
    /// `worksheetTex`) as a message `{id, args}`, for the page to word in its language and
    /// hand back as `solutionText`.
    #[wasm_bindgen(js_name = worksheetSolution, unchecked_return_type = "CoreMessage")]
    pub fn worksheet_solution(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WorksheetOptions | undefined")] options: JsValue,
    ) -> JsResult<JsValue> {
        let options = known_keys(&options, "options", WORKSHEET_OPTIONS)?;
        let o: WorksheetOptions = object(options, "options")?;
        to_js(&solution_message(&self.tree, &o).map_err(err)?)
    }
}

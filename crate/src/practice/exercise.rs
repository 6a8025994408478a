//! Exercises: a tree from a seed and a difficulty, and a compact spec that travels in a
//! link. The text form is segments joined by dots, the task and the procedure first:
//!
//! `prune.F2.s123.d3h4.good.v-9..9` — `s` the seed, `d..h..` the degree (2–4) and height
//! (3–5), the ordering (`random`, `good`: best first, `bad`: worst first), `v LO..HI` the
//! terminal values; optional `w A..B` the window (alpha, beta) and `negamax` (the values
//! task's view; `minimax` is the default and not written). After the task and the
//! procedure the segments may come in any order; missing ones take the defaults
//! (`s1.d3h4.random.v-9..9`). [`ExerciseSpec::text`] writes the canonical form.
//!
//! The tree is K&M's uniform model with i.i.d. values ([`crate::generate::iid()`]) from the
//! seed, reordered best first or worst first ([`crate::generate::reorder()`]): the same spec
//! gives the same tree everywhere. The ordering puzzle's tree is never one F2 already
//! searches best ([`super::order::unsolved`]): `good` is then best first but for one position. A window task without a window gets one from the seed
//! (ChaCha stream 2 of the seed, independent of the values).

use super::message::Message;
use super::{procedure, statement, statement_message, PracticeOptions, Task, View};
use crate::error::{Error, ErrorMessage, Result};
use crate::generate::{iid, reorder, Reorder, SeededRng};
use crate::score::Score;
use crate::tree::{Limits, Tree};
use serde::{Deserialize, Serialize};

/// The order of the successors of the generated tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ordering {
    /// As the values came.
    #[default]
    Random,
    /// Best first (perfect ordering, K&M (12)): F2 cuts as much as it can.
    Good,
    /// Worst first: F2 cuts little.
    Bad,
}

impl Ordering {
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Random => "random",
            Ordering::Good => "good",
            Ordering::Bad => "bad",
        }
    }
}

/// The largest |value| of an exercise (labels stay short).
pub const MAX_EXERCISE_VALUE: i64 = 999;
/// The most exercises in a set.
pub const MAX_SET: usize = 20;

/// One exercise. JS shape: `{task, proc, seed, degree, height, order, lo, hi, alpha?,
/// beta?, view}` (alpha and beta numbers or "-inf"/"+inf").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct ExerciseSpec {
    pub task: Task,
    pub proc: String,
    pub seed: u64,
    pub degree: u32,
    pub height: u32,
    pub order: Ordering,
    pub lo: i64,
    pub hi: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alpha: Option<Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beta: Option<Score>,
    pub view: View,
}

impl Default for ExerciseSpec {
    fn default() -> ExerciseSpec {
        ExerciseSpec {
            task: Task::Prune,
            proc: "F2".into(),
            seed: 1,
            degree: 3,
            height: 4,
            order: Ordering::Random,
            lo: -9,
            hi: 9,
            alpha: None,
            beta: None,
            view: View::Minimax,
        }
    }
}

/// A generated exercise. JS shape: `{spec, text, tree, statement, statementMessage}`
/// (`tree` in the tree notation, for `GameTree.parse`; the statement in English, and as a
/// message for the page to word in its language).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Exercise {
    pub spec: ExerciseSpec,
    pub text: String,
    pub tree: String,
    pub statement: String,
    #[serde(rename = "statementMessage")]
    pub statement_message: Message,
}

/// A spec's text refused at byte `offset`: `message` in English, `why` as the page words it
/// (the message `e-xs`, "offset N: exercise 'TEXT': WHY", around it).
fn bad(text: &str, offset: usize, message: String, why: ErrorMessage) -> Error {
    Error::parse(offset, format!("exercise '{text}': {message}"))
        .said(ErrorMessage::new("e-xs").number("offset", offset as i64).text("text", text).error_message("why", why))
}

/// A spec's text refused at byte `offset` because of the core's error `e` (its message, if
/// it has one, inside `e-xs`).
fn bad_by(text: &str, offset: usize, e: Error) -> Error {
    Error::parse(offset, format!("exercise '{text}': {e}"))
        .said(ErrorMessage::new("e-xs").number("offset", offset as i64).text("text", text).error("why", &e))
}

/// What a segment `seg` of a spec's text says wrong: message `id` with `seg`.
fn seg_message(id: &'static str, seg: &str) -> ErrorMessage {
    ErrorMessage::new(id).text("seg", seg)
}

/// Splits at single dots (a `..` belongs to a range), with each segment's byte offset.
fn segments(text: &str) -> Vec<(usize, &str)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'.' {
            if b.get(i + 1) == Some(&b'.') {
                i += 2;
                continue;
            }
            out.push((start, &text[start..i]));
            start = i + 1;
        }
        i += 1;
    }
    out.push((start, &text[start..]));
    out
}

fn range(s: &str) -> Option<(&str, &str)> {
    s.split_once("..")
}

/// The catalogue's entry an exercise practises: any procedure, but not one of the mistakes
/// the checker recognises (`crate::mutants`), which are there to name a student's error,
/// never to grade against.
fn practised(name: &str) -> Result<&'static crate::procedures::Entry> {
    let entry = procedure(name)?;
    if entry.is_mutant() {
        return Err(Error::procedure(format!(
            "'{}' is a mistake the checker recognises, not a procedure to practise: choose one of the catalogue's \
             procedures (e.g. F2)",
            entry.name
        ))
        .said(ErrorMessage::new("e-xs-mutant").text("proc", entry.name)));
    }
    Ok(entry)
}

/// An error unless `task` can be asked of `entry`: the next task steps through only the
/// procedures with one running value ([`super::next::supported`]), the window task needs
/// one that takes a window. Checked where a spec is read, so that a spec no task can
/// answer is refused at once (a link, `exercise new`) rather than when it is answered.
fn task_takes(task: Task, entry: &crate::procedures::Entry) -> Result<()> {
    match task {
        Task::Next => super::next::supported(entry).map_err(Error::procedure),
        Task::Window => super::window::takes_window(entry),
        _ => Ok(()),
    }
}

impl ExerciseSpec {
    /// Checks the procedure against the task, the difficulty's ranges and the window; the
    /// error names the field.
    pub fn validate(&self) -> Result<()> {
        let entry = practised(&self.proc)?;
        task_takes(self.task, entry)?;
        if !(2..=4).contains(&self.degree) {
            return Err(Error::generator(format!("degree must be 2, 3 or 4 (got {})", self.degree))
                .said(ErrorMessage::new("e-ex-degree").number("degree", self.degree as i64)));
        }
        if !(3..=5).contains(&self.height) {
            return Err(Error::generator(format!("height must be 3, 4 or 5 (got {})", self.height))
                .said(ErrorMessage::new("e-ex-height").number("height", self.height as i64)));
        }
        if self.lo >= self.hi || self.lo < -MAX_EXERCISE_VALUE || self.hi > MAX_EXERCISE_VALUE {
            return Err(Error::generator(format!(
                "the values must satisfy -{MAX_EXERCISE_VALUE} <= lo < hi <= {MAX_EXERCISE_VALUE} (got lo = {}, hi = {})",
                self.lo, self.hi
            ))
            .said(
                ErrorMessage::new("e-ex-values")
                    .number("max", MAX_EXERCISE_VALUE)
                    .number("lo", self.lo)
                    .number("hi", self.hi),
            ));
        }
        if self.seed > crate::MAX_VALUE as u64 {
            // No message: a page's seed beyond 2^53 - 1 is refused before (wasm/convert.rs).
            return Err(Error::generator(format!("the seed must be at most 2^53 - 1 (got {})", self.seed)));
        }
        if self.alpha.is_some() || self.beta.is_some() {
            crate::search::Window::new(self.alpha.unwrap_or(Score::NEG_INF), self.beta.unwrap_or(Score::INF))?;
            if self.task == Task::Window {
                super::window::usable(entry, &self.options())?;
            }
        }
        Ok(())
    }

    /// The canonical text form.
    pub fn text(&self) -> String {
        let mut s = format!(
            "{}.{}.s{}.d{}h{}.{}.v{}..{}",
            self.task,
            procedure(&self.proc).map(|e| e.name).unwrap_or(&self.proc),
            self.seed,
            self.degree,
            self.height,
            self.order.name(),
            self.lo,
            self.hi
        );
        if self.alpha.is_some() || self.beta.is_some() {
            s.push_str(&format!(".w{}..{}", self.alpha.unwrap_or(Score::NEG_INF), self.beta.unwrap_or(Score::INF)));
        }
        if self.view == View::Negamax {
            s.push_str(".negamax");
        }
        s
    }

    /// Reads the text form; the error gives the byte offset and what is wrong there.
    pub fn parse(text: &str) -> Result<ExerciseSpec> {
        let segs = segments(text.trim());
        let text = text.trim();
        let mut spec = ExerciseSpec::default();
        let mut it = segs.into_iter();
        let (o, task) = it.next().unwrap_or((0, ""));
        spec.task = task.parse().map_err(|e: Error| bad_by(text, o, e))?;
        let Some((o, proc)) = it.next() else {
            return Err(bad(
                text,
                text.len(),
                "the procedure is missing after the task (e.g. prune.F2)".into(),
                ErrorMessage::new("e-xs-no-proc"),
            ));
        };
        let entry = practised(proc).map_err(|e| bad_by(text, o, e))?;
        task_takes(spec.task, entry).map_err(|e| bad_by(text, o, e))?;
        spec.proc = entry.name.to_string();
        let mut seen: Vec<char> = Vec::new();
        for (o, seg) in it {
            let once = |k: char, seen: &mut Vec<char>| {
                if seen.contains(&k) {
                    Err(bad(
                        text,
                        o,
                        format!("'{seg}' repeats a setting given before"),
                        seg_message("e-xs-repeat", seg),
                    ))
                } else {
                    seen.push(k);
                    Ok(())
                }
            };
            // `id` words "'SEG': 'S' is not WHAT" (a degree, a height, a value).
            let num = |s: &str, what: &str, id: &'static str| -> Result<i64> {
                s.parse::<i64>().map_err(|_| {
                    bad(text, o, format!("'{seg}': '{s}' is not {what}"), seg_message(id, seg).text("value", s))
                })
            };
            match seg {
                "random" | "good" | "bad" => {
                    once('o', &mut seen)?;
                    spec.order = match seg {
                        "good" => Ordering::Good,
                        "bad" => Ordering::Bad,
                        _ => Ordering::Random,
                    };
                }
                "minimax" | "negamax" => {
                    once('m', &mut seen)?;
                    spec.view = if seg == "negamax" { View::Negamax } else { View::Minimax };
                }
                _ if seg.starts_with('s') => {
                    once('s', &mut seen)?;
                    spec.seed = seg[1..].parse().map_err(|_| {
                        bad(
                            text,
                            o,
                            format!("'{seg}': a seed is 's' and a whole number (s123)"),
                            seg_message("e-xs-seed", seg),
                        )
                    })?;
                }
                _ if seg.starts_with('d') => {
                    once('d', &mut seen)?;
                    let Some((d, h)) = seg[1..].split_once('h') else {
                        return Err(bad(
                            text,
                            o,
                            format!("'{seg}': the size is 'd' degree 'h' height (d3h4)"),
                            seg_message("e-xs-size", seg),
                        ));
                    };
                    spec.degree = num(d, "a degree", "e-xs-not-degree")?.clamp(0, u32::MAX as i64) as u32;
                    spec.height = num(h, "a height", "e-xs-not-height")?.clamp(0, u32::MAX as i64) as u32;
                }
                _ if seg.starts_with('v') => {
                    once('v', &mut seen)?;
                    let Some((lo, hi)) = range(&seg[1..]) else {
                        return Err(bad(
                            text,
                            o,
                            format!("'{seg}': the values are 'v' LO..HI (v-9..9)"),
                            seg_message("e-xs-values", seg),
                        ));
                    };
                    spec.lo = num(lo, "a value", "e-xs-not-value")?;
                    spec.hi = num(hi, "a value", "e-xs-not-value")?;
                }
                _ if seg.starts_with('w') => {
                    once('w', &mut seen)?;
                    let Some((a, b)) = range(&seg[1..]) else {
                        return Err(bad(
                            text,
                            o,
                            format!("'{seg}': the window is 'w' ALPHA..BETA (w-2..5)"),
                            seg_message("e-xs-window", seg),
                        ));
                    };
                    let score = |s: &str| {
                        s.parse::<Score>().map_err(|e| {
                            // The score's two refusals (crate::score): not a number, or one out of range.
                            let id = if s.trim().parse::<i64>().is_ok() { "e-score-range" } else { "e-score-int" };
                            let inner = ErrorMessage::new(id).text("value", s);
                            let why = seg_message("e-xs-score", seg).text("value", s).error_message("why", inner);
                            bad(text, o, format!("'{seg}': '{s}': {e}"), why)
                        })
                    };
                    spec.alpha = Some(score(a)?);
                    spec.beta = Some(score(b)?);
                }
                _ => {
                    return Err(bad(
                        text,
                        o,
                        format!(
                            "'{seg}' is not a setting: expected sSEED, dDhH, random|good|bad, vLO..HI, wA..B or negamax"
                        ),
                        seg_message("e-xs-not-setting", seg),
                    ))
                }
            }
        }
        spec.validate().map_err(|e| bad_by(text, 0, e))?;
        Ok(spec)
    }

    /// The practice settings of this exercise.
    pub fn options(&self) -> PracticeOptions {
        PracticeOptions { alpha: self.alpha, beta: self.beta, view: self.view, ..PracticeOptions::default() }
    }

    /// The tree, deterministic from the spec.
    pub fn tree(&self) -> Result<Tree> {
        self.validate()?;
        let t = iid(self.degree, self.height, self.lo, self.hi, self.seed, Limits::default())?;
        let t = match self.order {
            Ordering::Random => t,
            Ordering::Good => reorder(&t, Reorder::BestFirst),
            Ordering::Bad => reorder(&t, Reorder::WorstFirst),
        };
        // A best-ordered tree leaves the ordering puzzle nothing to do.
        if self.task == Task::Order {
            return super::order::unsolved(t, self.seed);
        }
        Ok(t)
    }

    /// The spec with everything filled in: a window task without a window gets one from
    /// the seed, alpha < beta within the value range.
    pub fn completed(&self) -> ExerciseSpec {
        let mut s = self.clone();
        if s.task == Task::Window && s.alpha.is_none() && s.beta.is_none() {
            let mut rng = SeededRng::with_stream(s.seed, 2);
            let a = rng.range_i64(s.lo, s.hi - 1);
            let b = rng.range_i64(a + 1, s.hi);
            s.alpha = Some(Score::new(a));
            s.beta = Some(Score::new(b));
        }
        s
    }

    /// Generates the exercise: the completed spec, its text, the tree and the statement.
    pub fn generate(&self) -> Result<Exercise> {
        let spec = self.completed();
        spec.validate()?;
        let tree = spec.tree()?;
        let entry = procedure(&spec.proc)?;
        Ok(Exercise {
            text: spec.text(),
            tree: crate::notation::print(&tree),
            statement: statement(spec.task, entry, &spec.options()),
            statement_message: statement_message(spec.task, entry, &spec.options()),
            spec,
        })
    }
}

impl std::str::FromStr for ExerciseSpec {
    type Err = Error;
    fn from_str(s: &str) -> Result<ExerciseSpec> {
        ExerciseSpec::parse(s)
    }
}

/// Several exercises, in one link: their text forms joined by commas.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExerciseSet(pub Vec<ExerciseSpec>);

impl ExerciseSet {
    /// Reads `spec,spec,...` (at most [`MAX_SET`]); the error names the exercise.
    pub fn parse(text: &str) -> Result<ExerciseSet> {
        let parts: Vec<&str> = text.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
        if parts.is_empty() {
            return Err(Error::generator("an exercise set needs at least one exercise".into())
                .said(ErrorMessage::new("e-xset-empty")));
        }
        if parts.len() > MAX_SET {
            return Err(Error::limit(format!("an exercise set has at most {MAX_SET} exercises (got {})", parts.len()))
                .said(ErrorMessage::new("e-xset-many").number("max", MAX_SET as i64).number("n", parts.len() as i64)));
        }
        parts
            .iter()
            .enumerate()
            .map(|(i, p)| {
                ExerciseSpec::parse(p).map_err(|e| {
                    let why = ErrorMessage::new("e-xset-item")
                        .number("i", i as i64 + 1)
                        .number("n", parts.len() as i64)
                        .error("why", &e);
                    Error::generator(format!("exercise {} of {}: {e}", i + 1, parts.len())).said(why)
                })
            })
            .collect::<Result<Vec<_>>>()
            .map(ExerciseSet)
    }

    pub fn text(&self) -> String {
        self.0.iter().map(ExerciseSpec::text).collect::<Vec<_>>().join(",")
    }
}

//! The ordered events of an m&n search, for a UI to step through with an index (the search
//! runs once; the UI never re-implements it). Names are the report's: `alpha`, `beta`,
//! `oldalpha`, `oldbeta`, `glbua`, `lubub`, phases 1 (`maxvl` / `minvl`) and 2 (`maxvl3` /
//! `minvl3`).
//!
//! Every examined position produces `enter` ... `leave`; between them, one `take` per
//! successor value it received (or a `cutoff` for the last one). A terminal produces
//! `enter`, `evaluate`, `leave`. The root produces `root` for each successor instead of
//! `take`.
//!
//! A `take` carries its position's whole list, so a trace grows as (positions) * max(m, n):
//! traced searches are refused beforehand when that could pass
//! [`MAX_TRACE_LIST_VALUES`](super::MAX_TRACE_LIST_VALUES).

use super::result::CutoffKind;
use super::value::{Bound, Value};
use super::Side;
use crate::tree::NodeId;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MnEvent {
    /// Position `at` is examined (`minv` / `maxv` is called). `dmax` is the depth still to
    /// be searched below it. m&n alpha-beta (Appendix C) passes down, to a max-position,
    /// `oldalpha` (its max-grandparent's alpha) and `beta` (its predecessor's beta); to a
    /// min-position, `alpha` (its predecessor's alpha) and `oldbeta`. m&n minimaxing passes
    /// nothing.
    Enter {
        at: NodeId,
        side: Side,
        dmax: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        oldalpha: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        alpha: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        beta: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        oldbeta: Option<Value>,
    },
    /// `value[at]`: a final position's static value (Max's standpoint).
    Evaluate { at: NodeId, value: Value },
    /// Position `at` received `u`, the value of its successor number `index` (1-based),
    /// `child`. Afterwards its list is `list` (`ma` / `nb` in Appendix B, `a` / `b` in
    /// Appendix C; car first, best last, padding shown); in Appendix C also its `alpha`
    /// (max-position) or `beta` (min-position) and its phase. `ignored`: nothing changed
    /// (in phase 1 a value no better than alpha / beta).
    Take {
        at: NodeId,
        child: NodeId,
        index: u32,
        u: Value,
        list: Vec<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        alpha: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        beta: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        phase: Option<u8>,
        ignored: bool,
    },
    /// Appendix C, phase 1: after successor number `index`, `glbua[oldalpha; a; dmax]`
    /// (max-position) or `lubub[oldbeta; b; dmax]` (min-position) was `value`. When
    /// `phase2`, the position switches to `maxvl3` / `minvl3` with alpha (beta) `bound` =
    /// max(alpha, glbua) (min(beta, lubub)); otherwise it stays in phase 1.
    Inverse { at: NodeId, side: Side, index: u32, value: Value, phase2: bool, bound: Value },
    /// At `at`, successor number `after` returned `u` beyond `bound` (alpha >= u at a
    /// min-position, beta <= u at a max-position): `at` returns `u` at once and its
    /// successors after `after` are not examined.
    Cutoff { at: NodeId, after: u32, kind: CutoffKind, u: Value, bound: Value },
    /// The root compared successor number `index` (`child`), worth `u`, with its best so far
    /// `best_so_far` (`sta1`'s alpha) under the tie rule; `taken`: it is the new best.
    Root { child: NodeId, index: u32, u: Value, best_so_far: Value, taken: bool },
    /// Position `at` returns `value` (see [`Bound`]).
    Leave { at: NodeId, value: Value, bound: Bound },
}

//! Aspiration windows (K&M section 4): search F2(root, a, b) with a guess a < F < b; if the
//! result v fails low (v <= a) re-search with F2(root, -inf, v), if it fails high (v >= b)
//! with F2(root, v, +inf). By (9) the re-search always ends with the true value: a result
//! equal to v is exact too.

use crate::error::Result;
use crate::score::Score;
use crate::search::{Counts, Stack, Window};
use crate::tree::Tree;
use serde::Serialize;

/// How the first search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// a < v < b: v is F(root).
    Exact,
    /// v <= a: F(root) <= v.
    FailLow,
    /// v >= b: F(root) >= v.
    FailHigh,
}

/// One search of an aspiration run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pass {
    pub window: Window,
    pub value: Score,
    pub counts: Counts,
}

/// The whole aspiration search and its cost beside the full window's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Aspiration {
    pub first: Pass,
    pub outcome: Outcome,
    pub research: Option<Pass>,
    /// F(root).
    pub value: Score,
    pub total_positions: u64,
    pub total_terminals: u64,
    pub full_window_positions: u64,
    pub full_window_terminals: u64,
}

fn pass(tree: &Tree, window: Window, stack: &mut Stack) -> Pass {
    let mut counts = Counts::for_height(tree.height());
    let params = crate::search::Params::window(window);
    let value = crate::search::Procedure::F2.count(tree, &params, &mut counts, stack);
    Pass { window, value, counts }
}

/// Classifies v against the window (a, b) (9).
pub fn outcome(window: Window, v: Score) -> Outcome {
    if v <= window.alpha {
        Outcome::FailLow
    } else if v >= window.beta {
        Outcome::FailHigh
    } else {
        Outcome::Exact
    }
}

/// The re-search window after a failed first search with result v, or None when exact.
pub fn research_window(o: Outcome, v: Score) -> Option<Window> {
    match o {
        Outcome::Exact => None,
        Outcome::FailLow => Some(Window { alpha: Score::NEG_INF, beta: v }),
        Outcome::FailHigh => Some(Window { alpha: v, beta: Score::INF }),
    }
}

/// Runs F2(root, a, b) and, if needed, the re-search of section 4.
pub fn aspiration(tree: &Tree, window: Window) -> Result<Aspiration> {
    let window = Window::new(window.alpha, window.beta)?;
    let mut stack = Stack::new();
    let full = pass(tree, Window::FULL, &mut stack);
    Ok(aspiration_with(tree, window, &full.counts, &mut stack))
}

fn aspiration_with(tree: &Tree, window: Window, full: &Counts, stack: &mut Stack) -> Aspiration {
    let first = pass(tree, window, stack);
    let o = outcome(window, first.value);
    let research = research_window(o, first.value).map(|w| pass(tree, w, stack));
    let value = research.as_ref().map_or(first.value, |r| r.value);
    let (rp, rt) = research.as_ref().map_or((0, 0), |r| (r.counts.positions, r.counts.terminals));
    Aspiration {
        total_positions: first.counts.positions + rp,
        total_terminals: first.counts.terminals + rt,
        first,
        outcome: o,
        research,
        value,
        full_window_positions: full.positions,
        full_window_terminals: full.terminals,
    }
}

/// Total cost of every window on a grid (feeds the playground's aspiration map).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Sweep {
    /// The grid, ascending, without duplicates.
    pub grid: Vec<Score>,
    /// F(root).
    pub value: Score,
    pub full_window_positions: u64,
    pub full_window_terminals: u64,
    /// One cell per window (grid\[i\], grid\[j\]) with i < j.
    pub cells: Vec<SweepCell>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SweepCell {
    pub alpha: Score,
    pub beta: Score,
    pub outcome: Outcome,
    pub total_positions: u64,
    pub total_terminals: u64,
}

/// The most windows one sweep computes.
pub const MAX_SWEEP_WINDOWS: usize = 20_000;

/// Runs the aspiration search for every window (a, b), a < b, with a and b from `grid`.
pub fn sweep(tree: &Tree, grid: &[Score]) -> Result<Sweep> {
    // The distinct grid values in order, each put in its place by a binary search (as the
    // page's `sweep()` counts them): a slice sort's code (about 2 KB gzip) would be in
    // the page's first-load module for this one list (docs/speed.md, "First load").
    let mut g: Vec<Score> = Vec::new();
    for &v in grid {
        if let Err(i) = g.binary_search(&v) {
            g.insert(i, v);
        }
    }
    let windows = g.len() * g.len().saturating_sub(1) / 2;
    if windows > MAX_SWEEP_WINDOWS {
        return Err(crate::Error::limit(format!(
            "a sweep over {} grid values is {windows} windows; at most {MAX_SWEEP_WINDOWS}",
            g.len()
        )));
    }
    let mut stack = Stack::new();
    let full = pass(tree, Window::FULL, &mut stack);
    let mut cells = Vec::with_capacity(windows);
    for (i, &a) in g.iter().enumerate() {
        for &b in &g[i + 1..] {
            let asp = aspiration_with(tree, Window { alpha: a, beta: b }, &full.counts, &mut stack);
            cells.push(SweepCell {
                alpha: a,
                beta: b,
                outcome: asp.outcome,
                total_positions: asp.total_positions,
                total_terminals: asp.total_terminals,
            });
        }
    }
    Ok(Sweep {
        grid: g,
        value: full.value,
        full_window_positions: full.counts.positions,
        full_window_terminals: full.counts.terminals,
        cells,
    })
}

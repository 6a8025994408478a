//! Runs as plain data keyed by Dewey coordinates: what the CLI prints as JSON and what the
//! wasm bindings hand to JavaScript. Infinite bounds serialize as "-inf" / "+inf".

use crate::aspiration::{self, Outcome};
use crate::score::Score;
use crate::search::{CutoffKind, Event, Procedure, Run, Status, Window};
use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// A cutoff for people: at `at`, after successor `after`, the successors `skipped` (Dewey)
/// were not examined.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CutoffReport {
    pub at: String,
    pub after: u32,
    pub skipped: Vec<String>,
    pub kind: CutoffKind,
}

/// Per examined position: the window it was called with and the value returned there.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VisitReport {
    pub at: String,
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
}

/// One trace event with Dewey coordinates.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventReport {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub at: String,
    /// enter: the window; cutoff: m and beta.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alpha: Option<Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beta: Option<Score>,
    /// terminal: f(p); leave: the value returned; update: t; cutoff: m.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Score>,
    /// update: the old m.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old_m: Option<Score>,
    /// update: the successor that gave t; cutoff: the successors skipped.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cutoff: Option<CutoffKind>,
    /// cutoff: the ancestor whose m supplied beta (absent when beta is the root window's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
}

/// The aspiration fields of an F2 run with a window other than (-inf, +inf).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AspirationReport {
    pub outcome: Outcome,
    pub research_alpha: Option<Score>,
    pub research_beta: Option<Score>,
    pub research_value: Option<Score>,
    pub research_positions_examined: u64,
    pub research_terminals_examined: u64,
    pub total_positions_examined: u64,
    pub total_terminals_examined: u64,
    pub full_window_positions_examined: u64,
    pub full_window_terminals_examined: u64,
    /// F(root), after the re-search.
    pub final_value: Score,
}

/// Everything about one run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunReport {
    pub procedure: Procedure,
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
    pub exact: bool,
    pub terminals_examined: u64,
    pub positions_examined: u64,
    pub per_level: Vec<u64>,
    pub shallow_cutoffs: u64,
    pub deep_cutoffs: u64,
    pub window_cutoffs: u64,
    pub examined: Vec<String>,
    pub cutoffs: Vec<CutoffReport>,
    pub pv: Vec<String>,
    pub visits: Vec<VisitReport>,
    /// Per position in breadth-first id order: "examined", "shallow", "deep" or "window".
    pub status: Vec<&'static str>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub aspiration: Option<AspirationReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<EventReport>>,
}

/// The bytes the Dewey strings of all positions take together, in O(positions) time (a
/// name is its parent's, a dot, and its successor number): O(depth²) for a path, so callers
/// check it before naming every position.
pub fn name_bytes(tree: &Tree) -> u64 {
    let n = tree.len();
    let mut len = vec![0u64; n];
    let mut total = 0u64;
    for p in 1..n as NodeId {
        let q = tree.parent(p).expect("every position but the root has a parent");
        let index = (p - tree.child(q, 0) + 1) as u64;
        let digits = index.ilog10() as u64 + 1;
        len[p as usize] = len[q as usize] + u64::from(q != tree.root()) + digits;
        total = total.saturating_add(len[p as usize]);
    }
    total
}

/// Dewey strings for every position, indexed by id.
pub fn dewey_names(tree: &Tree) -> Vec<String> {
    (0..tree.len() as NodeId).map(|p| tree.dewey(p).to_string()).collect()
}

fn kind_name(s: Status) -> &'static str {
    match s {
        Status::Examined => "examined",
        Status::Cut(CutoffKind::Shallow) => "shallow",
        Status::Cut(CutoffKind::Deep) => "deep",
        Status::Cut(CutoffKind::Window) => "window",
    }
}

/// Runs `procedure` and reports it; an F2 run with a window other than (-inf, +inf) also
/// carries the aspiration outcome and re-search (section 4).
pub fn report(tree: &Tree, procedure: Procedure, window: Window, trace: bool) -> RunReport {
    let names = dewey_names(tree);
    let run = crate::search::run(tree, procedure, window, trace);
    let aspiration = (procedure == Procedure::F2 && run.window != Window::FULL).then(|| {
        let a = aspiration::aspiration(tree, run.window).expect("the window was validated");
        AspirationReport {
            outcome: a.outcome,
            research_alpha: a.research.as_ref().map(|r| r.window.alpha),
            research_beta: a.research.as_ref().map(|r| r.window.beta),
            research_value: a.research.as_ref().map(|r| r.value),
            research_positions_examined: a.research.as_ref().map_or(0, |r| r.counts.positions),
            research_terminals_examined: a.research.as_ref().map_or(0, |r| r.counts.terminals),
            total_positions_examined: a.total_positions,
            total_terminals_examined: a.total_terminals,
            full_window_positions_examined: a.full_window_positions,
            full_window_terminals_examined: a.full_window_terminals,
            final_value: a.value,
        }
    });
    from_run(tree, &names, &run, aspiration)
}

fn from_run(tree: &Tree, names: &[String], run: &Run, aspiration: Option<AspirationReport>) -> RunReport {
    let name = |p: NodeId| names[p as usize].clone();
    let cutoffs = run
        .cutoffs
        .iter()
        .map(|c| CutoffReport {
            at: name(c.at),
            after: c.after,
            skipped: (c.after..c.after + c.skipped).map(|i| name(tree.child(c.at, i))).collect(),
            kind: c.kind,
        })
        .collect();
    let visits = run
        .examined
        .iter()
        .map(|&p| {
            let v = run.visits[p as usize].expect("examined positions have a visit");
            VisitReport { at: name(p), alpha: v.alpha, beta: v.beta, value: v.value }
        })
        .collect();
    let trace = run.trace.as_ref().map(|t| t.iter().map(|e| event(tree, names, e)).collect());
    RunReport {
        procedure: run.procedure,
        alpha: run.window.alpha,
        beta: run.window.beta,
        value: run.value,
        exact: run.exact,
        terminals_examined: run.counts.terminals,
        positions_examined: run.counts.positions,
        per_level: run.counts.per_level.clone(),
        shallow_cutoffs: run.counts.shallow_cutoffs,
        deep_cutoffs: run.counts.deep_cutoffs,
        window_cutoffs: run.counts.window_cutoffs,
        examined: run.examined.iter().map(|&p| name(p)).collect(),
        cutoffs,
        pv: run.pv.iter().map(|&p| name(p)).collect(),
        visits,
        status: run.status(tree).into_iter().map(kind_name).collect(),
        aspiration,
        trace,
    }
}

fn event(tree: &Tree, names: &[String], e: &Event) -> EventReport {
    let name = |p: NodeId| names[p as usize].clone();
    let base = |kind, at| EventReport {
        kind,
        at: name(at),
        alpha: None,
        beta: None,
        value: None,
        old_m: None,
        positions: Vec::new(),
        cutoff: None,
        from: None,
    };
    match *e {
        Event::Enter { at, alpha, beta } => EventReport { alpha: Some(alpha), beta: Some(beta), ..base("enter", at) },
        Event::Terminal { at, f } => EventReport { value: Some(f), ..base("terminal", at) },
        Event::Update { at, child, t, old_m } => {
            EventReport { value: Some(t), old_m: Some(old_m), positions: vec![name(child)], ..base("update", at) }
        }
        Event::Cutoff { at, after, kind, from, m, beta } => EventReport {
            value: Some(m),
            beta: Some(beta),
            positions: (after..tree.degree(at)).map(|i| name(tree.child(at, i))).collect(),
            cutoff: Some(kind),
            from: from.map(|level| {
                let mut q = at;
                while tree.depth(q) > level {
                    q = tree.parent(q).expect("an ancestor on that level");
                }
                name(q)
            }),
            ..base("cutoff", at)
        },
        Event::Leave { at, value } => EventReport { value: Some(value), ..base("leave", at) },
    }
}

//! Knuth & Moore's runs as plain data keyed by Dewey coordinates: what the CLI prints as JSON
//! and what the wasm `search()` hands to JavaScript. Built from the catalogue's
//! [`Record`] (which computes everything: cutoffs' skipped successors, statuses, the
//! aspiration re-search), only renamed. Infinite bounds serialize as "-inf" / "+inf".

use crate::aspiration::Outcome;
use crate::procedures::{self, Kind, Options};
use crate::record::{CutKind, KmEvent, Record, Status, Trace, Value};
use crate::score::Score;
use crate::search::{CutoffKind, Procedure, Window};
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

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Examined => "examined",
        Status::Cut(CutKind::Deep) => "deep",
        Status::Cut(CutKind::Window) => "window",
        // K&M leave nothing unreached (every position not examined lies below a cutoff).
        _ => "shallow",
    }
}

fn km_kind(k: CutKind) -> CutoffKind {
    match k {
        CutKind::Deep => CutoffKind::Deep,
        CutKind::Window => CutoffKind::Window,
        _ => CutoffKind::Shallow,
    }
}

/// A record's value as a score (K&M's values are integers or infinite).
fn score(v: Value) -> Score {
    Score::from_f64(v.get()).unwrap_or(Score::NEG_INF)
}

/// Runs `procedure` and reports it with Dewey names: the catalogue's [`Record`] renamed. An
/// F2 run with a window other than (-inf, +inf) also carries the aspiration outcome and
/// re-search (section 4). `window` must satisfy alpha < beta ([`Window::new`]); the
/// callers check it (a window built otherwise is a programming error and panics).
pub fn report(tree: &Tree, procedure: Procedure, window: Window, trace: bool) -> RunReport {
    let names = dewey_names(tree);
    let options = Options { trace, analysis: true, ..Options::default() }.with_window(window);
    let r = procedures::entry(Kind::Km(procedure)).run(tree, &options).expect("a K&M run with a window cannot fail");
    from_record(&names, procedure, &r)
}

fn from_record(names: &[String], procedure: Procedure, r: &Record) -> RunReport {
    let name = |p: NodeId| names[p as usize].clone();
    let by_kind = |k| r.counts.by_kind.get(&k).copied().unwrap_or(0);
    let aspiration = r.aspiration.as_ref().map(|a| AspirationReport {
        outcome: a.outcome,
        research_alpha: a.research.as_ref().map(|x| x.alpha),
        research_beta: a.research.as_ref().map(|x| x.beta),
        research_value: a.research.as_ref().map(|x| x.value),
        research_positions_examined: a.research.as_ref().map_or(0, |x| x.positions),
        research_terminals_examined: a.research.as_ref().map_or(0, |x| x.terminals),
        total_positions_examined: a.total_positions,
        total_terminals_examined: a.total_terminals,
        full_window_positions_examined: a.full_window_positions,
        full_window_terminals_examined: a.full_window_terminals,
        final_value: a.value,
    });
    let trace = match &r.trace {
        Some(Trace::Km(events)) => Some(events.iter().map(|e| event(names, e)).collect()),
        _ => None,
    };
    RunReport {
        procedure,
        alpha: r.alpha,
        beta: r.beta,
        value: score(r.value),
        exact: r.exact,
        terminals_examined: r.counts.terminals,
        positions_examined: r.counts.positions,
        per_level: r.counts.per_level.clone(),
        shallow_cutoffs: by_kind(CutKind::Shallow),
        deep_cutoffs: by_kind(CutKind::Deep),
        window_cutoffs: by_kind(CutKind::Window),
        examined: r.visits.iter().map(|v| name(v.at)).collect(),
        cutoffs: r
            .cutoffs
            .iter()
            .map(|c| CutoffReport {
                at: name(c.at),
                after: c.after,
                skipped: c.skipped.iter().map(|&q| name(q)).collect(),
                kind: km_kind(c.kind),
            })
            .collect(),
        pv: r.pv.iter().map(|&p| name(p)).collect(),
        visits: r
            .visits
            .iter()
            .map(|v| VisitReport { at: name(v.at), alpha: score(v.alpha), beta: score(v.beta), value: score(v.value) })
            .collect(),
        status: r.status.iter().map(|&s| status_name(s)).collect(),
        aspiration,
        trace,
    }
}

fn event(names: &[String], e: &KmEvent) -> EventReport {
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
    match e {
        &KmEvent::Enter { at, alpha, beta, .. } => {
            EventReport { alpha: Some(alpha), beta: Some(beta), ..base("enter", at) }
        }
        &KmEvent::Terminal { at, f } => EventReport { value: Some(f), ..base("terminal", at) },
        &KmEvent::Update { at, child, t, old_m } => {
            EventReport { value: Some(t), old_m: Some(old_m), positions: vec![name(child)], ..base("update", at) }
        }
        KmEvent::Cutoff { at, kind, from, m, beta, skipped, .. } => EventReport {
            value: Some(*m),
            beta: Some(*beta),
            positions: skipped.iter().map(|&q| name(q)).collect(),
            cutoff: Some(*kind),
            from: from.map(name),
            ..base("cutoff", *at)
        },
        &KmEvent::Leave { at, value, .. } => EventReport { value: Some(value), ..base("leave", at) },
        &KmEvent::Research { at, child, t, alpha, beta } => EventReport {
            alpha: Some(alpha),
            beta: Some(beta),
            value: Some(t),
            positions: vec![name(child)],
            ..base("research", at)
        },
        &KmEvent::Recall { at, value } => EventReport { value: Some(value), ..base("recall", at) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_bytes_is_the_length_of_all_dewey_names() {
        for text in ["7", "(1,2)", "((3,1,4),(1,5,9),(2,6,5))", "(((((((((((1,2,3,4,5,6,7,8,9,10,11,12)))))))))),1)"] {
            let t = crate::notation::parse(text).unwrap();
            let want: usize = dewey_names(&t).iter().map(String::len).sum();
            assert_eq!(name_bytes(&t), want as u64, "{text}");
        }
        let t = crate::examples::pi_tree();
        assert_eq!(name_bytes(&t), dewey_names(&t).iter().map(|s| s.len() as u64).sum::<u64>());
    }
}

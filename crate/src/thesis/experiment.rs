//! The experiment of the thesis' chapter 3: every procedure on N trees of every size, kind
//! (uniform, nonuniform) and value scheme, with averages laid out as its Tables II–XVIII
//! ("average number of leaf nodes created") and rankings in the notation of its Table I.
//!
//! Ranking notation (§3.6): `(S1, S2, ...)` lists procedures from best (fewest) to worst;
//! procedures in brackets, `[S2, S3]`, did equally well. Here "equally" means exactly the
//! same total over the trees, and a bracket lists its members in the order in which the
//! thesis names them (SSS*, PVS, PAB, Scout, AB, BB; the variants next to their kin), so
//! its "(SSS*, [PVS, PAB, Scout, AB], BB)" comes out as printed there.
//!
//! Every tree has its own seed, [`tree_seed`]: the base seed, the kind, the size, the scheme
//! and the tree's number mixed by SplitMix64, so one cell or one tree can be re-run alone
//! and adding cells to a grid does not change the others.

use super::models::{FanOut, ModelSpec, Scheme, TreeKind};
use super::{search, Options, ThesisProc};
use crate::error::Result;
use crate::search::f0;
use serde::Serialize;
use std::fmt;

/// The 24 tree sizes (w, d) of the thesis (§3.2).
#[rustfmt::skip]
pub const THESIS_SIZES: [(u32, u32); 24] = [
    (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (8, 2), (10, 2), (24, 2),
    (2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (8, 3), (10, 3),
    (2, 4), (3, 4), (4, 4), (5, 4),
    (2, 5), (3, 5), (4, 5),
    (2, 6), (3, 6),
];

/// What to run.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GridSpec {
    pub kinds: Vec<TreeKind>,
    /// (w, d) pairs, in row order.
    pub sizes: Vec<(u32, u32)>,
    pub schemes: Vec<Scheme>,
    /// Trees per cell (the thesis: 50).
    pub trees: u32,
    pub seed: u64,
    /// The columns, in order (the thesis: AB, BB, PAB, Scout, PVS, SSS*).
    pub procedures: Vec<ThesisProc>,
    /// The readings; `unit` is set per tree from the model.
    pub options: Options,
    pub fan_out: FanOut,
    /// Rankings use the sizes of at least this depth (Table I: 4).
    pub rank_min_depth: u32,
}

impl GridSpec {
    /// The thesis' whole grid: 2 kinds × 24 sizes × 8 schemes × 50 trees, its six
    /// procedures.
    pub fn thesis(seed: u64) -> GridSpec {
        GridSpec {
            kinds: vec![TreeKind::Uniform, TreeKind::Nonuniform],
            sizes: THESIS_SIZES.to_vec(),
            schemes: Scheme::THESIS.to_vec(),
            trees: 50,
            seed,
            procedures: ThesisProc::THESIS_SIX.to_vec(),
            options: Options::default(),
            fan_out: FanOut::default(),
            rank_min_depth: 4,
        }
    }
}

/// SplitMix64's finalizer.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of tree number `i` (0-based) of a cell.
pub fn tree_seed(base: u64, kind: TreeKind, w: u32, d: u32, scheme: Scheme, i: u32) -> u64 {
    let kind = match kind {
        TreeKind::Uniform => 1,
        TreeKind::Nonuniform => 2,
    };
    [kind, w as u64, d as u64, scheme.code(), i as u64]
        .iter()
        .fold(mix(base), |h, &x| mix(h.wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_add(x)))
}

/// One procedure's totals over the trees of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProcTotals {
    pub procedure: ThesisProc,
    pub leaves_created: u64,
    pub nodes_created: u64,
    pub node_visits: u64,
    pub leaf_visits: u64,
    pub static_evaluations: u64,
    /// Trees on which the procedure's root value differed from F0's (only possible with a
    /// literal reading of PVS).
    pub wrong_values: u64,
}

/// The thesis' measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    LeavesCreated,
    NodesCreated,
    NodeVisits,
    LeafVisits,
    StaticEvaluations,
}

impl Measure {
    fn of(self, t: &ProcTotals) -> u64 {
        match self {
            Measure::LeavesCreated => t.leaves_created,
            Measure::NodesCreated => t.nodes_created,
            Measure::NodeVisits => t.node_visits,
            Measure::LeafVisits => t.leaf_visits,
            Measure::StaticEvaluations => t.static_evaluations,
        }
    }
    /// As in the thesis' captions.
    pub fn title(self) -> &'static str {
        match self {
            Measure::LeavesCreated => "Average number of leaf nodes created",
            Measure::NodesCreated => "Average number of all nodes created",
            Measure::NodeVisits => "Average number of node-visits",
            Measure::LeafVisits => "Average number of leaf node-visits",
            Measure::StaticEvaluations => "Average number of static evaluations",
        }
    }
}

/// One cell: a kind, a size and a scheme.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GridCell {
    pub kind: TreeKind,
    pub w: u32,
    pub d: u32,
    pub scheme: Scheme,
    pub trees: u32,
    /// One entry per procedure, in the spec's column order.
    pub totals: Vec<ProcTotals>,
}

impl GridCell {
    /// "U(3,6)".
    pub fn size_label(&self) -> String {
        format!("{}({},{})", self.kind.letter(), self.w, self.d)
    }
    pub fn total(&self, procedure: ThesisProc, measure: Measure) -> Option<u64> {
        self.totals.iter().find(|t| t.procedure == procedure).map(|t| measure.of(t))
    }
    /// The average over the cell's trees.
    pub fn average(&self, procedure: ThesisProc, measure: Measure) -> Option<f64> {
        self.total(procedure, measure).map(|t| t as f64 / self.trees.max(1) as f64)
    }
}

/// Everything the grid produced, as data.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GridResult {
    pub spec: GridSpec,
    /// Kinds × schemes × sizes, in the spec's orders (kind slowest, size fastest).
    pub cells: Vec<GridCell>,
}

/// The most trees per cell: 10,000 (the thesis: 50, about a second for the whole grid; so
/// 10,000 take minutes, and `--trees 4294967295` would have run for years).
pub const MAX_GRID_TREES: u32 = 10_000;

/// Runs the grid: for every kind, scheme and size, `spec.trees` trees, every procedure on
/// each (with the tree's own unit), checked against F0. At most [`MAX_GRID_TREES`] trees.
pub fn grid_experiment(spec: &GridSpec) -> Result<GridResult> {
    if spec.trees > MAX_GRID_TREES {
        return Err(crate::error::Error::limit(format!(
            "at most {MAX_GRID_TREES} trees per cell (got {}): use fewer trees",
            spec.trees
        )));
    }
    let mut cells = Vec::new();
    for &kind in &spec.kinds {
        for &scheme in &spec.schemes {
            for &(w, d) in &spec.sizes {
                let model = ModelSpec { kind, w, d, scheme, fan_out: spec.fan_out };
                let mut totals: Vec<ProcTotals> = spec
                    .procedures
                    .iter()
                    .map(|&procedure| ProcTotals {
                        procedure,
                        leaves_created: 0,
                        nodes_created: 0,
                        node_visits: 0,
                        leaf_visits: 0,
                        static_evaluations: 0,
                        wrong_values: 0,
                    })
                    .collect();
                for i in 0..spec.trees {
                    let m = model.generate(tree_seed(spec.seed, kind, w, d, scheme, i))?;
                    let truth = f0(&m.tree, &mut ());
                    let options = spec.options.with_unit(m.unit);
                    for t in &mut totals {
                        let out = search(&m.tree, t.procedure, &options, &mut ());
                        let c = out.counters;
                        t.leaves_created += c.leaves_created;
                        t.nodes_created += c.nodes_created;
                        t.node_visits += c.node_visits;
                        t.leaf_visits += c.leaf_visits;
                        t.static_evaluations += c.static_evaluations;
                        t.wrong_values += (out.value != truth) as u64;
                    }
                }
                cells.push(GridCell { kind, w, d, scheme, trees: spec.trees, totals });
            }
        }
    }
    Ok(GridResult { spec: spec.clone(), cells })
}

/// A ranking in the thesis' notation: groups from best to worst, ties within a group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ranking(pub Vec<Vec<ThesisProc>>);

impl Ranking {
    /// The order in which the thesis lists procedures that tie.
    const NAMING_ORDER: [ThesisProc; 10] = [
        ThesisProc::Sss,
        ThesisProc::Pvs,
        ThesisProc::Palphabeta,
        ThesisProc::Scout,
        ThesisProc::ScoutPearl,
        ThesisProc::ScoutCm,
        ThesisProc::ScoutTestm,
        ThesisProc::Alphabeta,
        ThesisProc::Falphabeta,
        ThesisProc::BranchAndBound,
    ];

    /// Ranks `(procedure, total)` pairs: fewest first; equal totals form a bracket.
    pub fn from_totals(totals: &[(ThesisProc, u64)]) -> Ranking {
        let naming = |p: &ThesisProc| Ranking::NAMING_ORDER.iter().position(|q| q == p);
        let mut v: Vec<(ThesisProc, u64)> = totals.to_vec();
        v.sort_by(|a, b| a.1.cmp(&b.1).then(naming(&a.0).cmp(&naming(&b.0))));
        let mut groups: Vec<(u64, Vec<ThesisProc>)> = Vec::new();
        for (p, t) in v {
            match groups.last_mut() {
                Some((g, members)) if *g == t => members.push(p),
                _ => groups.push((t, vec![p])),
            }
        }
        Ranking(groups.into_iter().map(|(_, m)| m).collect())
    }
}

impl fmt::Display for Ranking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|g| {
                let names: Vec<&str> = g.iter().map(|p| p.abbrev()).collect();
                if g.len() == 1 {
                    names[0].to_string()
                } else {
                    format!("[{}]", names.join(", "))
                }
            })
            .collect();
        write!(f, "({})", parts.join(", "))
    }
}

/// A table as data: a caption, a header and rows of text cells (numbers already
/// formatted), plus notes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub notes: Vec<String>,
}

impl Table {
    /// A GitHub-flavoured markdown table under a bold caption.
    pub fn to_markdown(&self) -> String {
        let mut s = format!("**{}**\n\n", self.title);
        s.push_str(&format!("| {} |\n", self.header.join(" | ")));
        let rule: Vec<&str> =
            self.header.iter().enumerate().map(|(i, _)| if i == 0 { "---" } else { "---:" }).collect();
        s.push_str(&format!("|{}|\n", rule.join("|")));
        for r in &self.rows {
            s.push_str(&format!("| {} |\n", r.join(" | ")));
        }
        for n in &self.notes {
            s.push_str(&format!("\n{n}\n"));
        }
        s
    }

    /// Plain text in the thesis' layout: a left column, right-aligned columns.
    pub fn to_text(&self) -> String {
        let cols = self.header.len();
        let mut width = vec![0usize; cols];
        for r in std::iter::once(&self.header).chain(&self.rows) {
            for (i, c) in r.iter().enumerate().take(cols) {
                width[i] = width[i].max(c.chars().count());
            }
        }
        let line = |r: &Vec<String>| {
            let mut s = String::new();
            for (i, c) in r.iter().enumerate().take(cols) {
                let pad = width[i] - c.chars().count();
                if i == 0 {
                    s.push_str(c);
                    s.push_str(&" ".repeat(pad));
                } else {
                    s.push_str(&" ".repeat(pad + 3));
                    s.push_str(c);
                }
            }
            s.trim_end().to_string()
        };
        let mut s = format!("{}\n", self.title);
        s.push_str(&line(&self.header));
        s.push('\n');
        for r in &self.rows {
            s.push_str(&line(r));
            s.push('\n');
        }
        for n in &self.notes {
            s.push_str(n);
            s.push('\n');
        }
        s
    }
}

impl GridResult {
    fn cells_of(&self, kind: TreeKind, scheme: Scheme) -> impl Iterator<Item = &GridCell> {
        self.cells.iter().filter(move |c| c.kind == kind && c.scheme == scheme)
    }

    /// One table in the layout of Tables III–XVIII: a row per size, a column per procedure,
    /// averages with two decimals.
    pub fn table(&self, kind: TreeKind, scheme: Scheme, measure: Measure) -> Table {
        let procs = &self.spec.procedures;
        let mut header = vec!["Treesize".to_string()];
        header.extend(procs.iter().map(|p| p.abbrev().to_string()));
        let mut rows = Vec::new();
        let mut notes = Vec::new();
        for c in self.cells_of(kind, scheme) {
            let mut row = vec![c.size_label()];
            row.extend(procs.iter().map(|&p| c.average(p, measure).map_or("-".into(), |a| format!("{a:.2}"))));
            rows.push(row);
            for t in c.totals.iter().filter(|t| t.wrong_values > 0) {
                notes.push(format!(
                    "{}: {} returned a wrong root value on {} of {} trees.",
                    c.size_label(),
                    t.procedure.abbrev(),
                    t.wrong_values,
                    c.trees
                ));
            }
        }
        let title = format!(
            "{} for {} trees with {} static-values assignment ({} trees per size).",
            measure.title(),
            kind.name(),
            scheme.title(),
            self.spec.trees
        );
        Table { title, header, rows, notes }
    }

    /// [`GridResult::table`] for every kind and scheme, in the spec's order.
    pub fn tables(&self, measure: Measure) -> Vec<Table> {
        let mut v = Vec::new();
        for &k in &self.spec.kinds {
            for &s in &self.spec.schemes {
                v.push(self.table(k, s, measure));
            }
        }
        v
    }

    /// The ranking of one case (a kind and a scheme) by `measure`, over the sizes of depth
    /// at least `spec.rank_min_depth`; `None` when there are none.
    pub fn ranking(&self, kind: TreeKind, scheme: Scheme, measure: Measure) -> Option<Ranking> {
        let cells: Vec<&GridCell> = self.cells_of(kind, scheme).filter(|c| c.d >= self.spec.rank_min_depth).collect();
        if cells.is_empty() {
            return None;
        }
        let totals: Vec<(ThesisProc, u64)> = self
            .spec
            .procedures
            .iter()
            .map(|&p| (p, cells.iter().map(|c| c.total(p, measure).unwrap_or(0)).sum()))
            .collect();
        Some(Ranking::from_totals(&totals))
    }

    /// Table I's layout: case, tree, scheme, ranking.
    pub fn ranking_table(&self, measure: Measure) -> Table {
        let mut rows = Vec::new();
        let mut case = 0;
        for &k in &self.spec.kinds {
            for &s in &self.spec.schemes {
                case += 1;
                let r = self.ranking(k, s, measure).map_or("-".to_string(), |r| r.to_string());
                rows.push(vec![case.to_string(), k.name().to_string(), s.title(), r]);
            }
        }
        let title = format!(
            "Ranking of pruning strategies under the criterion of {} for trees of depth >= {}.",
            match measure {
                Measure::LeavesCreated => "leaf nodes created",
                Measure::NodesCreated => "all nodes created",
                Measure::NodeVisits => "node-visits",
                Measure::LeafVisits => "leaf node-visits",
                Measure::StaticEvaluations => "static evaluations",
            },
            self.spec.rank_min_depth
        );
        let notes = vec!["(S1, S2, ...): best to worst; [Si, Sj]: equally good.".to_string()];
        Table { title, header: vec!["Case".into(), "Tree".into(), "Scheme".into(), "Ranking".into()], rows, notes }
    }

    /// The ranking (all nodes created, as Table I) and every leaf-node table, as markdown.
    pub fn to_markdown(&self) -> String {
        let mut parts = vec![self.ranking_table(Measure::NodesCreated).to_markdown()];
        parts.extend(self.tables(Measure::LeavesCreated).iter().map(Table::to_markdown));
        parts.join("\n")
    }

    /// The same as plain text.
    pub fn to_text(&self) -> String {
        let mut parts = vec![self.ranking_table(Measure::NodesCreated).to_text()];
        parts.extend(self.tables(Measure::LeavesCreated).iter().map(Table::to_text));
        parts.join("\n")
    }
}

//! Practice on UCT, in the core: the moment an exercise shows (the search tree after some
//! iterations of a seeded run, and what the next iteration does), the two tasks' answers
//! ("which successors does selection choose next?" — UCB1 computed from the N and W shown;
//! "what are N and W after this backpropagation?"), the check of an answer position by
//! position, and three mistakes that the checker recognises in an answer
//! ([`MctsMistake`]: the perspective error, exploitation only, visits and rewards swapped).
//!
//! The right answers come from the same rules the search runs ([`super::selection`],
//! [`super::backpropagation`]; Browne et al. 2012, Algorithm 2): a test checks that the
//! selection this module computes from the statistics is the path the run then takes.

use super::backpropagation::units_at;
use super::expansion::first_unvisited;
pub use super::mistake::MctsMistake;
use super::options::{Options, ValueRange};
use super::search::Uct;
use super::selection::ucb1_exact;
use super::stats::Stats;
use super::trace::Step;
pub use crate::chance::given::Given;
use crate::chance::Exact;
use crate::tree::{NodeId, Tree};
use crate::{Error, Result};

/// What an exercise shows: the statistics after `shown` iterations, and the next iteration.
#[derive(Debug, Clone)]
pub struct Moment {
    pub shown: u64,
    pub stats: Stats,
    pub range: ValueRange,
    pub c: f64,
    /// The iteration after the ones shown (its selection is the select task's answer; its
    /// path and reward are given in the backpropagation task).
    pub next: Step,
}

impl Moment {
    /// The positions the next iteration backs its reward up through: the root, the
    /// positions selected, and the one expanded.
    pub fn path(&self, tree: &Tree) -> Vec<NodeId> {
        std::iter::once(tree.root()).chain(self.next.selected.iter().copied()).chain(self.next.expanded).collect()
    }

    /// The next iteration's reward to Max as a fraction `(units, denominator)`.
    pub fn reward(&self, tree: &Tree) -> (u64, u64) {
        self.range.units(tree.value(self.next.leaf))
    }
}

/// The moment after `shown` iterations of UCT with `options` (its `iterations` is ignored).
pub fn moment(tree: &Tree, options: &Options, shown: u64) -> Result<Moment> {
    let o = Options { iterations: shown.saturating_add(1), trace: false, ..*options };
    let mut uct = Uct::new(tree, &o)?;
    for _ in 0..shown {
        uct.iterate_untraced();
    }
    let stats = uct.stats().clone();
    let range = uct.range();
    let next = uct.iterate();
    Ok(Moment { shown, stats, range, c: options.c, next })
}

/// The positions selection chooses from the statistics, from a successor of the root down,
/// until a position with a successor not yet in the search tree (expansion's) or a terminal:
/// by UCB1 (`None`), or as `mistake` chooses. [`MctsMistake::Swapped`] is a backpropagation
/// mistake and selects as UCB1 does.
pub fn selection(tree: &Tree, m: &Moment, mistake: Option<MctsMistake>) -> Vec<NodeId> {
    let (_, den) = m.range.units(m.range.lower);
    let c = if mistake == Some(MctsMistake::ExploitOnly) { 0.0 } else { m.c };
    let mut p = tree.root();
    let mut path = Vec::new();
    while !tree.is_terminal(p) && first_unvisited(tree, &m.stats, p).is_none() {
        let parent_n = m.stats.get(p).map_or(0, |s| s.n);
        // The perspective error at a Min position: Max's reward sum, N·1 - W, maximised.
        let flip = mistake == Some(MctsMistake::Perspective) && !tree.is_max(p);
        let mut best = (tree.child(p, 0), f64::NEG_INFINITY);
        for q in tree.children(p) {
            let s = m.stats.get(q).unwrap_or_default();
            let units = if flip { u128::from(den) * u128::from(s.n) - s.units } else { s.units };
            let v = ucb1_exact(units, den, s.n, parent_n, c);
            if v > best.1 {
                best = (q, v);
            }
        }
        p = best.0;
        path.push(p);
    }
    path
}

/// N and W of a position after a backpropagation, exactly (W in the standpoint of the
/// player who moves at the position's parent).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NW {
    pub n: Exact,
    pub w: Exact,
}

/// N and W of every position on the next iteration's path after its backpropagation: by
/// Algorithm 2's BACKUP with the reward per standpoint (`None`), or as `mistake` backs up.
pub fn backup(tree: &Tree, m: &Moment, mistake: Option<MctsMistake>) -> Result<Vec<(NodeId, NW)>> {
    let (units, den) = m.reward(tree);
    let path = m.path(tree);
    path.iter()
        .map(|&p| {
            let s = m.stats.get(p).unwrap_or_default();
            let n = Exact::integer(s.n as i64);
            let w = ratio(s.units, den)?;
            let own = match mistake {
                Some(MctsMistake::Perspective) => units,
                _ => units_at(tree, p, units, den),
            };
            let r = ratio(u128::from(own), den)?;
            let after = match mistake {
                Some(MctsMistake::Swapped) => NW { n: n.add(r)?, w: w.add(Exact::integer(1))? },
                _ => NW { n: n.add(Exact::integer(1))?, w: w.add(r)? },
            };
            Ok((p, after))
        })
        .collect()
}

fn ratio(units: u128, den: u64) -> Result<Exact> {
    let u = i64::try_from(units).map_err(|_| crate::chance::exact::overflow())?;
    Exact::ratio(u, den as i64)
}

/// One position's verdict in the select task: the i-th position of the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepVerdict {
    pub expected: Option<NodeId>,
    pub given: Option<NodeId>,
}

impl StepVerdict {
    pub fn ok(&self) -> bool {
        self.expected == self.given
    }
}

/// The feedback on an answer: per position, the score, and the mistakes that give exactly
/// this answer where it is wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct Feedback<V> {
    pub verdicts: Vec<V>,
    /// Right entries, less wrong ones, floored at 0 (as every practice task scores).
    pub score: usize,
    pub total: usize,
    pub explained_by: Vec<MctsMistake>,
}

impl<V> Feedback<V> {
    pub fn correct(&self) -> bool {
        self.score == self.total
    }
}

/// Checks the path of positions selection chooses next. A choice after a wrong one does not
/// count as right: it is made below a position UCB1 did not choose.
pub fn check_selection(tree: &Tree, m: &Moment, given: &[NodeId]) -> Feedback<StepVerdict> {
    let expected = selection(tree, m, None);
    let len = expected.len().max(given.len());
    let verdicts: Vec<StepVerdict> =
        (0..len).map(|i| StepVerdict { expected: expected.get(i).copied(), given: given.get(i).copied() }).collect();
    let right = verdicts.iter().take_while(|v| v.ok()).count();
    let wrong = verdicts.iter().filter(|v| v.given.is_some() && !v.ok()).count();
    let mut explained_by = Vec::new();
    if !given.is_empty() && given != expected.as_slice() {
        for k in [MctsMistake::Perspective, MctsMistake::ExploitOnly] {
            if selection(tree, m, Some(k)) == given {
                explained_by.push(k);
            }
        }
    }
    Feedback { verdicts, score: right.saturating_sub(wrong), total: expected.len(), explained_by }
}

/// One position's verdict in the backpropagation task.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NWVerdict {
    pub at: NodeId,
    pub expected: NW,
    pub n: Option<Given>,
    pub w: Option<Given>,
}

impl NWVerdict {
    pub fn n_ok(&self) -> bool {
        self.n.is_some_and(|g| g.matches(self.expected.n))
    }
    pub fn w_ok(&self) -> bool {
        self.w.is_some_and(|g| g.matches(self.expected.w))
    }
}

/// Checks N and W given for the positions of the path (`answer`: position, N, W; a
/// position left out or a number missing is missed). Each N and each W is one entry; a
/// position not on the path is refused (an error naming it).
pub fn check_backup(
    tree: &Tree,
    m: &Moment,
    answer: &[(NodeId, Option<Given>, Option<Given>)],
) -> Result<Feedback<NWVerdict>> {
    let expected = backup(tree, m, None)?;
    if let Some(&(p, ..)) = answer.iter().find(|(p, ..)| !expected.iter().any(|(q, _)| q == p)) {
        return Err(Error::procedure(format!(
            "position '{}' is not on the path of this backpropagation",
            tree.dewey(p)
        )));
    }
    let given = |p: NodeId| answer.iter().find(|(q, ..)| *q == p).map(|&(_, n, w)| (n, w)).unwrap_or((None, None));
    let verdicts: Vec<NWVerdict> = expected
        .iter()
        .map(|&(at, e)| {
            let (n, w) = given(at);
            NWVerdict { at, expected: e, n, w }
        })
        .collect();
    let right = verdicts.iter().map(|v| usize::from(v.n_ok()) + usize::from(v.w_ok())).sum::<usize>();
    let wrong = verdicts
        .iter()
        .map(|v| usize::from(v.n.is_some() && !v.n_ok()) + usize::from(v.w.is_some() && !v.w_ok()))
        .sum::<usize>();
    let mut explained_by = Vec::new();
    // A mistake explains an answer only where the answer says something: every number given.
    let complete = verdicts.iter().all(|v| v.n.is_some() && v.w.is_some());
    if complete && right < 2 * verdicts.len() {
        for k in [MctsMistake::Perspective, MctsMistake::Swapped] {
            let theirs = backup(tree, m, Some(k))?;
            let same = verdicts
                .iter()
                .zip(&theirs)
                .all(|(v, (_, t))| v.n.is_some_and(|g| g.matches(t.n)) && v.w.is_some_and(|g| g.matches(t.w)));
            if same {
                explained_by.push(k);
            }
        }
    }
    Ok(Feedback { verdicts, score: right.saturating_sub(wrong), total: 2 * expected.len(), explained_by })
}

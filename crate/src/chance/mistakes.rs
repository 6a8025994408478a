//! Practice on chance trees, in the core: the two tasks ("the values of the chance
//! positions"; "mark the terminals Star1 does not evaluate, leaf values in [L, U]"), the
//! checking of an answer position by position, and three mistakes that the checker
//! recognises in an answer: a chance position valued as if Min moved there, the
//! probabilities ignored (the plain average), and Star1's bounds that forget the outcomes not
//! yet searched (Ballard 1983's bounds give them L and U; the mistake gives them nothing).

use super::exact::Exact;
pub use super::mistake::ChanceMistake;
use super::range::LeafRange;
use super::run;
use super::ChanceProc;
use crate::tree::{NodeId, Tree};
use crate::Result;

/// The value of every chance position from Max's standpoint, by breadth-first id: correct
/// (`None`), or as a mistake of valuing computes it.
pub fn chance_values(tree: &Tree, mistake: Option<ChanceMistake>) -> Result<Vec<(NodeId, Exact)>> {
    let mut v = vec![Exact::ZERO; tree.len()];
    for p in (0..tree.len() as NodeId).rev() {
        let kids = || tree.children(p).map(|c| v[c as usize]);
        v[p as usize] = if tree.is_terminal(p) {
            Exact::integer(tree.value(p))
        } else if tree.is_chance(p) {
            match mistake {
                Some(ChanceMistake::AsMin) => kids().min().expect("a successor"),
                Some(ChanceMistake::PlainAverage) => {
                    let sum = kids().try_fold(Exact::ZERO, |s, x| s.add(x))?;
                    sum.mul(Exact::ratio(1, tree.degree(p) as i64)?)?
                }
                _ => {
                    let mut s = Exact::ZERO;
                    for c in tree.children(p) {
                        s = s.add(v[c as usize].times(tree.probability(c))?)?;
                    }
                    s
                }
            }
        } else if tree.is_max(p) {
            kids().max().expect("a successor")
        } else {
            kids().min().expect("a successor")
        };
    }
    Ok((0..tree.len() as NodeId).filter(|&p| tree.is_chance(p)).map(|p| (p, v[p as usize])).collect())
}

/// The terminals Star1 does not evaluate with the full window and the leaf range: correct
/// (`None`), or with [`ChanceMistake::ForgetsUnseenMass`].
pub fn star1_skipped(tree: &Tree, range: Option<LeafRange>, mistake: Option<ChanceMistake>) -> Result<Vec<NodeId>> {
    let range = LeafRange::for_tree(range, tree)?;
    let r = run::run_with(tree, ChanceProc::Star1, Exact::NEG_INF, Exact::INF, range, false, mistake, None)?;
    Ok((0..tree.len() as NodeId).filter(|&p| tree.is_terminal(p) && !r.examined[p as usize]).collect())
}

/// One chance position's verdict.
#[derive(Debug, Clone, PartialEq)]
pub struct ValueVerdict {
    pub at: NodeId,
    pub given: Option<Exact>,
    pub correct: Exact,
}

impl ValueVerdict {
    pub fn ok(&self) -> bool {
        self.given == Some(self.correct)
    }
}

/// The feedback on an answer: per position, and the mistakes whose answer it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Feedback<V> {
    pub verdicts: Vec<V>,
    /// The mistakes that give exactly this answer where it differs from the correct one.
    pub explained_by: Vec<ChanceMistake>,
}

/// Checks the values given for the chance positions (Max's standpoint).
pub fn check_values(tree: &Tree, answer: &[(NodeId, Exact)]) -> Result<Feedback<ValueVerdict>> {
    let given = |p: NodeId| answer.iter().find(|(q, _)| *q == p).map(|&(_, v)| v);
    let correct = chance_values(tree, None)?;
    let verdicts: Vec<ValueVerdict> =
        correct.iter().map(|&(at, c)| ValueVerdict { at, given: given(at), correct: c }).collect();
    let mut explained_by = Vec::new();
    if verdicts.iter().any(|v| !v.ok()) {
        for m in [ChanceMistake::AsMin, ChanceMistake::PlainAverage] {
            if chance_values(tree, Some(m))?.iter().all(|&(at, w)| given(at) == Some(w)) {
                explained_by.push(m);
            }
        }
    }
    Ok(Feedback { verdicts, explained_by })
}

/// A terminal's verdict: whether the answer marks it as not evaluated, and whether Star1
/// evaluates it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeafVerdict {
    pub at: NodeId,
    pub marked: bool,
    pub skipped: bool,
}

impl LeafVerdict {
    pub fn ok(&self) -> bool {
        self.marked == self.skipped
    }
}

/// Checks the terminals marked as not evaluated by Star1 (full window, the leaf range).
pub fn check_skipped(tree: &Tree, range: Option<LeafRange>, marked: &[NodeId]) -> Result<Feedback<LeafVerdict>> {
    let skipped = star1_skipped(tree, range, None)?;
    let verdicts: Vec<LeafVerdict> = (0..tree.len() as NodeId)
        .filter(|&p| tree.is_terminal(p))
        .map(|at| LeafVerdict { at, marked: marked.contains(&at), skipped: skipped.contains(&at) })
        .collect();
    let mut explained_by = Vec::new();
    if verdicts.iter().any(|v| !v.ok()) {
        let mut wrong = star1_skipped(tree, range, Some(ChanceMistake::ForgetsUnseenMass))?;
        let mut m = marked.to_vec();
        wrong.sort_unstable();
        m.sort_unstable();
        m.dedup();
        if wrong == m {
            explained_by.push(ChanceMistake::ForgetsUnseenMass);
        }
    }
    Ok(Feedback { verdicts, explained_by })
}

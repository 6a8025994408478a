//! The ordering puzzle: reorder successors so that F2(root, -inf, +inf) examines as few
//! terminal positions as possible, against K&M Corollary 3's minimum (uniform trees),
//! perfect ordering (Theorem 1: F2 then examines exactly the critical positions) and the
//! best achievable.
//!
//! The best achievable is computed exactly. K&M's F2 starts m at alpha and returns m, so a
//! call F2(p, alpha, beta) returns max(alpha, min(F(p), beta)) whatever the order of the
//! successors below p ((9) with m never leaving [alpha, beta]). The cost of a subtree under
//! a window therefore depends only on that subtree's ordering, and F2 calls each position
//! at most once, so the cheapest ordering is a recursion over (position, window): try every
//! order of p's successors, each successor costing its own cheapest. Degrees are small in
//! exercises (at most 4! orders); the work is bounded ([`MAX_WORK`]).

use super::answer::OrderAnswer;
use super::feedback::{Check, OrderDetail, Verdict};
use super::message::Message;
use super::wording::name;
use super::Task;
use crate::analysis::minimal_terminals;
use crate::error::{Error, Result};
use crate::generate::{negamax_values, reorder, Reorder};
use crate::score::Score;
use crate::search::{self, Procedure, Window};
use crate::tree::{NodeId, Tree};
use std::collections::HashMap;

/// The largest tree the puzzle takes.
pub const MAX_POSITIONS: usize = 4096;
/// The largest degree (5! = 120 orders per position).
pub const MAX_DEGREE: u32 = 5;
/// The greatest height (the optimum recurses once per level).
pub const MAX_HEIGHT: u32 = 12;
/// The most (position, window, order) steps the optimum may take.
pub const MAX_WORK: u64 = 20_000_000;

fn window_clamp(f: i64, alpha: Score, beta: Score) -> Score {
    Score::new(f).max(alpha).min(beta)
}

/// The cheapest orders of every subtree under a window.
struct Optimum<'a> {
    tree: &'a Tree,
    f: Vec<i64>,
    memo: HashMap<(NodeId, Score, Score), (u64, Vec<u32>)>,
    work: u64,
}

fn permutations(d: u32) -> Vec<Vec<u32>> {
    let mut out = vec![Vec::new()];
    for k in 0..d {
        let mut next = Vec::new();
        for p in &out {
            for pos in 0..=k as usize {
                let mut q = p.clone();
                q.insert(pos, k);
                next.push(q);
            }
        }
        out = next;
    }
    out.sort();
    out
}

impl Optimum<'_> {
    /// The fewest terminals F2(p, alpha, beta) examines, and an order of p's successors
    /// (0-based indices) achieving it.
    fn best(&mut self, p: NodeId, alpha: Score, beta: Score) -> Result<u64> {
        if self.tree.is_terminal(p) {
            return Ok(1);
        }
        if let Some((c, _)) = self.memo.get(&(p, alpha, beta)) {
            return Ok(*c);
        }
        let mut best: Option<(u64, Vec<u32>)> = None;
        for perm in permutations(self.tree.degree(p)) {
            let c = self.cost(p, alpha, beta, &perm, best.as_ref().map(|b| b.0))?;
            if best.as_ref().is_none_or(|b| c < b.0) {
                best = Some((c, perm));
            }
        }
        let best = best.expect("an interior position has an order");
        let c = best.0;
        self.memo.insert((p, alpha, beta), best);
        Ok(c)
    }

    /// F2(p, alpha, beta)'s terminals with p's successors in `perm` and the cheapest orders
    /// below (stops early once it exceeds `cap`).
    fn cost(&mut self, p: NodeId, alpha: Score, beta: Score, perm: &[u32], cap: Option<u64>) -> Result<u64> {
        let mut m = alpha;
        let mut total = 0;
        for &i in perm {
            self.work += 1;
            if self.work > MAX_WORK {
                return Err(Error::limit(format!(
                    "the best ordering takes more than {MAX_WORK} steps on this tree: use a smaller one"
                )));
            }
            let c = self.tree.child(p, i);
            total += self.best(c, -beta, -m)?;
            if cap.is_some_and(|cap| total >= cap) {
                return Ok(total);
            }
            let t = -window_clamp(self.f[c as usize], -beta, -m);
            if t > m {
                m = t;
            }
            if m >= beta {
                break;
            }
        }
        Ok(total)
    }
}

fn check_size(tree: &Tree) -> Result<()> {
    let d = (0..tree.len() as NodeId).map(|p| tree.degree(p)).max().unwrap_or(0);
    if tree.len() > MAX_POSITIONS || d > MAX_DEGREE || tree.height() > MAX_HEIGHT {
        return Err(Error::limit(format!(
            "the ordering puzzle takes trees of at most {MAX_POSITIONS} positions, degree {MAX_DEGREE} and height \
             {MAX_HEIGHT} (this one: {} positions, degree {d}, height {})",
            tree.len(),
            tree.height()
        )));
    }
    Ok(())
}

/// The student's order per position id (0-based successor indices), from the answer.
fn orders(tree: &Tree, answer: &OrderAnswer) -> Result<Vec<Vec<u32>>> {
    let mut out: Vec<Vec<u32>> = (0..tree.len() as NodeId).map(|p| (0..tree.degree(p)).collect()).collect();
    for (k, perm) in &answer.order {
        let p = tree.position(k).map_err(|e| Error::position(format!("order[\"{k}\"]: {e}")))?;
        let d = tree.degree(p);
        if d == 0 {
            return Err(Error::position(format!("order[\"{k}\"]: the position is terminal: no successors to order")));
        }
        let mut seen = vec![false; d as usize];
        for &i in perm {
            if i == 0 || i > d || seen[i as usize - 1] {
                return Err(Error::position(format!(
                    "order[\"{k}\"]: {perm:?} is not an order of the successors 1..{d} (each once)"
                )));
            }
            seen[i as usize - 1] = true;
        }
        if perm.len() != d as usize {
            return Err(Error::position(format!(
                "order[\"{k}\"]: {perm:?} is not an order of the successors 1..{d} (each once)"
            )));
        }
        out[p as usize] = perm.iter().map(|i| i - 1).collect();
    }
    Ok(out)
}

/// `tree` with the student's order applied.
pub fn apply(tree: &Tree, answer: &OrderAnswer) -> Result<Tree> {
    let o = orders(tree, answer)?;
    let ids: Vec<Vec<NodeId>> =
        (0..tree.len() as NodeId).map(|p| o[p as usize].iter().map(|&i| tree.child(p, i)).collect()).collect();
    Ok(crate::generate::reorder::rebuild(tree, |p| &ids[p as usize][..]))
}

fn terminals(tree: &Tree) -> u64 {
    search::run(tree, Procedure::F2, Window::FULL, false).counts.terminals
}

/// The expected answer: an order achieving the best count, for the positions F2 examines
/// with it (the others keep their order).
pub fn expected(tree: &Tree) -> Result<OrderAnswer> {
    check_size(tree)?;
    let mut opt = Optimum { tree, f: negamax_values(tree), memo: HashMap::new(), work: 0 };
    opt.best(tree.root(), Score::NEG_INF, Score::INF)?;
    let mut a = OrderAnswer::default();
    let mut stack = vec![(tree.root(), Score::NEG_INF, Score::INF)];
    while let Some((p, alpha, beta)) = stack.pop() {
        if tree.is_terminal(p) {
            continue;
        }
        let perm = opt.memo[&(p, alpha, beta)].1.clone();
        a.order.insert(tree.dewey(p).to_string(), perm.iter().map(|i| i + 1).collect());
        let mut m = alpha;
        for &i in &perm {
            let c = tree.child(p, i);
            stack.push((c, -beta, -m));
            let t = -window_clamp(opt.f[c as usize], -beta, -m);
            m = m.max(t);
            if m >= beta {
                break;
            }
        }
    }
    Ok(a)
}

pub fn check(tree: &Tree, answer: &OrderAnswer) -> Result<Check> {
    check_size(tree)?;
    let o = orders(tree, answer)?;
    let mut opt = Optimum { tree, f: negamax_values(tree), memo: HashMap::new(), work: 0 };
    let best = opt.best(tree.root(), Score::NEG_INF, Score::INF)?;
    let mut c = Check::new(Task::Order);
    // Walk F2's calls under the student's order; at each interior position compare the
    // student's order (with the cheapest orders below) with the cheapest.
    let mut stack = vec![(tree.root(), Score::NEG_INF, Score::INF)];
    let mut visits = Vec::new();
    while let Some((p, alpha, beta)) = stack.pop() {
        if tree.is_terminal(p) {
            continue;
        }
        visits.push((p, alpha, beta));
        let mut m = alpha;
        for &i in o[p as usize].iter() {
            let ch = tree.child(p, i);
            stack.push((ch, -beta, -m));
            m = m.max(-window_clamp(opt.f[ch as usize], -beta, -m));
            if m >= beta {
                break;
            }
        }
    }
    let rank = super::marks::preorder_rank(tree);
    visits.sort_by_key(|v| rank[v.0 as usize]);
    for (p, alpha, beta) in visits {
        let here = name(tree, p);
        let least = opt.best(p, alpha, beta)?;
        let mine = opt.cost(p, alpha, beta, &o[p as usize], None)?;
        if mine <= least {
            let m = Message::new("practice-fb-order-right")
                .position("at", tree, p)
                .value("alpha", alpha)
                .value("beta", beta)
                .number("least", least as i64);
            c.item(tree, p, true, Verdict::Right, (format!(
                "At {here} (window ({alpha}, {beta})) your order is as good as any: {least} terminals below it with the best orders further down."
            ), m));
        } else {
            let better: Vec<u32> = opt.memo[&(p, alpha, beta)].1.iter().map(|i| i + 1).collect();
            let m = Message::new("practice-fb-order-wrong")
                .position("at", tree, p)
                .value("alpha", alpha)
                .value("beta", beta)
                .number("mine", mine as i64)
                .text("better", format!("{better:?}"))
                .number("least", least as i64);
            c.item(tree, p, true, Verdict::Wrong, (format!(
                "At {here} (window ({alpha}, {beta})) your order costs {mine} terminals below it even with the best orders further down; the successors in the order {better:?} cost {least}."
            ), m));
        }
    }
    let mine = terminals(&apply(tree, answer)?);
    let original = terminals(tree);
    c.order = Some(OrderDetail {
        terminals: mine,
        original,
        best_first: terminals(&reorder(tree, Reorder::BestFirst)),
        best,
        corollary3: tree.uniform_shape().and_then(|(d, h)| minimal_terminals(d as u64, h)),
    });
    c.correct = mine == best;
    // The points are the terminals the student's order saves against the order given, of
    // the most any order saves: leaving the tree as it is earns nothing, and a worse order
    // nothing either, however many positions it happens to order well. (Per position, a worse
    // order makes F2 visit more positions, so counting them would pay for it.)
    let most = original.saturating_sub(best);
    c.total = most as u32;
    c.score = original.saturating_sub(mine).min(most) as u32;
    Ok(c)
}

/// Whether F2 on `tree` as it is already examines the fewest terminals any ordering allows:
/// then the ordering puzzle has nothing to ask.
pub fn already_best(tree: &Tree) -> Result<bool> {
    check_size(tree)?;
    let mut opt = Optimum { tree, f: negamax_values(tree), memo: HashMap::new(), work: 0 };
    Ok(opt.best(tree.root(), Score::NEG_INF, Score::INF)? == terminals(tree))
}

/// The puzzle's tree from a generated one: `tree` itself when F2 on it examines more than
/// the fewest terminals; otherwise (a best-first tree, or a random one that happens to be
/// best ordered) the first interior position in tree order whose successors, turned round,
/// leave something to improve has them turned round; failing that, the successors of every
/// position are shuffled from `seed` (a few tries). Only a tree on which every order costs
/// the same (all its values tied) stays as it is. Deterministic in `tree` and `seed`.
pub fn unsolved(tree: Tree, seed: u64) -> Result<Tree> {
    if !already_best(&tree)? {
        return Ok(tree);
    }
    for p in tree.preorder().filter(|&p| !tree.is_terminal(p)) {
        let mut turn = OrderAnswer::default();
        turn.order.insert(tree.dewey(p).to_string(), (1..=tree.degree(p)).rev().collect());
        let t = apply(&tree, &turn)?;
        if !already_best(&t)? {
            return Ok(t);
        }
    }
    for k in 0..8u64 {
        let t = reorder(&tree, Reorder::Shuffle { seed: seed.wrapping_add(k) });
        if !already_best(&t)? {
            return Ok(t);
        }
    }
    Ok(tree)
}

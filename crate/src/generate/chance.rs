//! Regular *-minimax trees (Ballard 1983: the players alternate, a chance event between
//! their moves): Max, chance, Min, chance, ..., then the terminals, each decision position
//! with `degree` successors and each chance position with `outcomes` outcomes, equally
//! likely or with random probabilities; terminal values independent uniform integers in
//! [lo, hi]; the decision positions' successors in random order, best first or worst first.
//! Seeded: the same parameters give the same tree everywhere.

use super::SeededRng;
use crate::chance::Exact;
use crate::error::{Error, Result};
use crate::probability::Probability;
use crate::tree::{Content, Limits, NodeId, Tree};

/// The probabilities of a chance position's outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Odds {
    /// 1/n each.
    Uniform,
    /// Weights 1..=9 drawn independently, each outcome's probability its weight over their sum
    /// (exact fractions with small denominators).
    Random,
}

/// The order of a decision position's successors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// As generated.
    Random,
    /// The best for the player to move first (by expectiminimax value): Ballard's optimal
    /// ordering.
    Best,
    /// The worst first.
    Worst,
}

/// The parameters of a regular *-minimax tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChanceSpec {
    /// Decision levels (moves); a chance level lies between two of them. 2 gives
    /// Max, chance, Min, terminals.
    pub plies: u32,
    pub degree: u32,
    pub outcomes: u32,
    pub odds: Odds,
    pub lo: i64,
    pub hi: i64,
    pub order: Order,
    pub seed: u64,
}

impl Default for ChanceSpec {
    fn default() -> ChanceSpec {
        ChanceSpec {
            plies: 3,
            degree: 2,
            outcomes: 2,
            odds: Odds::Uniform,
            lo: -9,
            hi: 9,
            order: Order::Random,
            seed: 1,
        }
    }
}

impl std::str::FromStr for Odds {
    type Err = Error;
    fn from_str(s: &str) -> Result<Odds> {
        match s.trim() {
            "uniform" => Ok(Odds::Uniform),
            "random" => Ok(Odds::Random),
            _ => Err(Error::generator(format!("probabilities: '{s}' is not uniform or random"))),
        }
    }
}

impl std::str::FromStr for Order {
    type Err = Error;
    fn from_str(s: &str) -> Result<Order> {
        match s.trim() {
            "random" => Ok(Order::Random),
            "best" | "best-first" => Ok(Order::Best),
            "worst" | "worst-first" => Ok(Order::Worst),
            _ => Err(Error::generator(format!("order: '{s}' is not random, best or worst"))),
        }
    }
}

/// A regular *-minimax tree ([`ChanceSpec`]).
pub fn chance(spec: &ChanceSpec, limits: Limits) -> Result<Tree> {
    if spec.plies == 0 || spec.degree == 0 || spec.outcomes == 0 {
        return Err(Error::generator("plies, degree and outcomes must each be at least 1".into()));
    }
    if spec.lo > spec.hi || spec.lo.abs() > crate::MAX_VALUE || spec.hi.abs() > crate::MAX_VALUE {
        return Err(Error::generator(format!("the value range [{}, {}] needs lo <= hi", spec.lo, spec.hi)));
    }
    let mut rng = SeededRng::new(spec.seed);
    // Levels 0, 2, 4, ... are decision positions, 1, 3, ... chance positions; the terminals
    // lie on level 2 * plies - 1.
    let last = 2 * spec.plies - 1;
    let tree = Tree::build(0u32, limits, |level, _, buf| {
        if level == last {
            return Ok(Content::Terminal(rng.range_i64(spec.lo, spec.hi)));
        }
        let n = if level % 2 == 0 { spec.degree } else { spec.outcomes };
        buf.extend(std::iter::repeat_n(level + 1, n as usize));
        Ok(Content::Interior)
    })?;
    let n = tree.len();
    let mut is_chance = vec![false; n];
    let mut prob = vec![Probability::ONE; n];
    let mut start = 0usize;
    for (level, &size) in tree.level_sizes().iter().enumerate() {
        if level % 2 == 1 && level as u32 != last {
            for (p, chance) in is_chance.iter_mut().enumerate().skip(start).take(size as usize) {
                *chance = true;
                let outcomes: Vec<NodeId> = tree.children(p as NodeId).collect();
                let weights: Vec<u64> = match spec.odds {
                    Odds::Uniform => vec![1; outcomes.len()],
                    Odds::Random => outcomes.iter().map(|_| 1 + rng.below(9)).collect(),
                };
                let total: u64 = weights.iter().sum();
                for (&c, &w) in outcomes.iter().zip(&weights) {
                    prob[c as usize] = Probability::new(w, total).map_err(Error::generator)?;
                }
            }
        }
        start += size as usize;
    }
    let tree = tree.with_chance(is_chance, prob)?;
    match spec.order {
        Order::Random => Ok(tree),
        Order::Best | Order::Worst => ordered(&tree, spec.order == Order::Best, limits),
    }
}

/// Expectiminimax values from Max's standpoint, per position (exact).
pub fn max_values(tree: &Tree) -> Result<Vec<Exact>> {
    let mut v = vec![Exact::ZERO; tree.len()];
    for p in (0..tree.len() as NodeId).rev() {
        v[p as usize] = if tree.is_terminal(p) {
            Exact::integer(tree.value(p))
        } else if tree.is_chance(p) {
            let mut s = Exact::ZERO;
            for c in tree.children(p) {
                s = s.add(v[c as usize].times(tree.probability(c))?)?;
            }
            s
        } else if tree.is_max(p) {
            tree.children(p).map(|c| v[c as usize]).max().expect("a successor")
        } else {
            tree.children(p).map(|c| v[c as usize]).min().expect("a successor")
        };
    }
    Ok(v)
}

/// The tree with every decision position's successors best first (or worst first) for the
/// player to move; chance positions keep their outcomes' order and probabilities.
fn ordered(tree: &Tree, best: bool, limits: Limits) -> Result<Tree> {
    let v = max_values(tree)?;
    let mut old_of_new: Vec<NodeId> = Vec::with_capacity(tree.len());
    let t = Tree::build(tree.root(), limits, |p, _, buf| {
        old_of_new.push(p);
        if tree.is_terminal(p) {
            return Ok(Content::Terminal(tree.value(p)));
        }
        let start = buf.len();
        buf.extend(tree.children(p));
        if !tree.is_chance(p) {
            // Max wants the largest first, Min the smallest.
            let first_large = tree.is_max(p) == best;
            buf[start..].sort_by(|&a, &b| {
                let o = v[a as usize].cmp(&v[b as usize]);
                if first_large {
                    o.reverse()
                } else {
                    o
                }
            });
        }
        Ok(Content::Interior)
    })?;
    let is_chance = old_of_new.iter().map(|&p| tree.is_chance(p)).collect();
    let prob = old_of_new.iter().map(|&p| tree.probability(p)).collect();
    t.with_chance(is_chance, prob)
}

//! Random shapes: leaves at mixed depths, degrees that vary. Values i.i.d. uniform in
//! [lo, hi]. Both generators draw breadth first (in id order): for each position first
//! whether it is terminal, then its value or its number of successors.

use super::{check_range, SeededRng};
use crate::error::{Error, ErrorMessage as Message, Result};
use crate::tree::{Content, Limits, Tree};

/// `nonuniform` (K&M Corollary 2's model): a position on level j < `height` is nonterminal
/// with probability `q[j]`, and a nonterminal position on level j has `mean_degree[j]`
/// successors on average; a position on level `height` is always terminal. The last entry
/// of `q` and of `mean_degree` repeats for deeper levels. The root (level 0) is terminal
/// with probability 1 - `q[0]`.
///
/// Degree distribution: for mean m >= 1, the two-point distribution on floor(m) and
/// ceil(m) with P(ceil(m)) = m - floor(m). Its mean is m and its variance the smallest
/// possible for integers; sampling it needs only a comparison (no exp or log, whose last
/// bits may differ between platforms' math libraries). An integer m gives exactly m
/// successors, so `q = [1]` and `mean_degree = [d]` give the uniform tree.
pub fn nonuniform(
    height: u32,
    q: &[f64],
    mean_degree: &[f64],
    lo: i64,
    hi: i64,
    seed: u64,
    limits: Limits,
) -> Result<Tree> {
    check_range(lo, hi)?;
    if q.is_empty() {
        return Err(Error::generator("q needs at least one probability".into()).said(Message::new("e-g-no-q")));
    }
    if mean_degree.is_empty() {
        return Err(Error::generator("the mean degree needs at least one value".into()));
    }
    for (j, &p) in q.iter().enumerate() {
        if !(0.0..=1.0).contains(&p) {
            return Err(Error::generator(format!("q must be in [0, 1] (got {p} for level {j})"))
                .said(Message::new("e-g-q").text("q", &p.to_string()).number("level", j as i64)));
        }
    }
    for (j, &m) in mean_degree.iter().enumerate() {
        if !(1.0..=u32::MAX as f64).contains(&m) {
            return Err(Error::generator(format!("a mean degree must be at least 1 (got {m} for level {j})"))
                .said(Message::new("e-g-mean").text("mean", &m.to_string()).number("level", j as i64)));
        }
    }
    if height as usize > limits.max_depth {
        return Err(too_deep(limits, "height", height));
    }
    let at = |v: &[f64], j: u32| v[(j as usize).min(v.len() - 1)];
    let mut rng = SeededRng::new(seed);
    let mut positions = 1usize;
    Tree::build((), limits, |(), depth, buf| {
        if depth == height || !rng.chance(at(q, depth)) {
            return Ok(Content::Terminal(rng.range_i64(lo, hi)));
        }
        let m = at(mean_degree, depth);
        let k = m.floor();
        let degree = if rng.chance(m - k) { k as u32 + 1 } else { k as u32 };
        positions = positions.saturating_add(degree as usize);
        if positions > limits.max_positions {
            return Err(Error::limit(format!(
                "the tree would have more than {} positions (the limit): lower the height, q or the mean degree",
                limits.max_positions
            ))
            .said(Message::new("e-g-shape-many").number("max", limits.max_positions as i64)));
        }
        buf.extend(std::iter::repeat_n((), degree as usize));
        Ok(Content::Interior)
    })
}

/// Probability that a non-root position above `max_depth` is terminal in [`random_shape`].
pub const RANDOM_SHAPE_TERMINAL_PROBABILITY: f64 = 1.0 / 3.0;

/// `random-shape`: every nonterminal position has 1..=`max_degree` successors, uniformly;
/// a position on level `max_depth` is terminal, the root is not (unless max_depth = 0), and
/// every other position is terminal with probability 1/3
/// ([`RANDOM_SHAPE_TERMINAL_PROBABILITY`]). Expected successors per position on the next
/// level: (2/3) (max_degree + 1) / 2, so max_degree 4 gives bushy but small trees.
pub fn random_shape(max_degree: u32, max_depth: u32, lo: i64, hi: i64, seed: u64, limits: Limits) -> Result<Tree> {
    check_range(lo, hi)?;
    if max_degree == 0 && max_depth > 0 {
        return Err(
            Error::generator("the maximum degree must be at least 1".into()).said(Message::new("e-g-max-degree"))
        );
    }
    if max_depth as usize > limits.max_depth {
        return Err(too_deep(limits, "maximum depth", max_depth));
    }
    let mut rng = SeededRng::new(seed);
    // Counted before the successors are pushed: a degree of 4 billion is refused at once.
    let mut positions = 1usize;
    Tree::build((), limits, |(), depth, buf| {
        let terminal = depth == max_depth || (depth > 0 && rng.chance(RANDOM_SHAPE_TERMINAL_PROBABILITY));
        if terminal {
            return Ok(Content::Terminal(rng.range_i64(lo, hi)));
        }
        let degree = 1 + rng.below(max_degree as u64) as usize;
        positions = positions.saturating_add(degree);
        if positions > limits.max_positions {
            return Err(Error::limit(format!(
                "the tree would have more than {} positions (the limit): lower the maximum degree or depth",
                limits.max_positions
            ))
            .said(Message::new("e-g-random-many").number("max", limits.max_positions as i64)));
        }
        buf.extend(std::iter::repeat_n((), degree));
        Ok(Content::Interior)
    })
}

fn too_deep(limits: Limits, name: &str, value: u32) -> Error {
    // The page words the two fields apart (a language declines "height" and "maximum depth"
    // in its own way): one message each.
    let id = if name == "height" { "e-g-deep-height" } else { "e-g-deep-max-depth" };
    Error::limit(format!(
        "the tree would be deeper than {} levels ({name} {value}; the limit): lower the {name}",
        limits.max_depth
    ))
    .said(Message::new(id).number("max", limits.max_depth as i64).number("value", value as i64))
}

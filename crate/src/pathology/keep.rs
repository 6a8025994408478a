//! The chance that a drawn tree of Nau's games is kept by the decision experiment (§5.3,
//! p. 143: the root must have a forced-win son and a forced-loss son), computed exactly, so
//! that a run whose trees would almost never be kept is refused at once instead of failing
//! after minutes of redraws ([`super::experiment::MAX_DRAWS`] per sample).
//!
//! The root's w sons are independent (their subtrees share no random number), so with q
//! the probability that a son is a forced win and r = 1 - q that it is a forced loss,
//! P(kept) = 1 - q^w - r^w. q comes from the terminals up, level by level: a Max position
//! (even level) is a forced win when some son is, 1 - (1 - x)^w, a Min position when every
//! son is, x^w (as [`super::p0`]). In the Pearl-game the terminals are wins with
//! probability p0, independently. In the incremental game a terminal's value depends on its
//! path's sum s, so the recursion runs per (level, s): given s, the sons' own ±1 are
//! independent, a son having s + 1 with probability ps and s - 1 otherwise.
//!
//! Both the win and the loss probabilities are carried, each computed by the form that
//! keeps its relative precision (`1 - (1 - x)^w` as `-expm1(w ln1p(-x))`), so that
//! p0 = 1e-12 gives P(kept) near 1e-12 rather than 0 or a rounding error.

use super::games::Game;

/// A position's (P(forced win), P(forced loss)) from its sons' (each the same, independent).
fn up(width: u32, level: u32, (win, loss): (f64, f64)) -> (f64, f64) {
    let w = width as i32;
    let some = |x: f64| -(width as f64 * (-x).ln_1p()).exp_m1();
    if level.is_multiple_of(2) {
        (some(win), loss.powi(w))
    } else {
        (win.powi(w), some(loss))
    }
}

/// P(at least one win and at least one loss among w independent sons), each a win with
/// probability q and a loss with r = 1 - q: 1 - q^w - r^w, from the smaller of the two.
fn both(width: u32, (q, r): (f64, f64)) -> f64 {
    let w = width as i32;
    let small = q.min(r);
    // 1 - (the larger)^w = 1 - (1 - small)^w, accurately; minus small^w.
    (-(width as f64 * (-small).ln_1p()).exp_m1() - small.powi(w)).max(0.0)
}

/// The probability that a drawn tree of `game` (width w, terminal level t >= 1) is kept, for
/// Nau's games with probability `p` (p0 or ps); None for the dependent schemes, whose
/// trees are kept unless all the root's sons tie.
pub fn keep_probability(game: Game, width: u32, terminal_level: u32, p: f64) -> Option<f64> {
    let t = terminal_level;
    match game {
        Game::Pearl => {
            let mut x = (p, 1.0 - p);
            for level in (1..t).rev() {
                x = up(width, level, x);
            }
            Some(both(width, x))
        }
        Game::Incremental => {
            // x[s + t]: a position's (win, loss) given its path sum s, on the current level.
            let n = 2 * t as usize + 1;
            let mut x: Vec<(f64, f64)> = (0..n).map(|i| if i > t as usize { (1.0, 0.0) } else { (0.0, 1.0) }).collect();
            for level in (1..t).rev() {
                let below = x.clone();
                for (i, slot) in x.iter_mut().enumerate() {
                    // Sums beyond ±level cannot occur here; keep the edges in range.
                    let (hi, lo) = (below[(i + 1).min(n - 1)], below[i.saturating_sub(1)]);
                    let son = (p * hi.0 + (1.0 - p) * lo.0, p * hi.1 + (1.0 - p) * lo.1);
                    *slot = up(width, level, son);
                }
            }
            // A root's son (level 1) has the sum +1 with probability ps, else -1.
            let (plus, minus) = (x[t as usize + 1], x[t as usize - 1]);
            Some(both(width, (p * plus.0 + (1.0 - p) * minus.0, p * plus.1 + (1.0 - p) * minus.1)))
        }
        Game::IntegerDependent | Game::RealDependent => None,
    }
}

/// The probability that at least one of `samples` samples draws `draws` trees in a row
/// without keeping one, when each is kept with probability `keep`: 1 - (1 - (1 - keep)^draws)^samples.
pub fn failure_probability(keep: f64, draws: u64, samples: u64) -> f64 {
    let one = (draws as f64 * (-keep).ln_1p()).exp();
    -(samples as f64 * (-one).ln_1p()).exp_m1()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pathology::games::GameTree;

    /// P(kept) by enumerating every outcome of the tree's random numbers.
    fn brute(game: Game, width: u32, t: u32, p: f64) -> f64 {
        let w = width as usize;
        let nodes: usize = (1..=t).map(|l| w.pow(l)).sum();
        let bits = match game {
            Game::Pearl => w.pow(t),
            _ => nodes,
        };
        let mut total = 0.0;
        for mask in 0u64..1 << bits {
            let bit = |i: usize| mask >> i & 1 == 1;
            let ones = mask.count_ones() as i32;
            let prob = p.powi(ones) * (1.0 - p).powi(bits as i32 - ones);
            let mut tree = GameTree::with_shape(width, t);
            match game {
                Game::Pearl => {
                    for (i, v) in tree.levels[t as usize].iter_mut().enumerate() {
                        *v = i64::from(bit(i));
                    }
                }
                _ => {
                    // Bits level by level; a terminal is 1 when its path sum is > 0.
                    let mut sums = vec![0i64];
                    let mut k = 0;
                    for _ in 1..=t {
                        let mut next = Vec::new();
                        for &s in &sums {
                            for _ in 0..w {
                                next.push(s + if bit(k) { 1 } else { -1 });
                                k += 1;
                            }
                        }
                        sums = next;
                    }
                    for (v, s) in tree.levels[t as usize].iter_mut().zip(&sums) {
                        *v = i64::from(*s > 0);
                    }
                }
            }
            let truth = tree.true_values_of_root_sons();
            if truth.contains(&1) && truth.contains(&0) {
                total += prob;
            }
        }
        total
    }

    #[test]
    fn the_probability_of_a_kept_tree_is_the_enumerated_one() {
        for game in [Game::Pearl, Game::Incremental] {
            for (w, t) in [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)] {
                for p in [0.1, 0.382, 0.5, 0.9] {
                    let got = keep_probability(game, w, t, p).unwrap();
                    let want = brute(game, w, t, p);
                    assert!((got - want).abs() < 1e-12, "{game:?} w {w} t {t} p {p}: {got} vs {want}");
                }
            }
        }
    }

    #[test]
    fn extreme_probabilities_keep_their_precision() {
        // Pearl, t = 1: two terminal sons, kept when they differ: 2 p (1 - p).
        let p = 1e-12;
        let got = keep_probability(Game::Pearl, 2, 1, p).unwrap();
        assert!((got / (2.0 * p * (1.0 - p)) - 1.0).abs() < 1e-9, "{got}");
        let got = keep_probability(Game::Pearl, 2, 1, 1.0 - 1e-12).unwrap();
        assert!(got > 0.0 && got < 1e-11, "{got}");
        // Deeper trees with tiny p0: smaller still, never negative or NaN.
        for t in 1..=20 {
            for p in [1e-300, 1e-12, 1e-3, 0.999, 1.0 - 1e-12] {
                for game in [Game::Pearl, Game::Incremental] {
                    let k = keep_probability(game, 2, t, p).unwrap();
                    assert!((0.0..=1.0).contains(&k), "{game:?} t {t} p {p}: {k}");
                }
            }
        }
        assert!(keep_probability(Game::IntegerDependent, 2, 3, 0.0).is_none());
    }

    #[test]
    fn failure_probability_by_hand() {
        assert_eq!(failure_probability(1.0, 10, 5), 0.0);
        assert_eq!(failure_probability(0.0, 10, 5), 1.0);
        // keep 1/2, 2 draws: a sample fails with 1/4; one of 2 samples with 1 - (3/4)^2.
        assert!((failure_probability(0.5, 2, 2) - 7.0 / 16.0).abs() < 1e-15);
    }
}

//! The Perron root (largest eigenvalue) of a square matrix with positive entries, by power
//! iteration with Collatz-Wielandt bounds.
//!
//! For a matrix A with positive entries and any positive vector x,
//! `min_i (Ax)_i / x_i <= lambda <= max_i (Ax)_i / x_i`, where lambda is the Perron root
//! (Perron's theorem, which the paper leans on for (23) and in the proof of Theorem 5). Power
//! iteration drives both bounds to lambda; we stop when they agree to [`TOLERANCE`], so the
//! answer is bracketed, not merely "converged". Used for r0(d) (matrix (25)) and r*(d)
//! (matrix (41)).

/// The iteration stops once `upper - lower <= TOLERANCE * max(1, upper)` (relative bracket
/// width; for the roots of Table 1, at most 19, that is an absolute width below 4e-13).
pub const TOLERANCE: f64 = 2e-14;

/// What [`Perron::converged`] promises: `upper - lower <= GUARANTEE * max(1, upper)`. If
/// rounding noise keeps the bracket from reaching [`TOLERANCE`] (very large matrices), the
/// iteration stops once the bracket has not narrowed for a while and reports whether this
/// looser width was reached.
pub const GUARANTEE: f64 = 1e-12;

/// The iteration gives up after this many steps.
pub const MAX_ITERATIONS: usize = 100_000;

/// Steps without a narrower bracket after which the iteration stops.
const STAGNATION: usize = 200;

/// The result of [`perron_root`].
#[derive(Debug, Clone, PartialEq)]
pub struct Perron {
    /// The midpoint of the final bracket.
    pub root: f64,
    /// Collatz-Wielandt lower bound `min_i (Ax)_i / x_i` at the last step.
    pub lower: f64,
    /// Collatz-Wielandt upper bound `max_i (Ax)_i / x_i` at the last step.
    pub upper: f64,
    /// The Perron vector, scaled to maximum 1.
    pub vector: Vec<f64>,
    pub iterations: usize,
    pub converged: bool,
}

/// The largest eigenvalue of the square matrix `rows` (every entry must be positive; panics
/// on an empty or non-square matrix or a non-positive entry).
pub fn perron_root(rows: &[Vec<f64>]) -> Perron {
    let n = rows.len();
    assert!(n > 0, "empty matrix");
    assert!(
        rows.iter().all(|r| r.len() == n && r.iter().all(|&a| a > 0.0 && a.is_finite())),
        "the Perron root needs a square matrix with positive entries"
    );
    let mut x = vec![1.0; n];
    let mut y = vec![0.0; n];
    let (mut lower, mut upper) = (0.0, f64::INFINITY);
    let (mut best_width, mut since_best) = (f64::INFINITY, 0);
    let mut iterations = 0;
    while iterations < MAX_ITERATIONS {
        iterations += 1;
        for (yi, row) in y.iter_mut().zip(rows) {
            *yi = row.iter().zip(&x).map(|(a, b)| a * b).sum();
        }
        lower = f64::INFINITY;
        upper = 0.0f64;
        for (yi, xi) in y.iter().zip(&x) {
            let q = yi / xi;
            lower = lower.min(q);
            upper = upper.max(q);
        }
        let top = y.iter().cloned().fold(0.0f64, f64::max);
        for (xi, yi) in x.iter_mut().zip(&y) {
            *xi = yi / top;
        }
        let width = upper - lower;
        if width <= TOLERANCE * upper.max(1.0) {
            break;
        }
        if width < best_width {
            (best_width, since_best) = (width, 0);
        } else {
            since_best += 1;
            if since_best >= STAGNATION {
                break;
            }
        }
    }
    let converged = upper - lower <= GUARANTEE * upper.max(1.0);
    Perron { root: (lower + upper) / 2.0, lower, upper, vector: x, iterations, converged }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_against_the_quadratic_formula() {
        // [[1, 1], [1, 2/3]]: lambda^2 - (5/3) lambda - 1/3 = 0.
        let p = perron_root(&[vec![1.0, 1.0], vec![1.0, 2.0 / 3.0]]);
        let want = (5.0 / 3.0 + (25.0f64 / 9.0 + 4.0 / 3.0).sqrt()) / 2.0;
        assert!(p.converged);
        assert!(p.lower <= want + 1e-15 && want <= p.upper + 1e-15);
        assert!((p.root - want).abs() < 1e-13);
    }

    #[test]
    fn rank_one_and_one_by_one() {
        assert_eq!(perron_root(&[vec![2.5]]).root, 2.5);
        let p = perron_root(&[vec![1.0, 2.0], vec![2.0, 4.0]]);
        assert!((p.root - 5.0).abs() < 1e-13, "{p:?}");
    }
}

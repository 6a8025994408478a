//! The default probability p0 of a terminal 1-position in the Pearl-game (thesis §5.3, p. 143:
//! "values of 1 ... with probabilities p0 and 1 - p0"; the thesis does not print the number).
//!
//! We take the p0 that keeps the probability of a forced win the same at every level of the
//! same parity, as Nau did: the interior fixed point of two minimax steps. A Max node (even
//! level) is a forced win when some son is, P = 1 - (1 - x)^w; a Min node when every son is,
//! P = x^w. For w = 2 the fixed point is (3 - sqrt 5)/2 when the terminal level t is odd (the
//! terminals' fathers are Max nodes) and (sqrt 5 - 1)/2 when t is even.

use crate::error::{Error, Result};

/// P(forced win) of a Max node whose w sons are forced wins with probability x.
pub fn max_node(width: u32, x: f64) -> f64 {
    1.0 - (1.0 - x).powi(width as i32)
}

/// P(forced win) of a Min node whose w sons are forced wins with probability x.
pub fn min_node(width: u32, x: f64) -> f64 {
    x.powi(width as i32)
}

/// The p0 for width w and terminal level t >= 1: the root of F(x) = x in (0, 1), where F is
/// the two levels above the terminals. F(x) < x near 0 and F(x) > x near 1, and F(x) - x has
/// one root inside, found by bisection to full double precision.
pub fn default_p0(width: u32, terminal_level: u32) -> Result<f64> {
    if width < 2 {
        return Err(Error::generator(format!("width must be at least 2, not {width}")));
    }
    if terminal_level == 0 {
        return Err(Error::generator("the terminal level must be at least 1".into()));
    }
    // The terminals' fathers are at level t - 1: Max when t - 1 is even.
    let fathers_are_max = (terminal_level - 1).is_multiple_of(2);
    let two_levels = |x: f64| {
        if fathers_are_max {
            min_node(width, max_node(width, x))
        } else {
            max_node(width, min_node(width, x))
        }
    };
    let (mut lo, mut hi) = (1e-9, 1.0 - 1e-9);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if two_levels(mid) < mid {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-16 {
            break;
        }
    }
    Ok(0.5 * (lo + hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn width_two_is_the_golden_section() {
        let odd = (3.0 - 5f64.sqrt()) / 2.0;
        let even = (5f64.sqrt() - 1.0) / 2.0;
        for t in [1, 3, 5, 7, 13] {
            assert!((default_p0(2, t).unwrap() - odd).abs() < 1e-12, "t = {t}");
        }
        for t in [2, 4, 6, 12] {
            assert!((default_p0(2, t).unwrap() - even).abs() < 1e-12, "t = {t}");
        }
    }

    #[test]
    fn the_probability_of_a_forced_win_repeats_every_two_levels() {
        for w in 2..=8 {
            for t in [5, 6] {
                let p0 = default_p0(w, t).unwrap();
                assert!(p0 > 0.0 && p0 < 1.0);
                let (a, b) = if t % 2 == 1 {
                    let m = max_node(w, p0);
                    (m, min_node(w, m))
                } else {
                    let m = min_node(w, p0);
                    (m, max_node(w, m))
                };
                assert!((b - p0).abs() < 1e-12, "w = {w}, t = {t}: {p0} -> {a} -> {b}");
            }
        }
    }

    #[test]
    fn bad_shapes_are_errors() {
        assert!(default_p0(1, 5).is_err());
        assert!(default_p0(2, 0).is_err());
    }
}

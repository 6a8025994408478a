//! Pearl's error recursion (thesis §5.1, pp. 118-132).
//!
//! A node's state is (err1, err2, p): err1 = P(static value 1 | LOSS), err2 = P(static value
//! 0 | WIN), p = P(WIN), all from the standpoint of the player to move there (negamax: a node
//! is a WIN when some son is a LOSS). One minimax step from level L (the sons) to L - 1 is
//! eq. (1) for width 2 and its general-width form (after Fig. 47):
//!
//! ```text
//! err1_{L-1} = 1 - (1 - err2_L)^w
//! err2_{L-1} = { [(1 - p_L) err1_L + p_L (1 - err2_L)]^w - [p_L (1 - err2_L)]^w } / (1 - p_L^w)
//! p_{L-1}    = 1 - p_L^w
//! ```
//!
//! The OCR of the thesis prints "1 - (1 - err2_L^2)" for err1 and "[1/(1 - p_L)]^w" for the
//! divisor; the forms above are the ones that follow from the definitions (and, for w = 2,
//! give exactly the printed err2 of eq. (1): [(1-p)err1 + 2p(1-err2)] err1 / (1+p)).
//! With terminals at every level (each node terminal with probability q, recognised without
//! error; eq. (3), after Fig. 49):
//!
//! ```text
//! err1_{L-1} = [1 - (1 - err2_L)^w] (1 - q) p_L^w / [1 - (1 - q)(1 - p_L^w)]
//! p_{L-1}    = (1 - q)(1 - p_L^w),   err2_{L-1} as above.
//! ```
//!
//! The decision error of a bi-valued evaluation is ERR = err1 (1 - p) + err2 p (§5.1,
//! after Bratko and Gams).

use crate::error::{Error, ErrorMessage as Message, Result};
use serde::{Deserialize, Serialize};

/// The most levels computed (the recursion is cheap; the bound keeps output finite).
pub const MAX_LEVELS: u32 = 1000;
/// The widest tree.
pub const MAX_WIDTH: u32 = 1000;

/// The leaves' state and the tree's shape.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RecursionParams {
    pub width: u32,
    pub err1: f64,
    pub err2: f64,
    pub p: f64,
    /// N: the leaves' level; rows go from N up to the root (level 0).
    pub levels: u32,
    /// The probability that a node is terminal (eq. (3)); 0 gives eq. (1).
    #[serde(default)]
    pub q: f64,
}

/// The state at one level.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RecursionRow {
    pub level: u32,
    pub err1: f64,
    pub err2: f64,
    pub p: f64,
    #[serde(rename = "ERR")]
    pub err: f64,
}

/// ERR = err1 (1 - p) + err2 p (§5.1).
pub fn decision_error(err1: f64, err2: f64, p: f64) -> f64 {
    err1 * (1.0 - p) + err2 * p
}

fn probability(name: &str, x: f64) -> Result<()> {
    if (0.0..=1.0).contains(&x) {
        Ok(())
    } else {
        Err(Error::generator(format!("{name} must be a probability in [0, 1], not {x}"))
            .said(Message::new("e-path-probability").text("name", name).text("value", &x.to_string())))
    }
}

impl RecursionParams {
    /// Checks the ranges: width 2..=1000, levels 0..=1000, probabilities in [0, 1], q < 1.
    pub fn validate(&self) -> Result<()> {
        if !(2..=MAX_WIDTH).contains(&self.width) {
            return Err(Error::generator(format!("width must be 2 to {MAX_WIDTH}, not {}", self.width)).said(
                Message::new("e-path-width").number("max", MAX_WIDTH as i64).number("width", self.width as i64),
            ));
        }
        if self.levels > MAX_LEVELS {
            return Err(Error::generator(format!("levels must be at most {MAX_LEVELS}, not {}", self.levels)).said(
                Message::new("e-path-levels").number("max", MAX_LEVELS as i64).number("levels", self.levels as i64),
            ));
        }
        probability("err1", self.err1)?;
        probability("err2", self.err2)?;
        probability("p", self.p)?;
        probability("q", self.q)?;
        if self.q >= 1.0 {
            return Err(Error::generator("q must be below 1 (with q = 1 every node is terminal)".into())
                .said(Message::new("e-path-q")));
        }
        Ok(())
    }
}

/// One step from level L to L - 1 (eq. (1) general width, or eq. (3) when q > 0).
pub fn step(width: u32, q: f64, err1: f64, err2: f64, p: f64) -> (f64, f64, f64) {
    let w = width as i32;
    let pw = p.powi(w);
    // err2: with a = (1-p) err1 and b = p (1-err2), (a+b)^w - b^w = a * sum_k (a+b)^k b^(w-1-k)
    // and 1 - p^w = (1-p) * sum_k p^k, so the factor (1-p) cancels exactly. This is the printed
    // quotient without its 0/0 at p = 1 and without cancellation near it.
    let (a, b) = ((1.0 - p) * err1, p * (1.0 - err2));
    let (mut num, mut den) = (0.0, 0.0);
    for k in 0..w {
        num += (a + b).powi(k) * b.powi(w - 1 - k);
        den += p.powi(k);
    }
    let err2_up = err1 * num / den;
    if q == 0.0 {
        (1.0 - (1.0 - err2).powi(w), err2_up, 1.0 - pw)
    } else {
        (err1_with_terminals(width, q, err2, p), err2_up, p_with_terminals(width, q, p))
    }
}

/// eq. (3)'s err1: [1 - (1 - err2)^w] (1 - q) p^w / [1 - (1 - q)(1 - p^w)]; the divisor is
/// at least q, so it is defined for q > 0 (and for q = 0 when p > 0).
fn err1_with_terminals(width: u32, q: f64, err2: f64, p: f64) -> f64 {
    let pw = p.powi(width as i32);
    (1.0 - (1.0 - err2).powi(width as i32)) * (1.0 - q) * pw / (1.0 - (1.0 - q) * (1.0 - pw))
}

/// eq. (3)'s p: (1 - q)(1 - p^w).
fn p_with_terminals(width: u32, q: f64, p: f64) -> f64 {
    (1.0 - q) * (1.0 - p.powi(width as i32))
}

/// The rows from level N (the leaves' state as given) up to level 0, each with its ERR.
pub fn recursion(params: &RecursionParams) -> Result<Vec<RecursionRow>> {
    params.validate()?;
    let RecursionParams { width, mut err1, mut err2, mut p, levels, q } = *params;
    let mut rows = Vec::with_capacity(levels as usize + 1);
    for level in (0..=levels).rev() {
        rows.push(RecursionRow { level, err1, err2, p, err: decision_error(err1, err2, p) });
        if level > 0 {
            (err1, err2, p) = step(width, q, err1, err2, p);
        }
    }
    Ok(rows)
}

/// Pearl's special leaf probability p0 = (q - q^2) / (1 - 2q) (§5.1, after eq. (3)), for which terminals
/// at density q do not remove the pathology; q in [0, 1/2).
pub fn pearl_special_p0(q: f64) -> Result<f64> {
    if !(0.0..0.5).contains(&q) {
        return Err(Error::generator(format!("Pearl's special p0 needs q in [0, 0.5), not {q}")));
    }
    Ok((q - q * q) / (1.0 - 2.0 * q))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    fn params(err1: f64, err2: f64, p: f64, levels: u32, q: f64) -> RecursionParams {
        RecursionParams { width: 2, err1, err2, p, levels, q }
    }

    #[test]
    fn two_levels_of_width_two_by_hand() {
        // Leaves (level 2): err1 = 0.1, err2 = 0.2, p = 0.5; ERR = 0.1*0.5 + 0.2*0.5 = 0.15.
        // Level 1: err1 = 1 - 0.8^2 = 0.36;
        //          err2 = 0.1 * [0.5*0.1 + 2*0.5*0.8] / 1.5 = 0.1 * 0.85 / 1.5 = 0.0566666...;
        //          p = 1 - 0.25 = 0.75; ERR = 0.36*0.25 + 0.0566666*0.75 = 0.09 + 0.0425 = 0.1325.
        // Level 0: err1 = 1 - (1 - 0.0566666)^2 = 1 - 0.9433333^2 = 0.1101222...;
        //          err2 = 0.36 * [0.25*0.36 + 2*0.75*0.9433333] / 1.75 = 0.36 * 1.505 / 1.75 = 0.3096;
        //          p = 1 - 0.75^2 = 0.4375;
        //          ERR = 0.1101222*0.5625 + 0.3096*0.4375 = 0.0619437... + 0.13545 = 0.1973937...
        let rows = recursion(&params(0.1, 0.2, 0.5, 2, 0.0)).unwrap();
        assert_eq!(rows.iter().map(|r| r.level).collect::<Vec<_>>(), vec![2, 1, 0]);
        assert!(close(rows[0].err, 0.15));
        let r1 = rows[1];
        assert!(close(r1.err1, 0.36) && close(r1.err2, 0.085 / 1.5) && close(r1.p, 0.75), "{r1:?}");
        assert!(close(r1.err, 0.1325));
        let r0 = rows[2];
        let e2 = 1.0 - 0.085 / 1.5;
        assert!(close(r0.err1, 1.0 - e2 * e2), "{r0:?}");
        assert!(close(r0.err2, 0.3096) && close(r0.p, 0.4375), "{r0:?}");
        assert!((r0.err - 0.19739375).abs() < 1e-7, "{r0:?}");
    }

    #[test]
    fn one_level_of_width_three_by_hand() {
        // w = 3, err1 = 0.1, err2 = 0.2, p = 0.5 at level 1:
        // err1 = 1 - 0.8^3 = 0.488; p = 1 - 0.125 = 0.875;
        // err2 = {[0.5*0.1 + 0.5*0.8]^3 - [0.5*0.8]^3} / 0.875 = (0.45^3 - 0.4^3) / 0.875
        //      = (0.091125 - 0.064) / 0.875 = 0.031;  ERR = 0.488*0.125 + 0.031*0.875 = 0.088125.
        let rows = recursion(&RecursionParams { width: 3, err1: 0.1, err2: 0.2, p: 0.5, levels: 1, q: 0.0 }).unwrap();
        let r = rows[1];
        assert!(close(r.err1, 0.488) && close(r.p, 0.875) && close(r.err2, 0.031), "{r:?}");
        assert!(close(r.err, 0.088125));
    }

    #[test]
    fn terminals_at_every_level_by_hand() {
        // eq. (3), w = 2, q = 0.1, leaves err1 = 0.1, err2 = 0.2, p = 0.5:
        // err1 = [1 - 0.8^2] * 0.9 * 0.25 / [1 - 0.9 * 0.75] = 0.36 * 0.225 / 0.325 = 0.2492307...;
        // p = 0.9 * 0.75 = 0.675; err2 = 0.085 / 1.5 as without terminals.
        let r = recursion(&params(0.1, 0.2, 0.5, 1, 0.1)).unwrap()[1];
        assert!(close(r.err1, 0.081 / 0.325) && close(r.p, 0.675) && close(r.err2, 0.085 / 1.5), "{r:?}");
    }

    #[test]
    fn width_two_is_the_printed_equation_one() {
        // eq. (1), §5.1: err2_{L-1} = [(1-p)err1 + 2p(1-err2)] err1 / (1+p), err1_{L-1} = 1 - (1-err2)^2.
        for &e1 in &[0.0, 0.1, 0.35, 0.9] {
            for &e2 in &[0.0, 0.2, 0.5, 1.0] {
                for &p in &[0.0, 0.2, 0.618, 0.9, 1.0] {
                    let (a, b, c) = step(2, 0.0, e1, e2, p);
                    let printed = ((1.0 - p) * e1 + 2.0 * p * (1.0 - e2)) * e1 / (1.0 + p);
                    assert!(close(b, printed), "err2 at ({e1}, {e2}, {p}): {b} vs {printed}");
                    assert!(close(a, 1.0 - (1.0 - e2) * (1.0 - e2)) && close(c, 1.0 - p * p));
                }
            }
        }
    }

    #[test]
    fn the_general_quotient_is_the_printed_one_away_from_p_one() {
        // {[(1-p)e1 + p(1-e2)]^w - [p(1-e2)]^w} / (1 - p^w) against the stable form in `step`.
        for w in 2..7 {
            for &p in &[0.1f64, 0.5, 0.8] {
                let (e1, e2) = (0.3f64, 0.15f64);
                let direct = (((1.0 - p) * e1 + p * (1.0 - e2)).powi(w) - (p * (1.0 - e2)).powi(w)) / (1.0 - p.powi(w));
                assert!(close(step(w as u32, 0.0, e1, e2, p).1, direct), "w = {w}, p = {p}");
            }
        }
    }

    #[test]
    fn eq_three_at_q_zero_is_the_plain_recursion() {
        // eq. (3)'s err1 and p with q = 0 are eq. (1)'s (for p > 0, where its quotient is defined).
        for &(e1, e2, p) in &[(0.1, 0.2, 0.5), (0.3, 0.05, 0.9), (0.2, 0.2, 0.3)] {
            for w in 2..6 {
                let plain = step(w, 0.0, e1, e2, p);
                assert!(close(err1_with_terminals(w, 0.0, e2, p), plain.0), "w = {w}, p = {p}");
                assert!(close(p_with_terminals(w, 0.0, p), plain.2));
            }
        }
        // And the rows with q = 0 follow eq. (1) level by level.
        let rows = recursion(&params(0.2, 0.1, 0.4, 10, 0.0)).unwrap();
        for pair in rows.windows(2) {
            let (e1, e2, p) = step(2, 0.0, pair[0].err1, pair[0].err2, pair[0].p);
            assert_eq!((pair[1].err1, pair[1].err2, pair[1].p), (e1, e2, p));
            assert_eq!(pair[1].level + 1, pair[0].level);
        }
    }

    #[test]
    fn at_pearls_fixed_point_err_grows_towards_one_half() {
        // Figs. 44-47: ERR migrates towards 0.5. With eq. (1) as stated this happens at the
        // unstable fixed point p = (sqrt 5 - 1)/2 of p -> 1 - p^2; elsewhere p drifts to 0 or 1
        // and ERR with it (see docs/experiments.md).
        let golden = (5f64.sqrt() - 1.0) / 2.0;
        for &(e1, e2) in &[(0.1, 0.1), (0.1, 0.2), (0.2, 0.1), (0.2, 0.2)] {
            let rows = recursion(&params(e1, e2, golden, 10, 0.0)).unwrap();
            for k in 0..8 {
                assert!(rows[k + 2].err > rows[k].err, "{k}: {rows:?}");
            }
        }
    }

    #[test]
    fn terminals_at_density_five_percent_lower_err_away_from_pearls_p() {
        // Figs. 50-53 (q = 0.05): ERR decreases for p = 0.2, 0.3, 0.4, 0.9 and increases at 0.6.
        for &p in &[0.2, 0.3, 0.4, 0.9] {
            let rows = recursion(&params(0.1, 0.1, p, 10, 0.05)).unwrap();
            assert!(rows[10].err < rows[0].err, "p = {p}: {rows:?}");
        }
        let rows = recursion(&params(0.1, 0.1, 0.6, 10, 0.05)).unwrap();
        assert!(rows[10].err > rows[0].err, "{rows:?}");
    }

    #[test]
    fn p_at_one_has_no_zero_over_zero() {
        let rows = recursion(&params(0.1, 0.2, 1.0, 3, 0.0)).unwrap();
        assert!(rows.iter().all(|r| r.err.is_finite() && r.err2.is_finite()), "{rows:?}");
        // The limit of err2 as p -> 1 is err1 (1 - err2)^(w-1) = 0.1 * 0.8.
        assert!(close(rows[1].err2, 0.08));
    }

    #[test]
    fn pearls_special_p0() {
        // q = 0.05: (0.05 - 0.0025) / 0.9 = 0.0527777...
        assert!(close(pearl_special_p0(0.05).unwrap(), 0.0475 / 0.9));
        assert_eq!(pearl_special_p0(0.0).unwrap(), 0.0);
        assert!(pearl_special_p0(0.5).is_err());
    }

    #[test]
    fn out_of_range_parameters_are_errors() {
        assert!(recursion(&params(1.5, 0.1, 0.5, 3, 0.0)).is_err());
        assert!(recursion(&params(0.1, 0.1, 0.5, 3, 1.0)).is_err());
        assert!(recursion(&params(0.1, 0.1, f64::NAN, 3, 0.0)).is_err());
        assert!(recursion(&RecursionParams { width: 1, ..params(0.1, 0.1, 0.5, 3, 0.0) }).is_err());
        assert!(recursion(&params(0.1, 0.1, 0.5, MAX_LEVELS + 1, 0.0)).is_err());
    }
}
